//! The table of error codes holds every code the engine's errors can give, once each.

use std::collections::BTreeSet;

use poch_api::codes::{ERROR_CODES, ErrorCode, error_code};
use poch_engine::encoding::ActionTable;
use poch_engine::{
    DeckKind, DeckOrderError, Invariant, InvariantViolation, NewGameError, PlayerIdError,
    Rejection, Rules, RulesError, Seat, StateError,
};

/// Every code of the engine's `code()` methods: [`Rejection::CODES`], and one error of each
/// kind of [`RulesError`], `NewGameError` and [`StateError`] (their own, and the ones they
/// borrow from the rules and the rejections).
fn engine_codes() -> Vec<&'static str> {
    let rules = [
        RulesError::PlayerCount {
            deck: DeckKind::French32,
            players: 9,
            min: 2,
            max: 6,
        },
        RulesError::FiveTalonTooFewCards {
            players: 6,
            deck_size: 32,
        },
        RulesError::DreierNeedsThreePlayers { players: 4 },
        RulesError::ShowPairNeedsPairRequired,
        RulesError::StartingChipsBelowAnte {
            starting_chips: 1,
            ante: 2,
        },
    ];
    let reason = String::from("test");
    let new_game = rules.iter().cloned().map(NewGameError::Rules).chain([
        NewGameError::InvalidPlayers(PlayerIdError::Repeated { seat: Seat(1) }),
        NewGameError::FirstDealerOutOfRange { seat: Seat(7) },
        NewGameError::DealSource {
            reason: poch_engine::DealSourceError::NoDeckOrder,
        },
        NewGameError::InvalidDeckOrder {
            index: 0,
            reason: DeckOrderError::NotTheDeck {
                deck: DeckKind::French32,
            },
        },
        NewGameError::InvalidStart {
            reason: poch_engine::StartPositionError::MidNotEmpty,
        },
        NewGameError::InvalidBots {
            reason: poch_engine::SeatingError::EverySeat,
        },
    ]);
    let state = [
        StateError::VersionUnsupported { found: 99 },
        StateError::Invalid(InvariantViolation {
            invariant: Invariant::I1,
            detail: reason,
        }),
    ];
    let mut codes = Rejection::CODES.to_vec();
    codes.extend(rules.iter().map(RulesError::code));
    codes.extend(new_game.map(|e| e.code()));
    codes.extend(state.iter().map(StateError::code));
    let table = ActionTable::for_players(&Rules::CLASSIC, 4).expect("table");
    codes.push(
        table
            .action_of(table.len())
            .expect_err("past the end")
            .code(),
    );
    codes.push(
        ActionTable::new(&Rules::CLASSIC, u64::MAX)
            .expect_err("too large")
            .code(),
    );
    codes
}

#[test]
fn every_engine_code_is_in_the_table() {
    for code in engine_codes() {
        assert!(error_code(code).is_some(), "{code} is not in the table");
    }
}

#[test]
fn the_codes_are_distinct_and_every_row_is_complete() {
    let distinct: BTreeSet<_> = ERROR_CODES.iter().map(|row| row.code).collect();
    assert_eq!(distinct.len(), ERROR_CODES.len());
    for row in ERROR_CODES {
        assert!((400..600).contains(&row.http), "{}: {}", row.code, row.http);
        assert!(
            !row.meaning.is_empty() && !row.meaning.starts_with(' '),
            "{}",
            row.code
        );
        assert_ne!(row.grpc, tonic::Code::Ok, "{}", row.code);
    }
}

#[test]
fn every_variant_is_its_own_row() {
    assert_eq!(ErrorCode::ALL.len(), ERROR_CODES.len());
    for (&code, row) in ErrorCode::ALL.iter().zip(ERROR_CODES) {
        assert_eq!(code.info(), row);
        assert_eq!(code.as_str(), row.code);
        assert_eq!(ErrorCode::from_wire(row.code), Some(code));
        assert_eq!((code.grpc(), code.http()), (row.grpc, row.http));
        assert_eq!(code.to_string(), row.code);
    }
    assert_eq!(ErrorCode::from_wire("Not_Your_Turn"), None);
}

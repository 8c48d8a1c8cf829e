//! Every refusal the engine can give, triggered on purpose.
//!
//! - Every code of [`Rejection::CODES`] through [`Game::apply`]: the code, the game handed back
//!   unchanged, a non-empty message, and the legal-action list agreeing that the action was not
//!   allowed (RULES 12.4: "an illegal action is rejected and the state is unchanged").
//! - Every [`NewGameError`] code through [`Game::new`].
//! - Every [`StateError`] code through [`Game::from_state`] on modified states.

use std::num::NonZeroU32;

use poch_engine::{
    Action, ActionKind, ByField, Card, DealSource, DeckKind, DeckOrder, Direction,
    DiscardDirection, Field, Game, MaxDeals, NewGame, NewGameError, Phase, Rejection, Rules,
    SCHEMA_VERSION, Seat, Seed, ShortStack, StartPosition, StateError, Toggle,
};

mod common;
use common::play as act;
use common::refusals::{
    ALL_PASS, new_game, r_deck, r_finished, r_game, seeded_between_deals, short_start, trigger,
};
use common::{card, deck, names, rules};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// Applies an action that must be refused; checks the code, that the game comes back unchanged,
/// that the message is not empty, and that the legal actions did not list it.
fn assert_refused(game: &Game, seat: Seat, action: Action, code: &str) -> Rejection {
    assert!(Rejection::CODES.contains(&code), "{code} is a listed code");
    // The legal-action list says whether a deck order may be given, not whether it is a whole
    // deck; every other refusal must already be absent from it.
    if code != "invalid_deck_order" {
        assert!(
            !game.legal_actions(seat).allows(&action),
            "`{action}` by seat {seat} is listed as legal, yet should be refused with {code}"
        );
    }
    let before = game.clone();
    let rejected = game
        .clone()
        .apply(seat, action.clone())
        .expect_err("the action should be refused");
    assert_eq!(
        rejected.rejection.code(),
        code,
        "`{action}` by seat {seat}: {}",
        rejected.rejection
    );
    assert_eq!(rejected.game, before, "a refused action changes nothing");
    assert_eq!(rejected.game.version(), before.version());
    assert!(
        !rejected.rejection.to_string().trim().is_empty(),
        "{code} has a message"
    );
    rejected.rejection
}

fn refuse(game: &Game, seat: Seat, action: &str, code: &str) -> Rejection {
    assert_refused(game, seat, action.parse().expect("action"), code)
}

// ---------------------------------------------------------------------------------------------
// Rejection::CODES through Game::apply
// ---------------------------------------------------------------------------------------------

#[test]
fn every_rejection_code_has_a_trigger() {
    let mut seen = Vec::new();
    for code in Rejection::CODES {
        let (game, seat, action) = trigger(code);
        assert_refused(&game, seat, action, code);
        seen.push(code);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), Rejection::CODES.len(), "the codes are distinct");
}

#[test]
fn match_over() {
    let r = rules(|r| r.max_deals = MaxDeals(NonZeroU32::new(1)));
    let game = r_finished(r);
    assert_eq!(game.phase(), Phase::MatchOver);
    assert_eq!(game.to_act(), None);
    // Every action of every seat, even one out of range, is refused with match_over.
    for seat in [0, 1, 3, 9].map(Seat) {
        for action in ["deal", "pass", "lead 8S"] {
            refuse(&game, seat, action, "match_over");
        }
    }
}

#[test]
fn seat_out_of_range() {
    let game = r_game(Rules::CLASSIC);
    let r = refuse(&game, Seat(4), "pass", "seat_out_of_range");
    assert_eq!(
        r,
        Rejection::SeatOutOfRange {
            seat: Seat(4),
            players: 4
        }
    );
    refuse(&game, Seat(usize::MAX), "bet 1", "seat_out_of_range");
}

#[test]
fn not_your_turn() {
    let game = r_game(Rules::CLASSIC);
    assert_eq!(game.to_act(), Some(Seat(0)));
    let r = refuse(&game, Seat(2), "pass", "not_your_turn");
    assert_eq!(
        r,
        Rejection::NotYourTurn {
            seat: Seat(2),
            to_act: Seat(0)
        }
    );
    // Phase 3: only the leader leads; between deals: only the next dealer deals.
    let game = act(game, &ALL_PASS);
    refuse(&game, Seat(1), "lead 8S", "not_your_turn");
    let game = act(game, &[(Seat(0), "lead 7C")]);
    let dealer = game.to_act().expect("the next dealer");
    assert_eq!(dealer, Seat(0));
    let other = Action::Deal {
        deck: Some(r_deck()),
    };
    assert_refused(&game, Seat(2), other, "not_your_turn");
}

#[test]
fn wrong_phase() {
    let game = r_game(Rules::CLASSIC);
    let r = refuse(&game, Seat(0), "lead 7C", "wrong_phase");
    assert_eq!(
        r,
        Rejection::WrongPhase {
            action: ActionKind::Lead,
            phase: Phase::Pochen
        }
    );
    refuse(&game, Seat(0), "deal", "wrong_phase");
    let game = act(game, &ALL_PASS);
    refuse(&game, Seat(0), "pass", "wrong_phase");
    refuse(&game, Seat(0), "bet 1", "wrong_phase");
    let game = act(game, &[(Seat(0), "lead 7C")]);
    refuse(&game, Seat(0), "lead 8S", "wrong_phase");
    refuse(&game, Seat(0), "fold", "wrong_phase");
}

#[test]
fn not_eligible() {
    // Seat 0 holds no pair (RULES 8.3.1).
    let game = r_game(Rules::CLASSIC);
    refuse(&game, Seat(0), "bet 1", "not_eligible");
    let r = rules(|r| r.initial_pass = poch_engine::InitialPass::Check);
    let game = act(
        r_game(r),
        &[
            (Seat(0), "pass"),
            (Seat(1), "bet 2"),
            (Seat(2), "fold"),
            (Seat(3), "fold"),
        ],
    );
    refuse(&game, Seat(0), "call", "not_eligible");
    refuse(&game, Seat(0), "raise 1", "not_eligible");
}

#[test]
fn bet_outstanding() {
    let game = act(
        r_game(Rules::CLASSIC),
        &[(Seat(0), "pass"), (Seat(1), "bet 2")],
    );
    refuse(&game, Seat(2), "pass", "bet_outstanding");
    refuse(&game, Seat(2), "bet 3", "bet_outstanding");
}

#[test]
fn nothing_to_call() {
    let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
    refuse(&game, Seat(1), "call", "nothing_to_call");
    refuse(&game, Seat(1), "fold", "nothing_to_call");
    refuse(&game, Seat(1), "raise 1", "nothing_to_call");
}

#[test]
fn bet_below_minimum() {
    let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
    refuse(&game, Seat(1), "bet 0", "bet_below_minimum");
    let game = act(game, &[(Seat(1), "bet 2")]);
    refuse(&game, Seat(2), "raise 0", "bet_below_minimum");
}

#[test]
fn above_maximum() {
    let r = rules(|r| r.short_stack = ShortStack::Cap);
    let game = act(
        new_game(r, vec![r_deck()], short_start()),
        &[(Seat(0), "pass")],
    );
    let rejection = refuse(&game, Seat(1), "bet 6", "above_maximum");
    assert_eq!(rejection, Rejection::AboveMaximum { maximum: 5 });
    assert!(rejection.to_string().contains('5'), "{rejection}");
    let game = act(game, &[(Seat(1), "bet 2")]);
    let rejection = refuse(&game, Seat(2), "raise 4", "above_maximum");
    assert_eq!(rejection, Rejection::AboveMaximum { maximum: 3 });
}

#[test]
fn insufficient_chips() {
    let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
    let r = refuse(&game, Seat(1), "bet 108", "insufficient_chips");
    assert_eq!(
        r,
        Rejection::InsufficientChips {
            needed: 108,
            stack: 107
        }
    );
    let game = act(game, &[(Seat(1), "bet 2")]);
    // Seat 2 holds 95: 2 to call + 94 is one too many.
    let r = refuse(&game, Seat(2), "raise 94", "insufficient_chips");
    assert_eq!(
        r,
        Rejection::InsufficientChips {
            needed: 96,
            stack: 95
        }
    );
    refuse(&game, Seat(2), "raise 4294967295", "insufficient_chips");
}

#[test]
fn card_not_in_hand() {
    let game = act(r_game(Rules::CLASSIC), &ALL_PASS);
    // Another seat's card, and the ownerless upcard.
    let r = refuse(&game, Seat(0), "lead 7S", "card_not_in_hand");
    assert_eq!(r, Rejection::CardNotInHand { card: card("7S") });
    assert!(r.to_string().contains("7S"), "{r}");
    refuse(&game, Seat(0), "lead 7D", "card_not_in_hand");
}

#[test]
fn direction_not_allowed() {
    let game = act(r_game(Rules::CLASSIC), &ALL_PASS);
    refuse(&game, Seat(0), "lead 7C up", "direction_not_allowed");
    refuse(&game, Seat(0), "lead 7C down", "direction_not_allowed");
    // Under leader_choice, only the first lead of the deal takes one (ED-20).
    let r = rules(|r| r.discard_direction = DiscardDirection::LeaderChoice);
    let hands = [
        "AS 9S 8S 7S 7C 8C 7H 8H",
        "JS 9C TC JC 9H TH 7D 8D",
        "TS QC KC AC JH QH 9D TD",
        "KS KH AH JD QD KD AD",
    ];
    let game = new_game(r, vec![deck(Seat(3), &hands, "QS")], None);
    let game = act(game, &ALL_PASS);
    let game = act(game, &[(Seat(0), "lead 8H down")]);
    assert_eq!(game.to_act(), Some(Seat(0)));
    refuse(&game, Seat(0), "lead 8C down", "direction_not_allowed");
}

#[test]
fn direction_required() {
    let r = rules(|r| r.discard_direction = DiscardDirection::LeaderChoice);
    let game = act(r_game(r), &ALL_PASS);
    assert_eq!(
        game.legal_actions(Seat(0)).directions,
        [Direction::Up, Direction::Down]
    );
    refuse(&game, Seat(0), "lead 7C", "direction_required");
}

#[test]
fn deck_order_not_allowed() {
    let game = seeded_between_deals();
    let dealer = game.to_act().expect("the next dealer");
    assert!(!game.legal_actions(dealer).deck_allowed);
    let action = Action::Deal {
        deck: Some(DeckOrder::new(DeckKind::French32.ordered())),
    };
    assert_refused(&game, dealer, action, "deck_order_not_allowed");
    // Without a deck order the seeded deal goes ahead.
    let next = game
        .apply(dealer, Action::Deal { deck: None })
        .expect("deal")
        .game;
    assert_eq!(next.deal_number(), 2);
}

#[test]
fn deck_order_required() {
    let game = r_finished(Rules::CLASSIC);
    let legal = game.legal_actions(Seat(0));
    assert!(legal.deal && legal.deck_required && legal.deck_allowed);
    refuse(&game, Seat(0), "deal", "deck_order_required");
    let next = game
        .apply(
            Seat(0),
            Action::Deal {
                deck: Some(r_deck()),
            },
        )
        .expect("deal with a deck")
        .game;
    assert_eq!(next.deal_number(), 2);
}

#[test]
fn invalid_deck_order() {
    let game = r_finished(Rules::CLASSIC);
    let deal = |cards: Vec<Card>, cut: Option<u32>| Action::Deal {
        deck: Some(DeckOrder { cards, cut }),
    };
    let good = DeckKind::French32.ordered();
    let mut duplicate = good.clone();
    duplicate[5] = duplicate[6];
    let missing = good[1..].to_vec();
    let mut extra = good.clone();
    extra.push(card("2C"));
    for action in [
        deal(duplicate, None),
        deal(missing, None),
        deal(extra, None),
        deal(DeckKind::French52.ordered(), None),
        deal(DeckKind::Bavarian36.ordered(), None),
        deal(good.clone(), Some(0)),
        deal(good.clone(), Some(32)),
    ] {
        assert_refused(&game, Seat(0), action, "invalid_deck_order");
    }
    // In range, the cut is fine.
    let next = game
        .apply(Seat(0), deal(good, Some(31)))
        .expect("cut 31")
        .game;
    assert_eq!(next.deal_number(), 2);
}

// ---------------------------------------------------------------------------------------------
// NewGameError through Game::new
// ---------------------------------------------------------------------------------------------

fn new_game_error(new: NewGame) -> NewGameError {
    let e = Game::new(new).expect_err("the new game should be refused");
    assert!(
        !e.to_string().trim().is_empty(),
        "{} has a message",
        e.code()
    );
    e
}

fn decks_game(players: Vec<String>, first_dealer: Seat, decks: Vec<DeckOrder>) -> NewGame {
    NewGame {
        rules: Rules::CLASSIC,
        players,
        source: DealSource::Decks {
            first_dealer,
            decks,
        },
        start: None,
        bots: Vec::new(),
    }
}

fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn new_game_invalid_players() {
    for players in [
        ids(&["ann", "", "cy", "di"]),
        ids(&["ann", "bob", "ann", "di"]),
        ids(&["ann", "bob", "cy", "di\n"]),
        vec!["ann".into(), "bob".into(), "cy".into(), "x".repeat(65)],
        // Format characters (Unicode Cf): a right-to-left override that would show
        // "ann\u{202E}bob" as "annbob" reversed, a zero-width space, a soft hyphen, a byte order
        // mark, an isolate and a tag character (outside the Basic Multilingual Plane).
        ids(&["ann", "bob", "cy", "di\u{202E}moc.lave"]),
        ids(&["ann", "bob", "cy", "d\u{200B}i"]),
        ids(&["ann", "bob", "cy", "d\u{AD}i"]),
        ids(&["\u{FEFF}ann", "bob", "cy", "di"]),
        ids(&["ann", "bob", "cy", "\u{2066}di\u{2069}"]),
        ids(&["ann", "bob", "cy", "di\u{E0041}"]),
    ] {
        let e = new_game_error(decks_game(players.clone(), Seat(3), vec![r_deck()]));
        assert_eq!(e.code(), "invalid_players", "{players:?}");
    }
    // 64 bytes is the longest id.
    let ok = vec!["ann".into(), "bob".into(), "cy".into(), "x".repeat(64)];
    assert!(Game::new(decks_game(ok, Seat(3), vec![r_deck()])).is_ok());
    // Letters, marks and symbols of any script are ids: only the invisible are refused.
    let ok = ids(&["Jürgen", "\u{5E9}\u{5E8}\u{5D4}", "李雷", "🂡 e\u{301}"]);
    assert!(Game::new(decks_game(ok, Seat(3), vec![r_deck()])).is_ok());
}

#[test]
fn new_game_first_dealer_out_of_range() {
    let e = new_game_error(decks_game(names(4), Seat(4), vec![r_deck()]));
    assert_eq!(e.code(), "seat_out_of_range");
    assert_eq!(e, NewGameError::FirstDealerOutOfRange { seat: Seat(4) });
    let e = new_game_error(NewGame {
        rules: Rules::CLASSIC,
        players: names(4),
        source: DealSource::Seed {
            seed: Seed([1; 32]),
            first_dealer: Some(Seat(7)),
        },
        start: None,
        bots: Vec::new(),
    });
    assert_eq!(e.code(), "seat_out_of_range");
}

#[test]
fn new_game_invalid_deal_source() {
    let e = new_game_error(decks_game(names(4), Seat(3), vec![]));
    assert_eq!(e.code(), "invalid_deal_source");
}

#[test]
fn new_game_invalid_deck_order() {
    let good = DeckKind::French32.ordered();
    let mut duplicate = good.clone();
    duplicate[0] = duplicate[31];
    let missing = good[..31].to_vec();
    let cases = [
        DeckOrder::new(duplicate),
        DeckOrder::new(missing),
        DeckOrder::new(DeckKind::French52.ordered()),
        DeckOrder {
            cards: good.clone(),
            cut: Some(0),
        },
        DeckOrder {
            cards: good.clone(),
            cut: Some(32),
        },
    ];
    for bad in cases {
        let e = new_game_error(decks_game(names(4), Seat(3), vec![bad.clone()]));
        assert_eq!(e.code(), "invalid_deck_order", "{bad:?}");
        // A bad deck for a later deal is named by its index.
        let e = new_game_error(decks_game(names(4), Seat(3), vec![r_deck(), bad]));
        assert!(
            matches!(e, NewGameError::InvalidDeckOrder { index: 1, .. }),
            "{e:?}"
        );
    }
}

#[test]
fn new_game_invalid_start() {
    let start = |stacks: Vec<u32>, board: &[(Field, u32)], carried: &[Field]| {
        let mut b = ByField::<u32>::default();
        for &(f, chips) in board {
            b[f] = chips;
        }
        StartPosition {
            stacks,
            board: b,
            carried: carried.iter().copied().collect(),
        }
    };
    let cases = [
        // Three stacks for four players.
        (Rules::CLASSIC, start(vec![50, 50, 50], &[], &[])),
        // A seat that cannot pay the first ante of 9.
        (Rules::CLASSIC, start(vec![50, 50, 50, 8], &[], &[])),
        // MID is empty between deals (I9).
        (Rules::CLASSIC, start(vec![50; 4], &[(Field::MID, 2)], &[])),
        // No POCH field under pochen=off.
        (
            rules(|r| r.pochen = Toggle::Off),
            start(vec![50; 4], &[(Field::POCH, 2)], &[]),
        ),
        // No MID field under middle_pot=off, so it cannot be carried.
        (
            rules(|r| r.middle_pot = Toggle::Off),
            start(vec![50; 4], &[], &[Field::MID]),
        ),
        // The progressive first ante, 8 + ceil(40/4) = 18, is more than 17.
        (
            rules(|r| r.progressive = Toggle::On),
            start(vec![17; 4], &[(Field::SEQ, 40)], &[Field::SEQ]),
        ),
    ];
    for (rules, position) in cases {
        let e = new_game_error(NewGame {
            rules,
            players: names(4),
            source: DealSource::Decks {
                first_dealer: Seat(3),
                decks: vec![r_deck()],
            },
            start: Some(position.clone()),
            bots: Vec::new(),
        });
        assert_eq!(e.code(), "invalid_start", "{position:?}");
    }
}

#[test]
fn new_game_rules_errors_keep_their_codes() {
    let refuse_rules = |rules: Rules, n: usize| {
        new_game_error(NewGame {
            rules,
            players: names(n),
            source: DealSource::Seed {
                seed: Seed([2; 32]),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .code()
    };
    assert_eq!(refuse_rules(Rules::CLASSIC, 2), "player_count");
    assert_eq!(refuse_rules(Rules::CLASSIC, 9), "player_count");
    assert_eq!(
        refuse_rules(
            rules(|r| r.board_fields = poch_engine::BoardFields::Dreier7),
            4
        ),
        "dreier_needs_three_players"
    );
    assert_eq!(
        refuse_rules(
            rules(|r| r.pochen_eligibility = poch_engine::PochenEligibility::Any),
            4
        ),
        "show_pair_needs_pair_required"
    );
    assert_eq!(
        refuse_rules(rules(|r| r.starting_chips = 8), 4),
        "starting_chips_below_ante"
    );
}

// ---------------------------------------------------------------------------------------------
// StateError through Game::from_state
// ---------------------------------------------------------------------------------------------

/// R after a bet, so that contributions are on the table.
fn mid_deal() -> Game {
    act(
        r_game(Rules::CLASSIC),
        &[(Seat(0), "pass"), (Seat(1), "bet 2")],
    )
}

#[test]
fn from_state_accepts_every_state_the_engine_writes() {
    let mut game = r_game(Rules::CLASSIC);
    let moves = [
        (0, "pass"),
        (1, "bet 2"),
        (2, "call"),
        (3, "fold"),
        (2, "lead 7H"),
    ];
    for (seat, action) in moves {
        let back = Game::from_state(game.state().clone()).expect("a written state is valid");
        assert_eq!(back, game);
        game = act(game, &[(Seat(seat), action)]);
    }
    let json = serde_json::to_string(&game).expect("serialize");
    let back: Game = serde_json::from_str(&json).expect("deserialize");
    assert_eq!(back, game);
}

#[test]
fn from_state_refuses_another_schema_version() {
    let mut state = mid_deal().into_state();
    state.schema_version = SCHEMA_VERSION + 1;
    let e = Game::from_state(state.clone()).expect_err("unsupported");
    assert_eq!(e.code(), "state_version_unsupported");
    assert_eq!(
        e,
        StateError::VersionUnsupported {
            found: SCHEMA_VERSION + 1
        }
    );
    assert!(!e.to_string().trim().is_empty());
    // The same through serde.
    let json = serde_json::to_string(&state).expect("serialize");
    assert!(serde_json::from_str::<Game>(&json).is_err());
}

#[test]
fn from_state_refuses_a_broken_invariant() {
    let game = mid_deal();
    let invalid = |state: poch_engine::GameState| -> &'static str {
        let e = Game::from_state(state).expect_err("invalid");
        assert_eq!(e.code(), "state_invalid");
        assert!(!e.to_string().trim().is_empty());
        match e {
            StateError::Invalid(v) => v.invariant.name(),
            StateError::VersionUnsupported { .. } => panic!("wrong error {e:?}"),
        }
    };
    // I1: a chip from nowhere.
    let mut state = game.state().clone();
    state.stacks[0] += 1;
    assert_eq!(invalid(state), "I1");
    // I3: a card moved from one hand to another.
    let mut state = game.state().clone();
    let deal = state.deal.as_mut().expect("deal");
    deal.hands[0].remove(card("7C"));
    deal.hands[1].insert(card("7C"));
    assert_eq!(invalid(state), "I3");
    // I12: the wrong dealer.
    let mut state = game.state().clone();
    state.deal.as_mut().expect("deal").dealer = Seat(0);
    assert_eq!(invalid(state), "I12");
    // Structure: the rules refuse the table.
    let mut state = game.state().clone();
    state.rules.board_fields = poch_engine::BoardFields::Dreier7;
    assert_eq!(invalid(state), "structure");
}

#[test]
fn from_state_refuses_hostile_numbers_without_panicking() {
    let invariant = |state: poch_engine::GameState| -> &'static str {
        match Game::from_state(state) {
            Err(StateError::Invalid(v)) => v.invariant.name(),
            other => panic!("not refused as invalid: {other:?}"),
        }
    };
    // Phase 2 over (a showdown between seats 1 and 2), its data cut short.
    let game = act(
        r_game(Rules::CLASSIC),
        &[
            (Seat(0), "pass"),
            (Seat(1), "bet 2"),
            (Seat(2), "call"),
            (Seat(3), "fold"),
        ],
    );
    assert_eq!(game.phase(), Phase::Discard);
    let mut state = game.state().clone();
    let pochen = state.deal.as_mut().and_then(|d| d.pochen.as_mut());
    pochen.expect("phase 2").statuses.pop();
    assert_eq!(invariant(state), "structure");
    // Stakes beyond every chip in play: their sums would overflow u32.
    let mut state = game.state().clone();
    let pochen = state.deal.as_mut().and_then(|d| d.pochen.as_mut());
    let pochen = pochen.expect("phase 2");
    pochen.contributions[1] = u32::MAX;
    pochen.contributions[2] = u32::MAX;
    assert_eq!(invariant(state), "I1");
    // A settlement whose payments and forgiven cards wrap around to the cards owed.
    let game = r_finished(Rules::CLASSIC);
    let mut state = game.state().clone();
    let settlement = state.deal.as_mut().and_then(|d| d.settlement.as_mut());
    let settlement = settlement.expect("settled");
    let seat = (0..4)
        .find(|&x| settlement.owed[x] == 0)
        .expect("the winner owes nothing");
    settlement.payments[seat] = u32::MAX;
    settlement.forgiven[seat] = 1;
    assert_eq!(invariant(state), "I10");
}

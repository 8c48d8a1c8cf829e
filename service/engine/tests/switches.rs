//! One focused test (or a pair) per value of every variant switch of RULES §1 (S1–S18) and per
//! key engine decision of RULES §16/§17, each on a crafted deal.
//!
//! Every deal is written down as the hands each seat should receive plus the upcard (and the
//! dead leftovers or the talon); [`deck`] turns that into the deck order that deals it (one card
//! at a time clockwise from forehand = dealer + 1, RULES 5.2–5.4, ED-3). Each test asserts
//! concrete outcomes (stacks, board fields, claims, chains, winners, codes) chosen so that the
//! test fails if the engine ignored the switch and played the other value instead. The worked
//! deals of RULES §14 are run elsewhere; these tests cover what they leave out.

use std::num::NonZeroU32;

use poch_engine::{
    Action, AmountRange, BoardAtEnd, BoardFields, BoardShare, ByField, Card, DealMethod,
    DealSource, DeckKind, DeckOrder, Direction, DirectionOfPlay, DiscardDirection, Event,
    EventKind, Field, FieldSet, Game, GameState, InitialPass, Invariant, Layer, LegalActions,
    MatchEndReason, MaxDeals, NewGame, PairTieBreak, Phase, PochenEligibility, PochenOutcome,
    Rules, RulesError, Seat, SeatSet, Seed, SequenceRule, ShortStack, Standing, StartPosition,
    StateError, Status, StopReason, Toggle, UncontestedShow, UpcardHonour, Viewer,
};

mod common;
use common::{act, card, cards, deck, names, rules, run, stacks_start, start_game};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The code of a refused action; asserts that the game is unchanged.
fn refused(game: &Game, seat: Seat, action: &str) -> &'static str {
    let parsed: Action = action.parse().expect("action");
    let rejected = game
        .clone()
        .apply(seat, parsed)
        .expect_err("the action should be refused");
    assert_eq!(&rejected.game, game, "a refused action changes nothing");
    rejected.rejection.code()
}

/// The phase-1 claims as (field, seat, chips).
fn claims(events: &[Event]) -> Vec<(Field, usize, u32)> {
    events
        .iter()
        .filter_map(|e| {
            if let EventKind::FieldClaimed {
                field, seat, chips, ..
            } = &e.kind
            {
                Some((*field, seat.index(), *chips))
            } else {
                None
            }
        })
        .collect()
}

/// The cards that earned `field` in phase 1.
fn claim_cards(events: &[Event], wanted: Field) -> Option<Vec<String>> {
    events.iter().find_map(|e| {
        if let EventKind::FieldClaimed { field, cards, .. } = &e.kind
            && *field == wanted
        {
            Some(cards.iter().map(Card::to_string).collect())
        } else {
            None
        }
    })
}

/// The cards played, as "seat card".
fn plays(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| {
            if let EventKind::CardPlayed { seat, card, .. } = &e.kind {
                Some(format!("{seat} {card}"))
            } else {
                None
            }
        })
        .collect()
}

/// Why each chain stopped, and who leads next.
fn stops(events: &[Event]) -> Vec<(StopReason, usize)> {
    events
        .iter()
        .filter_map(|e| {
            if let EventKind::ChainStopped { stop, next_leader } = &e.kind {
                Some((*stop, next_leader.index()))
            } else {
                None
            }
        })
        .collect()
}

/// The groups shown, as (seat, cards).
fn shown(events: &[Event]) -> Vec<(usize, Vec<String>)> {
    events
        .iter()
        .filter_map(|e| {
            if let EventKind::GroupShown { seat, cards } = &e.kind {
                Some((seat.index(), cards.iter().map(|c| c.to_string()).collect()))
            } else {
                None
            }
        })
        .collect()
}

/// The ante event's (per player, per-field ante).
fn ante(events: &[Event]) -> (u32, ByField<u32>) {
    events
        .iter()
        .find_map(|e| {
            if let EventKind::AntePaid {
                per_player, fields, ..
            } = &e.kind
            {
                Some((*per_player, *fields))
            } else {
                None
            }
        })
        .expect("an ante")
}

/// The end of phase 2: (outcome, winner, layers, POCH after).
fn pochen_end(events: &[Event]) -> (PochenOutcome, Option<usize>, Vec<Layer>, u32) {
    events
        .iter()
        .find_map(|e| {
            if let EventKind::PochenEnded {
                outcome,
                winner,
                layers,
                poch_after,
                ..
            } = &e.kind
            {
                Some((
                    *outcome,
                    winner.map(Seat::index),
                    layers.clone(),
                    *poch_after,
                ))
            } else {
                None
            }
        })
        .expect("phase 2 ended")
}

fn has_event(events: &[Event], pred: impl Fn(&EventKind) -> bool) -> bool {
    events.iter().any(|e| pred(&e.kind))
}

fn discard_leader(events: &[Event]) -> Seat {
    events
        .iter()
        .find_map(|e| {
            if let EventKind::DiscardStarted { leader } = &e.kind {
                Some(*leader)
            } else {
                None
            }
        })
        .expect("phase 3 started")
}

/// The non-empty fields of the board.
fn board(game: &Game) -> Vec<(Field, u32)> {
    Field::ALL
        .into_iter()
        .map(|f| (f, game.board()[f]))
        .filter(|&(_, chips)| chips > 0)
        .collect()
}

fn total_chips(game: &Game) -> u64 {
    game.stacks().iter().map(|&s| u64::from(s)).sum::<u64>() + game.board().total()
}

fn field_set(list: &[Field]) -> FieldSet {
    list.iter().copied().collect()
}

fn max_deals(n: u32) -> MaxDeals {
    MaxDeals(Some(NonZeroU32::new(n).expect("n ≥ 1")))
}

fn new_game_code(rules: Rules, n: usize) -> Result<(), &'static str> {
    Game::new(NewGame {
        rules,
        players: names(n),
        source: DealSource::Seed {
            seed: Seed([7; 32]),
            first_dealer: Some(Seat(0)),
        },
        start: None,
        bots: Vec::new(),
    })
    .map(|_| ())
    .map_err(|e| {
        assert!(!e.to_string().is_empty(), "{} has a message", e.code());
        e.code()
    })
}

// ---------------------------------------------------------------------------------------------
// Crafted deals
// ---------------------------------------------------------------------------------------------

/// R, 4 players, dealer 3: forehand (seat 0) holds all eight clubs and no pair, so after an
/// all-pass he leads 7C and goes out at once. Upcard 7D (pay suit ♦): seat 1 takes A K Q MAR,
/// seat 2 J, seat 3 T; SEQ stays. Groups: seat 1 2×8, seat 2 2×J, seat 3 2×T.
const R_HANDS: [&str; 4] = [
    "7C 8C 9C TC JC QC KC AC",
    "7S 8S 9S TS AD KD QD 8D",
    "JS QS KS AS 7H 8H JD 9D",
    "9H TH JH QH KH AH TD",
];

/// R dealt by `dealer`: the hands move round so that forehand always gets the clubs.
fn r_deck(dealer: Seat) -> DeckOrder {
    let hands: Vec<&str> = (0..4)
        .map(|s| R_HANDS[(s + 3 - dealer.index()) % 4])
        .collect();
    deck(dealer, &hands, "7D")
}

/// B, 4 players, dealer 3, upcard QS (an honour, pay suit ♠).
const B_HANDS: [&str; 4] = [
    "AS 9S 8S 7S 7C 8C 7H 8H",
    "JS 9C TC JC 9H TH 7D 8D",
    "TS QC KC AC JH QH 9D TD",
    "KS KH AH JD QD KD AD",
];

// ---------------------------------------------------------------------------------------------
// S1 deck
// ---------------------------------------------------------------------------------------------

/// 52 cards, 6 players, dealer 5. Pay suit ♥ (upcard 5H). Seat 1 holds 2H 3H 4H: a run only
/// under `any_three_consecutive`; nobody holds 7H 8H 9H.
const F52_HANDS: [&str; 6] = [
    "9H JH 2C 8C AC 2S 9S 2D 9D",
    "2H 3H 4H 3C 9C 3S TS 3D TD",
    "6H QH KH 4C TC 4S JS 4D JD",
    "7H AH 5C JC 5S QS 5D QD",
    "8H 6C QC 6S KS 6D KD 8S",
    "TH 7C KC 7S AS 7D AD 8D",
];

fn french52() -> Rules {
    rules(|r| r.deck = DeckKind::French52)
}

#[test]
fn french52_six_players_honours_and_default_sequence() {
    let (game, events) = start_game(
        french52(),
        6,
        Seat(5),
        vec![deck(Seat(5), &F52_HANDS, "5H")],
        None,
    );
    let sizes = events.iter().find_map(|e| {
        if let EventKind::UpcardTurned { hand_sizes, .. } = &e.kind {
            Some(hand_sizes.clone())
        } else {
            None
        }
    });
    // ED-3: 51 cards from forehand (seat 0): the first three seats get 9.
    assert_eq!(sizes, Some(vec![9, 9, 9, 8, 8, 8]));
    // RULES 3.2: the honour fields stay A K Q J T; 6 chips each.
    assert_eq!(
        claims(&events),
        [
            (Field::A, 3, 6),
            (Field::K, 2, 6),
            (Field::Q, 2, 6),
            (Field::J, 0, 6),
            (Field::T, 5, 6),
            (Field::MAR, 2, 6),
        ]
    );
    // ED-33: SEQ is still 7-8-9; 2H 3H 4H earns nothing by default.
    assert_eq!(game.stacks(), [97, 91, 109, 97, 91, 97]);
    assert_eq!(
        board(&game),
        [(Field::SEQ, 6), (Field::POCH, 6), (Field::MID, 6)]
    );
    assert_eq!(total_chips(&game), 600);
}

#[test]
fn french52_any_three_consecutive_counts_a_two_three_four_run() {
    let r = rules(|r| {
        r.deck = DeckKind::French52;
        r.sequence_rule = SequenceRule::AnyThreeConsecutive;
    });
    let (game, events) = start_game(r, 6, Seat(5), vec![deck(Seat(5), &F52_HANDS, "5H")], None);
    assert!(claims(&events).contains(&(Field::SEQ, 1, 6)));
    assert_eq!(
        claim_cards(&events, Field::SEQ),
        Some(vec!["2H".into(), "3H".into(), "4H".into()])
    );
    assert_eq!(game.stacks(), [97, 97, 109, 97, 91, 97]);
    assert_eq!(board(&game), [(Field::POCH, 6), (Field::MID, 6)]);
}

#[test]
fn french52_ascending_chain_runs_from_two_and_stops_at_the_ace() {
    let (game, _) = start_game(
        french52(),
        6,
        Seat(5),
        vec![deck(Seat(5), &F52_HANDS, "5H")],
        None,
    );
    let passes: Vec<(usize, &str)> = (0..6).map(|s| (s, "pass")).collect();
    let (game, events) = run(game, &passes);
    assert_eq!(pochen_end(&events).0, PochenOutcome::AllPassed);
    let (game, events) = act(game, Seat(0), "lead 2C");
    assert_eq!(
        plays(&events),
        [
            "0 2C", "1 3C", "2 4C", "3 5C", "4 6C", "5 7C", "0 8C", "1 9C", "2 TC", "3 JC", "4 QC",
            "5 KC", "0 AC"
        ]
    );
    assert_eq!(stops(&events), [(StopReason::Top, 0)]);
    let (game, events) = act(game, Seat(0), "lead 9H");
    assert_eq!(
        plays(&events),
        ["0 9H", "5 TH", "0 JH", "2 QH", "2 KH", "3 AH"]
    );
    assert_eq!(stops(&events), [(StopReason::Top, 3)]);
    // RULES 9.5(c): 9H was played in the previous chain.
    let (game, events) = act(game, Seat(3), "lead 7H");
    assert_eq!(plays(&events), ["3 7H", "4 8H"]);
    assert_eq!(stops(&events), [(StopReason::Played, 4)]);
    assert_eq!(game.to_act(), Some(Seat(4)));
}

#[test]
fn french52_eight_players_deal_and_player_limits() {
    let step = Game::new(NewGame {
        rules: french52(),
        players: names(8),
        source: DealSource::Seed {
            seed: Seed([3; 32]),
            first_dealer: Some(Seat(7)),
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("8 players may play with 52 cards");
    let sizes: Vec<u32> = step
        .game
        .deal()
        .expect("deal")
        .hands
        .iter()
        .map(|h| h.len())
        .collect();
    // 51 cards from forehand (seat 0): 7/7/7/6/6/6/6/6.
    assert_eq!(sizes, [7, 7, 7, 6, 6, 6, 6, 6]);
    let after_ante = step.events.iter().find_map(|e| {
        if let EventKind::AntePaid { stacks, board, .. } = &e.kind {
            Some((stacks.clone(), *board))
        } else {
            None
        }
    });
    let (stacks, board) = after_ante.expect("ante");
    assert_eq!(stacks, [91; 8]);
    assert!(Field::ALL.iter().all(|&f| board[f] == 8));
    assert_eq!(new_game_code(french52(), 9), Err("player_count"));
    assert_eq!(new_game_code(french52(), 7), Ok(()));
    assert_eq!(new_game_code(Rules::CLASSIC, 7), Err("player_count"));
}

/// 36 Bavarian cards, 4 players, dealer 3, upcard TD (pay suit ♦). Seat 1 holds 6D 7D 8D;
/// nobody holds 7D 8D 9D.
const BAV_HANDS: [&str; 4] = [
    "AD 9C TC JC 6S 7S 6H 7H 8H",
    "6D 7D 8D 8C QC 8S 9S 9H TH",
    "9D JD 7C KC TS JS JH QH KH",
    "KD QD 6C AC QS KS AS AH",
];

fn bavarian() -> Rules {
    rules(|r| r.deck = DeckKind::Bavarian36)
}

#[test]
fn bavarian36_claims_and_default_sequence() {
    let (game, events) = start_game(
        bavarian(),
        4,
        Seat(3),
        vec![deck(Seat(3), &BAV_HANDS, "TD")],
        None,
    );
    let sizes: Vec<u32> = game
        .deal()
        .expect("deal")
        .hands
        .iter()
        .map(|h| h.len())
        .collect();
    assert_eq!(sizes, [9, 9, 9, 8]);
    // ED-28: Daus/König/Ober/Unter map to A K Q J; marriage König + Ober. T stays (upcard).
    assert_eq!(
        claims(&events),
        [
            (Field::A, 0, 4),
            (Field::K, 3, 4),
            (Field::Q, 3, 4),
            (Field::J, 2, 4),
            (Field::MAR, 3, 4),
        ]
    );
    assert_eq!(game.stacks(), [95, 91, 95, 103]);
    assert_eq!(
        board(&game),
        [
            (Field::T, 4),
            (Field::SEQ, 4),
            (Field::POCH, 4),
            (Field::MID, 4)
        ]
    );
}

#[test]
fn bavarian36_any_three_consecutive_allows_six_seven_eight() {
    let r = rules(|r| {
        r.deck = DeckKind::Bavarian36;
        r.sequence_rule = SequenceRule::AnyThreeConsecutive;
    });
    let (game, events) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &BAV_HANDS, "TD")], None);
    assert!(claims(&events).contains(&(Field::SEQ, 1, 4)));
    assert_eq!(
        claim_cards(&events, Field::SEQ),
        Some(vec!["6D".into(), "7D".into(), "8D".into()])
    );
    assert_eq!(game.stacks(), [95, 95, 95, 103]);
}

#[test]
fn bavarian36_descending_chain_stops_at_the_six() {
    let r = rules(|r| {
        r.deck = DeckKind::Bavarian36;
        r.discard_direction = DiscardDirection::LeaderChoice;
    });
    let (game, _) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &BAV_HANDS, "TD")], None);
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
    let (game, events) = act(game, Seat(0), "lead 9C down");
    // ED-20: the bottom rank of the Bavarian deck is the 6, not the 7.
    assert_eq!(plays(&events), ["0 9C", "1 8C", "2 7C", "3 6C"]);
    assert_eq!(stops(&events), [(StopReason::Bottom, 3)]);
    assert_eq!(game.to_act(), Some(Seat(3)));
}

// ---------------------------------------------------------------------------------------------
// S2 deal_method
// ---------------------------------------------------------------------------------------------

/// all_evenly, 4 × 8 on 32 cards, dealer 3: no leftovers, so the dealer's last card (QH) is
/// the upcard and stays in his hand. He also holds KH.
const EVEN_HANDS: [&str; 4] = [
    "7H TH 7C 8C 7S 8S 7D 8D",
    "8H JH 9C TC 9S TS 9D TD",
    "9H AH JC QC JS QS JD QD",
    "KC AC KS AS KD AD KH QH",
];

fn even_rules(honour: UpcardHonour) -> Rules {
    rules(|r| {
        r.deal_method = DealMethod::AllEvenly;
        r.upcard_honour = honour;
    })
}

#[test]
fn all_evenly_without_leftovers_the_dealer_holds_the_upcard() {
    for honour in [UpcardHonour::Stays, UpcardHonour::DealerClaims] {
        let (game, events) = start_game(
            even_rules(honour),
            4,
            Seat(3),
            vec![deck(Seat(3), &EVEN_HANDS, "")],
            None,
        );
        let deal = game.deal().expect("deal");
        assert_eq!(deal.upcard, card("QH"));
        assert_eq!(deal.upcard_holder, Some(Seat(3)));
        assert!(deal.hands[3].contains(card("QH")));
        assert!(deal.dead.is_empty() && deal.talon.is_empty());
        // RULES 7.4 and §17 C8: he claims Q by holding it, and the upcard counts for MAR.
        assert_eq!(
            claims(&events),
            [
                (Field::A, 2, 4),
                (Field::K, 3, 4),
                (Field::Q, 3, 4),
                (Field::J, 1, 4),
                (Field::T, 0, 4),
                (Field::MAR, 3, 4),
            ],
            "{honour:?}"
        );
        assert_eq!(
            claim_cards(&events, Field::MAR),
            Some(vec!["KH".into(), "QH".into()])
        );
        assert_eq!(game.stacks(), [95, 95, 95, 103]);
        assert_eq!(
            board(&game),
            [(Field::SEQ, 4), (Field::POCH, 4), (Field::MID, 4)]
        );
    }
}

#[test]
fn all_evenly_held_upcard_is_played_and_never_stops_a_chain() {
    let (game, _) = start_game(
        even_rules(UpcardHonour::Stays),
        4,
        Seat(3),
        vec![deck(Seat(3), &EVEN_HANDS, "")],
        None,
    );
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
    let (game, events) = act(game, Seat(0), "lead TH");
    // §17 C8: QH is the dealer's card: he must play it, and the chain goes on.
    assert_eq!(plays(&events), ["0 TH", "1 JH", "3 QH", "3 KH", "2 AH"]);
    assert_eq!(stops(&events), [(StopReason::Top, 2)]);
    assert!(!game.deal().expect("deal").hands[3].contains(card("QH")));
}

/// all_evenly, 6 × 5 on 32 cards, dealer 5: leftovers 9H (the upcard) and JH (dead).
const EVEN6_HANDS: [&str; 6] = [
    "TH 8H 7C 8C 9C",
    "7H QH 7S 8S 9S",
    "KH AH TS JS QS",
    "TC JC KS AS 7D",
    "QC KC 8D 9D TD",
    "AC JD QD KD AD",
];

#[test]
fn all_evenly_with_leftovers_dead_cards_claim_nothing_and_stop_chains() {
    let r = even_rules(UpcardHonour::DealerClaims);
    let (game, events) = start_game(
        r,
        6,
        Seat(5),
        vec![deck(Seat(5), &EVEN6_HANDS, "9H JH")],
        None,
    );
    let deal = game.deal().expect("deal");
    assert_eq!(deal.upcard, card("9H"));
    assert_eq!(deal.upcard_holder, None);
    assert_eq!(deal.dead.to_vec(), [card("JH")]);
    // The dead JH claims nothing, not even under `dealer_claims` (ED-4, ED-7).
    assert_eq!(
        claims(&events),
        [
            (Field::A, 2, 6),
            (Field::K, 2, 6),
            (Field::Q, 1, 6),
            (Field::T, 0, 6),
        ]
    );
    assert_eq!(game.stacks(), [97, 97, 103, 91, 91, 91]);
    let passes: Vec<(usize, &str)> = (0..6).map(|s| (s, "pass")).collect();
    let (game, _) = run(game, &passes);
    // RULES 9.5(b): JH is dead.
    let (game, events) = act(game, Seat(0), "lead TH");
    assert_eq!(plays(&events), ["0 TH"]);
    assert_eq!(stops(&events), [(StopReason::Dead, 0)]);
    // 9H is the ownerless upcard.
    let (game, events) = act(game, Seat(0), "lead 8H");
    assert_eq!(stops(&events), [(StopReason::Upcard, 0)]);
    // ED-22: seat 0 goes out on his own forced 9C.
    let (game, events) = act(game, Seat(0), "lead 7C");
    assert_eq!(plays(&events), ["0 7C", "0 8C", "0 9C"]);
    assert_eq!(stops(&events), [(StopReason::Out, 0)]);
    let st = game
        .deal()
        .expect("deal")
        .settlement
        .clone()
        .expect("settled");
    assert_eq!(st.owed, [0, 5, 5, 5, 5, 5]);
    assert_eq!(st.winner_receives, 6 + 25);
    assert!(!st.went_out_on_lead);
    assert_eq!(game.stacks(), [128, 92, 98, 86, 86, 86]);
    assert_eq!(
        board(&game),
        [
            (Field::J, 6),
            (Field::MAR, 6),
            (Field::SEQ, 6),
            (Field::POCH, 6)
        ]
    );
}

/// five_talon, 3 players, dealer 2; upcard 8D, the talon holds TC and every other ♦ honour.
const TALON_HANDS: [&str; 3] = ["7C 8C AS KH 7H", "9C AD 8S 9S 7S", "AC KC QC JC 9D"];
const TALON_REST: &str = "8D TC TS JS QS KS 8H 9H TH JH QH AH 7D TD JD QD KD";

#[test]
fn five_talon_talon_cards_claim_nothing_and_stop_chains() {
    let r = rules(|r| r.deal_method = DealMethod::FiveTalon);
    let (game, events) = start_game(
        r,
        3,
        Seat(2),
        vec![deck(Seat(2), &TALON_HANDS, TALON_REST)],
        None,
    );
    let deal = game.deal().expect("deal");
    assert_eq!(deal.talon.len(), 16);
    assert!(deal.hands.iter().all(|h| h.len() == 5));
    assert_eq!(claims(&events), [(Field::A, 1, 3)]);
    assert_eq!(game.stacks(), [91, 94, 91]);
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass")]);
    let (_, events) = act(game, Seat(0), "lead 7C");
    // RULES 9.5(b): TC is in the talon.
    assert_eq!(plays(&events), ["0 7C", "0 8C", "1 9C"]);
    assert_eq!(stops(&events), [(StopReason::Talon, 1)]);
}

#[test]
fn five_talon_validation_needs_five_n_plus_one_cards() {
    let five = rules(|r| r.deal_method = DealMethod::FiveTalon);
    // The tightest tables RULES 1.3 allows: 31 of 32, 31 of 36, 41 of 52 cards.
    for (deck, n) in [
        (DeckKind::French32, 6),
        (DeckKind::Bavarian36, 6),
        (DeckKind::French52, 8),
    ] {
        assert_eq!(new_game_code(Rules { deck, ..five }, n), Ok(()), "{deck:?}");
    }
    // With 5n + 1 > deck size the table is refused (RULES 1.3); such a table is also outside
    // the deck's player range, so either code names a true reason.
    for deck in DeckKind::ALL {
        for n in 3..=12usize {
            if 5 * n as u32 + 1 > deck.size() {
                let code = new_game_code(Rules { deck, ..five }, n).expect_err("refused");
                assert!(
                    code == "five_talon_too_few_cards" || code == "player_count",
                    "{deck:?} {n}: {code}"
                );
            }
        }
    }
    let e = RulesError::FiveTalonTooFewCards {
        players: 7,
        deck_size: 32,
    };
    assert_eq!(e.code(), "five_talon_too_few_cards");
    assert!(e.to_string().contains("36"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// S3 upcard_honour
// ---------------------------------------------------------------------------------------------

#[test]
fn upcard_honour_stays_leaves_the_field() {
    let (game, events) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![deck(Seat(3), &B_HANDS, "QS")],
        None,
    );
    assert_eq!(
        claims(&events),
        [
            (Field::A, 0, 4),
            (Field::K, 3, 4),
            (Field::J, 1, 4),
            (Field::T, 2, 4),
            (Field::SEQ, 0, 4),
        ]
    );
    assert_eq!(game.stacks(), [99, 95, 95, 95]);
    assert_eq!(
        board(&game),
        [
            (Field::Q, 4),
            (Field::MAR, 4),
            (Field::POCH, 4),
            (Field::MID, 4)
        ]
    );
}

#[test]
fn upcard_honour_dealer_claims_takes_only_its_own_field() {
    let r = rules(|r| r.upcard_honour = UpcardHonour::DealerClaims);
    let (game, events) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &B_HANDS, "QS")], None);
    // RULES 7.4: the dealer (seat 3) takes Q; ED-7: his KS + the upcard QS is no marriage.
    assert!(claims(&events).contains(&(Field::Q, 3, 4)));
    assert!(!claims(&events).iter().any(|c| c.0 == Field::MAR));
    assert_eq!(game.stacks(), [99, 95, 95, 99]);
    assert_eq!(
        board(&game),
        [(Field::MAR, 4), (Field::POCH, 4), (Field::MID, 4)]
    );
}

/// RULES 11.7.1, ED-34: under `next_player` the upcard goes to the seat its position p falls
/// on, p mod n places after forehand, and is in that hand; the hand sizes per deal method.
#[test]
fn next_player_takes_the_upcard_with_the_sizes_of_every_deal_method() {
    // (deal method, players, sizes from forehand under `next_player`, holder's places after
    // forehand, dead cards, talon cards); 32 cards, dealer 0.
    type Case = (DealMethod, usize, &'static [u32], usize, u32, u32);
    let cases: [Case; 6] = [
        (DealMethod::AllButOne, 3, &[11, 11, 10], 1, 0, 0),
        (DealMethod::AllButOne, 4, &[8, 8, 8, 8], 3, 0, 0),
        (DealMethod::AllButOne, 5, &[7, 7, 6, 6, 6], 1, 0, 0),
        (DealMethod::AllEvenly, 3, &[11, 10, 10], 0, 1, 0),
        (DealMethod::AllEvenly, 4, &[8, 8, 8, 8], 3, 0, 0),
        (DealMethod::FiveTalon, 4, &[6, 5, 5, 5], 0, 0, 11),
    ];
    for (method, n, sizes, places, dead, talon) in cases {
        let game_of = |honour| {
            let r = rules(|r| {
                r.deal_method = method;
                r.upcard_honour = honour;
            });
            let step = Game::new(NewGame {
                rules: r,
                players: names(n),
                source: DealSource::Seed {
                    seed: Seed([5; 32]),
                    first_dealer: Some(Seat(0)),
                },
                start: None,
                bots: Vec::new(),
            })
            .expect("a valid table");
            step.game.check().expect("invariants");
            (step.game, step.events)
        };
        let (game, events) = game_of(UpcardHonour::NextPlayer);
        let (stays, _) = game_of(UpcardHonour::Stays);
        let deal = game.deal().expect("deal");
        let by_forehand: Vec<u32> = (0..n).map(|i| deal.hands[(1 + i) % n].len()).collect();
        assert_eq!(by_forehand, sizes, "{method:?} n={n}");
        let holder = Seat((1 + places) % n);
        assert_eq!(deal.upcard_holder, Some(holder), "{method:?} n={n}");
        assert!(deal.hands[holder].contains(deal.upcard));
        assert_eq!((deal.dead.len(), deal.talon.len()), (dead, talon));
        // The same cards as under `stays`, the upcard moved into its holder's hand.
        let before = stays.deal().expect("deal");
        assert_eq!(before.upcard, deal.upcard);
        let mut moved = before.hands.clone();
        moved[holder].insert(deal.upcard);
        assert_eq!(moved, deal.hands, "{method:?} n={n}");
        // His dealt hand lists it last; the upcard event names him, in public.
        let dealt = events.iter().find_map(|e| {
            if let EventKind::HandDealt { seat, cards } = &e.kind
                && *seat == holder
            {
                Some(cards.clone())
            } else {
                None
            }
        });
        assert_eq!(dealt.and_then(|c| c.last().copied()), Some(deal.upcard));
        assert!(has_event(&events, |k| matches!(
            k,
            EventKind::UpcardTurned { upcard_holder: Some(h), .. } if *h == holder
        )));
        let spectator = game.view(Viewer::Spectator).expect("a view");
        let public = spectator.deal.expect("a deal");
        assert_eq!(public.upcard_holder, Some(holder));
    }
}

/// RULES 11.7.1, ED-35: the upcard is an ordinary card of its holder: QS (B's upcard, dealer
/// 3 of four: 31 mod 4 = 3 places after forehand) claims Q, and with his KS the marriage.
#[test]
fn next_player_upcard_claims_its_field_and_the_marriage() {
    let r = rules(|r| r.upcard_honour = UpcardHonour::NextPlayer);
    let (game, events) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &B_HANDS, "QS")], None);
    assert_eq!(game.deal().expect("deal").upcard_holder, Some(Seat(3)));
    assert_eq!(
        claims(&events),
        [
            (Field::A, 0, 4),
            (Field::K, 3, 4),
            (Field::Q, 3, 4),
            (Field::J, 1, 4),
            (Field::T, 2, 4),
            (Field::MAR, 3, 4),
            (Field::SEQ, 0, 4),
        ]
    );
    assert_eq!(
        claim_cards(&events, Field::MAR),
        Some(vec!["KS".into(), "QS".into()])
    );
    assert_eq!(game.stacks(), [99, 95, 95, 103]);
    assert_eq!(board(&game), [(Field::POCH, 4), (Field::MID, 4)]);
}

// ---------------------------------------------------------------------------------------------
// S4 sequence_rule (32 cards)
// ---------------------------------------------------------------------------------------------

/// Pay suit ♣ (upcard KC): seat 0 holds 7C 8C 9C, seat 2 holds TC JC QC.
const SEQ_HANDS: [&str; 4] = [
    "7C 8C 9C 7S 8S 9S 7H 8H",
    "AC TS JS QS KS AS 9H TH",
    "TC JC QC JH QH KH AH 7D",
    "8D 9D TD JD QD KD AD",
];

#[test]
fn sequence_rule_seven_eight_nine_ignores_higher_runs() {
    let (game, events) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![deck(Seat(3), &SEQ_HANDS, "KC")],
        None,
    );
    assert!(claims(&events).contains(&(Field::SEQ, 0, 4)));
    assert_eq!(game.stacks(), [95, 95, 103, 91]);
}

#[test]
fn sequence_rule_any_three_consecutive_highest_top_card_wins() {
    let r = rules(|r| r.sequence_rule = SequenceRule::AnyThreeConsecutive);
    let (game, events) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &SEQ_HANDS, "KC")], None);
    // ED-8: T-J-Q (top Q) beats 7-8-9 (top 9).
    assert!(claims(&events).contains(&(Field::SEQ, 2, 4)));
    assert_eq!(
        claim_cards(&events, Field::SEQ),
        Some(vec!["TC".into(), "JC".into(), "QC".into()])
    );
    assert_eq!(game.stacks(), [91, 95, 107, 91]);
}

#[test]
fn sequence_rule_any_three_consecutive_does_not_wrap_around() {
    // Pay suit ♣ (upcard 9C): seat 0 holds AC 7C 8C, the only "run" if ranks wrapped.
    let hands = [
        "AC 7C 8C 7S 8S 9S 7H 8H",
        "KC TC TS JS QS KS AS 9H",
        "QC JC TH JH QH KH AH 7D",
        "8D 9D TD JD QD KD AD",
    ];
    let r = rules(|r| r.sequence_rule = SequenceRule::AnyThreeConsecutive);
    let (game, events) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &hands, "9C")], None);
    assert!(!claims(&events).iter().any(|c| c.0 == Field::SEQ));
    assert_eq!(game.board()[Field::SEQ], 4);
}

// ---------------------------------------------------------------------------------------------
// S5 middle_pot, S6 pochen
// ---------------------------------------------------------------------------------------------

/// R with all passes and forehand's one-lead run: returns the finished game and its events.
fn r_all_pass_and_run(r: Rules, start: Option<StartPosition>) -> (Game, Vec<Event>) {
    let (game, mut events) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], start);
    let mut game = game;
    if r.pochen.is_on() {
        let (g, e) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
        game = g;
        events.extend(e);
    }
    let (game, e) = act(game, Seat(0), "lead 7C");
    events.extend(e);
    (game, events)
}

#[test]
fn middle_pot_on_goes_to_the_discard_winner() {
    let (game, events) = r_all_pass_and_run(Rules::CLASSIC, None);
    assert_eq!(ante(&events).0, 9);
    assert_eq!(
        plays(&events),
        [
            "0 7C", "0 8C", "0 9C", "0 TC", "0 JC", "0 QC", "0 KC", "0 AC"
        ]
    );
    assert_eq!(stops(&events), [(StopReason::Out, 0)]);
    let st = game
        .deal()
        .expect("deal")
        .settlement
        .clone()
        .expect("settled");
    assert_eq!((st.mid, st.owed.clone()), (4, vec![0, 8, 8, 7]));
    assert_eq!(st.winner_receives, 27);
    assert_eq!(game.stacks(), [118, 99, 87, 88]);
    assert_eq!(board(&game), [(Field::SEQ, 4), (Field::POCH, 4)]);
}

#[test]
fn middle_pot_off_has_no_mid_field() {
    let r = rules(|r| r.middle_pot = Toggle::Off);
    let (game, events) = r_all_pass_and_run(r, None);
    let (per_player, fields) = ante(&events);
    assert_eq!(per_player, 8);
    assert_eq!(fields[Field::MID], 0);
    let st = game
        .deal()
        .expect("deal")
        .settlement
        .clone()
        .expect("settled");
    assert_eq!((st.mid, st.winner_receives), (0, 23));
    assert_eq!(game.stacks(), [115, 100, 88, 89]);
    assert_eq!(board(&game), [(Field::SEQ, 4), (Field::POCH, 4)]);
}

#[test]
fn pochen_on_forehand_opens_the_betting() {
    let (game, events) = start_game(Rules::CLASSIC, 4, Seat(1), vec![r_deck(Seat(1))], None);
    assert_eq!(ante(&events).0, 9);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::PochenStarted { poch: 4, .. }
    )));
    assert_eq!(game.phase(), Phase::Pochen);
    assert_eq!(game.to_act(), Some(Seat(2)));
    assert_eq!(game.board()[Field::POCH], 4);
}

#[test]
fn pochen_off_skips_phase_two_and_forehand_leads() {
    let r = rules(|r| r.pochen = Toggle::Off);
    // Dealer 1, so forehand is seat 2, who holds the clubs.
    let (game, events) = start_game(r, 4, Seat(1), vec![r_deck(Seat(1))], None);
    // ED-25: no POCH field, ante 8.
    let (per_player, fields) = ante(&events);
    assert_eq!((per_player, fields[Field::POCH]), (8, 0));
    assert!(!has_event(&events, |k| matches!(
        k,
        EventKind::PochenStarted { .. } | EventKind::PochenSkipped { .. }
    )));
    assert!(game.deal().expect("deal").pochen.is_none());
    assert_eq!(game.phase(), Phase::Discard);
    assert_eq!(discard_leader(&events), Seat(2));
    assert_eq!(game.stacks(), [96, 96, 92, 108]);
    let (game, _) = act(game, Seat(2), "lead 7C");
    assert_eq!(game.stacks(), [88, 89, 119, 100]);
    assert_eq!(board(&game), [(Field::SEQ, 4)]);
}

// ---------------------------------------------------------------------------------------------
// S7 pochen_eligibility, S8 uncontested_show
// ---------------------------------------------------------------------------------------------

#[test]
fn pair_required_a_hand_without_a_pair_may_only_pass_or_fold() {
    let (game, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![r_deck(Seat(3))], None);
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(
        game.legal_actions(Seat(0)),
        LegalActions {
            seat: Seat(0),
            pass: true,
            ..LegalActions::default()
        }
    );
    assert_eq!(refused(&game, Seat(0), "bet 2"), "not_eligible");
    // Under `check` he acts again after a bet: only `fold` (ED-11).
    let r = rules(|r| r.initial_pass = InitialPass::Check);
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, _) = run(game, &[(0, "pass"), (1, "bet 2"), (2, "fold"), (3, "fold")]);
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(
        game.legal_actions(Seat(0)),
        LegalActions {
            seat: Seat(0),
            fold: true,
            ..LegalActions::default()
        }
    );
    assert_eq!(refused(&game, Seat(0), "call"), "not_eligible");
    assert_eq!(refused(&game, Seat(0), "raise 1"), "not_eligible");
    let (game, events) = act(game, Seat(0), "fold");
    let (outcome, winner, _, _) = pochen_end(&events);
    assert_eq!((outcome, winner), (PochenOutcome::Uncontested, Some(1)));
    assert_eq!(game.stacks(), [91, 111, 95, 95]);
}

#[test]
fn eligibility_any_lets_a_hand_without_a_pair_bet() {
    let r = rules(|r| {
        r.pochen_eligibility = PochenEligibility::Any;
        r.uncontested_show = UncontestedShow::None;
    });
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], None);
    assert_eq!(
        game.legal_actions(Seat(0)).bet,
        Some(AmountRange { min: 1, max: 91 })
    );
    let (game, events) = run(game, &[(0, "bet 2"), (1, "fold"), (2, "fold"), (3, "fold")]);
    let (outcome, winner, _, poch_after) = pochen_end(&events);
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::Uncontested, Some(0), 0)
    );
    assert_eq!(game.stacks(), [95, 107, 95, 95]);
    assert!(shown(&events).is_empty());
}

#[test]
fn uncontested_show_pair_reveals_the_best_group() {
    let (game, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, events) = run(game, &[(0, "pass"), (1, "bet 2"), (2, "fold"), (3, "fold")]);
    assert_eq!(shown(&events), [(1, vec!["8S".into(), "8D".into()])]);
    let deal = game.deal().expect("deal");
    assert!(deal.revealed[1].contains(card("8S")) && deal.revealed[1].contains(card("8D")));
    assert_eq!(game.stacks(), [91, 111, 95, 95]);
    assert_eq!(discard_leader(&events), Seat(1));
}

#[test]
fn uncontested_show_none_reveals_nothing() {
    let r = rules(|r| r.uncontested_show = UncontestedShow::None);
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, events) = run(game, &[(0, "pass"), (1, "bet 2"), (2, "fold"), (3, "fold")]);
    assert!(shown(&events).is_empty());
    let deal = game.deal().expect("deal");
    assert!(!deal.revealed[1].contains(card("8S")));
    assert_eq!(game.stacks(), [91, 111, 95, 95]);
    assert_eq!(pochen_end(&events).1, Some(1));
}

// ---------------------------------------------------------------------------------------------
// S9 pair_tie_break
// ---------------------------------------------------------------------------------------------

/// 3 players, dealer 2, upcard 7H (pay suit ♥). Seats 1 and 2 both have 2×Q as best group;
/// seat 2's pair holds the pay-suit QH.
const TIE_HANDS: [&str; 3] = [
    "8H TH JH KH AH 7D 8D TD JD KD AD",
    "QS QC 9C 9S 8C 7C TC JS KC AC",
    "QH QD 9H 9D 8S 7S TS JC KS AS",
];

fn tie_game(tie: PairTieBreak) -> (Game, Vec<Event>) {
    let r = rules(|r| r.pair_tie_break = tie);
    let (game, events) = start_game(r, 3, Seat(2), vec![deck(Seat(2), &TIE_HANDS, "7H")], None);
    assert_eq!(game.stacks(), [103, 91, 94]);
    assert_eq!(game.board()[Field::POCH], 3);
    let (game, more) = run(game, &[(0, "pass"), (1, "bet 1"), (2, "call")]);
    let mut all = events;
    all.extend(more);
    (game, all)
}

#[test]
fn pair_tie_break_pay_suit_the_pay_suit_pair_wins() {
    let (game, events) = tie_game(PairTieBreak::PaySuit);
    let (outcome, winner, layers, poch_after) = pochen_end(&events);
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::Showdown, Some(2), 0)
    );
    assert_eq!(layers.len(), 1);
    assert_eq!(
        (
            layers[0].amount,
            layers[0]
                .winners
                .iter()
                .map(Seat::index)
                .collect::<Vec<_>>()
        ),
        (5, vec![2])
    );
    assert_eq!(
        shown(&events),
        [
            (1, vec!["QC".into(), "QS".into()]),
            (2, vec!["QH".into(), "QD".into()])
        ]
    );
    assert_eq!(game.stacks(), [103, 90, 98]);
    assert_eq!(discard_leader(&events), Seat(2));
}

#[test]
fn pair_tie_break_split_shares_and_leaves_the_odd_chip() {
    let (game, events) = tie_game(PairTieBreak::Split);
    let (outcome, winner, layers, poch_after) = pochen_end(&events);
    // ED-14: 5 chips → 2 each, 1 stays in POCH; ED-18: leader = first tied seat from forehand.
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::Showdown, Some(1), 1)
    );
    assert_eq!(
        (
            layers[0]
                .winners
                .iter()
                .map(Seat::index)
                .collect::<Vec<_>>(),
            layers[0].share,
            layers[0].remainder
        ),
        (vec![1, 2], 2, 1)
    );
    assert_eq!(game.stacks(), [103, 92, 95]);
    assert_eq!(game.board()[Field::POCH], 1);
    assert_eq!(discard_leader(&events), Seat(1));
}

#[test]
fn hands_without_a_group_tie_at_a_showdown_even_under_pay_suit() {
    // §17 C7: five_talon, 3 players, dealer 2, upcard 7D; seats 0 and 1 hold no pair.
    let hands = ["7C 8S 9H TD JC", "8C 9S TH JD QC", "AC AS KH KD QS"];
    let rest = "7D 9C TC KC 7S TS JS KS 7H 8H JH QH AH 8D 9D QD AD";
    let r = rules(|r| {
        r.deal_method = DealMethod::FiveTalon;
        r.pochen_eligibility = PochenEligibility::Any;
        r.uncontested_show = UncontestedShow::None;
    });
    assert_eq!(r.pair_tie_break, PairTieBreak::PaySuit);
    let (game, _) = start_game(r, 3, Seat(2), vec![deck(Seat(2), &hands, rest)], None);
    assert_eq!(game.stacks(), [94, 94, 94]);
    let (game, events) = run(game, &[(0, "bet 1"), (1, "call"), (2, "fold")]);
    let (outcome, winner, layers, poch_after) = pochen_end(&events);
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::Showdown, Some(0), 1)
    );
    assert_eq!(
        (
            layers[0]
                .winners
                .iter()
                .map(Seat::index)
                .collect::<Vec<_>>(),
            layers[0].share
        ),
        (vec![0, 1], 2)
    );
    assert_eq!(shown(&events), [(0, vec![]), (1, vec![])]);
    assert_eq!(game.stacks(), [95, 95, 94]);
}

// ---------------------------------------------------------------------------------------------
// S10 initial_pass
// ---------------------------------------------------------------------------------------------

#[test]
fn initial_pass_out_the_last_seat_may_still_bet_and_take_poch() {
    let (game, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, events) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass")]);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::Passed {
            seat: Seat(2),
            out: true
        }
    )));
    // §17 C11: seat 3 is still asked.
    assert_eq!(game.to_act(), Some(Seat(3)));
    assert_eq!(
        game.legal_actions(Seat(3)).bet,
        Some(AmountRange { min: 1, max: 95 })
    );
    let (game, events) = act(game, Seat(3), "bet 1");
    let (outcome, winner, _, _) = pochen_end(&events);
    assert_eq!((outcome, winner), (PochenOutcome::Uncontested, Some(3)));
    assert_eq!(shown(&events), [(3, vec!["TH".into(), "TD".into()])]);
    assert_eq!(game.stacks(), [91, 107, 95, 99]);
    assert_eq!(game.board()[Field::POCH], 0);
    assert_eq!(game.phase(), Phase::Discard);
    assert_eq!(game.to_act(), Some(Seat(3)));
}

#[test]
fn initial_pass_out_all_four_pass_and_poch_carries() {
    let (game, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, events) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
    assert_eq!(pochen_end(&events).0, PochenOutcome::AllPassed);
    assert_eq!(game.board()[Field::POCH], 4);
    // RULES 8.6.2: forehand leads.
    assert_eq!(discard_leader(&events), Seat(0));
}

#[test]
fn initial_pass_check_passers_act_again_after_a_bet() {
    let r = rules(|r| r.initial_pass = InitialPass::Check);
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], None);
    let (game, events) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "bet 1")]);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::Passed {
            seat: Seat(1),
            out: false
        }
    )));
    assert_eq!(game.phase(), Phase::Pochen);
    assert_eq!(game.to_act(), Some(Seat(0)));
    let (game, events) = run(game, &[(0, "fold"), (1, "call"), (2, "fold")]);
    let (outcome, winner, layers, _) = pochen_end(&events);
    // Seat 3's 2×T beats seat 1's 2×8.
    assert_eq!((outcome, winner), (PochenOutcome::Showdown, Some(3)));
    assert_eq!(layers[0].amount, 6);
    assert_eq!(game.stacks(), [91, 106, 95, 100]);
}

// ---------------------------------------------------------------------------------------------
// S11 short_stack
// ---------------------------------------------------------------------------------------------

/// R with seat 2 short: 10 chips before the ante, 5 after the phase-1 claims.
fn short_start() -> Option<StartPosition> {
    Some(stacks_start(&[100, 100, 10, 100], &[], &[]))
}

#[test]
fn all_in_raise_reopens_the_betting() {
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![r_deck(Seat(3))],
        short_start(),
    );
    assert_eq!(game.stacks(), [91, 107, 5, 95]);
    let (game, _) = run(game, &[(0, "pass"), (1, "bet 2")]);
    let legal = game.legal_actions(Seat(2));
    assert_eq!(
        (legal.call, legal.raise),
        (Some(2), Some(AmountRange { min: 1, max: 3 }))
    );
    let (game, events) = act(game, Seat(2), "raise 3");
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::Raised {
            seat: Seat(2),
            amount: 3,
            put: 5,
            all_in: true
        }
    )));
    // RULES 8.9.1: an all-in raise that lifts H resets `pending`: seat 3, then seat 1 again.
    assert_eq!(game.to_act(), Some(Seat(3)));
    let (game, _) = act(game, Seat(3), "fold");
    assert_eq!(game.to_act(), Some(Seat(1)));
    assert_eq!(game.legal_actions(Seat(1)).call, Some(3));
    let (game, events) = act(game, Seat(1), "call");
    let (outcome, winner, layers, _) = pochen_end(&events);
    assert_eq!((outcome, winner), (PochenOutcome::Showdown, Some(2)));
    assert_eq!(
        layers,
        [Layer {
            level: 5,
            amount: 14,
            eligible: seats(&[1, 2]),
            winners: seats(&[2]),
            share: 14,
            remainder: 0
        }]
    );
    assert_eq!(game.stacks(), [91, 102, 14, 95]);
    assert_eq!(total_chips(&game), 310);
}

#[test]
fn all_in_short_call_does_not_reopen_and_builds_side_pots() {
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![r_deck(Seat(3))],
        short_start(),
    );
    let (game, _) = run(game, &[(0, "pass"), (1, "bet 10")]);
    let legal = game.legal_actions(Seat(2));
    assert_eq!((legal.call, legal.raise), (Some(5), None));
    let (game, events) = act(game, Seat(2), "call");
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::Called {
            seat: Seat(2),
            put: 5,
            all_in: true
        }
    )));
    assert_eq!(game.to_act(), Some(Seat(3)));
    // Seat 3's call ends the betting: seat 1 is not asked again.
    let (game, events) = act(game, Seat(3), "call");
    assert_eq!(game.phase(), Phase::Discard);
    let (outcome, winner, layers, poch_after) = pochen_end(&events);
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::Showdown, Some(2), 0)
    );
    // ED-15: layer 1 (5 each + POCH 4) to seat 2's 2×J; layer 2 to seat 3's 2×T.
    assert_eq!(
        layers,
        [
            Layer {
                level: 5,
                amount: 19,
                eligible: seats(&[1, 2, 3]),
                winners: seats(&[2]),
                share: 19,
                remainder: 0
            },
            Layer {
                level: 10,
                amount: 10,
                eligible: seats(&[1, 3]),
                winners: seats(&[3]),
                share: 10,
                remainder: 0
            }
        ]
    );
    assert_eq!(game.stacks(), [91, 97, 19, 95]);
    assert_eq!(discard_leader(&events), Seat(2));
}

#[test]
fn cap_limits_bets_to_the_smallest_holding() {
    let r = rules(|r| r.short_stack = ShortStack::Cap);
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], short_start());
    let (game, _) = act(game, Seat(0), "pass");
    // ED-16: M = min(107, 5, 95) = 5.
    assert_eq!(
        game.legal_actions(Seat(1)).bet,
        Some(AmountRange { min: 1, max: 5 })
    );
    assert_eq!(refused(&game, Seat(1), "bet 6"), "above_maximum");
    let (game, _) = act(game, Seat(1), "bet 5");
    assert_eq!(game.legal_actions(Seat(2)).raise, None);
    let (game, events) = run(game, &[(2, "call"), (3, "call")]);
    let (outcome, winner, layers, _) = pochen_end(&events);
    assert_eq!((outcome, winner), (PochenOutcome::Showdown, Some(2)));
    // No side pot can arise.
    assert_eq!(layers.len(), 1);
    assert_eq!(
        (
            layers[0].amount,
            layers[0]
                .eligible
                .iter()
                .map(Seat::index)
                .collect::<Vec<_>>()
        ),
        (19, vec![1, 2, 3])
    );
    assert_eq!(game.stacks(), [91, 102, 19, 90]);
    // Under all_in the same seat may bet its whole stack.
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![r_deck(Seat(3))],
        short_start(),
    );
    let (game, _) = act(game, Seat(0), "pass");
    assert_eq!(
        game.legal_actions(Seat(1)).bet,
        Some(AmountRange { min: 1, max: 107 })
    );
}

#[test]
fn a_call_of_the_whole_stack_is_all_in_and_never_asked_again() {
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![r_deck(Seat(3))],
        short_start(),
    );
    let (game, events) = run(game, &[(0, "pass"), (1, "bet 5"), (2, "call")]);
    // §17 C1: exactly his whole stack.
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::Called {
            seat: Seat(2),
            put: 5,
            all_in: true
        }
    )));
    let pochen = game.deal().expect("deal").pochen.clone().expect("phase 2");
    assert_eq!(pochen.statuses[2], Status::AllIn);
    // Seat 3's raise reopens the betting for seat 1 only.
    let (game, _) = act(game, Seat(3), "raise 5");
    assert_eq!(game.to_act(), Some(Seat(1)));
    let (game, events) = act(game, Seat(1), "call");
    assert_eq!(game.phase(), Phase::Discard);
    let (_, winner, layers, _) = pochen_end(&events);
    assert_eq!(winner, Some(2));
    let split: Vec<(u32, u32, Vec<usize>)> = layers
        .iter()
        .map(|l| {
            (
                l.level,
                l.amount,
                l.winners.iter().map(Seat::index).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(split, [(5, 19, vec![2]), (10, 10, vec![3])]);
    assert_eq!(game.stacks(), [91, 97, 19, 95]);
}

#[test]
fn cap_leaves_out_folded_and_passed_seats() {
    let r = rules(|r| r.short_stack = ShortStack::Cap);
    // §17 C2: once the short seat 2 folds, M = min(1 + 106, 95) = 95.
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], short_start());
    let (game, _) = run(game, &[(0, "pass"), (1, "bet 1")]);
    assert_eq!(
        game.legal_actions(Seat(2)).raise,
        Some(AmountRange { min: 1, max: 4 })
    );
    let (game, _) = act(game, Seat(2), "fold");
    assert_eq!(
        game.legal_actions(Seat(3)).raise,
        Some(AmountRange { min: 1, max: 94 })
    );
    // A seat that passed under `initial_pass=out` does not count either.
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3))], short_start());
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass")]);
    assert_eq!(
        game.legal_actions(Seat(3)).bet,
        Some(AmountRange { min: 1, max: 95 })
    );
}

// ---------------------------------------------------------------------------------------------
// S12 discard_direction
// ---------------------------------------------------------------------------------------------

#[test]
fn ascending_chains_go_up_and_take_no_direction() {
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![deck(Seat(3), &B_HANDS, "QS")],
        None,
    );
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
    assert!(game.legal_actions(Seat(0)).directions.is_empty());
    assert_eq!(
        refused(&game, Seat(0), "lead 8H down"),
        "direction_not_allowed"
    );
    let (_, events) = act(game, Seat(0), "lead 8H");
    assert_eq!(
        plays(&events),
        ["0 8H", "1 9H", "1 TH", "2 JH", "2 QH", "3 KH", "3 AH"]
    );
    assert_eq!(stops(&events), [(StopReason::Top, 3)]);
}

#[test]
fn leader_choice_first_lead_chooses_down_for_the_whole_deal() {
    let r = rules(|r| r.discard_direction = DiscardDirection::LeaderChoice);
    let (game, _) = start_game(r, 4, Seat(3), vec![deck(Seat(3), &B_HANDS, "QS")], None);
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]);
    assert_eq!(
        game.legal_actions(Seat(0)).directions,
        [Direction::Up, Direction::Down]
    );
    assert_eq!(refused(&game, Seat(0), "lead 8H"), "direction_required");
    let (game, events) = act(game, Seat(0), "lead 8H down");
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::DirectionChosen {
            direction: Direction::Down
        }
    )));
    // The 32-card bottom rank is the 7.
    assert_eq!(plays(&events), ["0 8H", "0 7H"]);
    assert_eq!(stops(&events), [(StopReason::Bottom, 0)]);
    // ED-20: later leads take no direction and keep going down.
    assert!(game.legal_actions(Seat(0)).directions.is_empty());
    assert_eq!(
        refused(&game, Seat(0), "lead 8C down"),
        "direction_not_allowed"
    );
    assert_eq!(
        refused(&game, Seat(0), "lead 8C up"),
        "direction_not_allowed"
    );
    let (game, events) = act(game, Seat(0), "lead AS");
    // AS, KS (seat 3), then QS is the upcard.
    assert_eq!(plays(&events), ["0 AS", "3 KS"]);
    assert_eq!(stops(&events), [(StopReason::Upcard, 3)]);
    assert_eq!(
        game.deal()
            .expect("deal")
            .discard
            .as_ref()
            .expect("phase 3")
            .direction,
        Some(Direction::Down)
    );
}

// ---------------------------------------------------------------------------------------------
// S13 progressive
// ---------------------------------------------------------------------------------------------

fn progressive_match(progressive: Toggle) -> (Game, Vec<Event>) {
    let r = rules(|r| r.progressive = progressive);
    // SEQ 9 is carried; T 3 holds chips but is not carried.
    let start = stacks_start(
        &[100, 100, 100, 100],
        &[(Field::SEQ, 9), (Field::T, 3)],
        &[Field::SEQ],
    );
    let (game, mut events) = start_game(
        r,
        4,
        Seat(3),
        vec![r_deck(Seat(3)), r_deck(Seat(0))],
        Some(start),
    );
    let (game, e) = run(
        game,
        &[
            (0, "pass"),
            (1, "pass"),
            (2, "pass"),
            (3, "pass"),
            (0, "lead 7C"),
        ],
    );
    events.extend(e);
    (game, events)
}

#[test]
fn progressive_on_carried_fields_take_a_rounded_up_share() {
    let (game, events) = progressive_match(Toggle::On);
    // ED-26: SEQ ante max(1, ceil(9/4)) = 3; T is not carried: 1.
    let (per_player, fields) = ante(&events);
    assert_eq!(
        (per_player, fields[Field::SEQ], fields[Field::T]),
        (11, 3, 1)
    );
    assert!(claims(&events).contains(&(Field::T, 3, 7)));
    assert_eq!(game.stacks(), [116, 97, 85, 89]);
    assert_eq!(board(&game), [(Field::SEQ, 21), (Field::POCH, 4)]);
    assert_eq!(game.state().carried, field_set(&[Field::SEQ, Field::POCH]));
    // Next deal: SEQ ceil(21/4) = 6; POCH (carried, 4 chips) max(1, 1) = 1.
    let (next, next_fields) = game.next_ante();
    assert_eq!(
        (next, next_fields[Field::SEQ], next_fields[Field::POCH]),
        (14, 6, 1)
    );
    let (game, events) = act(game, Seat(0), "deal");
    assert_eq!(ante(&events).0, 14);
    assert_eq!(game.board()[Field::SEQ], 45);
}

#[test]
fn progressive_off_every_field_takes_one() {
    let (game, events) = progressive_match(Toggle::Off);
    let (per_player, fields) = ante(&events);
    assert_eq!((per_player, fields[Field::SEQ]), (9, 1));
    assert_eq!(board(&game), [(Field::SEQ, 13), (Field::POCH, 4)]);
    assert_eq!(game.next_ante().0, 9);
    let (_, events) = act(game, Seat(0), "deal");
    assert_eq!(ante(&events).0, 9);
}

#[test]
fn progressive_shortfall_uses_the_full_progressive_ante() {
    // RULES 11.2: seat 3 ends deal 1 with 22 − 11 + 7 − 7 = 11 chips, short of the next
    // progressive ante 14; without progressive he keeps 13 and the ante is 9.
    let start = stacks_start(
        &[100, 100, 100, 22],
        &[(Field::SEQ, 9), (Field::T, 3)],
        &[Field::SEQ],
    );
    for (progressive, stack, ended) in [(Toggle::On, 11, true), (Toggle::Off, 13, false)] {
        let r = rules(|r| r.progressive = progressive);
        let (game, _) = r_all_pass_and_run(r, Some(start.clone()));
        assert_eq!(game.stacks()[3], stack, "{progressive:?}");
        assert_eq!(game.match_end().is_some(), ended, "{progressive:?}");
        if let Some(end) = game.match_end() {
            assert_eq!(end.reasons, [MatchEndReason::AnteShortfall]);
            assert_eq!(end.next_ante, 14);
        }
    }
}

#[test]
fn a_split_poch_counts_as_awarded_and_an_all_pass_does_not() {
    let r = rules(|r| {
        r.pair_tie_break = PairTieBreak::Split;
        r.progressive = Toggle::On;
    });
    let (game, _) = start_game(r, 3, Seat(2), vec![deck(Seat(2), &TIE_HANDS, "7H")], None);
    let (game, _) = run(game, &[(0, "pass"), (1, "bet 1"), (2, "call")]);
    assert_eq!(game.board()[Field::POCH], 1);
    assert!(game.deal().expect("deal").awarded.contains(Field::POCH));
    let (game, _) = start_game(r, 3, Seat(2), vec![deck(Seat(2), &TIE_HANDS, "7H")], None);
    let (game, _) = run(game, &[(0, "pass"), (1, "pass"), (2, "pass")]);
    assert_eq!(game.board()[Field::POCH], 3);
    assert!(!game.deal().expect("deal").awarded.contains(Field::POCH));
}

// ---------------------------------------------------------------------------------------------
// S14 board_fields
// ---------------------------------------------------------------------------------------------

/// 3 players, dealer 2, upcard JH (pay suit ♥): seat 0 holds AH TH and 7H 8H 9H.
const DREIER_HANDS: [&str; 3] = [
    "7H 8H 9H TH JD AH 7C 8C 9C TC JC",
    "KH QS QC QD KS KC 7S 8S 9S TS",
    "QH JS AS AC KD AD 7D 8D 9D TD",
];

#[test]
fn standard9_pays_the_ten_and_the_sequence() {
    let (game, events) = start_game(
        Rules::CLASSIC,
        3,
        Seat(2),
        vec![deck(Seat(2), &DREIER_HANDS, "JH")],
        None,
    );
    assert_eq!(ante(&events).0, 9);
    assert!(claims(&events).contains(&(Field::T, 0, 3)));
    assert!(claims(&events).contains(&(Field::SEQ, 0, 3)));
    assert_eq!(game.stacks(), [100, 94, 94]);
}

#[test]
fn dreier7_has_no_ten_or_sequence_field() {
    let r = rules(|r| r.board_fields = BoardFields::Dreier7);
    let (game, events) = start_game(
        r,
        3,
        Seat(2),
        vec![deck(Seat(2), &DREIER_HANDS, "JH")],
        None,
    );
    let (per_player, fields) = ante(&events);
    assert_eq!(
        (per_player, fields[Field::T], fields[Field::SEQ]),
        (7, 0, 0)
    );
    assert_eq!(
        claims(&events),
        [(Field::A, 0, 3), (Field::K, 1, 3), (Field::Q, 2, 3),]
    );
    // Holding the pay-suit T and 7-8-9 earns nothing (RULES 11.3).
    assert_eq!(game.stacks(), [96, 96, 96]);
    assert_eq!(
        board(&game),
        [
            (Field::J, 3),
            (Field::MAR, 3),
            (Field::POCH, 3),
            (Field::MID, 3)
        ]
    );
    assert_eq!(new_game_code(r, 4), Err("dreier_needs_three_players"));
}

/// RULES 1.2: every view names the table's fields, which a table draws: `dreier7` has seven,
/// `pochen=off` no POCH, `middle_pot=off` no MID; the ante goes on exactly those fields.
#[test]
fn the_view_names_the_fields_on_the_board() {
    use Field::{A, J, K, MAR, MID, POCH, Q, SEQ, T};
    let cases: [(&str, usize, &[Field]); 5] = [
        ("classic", 4, &[A, K, Q, J, T, MAR, SEQ, POCH, MID]),
        ("dreier", 3, &[A, K, Q, J, MAR, POCH, MID]),
        ("no-pochen", 4, &[A, K, Q, J, T, MAR, SEQ, MID]),
        ("five-card", 4, &[A, K, Q, J, T, MAR, SEQ, POCH]),
        ("large-table", 6, &[A, K, Q, J, T, MAR, SEQ, POCH, MID]),
    ];
    for (preset, n, fields) in cases {
        let rules = Rules::preset(preset).expect("a preset");
        let step = Game::new(NewGame {
            rules,
            players: names(n),
            source: DealSource::Seed {
                seed: Seed([9; 32]),
                first_dealer: Some(Seat(0)),
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("a preset's match starts");
        for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator] {
            let view = step.game.view(viewer).expect("a view");
            assert_eq!(
                view.fields.iter().collect::<Vec<_>>(),
                fields,
                "{preset}: the view's fields"
            );
        }
        let (_, ante_fields) = ante(&step.events);
        let anted: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|f| ante_fields[*f] > 0)
            .collect();
        assert_eq!(anted, fields, "{preset}: the fields anted");
    }
}

// ---------------------------------------------------------------------------------------------
// S15 max_deals
// ---------------------------------------------------------------------------------------------

#[test]
fn max_deals_two_ends_the_match_after_the_second_deal() {
    let r = rules(|r| r.max_deals = max_deals(2));
    let (game, _) = start_game(r, 4, Seat(3), vec![r_deck(Seat(3)), r_deck(Seat(0))], None);
    let (game, events) = run(
        game,
        &[
            (0, "pass"),
            (1, "pass"),
            (2, "pass"),
            (3, "pass"),
            (0, "lead 7C"),
        ],
    );
    assert!(!has_event(&events, |k| matches!(
        k,
        EventKind::MatchEnded(_)
    )));
    assert_eq!(game.phase(), Phase::BetweenDeals);
    // RULES 2.5: the deal passes to seat 0; forehand is seat 1.
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(game.stacks(), [118, 99, 87, 88]);
    let (game, events) = act(game, Seat(0), "deal");
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::DealStarted {
            deal: 2,
            dealer: Seat(0),
            forehand: Seat(1),
            ..
        }
    )));
    assert_eq!(game.stacks(), [113, 90, 94, 83]);
    let (game, events) = run(
        game,
        &[
            (1, "pass"),
            (2, "pass"),
            (3, "pass"),
            (0, "pass"),
            (1, "lead 7C"),
        ],
    );
    let end = game.match_end().expect("the match is over");
    assert_eq!(end.reasons, [MatchEndReason::MaxDeals]);
    assert_eq!(end.deals_played, 2);
    assert_eq!(game.stacks(), [106, 117, 86, 75]);
    assert_eq!(
        end.standings,
        [
            Standing {
                seat: Seat(1),
                stack: 117,
                place: 1,
                could_pay: true
            },
            Standing {
                seat: Seat(0),
                stack: 106,
                place: 2,
                could_pay: true
            },
            Standing {
                seat: Seat(2),
                stack: 86,
                place: 3,
                could_pay: true
            },
            Standing {
                seat: Seat(3),
                stack: 75,
                place: 4,
                could_pay: true
            },
        ]
    );
    assert_eq!(end.board_left[Field::SEQ], 8);
    assert_eq!(end.board_left[Field::POCH], 8);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::MatchEnded(_)
    )));
    assert_eq!(game.phase(), Phase::MatchOver);
    assert_eq!(game.to_act(), None);
}

#[test]
fn max_deals_and_ante_shortfall_together_name_both_reasons() {
    let r = rules(|r| r.max_deals = max_deals(1));
    // Seat 3: 16 − 9 + 4 (T) − 7 (cards) = 4 < 9.
    let start = stacks_start(&[100, 100, 100, 16], &[], &[]);
    let (game, _) = r_all_pass_and_run(r, Some(start));
    let end = game.match_end().expect("the match is over");
    // §17 C9.
    assert_eq!(
        end.reasons,
        [MatchEndReason::MaxDeals, MatchEndReason::AnteShortfall]
    );
    assert_eq!(game.stacks(), [118, 99, 87, 4]);
    let places: Vec<(usize, u32, bool)> = end
        .standings
        .iter()
        .map(|s| (s.seat.index(), s.place, s.could_pay))
        .collect();
    assert_eq!(
        places,
        [(0, 1, true), (1, 2, true), (2, 3, true), (3, 4, false)]
    );
}

#[test]
fn without_a_deal_limit_only_the_shortfall_ends_the_match() {
    let start = stacks_start(&[100, 100, 100, 16], &[], &[]);
    let (game, _) = r_all_pass_and_run(Rules::CLASSIC, Some(start));
    let end = game.match_end().expect("the match is over");
    assert_eq!(end.reasons, [MatchEndReason::AnteShortfall]);
    let (game, _) = r_all_pass_and_run(Rules::CLASSIC, None);
    assert!(game.match_end().is_none());
}

// ---------------------------------------------------------------------------------------------
// S7 pochen_eligibility=high_card
// ---------------------------------------------------------------------------------------------

/// E17's hands, dealer 3: seats 0, 1 and 3 have no group (highest cards AS, AH, AC), seat 2
/// holds 2×7. Upcard AD (pay suit ♦).
const HIGH_HANDS: [&str; 4] = [
    "7C 8D 9S TH JC QD KS AS",
    "7S 8C 9D TC JD QS KH AH",
    "7H 7D 8H 9C TS JH QC KC",
    "8S 9H TD JS QH KD AC",
];

fn high_game(eligibility: PochenEligibility) -> Game {
    let r = rules(|r| {
        r.pochen_eligibility = eligibility;
        r.uncontested_show = UncontestedShow::None;
    });
    start_game(r, 4, Seat(3), vec![deck(Seat(3), &HIGH_HANDS, "AD")], None).0
}

#[test]
fn high_card_a_hand_without_a_group_may_bet() {
    let game = high_game(PochenEligibility::HighCard);
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert!(game.legal_actions(Seat(0)).bet.is_some());
    let game = high_game(PochenEligibility::PairRequired);
    assert_eq!(game.legal_actions(Seat(0)).bet, None);
    assert_eq!(refused(&game, Seat(0), "bet 5"), "not_eligible");
}

/// RULES 8.1.4, ED-36, ED-37: AS beats AH (spades above hearts); each shows only his highest
/// card. Under `any` the same two hands tie and split (§17 C7).
#[test]
fn high_card_the_higher_card_wins_and_only_it_is_shown() {
    let moves = [(0, "bet 5"), (1, "call"), (2, "fold"), (3, "fold")];
    let (game, events) = run(high_game(PochenEligibility::HighCard), &moves);
    let (outcome, winner, layers, _) = pochen_end(&events);
    assert_eq!(outcome, PochenOutcome::Showdown);
    assert_eq!(winner, Some(0));
    assert_eq!(layers.len(), 1);
    assert_eq!(layers[0].winners, seats(&[0]));
    assert_eq!(
        shown(&events),
        [(0, vec!["AS".to_owned()]), (1, vec!["AH".to_owned()])]
    );
    let deal = game.deal().expect("deal");
    assert_eq!(deal.revealed[0].to_vec(), cards("AS QD"));
    let (_, winner, layers, _) = pochen_end(&run(high_game(PochenEligibility::Any), &moves).1);
    assert_eq!(layers[0].winners, seats(&[0, 1]));
    assert_eq!(winner, Some(0));
}

/// RULES 8.1.4: any group beats any high card: seat 2's 2×7 beats seat 0's ace high.
#[test]
fn high_card_any_group_beats_any_high_card() {
    let moves = [(0, "bet 5"), (1, "fold"), (2, "call"), (3, "fold")];
    let (_, events) = run(high_game(PochenEligibility::HighCard), &moves);
    let (outcome, winner, layers, _) = pochen_end(&events);
    assert_eq!(outcome, PochenOutcome::Showdown);
    assert_eq!(winner, Some(2));
    assert_eq!(layers[0].winners, seats(&[2]));
    assert_eq!(
        shown(&events),
        [
            (0, vec!["AS".to_owned()]),
            (2, vec!["7H".to_owned(), "7D".to_owned()])
        ]
    );
}

#[test]
fn high_card_with_uncontested_show_pair_is_refused() {
    let r = rules(|r| r.pochen_eligibility = PochenEligibility::HighCard);
    assert_eq!(new_game_code(r, 4), Err("show_pair_needs_pair_required"));
    assert_eq!(r.validate(4), Err(RulesError::ShowPairNeedsPairRequired));
}

// ---------------------------------------------------------------------------------------------
// S17 board_at_end
// ---------------------------------------------------------------------------------------------

/// R ended by `max_deals=1` with seat 3 short: seat 3 has 4 chips before any share. The board
/// holds SEQ 24 (20 carried in + 4; 7D is the upcard) and POCH 7 (3 + 4, all passed): T = 31.
fn board_end_match(board_at_end: BoardAtEnd) -> Game {
    let r = rules(|r| {
        r.max_deals = max_deals(1);
        r.board_at_end = board_at_end;
    });
    let start = stacks_start(
        &[100, 100, 100, 16],
        &[(Field::SEQ, 20), (Field::POCH, 3)],
        &[],
    );
    r_all_pass_and_run(r, Some(start)).0
}

#[test]
fn board_at_end_kept_leaves_the_board_to_nobody() {
    let game = board_end_match(BoardAtEnd::Kept);
    let end = game.match_end().expect("the match is over");
    assert_eq!(game.stacks(), [118, 99, 87, 4]);
    assert_eq!(board(&game), [(Field::SEQ, 24), (Field::POCH, 7)]);
    assert_eq!(end.board_left, *game.board());
    assert_eq!(end.board_share, None);
    assert_eq!(end.board_after(), *game.board());
}

#[test]
fn board_at_end_shared_gives_each_an_equal_share_and_leaves_the_remainder() {
    let kept = board_end_match(BoardAtEnd::Kept);
    let game = board_end_match(BoardAtEnd::Shared);
    let end = game.match_end().expect("the match is over");
    // RULES 11.7.3: T = 31, n = 4: 7 each; the 28 chips come from SEQ (24), then POCH (4);
    // the remainder 3 stays in POCH.
    assert_eq!(game.stacks(), [125, 106, 94, 11]);
    assert_eq!(board(&game), [(Field::POCH, 3)]);
    let share = end.board_share.expect("the board is shared");
    assert_eq!(
        (share.per_player, share.shared, share.remainder),
        (7, 28, 3)
    );
    assert_eq!(share.board_after, *game.board());
    // The board before the share is the one the match ended with, as under `kept`.
    assert_eq!(end.board_left, *kept.board());
    assert_eq!(total_chips(&game), total_chips(&kept));
    // ED-40: seat 3 could not pay (4 before the share), though 11 now covers the ante of 9;
    // the standings list the stacks after the share in the places of those before it.
    assert_eq!(end.next_ante, 9);
    assert_eq!(
        end.reasons,
        [MatchEndReason::MaxDeals, MatchEndReason::AnteShortfall]
    );
    let places: Vec<(usize, u32, u32, bool)> = end
        .standings
        .iter()
        .map(|s| (s.seat.index(), s.stack, s.place, s.could_pay))
        .collect();
    assert_eq!(
        places,
        [
            (0, 125, 1, true),
            (1, 106, 2, true),
            (2, 94, 3, true),
            (3, 11, 4, false)
        ]
    );
    let kept_places: Vec<(usize, u32)> = kept
        .match_end()
        .expect("over")
        .standings
        .iter()
        .map(|s| (s.seat.index(), s.place))
        .collect();
    let places: Vec<(usize, u32)> = places.iter().map(|p| (p.0, p.2)).collect();
    assert_eq!(places, kept_places);
}

#[test]
fn board_at_end_shared_takes_the_fields_in_listing_order() {
    // RULES 11.7.3 step 3 on a board that did not come from play: 2 + 5 + 3 = 10 chips among
    // 3 players: 3 each, 9 taken: A 2, then K 5, then 2 of MAR's 3; 1 stays in MAR.
    let mut board = ByField::<u32>::default();
    board[Field::A] = 2;
    board[Field::K] = 5;
    board[Field::MAR] = 3;
    let share = BoardShare::of(&board, 3);
    assert_eq!((share.per_player, share.shared, share.remainder), (3, 9, 1));
    let mut after = ByField::<u32>::default();
    after[Field::MAR] = 1;
    assert_eq!(share.board_after, after);
    // Fewer chips than players: nobody receives any, everything stays.
    let mut small = ByField::<u32>::default();
    small[Field::POCH] = 2;
    let share = BoardShare::of(&small, 3);
    assert_eq!((share.per_player, share.remainder), (0, 2));
    assert_eq!(share.board_after, small);
}

#[test]
fn i14_a_share_that_does_not_fit_the_board_is_refused() {
    let game = board_end_match(BoardAtEnd::Shared);
    let code = |state: GameState| match Game::from_state(state) {
        Err(StateError::Invalid(v)) => v.invariant,
        other => panic!("should be refused: {other:?}"),
    };
    // One chip moved from the board to a stack: I1 still holds, the share does not fit.
    let mut moved = game.state().clone();
    moved.board[Field::POCH] -= 1;
    moved.stacks[0] += 1;
    assert_eq!(code(moved), Invariant::I14);
    // No share under `shared`.
    let mut unshared = game.state().clone();
    if let Some(end) = unshared.match_end.as_mut() {
        end.board_share = None;
    }
    assert_eq!(code(unshared), Invariant::I14);
    // A share under `kept`.
    let mut kept = game.state().clone();
    kept.rules.board_at_end = BoardAtEnd::Kept;
    assert_eq!(code(kept), Invariant::I14);
}

#[test]
fn a_ruleset_without_board_at_end_reads_as_kept() {
    let mut json = serde_json::to_value(Rules::CLASSIC).expect("rules serialize");
    json.as_object_mut()
        .expect("an object")
        .remove("board_at_end")
        .expect("the field is written");
    let rules: Rules = serde_json::from_value(json).expect("an older ruleset reads");
    assert_eq!(rules.board_at_end, BoardAtEnd::Kept);
}

// ---------------------------------------------------------------------------------------------
// S16 starting_chips
// ---------------------------------------------------------------------------------------------

#[test]
fn starting_chips_sets_every_stack() {
    let r = rules(|r| r.starting_chips = 37);
    let step = Game::new(NewGame {
        rules: r,
        players: names(3),
        source: DealSource::Seed {
            seed: Seed([9; 32]),
            first_dealer: Some(Seat(0)),
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("37 chips cover the ante");
    let after_ante = step.events.iter().find_map(|e| {
        if let EventKind::AntePaid { stacks, .. } = &e.kind {
            Some(stacks.clone())
        } else {
            None
        }
    });
    assert_eq!(after_ante, Some(vec![28, 28, 28]));
    assert_eq!(total_chips(&step.game), 111);
}

#[test]
fn starting_chips_below_the_first_ante_is_refused() {
    let low = |chips: u32, f: fn(&mut Rules)| {
        rules(|r| {
            r.starting_chips = chips;
            f(r);
        })
    };
    assert_eq!(
        new_game_code(low(8, |_| {}), 4),
        Err("starting_chips_below_ante")
    );
    assert_eq!(new_game_code(low(9, |_| {}), 4), Ok(()));
    // pochen=off: ante 8; dreier7: ante 7.
    assert_eq!(new_game_code(low(8, |r| r.pochen = Toggle::Off), 4), Ok(()));
    assert_eq!(
        new_game_code(low(6, |r| r.board_fields = BoardFields::Dreier7), 3),
        Err("starting_chips_below_ante")
    );
    assert_eq!(
        new_game_code(low(7, |r| r.board_fields = BoardFields::Dreier7), 3),
        Ok(())
    );
}

// ---------------------------------------------------------------------------------------------
// ED-12, ED-23, and config validation
// ---------------------------------------------------------------------------------------------

#[test]
fn ed12_a_seat_without_chips_is_out_and_skipped() {
    // Seat 0 pays his last 9 chips as ante and claims nothing.
    let start = stacks_start(&[9, 100, 100, 100], &[], &[]);
    let (game, events) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![r_deck(Seat(3))],
        Some(start),
    );
    assert_eq!(game.stacks()[0], 0);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::PochenStarted { seats_in, .. } if seats_in == &[Seat(1), Seat(2), Seat(3)]
    )));
    let pochen = game.deal().expect("deal").pochen.clone().expect("phase 2");
    assert_eq!(pochen.statuses[0], Status::Out);
    assert_eq!(game.to_act(), Some(Seat(1)));
    assert_eq!(refused(&game, Seat(0), "pass"), "not_your_turn");
    let (game, events) = run(game, &[(1, "pass"), (2, "pass"), (3, "pass")]);
    assert_eq!(pochen_end(&events).0, PochenOutcome::AllPassed);
    // Forehand still leads phase 3.
    assert_eq!(discard_leader(&events), Seat(0));
    let (game, _) = act(game, Seat(0), "lead 7C");
    assert_eq!(game.stacks(), [27, 99, 87, 88]);
}

#[test]
fn ed12_fewer_than_two_seats_with_chips_skips_phase_two() {
    // R2: seat 1 holds every ♦ honour; all stacks are 9, so after the ante only seat 1 has
    // chips (§17 C5: measured after the claims).
    let hands = [
        "7C 8C 9C TC JC QC KC AC",
        "AD KD QD JD TD 9D 8D 7S",
        "8S 9S TS JS QS KS AS 7H",
        "8H 9H TH JH QH KH AH",
    ];
    let start = stacks_start(&[9, 9, 9, 9], &[], &[]);
    let (game, events) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![deck(Seat(3), &hands, "7D")],
        Some(start),
    );
    assert_eq!(game.stacks(), [0, 24, 0, 0]);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::PochenSkipped { seats_in } if seats_in == &[Seat(1)]
    )));
    let (outcome, winner, _, poch_after) = pochen_end(&events);
    assert_eq!(
        (outcome, winner, poch_after),
        (PochenOutcome::AllPassed, None, 4)
    );
    assert_eq!(game.phase(), Phase::Discard);
    assert_eq!(discard_leader(&events), Seat(0));
    // ED-23: seats 2 and 3 owe 8 and 7 but hold nothing; all is forgiven.
    let (game, _) = act(game, Seat(0), "lead 7C");
    let st = game
        .deal()
        .expect("deal")
        .settlement
        .clone()
        .expect("settled");
    assert_eq!(st.payments, [0, 8, 0, 0]);
    assert_eq!(st.forgiven, [0, 0, 8, 7]);
    assert_eq!(st.winner_receives, 12);
    assert_eq!(game.stacks(), [12, 16, 0, 0]);
    let end = game.match_end().expect("nobody but two can pay");
    assert_eq!(end.reasons, [MatchEndReason::AnteShortfall]);
    let places: Vec<(usize, u32, bool)> = end
        .standings
        .iter()
        .map(|s| (s.seat.index(), s.place, s.could_pay))
        .collect();
    // §17 C10: equal stacks share a place.
    assert_eq!(
        places,
        [(1, 1, true), (0, 2, true), (2, 3, false), (3, 3, false)]
    );
}

#[test]
fn ed23_a_loser_who_cannot_pay_pays_his_whole_stack() {
    // Seat 3: 10 − 9 + 4 (T) = 5 chips, 7 cards left.
    let start = stacks_start(&[100, 100, 100, 10], &[], &[]);
    let (game, _) = r_all_pass_and_run(Rules::CLASSIC, Some(start));
    let st = game
        .deal()
        .expect("deal")
        .settlement
        .clone()
        .expect("settled");
    assert_eq!(st.owed, [0, 8, 8, 7]);
    assert_eq!(st.payments, [0, 8, 8, 5]);
    assert_eq!(st.forgiven, [0, 0, 0, 2]);
    assert_eq!(st.winner_receives, 4 + 21);
    assert_eq!(game.stacks(), [116, 99, 87, 0]);
    assert_eq!(total_chips(&game), 310);
}

#[test]
fn config_validation_codes() {
    assert_eq!(new_game_code(Rules::CLASSIC, 9), Err("player_count"));
    assert_eq!(new_game_code(Rules::CLASSIC, 2), Err("player_count"));
    assert_eq!(new_game_code(bavarian(), 7), Err("player_count"));
    assert_eq!(new_game_code(Rules::CLASSIC, 3), Ok(()));
    assert_eq!(new_game_code(Rules::CLASSIC, 6), Ok(()));
    let dreier = rules(|r| r.board_fields = BoardFields::Dreier7);
    assert_eq!(new_game_code(dreier, 5), Err("dreier_needs_three_players"));
    let bluff_show = rules(|r| r.pochen_eligibility = PochenEligibility::Any);
    assert_eq!(
        new_game_code(bluff_show, 4),
        Err("show_pair_needs_pair_required")
    );
    let bluff = rules(|r| {
        r.pochen_eligibility = PochenEligibility::Any;
        r.uncontested_show = UncontestedShow::None;
    });
    assert_eq!(new_game_code(bluff, 4), Ok(()));
    assert_eq!(
        new_game_code(rules(|r| r.starting_chips = 1), 4),
        Err("starting_chips_below_ante")
    );
}

// ---------------------------------------------------------------------------------------------
// Other engine decisions
// ---------------------------------------------------------------------------------------------

#[test]
fn ed3_extra_cards_go_to_the_first_seats_from_forehand() {
    for (n, dealer, expected) in [
        (3, 1, vec![10, 10, 11]),
        (4, 0, vec![7, 8, 8, 8]),
        (5, 2, vec![6, 6, 6, 7, 6]),
        (6, 4, vec![5, 5, 5, 5, 5, 6]),
    ] {
        let step = Game::new(NewGame {
            rules: Rules::CLASSIC,
            players: names(n),
            source: DealSource::Seed {
                seed: Seed([5; 32]),
                first_dealer: Some(Seat(dealer)),
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("game");
        let sizes: Vec<u32> = step
            .game
            .deal()
            .expect("deal")
            .hands
            .iter()
            .map(|h| h.len())
            .collect();
        assert_eq!(sizes, expected, "{n} players, dealer {dealer}");
    }
}

#[test]
fn a_cut_deck_is_dealt_after_the_cut() {
    let plain = r_deck(Seat(3));
    let c = 11usize;
    let mut cards = plain.cards.clone();
    cards.rotate_right(c);
    let cut = DeckOrder {
        cards,
        cut: Some(c as u32),
    };
    let (a, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![plain], None);
    let (b, _) = start_game(Rules::CLASSIC, 4, Seat(3), vec![cut], None);
    assert_eq!(a.deal().expect("deal").hands, b.deal().expect("deal").hands);
    assert_eq!(a.stacks(), b.stacks());
}

/// A seat set from a list.
fn seats(list: &[usize]) -> SeatSet {
    list.iter().copied().map(Seat).collect()
}

// ---------------------------------------------------------------------------------------------
// S18 direction_of_play (RULES 11.7.4, ED-41)
// ---------------------------------------------------------------------------------------------

/// The deck of RULES E1 and E19, top card first.
const E1_DECK: &str = "KS AS JS JC QS KC JD QC 9C KH 8C AC 9H KD TH 8S \
                       8D 7C QH TS TC 8H 7D 7H JH QD AH TD AD 9D 9S 7S";

/// E19: anticlockwise, the seat to the dealer's right is forehand and is dealt first, the deal
/// runs C, B, A, D, the betting goes C, B, A, D, and the deal passes to the right. Clockwise,
/// the same deck deals E1's hands (forehand A) and the betting would open at A.
#[test]
fn anticlockwise_reverses_dealing_betting_and_the_rotation() {
    let r = rules(|r| r.direction_of_play = DirectionOfPlay::Anticlockwise);
    let decks = vec![
        DeckOrder::new(cards(E1_DECK)),
        DeckOrder::new(cards(E1_DECK)),
    ];
    let (game, events) = start_game(r, 4, Seat(3), decks, None);
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::DealStarted {
            deal: 1,
            dealer: Seat(3),
            forehand: Seat(2),
            ..
        }
    )));
    let deal = game.deal().expect("deal");
    for (seat, hand) in [
        "JS JD 8C TH QH 7D AH 9S",
        "AS KC KH KD 7C 8H QD 9D",
        "KS QS 9C 9H 8D TC JH AD",
        "JC QC AC 8S TS 7H TD",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(
            deal.hands[seat],
            cards(hand).into_iter().collect(),
            "seat {seat}"
        );
    }
    assert_eq!(
        claims(&events),
        [
            (Field::A, 1, 4),
            (Field::K, 2, 4),
            (Field::Q, 2, 4),
            (Field::J, 0, 4),
            (Field::T, 3, 4),
            (Field::MAR, 2, 4),
        ]
    );
    // RULES 8.5.1: forehand C opens; 8.5.2: then B, A, D.
    assert_eq!(game.to_act(), Some(Seat(2)));
    let (game, _) = act(game, Seat(2), "bet 2");
    assert_eq!(game.to_act(), Some(Seat(1)));
    let (game, _) = act(game, Seat(1), "raise 3");
    assert_eq!(game.to_act(), Some(Seat(0)));
    let (game, _) = act(game, Seat(0), "fold");
    assert_eq!(game.to_act(), Some(Seat(3)));
    let (game, _) = act(game, Seat(3), "fold");
    assert_eq!(game.to_act(), Some(Seat(2)));
    let (game, events) = run(
        game,
        &[
            (2, "call"),
            (1, "lead 7C"),
            (3, "lead 7H"),
            (0, "lead 7D"),
            (2, "lead QS"),
        ],
    );
    assert_eq!(discard_leader(&events), Seat(1));
    assert_eq!(game.stacks(), [93, 103, 107, 93]);
    assert_eq!(board(&game), [(Field::SEQ, 4)]);
    // RULES 2.5, 10.1, I12: the deal passes to the right, C deals and B is forehand.
    assert_eq!(game.phase(), Phase::BetweenDeals);
    assert_eq!(game.to_act(), Some(Seat(2)));
    let (game, events) = act(game, Seat(2), "deal");
    assert!(has_event(&events, |k| matches!(
        k,
        EventKind::DealStarted {
            deal: 2,
            dealer: Seat(2),
            forehand: Seat(1),
            ..
        }
    )));
    assert_eq!(game.to_act(), Some(Seat(1)));
    // B, dealt first, holds the top card.
    assert!(game.deal().expect("deal").hands[1].contains(card("KS")));
}

/// Under the default the same deck deals E1: forehand A gets the top card and opens.
#[test]
fn clockwise_deals_from_the_dealers_left() {
    let (game, _) = start_game(
        Rules::CLASSIC,
        4,
        Seat(3),
        vec![DeckOrder::new(cards(E1_DECK))],
        None,
    );
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert!(game.deal().expect("deal").hands[0].contains(card("KS")));
    assert_eq!(Rules::CLASSIC.direction_of_play, DirectionOfPlay::Clockwise);
}

/// A state written before S18 existed has no `direction_of_play`: it reads as clockwise.
#[test]
fn a_ruleset_without_direction_of_play_reads_as_clockwise() {
    let mut json = serde_json::to_value(Rules::CLASSIC).expect("rules serialize");
    json.as_object_mut()
        .expect("an object")
        .remove("direction_of_play")
        .expect("the field is written");
    let rules: Rules = serde_json::from_value(json).expect("an older ruleset reads");
    assert_eq!(rules, Rules::CLASSIC);
    assert_eq!(rules.direction_of_play, DirectionOfPlay::Clockwise);
}

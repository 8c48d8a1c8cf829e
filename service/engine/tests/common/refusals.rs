//! The R deal of the refusal tests and a trigger for every rejection code: the engine's
//! `rejections.rs` and the black-box `conformance.rs` (both wires) walk the same triggers.

use std::num::NonZeroU32;

use poch_engine::{
    Action, ByField, DealSource, DeckKind, DeckOrder, Direction, DiscardDirection, Game, MaxDeals,
    NewGame, Phase, Rules, Seat, Seed, ShortStack, StartPosition,
};

use super::{deck, names, play as act, rules};

/// 4 players, dealer 3, upcard 7D. Forehand (seat 0) holds all the clubs and no pair; after an
/// all-pass he leads 7C and goes out at once. After phase 1 the stacks are 91/107/95/95.
pub fn r_deck() -> DeckOrder {
    deck(
        Seat(3),
        &[
            "7C 8C 9C TC JC QC KC AC",
            "7S 8S 9S TS AD KD QD 8D",
            "JS QS KS AS 7H 8H JD 9D",
            "9H TH JH QH KH AH TD",
        ],
        "7D",
    )
}

pub fn new_game(rules: Rules, decks: Vec<DeckOrder>, start: Option<StartPosition>) -> Game {
    Game::new(NewGame {
        rules,
        players: names(4),
        source: DealSource::Decks {
            first_dealer: Seat(3),
            decks,
        },
        start,
        bots: Vec::new(),
    })
    .unwrap_or_else(|e| panic!("new game refused: {e}"))
    .game
}

pub fn r_game(rules: Rules) -> Game {
    new_game(rules, vec![r_deck()], None)
}

pub const ALL_PASS: [(Seat, &str); 4] = [
    (Seat(0), "pass"),
    (Seat(1), "pass"),
    (Seat(2), "pass"),
    (Seat(3), "pass"),
];

/// R played to its end: all pass, seat 0 runs his clubs out.
pub fn r_finished(rules: Rules) -> Game {
    let game = act(r_game(rules), &ALL_PASS);
    act(game, &[(Seat(0), "lead 7C")])
}

/// Plays the current deal of any game to its end: pass or fold in phase 2, lead the lowest
/// listed card (upward where a direction is asked) in phase 3.
pub fn finish_deal(mut game: Game) -> Game {
    while game.phase() == Phase::Pochen || game.phase() == Phase::Discard {
        let seat = game.to_act().expect("someone acts");
        let legal = game.legal_actions(seat);
        let action = if legal.pass {
            Action::Pass
        } else if legal.fold {
            Action::Fold
        } else {
            Action::Lead {
                card: legal.lead.iter().next().expect("the leader holds a card"),
                direction: (!legal.directions.is_empty()).then_some(Direction::Up),
            }
        };
        game = game.apply(seat, action).expect("a legal action").game;
    }
    game
}

/// Seat 2 holds 5 chips after phase 1 of R (10 before the ante).
pub fn short_start() -> Option<StartPosition> {
    Some(StartPosition {
        stacks: vec![100, 100, 10, 100],
        board: ByField::default(),
        carried: Default::default(),
    })
}

/// One trigger per rejection code of [`Rejection::CODES`](poch_engine::Rejection::CODES): the
/// game, the seat and the action that the engine refuses with it. A code without one panics,
/// so that a new code fails the tests that walk them all until it has a trigger.
pub fn trigger(code: &str) -> (Game, Seat, Action) {
    let parse = |s: &str| -> Action { s.parse().expect("action") };
    match code {
        "match_over" => {
            let r = rules(|r| r.max_deals = MaxDeals(NonZeroU32::new(1)));
            (r_finished(r), Seat(0), parse("deal"))
        }
        "seat_out_of_range" => (r_game(Rules::CLASSIC), Seat(4), parse("pass")),
        "not_your_turn" => (r_game(Rules::CLASSIC), Seat(2), parse("pass")),
        "wrong_phase" => (r_game(Rules::CLASSIC), Seat(0), parse("lead 7C")),
        "not_eligible" => (r_game(Rules::CLASSIC), Seat(0), parse("bet 1")),
        "bet_outstanding" => {
            let game = act(
                r_game(Rules::CLASSIC),
                &[(Seat(0), "pass"), (Seat(1), "bet 2")],
            );
            (game, Seat(2), parse("pass"))
        }
        "nothing_to_call" => {
            let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
            (game, Seat(1), parse("call"))
        }
        "bet_below_minimum" => {
            let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
            (game, Seat(1), parse("bet 0"))
        }
        "above_maximum" => {
            let r = rules(|r| r.short_stack = ShortStack::Cap);
            let game = act(
                new_game(r, vec![r_deck()], short_start()),
                &[(Seat(0), "pass")],
            );
            (game, Seat(1), parse("bet 6"))
        }
        "insufficient_chips" => {
            let game = act(r_game(Rules::CLASSIC), &[(Seat(0), "pass")]);
            (game, Seat(1), parse("bet 108"))
        }
        "card_not_in_hand" => {
            let game = act(r_game(Rules::CLASSIC), &ALL_PASS);
            (game, Seat(0), parse("lead 7S"))
        }
        "direction_not_allowed" => {
            let game = act(r_game(Rules::CLASSIC), &ALL_PASS);
            (game, Seat(0), parse("lead 7C up"))
        }
        "direction_required" => {
            let r = rules(|r| r.discard_direction = DiscardDirection::LeaderChoice);
            let game = act(r_game(r), &ALL_PASS);
            (game, Seat(0), parse("lead 7C"))
        }
        "deck_order_not_allowed" => {
            let game = seeded_between_deals();
            let dealer = game.to_act().expect("the next dealer");
            let action = Action::Deal {
                deck: Some(DeckOrder::new(DeckKind::French32.ordered())),
            };
            (game, dealer, action)
        }
        "deck_order_required" => (r_finished(Rules::CLASSIC), Seat(0), parse("deal")),
        "invalid_deck_order" => {
            let mut bad = DeckKind::French32.ordered();
            bad[0] = bad[1];
            let action = Action::Deal {
                deck: Some(DeckOrder::new(bad)),
            };
            (r_finished(Rules::CLASSIC), Seat(0), action)
        }
        other => panic!("no trigger for the rejection code {other:?}: add one"),
    }
}

pub fn seeded_between_deals() -> Game {
    let game = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players: names(4),
        source: DealSource::Seed {
            seed: Seed([11; 32]),
            first_dealer: Some(Seat(0)),
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("seeded game")
    .game;
    let game = finish_deal(game);
    assert_eq!(game.phase(), Phase::BetweenDeals);
    game
}

use std::collections::BTreeSet;
use std::fmt::Debug;
use std::num::NonZeroU32;

use poch_engine::{BoardFields, DealSource, Game, NewGame, PRESETS, ShortStack, Toggle, rng};
use prost::Message;

use super::*;

const NAMES: [&str; 8] = ["ann", "bob", "cy", "di", "eve", "fay", "gus", "hal"];

/// The tests' seeded choices, from the engine's test kit (which has more than these tests use).
#[allow(dead_code)]
#[path = "../../../service/engine/tests/common/picker.rs"]
mod picker;
use picker::Picker;

/// engine → proto → wire bytes → proto → engine gives the same value.
fn round_trip<T, P>(value: &T, what: &str)
where
    T: ToProto<Proto = P> + FromProto<P> + PartialEq + Debug,
    P: Message + Default + PartialEq + Debug,
{
    let proto = value.to_proto();
    let wire = P::decode(proto.encode_to_vec().as_slice()).expect("the message decodes");
    assert_eq!(wire, proto, "{what}: the wire keeps the message");
    let back = T::from_proto(wire).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(&back, value, "{what}");
}

/// What the random matches covered.
#[derive(Default)]
struct Tally {
    states: usize,
    events: usize,
    views: usize,
    legal: usize,
    actions: usize,
    kinds: BTreeSet<String>,
    match_ends: usize,
    private_events: usize,
    supplied_decks: usize,
}

fn check_events(events: &[Event], tally: &mut Tally) {
    for event in events {
        round_trip(event, "event");
        let proto = event.to_proto();
        match event.visibility {
            Visibility::Public => assert_eq!(proto.private_to, None),
            Visibility::Private(seat) => {
                assert_eq!(proto.private_to, Some(seat_out(seat)));
                tally.private_events += 1;
            }
        }
        let kind = serde_json::to_value(&event.kind).expect("an event serializes")["type"]
            .as_str()
            .expect("a tagged event")
            .to_owned();
        tally.kinds.insert(kind);
        tally.events += 1;
    }
}

fn check_game(game: &Game, tally: &mut Tally) {
    let state = game.state();
    assert_eq!(
        GameState::from_proto(state.to_proto()).expect("a state converts back"),
        *state
    );
    round_trip(state, "state");
    tally.states += 1;
    if state.match_end.is_some() {
        tally.match_ends += 1;
    }
    for seat in Seat::all(game.players()) {
        let view = game.view(Viewer::Seat(seat)).expect("a seat of the table");
        assert_eq!(view.to_proto().viewer, Some(seat_out(seat)));
        round_trip(&view, "seat view");
        round_trip(&game.legal_actions(seat), "legal actions");
        tally.views += 1;
        tally.legal += 1;
    }
    let spectator = game.view(Viewer::Spectator).expect("a spectator's view");
    assert_eq!(spectator.to_proto().viewer, None);
    round_trip(&spectator, "spectator view");
    tally.views += 1;
    let shared = game
        .seat_views(Seat::all(game.players()))
        .expect("seats of the table");
    round_trip(&shared, "seat views");
}

/// Plays random legal actions from `new` for at most `max_steps` steps, checking every
/// state, event, view, legal-action list and action on the way.
fn play(new: NewGame, seed: u64, max_steps: usize, tally: &mut Tally) {
    let deck = new.rules.deck;
    let step = Game::new(new).expect("the match starts");
    check_events(&step.events, tally);
    let mut game = step.game;
    check_game(&game, tally);
    let mut pick = Picker::new(seed);
    for i in 0..max_steps {
        let Some(seat) = game.to_act() else {
            break;
        };
        let legal = game.legal_actions(seat);
        let action = legal.sample(|k| pick.below(k)).unwrap_or_else(|| {
            // A match from supplied decks with none left: supply the next, cut.
            assert!(
                legal.deck_required,
                "only a deal needing a deck has no sample"
            );
            let byte = u8::try_from(i % 251).expect("below 251");
            tally.supplied_decks += 1;
            Action::Deal {
                deck: Some(DeckOrder {
                    cards: rng::shuffled_deck(deck, &Seed([byte; 32])),
                    cut: Some(5),
                }),
            }
        });
        round_trip(&action, "action");
        tally.actions += 1;
        let step = game
            .apply(seat, action)
            .expect("a sampled legal action is accepted");
        check_events(&step.events, tally);
        game = step.game;
        check_game(&game, tally);
    }
}

fn players(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|&s| s.to_owned()).collect()
}

fn seeded(rules: Rules, n: usize, seed: u8) -> NewGame {
    NewGame {
        rules,
        players: players(n),
        source: DealSource::Seed {
            seed: Seed([seed; 32]),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    }
}

fn classic_state() -> v1::GameState {
    Game::new(seeded(Rules::CLASSIC, 4, 7))
        .expect("the match starts")
        .game
        .state()
        .to_proto()
}

fn refused<T: FromProto<P> + Debug, P>(proto: P) -> ConvertError {
    match T::from_proto(proto) {
        Ok(value) => panic!("accepted: {value:?}"),
        Err(e) => e,
    }
}

#[test]
fn random_matches_of_every_preset_round_trip() {
    let mut tally = Tally::default();
    for (p, preset) in PRESETS.iter().enumerate() {
        let dreier = preset.rules.board_fields == BoardFields::Dreier7;
        let tables: &[usize] = if dreier { &[3] } else { &[3, 4, 6] };
        for (t, &n) in tables.iter().enumerate() {
            for seed in 1..=5u8 {
                // Short matches end by the deal limit; the rest run until the step cap.
                let rules = Rules {
                    max_deals: MaxDeals(if seed == 1 { NonZeroU32::new(3) } else { None }),
                    ..preset.rules
                };
                let mix = u64::try_from(p * 100 + t * 10).expect("small") + u64::from(seed);
                play(seeded(rules, n, seed), mix, 400, &mut tally);
            }
        }
    }
    // Three seats can just pay the first ante; phase 2 is skipped when no phase-1 claim
    // gives two of them chips again. Five cards each (the rest in the talon) leave many
    // hands without a pay-suit honour; the first seed that skips is played.
    let five = Rules::preset("five-card").expect("a preset");
    let ante = five.fields().len();
    let start = StartPosition {
        stacks: vec![ante, ante, ante, 60],
        board: ByField::default(),
        carried: FieldSet::EMPTY,
    };
    round_trip(&start, "start position");
    let skipped = (1..=255u8)
        .map(|seed| NewGame {
            start: Some(start.clone()),
            ..seeded(five, 4, seed)
        })
        .find(|new| {
            Game::new(new.clone())
                .expect("the match starts")
                .events
                .iter()
                .any(|e| matches!(e.kind, EventKind::PochenSkipped { .. }))
        })
        .expect("some seed skips phase 2");
    play(skipped, 42, 400, &mut tally);
    assert!(tally.states > 4_000, "{} states", tally.states);
    assert!(
        tally.match_ends >= PRESETS.len(),
        "{} ends",
        tally.match_ends
    );
    assert!(tally.private_events > 0);
    for kind in [
        "deal_started",
        "ante_paid",
        "hand_dealt",
        "upcard_turned",
        "field_claimed",
        "pochen_started",
        "pochen_skipped",
        "passed",
        "bet_placed",
        "called",
        "raised",
        "folded",
        "group_shown",
        "pochen_ended",
        "discard_started",
        "direction_chosen",
        "card_played",
        "chain_stopped",
        "deal_settled",
        "deal_ended",
        "match_ended",
    ] {
        assert!(
            tally.kinds.contains(kind),
            "no {kind} event: {:?}",
            tally.kinds
        );
    }
    println!(
        "{} states, {} events, {} views, {} legal lists, {} actions; kinds {:?}",
        tally.states, tally.events, tally.views, tally.legal, tally.actions, tally.kinds
    );
}

#[test]
fn a_match_from_supplied_decks_round_trips() {
    let mut tally = Tally::default();
    let deck = |b: u8| rng::shuffled_deck(DeckKind::French32, &Seed([b; 32]));
    let new = NewGame {
        // Without phase 2 no seat goes broke in five deals, so the third deal needs a
        // deck order supplied with the deal action.
        rules: Rules {
            max_deals: MaxDeals(NonZeroU32::new(5)),
            pochen: Toggle::Off,
            ..Rules::CLASSIC
        },
        players: players(4),
        source: DealSource::Decks {
            first_dealer: Seat(2),
            decks: vec![
                DeckOrder::new(deck(1)),
                DeckOrder {
                    cards: deck(2),
                    cut: Some(9),
                },
            ],
        },
        start: None,
        bots: Vec::new(),
    };
    let first = Game::new(new.clone()).expect("the match starts").game;
    let proto = first.state().to_proto();
    assert!(proto.seed.is_empty(), "no seed: empty bytes");
    assert_eq!(proto.deck_orders.len(), 1);
    assert_eq!(proto.deck_orders[0].cut, 9);
    let deal = proto.deal.as_ref().expect("a deal");
    assert!(deal.deal_seed.is_empty() && deal.commitment.is_empty());
    play(new, 99, 2_000, &mut tally);
    assert!(tally.match_ends > 0, "the match reached its deal limit");
    assert!(tally.supplied_decks > 0, "a deal took a supplied, cut deck");
    assert!(tally.states > 10, "{} states", tally.states);
}

/// A ruleset written before S17 existed leaves `board_at_end` unset: as a state's full ruleset
/// it reads as kept.
#[test]
fn a_ruleset_without_board_at_end_reads_as_kept() {
    let shared = Rules {
        board_at_end: poch_engine::BoardAtEnd::Shared,
        ..Rules::CLASSIC
    };
    round_trip(&shared, "shared rules");
    let old = v1::Rules {
        board_at_end: 0,
        ..Rules::CLASSIC.to_proto()
    };
    assert_eq!(Rules::from_proto(old), Ok(Rules::CLASSIC));
}

/// A ruleset written before S18 existed leaves `direction_of_play` unset: as a state's full
/// ruleset it reads as clockwise; a switch that every state sets is still required.
#[test]
fn a_ruleset_without_direction_of_play_reads_as_clockwise() {
    let anticlockwise = Rules {
        direction_of_play: poch_engine::DirectionOfPlay::Anticlockwise,
        ..Rules::CLASSIC
    };
    round_trip(&anticlockwise, "anticlockwise rules");
    let old = v1::Rules {
        direction_of_play: 0,
        ..Rules::CLASSIC.to_proto()
    };
    assert_eq!(Rules::from_proto(old), Ok(Rules::CLASSIC));
    let no_deck = v1::Rules {
        deck: 0,
        ..Rules::CLASSIC.to_proto()
    };
    assert!(Rules::from_proto(no_deck).is_err());
}

#[test]
fn rules_and_presets_convert_with_every_switch_set() {
    for preset in PRESETS {
        let proto = preset.to_proto();
        assert_eq!(proto.name, preset.name);
        assert_eq!(proto.description, preset.description);
        let rules = proto.rules.expect("a preset carries its rules");
        let v1::Rules {
            deck,
            deal_method,
            upcard_honour,
            sequence_rule,
            middle_pot,
            pochen,
            pochen_eligibility,
            uncontested_show,
            pair_tie_break,
            initial_pass,
            short_stack,
            discard_direction,
            progressive,
            board_fields,
            max_deals,
            starting_chips,
            board_at_end,
            direction_of_play,
        } = rules;
        for n in [
            deck,
            deal_method,
            upcard_honour,
            sequence_rule,
            middle_pot,
            pochen,
            pochen_eligibility,
            uncontested_show,
            pair_tie_break,
            initial_pass,
            short_stack,
            discard_direction,
            progressive,
            board_fields,
            board_at_end,
            direction_of_play,
        ] {
            assert_ne!(n, 0, "{}: a switch is UNSPECIFIED", preset.name);
        }
        assert_eq!(max_deals, Some(0), "no limit is 0");
        assert_eq!(starting_chips, Some(preset.rules.starting_chips));
        round_trip(&preset.rules, preset.name);
    }
    let limited = Rules {
        max_deals: MaxDeals(NonZeroU32::new(12)),
        starting_chips: 40,
        deck: DeckKind::French52,
        ..Rules::CLASSIC
    };
    assert_eq!(limited.to_proto().max_deals, Some(12));
    assert_eq!(limited.to_proto().deck, v1::Deck::French52 as i32);
    round_trip(&limited, "limited");
}

#[test]
fn unspecified_and_unknown_enums_are_refused_by_field() {
    let mut rules = Rules::CLASSIC.to_proto();
    rules.deck = v1::Deck::Unspecified as i32;
    let e = refused::<Rules, _>(rules);
    assert_eq!(e.field, "deck");
    assert!(e.reason.contains("UNSPECIFIED"), "{e}");

    let mut rules = Rules::CLASSIC.to_proto();
    rules.deal_method = 99;
    let e = refused::<Rules, _>(rules);
    assert_eq!(e.field, "deal_method");
    assert!(e.reason.contains("99"), "{e}");

    let mut rules = Rules::CLASSIC.to_proto();
    rules.max_deals = None;
    assert_eq!(refused::<Rules, _>(rules).field, "max_deals");

    let mut rules = Rules::CLASSIC.to_proto();
    rules.starting_chips = None;
    assert_eq!(refused::<Rules, _>(rules).field, "starting_chips");

    let mut state = classic_state();
    state.rules.as_mut().expect("rules").pochen = v1::Toggle::Unspecified as i32;
    assert_eq!(refused::<GameState, _>(state).field, "rules.pochen");

    let mut state = classic_state();
    let pochen = state
        .deal
        .as_mut()
        .and_then(|d| d.pochen.as_mut())
        .expect("phase 2 runs");
    pochen.statuses[1] = v1::SeatStatus::Unspecified as i32;
    assert_eq!(
        refused::<GameState, _>(state).field,
        "deal.pochen.statuses[1]"
    );

    let mut state = classic_state();
    state
        .deal
        .as_mut()
        .and_then(|d| d.pochen.as_mut())
        .expect("phase 2 runs")
        .outcome = 17;
    assert_eq!(refused::<GameState, _>(state).field, "deal.pochen.outcome");

    let mut state = classic_state();
    state.carried = vec![v1::Field::A as i32, v1::Field::Unspecified as i32];
    assert_eq!(refused::<GameState, _>(state).field, "carried[1]");

    let mut state = classic_state();
    state.carried = vec![v1::Field::Mid as i32, v1::Field::Mid as i32];
    let e = refused::<GameState, _>(state);
    assert_eq!(e.field, "carried[1]");
    assert!(e.reason.contains("twice"), "{e}");

    let legal = v1::LegalActions {
        directions: vec![v1::Direction::Up as i32, v1::Direction::Unspecified as i32],
        ..v1::LegalActions::default()
    };
    assert_eq!(refused::<LegalActions, _>(legal).field, "directions[1]");

    let view = Game::new(seeded(Rules::CLASSIC, 4, 7))
        .expect("the match starts")
        .game
        .view(Viewer::Spectator)
        .expect("a spectator's view");
    let mut proto = view.to_proto();
    proto.phase = v1::Phase::Unspecified as i32;
    assert_eq!(refused::<View, _>(proto).field, "phase");

    let event = v1::Event {
        private_to: None,
        text: None,
        kind: Some(v1::event::Kind::ChainStopped(v1::ChainStopped {
            stop: v1::StopReason::Unspecified as i32,
            next_leader: 0,
        })),
    };
    assert_eq!(refused::<Event, _>(event).field, "chain_stopped.stop");
}

/// A view names the table's fields; one from a service that predates `fields` reads as the
/// rules' fields, and a repeated field is refused.
#[test]
fn a_view_names_its_fields() {
    let rules = Rules::preset("five-card").expect("a preset");
    let view = Game::new(seeded(rules, 4, 7))
        .expect("the match starts")
        .game
        .view(Viewer::Spectator)
        .expect("a spectator's view");
    let mut proto = view.to_proto();
    assert!(
        !proto.fields.contains(&(v1::Field::Mid as i32)),
        "{proto:?}"
    );
    assert_eq!(proto.fields.len(), 8);
    proto.fields.clear();
    let back = View::from_proto(proto.clone()).expect("a view without fields");
    assert_eq!(back.fields, rules.fields());
    proto.fields = vec![v1::Field::A as i32, v1::Field::A as i32];
    assert_eq!(refused::<View, _>(proto).field, "fields[1]");
}

#[test]
fn action_tables_round_trip_and_need_their_digest() {
    let table =
        poch_engine::encoding::ActionTable::for_players(&Rules::CLASSIC, 4).expect("a table");
    let info = ActionTableInfo::from(&table);
    assert_eq!((info.size, info.max_chips), (836, 400));
    round_trip(&info, "action table");
    let short = v1::ActionTable {
        digest: vec![1; 31],
        ..info.to_proto()
    };
    assert_eq!(refused::<ActionTableInfo, _>(short).field, "digest");
    let none = v1::ActionTable {
        digest: Vec::new(),
        ..info.to_proto()
    };
    assert_eq!(refused::<ActionTableInfo, _>(none).field, "digest");
}

#[test]
fn bad_card_strings_are_refused_by_field() {
    let mut state = classic_state();
    state.deal.as_mut().expect("a deal").hands[2].cards[0] = "1X".to_owned();
    let e = refused::<GameState, _>(state);
    assert_eq!(e.field, "deal.hands[2].cards[0]");
    assert!(e.reason.contains("\"1X\""), "{e}");
    assert_eq!(
        e.clone().under("state").to_string(),
        format!("state.deal.hands[2].cards[0]: {}", e.reason)
    );

    let mut state = classic_state();
    let hand = &mut state.deal.as_mut().expect("a deal").hands[0].cards;
    hand[1] = hand[0].clone();
    let e = refused::<GameState, _>(state);
    assert_eq!(e.field, "deal.hands[0].cards[1]");
    assert!(e.reason.contains("twice"), "{e}");

    let mut state = classic_state();
    state.deal.as_mut().expect("a deal").upcard = String::new();
    assert_eq!(refused::<GameState, _>(state).field, "deal.upcard");

    let mut state = classic_state();
    state.deck_orders = vec![v1::DeckOrder {
        cards: vec!["AH".to_owned(), "10H".to_owned()],
        cut: 0,
    }];
    assert_eq!(
        refused::<GameState, _>(state).field,
        "deck_orders[0].cards[1]"
    );

    let lead = v1::Action {
        kind: Some(v1::action::Kind::Lead(v1::action::Lead {
            card: "ZZ".to_owned(),
            direction: 0,
        })),
    };
    assert_eq!(refused::<Action, _>(lead).field, "lead.card");

    let group = v1::Group {
        size: 2,
        rank: "10".to_owned(),
    };
    assert_eq!(refused::<Group, _>(group).field, "rank");

    let event = v1::Event {
        private_to: None,
        kind: Some(v1::event::Kind::UpcardTurned(v1::UpcardTurned {
            upcard: "7C".to_owned(),
            pay_suit: "X".to_owned(),
            ..v1::UpcardTurned::default()
        })),
        text: None,
    };
    assert_eq!(refused::<Event, _>(event).field, "upcard_turned.pay_suit");
}

#[test]
fn bytes_fields_are_empty_or_32_bytes() {
    let mut state = classic_state();
    assert_eq!(state.seed.len(), 32);
    state.seed = vec![1; 31];
    let e = refused::<GameState, _>(state);
    assert_eq!(e.field, "seed");
    assert!(e.reason.contains("31"), "{e}");

    let mut state = classic_state();
    state.deal.as_mut().expect("a deal").deal_seed = vec![1; 33];
    assert_eq!(refused::<GameState, _>(state).field, "deal.deal_seed");

    let mut state = classic_state();
    state.deal.as_mut().expect("a deal").commitment = vec![1; 31];
    assert_eq!(refused::<GameState, _>(state).field, "deal.commitment");

    let mut state = classic_state();
    state.seed = Vec::new();
    let back = GameState::from_proto(state).expect("an empty seed is no seed");
    assert_eq!(back.seed, None);

    assert_eq!(
        Option::<Seed>::from_proto(vec![5; 32]).expect("32 bytes"),
        Some(Seed([5; 32]))
    );
    assert_eq!(
        refused::<Option<Digest>, _>(vec![0; 31]).reason,
        "must be empty or exactly 32 bytes, not 31 bytes"
    );
}

#[test]
fn empty_oneofs_and_missing_messages_are_refused() {
    let e = refused::<Action, _>(v1::Action { kind: None });
    assert_eq!(e.field, "kind");
    assert_eq!(e.clone().under("action").field, "action.kind");
    assert_eq!(
        refused::<Event, _>(v1::Event {
            private_to: Some(1),
            kind: None,
            text: None,
        })
        .field,
        "kind"
    );

    let mut state = classic_state();
    state.rules = None;
    assert_eq!(refused::<GameState, _>(state).field, "rules");
    let mut state = classic_state();
    state.board = None;
    assert_eq!(refused::<GameState, _>(state).field, "board");
    let mut state = classic_state();
    state.deal.as_mut().expect("a deal").ante = None;
    assert_eq!(refused::<GameState, _>(state).field, "deal.ante");
    let mut state = classic_state();
    state.match_end = Some(v1::MatchEnd::default());
    assert_eq!(refused::<GameState, _>(state).field, "match_end.board_left");

    let start = v1::StartPosition {
        stacks: vec![10, 20, 30],
        board: None,
        carried: Vec::new(),
    };
    assert_eq!(refused::<StartPosition, _>(start).field, "board");
    let event = v1::Event {
        private_to: None,
        kind: Some(v1::event::Kind::AntePaid(v1::AntePaid {
            fields: Some(v1::Board::default()),
            ..v1::AntePaid::default()
        })),
        text: None,
    };
    assert_eq!(refused::<Event, _>(event).field, "ante_paid.board");
}

#[test]
fn actions_convert_both_ways() {
    let card = |s: &str| s.parse::<Card>().expect("a card");
    let deck = rng::shuffled_deck(DeckKind::French32, &Seed([3; 32]));
    for action in [
        Action::Pass,
        Action::Bet { amount: 3 },
        Action::Call,
        Action::Raise { amount: 1 },
        Action::Fold,
        Action::Lead {
            card: card("TD"),
            direction: None,
        },
        Action::Lead {
            card: card("AH"),
            direction: Some(Direction::Down),
        },
        Action::Deal { deck: None },
        Action::Deal {
            deck: Some(DeckOrder::new(deck.clone())),
        },
        Action::Deal {
            deck: Some(DeckOrder {
                cards: deck.clone(),
                cut: Some(4),
            }),
        },
    ] {
        round_trip(&action, &action.to_string());
    }
    let lead = v1::Action {
        kind: Some(v1::action::Kind::Lead(v1::action::Lead {
            card: "TD".to_owned(),
            direction: v1::Direction::Unspecified as i32,
        })),
    };
    assert_eq!(
        Action::from_proto(lead).expect("a lead"),
        Action::Lead {
            card: card("TD"),
            direction: None
        }
    );
    let lead = v1::Action {
        kind: Some(v1::action::Kind::Lead(v1::action::Lead {
            card: "7C".to_owned(),
            direction: 5,
        })),
    };
    assert_eq!(refused::<Action, _>(lead).field, "lead.direction");
    let proto = Action::Lead {
        card: card("TD"),
        direction: None,
    }
    .to_proto();
    assert_eq!(
        proto.kind,
        Some(v1::action::Kind::Lead(v1::action::Lead {
            card: "TD".to_owned(),
            direction: 0
        }))
    );
    let uncut = DeckOrder::from_proto(v1::DeckOrder {
        cards: deck.iter().map(ToString::to_string).collect(),
        cut: 0,
    })
    .expect("a deck order");
    assert_eq!(uncut, DeckOrder::new(deck));
    let bad_deal = v1::Action {
        kind: Some(v1::action::Kind::Deal(v1::action::Deal {
            deck: Some(v1::DeckOrder {
                cards: vec!["7C".to_owned(), "7c7".to_owned()],
                cut: 0,
            }),
        })),
    };
    assert_eq!(refused::<Action, _>(bad_deal).field, "deal.deck.cards[1]");
}

#[test]
fn rules_with_overrides_keeps_the_base_where_unset() {
    let base = Rules::preset("five-card").expect("a preset");
    assert_eq!(rules_with_overrides(base, None), Ok(base));
    assert_eq!(
        rules_with_overrides(base, Some(v1::Rules::default())),
        Ok(base)
    );
    let overrides = v1::Rules {
        deck: v1::Deck::Bavarian36 as i32,
        pochen: v1::Toggle::Off as i32,
        short_stack: v1::ShortStack::Cap as i32,
        max_deals: Some(7),
        ..v1::Rules::default()
    };
    assert_eq!(
        rules_with_overrides(base, Some(overrides)),
        Ok(Rules {
            deck: DeckKind::Bavarian36,
            pochen: Toggle::Off,
            short_stack: ShortStack::Cap,
            max_deals: MaxDeals(NonZeroU32::new(7)),
            ..base
        })
    );
    let limited = Rules {
        max_deals: MaxDeals(NonZeroU32::new(4)),
        ..base
    };
    let unlimited = v1::Rules {
        max_deals: Some(0),
        starting_chips: Some(55),
        ..v1::Rules::default()
    };
    assert_eq!(
        rules_with_overrides(limited, Some(unlimited)),
        Ok(Rules {
            max_deals: MaxDeals(None),
            starting_chips: 55,
            ..base
        })
    );
    let unknown = v1::Rules {
        board_fields: 3,
        ..v1::Rules::default()
    };
    assert_eq!(
        rules_with_overrides(base, Some(unknown)).map_err(|e| e.field),
        Err("board_fields".to_owned())
    );
    // Every switch set: the overrides alone decide.
    let other = Rules::preset("even-deal").expect("a preset");
    assert_eq!(
        rules_with_overrides(base, Some(other.to_proto())),
        Ok(other)
    );
}

#[test]
fn small_values_convert_as_the_contract_says() {
    assert_eq!(Viewer::from_proto(Some(2)), Ok(Viewer::Seat(Seat(2))));
    assert_eq!(Viewer::from_proto(None), Ok(Viewer::Spectator));
    assert_eq!(Viewer::Spectator.to_proto(), None);

    let group = Group {
        size: 3,
        rank: Rank::TEN,
    };
    assert_eq!(
        group.to_proto(),
        v1::Group {
            size: 3,
            rank: "T".to_owned()
        }
    );
    round_trip(&group, "group");

    let card: Card = "TD".parse().expect("a card");
    assert_eq!(card.to_proto(), "TD");
    let set: CardSet = ["AD", "7C", "KS"]
        .iter()
        .map(|s| s.parse::<Card>().expect("a card"))
        .collect();
    assert_eq!(set.to_proto(), ["7C", "KS", "AD"]);

    let mut board = ByField::<u32>::default();
    board[Field::A] = 1;
    board[Field::SEQ] = 7;
    board[Field::MID] = 9;
    let proto = board.to_proto();
    assert_eq!((proto.a, proto.seq, proto.mid, proto.k), (1, 7, 9, 0));
    round_trip(&board, "board");

    let fields: FieldSet = [Field::MID, Field::A, Field::MAR].into_iter().collect();
    assert_eq!(
        fields.to_proto(),
        [
            v1::Field::A as i32,
            v1::Field::Mar as i32,
            v1::Field::Mid as i32
        ]
    );
    assert_eq!(Phase::MatchOver.to_proto(), v1::Phase::MatchOver);
    assert_eq!(code(Phase::BetweenDeals), 3);

    let seats: SeatSet = [Seat(3), Seat(0)].into_iter().collect();
    assert_eq!(seats.to_proto(), [0, 3]);
    assert_eq!(
        refused::<SeatSet, _>(vec![1, 16]).field,
        "[1]",
        "a seat set holds seats below 16"
    );
    assert_eq!(refused::<SeatSet, _>(vec![2, 2]).field, "[1]");

    let start = StartPosition {
        stacks: vec![30, 0, 12],
        board,
        carried: fields,
    };
    round_trip(&start, "start position");

    let seed = Seed([9; 32]);
    assert_eq!(seed.to_proto(), vec![9; 32]);
    assert_eq!(seed.commitment().to_proto().len(), 32);
    assert_eq!(None::<Seed>.to_proto(), Vec::<u8>::new());
}

#[test]
fn verify_deal_requests_and_answers_convert_both_ways() {
    let server_seed = Seed([4; 32]);
    let fairness = Fairness::new(server_seed, vec!["ann".into(), "bob".into()]);
    let deal_seed = rng::deal_seed(&fairness.match_seed(), 2);
    let check = DealCheck {
        commitment: deal_seed.commitment(),
        deal_seed,
        deck: DeckKind::Bavarian36,
        table: Some(DealTable {
            players: 5,
            dealer: Seat(4),
            deal_method: DealMethod::FiveTalon,
        }),
        chain: Some(FairChain {
            fairness: fairness.clone(),
            deal_number: 2,
            first_dealer: Some(fairness.first_dealer(5)),
        }),
    };
    round_trip(&check, "a check with a table and a chain");
    let bare = DealCheck {
        table: None,
        chain: None,
        ..check.clone()
    };
    round_trip(&bare, "a check of the commitment only");

    // Every answer the service can give: a whole deal, a chain broken either way, a seed
    // that is not the commitment's.
    let whole = rng::check_deal(check.clone()).expect("a table of five");
    assert!(whole.matches() && whole.dealt.as_ref().is_some_and(|d| !d.talon.is_empty()));
    round_trip(&whole, "a deal that matches, with its cards");
    round_trip(
        whole.dealt.as_ref().expect("dealt"),
        "the cards dealt alone",
    );
    let other_dealer = Seat((fairness.first_dealer(5).index() + 1) % 5);
    for (chain, deal_number, first_dealer, mismatch) in [
        (
            Fairness::new(Seed([5; 32]), fairness.client_seeds.clone()),
            2,
            None,
            ChainMismatch::DealSeed,
        ),
        (
            Fairness {
                server_seed: Seed([5; 32]),
                ..fairness.clone()
            },
            2,
            None,
            ChainMismatch::ServerCommitment,
        ),
        (fairness.clone(), 3, None, ChainMismatch::DealSeed),
        (
            fairness.clone(),
            2,
            Some(other_dealer),
            ChainMismatch::FirstDealer,
        ),
    ] {
        let broken = rng::check_deal(DealCheck {
            chain: Some(FairChain {
                fairness: chain,
                deal_number,
                first_dealer,
            }),
            ..check.clone()
        })
        .expect("a table of five");
        assert_eq!(broken.chain, Some(Err(mismatch)));
        assert!(!broken.matches());
        assert_eq!(broken.to_proto().chain_mismatch(), mismatch.to_proto());
        round_trip(&broken, "a broken chain");
    }
    let mut forged = rng::check_deal(DealCheck {
        commitment: Seed([6; 32]).commitment(),
        ..check.clone()
    })
    .expect("a table of five");
    assert!(!forged.commitment_matches && forged.deck_order.is_empty());
    round_trip(&forged, "a seed that is not the commitment's");
    // A broken chain's reason must be one of the engine's; `matches` must agree.
    forged.chain = Some(Err(ChainMismatch::DealSeed));
    let mut answer = forged.to_proto();
    assert_eq!(
        answer.chain_detail,
        ChainMismatch::DealSeed.to_string(),
        "the reason travels as its text"
    );
    answer.chain_detail = "the dealer sneezed".into();
    assert_eq!(
        refused::<DealVerification, _>(answer.clone()).field,
        "chain_detail"
    );
    let mut answer = forged.to_proto();
    answer.chain_mismatch = v1::ChainMismatch::Unspecified.into();
    assert_eq!(
        refused::<DealVerification, _>(answer.clone()).field,
        "chain_mismatch"
    );
    let mut answer = whole.to_proto();
    answer.matches = false;
    assert_eq!(refused::<DealVerification, _>(answer).field, "matches");
    let mut answer = whole.to_proto();
    answer.seed_digest.clear();
    assert_eq!(refused::<DealVerification, _>(answer).field, "seed_digest");
    let mut answer = whole.to_proto();
    if let Some(dealt) = answer.dealt.as_mut() {
        dealt.hands[1].cards[0] = "1X".into();
    }
    assert_eq!(
        refused::<DealVerification, _>(answer).field,
        "dealt.hands[1].cards[0]"
    );
}

#[test]
fn error_paths_compose_and_display() {
    let e = ConvertError::new("cards[3]", "\"1X\" is not a card");
    let e = e.under("[2]").under("hands").under("deal").under("state");
    assert_eq!(e.field, "state.deal.hands[2].cards[3]");
    assert_eq!(
        e.to_string(),
        "state.deal.hands[2].cards[3]: \"1X\" is not a card"
    );
    assert_eq!(ConvertError::new("", "x").under("seed").field, "seed");
    assert_eq!(ConvertError::new("", "x").to_string(), "x");
    assert_eq!(ConvertError::CODE, "invalid_argument");
    let boxed: Box<dyn std::error::Error> = Box::new(ConvertError::new("kind", "empty"));
    assert_eq!(boxed.to_string(), "kind: empty");
}

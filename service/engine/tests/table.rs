//! Bots seated at the table (ED-43) and the `timeout` action (ED-42): the engine plays every
//! seated bot whose turn comes, from the match's own seed, and a replay of the persons' actions
//! plays the same bot moves again.

use poch_engine::{
    Action, BotKind, BotSeat, DealSource, DeckOrder, EventKind, Game, GameState,
    GrantedReplayError, LimitedReplayError, MaxDeals, NewGame, Phase, PlayError, Rejection,
    ReplayError, Rules, Seat, Seed, TooManyActions, Visibility, bots, rng,
};

fn bots(seats: &[(Seat, BotKind)]) -> Vec<BotSeat> {
    seats
        .iter()
        .map(|&(seat, kind)| BotSeat { seat, kind })
        .collect()
}

fn new_game(rules: Rules, seed: u8, seated: &[(Seat, BotKind)]) -> NewGame {
    NewGame {
        rules,
        players: (0..4).map(|i| format!("p{i}")).collect(),
        source: DealSource::Seed {
            seed: Seed([seed; 32]),
            first_dealer: None,
        },
        start: None,
        bots: bots(seated),
    }
}

/// The seat without a bot of a seating of three bots.
const PERSON: Seat = Seat(2);
const THREE: [(Seat, BotKind); 3] = [
    (Seat(0), BotKind::Heuristic),
    (Seat(1), BotKind::Random),
    (Seat(3), BotKind::Search),
];

/// The person's move: the heuristic bot's, seeded by the step, so that the matches last.
fn person(game: &Game, step: u64) -> Action {
    bots::choose(BotKind::Heuristic, game, PERSON, step).expect("a move")
}

#[test]
fn three_bots_play_around_one_person_and_a_replay_plays_them_again() {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(3));
    for seed in 1..4u8 {
        let new = new_game(rules, seed, &THREE);
        let step = Game::start(new.clone()).expect("a match");
        let mut game = step.game;
        let mut events = step.events;
        let mut actions = Vec::new();
        let mut bot_moves = 0;
        while game.phase() != Phase::MatchOver {
            assert_eq!(
                game.to_act(),
                Some(PERSON),
                "a bot's turn left to the caller"
            );
            let action = person(&game, actions.len() as u64);
            let version = game.version();
            let step = game
                .apply_at_table(PERSON, action.clone())
                .expect("a legal move");
            bot_moves += step.game.version() - version - 1;
            actions.push((PERSON, action));
            game = step.game;
            events.extend(step.events);
            assert!(actions.len() < 2_000, "the match does not end");
        }
        assert!(bot_moves > actions.len() as u64, "{bot_moves} bot moves");
        let replay = Game::replay(new, &actions).expect("the replay");
        assert_eq!(replay.game, game, "seed {seed}");
        assert_eq!(replay.events, events, "seed {seed}");
        assert_eq!(game.bots(), bots(&THREE).as_slice());
        // The seating is public: every view shows it.
        for seat in Seat::all(4) {
            let view = game.view(poch_engine::Viewer::Seat(seat)).expect("a view");
            assert_eq!(view.bots, bots(&THREE));
        }
    }
}

#[test]
fn a_seated_bot_plays_what_choose_action_names_seeded_from_the_match() {
    let seated = [
        (Seat(1), BotKind::Random),
        (Seat(2), BotKind::Random),
        (Seat(3), BotKind::Random),
    ];
    let mut differ = 0;
    for seed in 1..20u8 {
        // The same match without bots, to stop where a bot is to act.
        let plain = Game::new(new_game(Rules::CLASSIC, seed, &[]))
            .expect("a match")
            .game;
        let seat = plain.to_act().expect("a seat");
        if seat == Seat(0) {
            continue;
        }
        let named = plain.choose_action(BotKind::Random, seat).expect("a move");
        let seed_now = rng::bot_seed(plain.state().seed.as_ref(), plain.version(), seat);
        assert_eq!(
            Some(named.clone()),
            bots::choose(BotKind::Random, &plain, seat, seed_now)
        );
        let mut state: GameState = plain.state().clone();
        state.bots = bots(&seated);
        let at_table = Game::from_state(state).expect("a valid seating");
        let step = at_table.play_bots(Vec::new()).expect("the bots play");
        let expected = plain.apply(seat, named).expect("legal");
        let n = expected.events.len();
        assert_eq!(step.events[..n], expected.events[..], "seed {seed}");
        // Another match seed, other choices: the seed is the match's, not a constant.
        let other = rng::bot_seed(
            Some(&Seed([seed ^ 0x55; 32])),
            expected.game.version(),
            seat,
        );
        differ += usize::from(other != seed_now);
    }
    assert!(differ > 10);
}

#[test]
fn start_plays_the_bots_before_the_first_person() {
    // Every seat but the last one to act in the first round is a bot: the start plays them.
    let probe = Game::new(new_game(Rules::CLASSIC, 9, &[]))
        .expect("a match")
        .game;
    let first = probe.to_act().expect("forehand");
    let person = Seat((first.index() + 3) % 4);
    let seated: Vec<(Seat, BotKind)> = Seat::all(4)
        .filter(|&s| s != person)
        .map(|s| (s, BotKind::Timeout))
        .collect();
    let step = Game::start(new_game(Rules::CLASSIC, 9, &seated)).expect("a match");
    assert!(step.game.version() >= 3, "three bots acted first");
    assert!(
        step.game.phase() == Phase::MatchOver || step.game.to_act() == Some(person),
        "{:?}",
        step.game.to_act()
    );
    // Game::new alone deals, and leaves the bots to play_bots.
    let dealt = Game::new(new_game(Rules::CLASSIC, 9, &seated)).expect("a match");
    assert_eq!(dealt.game.version(), 0);
    let played = dealt.game.play_bots(dealt.events).expect("the bots play");
    assert_eq!(played.game, step.game);
    assert_eq!(played.events, step.events);
}

#[test]
fn a_seating_names_seats_of_the_table_once_each_and_leaves_one_to_a_person() {
    for (seated, why) in [
        (vec![(Seat(4), BotKind::Random)], "not a seat"),
        (
            vec![(Seat(1), BotKind::Random), (Seat(1), BotKind::Heuristic)],
            "twice",
        ),
        (
            vec![(Seat(2), BotKind::Random), (Seat(1), BotKind::Heuristic)],
            "out of order",
        ),
        (
            vec![
                (Seat(0), BotKind::Random),
                (Seat(1), BotKind::Random),
                (Seat(2), BotKind::Random),
                (Seat(3), BotKind::Random),
            ],
            "every seat",
        ),
    ] {
        let refused = Game::new(new_game(Rules::CLASSIC, 1, &seated)).expect_err(why);
        assert_eq!(refused.code(), "invalid_bots", "{why}");
        // The same seating in a state breaks its structure.
        let mut state = Game::new(new_game(Rules::CLASSIC, 1, &[]))
            .expect("a match")
            .game
            .into_state();
        state.bots = bots(&seated);
        let invalid = Game::from_state(state).expect_err(why);
        assert_eq!(invalid.code(), "state_invalid", "{why}");
    }
}

#[test]
fn a_state_written_before_seated_bots_reads_as_no_bots() {
    let game = Game::new(new_game(Rules::CLASSIC, 2, &[]))
        .expect("a match")
        .game;
    let mut json = serde_json::to_value(game.state()).expect("json");
    assert_eq!(json["bots"], serde_json::json!([]));
    json.as_object_mut().expect("an object").remove("bots");
    let old: GameState = serde_json::from_value(json).expect("an old state reads");
    assert!(old.bots.is_empty());
    let seated = Game::new(new_game(Rules::CLASSIC, 2, &[(Seat(1), BotKind::Search)]))
        .expect("a match")
        .game;
    let json = serde_json::to_value(seated.state()).expect("json");
    assert_eq!(
        json["bots"],
        serde_json::json!([{"seat": 1, "kind": "search"}])
    );
}

/// Applies `timeout` for the seat to act and checks that it is the time-out move, named by a
/// public `timed_out` event before the move's own events.
fn time_out(game: Game) -> (Game, Action) {
    let seat = game.to_act().expect("a seat to act");
    let expected = game.choose_action(BotKind::Timeout, seat).expect("a move");
    let by_hand = game.clone().apply(seat, expected.clone()).expect("legal");
    let step = game.apply(seat, Action::Timeout).expect("a time-out");
    assert_eq!(step.events[0].visibility, Visibility::Public);
    assert_eq!(
        step.events[0].kind,
        EventKind::TimedOut {
            seat,
            action: expected.clone()
        }
    );
    assert_eq!(step.events[1..], by_hand.events[..]);
    assert_eq!(step.game.state().stacks, by_hand.game.state().stacks);
    assert_eq!(step.game.version(), by_hand.game.version());
    (step.game, expected)
}

#[test]
fn timeout_plays_the_time_out_move_in_every_phase_and_says_so() {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(2));
    let mut game = Game::new(new_game(rules, 3, &[])).expect("a match").game;
    let mut seen = std::collections::BTreeSet::new();
    let mut kinds = std::collections::BTreeSet::new();
    while game.phase() != Phase::MatchOver {
        seen.insert(game.phase().name());
        let (next, action) = time_out(game);
        kinds.insert(action.kind().name());
        game = next;
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        ["between_deals", "discard", "pochen"]
    );
    assert!(kinds.contains("pass") && kinds.contains("lead") && kinds.contains("deal"));
    // A bet outstanding: the time-out folds.
    let mut folded = false;
    for seed in 0..40u8 {
        let game = Game::new(new_game(Rules::CLASSIC, seed, &[]))
            .expect("a match")
            .game;
        let seat = game.to_act().expect("forehand");
        let Some(bet) = game.legal_actions(seat).bet else {
            continue;
        };
        let game = game
            .apply(seat, Action::Bet { amount: bet.min })
            .expect("a bet")
            .game;
        let (_, action) = time_out(game);
        assert_eq!(action, Action::Fold);
        folded = true;
        break;
    }
    assert!(folded);
    // Once over, or another seat's turn: refused as any action of that seat would be.
    assert_eq!(
        game.clone()
            .apply(Seat(0), Action::Timeout)
            .expect_err("over")
            .rejection,
        Rejection::MatchOver
    );
    let fresh = Game::new(new_game(Rules::CLASSIC, 4, &[]))
        .expect("a match")
        .game;
    let idle = Seat((fresh.to_act().expect("a seat").index() + 1) % 4);
    assert!(matches!(
        fresh
            .apply(idle, Action::Timeout)
            .expect_err("idle")
            .rejection,
        Rejection::NotYourTurn { .. }
    ));
    // Supplied decks with none left: no time-out move.
    let decks = Game::new(NewGame {
        source: DealSource::Decks {
            first_dealer: Seat(0),
            decks: vec![DeckOrder::new(Rules::CLASSIC.deck.ordered())],
        },
        ..new_game(Rules::CLASSIC, 0, &[])
    })
    .expect("a match")
    .game;
    let mut game = decks;
    while game.phase() != Phase::BetweenDeals {
        game = time_out(game).0;
    }
    let dealer = game.to_act().expect("the next dealer");
    assert_eq!(
        game.clone()
            .apply(dealer, Action::Timeout)
            .expect_err("no deck")
            .rejection,
        Rejection::DeckOrderRequired
    );
    assert_eq!(
        game.choose_action(BotKind::Timeout, dealer),
        Err(Rejection::DeckOrderRequired)
    );
}

#[test]
fn a_timeout_replays_as_the_same_move() {
    let new = new_game(
        Rules::CLASSIC,
        6,
        &[(Seat(0), BotKind::Heuristic), (Seat(1), BotKind::Heuristic)],
    );
    let mut game = Game::start(new.clone()).expect("a match").game;
    let mut actions = Vec::new();
    let mut events = Game::start(new.clone()).expect("a match").events;
    for _ in 0..30 {
        let Some(seat) = game.to_act() else { break };
        let step = match game.apply_at_table(seat, Action::Timeout) {
            Ok(step) => step,
            Err(PlayError::Rejected(r)) => panic!("{}", r.rejection),
            Err(PlayError::Bots(v)) => panic!("{v}"),
        };
        actions.push((seat, Action::Timeout));
        game = step.game;
        events.extend(step.events);
    }
    let replay = Game::replay(new, &actions).expect("the replay");
    assert_eq!(replay.game, game);
    assert_eq!(replay.events, events);
}

#[test]
fn choose_action_answers_for_every_kind_or_refuses_as_the_seat_s_action_would() {
    let game = Game::new(new_game(Rules::CLASSIC, 8, &[]))
        .expect("a match")
        .game;
    let seat = game.to_act().expect("a seat");
    for kind in BotKind::ALL {
        let action = game.choose_action(kind, seat).expect("a move");
        assert!(game.legal_actions(seat).allows(&action), "{kind}: {action}");
        assert_eq!(
            game.choose_action(kind, seat),
            Ok(action),
            "{kind}: deterministic"
        );
        assert!(matches!(
            game.choose_action(kind, Seat((seat.index() + 1) % 4)),
            Err(Rejection::NotYourTurn { .. })
        ));
        assert!(matches!(
            game.choose_action(kind, Seat(9)),
            Err(Rejection::SeatOutOfRange { .. })
        ));
    }
}

/// A bounded replay counts every action it applies, the seated bots' moves included (those
/// before the first action too): a limit of exactly the match's actions replays it whole; one
/// less than the count after any action stops at that action; a list longer than the limit is
/// refused before anything is done.
#[test]
fn a_bounded_replay_counts_the_seated_bots_moves() {
    let seated = [
        (Seat(0), BotKind::Timeout),
        (Seat(1), BotKind::Random),
        (Seat(3), BotKind::Heuristic),
    ];
    let (mut bots_first, mut stopped_by_bots) = (0, 0);
    for seed in 1..12u8 {
        let new = new_game(Rules::CLASSIC, seed, &seated);
        let start = Game::start(new.clone()).expect("a match");
        // Applied before the first action: the bots' moves (a new match's version is 0).
        let mut counts = vec![start.game.version()];
        let (mut game, mut events) = (start.game, start.events);
        let mut actions = Vec::new();
        while actions.len() < 25 && game.phase() != Phase::MatchOver {
            let action = person(&game, actions.len() as u64);
            let step = game
                .apply_at_table(PERSON, action.clone())
                .expect("a legal move");
            actions.push((PERSON, action));
            game = step.game;
            events.extend(step.events);
            counts.push(game.version());
        }
        let total = usize::try_from(game.version()).expect("a count");
        assert!(total > actions.len(), "seed {seed}: the bots moved");
        // With seated bots a replay may apply up to its limit, whatever its list's length.
        assert_eq!(new.replay_bound(actions.len(), total), total);
        let whole = Game::replay_within(new.clone(), &actions, total).expect("within");
        assert_eq!(whole.game, game, "seed {seed}");
        assert_eq!(whole.events, events, "seed {seed}");
        // One less than the count after action i (its bots' moves included) stops at i; a
        // list longer than the limit is refused before anything.
        for (i, &after) in counts.iter().enumerate().skip(1) {
            let limit = usize::try_from(after).expect("a count") - 1;
            let list = &actions[..i];
            let index = (list.len() <= limit).then_some(i - 1);
            stopped_by_bots += usize::from(after - counts[i - 1] > 1 && index.is_some());
            assert_eq!(
                Game::replay_within(new.clone(), list, limit).expect_err("beyond"),
                LimitedReplayError::TooManyActions(TooManyActions { limit, index }),
                "seed {seed}, action {}",
                i - 1
            );
        }
        if counts[0] > 0 {
            bots_first += 1;
            let limit = usize::try_from(counts[0]).expect("a count") - 1;
            assert_eq!(
                Game::replay_within(new.clone(), &[], limit).expect_err("beyond"),
                LimitedReplayError::TooManyActions(TooManyActions {
                    limit,
                    index: Some(0)
                }),
                "seed {seed}: the bots before the first action"
            );
        }
        assert_eq!(
            Game::replay_within(new.clone(), &actions, actions.len() - 1).expect_err("beyond"),
            LimitedReplayError::TooManyActions(TooManyActions {
                limit: actions.len() - 1,
                index: None
            }),
            "seed {seed}: refused before anything is done"
        );
        // A refused action is named as it is without a bound.
        let mut wrong = actions.clone();
        wrong[3].0 = Seat(0);
        assert!(matches!(
            Game::replay_within(new, &wrong, total),
            Err(LimitedReplayError::Replay(ReplayError::Rejected {
                index: 3,
                ..
            }))
        ));
    }
    assert!(bots_first > 0, "some seating had the bots move first");
    // Without bots a replay applies its list's actions, no more.
    let persons = new_game(Rules::CLASSIC, 1, &[]);
    assert_eq!(persons.replay_bound(25, 10_000), 25);
    assert_eq!(persons.replay_bound(25, 10), 10);
    assert!(
        stopped_by_bots > 100,
        "{stopped_by_bots} stops by the bots' moves"
    );
}

/// A `search` bot's move counts `SEARCH_MOVE_WEIGHT` toward a replay's limit, every other
/// action one: played out by hand with `choose_action` (each seated bot's move), a match's
/// actions and moves spend exactly what the bounded replay allows, and one less stops it.
#[test]
fn a_search_bot_s_move_counts_its_weight_toward_a_replay_s_limit() {
    let seated = [
        (Seat(0), BotKind::Search),
        (Seat(1), BotKind::Timeout),
        (Seat(3), BotKind::Timeout),
    ];
    let new = new_game(Rules::CLASSIC, 3, &seated);
    let kind_at = |seat: Seat| seated.iter().find(|(s, _)| *s == seat).map(|&(_, k)| k);
    let mut game = Game::new(new.clone()).expect("a match").game;
    let (mut spent, mut searched, mut actions) = (0, 0, Vec::new());
    while actions.len() < 12 {
        let Some(seat) = game.to_act() else { break };
        let action = match kind_at(seat) {
            Some(kind) => {
                spent += poch_engine::replay_weight(kind);
                searched += usize::from(kind == BotKind::Search);
                game.choose_action(kind, seat).expect("a move")
            }
            None => {
                spent += 1;
                actions.push((seat, Action::Timeout));
                Action::Timeout
            }
        };
        game = game.apply(seat, action).expect("legal").game;
    }
    // The bots' moves after the last action.
    while let Some(kind) = game.to_act().and_then(kind_at) {
        let seat = game.to_act().expect("a seat");
        spent += poch_engine::replay_weight(kind);
        searched += usize::from(kind == BotKind::Search);
        let action = game.choose_action(kind, seat).expect("a move");
        game = game.apply(seat, action).expect("legal").game;
    }
    assert!(searched > 0, "the search bot moved");
    assert_eq!(
        spent,
        usize::try_from(game.version()).expect("a count")
            + searched * (poch_engine::SEARCH_MOVE_WEIGHT - 1)
    );
    let replay = Game::replay_within(new.clone(), &actions, spent).expect("within");
    assert_eq!(replay.game, game);
    assert!(matches!(
        Game::replay_within(new, &actions, spent - 1),
        Err(LimitedReplayError::TooManyActions(TooManyActions {
            index: Some(_),
            ..
        }))
    ));
}

/// A replay asks its grant for room as it goes: each count it asks for is one more than it has
/// counted (a `search` bot's move asks for its weight), it asks again only past what it was
/// granted, the same replay comes out whatever is granted at a time, and a grant that refuses
/// stops it at once with the refusal.
#[test]
fn a_replay_asks_its_grant_for_room_as_it_goes_and_stops_when_refused() {
    let new = new_game(Rules::CLASSIC, 5, &THREE);
    let actions = vec![(PERSON, Action::Timeout); 8];
    let whole = Game::replay_within(new.clone(), &actions, 10_000).expect("within");
    for chunk in [1, 7, 100] {
        let mut asked = Vec::new();
        let replay = Game::replay_granted(new.clone(), &actions, 10_000, |n| {
            asked.push(n);
            Ok::<usize, ()>(n + chunk - 1)
        })
        .expect("granted");
        assert_eq!((&replay.game, &replay.events), (&whole.game, &whole.events));
        assert!(asked.windows(2).all(|w| w[0] < w[1]), "{asked:?}");
        let last = *asked.last().expect("asked");
        if chunk == 1 {
            // One count at a time: the last is all the replay spent, a search's weight
            // included.
            assert!(
                last > usize::try_from(whole.game.version()).expect("a count"),
                "the search bot's moves count {}",
                poch_engine::SEARCH_MOVE_WEIGHT
            );
        }
    }
    // Refused at the first count past 40: stopped with the refusal, having asked no more.
    let mut asked = Vec::new();
    let refused = Game::replay_granted(new.clone(), &actions, 10_000, |n| {
        asked.push(n);
        if n > 40 { Err(n) } else { Ok(n) }
    });
    let Err(GrantedReplayError::Refused(at)) = refused else {
        panic!("refused, not {refused:?}");
    };
    assert!(at > 40 && asked.last() == Some(&at), "{asked:?}");
    // The bound on the actions is the same as without a grant.
    assert_eq!(
        Game::replay_granted(new, &actions, 7, Ok::<usize, ()>).map(|r| r.events),
        Err(GrantedReplayError::Limited(
            LimitedReplayError::TooManyActions(TooManyActions {
                limit: 7,
                index: None
            })
        ))
    );
}

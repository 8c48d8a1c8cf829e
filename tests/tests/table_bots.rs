//! Bots at the table against the real binary, over both wires, with plain states and sealed
//! tokens:
//!
//! - three seated bots play themselves around one scripted person, and the match equals the
//!   in-process replay of the person's actions (and the service's own `Replay`);
//! - `ChooseAction` names, for every kind and in every phase, the engine's move;
//! - `timeout` is applied in every phase as the time-out move, named by a `timed_out` event;
//! - a bot's choice does not change with hidden cards its seat cannot see.

use std::collections::BTreeSet;
use std::num::NonZeroU32;

use poch_client::{Client, ErrorCode, NewMatch, State, StateForm};
use poch_engine::encoding::resample;
use poch_engine::{
    Action, BotKind, BotSeat, DealSource, EventKind, Game, MaxDeals, NewGame, Phase, Rules, Seat,
    Viewer,
};
use poch_tests::kit::wires;
use poch_tests::{Server, seed};

/// The person's seat; the others are bots.
const PERSON: Seat = Seat(2);

fn seating() -> Vec<BotSeat> {
    [
        (0, BotKind::Heuristic),
        (1, BotKind::Random),
        (3, BotKind::Search),
    ]
    .map(|(seat, kind)| BotSeat {
        seat: Seat(seat),
        kind,
    })
    .to_vec()
}

fn new_game(n: u64, deals: u32, bots: Vec<BotSeat>) -> NewGame {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(NonZeroU32::new(deals));
    NewGame {
        rules,
        players: ["ann", "bob", "cy", "di"].map(str::to_owned).to_vec(),
        source: DealSource::Seed {
            seed: seed(n),
            first_dealer: None,
        },
        start: None,
        bots,
    }
}

fn forms() -> [Option<StateForm>; 2] {
    [Some(StateForm::Plain), Some(StateForm::Sealed)]
}

#[tokio::test]
async fn three_bots_play_around_one_scripted_person_as_an_in_process_replay() {
    let server = Server::start();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        for form in forms() {
            let new = new_game(21, 2, seating());
            let mut request = NewMatch::try_from(new.clone()).expect("a seeded match");
            request.state_form = form;
            request.include_views = true;
            let step = client.new_game(&request).await.expect("NewGame");
            // The seating is in the state and in every view.
            for view in &step.views {
                assert_eq!(view.bots, seating(), "{transport}");
            }
            if let Some(plain) = step.state.plain() {
                assert_eq!(plain.bots, seating());
            }
            let mut events = step.events;
            let (mut state, mut to_act) = (step.state, step.to_act);
            let mut actions: Vec<(Seat, Action)> = Vec::new();
            let mut bot_versions = 0;
            while let Some(seat) = to_act {
                assert_eq!(seat, PERSON, "{transport} {form:?}: a bot's turn left over");
                // The script: every third move times out, the others take the heuristic hint.
                let action = if actions.len() % 3 == 2 {
                    Action::Timeout
                } else {
                    client
                        .choose_action(&state, seat, BotKind::Heuristic)
                        .await
                        .expect("ChooseAction")
                };
                let step = client.apply(&state, seat, &action).await.expect("Apply");
                bot_versions += step
                    .events
                    .iter()
                    .filter(|e| !matches!(e.kind, EventKind::TimedOut { .. }))
                    .count();
                actions.push((seat, action));
                events.extend(step.events);
                (state, to_act) = (step.state, step.to_act);
                assert!(actions.len() < 500, "the match does not end");
            }
            assert!(bot_versions > actions.len(), "the bots played");
            let local = Game::replay(new.clone(), &actions).expect("the in-process replay");
            assert_eq!(local.game.phase(), Phase::MatchOver);
            assert_eq!(events, local.events, "{transport} {form:?}");
            match form {
                Some(StateForm::Plain) => {
                    // The same state, but for the id the service gave the match.
                    let mut served = state.plain().cloned().expect("a plain state");
                    assert!(
                        served.match_id.is_some(),
                        "{transport}: the match has an id"
                    );
                    served.match_id = None;
                    assert_eq!(&served, local.game.state(), "{transport}");
                }
                _ => assert!(matches!(state, State::Sealed(_)), "{transport}"),
            }
            // The service's Replay of the person's actions plays the same bot moves.
            let mut replay = NewMatch::try_from(new).expect("a seeded match");
            replay.state_form = Some(StateForm::Plain);
            let replayed = client.replay(&replay, &actions).await.expect("Replay");
            assert_eq!(replayed.events, local.events, "{transport}");
            let mut served = replayed.state.plain().cloned().expect("a plain state");
            served.match_id = None;
            assert_eq!(&served, local.game.state(), "{transport}");
        }
        // A seating with every seat a bot's is refused.
        let all = (0..4)
            .map(|seat| BotSeat {
                seat: Seat(seat),
                kind: BotKind::Random,
            })
            .collect();
        let refused = client
            .new_game(&NewMatch::try_from(new_game(1, 1, all)).expect("a seeded match"))
            .await
            .expect_err("every seat a bot's");
        assert_eq!(refused.code, ErrorCode::InvalidBots, "{transport}");
    }
}

/// The state as the wire form `form` carries it, made from `game` through the service.
async fn served(
    client: &Client,
    new: &NewGame,
    actions: &[(Seat, Action)],
    form: Option<StateForm>,
) -> State {
    let mut replay = NewMatch::try_from(new.clone()).expect("a seeded match");
    replay.state_form = form;
    client.replay(&replay, actions).await.expect("Replay").state
}

#[tokio::test]
async fn choose_action_names_the_engine_s_move_for_every_kind_in_every_phase() {
    let server = Server::start();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        let new = new_game(5, 2, Vec::new());
        let mut game = Game::new(new.clone()).expect("a match").game;
        let mut actions: Vec<(Seat, Action)> = Vec::new();
        let mut phases = BTreeSet::new();
        let mut step = 0;
        while let Some(seat) = game.to_act() {
            // Every phase the first time, then every seventh move, on both state forms.
            if phases.insert(game.phase().name()) || step % 7 == 0 {
                for form in forms() {
                    let state = served(&client, &new, &actions, form).await;
                    for kind in BotKind::ALL {
                        let answered = client
                            .choose_action(&state, seat, kind)
                            .await
                            .expect("ChooseAction");
                        assert_eq!(
                            Ok(answered),
                            game.choose_action(kind, seat),
                            "{transport} {form:?} {kind} in {}",
                            game.phase().name()
                        );
                    }
                    let idle = Seat((seat.index() + 1) % 4);
                    let refused = client
                        .choose_action(&state, idle, BotKind::Random)
                        .await
                        .expect_err("not its turn");
                    assert_eq!(refused.code, ErrorCode::NotYourTurn);
                }
            }
            let action = game
                .choose_action(BotKind::Heuristic, seat)
                .expect("a move");
            game = game.apply(seat, action.clone()).expect("legal").game;
            actions.push((seat, action));
            step += 1;
        }
        assert_eq!(
            phases.into_iter().collect::<Vec<_>>(),
            ["between_deals", "discard", "pochen"]
        );
        let over = served(&client, &new, &actions, Some(StateForm::Plain)).await;
        let refused = client
            .choose_action(&over, Seat(0), BotKind::Timeout)
            .await
            .expect_err("the match is over");
        assert_eq!(refused.code, ErrorCode::MatchOver, "{transport}");
    }
}

#[tokio::test]
async fn timeout_plays_the_time_out_move_in_every_phase() {
    let server = Server::start();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        for form in forms() {
            let new = new_game(8, 2, Vec::new());
            let mut request = NewMatch::try_from(new.clone()).expect("a seeded match");
            request.state_form = form;
            let step = client.new_game(&request).await.expect("NewGame");
            let mut game = Game::new(new).expect("a match").game;
            let mut state = step.state;
            let mut phases = BTreeSet::new();
            while let Some(seat) = game.to_act() {
                phases.insert(game.phase().name());
                let expected = game.choose_action(BotKind::Timeout, seat).expect("a move");
                let local = game.apply(seat, Action::Timeout).expect("a time-out");
                let answered = client
                    .apply(&state, seat, &Action::Timeout)
                    .await
                    .expect("Apply timeout");
                assert_eq!(
                    answered.events[0].kind,
                    EventKind::TimedOut {
                        seat,
                        action: expected
                    },
                    "{transport} {form:?}"
                );
                assert_eq!(answered.events, local.events);
                assert_eq!(answered.to_act, local.game.to_act());
                game = local.game;
                state = answered.state;
            }
            assert_eq!(
                phases.into_iter().collect::<Vec<_>>(),
                ["between_deals", "discard", "pochen"],
                "{transport} {form:?}"
            );
            assert_eq!(state.plain().is_some(), form == Some(StateForm::Plain));
        }
    }
}

#[tokio::test]
async fn a_bot_s_choice_does_not_change_with_hidden_cards_its_seat_cannot_see() {
    let server = Server::start();
    let mut compared = 0;
    let mut hands_differ = 0;
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        for n in 0..4u64 {
            let mut game = Game::new(new_game(30 + n, 1, Vec::new()))
                .expect("a match")
                .game;
            for _ in 0..(3 + 4 * n) {
                let Some(seat) = game.to_act() else { break };
                let action = game.choose_action(BotKind::Random, seat).expect("a move");
                game = game.apply(seat, action).expect("legal").game;
            }
            let Some(seat) = game.to_act() else { continue };
            if !matches!(game.phase(), Phase::Pochen | Phase::Discard) {
                continue;
            }
            // Two deals of the cards the seat cannot see, each consistent with its view.
            let (a, b) = (resample(&game, seat, 1), resample(&game, seat, 2));
            if !(a.fresh && b.fresh) {
                continue;
            }
            let (a, b) = (a.game, b.game);
            assert_eq!(
                a.view(Viewer::Seat(seat)).expect("a view"),
                b.view(Viewer::Seat(seat)).expect("a view")
            );
            hands_differ += usize::from(a.state().deal != b.state().deal);
            let (sa, sb) = (
                State::Plain(Box::new(a.state().clone())),
                State::Plain(Box::new(b.state().clone())),
            );
            for kind in BotKind::ALL {
                let in_a = client
                    .choose_action(&sa, seat, kind)
                    .await
                    .expect("ChooseAction");
                let in_b = client
                    .choose_action(&sb, seat, kind)
                    .await
                    .expect("ChooseAction");
                assert_eq!(in_a, in_b, "{transport} {kind}: seat {seat}");
                compared += 1;
            }
        }
    }
    assert!(compared >= 16, "{compared} choices compared");
    assert!(
        hands_differ > 0,
        "the worlds deal the hidden cards differently"
    );
}

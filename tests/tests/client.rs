//! The client library (`poch_client`) against the real binary, over both wires: every
//! answer is the engine's, refusals carry their codes, shed calls are retried, deadlines hold,
//! and several servers share the calls.

use std::net::TcpListener;
use std::num::NonZeroU32;
use std::time::{Duration, Instant};

use poch_client::{Client, ErrorCode, NewMatch, Retry, Source, State, StateForm, Token, Transport};
use poch_engine::rng::{self, DealCheck, DealTable, FairChain};
use poch_engine::{
    Action, DealMethod, DealSource, DeckKind, EventKind, Fairness, Game, MAX_PLAYERS, MaxDeals,
    NewGame, PRESETS, Phase, Rules, Seat, Viewer,
};
use poch_tests::kit::{metrics, one_at_a_time, sample, wires};
use poch_tests::{Server, pick, seed};

fn players(n: usize) -> Vec<String> {
    ["ann", "bob", "cy", "di", "eve"][..n]
        .iter()
        .map(|&p| p.to_owned())
        .collect()
}

/// A classic match of four from seed `n`, at most `deals` deals.
fn seeded(n: u64, deals: u32) -> NewGame {
    NewGame {
        rules: Rules {
            max_deals: MaxDeals(NonZeroU32::new(deals)),
            ..Rules::CLASSIC
        },
        players: players(4),
        source: DealSource::Seed {
            seed: seed(n),
            first_dealer: Some(Seat(3)),
        },
        start: None,
        bots: Vec::new(),
    }
}

#[tokio::test]
async fn the_client_plays_a_whole_match_on_both_wires_as_the_engine_does() {
    let server = Server::start();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        assert_eq!(client.transport(), transport);
        let new = seeded(11, 3);
        let local = Game::new(new.clone()).expect("a match");
        let step = client
            .new_game(&NewMatch::try_from(new).expect("a seeded match"))
            .await
            .expect("NewGame");
        // The service gives the match its identity; the rest is the engine's match.
        let match_id = step.match_id.expect("the service gives every match an id");
        let local_game = local.game.with_match_id(match_id);
        assert_eq!(step.state.plain(), Some(local_game.state()), "{transport}");
        assert_eq!(step.events, local.events);
        assert_eq!(step.to_act, local_game.to_act());
        assert_eq!(step.phase, Phase::Pochen);
        assert_eq!(step.version, 0);
        let (mut game, mut state) = (local_game, step.state);
        let (mut applied, mut refused, mut out_of_turn) = (0, 0, 0);
        while let Some(seat) = game.to_act() {
            let legal = client
                .legal_actions(&state, seat)
                .await
                .expect("ListLegalActions");
            assert_eq!(legal, game.legal_actions(seat), "{transport}");
            if applied % 7 == 0 {
                let view = client
                    .view(&state, Viewer::Seat(seat))
                    .await
                    .expect("GetView");
                assert_eq!(view, game.view(Viewer::Seat(seat)).expect("a seat"));
                // Another seat's action: refused with the engine's code and message, and
                // the state it was sent with is unchanged for the next call.
                let other = Seat((seat.index() + 1) % game.players());
                let engine = game
                    .clone()
                    .apply(other, pick(&legal))
                    .expect_err("not that seat's turn")
                    .rejection;
                let error = client
                    .apply(&state, other, &pick(&legal))
                    .await
                    .expect_err("not that seat's turn");
                assert_eq!(error.code, ErrorCode::from(&engine), "{transport}");
                assert!(error.code.is_rejection() && error.from_service());
                assert_eq!(error.message, engine.to_string());
                refused += 1;
                out_of_turn += usize::from(error.code == ErrorCode::NotYourTurn);
            }
            let action = pick(&legal);
            let next = client.apply(&state, seat, &action).await.expect("Apply");
            let local = game.apply(seat, action).expect("a legal action");
            assert_eq!(next.events, local.events, "{transport}");
            assert_eq!(next.state.plain(), Some(local.game.state()));
            assert_eq!(next.to_act, local.game.to_act());
            assert_eq!(next.phase, local.game.phase());
            assert!(next.views.is_empty());
            (game, state) = (local.game, next.state);
            applied += 1;
        }
        assert_eq!(game.phase(), Phase::MatchOver);
        assert!(applied > 15, "{applied} actions");
        assert!(refused > 2 && out_of_turn > 0, "{refused} refused");
        let spectator = client
            .view(&state, Viewer::Spectator)
            .await
            .expect("the end");
        assert_eq!(spectator.match_end.as_ref(), game.match_end());
        assert!(spectator.match_end.is_some());
        let stats = client.stats();
        assert_eq!((stats.retries, stats.attempts), (0, stats.calls));
    }
}

/// Each preset's `seat_counts` on both wires: the engine's `Rules::seat_counts`, and exactly the
/// numbers of players NewGame accepts over that wire under the preset's rules; every other
/// number is refused with the code the engine's `validate` gives it.
#[tokio::test]
async fn each_preset_names_the_numbers_of_players_it_seats_on_both_wires() {
    let server = Server::start();
    let names = |n: usize| (0..n).map(|i| format!("p{i}")).collect::<Vec<_>>();
    let mut answers = Vec::new();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");
        let presets = client.presets().await.expect("ListPresets").presets;
        assert_eq!(presets.len(), PRESETS.len(), "{transport}");
        for (listed, preset) in presets.iter().zip(&PRESETS) {
            assert_eq!(listed.name, preset.name, "{transport}");
            let engine: Vec<u32> = preset
                .rules
                .seat_counts()
                .into_iter()
                .map(|n| u32::try_from(n).expect("at most 8"))
                .collect();
            assert_eq!(listed.seat_counts, engine, "{transport}: {}", preset.name);
            for n in 2..=MAX_PLAYERS {
                let seats = listed
                    .seat_counts
                    .contains(&u32::try_from(n).expect("small"));
                let new = NewMatch::new(listed.rules, names(n));
                match (client.new_game(&new).await, preset.rules.validate(n)) {
                    (Ok(_), Ok(())) => assert!(seats, "{transport}: {} seats {n}", preset.name),
                    (Err(error), Err(refusal)) => {
                        assert!(!seats, "{transport}: {} lists {n}", preset.name);
                        assert_eq!(error.code.as_str(), refusal.code(), "{transport}: {n}");
                    }
                    (answer, engine) => panic!(
                        "{transport}: {} at {n}: the wire {:?}, the engine {engine:?}",
                        preset.name,
                        answer.map(|_| ())
                    ),
                }
            }
        }
        answers.push(presets);
    }
    assert_eq!(answers[0], answers[1], "both wires list the same presets");
    let seats = |name: &str| {
        answers[0]
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.seat_counts.clone())
            .expect("the preset")
    };
    // dreier7 is for three; the 52-card deck seats 3 to 8, the 32-card deck 3 to 6 (RULES 1.3).
    assert_eq!(seats("dreier"), [3]);
    assert_eq!(seats("large-table"), [3, 4, 5, 6, 7, 8]);
    assert_eq!(seats("classic"), [3, 4, 5, 6]);
}

#[tokio::test]
async fn tokens_refusals_replays_presets_and_fair_deals_on_both_wires() {
    let server = Server::start();
    let mut tokens = Vec::new();
    for (transport, url) in wires(&server) {
        let client = Client::connect(&url).await.expect("a client");

        // A sealed match: a token in, a token out, with every view.
        let mut new = NewMatch::try_from(seeded(3, 1)).expect("a seeded match");
        new.state_form = Some(StateForm::Sealed);
        new.include_views = true;
        let step = client.new_game(&new).await.expect("NewGame");
        let State::Sealed(token) = &step.state else {
            panic!("{transport}: a sealed state was asked for");
        };
        assert_eq!(step.views.len(), 5, "four seats and the spectator");
        let seat = step.to_act.expect("forehand");
        let legal = client
            .legal_actions(&step.state, seat)
            .await
            .expect("legal");
        let next = client
            .apply_with_views(&step.state, seat, &pick(&legal))
            .await
            .expect("Apply");
        assert!(matches!(next.state, State::Sealed(_)));
        assert_eq!(next.views.len(), 5);
        assert_eq!(
            client.validate(&next.state).await.expect("validate"),
            vec![]
        );
        tokens.push((token.clone(), seat, pick(&legal)));

        // A token with one bit changed is refused whole.
        let mut bytes = token.as_bytes().to_vec();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        let error = client
            .apply(
                &State::Sealed(Token::from_bytes(bytes)),
                seat,
                &pick(&legal),
            )
            .await
            .expect_err("a tampered token");
        assert_eq!(error.code, ErrorCode::StateTampered, "{transport}");
        assert!(!error.code.is_rejection());

        // A plain state that breaks an invariant: validated with its violation, refused with
        // the invariant named.
        let mut broken = Game::new(seeded(3, 1)).expect("a match").game.into_state();
        broken.stacks[0] += 1;
        let violations = client
            .validate(&State::from(broken.clone()))
            .await
            .expect("validate");
        assert_eq!(violations.len(), 1, "{transport}: {violations:?}");
        let error = client
            .legal_actions(&State::from(broken), Seat(0))
            .await
            .expect_err("an invalid state");
        assert_eq!(error.code, ErrorCode::StateInvalid);
        assert_eq!(
            error.invariant.as_deref(),
            Some(violations[0].invariant.as_str())
        );

        // A seat the table does not have.
        let error = client
            .view(&next.state, Viewer::Seat(Seat(4)))
            .await
            .expect_err("seat 4 of four");
        assert_eq!(error.code, ErrorCode::SeatOutOfRange);

        // A match that cannot start.
        let two = NewMatch::new(Rules::CLASSIC, players(2));
        let error = client.new_game(&two).await.expect_err("two players");
        assert_eq!(error.code, ErrorCode::PlayerCount, "{transport}");

        // Replay: the engine's result, and a refused action named by its index.
        let mut local = Game::new(seeded(5, 2)).expect("a match").game;
        let mut actions: Vec<(Seat, Action)> = Vec::new();
        while let Some(seat) = local.to_act() {
            let action = pick(&local.legal_actions(seat));
            actions.push((seat, action.clone()));
            local = local.apply(seat, action).expect("legal").game;
        }
        assert!(actions.len() > 10, "{} actions", actions.len());
        let start = NewMatch::try_from(seeded(5, 2)).expect("a seeded match");
        let replayed = client.replay(&start, &actions).await.expect("Replay");
        let local = local.with_match_id(replayed.match_id.expect("a match id"));
        assert_eq!(replayed.state.plain(), Some(local.state()), "{transport}");
        assert_eq!(replayed.version, actions.len() as u64);
        assert_eq!(replayed.phase, Phase::MatchOver);
        let mut wrong = actions.clone();
        wrong[3].0 = Seat((wrong[3].0.index() + 1) % 4);
        let error = client
            .replay(&start, &wrong)
            .await
            .expect_err("an action out of turn");
        assert_eq!(error.code, ErrorCode::NotYourTurn, "{transport}");
        assert_eq!(error.action_index, Some(3));

        // The presets are the engine's.
        let presets = client.presets().await.expect("ListPresets");
        let names: Vec<&str> = presets.presets.iter().map(|p| p.name.as_str()).collect();
        let engine: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        assert_eq!(names, engine, "{transport}");
        assert!(
            presets
                .presets
                .iter()
                .zip(&PRESETS)
                .all(|(p, e)| p.rules == e.rules)
        );
        assert_eq!(presets.switches.len(), poch_engine::switches().len());
        assert_eq!(presets.bot_kinds, poch_engine::BotKind::ALL, "{transport}");

        // A provably fair match from a commitment, and its deal verified by the service as
        // the engine verifies it.
        let commitment = client.commit_server_seed().await.expect("a commitment");
        let mut fair = NewMatch::new(Rules::CLASSIC, players(3));
        fair.source = Source::Fair {
            pre_match_token: commitment.pre_match_token.clone(),
            client_seeds: vec!["ann's".into(), "bob's".into()],
            first_dealer: None,
        };
        let step = client.new_game(&fair).await.expect("a fair match");
        let view = client
            .view(&step.state, Viewer::Spectator)
            .await
            .expect("the spectator's view");
        assert_eq!(
            view.fairness.map(|f| f.server_commitment),
            Some(commitment.server_commitment)
        );
        let (deal_commitment, dealer) = step
            .events
            .iter()
            .find_map(|e| {
                if let EventKind::DealStarted {
                    commitment, dealer, ..
                } = &e.kind
                {
                    Some((*commitment, *dealer))
                } else {
                    None
                }
            })
            .expect("the deal's commitment");
        // The plain state holds what a caller shown nothing would learn at the match end.
        let plain = step.state.plain().expect("a plain state");
        let fairness = plain.fairness.clone().expect("a fair match");
        let deal_seed = rng::deal_seed(&plain.seed.expect("the match seed"), 1);
        let mut check = DealCheck {
            commitment: deal_commitment.expect("a seeded deal commits to its seed"),
            deal_seed,
            deck: DeckKind::French32,
            table: Some(DealTable {
                players: 3,
                dealer,
                deal_method: DealMethod::AllButOne,
            }),
            chain: Some(FairChain {
                fairness,
                deal_number: 1,
                first_dealer: Some(dealer),
            }),
        };
        let verified = client.verify_deal(&check).await.expect("VerifyDeal");
        assert!(verified.matches(), "{transport}");
        assert_eq!(verified.chain, Some(Ok(())));
        assert_eq!(verified, rng::check_deal(check.clone()).expect("a table"));
        // A chain whose server seed is not the committed one.
        check.chain = Some(FairChain {
            fairness: Fairness {
                server_seed: poch_engine::Seed([2; 32]),
                ..plain.fairness.clone().expect("a fair match")
            },
            deal_number: 1,
            first_dealer: None,
        });
        let verified = client.verify_deal(&check).await.expect("VerifyDeal");
        assert!(!verified.matches() && verified.commitment_matches);
        assert_eq!(
            verified.chain,
            Some(Err(rng::ChainMismatch::ServerCommitment)),
            "{transport}"
        );
        assert_eq!(verified, rng::check_deal(check.clone()).expect("a table"));
        check.table = Some(DealTable {
            players: 2,
            dealer: Seat(0),
            deal_method: DealMethod::AllButOne,
        });
        let error = client.verify_deal(&check).await.expect_err("two seats");
        assert_eq!(error.code, ErrorCode::InvalidTable, "{transport}");
    }

    // A token answered on one wire is taken by the other.
    let (grpc_token, seat, action) = tokens.swap_remove(0);
    let rest = Client::connect(&server.url()).await.expect("a client");
    let step = rest
        .apply(&State::Sealed(grpc_token), seat, &action)
        .await
        .expect("a gRPC token over REST");
    assert!(matches!(step.state, State::Sealed(_)));
}

/// Holds the server's only place in its concurrency limit for `hold_ms`: the no-op baseline,
/// told to wait before it answers.
fn hold_the_place(server: &Server, hold_ms: u64) -> tokio::task::JoinHandle<u16> {
    let (http, url) = (server.http(), server.url());
    tokio::spawn(async move {
        http.post(format!("{url}/bench/noop"))
            .header("content-type", "application/json")
            .header("x-noop-hold-ms", hold_ms.to_string())
            .body("{}")
            .send()
            .await
            .expect("an answer to the holder")
            .status()
            .as_u16()
    })
}

#[tokio::test]
async fn a_shed_call_is_retried_with_backoff_until_it_is_served() {
    let server = one_at_a_time();
    let new = NewMatch::try_from(seeded(8, 1)).expect("a seeded match");
    let expected = Game::new(seeded(8, 1)).expect("a match").game;
    for (transport, url) in wires(&server) {
        let client = Client::builder()
            .endpoint(&url)
            .deadline(Duration::from_secs(20))
            .retry(Retry {
                max_attempts: 200,
                initial_backoff: Duration::from_millis(20),
                max_backoff: Duration::from_millis(200),
            })
            .connect()
            .await
            .expect("a client");
        // Sent once, a call is shed while the holder has the place. (A holder that arrived
        // while a probe had the place was shed itself: start it again.)
        let once = client.with_retry(Retry::NONE);
        let mut holder = hold_the_place(&server, 2_500);
        let give_up = Instant::now() + Duration::from_secs(15);
        loop {
            if holder.is_finished() {
                holder = hold_the_place(&server, 2_500);
            }
            match once.new_game(&new).await {
                Err(error) if error.code == ErrorCode::Overloaded => {
                    assert!(error.from_service() && error.code.is_retryable());
                    break;
                }
                Ok(_) => {}
                Err(error) => panic!("{transport}: {error}"),
            }
            assert!(Instant::now() < give_up, "the holder never took the place");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // With retries, the same call waits its turn and is served.
        let before = client.stats();
        let step = client
            .new_game(&new)
            .await
            .expect("served once the place is free");
        let after = client.stats();
        let expected = expected
            .clone()
            .with_match_id(step.match_id.expect("a match id"));
        assert_eq!(step.state.plain(), Some(expected.state()), "{transport}");
        let retries = after.retries - before.retries;
        assert!(retries >= 1, "{transport}: no retry");
        assert_eq!(after.attempts - before.attempts, retries + 1);
        assert_eq!(after.calls - before.calls, 1);
        assert_eq!(holder.await.expect("the holder"), 200);
    }
}

/// A listener that takes connections and never answers; it lets them go after a minute.
fn silent_server() -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("an address");
    listener.set_nonblocking(true).expect("nonblocking");
    std::thread::spawn(move || {
        let mut held = Vec::new();
        let end = Instant::now() + Duration::from_secs(60);
        while Instant::now() < end {
            match listener.accept() {
                Ok((stream, _)) => held.push(stream),
                Err(_) => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    });
    addr
}

#[tokio::test]
async fn a_call_to_a_server_that_does_not_answer_fails_at_its_deadline() {
    let addr = silent_server();
    let new = NewMatch::new(Rules::CLASSIC, players(4));
    for url in [format!("grpc://{addr}"), format!("http://{addr}")] {
        let client = Client::builder()
            .endpoint(&url)
            .deadline(Duration::from_secs(60))
            .connect()
            .await
            .expect("a client");
        // Overridden for one call.
        let short = client.with_deadline(Duration::from_millis(400));
        let started = Instant::now();
        let error = short.new_game(&new).await.expect_err("no answer");
        let took = started.elapsed();
        assert_eq!(error.code, ErrorCode::DeadlineExceeded, "{url}: {error}");
        assert!(!error.from_service() && !error.code.is_retryable());
        assert!(
            took >= Duration::from_millis(400) && took < Duration::from_secs(10),
            "{url}: {took:?}"
        );
        let stats = client.stats();
        assert_eq!((stats.calls, stats.attempts, stats.retries), (1, 1, 0));
    }
}

#[tokio::test]
async fn a_call_to_no_server_is_retried_then_fails_unavailable() {
    // A port nobody listens on: bound, then released.
    let port = poch_tests::free_port();
    for url in [
        format!("grpc://127.0.0.1:{port}"),
        format!("http://127.0.0.1:{port}"),
    ] {
        let client = Client::builder()
            .endpoint(&url)
            .retry(Retry {
                max_attempts: 3,
                initial_backoff: Duration::from_millis(5),
                max_backoff: Duration::from_millis(20),
            })
            .connect()
            .await
            .expect("a client");
        let error = client.presets().await.expect_err("nobody listens");
        assert_eq!(error.code, ErrorCode::Unavailable, "{url}: {error}");
        let stats = client.stats();
        assert_eq!(
            (stats.calls, stats.attempts, stats.retries),
            (1, 3, 2),
            "{url}"
        );
    }
}

/// The `ListPresets` requests a server counted as answered on `transport`.
async fn presets_served(server: &Server, transport: Transport) -> u64 {
    let text = metrics(server).await;
    let series = format!(
        "poch_requests_total{{operation=\"list_presets\",transport=\"{transport}\",outcome=\"ok\"}}"
    );
    sample(&text, &series).map_or(0, |n| n.parse().expect("a count"))
}

#[tokio::test]
async fn calls_are_balanced_over_two_servers() {
    let (a, b) = (Server::start(), Server::start());
    for (transport, urls) in [
        (
            Transport::Grpc,
            format!("grpc://{},grpc://{}", a.addr, b.addr),
        ),
        (Transport::Rest, format!("{},{}", a.url(), b.url())),
    ] {
        let client = Client::connect(&urls).await.expect("a client");
        for _ in 0..60 {
            client.presets().await.expect("ListPresets");
        }
        let served = [
            presets_served(&a, transport).await,
            presets_served(&b, transport).await,
        ];
        assert_eq!(served[0] + served[1], 60, "{transport}: {served:?}");
        assert!(served.iter().all(|&n| n >= 5), "{transport}: {served:?}");
        if transport == Transport::Rest {
            assert_eq!(served, [30, 30], "round-robin");
        }
    }
}

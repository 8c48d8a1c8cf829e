//! A `Replay` takes its answer's place in the answer budget before it builds it
//! (`poch_service::answers::replay_bound`): the place must cover the answer, whatever the
//! table. Over tables of every preset and size, seated bots of several kinds, every locale and
//! none, short and long player ids, and stacks of up to ten digits, each answer over both wires
//! (through the service's own router, gate included) stays within the bound for the actions
//! it applied.

use std::sync::Arc;

use clap::Parser as _;
use http_body_util::BodyExt as _;
use poch_engine::{BotKind, PRESETS, Rules};
use poch_service::answers::replay_bound;
use poch_service::config::Config;
use poch_service::{AppState, ops};
use poch_tests::Picker;
use poch_tests::replays::BotReplay;
use tower::ServiceExt as _;

/// The actions each table's replay applies: a bound per action is checked, so a few hundred
/// show the per-action cost above the fixed part.
const APPLIED: usize = 400;

fn router() -> axum::Router {
    let config = Config::parse_from(["poch-service"]);
    let app = Arc::new(AppState::new(ops::Service::local(), config.max_body_bytes));
    poch_service::app(&config, app).0
}

/// The answer's bytes (a gRPC answer's message, without its prefix) and the actions applied.
async fn answer(router: &axum::Router, replay: &BotReplay, grpc: bool) -> (usize, usize) {
    let (path, body) = if grpc {
        ("/poch.v1.EngineService/Replay", replay.grpc_body())
    } else {
        ("/v1/games/replay", replay.rest_body())
    };
    let request = poch_tests::content_headers(http::Request::post(path), grpc)
        .body(axum::body::Body::from(body))
        .expect("a request");
    let response = router.clone().oneshot(request).await.expect("infallible");
    assert_eq!(response.status().as_u16(), 200, "{replay:?}");
    let collected = response.into_body().collect().await.expect("a body");
    if let Some(trailers) = collected.trailers() {
        assert_eq!(
            trailers.get("grpc-status").map(|v| v.as_bytes()),
            Some(&b"0"[..]),
            "{trailers:?}"
        );
    }
    let bytes = collected.to_bytes();
    let version = if grpc {
        use prost::Message as _;
        let answer = poch_api::v1::ReplayResponse::decode(&bytes[5..]).expect("a ReplayResponse");
        answer.version
    } else {
        let answer: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
        answer["version"].as_u64().expect("a version")
    };
    let message = if grpc { bytes.len() - 5 } else { bytes.len() };
    (message, usize::try_from(version).expect("a count"))
}

#[tokio::test]
async fn a_replay_answer_stays_within_the_place_it_takes_before_it_is_built() {
    let router = router();
    let locales = [
        None,
        Some("en"),
        Some("de"),
        Some("nl"),
        Some("nb"),
        Some("fi"),
    ];
    let kinds = [BotKind::Timeout, BotKind::Heuristic, BotKind::Random];
    let mut picker = Picker::new(35);
    // The tables whose answers are the largest an action (measured with REPLAY_BOUND_ALL),
    // then a sample of others.
    let most = u32::MAX / 6;
    let mut tables = vec![
        ("no-pochen", 6, BotKind::Timeout, most, None, false),
        ("no-pochen", 6, BotKind::Timeout, most, Some("fi"), false),
        ("no-pochen", 6, BotKind::Timeout, most, Some("fi"), true),
        ("no-pochen", 6, BotKind::Timeout, most, Some("nl"), true),
        (
            "large-table",
            8,
            BotKind::Timeout,
            500_000_000,
            Some("fi"),
            true,
        ),
    ];
    // REPLAY_BOUND_ALL=1: every preset, size, kind, locale and kind of id (a long run).
    if std::env::var_os("REPLAY_BOUND_ALL").is_some() {
        for preset in &PRESETS {
            for players in 3..=8 {
                let rules = Rules::preset(preset.name).expect("a preset");
                if rules.validate(players).is_err() {
                    continue;
                }
                let most = u32::MAX / u32::try_from(players).expect("a count");
                for kind in kinds {
                    for locale in locales {
                        for long_ids in [false, true] {
                            tables.push((preset.name, players, kind, most, locale, long_ids));
                        }
                    }
                }
            }
        }
    }
    while tables.len() < 40 {
        let preset = &PRESETS[picker.below(PRESETS.len() as u32) as usize];
        let players = 3 + picker.below(6) as usize;
        if Rules::preset(preset.name)
            .expect("a preset")
            .validate(players)
            .is_err()
        {
            continue;
        }
        // Stacks up to the most the match's chips allow (u32 in all), so amounts of ten digits.
        let most = u32::MAX / u32::try_from(players).expect("a count");
        let chips = [1_000, 1_000_000, most][picker.below(3) as usize];
        tables.push((
            preset.name,
            players,
            kinds[picker.below(3) as usize],
            chips,
            locales[picker.below(6) as usize],
            picker.below(2) == 1,
        ));
    }
    let mut worst = [0.0_f64; 4];
    for (preset, players, kind, chips, locale, long_ids) in tables {
        let mut replay = BotReplay::played_within(preset, players, kind, chips, APPLIED);
        if let Some(locale) = locale {
            replay = replay.told_in(locale.to_owned());
        }
        if long_ids {
            replay = replay.with_long_ids();
        }
        for grpc in [false, true] {
            let (bytes, applied) = answer(&router, &replay, grpc).await;
            let bound = replay_bound(applied, &replay.players(), locale.is_some(), grpc);
            let sweep = std::env::var_os("REPLAY_BOUND_ALL").is_some();
            assert!(
                sweep || bytes <= bound,
                "{preset}, {players} seats, {kind}, {chips} chips, {locale:?}, long ids \
                 {long_ids}, grpc {grpc}: {bytes} bytes for {applied} actions, bound {bound}"
            );
            // How much of the bound above its fixed part the answer took.
            let fixed = replay_bound(0, &replay.players(), locale.is_some(), grpc);
            let share = bytes.saturating_sub(fixed) as f64 / (bound - fixed).max(1) as f64;
            let i = usize::from(grpc) * 2 + usize::from(locale.is_some());
            worst[i] = worst[i].max(bytes as f64 / bound as f64).max(share);
            if std::env::var_os("REPLAY_BOUND_VERBOSE").is_some() {
                println!(
                    "{preset} {players} {kind} {chips} {locale:?} long {long_ids} grpc {grpc}: \
                     {bytes} B, {applied} applied, {:.0} B an action, share {share:.3}",
                    bytes as f64 / applied.max(1) as f64
                );
            }
        }
    }
    println!("largest share of the bound: REST {worst:?} (REST, REST told, gRPC, gRPC told)");
}

/// The hostile Replay: a person's 10,000 timeouts at a table of 8 seats with 7 `timeout`
/// bots and a million chips each. Its bots' moves count: the replay stops where the actions
/// applied would pass `MAX_REPLAY_ACTIONS` (where the engine's own bounded replay stops), with
/// `too_many_actions` naming that action, on both wires; and the longest Replay of the same
/// table within the bound is answered whole, its answer within the place it took.
#[tokio::test]
async fn a_replay_with_seated_bots_stops_at_its_bound_of_actions_on_both_wires() {
    use tonic_types::StatusExt as _;
    let limit = poch_api::MAX_REPLAY_ACTIONS;
    let hostile = BotReplay::timeouts("large-table", 8, BotKind::Timeout, 1_000_000, limit);
    let stopped =
        match poch_engine::Game::replay_within(hostile.new_game(), &hostile.actions, limit) {
            Err(poch_engine::LimitedReplayError::TooManyActions(t)) => t.index.expect("an action"),
            other => panic!("the engine's own replay stops: {other:?}"),
        };
    assert!(
        stopped < limit / 7,
        "the bots' moves count: stopped at {stopped}"
    );
    let server = poch_tests::Server::start();

    let response = server
        .http()
        .post(format!("{}/v1/games/replay", server.url()))
        .header("content-type", "application/json")
        .body(hostile.rest_body())
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status().as_u16(), 422);
    let problem: serde_json::Value = response.json().await.expect("a problem");
    assert_eq!(problem["code"], "too_many_actions", "{problem}");
    assert_eq!(problem["field"], "actions", "{problem}");
    assert_eq!(problem["action_index"], stopped, "{problem}");
    let detail = problem["detail"].as_str().expect("a detail");
    assert!(
        detail.contains(&limit.to_string()) && detail.contains("bots"),
        "{detail}"
    );

    let mut grpc = server.grpc().await;
    let status = grpc
        .replay(hostile.grpc_request())
        .await
        .expect_err("beyond the bound");
    assert_eq!(status.code(), tonic::Code::InvalidArgument, "{status:?}");
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.reason, "too_many_actions");
    let meta = |key: &str| info.metadata.get(key).cloned();
    assert_eq!(meta("field").as_deref(), Some("actions"));
    assert_eq!(meta("limit"), Some(limit.to_string()));
    assert_eq!(meta("action_index"), Some(stopped.to_string()));

    // The same table, cut where its actions fit the bound: answered whole on both wires.
    let within = BotReplay::played_within("large-table", 8, BotKind::Timeout, 1_000_000, limit);
    let engine = poch_engine::Game::replay(within.new_game(), &within.actions).expect("a replay");
    let version = engine.game.version();
    assert!(
        version > (limit - 8) as u64 && version <= limit as u64,
        "{version}"
    );
    let answer = grpc
        .replay(within.grpc_request())
        .await
        .expect("within the bound")
        .into_inner();
    assert_eq!(answer.version, version);
    assert_eq!(answer.events.len(), engine.events.len());
    use prost::Message as _;
    let bound = replay_bound(limit, &within.players(), false, true);
    assert!(
        answer.encoded_len() <= bound,
        "{} > {bound}",
        answer.encoded_len()
    );
    let response = server
        .http()
        .post(format!("{}/v1/games/replay", server.url()))
        .header("content-type", "application/json")
        .body(within.rest_body())
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status().as_u16(), 200);
    let bytes = response.bytes().await.expect("the answer");
    assert!(bytes.len() <= replay_bound(limit, &within.players(), false, false));
    let answer: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
    assert_eq!(answer["version"], version);
    assert_eq!(
        answer["events"].as_array().map(Vec::len),
        Some(engine.events.len())
    );
}

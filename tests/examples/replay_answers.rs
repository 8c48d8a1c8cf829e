//! The largest answers a `Replay` gives, and the memory they take: for each table (the persons
//! alone, and `timeout` bots at tables of 4, 6 and 8), the longest Replay within the
//! most actions a Replay applies (`MAX_REPLAY_ACTIONS`, the bots' moves included), with and
//! without narration, over REST and gRPC, each sent to a fresh server. Prints the actions
//! applied, the events, the answer's bytes, the server's peak resident memory before and after
//! (`VmHWM`), and the time to answer.
//!
//! `POCH_SERVICE_BIN=target/release/poch-service cargo run --release -p poch-tests --example
//! replay_answers` (`tests/load/replays.sh` builds and runs it).

use std::time::Instant;

use poch_engine::BotKind;
use poch_tests::Server;
use poch_tests::replays::BotReplay;
use prost::Message as _;

/// One table's Replay.
struct Case {
    name: String,
    replay: BotReplay,
}

fn cases(limit: usize) -> Vec<Case> {
    let mut cases = vec![Case {
        name: "classic, 4 persons".into(),
        replay: BotReplay::persons("classic", 4, 100_000, limit),
    }];
    // The largest answers an action: `timeout` bots, whose deals end soonest, and stacks of
    // nine digits (`tests/tests/replay_bound.rs` sweeps the others).
    for (preset, players, chips) in [
        ("classic", 4, 1_000_000),
        ("large-table", 8, 1_000_000),
        ("no-pochen", 6, u32::MAX / 6),
    ] {
        cases.push(Case {
            name: format!(
                "{preset}, {players} seats, {} timeout bots, {chips} chips",
                players - 1
            ),
            replay: BotReplay::played_within(preset, players, BotKind::Timeout, chips, limit),
        });
    }
    cases
}

/// What one answer cost.
struct Measured {
    applied: u64,
    events: usize,
    bytes: usize,
    hwm_before: f64,
    hwm_after: f64,
    millis: f64,
}

async fn rest(replay: &BotReplay) -> Measured {
    let server = Server::start();
    let body = replay.rest_body();
    let warm = server.http();
    let _ = warm
        .get(format!("{}/v1/rules/presets", server.url()))
        .send()
        .await
        .expect("presets");
    let hwm_before = poch_tests::peak_rss_mib(server.pid());
    let start = Instant::now();
    let response = warm
        .post(format!("{}/v1/games/replay", server.url()))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status().as_u16(), 200, "a replay within the limit");
    let bytes = response.bytes().await.expect("the answer");
    let millis = start.elapsed().as_secs_f64() * 1e3;
    let hwm_after = poch_tests::peak_rss_mib(server.pid());
    let answer: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
    Measured {
        applied: answer["version"].as_u64().expect("a version"),
        events: answer["events"].as_array().map_or(0, Vec::len),
        bytes: bytes.len(),
        hwm_before,
        hwm_after,
        millis,
    }
}

async fn grpc(replay: &BotReplay) -> Measured {
    let server = Server::start();
    let mut client = server.grpc().await;
    let _ = client
        .list_presets(poch_api::v1::ListPresetsRequest {})
        .await
        .expect("presets");
    let request = replay.grpc_request();
    let hwm_before = poch_tests::peak_rss_mib(server.pid());
    let start = Instant::now();
    let answer = client
        .replay(request)
        .await
        .expect("a replay within the limit")
        .into_inner();
    let millis = start.elapsed().as_secs_f64() * 1e3;
    let hwm_after = poch_tests::peak_rss_mib(server.pid());
    Measured {
        applied: answer.version,
        events: answer.events.len(),
        bytes: answer.encoded_len(),
        hwm_before,
        hwm_after,
        millis,
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let limit = poch_api::MAX_REPLAY_ACTIONS;
    // The narrations measured beside none (`LOCALES=de,fi`; German by default).
    let locales: Vec<String> = std::env::var("LOCALES")
        .unwrap_or_else(|_| "de".into())
        .split(',')
        .map(str::to_owned)
        .collect();
    // The narrations measured with player ids of 64 bytes (`LONG_IDS=fi`; none by default).
    let long_ids: Vec<String> = std::env::var("LONG_IDS")
        .unwrap_or_default()
        .split(',')
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect();
    println!(
        "| table | locale | wire | actions: the list's / applied | events | answer | peak RSS before → after | time |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for case in cases(limit) {
        let told = locales.iter().map(|l| (Some(l.as_str()), false));
        let long = long_ids.iter().map(|l| (Some(l.as_str()), true));
        for (locale, long_ids) in std::iter::once((None, false)).chain(told).chain(long) {
            let mut replay = match locale {
                Some(l) => case.replay.clone().told_in(l.to_owned()),
                None => case.replay.clone(),
            };
            if long_ids {
                replay = replay.with_long_ids();
            }
            for wire in ["REST", "gRPC"] {
                let m = if wire == "REST" {
                    rest(&replay).await
                } else {
                    grpc(&replay).await
                };
                println!(
                    "| {} | {}{} | {wire} | {} / {} | {} | {:.2} MB | {:.1} → {:.1} MiB (+{:.1}) | {:.0} ms |",
                    case.name,
                    locale.unwrap_or("none"),
                    if long_ids { ", ids of 64 bytes" } else { "" },
                    replay.actions.len(),
                    m.applied,
                    m.events,
                    m.bytes as f64 / 1e6,
                    m.hwm_before,
                    m.hwm_after,
                    m.hwm_after - m.hwm_before,
                    m.millis,
                );
            }
        }
    }
}

//! Match records through the real service's `Replay`, on both wires: every record a `poch
//! simulate` run writes is a `POST /v1/games/replay` body as it stands (`{new_game, actions}`,
//! sent over REST exactly as the record holds it), and the same request over gRPC; the final
//! standings the service answers are the record's, and a shared first place is shared alike by
//! the service, `poch simulate`'s summary and the records.

use std::process::Command;

use poch_cli::record::MatchRecord;
use poch_client::{Client, NewMatch};
use poch_engine::{EventKind, MatchEnd, WIN_UNITS};
use poch_tests::Server;
use serde_json::{Value, json};

/// The `match_ended` event among an answer's events (REST: JSON events).
fn match_ended(events: &[Value]) -> Option<&Value> {
    events
        .iter()
        .map(|e| &e["kind"])
        .find(|kind| kind["type"] == "match_ended")
}

/// What a standings list says, as JSON (seat, stack, place, could_pay), best first.
fn standings(end: &MatchEnd) -> Value {
    serde_json::to_value(&end.standings).expect("JSON")
}

#[tokio::test]
async fn every_record_of_a_simulation_replays_through_the_service_on_both_wires() {
    let dir = std::env::temp_dir().join(format!("poch-records-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let records_path = dir.join("records.jsonl");
    // 40 matches of at most two deals, seed 1: short matches, one of which ends with two seats
    // level in first place.
    let simulated = Command::new(env!("CARGO_BIN_EXE_poch-under-test"))
        .args([
            "simulate",
            "--matches",
            "40",
            "--seed",
            "1",
            "--max-deals",
            "2",
        ])
        .args(["--quiet", "--json", "--records"])
        .arg(&records_path)
        .output()
        .expect("poch simulate runs");
    assert!(
        simulated.status.success(),
        "{}",
        String::from_utf8_lossy(&simulated.stderr)
    );
    let summary: Value = serde_json::from_slice(&simulated.stdout).expect("the summary");
    let text = std::fs::read_to_string(&records_path).expect("the records");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 40);

    let server = Server::start();
    let grpc = Client::connect(&format!("grpc://{}", server.addr))
        .await
        .expect("a gRPC client");
    let mut wins = [0u64; 4];
    let mut shared = [0u64; 4];
    for (n, line) in lines.iter().enumerate() {
        let raw: Value = serde_json::from_str(line).expect("JSON");
        assert_eq!(
            (&raw["format"], &raw["version"]),
            (&json!("poch-match-record"), &json!(2))
        );
        let record = MatchRecord::parse(line).expect("a record");
        let end = record
            .match_end
            .clone()
            .expect("every simulated match ends");

        // REST: the record's own `{new_game, actions}`, not a re-encoding of it.
        let body = json!({"new_game": raw["new_game"], "actions": raw["actions"]});
        let (status, answer) = server.post_json("/v1/games/replay", &body).await;
        assert_eq!(status, 200, "line {}: {answer}", n + 1);
        let events = answer["events"].as_array().expect("events");
        let ended = match_ended(events).expect("the replay reaches the match's end");
        assert_eq!(ended["standings"], standings(&end), "line {} (REST)", n + 1);
        assert_eq!(
            ended,
            &serde_json::to_value(EventKind::MatchEnded(end.clone())).expect("JSON")
        );

        // gRPC: the same request in protobuf; the events give every recorded result.
        let new = NewMatch::try_from(record.to_new_game().expect("a start")).expect("seeded");
        let step = grpc
            .replay(&new, &record.seat_actions())
            .await
            .expect("Replay over gRPC");
        record
            .check_results(&step.events)
            .unwrap_or_else(|e| panic!("line {} (gRPC): {e}", n + 1));
        let served = step
            .events
            .iter()
            .find_map(|e| {
                if let EventKind::MatchEnded(end) = &e.kind {
                    Some(end.clone())
                } else {
                    None
                }
            })
            .expect("the match's end");
        assert_eq!(served.standings, end.standings, "line {} (gRPC)", n + 1);

        // Through the client's one-call replay too, on both wires.
        for client in [&grpc, &Client::connect(&server.url()).await.expect("REST")] {
            assert_eq!(
                record.replay_once_through(client).await.expect("answers"),
                Ok(())
            );
        }

        // The winners as the service ranked them: the seats in first place share the win.
        let winners = served.winners();
        for seat in &winners {
            wins[seat.index()] += served.win_units(*seat);
            shared[seat.index()] += u64::from(winners.len() > 1);
        }
    }
    // A shared first place happened, and `poch simulate` counted it as the service ranks it.
    assert!(
        shared.iter().sum::<u64>() >= 2,
        "a shared first place: {shared:?}"
    );
    for (seat, figures) in summary["figures"]["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .enumerate()
    {
        assert_eq!(figures["shared_wins"], json!(shared[seat]), "seat {seat}");
        let expected = wins[seat] as f64 / WIN_UNITS as f64;
        let got = figures["wins"].as_f64().expect("wins");
        assert!(
            (got - expected).abs() < 1e-9,
            "seat {seat}: {got} against {expected}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[tokio::test]
async fn a_version_1_record_replays_through_the_service_as_read() {
    // A record of contract 0.2's shape: the deal source flattened into new_game.
    let simulated = Command::new(env!("CARGO_BIN_EXE_poch-under-test"))
        .args([
            "simulate",
            "--matches",
            "3",
            "--seed",
            "4",
            "--max-deals",
            "2",
        ])
        .args(["--quiet", "--records", "/dev/stdout"])
        .output()
        .expect("poch simulate runs");
    let text = String::from_utf8(simulated.stdout).expect("UTF-8");
    let line = text.lines().next().expect("a record");
    let mut v1: Value = serde_json::from_str(line).expect("JSON");
    let seed = v1["new_game"]["deal_source"]["seeded"]["seed"].clone();
    let rules = serde_json::to_value(
        MatchRecord::parse(line)
            .and_then(|r| r.to_new_game())
            .expect("a start")
            .rules,
    )
    .expect("JSON");
    v1["version"] = json!(1);
    v1["new_game"] = json!({"rules": rules, "players": v1["new_game"]["players"], "seed": seed});
    let server = Server::start();
    // The old shape is refused by the service as a body (its unknown field), and read by poch.
    let body = json!({"new_game": v1["new_game"], "actions": v1["actions"]});
    let (status, problem) = server.post_json("/v1/games/replay", &body).await;
    assert_eq!((status, &problem["code"]), (400, &json!("malformed_body")));
    let record = MatchRecord::parse(&v1.to_string()).expect("version 1 is read");
    for url in [format!("grpc://{}", server.addr), server.url()] {
        let client = Client::connect(&url).await.expect("a client");
        assert_eq!(
            record.replay_once_through(&client).await.expect("answers"),
            Ok(()),
            "{url}"
        );
    }
}

//! Whole matches at the real `poch-tables`: persons on WebSockets, bots in the other seats, a
//! spectator; every update in order, nobody sees another's private events, and the match's
//! histories replay and verify.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use kit::{Server, Socket, play, whole_match};
use poch_engine::Seat;
use poch_tables::api::Stage;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn whole_matches_with_persons_bots_and_a_spectator() {
    let server = Server::start(&[]).await;
    whole_match(&server, "classic", 3, &["heuristic"]).await;
    whole_match(&server, "classic", 4, &["random", "heuristic"]).await;
    whole_match(&server, "large-table", 6, &["heuristic"]).await;
    // What was done is counted (GET /metrics, Prometheus text).
    let text = server
        .http
        .get(server.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let value = |line: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(line).map(|v| v.trim().parse().unwrap()))
            .unwrap_or_else(|| panic!("{line} in {text}"))
    };
    assert_eq!(value("poch_tables_created_total "), 3);
    assert_eq!(value("poch_tables_seats_taken_total "), 3 + 4 + 6);
    assert!(value("poch_tables_moves_total{by=\"person\"} ") > 0);
    assert!(value("poch_tables_moves_total{by=\"bot\"} ") > 0);
    assert!(value("poch_tables_pushes_total ") > 0);
    assert_eq!(value("poch_tables_tables{stage=\"finished\"} "), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reconnecting_socket_is_sent_what_it_missed_in_order() {
    let server = Server::start(&[]).await;
    let made = server
        .create(json!({
            "seats": [{}, {"bot": "heuristic"}, {"bot": "random"}],
            "rules": {"max_deals": 1},
            // The person's turn that falls while it replays goes to the clock.
            "clock": {"move_ms": 300, "bank_ms": 0}
        }))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    let (seat, cred) = creds[0].clone();
    // The person gives its seeds over REST and leaves no socket open: the match starts.
    let (seed, hash) = kit::seed_of(&id, seat);
    let path = |p: &str| format!("/v1/tables/{id}/seats/0/{p}");
    assert_eq!(
        server
            .post(&path("seed-hash"), Some(&cred), json!({"hash": hash}))
            .await
            .0,
        200
    );
    let (status, t) = server
        .post(&path("seed"), Some(&cred), json!({"seed": seed}))
        .await;
    assert_eq!(status, 200, "{t}");
    assert_eq!(t["stage"], "playing");
    let at_start = t["seq"].as_u64().unwrap();
    // Back on a socket from the very first change: every change since is sent again.
    let mut s = Socket::open(&server, &id, Some(&cred), Some(0)).await;
    let Some(poch_tables::api::ServerMessage::Welcome {
        replaying, table, ..
    }) = s.next().await
    else {
        panic!("welcome first")
    };
    assert!(replaying);
    assert!(table.seq >= at_start);
    let mut seqs = Vec::new();
    while seqs.len() < table.seq as usize {
        match s
            .next()
            .await
            .unwrap_or_else(|| panic!("after {seqs:?} of {}", table.seq))
        {
            poch_tables::api::ServerMessage::Update { seq, .. } => seqs.push(seq),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(seqs, (1..=table.seq).collect::<Vec<_>>());
    // And the match is played on to its end from there.
    let seen = play(s, Some(Seat(0)), 7).await;
    assert_eq!(seen.last.unwrap().stage, Stage::Finished);
}

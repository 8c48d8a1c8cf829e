//! Two replicas of the real `poch-tables` on one PostgreSQL database (`POCH_TABLES_TEST_POSTGRES`;
//! `.ci/postgres.sh` starts one): a move made through one reaches the sockets held by the other,
//! and when one is killed mid-match, its persons reconnect to the other and every match ends
//! with every acknowledged move kept and none applied twice.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use std::collections::HashMap;
use std::time::Duration;

use kit::{Server, Socket, play_failover};
use poch_engine::Seat;
use poch_tables::api::{Change, Mover, ServerMessage, Stage};
use serde_json::json;

/// Every `Move` of a person in a table's log, read again from its start on a socket.
async fn person_moves(server: &Server, table: &str) -> Vec<(u64, Seat)> {
    let mut s = Socket::open(server, table, None, Some(0)).await;
    let Some(ServerMessage::Welcome { table: info, .. }) = s.next().await else {
        panic!("welcome")
    };
    let mut moves = Vec::new();
    let mut seq = 0;
    while seq < info.seq {
        let Some(ServerMessage::Update { seq: n, change, .. }) = s.next().await else {
            panic!("the log")
        };
        seq = n;
        if let Change::Move {
            seat,
            by: Mover::Person,
            ..
        } = change
        {
            moves.push((n, seat));
        }
    }
    moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_replica_killed_mid_match_loses_no_acknowledged_move() {
    let Some(url) = kit::database().await else {
        eprintln!(
            "POCH_TABLES_TEST_POSTGRES is not set: the replicas' test needs PostgreSQL (.ci/postgres.sh)"
        );
        return;
    };
    let dir = |n: &str| {
        std::env::temp_dir().join(format!("poch-tables-replica-{n}-{}", fastrand::u64(..)))
    };
    let args = ["--max-tables-per-client", "1000"];
    let mut a = Server::start_in(dir("a"), &args, Some(url.clone())).await;
    let b = Server::start_in(dir("b"), &args, Some(url.clone())).await;
    let ws = |s: &Server| format!("ws://127.0.0.1:{}", s.port);
    let (wa, wb) = (ws(&a), ws(&b));
    let mut players = Vec::new();
    let mut tables = Vec::new();
    for t in 0..4u64 {
        // Made on one replica, seated on the other.
        let made = if t % 2 == 0 { &a } else { &b }
            .create(json!({"seats": [{}, {}, {"bot": "heuristic"}, {}], "rules": {"max_deals": 4}}))
            .await;
        let creds = if t % 2 == 0 { &b } else { &a }.seat_everyone(&made).await;
        for (k, (seat, cred)) in creds.into_iter().enumerate() {
            // Each person starts on one replica and fails over to the other.
            let order = if (t as usize + k).is_multiple_of(2) {
                vec![wa.clone(), wb.clone()]
            } else {
                vec![wb.clone(), wa.clone()]
            };
            players.push((
                made.table.id.clone(),
                seat,
                tokio::spawn(play_failover(
                    order,
                    made.table.id.clone(),
                    Some(cred),
                    Some(seat),
                    t * 10 + k as u64,
                )),
            ));
        }
        tables.push(made.table.id.clone());
    }
    // Mid-match (a few moves into the first table's match): replica A dies at once.
    loop {
        let (_, t) = b.get(&format!("/v1/tables/{}", tables[0]), None).await;
        if t["stage"] == "playing" && t["version"].as_u64().unwrap_or(0) >= 4 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    a.kill();
    let mut unfinished = 0;
    for table in &tables {
        let (_, t) = b.get(&format!("/v1/tables/{table}"), None).await;
        unfinished += usize::from(t["stage"] != "finished");
    }
    assert!(unfinished > 0, "killed mid-match");
    let mut acked: HashMap<(String, Seat), Vec<(String, u64)>> = HashMap::new();
    let mut reconnects = 0;
    for (table, seat, p) in players {
        let seen = p.await.unwrap();
        assert_eq!(seen.last.as_ref().unwrap().stage, Stage::Finished);
        reconnects += seen.reconnects;
        acked.insert((table, seat), seen.acked);
    }
    assert!(reconnects > 0, "persons on the killed replica reconnected");
    for table in &tables {
        let moves = person_moves(&b, table).await;
        for seat in [Seat(0), Seat(1), Seat(3)] {
            let logged: Vec<u64> = moves
                .iter()
                .filter(|(_, s)| *s == seat)
                .map(|(n, _)| *n)
                .collect();
            let acks = &acked[&(table.clone(), seat)];
            // Every acknowledged move is kept, where it was acknowledged.
            for (id, n) in acks {
                assert!(
                    logged.contains(n),
                    "table {table} seat {seat}: move {id} at {n} lost"
                );
            }
            // And none applied twice: each move applied is one move id, acknowledged once
            // (a move sent again after a reconnect is answered as the first time).
            let mut ids: Vec<&String> = acks.iter().map(|(id, _)| id).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(
                logged.len(),
                ids.len(),
                "table {table} seat {seat}: {logged:?} {acks:?}"
            );
        }
        let (_, h) = b.get(&format!("/v1/tables/{table}/history"), None).await;
        let record =
            poch_cli::record::MatchRecord::parse(&h["match_record"].to_string()).unwrap();
        record.replay().expect("each match replays");
    }
}

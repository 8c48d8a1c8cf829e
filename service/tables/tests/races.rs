//! Moves sent at once, at the real `poch-tables`: over a thousand races, each two different
//! moves of the seat to act sent together on the same `seq` (and now and then the winner sent
//! again with its own `move_id`): exactly one is applied each time, the other is `conflict`,
//! the repeat is answered as the first; and each match's final state is the replay of the
//! moves acknowledged.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use kit::{Server, seed_of};
use poch_cli::record::MatchRecord;
use poch_engine::{Action, Seat};
use poch_tables::api::{History, Stage, TableView};
use serde_json::json;

/// The races one table gives: it plays the person's seat by racing two moves at every turn.
async fn race_table(server: Arc<Server>, races: Arc<AtomicUsize>, k: u64) {
    let made = server
        .create(json!({"seats": [{}, {"bot": "heuristic"}, {"bot": "heuristic"}], "rules": {"max_deals": 3}}))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    let (seat, cred) = creds[0].clone();
    let (seed, hash) = seed_of(&id, seat);
    let base = format!("/v1/tables/{id}/seats/0");
    assert_eq!(
        server
            .post(
                &format!("{base}/seed-hash"),
                Some(&cred),
                json!({"hash": hash})
            )
            .await
            .0,
        200
    );
    assert_eq!(
        server
            .post(&format!("{base}/seed"), Some(&cred), json!({"seed": seed}))
            .await
            .0,
        200
    );
    let mut rng = fastrand::Rng::with_seed(k);
    let mut acked: Vec<(u64, Action)> = Vec::new();
    let mut n = 0u64;
    loop {
        let (_, v) = server.get(&format!("{base}/view"), Some(&cred)).await;
        let v: TableView = serde_json::from_value(v).unwrap();
        if v.table.stage == Stage::Finished {
            break;
        }
        let Some(legal) = v
            .view
            .and_then(|v| v.legal)
            .filter(|_| v.table.to_act == Some(Seat(0)))
        else {
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
            continue;
        };
        let mut rng2 = rng.fork();
        let a = legal.sample(|m| rng2.u32(0..m)).unwrap();
        let b = legal.sample(|m| rng2.u32(0..m)).unwrap();
        n += 1;
        let seq = v.table.seq;
        let send = |id: String, action: Action| {
            let server = server.clone();
            let base = base.clone();
            let cred = cred.clone();
            async move {
                server
                    .post(
                        &format!("{base}/moves"),
                        Some(&cred),
                        json!({"move_id": id, "action": action, "seq": seq}),
                    )
                    .await
            }
        };
        let (ra, rb) = tokio::join!(
            send(format!("a{n}"), a.clone()),
            send(format!("b{n}"), b.clone())
        );
        let won: Vec<_> = [(&ra, &a, "a"), (&rb, &b, "b")]
            .into_iter()
            .filter(|((s, _), _, _)| *s == 200)
            .collect();
        assert_eq!(
            won.len(),
            1,
            "exactly one of two moves at once is applied: {ra:?} {rb:?}"
        );
        let loser = if ra.0 == 200 { &rb } else { &ra };
        assert_eq!(
            (loser.0, loser.1["code"].as_str()),
            (409, Some("conflict")),
            "{loser:?}"
        );
        let ((_, answer), action, tag) = won[0];
        assert_eq!(answer["repeated"], false);
        let applied_at = answer["seq"].as_u64().unwrap();
        assert_eq!(applied_at, seq + 1);
        acked.push((applied_at, action.clone()));
        races.fetch_add(1, Ordering::Relaxed);
        if n.is_multiple_of(4) {
            // The winner sent again: answered as it was, applied once.
            let (s, again) = send(format!("{tag}{n}"), action.clone()).await;
            assert_eq!(s, 200, "{again}");
            assert_eq!(
                (again["repeated"].as_bool(), again["seq"].as_u64()),
                (Some(true), Some(applied_at))
            );
        }
    }
    // The final state is the replay of the acknowledged moves (the bots' moves between them
    // are the engine's choices, in the record beside them).
    let (_, h) = server.get(&format!("/v1/tables/{id}/history"), None).await;
    let h: History = serde_json::from_value(h).unwrap();
    let record = MatchRecord::parse(&h.match_record.unwrap().to_string()).unwrap();
    let persons: Vec<Action> = record
        .actions
        .iter()
        .filter(|a| a.seat == Seat(0))
        .map(|a| a.action.clone())
        .collect();
    let acked_actions: Vec<Action> = acked.iter().map(|(_, a)| a.clone()).collect();
    assert_eq!(
        persons, acked_actions,
        "every acknowledged move kept, once, in order; no other"
    );
    let game = record.replay().expect("the record replays");
    let (_, t) = server.get(&format!("/v1/tables/{id}"), None).await;
    assert_eq!(
        t["version"].as_u64(),
        Some(game.version()),
        "the final state is the replay's"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thousand_races_each_apply_exactly_one_move() {
    let server = Arc::new(Server::start(&["--max-tables-per-client", "1000"]).await);
    let races = Arc::new(AtomicUsize::new(0));
    let mut k = 0u64;
    while races.load(Ordering::Relaxed) < 1000 {
        let mut batch = Vec::new();
        for _ in 0..8 {
            k += 1;
            batch.push(tokio::spawn(race_table(server.clone(), races.clone(), k)));
        }
        for t in batch {
            t.await.unwrap();
        }
    }
    assert!(races.load(Ordering::Relaxed) >= 1000);
}

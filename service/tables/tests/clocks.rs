//! Clocks and absent persons at the real `poch-tables`: a person whose clock runs out has the
//! engine's time-out move made for it and is away; the person comes back and plays its own
//! moves again; a person who leaves is played by the table's chosen bot at once.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use std::time::Duration;

use kit::{Server, Socket, play, seed_of};
use poch_engine::{Action, EventKind, Seat};
use poch_tables::api::{Change, Mover, ServerMessage, Stage, TableView};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_late_person_is_moved_for_goes_away_and_comes_back() {
    let server = Server::start(&[]).await;
    let made = server
        .create(json!({
            "seats": [{"bot": "heuristic"}, {}, {"bot": "heuristic"}],
            "rules": {"max_deals": 5},
            "clock": {"move_ms": 400, "bank_ms": 300}
        }))
        .await;
    let id = made.table.id.clone();
    let mut watcher = Socket::open(&server, &id, None, None).await;
    let creds = server.seat_everyone(&made).await;
    let (late, late_cred) = creds[0].clone();
    assert_eq!(late, Seat(1));
    // The person gives its seeds over REST and then does nothing, until the absent bot has
    // moved for it.
    let (seed, hash) = seed_of(&id, late);
    let path = |p: &str| format!("/v1/tables/{id}/seats/1/{p}");
    // The time it was someone's turn, by seq, and every move.
    let mut turn_since = std::collections::HashMap::new();
    let mut moves = Vec::new();
    let mut gave = (false, false);
    let mut came_back = false;
    loop {
        let m = watcher.next().await.expect("the match goes on");
        let ServerMessage::Update {
            seq,
            change,
            events,
            table,
            ..
        } = m
        else {
            continue;
        };
        if table.stage == Stage::Committing && !gave.0 {
            gave.0 = true;
            assert_eq!(
                server
                    .post(&path("seed-hash"), Some(&late_cred), json!({"hash": hash}))
                    .await
                    .0,
                200
            );
        }
        if table.stage == Stage::Revealing && !gave.1 {
            gave.1 = true;
            assert_eq!(
                server
                    .post(&path("seed"), Some(&late_cred), json!({"seed": seed}))
                    .await
                    .0,
                200
            );
        }
        if let Some(to_act) = table.to_act {
            turn_since.insert(seq, (to_act, std::time::Instant::now()));
        }
        if let Change::Move { seat, action, by } = change {
            if seat == late && by == Mover::Clock {
                // The engine's time-out move, named by its timed_out event.
                assert_eq!(action, Action::Timeout);
                assert!(
                    events.iter().any(
                        |e| matches!(e.kind, EventKind::TimedOut { seat: s, .. } if s == late)
                    )
                );
                assert!(table.seats[1].away, "a person whose clock ran out is away");
                assert_eq!(table.seats[1].bank_ms, 0);
                let since = turn_since.get(&(seq - 1)).map(|(_, at)| at.elapsed());
                if let Some(waited) = since {
                    assert!(
                        waited >= Duration::from_millis(500),
                        "the clock ran {waited:?}"
                    );
                }
            }
            moves.push((seat, by));
            // Once the clock has moved for it, the person comes back.
            if !came_back && seat == late && by == Mover::Clock {
                came_back = true;
                let (status, t) = server
                    .post(&path("back"), Some(&late_cred), json!({}))
                    .await;
                assert_eq!(status, 200, "{t}");
                assert_eq!(t["seats"][1]["away"], false);
            }
        }
        if came_back && table.to_act == Some(late) && table.stage == Stage::Playing {
            let (_, v) = server.get(&path("view"), Some(&late_cred)).await;
            let v: TableView = serde_json::from_value(v).unwrap();
            if let Some(legal) = v.view.and_then(|v| v.legal) {
                let action = legal.sample(|_| 0).unwrap();
                let (status, a) = server
                    .post(
                        &path("moves"),
                        Some(&late_cred),
                        json!({"move_id": format!("late{seq}"), "action": action}),
                    )
                    .await;
                assert!(status == 200 || a["code"] == "conflict", "{a}");
            }
        }
        if table.stage == Stage::Finished {
            break;
        }
    }
    let late_moves: Vec<Mover> = moves
        .iter()
        .filter(|(s, _)| *s == late)
        .map(|(_, b)| *b)
        .collect();
    assert_eq!(
        late_moves.first(),
        Some(&Mover::Clock),
        "the late person's first move is the clock's: {late_moves:?}"
    );
    assert!(
        late_moves.contains(&Mover::Person),
        "the person played again after coming back: {late_moves:?}"
    );
    assert!(moves.iter().any(|(s, b)| *s == Seat(2) && *b == Mover::Bot));
    assert!(moves.iter().any(|(s, b)| *s == Seat(0) && *b == Mover::Bot));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_person_who_leaves_mid_match_is_played_by_the_chosen_bot() {
    let server = Server::start(&[]).await;
    let made = server
        .create(json!({
            "seats": [{}, {}, {"bot": "random"}],
            "rules": {"max_deals": 1},
            "absent_bot": "heuristic"
        }))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    let s0 = Socket::open(&server, &id, Some(&creds[0].1), None).await;
    let p0 = tokio::spawn(play(s0, Some(creds[0].0), 5));
    let mut s1 = Socket::open(&server, &id, Some(&creds[1].1), None).await;
    let mut left = false;
    let mut by_heuristic = 0;
    let mut trail = Vec::new();
    while let Some(m) = s1.next().await {
        if let ServerMessage::Update {
            seq, change, table, ..
        } = &m
        {
            trail.push(format!(
                "{seq} {change:?} {:?} {:?}",
                table.stage, table.to_act
            ));
        } else {
            trail.push(format!("{m:?}").chars().take(200).collect());
        }
        let ServerMessage::Update { change, table, .. } = m.clone() else {
            if let ServerMessage::Welcome { .. } = m {
                s1.send(&poch_tables::api::ClientMessage::SeedHash {
                    hash: seed_of(&id, Seat(1)).1,
                })
                .await;
            }
            continue;
        };
        if table.stage == Stage::Revealing && table.seats[1].client_seed.is_none() && !left {
            s1.send(&poch_tables::api::ClientMessage::Seed {
                seed: seed_of(&id, Seat(1)).0,
            })
            .await;
        }
        if table.stage == Stage::Playing && !left {
            left = true;
            s1.send(&poch_tables::api::ClientMessage::Leave).await;
        }
        if let Change::SeatLeft { seat } = change {
            assert_eq!(seat, Seat(1));
            assert!(table.seats[1].away);
        }
        if let Change::Move {
            seat: Seat(1),
            action,
            by,
        } = change
        {
            assert_eq!(by, Mover::Away);
            assert_ne!(
                action,
                Action::Timeout,
                "the chosen bot's move, not the time-out"
            );
            by_heuristic += 1;
        }
        if table.stage == Stage::Finished {
            break;
        }
    }
    assert!(by_heuristic > 0, "{trail:#?}");
    assert_eq!(p0.await.unwrap().last.unwrap().stage, Stage::Finished);
}

//! Whole matches at the real `poch-tables`: persons on WebSockets, bots in the other seats, a
//! spectator; every update in order, nobody sees another's private events, and the match's
//! histories replay and verify.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use kit::{Server, Socket, play};
use poch_client::record::MatchRecord;
use poch_engine::{EventKind, Seat, Visibility};
use poch_tables::api::{History, Stage};
use serde_json::json;

/// Plays one table to its end; the spectator's and each person's record of it.
async fn whole_match(server: &Server, preset: &str, persons: usize, bots: &[&str]) {
    let mut seats: Vec<serde_json::Value> = (0..persons).map(|_| json!({})).collect();
    for (k, b) in bots.iter().enumerate() {
        // Bots sit between the persons.
        seats.insert(1 + 2 * k.min(persons - 1), json!({"bot": b}));
    }
    let made = server
        .create(json!({"preset": preset, "seats": seats, "rules": {"max_deals": 2}}))
        .await;
    let id = made.table.id.clone();
    let spectator = Socket::open(server, &id, None, None).await;
    let spectator = tokio::spawn(play(spectator, None, 0));
    let creds = server.seat_everyone(&made).await;
    let mut players = Vec::new();
    for (k, (seat, cred)) in creds.iter().enumerate() {
        let s = Socket::open(server, &id, Some(cred), None).await;
        players.push((*seat, tokio::spawn(play(s, Some(*seat), k as u64 + 1))));
    }
    let mut seens = Vec::new();
    for (seat, p) in players {
        seens.push((seat, p.await.unwrap()));
    }
    let watched = spectator.await.unwrap();
    let last = watched.last.clone().unwrap();
    assert_eq!(last.stage, Stage::Finished);
    let end = watched
        .events
        .iter()
        .find_map(|e| {
            if let EventKind::MatchEnded(end) = &e.kind {
                Some(end.clone())
            } else {
                None
            }
        })
        .expect("the spectator saw the match end");
    for (seat, seen) in &seens {
        assert_eq!(seen.last.as_ref().unwrap().stage, Stage::Finished);
        // Every seat was dealt its own hand each deal, and saw no other's.
        let own_hands = seen
            .events
            .iter()
            .filter(|e| {
                matches!(e.kind, EventKind::HandDealt { .. })
                    && e.visibility == Visibility::Private(*seat)
            })
            .count();
        assert_eq!(own_hands as u32, end.deals_played, "seat {seat}");
        assert!(seen.acks > 0, "seat {seat} moved");
    }
    assert!(
        !watched
            .events
            .iter()
            .any(|e| e.visibility != Visibility::Public)
    );
    // The public events are the same for every socket.
    let public = |events: &[poch_engine::Event]| {
        events
            .iter()
            .filter(|e| e.visibility == Visibility::Public)
            .cloned()
            .collect::<Vec<_>>()
    };
    for (seat, seen) in &seens {
        assert_eq!(public(&seen.events), public(&watched.events), "seat {seat}");
    }
    // The histories: every deal verifies along the whole chain, and every record replays.
    let (status, h) = server.get(&format!("/v1/tables/{id}/history"), None).await;
    assert_eq!(status, 200);
    let h: History = serde_json::from_value(h).unwrap();
    assert_eq!(h.deals.len() as u32, end.deals_played);
    let players_n = persons + bots.len();
    for d in &h.deals {
        assert!(d.verified.commitment_matches, "deal {}", d.deal);
        assert_eq!(d.verified.chain_matches, Some(true), "deal {}", d.deal);
        assert_eq!(d.hands.len(), players_n);
        let record = MatchRecord::parse(&d.record.to_string()).unwrap();
        record
            .replay()
            .unwrap_or_else(|e| panic!("deal {}'s record: {e}", d.deal));
    }
    let record = MatchRecord::parse(&h.match_record.unwrap().to_string()).unwrap();
    let game = record.replay().expect("the match record replays");
    assert_eq!(
        game.match_end().map(|e| e.standings.clone()),
        Some(end.standings.clone())
    );
    // The download is the same record, on one line.
    let r = server
        .http
        .get(server.url(&format!("/v1/tables/{id}/history/match")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let text = r.text().await.unwrap();
    assert_eq!(text.lines().count(), 1);
    assert_eq!(MatchRecord::parse(text.trim()).unwrap(), record);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn whole_matches_with_persons_bots_and_a_spectator() {
    let server = Server::start(&[]).await;
    whole_match(&server, "classic", 3, &["heuristic"]).await;
    whole_match(&server, "classic", 4, &["random", "heuristic"]).await;
    whole_match(&server, "large-table", 6, &["heuristic"]).await;
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

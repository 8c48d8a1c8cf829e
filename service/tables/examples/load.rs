//! Load on a running `poch-tables` (BENCHMARKS.md, "The table server"):
//!
//! ```text
//! load play URL TABLES SECONDS [PEOPLE]
//!                                  # TABLES tables at once, each PEOPLE persons (1 unless
//!                                  # said), each on its own socket, and heuristic bots in the
//!                                  # other seats up to three, played over and over for
//!                                  # SECONDS: tables and moves a second, and the persons'
//!                                  # move-to-push latency
//! load idle URL PID TABLES SOCKETS # the server's RSS before and after TABLES idle tables,
//!                                  # then SOCKETS idle sockets (spectators of one table)
//! ```
//!
//! A person's move-to-push latency is the time from sending a move on its socket to the
//! push of the table's change that applied it, on the same socket.
#![allow(
    clippy::unwrap_used,
    clippy::wildcard_enum_match_arm,
    clippy::collapsible_if
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use poch_tables::api::{
    Change, ClientMessage, CreatedTable, Mover, SeatGranted, ServerMessage, Stage,
};
use serde_json::json;
use sha2::{Digest as _, Sha256};
use tokio_tungstenite::tungstenite::Message;

#[derive(Default)]
struct Tally {
    tables: AtomicU64,
    moves: AtomicU64,
    /// Tables ended early by a refusal or a closed socket.
    broken: AtomicU64,
    latencies_us: std::sync::Mutex<Vec<u64>>,
}

/// One table of `people` persons (and heuristic bots in the other seats up to three), made,
/// seated and played to its end, each person on its own socket.
async fn one_table(
    http: &reqwest::Client,
    url: &str,
    people: usize,
    tally: &Tally,
    until: Instant,
) -> Option<()> {
    let mut seats = vec![json!({}); people];
    seats.resize(people.max(3), json!({"bot": "heuristic"}));
    let made: CreatedTable = http
        .post(format!("{url}/v1/tables"))
        .json(&json!({"seats": seats, "rules": {"max_deals": 3}}))
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let id = made.table.id;
    // Every seat taken before any socket opens: the commitment round starts with all seated.
    let mut credentials = Vec::new();
    for inv in &made.invitations {
        let granted: SeatGranted = http
            .post(format!("{url}/v1/tables/{id}/seats/{}", inv.seat.0))
            .json(&json!({"name": format!("load {}", inv.seat.0), "invitation": inv.code}))
            .send()
            .await
            .ok()?
            .json()
            .await
            .ok()?;
        credentials.push((granted.seat, granted.credential));
    }
    let ws_url = format!("{}/v1/tables/{id}/socket", url.replacen("http", "ws", 1));
    let persons = credentials
        .into_iter()
        .enumerate()
        .map(|(k, (seat, credential))| {
            // The first person counts the moves and the finished table for all.
            one_person(&ws_url, seat, credential, k == 0, tally, until)
        });
    let ends = futures_util::future::join_all(persons).await;
    ends.into_iter().all(|e| e.is_some()).then_some(())
}

/// One person at a table on its socket: sends its seed hash, then its seed, then a random
/// legal action whenever its seat is to act, until the table is finished.
async fn one_person(
    ws_url: &str,
    me: poch_engine::Seat,
    credential: String,
    counts: bool,
    tally: &Tally,
    until: Instant,
) -> Option<()> {
    let (mut ws, _) = tokio_tungstenite::connect_async(ws_url).await.ok()?;
    let send = |m: &ClientMessage| Message::Text(serde_json::to_string(m).unwrap().into());
    ws.send(send(&ClientMessage::Hello {
        credential: Some(credential),
        last_seq: None,
    }))
    .await
    .ok()?;
    let seed = format!("load {} {}", fastrand::u64(..), me.0);
    let hash = poch_engine::Digest(Sha256::digest(seed.as_bytes()).into());
    ws.send(send(&ClientMessage::SeedHash { hash }))
        .await
        .ok()?;
    let mut view = None;
    let mut sent_at: Option<Instant> = None;
    let mut acted = 0;
    let mut n = 0u64;
    let mut rng = fastrand::Rng::new();
    while let Some(Ok(m)) = ws.next().await {
        let Message::Text(t) = m else { continue };
        let m: ServerMessage = serde_json::from_str(&t).ok()?;
        let (table, v, seq) = match m {
            ServerMessage::Update {
                seq,
                change,
                view: v,
                table,
                ..
            } => {
                if let Change::Move { by, seat, .. } = change {
                    if counts {
                        tally.moves.fetch_add(1, Ordering::Relaxed);
                    }
                    if by == Mover::Person && seat == me {
                        if let Some(at) = sent_at.take() {
                            let us = u64::try_from(at.elapsed().as_micros()).unwrap_or(u64::MAX);
                            tally.latencies_us.lock().unwrap().push(us);
                        }
                    }
                }
                if table.stage == Stage::Revealing && table.seats[me.0].client_seed.is_none() {
                    ws.send(send(&ClientMessage::Seed { seed: seed.clone() }))
                        .await
                        .ok()?;
                }
                (table, v, seq)
            }
            ServerMessage::Welcome { table, view: v, .. } => {
                let seq = table.seq;
                (table, v, seq)
            }
            _ => continue,
        };
        if v.is_some() {
            view = v;
        }
        if table.stage == Stage::Finished {
            if counts {
                tally.tables.fetch_add(1, Ordering::Relaxed);
            }
            return Some(());
        }
        if Instant::now() > until {
            return Some(());
        }
        if table.to_act == Some(me) && seq > acted {
            if let Some(legal) = view.as_ref().and_then(|v| v.legal.clone()) {
                let mut rng = rng.fork();
                let action = legal.sample(|k| rng.u32(0..k))?;
                acted = seq;
                n += 1;
                sent_at = Some(Instant::now());
                ws.send(send(&ClientMessage::Move {
                    move_id: format!("m{n}"),
                    action,
                    seq: Some(seq),
                }))
                .await
                .ok()?;
            }
        }
    }
    None
}

fn rss_kib(pid: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap()
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let http = reqwest::Client::new();
    match args.get(1).map(String::as_str) {
        Some("play") => {
            let url = args[2].clone();
            let tables: usize = args[3].parse().unwrap();
            let seconds: u64 = args[4].parse().unwrap();
            let people: usize = args.get(5).map_or(1, |p| p.parse().unwrap());
            let tally = Arc::new(Tally::default());
            let start = Instant::now();
            let until = start + Duration::from_secs(seconds);
            let mut tasks = Vec::new();
            for _ in 0..tables {
                let (http, url, tally) = (http.clone(), url.clone(), tally.clone());
                tasks.push(tokio::spawn(async move {
                    // A table still going at the end is left there: its persons' sockets may
                    // wait on a clock (an absent person's) far longer than SECONDS.
                    let end = tokio::time::Instant::from_std(until);
                    while Instant::now() < until {
                        let table = one_table(&http, &url, people, &tally, until);
                        if tokio::time::timeout_at(end, table)
                            .await
                            .is_ok_and(|t| t.is_none())
                        {
                            tally.broken.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                }));
            }
            for t in tasks {
                let _ = t.await;
            }
            let secs = start.elapsed().as_secs_f64();
            let mut l = tally.latencies_us.lock().unwrap().clone();
            l.sort_unstable();
            let q = |p: f64| {
                l.get(((l.len() as f64 - 1.0) * p) as usize)
                    .copied()
                    .unwrap_or(0) as f64
                    / 1000.0
            };
            println!(
                "tables at once {tables}, {people} persons each: {:.1} tables finished/s, {:.0} moves/s (persons' and bots'), persons' move-to-push latency p50 {:.2} ms p99 {:.2} ms ({} moves timed); {} tables, {} moves in {secs:.2} s; {} tables broken off",
                tally.tables.load(Ordering::Relaxed) as f64 / secs,
                tally.moves.load(Ordering::Relaxed) as f64 / secs,
                q(0.5),
                q(0.99),
                l.len(),
                tally.tables.load(Ordering::Relaxed),
                tally.moves.load(Ordering::Relaxed),
                tally.broken.load(Ordering::Relaxed),
            );
        }
        Some("idle") => {
            let (url, pid) = (&args[2], &args[3]);
            let tables: usize = args[4].parse().unwrap();
            let sockets: usize = args[5].parse().unwrap();
            let before = rss_kib(pid);
            let mut first = None;
            for _ in 0..tables {
                let made: CreatedTable = http
                    .post(format!("{url}/v1/tables"))
                    .json(&json!({"seats": [{}, {}, {}, {}]}))
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                first.get_or_insert(made.table.id);
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            let with_tables = rss_kib(pid);
            let id = first.unwrap();
            let ws_url = format!("{}/v1/tables/{id}/socket", url.replacen("http", "ws", 1));
            let mut open = Vec::new();
            for _ in 0..sockets {
                let (mut ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
                let hello = serde_json::to_string(&ClientMessage::Hello {
                    credential: None,
                    last_seq: None,
                })
                .unwrap();
                ws.send(Message::Text(hello.into())).await.unwrap();
                let _ = ws.next().await;
                open.push(ws);
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            let with_sockets = rss_kib(pid);
            println!(
                "RSS {before} KiB; {tables} idle tables: +{} KiB ({:.2} KiB a table); {sockets} idle sockets: +{} KiB ({:.2} KiB a socket)",
                with_tables.saturating_sub(before),
                with_tables.saturating_sub(before) as f64 / tables as f64,
                with_sockets.saturating_sub(with_tables),
                with_sockets.saturating_sub(with_tables) as f64 / sockets.max(1) as f64
            );
        }
        _ => eprintln!("load play URL TABLES SECONDS [PEOPLE] | load idle URL PID TABLES SOCKETS"),
    }
}

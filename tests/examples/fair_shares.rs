//! One client against the shares of a running `poch-service` in its production configuration
//! (`tests/load/fair_shares.sh` starts it so), while a legitimate caller keeps asking. The
//! attacker connects from `127.0.0.2`, the caller from `127.0.0.1`: two clients.
//!
//! The legitimate caller, each call on a new connection and given 5 s: every 100 ms, a REST
//! `Apply` (HTTP/1.1) and a gRPC `Apply` (h2c), each with a sealed token and its seat's
//! ticket, and a `NewGame` (REST and gRPC by turns); every 500 ms, a small `Replay` (4 seats
//! with 3 `timeout` bots and 4 timeouts of seat 0, the seed left to the server; REST and
//! gRPC by turns). Bots that time out too: with `heuristic` bots, about one match in 200 of the
//! deals the server draws ended before the person's second move (the bots raised each other
//! all in on a Pochen, and the two who lost could not pay the next ante), and the Replay was
//! rightly refused `match_over`, which the tally counted as not served.
//!
//! The attacks on shared budgets, each sustained for the run, every connection reopened
//! when the server closes it:
//!
//! - `stalled-uploads`: CONNECTIONS (41) HTTP/1.1 connections, each a REST `Apply` head
//!   declaring `Content-Length: 1048576` (four in five) or `100`, one byte of body, then
//!   silence; one refused at once declares half as much the next time, one held until its
//!   deadline twice as much.
//! - `unread-answers`: CONNECTIONS (22) HTTP/2 connections that read no answer (a stream window
//!   of 0), each with 91 REST `NewGame`s (8 seats, told in Finnish, every view included: about
//!   18 KB of answer) and 9 malformed REST `Apply`s (a refusal of about 200 bytes).
//! - `search-replays`: CONNECTIONS (1,100) `Replay`s in flight over gRPC, 100 a connection, each
//!   sent again as soon as it is answered: 2,000 timeouts of a person at 4 seats with 3
//!   `search` bots (13 KB; each about 625 searched moves before `too_many_actions`).
//! - `replay-rate`: the same Replay sent CONNECTIONS (310) times a second, whatever is answered,
//!   on 16 connections.
//! - `padded-replays`: CONNECTIONS (64) of the same Replays in flight, each padded to 1 MB with
//!   a field the message does not have.
//! - `unread-bot-replays`: one REST Replay of bots a second (8 seats of `large-table` with 7
//!   `timeout` bots, 1,000 timeouts of the person: about 4 MB of JSON), each on a connection
//!   that reads no answer.
//!
//! Prints the share of each legitimate call served and their times, how the attack's calls
//! were answered, the server's CPU time over the run, and its resident memory before and at its
//! peak.
//!
//! `cargo run --release -p poch-tests --example fair_shares -- ADDR PID KIND [SECONDS]
//! [CONNECTIONS|-] [both|attacker|caller]`: the attacker and the caller in this one process
//! (`both`, the default), or one of them, the other run in a process of its own
//! (`tests/load/fair_shares.sh` with `SPLIT=1` pins each to CPUs of its own).

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use poch_api::convert::{FromProto as _, ToProto as _};
use poch_api::v1 as pb;
use poch_engine::BotKind;
use poch_tests::attack::{
    ATTACKER, CALLER, Tally, connect_from, cpu_seconds, grpc_served, grpc_status_on,
    h2_connect_from, http_served, http1_status, rest_head, sleep_until_stop, watch_rss,
};
use poch_tests::kit::{players, sealed, sealed_token};
use poch_tests::replays::BotReplay;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

const APPLY: &str = "/poch.v1.EngineService/Apply";
const NEW_GAME: &str = "/poch.v1.EngineService/NewGame";
const REPLAY: &str = "/poch.v1.EngineService/Replay";

/// The legitimate caller's requests: bodies for both wires.
struct Calls {
    rest_apply: Vec<u8>,
    grpc_apply: Bytes,
    rest_new_game: Vec<u8>,
    grpc_new_game: Bytes,
    rest_replay: Vec<u8>,
    grpc_replay: Bytes,
}

/// A match started on the server (the seed its own), the seat to act with its ticket and a
/// legal action of it: the `Apply` a game server sends, on each wire.
async fn calls(addr: SocketAddr) -> Calls {
    let channel = tonic::transport::Channel::from_shared(format!("http://{addr}"))
        .expect("a URI")
        .connect()
        .await
        .expect("connect");
    let mut grpc = pb::engine_service_client::EngineServiceClient::new(channel);
    let new_game = pb::NewGameRequest {
        players: players(),
        ..pb::NewGameRequest::default()
    };
    let started = grpc
        .new_game(new_game.clone())
        .await
        .expect("NewGame")
        .into_inner();
    let seat = started.to_act.expect("a seat to act");
    let ticket = started.tickets.expect("tickets").seats[seat as usize].clone();
    let token = sealed_token(started.state);
    let legal = grpc
        .list_legal_actions(pb::ListLegalActionsRequest {
            state: sealed(&token),
            seat,
            ticket: ticket.clone(),
            include_action_ids: false,
        })
        .await
        .expect("ListLegalActions")
        .into_inner()
        .legal
        .expect("legal actions");
    let legal = poch_engine::LegalActions::from_proto(legal).expect("legal actions");
    let action = poch_tests::pick(&legal);
    let mut apply = poch_tests::kit::apply_on(sealed(&token), seat, Some(action.to_proto()));
    apply.ticket = ticket.clone();
    let rest_apply = serde_json::to_vec(&serde_json::json!({
        "state": {"sealed": poch_service::token::to_text(&token)},
        "seat": seat,
        "action": action,
        "ticket": poch_service::token::to_text(&ticket),
    }))
    .expect("JSON");
    let replay = BotReplay::timeouts("classic", 4, BotKind::Timeout, 1_000_000, 4).server_seeded();
    Calls {
        rest_apply,
        grpc_apply: Bytes::from(poch_tests::grpc_framed(&apply)),
        rest_new_game: serde_json::to_vec(&serde_json::json!({"players": players()}))
            .expect("JSON"),
        grpc_new_game: Bytes::from(poch_tests::grpc_framed(&new_game)),
        rest_replay: replay.rest_body(),
        grpc_replay: Bytes::from(replay.grpc_body()),
    }
}

/// Asks the legitimate calls until `stop`: the Applys and a NewGame every 100 ms, a Replay every
/// 500 ms.
async fn legitimate(addr: SocketAddr, calls: Arc<Calls>, legit: Arc<Tally>, stop: Arc<AtomicBool>) {
    let mut tasks = Vec::new();
    let mut round = 0u64;
    while !stop.load(Ordering::Relaxed) {
        let (calls, legit) = (calls.clone(), legit.clone());
        let by_rest = round.is_multiple_of(2);
        tasks.push(tokio::spawn(async move {
            let within = Duration::from_secs(5);
            let rest = |path: &'static str, body: Vec<u8>| async move {
                http_served(http1_status(CALLER, addr, &rest_head(path, body.len()), &body).await)
            };
            let grpc = |path: &'static str, body: Bytes| grpc_served(CALLER, addr, path, body);
            let apply = rest("/v1/games/apply", calls.rest_apply.clone());
            legit.time_outcome(0, within, apply).await;
            let apply = grpc(APPLY, calls.grpc_apply.clone());
            legit.time_outcome(1, within, apply).await;
            if by_rest {
                let new_game = rest("/v1/games", calls.rest_new_game.clone());
                legit.time_outcome(2, within, new_game).await;
            } else {
                let new_game = grpc(NEW_GAME, calls.grpc_new_game.clone());
                legit.time_outcome(2, within, new_game).await;
            }
            // A Replay every 500 ms, by turns on each wire.
            match round % 10 {
                0 => {
                    let replay = rest("/v1/games/replay", calls.rest_replay.clone());
                    legit.time_outcome(3, within, replay).await;
                }
                5 => {
                    let replay = grpc(REPLAY, calls.grpc_replay.clone());
                    legit.time_outcome(3, within, replay).await;
                }
                _ => {}
            }
        }));
        round += 1;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for task in tasks {
        let _ = task.await;
    }
}

/// How the attack's calls were answered, by outcome.
#[derive(Default)]
struct Outcomes(Mutex<BTreeMap<String, u64>>);

impl Outcomes {
    fn count(&self, outcome: impl Into<String>) {
        if let Ok(mut map) = self.0.lock() {
            *map.entry(outcome.into()).or_default() += 1;
        }
    }

    fn count_grpc(&self, code: Option<tonic::Code>) {
        self.count(match code {
            Some(tonic::Code::Ok) => "ok",
            Some(tonic::Code::ResourceExhausted) => "overloaded",
            Some(tonic::Code::DeadlineExceeded) => "timeout",
            Some(tonic::Code::InvalidArgument | tonic::Code::FailedPrecondition) => "refused",
            Some(tonic::Code::Unavailable) | None => "stream refused or reset",
            Some(_) => "other",
        });
    }

    fn render(&self) -> String {
        self.0.lock().map_or_else(
            |_| String::new(),
            |map| {
                map.iter()
                    .map(|(k, n)| format!("{k} {n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
        )
    }
}

/// `connections` HTTP/1.1 uploads that stall after one byte, each reopened once the server
/// closes it, until `stop`. Each declares 1 MiB at first (four in five, the others 100 bytes,
/// started half a second later), half as much again each time it is refused at once (down to
/// 100 bytes) and twice as much each time it was held until its deadline (up to 1 MiB):
/// together they fill whatever a budget of declared lengths has left, and those refused keep
/// asking, to take each place given back.
async fn stalled_uploads(
    addr: SocketAddr,
    connections: usize,
    outcomes: Arc<Outcomes>,
    stop: Arc<AtomicBool>,
) -> String {
    let mut tasks = Vec::new();
    for i in 0..connections {
        let (stop, outcomes) = (stop.clone(), outcomes.clone());
        let small = i % 5 == 4;
        tasks.push(tokio::spawn(async move {
            let mut declared: usize = if small { 100 } else { 1 << 20 };
            if small {
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            while !stop.load(Ordering::Relaxed) {
                let Ok(mut tcp) = connect_from(ATTACKER, addr).await else {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                };
                let head = format!(
                    "POST /v1/games/apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                     Content-Length: {declared}\r\n\r\n{{"
                );
                if tcp.write_all(head.as_bytes()).await.is_err() {
                    continue;
                }
                let mut answer = Vec::new();
                loop {
                    let mut buffer = [0u8; 4096];
                    match tokio::time::timeout(Duration::from_millis(200), tcp.read(&mut buffer))
                        .await
                    {
                        Ok(Ok(0) | Err(_)) => break,
                        Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
                        Err(_) if stop.load(Ordering::Relaxed) => return,
                        Err(_) => {}
                    }
                }
                let status = answer.get(9..12).map_or_else(
                    || "none".to_owned(),
                    |s| String::from_utf8_lossy(s).into_owned(),
                );
                // Refused at once: half as much; held until its deadline: twice as much.
                declared = match status.as_str() {
                    "503" => (declared / 2).max(100),
                    _ => (declared * 2).min(1 << 20),
                };
                outcomes.count(format!("uploads closed after HTTP {status}"));
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    format!("{connections} stalled uploads at a time, reopened once closed")
}

/// `connections` HTTP/2 connections that read no answer, each with 91 REST NewGames (8 seats,
/// told in Finnish, every view: about 18 KB of JSON) and 9 malformed REST Applys, each connection opened again once the server closes it, until `stop`.
async fn unread_answers(
    addr: SocketAddr,
    connections: usize,
    outcomes: Arc<Outcomes>,
    stop: Arc<AtomicBool>,
) -> String {
    let new_game = Bytes::from(
        serde_json::to_vec(&serde_json::json!({
            "preset": "large-table",
            "players": ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"],
            "include_views": true,
            "locale": "fi",
        }))
        .expect("JSON"),
    );
    let malformed = Bytes::from_static(b"{\"state\": 7}");
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (stop, outcomes) = (stop.clone(), outcomes.clone());
        let (new_game, malformed) = (new_game.clone(), malformed.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let Some(mut h2) = h2_connect_from(ATTACKER, addr, Some(0)).await else {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                };
                let mut held = Vec::new();
                for i in 0..100 {
                    let Ok(ready) = h2.clone().ready().await else {
                        break;
                    };
                    h2 = ready;
                    let (path, body) = if i % 11 == 10 {
                        ("/v1/games/apply", malformed.clone())
                    } else {
                        ("/v1/games", new_game.clone())
                    };
                    let request = poch_tests::content_headers(
                        http::Request::post(format!("http://{addr}{path}")),
                        false,
                    )
                    .body(())
                    .expect("a request");
                    let Ok((response, mut send)) = h2.send_request(request, false) else {
                        break;
                    };
                    send.reserve_capacity(body.len());
                    let _ = send.send_data(body, true);
                    held.push(tokio::spawn(async move {
                        match response.await {
                            Ok(head) => (
                                format!("HTTP {} held unread", head.status().as_u16()),
                                Some((head, send)),
                            ),
                            Err(e) => (format!("stream {}", reason(&e)), None),
                        }
                    }));
                }
                outcomes.count("connections opened");
                // The answers are kept (a dropped one would reset its stream), never read.
                let mut answers = Vec::new();
                for task in held {
                    if let Ok((outcome, answer)) = task.await {
                        outcomes.count(outcome);
                        answers.push(answer);
                    }
                }
                // Held until the server closes the connection.
                while !stop.load(Ordering::Relaxed) && h2.clone().ready().await.is_ok() {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                outcomes.count("connections closed by the server");
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    format!("{connections} connections reading no answer, 100 streams each")
}

fn reason(error: &h2::Error) -> String {
    error
        .reason()
        .map_or_else(|| "broken".to_owned(), |r| format!("reset {r:?}"))
}

/// The search-bot Replay of the attacks: 2,000 timeouts of a person at 4 seats with 3
/// `search` bots, the seed left to the server.
fn search_replay() -> Bytes {
    let replay =
        BotReplay::timeouts("classic", 4, BotKind::Search, 1_000_000, 2_000).server_seeded();
    Bytes::from(replay.grpc_body())
}

/// `body` padded to `size` bytes with a field `ReplayRequest` does not have (which a reader
/// skips), framed.
fn padded(body: &[u8], size: usize) -> Bytes {
    let mut message = body[5..].to_vec();
    let padding = size - message.len() - 5 - 5;
    prost::encoding::encode_key(
        1000,
        prost::encoding::WireType::LengthDelimited,
        &mut message,
    );
    prost::encoding::encode_varint(padding as u64, &mut message);
    message.resize(message.len() + padding, 0);
    Bytes::from(poch_tests::grpc_frame(
        0,
        u32::try_from(message.len()).expect("small"),
        &message,
    ))
}

/// `in_flight` calls of `body` to `path`, 100 a connection, each sent again as soon as it is
/// answered, until `stop`; a caller whose connection is closed opens one of its own.
async fn in_flight(
    addr: SocketAddr,
    path: &'static str,
    body: Bytes,
    in_flight: usize,
    outcomes: Arc<Outcomes>,
    stop: Arc<AtomicBool>,
) {
    let mut tasks = Vec::new();
    for connection in 0..in_flight.div_ceil(100) {
        let Some(h2) = h2_connect_from(ATTACKER, addr, None).await else {
            outcomes.count("connection refused");
            continue;
        };
        for _ in 0..(in_flight - 100 * connection).min(100) {
            let (mut h2, body, outcomes, stop) =
                (h2.clone(), body.clone(), outcomes.clone(), stop.clone());
            tasks.push(tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let code = grpc_status_on(h2.clone(), addr, path, body.clone()).await;
                    outcomes.count_grpc(code);
                    if code.is_none() && h2.clone().ready().await.is_err() {
                        match h2_connect_from(ATTACKER, addr, None).await {
                            Some(new) => h2 = new,
                            None => tokio::time::sleep(Duration::from_millis(100)).await,
                        }
                    }
                }
            }));
        }
    }
    for task in tasks {
        let _ = task.await;
    }
}

/// `rate` calls of `body` to `path` a second on 16 connections, whatever is answered, until
/// `stop`.
async fn at_rate(
    addr: SocketAddr,
    path: &'static str,
    body: Bytes,
    rate: usize,
    outcomes: Arc<Outcomes>,
    stop: Arc<AtomicBool>,
) {
    let mut pool = Vec::new();
    for _ in 0..16 {
        if let Some(h2) = h2_connect_from(ATTACKER, addr, None).await {
            pool.push(h2);
        }
    }
    let period = Duration::from_secs_f64(1.0 / rate.max(1) as f64);
    let mut tick = tokio::time::interval(period);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let mut n = 0usize;
    let mut tasks = Vec::new();
    while !stop.load(Ordering::Relaxed) && !pool.is_empty() {
        tick.tick().await;
        let h2 = pool[n % pool.len()].clone();
        n += 1;
        let (body, outcomes) = (body.clone(), outcomes.clone());
        tasks.push(tokio::spawn(async move {
            outcomes.count_grpc(grpc_status_on(h2, addr, path, body).await);
        }));
        tasks.retain(|t: &tokio::task::JoinHandle<()>| !t.is_finished());
    }
    for task in tasks {
        let _ = task.await;
    }
}

/// One REST Replay of bots a second (1,000 timeouts of a person at 8 seats of `large-table`
/// with 7 `timeout` bots: about 8,000 actions applied, some 4 MB of JSON), each on a new
/// HTTP/2 connection that reads no answer, held until the server closes it, until `stop`.
async fn unread_bot_replays(addr: SocketAddr, outcomes: Arc<Outcomes>, stop: Arc<AtomicBool>) {
    let replay =
        BotReplay::timeouts("large-table", 8, BotKind::Timeout, 1_000_000, 1_000).server_seeded();
    let body = Bytes::from(replay.rest_body());
    let mut held = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        if let Some(h2) = h2_connect_from(ATTACKER, addr, Some(0)).await {
            let (body, outcomes) = (body.clone(), outcomes.clone());
            held.push(tokio::spawn(async move {
                let Ok(mut h2) = h2.ready().await else {
                    return;
                };
                let request = poch_tests::content_headers(
                    http::Request::post(format!("http://{addr}/v1/games/replay")),
                    false,
                )
                .body(())
                .expect("a request");
                let Ok((response, mut send)) = h2.send_request(request, false) else {
                    return;
                };
                send.reserve_capacity(body.len());
                let _ = send.send_data(body, true);
                // The answer is kept (a dropped one would reset its stream), never read.
                let _answer = match response.await {
                    Ok(head) => {
                        outcomes.count(format!("HTTP {} held unread", head.status().as_u16()));
                        Some(head)
                    }
                    Err(e) => {
                        outcomes.count(format!("stream {}", reason(&e)));
                        None
                    }
                };
                let _keep = send;
                while h2.clone().ready().await.is_ok() {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }));
        }
        sleep_until_stop(&stop, Duration::from_secs(1)).await;
    }
    for task in held {
        task.abort();
    }
}

/// Which part of the run this process plays: both (one process, one runtime), or the attacker
/// or the legitimate caller alone (two processes, each on CPUs of its own: a busy attacker
/// cannot delay the caller's own tasks).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Both,
    Attacker,
    Caller,
}

/// Runs the attack `kind` until `stop`; what it was.
async fn attack(
    addr: SocketAddr,
    kind: &str,
    connections: Option<usize>,
    outcomes: Arc<Outcomes>,
    stop: Arc<AtomicBool>,
) -> String {
    match kind {
        "stalled-uploads" => stalled_uploads(addr, connections.unwrap_or(41), outcomes, stop).await,
        "unread-answers" => unread_answers(addr, connections.unwrap_or(22), outcomes, stop).await,
        "search-replays" => {
            let n = connections.unwrap_or(1_100);
            in_flight(addr, REPLAY, search_replay(), n, outcomes, stop).await;
            format!("{n} search-bot Replays in flight, each sent again once answered")
        }
        "replay-rate" => {
            let rate = connections.unwrap_or(310);
            at_rate(addr, REPLAY, search_replay(), rate, outcomes, stop).await;
            format!("{rate} search-bot Replays a second")
        }
        "padded-replays" => {
            let n = connections.unwrap_or(64);
            let body = padded(&search_replay(), 1_000_000);
            in_flight(addr, REPLAY, body, n, outcomes, stop).await;
            format!("{n} search-bot Replays padded to 1 MB in flight")
        }
        "unread-bot-replays" => {
            unread_bot_replays(addr, outcomes, stop).await;
            "one Replay of bots a second, none read".to_owned()
        }
        other => panic!(
            "no attack {other}: stalled-uploads, unread-answers, search-replays, replay-rate, \
             padded-replays or unread-bot-replays"
        ),
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args = std::env::args().skip(1);
    let addr: SocketAddr = args.next().expect("ADDR").parse().expect("an address");
    let pid: u32 = args.next().expect("PID").parse().expect("a pid");
    let kind = args.next().expect("KIND");
    let seconds: u64 = args.next().map_or(30, |s| s.parse().expect("SECONDS"));
    let connections: Option<usize> = args
        .next()
        .filter(|c| c != "-")
        .map(|c| c.parse().expect("CONNECTIONS"));
    let role = match args.next().as_deref() {
        None | Some("both") => Role::Both,
        Some("attacker") => Role::Attacker,
        Some("caller") => Role::Caller,
        Some(other) => panic!("no role {other}: both, attacker or caller"),
    };
    let outcomes = Arc::new(Outcomes::default());
    let stop = Arc::new(AtomicBool::new(false));
    if role == Role::Attacker {
        // The attack for the caller's run and the 3 s before it, then its outcomes.
        let until = stop.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_secs(seconds + 3)).await;
            until.store(true, Ordering::Relaxed);
        });
        let what = attack(addr, &kind, connections, outcomes.clone(), stop).await;
        println!("attack {kind}: {what}");
        println!("attack calls answered: {}", outcomes.render());
        std::process::exit(0);
    }
    let calls = Arc::new(calls(addr).await);
    let before = poch_tests::rss_mib(pid);
    let cpu_before = cpu_seconds(pid);
    let attack = (role == Role::Both).then(|| {
        let (stop, kind, outcomes) = (stop.clone(), kind.clone(), outcomes.clone());
        tokio::spawn(async move { attack(addr, &kind, connections, outcomes, stop).await })
    });
    // The attack takes its places first.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let legit = Arc::new(Tally::new(&[
        "REST Apply",
        "gRPC Apply",
        "NewGame",
        "small Replay",
    ]));
    let caller = tokio::spawn(legitimate(addr, calls, legit.clone(), stop.clone()));
    let peak = watch_rss(pid, seconds).await;
    stop.store(true, Ordering::Relaxed);
    let _ = caller.await;
    let cpu = cpu_seconds(pid) - cpu_before;
    if let Some(attack) = attack {
        let what = tokio::time::timeout(Duration::from_secs(20), attack)
            .await
            .map_or_else(
                |_| "(the attack did not stop in time)".to_owned(),
                |a| a.unwrap_or_default(),
            );
        println!("attack {kind}: {what}");
    }
    println!("legitimate calls served: {}", legit.shares());
    println!("legitimate calls' times: {}", legit.latencies());
    println!("legitimate calls not served: {}", legit.failures());
    if role == Role::Both {
        println!("attack calls answered: {}", outcomes.render());
    }
    println!("server CPU {cpu:.1} s in {seconds} s");
    let high = poch_tests::peak_rss_mib(pid);
    println!("rss before: {before:.1} MiB, peak: {peak:.1} MiB (high-water mark {high:.1} MiB)");
    // Nothing waits for the attack's connections.
    std::process::exit(0);
}

//! Hostile clients at full scale against a running `poch-service`, each while a legitimate
//! caller keeps asking: every 100 ms, on a new connection each, `GET /healthz`, a REST `Apply`
//! (HTTP/1.1) and a gRPC `Apply` (h2c), each given 5 s. Prints how many of the legitimate calls
//! were served and the server's resident memory (from `/proc/PID/status`) before and at its
//! peak. The attacks:
//!
//! - `health`: CONNECTIONS HTTP/2 connections (544 by default) with 100 gRPC health streams
//!   each, left hanging: a `Check` whose message never completes, or a `Watch` whose request
//!   side stays open, half of each; they stay open until the run ends.
//! - `probes`: the connection cap (512 by default) filled with connections that only poll
//!   `/healthz`, half over HTTP/1.1 every 8 s, half over HTTP/2 every 20 s.
//! - `slowloris`: twice the cap of connections that send nothing, each reconnecting 10 ms
//!   after the server closes it.
//! - `replays`: CONNECTIONS callers (16 by default), half over REST and half over gRPC, each
//!   sending the hostile `Replay` again as soon as it is answered: a person's 10,000 timeouts at
//!   a table of 8 seats with 7 `timeout` bots and a million chips each (refused:
//!   `too_many_actions` once its actions applied, the bots' included, would pass the bound, or
//!   `overloaded` when the answer budget has no room for it).
//! - `large-replays`: the same callers, each sending the largest Replay answered whole (6 seats
//!   of `no-pochen` with 5 `timeout` bots and stacks of nine digits, cut within the bound,
//!   told in Finnish, with player ids of 64 bytes: 23 MB of JSON, 10 MB of protobuf) and
//!   reading its answer.
//!
//! Besides the legitimate calls, the replay attacks print how their calls were answered (a
//! replay that waited for its turn longer than the request timeout is `timeout`), and the
//! server's CPU time over the run (from `/proc/PID/stat`).
//!
//! The attacks' connections come from sixteen loopback addresses (`127.0.1.1` to `127.0.1.16`,
//! [`poch_tests::attack::attacker`]), sixteen clients that together can fill the cap (a client
//! holds a quarter of it at most); the legitimate caller connects from `127.0.0.1`.
//!
//! `cargo run --release -p poch-tests --example attacks -- ADDR PID KIND [SECONDS] [CONNECTIONS]`
//! (`tests/load/attacks.sh` starts the server, runs each, and times a shutdown under `health`.)

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use poch_tests::attack::{
    CALLER, Tally, attacker, connect_from, cpu_seconds, grpc_ok, h2_connect_from, http1_status,
    rest_head, sleep_until_stop,
};
use poch_tests::{apply_body, apply_request, grpc_frame, grpc_framed, grpc_request, load_position};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

/// Asks the three legitimate calls every 100 ms until `stop`, each on a new connection and
/// given 5 s: `/healthz`, a REST `Apply` (HTTP/1.1) and a gRPC `Apply` (h2c).
async fn legitimate(addr: SocketAddr, legit: Arc<Tally>, stop: Arc<AtomicBool>) {
    let (game, seat, action) = load_position();
    let rest_body = apply_body(game.state(), seat, &action);
    let rest_head = rest_head("/v1/games/apply", rest_body.len());
    let grpc_body = Bytes::from(grpc_framed(&apply_request(
        game.state(),
        seat,
        &action,
        false,
    )));
    let mut calls = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let (legit, rest_head, rest_body, grpc_body) = (
            legit.clone(),
            rest_head.clone(),
            rest_body.clone(),
            grpc_body.clone(),
        );
        calls.push(tokio::spawn(async move {
            let within = Duration::from_secs(5);
            let healthz = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
            legit
                .time(0, within, async {
                    http1_status(CALLER, addr, healthz, &[]).await == Some(200)
                })
                .await;
            legit
                .time(1, within, async {
                    http1_status(CALLER, addr, &rest_head, &rest_body).await == Some(200)
                })
                .await;
            legit
                .time(
                    2,
                    within,
                    grpc_ok(CALLER, addr, "/poch.v1.EngineService/Apply", grpc_body),
                )
                .await;
        }));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for call in calls {
        let _ = call.await;
    }
}

/// `connections` HTTP/2 connections, each with 100 health streams left hanging, held until
/// `stop`: the connections and the streams opened.
async fn health(addr: SocketAddr, connections: usize, stop: Arc<AtomicBool>) -> (usize, usize) {
    let mut streams = Vec::new();
    let mut handles = Vec::new();
    for i in 0..connections {
        let Some(mut h2) = h2_connect_from(attacker(i), addr, None).await else {
            continue;
        };
        for i in 0..100 {
            let Ok(ready) = h2.clone().ready().await else {
                break;
            };
            h2 = ready;
            let (path, first) = if i % 2 == 0 {
                // A Check whose prefix declares 10 bytes more than it brings.
                (
                    "/grpc.health.v1.Health/Check",
                    grpc_frame(0, 12, &[0x0a, 0x00]),
                )
            } else {
                (
                    "/grpc.health.v1.Health/Watch",
                    grpc_framed(&tonic_health::pb::HealthCheckRequest {
                        service: String::new(),
                    }),
                )
            };
            let Ok((response, mut send)) = h2.send_request(grpc_request(addr, path), false) else {
                break;
            };
            let _ = send.send_data(Bytes::from(first), false);
            streams.push((response, send));
        }
        handles.push(h2);
    }
    let opened = (handles.len(), streams.len());
    while !stop.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    opened
}

/// `connections` connections that only poll `/healthz`, half over HTTP/1.1 every 8 s, half
/// over HTTP/2 every 20 s, until `stop`; the polls answered.
async fn probes(addr: SocketAddr, connections: usize, stop: Arc<AtomicBool>) -> u64 {
    let answered = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for i in 0..connections {
        let (stop, answered) = (stop.clone(), answered.clone());
        tasks.push(tokio::spawn(async move {
            if i % 2 == 0 {
                let Ok(mut tcp) = connect_from(attacker(i), addr).await else {
                    return;
                };
                let mut buffer = vec![0u8; 4096];
                while !stop.load(Ordering::Relaxed) {
                    if tcp
                        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                        .await
                        .is_err()
                    {
                        return;
                    }
                    match tokio::time::timeout(Duration::from_secs(5), tcp.read(&mut buffer)).await
                    {
                        Ok(Ok(n)) if n > 0 => answered.fetch_add(1, Ordering::Relaxed),
                        _ => return,
                    };
                    sleep_until_stop(&stop, Duration::from_secs(8)).await;
                }
            } else {
                let Some(mut h2) = h2_connect_from(attacker(i), addr, None).await else {
                    return;
                };
                while !stop.load(Ordering::Relaxed) {
                    let Ok(ready) = h2.clone().ready().await else {
                        return;
                    };
                    h2 = ready;
                    let request = http::Request::builder()
                        .method("GET")
                        .uri(format!("http://{addr}/healthz"))
                        .body(())
                        .expect("a request");
                    let Ok((response, _)) = h2.send_request(request, true) else {
                        return;
                    };
                    if let Ok(Ok(r)) = tokio::time::timeout(Duration::from_secs(5), response).await
                        && r.status() == http::StatusCode::OK
                    {
                        answered.fetch_add(1, Ordering::Relaxed);
                    }
                    sleep_until_stop(&stop, Duration::from_secs(20)).await;
                }
            }
        }));
        // The connections arrive over the first second.
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    for task in tasks {
        let _ = task.await;
    }
    answered.load(Ordering::Relaxed)
}

/// How the attack's replays were answered.
#[derive(Default)]
struct Replays {
    served: AtomicU64,
    too_many: AtomicU64,
    overloaded: AtomicU64,
    timeout: AtomicU64,
    /// Connections the server closed under the call (past a share, or after refusals in a row).
    closed: AtomicU64,
    other: AtomicU64,
}

impl Replays {
    fn count(&self, code: &str) {
        let n = match code {
            "ok" => &self.served,
            "too_many_actions" => &self.too_many,
            "overloaded" => &self.overloaded,
            "timeout" => &self.timeout,
            "closed" => &self.closed,
            _ => &self.other,
        };
        n.fetch_add(1, Ordering::Relaxed);
    }
}

/// `callers` callers, half over REST and half over gRPC, each sending `replay` again as soon as
/// it is answered, until `stop`.
async fn replays(
    addr: SocketAddr,
    callers: usize,
    replay: poch_tests::replays::BotReplay,
    answered: Arc<Replays>,
    stop: Arc<AtomicBool>,
) {
    let rest_body = Bytes::from(replay.rest_body());
    let grpc_request = replay.grpc_request();
    let mut tasks = Vec::new();
    for caller in 0..callers {
        let (stop, answered) = (stop.clone(), answered.clone());
        if caller % 2 == 0 {
            let body = rest_body.clone();
            tasks.push(tokio::spawn(async move {
                let http = reqwest::Client::builder()
                    .local_address(attacker(caller))
                    .build()
                    .expect("a client");
                while !stop.load(Ordering::Relaxed) {
                    let sent = http
                        .post(format!("http://{addr}/v1/games/replay"))
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .await;
                    let code = match sent {
                        Ok(response) if response.status() == 200 => {
                            response.bytes().await.map_or("other", |_| "ok").to_owned()
                        }
                        Ok(response) => response
                            .json::<serde_json::Value>()
                            .await
                            .ok()
                            .and_then(|p| p["code"].as_str().map(str::to_owned))
                            .unwrap_or_else(|| "other".into()),
                        Err(_) => "closed".into(),
                    };
                    answered.count(&code);
                }
            }));
        } else {
            let request = grpc_request.clone();
            tasks.push(tokio::spawn(async move {
                let Ok(channel) = tonic::transport::Channel::from_shared(format!("http://{addr}"))
                    .expect("a URI")
                    .local_address(Some(attacker(caller)))
                    .connect()
                    .await
                else {
                    answered.count("other");
                    return;
                };
                let mut client =
                    poch_api::v1::engine_service_client::EngineServiceClient::new(channel)
                        .max_decoding_message_size(64 << 20)
                        .max_encoding_message_size(64 << 20);
                while !stop.load(Ordering::Relaxed) {
                    let code = match client.replay(request.clone()).await {
                        Ok(_) => "ok".to_owned(),
                        Err(status) => {
                            use tonic_types::StatusExt as _;
                            match status.get_details_error_info() {
                                Some(info) => info.reason,
                                None if matches!(
                                    status.code(),
                                    tonic::Code::Unavailable
                                        | tonic::Code::Unknown
                                        | tonic::Code::Cancelled
                                ) =>
                                {
                                    "closed".into()
                                }
                                None => "other".into(),
                            }
                        }
                    };
                    answered.count(&code);
                }
            }));
        }
    }
    for task in tasks {
        let _ = task.await;
    }
}

/// `connections` connections that send nothing, each reconnecting 10 ms after the server
/// closes it, until `stop`; the connections made.
async fn slowloris(addr: SocketAddr, connections: usize, stop: Arc<AtomicBool>) -> u64 {
    let made = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for i in 0..connections {
        let (stop, made) = (stop.clone(), made.clone());
        tasks.push(tokio::spawn(async move {
            let mut buffer = [0u8; 512];
            while !stop.load(Ordering::Relaxed) {
                if let Ok(mut tcp) = connect_from(attacker(i), addr).await {
                    made.fetch_add(1, Ordering::Relaxed);
                    // Until the server closes it (or the run ends).
                    loop {
                        match tokio::time::timeout(
                            Duration::from_millis(200),
                            tcp.read(&mut buffer),
                        )
                        .await
                        {
                            Ok(Ok(0) | Err(_)) => break,
                            Ok(Ok(_)) => {}
                            Err(_) if stop.load(Ordering::Relaxed) => return,
                            Err(_) => {}
                        }
                    }
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    made.load(Ordering::Relaxed)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args = std::env::args().skip(1);
    let addr: SocketAddr = args.next().expect("ADDR").parse().expect("an address");
    let pid: u32 = args.next().expect("PID").parse().expect("a pid");
    let kind = args.next().expect("KIND: health, probes or slowloris");
    let seconds: u64 = args.next().map_or(20, |s| s.parse().expect("SECONDS"));
    let connections: Option<usize> = args.next().map(|c| c.parse().expect("CONNECTIONS"));
    let before = poch_tests::rss_mib(pid);
    let cpu_before = cpu_seconds(pid);
    let answered = Arc::new(Replays::default());
    let stop = Arc::new(AtomicBool::new(false));
    let attack = {
        let stop = stop.clone();
        let kind = kind.clone();
        let answered = answered.clone();
        tokio::spawn(async move {
            match kind.as_str() {
                "health" => {
                    let (opened, streams) = health(addr, connections.unwrap_or(544), stop).await;
                    format!("{opened} connections, {streams} health streams left hanging")
                }
                "probes" => {
                    let connections = connections.unwrap_or(512);
                    let answered = probes(addr, connections, stop).await;
                    format!("{connections} probe-only connections, {answered} polls answered")
                }
                "slowloris" => {
                    let connections = connections.unwrap_or(1024);
                    let made = slowloris(addr, connections, stop).await;
                    format!("{connections} silent connections, {made} made in all")
                }
                "replays" | "large-replays" => {
                    use poch_engine::BotKind;
                    use poch_tests::replays::BotReplay;
                    let limit = poch_api::MAX_REPLAY_ACTIONS;
                    let replay = if kind == "replays" {
                        BotReplay::timeouts("large-table", 8, BotKind::Timeout, 1_000_000, limit)
                    } else {
                        let chips = u32::MAX / 6;
                        BotReplay::played_within("no-pochen", 6, BotKind::Timeout, chips, limit)
                            .told_in("fi".into())
                            .with_long_ids()
                    };
                    let callers = connections.unwrap_or(16);
                    replays(addr, callers, replay, answered, stop).await;
                    format!("{callers} callers, each sending the next Replay once answered")
                }
                other => {
                    panic!("no attack {other}: health, probes, slowloris, replays or large-replays")
                }
            }
        })
    };
    // The attack takes its places first.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let legit = Arc::new(Tally::new(&["healthz", "REST Apply", "gRPC Apply"]));
    let caller = tokio::spawn(legitimate(addr, legit.clone(), stop.clone()));
    let mut peak = poch_tests::rss_mib(pid);
    let end = Instant::now() + Duration::from_secs(seconds);
    while Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(200)).await;
        peak = peak.max(poch_tests::rss_mib(pid));
    }
    stop.store(true, Ordering::Relaxed);
    let _ = caller.await;
    let what = attack.await.expect("the attack's task");
    println!("attack {kind}: {what}");
    println!("legitimate calls served: {}", legit.shares());
    println!("legitimate calls' times: {}", legit.latencies());
    if kind.ends_with("replays") {
        let n = |n: &AtomicU64| n.load(Ordering::Relaxed);
        println!(
            "replays answered: served {}, too_many_actions {}, overloaded {}, timeout {}, closed {}, other {}; server CPU {:.1} s in {seconds} s",
            n(&answered.served),
            n(&answered.too_many),
            n(&answered.overloaded),
            n(&answered.timeout),
            n(&answered.closed),
            n(&answered.other),
            cpu_seconds(pid) - cpu_before,
        );
    }
    let high = poch_tests::peak_rss_mib(pid);
    println!("rss before: {before:.1} MiB, peak: {peak:.1} MiB (high-water mark {high:.1} MiB)");
}

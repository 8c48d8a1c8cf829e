//! Clients that never read their answers: opens CONNECTIONS HTTP/2 connections to a running
//! `poch-service` with a zero flow-control window, sends STREAMS `Replay` calls on each (a long
//! match of the most actions a Replay takes, `MAX_REPLAY_ACTIONS`: about 100 KB of request,
//! about 1 MB of answer), reads none of the answers' bodies,
//! and prints the server's resident memory (from `/proc/PID/status`) before, while they are
//! held, and how the calls were answered (a head to be read later, or `overloaded`).
//!
//! With `http1` after them, CONNECTIONS HTTP/1.1 connections send one REST `Replay` each instead,
//! and read only its status line. With `bots` after that, each Replay is one of seated bots: 8
//! seats of `large-table` with 7 `timeout` bots and a million chips each, cut where its actions,
//! the bots' included, fit the bound (about 40 KB of request; 0.9 MB of protobuf or 5.2 MB of
//! JSON of answer).
//!
//! `cargo run -p poch-tests --example unread_answers -- ADDR PID CONNECTIONS STREAMS [h2|http1]
//! [persons|bots]`
//! (`tests/load/unread.sh` starts the server and runs it.)

use std::net::SocketAddr;
use std::time::Duration;

use bytes::Bytes;
use poch_api::convert::ToProto as _;
use poch_api::v1 as pb;

/// A `Replay` of a long match of classic (4 players, 100,000 chips each, up to 20,000 deals), its
/// actions plain play, cut at the most actions a Replay takes: the gRPC body and the REST one.
fn long_replay() -> (Vec<u8>, Vec<u8>) {
    let (game, new_game) = poch_tests::long_match();
    // Plain play (deal, lead, call or pass, the least bet): no fold ends the match early.
    let actions = poch_tests::plain_actions(game, poch_api::MAX_REPLAY_ACTIONS);
    let rest = serde_json::to_vec(&serde_json::json!({
        "new_game": {
            "players": new_game.players,
            "deal_source": {"seeded": {"seed": "07".repeat(32)}},
            "rules": {"max_deals": 20_000, "starting_chips": 100_000},
        },
        "actions": actions
            .iter()
            .map(|(seat, action)| serde_json::json!({"seat": seat, "action": action}))
            .collect::<Vec<_>>(),
    }))
    .expect("JSON");
    let request = pb::ReplayRequest {
        new_game: Some(new_game),
        actions: actions
            .iter()
            .map(|(seat, action)| pb::SeatAction {
                seat: u32::try_from(seat.index()).expect("a seat"),
                action: Some(action.to_proto()),
            })
            .collect(),
    };
    (poch_tests::grpc_framed(&request), rest)
}

/// CONNECTIONS HTTP/1.1 connections, each sending one REST `Replay` and reading only its
/// status line: the answers held (200) and overloaded (503), and the peak RSS seen.
async fn http1(
    addr: SocketAddr,
    pid: u32,
    connections: usize,
    body: &[u8],
) -> (usize, usize, usize, f64, Vec<tokio::net::TcpStream>) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let head = format!(
        "POST /v1/games/replay HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n",
        body.len()
    );
    let (mut heads, mut overloaded, mut other, mut peak) = (0, 0, 0, 0.0_f64);
    let mut held = Vec::new();
    for _ in 0..connections {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        // As small a receive buffer as the kernel allows: the answer stays on the server.
        socket.set_recv_buffer_size(4096).expect("a receive buffer");
        let mut tcp = socket.connect(addr).await.expect("connect");
        tcp.write_all(head.as_bytes()).await.expect("the head");
        tcp.write_all(body).await.expect("the body");
        let mut status = [0u8; 12];
        match tokio::time::timeout(Duration::from_secs(30), tcp.read_exact(&mut status)).await {
            Ok(Ok(_)) if &status == b"HTTP/1.1 200" => heads += 1,
            Ok(Ok(_)) if &status == b"HTTP/1.1 503" => overloaded += 1,
            _ => other += 1,
        }
        held.push(tcp);
        peak = peak.max(poch_tests::rss_mib(pid));
    }
    (heads, overloaded, other, peak, held)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args = std::env::args().skip(1);
    let addr: SocketAddr = args.next().expect("ADDR").parse().expect("an address");
    let pid: u32 = args.next().expect("PID").parse().expect("a pid");
    let connections: usize = args.next().map_or(10, |n| n.parse().expect("CONNECTIONS"));
    let streams: usize = args.next().map_or(15, |n| n.parse().expect("STREAMS"));
    let http1_wanted = args.next().is_some_and(|p| p == "http1");
    let (grpc_body, rest_body) = if args.next().is_some_and(|r| r == "bots") {
        use poch_engine::BotKind;
        let replay = poch_tests::replays::BotReplay::played_within(
            "large-table",
            8,
            BotKind::Timeout,
            1_000_000,
            poch_api::MAX_REPLAY_ACTIONS,
        );
        (replay.grpc_body(), replay.rest_body())
    } else {
        long_replay()
    };
    if http1_wanted {
        println!(
            "request {} KB, {connections} HTTP/1.1 connections x 1 unread REST Replay",
            rest_body.len() / 1000
        );
        println!("rss before: {:.1} MiB", poch_tests::rss_mib(pid));
        let (heads, overloaded, other, peak, _held) =
            http1(addr, pid, connections, &rest_body).await;
        tokio::time::sleep(Duration::from_secs(1)).await;
        let peak = peak.max(poch_tests::rss_mib(pid));
        println!(
            "answers held unread: {heads}, overloaded: {overloaded}, other: {other}; \
             rss held: {:.1} MiB, peak seen: {peak:.1} MiB (high-water mark {:.1} MiB)",
            poch_tests::rss_mib(pid),
            poch_tests::peak_rss_mib(pid)
        );
        return;
    }
    let body = Bytes::from(grpc_body);
    println!(
        "request {} KB, {connections} connections x {streams} unread Replay streams",
        body.len() / 1000
    );
    println!("rss before: {:.1} MiB", poch_tests::rss_mib(pid));
    let mut held = Vec::new();
    let mut heads = 0;
    let mut overloaded = 0;
    let mut other = 0;
    let mut peak: f64 = 0.0;
    for _ in 0..connections {
        let tcp = tokio::net::TcpStream::connect(addr).await.expect("connect");
        let (mut h2, connection) = h2::client::Builder::new()
            .initial_window_size(0)
            .handshake::<_, Bytes>(tcp)
            .await
            .expect("an HTTP/2 handshake");
        held.push(tokio::spawn(async move {
            let _ = connection.await;
        }));
        let mut responses = Vec::new();
        for _ in 0..streams {
            h2 = h2.ready().await.expect("a stream");
            let request = poch_tests::grpc_request(addr, "/poch.v1.EngineService/Replay");
            let (response, mut send) = h2.send_request(request, false).expect("sent");
            send.reserve_capacity(body.len());
            send.send_data(body.clone(), true).expect("the body");
            responses.push((response, send));
        }
        for (response, send) in responses {
            match tokio::time::timeout(Duration::from_secs(30), response).await {
                Ok(Ok(response)) => {
                    match response.headers().get("grpc-status").map(|v| v.as_bytes()) {
                        None => heads += 1,
                        Some(b"8") => overloaded += 1,
                        Some(_) => other += 1,
                    }
                    held.push(tokio::spawn(async move {
                        let _keep = (response, send);
                        tokio::time::sleep(Duration::from_secs(3600)).await;
                    }));
                }
                _ => other += 1,
            }
        }
        peak = peak.max(poch_tests::rss_mib(pid));
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    peak = peak.max(poch_tests::rss_mib(pid));
    println!(
        "answers held unread: {heads}, overloaded: {overloaded}, other: {other}; \
         rss held: {:.1} MiB, peak seen: {peak:.1} MiB (high-water mark {:.1} MiB)",
        poch_tests::rss_mib(pid),
        poch_tests::peak_rss_mib(pid)
    );
    for task in held {
        task.abort();
    }
}

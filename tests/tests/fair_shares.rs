//! Fair shares: one client's stalled uploads, unread answers, Replays or flood exhaust its own
//! share of each budget, and another client beside it is served. The attacker connects from
//! `127.0.0.2`, the other client from `127.0.0.1`: two clients of the server. Past its share a
//! request is refused at once with `overloaded`, its detail naming the share, and counted in
//! `poch_shed_total` by budget and scope. Behind a trusted proxy each forwarded address is a
//! client of its own; from anyone else a forwarded address means nothing.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bytes::Bytes;
use poch_engine::BotKind;
use poch_tests::attack::{
    ATTACKER, CALLER, connect_from, grpc_status_on, h2_connect_from, http1_status, rest_head,
};
use poch_tests::kit::{assert_apply_served, metric, metrics, sample, start_flagged};
use poch_tests::replays::BotReplay;
use poch_tests::{Server, load_position};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

/// `poch_shed_total` for a budget and scope (0 when none was counted).
async fn shed(server: &Server, budget: &str, scope: &str) -> u64 {
    let text = metrics(server).await;
    sample(
        &text,
        &format!("poch_shed_total{{budget=\"{budget}\",scope=\"{scope}\"}}"),
    )
    .and_then(|v| v.parse().ok())
    .unwrap_or(0)
}

/// A REST `Apply` head declaring `length` bytes of body, with `headers` (each a line), and the
/// body's first byte, sent from `from`: an upload that stalls there.
async fn stalled_upload(
    from: std::net::IpAddr,
    addr: SocketAddr,
    length: usize,
    headers: &str,
) -> TcpStream {
    let mut tcp = connect_from(from, addr).await.expect("connect");
    let head = format!(
        "POST /v1/games/apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         {headers}Content-Length: {length}\r\n\r\n{{"
    );
    tcp.write_all(head.as_bytes()).await.expect("the head");
    tcp
}

/// What a connection was answered within `limit`, if it was: the status line and the body.
async fn answered(tcp: &mut TcpStream, limit: Duration) -> Option<String> {
    let mut buffer = vec![0u8; 4096];
    match tokio::time::timeout(limit, tcp.read(&mut buffer)).await {
        Ok(Ok(n)) if n > 0 => Some(String::from_utf8_lossy(&buffer[..n]).into_owned()),
        _ => None,
    }
}

/// The REST `Apply` body of the load test's position, plain.
fn apply_body() -> Vec<u8> {
    let (game, seat, action) = load_position();
    poch_tests::apply_body(game.state(), seat, &action)
}

/// Stalled uploads hold what has arrived and one read more, within their client's share: eight
/// heads declaring 200,000 bytes and bringing one each, from one client whose share is 256 KiB,
/// hold 65 KiB each; past the share they are refused at once, and another client's calls, and
/// large uploads, are served meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_s_stalled_uploads_fill_its_share_and_another_is_served() {
    let server = start_flagged(&[
        ("--max-request-bytes-in-flight", "1048576"),
        ("--max-body-bytes", "262144"),
        ("--request-timeout-ms", "20000"),
    ]);
    let mut uploads = Vec::new();
    for _ in 0..8 {
        uploads.push(stalled_upload(ATTACKER, server.addr, 200_000, "").await);
    }
    let mut refused = 0;
    for upload in &mut uploads {
        if let Some(answer) = answered(upload, Duration::from_millis(500)).await {
            assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
            assert!(
                answer.contains("this client holds its share of the server's request bytes"),
                "{answer}"
            );
            refused += 1;
        }
    }
    assert!((4..=6).contains(&refused), "{refused} of 8 refused");
    assert_eq!(shed(&server, "request_bytes", "client").await, refused);
    let held = metric(&server, "poch_request_bytes_in_flight").await;
    assert!(
        held <= 256 << 10,
        "{held} bytes held, past the client's share"
    );
    // Another client is served, a large body of its own included.
    assert_apply_served(&server).await;
    let mut large = apply_body();
    large.resize(150_000, b' ');
    let status = http1_status(
        CALLER,
        server.addr,
        &rest_head("/v1/games/apply", large.len()),
        &large,
    )
    .await;
    assert_eq!(status, Some(200));
    drop(uploads);
}

/// Unread answers fill their connection's share and their client's, each past it refused at
/// once, while another client is served; a connection whose answer goes unread past
/// `--answer-read-timeout-ms` is closed, and its answers' places come back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unread_answers_fill_their_shares_and_their_connections_are_closed_after_the_read_timeout()
{
    let server = start_flagged(&[
        ("--max-held-answer-bytes", "2097152"),
        ("--answer-read-timeout-ms", "1500"),
    ]);
    // Eight players, told in Finnish, every view: about 18 KB of answer.
    let body = Bytes::from(
        serde_json::to_vec(&serde_json::json!({
            "preset": "large-table",
            "players": ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"],
            "include_views": true,
            "locale": "fi",
        }))
        .expect("JSON"),
    );
    let mut kept = Vec::new();
    let mut statuses = Vec::new();
    let mut connections = Vec::new();
    for _ in 0..3 {
        let mut h2 = h2_connect_from(ATTACKER, server.addr, Some(0))
            .await
            .expect("a connection");
        for _ in 0..25 {
            h2 = h2.ready().await.expect("a stream");
            let request = poch_tests::content_headers(
                http::Request::post(format!("http://{}/v1/games", server.addr)),
                false,
            )
            .body(())
            .expect("a request");
            let (response, mut send) = h2.send_request(request, false).expect("sent");
            send.send_data(body.clone(), true).expect("the body");
            let response = tokio::time::timeout(Duration::from_secs(10), response)
                .await
                .expect("a head in time")
                .expect("a head");
            statuses.push(response.status().as_u16());
            kept.push((response, send));
        }
        connections.push(h2);
    }
    let held = statuses.iter().filter(|s| **s == 200).count();
    let refused = statuses.iter().filter(|s| **s == 503).count();
    assert_eq!(held + refused, 75, "{statuses:?}");
    // A connection holds 256 KiB (about 13 answers), the client 512 KiB (about 27).
    assert!((20..=32).contains(&held), "{held} held");
    assert!(shed(&server, "answer_bytes", "connection").await > 0);
    assert!(shed(&server, "answer_bytes", "client").await > 0);
    let bytes = metric(&server, "poch_answer_bytes_held").await;
    assert!(bytes <= (512 + 20) << 10, "{bytes} bytes held");
    // Another client is served.
    assert_apply_served(&server).await;
    // Past the read timeout the connections are closed, GOAWAY first, and the places come back.
    let start = Instant::now();
    for h2 in connections {
        let closed = tokio::time::timeout(Duration::from_secs(10), async move {
            let mut h2 = h2;
            loop {
                match h2.ready().await {
                    Ok(ready) => h2 = ready,
                    Err(_) => return,
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
        .await;
        assert!(closed.is_ok(), "the connection is closed");
    }
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    let deadline = Instant::now() + Duration::from_secs(5);
    while metric(&server, "poch_answer_bytes_held").await > 0 {
        assert!(Instant::now() < deadline, "the places came back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let closed = "poch_connections_closed_total{reason=\"unread_answer\"}";
    assert!(metric(&server, closed).await >= 3);
    drop(kept);
}

/// A client's Replays wait in its lane, four at most: the rest are refused at once, before
/// their bodies are read; another client's small Replay is served between the slices of the
/// long ones (Replays with `search` bots), not after them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_s_replays_wait_in_its_lane_and_another_s_is_served_between_their_slices() {
    let server = start_flagged(&[("--worker-threads", "2"), ("--request-timeout-ms", "20000")]);
    let addr = server.addr;
    let long = Bytes::from(
        BotReplay::timeouts("classic", 4, BotKind::Search, 1_000_000, 2_000)
            .server_seeded()
            .grpc_body(),
    );
    let path = "/poch.v1.EngineService/Replay";
    let mut attacks = Vec::new();
    for _ in 0..4 {
        let h2 = h2_connect_from(ATTACKER, addr, None)
            .await
            .expect("a connection");
        for _ in 0..2 {
            let (h2, long) = (h2.clone(), long.clone());
            attacks.push(tokio::spawn(async move {
                grpc_status_on(h2, addr, path, long).await
            }));
        }
    }
    // The first four hold the client's share; the others are refused at once.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let refused_at_once = shed(&server, "long_work", "client").await;
    assert!(refused_at_once >= 4, "{refused_at_once} refused at once");
    // Another client's small Replay is served while they run.
    let small = Bytes::from(
        BotReplay::timeouts("classic", 4, BotKind::Heuristic, 1_000_000, 4)
            .server_seeded()
            .grpc_body(),
    );
    for _ in 0..3 {
        let h2 = h2_connect_from(CALLER, addr, None)
            .await
            .expect("a connection");
        let code = grpc_status_on(h2, addr, path, small.clone()).await;
        assert_eq!(code, Some(tonic::Code::Ok));
        // Served between their slices: the long ones still replay (not a bound in time, which
        // a loaded machine would stretch).
        assert!(
            attacks.iter().any(|a| !a.is_finished()),
            "served only after the long Replays"
        );
    }
    // Each of the attacker's is answered: refused at once, or replayed until its match or its
    // bound ends it.
    for attack in attacks {
        let code = attack.await.expect("joined");
        assert!(code.is_some(), "answered");
    }
}

/// Behind a trusted proxy, each address it forwards is a client with a share of its own; from a
/// peer that is not a trusted proxy, a forwarded address is not believed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_share() {
    let server = start_flagged(&[
        ("--trusted-proxies", "127.0.0.1/32,10.0.0.0/8"),
        ("--max-request-bytes-in-flight", "1048576"),
        ("--max-body-bytes", "262144"),
        ("--max-request-bytes-per-client", "200000"),
        ("--request-timeout-ms", "20000"),
    ]);
    let addr = server.addr;
    let forwarded = |ip: &str| format!("X-Forwarded-For: 203.0.113.99, {ip}, 10.1.1.1\r\n");
    // Through the proxy, 198.51.100.7 fills its share: its fourth upload is refused ...
    let mut uploads = Vec::new();
    for _ in 0..3 {
        uploads.push(stalled_upload(CALLER, addr, 200_000, &forwarded("198.51.100.7")).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut fourth = stalled_upload(CALLER, addr, 200_000, &forwarded("198.51.100.7")).await;
    let answer = answered(&mut fourth, Duration::from_secs(2)).await;
    assert!(
        answer
            .as_deref()
            .is_some_and(|a| a.starts_with("HTTP/1.1 503") && a.contains("this client")),
        "{answer:?}"
    );
    // ... while 198.51.100.8 and the proxy's own calls are served.
    let body = apply_body();
    let head = |extra: &str| {
        format!(
            "POST /v1/games/apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             {extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )
    };
    let other = http1_status(CALLER, addr, &head(&forwarded("198.51.100.8")), &body).await;
    assert_eq!(other, Some(200));
    let forwarded_by_rfc = "Forwarded: for=\"[2001:db8::8]:4711\", for=10.2.2.2\r\n";
    let other = http1_status(CALLER, addr, &head(forwarded_by_rfc), &body).await;
    assert_eq!(other, Some(200));
    assert_eq!(
        http1_status(CALLER, addr, &head(""), &body).await,
        Some(200)
    );
    // From a peer that is no trusted proxy, the forwarded address means nothing: its uploads
    // fill the peer's own share, whatever address each names.
    let mut spoofed = Vec::new();
    for i in 0..3 {
        let ip = format!("198.51.100.{}", 20 + i);
        spoofed.push(stalled_upload(ATTACKER, addr, 200_000, &forwarded(&ip)).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let status = http1_status(ATTACKER, addr, &head(&forwarded("198.51.100.30")), &body).await;
    assert_eq!(status, Some(503));
    drop((uploads, spoofed));
}

/// A queue for a worker that stands past its target refuses the requests that waited past
/// it, from the clients with at least their fair part in flight: a flood from one client on
/// one worker is refused for `queue_delay`, and a light client beside it is served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_standing_queue_refuses_the_flood_and_serves_a_light_client() {
    let server = start_flagged(&[
        ("--worker-threads", "1"),
        ("--queue-target-us", "1"),
        ("--queue-interval-ms", "20"),
    ]);
    let addr = server.addr;
    let (game, seat, action) = load_position();
    let body = Bytes::from(poch_tests::grpc_framed(&poch_tests::apply_request(
        game.state(),
        seat,
        &action,
        false,
    )));
    let path = "/poch.v1.EngineService/Apply";
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut flood = Vec::new();
    for _ in 0..4 {
        let h2 = h2_connect_from(ATTACKER, addr, None)
            .await
            .expect("a connection");
        for _ in 0..40 {
            let (h2, body, stop) = (h2.clone(), body.clone(), stop.clone());
            flood.push(tokio::spawn(async move {
                let mut codes = Vec::new();
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    codes.push(grpc_status_on(h2.clone(), addr, path, body.clone()).await);
                }
                codes
            }));
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let light = h2_connect_from(CALLER, addr, None)
        .await
        .expect("a connection");
    for _ in 0..20 {
        let code = grpc_status_on(light.clone(), addr, path, body.clone()).await;
        assert_eq!(code, Some(tonic::Code::Ok), "the light client is served");
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut codes = Vec::new();
    for task in flood {
        codes.extend(task.await.expect("joined"));
    }
    let refused = codes
        .iter()
        .filter(|c| **c == Some(tonic::Code::ResourceExhausted))
        .count();
    assert!(refused > 0, "the flood was refused");
    assert!(codes.contains(&Some(tonic::Code::Ok)));
    assert_eq!(
        shed(&server, "queue_delay", "server").await,
        u64::try_from(refused).expect("a count")
    );
}

/// A Replay with seated bots takes its answer's place as it replays, not the most 10,000
/// actions could take: with 2 MiB of answers and 700 KB of them held unread by one client,
/// another's small Replay of bots is served over REST (whose worst case, about 11 MB, took the
/// whole budget before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_replay_of_bots_takes_the_place_of_what_it_replays() {
    let server = start_flagged(&[("--max-held-answer-bytes", "2097152")]);
    let addr = server.addr;
    let (game, new_game) = poch_tests::long_match();
    let unread = Bytes::from(poch_tests::grpc_framed(&poch_api::v1::ReplayRequest {
        new_game: Some(new_game),
        actions: poch_tests::plain_play(game, 9_000),
    }));
    let mut h2 = h2_connect_from(ATTACKER, addr, Some(0))
        .await
        .expect("a connection");
    h2 = h2.ready().await.expect("a stream");
    let (response, mut send) = h2
        .send_request(
            poch_tests::grpc_request(addr, "/poch.v1.EngineService/Replay"),
            false,
        )
        .expect("sent");
    send.reserve_capacity(unread.len());
    send.send_data(unread, true).expect("the body");
    let held = tokio::time::timeout(Duration::from_secs(20), response)
        .await
        .expect("a head in time")
        .expect("a head");
    assert!(held.headers().get("grpc-status").is_none(), "held unread");
    let bytes = metric(&server, "poch_answer_bytes_held").await;
    assert!(bytes > 600_000, "{bytes} bytes held");
    let small = BotReplay::timeouts("classic", 4, BotKind::Heuristic, 1_000_000, 4)
        .server_seeded()
        .rest_body();
    let status = http1_status(
        CALLER,
        addr,
        &rest_head("/v1/games/replay", small.len()),
        &small,
    )
    .await;
    assert_eq!(status, Some(200));
    drop((held, send, h2));
}

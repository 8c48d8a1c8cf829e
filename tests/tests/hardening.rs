//! Slow, hostile and overloading clients: stalled bodies, slow heads, idle connections, a
//! connection flood, zero-window readers, compressed calls, a declared length over the limit, a
//! client's long value in the logs, integers written as floats, bad ids in a state, a unary call
//! with two messages, and `grpc-timeout`. Each attack runs against a server with small limits,
//! and the probes are asked to answer throughout.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bytes::Bytes;
use poch_api::v1 as pb;
use poch_tests::kit::{
    H2Answer, PLAYERS, assert_apply_served, assert_probes_answer, closed_within, h2_connect,
    h2_request, post_json, start_flagged,
};
use poch_tests::{Server, apply_request, grpc_frame, grpc_framed, load_position};
use prost::Message as _;
use reqwest::StatusCode;
use reqwest::header::CONTENT_TYPE;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;
use tonic::Code;
use tonic::codec::CompressionEncoding;
use tonic_types::StatusExt as _;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// What the server sends on `tcp` within `limit`, until it closes it or goes quiet.
async fn read_within(tcp: &mut TcpStream, limit: Duration) -> String {
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    let _ = tokio::time::timeout(limit, async {
        loop {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => {
                    out.extend_from_slice(&buf[..n]);
                    if out.windows(4).any(|w| w == b"\r\n\r\n") && out.ends_with(b"}") {
                        return;
                    }
                }
            }
        }
    })
    .await;
    String::from_utf8_lossy(&out).into_owned()
}

/// A new TCP connection to `server`.
async fn connect(server: &Server) -> TcpStream {
    TcpStream::connect(server.addr).await.expect("connect")
}

/// Asks for the presets on the HTTP/1.1 connection `tcp`, which is still open, and asserts
/// the answer 200.
async fn assert_presets_served(tcp: &mut TcpStream) {
    tcp.write_all(b"GET /v1/rules/presets HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .expect("written: the connection is still open");
    let answer = read_within(tcp, Duration::from_secs(2)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

/// Asserts a gRPC error: its code, and its ErrorInfo (domain `poch.v1`) with `reason`.
fn assert_grpc_error(status: &tonic::Status, code: Code, reason: &str) {
    assert_eq!(status.code(), code, "{status:?}");
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.reason, reason, "{status:?}");
    assert_eq!(info.domain, "poch.v1");
}

fn new_game_request() -> pb::NewGameRequest {
    pb::NewGameRequest {
        players: PLAYERS.iter().map(|p| (*p).to_owned()).collect(),
        deal_source: poch_tests::seeded(vec![7; 32], None),
        ..pb::NewGameRequest::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Slow clients
// ---------------------------------------------------------------------------------------------

/// Bodies that never finish take no place in the concurrency limit: with a limit of 2, eight
/// stalled HTTP/1.1 uploads and eight header-only HTTP/2 streams (REST and gRPC) leave every
/// legitimate call served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stalled_bodies_take_no_place_in_the_limit() {
    let server = Server::start_with(
        &["--concurrency-limit", "2", "--request-timeout-ms", "30000"],
        &[],
    );
    let mut uploads = Vec::new();
    for _ in 0..8 {
        let mut tcp = connect(&server).await;
        tcp.write_all(
            b"POST /v1/games/apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
              Content-Length: 5000\r\n\r\n{",
        )
        .await
        .expect("a partial upload");
        uploads.push(tcp);
    }
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    let mut streams = Vec::new();
    for i in 0..8 {
        let (path, grpc) = if i % 2 == 0 {
            ("/v1/games/apply", false)
        } else {
            ("/poch.v1.EngineService/Apply", true)
        };
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(server.addr, "POST", path, grpc)
            .body(())
            .expect("a request");
        streams.push(h2.send_request(request, false).expect("headers sent"));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    for _ in 0..10 {
        assert_apply_served(&server).await;
    }
    assert_probes_answer(&server).await;
    drop((uploads, streams));
}

/// A connection must bring its request's head within the header-read timeout: a partial
/// request line, headers sent a byte at a time, a connection that sends nothing, and a
/// keep-alive connection whose next head is slow are all closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_heads_are_cut_off_at_the_header_read_timeout() {
    let server = start_flagged(&[
        ("--header-read-timeout-ms", "300"),
        ("--idle-timeout-ms", "60000"),
    ]);
    let mut partial = connect(&server).await;
    partial.write_all(b"POST /v1/ga").await.expect("written");
    let mut silent = connect(&server).await;
    let slow = connect(&server).await;
    let (mut slow_read, mut slow_write) = slow.into_split();
    let trickle = tokio::spawn(async move {
        if slow_write
            .write_all(b"GET /healthz HTTP/1.1\r\n")
            .await
            .is_err()
        {
            return;
        }
        for byte in b"X-Slow: ".iter().cycle() {
            if slow_write.write_all(&[*byte]).await.is_err() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    // Keep-alive: one whole request, then a head that trickles.
    let mut kept = connect(&server).await;
    kept.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .expect("written");
    let mut buf = [0u8; 1024];
    let n = kept.read(&mut buf).await.expect("an answer");
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
    kept.write_all(b"GET /healthz HTTP/1.1\r\nX-Slow")
        .await
        .expect("written");

    let start = Instant::now();
    assert!(
        closed_within(&mut partial, Duration::from_secs(3)).await,
        "partial request line"
    );
    assert!(
        closed_within(&mut silent, Duration::from_secs(3)).await,
        "silent"
    );
    let closed = tokio::time::timeout(Duration::from_secs(3), async {
        while !matches!(slow_read.read(&mut buf).await, Ok(0) | Err(_)) {}
    })
    .await;
    assert!(closed.is_ok(), "headers a byte at a time");
    assert!(
        closed_within(&mut kept, Duration::from_secs(3)).await,
        "keep-alive with a slow head"
    );
    assert!(start.elapsed() < Duration::from_secs(3));
    trickle.abort();
    assert_probes_answer(&server).await;
}

/// A connection with no request in flight is closed after the idle timeout: HTTP/1.1 after
/// its answer, HTTP/2 (GOAWAY, then the end of the connection).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed() {
    let server = start_flagged(&[
        ("--idle-timeout-ms", "300"),
        ("--header-read-timeout-ms", "10000"),
    ]);
    let mut http1 = connect(&server).await;
    assert_presets_served(&mut http1).await;
    assert!(
        closed_within(&mut http1, Duration::from_secs(3)).await,
        "an idle HTTP/1.1 connection"
    );

    let (mut h2, connection) = h2_connect(server.addr, None).await;
    h2 = h2.ready().await.expect("a stream");
    let request = h2_request(server.addr, "GET", "/healthz", false)
        .body(())
        .expect("a request");
    let (response, _) = h2.send_request(request, true).expect("sent");
    assert_eq!(H2Answer::read(response).await.status, http::StatusCode::OK);
    let ended = tokio::time::timeout(Duration::from_secs(3), connection).await;
    assert!(ended.is_ok(), "an idle HTTP/2 connection stays open");
    assert_probes_answer(&server).await;
}

/// An HTTP/1.1 keep-alive connection waits for its next request for the idle timeout, not the
/// header-read timeout: with a header-read timeout of 300 ms and an idle timeout of 3 s, a
/// connection idle for 1.2 s (four header-read timeouts) is still served, and one idle past
/// the idle timeout is closed. (In production: 10 s and 30 s; a connection idle 12 s is kept.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keep_alive_is_governed_by_the_idle_timeout() {
    let server = start_flagged(&[
        ("--header-read-timeout-ms", "300"),
        ("--idle-timeout-ms", "3000"),
    ]);
    let mut kept = connect(&server).await;
    for _ in 0..2 {
        assert_presets_served(&mut kept).await;
        tokio::time::sleep(Duration::from_millis(1200)).await;
    }
    let start = Instant::now();
    assert!(
        closed_within(&mut kept, Duration::from_secs(5)).await,
        "closed after the idle timeout"
    );
    // Idle 1.2 s already, closed at about 3 s after the last answer (give or take a tick).
    let waited = start.elapsed() + Duration::from_millis(1200);
    assert!(waited >= Duration::from_millis(2500), "{waited:?}");
    assert_probes_answer(&server).await;
}

/// Connections beyond the cap (and the few taken for probes) are closed at once, the probes
/// still answer while the flood holds every other place, and a connection that brings work
/// takes the place of a flood connection that brings none. The flood and the caller are one
/// client (`127.0.0.1`) whose share is larger than the cap: the cap itself is tested here (a
/// client's share of it in `tests/tests/connections.rs`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_flood_is_capped_and_probes_still_answer() {
    let server = start_flagged(&[
        ("--max-connections", "20"),
        ("--max-connections-per-client", "1000"),
        ("--header-read-timeout-ms", "10000"),
        ("--idle-timeout-ms", "10000"),
    ]);
    let mut flood = Vec::new();
    for _ in 0..40 {
        flood.push(connect(&server).await);
    }
    let mut checks = tokio::task::JoinSet::new();
    for mut tcp in flood {
        checks.spawn(async move {
            let closed = closed_within(&mut tcp, Duration::from_millis(300)).await;
            (closed, tcp)
        });
    }
    let mut flood = Vec::new();
    let mut closed = 0;
    while let Some(check) = checks.join_next().await {
        let (was_closed, tcp) = check.expect("a check");
        closed += usize::from(was_closed);
        flood.push(tcp);
    }
    // 20 served and 4 for probes (a sixteenth of the cap, at least 4), 16 closed at once; or,
    // as a new connection takes the place of one that brought nothing for a millisecond, up to
    // 20 of the oldest closed instead and the places for probes left free.
    assert!((16..=20).contains(&closed), "{closed} connections closed");
    // The probes' places free up within a second of a connection bringing nothing.
    let deadline = Instant::now() + Duration::from_secs(5);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(2))
        .build()
        .expect("a client");
    loop {
        match client.get(format!("{}/healthz", server.url())).send().await {
            Ok(response) => {
                assert_eq!(response.status(), StatusCode::OK);
                break;
            }
            Err(e) => assert!(Instant::now() < deadline, "no probe answered: {e}"),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A flood connection that brings nothing gives its place up to one that brings work: the
    // connection idle the longest is closed for it.
    let mut extra = connect(&server).await;
    assert_presets_served(&mut extra).await;
    drop(flood);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_apply_served(&server).await;
}

/// A client that reads nothing (a zero flow-control window) cannot hold memory: its streams are
/// capped per connection, and the connection is closed once nothing is in flight for the idle
/// timeout, its answers unread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn zero_window_readers_are_capped_and_closed() {
    let server = start_flagged(&[
        ("--idle-timeout-ms", "300"),
        ("--header-read-timeout-ms", "300"),
        ("--max-streams-per-connection", "8"),
    ]);
    let (mut h2, connection) = h2_connect(server.addr, Some(0)).await;
    let mut streams = Vec::new();
    for _ in 0..8 {
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(server.addr, "GET", "/v1/rules/presets", false)
            .body(())
            .expect("a request");
        let (response, _) = h2.send_request(request, true).expect("sent");
        streams.push(response);
    }
    // The heads come (HEADERS are not flow-controlled); the bodies cannot.
    let response = streams.remove(0).await.expect("a head");
    assert_eq!(response.status(), http::StatusCode::OK);
    assert_eq!(h2.current_max_send_streams(), 8);
    assert_probes_answer(&server).await;
    let ended = tokio::time::timeout(Duration::from_secs(5), connection).await;
    assert!(
        ended.is_ok(),
        "a zero-window reader's connection stays open"
    );
    assert_probes_answer(&server).await;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/// gzip and deflate are read and, when the client accepts them, written; another encoding is
/// UNIMPLEMENTED `unsupported_encoding`, naming it, not a missing method.
#[tokio::test]
async fn compressed_grpc_calls_are_served() {
    let server = Server::start();
    for (encoding, name) in [
        (CompressionEncoding::Gzip, "gzip"),
        (CompressionEncoding::Deflate, "deflate"),
    ] {
        let mut client = server
            .grpc()
            .await
            .send_compressed(encoding)
            .accept_compressed(encoding);
        let reply = client
            .new_game(new_game_request())
            .await
            .unwrap_or_else(|e| panic!("{encoding:?}: {e:?}"));
        assert_eq!(
            reply
                .metadata()
                .get("grpc-encoding")
                .and_then(|v| v.to_str().ok()),
            Some(name),
            "the answer is compressed as asked"
        );
        assert!(reply.into_inner().state.is_some());
        let (game, seat, action) = load_position();
        let reply = client
            .apply(apply_request(game.state(), seat, &action, true))
            .await
            .unwrap_or_else(|e| panic!("{encoding:?}: {e:?}"));
        assert!(!reply.into_inner().views.is_empty());
    }
    // grpc-encoding: gzip on a raw request, with an uncompressed message (flag 0) and with a
    // compressed empty message.
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    h2 = h2.ready().await.expect("a stream");
    let request = h2_request(
        server.addr,
        "POST",
        "/poch.v1.EngineService/ListPresets",
        true,
    )
    .header("grpc-encoding", "gzip")
    .header("grpc-accept-encoding", "gzip")
    .body(())
    .expect("a request");
    let (response, mut send) = h2.send_request(request, false).expect("sent");
    send.send_data(Bytes::from(grpc_frame(0, 0, &[])), true)
        .expect("sent");
    let answer = H2Answer::read(response).await;
    assert_eq!(answer.grpc().code(), Code::Ok, "{:?}", answer.grpc());
    assert_eq!(
        answer.headers.get("grpc-encoding").map(|v| v.as_bytes()),
        Some(&b"gzip"[..])
    );
    assert_eq!(answer.body[0], 1, "a compressed message");

    for encoding in ["zstd", "br"] {
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(
            server.addr,
            "POST",
            "/poch.v1.EngineService/ListPresets",
            true,
        )
        .header("grpc-encoding", encoding)
        .body(())
        .expect("a request");
        let (response, mut send) = h2.send_request(request, false).expect("sent");
        send.send_data(Bytes::from(grpc_frame(1, 3, &[1, 2, 3])), true)
            .expect("sent");
        let status = H2Answer::read(response).await.grpc();
        assert_grpc_error(&status, Code::Unimplemented, "unsupported_encoding");
        assert!(status.message().contains(encoding), "{status:?}");
    }
}

/// The messages of a gRPC answer's body: each one's compressed flag and its bytes.
fn grpc_messages(body: &[u8]) -> Vec<(u8, &[u8])> {
    let mut messages = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        assert!(rest.len() >= 5, "a truncated message prefix: {rest:?}");
        let length = u32::from_be_bytes([rest[1], rest[2], rest[3], rest[4]]) as usize;
        assert!(rest.len() >= 5 + length, "a truncated message");
        messages.push((rest[0], &rest[5..5 + length]));
        rest = &rest[5 + length..];
    }
    messages
}

/// A message's protobuf bytes as its flag and the answer's `grpc-encoding` say they are
/// written, as the gRPC protocol reads them: a compressed flag needs an encoding, other than
/// `identity`, that the client listed.
fn opened(flag: u8, encoding: Option<&str>, listed: Option<&str>, bytes: &[u8]) -> Vec<u8> {
    use std::io::Read as _;
    let mut out = Vec::new();
    match flag {
        0 => out.extend_from_slice(bytes),
        1 => {
            let encoding = encoding.expect("a compressed message under no grpc-encoding");
            assert!(
                listed.is_some_and(|l| l.split(',').any(|e| e.trim() == encoding)),
                "compressed with {encoding}, which the client did not list ({listed:?})"
            );
            match encoding {
                "gzip" => flate2::read::GzDecoder::new(bytes).read_to_end(&mut out),
                "deflate" => flate2::read::ZlibDecoder::new(bytes).read_to_end(&mut out),
                other => panic!("a compressed message under grpc-encoding {other}"),
            }
            .expect("a compressed message that inflates");
        }
        other => panic!("a compressed flag of {other}"),
    }
    out
}

/// One unary gRPC call on `h2`, with `listed` as its `grpc-accept-encoding`, its answer
/// checked as a client reads it: a refusal carries no message; a served call one message whose
/// flag agrees with the `grpc-encoding` ([`opened`]), which decodes (`decodes`), and which is
/// compressed exactly when the client listed an encoding and it has at least
/// [`COMPRESS_MIN_BYTES`]. The served message's flag and size; `None` for a refusal.
async fn checked_grpc_call(
    h2: &h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    body: &[u8],
    decodes: fn(&[u8]) -> bool,
    listed: Option<&str>,
) -> Option<(u8, usize)> {
    let mut request = poch_tests::grpc_request(addr, &format!("/poch.v1.EngineService/{path}"));
    if let Some(listed) = listed {
        request.headers_mut().insert(
            "grpc-accept-encoding",
            http::HeaderValue::from_str(listed).expect("a header value"),
        );
    }
    let mut h2 = h2.clone().ready().await.expect("a stream");
    let (response, mut send) = h2.send_request(request, false).expect("sent");
    // A call shed as it arrives is answered and its stream closed on its HEADERS alone, at
    // times before its body is sent: the body then has no stream to go on, and the answer
    // (the refusal) is read below all the same.
    let _ = send.send_data(Bytes::copy_from_slice(body), true);
    let answer = H2Answer::read(response).await;
    let status = answer.grpc();
    let encoding = answer
        .headers
        .get("grpc-encoding")
        .map(|v| v.to_str().expect("an ASCII header").to_owned());
    let messages = grpc_messages(&answer.body);
    if status.code() != Code::Ok {
        assert!(messages.is_empty(), "{path}: a refusal with a message");
        return None;
    }
    assert_eq!(messages.len(), 1, "{path}: one message");
    let (flag, bytes) = messages[0];
    let message = opened(flag, encoding.as_deref(), listed, bytes);
    assert!(decodes(&message), "{path} under {listed:?}: undecodable");
    let asked = listed.is_some_and(|l| l.contains("deflate") || l.contains("gzip"));
    assert_eq!(
        flag == 1,
        asked && message.len() >= COMPRESS_MIN_BYTES,
        "{path} under {listed:?}: {} bytes, flag {flag}",
        message.len()
    );
    Some((flag, message.len()))
}

/// The smallest answer the server compresses by default (`--grpc-compress-min-bytes`).
const COMPRESS_MIN_BYTES: usize = 1_024;

/// Every gRPC answer says truly how its message is written, whatever the client lists in
/// `grpc-accept-encoding` (nothing, `identity`, one encoding, grpcio's
/// `identity,deflate,gzip`, one the server lacks): its flag is 1 only under a `grpc-encoding`
/// the client listed, the message inflates, and it decodes as the method's answer. An answer
/// is compressed exactly when it has at least `--grpc-compress-min-bytes` of protobuf and the
/// client listed an encoding: a view (a few hundred bytes) never is, a Replay is. The calls
/// run many at once on a few connections under a concurrency limit of 2, so that some are
/// refused `overloaded` among the others: a refusal carries no message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_grpc_answer_s_compressed_flag_agrees_with_its_grpc_encoding() {
    let server = Server::start_with(&["--concurrency-limit", "2"], &[]);
    let addr = server.addr;
    let started = server
        .grpc()
        .await
        .new_game(new_game_request())
        .await
        .expect("NewGame")
        .into_inner();
    let (game, long_start) = poch_tests::long_match();
    let replay = pb::ReplayRequest {
        new_game: Some(long_start),
        actions: poch_tests::plain_play(game, 60),
    };
    let view = pb::GetViewRequest {
        state: started.state.clone(),
        seat: Some(1),
        ticket: Vec::new(),
    };
    let refused = pb::ApplyRequest {
        state: started.state.clone(),
        seat: 9,
        ..pb::ApplyRequest::default()
    };
    type Decodes = fn(&[u8]) -> bool;
    let calls: [(&str, Vec<u8>, Decodes); 5] = [
        ("GetView", grpc_framed(&view), |b| {
            pb::GetViewResponse::decode(b).is_ok()
        }),
        (
            "ListPresets",
            grpc_framed(&pb::ListPresetsRequest {}),
            |b| pb::ListPresetsResponse::decode(b).is_ok(),
        ),
        ("NewGame", grpc_framed(&new_game_request()), |b| {
            pb::NewGameResponse::decode(b).is_ok()
        }),
        ("Replay", grpc_framed(&replay), |b| {
            pb::ReplayResponse::decode(b).is_ok()
        }),
        ("Apply", grpc_framed(&refused), |_| {
            panic!("a refused Apply answered a message")
        }),
    ];
    let listings = [
        None,
        Some("identity"),
        Some("deflate"),
        Some("gzip"),
        Some("identity,deflate,gzip"),
        Some("zstd"),
    ];
    // Each call under each listing once, one at a time (all served), then 8 connections of 2
    // rounds of 30 streams each at once (within the 100 streams a connection may open), where
    // most are refused.
    let mut compressed = std::collections::BTreeMap::<&str, (usize, usize)>::new();
    let mut count = |path, answer: Option<(u8, usize)>| {
        let entry = compressed.entry(path).or_insert((0, 0));
        if let Some((flag, size)) = answer {
            entry.0 += usize::from(flag);
            entry.1 = size;
        }
        answer.is_none()
    };
    let (h2, connection) = h2_connect(addr, None).await;
    tokio::spawn(connection);
    let mut refusals = 0;
    for (path, body, decodes) in &calls {
        for listed in listings {
            let answer = checked_grpc_call(&h2, addr, path, body, *decodes, listed).await;
            refusals += usize::from(count(*path, answer));
        }
    }
    assert_eq!(refusals, listings.len(), "only the Apply is refused, alone");
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let (h2, connection) = h2_connect(addr, None).await;
        tokio::spawn(connection);
        for _ in 0..2 {
            for (path, body, decodes) in &calls {
                for listed in listings {
                    let (h2, path, body, decodes) = (h2.clone(), *path, body.clone(), *decodes);
                    tasks.push(tokio::spawn(async move {
                        let answer =
                            checked_grpc_call(&h2, addr, path, &body, decodes, listed).await;
                        (path, answer)
                    }));
                }
            }
        }
    }
    for task in tasks {
        let (path, answer) = task.await.expect("a call's task");
        refusals += usize::from(count(path, answer));
    }
    // The Apply under each listing, once alone and 16 times among the others, and the shed.
    assert!(
        refusals >= listings.len() * 17,
        "every refused Apply counted"
    );
    // A view is below the threshold and a Replay above it; both were served.
    assert!(
        compressed["GetView"].1 < COMPRESS_MIN_BYTES,
        "{compressed:?}"
    );
    assert_eq!(compressed["GetView"].0, 0, "{compressed:?}");
    assert!(
        compressed["Replay"].1 >= COMPRESS_MIN_BYTES,
        "{compressed:?}"
    );
    assert!(compressed["Replay"].0 > 0, "{compressed:?}");

    // With the threshold at 0, a view is compressed as its client asks.
    let server = Server::start_with(&["--grpc-compress-min-bytes", "0"], &[]);
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    h2 = h2.ready().await.expect("a stream");
    let request = h2_request(server.addr, "POST", "/poch.v1.EngineService/GetView", true)
        .header("grpc-accept-encoding", "deflate")
        .body(())
        .expect("a request");
    let (response, mut send) = h2.send_request(request, false).expect("sent");
    send.send_data(Bytes::from(grpc_framed(&view)), true)
        .expect("sent");
    let answer = H2Answer::read(response).await;
    assert_eq!(answer.grpc().code(), Code::Ok, "{:?}", answer.grpc());
    let (flag, bytes) = grpc_messages(&answer.body)[0];
    assert_eq!(flag, 1, "a view compressed under a threshold of 0");
    let message = opened(flag, Some("deflate"), Some("deflate"), bytes);
    assert!(pb::GetViewResponse::decode(&message[..]).is_ok());
}

/// A declared Content-Length over the body limit is refused at once with 413, over HTTP/1.1
/// and HTTP/2, without waiting for the body.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_content_length_over_the_limit_is_refused_at_once() {
    let server = Server::start_with(&["--request-timeout-ms", "30000"], &[]);
    let mut tcp = connect(&server).await;
    tcp.write_all(
        b"POST /v1/games/apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 2000000\r\n\r\n{",
    )
    .await
    .expect("written");
    let answer = read_within(&mut tcp, Duration::from_secs(3)).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(
        answer.contains("\"code\":\"payload_too_large\""),
        "{answer}"
    );

    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    h2 = h2.ready().await.expect("a stream");
    let request = h2_request(server.addr, "POST", "/v1/games/apply", false)
        .header("content-length", "2000000")
        .body(())
        .expect("a request");
    let (response, _send) = h2.send_request(request, false).expect("sent");
    let answer = tokio::time::timeout(Duration::from_secs(3), H2Answer::read(response))
        .await
        .expect("answered at once");
    assert_eq!(answer.status, http::StatusCode::PAYLOAD_TOO_LARGE);
    let problem: Value = serde_json::from_slice(&answer.body).expect("a problem document");
    assert_eq!(problem["code"], "payload_too_large");
    assert_probes_answer(&server).await;
}

/// A client's value reaches the log only as a bounded prefix, and its refusals only at debug.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_client_value_is_logged_as_a_bounded_prefix_at_debug() {
    let name = "x".repeat(500_000);
    for (n, level) in ["info", "poch_service=debug"].into_iter().enumerate() {
        let path =
            std::env::temp_dir().join(format!("poch-hardening-{}-{n}.log", std::process::id()));
        let file = std::fs::File::create(&path).expect("a log file");
        let server = Server::start_logged(&[], &[("POCH_LOG", level)], file);
        let response = server
            .http()
            .post(format!("{}/v1/games", server.url()))
            .json(&json!({"players": PLAYERS, "preset": name}))
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let status = server
            .grpc()
            .await
            .new_game(pb::NewGameRequest {
                preset: name.clone(),
                ..new_game_request()
            })
            .await
            .expect_err("an unknown preset");
        assert_grpc_error(&status, Code::InvalidArgument, "unknown_preset");
        drop(server);
        let log = std::fs::read_to_string(&path).expect("the log");
        let _ = std::fs::remove_file(&path);
        assert!(log.len() < 8_192, "{level}: {} bytes of log", log.len());
        assert!(
            !log.contains(&"x".repeat(200)),
            "{level}: the value logged whole"
        );
        let refusals = log.lines().filter(|l| l.contains("refused")).count();
        if level == "info" {
            assert_eq!(refusals, 0, "a client's mistake logged at info:\n{log}");
        } else {
            assert_eq!(refusals, 2, "{log}");
            assert!(log.contains("unknown_preset"), "{log}");
        }
    }
}

/// An integer written with a fraction or an exponent is refused, never rounded.
#[tokio::test]
async fn integers_written_as_floats_are_refused() {
    let server = Server::start();
    let http = server.http();
    let seed = "07".repeat(32);
    let response = http
        .post(format!("{}/v1/games", server.url()))
        .json(&json!({"players": PLAYERS, "deal_source": {"seeded": {"seed": seed}}}))
        .send()
        .await
        .expect("an answer");
    let reply: Value = response.json().await.expect("json");
    let state = serde_json::to_string(&reply["state"]).expect("json");
    let seat = reply["to_act"].as_u64().expect("a seat");
    let version = reply["state"]["plain"]["version"]
        .as_u64()
        .expect("a version");
    for (what, body) in [
        (
            "a seat of 0.0",
            format!(r#"{{"state":{state},"seat":{seat}.0,"action":{{"type":"pass_turn"}}}}"#),
        ),
        (
            "a bet of 1e0",
            format!(r#"{{"state":{state},"seat":{seat},"action":{{"type":"bet","amount":1e0}}}}"#),
        ),
        (
            "a bet of 1.00000000000000001",
            format!(
                r#"{{"state":{state},"seat":{seat},"action":{{"type":"bet","amount":1.00000000000000001}}}}"#
            ),
        ),
        (
            "a version of 2^53 + 1 written as a float",
            format!(r#"{{"state":{state},"seat":{seat},"action":{{"type":"pass_turn"}}}}"#)
                .replacen(
                    &format!(r#""version":{version}"#),
                    r#""version":9007199254740993.0"#,
                    1,
                ),
        ),
    ] {
        let response = http
            .post(format!("{}/v1/games/apply", server.url()))
            .header(CONTENT_TYPE, "application/json")
            .body(body)
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{what}");
        let problem: Value = response.json().await.expect("a problem document");
        assert_eq!(problem["code"], "malformed_body", "{what}");
    }
    for rules in [
        json!({"starting_chips": 400.00000000000001}),
        json!({"starting_chips": 4e2}),
    ] {
        let response = http
            .post(format!("{}/v1/games", server.url()))
            .json(&json!({"players": PLAYERS, "deal_source": {"seeded": {"seed": seed}}, "rules": rules}))
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{rules}");
        let problem: Value = response.json().await.expect("a problem document");
        assert_eq!(problem["code"], "malformed_body", "{rules}");
    }
}

/// A state's player ids are held to NewGame's rules: no control or format character (nor empty,
/// too long or repeated), over both wires.
#[tokio::test]
async fn player_ids_in_a_state_follow_new_games_rules() {
    let server = Server::start();
    let http = server.http();
    let body = json!({"players": PLAYERS, "deal_source": {"seeded": {"seed": "07".repeat(32)}}});
    let reply = post_json(&http, &format!("{}/v1/games", server.url()), &body).await;
    let mut grpc = server.grpc().await;
    let step = grpc
        .new_game(new_game_request())
        .await
        .expect("a new game")
        .into_inner();
    for id in [
        "\u{0}",
        "a\nb",
        "\u{7f}",
        "\u{85}",
        "",
        "bob\u{202E}",
        "\u{200B}",
    ] {
        let mut state = reply["state"].clone();
        state["plain"]["players"][1] = json!(id);
        let response = http
            .post(format!("{}/v1/games/legal-actions", server.url()))
            .json(&json!({"state": state, "seat": 0}))
            .send()
            .await
            .expect("an answer");
        assert_eq!(
            response.status(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "{id:?}"
        );
        let problem: Value = response.json().await.expect("a problem document");
        assert_eq!(problem["code"], "state_invalid", "{id:?}");
        assert_eq!(problem["invariant"], "structure", "{id:?}");

        let mut state = step.state.clone().expect("a state");
        if let Some(pb::state_envelope::Kind::Plain(plain)) = state.kind.as_mut() {
            plain.players[1] = id.to_owned();
        }
        let status = grpc
            .list_legal_actions(pb::ListLegalActionsRequest {
                state: Some(state),
                seat: 0,
                ticket: Vec::new(),
                include_action_ids: false,
            })
            .await
            .expect_err("a bad id");
        assert_grpc_error(&status, Code::InvalidArgument, "state_invalid");
    }
}

/// A unary call carries exactly one message: two are INVALID_ARGUMENT `malformed_body`.
#[tokio::test]
async fn a_unary_call_with_two_messages_is_refused() {
    let server = Server::start();
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    let new_game = grpc_framed(&new_game_request());
    for (method, body) in [
        (
            "ListPresets",
            [grpc_frame(0, 0, &[]), grpc_frame(0, 0, &[])].concat(),
        ),
        ("NewGame", [new_game.clone(), new_game.clone()].concat()),
        ("NewGame", [new_game.clone(), vec![0]].concat()),
    ] {
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(
            server.addr,
            "POST",
            &format!("/poch.v1.EngineService/{method}"),
            true,
        )
        .body(())
        .expect("a request");
        let (response, mut send) = h2.send_request(request, false).expect("sent");
        send.send_data(Bytes::from(body), true).expect("sent");
        let status = H2Answer::read(response).await.grpc();
        assert_grpc_error(&status, Code::InvalidArgument, "malformed_body");
    }
    // One message is served.
    h2 = h2.ready().await.expect("a stream");
    let request = h2_request(server.addr, "POST", "/poch.v1.EngineService/NewGame", true)
        .body(())
        .expect("a request");
    let (response, mut send) = h2.send_request(request, false).expect("sent");
    send.send_data(Bytes::from(new_game), true).expect("sent");
    let answer = H2Answer::read(response).await;
    assert_eq!(answer.grpc().code(), Code::Ok);
    let reply = pb::NewGameResponse::decode(&answer.body[5..]).expect("a NewGameResponse");
    assert!(reply.state.is_some());
}

/// `grpc-timeout` is the call's deadline, capped by the server's: a call whose message never
/// completes is answered DEADLINE_EXCEEDED `timeout` when the shorter of the two passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grpc_timeout_is_the_calls_deadline() {
    for (server_ms, asked, within) in [
        ("30000", "300m", Duration::from_secs(3)),
        ("300", "100S", Duration::from_secs(3)),
    ] {
        let server = Server::start_with(&["--request-timeout-ms", server_ms], &[]);
        let (mut h2, _connection) = h2_connect(server.addr, None).await;
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(server.addr, "POST", "/poch.v1.EngineService/NewGame", true)
            .header("grpc-timeout", asked)
            .body(())
            .expect("a request");
        let (response, mut send) = h2.send_request(request, false).expect("sent");
        let frame = grpc_framed(&new_game_request());
        send.send_data(Bytes::copy_from_slice(&frame[..8]), false)
            .expect("sent");
        let start = Instant::now();
        let answer = tokio::time::timeout(within, H2Answer::read(response))
            .await
            .unwrap_or_else(|_| panic!("grpc-timeout {asked}: no answer within {within:?}"));
        assert!(start.elapsed() < within);
        assert_grpc_error(&answer.grpc(), Code::DeadlineExceeded, "timeout");
        drop(send);
        // A deadline that leaves time is no obstacle.
        h2 = h2.ready().await.expect("a stream");
        let request = h2_request(server.addr, "POST", "/poch.v1.EngineService/NewGame", true)
            .header("grpc-timeout", "10S")
            .body(())
            .expect("a request");
        let (response, mut send) = h2.send_request(request, false).expect("sent");
        send.send_data(Bytes::from(frame), true).expect("sent");
        assert_eq!(H2Answer::read(response).await.grpc().code(), Code::Ok);
    }
}

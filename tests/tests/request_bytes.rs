//! The request bytes in flight held within their budget (`--max-request-bytes-in-flight`),
//! counted by what has arrived of each body and one read more, not by the length it declares:
//! heads that declare large bodies and bring little hold little; two large requests whose bodies
//! have partly arrived hold most of the budget (REST over HTTP/1.1, gRPC over HTTP/2); large
//! requests beyond what is left are `overloaded` at once on both wires (before their bodies
//! are read), small ones within it are served; the two are served once their bodies are whole,
//! and after them the budget is whole again: large requests are served on both wires. And the
//! answer bytes held for clients that do not read them within theirs
//! (`--max-held-answer-bytes`), a `Replay` beyond it refused before it is built.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bytes::Bytes;
use poch_tests::kit::{
    H2Answer, assert_apply_served, assert_overloaded, h2_connect, h2_request, metric, rest_apply,
    start_flagged,
};
use poch_tests::{Server, apply_body, apply_request, grpc_frame, load_position};
use prost::Message as _;
use reqwest::StatusCode;
use reqwest::header::RETRY_AFTER;
use serde_json::Value;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;
use tonic::Code;

const BODY_LIMIT: usize = 64 * 1024;
/// Room for two large bodies, not three.
const BUDGET: usize = 128 * 1024;
/// A large body: within the body limit, more than what two of them leave of the budget.
const LARGE: usize = 60_000;

/// An `Apply` body of exactly `LARGE` bytes: JSON padded with spaces.
fn large_rest_body() -> Vec<u8> {
    let (game, seat, action) = load_position();
    let mut body = apply_body(game.state(), seat, &action);
    assert!(body.len() < LARGE);
    body.resize(LARGE, b' ');
    body
}

/// An `ApplyRequest` message of exactly `LARGE` bytes, framed: the request padded with a field
/// the message does not have (which a reader skips).
fn large_grpc_body() -> Vec<u8> {
    let (game, seat, action) = load_position();
    let mut message = apply_request(game.state(), seat, &action, false).encode_to_vec();
    // Field 1000, length-delimited: a key of two bytes and a length of three.
    let padding = LARGE - message.len() - 5;
    prost::encoding::encode_key(
        1000,
        prost::encoding::WireType::LengthDelimited,
        &mut message,
    );
    prost::encoding::encode_varint(padding as u64, &mut message);
    message.resize(LARGE, 0);
    grpc_frame(0, u32::try_from(LARGE).expect("small"), &message)
}

/// Waits until the request bytes in flight are `done`.
async fn wait_for_bytes(server: &Server, done: impl Fn(u64) -> bool) -> u64 {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let held = metric(server, "poch_request_bytes_in_flight").await;
        if done(held) {
            return held;
        }
        assert!(Instant::now() < deadline, "request bytes in flight: {held}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A REST `Apply` over HTTP/1.1 whose head declares the large body and which brings only its
/// first `sent` bytes; the rest is sent by [`finish_rest`].
async fn stalled_rest(addr: SocketAddr, body: &[u8], sent: usize) -> TcpStream {
    let mut tcp = TcpStream::connect(addr).await.expect("connect");
    let head = format!(
        "POST /v1/games/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    tcp.write_all(head.as_bytes()).await.expect("the head");
    tcp.write_all(&body[..sent]).await.expect("the first bytes");
    tcp
}

/// Sends the rest of the body; the answer's status line and body.
async fn finish_rest(mut tcp: TcpStream, rest: &[u8]) -> (String, String) {
    tcp.write_all(rest).await.expect("the rest");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), tcp.read_to_end(&mut answer))
        .await
        .expect("an answer in time")
        .expect("the answer");
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (
        head.lines().next().unwrap_or_default().to_owned(),
        body.to_owned(),
    )
}

/// A gRPC `Apply` over HTTP/2 that brings the first `sent` bytes of `body`, its length declared
/// (`content-length`) or not; the rest is sent by the caller on the stream handed back.
async fn grpc_call(
    h2: &mut h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    body: &[u8],
    sent: usize,
    declared: bool,
) -> (h2::client::ResponseFuture, h2::SendStream<Bytes>) {
    let mut request = h2_request(addr, "POST", "/poch.v1.EngineService/Apply", true);
    if declared {
        request = request.header("content-length", body.len());
    }
    let request = request.body(()).expect("a request");
    let ready = h2.clone().ready().await.expect("a stream");
    *h2 = ready;
    let (response, mut send) = h2.send_request(request, false).expect("headers sent");
    send.reserve_capacity(sent);
    // A call shed as it arrives (beyond the budget) is answered and its stream closed on its
    // HEADERS alone, at times before these bytes are sent: they then have no stream to go on,
    // and the answer (the refusal) is read from the response all the same.
    let _ = send.send_data(Bytes::copy_from_slice(&body[..sent]), sent == body.len());
    (response, send)
}

/// The gRPC status an answer ends with (in its headers or its trailers).
async fn grpc_status(response: h2::client::ResponseFuture) -> tonic::Status {
    tokio::time::timeout(Duration::from_secs(10), H2Answer::read(response))
        .await
        .expect("an answer in time")
        .grpc()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn large_requests_beyond_the_budget_are_overloaded_and_the_budget_comes_back() {
    // The budget alone: one client and one connection may hold all of it.
    let server = start_flagged(&[
        ("--max-body-bytes", &BODY_LIMIT.to_string()),
        ("--max-request-bytes-in-flight", &BUDGET.to_string()),
        ("--max-request-bytes-per-client", &BUDGET.to_string()),
        ("--max-request-bytes-per-connection", &BUDGET.to_string()),
        ("--request-timeout-ms", "20000"),
    ]);
    let addr = server.addr;
    let rest_body = large_rest_body();
    let grpc_body = large_grpc_body();
    assert_eq!(
        metric(&server, "poch_request_bytes_in_flight_limit").await,
        u64::try_from(BUDGET).expect("small")
    );

    // Heads that declare large bodies and bring a hundred bytes hold what one read may bring
    // (16 KiB over HTTP/2), not the lengths they declare: four of them fit where two declared
    // lengths would not, and none is refused.
    let (mut h2, _connection) = h2_connect(addr, None).await;
    let mut declared_only = Vec::new();
    for _ in 0..4 {
        declared_only.push(grpc_call(&mut h2, addr, &grpc_body, 100, true).await);
    }
    let held = wait_for_bytes(&server, |held| held >= 4 * (16 << 10)).await;
    assert!(held <= 4 * (17 << 10), "{held} bytes held for 400 sent");
    assert_apply_served(&server).await;
    drop(declared_only);
    wait_for_bytes(&server, |held| held == 0).await;

    // Two large requests, their bodies partly arrived, hold most of the budget: the REST one
    // its declared length (its next read may bring all of it), the gRPC one half its body and
    // one DATA frame more. What is left holds a small call's first read (16 KiB when its bytes
    // are not there yet), not a large body.
    let sent = LARGE - 4000;
    let sent_grpc = LARGE / 2;
    let stalled = stalled_rest(addr, &rest_body, sent).await;
    let (stalled_grpc, mut stalled_send) =
        grpc_call(&mut h2, addr, &grpc_body, sent_grpc, true).await;
    let expected = (LARGE + sent_grpc + (16 << 10)) as u64;
    let held = wait_for_bytes(&server, |held| held >= expected).await;
    assert!(held < BUDGET as u64, "{held}");
    let left = BUDGET as u64 - held;
    assert!(left >= 17 << 10 && left < LARGE as u64, "{left} bytes left");

    // Large ones beyond what is left: overloaded at once, on both wires.
    let start = Instant::now();
    let response = rest_apply(&server.http(), &server.url(), rest_body.clone()).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        response
            .headers()
            .get(RETRY_AFTER)
            .and_then(|v| v.to_str().ok()),
        Some("1")
    );
    let problem: Value = response.json().await.expect("json");
    assert_eq!(problem["code"], "overloaded");
    for declared in [true, false] {
        let (response, _send) =
            grpc_call(&mut h2, addr, &grpc_body, grpc_body.len(), declared).await;
        assert_overloaded(&grpc_status(response).await);
    }
    assert!(start.elapsed() < Duration::from_secs(5), "at once");
    // Small ones within it are served.
    assert_apply_served(&server).await;

    // The two stalled ones are served once whole.
    let (status_line, body) = finish_rest(stalled, &rest_body[sent..]).await;
    assert_eq!(status_line, "HTTP/1.1 200 OK", "{body}");
    let answer: Value = serde_json::from_str(&body).expect("json");
    assert!(answer["state"].is_object(), "{answer}");
    stalled_send
        .send_data(Bytes::copy_from_slice(&grpc_body[sent_grpc..]), true)
        .expect("the rest");
    let status = grpc_status(stalled_grpc).await;
    assert_eq!(status.code(), Code::Ok, "{status:?}");

    // The budget is whole again: large requests are served on both wires.
    assert_eq!(wait_for_bytes(&server, |held| held == 0).await, 0);
    let response = rest_apply(&server.http(), &server.url(), rest_body.clone()).await;
    assert_eq!(response.status(), StatusCode::OK);
    for declared in [true, false] {
        let (response, _send) =
            grpc_call(&mut h2, addr, &grpc_body, grpc_body.len(), declared).await;
        let status = grpc_status(response).await;
        assert_eq!(status.code(), Code::Ok, "{status:?}");
    }
    assert_eq!(wait_for_bytes(&server, |held| held == 0).await, 0);
}

/// A budget below the largest body is refused at start: a body of that size could never be
/// served.
#[test]
fn a_budget_below_the_body_limit_is_refused_at_start() {
    let output = std::process::Command::new(poch_tests::binary())
        .args([
            "--addr",
            "127.0.0.1:0",
            "--max-body-bytes",
            "65536",
            "--max-request-bytes-in-flight",
            "65535",
        ])
        .env("POCH_LOG", "warn")
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--max-request-bytes-in-flight") && stderr.contains("--max-body-bytes"),
        "{stderr}"
    );
}

/// A `Replay` of the most actions a Replay takes (an answer of about 780 KB), framed.
fn long_replay_body() -> Vec<u8> {
    let (game, new_game) = poch_tests::long_match();
    poch_tests::grpc_framed(&poch_api::v1::ReplayRequest {
        new_game: Some(new_game),
        actions: poch_tests::plain_play(game, poch_api::MAX_REPLAY_ACTIONS),
    })
}

/// A gRPC `Replay` on `h2`; its answer's head (the answer itself left unread).
async fn replay_head(
    h2: &mut h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    body: &[u8],
) -> http::Response<h2::RecvStream> {
    let request = poch_tests::grpc_request(addr, "/poch.v1.EngineService/Replay");
    let ready = h2.clone().ready().await.expect("a stream");
    *h2 = ready;
    let (response, mut send) = h2.send_request(request, false).expect("headers sent");
    send.reserve_capacity(body.len());
    send.send_data(Bytes::copy_from_slice(body), true)
        .expect("the body");
    tokio::time::timeout(Duration::from_secs(20), response)
        .await
        .expect("a head in time")
        .expect("a head")
}

/// The answers held for a client that does not read them stay within
/// `--max-held-answer-bytes`, and a `Replay` whose answer would not fit is refused before it
/// is built: with 1 MiB, one unread Replay of 10,000 actions (about 780 KB of answer) is
/// held, the next is `overloaded` at once and never replayed (`/metrics` counts one Replay
/// served and one shed), and once the first is gone a Replay is served again. A budget under
/// 1 MiB is refused at start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unread_answers_stay_within_their_budget_and_a_replay_beyond_it_is_not_built() {
    let server = Server::start_with(&["--max-held-answer-bytes", "1048576"], &[]);
    let body = long_replay_body();
    let tcp = TcpStream::connect(server.addr).await.expect("connect");
    let (mut h2, connection) = h2::client::Builder::new()
        .initial_window_size(0)
        .handshake::<_, Bytes>(tcp)
        .await
        .expect("an HTTP/2 handshake");
    let connection = tokio::spawn(connection);
    let served = "poch_requests_total{operation=\"replay\",transport=\"grpc\",outcome=\"ok\"}";
    let shed =
        "poch_requests_total{operation=\"replay\",transport=\"grpc\",outcome=\"overloaded\"}";

    let held = replay_head(&mut h2, server.addr, &body).await;
    assert!(
        held.headers().get("grpc-status").is_none(),
        "the first answer is held: {:?}",
        held.headers()
    );
    let bytes = metric(&server, "poch_answer_bytes_held").await;
    assert!((500_000..=1 << 20).contains(&bytes), "{bytes} bytes held");
    assert_eq!(
        metric(&server, "poch_answer_bytes_held_limit").await,
        1 << 20
    );
    let refused = replay_head(&mut h2, server.addr, &body).await;
    let status = tonic::Status::from_header_map(refused.headers()).expect("a trailers-only status");
    assert_overloaded(&status);
    assert_eq!(
        metric(&server, served).await,
        1,
        "the second was not replayed"
    );
    assert_eq!(metric(&server, shed).await, 1);

    drop((held, refused, h2));
    connection.abort();
    let deadline = Instant::now() + Duration::from_secs(10);
    while metric(&server, "poch_answer_bytes_held").await > 0 {
        assert!(
            Instant::now() < deadline,
            "the held answer's place came back"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    let answer = replay_head(&mut h2, server.addr, &body).await;
    assert!(answer.headers().get("grpc-status").is_none());
    let (_, mut stream) = answer.into_parts();
    let mut read = 0;
    while let Some(chunk) = stream.data().await {
        let chunk = chunk.expect("a chunk");
        read += chunk.len();
        let _ = stream.flow_control().release_capacity(chunk.len());
    }
    assert!(read > 500_000, "the whole answer read: {read} bytes");
    assert_eq!(metric(&server, served).await, 2);

    let output = std::process::Command::new(poch_tests::binary())
        .args([
            "--addr",
            "127.0.0.1:0",
            "--max-held-answer-bytes",
            "1048575",
        ])
        .env("POCH_LOG", "warn")
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--max-held-answer-bytes"));
}

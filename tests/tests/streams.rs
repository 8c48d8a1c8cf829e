//! gRPC health and reflection streams held in bounds: a `Check` whose message never completes,
//! a `Watch` whose request side stays open, and a reflection stream are timed out, admitted
//! against a budget of their own (32 at once), never keep their connection from counting as
//! idle, and never hold the drain. Each attack runs against the real binary with small
//! timeouts; the probes and `Apply` are asked to answer throughout.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bytes::Bytes;
use poch_tests::kit::{
    H2Answer, assert_apply_served_with, assert_probes_answer_with, fresh_client, h2_connect,
    h2_request, reason, start_flagged,
};
use poch_tests::{Server, grpc_frame, grpc_framed};
use tonic::Code;
use tonic_health::pb::HealthCheckRequest;

/// The health and reflection streams the server keeps open at once.
const BUDGET: usize = 32;

const CHECK: &str = "/grpc.health.v1.Health/Check";
const WATCH: &str = "/grpc.health.v1.Health/Watch";
const REFLECTION: &str = "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo";

/// Opens a gRPC stream on `path` and sends `first` on it, leaving the request side open.
async fn open(
    h2: h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    first: Vec<u8>,
) -> (
    h2::client::SendRequest<Bytes>,
    h2::client::ResponseFuture,
    h2::SendStream<Bytes>,
) {
    let mut h2 = h2.ready().await.expect("a stream");
    let request = h2_request(addr, "POST", path, true)
        .body(())
        .expect("a request");
    let (response, mut send) = h2.send_request(request, false).expect("headers sent");
    send.send_data(Bytes::from(first), false)
        .expect("the first bytes sent");
    (h2, response, send)
}

/// A health check request's first bytes: its prefix declares 10 bytes more than it brings.
fn stalled_check() -> Vec<u8> {
    grpc_frame(0, 12, &[0x0a, 0x00])
}

fn whole_check() -> Vec<u8> {
    grpc_framed(&HealthCheckRequest {
        service: String::new(),
    })
}

/// The gRPC status an answer ends with (in its headers or its trailers), and the answer's
/// messages' bytes.
async fn grpc_outcome(response: h2::client::ResponseFuture) -> (tonic::Status, Vec<u8>) {
    let answer = H2Answer::read(response).await;
    (answer.grpc(), answer.body)
}

/// The probes answer on new connections, and an `Apply` is served on both wires.
async fn assert_probes_and_apply_served(server: &Server) {
    let client = fresh_client(Duration::from_secs(5));
    assert_probes_answer_with(server, &client).await;
    assert_apply_served_with(server, &client).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stalled_health_checks_are_budgeted_and_timed_out() {
    let server = Server::start_with(&["--request-timeout-ms", "2000"], &[]);
    let (mut h2, _connection) = h2_connect(server.addr, None).await;
    let start = Instant::now();
    let mut answers = Vec::new();
    let mut senders = Vec::new();
    for _ in 0..BUDGET + 8 {
        let (next, response, send) = open(h2, server.addr, CHECK, stalled_check()).await;
        h2 = next;
        senders.push(send);
        answers.push(tokio::spawn(async move {
            let (status, _) = grpc_outcome(response).await;
            (status, start.elapsed())
        }));
    }
    assert_probes_and_apply_served(&server).await;
    let mut shed = 0;
    let mut timed_out = 0;
    for answer in answers {
        let (status, after) = answer.await.expect("the answer's task");
        if status.code() == Code::ResourceExhausted {
            assert_eq!(reason(&status), "overloaded");
            assert!(
                after < Duration::from_millis(1500),
                "shed at once: {after:?}"
            );
            shed += 1;
        } else {
            assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
            assert_eq!(reason(&status), "timeout");
            assert!(after >= Duration::from_millis(1900), "{after:?}");
            timed_out += 1;
        }
    }
    assert_eq!((timed_out, shed), (BUDGET, 8));
    drop(senders);
    let (_, response, _send) = open(h2, server.addr, CHECK, whole_check()).await;
    // A Check whose request side is not ended either: tonic waits for its end, so it is
    // timed out too; sent whole (ended), it is served.
    let (status, _) = grpc_outcome(response).await;
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    let mut health = tonic_health::pb::health_client::HealthClient::new(
        tonic::transport::Channel::from_shared(server.url())
            .expect("uri")
            .connect()
            .await
            .expect("connect"),
    );
    let reply = health
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .expect("a Check once the stalled ones are gone");
    assert_eq!(
        reply.into_inner().status(),
        tonic_health::pb::health_check_response::ServingStatus::Serving
    );
}

/// A `Watch` whose request side stays open is timed out at the request timeout; a `Watch`
/// sent whole gets its status at once, and its stream ends with `timeout` after the idle
/// timeout (to be watched again), not never; a reflection stream left open ends at the
/// request timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watch_and_reflection_streams_end() {
    let server = Server::start_with(
        &["--request-timeout-ms", "1000", "--idle-timeout-ms", "2500"],
        &[],
    );
    let (h2, _connection) = h2_connect(server.addr, None).await;
    let start = Instant::now();
    let (h2, open_watch, _open_send) = open(h2, server.addr, WATCH, whole_check()).await;
    let (mut h2, reflection, _reflection_send) = open(
        h2,
        server.addr,
        REFLECTION,
        // ListServices, the request side left open.
        grpc_frame(0, 2, &[0x3a, 0x00]),
    )
    .await;
    let (status, _) = grpc_outcome(open_watch).await;
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert_eq!(reason(&status), "timeout");
    let (status, listed) = grpc_outcome(reflection).await;
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert!(
        !listed.is_empty(),
        "the services were listed before the end"
    );
    let waited = start.elapsed();
    assert!(waited < Duration::from_millis(2000), "{waited:?}");

    h2 = h2.ready().await.expect("a stream");
    let request = poch_tests::content_headers(
        http::Request::builder()
            .method("POST")
            .uri(format!("http://{}{WATCH}", server.addr)),
        true,
    )
    .body(())
    .expect("a request");
    let start = Instant::now();
    let (response, mut send) = h2.send_request(request, false).expect("headers sent");
    send.send_data(Bytes::from(whole_check()), true)
        .expect("the request sent");
    let (status, statuses) = grpc_outcome(response).await;
    let lasted = start.elapsed();
    // One HealthCheckResponse{status: SERVING}: a 5-byte prefix and 08 01.
    assert_eq!(statuses, [0, 0, 0, 0, 2, 0x08, 0x01]);
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert!(lasted >= Duration::from_millis(2000), "{lasted:?}");
    assert!(lasted < Duration::from_secs(6), "{lasted:?}");
    assert_probes_and_apply_served(&server).await;
}

/// A connection that holds only a stalled health stream and a watch counts as idle: it is shut
/// down after the idle timeout, although neither stream has ended (their deadline is far).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_with_only_health_streams_is_idle() {
    let server = start_flagged(&[
        ("--request-timeout-ms", "60000"),
        ("--idle-timeout-ms", "500"),
        ("--header-read-timeout-ms", "500"),
    ]);
    let (h2, connection) = h2_connect(server.addr, None).await;
    let start = Instant::now();
    let (h2, _stalled, _stalled_send) = open(h2, server.addr, CHECK, stalled_check()).await;
    let (_h2, _watch, _watch_send) = open(h2, server.addr, WATCH, whole_check()).await;
    let ended = tokio::time::timeout(Duration::from_secs(5), connection).await;
    assert!(
        ended.is_ok(),
        "a connection with only health streams stays open"
    );
    assert!(start.elapsed() >= Duration::from_millis(400));
    assert_probes_and_apply_served(&server).await;
}

/// SIGTERM with a stalled `Check`, an open `Watch` and an open reflection stream: the server
/// exits 0 after the drain delay (300 ms), far from the drain timeout (20 s), and far from
/// the request timeout (60 s) that would end those streams otherwise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_streams_do_not_hold_the_drain() {
    let server = Server::start_with(
        &["--request-timeout-ms", "60000"],
        &[
            ("POCH_DRAIN_DELAY_MS", "300"),
            ("POCH_DRAIN_TIMEOUT_MS", "20000"),
        ],
    );
    let (h2, _connection) = h2_connect(server.addr, None).await;
    let (h2, stalled, _stalled_send) = open(h2, server.addr, CHECK, stalled_check()).await;
    let (h2, watch, _watch_send) = open(h2, server.addr, WATCH, whole_check()).await;
    let (_h2, reflection, _reflection_send) =
        open(h2, server.addr, REFLECTION, grpc_frame(0, 2, &[0x3a, 0x00])).await;
    let outcomes = tokio::spawn(async move {
        let mut codes = Vec::new();
        for response in [stalled, watch, reflection] {
            codes.push(grpc_outcome(response).await.0.code());
        }
        codes
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let start = Instant::now();
    let status = server
        .terminate_within(Duration::from_secs(10))
        .await
        .expect("the server exits long before the drain timeout");
    let took = start.elapsed();
    assert!(status.success(), "{status:?}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    let codes = tokio::time::timeout(Duration::from_secs(2), outcomes)
        .await
        .expect("every stream ended")
        .expect("the outcomes' task");
    assert_eq!(codes, [Code::DeadlineExceeded; 3]);
}

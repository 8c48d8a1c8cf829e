//! The helpers the black-box test files share: names, seeds and keys, state envelopes and
//! requests, the error a gRPC status carries, clients (reqwest over HTTP/1.1 and HTTP/2, raw
//! HTTP/2), whole answers and requests held in flight, metrics, servers started for a purpose,
//! and an OTLP trace receiver.

use std::net::SocketAddr;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::BodyExt as _;
use poch_api::v1 as pb;
use poch_client::Transport;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, HeaderMap};
use tonic_types::StatusExt as _;

pub use crate::otlp::OtlpCollector;
use crate::{Server, apply_body, apply_request, load_position};

// ---------------------------------------------------------------------------------------------
// Names, seeds and keys
// ---------------------------------------------------------------------------------------------

/// The four players of most matches.
pub const PLAYERS: [&str; 4] = ["ann", "bob", "cy", "di"];

/// [`PLAYERS`] as owned names.
pub fn players() -> Vec<String> {
    PLAYERS.map(String::from).to_vec()
}

/// Match seed one (31 zero bytes, then 1), as hex.
pub const SEED_HEX: &str = "0000000000000000000000000000000000000000000000000000000000000001";

/// Match seed one ([`SEED_HEX`]) as bytes.
pub fn seed_bytes() -> Vec<u8> {
    let mut seed = vec![0u8; 32];
    seed[31] = 1;
    seed
}

/// `bytes` as lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A sealing key (`--sealing-keys`): id `a`, 32 bytes of 1.
pub const KEY: &str = "a:0101010101010101010101010101010101010101010101010101010101010101";

/// The flags of a server in ticket mode, sealing with `keys`.
pub fn ticket_mode(keys: &str) -> [&str; 6] {
    [
        "--ticket-mode",
        "true",
        "--require-sealed",
        "true",
        "--sealing-keys",
        keys,
    ]
}

// ---------------------------------------------------------------------------------------------
// State envelopes and requests
// ---------------------------------------------------------------------------------------------

/// A gRPC state envelope holding the sealed `token`.
pub fn sealed(token: &[u8]) -> Option<pb::StateEnvelope> {
    Some(pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Sealed(token.to_vec())),
    })
}

/// The token of a gRPC answer's state; panics on a plain state.
pub fn sealed_token(state: Option<pb::StateEnvelope>) -> Vec<u8> {
    match state.and_then(|s| s.kind) {
        Some(pb::state_envelope::Kind::Sealed(token)) => token,
        other => panic!("a sealed state, not {other:?}"),
    }
}

/// A gRPC `ApplyRequest` of `action` by `seat` on `state`, without views, locale, ticket or id.
pub fn apply_on(
    state: Option<pb::StateEnvelope>,
    seat: u32,
    action: Option<pb::Action>,
) -> pb::ApplyRequest {
    pb::ApplyRequest {
        state,
        seat,
        action,
        include_views: false,
        locale: String::new(),
        ticket: Vec::new(),
        action_id: None,
        view_seats: Vec::new(),
    }
}

/// The `reason` of a gRPC status's `google.rpc.ErrorInfo` (the error code); panics without one.
pub fn reason(status: &tonic::Status) -> String {
    status
        .get_details_error_info()
        .map(|info| info.reason)
        .unwrap_or_else(|| panic!("no ErrorInfo in {status:?}"))
}

/// The gRPC client of the engine service.
pub type Grpc = pb::engine_service_client::EngineServiceClient<tonic::transport::Channel>;

/// The view of `seat` (the spectator's if `None`) of the sealed `token`, over gRPC, no ticket.
pub async fn sealed_view(grpc: &mut Grpc, token: &[u8], seat: Option<u32>) -> pb::View {
    grpc.get_view(pb::GetViewRequest {
        state: sealed(token),
        seat,
        ticket: Vec::new(),
    })
    .await
    .expect("GetView")
    .into_inner()
    .view
    .expect("a view")
}

/// A server commitment for a provably fair match (`CommitServerSeed`).
pub async fn commit(grpc: &mut Grpc) -> pb::CommitServerSeedResponse {
    grpc.commit_server_seed(pb::CommitServerSeedRequest {})
        .await
        .expect("CommitServerSeed")
        .into_inner()
}

/// The server's two wires, each with its URL for the Rust client.
pub fn wires(server: &Server) -> [(Transport, String); 2] {
    [
        (Transport::Grpc, format!("grpc://{}", server.addr)),
        (Transport::Rest, server.url()),
    ]
}

// ---------------------------------------------------------------------------------------------
// Clients and plain requests
// ---------------------------------------------------------------------------------------------

/// A reqwest client speaking HTTP/2 with prior knowledge (h2c), as gRPC does.
pub fn h2_client() -> reqwest::Client {
    reqwest::Client::builder()
        .http2_prior_knowledge()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("an HTTP/2 client")
}

/// An HTTP/1.1 client that opens a new connection for every request, as a kubelet's probe does.
pub fn fresh_client(timeout: Duration) -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .timeout(timeout)
        .build()
        .expect("an HTTP/1.1 client")
}

/// The `content-type` of an answer's `headers`; empty when there is none.
pub fn content_type_of(headers: &HeaderMap) -> String {
    headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// Sends `request`: the answer's JSON body.
pub async fn json_answer(request: reqwest::RequestBuilder) -> serde_json::Value {
    request
        .send()
        .await
        .expect("an answer")
        .json()
        .await
        .expect("JSON")
}

/// `GET url` with `client`: the answer's JSON body.
pub async fn get_json(client: &reqwest::Client, url: &str) -> serde_json::Value {
    json_answer(client.get(url)).await
}

/// `POST url` of the JSON `body` with `client`: the answer's JSON body.
pub async fn post_json(
    client: &reqwest::Client,
    url: &str,
    body: &serde_json::Value,
) -> serde_json::Value {
    json_answer(client.post(url).json(body)).await
}

/// `GET url/metrics` with `client`: the Prometheus text.
pub async fn metrics_with(client: &reqwest::Client, url: &str) -> String {
    client
        .get(format!("{url}/metrics"))
        .send()
        .await
        .expect("metrics")
        .text()
        .await
        .expect("text")
}

/// The server's `/metrics` text.
pub async fn metrics(server: &Server) -> String {
    metrics_with(&server.http(), &server.url()).await
}

/// The value of the sample `series` (a name, with its labels if it has any) in the Prometheus
/// `text`; `None` when it is not there.
pub fn sample<'a>(text: &'a str, series: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(series)?.strip_prefix(' '))
}

/// The value of the counter or gauge `series` on the server now; panics when it is not there.
pub async fn metric(server: &Server, series: &str) -> u64 {
    let text = metrics(server).await;
    sample(&text, series)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{series} in {text}"))
}

/// `/healthz` and `/readyz` answer 200, each on a new connection.
pub async fn assert_probes_answer(server: &Server) {
    let client = fresh_client(Duration::from_secs(5));
    assert_probes_answer_with(server, &client).await;
}

/// `/healthz` and `/readyz` answer 200 to `client`.
pub async fn assert_probes_answer_with(server: &Server, client: &reqwest::Client) {
    for probe in ["/healthz", "/readyz"] {
        let response = client
            .get(format!("{}{probe}", server.url()))
            .send()
            .await
            .unwrap_or_else(|e| panic!("{probe}: {e}"));
        assert_eq!(response.status(), StatusCode::OK, "{probe}");
    }
}

/// [`assert_apply_served_with`] the server's own client.
pub async fn assert_apply_served(server: &Server) {
    assert_apply_served_with(server, &server.http()).await;
}

/// POSTs `body` as JSON to `/v1/games/apply` of the server at `url` with `client`.
pub async fn rest_apply(
    client: &reqwest::Client,
    url: &str,
    body: impl Into<reqwest::Body>,
) -> reqwest::Response {
    client
        .post(format!("{url}/v1/games/apply"))
        .header(CONTENT_TYPE, "application/json")
        .body(body)
        .send()
        .await
        .expect("a REST answer")
}

/// An `Apply` over REST and one over gRPC are both served (the load position, [`load_position`]);
/// the REST one through `client`.
pub async fn assert_apply_served_with(server: &Server, client: &reqwest::Client) {
    let (game, seat, action) = load_position();
    let response = rest_apply(
        client,
        &server.url(),
        apply_body(game.state(), seat, &action),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let reply = server
        .grpc()
        .await
        .apply(apply_request(game.state(), seat, &action, false))
        .await
        .expect("a gRPC Apply");
    assert!(reply.into_inner().state.is_some());
}

// ---------------------------------------------------------------------------------------------
// Whole answers, and requests held in flight
// ---------------------------------------------------------------------------------------------

/// An answer read to its end: the HTTP status, the headers, the body and the trailers.
#[derive(Debug)]
pub struct RawAnswer {
    /// The HTTP status.
    pub http: StatusCode,
    /// The headers.
    pub headers: HeaderMap,
    /// The body's bytes.
    pub body: Vec<u8>,
    /// The trailers, if any.
    pub trailers: Option<HeaderMap>,
}

impl RawAnswer {
    /// Reads `response` to its end, trailers included.
    pub async fn read(response: reqwest::Response) -> RawAnswer {
        let http = response.status();
        let headers = response.headers().clone();
        let response: http::Response<reqwest::Body> = response.into();
        let mut body = response.into_body();
        let mut data = Vec::new();
        let mut trailers = None;
        while let Some(frame) = body.frame().await {
            let frame = frame.expect("a body frame");
            match frame.into_data() {
                Ok(bytes) => data.extend_from_slice(&bytes),
                Err(frame) => trailers = frame.into_trailers().ok(),
            }
        }
        RawAnswer {
            http,
            headers,
            body: data,
            trailers,
        }
    }

    /// The gRPC status, from the headers (a trailers-only answer) or the trailers.
    pub fn grpc_status(&self) -> Option<tonic::Status> {
        tonic::Status::from_header_map(&self.headers).or_else(|| {
            self.trailers
                .as_ref()
                .and_then(tonic::Status::from_header_map)
        })
    }
}

/// What a held request got back.
#[derive(Debug)]
pub struct Answer {
    /// The HTTP status.
    pub http: StatusCode,
    /// The gRPC status code, if the answer had one.
    pub grpc_status: Option<tonic::Code>,
    /// The body's bytes.
    pub body: Vec<u8>,
}

/// A request whose body is held back: its head and the first half of its body are sent, the
/// rest waits for [`Held::release`]. The server has the request in flight meanwhile.
pub struct Held {
    sender: http_body_util::channel::Sender<Bytes>,
    rest: Bytes,
    /// The task that waits for the answer.
    pub answer: tokio::task::JoinHandle<Answer>,
}

impl Held {
    /// POSTs `body` to `url` with `client` as a gRPC call (`grpc`) or as JSON, holding back its
    /// second half.
    pub async fn start(client: &reqwest::Client, url: String, grpc: bool, body: Vec<u8>) -> Held {
        let (mut sender, channel) = http_body_util::channel::Channel::<Bytes>::new(2);
        let body = Bytes::from(body);
        let split = body.len() / 2;
        sender
            .send_data(body.slice(..split))
            .await
            .expect("the first half is buffered");
        let request = client.post(url).body(reqwest::Body::wrap(channel));
        let request = if grpc {
            request
                .header(CONTENT_TYPE, "application/grpc")
                .header("te", "trailers")
        } else {
            request.header(CONTENT_TYPE, "application/json")
        };
        let answer = tokio::spawn(async move {
            let response = request.send().await.expect("an answer to a held request");
            let answer = RawAnswer::read(response).await;
            Answer {
                http: answer.http,
                grpc_status: answer.grpc_status().map(|s| s.code()),
                body: answer.body,
            }
        });
        Held {
            sender,
            rest: body.slice(split..),
            answer,
        }
    }

    /// Sends the rest of the body and waits for the answer.
    pub async fn release(mut self) -> Answer {
        self.sender
            .send_data(self.rest.clone())
            .await
            .expect("the rest of the body is sent");
        drop(self.sender);
        self.answer.await.expect("the held request's task")
    }
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP/2
// ---------------------------------------------------------------------------------------------

/// The task driving a raw HTTP/2 connection.
pub type Connection = tokio::task::JoinHandle<Result<(), h2::Error>>;

/// An HTTP/2 connection to `addr` (h2c) made with the h2 crate, so that a test controls every
/// frame: the client, and the task driving the connection (it ends when the connection does).
/// `window` is the flow-control window the client gives each stream (h2's default if `None`).
pub async fn h2_connect(
    addr: SocketAddr,
    window: Option<u32>,
) -> (h2::client::SendRequest<Bytes>, Connection) {
    let tcp = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let mut builder = h2::client::Builder::new();
    if let Some(window) = window {
        builder.initial_window_size(window);
    }
    let (client, connection) = builder.handshake(tcp).await.expect("an HTTP/2 handshake");
    (client, tokio::spawn(connection))
}

/// The head of a request of `method` on `path` at `addr` for a raw HTTP/2 client, with the
/// headers of a gRPC call (`grpc`) or of a JSON body ([`crate::content_headers`]).
pub fn h2_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    grpc: bool,
) -> http::request::Builder {
    let builder = http::Request::builder()
        .method(method)
        .uri(format!("http://{addr}{path}"));
    crate::content_headers(builder, grpc)
}

/// A whole answer read from a raw HTTP/2 stream: the status, the headers, the body and the
/// trailers.
pub struct H2Answer {
    /// The HTTP status.
    pub status: http::StatusCode,
    /// The headers.
    pub headers: http::HeaderMap,
    /// The body's bytes.
    pub body: Vec<u8>,
    /// The trailers, if any.
    pub trailers: Option<http::HeaderMap>,
}

impl H2Answer {
    /// Reads the answer to `response` to its end, giving the flow-control window back as it goes.
    pub async fn read(response: h2::client::ResponseFuture) -> H2Answer {
        let response = response.await.expect("an answer");
        let (parts, mut body) = response.into_parts();
        let mut data = Vec::new();
        while let Some(chunk) = body.data().await {
            let chunk = chunk.expect("a body chunk");
            let _ = body.flow_control().release_capacity(chunk.len());
            data.extend_from_slice(&chunk);
        }
        let trailers = body.trailers().await.ok().flatten();
        H2Answer {
            status: parts.status,
            headers: parts.headers,
            body: data,
            trailers,
        }
    }

    /// The gRPC status, from a trailers-only answer's headers or from the trailers; panics
    /// without one.
    pub fn grpc(&self) -> tonic::Status {
        tonic::Status::from_header_map(&self.headers)
            .or_else(|| {
                self.trailers
                    .as_ref()
                    .and_then(tonic::Status::from_header_map)
            })
            .expect("a grpc-status")
    }
}

// ---------------------------------------------------------------------------------------------
// Servers started for a purpose
// ---------------------------------------------------------------------------------------------

/// A server started with `flags`, each a flag and its value, and no extra environment.
pub fn start_flagged(flags: &[(&str, &str)]) -> Server {
    let args: Vec<&str> = flags
        .iter()
        .flat_map(|&(flag, value)| [flag, value])
        .collect();
    Server::start_with(&args, &[])
}

/// A server that serves one request at a time (`--concurrency-limit 1`, a 30 s request timeout)
/// with the no-op baseline route, so that a test can hold its one place.
pub fn one_at_a_time() -> Server {
    Server::start_with(
        &[
            "--concurrency-limit",
            "1",
            "--request-timeout-ms",
            "30000",
            "--noop-baseline",
        ],
        &[],
    )
}

/// A gRPC status is `overloaded`: `resource_exhausted` with that reason.
pub fn assert_overloaded(status: &tonic::Status) {
    assert_eq!(status.code(), tonic::Code::ResourceExhausted, "{status:?}");
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.reason, "overloaded");
}

/// Whether the server closes `tcp` within `limit` (end of stream or a reset), whatever it
/// answers before.
pub async fn closed_within(tcp: &mut tokio::net::TcpStream, limit: Duration) -> bool {
    use tokio::io::AsyncReadExt as _;
    let mut buf = [0u8; 4096];
    tokio::time::timeout(limit, async {
        loop {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

//! `poch-service`: the rules engine served over gRPC (tonic) and REST (axum) on one port.
//!
//! Both transports call the same operations ([`ops`]); conversions between the engine's types
//! and the protobuf messages live in [`poch_api::convert`], errors in [`error`]. Nothing is
//! kept between requests.

pub mod answers;
pub mod config;
pub mod conn;
pub mod error;
pub mod grpc;
pub mod metrics;
#[cfg(feature = "noop")]
pub mod noop;

/// Whether this build has the no-op baseline of the load tests (the `noop` feature).
pub const HAS_NOOP_BASELINE: bool = cfg!(feature = "noop");
pub mod ops;
pub mod play;
pub mod probes;
pub mod rest;
pub mod streams;
pub mod telemetry;
pub mod token;

use std::future::Future as _;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::Poll;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt as _;
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tonic::codec::CompressionEncoding;
use utoipa_swagger_ui::SwaggerUi;

use crate::config::Config;
use crate::error::{ApiError, bounded};
use crate::metrics::{Metrics, Refused};
use crate::metrics::{Operation, Transport};

/// What every request handler shares.
pub struct AppState {
    /// The operations, with the server's policy and sealing keys.
    pub ops: ops::Service,
    /// Request counts and latencies.
    pub metrics: Metrics,
    /// False while draining.
    pub ready: AtomicBool,
    /// The most bytes a request body (a gRPC message) may hold (`--max-body-bytes`).
    pub body_limit: usize,
}

impl AppState {
    /// A ready server's shared state, with its body limit in bytes.
    pub fn new(ops: ops::Service, body_limit: usize) -> AppState {
        AppState {
            ops,
            metrics: Metrics::default(),
            ready: AtomicBool::new(true),
            body_limit,
        }
    }

    /// Runs one operation: records its outcome on the request span and in the metrics.
    pub fn observe<T>(
        &self,
        op: Operation,
        wire: Transport,
        f: impl FnOnce() -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        let (operation, transport) = (op.name(), wire.name());
        let start = Instant::now();
        let result = f();
        let outcome = match &result {
            Ok(_) => "ok",
            Err(e) => e.code(),
        };
        let span = tracing::Span::current();
        span.record("operation", operation);
        span.record("outcome", outcome);
        // A client's mistake is counted in the metrics and logged at debug, and only a bounded
        // prefix of what it says (its detail can quote the client's values).
        match &result {
            Ok(_) => tracing::debug!(operation, transport, outcome, "served"),
            Err(e) if e.is_client_error() => {
                tracing::debug!(operation, transport, outcome, detail = %bounded(&e.to_string()), "refused")
            }
            Err(e) => {
                tracing::error!(operation, transport, outcome, detail = %bounded(&e.to_string()), "failed")
            }
        }
        self.metrics.record(op, wire, outcome, start.elapsed());
        result
    }
}

fn is_grpc(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/grpc"))
}

/// Renders an error as a gRPC status for gRPC requests (`grpc`), as problem+json otherwise.
fn render(grpc: bool, error: ApiError) -> Response {
    if grpc {
        let mut response = error.to_status().into_http::<axum::body::Body>();
        if matches!(error, ApiError::Overloaded) {
            response.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(crate::error::RETRY_AFTER_SECONDS),
            );
        }
        response.extensions_mut().insert(Refused(error.code()));
        response.into_response()
    } else {
        error.into_response()
    }
}

/// tonic answers a gRPC request it cannot read (bytes that are no protobuf, a truncated frame, a
/// compressed flag without an encoding, an encoding it does not support, no message, a message
/// over the limit, an unknown method) with a status of its own and no ErrorInfo, before any
/// handler runs. Those trailers-only answers are rendered from the error table instead:
/// `malformed_body`, `unsupported_encoding` (UNIMPLEMENTED, as the gRPC protocol has it, with
/// tonic's `grpc-accept-encoding`), `payload_too_large`, `not_found`.
async fn grpc_transport_errors(
    axum::extract::State(app): axum::extract::State<Arc<AppState>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let response = next.run(request).await;
    let headers = response.headers();
    if headers.contains_key("grpc-status-details-bin") {
        return response;
    }
    let Some(status) = tonic::Status::from_header_map(headers) else {
        return response;
    };
    let accept_encoding = headers.get("grpc-accept-encoding").cloned();
    let Some(error) = grpc::transport_error(status.code(), status.message(), app.body_limit) else {
        return response;
    };
    tracing::Span::current().record("outcome", error.code());
    let mut response = error.to_status().into_http::<axum::body::Body>();
    if let (ApiError::UnsupportedEncoding(_), Some(value)) = (&error, accept_encoding) {
        response.headers_mut().insert("grpc-accept-encoding", value);
    }
    response.extensions_mut().insert(Refused(error.code()));
    response.into_response()
}

/// Health, readiness and metrics stay answerable when the server is full: an orchestrator must
/// not restart a replica for being busy.
fn is_probe(path: &str) -> bool {
    matches!(path, "/healthz" | "/readyz" | "/metrics")
        || path.starts_with("/grpc.health.v1.Health/")
}

/// Reflection streams its requests (each answered before the next is sent): its body is not
/// collected, and it takes no place in the concurrency limit (connections and streams bound it).
fn is_streaming(path: &str) -> bool {
    path.starts_with("/grpc.reflection.")
}

/// The gRPC methods that take exactly one request message.
fn is_unary_grpc(path: &str) -> bool {
    #[cfg(feature = "noop")]
    if path == noop::GRPC_PATH {
        return true;
    }
    path.starts_with("/poch.v1.EngineService/")
}

/// How a request was let in when it arrived ([`Gate::arrive`]).
#[derive(Clone, Debug)]
enum Admission {
    /// Probes and streams: never shed.
    Exempt,
    /// Shed at once: the limit was reached, or the connection is one taken for probes only.
    Shed,
    /// A place in the limit, held from the arrival (given back while the body is incomplete).
    Admitted(Arc<Mutex<Option<OwnedSemaphorePermit>>>),
}

/// When a request arrived and how it was let in; set on each request by the connection that
/// read it ([`conn`]).
#[derive(Clone, Debug)]
pub struct Arrival {
    at: Instant,
    admission: Admission,
}

/// The concurrency limit, the request timeout, and the metrics of refusals.
pub struct Gate {
    limit: Arc<Semaphore>,
    timeout: Duration,
    app: Arc<AppState>,
    /// gRPC health and reflection: a budget, deadlines and a drain of their own.
    pub streams: streams::Streams,
    /// The probes' rate budgets.
    pub probes: probes::Probes,
    /// The answer bytes held for clients that have not read them.
    pub answers: answers::Answers,
}

impl Gate {
    /// Lets a request in as it arrives, before any of it is polled: a place in the limit is
    /// taken now, so that the limit counts requests waiting for a worker as well as those
    /// running, and a request beyond it is shed before it costs anything more. `probes_only`:
    /// the connection was taken beyond the connection cap, for probes.
    pub fn arrive(&self, path: &str, probes_only: bool) -> Arrival {
        let admission = if is_probe(path) {
            Admission::Exempt
        } else if probes_only {
            Admission::Shed
        } else if is_streaming(path) {
            Admission::Exempt
        } else {
            match self.limit.clone().try_acquire_owned() {
                Ok(permit) => Admission::Admitted(Arc::new(Mutex::new(Some(permit)))),
                Err(_) => Admission::Shed,
            }
        };
        Arrival {
            at: Instant::now(),
            admission,
        }
    }

    /// Serves an admitted request: its body in hand within the deadline (a declared length
    /// over the limit refused at once), one message for a unary gRPC call, then the handler,
    /// all before the deadline. The place in the limit is given back while the body is still
    /// arriving, and taken again once it is in: a slow client holds no place.
    async fn serve(
        &self,
        request: axum::extract::Request,
        arrival: Arrival,
        next: axum::middleware::Next,
    ) -> Response {
        let grpc = is_grpc(request.headers());
        let exempt = arrival.admission_exempt();
        let mut permit = match arrival.admission {
            Admission::Shed => return render(grpc, ApiError::Overloaded),
            Admission::Admitted(permit) => permit.lock().ok().and_then(|mut p| p.take()),
            Admission::Exempt => None,
        };
        let timeout = match grpc.then(|| grpc_timeout(request.headers())).flatten() {
            Some(asked) => asked.min(self.timeout),
            None => self.timeout,
        };
        let deadline = tokio::time::Instant::from_std(arrival.at + timeout);
        if tokio::time::Instant::now() >= deadline {
            return render(grpc, ApiError::Timeout);
        }
        // A gRPC message is limited, not its 5-byte prefix.
        let body_limit = self.app.body_limit;
        let limit = if grpc {
            body_limit.saturating_add(5)
        } else {
            body_limit
        };
        let declared = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if declared.is_some_and(|n| n > limit as u64) {
            return render(grpc, ApiError::PayloadTooLarge { limit: body_limit });
        }
        let path = request.uri().path().to_owned();
        let (parts, body) = request.into_parts();
        let mut collect = std::pin::pin!(http_body_util::Limited::new(body, limit).collect());
        let first = std::future::poll_fn(|cx| Poll::Ready(collect.as_mut().poll(cx))).await;
        let collected = match first {
            Poll::Ready(collected) => collected,
            Poll::Pending => {
                permit = None;
                match tokio::time::timeout_at(deadline, collect).await {
                    Ok(collected) => collected,
                    Err(_) => return render(grpc, ApiError::Timeout),
                }
            }
        };
        let bytes = match collected {
            Ok(collected) => collected.to_bytes(),
            Err(e) if e.is::<http_body_util::LengthLimitError>() => {
                return render(grpc, ApiError::PayloadTooLarge { limit: body_limit });
            }
            Err(e) => {
                return render(
                    grpc,
                    ApiError::MalformedBody(format!("the body could not be received: {e}")),
                );
            }
        };
        if grpc && is_unary_grpc(&path) && carries_more_than_one_message(&bytes) {
            return render(
                grpc,
                ApiError::MalformedBody(
                    "a unary call carries exactly one message, and this one carries more".into(),
                ),
            );
        }
        let _permit = match (permit, exempt) {
            (Some(permit), _) => Some(permit),
            (None, true) => None,
            (None, false) => match self.limit.clone().try_acquire_owned() {
                Ok(permit) => Some(permit),
                Err(_) => return render(grpc, ApiError::Overloaded),
            },
        };
        let request = axum::extract::Request::from_parts(parts, axum::body::Body::from(bytes));
        let answer = async {
            let response = next.run(request).await;
            self.answers.hold(response, grpc).await
        };
        match tokio::time::timeout_at(deadline, answer).await {
            Ok(response) => response,
            Err(_) => render(grpc, ApiError::Timeout),
        }
    }
}

impl Arrival {
    fn admission_exempt(&self) -> bool {
        matches!(self.admission, Admission::Exempt)
    }
}

/// Whether a unary gRPC body holds more than its first message: bytes beyond the length its
/// first prefix declares. A body too short for its prefix is left to tonic, which refuses it.
fn carries_more_than_one_message(body: &[u8]) -> bool {
    let Some(prefix) = body.get(1..5) else {
        return false;
    };
    let declared = u32::from_be_bytes([prefix[0], prefix[1], prefix[2], prefix[3]]);
    (body.len() as u64) > 5 + u64::from(declared)
}

/// The caller's deadline from `grpc-timeout` (gRPC over HTTP/2: 1 to 8 digits and a unit, `H`,
/// `M`, `S`, `m`, `u` or `n`). A value that does not follow the protocol is ignored, as tonic's
/// own server does.
fn grpc_timeout(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get("grpc-timeout")?.to_str().ok()?;
    let unit = value.chars().last()?;
    let digits = &value[..value.len() - unit.len_utf8()];
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(match unit {
        'H' => Duration::from_secs(n * 3600),
        'M' => Duration::from_secs(n * 60),
        'S' => Duration::from_secs(n),
        'm' => Duration::from_millis(n),
        'u' => Duration::from_micros(n),
        'n' => Duration::from_nanos(n),
        _ => return None,
    })
}

/// Load shedding, the deadline, and the body in hand before the handler runs ([`Gate::serve`]).
/// And the counting of requests their operation did not count (refused before it ran: shed, a
/// body it cannot read, a timeout), under the operation their path names.
async fn admit(
    axum::extract::State(gate): axum::extract::State<Arc<Gate>>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // A request served without a connection of this server's (in process): it arrives now.
    let arrival = match request.extensions_mut().remove::<Arrival>() {
        Some(arrival) => arrival,
        None => gate.arrive(request.uri().path(), false),
    };
    let path = request.uri().path();
    if arrival.admission_exempt() && streams::is_side_stream(path) {
        return gate.streams.serve(request, arrival.at, next).await;
    }
    if is_probe(path) && !gate.probes.admit(path) {
        return render(is_grpc(request.headers()), ApiError::Overloaded);
    }
    if arrival.admission_exempt() && (is_probe(path) || is_streaming(path)) {
        return next.run(request).await;
    }
    let operation = metrics::operation_of(request.method().as_str(), path);
    let _in_flight = gate.app.metrics.begin();
    let response = gate.serve(request, arrival.clone(), next).await;
    if let Some(operation) = operation {
        gate.app
            .metrics
            .record_refusal(operation, &response, arrival.at.elapsed());
    }
    response
}

async fn not_found(headers: HeaderMap) -> Response {
    render(is_grpc(&headers), ApiError::NotFound)
}

async fn method_not_allowed(headers: HeaderMap) -> Response {
    render(is_grpc(&headers), ApiError::MethodNotAllowed)
}

/// The whole service: gRPC (engine, health, reflection v1 and v1alpha) and REST on one router.
pub fn app(
    config: &Config,
    state: Arc<AppState>,
) -> (Router, tonic_health::server::HealthReporter) {
    let (router, health, _gate) = app_with_gate(config, state);
    (router, health)
}

/// [`app`], and the gate that lets requests in, for the connections to call as requests arrive.
pub fn app_with_gate(
    config: &Config,
    state: Arc<AppState>,
) -> (Router, tonic_health::server::HealthReporter, Arc<Gate>) {
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    let health_service = health_service
        .accept_compressed(CompressionEncoding::Gzip)
        .accept_compressed(CompressionEncoding::Deflate)
        .send_compressed(CompressionEncoding::Gzip)
        .send_compressed(CompressionEncoding::Deflate);
    // gzip and deflate both ways: a request compressed by the client is read, and an answer is
    // compressed when the client's grpc-accept-encoding asks for it.
    let engine = poch_api::v1::engine_service_server::EngineServiceServer::new(grpc::Grpc::new(
        state.clone(),
    ))
    .max_decoding_message_size(state.body_limit)
    .accept_compressed(CompressionEncoding::Gzip)
    .accept_compressed(CompressionEncoding::Deflate)
    .send_compressed(CompressionEncoding::Gzip)
    .send_compressed(CompressionEncoding::Deflate);
    let reflection_v1 = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(poch_api::v1::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1()
        .expect("the descriptor sets are valid");
    let reflection_v1alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(poch_api::v1::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()
        .expect("the descriptor sets are valid");
    let openapi = rest::openapi_document().expect("the OpenAPI document serializes");
    let mut grpc = tonic::service::Routes::new(engine).add_service(health_service);
    if config.serve_reflection {
        grpc = grpc
            .add_service(reflection_v1)
            .add_service(reflection_v1alpha);
    }
    let docs = if config.serve_docs {
        Router::from(SwaggerUi::new("/docs").external_url_unchecked("/openapi.json", openapi))
    } else {
        Router::new()
    };
    #[cfg(feature = "noop")]
    let (noop_grpc, noop_rest) = if config.noop_baseline {
        (
            noop::grpc_router(state.clone()),
            noop::rest_router(state.clone()),
        )
    } else {
        (Router::new(), Router::new())
    };
    #[cfg(not(feature = "noop"))]
    let (noop_grpc, noop_rest) = (Router::new(), Router::new());
    // One gate for the whole server (a layer on the router wraps each route apart).
    let gate = Arc::new(Gate {
        limit: Arc::new(Semaphore::new(config.concurrency_limit)),
        timeout: config.request_timeout(),
        app: state.clone(),
        streams: streams::Streams::new(config),
        probes: probes::Probes::default(),
        answers: answers::Answers::default(),
    });
    let body_limit = state.body_limit;
    let router = grpc
        .into_axum_router()
        .merge(noop_grpc)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            grpc_transport_errors,
        ))
        .merge(rest::router(state))
        .merge(docs)
        .merge(play::router())
        .merge(noop_rest)
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(gate.clone(), admit))
        .layer(axum::middleware::from_fn(telemetry::request_span));
    // Outermost: a browser's preflight is answered before the gate, and every answer (a
    // refusal too) carries the CORS headers its origin needs.
    let router = match config::cors_layer(&config.cors_origins) {
        Some(cors) => router.layer(cors),
        None => router,
    };
    (router, health_reporter, gate)
}

/// Serves until SIGTERM or SIGINT, then drains: readiness and gRPC health (the server's, `""`,
/// and the engine service's) turn not serving at once; connections are still accepted and
/// served for the drain delay, so that load balancers stop sending new requests before any is
/// refused (a second signal ends the delay); then new connections are refused, every
/// connection is shut down gracefully, and the requests in flight finish, for at most the
/// drain timeout.
///
/// # Errors
///
/// When the address cannot be bound or serving fails.
pub async fn serve(
    config: Config,
    keys: config::Keys,
    workers: config::Workers,
    mut signals: Signals,
    listener: TcpListener,
) -> std::io::Result<()> {
    let addr = listener.local_addr()?;
    log_configuration(&config, &keys, &workers, addr);
    if keys.ephemeral {
        tracing::warn!(
            "no sealing key configured (--sealing-keys, --sealing-keys-file): sealing with a key \
             made at start; its tokens die with this process and no other replica opens them"
        );
    }
    let state = Arc::new(AppState::new(
        ops::Service {
            policy: config.policy(),
            sealer: keys.sealer,
            pre_match_ttl: Duration::from_millis(config.pre_match_ttl_ms),
        },
        config.max_body_bytes,
    ));
    let (router, health, gate) = app_with_gate(&config, state.clone());
    health
        .set_serving::<poch_api::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
        .await;
    health
        .set_service_status("", tonic_health::ServingStatus::Serving)
        .await;
    tracing::info!(addr = %addr, "serving gRPC and REST");
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let drain_delay = config.drain_delay();
    let drain_timeout = config.drain_timeout();
    let side_streams = gate.clone();
    let shutdown = async move {
        signals.recv().await;
        state.ready.store(false, Ordering::SeqCst);
        health
            .set_service_status("", tonic_health::ServingStatus::NotServing)
            .await;
        health
            .set_not_serving::<poch_api::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
            .await;
        tracing::info!(
            delay_ms = config.drain_delay_ms,
            "draining: not ready; still accepting during the drain delay"
        );
        tokio::select! {
            () = tokio::time::sleep(drain_delay) => {}
            () = signals.recv() => {
                tracing::info!("a second signal: the drain delay ends early");
            }
        }
        tracing::info!(
            timeout_ms = config.drain_timeout_ms,
            "draining: no longer accepting; finishing the requests in flight"
        );
        let _ = stop.send(true);
        side_streams.streams.drain();
    };
    let server = conn::Server::new(&config, router, gate);
    tokio::select! {
        result = server.run(listener, stopped) => {
            tracing::info!("drained");
            result
        }
        () = async {
            shutdown.await;
            tokio::time::sleep(drain_timeout).await;
        } => {
            tracing::warn!("drain timeout: closing the connections still open");
            Ok(())
        }
    }
}

/// Logs the effective configuration once, at start: every setting as the server uses it,
/// the sealing keys by their ids only.
fn log_configuration(
    config: &Config,
    keys: &config::Keys,
    workers: &config::Workers,
    addr: std::net::SocketAddr,
) {
    let key_ids: Vec<&str> = keys.sealer.key_ids().collect();
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        addr = %addr,
        workers = workers.count,
        workers_source = workers.source,
        cpu_limit = %workers.cpu_limit.map_or_else(|| "none".to_owned(), |l| l.to_string()),
        request_timeout_ms = config.request_timeout_ms,
        concurrency_limit = config.concurrency_limit,
        max_body_bytes = config.max_body_bytes,
        header_read_timeout_ms = config.header_read_timeout_ms,
        idle_timeout_ms = config.idle_timeout_ms,
        max_connections = config.max_connections,
        max_streams_per_connection = config.max_streams_per_connection,
        drain_delay_ms = config.drain_delay_ms,
        drain_timeout_ms = config.drain_timeout_ms,
        sealing_key = keys.sealer.sealing_key_id(),
        sealing_key_ids = %key_ids.join(","),
        sealing_keys_ephemeral = keys.ephemeral,
        require_sealed = config.require_sealed,
        allow_caller_seeds = config.allow_caller_seeds,
        allow_deck_orders = config.allow_deck_orders,
        pre_match_ttl_ms = config.pre_match_ttl_ms,
        log_format = config.log_format.name(),
        log = %crate::error::bounded(&config.log),
        noop_baseline = config.noop_baseline,
        serve_docs = config.serve_docs,
        serve_reflection = config.serve_reflection,
        otlp = std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_some_and(|v| !v.is_empty()),
        "configuration"
    );
}

/// SIGTERM and SIGINT, listened for from the moment they are installed: a signal that arrives
/// before the server has started serving still starts the drain, rather than killing the
/// process. Install them before binding the listener, so that a replica that accepts
/// connections also drains.
pub struct Signals {
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
}

impl Signals {
    /// Starts listening for SIGTERM and SIGINT (inside a tokio runtime).
    ///
    /// # Errors
    ///
    /// When the signal handlers cannot be installed.
    pub fn install() -> std::io::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Ok(Signals {
                term: signal(SignalKind::terminate())?,
                interrupt: signal(SignalKind::interrupt())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    /// The next SIGTERM or SIGINT.
    pub async fn recv(&mut self) {
        #[cfg(unix)]
        tokio::select! {
            _ = self.term.recv() => {}
            _ = self.interrupt.recv() => {}
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

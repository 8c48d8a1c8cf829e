//! `poch-service`: the rules engine served over gRPC (tonic) and REST (axum) on one port.
//!
//! Both transports call the same operations ([`ops`]); conversions live in [`convert`], errors
//! in [`error`]. Nothing is kept between requests.

pub mod config;
pub mod convert;
pub mod error;
pub mod grpc;
pub mod metrics;
pub mod noop;
pub mod ops;
pub mod rest;
pub mod telemetry;
pub mod token;

use std::future::IntoFuture as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use axum::Router;
use axum::error_handling::HandleErrorLayer;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use tokio::net::TcpListener;
use tower::BoxError;
use tower::ServiceBuilder;
use utoipa::OpenApi;
use utoipa_swagger_ui::SwaggerUi;

use crate::config::Config;
use crate::error::ApiError;
use crate::metrics::{Metrics, Refused};

/// What every request handler shares.
pub struct AppState {
    /// The operations, with the server's policy and sealing keys.
    pub ops: ops::Service,
    /// Request counts and latencies.
    pub metrics: Metrics,
    /// False while draining.
    pub ready: AtomicBool,
}

impl AppState {
    /// A ready server's shared state.
    pub fn new(ops: ops::Service) -> AppState {
        AppState {
            ops,
            metrics: Metrics::default(),
            ready: AtomicBool::new(true),
        }
    }

    /// Runs one operation: records its outcome on the request span and in the metrics.
    pub fn observe<T>(
        &self,
        operation: &'static str,
        transport: &'static str,
        f: impl FnOnce() -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        let start = Instant::now();
        let result = f();
        let outcome = match &result {
            Ok(_) => "ok",
            Err(e) => e.code(),
        };
        let span = tracing::Span::current();
        span.record("operation", operation);
        span.record("outcome", outcome);
        match &result {
            Ok(_) => tracing::debug!(operation, transport, outcome, "served"),
            Err(e) if e.is_client_error() => {
                tracing::info!(operation, transport, outcome, detail = %e, "refused")
            }
            Err(e) => tracing::error!(operation, transport, outcome, detail = %e, "failed"),
        }
        self.metrics
            .record(operation, transport, outcome, start.elapsed());
        result
    }
}

static BODY_LIMIT: AtomicUsize = AtomicUsize::new(1_048_576);

/// The configured body limit, for error messages.
pub fn body_limit() -> usize {
    BODY_LIMIT.load(Ordering::Relaxed)
}

fn is_grpc(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/grpc"))
}

/// Renders an error as a gRPC status for gRPC requests, as problem+json otherwise.
fn render(headers: &HeaderMap, error: ApiError) -> Response {
    if is_grpc(headers) {
        let mut response = error.to_status().into_http::<axum::body::Body>();
        if matches!(error, ApiError::Overloaded) {
            response.headers_mut().insert(
                header::RETRY_AFTER,
                axum::http::HeaderValue::from(crate::error::RETRY_AFTER_SECONDS),
            );
        }
        response.extensions_mut().insert(Refused(error.code()));
        response.into_response()
    } else {
        error.into_response()
    }
}

async fn layer_error(headers: HeaderMap, error: BoxError) -> Response {
    let error = if error.is::<tower::timeout::error::Elapsed>() {
        ApiError::Timeout
    } else {
        ApiError::Internal(error.to_string())
    };
    render(&headers, error)
}

/// tonic answers a gRPC request it cannot read (bytes that are no protobuf, a truncated frame, a
/// compressed flag without an encoding, no message, a message over the limit, an unknown method)
/// with a status of its own and no ErrorInfo, before any handler runs. Those trailers-only
/// answers are rendered from the error table instead: `malformed_body`, `payload_too_large`,
/// `not_found`.
async fn grpc_transport_errors(
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
    let code = status.code();
    let error = if code == tonic::Code::Internal {
        ApiError::MalformedBody(status.message().to_owned())
    } else if code == tonic::Code::OutOfRange || code == tonic::Code::ResourceExhausted {
        ApiError::PayloadTooLarge {
            limit: body_limit(),
        }
    } else if code == tonic::Code::Unimplemented {
        ApiError::NotFound
    } else {
        return response;
    };
    tracing::Span::current().record("outcome", error.code());
    let mut response = error.to_status().into_http::<axum::body::Body>();
    response.extensions_mut().insert(Refused(error.code()));
    response.into_response()
}

/// Health, readiness and metrics stay answerable when the server is full: an orchestrator must
/// not restart a replica for being busy.
fn is_probe(path: &str) -> bool {
    matches!(path, "/healthz" | "/readyz" | "/metrics")
        || path.starts_with("/grpc.health.v1.Health/")
}

/// What the outer layer holds: the concurrency limit and the metrics.
struct Gate {
    limit: tokio::sync::Semaphore,
    app: Arc<AppState>,
}

/// Load shedding: a request beyond the concurrency limit is answered `overloaded` at once. And
/// the counting of requests their operation did not count (refused before it ran: shed, a body
/// it cannot read, a timeout), under the operation their path names.
async fn admit(
    axum::extract::State(gate): axum::extract::State<Arc<Gate>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let path = request.uri().path();
    if is_probe(path) {
        return next.run(request).await;
    }
    let operation = metrics::operation_of(request.method().as_str(), path);
    let start = Instant::now();
    let response = match gate.limit.try_acquire() {
        Ok(permit) => {
            let response = next.run(request).await;
            drop(permit);
            response
        }
        Err(_) => render(request.headers(), ApiError::Overloaded),
    };
    if let Some(operation) = operation {
        gate.app
            .metrics
            .record_refusal(operation, &response, start.elapsed());
    }
    response
}

async fn not_found(headers: HeaderMap) -> Response {
    render(&headers, ApiError::NotFound)
}

async fn method_not_allowed(headers: HeaderMap) -> Response {
    render(&headers, ApiError::MethodNotAllowed)
}

/// The whole service: gRPC (engine, health, reflection v1 and v1alpha) and REST on one router.
pub fn app(
    config: &Config,
    state: Arc<AppState>,
) -> (Router, tonic_health::server::HealthReporter) {
    BODY_LIMIT.store(config.max_body_bytes, Ordering::Relaxed);
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    let engine = poch_proto::v1::engine_service_server::EngineServiceServer::new(grpc::Grpc::new(
        state.clone(),
    ))
    .max_decoding_message_size(config.max_body_bytes);
    let reflection_v1 = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(poch_proto::v1::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1()
        .expect("the descriptor sets are valid");
    let reflection_v1alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(poch_proto::v1::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()
        .expect("the descriptor sets are valid");
    let grpc = tonic::service::Routes::new(engine)
        .add_service(health_service)
        .add_service(reflection_v1)
        .add_service(reflection_v1alpha);
    let (noop_grpc, noop_rest) = if config.noop_baseline {
        (noop::grpc_router(), noop::rest_router())
    } else {
        (Router::new(), Router::new())
    };
    let router = grpc
        .into_axum_router()
        .merge(noop_grpc)
        .layer(axum::middleware::from_fn(grpc_transport_errors))
        .merge(rest::router(state.clone()))
        .merge(SwaggerUi::new("/docs").url("/openapi.json", rest::ApiDoc::openapi()))
        .merge(noop_rest)
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(config.max_body_bytes))
        .layer(
            ServiceBuilder::new()
                .layer(HandleErrorLayer::new(layer_error))
                .timeout(config.request_timeout()),
        )
        // One semaphore for the whole server (a layer on the router wraps each route apart).
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(Gate {
                limit: tokio::sync::Semaphore::new(config.concurrency_limit),
                app: state,
            }),
            admit,
        ))
        .layer(axum::middleware::from_fn(telemetry::request_span));
    (router, health_reporter)
}

/// Serves until SIGTERM or SIGINT, then drains: readiness turns false, new connections are
/// refused, requests in flight finish.
///
/// # Errors
///
/// When the address cannot be bound or serving fails.
pub async fn serve(
    config: Config,
    keys: config::Keys,
    listener: TcpListener,
) -> std::io::Result<()> {
    if keys.ephemeral {
        tracing::warn!(
            "no sealing key configured (--sealing-keys, --sealing-keys-file): sealing with a key \
             made at start; its tokens die with this process and no other replica opens them"
        );
    }
    tracing::info!(
        sealing_key = keys.sealer.sealing_key_id(),
        keys = keys.sealer.key_ids().count(),
        require_sealed = config.require_sealed,
        allow_caller_seeds = config.allow_caller_seeds,
        allow_deck_orders = config.allow_deck_orders,
        "sealing keys and policy"
    );
    let state = Arc::new(AppState::new(ops::Service {
        policy: config.policy(),
        sealer: keys.sealer,
    }));
    let (router, health) = app(&config, state.clone());
    health
        .set_serving::<poch_proto::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
        .await;
    tracing::info!(addr = %listener.local_addr()?, "serving gRPC and REST");
    let draining = Arc::new(tokio::sync::Notify::new());
    let drain_started = draining.clone();
    let shutdown = async move {
        shutdown_signal().await;
        tracing::info!("draining");
        state.ready.store(false, Ordering::SeqCst);
        health
            .set_not_serving::<poch_proto::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
            .await;
        drain_started.notify_one();
    };
    // Without TCP_NODELAY, a gRPC answer's trailers wait for the client's delayed ACK (~40 ms).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "TCP_NODELAY not set");
        }
    });
    let server = axum::serve(listener, router.into_make_service()).with_graceful_shutdown(shutdown);
    let drain_timeout = std::time::Duration::from_millis(config.drain_timeout_ms);
    tokio::select! {
        result = server.into_future() => result,
        () = async {
            draining.notified().await;
            tokio::time::sleep(drain_timeout).await;
        } => {
            tracing::warn!("drain timeout: closing the connections still open");
            Ok(())
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}

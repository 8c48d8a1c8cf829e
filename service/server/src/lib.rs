//! `poch-service`: the rules engine served over gRPC (tonic) and REST (axum) on one port.
//!
//! Both transports call the same operations ([`ops`]); conversions between the engine's types
//! and the protobuf messages live in [`poch_api::convert`], errors in [`error`]. Requests are
//! let in by [`admission`], and [`mod@serve`] runs and drains the server. Nothing is kept between
//! requests.

pub mod admission;
pub mod answers;
pub mod blocking;
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
pub mod requests;
pub mod rest;
pub mod serve;
pub mod streams;
pub mod telemetry;
pub mod ticket;
pub mod token;

pub use admission::{Arrival, Gate};
pub use serve::{Signals, serve};

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
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
    /// The threads that run `Replay`s, off the workers.
    pub blocking: blocking::Blocking,
}

impl AppState {
    /// A ready server's shared state, with its body limit in bytes.
    pub fn new(ops: ops::Service, body_limit: usize) -> AppState {
        AppState {
            ops,
            metrics: Metrics::default(),
            ready: AtomicBool::new(true),
            body_limit,
            blocking: blocking::Blocking::new(1),
        }
    }

    /// The same, with `blocking` for its long work (a server's: [`blocking::Blocking::for_workers`]).
    pub fn with_blocking(mut self, blocking: blocking::Blocking) -> AppState {
        self.blocking = blocking;
        self
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

pub(crate) fn is_grpc(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/grpc"))
}

/// Renders an error as a gRPC status for gRPC requests (`grpc`), as problem+json otherwise.
pub(crate) fn render(grpc: bool, error: ApiError) -> Response {
    if matches!(error, ApiError::Overloaded) {
        return overloaded(grpc);
    }
    render_anew(grpc, error)
}

/// The `overloaded` answer, made once and copied: shedding must cost as little as it can,
/// since a server beyond its limit spends on its refusals what it no longer spends serving.
fn overloaded(grpc: bool) -> Response {
    /// An answer's status, headers and body, kept to be copied.
    struct Made(axum::http::StatusCode, HeaderMap, bytes::Bytes);
    fn make(grpc: bool) -> Made {
        let (parts, body) = render_anew(grpc, ApiError::Overloaded).into_parts();
        // The body of a problem document is one frame; a gRPC status is in the headers.
        let body = futures_util::FutureExt::now_or_never(axum::body::to_bytes(body, 4096))
            .and_then(Result::ok)
            .unwrap_or_default();
        Made(parts.status, parts.headers, body)
    }
    static GRPC: std::sync::OnceLock<Made> = std::sync::OnceLock::new();
    static REST: std::sync::OnceLock<Made> = std::sync::OnceLock::new();
    let Made(status, headers, body) = if grpc {
        GRPC.get_or_init(|| make(true))
    } else {
        REST.get_or_init(|| make(false))
    };
    let mut response = Response::new(if body.is_empty() {
        axum::body::Body::empty()
    } else {
        axum::body::Body::from(body.clone())
    });
    *response.status_mut() = *status;
    *response.headers_mut() = headers.clone();
    response
        .extensions_mut()
        .insert(Refused(ApiError::Overloaded.code()));
    response
}

/// [`render`], made for this error.
fn render_anew(grpc: bool, error: ApiError) -> Response {
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
    // A compressed request is read. A health answer is a few bytes, which compression only
    // makes larger: it is never compressed.
    let health_service = health_service
        .accept_compressed(CompressionEncoding::Gzip)
        .accept_compressed(CompressionEncoding::Deflate);
    // The engine's: gzip and deflate both ways. A request compressed by the client is read,
    // and an answer is compressed when the client's grpc-accept-encoding asks for it and the
    // answer has at least `--grpc-compress-min-bytes` ([`grpc::Grpc`]).
    let engine = poch_api::v1::engine_service_server::EngineServiceServer::new(grpc::Grpc::new(
        state.clone(),
        config.grpc_compress_min_bytes,
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
    let gate = Arc::new(Gate::new(config, state.clone()));
    let body_limit = state.body_limit;
    let router = grpc
        .into_axum_router()
        .merge(noop_grpc)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            grpc::transport_errors,
        ))
        .merge(rest::router(state))
        .merge(docs)
        .merge(if config.serve_play {
            play::router()
        } else {
            Router::new()
        })
        .merge(play::home_router(pages(config)))
        .merge(noop_rest)
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(
            gate.clone(),
            admission::admit,
        ))
        .layer(axum::middleware::from_fn(telemetry::request_span));
    // Outermost: a browser's preflight is answered before the gate, and every answer (a
    // refusal too) carries the CORS headers its origin needs.
    let router = match config::cors_layer(&config.cors_origins) {
        Some(cors) => router.layer(cors),
        None => router,
    };
    (router, health_reporter, gate)
}

/// The pages `config` serves, as `/` lists them.
pub fn pages(config: &Config) -> play::Pages {
    play::Pages {
        play: config.serve_play,
        docs: config.serve_docs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `overloaded` answer copied from the one made once is the one made anew: the same
    /// status, headers and body, on both wires, and it is counted as the refusal it is.
    #[tokio::test]
    async fn the_overloaded_answer_is_made_once_as_it_would_be_made_anew() {
        for grpc in [true, false] {
            for _ in 0..2 {
                let (copied, copied_body) = render(grpc, ApiError::Overloaded).into_parts();
                let (fresh, fresh_body) = render_anew(grpc, ApiError::Overloaded).into_parts();
                assert_eq!(copied.status, fresh.status, "grpc {grpc}");
                assert_eq!(copied.headers, fresh.headers, "grpc {grpc}");
                let copied_body = axum::body::to_bytes(copied_body, 4096)
                    .await
                    .expect("a body");
                let fresh_body = axum::body::to_bytes(fresh_body, 4096)
                    .await
                    .expect("a body");
                assert_eq!(copied_body, fresh_body, "grpc {grpc}");
                assert_eq!(copied_body.is_empty(), grpc, "grpc {grpc}");
                assert!(copied.extensions.get::<Refused>().is_some());
            }
        }
    }
}

//! The top of the house: the one router of the whole service, gRPC (the engine, health,
//! reflection) and REST, the documents and pages, under the admission gate, the request span
//! and CORS.

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::HeaderMap;
use axum::response::Response;
use tonic::codec::CompressionEncoding;
use utoipa_swagger_ui::SwaggerUi;

use crate::admission::{self, Gate};
use crate::app::AppState;
use crate::config::{self, Config};
use crate::error::{ApiError, is_grpc, render};
#[cfg(feature = "noop")]
use crate::noop;
use crate::{grpc, play, rest, telemetry};

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
    let gate = Gate::new(config, state.clone());
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

//! The no-op baseline for load tests, mounted only with `--noop-baseline`: the same transport,
//! layers and body sizes as `Apply`, but no engine and no state to read or write. Comparing
//! the two isolates what the engine and the conversions cost (BENCHMARKS.md).
//!
//! Both routes read the whole request body and answer `x-noop-response-bytes` bytes (capped at
//! the body limit). REST reads the body as bytes and answers a JSON document of that size. gRPC
//! is a unary method served by tonic with prost's codec, as every gRPC method is:
//! its message is one opaque `bytes` field (an `ApplyRequest` reads as one, its state being
//! field 1 and the rest unknown fields), and its answer is a message of that size.
//!
//! `x-noop-hold-ms` makes either answer wait that long (at most a minute) while it holds its
//! place in the concurrency limit: the black-box tests fill the limit with it.
//!
//! `x-noop-reseal` makes either route the token floor: it also does the work that every
//! `Apply` on a token does and that no engine or answer format can avoid. It reads the request
//! as an `Apply` request, opens its token and seals the state again under a fresh nonce, and its
//! answer, still of the size asked, carries the new token (in the JSON string, or first in the
//! bytes field). No engine, no events, no views. Comparing the floor with the no-op says what
//! the token format costs (BENCHMARKS.md).

use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use poch_api::v1 as pb;

use crate::app::AppState;
use crate::error::ApiError;
use crate::ops::Envelope;

/// The REST path of the baseline.
pub const REST_PATH: &str = "/bench/noop";
/// The gRPC path of the baseline.
pub const GRPC_PATH: &str = "/poch.bench.v1.Noop/Call";

fn wanted(headers: &HeaderMap, limit: usize) -> usize {
    headers
        .get("x-noop-response-bytes")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(0)
        .min(limit)
}

/// Waits as long as `x-noop-hold-ms` asks.
async fn hold(headers: &HeaderMap) {
    let ms = headers
        .get("x-noop-hold-ms")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0)
        .min(60_000);
    if ms > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
    }
}

/// The header that makes a route the token floor.
const RESEAL: &str = "x-noop-reseal";

/// Opens the request's token and seals its state again: the token floor's work.
fn reseal(app: &AppState, envelope: Envelope) -> Result<Vec<u8>, ApiError> {
    match envelope {
        Envelope::Sealed(_) => {
            let (game, _, provenance) = app.ops.open(envelope)?;
            app.ops.seal(&game, provenance)
        }
        Envelope::Plain(_) => Err(ApiError::InvalidArgument {
            field: "state".into(),
            reason: "the token floor takes a sealed state".into(),
        }),
    }
}

async fn rest(app: Arc<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let token = if headers.contains_key(RESEAL) {
        let resealed =
            crate::rest::read_body::<poch_api::rest::ApplyRequest>(&body, app.body_limit)
                .and_then(|request| reseal(&app, request.state.try_into()?));
        match resealed {
            Ok(token) => crate::token::to_text(&token),
            Err(e) => return e.into_response(),
        }
    } else {
        String::new()
    };
    drop(body);
    hold(&headers).await;
    // {"noop":"xx…"}, written by serde_json as an answer is, `size` bytes long (11 at least).
    let padding = wanted(&headers, app.body_limit).saturating_sub(11);
    let mut noop = token;
    noop.push_str(&"x".repeat(padding.saturating_sub(noop.len())));
    let answer = Noop { noop: &noop };
    let json = match serde_json::to_vec(&answer) {
        Ok(json) => json,
        Err(e) => return ApiError::Internal(e.to_string()).into_response(),
    };
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        json,
    )
        .into_response()
}

/// The REST baseline's answer.
#[derive(serde::Serialize)]
struct Noop<'a> {
    noop: &'a str,
}

/// The gRPC baseline's message: opaque bytes.
#[derive(Clone, PartialEq, prost::Message)]
struct Payload {
    #[prost(bytes = "bytes", tag = "1")]
    payload: Bytes,
}

/// The payload length whose message encodes to `size` bytes (tag, length, payload), or the
/// nearest below.
fn payload_len(size: usize) -> usize {
    let mut n = size.saturating_sub(2);
    while n > 0 && 1 + prost::encoding::encoded_len_varint(n as u64) + n > size {
        n -= 1;
    }
    n
}

/// The unary method: answers a message of `size` bytes.
#[derive(Clone, Copy)]
struct Call {
    size: usize,
}

impl tower::Service<tonic::Request<Payload>> for Call {
    type Response = tonic::Response<Payload>;
    type Error = tonic::Status;
    type Future = std::future::Ready<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: tonic::Request<Payload>) -> Self::Future {
        drop(request);
        let payload = Bytes::from(vec![0u8; payload_len(self.size)]);
        std::future::ready(Ok(tonic::Response::new(Payload { payload })))
    }
}

/// The token floor's unary method: reads an `Apply` request, reseals its token, and answers a
/// message of `size` bytes whose field begins with the new token.
#[derive(Clone)]
struct Reseal {
    size: usize,
    app: Arc<AppState>,
}

impl tower::Service<tonic::Request<pb::ApplyRequest>> for Reseal {
    type Response = tonic::Response<Payload>;
    type Error = tonic::Status;
    type Future = std::future::Ready<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: tonic::Request<pb::ApplyRequest>) -> Self::Future {
        let resealed = crate::grpc::envelope(request.into_inner().state)
            .and_then(|envelope| reseal(&self.app, envelope));
        std::future::ready(match resealed {
            Ok(mut payload) => {
                let len = payload_len(self.size).max(payload.len());
                payload.resize(len, 0);
                Ok(tonic::Response::new(Payload {
                    payload: payload.into(),
                }))
            }
            Err(e) => Err(e.into()),
        })
    }
}

async fn grpc(app: Arc<AppState>, request: Request) -> Response {
    let limit = app.body_limit;
    let size = wanted(request.headers(), limit);
    hold(request.headers()).await;
    if request.headers().contains_key(RESEAL) {
        let mut grpc = tonic::server::Grpc::new(
            tonic_prost::ProstCodec::<Payload, pb::ApplyRequest>::default(),
        )
        .max_decoding_message_size(limit);
        return grpc
            .unary(Reseal { size, app }, request)
            .await
            .map(Body::new)
            .into_response();
    }
    let mut grpc = tonic::server::Grpc::new(tonic_prost::ProstCodec::<Payload, Payload>::default())
        .max_decoding_message_size(limit);
    grpc.unary(Call { size }, request)
        .await
        .map(Body::new)
        .into_response()
}

/// The baseline's gRPC route (to be layered as the engine's gRPC routes are), with the
/// server's state (its body limit and its sealing keys).
pub fn grpc_router(app: Arc<AppState>) -> Router {
    Router::new().route(GRPC_PATH, post(move |request| grpc(app, request)))
}

/// The baseline's REST route, with the server's state (its body limit and its sealing keys).
pub fn rest_router(app: Arc<AppState>) -> Router {
    Router::new().route(
        REST_PATH,
        post(move |headers, body| rest(app, headers, body)),
    )
}

//! The no-op baseline for load tests, mounted only with `--noop-baseline`: the same transport,
//! layers and body sizes as `Apply`, but no decoding, no engine and no encoding. Comparing the
//! two isolates what the engine and the conversions cost (BENCHMARKS.md).
//!
//! Both routes read the whole request body and answer `x-noop-response-bytes` bytes (capped at
//! the body limit): REST with a JSON document of that size, gRPC with one message frame of that
//! size and `grpc-status: 0` in the trailers.

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use http_body_util::StreamBody;
use hyper::body::Frame;

/// The REST path of the baseline.
pub const REST_PATH: &str = "/bench/noop";
/// The gRPC path of the baseline.
pub const GRPC_PATH: &str = "/poch.bench.v1.Noop/Call";

fn wanted(headers: &HeaderMap) -> usize {
    headers
        .get("x-noop-response-bytes")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(0)
        .min(crate::body_limit())
}

async fn rest(headers: HeaderMap, body: Bytes) -> Response {
    drop(body);
    let size = wanted(&headers).max(12);
    // {"noop":"…"} padded to `size` bytes.
    let mut json = Vec::with_capacity(size);
    json.extend_from_slice(b"{\"noop\":\"");
    json.resize(size - 2, b'x');
    json.extend_from_slice(b"\"}");
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        json,
    )
        .into_response()
}

async fn grpc(headers: HeaderMap, body: Bytes) -> Response {
    drop(body);
    let size = wanted(&headers);
    let mut frame = Vec::with_capacity(size + 5);
    frame.push(0);
    frame.extend_from_slice(&u32::try_from(size).unwrap_or(u32::MAX).to_be_bytes());
    frame.resize(size + 5, 0);
    let mut trailers = HeaderMap::new();
    trailers.insert("grpc-status", HeaderValue::from_static("0"));
    let frames = [
        Ok::<_, std::convert::Infallible>(Frame::data(Bytes::from(frame))),
        Ok(Frame::trailers(trailers)),
    ];
    let body = Body::new(StreamBody::new(futures_util::stream::iter(frames)));
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/grpc")],
        body,
    )
        .into_response()
}

/// The baseline's routes.
pub fn router() -> Router {
    Router::new()
        .route(REST_PATH, post(rest))
        .route(GRPC_PATH, post(grpc))
}

//! Answers a client does not read: their bytes held in memory within a budget of the whole
//! server, and written as the client reads them.
//!
//! An answer is built whole in memory (the largest, a `Replay` of the most actions it takes,
//! about 0.8 MB over gRPC and 5 MB over REST), and it is held until the client has read it.
//! The bytes of the answers held at once are counted against a budget
//! (`--max-held-answer-bytes`, [`ANSWER_BYTES`] by default): an answer beyond it is
//! `overloaded` (REST: 503 before anything is sent; gRPC: the status in the trailers, before
//! any message), and a `Replay` reserves its place before it is built (`Answers::reserve`),
//! so that clients that never read cannot take more memory than that, however many
//! connections and streams they open. An answer's place in the budget
//! is given back once the client has read all but its last chunk (the connection's own
//! buffers, 64 KiB a stream, hold the rest), or when the stream or the connection ends.
//!
//! The answer is handed to the connection in chunks of [`CHUNK`] bytes, each only when the
//! connection has room for it: at most 64 KiB of an answer waits in the connection's buffers
//! (HTTP/2's send buffer of a stream, HTTP/1.1's write buffer).

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use bytes::{Buf, Bytes};
use hyper::body::{Body as _, Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// The answer bytes held at once on the whole server, for clients that have not read them, by
/// default.
pub const ANSWER_BYTES: usize = 32 << 20;

/// The unit of the budget.
const UNIT: usize = 1024;

/// The bytes of an answer handed to the connection at a time.
pub const CHUNK: usize = 16 * 1024;

/// The budget of answer bytes held (a clone reads the same budget, for the metrics).
#[derive(Clone)]
pub struct Answers {
    budget: Arc<Semaphore>,
    /// The budget, in bytes.
    bytes: usize,
}

impl Default for Answers {
    fn default() -> Answers {
        Answers::new(ANSWER_BYTES)
    }
}

fn units(bytes: usize) -> u32 {
    u32::try_from(bytes.div_ceil(UNIT)).unwrap_or(u32::MAX)
}

impl Answers {
    /// A budget of `bytes` of answers held.
    pub fn new(bytes: usize) -> Answers {
        let bytes = bytes.min((u32::MAX as usize).saturating_mul(UNIT));
        Answers {
            budget: Arc::new(Semaphore::new(bytes / UNIT)),
            bytes,
        }
    }

    /// The answer bytes held now, to the KiB (for the metrics and the tests).
    pub fn held(&self) -> usize {
        (self.bytes / UNIT - self.budget.available_permits()) * UNIT
    }

    /// The budget, in bytes (`--max-held-answer-bytes`).
    pub fn limit(&self) -> usize {
        self.bytes
    }

    /// A place in the budget for an answer about to be built, of `bytes` (at most the whole
    /// budget), held while it is built and given back before the answer takes its own
    /// ([`Answers::hold`]); `None` when the budget has no room: the answer is refused before
    /// it costs anything, where it would have been built and then refused.
    pub(crate) fn reserve(&self, bytes: usize) -> Option<OwnedSemaphorePermit> {
        self.budget
            .clone()
            .try_acquire_many_owned(units(bytes.min(self.bytes)))
            .ok()
    }

    /// `response` within the budget: a body of known length takes its place now; one of
    /// unknown length (a gRPC answer's, whose message is encoded as the body is polled) has
    /// its first frame made now, and takes the place of its bytes. An answer beyond the budget
    /// is `overloaded`, before anything of it is sent.
    pub(crate) async fn hold(&self, response: Response, grpc: bool) -> Response {
        let exact = response.body().size_hint().exact();
        let (parts, mut body) = response.into_parts();
        let mut held = Held {
            inner: Body::empty(),
            budget: self.budget.clone(),
            permits: None,
            chunks: VecDeque::new(),
            trailers: None,
            ended: false,
            prepaid: false,
        };
        if let Some(length) = exact.and_then(|l| usize::try_from(l).ok()) {
            if length == 0 {
                return Response::from_parts(parts, body);
            }
            let Ok(permit) = self.budget.clone().try_acquire_many_owned(units(length)) else {
                return crate::render(grpc, ApiError::Overloaded);
            };
            held.permits = Some(permit);
            held.prepaid = true;
        }
        // The first frame now: a gRPC message is encoded, and an answer of one frame (every
        // REST answer) is whole. It is copied into an allocation of its own size when large:
        // the buffer it was written into grew by doubling, up to twice that.
        match http_body_util::BodyExt::frame(&mut body).await {
            None => return Response::from_parts(parts, Body::empty()),
            Some(Err(e)) => {
                return crate::render(
                    grpc,
                    ApiError::Internal(format!("the answer could not be written: {e}")),
                );
            }
            Some(Ok(frame)) => match frame.into_data() {
                Ok(mut data) => {
                    if !held.prepaid && !held.take(data.remaining()) {
                        return crate::render(grpc, ApiError::Overloaded);
                    }
                    let bytes = data.copy_to_bytes(data.remaining());
                    let bytes = if bytes.len() > 4 * CHUNK {
                        Bytes::copy_from_slice(&bytes)
                    } else {
                        bytes
                    };
                    held.chunks.push_back(bytes);
                }
                Err(frame) => held.trailers = frame.into_trailers().ok(),
            },
        }
        held.inner = body;
        Response::from_parts(parts, Body::new(held)).into_response()
    }
}

/// An answer's body, held within the budget and handed on in chunks.
struct Held {
    inner: Body,
    budget: Arc<Semaphore>,
    /// The places taken for the bytes held.
    permits: Option<OwnedSemaphorePermit>,
    /// What the answer's body gave and is not handed on yet.
    chunks: VecDeque<Bytes>,
    /// Trailers made before they were asked for.
    trailers: Option<HeaderMap>,
    ended: bool,
    /// Whether the places of the whole body were taken at the start (its length known).
    prepaid: bool,
}

impl Held {
    /// Takes the places of `n` more bytes; false when the budget has none.
    fn take(&mut self, n: usize) -> bool {
        match self.budget.clone().try_acquire_many_owned(units(n)) {
            Ok(more) => {
                match &mut self.permits {
                    Some(permits) => permits.merge(more),
                    None => self.permits = Some(more),
                }
                true
            }
            Err(_) => false,
        }
    }

    fn next_chunk(&mut self) -> Option<Bytes> {
        let front = self.chunks.front_mut()?;
        if front.len() <= CHUNK {
            return self.chunks.pop_front();
        }
        let chunk = front.split_to(CHUNK);
        Some(chunk)
    }

    fn release_if_drained(&mut self) {
        if self.chunks.is_empty() {
            self.permits = None;
        }
    }
}

impl hyper::body::Body for Held {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        if let Some(chunk) = this.next_chunk() {
            if this.chunks.is_empty() && this.ended {
                this.permits = None;
            }
            return Poll::Ready(Some(Ok(Frame::data(chunk))));
        }
        if let Some(trailers) = this.trailers.take() {
            this.ended = true;
            this.permits = None;
            return Poll::Ready(Some(Ok(Frame::trailers(trailers))));
        }
        if this.ended {
            this.permits = None;
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => match frame.into_data() {
                Ok(mut data) => {
                    // A body of known length took its places at the start; one of unknown
                    // length takes them now.
                    if !this.prepaid && !this.take(data.remaining()) {
                        this.ended = true;
                        this.chunks.clear();
                        this.permits = None;
                        this.inner = Body::empty();
                        let mut trailers = HeaderMap::new();
                        return match ApiError::Overloaded.to_status().add_header(&mut trailers) {
                            Ok(()) => Poll::Ready(Some(Ok(Frame::trailers(trailers)))),
                            Err(_) => Poll::Ready(None),
                        };
                    }
                    let bytes = data.copy_to_bytes(data.remaining());
                    this.chunks.push_back(bytes);
                    match this.next_chunk() {
                        Some(chunk) => Poll::Ready(Some(Ok(Frame::data(chunk)))),
                        None => {
                            cx.waker().wake_by_ref();
                            Poll::Pending
                        }
                    }
                }
                Err(frame) => {
                    // Trailers: the end of the answer.
                    this.ended = true;
                    this.release_if_drained();
                    Poll::Ready(Some(Ok(frame)))
                }
            },
            Poll::Ready(Some(Err(e))) => {
                this.ended = true;
                this.permits = None;
                Poll::Ready(Some(Err(e)))
            }
            Poll::Ready(None) => {
                this.ended = true;
                this.permits = None;
                Poll::Ready(None)
            }
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.ended && self.chunks.is_empty() && self.trailers.is_none()
    }

    fn size_hint(&self) -> SizeHint {
        let queued: u64 = self.chunks.iter().map(|c| c.len() as u64).sum();
        let inner = self.inner.size_hint();
        let mut hint = SizeHint::new();
        hint.set_lower(queued + inner.lower());
        if let Some(upper) = inner.upper() {
            hint.set_upper(queued + upper);
        }
        hint
    }
}

//! gRPC health and reflection: streams that no admission would otherwise bound, held to a
//! budget, a deadline and the drain of their own.
//!
//! * **Budget.** At most [`SIDE_STREAMS`] of them are open at once on the whole server; one
//!   more is shed at once with `overloaded`. They take no place in the concurrency limit, so
//!   that a full server still answers its health checks, and real work takes none of theirs.
//! * **Deadline.** A health `Check` and a reflection stream end within the request timeout of
//!   their arrival, whatever the client sends or leaves unsent (a message that never
//!   completes, a request side left open); a `Watch` must have its request in within the
//!   request timeout, and its answers then go on for at most the idle timeout. A stream whose
//!   time is up ends with `timeout` (DEADLINE_EXCEEDED): a `Watch` is then watched again.
//! * **Drain.** When the drain delay is over, every one of them ends at once, the same way:
//!   they never hold the drain open.
//! * **Idle.** Their connection does not count them as requests in flight ([`crate::conn`]): a
//!   connection that holds only these is idle, and closed after the idle timeout.

use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::HeaderMap;
use axum::response::Response;
use bytes::Bytes;
use hyper::body::{Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};

use crate::config::Config;
use crate::error::ApiError;

/// The health and reflection streams open at once on the whole server.
pub const SIDE_STREAMS: usize = 32;

/// The gRPC health watch: a request, then answers for as long as the stream is open.
const WATCH: &str = "/grpc.health.v1.Health/Watch";

/// Whether a request is a gRPC health or reflection call.
pub fn is_side_stream(path: &str) -> bool {
    path.starts_with("/grpc.health.v1.Health/") || path.starts_with("/grpc.reflection.")
}

/// The budget, the deadlines and the drain of the health and reflection streams.
pub struct Streams {
    budget: Arc<Semaphore>,
    timeout: Duration,
    watch_lifetime: Duration,
    drain: watch::Sender<bool>,
}

impl Streams {
    /// The streams of a server configured by `config`.
    pub fn new(config: &Config) -> Streams {
        Streams {
            budget: Arc::new(Semaphore::new(SIDE_STREAMS)),
            timeout: config.request_timeout(),
            watch_lifetime: config.idle_timeout(),
            drain: watch::Sender::new(false),
        }
    }

    /// Ends every health and reflection stream now, and every one opened from now on as soon
    /// as it is.
    pub fn drain(&self) {
        self.drain.send_replace(true);
    }

    /// Serves a health or reflection call that arrived at `arrived`, within its budget, its
    /// deadline and the drain.
    pub(crate) async fn serve(
        &self,
        request: axum::extract::Request,
        arrived: Instant,
        next: axum::middleware::Next,
    ) -> Response {
        let Ok(permit) = self.budget.clone().try_acquire_owned() else {
            return crate::error::render(true, ApiError::Overloaded);
        };
        let deadline = tokio::time::Instant::from_std(arrived + self.timeout);
        let end = if request.uri().path() == WATCH {
            tokio::time::Instant::from_std(arrived + self.watch_lifetime)
        } else {
            deadline
        };
        let mut drain = self.drain.subscribe();
        // The request ends once the answer has: a reflection stream's handler reads it in a
        // task of its own, which would otherwise hold it for as long as the client keeps it
        // open (and with it the stream, and its connection through the drain). Health calls
        // are unary: their request is dropped with the call.
        let (answered, answer_ended) = tokio::sync::oneshot::channel::<()>();
        let request = if !request.uri().path().starts_with("/grpc.reflection.") {
            request
        } else {
            request.map(|body| {
                Body::new(Cut {
                    inner: Some(body),
                    cut: Box::pin(async move {
                        let _ = answer_ended.await;
                    }),
                })
            })
        };
        let response = tokio::select! {
            answered = tokio::time::timeout_at(deadline, next.run(request)) => match answered {
                Ok(response) => response,
                Err(_) => return crate::error::render(true, ApiError::Timeout),
            },
            _ = drain.wait_for(|drain| *drain) => return crate::error::render(true, ApiError::Timeout),
        };
        let ends = Box::pin(async move {
            tokio::select! {
                () = tokio::time::sleep_until(end) => {}
                _ = drain.wait_for(|drain| *drain) => {}
            }
        });
        response.map(|body| {
            Body::new(Bounded {
                inner: body,
                ends,
                permit: Some(permit),
                answered: Some(answered),
            })
        })
    }
}

/// A request's body that ends (without its trailers) when `cut` does: once its answer has.
struct Cut {
    /// `None` once cut.
    inner: Option<Body>,
    cut: Pin<Box<dyn Future<Output = ()> + Send>>,
}

impl hyper::body::Body for Cut {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        let Some(inner) = this.inner.as_mut() else {
            return Poll::Ready(None);
        };
        if this.cut.as_mut().poll(cx).is_ready() {
            this.inner = None;
            return Poll::Ready(None);
        }
        Pin::new(inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner
            .as_ref()
            .is_none_or(|inner| inner.is_end_stream())
    }

    fn size_hint(&self) -> SizeHint {
        let mut hint = SizeHint::new();
        hint.set_lower(0);
        hint
    }
}

/// An answer's body that ends with `timeout` trailers when `ends` does, holding its place in
/// the budget until it has ended (or the client has gone).
struct Bounded {
    inner: Body,
    ends: Pin<Box<dyn Future<Output = ()> + Send>>,
    /// `None` once the body has ended.
    permit: Option<OwnedSemaphorePermit>,
    /// Dropped once the body has ended (or is dropped): the request's [`Cut`].
    answered: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Bounded {
    /// The body has ended: its place is given back, and what answered it is dropped (a
    /// reflection stream's handler holds the request, whose end the connection waits for).
    fn end(&mut self) {
        self.permit = None;
        self.inner = Body::empty();
        self.answered = None;
    }
}

impl hyper::body::Body for Bounded {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        if this.permit.is_none() {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if frame.is_trailers() {
                    this.end();
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(other) => {
                this.end();
                Poll::Ready(other)
            }
            Poll::Pending => match this.ends.as_mut().poll(cx) {
                Poll::Ready(()) => {
                    this.end();
                    let mut trailers = HeaderMap::new();
                    match ApiError::Timeout.to_status().add_header(&mut trailers) {
                        Ok(()) => Poll::Ready(Some(Ok(Frame::trailers(trailers)))),
                        Err(_) => Poll::Ready(None),
                    }
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.permit.is_none() || self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        // It may end early, with trailers: no exact length.
        let mut hint = SizeHint::new();
        hint.set_lower(0);
        hint
    }
}

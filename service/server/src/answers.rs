//! Answers a client does not read: their bytes held in memory within a budget of the whole
//! server, and written as the client reads them.
//!
//! An answer is built whole in memory (the largest, a `Replay` of the most actions it applies:
//! up to about 9 MB of JSON and 1.6 MB of protobuf, more when its events are told in a
//! locale, [`replay_bound`]), and it is held until the client has read it. The bytes of the
//! answers held at once are counted against a budget (`--max-held-answer-bytes`,
//! [`ANSWER_BYTES`] by default): an answer beyond it is `overloaded` (REST: 503 before
//! anything is sent; gRPC: the status in the trailers, before any message), and a `Replay`
//! takes the place its answer can reach before it replays anything ([`Place::take`], with
//! [`replay_bound`]), so that a full budget refuses it before it costs anything, and clients
//! that never read cannot take more memory than that, however many connections and streams
//! they open. An answer's place in the budget
//! is given back once the client has read all but its last chunk (the connection's own
//! buffers, 64 KiB a stream, hold the rest), or when the stream or the connection ends.
//!
//! The answer is handed to the connection in chunks of [`CHUNK`] bytes, each only when the
//! connection has room for it: at most 64 KiB of an answer waits in the connection's buffers
//! (HTTP/2's send buffer of a stream, HTTP/1.1's write buffer).

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use axum::body::Body;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use bytes::{Buf, Bytes};
use hyper::body::{Body as _, Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use poch_engine::NewGame;

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

    /// An empty place in the budget for the answer of a request whose answer can be large (a
    /// `Replay`'s), put in its extensions: the operation takes the bytes its answer can reach
    /// before it builds it ([`Place::take`]), and the answer is held in that place
    /// ([`Answers::hold`]).
    pub(crate) fn place(&self) -> Place {
        Place {
            budget: self.budget.clone(),
            bytes: self.bytes,
            taken: Arc::new(Mutex::new(None)),
        }
    }

    /// `response` within the budget: a body of known length takes its place now; one of
    /// unknown length (a gRPC answer's, whose message is encoded as the body is polled) has
    /// its first frame made now, and takes the place of its bytes. An answer beyond the budget
    /// is `overloaded`, before anything of it is sent.
    ///
    /// The places taken before the answer was built (`place`, [`Place::take`]) are its first:
    /// an answer within them takes nothing more from the budget, and the rest of them is given
    /// back once the answer's first frame is made.
    pub(crate) async fn hold(
        &self,
        response: Response,
        grpc: bool,
        place: Option<Place>,
    ) -> Response {
        let exact = response.body().size_hint().exact();
        let (parts, mut body) = response.into_parts();
        let mut held = Held {
            inner: Body::empty(),
            budget: self.budget.clone(),
            permits: None,
            reserved: place.and_then(|p| p.taken.lock().ok().and_then(|mut t| t.take())),
            chunks: VecDeque::new(),
            trailers: None,
            ended: false,
            prepaid: false,
        };
        if let Some(length) = exact.and_then(|l| usize::try_from(l).ok()) {
            if length == 0 {
                return Response::from_parts(parts, body);
            }
            if !held.take(length) {
                return crate::error::render(grpc, ApiError::Overloaded);
            }
            held.prepaid = true;
        }
        // The first frame now: a gRPC message is encoded, and an answer of one frame (every
        // REST answer) is whole. It is copied into an allocation of its own size when large:
        // the buffer it was written into grew by doubling, up to twice that.
        match http_body_util::BodyExt::frame(&mut body).await {
            None => return Response::from_parts(parts, Body::empty()),
            Some(Err(e)) => {
                return crate::error::render(
                    grpc,
                    ApiError::Internal(format!("the answer could not be written: {e}")),
                );
            }
            Some(Ok(frame)) => match frame.into_data() {
                Ok(mut data) => {
                    if !held.prepaid && !held.take(data.remaining()) {
                        return crate::error::render(grpc, ApiError::Overloaded);
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
        // What the answer did not use of the places taken before it was built.
        held.reserved = None;
        held.inner = body;
        Response::from_parts(parts, Body::new(held)).into_response()
    }
}

/// The most bytes of answer a `Replay` applying at most `applied` actions can give, for a
/// table of `players`, told in a locale or not (`narrated`), over gRPC (protobuf) or REST
/// (JSON): what it takes of the answer budget before it is built ([`Place::take`]).
///
/// The figures are the largest an action measured over every preset, table size, locale and
/// bot kind (`tests/tests/replay_bound.rs`, with `REPLAY_BOUND_ALL=1`), with a fifth to spare:
/// at most 926 bytes of JSON and 163 of protobuf an action without narration, 460 and 401 more
/// with it (`no-pochen` at 6 seats of `timeout` bots, whose deals end soonest, with stacks of
/// nine digits), and the player ids the sentences name, about 8 an action, each byte of an id
/// written in two by JSON at most.
pub fn replay_bound(applied: usize, players: &[String], narrated: bool, grpc: bool) -> usize {
    /// The state, the tickets and the first deal's events: what a Replay answers for no action.
    const FIXED: usize = 64 * 1024;
    /// The player ids an action's sentences name, with room to spare.
    const NAMES_PER_ACTION: usize = 10;
    let (plain, told) = if grpc { (200, 480) } else { (1_120, 560) };
    let per_action = if narrated {
        let id = players.iter().map(String::len).max().unwrap_or(0);
        let id = if grpc { id } else { 2 * id };
        plain + told + NAMES_PER_ACTION * id
    } else {
        plain
    };
    FIXED.saturating_add(applied.saturating_mul(per_action))
}

/// Takes the place of the answer of a `Replay` of `new` with a list of `actions` in `place`
/// (none for a request that came without one), before the replay: the bound of
/// [`replay_bound`] for the actions it can apply ([`NewGame::replay_bound`]).
///
/// # Errors
///
/// `overloaded` when the answer budget has no room for it.
pub fn reserve_replay(
    place: Option<&Place>,
    new: &NewGame,
    actions: usize,
    narrated: bool,
    grpc: bool,
) -> Result<(), ApiError> {
    let Some(place) = place else {
        return Ok(());
    };
    let applied = new.replay_bound(actions, poch_api::MAX_REPLAY_ACTIONS);
    place.take(replay_bound(applied, &new.players, narrated, grpc))
}

/// A place in the answer budget for one request's answer, taken before the answer is built
/// (by the gate, `Answers::place`): in the extensions of a request whose answer can be large.
#[derive(Clone)]
pub struct Place {
    budget: Arc<Semaphore>,
    /// The budget, in bytes.
    bytes: usize,
    taken: Arc<Mutex<Option<OwnedSemaphorePermit>>>,
}

impl Place {
    /// Takes `bytes` (at most the whole budget) for the answer about to be built, where
    /// nothing was taken yet.
    ///
    /// # Errors
    ///
    /// `overloaded` when the budget has no room: the answer is refused before it costs
    /// anything, where it would have been built and then refused.
    pub fn take(&self, bytes: usize) -> Result<(), ApiError> {
        let permit = self
            .budget
            .clone()
            .try_acquire_many_owned(units(bytes.min(self.bytes)))
            .map_err(|_| ApiError::Overloaded)?;
        if let Ok(mut taken) = self.taken.lock() {
            match &mut *taken {
                Some(taken) => taken.merge(permit),
                None => *taken = Some(permit),
            }
        }
        Ok(())
    }
}

/// An answer's body, held within the budget and handed on in chunks.
struct Held {
    inner: Body,
    budget: Arc<Semaphore>,
    /// The places taken for the bytes held.
    permits: Option<OwnedSemaphorePermit>,
    /// Places taken before the answer was built, not yet the bytes held's.
    reserved: Option<OwnedSemaphorePermit>,
    /// What the answer's body gave and is not handed on yet.
    chunks: VecDeque<Bytes>,
    /// Trailers made before they were asked for.
    trailers: Option<HeaderMap>,
    ended: bool,
    /// Whether the places of the whole body were taken at the start (its length known).
    prepaid: bool,
}

impl Held {
    /// Takes the places of `n` more bytes, first from those taken before the answer was
    /// built; false when the budget has none.
    fn take(&mut self, n: usize) -> bool {
        let needed = units(n) as usize;
        let from_reserved = match &mut self.reserved {
            Some(reserved) if reserved.num_permits() <= needed => self.reserved.take(),
            Some(reserved) => reserved.split(needed),
            None => None,
        };
        let more = needed
            - from_reserved
                .as_ref()
                .map_or(0, OwnedSemaphorePermit::num_permits);
        let more = match u32::try_from(more) {
            Ok(0) => None,
            Ok(more) => match self.budget.clone().try_acquire_many_owned(more) {
                Ok(more) => Some(more),
                Err(_) => return false,
            },
            Err(_) => return false,
        };
        for permit in [from_reserved, more].into_iter().flatten() {
            match &mut self.permits {
                Some(permits) => permits.merge(permit),
                None => self.permits = Some(permit),
            }
        }
        true
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

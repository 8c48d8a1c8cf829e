//! Answers a client does not read: their bytes held in memory within a budget of the whole
//! server and within each client's and each connection's share of it ([`crate::shares`]), and
//! written as the client reads them.
//!
//! An answer is built whole in memory (the largest, a `Replay` of the most actions it applies:
//! up to about 9 MB of JSON and 1.6 MB of protobuf, more when its events are told in a
//! locale, [`replay_bound`]), and it is held until the client has read it. The bytes of the
//! answers held at once are counted against a budget (`--max-held-answer-bytes`,
//! [`ANSWER_BYTES`] by default) and against the shares of the client and the connection that
//! asked (`--max-held-answer-bytes-per-client`, `--max-held-answer-bytes-per-connection`): an
//! answer beyond them is `overloaded` (REST: 503 before anything is sent; gRPC: the status in
//! the trailers, before any message). A `Replay` takes the place of its answer as it replays,
//! a step of actions at a time, from what its request says ([`reserve_replay`]: the wire, the
//! narration, the player ids' length; with no seated bots, its list's length at once), so that
//! a full budget or share stops it before it costs more, and clients that never read cannot
//! take more memory than their shares, however many connections and streams they open. An
//! answer's place in the budget is given back once the client has read all but its last chunk
//! (the connection's own buffers, 64 KiB a stream, hold the rest), or when the stream or the
//! connection ends.
//!
//! An answer nobody reads does not wait for the idle timeout: each held answer tells its
//! connection when the client last took a chunk of it ([`Unread`]), and a connection with an
//! answer untouched for `--answer-read-timeout-ms` is closed (HTTP/2: GOAWAY first), its
//! answers dropped and their places given back ([`crate::conn`]).
//!
//! The answer is handed to the connection in chunks of [`CHUNK`] bytes, each only when the
//! connection has room for it: at most 64 KiB of an answer waits in the connection's buffers
//! (HTTP/2's send buffer of a stream, HTTP/1.1's write buffer).

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use bytes::{Buf, Bytes};
use hyper::body::{Body as _, Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use poch_engine::NewGame;

use crate::error::ApiError;
use crate::metrics::Sheds;
use crate::shares::{Budget, Peer, Scope, Shed, Taken};

/// The answer bytes held at once on the whole server, for clients that have not read them, by
/// default.
pub const ANSWER_BYTES: usize = 32 << 20;

/// The unit of the budget.
const UNIT: usize = 1024;

/// The bytes of an answer handed to the connection at a time.
pub const CHUNK: usize = 16 * 1024;

/// The actions a `Replay` with seated bots takes the place of at a time, as it applies them
/// ([`Grant::more`]).
pub const GRANT_STEP: usize = 256;

/// The budget of answer bytes held (a clone reads the same budget, for the metrics).
#[derive(Clone)]
pub struct Answers {
    budget: Arc<Semaphore>,
    /// The budget, in bytes.
    bytes: usize,
    sheds: Arc<Sheds>,
}

impl Default for Answers {
    fn default() -> Answers {
        Answers::new(ANSWER_BYTES, Arc::default())
    }
}

fn units(bytes: usize) -> usize {
    bytes.div_ceil(UNIT)
}

/// Units of the budget held: the server's permits and the peer's share of as many.
struct Units {
    permits: Option<OwnedSemaphorePermit>,
    share: Taken,
}

impl Units {
    /// None yet, to be taken within `peer`'s shares.
    fn new(peer: Option<&Peer>) -> Units {
        Units {
            permits: None,
            share: Taken::of(peer, Budget::AnswerBytes),
        }
    }

    fn amount(&self) -> usize {
        self.permits
            .as_ref()
            .map_or(0, OwnedSemaphorePermit::num_permits)
    }

    /// `n` more units, from the peer's shares and then `budget`: the scope that had no room.
    fn take(&mut self, budget: &Arc<Semaphore>, n: usize) -> Result<(), Scope> {
        if n == 0 {
            return Ok(());
        }
        let Ok(n32) = u32::try_from(n) else {
            return Err(Scope::Server);
        };
        self.share.more(n)?;
        match budget.clone().try_acquire_many_owned(n32) {
            Ok(permit) => match &mut self.permits {
                Some(permits) => permits.merge(permit),
                None => self.permits = Some(permit),
            },
            Err(_) => {
                drop(self.share.split(n));
                return Err(Scope::Server);
            }
        }
        Ok(())
    }

    /// Splits `n` units (at most what it holds) off.
    fn split(&mut self, n: usize) -> Units {
        let n = n.min(self.amount());
        let permits = if n == self.amount() {
            self.permits.take()
        } else {
            self.permits.as_mut().and_then(|p| p.split(n))
        };
        Units {
            permits,
            share: self.share.split(n),
        }
    }

    fn merge(&mut self, other: Units) {
        let Units { permits, share } = other;
        if let Some(permit) = permits {
            match &mut self.permits {
                Some(permits) => permits.merge(permit),
                None => self.permits = Some(permit),
            }
        }
        self.share.merge(share);
    }
}

impl Answers {
    /// A budget of `bytes` of answers held, its refusals counted in `sheds`.
    pub fn new(bytes: usize, sheds: Arc<Sheds>) -> Answers {
        let bytes = bytes.min((u32::MAX as usize).saturating_mul(UNIT));
        Answers {
            budget: Arc::new(Semaphore::new(bytes / UNIT)),
            bytes,
            sheds,
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
    /// `Replay`'s) from `peer`, put in its extensions: the operation takes the bytes of its
    /// answer as it builds it ([`Place::take`]), and the answer is held in that place
    /// ([`Answers::hold`]).
    pub(crate) fn place(&self, peer: Option<Peer>) -> Place {
        Place {
            answers: self.clone(),
            peer,
            taken: Arc::new(Mutex::new(None)),
        }
    }

    /// A refusal for `scope`'s part of the budget, counted.
    fn shed(&self, scope: Scope) -> ApiError {
        let shed = Shed {
            budget: Budget::AnswerBytes,
            scope,
        };
        self.sheds.count(shed);
        ApiError::Shed(shed)
    }

    /// `response` within the budget and `peer`'s shares: a body of known length takes its
    /// place now; one of unknown length (a gRPC answer's, whose message is encoded as the body
    /// is polled) has its first frame made now, and takes the place of its bytes. An answer
    /// beyond them is `overloaded`, before anything of it is sent. While held, the answer
    /// tells `unread` (its connection's) when its client last took a chunk.
    ///
    /// The places taken before the answer was built (`place`, [`Place::take`]) are its first:
    /// an answer within them takes nothing more, and the rest of them is given back once the
    /// answer's first frame is made.
    pub(crate) async fn hold(
        &self,
        response: Response,
        grpc: bool,
        place: Option<Place>,
        peer: Option<Peer>,
        unread: Option<&Arc<Unread>>,
    ) -> Response {
        let exact = response.body().size_hint().exact();
        let (parts, mut body) = response.into_parts();
        let mut held = Held {
            inner: Body::empty(),
            budget: self.budget.clone(),
            units: Units::new(peer.as_ref()),
            reserved: place.and_then(|p| p.taken.lock().ok().and_then(|mut t| t.take())),
            chunks: VecDeque::new(),
            trailers: None,
            ended: false,
            prepaid: false,
            progress: None,
            sheds: self.sheds.clone(),
        };
        if let Some(length) = exact.and_then(|l| usize::try_from(l).ok()) {
            if length == 0 {
                return Response::from_parts(parts, body);
            }
            if let Err(scope) = held.take(length) {
                return crate::error::render(grpc, self.shed(scope));
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
                    if !held.prepaid
                        && let Err(scope) = held.take(data.remaining())
                    {
                        return crate::error::render(grpc, self.shed(scope));
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
        held.progress = unread.map(|u| u.watch());
        Response::from_parts(parts, Body::new(held)).into_response()
    }
}

/// The most bytes of answer a `Replay` applying at most `applied` actions can give, for a
/// table of `players`, told in a locale or not (`narrated`), over gRPC (protobuf) or REST
/// (JSON): what it takes of the answer budget as it replays ([`reserve_replay`]).
///
/// The figures are the largest an action measured over every preset, table size, locale and
/// bot kind (`tests/tests/replay_bound.rs`, with `REPLAY_BOUND_ALL=1`), with a fifth to spare:
/// at most 926 bytes of JSON and 163 of protobuf an action without narration, 460 and 401 more
/// with it (`no-pochen` at 6 seats of `timeout` bots, whose deals end soonest, with stacks of
/// nine digits), and the player ids the sentences name, about 8 an action, each byte of an id
/// written in two by JSON at most.
pub fn replay_bound(applied: usize, players: &[String], narrated: bool, grpc: bool) -> usize {
    REPLAY_FIXED.saturating_add(applied.saturating_mul(per_action(players, narrated, grpc)))
}

/// The state, the tickets and the first deal's events: what a Replay answers for no action.
const REPLAY_FIXED: usize = 64 * 1024;

/// The most bytes of a Replay's answer an action applied can add ([`replay_bound`]).
fn per_action(players: &[String], narrated: bool, grpc: bool) -> usize {
    /// The player ids an action's sentences name, with room to spare.
    const NAMES_PER_ACTION: usize = 10;
    let (plain, told) = if grpc { (200, 480) } else { (1_120, 560) };
    if narrated {
        let id = players.iter().map(String::len).max().unwrap_or(0);
        let id = if grpc { id } else { 2 * id };
        plain + told + NAMES_PER_ACTION * id
    } else {
        plain
    }
}

/// The place of a `Replay`'s answer, taken as the replay applies its actions: what it answers
/// for no action at once, then, without seated bots, its list's actions at once (only they are
/// applied), and with them [`GRANT_STEP`] actions at a time as they are (their moves are not
/// known before they are played). `more` is the replay's grant ([`poch_engine::Game::replay_granted`]).
pub struct Grant {
    place: Option<Place>,
    per_action: usize,
    granted: usize,
    between: Between,
}

/// What a replay does between two grants: the adapters pass [`crate::blocking::slice`], where
/// the replay may give its long-work turn up (a hook, so that the answers' budget sits below
/// the long-work turns in the order of the modules).
pub type Between = fn() -> Result<(), ApiError>;

impl Grant {
    /// The room for actions up to `needed` in all (the replay's count): `needed`, so that the
    /// replay asks again at its next action.
    ///
    /// Each call is a point where the replay may give its long-work turn up (its
    /// [`Between`], [`crate::blocking::slice`] from the adapters): it does once it has held the
    /// turn for a slice ([`crate::blocking::SLICE`]) and another client waits for one.
    ///
    /// # Errors
    ///
    /// `overloaded` when the answer budget or the client's or connection's share has no room
    /// for them, `timeout` when the request is gone: the replay stops before applying more.
    pub fn more(&mut self, needed: usize) -> Result<usize, ApiError> {
        let Some(place) = &self.place else {
            return Ok(usize::MAX);
        };
        (self.between)()?;
        if needed > self.granted {
            let to = needed.max(self.granted.saturating_add(GRANT_STEP));
            place.take((to - self.granted).saturating_mul(self.per_action))?;
            self.granted = to;
        }
        Ok(needed)
    }
}

/// The place of the answer of a `Replay` of `new` with a list of `actions` in `place` (none
/// for a request that came without one), taken before the replay as far as the request tells
/// ([`Grant`]), and as it goes for the rest.
///
/// # Errors
///
/// `overloaded` when the answer budget or a share has no room for what is taken at once.
pub fn reserve_replay(
    place: Option<&Place>,
    new: &NewGame,
    actions: usize,
    narrated: bool,
    grpc: bool,
    between: Between,
) -> Result<Grant, ApiError> {
    let Some(place) = place else {
        return Ok(Grant {
            place: None,
            per_action: 0,
            granted: 0,
            between,
        });
    };
    let per_action = per_action(&new.players, narrated, grpc);
    place.take(REPLAY_FIXED)?;
    let mut grant = Grant {
        place: Some(place.clone()),
        per_action,
        granted: 0,
        between,
    };
    if new.bots.is_empty() {
        // Only the list's actions are applied: their place at once.
        let applied = new.replay_bound(actions, poch_api::MAX_REPLAY_ACTIONS);
        place.take(applied.saturating_mul(per_action))?;
        grant.granted = applied;
    }
    Ok(grant)
}

/// A place in the budget for one request's answer, taken before the answer is built (by the
/// gate, `Answers::place`): in the extensions of a request whose answer can be large.
#[derive(Clone)]
pub struct Place {
    answers: Answers,
    peer: Option<Peer>,
    taken: Arc<Mutex<Option<Units>>>,
}

impl Place {
    /// Takes `bytes` more (the place never more than the whole budget) for the answer being
    /// built.
    ///
    /// # Errors
    ///
    /// `overloaded` when the budget or the peer's share has no room: the answer is refused
    /// before it costs anything, where it would have been built and then refused.
    pub fn take(&self, bytes: usize) -> Result<(), ApiError> {
        let Ok(mut taken) = self.taken.lock() else {
            return Err(self.answers.shed(Scope::Server));
        };
        let held = taken.get_or_insert_with(|| Units::new(self.peer.as_ref()));
        // No answer is held beyond the whole budget: a place never grows past it.
        let n = units(bytes).min((self.answers.bytes / UNIT).saturating_sub(held.amount()));
        held.take(&self.answers.budget, n)
            .map_err(|scope| self.answers.shed(scope))
    }
}

/// A connection's answers held, each telling when its client last took a chunk of it: what
/// the connection closes on when an answer goes unread too long ([`crate::conn`]).
pub struct Unread {
    start: Instant,
    answers: Mutex<Vec<Weak<Progress>>>,
}

impl Default for Unread {
    fn default() -> Unread {
        Unread {
            start: Instant::now(),
            answers: Mutex::new(Vec::new()),
        }
    }
}

/// When a held answer's client last took a chunk of it: milliseconds from its connection's
/// start.
pub struct Progress {
    start: Instant,
    last_ms: AtomicU64,
}

impl Progress {
    fn touch(&self) {
        let ms = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_ms.store(ms, Ordering::Relaxed);
    }
}

impl Unread {
    /// A new held answer's progress, touched now.
    fn watch(&self) -> Arc<Progress> {
        let progress = Arc::new(Progress {
            start: self.start,
            last_ms: AtomicU64::new(0),
        });
        progress.touch();
        if let Ok(mut answers) = self.answers.lock() {
            answers.retain(|w| w.strong_count() > 0);
            answers.push(Arc::downgrade(&progress));
        }
        progress
    }

    /// How long the answer held the longest without its client taking a chunk has waited;
    /// `None` when none is held.
    pub fn stalled_for(&self, now: Instant) -> Option<Duration> {
        let Ok(mut answers) = self.answers.lock() else {
            return None;
        };
        answers.retain(|w| w.strong_count() > 0);
        let oldest = answers
            .iter()
            .filter_map(Weak::upgrade)
            .map(|p| p.last_ms.load(Ordering::Relaxed))
            .min()?;
        Some(now.saturating_duration_since(self.start + Duration::from_millis(oldest)))
    }
}

/// An answer's body, held within the budget and handed on in chunks.
struct Held {
    inner: Body,
    budget: Arc<Semaphore>,
    /// The places taken for the bytes held (within the peer's shares).
    units: Units,
    /// Places taken before the answer was built, not yet the bytes held's.
    reserved: Option<Units>,
    /// What the answer's body gave and is not handed on yet.
    chunks: VecDeque<Bytes>,
    /// Trailers made before they were asked for.
    trailers: Option<HeaderMap>,
    ended: bool,
    /// Whether the places of the whole body were taken at the start (its length known).
    prepaid: bool,
    /// Told each time the client takes a chunk, while the answer holds places.
    progress: Option<Arc<Progress>>,
    sheds: Arc<Sheds>,
}

impl Held {
    /// Takes the places of `n` more bytes, first from those taken before the answer was
    /// built; the scope that had no room.
    fn take(&mut self, n: usize) -> Result<(), Scope> {
        let needed = units(n);
        let reserved = match self.reserved.as_mut() {
            Some(reserved) => reserved.split(needed),
            None => Units::new(None),
        };
        let more = needed - reserved.amount();
        self.units.merge(reserved);
        self.units.take(&self.budget, more)
    }

    /// Gives back every place: the answer is handed on, or gone.
    fn release(&mut self) {
        let given = self.units.amount();
        drop(self.units.split(given));
        self.progress = None;
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
            self.release();
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
        if let Some(progress) = &this.progress {
            progress.touch();
        }
        if let Some(chunk) = this.next_chunk() {
            if this.chunks.is_empty() && this.ended {
                this.release();
            }
            return Poll::Ready(Some(Ok(Frame::data(chunk))));
        }
        if let Some(trailers) = this.trailers.take() {
            this.ended = true;
            this.release();
            return Poll::Ready(Some(Ok(Frame::trailers(trailers))));
        }
        if this.ended {
            this.release();
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => match frame.into_data() {
                Ok(mut data) => {
                    // A body of known length took its places at the start; one of unknown
                    // length takes them now.
                    if !this.prepaid
                        && let Err(scope) = this.take(data.remaining())
                    {
                        let shed = Shed {
                            budget: Budget::AnswerBytes,
                            scope,
                        };
                        this.sheds.count(shed);
                        this.ended = true;
                        this.chunks.clear();
                        this.release();
                        this.inner = Body::empty();
                        let mut trailers = HeaderMap::new();
                        return match ApiError::Shed(shed).to_status().add_header(&mut trailers) {
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
                this.release();
                Poll::Ready(Some(Err(e)))
            }
            Poll::Ready(None) => {
                this.ended = true;
                this.release();
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

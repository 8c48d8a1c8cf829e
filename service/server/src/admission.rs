//! Admission: who a request comes from, how long it waited, its body in hand, its place in the
//! concurrency limit, all before a handler runs; and every budget shared fairly between the
//! clients and connections that ask ([`crate::shares`]).
//!
//! 1. **Arrival** (in the connection's task, as hyper hands the request over, before any of
//!    it is polled): probes and side streams pass; a connection taken for probes only, or a
//!    client or connection that already holds all of its share of the request bytes, the
//!    answer bytes or the concurrency limit (or, for a `Replay`, of the long-work queue), is
//!    refused at once, without the router, the body or a span: the cheapest refusal the
//!    transport allows.
//! 2. **First run**: the time the request waited for a worker is its sojourn in the queue of
//!    the concurrency limit, bounded by CoDel ([`crate::delay`]): in a standing queue, a
//!    request that waited past the target is refused before its body is read when its client
//!    sent at least its fair part of the recent requests.
//! 3. **Body**: counted as it arrives, with one bounded read ahead, against the request bytes
//!    in flight and the peer's shares of them ([`requests`]), within the deadline. A slow
//!    client holds no place in the concurrency limit meanwhile.
//! 4. **Place**: a place in the concurrency limit and the peer's share of it, held while the
//!    handler runs ([`Claim`]; a `Replay` waiting for a long-work turn gives it back,
//!    [`crate::blocking`]).
//! 5. **Answer**: held within the answer bytes and the peer's shares of them ([`answers`]),
//!    telling the connection whether its client reads it.
//!
//! Probes and side streams (gRPC health and reflection) take no place; they have budgets of
//! their own ([`probes`], [`streams`]).

use std::future::Future as _;
use std::sync::{Arc, Mutex};
use std::task::Poll;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, header};
use axum::response::Response;
use tokio::sync::Semaphore;

use poch_api::operations::Operation;

use crate::answers::Unread;
use crate::app::AppState;
use crate::blocking::{Claim, Place};
use crate::config::Config;
use crate::delay::Delay;
use crate::error::ApiError;
use crate::error::{is_grpc, render};
use crate::metrics::Sheds;
#[cfg(feature = "noop")]
use crate::noop;
use crate::shares::{Budget, Clients, Peer, Proxies, Shed, Taken};
use crate::{answers, metrics, probes, requests, streams};

/// Health, readiness and metrics stay answerable when the server is full: an orchestrator must
/// not restart a replica for being busy.
pub(crate) fn is_probe(path: &str) -> bool {
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

/// Whether a request asks for a `Replay` (on either wire), by its path.
fn is_replay(path: &str) -> bool {
    Operation::of_grpc_path(path).or_else(|| Operation::of_rest_route("POST", path))
        == Some(Operation::Replay)
}

/// How a request was let in when it arrived ([`Gate::arrive`]).
#[derive(Clone, Debug)]
enum Admission {
    /// Probes and streams: never shed.
    Exempt,
    /// Shed as it arrived; answered through the router when the answer needs its layers (a
    /// browser's CORS headers), else by the connection at once.
    Shed(Shed),
    /// Let in, for `peer` (none for a request served in process).
    Admitted(Option<Peer>),
}

/// When a request arrived, who from, and how it was let in; set on each request by the
/// connection that read it ([`crate::conn`]).
#[derive(Clone)]
pub struct Arrival {
    at: Instant,
    admission: Admission,
    /// The connection's held answers, told whether their clients read them.
    unread: Option<Arc<Unread>>,
}

impl std::fmt::Debug for Arrival {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Arrival")
            .field("at", &self.at)
            .field("admission", &self.admission)
            .finish_non_exhaustive()
    }
}

impl Arrival {
    fn admission_exempt(&self) -> bool {
        matches!(self.admission, Admission::Exempt)
    }

    /// The refusal it was given as it arrived, if any.
    pub fn shed(&self) -> Option<Shed> {
        match self.admission {
            Admission::Shed(shed) => Some(shed),
            Admission::Exempt | Admission::Admitted(_) => None,
        }
    }

    /// When it arrived.
    pub fn at(&self) -> Instant {
        self.at
    }

    /// Who it was let in for, if it was.
    pub fn peer(&self) -> Option<&Peer> {
        match &self.admission {
            Admission::Admitted(peer) => peer.as_ref(),
            Admission::Exempt | Admission::Shed(_) => None,
        }
    }

    /// The same arrival, refused for `shed` (answered through the router).
    pub fn refused(self, shed: Shed) -> Arrival {
        Arrival {
            admission: Admission::Shed(shed),
            ..self
        }
    }
}

/// The concurrency limit, the request timeout, the budgets and their shares, the queue's
/// bound, and the metrics of refusals.
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
    /// The request bytes in flight.
    pub requests: requests::Requests,
    /// The queue for a worker, bounded by its time.
    delay: Delay,
    /// The clients and their shares.
    clients: Arc<Clients>,
    /// The proxies whose forwarded addresses are believed.
    proxies: Proxies,
    sheds: Arc<Sheds>,
    /// Whether answers need the router's CORS layer (origins configured).
    cors: bool,
}

/// The gate's figures, for the metrics (a weak reference: the gate holds the metrics).
struct Figures(std::sync::Weak<Gate>);

impl metrics::Admission for Figures {
    fn queue_delay(&self) -> Duration {
        self.0
            .upgrade()
            .map_or(Duration::ZERO, |gate| gate.delay.average())
    }

    fn queue_standing(&self) -> bool {
        self.0.upgrade().is_some_and(|gate| gate.delay.standing())
    }

    fn long_work_waiting(&self) -> usize {
        self.0
            .upgrade()
            .map_or(0, |gate| gate.app.blocking.waiting())
    }

    fn clients_active(&self) -> usize {
        self.0.upgrade().map_or(0, |gate| gate.clients.active())
    }
}

impl Gate {
    /// The gate of a server with `config`'s limits, serving `app`.
    pub fn new(config: &Config, app: Arc<AppState>) -> Arc<Gate> {
        let sheds = app.metrics.sheds();
        let requests = requests::Requests::new(config.max_request_bytes_in_flight);
        app.metrics.watch_request_bytes(requests.gauge());
        let answers = answers::Answers::new(config.max_held_answer_bytes, sheds.clone());
        let read = answers.clone();
        app.metrics
            .watch_answer_bytes(Box::new(move || (read.held(), read.limit())));
        let gate = Arc::new(Gate {
            limit: Arc::new(Semaphore::new(config.concurrency_limit)),
            timeout: config.request_timeout(),
            app: app.clone(),
            streams: streams::Streams::new(config),
            probes: probes::Probes::default(),
            answers,
            requests,
            delay: Delay::new(config.queue_target(), config.queue_interval()),
            clients: Arc::new(Clients::new(config.shares())),
            proxies: config.trusted_proxies(),
            sheds,
            cors: !config.cors_origins.is_empty(),
        });
        app.metrics
            .watch_admission(Arc::new(Figures(Arc::downgrade(&gate))));
        gate
    }

    /// The server's clients.
    pub fn clients(&self) -> &Arc<Clients> {
        &self.clients
    }

    /// The proxies whose forwarded addresses are believed.
    pub fn proxies(&self) -> &Proxies {
        &self.proxies
    }

    /// Lets a request for `path` from `peer` in as it arrives, before any of it is polled.
    /// `probes_only`: the connection was taken beyond the connection cap, for probes.
    /// `unread`: the connection's held answers.
    pub fn arrive(
        &self,
        path: &str,
        probes_only: bool,
        peer: Option<Peer>,
        unread: Option<Arc<Unread>>,
    ) -> Arrival {
        let admission = if is_probe(path) {
            Admission::Exempt
        } else if probes_only {
            Admission::Shed(Shed::server(Budget::Connections))
        } else if is_streaming(path) {
            Admission::Exempt
        } else {
            let full = peer.as_ref().and_then(|peer| {
                [
                    Budget::AnswerBytes,
                    Budget::RequestBytes,
                    Budget::Concurrency,
                ]
                .into_iter()
                .find_map(|budget| peer.full(budget).map(|scope| Shed { budget, scope }))
                .or_else(|| {
                    // Long work is asked by a Replay alone.
                    let scope = peer.full(Budget::LongWork)?;
                    is_replay(path).then_some(Shed {
                        budget: Budget::LongWork,
                        scope,
                    })
                })
            });
            match full {
                Some(shed) => Admission::Shed(shed),
                None => Admission::Admitted(peer),
            }
        };
        Arrival {
            at: Instant::now(),
            admission,
            unread,
        }
    }

    /// At its first run: whether a request refused nothing as it arrived is refused now for
    /// the time it waited ([`crate::delay`]).
    pub fn first_run(&self, arrival: &Arrival) -> Option<Shed> {
        let Admission::Admitted(Some(peer)) = &arrival.admission else {
            return None;
        };
        self.delay
            .refuse(arrival.at, Instant::now(), || peer.at_least_fair())
            .then_some(Shed::server(Budget::QueueDelay))
    }

    /// Whether a refusal of `request` may be answered without the router: unless the server
    /// answers browsers of other origins, which need the CORS layer's headers.
    pub fn answers_alone(&self, headers: &HeaderMap) -> bool {
        !self.cors || !headers.contains_key(header::ORIGIN)
    }

    /// The answer to a request of `method` and `path` shed for `shed`, counted (the refusal by
    /// its budget, and the request by its operation) as the router would count it.
    pub fn refuse(
        &self,
        method: &http::Method,
        path: &str,
        headers: &HeaderMap,
        shed: Shed,
        arrived: Instant,
    ) -> Response {
        self.sheds.count(shed);
        let grpc = is_grpc(headers);
        let response = render(grpc, ApiError::Shed(shed));
        if let Some(operation) = metrics::operation_of(method.as_str(), path) {
            self.app
                .metrics
                .record_refusal(operation, &response, arrived.elapsed());
        }
        response
    }

    /// Counts a connection closed ahead of its client, for `why`.
    pub fn closed(&self, why: metrics::Closed) {
        self.sheds.closed(why);
    }

    /// Counts one refusal for `shed` made without an answer (a connection closed unread).
    pub fn count_shed(&self, shed: Shed) {
        self.sheds.count(shed);
    }

    /// A refusal for `shed`, counted by its budget.
    fn shed(&self, grpc: bool, shed: Shed) -> Response {
        self.sheds.count(shed);
        render(grpc, ApiError::Shed(shed))
    }

    /// A place in the concurrency limit for `peer`, within its share.
    fn place(&self, peer: Option<&Peer>) -> Result<Place, Shed> {
        let share = Taken::take(peer, Budget::Concurrency, 1).map_err(|scope| Shed {
            budget: Budget::Concurrency,
            scope,
        })?;
        let permit = self
            .limit
            .clone()
            .try_acquire_owned()
            .map_err(|_| Shed::server(Budget::Concurrency))?;
        Ok(Place { permit, share })
    }

    /// Serves an admitted request: its body in hand within the deadline (a declared length
    /// over the limit refused at once), one message for a unary gRPC call, a place in the
    /// concurrency limit, then the handler, all before the deadline, and its answer held.
    async fn serve(
        &self,
        request: axum::extract::Request,
        arrival: Arrival,
        next: axum::middleware::Next,
    ) -> Response {
        let grpc = is_grpc(request.headers());
        let peer = match arrival.admission {
            Admission::Shed(shed) => return self.shed(grpc, shed),
            Admission::Admitted(peer) => peer,
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
        // The body's place in the request bytes in flight: what has arrived and one read more
        // (never more than its declared length), given back once its answer is made.
        let expected = declared.map_or(limit, |n| usize::try_from(n).unwrap_or(limit));
        let ahead = if request.version() == http::Version::HTTP_2 {
            requests::READ_AHEAD_HTTP2
        } else {
            requests::READ_AHEAD_HTTP1
        };
        let mut place_in_flight = self.requests.place(peer.as_ref());
        let path = request.uri().path().to_owned();
        let (parts, body) = request.into_parts();
        let received = {
            let mut receive = std::pin::pin!(requests::receive(
                body,
                expected,
                ahead,
                &mut place_in_flight
            ));
            let first = std::future::poll_fn(|cx| Poll::Ready(receive.as_mut().poll(cx))).await;
            match first {
                Poll::Ready(received) => received,
                Poll::Pending => match tokio::time::timeout_at(deadline, receive).await {
                    Ok(received) => received,
                    Err(_) => return render(grpc, ApiError::Timeout),
                },
            }
        };
        let bytes = match received {
            Ok(bytes) => bytes,
            Err(requests::Refused::TooLarge) => {
                return render(grpc, ApiError::PayloadTooLarge { limit: body_limit });
            }
            Err(requests::Refused::Overloaded(scope)) => {
                return self.shed(
                    grpc,
                    Shed {
                        budget: Budget::RequestBytes,
                        scope,
                    },
                );
            }
            Err(requests::Refused::Broken(e)) => {
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
        let place = match self.place(peer.as_ref()) {
            Ok(place) => place,
            Err(shed) => return self.shed(grpc, shed),
        };
        // A Replay's answer can be large: its operation takes its place in the answer budget
        // as it builds it (`answers::Place::take`), so that a full budget refuses it before it
        // costs more, and the answer is held in that place.
        let operation = Operation::of_grpc_path(&path)
            .or_else(|| Operation::of_rest_route(parts.method.as_str(), &path));
        let answer_place =
            matches!(operation, Some(Operation::Replay)).then(|| self.answers.place(peer.clone()));
        let mut request = axum::extract::Request::from_parts(parts, axum::body::Body::from(bytes));
        if let Some(answer_place) = &answer_place {
            request.extensions_mut().insert(answer_place.clone());
        }
        let claim = Arc::new(Claim {
            peer: peer.clone(),
            deadline: Some(deadline),
            place: Mutex::new(Some(place)),
        });
        let unread = arrival.unread;
        let answer = Claim::scope(claim.clone(), async {
            let response = next.run(request).await;
            // The request is answered: its bytes (and what was decoded of them) are gone, its
            // place in the limit too, and the answer takes its own place in the budget.
            drop(place_in_flight);
            claim.release_place();
            self.answers
                .hold(response, grpc, answer_place, peer, unread.as_ref())
                .await
        });
        match tokio::time::timeout_at(deadline, answer).await {
            Ok(response) => response,
            Err(_) => render(grpc, ApiError::Timeout),
        }
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

/// The body, the place and the deadline before the handler runs ([`Gate::serve`]); and the
/// counting of requests their operation did not count (refused before it ran: shed, a body it
/// cannot read, a timeout), under the operation their path names.
pub(crate) async fn admit(
    axum::extract::State(gate): axum::extract::State<Arc<Gate>>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // A request served without a connection of this server's (in process): it arrives now.
    let arrival = match request.extensions_mut().remove::<Arrival>() {
        Some(arrival) => arrival,
        None => gate.arrive(request.uri().path(), false, None, None),
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
    let at = arrival.at;
    let response = gate.serve(request, arrival, next).await;
    if let Some(operation) = operation {
        gate.app
            .metrics
            .record_refusal(operation, &response, at.elapsed());
    }
    response
}

//! Admission: the concurrency limit, the deadline, and the body in hand before a handler runs.
//!
//! A place in the limit is taken as a request arrives, before any of it is polled, and given
//! back while its body is still arriving: a slow client holds no place. The body's bytes are
//! counted against the request bytes in flight ([`requests`]) from its arrival until its answer
//! is made. Probes and side streams
//! (gRPC health and reflection) take no place; they have budgets of their own ([`probes`],
//! [`streams`]), and so have the answers held for clients that do not read them ([`answers`]).

use std::future::Future as _;
use std::sync::{Arc, Mutex};
use std::task::Poll;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, header};
use axum::response::Response;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use poch_api::operations::Operation;

use crate::app::AppState;
use crate::config::Config;
use crate::error::ApiError;
use crate::error::{is_grpc, render};
#[cfg(feature = "noop")]
use crate::noop;
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

/// How a request was let in when it arrived ([`Gate::arrive`]).
#[derive(Clone, Debug)]
enum Admission {
    /// Probes and streams: never shed.
    Exempt,
    /// Shed at once: the limit was reached, or the connection is one taken for probes only.
    Shed,
    /// A place in the limit, held from the arrival (given back while the body is incomplete).
    Admitted(Arc<Mutex<Option<OwnedSemaphorePermit>>>),
}

/// When a request arrived and how it was let in; set on each request by the connection that
/// read it ([`crate::conn`]).
#[derive(Clone, Debug)]
pub struct Arrival {
    at: Instant,
    admission: Admission,
}

/// The concurrency limit, the request timeout, and the metrics of refusals.
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
}

impl Gate {
    /// The gate of a server with `config`'s limits, serving `app`.
    pub fn new(config: &Config, app: Arc<AppState>) -> Gate {
        let requests = requests::Requests::new(config.max_request_bytes_in_flight);
        app.metrics.watch_request_bytes(requests.gauge());
        let answers = answers::Answers::new(config.max_held_answer_bytes);
        app.metrics.watch_answer_bytes(answers.clone());
        Gate {
            limit: Arc::new(Semaphore::new(config.concurrency_limit)),
            timeout: config.request_timeout(),
            app,
            streams: streams::Streams::new(config),
            probes: probes::Probes::default(),
            answers,
            requests,
        }
    }

    /// Lets a request in as it arrives, before any of it is polled: a place in the limit is
    /// taken now, so that the limit counts requests waiting for a worker as well as those
    /// running, and a request beyond it is shed before it costs anything more. `probes_only`:
    /// the connection was taken beyond the connection cap, for probes.
    pub fn arrive(&self, path: &str, probes_only: bool) -> Arrival {
        let admission = if is_probe(path) {
            Admission::Exempt
        } else if probes_only {
            Admission::Shed
        } else if is_streaming(path) {
            Admission::Exempt
        } else {
            match self.limit.clone().try_acquire_owned() {
                Ok(permit) => Admission::Admitted(Arc::new(Mutex::new(Some(permit)))),
                Err(_) => Admission::Shed,
            }
        };
        Arrival {
            at: Instant::now(),
            admission,
        }
    }

    /// Serves an admitted request: its body in hand within the deadline (a declared length
    /// over the limit refused at once), one message for a unary gRPC call, then the handler,
    /// all before the deadline. The place in the limit is given back while the body is still
    /// arriving, and taken again once it is in: a slow client holds no place.
    async fn serve(
        &self,
        request: axum::extract::Request,
        arrival: Arrival,
        next: axum::middleware::Next,
    ) -> Response {
        let grpc = is_grpc(request.headers());
        let exempt = arrival.admission_exempt();
        let mut permit = match arrival.admission {
            Admission::Shed => return render(grpc, ApiError::Overloaded),
            Admission::Admitted(permit) => permit.lock().ok().and_then(|mut p| p.take()),
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
        // The body's place in the request bytes in flight: its declared length before any of
        // it is read, else its bytes as they arrive; given back once its answer is made.
        let mut place_in_flight = self.requests.place();
        if declared
            .is_some_and(|n| !place_in_flight.cover(usize::try_from(n).unwrap_or(usize::MAX)))
        {
            return render(grpc, ApiError::Overloaded);
        }
        let path = request.uri().path().to_owned();
        let (parts, body) = request.into_parts();
        let received = {
            let mut receive = std::pin::pin!(requests::receive(body, limit, &mut place_in_flight));
            let first = std::future::poll_fn(|cx| Poll::Ready(receive.as_mut().poll(cx))).await;
            match first {
                Poll::Ready(received) => received,
                Poll::Pending => {
                    permit = None;
                    match tokio::time::timeout_at(deadline, receive).await {
                        Ok(received) => received,
                        Err(_) => return render(grpc, ApiError::Timeout),
                    }
                }
            }
        };
        let bytes = match received {
            Ok(bytes) => bytes,
            Err(requests::Refused::TooLarge) => {
                return render(grpc, ApiError::PayloadTooLarge { limit: body_limit });
            }
            Err(requests::Refused::Overloaded) => return render(grpc, ApiError::Overloaded),
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
        let _permit = match (permit, exempt) {
            (Some(permit), _) => Some(permit),
            (None, true) => None,
            (None, false) => match self.limit.clone().try_acquire_owned() {
                Ok(permit) => Some(permit),
                Err(_) => return render(grpc, ApiError::Overloaded),
            },
        };
        // A Replay's answer can be large: its operation takes its place in the answer budget
        // before building it (`answers::Place::take`), so that a full budget refuses it at once,
        // and the answer is held in that place.
        let operation = Operation::of_grpc_path(&path)
            .or_else(|| Operation::of_rest_route(parts.method.as_str(), &path));
        let place = matches!(operation, Some(Operation::Replay)).then(|| self.answers.place());
        let mut request = axum::extract::Request::from_parts(parts, axum::body::Body::from(bytes));
        if let Some(place) = &place {
            request.extensions_mut().insert(place.clone());
        }
        let answer = async {
            let response = next.run(request).await;
            // The request is answered: its bytes (and what was decoded of them) are gone, and
            // the answer takes its own place in the budget.
            drop(place_in_flight);
            self.answers.hold(response, grpc, place).await
        };
        match tokio::time::timeout_at(deadline, answer).await {
            Ok(response) => response,
            Err(_) => render(grpc, ApiError::Timeout),
        }
    }
}

impl Arrival {
    fn admission_exempt(&self) -> bool {
        matches!(self.admission, Admission::Exempt)
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

/// Load shedding, the deadline, and the body in hand before the handler runs ([`Gate::serve`]).
/// And the counting of requests their operation did not count (refused before it ran: shed, a
/// body it cannot read, a timeout), under the operation their path names.
pub(crate) async fn admit(
    axum::extract::State(gate): axum::extract::State<Arc<Gate>>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // A request served without a connection of this server's (in process): it arrives now.
    let arrival = match request.extensions_mut().remove::<Arrival>() {
        Some(arrival) => arrival,
        None => gate.arrive(request.uri().path(), false),
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
    let response = gate.serve(request, arrival.clone(), next).await;
    if let Some(operation) = operation {
        gate.app
            .metrics
            .record_refusal(operation, &response, arrival.at.elapsed());
    }
    response
}

//! What every request handler shares: the operations, the metrics, readiness, the body limit
//! and the threads for long work; and how one operation's outcome is observed.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::blocking;
use crate::error::{ApiError, bounded};
use crate::metrics::{Metrics, Operation, Transport};
use crate::ops;

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
        let metrics = Metrics::default();
        let blocking = blocking::Blocking::new(1).counting(metrics.sheds());
        AppState {
            ops,
            metrics,
            ready: AtomicBool::new(true),
            body_limit,
            blocking,
        }
    }

    /// The same, with `blocking` for its long work (a server's: [`blocking::Blocking::for_workers`]),
    /// its refusals counted in these metrics.
    pub fn with_blocking(mut self, blocking: blocking::Blocking) -> AppState {
        self.blocking = blocking.counting(self.metrics.sheds());
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
            Err(e) => e.code().as_str(),
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

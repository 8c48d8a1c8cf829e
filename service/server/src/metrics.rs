//! Request counts and latency histograms, rendered in the Prometheus text format.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Latency bucket bounds in seconds.
const BUCKETS: [f64; 14] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0,
];

/// The operations, in the order they are rendered.
const OPERATIONS: [&str; 9] = [
    "commit_server_seed",
    "verify_deal",
    "new_game",
    "apply",
    "list_legal_actions",
    "get_view",
    "validate_state",
    "replay",
    "list_presets",
];

/// The transports, in the order they are rendered.
const TRANSPORTS: [&str; 2] = ["grpc", "rest"];

/// The gRPC methods of the operations, in the order of [`OPERATIONS`].
const GRPC_METHODS: [&str; 9] = [
    "CommitServerSeed",
    "VerifyDeal",
    "NewGame",
    "Apply",
    "ListLegalActions",
    "GetView",
    "ValidateState",
    "Replay",
    "ListPresets",
];

/// The REST routes of the operations (method, path), in the order of [`OPERATIONS`].
const REST_ROUTES: [(&str, &str); 9] = [
    ("POST", "/v1/games/commitments"),
    ("POST", "/v1/deals/verify"),
    ("POST", "/v1/games"),
    ("POST", "/v1/games/apply"),
    ("POST", "/v1/games/legal-actions"),
    ("POST", "/v1/games/view"),
    ("POST", "/v1/games/validate"),
    ("POST", "/v1/games/replay"),
    ("GET", "/v1/rules/presets"),
];

/// The operation and transport a request asks for, by its method and path.
pub fn operation_of(method: &str, path: &str) -> Option<(&'static str, &'static str)> {
    if let Some(name) = path.strip_prefix("/poch.v1.EngineService/") {
        let i = GRPC_METHODS.iter().position(|m| *m == name)?;
        return Some((OPERATIONS[i], "grpc"));
    }
    let i = REST_ROUTES
        .iter()
        .position(|&(m, p)| m == method && p == path)?;
    Some((OPERATIONS[i], "rest"))
}

/// The code of a refusal answered without the operation counting it (a body it could not read,
/// load shedding, a timeout), carried on the response for the outer layer to count. A refusal
/// the operation counted is rendered without it (`rest::Counted`; gRPC operations answer with a
/// status, which carries none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused(pub &'static str);

/// One operation over one transport. Successes and latencies are atomics, so that recording a
/// request takes no lock; refusals, rarer and keyed by their code, share a small map.
#[derive(Default)]
struct Slot {
    ok: AtomicU64,
    refused: Mutex<BTreeMap<&'static str, u64>>,
    /// Requests at or under each bound (not cumulative; summed when rendered).
    buckets: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    nanos: AtomicU64,
}

/// The server's metrics.
#[derive(Default)]
pub struct Metrics {
    slots: [[Slot; TRANSPORTS.len()]; OPERATIONS.len()],
    /// Requests under another (operation, transport): none in this server, kept for safety.
    other: Mutex<BTreeMap<(&'static str, &'static str, &'static str), u64>>,
}

impl Metrics {
    /// Counts a request for `operation` over `transport` that the operation did not count: a
    /// refusal answered before it ran or instead of it, by the code on the response
    /// ([`Refused`]).
    pub fn record_refusal(
        &self,
        (operation, transport): (&'static str, &'static str),
        response: &axum::response::Response,
        elapsed: Duration,
    ) {
        if let Some(&Refused(code)) = response.extensions().get::<Refused>() {
            tracing::Span::current().record("operation", operation);
            tracing::Span::current().record("outcome", code);
            self.record(operation, transport, code, elapsed);
        }
    }

    /// Records one finished request.
    pub fn record(
        &self,
        operation: &'static str,
        transport: &'static str,
        outcome: &'static str,
        elapsed: Duration,
    ) {
        let op = OPERATIONS.iter().position(|o| *o == operation);
        let tr = TRANSPORTS.iter().position(|t| *t == transport);
        let Some(slot) = op.zip(tr).map(|(op, tr)| &self.slots[op][tr]) else {
            debug_assert!(
                false,
                "an operation without a slot: {operation} {transport}"
            );
            if let Ok(mut other) = self.other.lock() {
                *other.entry((operation, transport, outcome)).or_default() += 1;
            }
            return;
        };
        if outcome == "ok" {
            slot.ok.fetch_add(1, Ordering::Relaxed);
        } else if let Ok(mut refused) = slot.refused.lock() {
            *refused.entry(outcome).or_default() += 1;
        }
        let secs = elapsed.as_secs_f64();
        if let Some(i) = BUCKETS.iter().position(|bound| secs <= *bound) {
            slot.buckets[i].fetch_add(1, Ordering::Relaxed);
        }
        slot.count.fetch_add(1, Ordering::Relaxed);
        let nanos = u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX);
        slot.nanos.fetch_add(nanos, Ordering::Relaxed);
    }

    /// Every (operation, transport, outcome) with its count, in rendering order.
    fn requests(&self) -> Vec<((&'static str, &'static str, &'static str), u64)> {
        let mut all = BTreeMap::new();
        for (op, row) in OPERATIONS.iter().zip(&self.slots) {
            for (transport, slot) in TRANSPORTS.iter().zip(row) {
                let ok = slot.ok.load(Ordering::Relaxed);
                if ok > 0 {
                    all.insert((*op, *transport, "ok"), ok);
                }
                if let Ok(refused) = slot.refused.lock() {
                    for (outcome, n) in refused.iter() {
                        all.insert((*op, *transport, *outcome), *n);
                    }
                }
            }
        }
        if let Ok(other) = self.other.lock() {
            all.extend(other.iter().map(|(k, n)| (*k, *n)));
        }
        all.into_iter().collect()
    }

    /// The Prometheus text exposition.
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str(
            "# HELP poch_requests_total Requests by operation, transport and outcome code.\n",
        );
        out.push_str("# TYPE poch_requests_total counter\n");
        for ((op, transport, outcome), n) in self.requests() {
            let _ = writeln!(
                out,
                "poch_requests_total{{operation=\"{op}\",transport=\"{transport}\",outcome=\"{outcome}\"}} {n}"
            );
        }
        out.push_str(
            "# HELP poch_request_duration_seconds Request latency by operation and transport.\n",
        );
        out.push_str("# TYPE poch_request_duration_seconds histogram\n");
        for (op, row) in OPERATIONS.iter().zip(&self.slots) {
            for (transport, slot) in TRANSPORTS.iter().zip(row) {
                let count = slot.count.load(Ordering::Relaxed);
                if count == 0 {
                    continue;
                }
                let labels = format!("operation=\"{op}\",transport=\"{transport}\"");
                let mut cumulative = 0;
                for (bound, n) in BUCKETS.iter().zip(&slot.buckets) {
                    cumulative += n.load(Ordering::Relaxed);
                    let _ = writeln!(
                        out,
                        "poch_request_duration_seconds_bucket{{{labels},le=\"{bound}\"}} {cumulative}"
                    );
                }
                let _ = writeln!(
                    out,
                    "poch_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {count}"
                );
                let sum = Duration::from_nanos(slot.nanos.load(Ordering::Relaxed)).as_secs_f64();
                let _ = writeln!(out, "poch_request_duration_seconds_sum{{{labels}}} {sum}");
                let _ = writeln!(
                    out,
                    "poch_request_duration_seconds_count{{{labels}}} {count}"
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_counts_and_buckets() {
        let m = Metrics::default();
        m.record("apply", "grpc", "ok", Duration::from_micros(70));
        m.record("apply", "grpc", "not_your_turn", Duration::from_millis(3));
        let text = m.render();
        assert!(text.contains(
            "poch_requests_total{operation=\"apply\",transport=\"grpc\",outcome=\"ok\"} 1"
        ));
        assert!(text.contains(
            "poch_request_duration_seconds_bucket{operation=\"apply\",transport=\"grpc\",le=\"0.0001\"} 1"
        ));
        assert!(text.contains(
            "poch_request_duration_seconds_count{operation=\"apply\",transport=\"grpc\"} 2"
        ));
        assert!(text.contains(
            "poch_requests_total{operation=\"apply\",transport=\"grpc\",outcome=\"not_your_turn\"} 1"
        ));
        // Buckets are cumulative: the 3 ms request is under 5 ms, with the 70 µs one.
        assert!(text.contains(
            "poch_request_duration_seconds_bucket{operation=\"apply\",transport=\"grpc\",le=\"0.0025\"} 1"
        ));
        assert!(text.contains(
            "poch_request_duration_seconds_bucket{operation=\"apply\",transport=\"grpc\",le=\"0.005\"} 2"
        ));
        assert!(text.contains(
            "poch_request_duration_seconds_sum{operation=\"apply\",transport=\"grpc\"} 0.00307"
        ));
        // Operations without requests are not rendered.
        assert!(!text.contains("operation=\"replay\""));
    }
}

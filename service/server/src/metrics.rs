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

/// An operation of the engine service, on either transport: the name its metrics and spans
/// carry, its gRPC method and its REST route, written once here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `CommitServerSeed`, `POST /v1/games/commitments`.
    CommitServerSeed,
    /// `VerifyDeal`, `POST /v1/deals/verify`.
    VerifyDeal,
    /// `NewGame`, `POST /v1/games`.
    NewGame,
    /// `Apply`, `POST /v1/games/apply`.
    Apply,
    /// `ListLegalActions`, `POST /v1/games/legal-actions`.
    ListLegalActions,
    /// `GetView`, `POST /v1/games/view`.
    GetView,
    /// `ValidateState`, `POST /v1/games/validate`.
    ValidateState,
    /// `Replay`, `POST /v1/games/replay`.
    Replay,
    /// `ListPresets`, `GET /v1/rules/presets`.
    ListPresets,
}

impl Operation {
    /// Every operation, in the order the metrics are rendered.
    pub const ALL: [Operation; 9] = [
        Operation::CommitServerSeed,
        Operation::VerifyDeal,
        Operation::NewGame,
        Operation::Apply,
        Operation::ListLegalActions,
        Operation::GetView,
        Operation::ValidateState,
        Operation::Replay,
        Operation::ListPresets,
    ];

    /// The name in metrics and spans (`list_legal_actions`).
    pub const fn name(self) -> &'static str {
        match self {
            Operation::CommitServerSeed => "commit_server_seed",
            Operation::VerifyDeal => "verify_deal",
            Operation::NewGame => "new_game",
            Operation::Apply => "apply",
            Operation::ListLegalActions => "list_legal_actions",
            Operation::GetView => "get_view",
            Operation::ValidateState => "validate_state",
            Operation::Replay => "replay",
            Operation::ListPresets => "list_presets",
        }
    }

    /// The method of `poch.v1.EngineService`.
    pub const fn grpc_method(self) -> &'static str {
        match self {
            Operation::CommitServerSeed => "CommitServerSeed",
            Operation::VerifyDeal => "VerifyDeal",
            Operation::NewGame => "NewGame",
            Operation::Apply => "Apply",
            Operation::ListLegalActions => "ListLegalActions",
            Operation::GetView => "GetView",
            Operation::ValidateState => "ValidateState",
            Operation::Replay => "Replay",
            Operation::ListPresets => "ListPresets",
        }
    }

    /// The REST route: method and path.
    pub const fn rest_route(self) -> (&'static str, &'static str) {
        match self {
            Operation::CommitServerSeed => ("POST", "/v1/games/commitments"),
            Operation::VerifyDeal => ("POST", "/v1/deals/verify"),
            Operation::NewGame => ("POST", "/v1/games"),
            Operation::Apply => ("POST", "/v1/games/apply"),
            Operation::ListLegalActions => ("POST", "/v1/games/legal-actions"),
            Operation::GetView => ("POST", "/v1/games/view"),
            Operation::ValidateState => ("POST", "/v1/games/validate"),
            Operation::Replay => ("POST", "/v1/games/replay"),
            Operation::ListPresets => ("GET", "/v1/rules/presets"),
        }
    }

    /// The operation and transport a request asks for, by its method and path.
    pub fn of(method: &str, path: &str) -> Option<(Operation, Transport)> {
        if let Some(name) = path.strip_prefix("/poch.v1.EngineService/") {
            let op = Operation::ALL
                .into_iter()
                .find(|o| o.grpc_method() == name)?;
            return Some((op, Transport::Grpc));
        }
        let op = Operation::ALL
            .into_iter()
            .find(|o| o.rest_route() == (method, path))?;
        Some((op, Transport::Rest))
    }

    /// The position in [`Operation::ALL`].
    const fn index(self) -> usize {
        self as usize
    }
}

/// The wire a request came over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transport {
    /// gRPC.
    Grpc,
    /// REST (JSON).
    Rest,
}

impl Transport {
    /// Every transport, in the order the metrics are rendered.
    pub const ALL: [Transport; 2] = [Transport::Grpc, Transport::Rest];

    /// The name in metrics and logs.
    pub const fn name(self) -> &'static str {
        match self {
            Transport::Grpc => "grpc",
            Transport::Rest => "rest",
        }
    }

    /// The position in [`Transport::ALL`].
    const fn index(self) -> usize {
        self as usize
    }
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
    slots: [[Slot; Transport::ALL.len()]; Operation::ALL.len()],
}

impl Metrics {
    /// Counts a request for `operation` over `transport` that the operation did not count: a
    /// refusal answered before it ran or instead of it, by the code on the response
    /// ([`Refused`]).
    pub fn record_refusal(
        &self,
        (operation, transport): (Operation, Transport),
        response: &axum::response::Response,
        elapsed: Duration,
    ) {
        if let Some(&Refused(code)) = response.extensions().get::<Refused>() {
            tracing::Span::current().record("operation", operation.name());
            tracing::Span::current().record("outcome", code);
            self.record(operation, transport, code, elapsed);
        }
    }

    /// Records one finished request.
    pub fn record(
        &self,
        operation: Operation,
        transport: Transport,
        outcome: &'static str,
        elapsed: Duration,
    ) {
        let slot = &self.slots[operation.index()][transport.index()];
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
        for (op, row) in Operation::ALL.iter().zip(&self.slots) {
            for (transport, slot) in Transport::ALL.iter().zip(row) {
                let ok = slot.ok.load(Ordering::Relaxed);
                if ok > 0 {
                    all.insert((op.name(), transport.name(), "ok"), ok);
                }
                if let Ok(refused) = slot.refused.lock() {
                    for (outcome, n) in refused.iter() {
                        all.insert((op.name(), transport.name(), *outcome), *n);
                    }
                }
            }
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
        for (op, row) in Operation::ALL.iter().zip(&self.slots) {
            for (transport, slot) in Transport::ALL.iter().zip(row) {
                let count = slot.count.load(Ordering::Relaxed);
                if count == 0 {
                    continue;
                }
                let labels = format!(
                    "operation=\"{}\",transport=\"{}\"",
                    op.name(),
                    transport.name()
                );
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
        m.record(
            Operation::Apply,
            Transport::Grpc,
            "ok",
            Duration::from_micros(70),
        );
        m.record(
            Operation::Apply,
            Transport::Grpc,
            "not_your_turn",
            Duration::from_millis(3),
        );
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

    #[test]
    fn requests_name_their_operation() {
        assert_eq!(
            Operation::of("POST", "/poch.v1.EngineService/ListLegalActions"),
            Some((Operation::ListLegalActions, Transport::Grpc))
        );
        assert_eq!(
            Operation::of("POST", "/v1/games/legal-actions"),
            Some((Operation::ListLegalActions, Transport::Rest))
        );
        assert_eq!(Operation::of("GET", "/v1/games/apply"), None);
        assert_eq!(Operation::of("POST", "/poch.v1.EngineService/Nope"), None);
        for (i, op) in Operation::ALL.into_iter().enumerate() {
            assert_eq!(op.index(), i, "{op:?}");
        }
    }
}

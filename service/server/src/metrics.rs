//! Request counts and latency histograms, rendered in the Prometheus text format.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Duration;

/// Latency bucket bounds in seconds.
const BUCKETS: [f64; 14] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0,
];

#[derive(Default)]
struct Histogram {
    counts: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
}

#[derive(Default)]
struct Inner {
    /// (operation, transport, outcome code) → count.
    requests: BTreeMap<(&'static str, &'static str, &'static str), u64>,
    /// (operation, transport) → latency.
    latency: BTreeMap<(&'static str, &'static str), Histogram>,
}

/// The server's metrics.
#[derive(Default)]
pub struct Metrics {
    inner: Mutex<Inner>,
}

impl Metrics {
    /// Records one finished request.
    pub fn record(
        &self,
        operation: &'static str,
        transport: &'static str,
        outcome: &'static str,
        elapsed: Duration,
    ) {
        let Ok(mut inner) = self.inner.lock() else {
            return;
        };
        *inner
            .requests
            .entry((operation, transport, outcome))
            .or_default() += 1;
        let h = inner.latency.entry((operation, transport)).or_default();
        let secs = elapsed.as_secs_f64();
        for (i, bound) in BUCKETS.iter().enumerate() {
            if secs <= *bound {
                h.counts[i] += 1;
            }
        }
        h.count += 1;
        h.sum += secs;
    }

    /// The Prometheus text exposition.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let Ok(inner) = self.inner.lock() else {
            return out;
        };
        out.push_str(
            "# HELP poch_requests_total Requests by operation, transport and outcome code.\n",
        );
        out.push_str("# TYPE poch_requests_total counter\n");
        for ((op, transport, outcome), n) in &inner.requests {
            let _ = writeln!(
                out,
                "poch_requests_total{{operation=\"{op}\",transport=\"{transport}\",outcome=\"{outcome}\"}} {n}"
            );
        }
        out.push_str(
            "# HELP poch_request_duration_seconds Request latency by operation and transport.\n",
        );
        out.push_str("# TYPE poch_request_duration_seconds histogram\n");
        for ((op, transport), h) in &inner.latency {
            let labels = format!("operation=\"{op}\",transport=\"{transport}\"");
            for (i, bound) in BUCKETS.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "poch_request_duration_seconds_bucket{{{labels},le=\"{bound}\"}} {}",
                    h.counts[i]
                );
            }
            let _ = writeln!(
                out,
                "poch_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {}",
                h.count
            );
            let _ = writeln!(
                out,
                "poch_request_duration_seconds_sum{{{labels}}} {}",
                h.sum
            );
            let _ = writeln!(
                out,
                "poch_request_duration_seconds_count{{{labels}}} {}",
                h.count
            );
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
    }
}

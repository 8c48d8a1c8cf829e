//! The probes' rate budgets: `/metrics`, and `/healthz` with `/readyz`, each within a rate of
//! its own, beyond which it is shed with `overloaded` (503, `Retry-After`). They take no
//! place in the concurrency limit (a full server still answers them), and the connection they
//! arrive on does not count them as work ([`crate::conn`]): a flood of them can neither starve
//! real work of its places nor of its CPU.

use std::sync::Mutex;
use std::time::Instant;

/// `/metrics`: a scraper asks every few seconds; this is many scrapers.
pub const METRICS_PER_SECOND: f64 = 20.0;
/// `/healthz` and `/readyz`: an orchestrator asks every few seconds per replica; this is a
/// crowd of them, and each answer costs next to nothing.
pub const HEALTH_PER_SECOND: f64 = 1_000.0;

/// A token bucket: `rate` tokens a second, at most `rate` (one second's worth) in hand.
struct Bucket {
    rate: f64,
    state: Mutex<(f64, Instant)>,
}

impl Bucket {
    fn new(rate: f64) -> Bucket {
        Bucket {
            rate,
            state: Mutex::new((rate, Instant::now())),
        }
    }

    /// Takes a token if there is one.
    fn take(&self) -> bool {
        let Ok(mut state) = self.state.lock() else {
            return true;
        };
        let (tokens, last) = &mut *state;
        let now = Instant::now();
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * self.rate).min(self.rate);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The budgets of the probes.
pub struct Probes {
    metrics: Bucket,
    health: Bucket,
}

impl Default for Probes {
    fn default() -> Probes {
        Probes::new(METRICS_PER_SECOND, HEALTH_PER_SECOND)
    }
}

impl Probes {
    /// Budgets of `metrics` and `health` requests a second.
    pub fn new(metrics: f64, health: f64) -> Probes {
        Probes {
            metrics: Bucket::new(metrics),
            health: Bucket::new(health),
        }
    }

    /// Whether a probe on `path` is within its budget (taking its place in it); other paths
    /// always are.
    pub fn admit(&self, path: &str) -> bool {
        match path {
            "/metrics" => self.metrics.take(),
            "/healthz" | "/readyz" => self.health.take(),
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_sheds_beyond_its_rate_and_refills() {
        let probes = Probes::new(5.0, 3.0);
        let metrics = (0..8).filter(|_| probes.admit("/metrics")).count();
        assert_eq!(metrics, 5);
        // Each budget is its own.
        assert_eq!((0..8).filter(|_| probes.admit("/healthz")).count(), 3);
        assert!(!probes.admit("/readyz"));
        assert!(probes.admit("/v1/games/apply"));
        std::thread::sleep(std::time::Duration::from_millis(450));
        // About two tokens back, never more than the rate.
        let refilled = (0..8).filter(|_| probes.admit("/metrics")).count();
        assert!((1..=3).contains(&refilled), "{refilled}");
    }
}

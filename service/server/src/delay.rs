//! The queue for a worker, bounded by the time its requests have waited: CoDel (RFC 8289), as a
//! server applies it to requests rather than a router to packets.
//!
//! A request waits from its arrival (its head read by the connection) until a worker first
//! runs it: behind the requests and refusals already in the workers' run queue. That wait is
//! its *sojourn*. A count of requests cannot bound it (a thousand requests of 50 µs wait 50 ms
//! for the last; four wait nothing), so the queue is bounded by the time itself:
//!
//! * While sojourns stay under the **target** (`--queue-target-us`, 1 ms), or go above it for
//!   less than an **interval** (`--queue-interval-ms`, 100 ms: a burst), every request is
//!   served.
//! * Once every sojourn has been above the target for a whole interval, the queue *stands*:
//!   from then on each request that waited longer than the target is refused (`overloaded`,
//!   `queue_delay`) before its body is read, until one comes through within the target.
//!   CoDel drops packets one at a time at a rising rate because each drop halves a TCP
//!   sender's rate; callers of a server send at a rate of their own, so here every request
//!   past the target is refused, as Facebook's servers do with their queue timeouts.
//! * **Fair between clients**: in a standing queue, a request is refused only when its client
//!   sent at least its fair part of the requests that arrived in the last quarter to half
//!   second (as many as the mean over the clients that sent any,
//!   [`crate::shares::Peer::at_least_fair`]): one client's flood is refused, a light client
//!   beside it is served. A lone client always has its fair part. Arrivals, not requests in
//!   flight: a flood refused as fast as it comes holds few places at any moment.
//!
//! Why CoDel, and not an adaptive limit (Envoy's adaptive concurrency filter, Netflix's
//! concurrency-limits): those adjust a count of requests from the latencies they see, and
//! need a measure of the latency without a queue (Envoy samples it by holding the limit low
//! from time to time, refusing meanwhile). The queue in front of the workers here is measured
//! directly, request by request, and its time is what a caller feels; a count limit at any
//! value leaves either the queue long (a high limit) or places held by requests that wait in
//! it (a low one).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// CoDel's state for the queue in front of the workers.
pub struct Delay {
    target: Duration,
    interval: Duration,
    base: Instant,
    /// Nanoseconds from `base` at which the queue will stand if no sojourn comes under the
    /// target before; 0: every recent sojourn was under it.
    first_above: AtomicU64,
    /// Whether the queue stands: requests past the target are refused.
    dropping: AtomicBool,
    /// The sojourns' moving average (one sixteenth each), in nanoseconds.
    average: AtomicU64,
}

impl Delay {
    /// A queue of `target` and `interval`.
    pub fn new(target: Duration, interval: Duration) -> Delay {
        Delay {
            target,
            interval,
            base: Instant::now(),
            first_above: AtomicU64::new(0),
            dropping: AtomicBool::new(false),
            average: AtomicU64::new(0),
        }
    }

    fn nanos(&self, at: Instant) -> u64 {
        u64::try_from(at.saturating_duration_since(self.base).as_nanos())
            .unwrap_or(u64::MAX)
            .max(1)
    }

    /// A request that arrived at `arrived` is first run at `now`: whether it is refused.
    /// `heavy` says whether its client has at least its fair part of the requests in flight
    /// (asked only in a standing queue).
    pub fn refuse(&self, arrived: Instant, now: Instant, heavy: impl FnOnce() -> bool) -> bool {
        let sojourn = now.saturating_duration_since(arrived);
        let ns = u64::try_from(sojourn.as_nanos()).unwrap_or(u64::MAX);
        let average = self.average.load(Ordering::Relaxed);
        self.average
            .store(average - average / 16 + ns / 16, Ordering::Relaxed);
        if sojourn < self.target {
            if self.first_above.load(Ordering::Relaxed) != 0 {
                self.first_above.store(0, Ordering::Relaxed);
            }
            if self.dropping.load(Ordering::Relaxed) {
                self.dropping.store(false, Ordering::Relaxed);
            }
            return false;
        }
        let now_ns = self.nanos(now);
        let first_above = self.first_above.load(Ordering::Relaxed);
        if first_above == 0 {
            let at =
                now_ns.saturating_add(u64::try_from(self.interval.as_nanos()).unwrap_or(u64::MAX));
            let _ = self
                .first_above
                .compare_exchange(0, at, Ordering::Relaxed, Ordering::Relaxed);
            return false;
        }
        if now_ns >= first_above && !self.dropping.load(Ordering::Relaxed) {
            self.dropping.store(true, Ordering::Relaxed);
        }
        self.dropping.load(Ordering::Relaxed) && heavy()
    }

    /// Whether the queue stands now (requests past the target are refused).
    pub fn standing(&self) -> bool {
        self.dropping.load(Ordering::Relaxed)
    }

    /// The sojourns' moving average.
    pub fn average(&self) -> Duration {
        Duration::from_nanos(self.average.load(Ordering::Relaxed))
    }

    /// The target.
    pub fn target(&self) -> Duration {
        self.target
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_that_stands_for_an_interval_refuses_what_waited_past_the_target() {
        let ms = Duration::from_millis;
        let delay = Delay::new(ms(5), ms(100));
        let t0 = Instant::now();
        let at = |n: u64| t0 + ms(n);
        // Under the target: served.
        assert!(!delay.refuse(at(0), at(1), || true));
        // Above it, for less than an interval: a burst, served.
        assert!(!delay.refuse(at(0), at(10), || true));
        assert!(!delay.refuse(at(40), at(60), || true));
        assert!(!delay.standing());
        // Above it for a whole interval: the queue stands; heavy clients are refused, a light
        // one served.
        assert!(delay.refuse(at(100), at(111), || true));
        assert!(delay.standing());
        assert!(!delay.refuse(at(100), at(112), || false));
        assert!(delay.refuse(at(105), at(113), || true));
        // One sojourn under the target ends it.
        assert!(!delay.refuse(at(120), at(121), || true));
        assert!(!delay.standing());
        assert!(
            !delay.refuse(at(120), at(140), || true),
            "a new interval begins"
        );
        assert!(delay.average() > Duration::ZERO);
    }
}

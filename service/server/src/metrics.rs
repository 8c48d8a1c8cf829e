//! Request counts, latency histograms, requests in flight, the build and the process's own
//! figures (CPU time, resident memory, open file descriptors), rendered in the Prometheus text
//! format.

use poch_api::codes::ErrorCode;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Latency bucket bounds in seconds.
const BUCKETS: [f64; 14] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0,
];

pub use poch_api::operations::Operation;

/// The operation and transport a request asks for, by its method and path.
pub fn operation_of(method: &str, path: &str) -> Option<(Operation, Transport)> {
    if path.starts_with(poch_api::operations::GRPC_PREFIX) {
        return Operation::of_grpc_path(path).map(|op| (op, Transport::Grpc));
    }
    Operation::of_rest_route(method, path).map(|op| (op, Transport::Rest))
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

pub use crate::error::Refused;

use crate::shares::{Budget, Scope, Shed};

/// What the metrics read of the answers' budget: the bytes held, and their limit (a reader, so
/// that the metrics sit below the budgets in the order of the modules).
pub type AnswerBytes = Box<dyn Fn() -> (usize, usize) + Send + Sync>;

/// The requests refused for a budget, by budget and scope (`poch_shed_total`), and the share of
/// calls refused for lack of capacity over the last [`WINDOW_SECONDS`]
/// (`poch_capacity_refused_ratio`). Shared by everything that sheds (the gate, the budgets, the
/// long-work queue), each counting its own refusals where it decides them.
#[derive(Default)]
pub struct Sheds {
    counts: [[AtomicU64; Scope::ALL.len()]; Budget::ALL.len()],
    window: Window,
    /// Connections closed, by [`Closed`].
    closed: [AtomicU64; 2],
}

/// Why the server closed a connection ahead of its client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closed {
    /// An answer on it went unread past `--answer-read-timeout-ms`.
    UnreadAnswer,
    /// Its requests kept coming past their client's or connection's share.
    PastShare,
}

impl Closed {
    /// Every reason, in the order of the metrics.
    pub const ALL: [Closed; 2] = [Closed::UnreadAnswer, Closed::PastShare];

    /// The name in metrics.
    pub const fn name(self) -> &'static str {
        match self {
            Closed::UnreadAnswer => "unread_answer",
            Closed::PastShare => "past_share",
        }
    }
}

impl Sheds {
    /// Counts one request refused for `shed`.
    pub fn count(&self, shed: Shed) {
        self.counts[shed.budget.index()][shed.scope.index()].fetch_add(1, Ordering::Relaxed);
        if shed.for_capacity() {
            self.window.add(0, 1);
        }
    }

    /// The requests refused for `shed` so far.
    pub fn of(&self, shed: Shed) -> u64 {
        self.counts[shed.budget.index()][shed.scope.index()].load(Ordering::Relaxed)
    }

    /// Counts a connection closed ahead of its client, for `why`.
    pub fn closed(&self, why: Closed) {
        self.closed[why as usize].fetch_add(1, Ordering::Relaxed);
    }

    /// The share of calls refused for lack of capacity over the last [`WINDOW_SECONDS`]
    /// (0 when there were none).
    pub fn capacity_refused_ratio(&self) -> f64 {
        let (calls, refused) = self.window.sum();
        if calls == 0 {
            0.0
        } else {
            (refused as f64 / calls as f64).min(1.0)
        }
    }
}

/// The seconds over which `poch_capacity_refused_ratio` is taken.
pub const WINDOW_SECONDS: u64 = 30;

/// Calls and refusals by second, for the last [`WINDOW_SECONDS`].
struct Window {
    start: std::time::Instant,
    /// By second modulo 32: (the second it counts, calls, refused).
    seconds: [(AtomicU64, AtomicU64, AtomicU64); 32],
}

impl Default for Window {
    fn default() -> Window {
        Window {
            start: std::time::Instant::now(),
            seconds: std::array::from_fn(|_| Default::default()),
        }
    }
}

impl Window {
    fn now(&self) -> u64 {
        self.start.elapsed().as_secs() + 1
    }

    /// Adds `calls` calls and `refused` refusals to this second.
    fn add(&self, calls: u64, refused: u64) {
        let now = self.now();
        let (second, c, r) = &self.seconds[(now % 32) as usize];
        let was = second.load(Ordering::Relaxed);
        if was != now
            && second
                .compare_exchange(was, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            c.store(0, Ordering::Relaxed);
            r.store(0, Ordering::Relaxed);
        }
        c.fetch_add(calls, Ordering::Relaxed);
        r.fetch_add(refused, Ordering::Relaxed);
    }

    /// Calls and refusals over the last [`WINDOW_SECONDS`] (the current second included).
    fn sum(&self) -> (u64, u64) {
        let now = self.now();
        self.seconds
            .iter()
            .filter(|(second, _, _)| {
                let s = second.load(Ordering::Relaxed);
                s + WINDOW_SECONDS > now && s <= now
            })
            .fold((0, 0), |(c, r), (_, calls, refused)| {
                (
                    c + calls.load(Ordering::Relaxed),
                    r + refused.load(Ordering::Relaxed),
                )
            })
    }
}

/// The figures of the admission that `/metrics` reports beside the requests: the queue for a
/// worker, the long-work queue, the clients.
pub trait Admission: Send + Sync {
    /// The moving average of the time requests waited for a worker.
    fn queue_delay(&self) -> Duration;
    /// Whether the queue for a worker stands (requests past its target are refused).
    fn queue_standing(&self) -> bool;
    /// Pieces of long work waiting for a turn.
    fn long_work_waiting(&self) -> usize;
    /// Clients with requests in flight.
    fn clients_active(&self) -> usize;
}

/// One operation over one transport. Successes, refusals (by code) and latencies are atomics,
/// so that recording a request takes no lock: refusals come by the hundred thousand a second
/// when a server sheds.
struct Slot {
    ok: AtomicU64,
    refused: [AtomicU64; ErrorCode::ALL.len()],
    /// Requests at or under each bound (not cumulative; summed when rendered).
    buckets: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    nanos: AtomicU64,
}

impl Default for Slot {
    fn default() -> Slot {
        Slot {
            ok: AtomicU64::new(0),
            refused: std::array::from_fn(|_| AtomicU64::new(0)),
            buckets: Default::default(),
            count: AtomicU64::new(0),
            nanos: AtomicU64::new(0),
        }
    }
}

/// The server's metrics.
#[derive(Default)]
pub struct Metrics {
    slots: [[Slot; Transport::ALL.len()]; Operation::ALL.len()],
    /// Requests received and not yet answered (probes, metrics and reflection not counted).
    in_flight: AtomicU64,
    /// The budget of request bytes in flight, once the server's gate has made it.
    request_bytes: std::sync::OnceLock<crate::requests::Gauge>,
    /// The budget of answer bytes held for clients that have not read them, likewise.
    answer_bytes: std::sync::OnceLock<AnswerBytes>,
    /// The refusals by budget and scope.
    sheds: std::sync::Arc<Sheds>,
    /// The gate's figures, once the server's gate is made.
    admission: std::sync::OnceLock<std::sync::Arc<dyn Admission>>,
}

/// One request counted in flight until dropped ([`Metrics::begin`]).
pub struct InFlight<'a>(&'a Metrics);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Metrics {
    /// Counts a request in flight until the guard is dropped.
    pub fn begin(&self) -> InFlight<'_> {
        self.in_flight.fetch_add(1, Ordering::Relaxed);
        InFlight(self)
    }

    /// Requests in flight now.
    pub fn in_flight(&self) -> u64 {
        self.in_flight.load(Ordering::Relaxed)
    }

    /// Reports the request bytes in flight of `gauge`'s budget (the first budget given).
    pub fn watch_request_bytes(&self, gauge: crate::requests::Gauge) {
        let _ = self.request_bytes.set(gauge);
    }

    /// Reports the answer bytes held and their limit, as `read` tells them (the answers'
    /// budget, the first given).
    pub fn watch_answer_bytes(&self, read: AnswerBytes) {
        let _ = self.answer_bytes.set(read);
    }

    /// Reports the figures of `admission` (the first given).
    pub fn watch_admission(&self, admission: std::sync::Arc<dyn Admission>) {
        let _ = self.admission.set(admission);
    }

    /// The refusals by budget and scope, to count them where they are decided.
    pub fn sheds(&self) -> std::sync::Arc<Sheds> {
        self.sheds.clone()
    }

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
            tracing::Span::current().record("outcome", code.as_str());
            self.record(operation, transport, code.as_str(), elapsed);
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
        self.sheds.window.add(1, 0);
        if outcome == "ok" {
            slot.ok.fetch_add(1, Ordering::Relaxed);
        } else if let Some(code) = ErrorCode::from_wire(outcome) {
            slot.refused[code as usize].fetch_add(1, Ordering::Relaxed);
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
                for (code, n) in ErrorCode::ALL.iter().zip(&slot.refused) {
                    let n = n.load(Ordering::Relaxed);
                    if n > 0 {
                        all.insert((op.name(), transport.name(), code.as_str()), n);
                    }
                }
            }
        }
        all.into_iter().collect()
    }

    /// The Prometheus text exposition.
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str("# HELP poch_build_info The running build: its version (always 1).\n");
        out.push_str("# TYPE poch_build_info gauge\n");
        let _ = writeln!(
            out,
            "poch_build_info{{version=\"{}\",rustc_target_os=\"{}\",rustc_target_arch=\"{}\"}} 1",
            env!("CARGO_PKG_VERSION"),
            std::env::consts::OS,
            std::env::consts::ARCH,
        );
        out.push_str(
            "# HELP poch_requests_in_flight Requests received and not yet answered (probes excluded).\n",
        );
        out.push_str("# TYPE poch_requests_in_flight gauge\n");
        let _ = writeln!(out, "poch_requests_in_flight {}", self.in_flight());
        if let Some(gauge) = self.request_bytes.get() {
            out.push_str(
                "# HELP poch_request_bytes_in_flight Request bytes held, from their arrival until \
                 answered (to the KiB).\n",
            );
            out.push_str("# TYPE poch_request_bytes_in_flight gauge\n");
            let _ = writeln!(out, "poch_request_bytes_in_flight {}", gauge.held());
            out.push_str(
                "# HELP poch_request_bytes_in_flight_limit The most request bytes held at once \
                 (--max-request-bytes-in-flight).\n",
            );
            out.push_str("# TYPE poch_request_bytes_in_flight_limit gauge\n");
            let _ = writeln!(out, "poch_request_bytes_in_flight_limit {}", gauge.limit());
        }
        if let Some(read) = self.answer_bytes.get() {
            let (held, limit) = read();
            out.push_str(
                "# HELP poch_answer_bytes_held Answer bytes held for clients that have not read \
                 them (to the KiB).\n",
            );
            out.push_str("# TYPE poch_answer_bytes_held gauge\n");
            let _ = writeln!(out, "poch_answer_bytes_held {held}");
            out.push_str(
                "# HELP poch_answer_bytes_held_limit The most answer bytes held at once \
                 (--max-held-answer-bytes).\n",
            );
            out.push_str("# TYPE poch_answer_bytes_held_limit gauge\n");
            let _ = writeln!(out, "poch_answer_bytes_held_limit {limit}");
        }
        self.render_admission(&mut out);
        process::render(&mut out);
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

impl Metrics {
    /// The shares and queues: refusals by budget and scope, the capacity gauge, the queues.
    fn render_admission(&self, out: &mut String) {
        out.push_str(
            "# HELP poch_shed_total Requests refused for a budget: the budget, and whose part of \
             it was full (server: a lack of capacity; client or connection: past its share); \
             for budget connections and scope client, new connections closed unread past \
             their client's share of the connection cap.\n",
        );
        out.push_str("# TYPE poch_shed_total counter\n");
        for budget in Budget::ALL {
            for scope in Scope::ALL {
                let n = self.sheds.of(Shed { budget, scope });
                if n > 0 {
                    let _ = writeln!(
                        out,
                        "poch_shed_total{{budget=\"{}\",scope=\"{}\"}} {n}",
                        budget.name(),
                        scope.name()
                    );
                }
            }
        }
        out.push_str(
            "# HELP poch_capacity_refused_ratio The share of calls refused for lack of capacity \
             (the server's own budgets full, not a client past its share) over the last 30 s: \
             what an autoscaler scales on.\n",
        );
        out.push_str("# TYPE poch_capacity_refused_ratio gauge\n");
        let _ = writeln!(
            out,
            "poch_capacity_refused_ratio {}",
            self.sheds.capacity_refused_ratio()
        );
        out.push_str(
            "# HELP poch_connections_closed_total Connections the server closed ahead of their \
             clients (GOAWAY first over HTTP/2): an answer unread past \
             --answer-read-timeout-ms, or requests that kept coming past their share.\n",
        );
        out.push_str("# TYPE poch_connections_closed_total counter\n");
        for why in Closed::ALL {
            let _ = writeln!(
                out,
                "poch_connections_closed_total{{reason=\"{}\"}} {}",
                why.name(),
                self.sheds.closed[why as usize].load(Ordering::Relaxed)
            );
        }
        if let Some(admission) = self.admission.get() {
            let gauges: [(&str, &str, f64); 4] = [
                (
                    "poch_queue_delay_seconds",
                    "The moving average of the time requests waited for a worker.",
                    admission.queue_delay().as_secs_f64(),
                ),
                (
                    "poch_queue_standing",
                    "1 while the queue for a worker stands above its target (requests that \
                     waited past it are refused), else 0.",
                    f64::from(u8::from(admission.queue_standing())),
                ),
                (
                    "poch_long_work_waiting",
                    "Pieces of long work (Replays) waiting for a turn.",
                    admission.long_work_waiting() as f64,
                ),
                (
                    "poch_clients_active",
                    "Clients with requests in flight.",
                    admission.clients_active() as f64,
                ),
            ];
            for (name, help, value) in gauges {
                let _ = writeln!(out, "# HELP {name} {help}");
                let _ = writeln!(out, "# TYPE {name} gauge");
                let _ = writeln!(out, "{name} {value}");
            }
        }
    }
}

/// The process's own figures, from `/proc/self` (Linux; elsewhere they are left out), under
/// the names Prometheus client libraries give them.
mod process {
    use std::fmt::Write as _;

    /// The clock tick of `/proc/<pid>/stat`'s CPU times: `USER_HZ`, 100 on Linux for every
    /// architecture's user-space interface.
    const TICKS_PER_SECOND: f64 = 100.0;

    /// Appends `process_cpu_seconds_total`, `process_resident_memory_bytes`,
    /// `process_open_fds`, `process_max_fds` and `process_start_time_seconds`, each one that
    /// can be read.
    pub fn render(out: &mut String) {
        let stat = std::fs::read_to_string("/proc/self/stat").ok();
        if let Some(cpu) = stat.as_deref().and_then(cpu_seconds) {
            metric(
                out,
                "process_cpu_seconds_total",
                "counter",
                "Total user and system CPU time spent in seconds.",
                cpu,
            );
        }
        let status = std::fs::read_to_string("/proc/self/status").ok();
        if let Some(rss) = status.as_deref().and_then(resident_bytes) {
            metric(
                out,
                "process_resident_memory_bytes",
                "gauge",
                "Resident memory size in bytes.",
                rss as f64,
            );
        }
        if let Ok(dir) = std::fs::read_dir("/proc/self/fd") {
            // The directory's own descriptor, open while it is read, is not counted.
            let open = dir.count().saturating_sub(1);
            metric(
                out,
                "process_open_fds",
                "gauge",
                "Number of open file descriptors.",
                open as f64,
            );
        }
        let limits = std::fs::read_to_string("/proc/self/limits").ok();
        if let Some(max) = limits.as_deref().and_then(max_fds) {
            metric(
                out,
                "process_max_fds",
                "gauge",
                "Maximum number of open file descriptors.",
                max as f64,
            );
        }
        let boot = std::fs::read_to_string("/proc/stat").ok();
        if let Some(start) = stat
            .as_deref()
            .zip(boot.as_deref())
            .and_then(|(stat, boot)| start_time(stat, boot))
        {
            metric(
                out,
                "process_start_time_seconds",
                "gauge",
                "Start time of the process since unix epoch in seconds.",
                start,
            );
        }
    }

    fn metric(out: &mut String, name: &str, kind: &str, help: &str, value: f64) {
        let _ = writeln!(out, "# HELP {name} {help}");
        let _ = writeln!(out, "# TYPE {name} {kind}");
        let _ = writeln!(out, "{name} {value}");
    }

    /// The fields of `/proc/self/stat` after the command name (which may hold spaces and
    /// parentheses, so it is skipped up to its last `)`): the first is field 3, `state`.
    fn stat_fields(stat: &str) -> Option<Vec<&str>> {
        let rest = &stat[stat.rfind(')')? + 1..];
        Some(rest.split_whitespace().collect())
    }

    /// `utime` + `stime` (fields 14 and 15), in seconds.
    pub fn cpu_seconds(stat: &str) -> Option<f64> {
        let fields = stat_fields(stat)?;
        let utime: f64 = fields.get(11)?.parse().ok()?;
        let stime: f64 = fields.get(12)?.parse().ok()?;
        Some((utime + stime) / TICKS_PER_SECOND)
    }

    /// `starttime` (field 22, ticks after boot) plus the boot time (`btime` of `/proc/stat`).
    pub fn start_time(stat: &str, proc_stat: &str) -> Option<f64> {
        let fields = stat_fields(stat)?;
        let ticks: f64 = fields.get(19)?.parse().ok()?;
        let boot: f64 = proc_stat
            .lines()
            .find_map(|l| l.strip_prefix("btime "))?
            .trim()
            .parse()
            .ok()?;
        Some(boot + ticks / TICKS_PER_SECOND)
    }

    /// `VmRSS` of `/proc/self/status`, in bytes.
    pub fn resident_bytes(status: &str) -> Option<u64> {
        let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
        let mut words = line.split_whitespace();
        let n: u64 = words.next()?.parse().ok()?;
        match words.next() {
            Some("kB") => n.checked_mul(1024),
            _ => None,
        }
    }

    /// The soft limit of `Max open files` in `/proc/self/limits`.
    pub fn max_fds(limits: &str) -> Option<u64> {
        let line = limits
            .lines()
            .find_map(|l| l.strip_prefix("Max open files"))?;
        line.split_whitespace().next()?.parse().ok()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn reads_proc_files() {
            let stat = "4242 (poch (test) x) S 1 4242 4242 0 -1 4194560 2000 0 0 0 \
                        250 130 0 0 20 0 9 0 123456 98765432 4096 18446744073709551615";
            assert_eq!(cpu_seconds(stat), Some(3.8));
            let start = start_time(stat, "cpu  1 2 3\nbtime 1700000000\n").expect("a start");
            assert!((start - 1_700_001_234.56).abs() < 1e-3, "{start}");
            assert_eq!(cpu_seconds("garbage"), None);
            let status = "Name:\tpoch-service\nVmRSS:\t   12345 kB\nThreads:\t3\n";
            assert_eq!(resident_bytes(status), Some(12345 * 1024));
            assert_eq!(resident_bytes("Name:\tx\n"), None);
            let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                          Max open files            1048576              1048576              files\n";
            assert_eq!(max_fds(limits), Some(1_048_576));
        }

        #[test]
        fn renders_this_process() {
            let mut out = String::new();
            render(&mut out);
            for name in [
                "process_cpu_seconds_total ",
                "process_resident_memory_bytes ",
                "process_open_fds ",
                "process_max_fds ",
                "process_start_time_seconds ",
            ] {
                assert!(
                    out.lines().any(|l| l.starts_with(name)),
                    "no {name} in\n{out}"
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_build_info_and_in_flight() {
        let m = Metrics::default();
        let first = m.begin();
        let second = m.begin();
        drop(first);
        let text = m.render();
        assert!(text.contains("poch_requests_in_flight 1\n"), "{text}");
        drop(second);
        assert!(m.render().contains("poch_requests_in_flight 0\n"));
        let version = format!(
            "poch_build_info{{version=\"{}\",",
            env!("CARGO_PKG_VERSION")
        );
        assert!(text.contains(&version), "{text}");
    }

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
            operation_of("POST", "/poch.v1.EngineService/ListLegalActions"),
            Some((Operation::ListLegalActions, Transport::Grpc))
        );
        assert_eq!(
            operation_of("POST", "/v1/games/legal-actions"),
            Some((Operation::ListLegalActions, Transport::Rest))
        );
        assert_eq!(operation_of("GET", "/v1/games/apply"), None);
        assert_eq!(operation_of("POST", "/poch.v1.EngineService/Nope"), None);
        for (i, op) in Operation::ALL.into_iter().enumerate() {
            assert_eq!(op.index(), i, "{op:?}");
        }
    }
}

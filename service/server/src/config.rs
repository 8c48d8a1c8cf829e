//! Configuration by flags and environment, with defaults that serve on localhost.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Parser, ValueEnum};

/// The log format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// One JSON object per line.
    Json,
    /// Human-readable lines.
    Pretty,
}

/// `poch-service`: the rules of Poch over gRPC and REST on one port.
#[derive(Clone, Debug, Parser)]
#[command(version, about)]
pub struct Config {
    /// The address to listen on (gRPC and REST share it).
    #[arg(long, env = "POCH_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The longest a request may take, in milliseconds.
    #[arg(long, env = "POCH_REQUEST_TIMEOUT_MS", default_value_t = 5_000)]
    pub request_timeout_ms: u64,
    /// Requests served at once; more are shed with `overloaded`.
    #[arg(long, env = "POCH_CONCURRENCY_LIMIT", default_value_t = 1_024)]
    pub concurrency_limit: usize,
    /// The largest request body, in bytes (REST bodies and gRPC messages).
    #[arg(long, env = "POCH_MAX_BODY_BYTES", default_value_t = 1_048_576)]
    pub max_body_bytes: usize,
    /// After SIGTERM, the longest to wait for requests in flight, in milliseconds.
    #[arg(long, env = "POCH_DRAIN_TIMEOUT_MS", default_value_t = 10_000)]
    pub drain_timeout_ms: u64,
    /// Whether callers may supply deck orders (stacked decks) instead of a seed.
    #[arg(long, env = "POCH_ALLOW_DECK_ORDERS", default_value_t = true, action = clap::ArgAction::Set)]
    pub allow_deck_orders: bool,
    /// The log format.
    #[arg(long, env = "POCH_LOG_FORMAT", value_enum, default_value_t = LogFormat::Pretty)]
    pub log_format: LogFormat,
    /// The log filter (tracing's EnvFilter syntax).
    #[arg(long, env = "POCH_LOG", default_value = "info")]
    pub log: String,
    /// Tokio worker threads; 0 = the CPUs available to the process (cgroup limits included).
    #[arg(long, env = "POCH_WORKER_THREADS", default_value_t = 0)]
    pub worker_threads: usize,
    /// Print the OpenAPI document of the REST API (as served at /openapi.json) and exit.
    #[arg(long)]
    pub print_openapi: bool,
    /// Also serve the no-op baseline for load tests (`POST /bench/noop` and
    /// `/poch.bench.v1.Noop/Call`); off in production.
    #[arg(long, env = "POCH_NOOP_BASELINE", default_value_t = false)]
    pub noop_baseline: bool,
}

impl Config {
    /// The request timeout.
    pub fn request_timeout(&self) -> Duration {
        Duration::from_millis(self.request_timeout_ms)
    }

    /// The worker threads to start.
    pub fn workers(&self) -> usize {
        if self.worker_threads > 0 {
            self.worker_threads
        } else {
            // available_parallelism honours the cgroup CPU quota on Linux.
            std::thread::available_parallelism().map_or(1, usize::from)
        }
    }
}

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
    /// Requests admitted at once, counted from their arrival (queued for a worker or running);
    /// more are shed with `overloaded`. A request whose body is still arriving holds no place.
    #[arg(long, env = "POCH_CONCURRENCY_LIMIT", default_value_t = 1_024)]
    pub concurrency_limit: usize,
    /// The largest request body, in bytes (REST bodies and gRPC messages).
    #[arg(long, env = "POCH_MAX_BODY_BYTES", default_value_t = 1_048_576)]
    pub max_body_bytes: usize,
    /// The longest a client may take to send a request's head (and, on a new connection, its
    /// first request's head), in milliseconds; the connection is closed after it.
    #[arg(long, env = "POCH_HEADER_READ_TIMEOUT_MS", default_value_t = 10_000)]
    pub header_read_timeout_ms: u64,
    /// A connection with no request in flight for this long is closed, in milliseconds (an
    /// HTTP/2 connection is sent GOAWAY first).
    #[arg(long, env = "POCH_IDLE_TIMEOUT_MS", default_value_t = 30_000)]
    pub idle_timeout_ms: u64,
    /// Connections served at once. A few more are taken beyond it for the probes only
    /// (`/healthz`, `/readyz`, `/metrics`, gRPC health); past those, new connections are closed
    /// at once.
    #[arg(long, env = "POCH_MAX_CONNECTIONS", default_value_t = 512)]
    pub max_connections: usize,
    /// Requests in flight at once on one HTTP/2 connection.
    #[arg(long, env = "POCH_MAX_STREAMS_PER_CONNECTION", default_value_t = 100)]
    pub max_streams_per_connection: u32,
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

    /// The header-read timeout.
    pub fn header_read_timeout(&self) -> Duration {
        Duration::from_millis(self.header_read_timeout_ms)
    }

    /// The idle-connection timeout.
    pub fn idle_timeout(&self) -> Duration {
        Duration::from_millis(self.idle_timeout_ms)
    }

    /// The connections taken beyond [`Config::max_connections`] for the probes only.
    pub fn probe_connections(&self) -> usize {
        (self.max_connections / 16).clamp(4, 64)
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

//! Configuration by flags and environment, with defaults that serve on localhost.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::ops::Policy;
use crate::token::{KeyError, Sealer, SealingKey};

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
    /// Whether callers may choose a match's seed (in `NewGame`, or in a plain state). When
    /// false, the server draws every seed from the operating system.
    #[arg(long, env = "POCH_ALLOW_CALLER_SEEDS", default_value_t = true, action = clap::ArgAction::Set)]
    pub allow_caller_seeds: bool,
    /// Refuse plain states: every state arrives and leaves as a sealed token.
    #[arg(long, env = "POCH_REQUIRE_SEALED", default_value_t = false, action = clap::ArgAction::Set)]
    pub require_sealed: bool,
    /// Sealing keys, `ID:KEY,ID:KEY,…` (KEY: 32 bytes in base64 or 64 hex digits). The first
    /// seals; every key opens, so keys rotate without a failed request.
    #[arg(long, env = "POCH_SEALING_KEYS", hide_env_values = true)]
    pub sealing_keys: Option<String>,
    /// A file of sealing keys, one `ID:KEY` a line (`#` starts a comment), such as a mounted
    /// Kubernetes Secret; read after `--sealing-keys`.
    #[arg(long, env = "POCH_SEALING_KEYS_FILE")]
    pub sealing_keys_file: Option<std::path::PathBuf>,
    /// How long a pre-match token of the provably fair scheme (`CommitServerSeed`) may start
    /// a match, in milliseconds.
    #[arg(long, env = "POCH_PRE_MATCH_TTL_MS", default_value_t = 600_000)]
    pub pre_match_ttl_ms: u64,
    /// Print a new random sealing key as `ID:KEY` (with this id) and exit.
    #[arg(long, value_name = "ID")]
    pub generate_sealing_key: Option<String>,
    /// The log format.
    #[arg(long, env = "POCH_LOG_FORMAT", value_enum, default_value_t = LogFormat::Pretty)]
    pub log_format: LogFormat,
    /// The log filter (tracing's EnvFilter syntax).
    #[arg(long, env = "POCH_LOG", default_value = "info")]
    pub log: String,
    /// Tokio worker threads; 0 = the CPUs available to the process (cgroup limits included).
    #[arg(long, env = "POCH_WORKER_THREADS", default_value_t = 0)]
    pub worker_threads: usize,
    /// Origins whose pages may call the service from a browser (CORS), comma-separated
    /// (`https://app.example.com,http://localhost:5173`), or `*` for any; none by default.
    /// Preflights are answered with the methods (GET, POST) and headers (content-type,
    /// traceparent, tracestate) the service takes.
    #[arg(long, env = "POCH_CORS_ORIGINS", value_delimiter = ',', value_parser = cors_origin)]
    pub cors_origins: Vec<String>,
    /// Print the OpenAPI document of the REST API (as served at /openapi.json) and exit.
    #[arg(long)]
    pub print_openapi: bool,
    /// Also serve the no-op baseline for load tests (`POST /bench/noop` and
    /// `/poch.bench.v1.Noop/Call`); off in production.
    #[arg(long, env = "POCH_NOOP_BASELINE", default_value_t = false)]
    pub noop_baseline: bool,
}

/// The sealing keys a server starts with.
#[derive(Debug)]
pub struct Keys {
    /// The sealer.
    pub sealer: Sealer,
    /// Whether the key was made at start because none was configured.
    pub ephemeral: bool,
}

impl Config {
    /// The sealing keys: those configured, or one made at start.
    ///
    /// # Errors
    ///
    /// A key file that cannot be read, or a malformed or duplicate key: the server does not
    /// start.
    pub fn keys(&self) -> Result<Keys, KeyError> {
        let mut keys = Vec::new();
        if let Some(list) = &self.sealing_keys {
            for entry in list.split(',').filter(|e| !e.trim().is_empty()) {
                keys.push(SealingKey::parse(entry)?);
            }
        }
        if let Some(path) = &self.sealing_keys_file {
            let text = std::fs::read_to_string(path).map_err(|e| {
                KeyError::new(format!(
                    "cannot read the sealing key file {}: {e}",
                    path.display()
                ))
            })?;
            for line in text.lines() {
                let line = line.split('#').next().unwrap_or_default().trim();
                if !line.is_empty() {
                    keys.push(SealingKey::parse(line)?);
                }
            }
        }
        if self.sealing_keys.is_some() || self.sealing_keys_file.is_some() {
            if keys.is_empty() {
                return Err(KeyError::new("the sealing keys given hold no key".into()));
            }
            return Ok(Keys {
                sealer: Sealer::new(keys)?,
                ephemeral: false,
            });
        }
        Ok(Keys {
            sealer: Sealer::new(vec![SealingKey::random("ephemeral")?])?,
            ephemeral: true,
        })
    }

    /// The policy of this configuration.
    pub fn policy(&self) -> Policy {
        Policy {
            allow_deck_orders: self.allow_deck_orders,
            allow_caller_seeds: self.allow_caller_seeds,
            require_sealed: self.require_sealed,
        }
    }

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

/// One CORS origin as a browser sends it, `scheme://host[:port]` with nothing after, or `*`.
fn cors_origin(origin: &str) -> Result<String, String> {
    let origin = origin.trim();
    if origin == "*" {
        return Ok(origin.to_owned());
    }
    let rest = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"))
        .ok_or_else(|| {
            format!("{origin:?} is not an origin: it starts with http:// or https://")
        })?;
    let printable = origin.bytes().all(|b| b.is_ascii_graphic());
    if rest.is_empty() || rest.contains('/') || !printable {
        return Err(format!(
            "{origin:?} is not an origin: scheme://host[:port], with no path"
        ));
    }
    Ok(origin.to_owned())
}

/// The CORS layer for `origins` ([`Config::cors_origins`]); `None` when there are none.
pub fn cors_layer(origins: &[String]) -> Option<tower_http::cors::CorsLayer> {
    use axum::http::{HeaderName, HeaderValue, Method, header};
    use tower_http::cors::{AllowOrigin, CorsLayer};
    if origins.is_empty() {
        return None;
    }
    let allow_origin = if origins.iter().any(|o| o == "*") {
        AllowOrigin::any()
    } else {
        // Every origin was checked at start (printable ASCII), so each is a header value.
        AllowOrigin::list(origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()))
    };
    Some(
        CorsLayer::new()
            .allow_origin(allow_origin)
            .allow_methods([Method::GET, Method::POST])
            .allow_headers([
                header::CONTENT_TYPE,
                HeaderName::from_static("traceparent"),
                HeaderName::from_static("tracestate"),
            ])
            .expose_headers([header::RETRY_AFTER])
            .max_age(std::time::Duration::from_secs(600)),
    )
}

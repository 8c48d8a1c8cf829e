//! Configuration by flags and environment, with defaults that serve on localhost.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::ops::Policy;
use crate::token::{KeyError, Sealer, SealingKey};

/// The log format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// JSON when standard output is not a terminal (a container, a file, a pipe), pretty
    /// otherwise.
    Auto,
    /// One JSON object per line.
    Json,
    /// Human-readable lines (coloured only on a terminal).
    Pretty,
}

impl LogFormat {
    /// The format `Auto` stands for, given whether standard output is a terminal.
    pub fn resolve(self, stdout_is_terminal: bool) -> LogFormat {
        match self {
            LogFormat::Auto if stdout_is_terminal => LogFormat::Pretty,
            LogFormat::Auto => LogFormat::Json,
            LogFormat::Json | LogFormat::Pretty => self,
        }
    }

    /// The format's name, as the flag takes it.
    pub fn name(self) -> &'static str {
        match self {
            LogFormat::Auto => "auto",
            LogFormat::Json => "json",
            LogFormat::Pretty => "pretty",
        }
    }
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
    /// Requests handled at once: a place is taken once a request's body is in hand and held
    /// while its handler runs (a request whose body is still arriving, or whose `Replay` waits
    /// for a long-work turn, holds none); beyond it, `overloaded` at once. The wait for a
    /// worker is bounded by time instead (`--queue-target-us`).
    #[arg(long, env = "POCH_CONCURRENCY_LIMIT", default_value_t = 1_024)]
    pub concurrency_limit: usize,
    /// Places in the concurrency limit one client may hold at once; by default a quarter of
    /// `--concurrency-limit` (at least one).
    #[arg(long, env = "POCH_CONCURRENCY_PER_CLIENT")]
    pub concurrency_per_client: Option<usize>,
    /// Places in the concurrency limit one connection may hold at once; by default an eighth
    /// of `--concurrency-limit` (at least one).
    #[arg(long, env = "POCH_CONCURRENCY_PER_CONNECTION")]
    pub concurrency_per_connection: Option<usize>,
    /// The queue for a worker's target, in microseconds: once every request has waited longer
    /// for a worker than this for a whole `--queue-interval-ms`, those that waited past it are
    /// refused (`overloaded`) before their bodies are read, the heaviest clients' first, until
    /// one comes through within it (CoDel).
    #[arg(long, env = "POCH_QUEUE_TARGET_US", default_value_t = 1_000)]
    pub queue_target_us: u64,
    /// The queue for a worker's interval, in milliseconds: how long waits may stay above the
    /// target (a burst) before requests are refused for it.
    #[arg(long, env = "POCH_QUEUE_INTERVAL_MS", default_value_t = 100)]
    pub queue_interval_ms: u64,
    /// The largest request body, in bytes (REST bodies and gRPC messages).
    #[arg(long, env = "POCH_MAX_BODY_BYTES", default_value_t = 1_048_576)]
    pub max_body_bytes: usize,
    /// The request bytes held at once on the whole server, in bytes: the bodies arriving,
    /// waiting for a worker and being handled, each counted from its declared length (or its
    /// bytes as they arrive) until its answer is made. A request beyond it is `overloaded` at
    /// once, and the rest of its body is not read. At least `--max-body-bytes`.
    #[arg(long, env = "POCH_MAX_REQUEST_BYTES_IN_FLIGHT", default_value_t = 32 << 20)]
    pub max_request_bytes_in_flight: usize,
    /// The request bytes in flight one client may hold, in bytes; by default a quarter of
    /// `--max-request-bytes-in-flight`. A client that holds none may always send one body of
    /// the largest size.
    #[arg(long, env = "POCH_MAX_REQUEST_BYTES_PER_CLIENT")]
    pub max_request_bytes_per_client: Option<usize>,
    /// The request bytes in flight one connection may hold, in bytes; by default an eighth of
    /// `--max-request-bytes-in-flight`.
    #[arg(long, env = "POCH_MAX_REQUEST_BYTES_PER_CONNECTION")]
    pub max_request_bytes_per_connection: Option<usize>,
    /// The answer bytes held at once on the whole server for clients that have not read them,
    /// in bytes: an answer beyond it is `overloaded` before anything of it is sent, and a
    /// `Replay` is refused before it is built when its answer would not fit. At least 1 MiB.
    #[arg(long, env = "POCH_MAX_HELD_ANSWER_BYTES", default_value_t = crate::answers::ANSWER_BYTES)]
    pub max_held_answer_bytes: usize,
    /// The answer bytes held that one client may hold, in bytes; by default a quarter of
    /// `--max-held-answer-bytes`. A client that holds none may always be sent one answer of
    /// any size within the budget.
    #[arg(long, env = "POCH_MAX_HELD_ANSWER_BYTES_PER_CLIENT")]
    pub max_held_answer_bytes_per_client: Option<usize>,
    /// The answer bytes held that one connection may hold, in bytes; by default an eighth of
    /// `--max-held-answer-bytes`.
    #[arg(long, env = "POCH_MAX_HELD_ANSWER_BYTES_PER_CONNECTION")]
    pub max_held_answer_bytes_per_connection: Option<usize>,
    /// How long an answer may wait for its client to read a chunk of it, in milliseconds:
    /// past it, its connection is closed (HTTP/2: GOAWAY first) and its answers dropped.
    #[arg(long, env = "POCH_ANSWER_READ_TIMEOUT_MS", default_value_t = 2_000)]
    pub answer_read_timeout_ms: u64,
    /// Pieces of long work (`Replay`s) one client may have waiting for a turn or running.
    #[arg(long, env = "POCH_MAX_LONG_WORK_PER_CLIENT", default_value_t = 4)]
    pub max_long_work_per_client: usize,
    /// Pieces of long work one connection may have waiting for a turn or running.
    #[arg(long, env = "POCH_MAX_LONG_WORK_PER_CONNECTION", default_value_t = 2)]
    pub max_long_work_per_connection: usize,
    /// Proxies whose forwarded client addresses are believed, comma-separated networks
    /// (`10.0.0.0/8,2001:db8::/32`) or addresses: a request on a connection from one of them
    /// is its client's by `Forwarded` (`for=`), else `X-Forwarded-For` (the nearest address
    /// that is not itself a trusted proxy), and the connection has no share of its own. None
    /// by default: every connection is its peer address's.
    #[arg(long, env = "POCH_TRUSTED_PROXIES", value_delimiter = ',', value_parser = crate::shares::Proxies::parse_one)]
    pub trusted_proxies: Vec<(std::net::IpAddr, u8)>,
    /// The smallest gRPC answer compressed, in bytes of protobuf: a smaller one is sent as it
    /// is, whatever the client's `grpc-accept-encoding` lists (its flag then says so, as the
    /// gRPC protocol allows). Below it, deflate saves a few hundred bytes of one TCP segment at
    /// a cost of tens of microseconds (BENCHMARKS.md). 0 compresses every answer a client asks
    /// to have compressed.
    #[arg(long, env = "POCH_GRPC_COMPRESS_MIN_BYTES", default_value_t = 1_024)]
    pub grpc_compress_min_bytes: usize,
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
    /// Connections one client (a peer address, an IPv6 one by its /64) may hold open at once;
    /// by default a quarter of `--max-connections` (at least one). A new connection past it is
    /// closed as it is accepted, unread. Connections from a `--trusted-proxies` address have no
    /// such share (every connection behind an ingress comes from it), but count in the cap.
    #[arg(long, env = "POCH_MAX_CONNECTIONS_PER_CLIENT")]
    pub max_connections_per_client: Option<usize>,
    /// The listen backlog: connections the kernel completes and holds until the server
    /// accepts them (Linux caps it at `net.core.somaxconn`, 4096 by default since 5.4). Room
    /// for a burst of reconnections, so that a newcomer's SYN is not dropped (and sent again
    /// only after 1 s, then 3 s) while the server works through them.
    #[arg(long, env = "POCH_LISTEN_BACKLOG", default_value_t = 1_024)]
    pub listen_backlog: u32,
    /// Requests in flight at once on one HTTP/2 connection.
    #[arg(long, env = "POCH_MAX_STREAMS_PER_CONNECTION", default_value_t = 100)]
    pub max_streams_per_connection: u32,
    /// After SIGTERM, how long to keep accepting connections and serving requests while
    /// readiness and gRPC health say not serving, in milliseconds: the time a load balancer or
    /// Kubernetes takes to stop sending new requests. A second signal ends it early.
    #[arg(long, env = "POCH_DRAIN_DELAY_MS", default_value_t = 5_000)]
    pub drain_delay_ms: u64,
    /// After the drain delay, the longest to wait for requests in flight, in milliseconds.
    #[arg(long, env = "POCH_DRAIN_TIMEOUT_MS", default_value_t = 10_000)]
    pub drain_timeout_ms: u64,
    /// Whether callers may supply deck orders (stacked decks) instead of a seed.
    #[arg(long, env = "POCH_ALLOW_DECK_ORDERS", default_value_t = true, action = clap::ArgAction::Set)]
    pub allow_deck_orders: bool,
    /// Whether callers may choose a match's seed (in `NewGame`, or in a plain state). When
    /// false, the server draws every seed from the operating system.
    #[arg(long, env = "POCH_ALLOW_CALLER_SEEDS", default_value_t = true, action = clap::ArgAction::Set)]
    pub allow_caller_seeds: bool,
    /// Whether callers may choose a match's start position (`start`: unequal stacks, a loaded
    /// board), in `NewGame`, `Replay` or a plain state. When false, a token of a match that
    /// began from one is refused too.
    #[arg(long, env = "POCH_ALLOW_CALLER_STARTS", default_value_t = true, action = clap::ArgAction::Set)]
    pub allow_caller_starts: bool,
    /// Refuse plain states: every state arrives and leaves as a sealed token.
    #[arg(long, env = "POCH_REQUIRE_SEALED", default_value_t = false, action = clap::ArgAction::Set)]
    pub require_sealed: bool,
    /// Ticket mode: a token alone gets the spectator's view; a seat's view, its legal actions,
    /// a move hint and acting as it need the seat's ticket or the match's operator ticket
    /// (`NewGame` and `Replay` answer them), and `include_views` the operator ticket. Needs a
    /// sealing key (`--sealing-keys` or `--sealing-keys-file`) and `--require-sealed true`.
    #[arg(long, env = "POCH_TICKET_MODE", default_value_t = false, action = clap::ArgAction::Set)]
    pub ticket_mode: bool,
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
    #[arg(long, env = "POCH_LOG_FORMAT", value_enum, default_value_t = LogFormat::Auto)]
    pub log_format: LogFormat,
    /// The log filter (tracing's EnvFilter syntax).
    #[arg(long, env = "POCH_LOG", default_value = "info")]
    pub log: String,
    /// Tokio worker threads; 0 = the CPUs available to the process, capped by the cgroup CPU
    /// limit (a container's `resources.limits.cpu`), at least 1.
    #[arg(long, env = "POCH_WORKER_THREADS", default_value_t = 0)]
    pub worker_threads: usize,
    /// Origins whose pages may call the service from a browser (CORS), comma-separated
    /// (`https://app.example.com,http://localhost:5173`), or `*` for any; none by default.
    /// Preflights are answered with the methods (GET, POST) and headers (content-type,
    /// traceparent, tracestate) the service takes.
    #[arg(long, env = "POCH_CORS_ORIGINS", value_delimiter = ',', value_parser = cors_origin)]
    pub cors_origins: Vec<String>,
    /// Serve the API's documentation: the OpenAPI document at `/openapi.json` and Swagger UI
    /// at `/docs`. Off in production, where the document is published with the release.
    #[arg(long, env = "POCH_SERVE_DOCS", default_value_t = true, action = clap::ArgAction::Set)]
    pub serve_docs: bool,
    /// Serve the practice table at `/play`: a page on which a person plays the engine's bots.
    /// The page holds its match's sealed token, so its player can send an older one again and
    /// learn the bots' cards: it is for practice, not for matches that count. Off in
    /// production.
    #[arg(long, env = "POCH_SERVE_PLAY", default_value_t = true, action = clap::ArgAction::Set)]
    pub serve_play: bool,
    /// Serve gRPC server reflection (`grpc.reflection.v1` and `v1alpha`, for grpcurl and the
    /// like). Off in production, where clients build from the published `.proto` files.
    #[arg(long, env = "POCH_SERVE_REFLECTION", default_value_t = true, action = clap::ArgAction::Set)]
    pub serve_reflection: bool,
    /// Print the OpenAPI document of the REST API (as served at /openapi.json) and exit.
    #[arg(long)]
    pub print_openapi: bool,
    /// Also serve the no-op baseline for load tests (`POST /bench/noop` and
    /// `/poch.bench.v1.Noop/Call`); off in production. Only a build with the `noop` feature
    /// has it: any other refuses to start with it.
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
            let text = std::fs::read_to_string(path).map_err(|error| KeyError::File {
                path: path.clone(),
                error,
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
                return Err(KeyError::NoneGiven);
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
            allow_caller_starts: self.allow_caller_starts,
            require_sealed: self.require_sealed,
            ticket_mode: self.ticket_mode,
        }
    }

    /// Whether ticket mode can be kept: a ticket is bound to the match id sealed in a token, so
    /// the mode needs a configured sealing key (a key made at start would die with the process,
    /// and with it every ticket) and sealed states only (a plain state's match id is its
    /// holder's to write).
    ///
    /// # Errors
    ///
    /// The configuration error, naming the flags: the server does not start.
    pub fn check_ticket_mode(&self, keys: &Keys) -> Result<(), String> {
        if !self.ticket_mode {
            return Ok(());
        }
        if keys.ephemeral {
            return Err("--ticket-mode needs a sealing key (--sealing-keys or \
                        --sealing-keys-file): tickets are derived from it"
                .to_owned());
        }
        if !self.require_sealed {
            return Err(
                "--ticket-mode needs --require-sealed true: a plain state's match id \
                        is written by its holder, so no ticket can be bound to it"
                    .to_owned(),
            );
        }
        Ok(())
    }

    /// Whether the limits go together: the request bytes in flight hold at least one body of
    /// the largest size, or a request of that size could never be served.
    ///
    /// # Errors
    ///
    /// The configuration error, naming the flags: the server does not start.
    pub fn check_limits(&self) -> Result<(), String> {
        if self.max_request_bytes_in_flight < self.max_body_bytes {
            return Err(format!(
                "--max-request-bytes-in-flight ({}) is below --max-body-bytes ({}): a body of \
                 the largest size could never be served",
                self.max_request_bytes_in_flight, self.max_body_bytes
            ));
        }
        if self.max_held_answer_bytes < 1 << 20 {
            return Err(format!(
                "--max-held-answer-bytes ({}) is below 1 MiB: a large answer could never be \
                 served",
                self.max_held_answer_bytes
            ));
        }
        Ok(())
    }

    /// The shares of each budget a client and a connection may hold
    /// ([`crate::shares::Shares`]), in each budget's units.
    pub fn shares(&self) -> crate::shares::Shares {
        use crate::shares::{Budget, Scope, Shares};
        let kib = |bytes: usize| bytes.div_ceil(crate::requests::UNIT).max(1);
        let mut shares = Shares::UNBOUNDED;
        let limit = self.concurrency_limit;
        let request_bytes = self.max_request_bytes_in_flight;
        let answer_bytes = self.max_held_answer_bytes;
        for (budget, scope, share) in [
            (
                Budget::Concurrency,
                Scope::Client,
                self.concurrency_per_client.unwrap_or(limit / 4).max(1),
            ),
            (
                Budget::Concurrency,
                Scope::Connection,
                self.concurrency_per_connection.unwrap_or(limit / 8).max(1),
            ),
            (
                Budget::RequestBytes,
                Scope::Client,
                kib(self
                    .max_request_bytes_per_client
                    .unwrap_or(request_bytes / 4)),
            ),
            (
                Budget::RequestBytes,
                Scope::Connection,
                kib(self
                    .max_request_bytes_per_connection
                    .unwrap_or(request_bytes / 8)),
            ),
            (
                Budget::AnswerBytes,
                Scope::Client,
                kib(self
                    .max_held_answer_bytes_per_client
                    .unwrap_or(answer_bytes / 4)),
            ),
            (
                Budget::AnswerBytes,
                Scope::Connection,
                kib(self
                    .max_held_answer_bytes_per_connection
                    .unwrap_or(answer_bytes / 8)),
            ),
            (
                Budget::LongWork,
                Scope::Client,
                self.max_long_work_per_client.max(1),
            ),
            (
                Budget::LongWork,
                Scope::Connection,
                self.max_long_work_per_connection.max(1),
            ),
            (
                Budget::Connections,
                Scope::Client,
                self.max_connections_per_client
                    .unwrap_or(self.max_connections / 4)
                    .max(1),
            ),
        ] {
            shares.set(budget, scope, share);
        }
        shares
    }

    /// The proxies whose forwarded addresses are believed.
    pub fn trusted_proxies(&self) -> crate::shares::Proxies {
        crate::shares::Proxies::new(self.trusted_proxies.clone())
    }

    /// The queue for a worker's target.
    pub fn queue_target(&self) -> Duration {
        Duration::from_micros(self.queue_target_us)
    }

    /// The queue for a worker's interval.
    pub fn queue_interval(&self) -> Duration {
        Duration::from_millis(self.queue_interval_ms)
    }

    /// How long an answer may wait for its client to read some of it.
    pub fn answer_read_timeout(&self) -> Duration {
        Duration::from_millis(self.answer_read_timeout_ms)
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

    /// The worker threads to start, and why that many.
    pub fn workers(&self) -> Workers {
        if self.worker_threads > 0 {
            return Workers {
                count: self.worker_threads,
                cpu_limit: None,
                source: "--worker-threads",
            };
        }
        let cpus = std::thread::available_parallelism().map_or(1, usize::from);
        let cpu_limit = cgroup::cpu_limit(std::path::Path::new(cgroup::ROOT));
        let (count, source) = workers_for(cpus, cpu_limit);
        Workers {
            count,
            cpu_limit,
            source,
        }
    }

    /// The drain delay.
    pub fn drain_delay(&self) -> Duration {
        Duration::from_millis(self.drain_delay_ms)
    }

    /// The drain timeout.
    pub fn drain_timeout(&self) -> Duration {
        Duration::from_millis(self.drain_timeout_ms)
    }
}

/// The worker threads of the runtime.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Workers {
    /// How many.
    pub count: usize,
    /// The cgroup CPU limit found, in CPUs.
    pub cpu_limit: Option<f64>,
    /// What decided the count: `--worker-threads`, `cgroup cpu limit` or `cpus`.
    pub source: &'static str,
}

/// The workers for `cpus` CPUs the process may run on and a cgroup CPU limit: one per whole CPU
/// of the limit (at least one), never more than the CPUs. A limit of 1.5 CPUs gives one worker,
/// as a second would be throttled for a third of each period.
pub fn workers_for(cpus: usize, cpu_limit: Option<f64>) -> (usize, &'static str) {
    let cpus = cpus.max(1);
    match cpu_limit {
        Some(limit) if limit.is_finite() && limit > 0.0 => {
            // A limit is below the machine's CPUs when it counts at all; `as` saturates.
            let whole = (limit.floor() as usize).max(1);
            if whole < cpus {
                (whole, "cgroup cpu limit")
            } else {
                (cpus, "cpus")
            }
        }
        Some(_) | None => (cpus, "cpus"),
    }
}

/// The CPU limit of the process's cgroup, read from the cgroup file system as a container sees
/// it (its own cgroup mounted at `/sys/fs/cgroup`).
pub mod cgroup {
    use std::path::Path;

    /// Where the cgroup file system is mounted.
    pub const ROOT: &str = "/sys/fs/cgroup";

    /// The CPU limit in CPUs: cgroup v2's `cpu.max` (`QUOTA PERIOD`, or `max PERIOD` for none),
    /// else cgroup v1's `cpu.cfs_quota_us` / `cpu.cfs_period_us` (quota -1 for none). `None`
    /// when there is no limit or the files cannot be read.
    pub fn cpu_limit(root: &Path) -> Option<f64> {
        if let Ok(text) = std::fs::read_to_string(root.join("cpu.max")) {
            return parse_cpu_max(&text);
        }
        for dir in ["cpu", "cpu,cpuacct", "cpuacct,cpu"] {
            let dir = root.join(dir);
            let quota = std::fs::read_to_string(dir.join("cpu.cfs_quota_us"));
            let period = std::fs::read_to_string(dir.join("cpu.cfs_period_us"));
            if let (Ok(quota), Ok(period)) = (quota, period) {
                return parse_v1(&quota, &period);
            }
        }
        None
    }

    /// cgroup v2's `cpu.max`: `QUOTA PERIOD` in microseconds, `max` for no limit.
    pub fn parse_cpu_max(text: &str) -> Option<f64> {
        let mut fields = text.split_whitespace();
        let quota = fields.next()?;
        let period: f64 = fields.next().map_or(Some(100_000.0), |p| p.parse().ok())?;
        if quota == "max" {
            return None;
        }
        ratio(quota.parse().ok()?, period)
    }

    /// cgroup v1's `cpu.cfs_quota_us` (-1 for no limit) and `cpu.cfs_period_us`.
    pub fn parse_v1(quota: &str, period: &str) -> Option<f64> {
        let quota: f64 = quota.trim().parse().ok()?;
        let period: f64 = period.trim().parse().ok()?;
        ratio(quota, period)
    }

    fn ratio(quota: f64, period: f64) -> Option<f64> {
        (quota > 0.0 && period > 0.0).then(|| quota / period)
    }
}

/// One CORS origin as a browser sends it, `scheme://host[:port]` with nothing after, or `*`
/// (which [`check_cors_origins`] allows only alone). The host is a DNS name or an IPv4
/// address (letters, digits, `-` and `.`) or an IPv6 address in brackets; the port, when
/// given, is 1 to 65535.
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
    let malformed = || format!("{origin:?} is not an origin: scheme://host[:port], with no path");
    let port = if let Some(v6) = rest.strip_prefix('[') {
        let (address, after) = v6.split_once(']').ok_or_else(malformed)?;
        if address.is_empty() || !address.bytes().all(|b| b.is_ascii_hexdigit() || b == b':') {
            return Err(malformed());
        }
        match after {
            "" => None,
            _ => Some(after.strip_prefix(':').ok_or_else(malformed)?),
        }
    } else {
        let (host, port) = match rest.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (rest, None),
        };
        let name = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'.';
        if host.is_empty() || !host.bytes().all(name) {
            return Err(malformed());
        }
        port
    };
    if let Some(port) = port {
        let in_range = !port.is_empty()
            && port.len() <= 5
            && port.bytes().all(|b| b.is_ascii_digit())
            && port.parse::<u32>().is_ok_and(|p| (1..=65_535).contains(&p));
        if !in_range {
            return Err(format!(
                "{origin:?} is not an origin: its port {port:?} is not 1 to 65535"
            ));
        }
    }
    Ok(origin.to_owned())
}

/// The origins of `--cors-origins` as a whole: `*` allows any origin, so it stands alone (a
/// list that holds it beside others is a mistake: it would allow far more than it names).
///
/// # Errors
///
/// `*` beside another origin, or an origin given twice.
pub fn check_cors_origins(origins: &[String]) -> Result<(), String> {
    if origins.len() > 1 && origins.iter().any(|o| o == "*") {
        return Err(format!(
            "--cors-origins {:?}: `*` (any origin) stands alone, not beside other origins",
            origins.join(",")
        ));
    }
    if let Some(i) = (1..origins.len()).find(|&i| origins[..i].contains(&origins[i])) {
        return Err(format!("--cors-origins: {:?} is given twice", origins[i]));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::cgroup::{cpu_limit, parse_cpu_max, parse_v1};
    use super::*;

    #[test]
    fn a_client_s_share_of_the_connections_is_a_quarter_of_the_cap_unless_given() {
        use crate::shares::{Budget, Scope};
        let share = |args: &[&str]| {
            let config = Config::try_parse_from([&["poch-service"], args].concat()).expect("flags");
            config.shares().of(Budget::Connections, Scope::Client)
        };
        assert_eq!(share(&[]), 128);
        assert_eq!(share(&["--max-connections", "20"]), 5);
        assert_eq!(share(&["--max-connections", "2"]), 1, "at least one");
        assert_eq!(
            share(&[
                "--max-connections",
                "20",
                "--max-connections-per-client",
                "20"
            ]),
            20
        );
        let config = Config::try_parse_from(["poch-service"]).expect("no flags");
        assert_eq!(
            config.shares().of(Budget::Connections, Scope::Connection),
            usize::MAX,
            "a connection has no share of connections"
        );
        assert_eq!(config.listen_backlog, 1024);
    }

    #[test]
    fn ticket_mode_needs_a_key_and_sealed_states() {
        let key = "k:0000000000000000000000000000000000000000000000000000000000000001";
        let config = |args: &[&str]| {
            Config::try_parse_from(std::iter::once("poch-service").chain(args.iter().copied()))
                .expect("flags")
        };
        let check = |args: &[&str]| {
            let c = config(args);
            let keys = c.keys().expect("keys");
            c.check_ticket_mode(&keys)
        };
        assert!(!config(&[]).ticket_mode, "off by default");
        assert_eq!(check(&[]), Ok(()));
        let no_key = check(&["--ticket-mode", "true", "--require-sealed", "true"]);
        assert!(no_key.expect_err("refused").contains("sealing key"));
        let plain = check(&["--ticket-mode", "true", "--sealing-keys", key]);
        assert!(plain.expect_err("refused").contains("--require-sealed"));
        let on = [
            "--ticket-mode",
            "true",
            "--require-sealed",
            "true",
            "--sealing-keys",
            key,
        ];
        assert_eq!(check(&on), Ok(()));
        assert!(config(&on).policy().ticket_mode);
    }

    #[test]
    fn cors_origins_are_parsed_strictly() {
        for ok in [
            "*",
            "https://app.example.com",
            "http://localhost:5173",
            "http://127.0.0.1:1",
            "https://a.example:65535",
            "http://[::1]:8080",
            "http://[::1]",
        ] {
            assert_eq!(cors_origin(ok).as_deref(), Ok(ok), "{ok}");
        }
        for bad in [
            "app.example",
            "ftp://app.example",
            "https://",
            "https://app.example/",
            "https://app.example/path",
            "https://app.example:99999",
            "https://app.example:0",
            "https://app.example:",
            "https://app.example:80:80",
            "https://app.example:+80",
            "https://user@app.example",
            "https://app.example?x",
            "https://app.example#x",
            "https://app exa",
            "http://[::1",
            "http://[::1]x",
            "http://[]:80",
            "http://[::1]:123456",
        ] {
            assert!(cors_origin(bad).is_err(), "{bad}");
        }
        let list = |l: &[&str]| l.iter().map(|o| (*o).to_owned()).collect::<Vec<_>>();
        assert!(check_cors_origins(&list(&["*"])).is_ok());
        assert!(check_cors_origins(&list(&[])).is_ok());
        assert!(check_cors_origins(&list(&["https://a.com", "http://b.com:8080"])).is_ok());
        let error = check_cors_origins(&list(&["https://a.com", "*"])).expect_err("refused");
        assert!(error.contains("stands alone"), "{error}");
        assert!(check_cors_origins(&list(&["*", "*"])).is_err());
        assert!(check_cors_origins(&list(&["https://a.com", "https://a.com"])).is_err());
    }

    #[test]
    fn cpu_max_of_cgroup_v2() {
        assert_eq!(parse_cpu_max("max 100000\n"), None);
        assert_eq!(parse_cpu_max("150000 100000\n"), Some(1.5));
        assert_eq!(parse_cpu_max("50000 100000"), Some(0.5));
        assert_eq!(parse_cpu_max("200000"), Some(2.0));
        assert_eq!(parse_cpu_max(""), None);
        assert_eq!(parse_cpu_max("lots 100000"), None);
        assert_eq!(parse_cpu_max("100000 0"), None);
    }

    #[test]
    fn cfs_quota_of_cgroup_v1() {
        assert_eq!(parse_v1("-1\n", "100000\n"), None);
        assert_eq!(parse_v1("300000\n", "100000\n"), Some(3.0));
        assert_eq!(parse_v1("x", "100000"), None);
    }

    #[test]
    fn workers_follow_the_limit() {
        assert_eq!(workers_for(8, None), (8, "cpus"));
        assert_eq!(workers_for(8, Some(2.0)), (2, "cgroup cpu limit"));
        assert_eq!(workers_for(8, Some(1.5)), (1, "cgroup cpu limit"));
        assert_eq!(workers_for(8, Some(0.25)), (1, "cgroup cpu limit"));
        assert_eq!(workers_for(2, Some(16.0)), (2, "cpus"));
        assert_eq!(workers_for(0, None), (1, "cpus"));
        assert_eq!(workers_for(4, Some(f64::NAN)), (4, "cpus"));
    }

    #[test]
    fn limit_read_from_the_cgroup_files() {
        let root = std::env::temp_dir().join(format!("poch-cgroup-{}", std::process::id()));
        let v1 = root.join("v1");
        let v2 = root.join("v2");
        std::fs::create_dir_all(v1.join("cpu,cpuacct")).expect("a temporary directory");
        std::fs::create_dir_all(&v2).expect("a temporary directory");
        std::fs::write(v2.join("cpu.max"), "250000 100000\n").expect("write");
        std::fs::write(v1.join("cpu,cpuacct/cpu.cfs_quota_us"), "100000\n").expect("write");
        std::fs::write(v1.join("cpu,cpuacct/cpu.cfs_period_us"), "100000\n").expect("write");
        assert_eq!(cpu_limit(&v2), Some(2.5));
        assert_eq!(cpu_limit(&v1), Some(1.0));
        assert_eq!(cpu_limit(&root.join("none")), None);
        std::fs::remove_dir_all(&root).expect("clean up");
    }

    #[test]
    fn auto_log_format_is_json_off_a_terminal() {
        assert_eq!(LogFormat::Auto.resolve(false), LogFormat::Json);
        assert_eq!(LogFormat::Auto.resolve(true), LogFormat::Pretty);
        assert_eq!(LogFormat::Pretty.resolve(false), LogFormat::Pretty);
        assert_eq!(LogFormat::Json.resolve(true), LogFormat::Json);
    }
}

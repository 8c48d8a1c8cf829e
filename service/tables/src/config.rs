//! The table server's configuration: flags, each also an environment variable.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Parser;

/// A table server on the Poch engine.
#[derive(Clone, Debug, Parser)]
#[command(name = "poch-tables", version, about)]
pub struct Config {
    /// The address to serve on.
    #[arg(long, env = "POCH_TABLES_LISTEN", default_value = "127.0.0.1:8090")]
    pub listen: SocketAddr,
    /// Where the SQLite database (and the sealing key made for it) is kept; made on first
    /// start.
    #[arg(long, env = "POCH_TABLES_DATA_DIR", default_value = "poch-tables-data")]
    pub data_dir: PathBuf,
    /// The database instead: `postgres://user@host/db` for several replicas (or
    /// `sqlite://PATH`).
    #[arg(long, env = "POCH_TABLES_DATABASE_URL")]
    pub database_url: Option<String>,
    /// The engine service to call over gRPC (`grpc://host:port`); absent: the engine runs in
    /// this process.
    #[arg(long, env = "POCH_TABLES_ENGINE_URL")]
    pub engine_url: Option<String>,
    /// The in-process engine's sealing keys, `ID:KEY,…` as `poch-service` takes them; absent:
    /// a key kept in the data directory (SQLite) or in the database (PostgreSQL, shared by the
    /// replicas).
    #[arg(long, env = "POCH_SEALING_KEYS", hide_env_values = true)]
    pub sealing_keys: Option<String>,
    /// A file of sealing keys, one `ID:KEY` a line.
    #[arg(long, env = "POCH_SEALING_KEYS_FILE")]
    pub sealing_keys_file: Option<PathBuf>,
    /// Connections to the database.
    #[arg(long, env = "POCH_TABLES_DB_CONNECTIONS", default_value_t = 8)]
    pub db_connections: u32,
    /// Tables one client address may hold open at once.
    #[arg(long, env = "POCH_TABLES_MAX_TABLES_PER_CLIENT", default_value_t = 20)]
    pub max_tables_per_client: u64,
    /// Sockets one client address may hold at once.
    #[arg(long, env = "POCH_TABLES_MAX_SOCKETS_PER_CLIENT", default_value_t = 32)]
    pub max_sockets_per_client: usize,
    /// The time each seed stage (the hashes, then the seeds) may take, in milliseconds.
    #[arg(long, env = "POCH_TABLES_SEED_MS", default_value_t = 60_000)]
    pub seed_ms: u64,
    /// Log as JSON lines.
    #[arg(long, env = "POCH_TABLES_LOG_JSON", default_value_t = false)]
    pub log_json: bool,
    /// Print the OpenAPI document and exit.
    #[arg(long)]
    pub print_openapi: bool,
}

impl Config {
    /// The database's URL: the one given, or the SQLite file in the data directory.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("tables.db").display()
            ),
        }
    }
}

//! `poch-tables`: serve tables (docs/table-server.md).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use clap::Parser;
use poch_service::token::{Sealer, SealingKey};
use poch_tables::config::Config;
use poch_tables::engine::Engine;
use poch_tables::rest::{App, router};
use poch_tables::store::{Backend, Store};
use poch_tables::table::{Limits, Tables};

fn main() -> std::process::ExitCode {
    let config = Config::parse();
    if config.print_openapi {
        print!("{}", poch_tables::rest::openapi_json());
        return std::process::ExitCode::SUCCESS;
    }
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    if config.log_json {
        tracing_subscriber::fmt()
            .json()
            .with_writer(std::io::stderr)
            .with_env_filter(filter)
            .init();
    } else {
        tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_env_filter(filter)
            .init();
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("poch-tables: no runtime: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(config)) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("poch-tables: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

/// The in-process engine's keys: configured, or kept beside the database.
async fn sealer(config: &Config, store: &Store) -> Result<Sealer, Box<dyn std::error::Error>> {
    let mut keys = Vec::new();
    if let Some(list) = &config.sealing_keys {
        for entry in list.split(',').filter(|e| !e.trim().is_empty()) {
            keys.push(SealingKey::parse(entry)?);
        }
    }
    if let Some(path) = &config.sealing_keys_file {
        for line in std::fs::read_to_string(path)?.lines() {
            let line = line.split('#').next().unwrap_or_default().trim();
            if !line.is_empty() {
                keys.push(SealingKey::parse(line)?);
            }
        }
    }
    if keys.is_empty() {
        let fresh = SealingKey::generate("tables")?;
        let entry = match store.backend() {
            Backend::Sqlite => {
                let path = config.data_dir.join("sealing.key");
                if !path.exists() {
                    write_secret(&path, &fresh)?;
                    tracing::warn!(path = %path.display(), "made a sealing key for the in-process engine");
                }
                std::fs::read_to_string(&path)?.trim().to_owned()
            }
            Backend::Postgres => {
                tracing::warn!(
                    "no sealing key configured: the replicas share one kept in the database"
                );
                store.shared_key(&fresh).await?
            }
        };
        keys.push(SealingKey::parse(&entry)?);
    }
    Ok(Sealer::new(keys)?)
}

fn write_secret(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(path)?.write_all(text.as_bytes())
}

async fn run(config: Config) -> Result<(), Box<dyn std::error::Error>> {
    if config.database_url.is_none() {
        std::fs::create_dir_all(&config.data_dir)?;
    }
    let store = Store::open(&config.database_url(), config.db_connections).await?;
    let engine = match &config.engine_url {
        Some(url) => Engine::remote(url).await?,
        None => Engine::in_process(sealer(&config, &store).await?),
    };
    let tables = Arc::new(Tables {
        store,
        engine,
        hub: Default::default(),
        limits: Limits {
            tables_per_client: config.max_tables_per_client,
            sockets_per_client: config.max_sockets_per_client,
            seed_ms: config.seed_ms,
            ..Limits::default()
        },
        metrics: Default::default(),
        wake: Default::default(),
    });
    tokio::spawn(poch_tables::clock::run(tables.clone()));
    if tables.store.backend() == Backend::Postgres {
        tokio::spawn(poch_tables::hub::listen(tables.clone()));
    }
    let app = Arc::new(App {
        tables,
        sockets: Default::default(),
        ready: AtomicBool::new(true),
    });
    let listener = tokio::net::TcpListener::bind(config.listen).await?;
    tracing::info!(address = %listener.local_addr()?, "serving tables");
    let ready = app.clone();
    axum::serve(
        listener,
        router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async move {
        let _ = tokio::signal::ctrl_c().await;
        ready
            .ready
            .store(false, std::sync::atomic::Ordering::Relaxed);
    })
    .await?;
    Ok(())
}

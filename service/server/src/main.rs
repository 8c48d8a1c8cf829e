//! `poch-service`: serves the Poch rules engine over gRPC and REST on one port.

use clap::Parser;
use poch_service::config::Config;

/// mimalloc: requests allocate and free many small values (cards, events) across worker
/// threads, where it is markedly cheaper than the system allocator (BENCHMARKS.md). Built with
/// its `no_thp` feature: with transparent huge pages its first arena alone kept 18 MiB resident.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    let mut config = Config::parse();
    config.log_format = config
        .log_format
        .resolve(std::io::IsTerminal::is_terminal(&std::io::stdout()));
    let workers = config.workers();
    if let Err(e) = poch_service::config::check_cors_origins(&config.cors_origins) {
        eprintln!("poch-service: {e}");
        return std::process::ExitCode::from(2);
    }
    if config.noop_baseline && !poch_service::HAS_NOOP_BASELINE {
        eprintln!(
            "poch-service: this build has no no-op baseline (--noop-baseline): build it with \
             `--features noop`"
        );
        return std::process::ExitCode::from(2);
    }
    if config.print_openapi {
        return match poch_service::rest::openapi_json() {
            Ok(json) => {
                print!("{json}");
                std::process::ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("poch-service: cannot write the OpenAPI document: {e}");
                std::process::ExitCode::FAILURE
            }
        };
    }
    if let Some(id) = &config.generate_sealing_key {
        return match poch_service::token::SealingKey::generate(id) {
            Ok(entry) => {
                println!("{entry}");
                std::process::ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("poch-service: {e}");
                std::process::ExitCode::FAILURE
            }
        };
    }
    let keys = match config.keys() {
        Ok(keys) => keys,
        Err(e) => {
            eprintln!("poch-service: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    if let Err(e) = config
        .check_ticket_mode(&keys)
        .and_then(|()| config.check_limits())
    {
        eprintln!("poch-service: {e}");
        return std::process::ExitCode::from(2);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers.count)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("poch-service: cannot start the runtime: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    runtime.block_on(async {
        let telemetry = match poch_service::telemetry::init(&config) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("poch-service: cannot start telemetry: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        let signals = match poch_service::Signals::install() {
            Ok(s) => s,
            Err(e) => {
                eprintln!("poch-service: cannot listen for signals: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        let listener = match poch_service::serve::listen(config.addr, config.listen_backlog) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("poch-service: cannot listen on {}: {e}", config.addr);
                return std::process::ExitCode::FAILURE;
            }
        };
        let result = poch_service::serve(config, keys, workers, signals, listener).await;
        telemetry.shutdown().await;
        match result {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("poch-service: {e}");
                std::process::ExitCode::FAILURE
            }
        }
    })
}

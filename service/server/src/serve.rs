//! Serving and draining: the listener, the signals, and the order in which a replica stops.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use tokio::net::TcpListener;

use crate::app::AppState;
use crate::config::Config;
use crate::router::{app_with_gate, pages};
use crate::{config, conn, grpc, ops};

/// The listener on `addr`, with a listen backlog of `backlog` connections
/// (`--listen-backlog`; std and tokio's `bind` take 128). `SO_REUSEADDR` is set, as `bind`
/// does, so that a restarted server binds at once.
///
/// # Errors
///
/// When the socket cannot be made, bound or listened on.
pub fn listen(addr: std::net::SocketAddr, backlog: u32) -> std::io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(backlog.max(1))
}

/// Serves until SIGTERM or SIGINT, then drains: readiness and gRPC health (the server's, `""`,
/// and the engine service's) turn not serving at once; connections are still accepted and
/// served for the drain delay, so that load balancers stop sending new requests before any is
/// refused (a second signal ends the delay); then new connections are refused, every
/// connection is shut down gracefully, and the requests in flight finish, for at most the
/// drain timeout.
///
/// # Errors
///
/// When the address cannot be bound or serving fails.
pub async fn serve(
    config: Config,
    keys: config::Keys,
    workers: config::Workers,
    mut signals: Signals,
    listener: TcpListener,
) -> std::io::Result<()> {
    let addr = listener.local_addr()?;
    log_configuration(&config, &keys, &workers, addr);
    if keys.ephemeral {
        tracing::warn!(
            "no sealing key configured (--sealing-keys, --sealing-keys-file): sealing with a key \
             made at start; its tokens die with this process and no other replica opens them"
        );
    }
    let state = Arc::new(
        AppState::new(
            ops::Service {
                policy: config.policy(),
                sealer: keys.sealer,
                pre_match_ttl: Duration::from_millis(config.pre_match_ttl_ms),
                table_digests: ops::TableDigests::default(),
            },
            config.max_body_bytes,
        )
        .with_blocking(crate::blocking::Blocking::for_workers(workers.count)),
    );
    let (router, health, gate) = app_with_gate(&config, state.clone());
    health
        .set_serving::<poch_api::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
        .await;
    health
        .set_service_status("", tonic_health::ServingStatus::Serving)
        .await;
    tracing::info!(addr = %addr, "serving gRPC and REST");
    log_pages(&config, addr);
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let drain_delay = config.drain_delay();
    let drain_timeout = config.drain_timeout();
    let side_streams = gate.clone();
    let shutdown = async move {
        signals.recv().await;
        state.ready.store(false, Ordering::SeqCst);
        health
            .set_service_status("", tonic_health::ServingStatus::NotServing)
            .await;
        health
            .set_not_serving::<poch_api::v1::engine_service_server::EngineServiceServer<grpc::Grpc>>()
            .await;
        tracing::info!(
            delay_ms = config.drain_delay_ms,
            "draining: not ready; still accepting during the drain delay"
        );
        tokio::select! {
            () = tokio::time::sleep(drain_delay) => {}
            () = signals.recv() => {
                tracing::info!("a second signal: the drain delay ends early");
            }
        }
        tracing::info!(
            timeout_ms = config.drain_timeout_ms,
            "draining: no longer accepting; finishing the requests in flight"
        );
        let _ = stop.send(true);
        side_streams.streams.drain();
    };
    let server = conn::Server::new(&config, router, gate);
    tokio::select! {
        result = server.run(listener, stopped) => {
            tracing::info!("drained");
            result
        }
        () = async {
            shutdown.await;
            tokio::time::sleep(drain_timeout).await;
        } => {
            tracing::warn!("drain timeout: closing the connections still open");
            Ok(())
        }
    }
}

/// Logs the effective configuration once, at start: every setting as the server uses it,
/// the sealing keys by their ids only.
fn log_configuration(
    config: &Config,
    keys: &config::Keys,
    workers: &config::Workers,
    addr: std::net::SocketAddr,
) {
    let key_ids: Vec<&str> = keys.sealer.key_ids().collect();
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        addr = %addr,
        workers = workers.count,
        workers_source = workers.source,
        cpu_limit = %workers.cpu_limit.map_or_else(|| "none".to_owned(), |l| l.to_string()),
        request_timeout_ms = config.request_timeout_ms,
        concurrency_limit = config.concurrency_limit,
        concurrency_per_client = ?config.concurrency_per_client,
        concurrency_per_connection = ?config.concurrency_per_connection,
        queue_target_us = config.queue_target_us,
        queue_interval_ms = config.queue_interval_ms,
        max_request_bytes_per_client = ?config.max_request_bytes_per_client,
        max_request_bytes_per_connection = ?config.max_request_bytes_per_connection,
        max_held_answer_bytes_per_client = ?config.max_held_answer_bytes_per_client,
        max_held_answer_bytes_per_connection = ?config.max_held_answer_bytes_per_connection,
        answer_read_timeout_ms = config.answer_read_timeout_ms,
        max_long_work_per_client = config.max_long_work_per_client,
        max_long_work_per_connection = config.max_long_work_per_connection,
        trusted_proxies = %config
            .trusted_proxies
            .iter()
            .map(|(ip, bits)| format!("{ip}/{bits}"))
            .collect::<Vec<_>>()
            .join(","),
        max_body_bytes = config.max_body_bytes,
        max_request_bytes_in_flight = config.max_request_bytes_in_flight,
        header_read_timeout_ms = config.header_read_timeout_ms,
        idle_timeout_ms = config.idle_timeout_ms,
        max_connections = config.max_connections,
        max_connections_per_client = ?config.max_connections_per_client,
        listen_backlog = config.listen_backlog,
        max_streams_per_connection = config.max_streams_per_connection,
        drain_delay_ms = config.drain_delay_ms,
        drain_timeout_ms = config.drain_timeout_ms,
        sealing_key = keys.sealer.sealing_key_id(),
        sealing_key_ids = %key_ids.join(","),
        sealing_keys_ephemeral = keys.ephemeral,
        require_sealed = config.require_sealed,
        ticket_mode = config.ticket_mode,
        allow_caller_seeds = config.allow_caller_seeds,
        allow_deck_orders = config.allow_deck_orders,
        pre_match_ttl_ms = config.pre_match_ttl_ms,
        log_format = config.log_format.name(),
        log = %crate::error::bounded(&config.log),
        noop_baseline = config.noop_baseline,
        serve_docs = config.serve_docs,
        serve_play = config.serve_play,
        serve_reflection = config.serve_reflection,
        grpc_compress_min_bytes = config.grpc_compress_min_bytes,
        max_held_answer_bytes = config.max_held_answer_bytes,
        otlp = std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_some_and(|v| !v.is_empty()),
        "configuration"
    );
}

/// Logs where a person finds the pages: the table at `/play` and the API at `/docs`, each
/// as a URL to open (a wildcard address is opened on the loopback).
fn log_pages(config: &Config, addr: std::net::SocketAddr) {
    let host = match addr.ip() {
        ip if ip.is_unspecified() && ip.is_ipv4() => "127.0.0.1".to_owned(),
        ip if ip.is_unspecified() => "[::1]".to_owned(),
        std::net::IpAddr::V4(ip) => ip.to_string(),
        std::net::IpAddr::V6(ip) => format!("[{ip}]"),
    };
    let base = format!("http://{host}:{}", addr.port());
    let pages = pages(config);
    if pages.play {
        let url = format!("{base}/play");
        tracing::info!(url = %url, "play a match in the browser: {url}");
    }
    if pages.docs {
        let url = format!("{base}/docs");
        tracing::info!(url = %url, "the REST API, tried in the browser: {url}");
    }
}

/// SIGTERM and SIGINT, listened for from the moment they are installed: a signal that arrives
/// before the server has started serving still starts the drain, rather than killing the
/// process. Install them before binding the listener, so that a replica that accepts
/// connections also drains.
pub struct Signals {
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
}

impl Signals {
    /// Starts listening for SIGTERM and SIGINT (inside a tokio runtime).
    ///
    /// # Errors
    ///
    /// When the signal handlers cannot be installed.
    pub fn install() -> std::io::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Ok(Signals {
                term: signal(SignalKind::terminate())?,
                interrupt: signal(SignalKind::interrupt())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    /// The next SIGTERM or SIGINT.
    pub async fn recv(&mut self) {
        #[cfg(unix)]
        tokio::select! {
            _ = self.term.recv() => {}
            _ = self.interrupt.recv() => {}
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

//! A client's share of the connection cap: one client (`127.0.0.2`) that opens far more
//! connections than its share has those past it closed as they are accepted, unread, counted as
//! `poch_shed_total{budget="connections",scope="client"}`, while another client (`127.0.0.1`)
//! connects and is served on both wires; at the cap, the connection shut down for a newcomer
//! is one of the client holding the most; a trusted proxy's connections have no such share.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use poch_tests::Server;
use poch_tests::attack::{ATTACKER, CALLER, connect_from};
use poch_tests::kit::{
    assert_apply_served_with, closed_within, fresh_client, metrics, sample, start_flagged,
};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

/// A third client: a trusted proxy, or a newcomer.
const THIRD: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));

/// New connections closed past their client's share so far (0 when none was counted).
async fn shed_connections(server: &Server) -> u64 {
    let text = metrics(server).await;
    sample(
        &text,
        "poch_shed_total{budget=\"connections\",scope=\"client\"}",
    )
    .and_then(|v| v.parse().ok())
    .unwrap_or(0)
}

/// `n` connections from `from`, each checked for `limit`: those the server closed, and those
/// it kept open.
async fn open_and_sort(
    from: IpAddr,
    addr: SocketAddr,
    n: usize,
    limit: Duration,
) -> (usize, Vec<TcpStream>) {
    let mut opened = Vec::new();
    // A connection reset as it is accepted may fail as it is set up (TCP_NODELAY): closed.
    let mut closed = 0;
    for _ in 0..n {
        match connect_from(from, addr).await {
            Ok(tcp) => opened.push(tcp),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => closed += 1,
            Err(e) => panic!("connect: {e}"),
        }
    }
    let mut checks = tokio::task::JoinSet::new();
    for mut tcp in opened {
        checks.spawn(async move {
            let closed = closed_within(&mut tcp, limit).await;
            (closed, tcp)
        });
    }
    let mut open = Vec::new();
    while let Some(check) = checks.join_next().await {
        let (was_closed, tcp) = check.expect("a check");
        if was_closed {
            closed += 1;
        } else {
            open.push(tcp);
        }
    }
    (closed, open)
}

/// A keep-alive `GET /v1/rules/presets` on `tcp`: whether it was answered 200.
async fn presets_on(tcp: &mut TcpStream) -> bool {
    let head = b"GET /v1/rules/presets HTTP/1.1\r\nHost: x\r\n\r\n";
    if tcp.write_all(head).await.is_err() {
        return false;
    }
    let mut buf = vec![0u8; 64 * 1024];
    match tokio::time::timeout(Duration::from_secs(5), tcp.read(&mut buf)).await {
        Ok(Ok(n)) if n > 0 => buf[..n].starts_with(b"HTTP/1.1 200"),
        _ => false,
    }
}

/// One client opens three times its share (8 of a cap of 32) and keeps reconnecting: the 16
/// connections past its share are closed at once, unread, each counted; the 8 within it stay
/// open; another client's REST and gRPC `Apply`s on new connections are all served
/// meanwhile; once the client closes some, it may open as many again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_past_its_share_of_connections_is_cut_and_another_is_served() {
    let server = start_flagged(&[
        ("--max-connections", "32"),
        ("--header-read-timeout-ms", "30000"),
        ("--idle-timeout-ms", "30000"),
    ]);
    // 24 connections that send nothing: within the header-read timeout, only the share closes
    // any.
    let (closed, mut held) =
        open_and_sort(ATTACKER, server.addr, 24, Duration::from_millis(1500)).await;
    assert_eq!((closed, held.len()), (16, 8), "a quarter of the cap kept");
    assert_eq!(shed_connections(&server).await, 16);

    // The client keeps reconnecting while another is served.
    let stop = Arc::new(AtomicBool::new(false));
    let reconnected = Arc::new(AtomicU64::new(0));
    let mut churn = Vec::new();
    for _ in 0..8 {
        let (stop, reconnected, addr) = (stop.clone(), reconnected.clone(), server.addr);
        churn.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                if let Ok(mut tcp) = connect_from(ATTACKER, addr).await {
                    let _ = tcp
                        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                        .await;
                    if closed_within(&mut tcp, Duration::from_secs(2)).await {
                        reconnected.fetch_add(1, Ordering::Relaxed);
                    }
                }
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        }));
    }
    let fresh = fresh_client(Duration::from_secs(5));
    for _ in 0..10 {
        tokio::time::timeout(
            Duration::from_secs(10),
            assert_apply_served_with(&server, &fresh),
        )
        .await
        .expect("served beside the flood");
    }
    stop.store(true, Ordering::Relaxed);
    for task in churn {
        let _ = task.await;
    }
    let reconnected = reconnected.load(Ordering::Relaxed);
    assert!(reconnected > 0, "the reconnections were closed");
    assert!(shed_connections(&server).await >= 16 + reconnected);
    // Its held connections were not touched: each still serves.
    for tcp in &mut held {
        assert!(
            presets_on(tcp).await,
            "a connection within the share serves"
        );
    }
    // Closed ones give their places back.
    held.truncate(4);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (closed, mut again) =
        open_and_sort(ATTACKER, server.addr, 4, Duration::from_millis(500)).await;
    assert_eq!(closed, 0, "places given back");
    assert!(presets_on(&mut again[0]).await);
}

/// At the cap (8, each client's share 6), a newcomer takes the place of an idle connection of
/// the client holding the most (6), not of the client holding fewer (2) whose connections have
/// been idle longer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_the_cap_the_client_holding_the_most_gives_a_connection_up() {
    let server = start_flagged(&[
        ("--max-connections", "8"),
        ("--max-connections-per-client", "6"),
        ("--header-read-timeout-ms", "30000"),
        ("--idle-timeout-ms", "30000"),
    ]);
    let mut light = Vec::new();
    for _ in 0..2 {
        let mut tcp = connect_from(CALLER, server.addr).await.expect("connect");
        assert!(presets_on(&mut tcp).await);
        light.push(tcp);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut heavy = Vec::new();
    for _ in 0..6 {
        heavy.push(connect_from(ATTACKER, server.addr).await.expect("connect"));
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut newcomer = connect_from(THIRD, server.addr).await.expect("connect");
    assert!(presets_on(&mut newcomer).await, "the newcomer is served");
    let mut checks = tokio::task::JoinSet::new();
    for mut tcp in heavy {
        checks.spawn(async move { closed_within(&mut tcp, Duration::from_millis(500)).await });
    }
    let mut closed = 0;
    while let Some(check) = checks.join_next().await {
        closed += usize::from(check.expect("a check"));
    }
    assert_eq!(
        closed, 1,
        "one of the heavy client's connections gave its place up"
    );
    for tcp in &mut light {
        assert!(
            presets_on(tcp).await,
            "the light client keeps its connections"
        );
    }
}

/// Behind a trusted proxy every connection comes from it: its connections have no client share
/// (ten of a cap of 16 are all served), while those of an address that is no proxy are cut at
/// their share (4).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trusted_proxy_s_connections_are_not_cut_by_the_client_share() {
    let server = start_flagged(&[
        ("--max-connections", "16"),
        ("--trusted-proxies", "127.0.0.3"),
        ("--header-read-timeout-ms", "30000"),
    ]);
    let (closed, mut proxied) =
        open_and_sort(THIRD, server.addr, 10, Duration::from_millis(500)).await;
    assert_eq!(closed, 0, "a trusted proxy's connections are kept");
    for tcp in &mut proxied {
        assert!(
            presets_on(tcp).await,
            "each of the proxy's connections serves"
        );
    }
    assert_eq!(shed_connections(&server).await, 0);
    let (closed, _kept) =
        open_and_sort(ATTACKER, server.addr, 10, Duration::from_millis(1000)).await;
    assert_eq!(closed, 6, "another address is held to its share");
    assert_eq!(shed_connections(&server).await, 6);
}

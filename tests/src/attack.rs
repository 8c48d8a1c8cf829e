//! What the attack examples share (`tests/examples/attacks.rs`,
//! `tests/examples/fair_shares.rs`): connections from a chosen loopback address (an attacker on
//! `127.0.0.2` is another client than a caller on `127.0.0.1`), one call on a new connection over
//! HTTP/1.1 or gRPC, the tally of a legitimate caller's calls, and the server's CPU time.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpSocket, TcpStream};

/// The address legitimate callers connect from.
pub const CALLER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));

/// The address attackers connect from: another client than [`CALLER`] (Linux routes all of
/// `127.0.0.0/8` to the loopback).
pub const ATTACKER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

/// The addresses of many attacking clients, `127.0.1.1` to `127.0.1.16`: the `i`th of an
/// attack's connections comes from [`attacker`]`(i)`, so that together they can fill the
/// connection cap (each client holds a quarter of it at most by default).
pub fn attacker(i: usize) -> IpAddr {
    let host = u8::try_from(i % 16).unwrap_or(0) + 1;
    IpAddr::V4(Ipv4Addr::new(127, 0, 1, host))
}

/// A TCP connection to `addr` from `from` (any port).
///
/// # Errors
///
/// When the socket cannot be bound or the connection is refused.
pub async fn connect_from(from: IpAddr, addr: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = match from {
        IpAddr::V4(_) => TcpSocket::new_v4()?,
        IpAddr::V6(_) => TcpSocket::new_v6()?,
    };
    socket.bind(SocketAddr::new(from, 0))?;
    let tcp = socket.connect(addr).await?;
    tcp.set_nodelay(true)?;
    Ok(tcp)
}

/// An HTTP/2 connection to `addr` from `from`, with a stream window of `window` bytes (0: the
/// client reads no answer's body), its connection driven by a task of its own.
pub async fn h2_connect_from(
    from: IpAddr,
    addr: SocketAddr,
    window: Option<u32>,
) -> Option<h2::client::SendRequest<Bytes>> {
    let tcp = connect_from(from, addr).await.ok()?;
    let mut builder = h2::client::Builder::new();
    if let Some(window) = window {
        builder.initial_window_size(window);
    }
    let (client, connection) = builder.handshake(tcp).await.ok()?;
    tokio::spawn(connection);
    Some(client)
}

/// One HTTP/1.1 request (`head`, which should say `Connection: close`, then `body`) on a new
/// connection from `from`; the answer's status once it has been read whole.
pub async fn http1_status(from: IpAddr, addr: SocketAddr, head: &str, body: &[u8]) -> Option<u16> {
    let mut tcp = connect_from(from, addr).await.ok()?;
    let mut request = head.as_bytes().to_vec();
    request.extend_from_slice(body);
    tcp.write_all(&request).await.ok()?;
    let mut answer = Vec::new();
    tcp.read_to_end(&mut answer).await.ok()?;
    let line = answer.get(..12)?;
    std::str::from_utf8(line.get(9..12)?).ok()?.parse().ok()
}

/// The head of a REST `POST` to `path` with a JSON body of `length` bytes, on a connection the
/// server closes after its answer.
pub fn rest_head(path: &str, length: usize) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         Content-Length: {length}\r\nConnection: close\r\n\r\n"
    )
}

/// One unary gRPC call to `path` with the framed `body` on a new HTTP/2 connection from
/// `from`; whether it was served (`grpc-status` 0), its answer read whole.
pub async fn grpc_ok(from: IpAddr, addr: SocketAddr, path: &str, body: Bytes) -> bool {
    grpc_served(from, addr, path, body).await.is_ok()
}

/// [`grpc_ok`], with what it was answered when it was not served.
///
/// # Errors
///
/// The gRPC code of a call not served, or what broke.
pub async fn grpc_served(
    from: IpAddr,
    addr: SocketAddr,
    path: &str,
    body: Bytes,
) -> Result<(), String> {
    let Some(h2) = h2_connect_from(from, addr, None).await else {
        return Err("no connection".into());
    };
    match grpc_status_on(h2, addr, path, body).await {
        Some(tonic::Code::Ok) => Ok(()),
        Some(code) => Err(format!("gRPC {code:?}")),
        None => Err("stream broken".into()),
    }
}

/// Served (HTTP 200), or what it was answered.
///
/// # Errors
///
/// The status of a call not served, or none.
pub fn http_served(status: Option<u16>) -> Result<(), String> {
    match status {
        Some(200) => Ok(()),
        Some(status) => Err(format!("HTTP {status}")),
        None => Err("no answer".into()),
    }
}

/// [`grpc_ok`] on the connection `h2`.
pub async fn grpc_ok_on(
    h2: h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    body: Bytes,
) -> bool {
    grpc_status_on(h2, addr, path, body).await == Some(tonic::Code::Ok)
}

/// One unary gRPC call to `path` with the framed `body` on the connection `h2`: its status
/// (from its headers or its trailers), its answer read whole; `None` when the stream failed.
pub async fn grpc_status_on(
    h2: h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    body: Bytes,
) -> Option<tonic::Code> {
    let mut h2 = h2.ready().await.ok()?;
    let (response, mut send) = h2
        .send_request(crate::grpc_request(addr, path), false)
        .ok()?;
    send.reserve_capacity(body.len());
    // A call refused before its body is read may be reset before the body is sent: its answer
    // is read all the same.
    let _ = send.send_data(body, true);
    let (parts, mut body) = response.await.ok()?.into_parts();
    if let Some(status) = tonic::Status::from_header_map(&parts.headers) {
        return Some(status.code());
    }
    while let Some(chunk) = body.data().await {
        let chunk = chunk.ok()?;
        let _ = body.flow_control().release_capacity(chunk.len());
    }
    let trailers = body.trailers().await.ok()??;
    tonic::Status::from_header_map(&trailers).map(|s| s.code())
}

/// What a legitimate caller asked and was served, by kind of call, with the times of those
/// served.
pub struct Tally {
    names: Vec<&'static str>,
    asked: Vec<AtomicU64>,
    served: Vec<AtomicU64>,
    times: Mutex<Vec<Vec<Duration>>>,
    /// The calls not served, by kind and what they were answered.
    failed: Mutex<std::collections::BTreeMap<(usize, String), u64>>,
}

impl Tally {
    /// A tally of the calls `names`, by their index.
    pub fn new(names: &[&'static str]) -> Tally {
        Tally {
            names: names.to_vec(),
            asked: names.iter().map(|_| AtomicU64::new(0)).collect(),
            served: names.iter().map(|_| AtomicU64::new(0)).collect(),
            times: Mutex::new(vec![Vec::new(); names.len()]),
            failed: Mutex::default(),
        }
    }

    /// Counts a call of kind `i` asked.
    pub fn asked(&self, i: usize) {
        self.asked[i].fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a call of kind `i` served, that took `took`.
    pub fn served(&self, i: usize, took: Duration) {
        self.served[i].fetch_add(1, Ordering::Relaxed);
        if let Ok(mut times) = self.times.lock() {
            times[i].push(took);
        }
    }

    /// Times `call` as a call of kind `i` within `limit`: asked, and served when it answers
    /// true in time.
    pub async fn time(
        &self,
        i: usize,
        limit: Duration,
        call: impl std::future::Future<Output = bool>,
    ) {
        self.time_outcome(i, limit, async {
            if call.await {
                Ok(())
            } else {
                Err("not served".into())
            }
        })
        .await;
    }

    /// [`Tally::time`], with what a call not served was answered.
    pub async fn time_outcome(
        &self,
        i: usize,
        limit: Duration,
        call: impl std::future::Future<Output = Result<(), String>>,
    ) {
        self.asked(i);
        let start = Instant::now();
        match tokio::time::timeout(limit, call).await {
            Ok(Ok(())) => self.served(i, start.elapsed()),
            Ok(Err(why)) => self.fail(i, why),
            Err(_) => self.fail(i, format!("no answer within {limit:?}")),
        }
    }

    fn fail(&self, i: usize, why: String) {
        if let Ok(mut failed) = self.failed.lock() {
            *failed.entry((i, why)).or_default() += 1;
        }
    }

    /// The calls not served, by kind and what they were answered (empty when all were).
    pub fn failures(&self) -> String {
        let Ok(failed) = self.failed.lock() else {
            return String::new();
        };
        failed
            .iter()
            .map(|((i, why), n)| format!("{} {why}: {n}", self.names[*i]))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// `name served/asked (share %)` for each kind, comma-separated.
    pub fn shares(&self) -> String {
        self.names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let (n, asked) = (
                    self.served[i].load(Ordering::Relaxed),
                    self.asked[i].load(Ordering::Relaxed),
                );
                format!(
                    "{name} {n}/{asked} ({:.1} %)",
                    100.0 * n as f64 / asked.max(1) as f64
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The served calls' p50, p99 and longest time, for each kind.
    pub fn latencies(&self) -> String {
        let Ok(mut times) = self.times.lock() else {
            return String::new();
        };
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        self.names
            .iter()
            .zip(times.iter_mut())
            .map(|(name, t)| {
                t.sort();
                let at =
                    |q: f64| t.get(((t.len() as f64 * q) as usize).min(t.len().saturating_sub(1)));
                format!(
                    "{name} p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
                    at(0.5).copied().map_or(0.0, ms),
                    at(0.99).copied().map_or(0.0, ms),
                    t.last().copied().map_or(0.0, ms)
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// The CPU time process `pid` has taken, in seconds (user and system, from `/proc/PID/stat`).
pub fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // Clock ticks: 100 a second on Linux.
    (ticks(11) + ticks(12)) / 100.0
}

/// Sleeps `total`, or until `stop`.
pub async fn sleep_until_stop(stop: &AtomicBool, total: Duration) {
    let end = Instant::now() + total;
    while Instant::now() < end && !stop.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(50).min(end - Instant::now())).await;
    }
}

/// The peak resident memory of process `pid` sampled every 200 ms until `seconds` have passed:
/// the largest `VmRSS` seen.
pub async fn watch_rss(pid: u32, seconds: u64) -> f64 {
    let mut peak = crate::rss_mib(pid);
    let end = Instant::now() + Duration::from_secs(seconds);
    while Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(200)).await;
        peak = peak.max(crate::rss_mib(pid));
    }
    peak
}

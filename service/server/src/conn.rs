//! Connections: the accept loop with its cap, and each connection served by hyper (HTTP/1.1 and
//! h2c on one port) with bounded time and memory.
//!
//! * **A client's share.** A client (the peer address, an IPv6 one by its /64: a connection's
//!   client is its peer, whatever its requests forward) holds at most
//!   `--max-connections-per-client` connections at once. A new connection past that share is
//!   closed as it is accepted, unread and with a reset (no `TIME_WAIT` kept for it), counted
//!   as `poch_shed_total{budget="connections",scope="client"}`, and the accept loop goes on to
//!   the next at once: one client cannot hold the places of the cap, nor keep the accept loop
//!   and the listen queue busy with its reconnections. A trusted proxy's connections have no
//!   such share (they carry many clients) but count in the cap.
//! * **Cap.** At most `--max-connections` connections are served. At the cap, a new connection
//!   takes the place of an idle one (no request in flight, for at least [`EVICTABLE_AFTER`]:
//!   a connection that sent no head yet, a kept-alive one between requests, one that only
//!   polls the probes or holds only health streams), which is shut down: connections that do
//!   no work cannot keep out those that bring some. The idle connection taken is one of the
//!   client holding the most connections: a client that holds fewer keeps its connections
//!   while another holding more has one idle. The new connection waits for the freed place in
//!   a task of its own, not in the accept loop. When every connection
//!   is busy, a few more are taken for the probes only (every other request on them is shed,
//!   and each is closed once answered, or after one second without a request); past those, a
//!   new connection is closed as soon as it is accepted, so that file descriptors never run
//!   out and the listen queue never fills.
//! * **Header-read timeout.** A new connection must bring its first request's head (HTTP/1.1:
//!   the request line and headers; HTTP/2: the preface, settings and a HEADERS frame) within
//!   `--header-read-timeout-ms`. A later HTTP/1.1 head is held to the same from its first
//!   byte: a keep-alive connection that sends nothing is idle, not slow.
//! * **Idle timeout.** A connection with no request in flight for `--idle-timeout-ms` is shut
//!   down gracefully (HTTP/2: GOAWAY) and closed if it has not finished within the header-read
//!   timeout after that (an answer a client never reads does not keep it open). An HTTP/1.1
//!   keep-alive connection waits for its next request this long.
//! * **Memory.** HTTP/2 streams per connection, flow-control windows, the send buffer of each
//!   stream, the header list and HTTP/1.1's read buffer are bounded (see [`Server::new`]).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};

use crate::admission::Gate;
use crate::answers::Unread;
use crate::config::Config;
use crate::metrics::Closed;
use crate::shares::{Budget, Client, ClientKey, Holding, Peer, Shed, Taken};

/// The HTTP/2 flow-control window of one stream: what a client may send ahead on it.
const STREAM_WINDOW: u32 = 256 * 1024;
/// The HTTP/2 flow-control window of a connection.
const CONNECTION_WINDOW: u32 = 1024 * 1024;
/// The answer bytes buffered for one HTTP/2 stream whose client does not read them.
const SEND_BUFFER: usize = 64 * 1024;
/// The largest header list (HTTP/2) and read buffer (HTTP/1.1, which holds the head).
const HEADER_BYTES: u32 = 16 * 1024;
const HTTP1_BUFFER: usize = 64 * 1024;
/// HTTP/2 keep-alive: a ping after this much silence, and the connection closed when the
/// client does not answer it within [`KEEP_ALIVE_TIMEOUT`].
const KEEP_ALIVE_INTERVAL: Duration = Duration::from_secs(20);
const KEEP_ALIVE_TIMEOUT: Duration = Duration::from_secs(10);

/// The longest a connection taken for probes may take to bring its request's head.
const PROBE_HEADER_READ_TIMEOUT: Duration = Duration::from_secs(1);

/// How long a connection must have had no request in flight before a new connection may take
/// its place at the cap. Short: the connection idle the longest goes first, so one that has
/// just connected (and is sending its first head) is the last to go; a longer wait would let
/// connections that bring nothing, reconnecting fast, take each other's places and none of
/// theirs be old enough for a caller with work.
pub const EVICTABLE_AFTER: Duration = Duration::from_millis(1);

/// How long a new connection waits at the cap for the place of the connection it shut down.
const EVICTION_WAIT: Duration = Duration::from_millis(100);

/// New connections that may wait at the cap at once, each for the place of a connection it
/// shut down (beyond them a new connection is taken for the probes, or closed): the connections
/// asked to close at the same time.
const EVICTING_AT_ONCE: usize = 32;

/// How long a connection closed for an unread answer, or for requests past their share, has to
/// send its GOAWAY.
const UNREAD_GRACE: Duration = Duration::from_millis(100);

/// Requests refused in a row past their client's or connection's share after which their
/// connection is closed (HTTP/2: GOAWAY): a client that keeps sending what it is refused pays
/// for a new connection, and stops sending the bodies of requests refused on this one.
pub const PAST_SHARE_CLOSE: u32 = 64;

/// The connections being served (not those taken for probes), each with its peer's client,
/// for the cap to choose from.
#[derive(Default)]
struct Registry {
    next: AtomicU64,
    connections: std::sync::Mutex<HashMap<u64, (ClientKey, Arc<Activity>)>>,
}

impl Registry {
    fn add(self: &Arc<Registry>, client: ClientKey, activity: Arc<Activity>) -> Registered {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut map) = self.connections.lock() {
            map.insert(id, (client, activity));
        }
        Registered(self.clone(), id)
    }

    /// Asks the connection [`choose_eviction`] picks to close (of the connections not asked
    /// already); whether there was one.
    fn evict(&self) -> bool {
        let now = Instant::now();
        let Ok(map) = self.connections.lock() else {
            return false;
        };
        let open: Vec<&(ClientKey, Arc<Activity>)> = map
            .values()
            .filter(|(_, a)| !a.evicted.load(Ordering::Relaxed))
            .collect();
        let candidates: Vec<Candidate> = open
            .iter()
            .map(|(client, a)| Candidate {
                client: *client,
                idle: a.idle_for(now),
                sending: a.sending.load(Ordering::Relaxed),
            })
            .collect();
        match choose_eviction(&candidates) {
            Some(i) => {
                let activity = &open[i].1;
                activity.evicted.store(true, Ordering::Relaxed);
                activity.evict.notify_one();
                true
            }
            None => false,
        }
    }
}

/// A connection the cap may shut down, as [`choose_eviction`] sees it.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    /// Its peer's client (a trusted proxy's connections are the proxy's).
    client: ClientKey,
    /// How long it has had no request in flight; `None` while one is.
    idle: Option<Duration>,
    /// Whether it is sending its next head (bytes read with no request in flight).
    sending: bool,
}

/// Which of the open connections the cap shuts down for a new one: of those idle for at least
/// [`EVICTABLE_AFTER`], one of the client holding the most connections (a client holding
/// fewer keeps its connections while another holding more has one idle); of that client's,
/// one that has sent nothing since its last request (or at all) before one sending its next
/// (a caller that has just connected sends its first head at once), and then the one idle the
/// longest. `None` when none is idle.
fn choose_eviction(candidates: &[Candidate]) -> Option<usize> {
    let mut held: HashMap<ClientKey, usize> = HashMap::new();
    for candidate in candidates {
        *held.entry(candidate.client).or_default() += 1;
    }
    candidates
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let idle = c.idle.filter(|idle| *idle >= EVICTABLE_AFTER)?;
            Some((
                i,
                held.get(&c.client).copied().unwrap_or(0),
                !c.sending,
                idle,
            ))
        })
        .max_by_key(|&(_, held, quiet, idle)| (held, quiet, idle))
        .map(|(i, ..)| i)
}

/// A connection's entry in the [`Registry`], removed when it closes.
struct Registered(Arc<Registry>, u64);

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut map) = self.0.connections.lock() {
            map.remove(&self.1);
        }
    }
}

/// The server's connections.
pub struct Server {
    builder: Arc<auto::Builder<TokioExecutor>>,
    router: Router,
    gate: Arc<Gate>,
    header_read_timeout: Duration,
    idle_timeout: Duration,
    answer_read_timeout: Duration,
    places: Arc<Places>,
    max_connections: u32,
    max_probe_connections: u32,
}

/// The places of the cap, those for the probes beyond it, and the connections being served.
struct Places {
    connections: Arc<Semaphore>,
    probe_connections: Arc<Semaphore>,
    /// New connections waiting at the cap for the place of one they shut down.
    evicting: Arc<Semaphore>,
    registry: Arc<Registry>,
}

impl Places {
    /// A place for a new connection found at the cap: the place of the idle connection
    /// [`Registry::evict`] shuts down, else one for the probes only (`true`); `None` when
    /// every place is taken, the probes' too.
    async fn at_cap(&self) -> Option<(OwnedSemaphorePermit, bool)> {
        // Let the connections just accepted read what their clients sent already.
        tokio::task::yield_now().await;
        if let Ok(slot) = self.connections.clone().try_acquire_owned() {
            return Some((slot, false));
        }
        if let Ok(waiting) = self.evicting.clone().try_acquire_owned()
            && self.registry.evict()
        {
            let freed = self.connections.clone().acquire_owned();
            let slot = tokio::time::timeout(EVICTION_WAIT, freed).await;
            drop(waiting);
            if let Ok(Ok(slot)) = slot {
                return Some((slot, false));
            }
        }
        self.probe_connections
            .clone()
            .try_acquire_owned()
            .ok()
            .map(|slot| (slot, true))
    }
}

/// Closes a connection that is not served, unread: at once, with a reset, so that the server
/// keeps no `TIME_WAIT` for it.
fn refuse(tcp: TcpStream) {
    let _ = tcp.set_zero_linger();
    drop(tcp);
}

impl Server {
    /// Connections served by `router`, as `config` bounds them.
    pub fn new(config: &Config, router: Router, gate: Arc<Gate>) -> Server {
        let mut builder = auto::Builder::new(TokioExecutor::new());
        // hyper would time a keep-alive connection's wait for its next head with the
        // header-read timeout, from the end of the previous answer; the connection times heads
        // itself instead, from their first byte ([`Activity::head_since`]).
        builder
            .http1()
            .timer(TokioTimer::new())
            .header_read_timeout(None)
            .max_buf_size(HTTP1_BUFFER);
        builder
            .http2()
            .timer(TokioTimer::new())
            .max_concurrent_streams(config.max_streams_per_connection)
            .initial_stream_window_size(STREAM_WINDOW)
            .initial_connection_window_size(CONNECTION_WINDOW)
            .max_send_buf_size(SEND_BUFFER)
            .max_header_list_size(HEADER_BYTES)
            .keep_alive_interval(KEEP_ALIVE_INTERVAL)
            .keep_alive_timeout(KEEP_ALIVE_TIMEOUT);
        let max_connections = u32::try_from(config.max_connections.max(1)).unwrap_or(u32::MAX);
        let max_probe_connections = u32::try_from(config.probe_connections()).unwrap_or(4);
        Server {
            builder: Arc::new(builder),
            router,
            gate,
            header_read_timeout: config.header_read_timeout(),
            idle_timeout: config.idle_timeout(),
            answer_read_timeout: config.answer_read_timeout(),
            places: Arc::new(Places {
                connections: Arc::new(Semaphore::new(max_connections as usize)),
                probe_connections: Arc::new(Semaphore::new(max_probe_connections as usize)),
                evicting: Arc::new(Semaphore::new(EVICTING_AT_ONCE)),
                registry: Arc::default(),
            }),
            max_connections,
            max_probe_connections,
        }
    }

    /// Accepts and serves connections until `stop` turns true; then stops accepting, shuts
    /// every connection down gracefully and returns once all have closed.
    ///
    /// # Errors
    ///
    /// Never: a failed accept is logged and retried.
    pub async fn run(
        self,
        listener: TcpListener,
        mut stop: watch::Receiver<bool>,
    ) -> std::io::Result<()> {
        let mut last_warning: Option<Instant> = None;
        loop {
            let accepted = tokio::select! {
                accepted = listener.accept() => accepted,
                _ = stop.wait_for(|stop| *stop) => break,
            };
            let (tcp, remote) = match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, or a connection reset before it was accepted:
                    // a server event, warned about at most every ten seconds.
                    if last_warning.is_none_or(|t| t.elapsed() > Duration::from_secs(10)) {
                        tracing::warn!(error = %e, "accept error");
                        last_warning = Some(Instant::now());
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            };
            let Some(entry) = self.admit(&remote) else {
                tracing::debug!("connection refused: its client holds its share of the cap");
                refuse(tcp);
                continue;
            };
            let slot = self.places.connections.clone().try_acquire_owned().ok();
            tokio::spawn(self.connection(tcp, remote, entry, slot, stop.clone()));
        }
        drop(listener);
        // Every connection gives its slot back when it closes.
        let _ = self
            .places
            .connections
            .acquire_many(self.max_connections)
            .await;
        let _ = self
            .places
            .probe_connections
            .acquire_many(self.max_probe_connections)
            .await;
        Ok(())
    }

    /// A new connection from `remote` within its client's share of the cap: its client, and
    /// the share it takes until it closes; `None` past the share (counted in `/metrics`). A
    /// trusted proxy's connection has no share to take.
    fn admit(&self, remote: &SocketAddr) -> Option<Entry> {
        let key = ClientKey::of(remote.ip());
        if self.gate.proxies().contains(remote.ip()) {
            return Some(Entry {
                key,
                client: None,
                share: Taken::none(Budget::Connections),
            });
        }
        let client = self.gate.clients().get(key);
        let peer = Peer::new(client.clone(), None, *self.gate.clients().shares());
        match Taken::take(Some(&peer), Budget::Connections, 1) {
            Ok(share) => Some(Entry {
                key,
                client: Some(client),
                share,
            }),
            Err(scope) => {
                self.gate.count_shed(Shed {
                    budget: Budget::Connections,
                    scope,
                });
                None
            }
        }
    }

    /// Serves one connection until it closes, its timeouts pass, or the server drains; `slot`,
    /// its place in the cap, or `None` when it was found at the cap (it then looks for one,
    /// [`Places::at_cap`]).
    fn connection(
        &self,
        tcp: TcpStream,
        remote: SocketAddr,
        entry: Entry,
        slot: Option<OwnedSemaphorePermit>,
        mut stop: watch::Receiver<bool>,
    ) -> impl std::future::Future<Output = ()> + Send + 'static {
        let builder = self.builder.clone();
        let router = self.router.clone();
        let gate = self.gate.clone();
        let places = self.places.clone();
        let idle_timeout = self.idle_timeout;
        let answer_read_timeout = self.answer_read_timeout;
        let header_read_timeout = self.header_read_timeout;
        async move {
            let (slot, probes_only) = match slot {
                Some(slot) => (slot, false),
                None => match places.at_cap().await {
                    Some(slot) => slot,
                    None => {
                        tracing::debug!("connection refused: at the connection cap");
                        refuse(tcp);
                        return;
                    }
                },
            };
            if let Err(e) = tcp.set_nodelay(true) {
                // Without TCP_NODELAY, a gRPC answer's trailers wait for the delayed ACK.
                tracing::debug!(error = %e, "TCP_NODELAY not set");
            }
            // A connection taken for probes has one second at most to bring its request, so
            // that connections that bring none cannot keep the probes' places.
            let header_read_timeout = if probes_only {
                header_read_timeout.min(PROBE_HEADER_READ_TIMEOUT)
            } else {
                header_read_timeout
            };
            let Entry {
                key,
                client,
                share: _share,
            } = entry;
            let activity = Arc::new(Activity::new());
            let _registered = (!probes_only).then(|| places.registry.add(key, activity.clone()));
            // Who the connection's requests come from: its peer, a client with a share across
            // its connections and this connection's own; or, from a trusted proxy, the client
            // each request names, and no share of the connection's (it carries many clients).
            let unread = Arc::new(Unread::default());
            let holding = Arc::new(Holding::default());
            let shares = *gate.clients().shares();
            let service = {
                let (activity, unread, gate) = (activity.clone(), unread.clone(), gate.clone());
                hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
                    // Probes, and gRPC health and reflection streams (bounded apart,
                    // [`crate::streams`]), are no work: a connection that holds or asks only
                    // those is idle, and its idle time runs on.
                    let path = request.uri().path();
                    let in_flight = if crate::streams::is_side_stream(path)
                        || crate::admission::is_probe(path)
                    {
                        activity.arrived();
                        None
                    } else {
                        Some(InFlight::begin(activity.clone()))
                    };
                    if request.version() == hyper::Version::HTTP_2 {
                        activity.http2.store(true, Ordering::Relaxed);
                    }
                    let peer = match &client {
                        Some(client) => Peer::new(client.clone(), Some(holding.clone()), shares),
                        None => {
                            let ip = gate
                                .proxies()
                                .forwarded(request.headers())
                                .unwrap_or(remote.ip());
                            Peer::new(gate.clients().get(ClientKey::of(ip)), None, shares)
                        }
                    };
                    let arrival = gate.arrive(path, probes_only, Some(peer), Some(unread.clone()));
                    let counted = arrival.peer().map(Peer::arrive);
                    let mut request = request.map(axum::body::Body::new);
                    let (gate, mut router) = (gate.clone(), router.clone());
                    let activity = activity.clone();
                    async move {
                        // Refused as it arrived, or for the time it waited to be run: answered
                        // here, without the router, its layers or the body (unless a browser
                        // needs the CORS layer's headers on the answer).
                        let refused = arrival.shed().or_else(|| gate.first_run(&arrival));
                        let response = match refused {
                            Some(shed) if gate.answers_alone(request.headers()) => Ok(gate.refuse(
                                request.method(),
                                request.uri().path(),
                                request.headers(),
                                shed,
                                arrival.at(),
                            )),
                            refused => {
                                let arrival = match refused {
                                    Some(shed) => arrival.refused(shed),
                                    None => arrival,
                                };
                                request.extensions_mut().insert(arrival);
                                tower::Service::call(&mut router, request).await
                            }
                        };
                        drop((in_flight, counted));
                        // Refused past a share again and again: the connection is closed.
                        let past_share = response.as_ref().is_ok_and(|r| {
                            r.extensions()
                                .get::<Shed>()
                                .is_some_and(|s| !s.for_capacity())
                        });
                        if !past_share {
                            activity.past_share.store(0, Ordering::Relaxed);
                        } else if activity.past_share.fetch_add(1, Ordering::Relaxed) + 1
                            == PAST_SHARE_CLOSE
                        {
                            activity.shun.notify_one();
                        }
                        response
                    }
                })
            };
            let tcp = Watched {
                tcp,
                activity: activity.clone(),
            };
            let connection = builder.serve_connection(TokioIo::new(tcp), service);
            let mut connection = std::pin::pin!(connection);
            let tick = (header_read_timeout
                .min(idle_timeout)
                .min(answer_read_timeout)
                / 4)
            .clamp(Duration::from_millis(5), Duration::from_secs(1));
            let mut closing: Option<Instant> = None;
            let mut draining = false;
            loop {
                tokio::select! {
                    result = connection.as_mut() => {
                        if let Err(e) = result {
                            tracing::debug!(error = %e, "connection ended");
                        }
                        break;
                    }
                    _ = stop.wait_for(|stop| *stop), if !draining => {
                        draining = true;
                        connection.as_mut().graceful_shutdown();
                    }
                    () = activity.shun.notified(), if closing.is_none() => {
                        tracing::debug!("connection closed: its requests keep coming past their share");
                        gate.closed(Closed::PastShare);
                        connection.as_mut().graceful_shutdown();
                        closing = Some(Instant::now() + UNREAD_GRACE);
                    }
                    () = activity.evict.notified(), if closing.is_none() => {
                        // A new connection takes this one's place at the cap: nothing is in
                        // flight, so nothing is lost but the connection.
                        tracing::debug!("connection closed: its place is taken at the cap");
                        if activity.in_flight.load(Ordering::Relaxed) == 0 {
                            break;
                        }
                        connection.as_mut().graceful_shutdown();
                        closing = Some(Instant::now() + header_read_timeout);
                    }
                    () = tokio::time::sleep(tick) => {
                        let now = Instant::now();
                        if let Some(close_at) = closing {
                            if now >= close_at {
                                tracing::debug!("connection closed: it did not finish after its shutdown");
                                break;
                            }
                            continue;
                        }
                        // An answer its client has not read for its deadline: the connection
                        // goes (GOAWAY, then closed), and its answers' places with it.
                        if unread
                            .stalled_for(now)
                            .is_some_and(|stalled| stalled >= answer_read_timeout)
                        {
                            tracing::debug!("connection closed: an answer went unread");
                            gate.closed(Closed::UnreadAnswer);
                            connection.as_mut().graceful_shutdown();
                            closing = Some(now + UNREAD_GRACE);
                            continue;
                        }
                        let Some(idle) = activity.idle_for(now) else {
                            continue;
                        };
                        if activity
                            .head_for(now)
                            .is_some_and(|waited| waited >= header_read_timeout)
                        {
                            tracing::debug!("connection closed: a request head not whole in time");
                            break;
                        }
                        let served = activity.served.load(Ordering::Relaxed);
                        let limit = if !served || probes_only {
                            header_read_timeout
                        } else {
                            idle_timeout
                        };
                        if idle >= limit || (probes_only && served) {
                            if !served {
                                // Not even one request's head: nothing to shut down gracefully.
                                tracing::debug!("connection closed: no request head in time");
                                break;
                            }
                            connection.as_mut().graceful_shutdown();
                            closing = Some(now + header_read_timeout);
                        }
                    }
                }
            }
            drop(slot);
        }
    }
}

/// A connection admitted within its client's share of the cap ([`Server::admit`]).
struct Entry {
    /// Its peer's client, for the cap's choice of a connection to shut down.
    key: ClientKey,
    /// The client, with its shares of the budgets; `None` for a trusted proxy's connection,
    /// whose requests are each the client it forwards.
    client: Option<Arc<Client>>,
    /// The connection's place in its client's share, given back when it closes.
    share: Taken,
}

/// What a connection's requests do, for its timeouts.
struct Activity {
    start: Instant,
    in_flight: AtomicUsize,
    /// Milliseconds from `start` to the last time a request arrived or was answered.
    last: AtomicU64,
    /// Whether a request has arrived.
    served: AtomicBool,
    /// Whether the connection speaks HTTP/2 (known from its first request).
    http2: AtomicBool,
    /// HTTP/1.1: one millisecond more than from `start` to the first byte read while no
    /// request was in flight (the start of the next head), 0 for none.
    head_since: AtomicU64,
    /// Whether bytes were read while no request was in flight: the client is sending one.
    sending: AtomicBool,
    /// Set when a new connection takes this one's place at the cap ([`Registry`]).
    evicted: AtomicBool,
    evict: tokio::sync::Notify,
    /// Requests refused in a row past their client's or connection's share.
    past_share: AtomicU32,
    /// Told when they reach [`PAST_SHARE_CLOSE`].
    shun: tokio::sync::Notify,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            start: Instant::now(),
            in_flight: AtomicUsize::new(0),
            last: AtomicU64::new(0),
            served: AtomicBool::new(false),
            http2: AtomicBool::new(false),
            head_since: AtomicU64::new(0),
            sending: AtomicBool::new(false),
            evicted: AtomicBool::new(false),
            evict: tokio::sync::Notify::new(),
            past_share: AtomicU32::new(0),
            shun: tokio::sync::Notify::new(),
        }
    }

    fn now_ms(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn touch(&self) {
        self.last.store(self.now_ms(), Ordering::Relaxed);
    }

    /// A request arrived that is no work: it does not count as one in flight, nor as
    /// activity.
    fn arrived(&self) {
        self.served.store(true, Ordering::Relaxed);
        self.head_since.store(0, Ordering::Relaxed);
        self.sending.store(false, Ordering::Relaxed);
    }

    /// Bytes were read from the client: with no request in flight on an HTTP/1.1 connection
    /// that has served one, they start the next head.
    fn read_some(&self) {
        if self.in_flight.load(Ordering::Relaxed) == 0 {
            self.sending.store(true, Ordering::Relaxed);
        }
        if self.served.load(Ordering::Relaxed)
            && !self.http2.load(Ordering::Relaxed)
            && self.in_flight.load(Ordering::Relaxed) == 0
            && self.head_since.load(Ordering::Relaxed) == 0
        {
            self.head_since
                .store(self.now_ms().saturating_add(1), Ordering::Relaxed);
        }
    }

    /// How long the next HTTP/1.1 head has been arriving, from its first byte; `None` while
    /// a request is in flight or no byte of a head has come.
    fn head_for(&self, now: Instant) -> Option<Duration> {
        let since = self.head_since.load(Ordering::Relaxed);
        if since == 0 || self.in_flight.load(Ordering::Relaxed) > 0 {
            return None;
        }
        let since = self.start + Duration::from_millis(since - 1);
        Some(now.saturating_duration_since(since))
    }

    /// How long the connection has had no request in flight; `None` while one is.
    fn idle_for(&self, now: Instant) -> Option<Duration> {
        if self.in_flight.load(Ordering::Relaxed) > 0 {
            return None;
        }
        let since = self.start + Duration::from_millis(self.last.load(Ordering::Relaxed));
        Some(now.saturating_duration_since(since))
    }
}

/// One request in flight on a connection, from its arrival to its answer's head.
struct InFlight(Arc<Activity>);

impl InFlight {
    fn begin(activity: Arc<Activity>) -> InFlight {
        activity.in_flight.fetch_add(1, Ordering::Relaxed);
        activity.served.store(true, Ordering::Relaxed);
        activity.head_since.store(0, Ordering::Relaxed);
        activity.sending.store(false, Ordering::Relaxed);
        activity.touch();
        InFlight(activity)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.touch();
        if self.0.in_flight.fetch_sub(1, Ordering::Relaxed) == 1 {
            // What was read while the request was in flight was its body, not a head.
            self.0.head_since.store(0, Ordering::Relaxed);
            self.0.sending.store(false, Ordering::Relaxed);
        }
    }
}

/// A connection's socket, telling its [`Activity`] when bytes are read.
struct Watched {
    tcp: TcpStream,
    activity: Arc<Activity>,
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.tcp).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.read_some();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(client: &str, idle_ms: Option<u64>, sending: bool) -> Candidate {
        Candidate {
            client: ClientKey::of(client.parse().expect("ip")),
            idle: idle_ms.map(Duration::from_millis),
            sending,
        }
    }

    #[test]
    fn the_cap_takes_an_idle_connection_of_the_client_holding_the_most() {
        // A light client's connection idle the longest; the heavy client's, idle less.
        let mut open = vec![
            candidate("192.0.2.1", Some(5_000), false),
            candidate("192.0.2.1", Some(4_000), false),
            candidate("192.0.2.9", Some(3), false),
            candidate("192.0.2.9", Some(50), true),
            candidate("192.0.2.9", Some(20), false),
            candidate("192.0.2.9", None, false),
        ];
        // Of the heavy client's, a quiet one before one sending its next head, then the idlest.
        assert_eq!(choose_eviction(&open), Some(4));
        open[4].idle = None;
        assert_eq!(choose_eviction(&open), Some(2));
        // Its connections busy or sending only: one sending, rather than the light client's.
        open[2].idle = Some(Duration::ZERO);
        assert_eq!(choose_eviction(&open), Some(3));
        // Nothing of the heavy client's idle: the next client by connections held.
        open[3].idle = None;
        assert_eq!(choose_eviction(&open), Some(0));
        // Nothing idle for EVICTABLE_AFTER: none.
        let busy = [
            candidate("192.0.2.1", None, false),
            candidate("192.0.2.2", Some(0), false),
        ];
        assert_eq!(choose_eviction(&busy), None);
        assert_eq!(choose_eviction(&[]), None);
        // One host's IPv6 addresses count together.
        let v6 = [
            candidate("192.0.2.1", Some(9_000), false),
            candidate("2001:db8::1", Some(10), false),
            candidate("2001:db8::2", None, false),
        ];
        assert_eq!(choose_eviction(&v6), Some(1));
    }
}

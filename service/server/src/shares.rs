//! Fair shares: every budget of the server (the concurrency limit, the request bytes in flight,
//! the answer bytes held, the long-work queue) is shared between connections and clients, not
//! a pool that one of them can empty.
//!
//! A **client** is the address a connection comes from (an IPv6 address by its /64 network,
//! the addresses one host is given), or, on a connection from a trusted proxy
//! (`--trusted-proxies`), the address the proxy forwards (`Forwarded`, else
//! `X-Forwarded-For`: the nearest address that is not itself a trusted proxy). A **connection**
//! is one TCP connection; a trusted proxy's carries many clients, and has no share of its own.
//!
//! Each holder (a connection, a client across its connections) may hold at most its share of
//! each budget ([`Shares`]); one that holds none of a budget may always take one piece of it,
//! however large (a body or an answer of the largest size), so that a share never stops a
//! client from being served at all. Past its share a request is refused at once
//! (`overloaded`, naming the budget and the share), and counted in `/metrics` by budget and
//! scope (`poch_shed_total`): one client's stalled uploads, unread answers or queued work
//! exhaust its own share, and nobody else's.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use axum::http::HeaderMap;

/// The budgets whose refusals are counted, each by the scope that was full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// The connection cap, and a client's share of it: a connection taken beyond the cap serves
    /// probes only; one past its client's share is closed as it is accepted.
    Connections,
    /// The time a request waits for a worker: the queue of the concurrency limit.
    QueueDelay,
    /// The concurrency limit: requests handled at once.
    Concurrency,
    /// The request bytes in flight.
    RequestBytes,
    /// The answer bytes held for clients that have not read them.
    AnswerBytes,
    /// The long-work queue: `Replay`s waiting for a turn or running.
    LongWork,
}

impl Budget {
    /// Every budget, in the order of the metrics.
    pub const ALL: [Budget; 6] = [
        Budget::Connections,
        Budget::QueueDelay,
        Budget::Concurrency,
        Budget::RequestBytes,
        Budget::AnswerBytes,
        Budget::LongWork,
    ];

    /// The name in metrics.
    pub const fn name(self) -> &'static str {
        match self {
            Budget::Connections => "connections",
            Budget::QueueDelay => "queue_delay",
            Budget::Concurrency => "concurrency",
            Budget::RequestBytes => "request_bytes",
            Budget::AnswerBytes => "answer_bytes",
            Budget::LongWork => "long_work",
        }
    }

    /// What the budget is, in a sentence.
    const fn what(self) -> &'static str {
        match self {
            Budget::Connections => "connection cap",
            Budget::QueueDelay => "queue for a worker",
            Budget::Concurrency => "concurrency limit",
            Budget::RequestBytes => "request bytes in flight",
            Budget::AnswerBytes => "answer bytes held for clients that have not read them",
            Budget::LongWork => "queue of long work (Replays)",
        }
    }

    /// The position in [`Budget::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The position among the budgets a holder takes a share of, if it is one.
    const fn held(self) -> Option<usize> {
        match self {
            Budget::Concurrency => Some(0),
            Budget::RequestBytes => Some(1),
            Budget::AnswerBytes => Some(2),
            Budget::LongWork => Some(3),
            Budget::Connections => Some(4),
            Budget::QueueDelay => None,
        }
    }
}

/// Whose part of a budget was full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The whole server's: a lack of capacity.
    Server,
    /// The client's share, across its connections.
    Client,
    /// The connection's share.
    Connection,
}

impl Scope {
    /// Every scope, in the order of the metrics.
    pub const ALL: [Scope; 3] = [Scope::Server, Scope::Client, Scope::Connection];

    /// The name in metrics.
    pub const fn name(self) -> &'static str {
        match self {
            Scope::Server => "server",
            Scope::Client => "client",
            Scope::Connection => "connection",
        }
    }

    /// The position in [`Scope::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Why a request was shed: the budget, and whose part of it was full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shed {
    /// The budget.
    pub budget: Budget,
    /// Whose part was full.
    pub scope: Scope,
}

impl Shed {
    /// The server's own part of `budget` was full.
    pub const fn server(budget: Budget) -> Shed {
        Shed {
            budget,
            scope: Scope::Server,
        }
    }

    /// Whether the server lacked capacity (rather than a client or a connection being past its
    /// share): what readiness and the autoscaler are told.
    pub const fn for_capacity(self) -> bool {
        matches!(self.scope, Scope::Server)
    }
}

impl std::fmt::Display for Shed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = self.budget.what();
        match (self.budget, self.scope) {
            (Budget::QueueDelay, _) => f.write_str(
                "requests have waited longer than the server's queue allows; retry shortly",
            ),
            (Budget::Connections, Scope::Server) => f.write_str(
                "the server is at its connection cap: this connection takes probes only",
            ),
            (Budget::Concurrency, Scope::Server) => {
                f.write_str("the server is at its concurrency limit; retry shortly")
            }
            (Budget::LongWork, Scope::Server) => f.write_str(
                "the queue of long work (Replays) would not reach this call before its deadline; \
                 retry shortly",
            ),
            (_, Scope::Server) => write!(f, "the server's {what} are full; retry shortly"),
            (_, Scope::Client) => write!(
                f,
                "this client holds its share of the server's {what}; retry once it holds less"
            ),
            (_, Scope::Connection) => write!(
                f,
                "this connection holds its share of the server's {what}; retry once it holds \
                 less"
            ),
        }
    }
}

/// A client: the address it connects from, an IPv6 address by its /64 network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClientKey(IpAddr);

impl ClientKey {
    /// The client of address `ip` (an IPv4 address mapped into IPv6 is the IPv4 one).
    pub fn of(ip: IpAddr) -> ClientKey {
        match ip {
            IpAddr::V4(_) => ClientKey(ip),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientKey(IpAddr::V4(v4)),
                None => {
                    let s = v6.segments();
                    ClientKey(IpAddr::V6(Ipv6Addr::new(
                        s[0], s[1], s[2], s[3], 0, 0, 0, 0,
                    )))
                }
            },
        }
    }
}

/// The budgets a holder takes a share of ([`Budget::held`]).
const HELD: usize = 5;

/// What one holder (a connection, or a client across its connections) holds now.
#[derive(Debug, Default)]
pub struct Holding {
    /// Requests arrived and not yet answered.
    requests: AtomicUsize,
    /// By [`Budget::held`]: places in the concurrency limit, request-byte units, answer-byte
    /// units, long work waiting or running, connections open (a client's only).
    held: [AtomicUsize; HELD],
}

impl Holding {
    /// How much of `budget` it holds (0 for a budget of no share).
    pub fn of(&self, budget: Budget) -> usize {
        budget
            .held()
            .map_or(0, |i| self.held[i].load(Ordering::Relaxed))
    }

    /// Requests arrived and not yet answered.
    pub fn requests(&self) -> usize {
        self.requests.load(Ordering::Relaxed)
    }

    /// Takes `n` more of `budget` for a piece that holds `own` of it already, within `share`:
    /// always when no other piece holds any (one piece of any size), else when the total stays
    /// within the share.
    fn take(&self, budget: Budget, n: usize, share: usize, own: usize) -> bool {
        let Some(i) = budget.held() else {
            return true;
        };
        if n == 0 {
            return true;
        }
        let before = self.held[i].fetch_add(n, Ordering::Relaxed);
        if before <= own || before + n <= share {
            return true;
        }
        self.held[i].fetch_sub(n, Ordering::Relaxed);
        false
    }

    fn give(&self, budget: Budget, n: usize) {
        if let Some(i) = budget.held() {
            self.held[i].fetch_sub(n, Ordering::Relaxed);
        }
    }
}

/// The share of each budget a client and a connection may hold (in the budget's own units).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shares {
    /// A client's: the concurrency limit's places, request-byte and answer-byte units (KiB),
    /// pieces of long work, connections.
    pub client: [usize; HELD],
    /// A connection's, likewise (of connections, unbounded: it is one).
    pub connection: [usize; HELD],
}

impl Shares {
    /// No share smaller than its whole budget: a holder is bounded by the budget alone.
    pub const UNBOUNDED: Shares = Shares {
        client: [usize::MAX; HELD],
        connection: [usize::MAX; HELD],
    };

    /// `scope`'s share of `budget` (unbounded for the server, and for budgets of no share).
    pub fn of(&self, budget: Budget, scope: Scope) -> usize {
        match (budget.held(), scope) {
            (Some(i), Scope::Client) => self.client[i],
            (Some(i), Scope::Connection) => self.connection[i],
            _ => usize::MAX,
        }
    }

    /// Sets `scope`'s share of `budget`.
    pub fn set(&mut self, budget: Budget, scope: Scope, share: usize) {
        if let Some(i) = budget.held() {
            match scope {
                Scope::Client => self.client[i] = share,
                Scope::Connection => self.connection[i] = share,
                Scope::Server => {}
            }
        }
    }
}

/// The server's clients: an entry for each client that holds anything or has a connection open,
/// gone with the last of them.
pub struct Clients {
    inner: Arc<Registry>,
    shares: Shares,
}

struct Registry {
    map: Mutex<HashMap<ClientKey, Weak<Client>>>,
    /// Clients with at least one request in flight.
    active: AtomicUsize,
    /// Requests in flight on the whole server (arrived, not answered), probes and side
    /// streams not counted.
    in_flight: AtomicUsize,
    /// Where the windows of [`Arrivals`] are counted from.
    base: Instant,
    /// Requests arrived on the whole server in the last windows, and the clients they came
    /// from.
    arrivals: Mutex<Arrivals>,
}

impl Registry {
    /// The number of the window running ([`ARRIVAL_WINDOW`]).
    fn window(&self) -> u64 {
        u64::try_from(self.base.elapsed().as_nanos() / ARRIVAL_WINDOW.as_nanos())
            .unwrap_or(u64::MAX)
    }
}

impl Default for Registry {
    fn default() -> Registry {
        Registry {
            map: Mutex::default(),
            active: AtomicUsize::new(0),
            in_flight: AtomicUsize::new(0),
            base: Instant::now(),
            arrivals: Mutex::default(),
        }
    }
}

/// The window in which arrivals are counted: a client's recent requests are those of the
/// window running and the one before it (one to two windows' worth).
pub const ARRIVAL_WINDOW: Duration = Duration::from_millis(250);

/// Arrivals counted by window ([`ARRIVAL_WINDOW`]): of one client, or of the whole server
/// (then `clients` counts the clients that arrived in each window).
#[derive(Debug, Default)]
struct Arrivals {
    /// The window running, by its number from [`Registry::base`].
    window: u64,
    /// Requests arrived in the window running and in the one before it.
    now: u64,
    before: u64,
    /// Clients with a request arrived in the window running and in the one before it.
    clients_now: u64,
    clients_before: u64,
}

impl Arrivals {
    /// Moves on to `window`: the running window's counts become the previous one's, or none
    /// when more than one window passed. Whether a new window began.
    fn roll(&mut self, window: u64) -> bool {
        if window == self.window {
            return false;
        }
        let (before, clients) = if window == self.window + 1 {
            (self.now, self.clients_now)
        } else {
            (0, 0)
        };
        *self = Arrivals {
            window,
            now: 0,
            before,
            clients_now: 0,
            clients_before: clients,
        };
        true
    }

    /// Requests in the last two windows.
    fn recent(&self) -> u64 {
        self.now + self.before
    }
}

/// One client's entry.
pub struct Client {
    key: ClientKey,
    holding: Holding,
    registry: Arc<Registry>,
    /// Its requests arrived in the last windows.
    arrivals: Mutex<Arrivals>,
}

impl Drop for Client {
    fn drop(&mut self) {
        if let Ok(mut map) = self.registry.map.lock()
            && map.get(&self.key).is_some_and(|w| w.strong_count() == 0)
        {
            map.remove(&self.key);
        }
    }
}

impl Client {
    /// What the client holds now.
    pub fn holding(&self) -> &Holding {
        &self.holding
    }
}

impl Clients {
    /// The clients of a server whose holders have `shares`.
    pub fn new(shares: Shares) -> Clients {
        Clients {
            inner: Arc::default(),
            shares,
        }
    }

    /// The entry of `key`, made when it has none.
    pub fn get(&self, key: ClientKey) -> Arc<Client> {
        let Ok(mut map) = self.inner.map.lock() else {
            // A poisoned map: the client is served without a share of its own.
            return Arc::new(Client {
                key,
                holding: Holding::default(),
                registry: self.inner.clone(),
                arrivals: Mutex::default(),
            });
        };
        if let Some(client) = map.get(&key).and_then(Weak::upgrade) {
            return client;
        }
        let client = Arc::new(Client {
            key,
            holding: Holding::default(),
            registry: self.inner.clone(),
            arrivals: Mutex::default(),
        });
        map.insert(key, Arc::downgrade(&client));
        client
    }

    /// The shares of this server's holders.
    pub fn shares(&self) -> &Shares {
        &self.shares
    }

    /// Clients with at least one request in flight now.
    pub fn active(&self) -> usize {
        self.inner.active.load(Ordering::Relaxed)
    }

    /// Clients known now (holding something or with a connection open).
    pub fn known(&self) -> usize {
        self.inner.map.lock().map_or(0, |m| m.len())
    }

    /// Requests in flight on the whole server.
    pub fn in_flight(&self) -> usize {
        self.inner.in_flight.load(Ordering::Relaxed)
    }
}

/// Who a request comes from: its client, and its connection's holding (none on a trusted
/// proxy's connection, which carries many clients, or for a request served in process).
#[derive(Clone)]
pub struct Peer {
    /// The client.
    pub client: Arc<Client>,
    /// The connection's holding.
    pub connection: Option<Arc<Holding>>,
    shares: Shares,
}

impl std::fmt::Debug for Peer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Peer")
            .field("client", &self.client.key)
            .finish_non_exhaustive()
    }
}

impl Peer {
    /// The peer of `client` on a connection holding `connection`, with `shares`.
    pub fn new(client: Arc<Client>, connection: Option<Arc<Holding>>, shares: Shares) -> Peer {
        Peer {
            client,
            connection,
            shares,
        }
    }

    /// Takes `n` of `budget` from the connection's share and the client's, for a new piece:
    /// the scope whose share is full when it cannot (and nothing is taken).
    pub fn take(&self, budget: Budget, n: usize) -> Result<(), Scope> {
        self.take_more(budget, n, 0)
    }

    /// Takes `n` more of `budget` for a piece that holds `own` already ([`Peer::take`]).
    fn take_more(&self, budget: Budget, n: usize, own: usize) -> Result<(), Scope> {
        if let Some(connection) = &self.connection
            && !connection.take(budget, n, self.shares.of(budget, Scope::Connection), own)
        {
            return Err(Scope::Connection);
        }
        if !self
            .client
            .holding
            .take(budget, n, self.shares.of(budget, Scope::Client), own)
        {
            if let Some(connection) = &self.connection {
                connection.give(budget, n);
            }
            return Err(Scope::Client);
        }
        Ok(())
    }

    /// Gives back `n` of `budget`, taken by [`Peer::take`].
    pub fn give(&self, budget: Budget, n: usize) {
        if let Some(connection) = &self.connection {
            connection.give(budget, n);
        }
        self.client.holding.give(budget, n);
    }

    /// Whether the connection or the client holds all of its share of `budget` already: its
    /// next request would be refused, so it is refused as it arrives. A holder that holds none
    /// is never full.
    pub fn full(&self, budget: Budget) -> Option<Scope> {
        let full = |holding: &Holding, share: usize| {
            let held = holding.of(budget);
            held > 0 && held >= share
        };
        if let Some(connection) = &self.connection
            && full(connection, self.shares.of(budget, Scope::Connection))
        {
            return Some(Scope::Connection);
        }
        full(&self.client.holding, self.shares.of(budget, Scope::Client)).then_some(Scope::Client)
    }

    /// Counts a request in flight for this peer until the guard is dropped, and among its
    /// client's recent arrivals.
    pub fn arrive(&self) -> InFlight {
        let registry = &self.client.registry;
        let window = registry.window();
        if let Ok(mut mine) = self.client.arrivals.lock() {
            mine.roll(window);
            mine.now += 1;
            let first = mine.now == 1;
            drop(mine);
            if let Ok(mut all) = registry.arrivals.lock() {
                all.roll(window);
                all.now += 1;
                if first {
                    all.clients_now += 1;
                }
            }
        }
        registry.in_flight.fetch_add(1, Ordering::Relaxed);
        if self.client.holding.requests.fetch_add(1, Ordering::Relaxed) == 0 {
            registry.active.fetch_add(1, Ordering::Relaxed);
        }
        if let Some(connection) = &self.connection {
            connection.requests.fetch_add(1, Ordering::Relaxed);
        }
        InFlight(self.clone())
    }

    /// Whether this peer's client has sent at least its fair part of the requests that arrived
    /// recently (the last one or two [`ARRIVAL_WINDOW`]s): as many as the mean of the clients
    /// that sent any, so a lone client always has. When the queue for a worker stands, such
    /// clients' requests are refused ([`crate::delay`]). Counted by arrivals, not by requests
    /// in flight: a flood refused as fast as it comes holds few in flight at any moment, yet it
    /// is what makes the queue stand.
    pub fn at_least_fair(&self) -> bool {
        let registry = &self.client.registry;
        let window = registry.window();
        let mine = match self.client.arrivals.lock() {
            Ok(mut mine) => {
                mine.roll(window);
                mine.recent()
            }
            Err(_) => return true,
        };
        let Ok(mut all) = registry.arrivals.lock() else {
            return true;
        };
        all.roll(window);
        let clients = all.clients_now.max(all.clients_before).max(1);
        mine.saturating_mul(clients) >= all.recent()
    }
}

/// A request counted in flight for its peer ([`Peer::arrive`]) until dropped.
pub struct InFlight(Peer);

impl Drop for InFlight {
    fn drop(&mut self) {
        let peer = &self.0;
        let registry = &peer.client.registry;
        registry.in_flight.fetch_sub(1, Ordering::Relaxed);
        if peer.client.holding.requests.fetch_sub(1, Ordering::Relaxed) == 1 {
            registry.active.fetch_sub(1, Ordering::Relaxed);
        }
        if let Some(connection) = &peer.connection {
            connection.requests.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

impl std::fmt::Debug for InFlight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("InFlight").field(&self.0).finish()
    }
}

/// A share of a budget taken by a peer ([`Peer::take`]), given back when dropped.
pub struct Taken {
    peer: Option<Peer>,
    budget: Budget,
    n: usize,
}

impl Taken {
    /// `n` of `budget` taken from `peer`'s shares (none: nothing to give back).
    pub fn take(peer: Option<&Peer>, budget: Budget, n: usize) -> Result<Taken, Scope> {
        if let Some(peer) = peer {
            peer.take(budget, n)?;
        }
        Ok(Taken {
            peer: peer.cloned(),
            budget,
            n,
        })
    }

    /// Nothing taken, from nobody.
    pub fn none(budget: Budget) -> Taken {
        Taken {
            peer: None,
            budget,
            n: 0,
        }
    }

    /// Nothing taken yet from `peer`'s shares of `budget`: a piece that will grow
    /// ([`Taken::more`]).
    pub fn of(peer: Option<&Peer>, budget: Budget) -> Taken {
        Taken {
            peer: peer.cloned(),
            budget,
            n: 0,
        }
    }

    /// Takes `n` more of the same budget from the same peer: a piece may grow past a share
    /// while no other piece of its holder holds any.
    pub fn more(&mut self, n: usize) -> Result<(), Scope> {
        if let Some(peer) = &self.peer {
            peer.take_more(self.budget, n, self.n)?;
        }
        self.n += n;
        Ok(())
    }

    /// Splits `n` (at most what it holds) off into a share of its own.
    pub fn split(&mut self, n: usize) -> Taken {
        let n = n.min(self.n);
        self.n -= n;
        Taken {
            peer: self.peer.clone(),
            budget: self.budget,
            n,
        }
    }

    /// Adds `other` (of the same peer and budget) to this one.
    pub fn merge(&mut self, mut other: Taken) {
        self.n += std::mem::take(&mut other.n);
        if self.peer.is_none() {
            self.peer = other.peer.take();
        }
    }

    /// How much it holds.
    pub fn amount(&self) -> usize {
        self.n
    }
}

impl Drop for Taken {
    fn drop(&mut self) {
        if let Some(peer) = &self.peer
            && self.n > 0
        {
            peer.give(self.budget, self.n);
        }
    }
}

/// The proxies whose forwarded addresses are believed (`--trusted-proxies`): networks in CIDR
/// notation (`10.0.0.0/8`, `2001:db8::/32`) or single addresses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Proxies(Vec<(IpAddr, u8)>);

impl Proxies {
    /// Parses one network of `--trusted-proxies`.
    ///
    /// # Errors
    ///
    /// A text that is neither an address nor an address with a prefix length of its family.
    pub fn parse_one(text: &str) -> Result<(IpAddr, u8), String> {
        let text = text.trim();
        let (address, bits) = match text.split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (text, None),
        };
        let address: IpAddr = address
            .parse()
            .map_err(|_| format!("{text:?} is not an address or a network (CIDR)"))?;
        let most = if address.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => most,
            Some(b) => b
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= most)
                .ok_or_else(|| format!("{text:?}: a prefix length is 0 to {most}"))?,
        };
        Ok((address, bits))
    }

    /// The proxies of these networks.
    pub fn new(networks: Vec<(IpAddr, u8)>) -> Proxies {
        Proxies(networks)
    }

    /// Whether any proxy is trusted.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `ip` is a trusted proxy.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            IpAddr::V4(_) => ip,
        };
        self.0.iter().any(|&(network, bits)| match (network, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(bits)).unwrap_or(0);
                u32::from(n) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(n), IpAddr::V6(a)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(bits)).unwrap_or(0);
                u128::from(n) & mask == u128::from(a) & mask
            }
            _ => false,
        })
    }

    /// The client a trusted proxy forwards in `headers`: the nearest address of `Forwarded`'s
    /// `for=` (RFC 7239), else of `X-Forwarded-For`, that is not itself a trusted proxy (the
    /// addresses are read from the last, the hop nearest the server, back). `None` when the
    /// headers name no address that can be read.
    pub fn forwarded(&self, headers: &HeaderMap) -> Option<IpAddr> {
        let mut hops: Vec<IpAddr> = Vec::new();
        for value in headers.get_all("forwarded") {
            let Ok(value) = value.to_str() else {
                continue;
            };
            for element in value.split(',') {
                for pair in element.split(';') {
                    let Some((name, node)) = pair.trim().split_once('=') else {
                        continue;
                    };
                    if name.trim().eq_ignore_ascii_case("for") {
                        hops.extend(node_address(node));
                    }
                }
            }
        }
        if hops.is_empty() {
            for value in headers.get_all("x-forwarded-for") {
                let Ok(value) = value.to_str() else {
                    continue;
                };
                hops.extend(value.split(',').filter_map(node_address));
            }
        }
        hops.into_iter().rev().find(|ip| !self.contains(*ip))
    }
}

/// The address of a forwarded node: `192.0.2.60`, `"[2001:db8:cafe::17]:4711"`,
/// `192.0.2.60:80`; `None` for an obfuscated or unknown one.
fn node_address(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    if let Ok(ip) = node.parse() {
        return Some(ip);
    }
    let (host, _port) = node.rsplit_once(':')?;
    host.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shares(client: usize, connection: usize) -> Shares {
        Shares {
            client: [client; HELD],
            connection: [connection; HELD],
        }
    }

    #[test]
    fn a_holder_takes_within_its_share_and_one_piece_of_any_size_alone() {
        let clients = Clients::new(shares(10, 6));
        let client = clients.get(ClientKey::of("192.0.2.1".parse().expect("ip")));
        let (a, b) = (Arc::new(Holding::default()), Arc::new(Holding::default()));
        let on_a = Peer::new(client.clone(), Some(a.clone()), *clients.shares());
        let on_b = Peer::new(client.clone(), Some(b.clone()), *clients.shares());
        let budget = Budget::RequestBytes;
        // One piece larger than either share: it holds none.
        let big = Taken::take(Some(&on_a), budget, 50).expect("one piece");
        assert_eq!(on_a.full(budget), Some(Scope::Connection));
        assert_eq!(
            Taken::take(Some(&on_a), budget, 1).err(),
            Some(Scope::Connection)
        );
        // The other connection holds none, but the client is past its share.
        assert_eq!(
            Taken::take(Some(&on_b), budget, 1).err(),
            Some(Scope::Client)
        );
        assert_eq!(b.of(budget), 0, "a refused take takes nothing");
        drop(big);
        assert_eq!((a.of(budget), client.holding().of(budget)), (0, 0));
        let mut first = Taken::take(Some(&on_a), budget, 4).expect("within");
        first.more(2).expect("within the connection's 6");
        // A piece grows past its share while its holders hold nothing else.
        first.more(1).expect("alone");
        assert_eq!(
            Taken::take(Some(&on_a), budget, 1).err(),
            Some(Scope::Connection)
        );
        let mut second = Taken::take(Some(&on_b), budget, 3).expect("the client's 10");
        assert_eq!(second.more(1).err(), Some(Scope::Client));
        assert_eq!(first.more(1).err(), Some(Scope::Client), "no longer alone");
        let split = first.split(5);
        assert_eq!((first.amount(), split.amount()), (2, 5));
        drop(split);
        assert_eq!(client.holding().of(budget), 5);
        drop((first, second));
        assert_eq!(client.holding().of(budget), 0);
        // Other budgets are apart.
        assert_eq!(on_a.full(Budget::AnswerBytes), None);
    }

    #[test]
    fn a_client_holds_connections_within_its_share_and_gives_them_back_as_they_close() {
        let mut shares = Shares::UNBOUNDED;
        shares.set(Budget::Connections, Scope::Client, 3);
        let clients = Clients::new(shares);
        let key = |s: &str| ClientKey::of(s.parse().expect("ip"));
        let connect = |client: &Arc<Client>| {
            let peer = Peer::new(client.clone(), None, shares);
            Taken::take(Some(&peer), Budget::Connections, 1)
        };
        let attacker = clients.get(key("192.0.2.1"));
        let mut open: Vec<Taken> = (0..3)
            .map(|_| connect(&attacker).expect("within"))
            .collect();
        assert_eq!(attacker.holding().of(Budget::Connections), 3);
        assert_eq!(
            connect(&attacker).err(),
            Some(Scope::Client),
            "past its share"
        );
        assert_eq!(
            attacker.holding().of(Budget::Connections),
            3,
            "a refused connection holds nothing"
        );
        // One IPv6 host is one client; another client has a share of its own.
        let v6 = clients.get(key("2001:db8::1"));
        let v6_open: Vec<Taken> = (0..3).map(|_| connect(&v6).expect("within")).collect();
        assert_eq!(
            connect(&clients.get(key("2001:db8::2"))).err(),
            Some(Scope::Client)
        );
        assert!(connect(&clients.get(key("2001:db8:0:1::1"))).is_ok());
        assert!(connect(&clients.get(key("192.0.2.2"))).is_ok());
        // A connection closed gives its place back; the other budgets are apart.
        open.pop();
        open.push(connect(&attacker).expect("a place given back"));
        assert_eq!(attacker.holding().of(Budget::RequestBytes), 0);
        drop((open, v6_open));
        assert_eq!(attacker.holding().of(Budget::Connections), 0);
        assert_eq!(v6.holding().of(Budget::Connections), 0);
    }

    #[test]
    fn clients_are_counted_while_they_have_requests_and_forgotten_when_gone() {
        let clients = Clients::new(Shares::UNBOUNDED);
        let key = |s: &str| ClientKey::of(s.parse().expect("ip"));
        let one = Peer::new(clients.get(key("192.0.2.1")), None, Shares::UNBOUNDED);
        let two = Peer::new(clients.get(key("2001:db8::1")), None, Shares::UNBOUNDED);
        // One host's IPv6 addresses are one client.
        assert!(Arc::ptr_eq(
            &two.client,
            &clients.get(key("2001:db8::ffff"))
        ));
        assert!(!Arc::ptr_eq(
            &two.client,
            &clients.get(key("2001:db8:0:1::1"))
        ));
        let requests: Vec<InFlight> = (0..6).map(|_| one.arrive()).collect();
        let other = two.arrive();
        assert_eq!((clients.active(), clients.in_flight()), (2, 7));
        // Fair parts are counted by recent arrivals: six against one.
        assert!(one.at_least_fair());
        assert!(!two.at_least_fair());
        drop(requests);
        assert_eq!((clients.active(), clients.in_flight()), (1, 1));
        assert!(one.at_least_fair(), "its arrivals are still recent");
        assert!(!two.at_least_fair());
        drop(other);
        drop((one, two));
        assert_eq!(clients.known(), 0);
        // A lone client has all.
        let clients = Clients::new(Shares::UNBOUNDED);
        let alone = Peer::new(clients.get(key("192.0.2.9")), None, Shares::UNBOUNDED);
        drop(alone.arrive());
        assert!(alone.at_least_fair());
    }

    #[test]
    fn arrivals_are_counted_over_the_window_running_and_the_one_before() {
        let mut arrivals = Arrivals::default();
        assert!(!arrivals.roll(0));
        arrivals.now = 5;
        arrivals.clients_now = 2;
        assert!(arrivals.roll(1));
        arrivals.now = 3;
        assert_eq!((arrivals.recent(), arrivals.clients_before), (8, 2));
        assert!(arrivals.roll(2));
        assert_eq!(arrivals.recent(), 3, "the oldest window is forgotten");
        assert!(arrivals.roll(9));
        assert_eq!(arrivals.recent(), 0, "windows passed without arrivals");
    }

    #[test]
    fn forwarded_addresses_are_read_from_the_nearest_untrusted_hop() {
        let proxies = Proxies::new(
            ["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]
                .iter()
                .map(|n| Proxies::parse_one(n).expect("a network"))
                .collect(),
        );
        assert!(proxies.contains("10.1.2.3".parse().expect("ip")));
        assert!(proxies.contains("::ffff:10.1.2.3".parse().expect("ip")));
        assert!(proxies.contains("192.0.2.7".parse().expect("ip")));
        assert!(!proxies.contains("192.0.2.8".parse().expect("ip")));
        assert!(proxies.contains("2001:db8:1::1".parse().expect("ip")));
        let headers = |pairs: &[(&'static str, &'static str)]| {
            let mut h = HeaderMap::new();
            for (k, v) in pairs {
                h.append(*k, v.parse().expect("a value"));
            }
            h
        };
        let ip = |s: &str| Some(s.parse::<IpAddr>().expect("ip"));
        // The client spoofs a first hop; the nearest untrusted one is believed.
        let xff = headers(&[("x-forwarded-for", "203.0.113.9, 198.51.100.4, 10.0.0.2")]);
        assert_eq!(proxies.forwarded(&xff), ip("198.51.100.4"));
        let forwarded = headers(&[
            (
                "forwarded",
                "for=203.0.113.9;proto=http, for=\"[2001:db8:cafe::17]:4711\"",
            ),
            ("forwarded", "for=198.51.100.4:80;by=10.0.0.1"),
            ("x-forwarded-for", "192.0.2.99"),
        ]);
        assert_eq!(proxies.forwarded(&forwarded), ip("198.51.100.4"));
        let only_proxies = headers(&[("forwarded", "for=10.0.0.3, for=unknown, for=_hidden")]);
        assert_eq!(proxies.forwarded(&only_proxies), None);
        assert_eq!(proxies.forwarded(&HeaderMap::new()), None);
        for bad in ["10.0.0.0/33", "::/129", "host", "10.0.0.0/x", ""] {
            assert!(Proxies::parse_one(bad).is_err(), "{bad}");
        }
    }
}

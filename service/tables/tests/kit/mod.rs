//! What the black-box tests of `poch-tables` share: the real binary started on a free port
//! (on SQLite in a fresh directory, or on the PostgreSQL of `POCH_TABLES_TEST_POSTGRES`),
//! a REST client, and a WebSocket client that plays a seat as a person would.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::wildcard_enum_match_arm,
    clippy::collapsible_if
)]

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use poch_cli::record::MatchRecord;
use poch_engine::EventKind;
use poch_engine::{Action, Digest, Event, Seat, Visibility};
use poch_tables::api::History;
use poch_tables::api::{
    ClientMessage, CreatedTable, Role, SeatGranted, ServerMessage, Stage, TableInfo,
};
use serde_json::{Value, json};
use sha2::{Digest as _, Sha256};
use tokio_tungstenite::tungstenite::Message;

/// A running `poch-tables`.
pub struct Server {
    child: Child,
    pub base: String,
    pub port: u16,
    dir: PathBuf,
    pub http: reqwest::Client,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The database the tests run on: with `POCH_TABLES_TEST_POSTGRES` (the `postgres://` URL
/// of a server where the tests may make databases) a new database of its own, else a SQLite
/// file in the server's own directory.
pub async fn database() -> Option<String> {
    let base = std::env::var("POCH_TABLES_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.is_empty())?;
    use sqlx::Connection as _;
    let mut conn = sqlx::PgConnection::connect(&base).await.unwrap();
    let name = format!("poch_tables_test_{}", fastrand::u64(..));
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .unwrap();
    let (head, _) = base.rsplit_once('/').unwrap();
    Some(format!("{head}/{name}"))
}

impl Server {
    /// Starts the binary with `args` beside the port and the data directory.
    pub async fn start(args: &[&str]) -> Server {
        let dir = std::env::temp_dir().join(format!("poch-tables-test-{}", fastrand::u64(..)));
        std::fs::create_dir_all(&dir).unwrap();
        Server::start_in(dir, args, database().await).await
    }

    /// Starts the binary on `dir` (its data directory) and `database`.
    pub async fn start_in(dir: PathBuf, args: &[&str], database: Option<String>) -> Server {
        let port = free_port();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_poch-tables"));
        cmd.arg("--listen")
            .arg(format!("127.0.0.1:{port}"))
            .arg("--data-dir")
            .arg(&dir)
            .args(args)
            .env(
                "RUST_LOG",
                std::env::var("POCH_TABLES_TEST_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .stdout(Stdio::null())
            .stderr(Stdio::inherit());
        if let Some(url) = database {
            cmd.arg("--database-url").arg(url);
        }
        let child = cmd.spawn().unwrap();
        let server = Server {
            child,
            base: format!("http://127.0.0.1:{port}"),
            port,
            dir,
            http: reqwest::Client::new(),
        };
        for _ in 0..200 {
            if let Ok(r) = server.http.get(server.url("/readyz")).send().await {
                if r.status().is_success() {
                    return server;
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("poch-tables did not become ready");
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Kills the process at once (SIGKILL).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// A POST of JSON: the status and the answer.
    pub async fn post(&self, path: &str, credential: Option<&str>, body: Value) -> (u16, Value) {
        let mut r = self.http.post(self.url(path)).json(&body);
        if let Some(c) = credential {
            r = r.bearer_auth(c);
        }
        let r = r.send().await.unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    pub async fn get(&self, path: &str, credential: Option<&str>) -> (u16, Value) {
        let mut r = self.http.get(self.url(path));
        if let Some(c) = credential {
            r = r.bearer_auth(c);
        }
        let r = r.send().await.unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    /// Makes a table; its invitations by seat.
    pub async fn create(&self, body: Value) -> CreatedTable {
        let (status, v) = self.post("/v1/tables", None, body).await;
        assert_eq!(status, 201, "{v}");
        serde_json::from_value(v).unwrap()
    }

    /// Takes every person's seat of a new table: the credentials by seat.
    pub async fn seat_everyone(&self, made: &CreatedTable) -> Vec<(Seat, String)> {
        let mut out = Vec::new();
        for inv in &made.invitations {
            let (status, v) = self
                .post(
                    &format!("/v1/tables/{}/seats/{}", made.table.id, inv.seat.index()),
                    None,
                    json!({"name": format!("p{}", inv.seat.index()), "invitation": inv.code}),
                )
                .await;
            assert_eq!(status, 200, "{v}");
            let granted: SeatGranted = serde_json::from_value(v).unwrap();
            out.push((inv.seat, granted.credential));
        }
        out
    }

    /// The socket URL of a table.
    pub fn socket_url(&self, table: &str) -> String {
        format!("ws://127.0.0.1:{}/v1/tables/{table}/socket", self.port)
    }
}

/// The client seed a test person gives, and its hash.
pub fn seed_of(table: &str, seat: Seat) -> (String, Digest) {
    let seed = format!("seed of {table} {}", seat.index());
    let hash = Digest(Sha256::digest(seed.as_bytes()).into());
    (seed, hash)
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A socket of one person or spectator.
pub struct Socket {
    pub ws: Ws,
}

impl Socket {
    pub async fn open(
        server: &Server,
        table: &str,
        credential: Option<&str>,
        last_seq: Option<u64>,
    ) -> Socket {
        let (ws, _) = tokio_tungstenite::connect_async(server.socket_url(table))
            .await
            .unwrap();
        let mut s = Socket { ws };
        s.send(&ClientMessage::Hello {
            credential: credential.map(str::to_owned),
            last_seq,
        })
        .await;
        s
    }

    pub async fn send(&mut self, m: &ClientMessage) {
        let text = serde_json::to_string(m).unwrap();
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// The next message, or None when the socket closes (or nothing comes in 60 s).
    pub async fn next(&mut self) -> Option<ServerMessage> {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(60), self.ws.next())
                .await
                .ok()??;
            match m.ok()? {
                Message::Text(t) => return Some(serde_json::from_str(&t).unwrap()),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }
}

/// What one socket saw of a match.
#[derive(Debug, Default)]
pub struct Seen {
    pub role: Option<Role>,
    /// Every `seq` of an update, in the order received.
    pub seqs: Vec<u64>,
    /// Every event received.
    pub events: Vec<Event>,
    /// The welcome's `seq`.
    pub welcome_seq: u64,
    /// The last table received.
    pub last: Option<TableInfo>,
    /// Moves acknowledged.
    pub acks: usize,
    /// Each acknowledgement: the move's id and the `seq` of its change.
    pub acked: Vec<(String, u64)>,
    /// Moves refused with `conflict`.
    pub conflicts: usize,
    /// Sockets opened again after one closed.
    pub reconnects: usize,
}

/// A person (or a spectator) at a table, across sockets.
struct Player {
    seat: Option<Seat>,
    rng: fastrand::Rng,
    seen: Seen,
    acted_at: u64,
    gave_hash: bool,
    gave_seed: bool,
    moves: u64,
    /// An update that did not go through the engine leaves the view as it was.
    current: Option<poch_engine::View>,
    /// The move sent and not yet answered: sent again, with its id, after a reconnect.
    pending: Option<ClientMessage>,
    /// Whether the first update after a welcome need not follow it (a replay).
    replaying: bool,
}

impl Player {
    /// Reads one socket until the match is over (true) or the socket closes (false).
    async fn run(&mut self, s: &mut Socket) -> bool {
        let seat = self.seat;
        while let Some(m) = s.next().await {
            let (table, view, seq) = match m {
                ServerMessage::Welcome {
                    you,
                    table,
                    view,
                    replaying,
                } => {
                    self.seen.role = Some(you);
                    self.seen.welcome_seq = table.seq;
                    self.replaying = replaying;
                    if let Some(pending) = self.pending.clone() {
                        s.send(&pending).await;
                    }
                    let seq = table.seq;
                    (table, view, seq)
                }
                ServerMessage::Update {
                    seq,
                    events,
                    view,
                    table,
                    ..
                } => {
                    if let Some(&last) = self.seen.seqs.last() {
                        assert_eq!(seq, last + 1, "updates come in order, none missed");
                    } else if self.seen.role.is_some() && !self.replaying {
                        assert_eq!(
                            seq,
                            self.seen.welcome_seq + 1,
                            "the first update follows the welcome"
                        );
                    }
                    self.seen.seqs.push(seq);
                    for e in &events {
                        match (e.visibility, seat) {
                            (Visibility::Public, _) => {}
                            (Visibility::Private(owner), Some(me)) => {
                                assert_eq!(owner, me, "another seat's private event")
                            }
                            (Visibility::Private(_), None) => {
                                panic!("a spectator got a private event")
                            }
                        }
                    }
                    self.seen.events.extend(events);
                    (table, view, seq)
                }
                ServerMessage::Ack(a) => {
                    self.seen.acks += 1;
                    self.seen.acked.push((a.move_id, a.seq));
                    self.pending = None;
                    continue;
                }
                ServerMessage::Refused { code, detail, .. } => {
                    assert_eq!(code, "conflict", "refused: {detail}");
                    self.seen.conflicts += 1;
                    self.pending = None;
                    continue;
                }
                ServerMessage::Bye { code, detail } => panic!("bye {code}: {detail}"),
            };
            let view = view.or_else(|| self.current.clone());
            self.current.clone_from(&view);
            if seat.is_none() {
                if let Some(v) = &view {
                    assert!(
                        v.deal.as_ref().is_none_or(|d| d.hand.is_none()),
                        "a spectator saw a hand"
                    );
                }
            }
            let stage = table.stage;
            self.seen.last = Some(table.clone());
            if matches!(stage, Stage::Finished) {
                return true;
            }
            let Some(me) = seat else { continue };
            if stage == Stage::Committing && !self.gave_hash {
                self.gave_hash = true;
                s.send(&ClientMessage::SeedHash {
                    hash: seed_of(&table.id, me).1,
                })
                .await;
            }
            if stage == Stage::Revealing
                && !self.gave_seed
                && table.seats[me.index()].seed_hash.is_some()
            {
                self.gave_seed = true;
                s.send(&ClientMessage::Seed {
                    seed: seed_of(&table.id, me).0,
                })
                .await;
            }
            if stage == Stage::Playing
                && table.to_act == Some(me)
                && seq > self.acted_at
                && self.pending.is_none()
            {
                if let Some(legal) = view.and_then(|v| v.legal) {
                    let action: Action = legal.sample(|k| self.rng.u32(0..k)).unwrap();
                    self.acted_at = seq;
                    self.moves += 1;
                    let m = ClientMessage::Move {
                        move_id: format!("m{}", self.moves),
                        action,
                        seq: Some(seq),
                    };
                    self.pending = Some(m.clone());
                    s.send(&m).await;
                }
            }
        }
        false
    }

    fn new(seat: Option<Seat>, rng_seed: u64) -> Player {
        Player {
            seat,
            rng: fastrand::Rng::with_seed(rng_seed),
            seen: Seen::default(),
            acted_at: 0,
            gave_hash: false,
            gave_seed: false,
            moves: 0,
            current: None,
            pending: None,
            replaying: false,
        }
    }
}

/// Plays a seat (or watches) until the match is over: gives the seed hash and the seed when
/// the table asks, and a legal action (from the view's own legal actions) when it is its turn.
pub async fn play(mut s: Socket, seat: Option<Seat>, rng_seed: u64) -> Seen {
    let mut p = Player::new(seat, rng_seed);
    p.run(&mut s).await;
    p.seen
}

/// [`play`] across replicas: when a socket closes before the match is over, the player opens
/// one on the next replica of `servers` with its last `seq`, and sends its unanswered move
/// again with the same id.
pub async fn play_failover(
    servers: Vec<String>,
    table: String,
    credential: Option<String>,
    seat: Option<Seat>,
    rng_seed: u64,
) -> Seen {
    let mut p = Player::new(seat, rng_seed);
    let mut at = 0;
    loop {
        let last_seq = p
            .seen
            .seqs
            .last()
            .copied()
            .or(p.seen.role.map(|_| p.seen.welcome_seq));
        let url = format!("{}/v1/tables/{table}/socket", servers[at % servers.len()]);
        let Ok((ws, _)) = tokio_tungstenite::connect_async(url).await else {
            at += 1;
            p.seen.reconnects += 1;
            assert!(p.seen.reconnects < 50, "no replica answers");
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let mut s = Socket { ws };
        s.send(&ClientMessage::Hello {
            credential: credential.clone(),
            last_seq,
        })
        .await;
        if p.run(&mut s).await {
            return p.seen;
        }
        at += 1;
        p.seen.reconnects += 1;
        assert!(p.seen.reconnects < 50, "too many reconnects");
    }
}

/// Plays one table to its end; the spectator's and each person's record of it.
pub async fn whole_match(server: &Server, preset: &str, persons: usize, bots: &[&str]) {
    let mut seats: Vec<serde_json::Value> = (0..persons).map(|_| json!({})).collect();
    for (k, b) in bots.iter().enumerate() {
        // Bots sit between the persons.
        seats.insert(1 + 2 * k.min(persons - 1), json!({"bot": b}));
    }
    let made = server
        .create(json!({"preset": preset, "seats": seats, "rules": {"max_deals": 2}}))
        .await;
    let id = made.table.id.clone();
    let spectator = Socket::open(server, &id, None, None).await;
    let spectator = tokio::spawn(play(spectator, None, 0));
    let creds = server.seat_everyone(&made).await;
    let mut players = Vec::new();
    for (k, (seat, cred)) in creds.iter().enumerate() {
        let s = Socket::open(server, &id, Some(cred), None).await;
        players.push((*seat, tokio::spawn(play(s, Some(*seat), k as u64 + 1))));
    }
    let mut seens = Vec::new();
    for (seat, p) in players {
        seens.push((seat, p.await.unwrap()));
    }
    let watched = spectator.await.unwrap();
    let last = watched.last.clone().unwrap();
    assert_eq!(last.stage, Stage::Finished);
    let end = watched
        .events
        .iter()
        .find_map(|e| {
            if let EventKind::MatchEnded(end) = &e.kind {
                Some(end.clone())
            } else {
                None
            }
        })
        .expect("the spectator saw the match end");
    for (seat, seen) in &seens {
        assert_eq!(seen.last.as_ref().unwrap().stage, Stage::Finished);
        // Every seat was dealt its own hand each deal, and saw no other's.
        let own_hands = seen
            .events
            .iter()
            .filter(|e| {
                matches!(e.kind, EventKind::HandDealt { .. })
                    && e.visibility == Visibility::Private(*seat)
            })
            .count();
        assert_eq!(own_hands as u32, end.deals_played, "seat {seat}");
        assert!(seen.acks > 0, "seat {seat} moved");
    }
    assert!(
        !watched
            .events
            .iter()
            .any(|e| e.visibility != Visibility::Public)
    );
    // The public events are the same for every socket.
    let public = |events: &[poch_engine::Event]| {
        events
            .iter()
            .filter(|e| e.visibility == Visibility::Public)
            .cloned()
            .collect::<Vec<_>>()
    };
    for (seat, seen) in &seens {
        assert_eq!(public(&seen.events), public(&watched.events), "seat {seat}");
    }
    // The histories: every deal verifies along the whole chain, and every record replays.
    let (status, h) = server.get(&format!("/v1/tables/{id}/history"), None).await;
    assert_eq!(status, 200);
    let h: History = serde_json::from_value(h).unwrap();
    assert_eq!(h.deals.len() as u32, end.deals_played);
    let players_n = persons + bots.len();
    for d in &h.deals {
        assert!(d.verified.commitment_matches, "deal {}", d.deal);
        assert_eq!(d.verified.chain_matches, Some(true), "deal {}", d.deal);
        assert_eq!(d.hands.len(), players_n);
        let record = MatchRecord::parse(&d.record.to_string()).unwrap();
        record
            .replay()
            .unwrap_or_else(|e| panic!("deal {}'s record: {e}", d.deal));
    }
    let record = MatchRecord::parse(&h.match_record.unwrap().to_string()).unwrap();
    let game = record.replay().expect("the match record replays");
    assert_eq!(
        game.match_end().map(|e| e.standings.clone()),
        Some(end.standings.clone())
    );
    // The download is the same record, on one line.
    let r = server
        .http
        .get(server.url(&format!("/v1/tables/{id}/history/match")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let text = r.text().await.unwrap();
    assert_eq!(text.lines().count(), 1);
    assert_eq!(MatchRecord::parse(text.trim()).unwrap(), record);
}

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
use poch_engine::{Action, Digest, Event, Seat, Visibility};
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

/// The database the tests run on: `POCH_TABLES_TEST_POSTGRES` (a `postgres://` URL of a
/// database the tests may fill), else a SQLite file in the server's own directory.
pub fn database() -> Option<String> {
    std::env::var("POCH_TABLES_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.is_empty())
}

impl Server {
    /// Starts the binary with `args` beside the port and the data directory.
    pub async fn start(args: &[&str]) -> Server {
        let dir = std::env::temp_dir().join(format!("poch-tables-test-{}", fastrand::u64(..)));
        std::fs::create_dir_all(&dir).unwrap();
        Server::start_in(dir, args, database()).await
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
    /// Moves refused with `conflict`.
    pub conflicts: usize,
}

/// Plays a seat (or watches) until the match is over: gives the seed hash and the seed when
/// the table asks, and a legal action (from the view's own legal actions) when it is its turn.
pub async fn play(mut s: Socket, seat: Option<Seat>, rng_seed: u64) -> Seen {
    let mut rng = fastrand::Rng::with_seed(rng_seed);
    let mut seen = Seen::default();
    let mut acted_at = 0u64;
    let mut gave_hash = false;
    let mut gave_seed = false;
    let mut moves = 0u64;
    // An update that did not go through the engine leaves the view as it was.
    let mut current: Option<poch_engine::View> = None;
    while let Some(m) = s.next().await {
        let (table, view, seq) = match m {
            ServerMessage::Welcome {
                you, table, view, ..
            } => {
                seen.role = Some(you);
                seen.welcome_seq = table.seq;
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
                if let Some(&last) = seen.seqs.last() {
                    assert_eq!(seq, last + 1, "updates come in order, none missed");
                } else if seen.role.is_some() {
                    assert_eq!(
                        seq,
                        seen.welcome_seq + 1,
                        "the first update follows the welcome"
                    );
                }
                seen.seqs.push(seq);
                for e in &events {
                    match (e.visibility, seat) {
                        (Visibility::Public, _) => {}
                        (Visibility::Private(owner), Some(me)) => {
                            assert_eq!(owner, me, "another seat's private event")
                        }
                        (Visibility::Private(_), None) => panic!("a spectator got a private event"),
                    }
                }
                seen.events.extend(events);
                (table, view, seq)
            }
            ServerMessage::Ack(_) => {
                seen.acks += 1;
                continue;
            }
            ServerMessage::Refused { code, detail, .. } => {
                assert_eq!(code, "conflict", "refused: {detail}");
                seen.conflicts += 1;
                continue;
            }
            ServerMessage::Bye { code, detail } => panic!("bye {code}: {detail}"),
        };
        let view = view.or_else(|| current.clone());
        current.clone_from(&view);
        if seat.is_none() {
            if let Some(v) = &view {
                assert!(
                    v.deal.as_ref().is_none_or(|d| d.hand.is_none()),
                    "a spectator saw a hand"
                );
            }
        }
        let stage = table.stage;
        seen.last = Some(table.clone());
        if matches!(stage, Stage::Finished) {
            break;
        }
        let Some(me) = seat else { continue };
        if stage == Stage::Committing && !gave_hash {
            gave_hash = true;
            s.send(&ClientMessage::SeedHash {
                hash: seed_of(&table.id, me).1,
            })
            .await;
        }
        if stage == Stage::Revealing && !gave_seed && table.seats[me.index()].seed_hash.is_some() {
            gave_seed = true;
            s.send(&ClientMessage::Seed {
                seed: seed_of(&table.id, me).0,
            })
            .await;
        }
        if stage == Stage::Playing && table.to_act == Some(me) && seq > acted_at {
            if let Some(legal) = view.and_then(|v| v.legal) {
                let action: Action = legal.sample(|k| rng.u32(0..k)).unwrap();
                acted_at = seq;
                moves += 1;
                s.send(&ClientMessage::Move {
                    move_id: format!("m{moves}"),
                    action,
                    seq: Some(seq),
                })
                .await;
            }
        }
    }
    seen
}

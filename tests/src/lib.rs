//! The harness for black-box tests: builds and starts the real `poch-service` binary on a free
//! loopback port, waits until it is ready, and hands out REST and gRPC clients. The helpers the
//! test files share are in [`kit`].

pub mod attack;
pub mod fuzz;
pub mod kit;
pub mod otlp;
pub mod replays;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use poch_api::v1::engine_service_client::EngineServiceClient;
use tonic::transport::Channel;

/// The workspace's root.
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// The `poch-service` binary under test: the service's own `main.rs`, built by Cargo for
/// this package's integration tests. Set `POCH_SERVICE_BIN` to test another build.
pub fn binary() -> PathBuf {
    if let Some(path) = std::env::var_os("POCH_SERVICE_BIN") {
        return PathBuf::from(path);
    }
    let exe = std::env::var_os("CARGO_BIN_EXE_poch-service-under-test")
        .map(PathBuf::from)
        .or_else(|| option_env!("CARGO_BIN_EXE_poch-service-under-test").map(PathBuf::from));
    exe.expect("run through cargo test -p poch-tests (CARGO_BIN_EXE_poch-service-under-test)")
}

/// A free loopback port (bound, then released).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A running `poch-service`; killed when dropped.
pub struct Server {
    child: Option<Child>,
    /// Where it listens.
    pub addr: SocketAddr,
}

impl Server {
    /// Starts the binary with default settings on a free port.
    pub fn start() -> Server {
        Server::start_with(&[], &[])
    }

    /// Starts the binary with extra flags and environment variables.
    pub fn start_with(args: &[&str], env: &[(&str, &str)]) -> Server {
        Server::start_logged(args, env, Stdio::null())
    }

    /// Starts the binary with extra flags and environment variables, its log (written to
    /// standard output) to `log`.
    pub fn start_logged(args: &[&str], env: &[(&str, &str)], log: impl Into<Stdio>) -> Server {
        let port = free_port();
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
        let mut cmd = Command::new(binary());
        cmd.arg("--addr")
            .arg(addr.to_string())
            .args(args)
            .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
            .env("POCH_LOG", "warn")
            // No drain delay unless a test asks for one: SIGTERM refuses new connections at once.
            .env("POCH_DRAIN_DELAY_MS", "0")
            .stdin(Stdio::null())
            .stdout(log)
            .stderr(Stdio::inherit());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("start poch-service");
        let mut server = Server {
            child: Some(child),
            addr,
        };
        server.wait_ready();
        server
    }

    /// Waits until the server answers `/healthz`; panics if it exits first.
    fn wait_ready(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if let Some(Ok(Some(status))) = self.child.as_mut().map(Child::try_wait) {
                panic!("poch-service exited at start ({status}), on {}", self.addr);
            }
            if self.answers_healthz() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("poch-service did not start answering on {}", self.addr);
    }

    /// Whether `GET /healthz` on a new connection is answered 200: the server itself, not just
    /// a socket that took the connection.
    fn answers_healthz(&self) -> bool {
        let Ok(mut stream) = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let mut head = [0u8; 12];
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .is_ok()
            && stream.read_exact(&mut head).is_ok()
            && &head == b"HTTP/1.1 200"
    }

    /// The REST base URL, e.g. `http://127.0.0.1:12345`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A REST client (HTTP/1.1).
    pub fn http(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .expect("http client")
    }

    /// POSTs a JSON body; the status and the JSON answer.
    pub async fn post_json(
        &self,
        path: &str,
        body: &serde_json::Value,
    ) -> (u16, serde_json::Value) {
        let response = self
            .http()
            .post(format!("{}{path}", self.url()))
            .json(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.json().await.expect("a JSON answer"))
    }

    /// A gRPC client (h2c).
    pub async fn grpc(&self) -> EngineServiceClient<Channel> {
        let channel = Channel::from_shared(self.url())
            .expect("uri")
            .connect()
            .await
            .expect("connect gRPC");
        EngineServiceClient::new(channel)
            .max_decoding_message_size(64 << 20)
            .max_encoding_message_size(64 << 20)
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.as_ref().map_or(0, Child::id)
    }

    /// Sends SIGTERM.
    pub fn signal_terminate(&self) {
        if let Some(child) = &self.child {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
        }
    }

    /// Sends SIGTERM and waits (without blocking the async runtime, whose tasks may still be
    /// finishing requests) for the exit status; `None` if it has not exited within `limit`.
    pub async fn terminate_within(mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        self.signal_terminate();
        let deadline = Instant::now() + limit;
        let child = self.child.as_mut()?;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = child.try_wait() {
                self.child = None;
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        None
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// The position of the load test (`tests/load/run.sh`) and its benchmark: a realistic mid-deal
/// state (classic, 4 players, phase 3 after two chains), the seat to act, and its action (a
/// lead that plays a chain without ending the deal).
pub fn load_position() -> (poch_engine::Game, poch_engine::Seat, poch_engine::Action) {
    use poch_engine::{Action, DealSource, Game, NewGame, Phase, Rules, Seed};
    let players = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
    let mut game = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players,
        source: DealSource::Seed {
            seed: Seed([7; 32]),
            first_dealer: Some(poch_engine::Seat(3)),
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a new game")
    .game;
    // Deterministic play into phase 3, two chains in.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut leads = 0;
    loop {
        let seat = game.to_act().expect("a seat to act");
        if game.phase() == Phase::Discard && leads == 2 {
            break;
        }
        let action = game
            .legal_actions(seat)
            .sample(|k| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % u64::from(k)) as u32
            })
            .expect("an action");
        if matches!(action, Action::Lead { .. }) {
            leads += 1;
        }
        game = game.apply(seat, action).expect("legal").game;
    }
    let seat = game.to_act().expect("the leader");
    let card = game.legal_actions(seat).lead.iter().next().expect("a card");
    let action = Action::Lead {
        card,
        direction: None,
    };
    (game, seat, action)
}

/// The tests' seeded choices (the engine's test kit): for `LegalActions::sample`, seeds and
/// values.
#[path = "../../service/engine/tests/common/picker.rs"]
mod picker;
pub use picker::Picker;

/// A match seed drawn from `n`.
pub fn seed(n: u64) -> poch_engine::Seed {
    Picker::new(n).seed()
}

/// One action of a random match: the position before it, the seat, the action, and the step
/// it led to.
pub struct Sampled {
    /// The position the action was applied to.
    pub before: poch_engine::Game,
    /// The seat that acted.
    pub seat: poch_engine::Seat,
    /// The action.
    pub action: poch_engine::Action,
    /// The next position and the events.
    pub step: poch_engine::Step,
}

/// Every action of random matches over the presets (3 to 8 players, up to 3 deals each, one
/// match per seed in `seeds`), played with sampled legal actions.
pub fn random_play(seeds: std::ops::Range<u64>) -> Vec<Sampled> {
    use poch_engine::{DealSource, Game, MaxDeals, NewGame, Rules};
    const PRESETS: [(&str, usize); 8] = [
        ("classic", 4),
        ("even-deal", 3),
        ("five-card", 4),
        ("no-pochen", 5),
        ("progressive", 4),
        ("dreier", 3),
        ("bavarian", 6),
        ("large-table", 8),
    ];
    let mut out = Vec::new();
    for n in seeds {
        let (preset, players) = PRESETS[(n % PRESETS.len() as u64) as usize];
        let mut rules = Rules::preset(preset).expect("a known preset");
        rules.max_deals = MaxDeals(std::num::NonZeroU32::new(3));
        let mut game = Game::new(NewGame {
            rules,
            players: (0..players).map(|i| format!("p{i}")).collect(),
            source: DealSource::Seed {
                seed: seed(n),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("a new game")
        .game;
        let mut pick = Picker::new(n);
        while let Some(seat) = game.to_act() {
            let action = game
                .legal_actions(seat)
                .sample(|k| pick.below(k))
                .expect("the seat to act can act");
            let step = game
                .clone()
                .apply(seat, action.clone())
                .expect("a sampled action is legal");
            let next = step.game.clone();
            out.push(Sampled {
                before: game,
                seat,
                action,
                step,
            });
            game = next;
        }
    }
    out
}

/// The REST body of an `Apply`, with the state as the service writes it: its keys in the
/// service's order, the order a client that sends back the state it received keeps.
pub fn apply_body(
    state: &poch_engine::GameState,
    seat: poch_engine::Seat,
    action: &poch_engine::Action,
) -> Vec<u8> {
    let mut body = br#"{"state":{"plain":"#.to_vec();
    serde_json::to_writer(&mut body, state).expect("a state is JSON");
    body.extend_from_slice(format!(r#"}},"seat":{seat},"action":"#).as_bytes());
    serde_json::to_writer(&mut body, action).expect("an action is JSON");
    body.extend_from_slice(br#","include_views":false}"#);
    body
}

/// A gRPC frame: the compression flag, the declared length (big-endian), then `bytes`. The
/// length is what the prefix claims, not necessarily the length of `bytes`.
pub fn grpc_frame(flag: u8, declared_len: u32, bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(5 + bytes.len());
    out.push(flag);
    out.extend_from_slice(&declared_len.to_be_bytes());
    out.extend_from_slice(bytes);
    out
}

/// `request` with the headers of a gRPC call (`content-type`, `te: trailers`), or with a JSON
/// body's content type.
pub fn content_headers(request: http::request::Builder, grpc: bool) -> http::request::Builder {
    if grpc {
        request
            .header("content-type", "application/grpc")
            .header("te", "trailers")
    } else {
        request.header("content-type", "application/json")
    }
}

/// A well-formed, uncompressed gRPC frame holding `message`.
pub fn grpc_framed(message: &impl prost::Message) -> Vec<u8> {
    let bytes = message.encode_to_vec();
    grpc_frame(0, u32::try_from(bytes.len()).expect("small"), &bytes)
}

/// The gRPC `ApplyRequest` of `action` by `seat` on the plain `state`.
pub fn apply_request(
    state: &poch_engine::GameState,
    seat: poch_engine::Seat,
    action: &poch_engine::Action,
    include_views: bool,
) -> poch_api::v1::ApplyRequest {
    use poch_api::convert::ToProto as _;
    use poch_api::v1 as pb;
    pb::ApplyRequest {
        include_views,
        ..kit::apply_on(
            Some(pb::StateEnvelope {
                kind: Some(pb::state_envelope::Kind::Plain(state.to_proto())),
            }),
            u32::try_from(seat.index()).expect("a seat"),
            Some(action.to_proto()),
        )
    }
}

/// The seat to act and a legal action for it ([`pick`]); `None` once the match is over.
pub fn first_legal(game: &poch_engine::Game) -> Option<(poch_engine::Seat, poch_engine::Action)> {
    let seat = game.to_act()?;
    Some((seat, pick(&game.legal_actions(seat))))
}

/// A legal action as a plain policy chooses it: deal, lead the first card, call, pass, bet the
/// least, else fold.
pub fn pick(legal: &poch_engine::LegalActions) -> poch_engine::Action {
    use poch_engine::Action;
    if legal.deal {
        Action::Deal { deck: None }
    } else if let Some(card) = legal.lead.iter().next() {
        Action::Lead {
            card,
            direction: legal.directions.first().copied(),
        }
    } else if legal.call.is_some() {
        Action::Call
    } else if legal.pass {
        Action::Pass
    } else if let Some(bet) = legal.bet {
        Action::Bet { amount: bet.min }
    } else {
        Action::Fold
    }
}

/// The first `n` actions of `game` as the plain policy plays them ([`first_legal`]): fewer
/// when the match ends first.
pub fn plain_actions(
    mut game: poch_engine::Game,
    n: usize,
) -> Vec<(poch_engine::Seat, poch_engine::Action)> {
    let mut actions = Vec::new();
    while actions.len() < n {
        let Some((seat, action)) = first_legal(&game) else {
            break;
        };
        game = game
            .apply(seat, action.clone())
            .expect("a picked action is legal")
            .game;
        actions.push((seat, action));
    }
    actions
}

/// [`plain_actions`] as gRPC's `SeatAction`s, for a `Replay`.
pub fn plain_play(game: poch_engine::Game, n: usize) -> Vec<poch_api::v1::SeatAction> {
    use poch_api::convert::ToProto as _;
    plain_actions(game, n)
        .into_iter()
        .map(|(seat, action)| poch_api::v1::SeatAction {
            seat: u32::try_from(seat.index()).expect("a seat"),
            action: Some(action.to_proto()),
        })
        .collect()
}

/// The resident memory of process `pid`, in MiB (from `/proc/PID/status`; 0 when unreadable).
pub fn rss_mib(pid: u32) -> f64 {
    status_mib(pid, "VmRSS:")
}

/// The peak resident memory of process `pid` so far, in MiB (`VmHWM` in `/proc/PID/status`; 0
/// when unreadable): a peak no sampling can miss.
pub fn peak_rss_mib(pid: u32) -> f64 {
    status_mib(pid, "VmHWM:")
}

/// A size in kB of `/proc/PID/status`, in MiB; 0 when unreadable.
fn status_mib(pid: u32, key: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// The head of a gRPC call to `path` (`/poch.v1.EngineService/Replay`) on the server at
/// `addr`, for a raw HTTP/2 client.
pub fn grpc_request(addr: SocketAddr, path: &str) -> http::Request<()> {
    content_headers(
        http::Request::builder()
            .method("POST")
            .uri(format!("http://{addr}{path}")),
        true,
    )
    .body(())
    .expect("a request")
}

/// A long match: classic for ann, bob, cy and di from seed 7, with 100,000 chips each and up to
/// 20,000 deals, so that it lasts. The game at its start, and the gRPC request that starts it.
pub fn long_match() -> (poch_engine::Game, poch_api::v1::NewGameRequest) {
    use poch_api::convert::ToProto as _;
    let mut rules = poch_engine::Rules::CLASSIC;
    rules.max_deals = poch_engine::MaxDeals(std::num::NonZeroU32::new(20_000));
    rules.starting_chips = 100_000;
    let players: Vec<String> = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
    let game = poch_engine::Game::new(poch_engine::NewGame {
        rules,
        players: players.clone(),
        source: poch_engine::DealSource::Seed {
            seed: poch_engine::Seed([7; 32]),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a new game")
    .game;
    let mut proto_rules = rules.to_proto();
    proto_rules.max_deals = Some(20_000);
    proto_rules.starting_chips = Some(100_000);
    let request = poch_api::v1::NewGameRequest {
        rules: Some(proto_rules),
        players,
        deal_source: seeded(vec![7; 32], None),
        ..poch_api::v1::NewGameRequest::default()
    };
    (game, request)
}

/// A gRPC `NewGameRequest`'s deal source: the match seed `seed` and, when named, the first
/// dealer.
pub fn seeded(
    seed: Vec<u8>,
    first_dealer: Option<u32>,
) -> Option<poch_api::v1::new_game_request::DealSource> {
    Some(poch_api::v1::new_game_request::DealSource::Seeded(
        poch_api::v1::SeededDeals { seed, first_dealer },
    ))
}

/// A gRPC `NewGameRequest`'s deal source: supplied deck orders and the first dealer.
pub fn decks(
    first_dealer: u32,
    deck_orders: Vec<poch_api::v1::DeckOrder>,
) -> Option<poch_api::v1::new_game_request::DealSource> {
    Some(poch_api::v1::new_game_request::DealSource::Decks(
        poch_api::v1::SuppliedDecks {
            first_dealer: Some(first_dealer),
            deck_orders,
        },
    ))
}

/// A gRPC `NewGameRequest`'s deal source: a provably fair match from a pre-match token.
pub fn fair(
    pre_match_token: Vec<u8>,
    client_seeds: Vec<String>,
    first_dealer: Option<u32>,
) -> Option<poch_api::v1::new_game_request::DealSource> {
    Some(poch_api::v1::new_game_request::DealSource::Fair(
        poch_api::v1::FairDeals {
            pre_match_token,
            client_seeds,
            first_dealer,
        },
    ))
}

//! A game server's loop against a running service (`tests/bench/matches.py`): many matches at
//! once, each started with `NewGame` (a server seed, the answer sealed, the match's tickets) and
//! then, per move, the seat to act chooses from its own view, the game server sends its `Apply`
//! with the operator ticket, and takes from the answer what each player needs: every seat's view.
//! How it gets the views is `--views`:
//!
//! - `get`: after the `Apply`, one `GetView` per seat, each with that seat's ticket (the token
//!   opened again for every view);
//! - `include`: `Apply` with `include_views` (every seat's whole view and the spectator's);
//! - `seats`: `Apply` with `view_seats` naming every seat (the spectator's view once, and each
//!   seat's own part).
//!
//! Runs for `--seconds`, then prints one JSON line: the moves (`Apply` calls), the matches
//! finished, the requests, and the request and answer bytes (bodies: JSON on REST, protobuf
//! messages on gRPC). The server's CPU time is read by the caller from `/proc`. With
//! `--warmup`, it first plays that long and prints the counts so far as a line with
//! `"mark": true`, then plays `--seconds` more (the last line's counts include the warm-up's).
//!
//! ```text
//! match_loop --url http://127.0.0.1:PORT --wire grpc|rest --views get|include|seats \
//!     [--matches-at-once 8] [--seconds 10] [--seed 1]
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use poch_api::convert::{FromProto as _, ToProto as _};
use poch_api::rest;
use poch_api::v1 as pb;
use poch_api::v1::engine_service_client::EngineServiceClient;
use poch_engine::bots::RandomBot;
use poch_engine::{Action, Bot as _, Phase, Seat, Sight, View};
use prost::Message as _;
use tonic::transport::Channel;

#[derive(Parser)]
struct Args {
    /// The service's address.
    #[arg(long)]
    url: String,
    /// `grpc` or `rest`.
    #[arg(long)]
    wire: String,
    /// How the players' views are asked for: `get`, `include` or `seats`.
    #[arg(long)]
    views: String,
    /// Matches played at once.
    #[arg(long, default_value_t = 8)]
    matches_at_once: usize,
    /// How long to play (after the warm-up).
    #[arg(long, default_value_t = 10.0)]
    seconds: f64,
    /// How long to play before the mark.
    #[arg(long, default_value_t = 0.0)]
    warmup: f64,
    /// The seed of the players' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(Default)]
struct Counts {
    moves: AtomicU64,
    matches: AtomicU64,
    requests: AtomicU64,
    request_bytes: AtomicU64,
    answer_bytes: AtomicU64,
}

impl Counts {
    /// The counts so far as one JSON line (`mark`: the warm-up's end).
    fn print(&self, mark: bool) {
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let mut line = serde_json::json!({
            "moves": get(&self.moves),
            "matches": get(&self.matches),
            "requests": get(&self.requests),
            "request_bytes": get(&self.request_bytes),
            "answer_bytes": get(&self.answer_bytes),
        });
        if mark {
            line["mark"] = true.into();
        }
        println!("{line}");
    }

    fn request(&self, sent: usize, answered: usize) {
        self.requests.fetch_add(1, Ordering::Relaxed);
        self.request_bytes.fetch_add(sent as u64, Ordering::Relaxed);
        self.answer_bytes
            .fetch_add(answered as u64, Ordering::Relaxed);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Views {
    Get,
    Include,
    Seats,
}

/// What a move answers that the loop needs: the next token, and each seat's view.
struct Answer {
    token: Vec<u8>,
    views: Vec<View>,
    phase: Phase,
    to_act: Option<Seat>,
}

/// A match as the game server holds it.
struct Match {
    token: Vec<u8>,
    operator: Vec<u8>,
    seats: Vec<Vec<u8>>,
    views: Vec<View>,
    to_act: Option<Seat>,
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args = Args::parse();
    let views = match args.views.as_str() {
        "get" => Views::Get,
        "include" => Views::Include,
        "seats" => Views::Seats,
        other => panic!("--views {other}: get, include or seats"),
    };
    let counts = Arc::new(Counts::default());
    let start = Instant::now();
    let deadline = start + Duration::from_secs_f64(args.warmup + args.seconds);
    let wire = match args.wire.as_str() {
        "grpc" => Wire::Grpc(
            EngineServiceClient::new(
                Channel::from_shared(args.url.clone())
                    .expect("a URL")
                    .connect()
                    .await
                    .expect("the service"),
            )
            .max_decoding_message_size(64 << 20),
        ),
        "rest" => Wire::Rest(reqwest::Client::new(), args.url.clone()),
        other => panic!("--wire {other}: grpc or rest"),
    };
    let mut tasks = Vec::new();
    for i in 0..args.matches_at_once {
        let (wire, counts) = (wire.clone(), counts.clone());
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        tasks.push(tokio::spawn(async move {
            let mut bots: Vec<RandomBot> =
                (0..4).map(|s| RandomBot::new(seed ^ (s << 32))).collect();
            let mut round = 0u64;
            while Instant::now() < deadline {
                round += 1;
                for (s, bot) in bots.iter_mut().enumerate() {
                    *bot = RandomBot::new(seed ^ ((s as u64) << 32) ^ round);
                }
                if wire.play(views, &mut bots, &counts, deadline).await {
                    counts.matches.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
    }
    if args.warmup > 0.0 {
        tokio::time::sleep_until((start + Duration::from_secs_f64(args.warmup)).into()).await;
        counts.print(true);
    }
    for task in tasks {
        task.await.expect("a match loop");
    }
    counts.print(false);
}

#[derive(Clone)]
enum Wire {
    Grpc(EngineServiceClient<Channel>),
    Rest(reqwest::Client, String),
}

impl Wire {
    /// Plays one match to its end, or until the deadline; whether it ended.
    async fn play(
        &self,
        views: Views,
        bots: &mut [RandomBot],
        counts: &Counts,
        deadline: Instant,
    ) -> bool {
        let mut game = self.new_game(counts).await;
        while let Some(seat) = game.to_act {
            if Instant::now() >= deadline {
                return false;
            }
            let action = bots[seat.index()]
                .choose(&Sight::of_view(&game.views[seat.index()]).expect("a seat's view"))
                .expect("an action");
            let answer = self.apply(&game, seat, action, views, counts).await;
            counts.moves.fetch_add(1, Ordering::Relaxed);
            game.token = answer.token;
            game.to_act = answer.to_act;
            game.views = if views == Views::Get {
                let mut fetched = Vec::with_capacity(game.seats.len());
                for s in 0..game.seats.len() {
                    fetched.push(self.view(&game, s, counts).await);
                }
                fetched
            } else {
                answer.views
            };
            if answer.phase == Phase::MatchOver {
                return true;
            }
        }
        true
    }

    async fn new_game(&self, counts: &Counts) -> Match {
        let players: Vec<String> = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
        match self {
            Wire::Grpc(client) => {
                let request = pb::NewGameRequest {
                    preset: "classic".into(),
                    players,
                    include_views: true,
                    state_form: pb::StateForm::Sealed as i32,
                    ..Default::default()
                };
                let sent = request.encoded_len();
                let r = client
                    .clone()
                    .new_game(request)
                    .await
                    .expect("NewGame")
                    .into_inner();
                counts.request(sent, r.encoded_len());
                let tickets = r.tickets.expect("tickets");
                let views: Vec<View> = r.views.into_iter().map(grpc_view).collect();
                Match {
                    token: token_of(r.state),
                    operator: tickets.operator,
                    seats: tickets.seats,
                    views,
                    to_act: r.to_act.map(|s| Seat(s as usize)),
                }
            }
            Wire::Rest(client, url) => {
                let body = serde_json::json!({
                    "preset": "classic",
                    "players": players,
                    "include_views": true,
                    "state_form": "sealed",
                });
                let (r, _): (rest::GameResponse, _) =
                    post(client, counts, &format!("{url}/v1/games"), &body).await;
                let tickets = r.tickets.expect("tickets");
                Match {
                    token: rest_token(&r.state),
                    operator: text_bytes(&tickets.operator),
                    seats: tickets.seats.iter().map(|t| text_bytes(t)).collect(),
                    views: r.views,
                    to_act: r.to_act,
                }
            }
        }
    }

    async fn apply(
        &self,
        game: &Match,
        seat: Seat,
        action: Action,
        views: Views,
        counts: &Counts,
    ) -> Answer {
        let every_seat: Vec<u32> = (0..game.seats.len() as u32).collect();
        match self {
            Wire::Grpc(client) => {
                let mut request = poch_tests::kit::apply_on(
                    poch_tests::kit::sealed(&game.token),
                    seat.0 as u32,
                    Some(action.to_proto()),
                );
                request.ticket.clone_from(&game.operator);
                request.include_views = views == Views::Include;
                if views == Views::Seats {
                    request.view_seats = every_seat;
                }
                let sent = request.encoded_len();
                let r = client
                    .clone()
                    .apply(request)
                    .await
                    .expect("Apply")
                    .into_inner();
                counts.request(sent, r.encoded_len());
                let views = match views {
                    Views::Get => Vec::new(),
                    Views::Include => r.views.into_iter().map(grpc_view).collect(),
                    Views::Seats => {
                        let shared = r.seat_views.expect("seat_views");
                        let views = poch_engine::SeatViews::from_proto(shared).expect("views");
                        views.views().collect()
                    }
                };
                Answer {
                    token: token_of(r.state),
                    views,
                    phase: Phase::from_proto(r.phase).expect("a phase"),
                    to_act: r.to_act.map(|s| Seat(s as usize)),
                }
            }
            Wire::Rest(client, url) => {
                let mut body = serde_json::json!({
                    "state": {"sealed": poch_service::token::to_text(&game.token)},
                    "seat": seat,
                    "action": action,
                    "ticket": poch_service::token::to_text(&game.operator),
                });
                if views == Views::Include {
                    body["include_views"] = true.into();
                }
                if views == Views::Seats {
                    body["view_seats"] = every_seat.into();
                }
                let (r, _): (rest::GameResponse, _) =
                    post(client, counts, &format!("{url}/v1/games/apply"), &body).await;
                let views = match views {
                    Views::Get => Vec::new(),
                    Views::Include => r.views,
                    Views::Seats => r.seat_views.expect("seat_views").views().collect(),
                };
                Answer {
                    token: rest_token(&r.state),
                    views,
                    phase: r.phase,
                    to_act: r.to_act,
                }
            }
        }
    }

    async fn view(&self, game: &Match, seat: usize, counts: &Counts) -> View {
        match self {
            Wire::Grpc(client) => {
                let request = pb::GetViewRequest {
                    state: poch_tests::kit::sealed(&game.token),
                    seat: Some(seat as u32),
                    ticket: game.seats[seat].clone(),
                };
                let sent = request.encoded_len();
                let r = client
                    .clone()
                    .get_view(request)
                    .await
                    .expect("GetView")
                    .into_inner();
                counts.request(sent, r.encoded_len());
                grpc_view(r.view.expect("a view"))
            }
            Wire::Rest(client, url) => {
                let body = serde_json::json!({
                    "state": {"sealed": poch_service::token::to_text(&game.token)},
                    "seat": seat,
                    "ticket": poch_service::token::to_text(&game.seats[seat]),
                });
                let (r, _): (rest::ViewResponse, _) =
                    post(client, counts, &format!("{url}/v1/games/view"), &body).await;
                r.view
            }
        }
    }
}

fn grpc_view(view: pb::View) -> View {
    View::from_proto(view).expect("a view")
}

fn token_of(state: Option<pb::StateEnvelope>) -> Vec<u8> {
    poch_tests::kit::sealed_token(state)
}

fn rest_token(state: &rest::StateEnvelope) -> Vec<u8> {
    match state {
        rest::StateEnvelope::Sealed(text) => text_bytes(text),
        rest::StateEnvelope::Plain(_) => panic!("a plain state from a sealed match"),
    }
}

fn text_bytes(text: &str) -> Vec<u8> {
    poch_service::token::from_text(text).expect("base64url")
}

async fn post<T: serde::de::DeserializeOwned>(
    client: &reqwest::Client,
    counts: &Counts,
    url: &str,
    body: &serde_json::Value,
) -> (T, usize) {
    let sent = serde_json::to_vec(body).expect("JSON");
    let len = sent.len();
    let response = client
        .post(url)
        .header("content-type", "application/json")
        .body(sent)
        .send()
        .await
        .expect("an answer");
    let status = response.status();
    let bytes = response.bytes().await.expect("a body");
    assert!(
        status.is_success(),
        "{url}: {status}: {}",
        String::from_utf8_lossy(&bytes)
    );
    counts.request(len, bytes.len());
    (
        serde_json::from_slice(&bytes).expect("the answer's JSON"),
        bytes.len(),
    )
}

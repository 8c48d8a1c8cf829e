//! Conformance of the wire with the engine: whatever the real `poch-service` answers over gRPC
//! and over REST must be exactly what `poch_engine` answers in-process for the same inputs.
//!
//! - The 19 worked deals of the rules, over each wire: legal actions before every step, and
//!   state, events, views, seat to act and phase after it, equal the engine's; every deal ends on
//!   the recorded stacks and board; one `Replay` call of the whole example ends on the same game
//!   with every event.
//! - Random matches (several seeds and presets) driven over both wires side by side give the
//!   same states, events and legal actions as the engine; matches also survive switching the
//!   transport on every action, the state passed from one wire to the other.
//! - Every engine rejection code, every reachable new-match refusal and the state refusals reach
//!   both wires with the code, gRPC status, HTTP status and metadata of the error table
//!   (`service/server/src/error.rs`), copied here as [`documented`].
//!
//! One server per test function: a process shared through a static would never be killed.

use std::collections::HashMap;
use std::num::NonZeroU32;

/// The engine's test kit: the worked deals' one loader, cards and deck orders, actions.
#[path = "../../service/engine/tests/common/mod.rs"]
#[allow(unused_imports)]
mod kit;

use kit::refusals::r_deck;
use kit::{card, play as act};

use poch_api::convert::{FromProto, ToProto};
use poch_api::v1 as pb;
use poch_engine::{
    Action, ByField, DealSource, DeckKind, DeckOrder, DiscardDirection, Event, Field, Game,
    GameState, InitialPass, LegalActions, MaxDeals, NewGame, Phase, PochenEligibility, Rejection,
    Rules, SCHEMA_VERSION, Seat, Seed, ShortStack, StartPosition, View, Viewer,
};
use poch_tests::kit::apply_on;
use poch_tests::{Picker, Server, seed};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt;

use pb::engine_service_client::EngineServiceClient;

// ---------------------------------------------------------------------------------------------
// The two wires
// ---------------------------------------------------------------------------------------------

/// A transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wire {
    Grpc,
    Rest,
}

const WIRES: [Wire; 2] = [Wire::Grpc, Wire::Rest];

/// The inputs of a new match, as both wires take them.
#[derive(Clone, Debug, Default)]
struct Start {
    /// The preset's name; `None` sends none (the server's default, `classic`).
    preset: Option<String>,
    /// Every switch, overriding the preset's.
    rules: Option<Rules>,
    /// One switch overriding the preset's (a partial override): `max_deals`, 0 = none.
    max_deals: Option<u32>,
    players: Vec<String>,
    seed: Option<Seed>,
    first_dealer: Option<Seat>,
    deck_orders: Vec<DeckOrder>,
    start: Option<StartPosition>,
}

impl Start {
    /// The same match in engine terms, as the server is documented to build it.
    fn new_game(&self) -> NewGame {
        let mut rules = self.rules.unwrap_or_else(|| {
            Rules::preset(self.preset.as_deref().unwrap_or("classic")).expect("a known preset")
        });
        if let Some(n) = self.max_deals {
            rules.max_deals = MaxDeals(NonZeroU32::new(n));
        }
        let source = match self.seed {
            Some(seed) => DealSource::Seed {
                seed,
                first_dealer: self.first_dealer,
            },
            None => DealSource::Decks {
                first_dealer: self
                    .first_dealer
                    .expect("deck orders come with a first dealer"),
                decks: self.deck_orders.clone(),
            },
        };
        NewGame {
            rules,
            players: self.players.clone(),
            source,
            start: self.start.clone(),
            bots: Vec::new(),
        }
    }

    fn grpc(&self, include_views: bool) -> pb::NewGameRequest {
        let mut rules = self.rules.map(|r| r.to_proto());
        if let Some(n) = self.max_deals {
            rules.get_or_insert_with(pb::Rules::default).max_deals = Some(n);
        }
        pb::NewGameRequest {
            preset: self.preset.clone().unwrap_or_default(),
            rules,
            players: self.players.clone(),
            deal_source: match (&self.seed, self.deck_orders.is_empty(), self.first_dealer) {
                (None, true, None) => None,
                (seed, true, first_dealer) => {
                    poch_tests::seeded(seed.to_proto(), first_dealer.map(seat_u32))
                }
                (_, false, first_dealer) => poch_tests::decks(
                    seat_u32(first_dealer.expect("deck orders come with a first dealer")),
                    self.deck_orders.to_proto(),
                ),
            },
            start: self.start.as_ref().map(ToProto::to_proto),
            include_views,
            state_form: 0,
            bots: Vec::new(),
            locale: String::new(),
            answer_as_seat: None,
        }
    }

    fn json(&self, include_views: bool) -> Value {
        let mut body = serde_json::Map::new();
        if let Some(preset) = &self.preset {
            body.insert("preset".into(), json!(preset));
        }
        let mut rules = match self.rules {
            Some(r) => to_json(&r),
            None => json!({}),
        };
        if let Some(n) = self.max_deals {
            rules["max_deals"] = if n == 0 { json!("none") } else { json!(n) };
        }
        if self.rules.is_some() || self.max_deals.is_some() {
            body.insert("rules".into(), rules);
        }
        body.insert("players".into(), json!(self.players));
        if self.deck_orders.is_empty() {
            let mut seeded = serde_json::Map::new();
            if let Some(seed) = &self.seed {
                seeded.insert("seed".into(), to_json(seed));
            }
            if let Some(d) = self.first_dealer {
                seeded.insert("first_dealer".into(), json!(d));
            }
            if !seeded.is_empty() {
                body.insert("deal_source".into(), json!({"seeded": seeded}));
            }
        } else {
            body.insert(
                "deal_source".into(),
                json!({"decks": {
                    "first_dealer": self.first_dealer,
                    "deck_orders": to_json(&self.deck_orders),
                }}),
            );
        }
        if let Some(start) = &self.start {
            body.insert("start".into(), to_json(start));
        }
        body.insert("include_views".into(), json!(include_views));
        Value::Object(body)
    }
}

/// What the wire sent, as received, for the strict comparisons.
#[derive(Debug)]
enum Raw {
    Grpc {
        state: Box<pb::GameState>,
        events: Vec<pb::Event>,
    },
    Rest(Value),
}

/// A state-changing answer (new game or apply), converted to engine types.
#[derive(Debug)]
struct Reply {
    state: GameState,
    events: Vec<Event>,
    views: Vec<View>,
    to_act: Option<Seat>,
    phase: Phase,
    raw: Raw,
}

/// A refusal, as received.
#[derive(Debug)]
enum WireError {
    Grpc(tonic::Status),
    Rest {
        status: StatusCode,
        content_type: String,
        body: Value,
    },
}

/// Both clients of one server.
struct Clients {
    grpc: EngineServiceClient<Channel>,
    http: reqwest::Client,
    url: String,
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("serializes")
}

fn from_json<T: serde::de::DeserializeOwned>(value: &Value, what: &str) -> T {
    serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{what}: {e}: {value}"))
}

fn from_proto<P, T: FromProto<P>>(proto: P, what: &str) -> T {
    T::from_proto(proto).unwrap_or_else(|e| panic!("{what}: {e}"))
}

fn seat_u32(seat: Seat) -> u32 {
    u32::try_from(seat.index()).expect("a seat fits u32")
}

fn plain(state: &GameState) -> pb::StateEnvelope {
    pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Plain(state.to_proto())),
    }
}

fn grpc_reply(
    state: Option<pb::StateEnvelope>,
    events: Vec<pb::Event>,
    views: Vec<pb::View>,
    to_act: Option<u32>,
    phase: i32,
) -> Reply {
    let Some(pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Plain(raw_state)),
    }) = state
    else {
        panic!("the answer carries a plain state: {state:?}");
    };
    Reply {
        state: from_proto(raw_state.clone(), "state"),
        events: from_proto(events.clone(), "events"),
        views: from_proto(views, "views"),
        to_act: to_act.map(|s| Seat(s as usize)),
        phase: from_proto(phase, "phase"),
        raw: Raw::Grpc {
            state: Box::new(raw_state),
            events,
        },
    }
}

fn rest_reply(body: Value) -> Reply {
    let object = body.as_object().expect("a JSON object");
    // `tickets` are answered by NewGame and Replay only (tests/tests/tickets.rs).
    let mut keys: Vec<&str> = object
        .keys()
        .map(String::as_str)
        .filter(|k| *k != "tickets")
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "events", "match_id", "phase", "state", "to_act", "version", "views"
        ],
        "{body}"
    );
    Reply {
        state: from_json(&body["state"]["plain"], "state.plain"),
        events: from_json(&body["events"], "events"),
        views: from_json(&body["views"], "views"),
        to_act: from_json(&body["to_act"], "to_act"),
        phase: from_json(&body["phase"], "phase"),
        raw: Raw::Rest(body),
    }
}

/// Calls `$method` with `$request` on the gRPC client of `$clients`: the answer's message, or
/// the refusal returned as a [`WireError`].
macro_rules! grpc_call {
    ($clients:ident . $method:ident ($request:expr)) => {
        $clients
            .grpc
            .$method($request)
            .await
            .map_err(WireError::Grpc)?
            .into_inner()
    };
}

impl Clients {
    async fn connect(server: &Server) -> Clients {
        Clients {
            grpc: server.grpc().await,
            http: server.http(),
            url: server.url(),
        }
    }

    /// The refusal of the gRPC `NewGame` `request` (`what` names it in a failure).
    async fn grpc_new_game_refused(
        &mut self,
        request: pb::NewGameRequest,
        what: &str,
    ) -> WireError {
        self.grpc
            .new_game(request)
            .await
            .map(|_| ())
            .map_err(WireError::Grpc)
            .expect_err(what)
    }

    /// The member `key` of the REST answer of `path` for `seat` (none: JSON `null`) on the plain
    /// `state`.
    async fn rest_of_seat<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        key: &str,
        state: &GameState,
        seat: Option<Seat>,
    ) -> Result<T, WireError> {
        let r = self
            .post(path, &json!({"state": {"plain": state}, "seat": seat}))
            .await?;
        Ok(from_json(&r[key], key))
    }

    /// POSTs a JSON body; a success must be `application/json`.
    async fn post(&self, path: &str, body: &Value) -> Result<Value, WireError> {
        let response = self
            .http
            .post(format!("{}{path}", self.url))
            .json(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"));
        let status = response.status();
        let content_type = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        let text = response.text().await.expect("a body");
        let body: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("POST {path}: {status}: not JSON ({e}): {text}"));
        if status.is_success() {
            assert_eq!(status, StatusCode::OK, "POST {path}");
            assert!(
                content_type.starts_with("application/json"),
                "POST {path}: content-type {content_type:?}"
            );
            Ok(body)
        } else {
            Err(WireError::Rest {
                status,
                content_type,
                body,
            })
        }
    }

    async fn new_game(
        &mut self,
        wire: Wire,
        start: &Start,
        include_views: bool,
    ) -> Result<Reply, WireError> {
        match wire {
            Wire::Grpc => {
                let r = grpc_call!(self.new_game(start.grpc(include_views)));
                Ok(grpc_reply(r.state, r.events, r.views, r.to_act, r.phase))
            }
            Wire::Rest => {
                let body = self.post("/v1/games", &start.json(include_views)).await?;
                Ok(rest_reply(body))
            }
        }
    }

    async fn apply(
        &mut self,
        wire: Wire,
        state: &GameState,
        seat: Seat,
        action: &Action,
        include_views: bool,
    ) -> Result<Reply, WireError> {
        match wire {
            Wire::Grpc => {
                let request = pb::ApplyRequest {
                    include_views,
                    ..apply_on(Some(plain(state)), seat_u32(seat), Some(action.to_proto()))
                };
                let r = grpc_call!(self.apply(request));
                Ok(grpc_reply(r.state, r.events, r.views, r.to_act, r.phase))
            }
            Wire::Rest => {
                let body = json!({
                    "state": {"plain": state},
                    "seat": seat,
                    "action": action,
                    "include_views": include_views,
                });
                Ok(rest_reply(self.post("/v1/games/apply", &body).await?))
            }
        }
    }

    async fn legal(
        &mut self,
        wire: Wire,
        state: &GameState,
        seat: Seat,
    ) -> Result<LegalActions, WireError> {
        match wire {
            Wire::Grpc => {
                let request = pb::ListLegalActionsRequest {
                    state: Some(plain(state)),
                    seat: seat_u32(seat),
                    ticket: Vec::new(),
                    include_action_ids: false,
                };
                let r = grpc_call!(self.list_legal_actions(request));
                Ok(from_proto(r.legal.expect("legal is set"), "legal"))
            }
            Wire::Rest => {
                self.rest_of_seat("/v1/games/legal-actions", "legal", state, Some(seat))
                    .await
            }
        }
    }

    async fn view(
        &mut self,
        wire: Wire,
        state: &GameState,
        seat: Option<Seat>,
    ) -> Result<View, WireError> {
        match wire {
            Wire::Grpc => {
                let request = pb::GetViewRequest {
                    state: Some(plain(state)),
                    seat: seat.map(seat_u32),
                    ticket: Vec::new(),
                };
                let r = grpc_call!(self.get_view(request));
                Ok(from_proto(r.view.expect("view is set"), "view"))
            }
            Wire::Rest => {
                self.rest_of_seat("/v1/games/view", "view", state, seat)
                    .await
            }
        }
    }

    async fn replay(
        &mut self,
        wire: Wire,
        start: &Start,
        actions: &[(Seat, Action)],
    ) -> Result<Reply, WireError> {
        match wire {
            Wire::Grpc => {
                let request = pb::ReplayRequest {
                    new_game: Some(start.grpc(false)),
                    actions: actions
                        .iter()
                        .map(|(seat, action)| pb::SeatAction {
                            seat: seat_u32(*seat),
                            action: Some(action.to_proto()),
                        })
                        .collect(),
                };
                let r = grpc_call!(self.replay(request));
                Ok(grpc_reply(r.state, r.events, Vec::new(), r.to_act, r.phase))
            }
            Wire::Rest => {
                let actions: Vec<Value> = actions
                    .iter()
                    .map(|(seat, action)| json!({"seat": seat, "action": action}))
                    .collect();
                let body = json!({"new_game": start.json(false), "actions": actions});
                Ok(rest_reply(self.post("/v1/games/replay", &body).await?))
            }
        }
    }

    /// `(valid, [(invariant, detail)])`.
    async fn validate(
        &mut self,
        wire: Wire,
        state: &GameState,
    ) -> Result<(bool, Vec<(String, String)>), WireError> {
        match wire {
            Wire::Grpc => {
                let request = pb::ValidateStateRequest {
                    state: Some(plain(state)),
                };
                let r = grpc_call!(self.validate_state(request));
                let violations = r
                    .violations
                    .into_iter()
                    .map(|v| (v.invariant, v.detail))
                    .collect();
                Ok((r.valid, violations))
            }
            Wire::Rest => {
                let body = json!({"state": {"plain": state}});
                let r = self.post("/v1/games/validate", &body).await?;
                let violations = r["violations"]
                    .as_array()
                    .expect("violations")
                    .iter()
                    .map(|v| {
                        (
                            v["invariant"].as_str().expect("invariant").to_owned(),
                            v["detail"].as_str().expect("detail").to_owned(),
                        )
                    })
                    .collect();
                Ok((r["valid"].as_bool().expect("valid"), violations))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Comparing with the engine
// ---------------------------------------------------------------------------------------------

/// Every seat's view, then the spectator's.
fn all_views(game: &Game) -> Vec<View> {
    Seat::all(game.players())
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .map(|v| game.view(v).expect("a seat of the table, or a spectator"))
        .collect()
}

/// The answer of a call over a wire, asserted the engine's `step` ([`assert_same`], views
/// compared when `views`); `what` names it in a failure.
fn like(
    what: &str,
    answer: Result<Reply, WireError>,
    step: &poch_engine::Step,
    views: bool,
) -> Reply {
    let reply = answer.unwrap_or_else(|e| panic!("{what}: {e:?}"));
    assert_same(what, &reply, &step.game, &step.events, views);
    reply
}

/// The answer equals the engine's: state, events, seat to act, phase, views (when asked for);
/// and what went over the wire is exactly the engine value's wire form.
fn assert_same(ctx: &str, reply: &Reply, game: &Game, events: &[Event], views: bool) {
    // The service gives a new match its identity, which the match keeps; the engine's own
    // match has none until it takes the service's.
    let adopted;
    let game = match (game.match_id(), reply.state.match_id) {
        (None, Some(id)) => {
            adopted = game.clone().with_match_id(id);
            &adopted
        }
        _ => game,
    };
    assert_eq!(reply.state, *game.state(), "{ctx}: state");
    assert_eq!(reply.events, events, "{ctx}: events");
    assert_eq!(reply.to_act, game.to_act(), "{ctx}: to_act");
    assert_eq!(reply.phase, game.phase(), "{ctx}: phase");
    if views {
        assert_eq!(reply.views, all_views(game), "{ctx}: views");
    } else {
        assert!(reply.views.is_empty(), "{ctx}: views not asked for");
    }
    match &reply.raw {
        Raw::Grpc {
            state,
            events: raw_events,
        } => {
            assert_eq!(**state, game.state().to_proto(), "{ctx}: proto state");
            let want: Vec<pb::Event> = events.iter().map(ToProto::to_proto).collect();
            assert_eq!(*raw_events, want, "{ctx}: proto events");
        }
        Raw::Rest(body) => {
            assert_eq!(
                body["state"],
                json!({"plain": game.state()}),
                "{ctx}: JSON state"
            );
            assert_eq!(body["events"], to_json(&events), "{ctx}: JSON events");
        }
    }
}

fn players(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| char::from(b'A' + u8::try_from(i).expect("few seats")).to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// 1. The worked deals
// ---------------------------------------------------------------------------------------------

struct Example {
    id: String,
    start: Start,
    actions: Vec<(Seat, Action)>,
    /// Each deal's final stacks and board.
    deals: Vec<(Vec<u32>, ByField<u32>)>,
    match_ends: bool,
}

fn examples() -> Vec<Example> {
    let examples = &kit::worked_deals().examples;
    assert_eq!(examples.len(), 19);
    examples
        .iter()
        .map(|ex| {
            let id = ex.id.clone();
            let deals = ex
                .deals
                .iter()
                .map(|d| {
                    (
                        from_json(&d["stacks"], "deal stacks"),
                        from_json(&d["board"], "deal board"),
                    )
                })
                .collect();
            let new_game = ex.new_game();
            Example {
                start: Start {
                    preset: Some("classic".into()),
                    rules: Some(new_game.rules),
                    max_deals: None,
                    players: players(ex.players),
                    seed: None,
                    first_dealer: Some(Seat(ex.first_dealer)),
                    deck_orders: match new_game.source {
                        DealSource::Decks { decks, .. } => decks,
                        other @ (DealSource::Seed { .. } | DealSource::Fair { .. }) => {
                            panic!("{id}: a worked deal deals from decks, not {other:?}")
                        }
                    },
                    start: new_game.start,
                },
                actions: ex
                    .actions
                    .iter()
                    .map(|(seat, text)| {
                        let action = text
                            .parse()
                            .unwrap_or_else(|e| panic!("{id}: {text:?}: {e}"));
                        (Seat(*seat), action)
                    })
                    .collect(),
                deals,
                match_ends: !ex.match_end.is_null(),
                id,
            }
        })
        .collect()
}

/// Plays every worked deal over `wire`, step by step beside the engine.
async fn worked_deals_over(wire: Wire) {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    let mut steps = 0;
    for ex in examples() {
        let ctx = format!("{wire:?} {}", ex.id);
        let step = Game::new(ex.start.new_game()).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let reply = like(
            &format!("{ctx} new game"),
            clients.new_game(wire, &ex.start, true).await,
            &step,
            true,
        );
        let mut game = step.game;
        let mut state = reply.state;
        let mut actions = ex.actions.iter();
        let mut deals_ended = 0;
        // Every input sent, the `deal`s included, for the replay at the end.
        let mut inputs: Vec<(Seat, Action)> = Vec::new();
        loop {
            let (seat, action) = if matches!(game.phase(), Phase::BetweenDeals | Phase::MatchOver) {
                let (stacks, board) = ex
                    .deals
                    .get(deals_ended)
                    .unwrap_or_else(|| panic!("{ctx}: more deals than recorded"));
                // RULES 11.7.3: a deal's record is before the match end's share of the board.
                let (mut seen_stacks, mut seen_board) = (state.stacks.clone(), state.board);
                if let Some(end) = &state.match_end
                    && let Some(share) = end.board_share
                {
                    for stack in &mut seen_stacks {
                        *stack -= share.per_player;
                    }
                    seen_board = end.board_left;
                }
                assert_eq!(
                    seen_stacks,
                    *stacks,
                    "{ctx} deal {}: stacks",
                    deals_ended + 1
                );
                assert_eq!(seen_board, *board, "{ctx} deal {}: board", deals_ended + 1);
                deals_ended += 1;
                if actions.as_slice().is_empty() {
                    break;
                }
                let dealer = game.to_act().expect("the next dealer deals");
                (dealer, Action::Deal { deck: None })
            } else {
                let (seat, action) = actions
                    .next()
                    .unwrap_or_else(|| panic!("{ctx}: the actions ran out mid-deal"));
                (*seat, action.clone())
            };
            let ctx = format!("{ctx} step {steps}: seat {seat} `{action}`");
            let legal = clients
                .legal(wire, &state, seat)
                .await
                .unwrap_or_else(|e| panic!("{ctx}: legal actions: {e:?}"));
            assert_eq!(legal, game.legal_actions(seat), "{ctx}: legal actions");
            let step = game
                .apply(seat, action.clone())
                .unwrap_or_else(|r| panic!("{ctx}: the engine refuses: {r}"));
            let reply = like(
                &ctx,
                clients.apply(wire, &state, seat, &action, true).await,
                &step,
                true,
            );
            game = step.game;
            state = reply.state;
            inputs.push((seat, action));
            steps += 1;
        }
        assert_eq!(deals_ended, ex.deals.len(), "{ctx}: deals");
        assert_eq!(state.match_end.is_some(), ex.match_ends, "{ctx}: match end");
        // Replaying the whole example in one call ends on the same game, with every event.
        let replay = Game::replay(ex.start.new_game(), &inputs)
            .unwrap_or_else(|e| panic!("{ctx}: the engine replays: {e}"));
        assert_eq!(replay.game, game, "{ctx}: the engine's replay");
        let reply = clients
            .replay(wire, &ex.start, &inputs)
            .await
            .unwrap_or_else(|e| panic!("{ctx}: replay: {e:?}"));
        assert_same(
            &format!("{ctx} replay"),
            &reply,
            &replay.game,
            &replay.events,
            false,
        );
    }
    assert!(
        steps > 100,
        "every action of every example was sent ({steps})"
    );
}

#[tokio::test]
async fn worked_deals_over_grpc() {
    worked_deals_over(Wire::Grpc).await;
}

#[tokio::test]
async fn worked_deals_over_rest() {
    worked_deals_over(Wire::Rest).await;
}

// ---------------------------------------------------------------------------------------------
// 2. Random matches: both wires side by side, and one match alternating between them
// ---------------------------------------------------------------------------------------------

/// The longest random match, in actions.
const MAX_STEPS: usize = 200;

/// A random match from a seed, the first dealer drawn from it, at most `max_deals` deals.
fn random_start(preset: &str, n: usize, seed_no: u64, max_deals: u32) -> Start {
    Start {
        preset: Some(preset.into()),
        rules: None,
        max_deals: Some(max_deals),
        players: players(n),
        seed: Some(seed(seed_no)),
        first_dealer: None,
        deck_orders: Vec::new(),
        start: None,
    }
}

/// A legal action of `seat` among `legal` (its legal actions in `game`), drawn by `pick`, and the
/// engine's step for it.
fn sampled(
    game: Game,
    seat: Seat,
    legal: &LegalActions,
    pick: &mut Picker,
) -> (Action, poch_engine::Step) {
    let action = legal
        .sample(|k| pick.below(k))
        .expect("the seat to act can act");
    let step = game
        .apply(seat, action.clone())
        .unwrap_or_else(|r| panic!("seat {seat} `{action}`: a sampled action is legal: {r}"));
    (action, step)
}

#[tokio::test]
async fn random_matches_agree_over_both_wires() {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    let cases = [
        ("classic", 4, 1),
        ("even-deal", 3, 2),
        ("five-card", 4, 3),
        ("no-pochen", 5, 4),
        ("progressive", 4, 5),
        ("dreier", 3, 6),
        ("bavarian", 6, 7),
        ("large-table", 8, 8),
        ("classic", 3, 9),
    ];
    let mut total = 0;
    for (preset, n, seed_no) in cases {
        let ctx = format!("{preset} ×{n} seed {seed_no}");
        let start = random_start(preset, n, seed_no, 3);
        let step = Game::new(start.new_game()).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let mut grpc = like(
            &format!("{ctx} gRPC new game"),
            clients.new_game(Wire::Grpc, &start, false).await,
            &step,
            false,
        );
        let mut rest = like(
            &format!("{ctx} REST new game"),
            clients.new_game(Wire::Rest, &start, false).await,
            &step,
            false,
        );
        let mut game = step.game;
        let mut pick = Picker::new(seed_no);
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            assert!(
                steps < MAX_STEPS,
                "{ctx}: the match should end by {MAX_STEPS} actions"
            );
            let legal = game.legal_actions(seat);
            for (wire, state) in [(Wire::Grpc, &grpc.state), (Wire::Rest, &rest.state)] {
                let got = clients
                    .legal(wire, state, seat)
                    .await
                    .unwrap_or_else(|e| panic!("{ctx} step {steps}: {wire:?} legal: {e:?}"));
                assert_eq!(got, legal, "{ctx} step {steps}: {wire:?} legal actions");
            }
            let (action, step) = sampled(game, seat, &legal, &mut pick);
            let ctx = format!("{ctx} step {steps}: seat {seat} `{action}`");
            let what = format!("{ctx} gRPC");
            grpc = like(
                &what,
                clients
                    .apply(Wire::Grpc, &grpc.state, seat, &action, false)
                    .await,
                &step,
                false,
            );
            let what = format!("{ctx} REST");
            rest = like(
                &what,
                clients
                    .apply(Wire::Rest, &rest.state, seat, &action, false)
                    .await,
                &step,
                false,
            );
            game = step.game;
            steps += 1;
        }
        assert_eq!(game.phase(), Phase::MatchOver, "{ctx}");
        assert!(steps > 0, "{ctx}: some actions");
        total += steps;
    }
    assert!(total > 100, "enough actions were compared ({total})");
}

#[tokio::test]
async fn one_match_alternates_between_the_wires() {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    // Leader's choice of direction and a cap on short stacks, for variety; another ends when
    // a seat cannot pay the ante.
    let mut leader_choice = Rules::CLASSIC;
    leader_choice.discard_direction = DiscardDirection::LeaderChoice;
    leader_choice.short_stack = ShortStack::Cap;
    leader_choice.initial_pass = InitialPass::Check;
    leader_choice.max_deals = MaxDeals(NonZeroU32::new(3));
    let mut poor = Rules::CLASSIC;
    poor.starting_chips = 20;
    let cases = [
        (Some(leader_choice), 4, 21, Wire::Rest),
        (Some(poor), 3, 22, Wire::Grpc),
        (None, 5, 23, Wire::Rest),
    ];
    for (rules, n, seed_no, first) in cases {
        let mut start = random_start("classic", n, seed_no, 2);
        if rules.is_some() {
            start.rules = rules;
            start.max_deals = None;
        }
        let ctx = format!("seed {seed_no}");
        let step = Game::new(start.new_game()).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let what = format!("{ctx} {first:?} new game");
        let reply = like(
            &what,
            clients.new_game(first, &start, false).await,
            &step,
            false,
        );
        let mut game = step.game;
        let mut state = reply.state;
        let mut pick = Picker::new(seed_no);
        let mut steps = 0;
        let mut wires_used = [false; 2];
        while let Some(seat) = game.to_act() {
            assert!(
                steps < MAX_STEPS,
                "{ctx}: the match should end by {MAX_STEPS} actions"
            );
            // The first action goes over the other wire than the new game, then they alternate.
            let wire = if (steps % 2 == 0) == (first == Wire::Rest) {
                Wire::Grpc
            } else {
                Wire::Rest
            };
            wires_used[usize::from(wire == Wire::Rest)] = true;
            let legal = game.legal_actions(seat);
            let (action, step) = sampled(game, seat, &legal, &mut pick);
            let ctx = format!("{ctx} step {steps} {wire:?}: seat {seat} `{action}`");
            let reply = like(
                &ctx,
                clients
                    .apply(wire, &state, seat, &action, steps % 7 == 0)
                    .await,
                &step,
                steps % 7 == 0,
            );
            game = step.game;
            state = reply.state;
            steps += 1;
        }
        assert_eq!(game.phase(), Phase::MatchOver, "{ctx}");
        assert_eq!(wires_used, [true, true], "{ctx}: both wires were used");
        // The final state, as the wires hand it back, is still valid on both.
        for wire in WIRES {
            let (valid, violations) = clients
                .validate(wire, &state)
                .await
                .unwrap_or_else(|e| panic!("{ctx}: {wire:?} validate: {e:?}"));
            assert!(
                valid && violations.is_empty(),
                "{ctx}: {wire:?}: {violations:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Refusals
// ---------------------------------------------------------------------------------------------

/// The error table: the gRPC code and HTTP status documented for each code.
fn documented(code: &str) -> (Code, StatusCode) {
    const UNPROCESSABLE: StatusCode = StatusCode::UNPROCESSABLE_ENTITY;
    match code {
        "match_over"
        | "not_your_turn"
        | "wrong_phase"
        | "not_eligible"
        | "bet_outstanding"
        | "nothing_to_call"
        | "bet_below_minimum"
        | "above_maximum"
        | "insufficient_chips"
        | "card_not_in_hand"
        | "direction_not_allowed"
        | "direction_required"
        | "deck_order_not_allowed"
        | "deck_order_required"
        | "state_version_unsupported" => (Code::FailedPrecondition, UNPROCESSABLE),
        "seat_out_of_range"
        | "invalid_deck_order"
        | "player_count"
        | "five_talon_too_few_cards"
        | "dreier_needs_three_players"
        | "show_pair_needs_pair_required"
        | "starting_chips_below_ante"
        | "invalid_players"
        | "invalid_deal_source"
        | "invalid_start"
        | "invalid_bots"
        | "unknown_preset"
        | "state_invalid"
        | "conflicting_fields" => (Code::InvalidArgument, UNPROCESSABLE),
        "invalid_argument" => (Code::InvalidArgument, StatusCode::BAD_REQUEST),
        other => panic!("{other:?} is not in the error table"),
    }
}

/// What a refusal must carry besides its code.
#[derive(Clone, Debug, Default)]
struct Expect<'a> {
    /// The message (the engine's own, where it has one).
    message: Option<String>,
    /// `invariant` metadata / problem member.
    invariant: Option<&'a str>,
    /// `field` metadata / problem member.
    field: Option<&'a str>,
}

/// The refusal carries `code` with the documented gRPC code or HTTP status, as
/// `google.rpc.ErrorInfo` (reason = code, domain `poch.v1`) or an `application/problem+json`
/// document.
fn assert_refusal(ctx: &str, error: &WireError, code: &str, expect: &Expect<'_>) {
    let (grpc_code, http_status) = documented(code);
    match error {
        WireError::Grpc(status) => {
            assert_eq!(status.code(), grpc_code, "{ctx}: gRPC code ({status:?})");
            let details = status.get_error_details();
            let info = details
                .error_info()
                .unwrap_or_else(|| panic!("{ctx}: an ErrorInfo ({status:?})"));
            assert_eq!(info.reason, code, "{ctx}: ErrorInfo reason");
            assert_eq!(info.domain, "poch.v1", "{ctx}: ErrorInfo domain");
            let mut want = HashMap::new();
            if let Some(invariant) = expect.invariant {
                want.insert("invariant".to_owned(), invariant.to_owned());
            }
            if let Some(field) = expect.field {
                want.insert("field".to_owned(), field.to_owned());
            }
            assert_eq!(info.metadata, want, "{ctx}: ErrorInfo metadata");
            // A field's fault is also a google.rpc.BadRequest field violation, for generic
            // tools that read no ErrorInfo.
            let violations: Vec<&str> = details
                .bad_request()
                .map(|b| {
                    b.field_violations
                        .iter()
                        .map(|v| v.field.as_str())
                        .collect()
                })
                .unwrap_or_default();
            match (code, expect.field) {
                ("invalid_argument" | "conflicting_fields", Some(field)) => {
                    assert_eq!(violations, [field], "{ctx}: BadRequest field violations");
                }
                _ => assert!(
                    violations.is_empty(),
                    "{ctx}: no BadRequest ({violations:?})"
                ),
            }
            match &expect.message {
                Some(message) => assert_eq!(status.message(), message, "{ctx}: message"),
                None => assert!(!status.message().trim().is_empty(), "{ctx}: a message"),
            }
        }
        WireError::Rest {
            status,
            content_type,
            body,
        } => {
            assert_eq!(*status, http_status, "{ctx}: HTTP status ({body})");
            assert_eq!(
                content_type, "application/problem+json",
                "{ctx}: content-type"
            );
            assert_eq!(body["code"], code, "{ctx}: problem code ({body})");
            assert_eq!(
                body["status"],
                http_status.as_u16(),
                "{ctx}: problem status"
            );
            assert_eq!(
                body["type"],
                format!("urn:poch:error:{code}"),
                "{ctx}: problem type"
            );
            assert_eq!(
                body["title"],
                http_status.canonical_reason().expect("a reason"),
                "{ctx}: problem title"
            );
            assert_eq!(
                body.get("invariant").and_then(Value::as_str),
                expect.invariant,
                "{ctx}: problem invariant ({body})"
            );
            assert_eq!(
                body.get("field").and_then(Value::as_str),
                expect.field,
                "{ctx}: problem field ({body})"
            );
            let detail = body["detail"].as_str().expect("a detail");
            match &expect.message {
                Some(message) => assert_eq!(detail, message, "{ctx}: detail"),
                None => assert!(!detail.trim().is_empty(), "{ctx}: a detail"),
            }
        }
    }
}

fn decks_start(rules: Rules, start: Option<StartPosition>) -> Start {
    Start {
        preset: None,
        rules: Some(rules),
        max_deals: None,
        players: players(4),
        seed: None,
        first_dealer: Some(Seat(3)),
        deck_orders: vec![r_deck()],
        start,
    }
}

fn r_game(rules: Rules, start: Option<StartPosition>) -> Game {
    Game::new(decks_start(rules, start).new_game())
        .expect("the R deal starts")
        .game
}

#[tokio::test]
async fn every_rejection_code_over_both_wires() {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    for code in Rejection::CODES {
        let (game, seat, action) = kit::refusals::trigger(code);
        // The trigger is right: the engine refuses it with this code.
        let rejection = game
            .clone()
            .apply(seat, action.clone())
            .expect_err("the engine refuses")
            .rejection;
        assert_eq!(rejection.code(), code, "trigger of {code}: {rejection}");
        let expect = Expect {
            message: Some(rejection.to_string()),
            ..Expect::default()
        };
        for wire in WIRES {
            let ctx = format!("{wire:?} {code}: seat {seat} `{action}`");
            let error = clients
                .apply(wire, game.state(), seat, &action, false)
                .await
                .expect_err(&ctx);
            assert_refusal(&ctx, &error, code, &expect);
        }
    }
    // Legal actions and views of a seat not at the table are refused the same way.
    let game = r_game(Rules::CLASSIC, None);
    let expect = Expect {
        message: Some(
            Rejection::SeatOutOfRange {
                seat: Seat(4),
                players: 4,
            }
            .to_string(),
        ),
        ..Expect::default()
    };
    for wire in WIRES {
        let error = clients
            .legal(wire, game.state(), Seat(4))
            .await
            .expect_err("legal actions of seat 4");
        assert_refusal(
            &format!("{wire:?} legal seat 4"),
            &error,
            "seat_out_of_range",
            &expect,
        );
        let error = clients
            .view(wire, game.state(), Some(Seat(4)))
            .await
            .expect_err("view of seat 4");
        assert_refusal(
            &format!("{wire:?} view seat 4"),
            &error,
            "seat_out_of_range",
            &expect,
        );
        // A seat at the table and a spectator get the engine's views.
        for seat in [Some(Seat(1)), None] {
            let view = clients
                .view(wire, game.state(), seat)
                .await
                .unwrap_or_else(|e| panic!("{wire:?} view {seat:?}: {e:?}"));
            let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
            assert_eq!(
                view,
                game.view(viewer)
                    .expect("a seat of the table, or a spectator"),
                "{wire:?} view {seat:?}"
            );
        }
    }
}

#[tokio::test]
async fn new_game_refusals_over_both_wires() {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    let seeded = |n: usize| random_start("classic", n, 41, 0);
    let with_rules = |rules: Rules, n: usize| Start {
        rules: Some(rules),
        max_deals: None,
        ..seeded(n)
    };
    let mut bad_deck = DeckKind::French32.ordered();
    bad_deck[5] = bad_deck[6];
    // (what, the request, the code, the engine refuses it too)
    let cases: Vec<(&str, Start, &str, bool)> = vec![
        ("2 players", seeded(2), "player_count", true),
        ("7 players on 32 cards", seeded(7), "player_count", true),
        (
            "9 players on 52 cards",
            Start {
                preset: Some("large-table".into()),
                ..seeded(9)
            },
            "player_count",
            true,
        ),
        (
            "dreier with 4",
            Start {
                preset: Some("dreier".into()),
                ..seeded(4)
            },
            "dreier_needs_three_players",
            true,
        ),
        (
            "show a pair without needing one",
            with_rules(
                kit::rules(|r| r.pochen_eligibility = PochenEligibility::Any),
                4,
            ),
            "show_pair_needs_pair_required",
            true,
        ),
        (
            "8 chips for an ante of 9",
            with_rules(kit::rules(|r| r.starting_chips = 8), 4),
            "starting_chips_below_ante",
            true,
        ),
        (
            "a player twice",
            Start {
                players: vec!["ann".into(), "bob".into(), "ann".into()],
                ..seeded(3)
            },
            "invalid_players",
            true,
        ),
        (
            "an empty player id",
            Start {
                players: vec!["ann".into(), String::new(), "cy".into()],
                ..seeded(3)
            },
            "invalid_players",
            true,
        ),
        (
            "a 65-byte player id",
            Start {
                players: vec!["ann".into(), "bob".into(), "x".repeat(65)],
                ..seeded(3)
            },
            "invalid_players",
            true,
        ),
        (
            "a player id with a control character",
            Start {
                players: vec!["ann".into(), "bob\u{7}".into(), "cy".into()],
                ..seeded(3)
            },
            "invalid_players",
            true,
        ),
        (
            "a player id with a right-to-left override (a format character)",
            Start {
                players: vec!["ann".into(), "\u{202E}bob".into(), "cy".into()],
                ..seeded(3)
            },
            "invalid_players",
            true,
        ),
        (
            "first dealer 4 of 4 (seed)",
            Start {
                first_dealer: Some(Seat(4)),
                ..seeded(4)
            },
            "seat_out_of_range",
            true,
        ),
        (
            "first dealer 4 of 4 (decks)",
            Start {
                first_dealer: Some(Seat(4)),
                ..decks_start(Rules::CLASSIC, None)
            },
            "seat_out_of_range",
            true,
        ),
        (
            "a deck order with a card twice",
            Start {
                deck_orders: vec![r_deck(), DeckOrder::new(bad_deck)],
                ..decks_start(Rules::CLASSIC, None)
            },
            "invalid_deck_order",
            true,
        ),
        (
            "a cut out of range",
            Start {
                deck_orders: vec![DeckOrder {
                    cards: r_deck().cards,
                    cut: Some(32),
                }],
                ..decks_start(Rules::CLASSIC, None)
            },
            "invalid_deck_order",
            true,
        ),
        (
            "three stacks for four players",
            decks_start(
                Rules::CLASSIC,
                Some(StartPosition {
                    stacks: vec![50, 50, 50],
                    board: ByField::default(),
                    carried: Default::default(),
                }),
            ),
            "invalid_start",
            true,
        ),
        (
            "MID loaded between deals",
            decks_start(
                Rules::CLASSIC,
                Some(StartPosition {
                    stacks: vec![50; 4],
                    board: {
                        let mut b = ByField::default();
                        b[Field::MID] = 2;
                        b
                    },
                    carried: Default::default(),
                }),
            ),
            "invalid_start",
            true,
        ),
        (
            "an unknown preset",
            Start {
                preset: Some("no-such-preset".into()),
                ..seeded(4)
            },
            "unknown_preset",
            false,
        ),
    ];
    for (what, start, code, engine_refuses) in &cases {
        let message = if *engine_refuses {
            let e = Game::new(start.new_game()).expect_err(what);
            assert_eq!(e.code(), *code, "{what}: the engine's code");
            Some(e.to_string())
        } else {
            None
        };
        let expect = Expect {
            message,
            invariant: None,
            field: None,
        };
        for wire in WIRES {
            let ctx = format!("{wire:?} new game: {what}");
            let error = clients.new_game(wire, start, false).await.expect_err(&ctx);
            assert_refusal(&ctx, &error, code, &expect);
        }
    }
    // gRPC only: a seed that is not 32 bytes is an invalid argument naming the field.
    let mut request = seeded(4).grpc(false);
    request.deal_source = poch_tests::seeded(vec![7; 5], None);
    let error = clients
        .grpc_new_game_refused(request, "a 5-byte seed")
        .await;
    let expect = Expect {
        field: Some("seeded.seed"),
        ..Expect::default()
    };
    assert_refusal(
        "gRPC new game: 5-byte seed",
        &error,
        "invalid_argument",
        &expect,
    );
    // A fair match without its pre-match token: the same invalid argument on both wires
    // (gRPC's empty bytes, JSON's empty text), naming the field.
    let expect = Expect {
        field: Some("fair.pre_match_token"),
        ..Expect::default()
    };
    let mut request = seeded(4).grpc(false);
    request.deal_source = poch_tests::fair(Vec::new(), vec!["a client seed".into()], None);
    let error = clients
        .grpc_new_game_refused(request, "an empty pre-match token over gRPC")
        .await;
    assert_refusal(
        "gRPC new game: empty pre-match token",
        &error,
        "invalid_argument",
        &expect,
    );
    let mut body = seeded(4).json(false);
    body["deal_source"] =
        serde_json::json!({"fair": {"pre_match_token": "", "client_seeds": ["a client seed"]}});
    let error = clients
        .post("/v1/games", &body)
        .await
        .expect_err("an empty pre-match token over REST");
    assert_refusal(
        "REST new game: empty pre-match token",
        &error,
        "invalid_argument",
        &expect,
    );
}

#[tokio::test]
async fn state_refusals_over_both_wires() {
    let server = Server::start();
    let mut clients = Clients::connect(&server).await;
    // R after a bet, so that contributions are on the table.
    let game = act(
        r_game(Rules::CLASSIC, None),
        &[(Seat(0), "pass"), (Seat(1), "bet 2")],
    );
    let seat = game.to_act().expect("seat 2 acts");
    let call = Action::Call;

    let mut newer = game.state().clone();
    newer.schema_version = SCHEMA_VERSION + 1;

    let mut i1 = game.state().clone();
    i1.stacks[0] += 1;
    let mut i3 = game.state().clone();
    {
        let deal = i3.deal.as_mut().expect("deal");
        deal.hands[0].remove(card("7C"));
        deal.hands[1].insert(card("7C"));
    }
    let mut i12 = game.state().clone();
    i12.deal.as_mut().expect("deal").dealer = Seat(0);
    let mut structure = game.state().clone();
    structure.rules.board_fields = poch_engine::BoardFields::Dreier7;
    let broken = [
        ("I1", i1),
        ("I3", i3),
        ("I12", i12),
        ("structure", structure),
    ];

    for wire in WIRES {
        // The untouched state is fine everywhere.
        let step = game.clone().apply(seat, call.clone()).expect("call");
        let reply = clients
            .apply(wire, game.state(), seat, &call, false)
            .await
            .unwrap_or_else(|e| panic!("{wire:?}: {e:?}"));
        assert_same(
            &format!("{wire:?} call"),
            &reply,
            &step.game,
            &step.events,
            false,
        );
        let (valid, violations) = clients
            .validate(wire, game.state())
            .await
            .unwrap_or_else(|e| panic!("{wire:?} validate: {e:?}"));
        assert!(valid && violations.is_empty(), "{wire:?}: {violations:?}");

        // Another schema version: refused by every operation that reads a state.
        let version_error = poch_engine::StateError::VersionUnsupported {
            found: SCHEMA_VERSION + 1,
        };
        let expect = Expect {
            message: Some(version_error.to_string()),
            ..Expect::default()
        };
        let code = "state_version_unsupported";
        let ctx = format!("{wire:?} {code}");
        let e = clients.apply(wire, &newer, seat, &call, false).await;
        assert_refusal(&format!("{ctx} apply"), &e.expect_err(&ctx), code, &expect);
        let e = clients.legal(wire, &newer, seat).await;
        assert_refusal(&format!("{ctx} legal"), &e.expect_err(&ctx), code, &expect);
        let e = clients.view(wire, &newer, None).await;
        assert_refusal(&format!("{ctx} view"), &e.expect_err(&ctx), code, &expect);
        let e = clients.validate(wire, &newer).await;
        assert_refusal(
            &format!("{ctx} validate"),
            &e.expect_err(&ctx),
            code,
            &expect,
        );

        // A broken invariant: refused naming it; validation reports it.
        for (invariant, state) in &broken {
            let engine_error =
                Game::from_state(state.clone()).expect_err("the engine refuses the state");
            let poch_engine::StateError::Invalid(violation) = &engine_error else {
                panic!("{invariant}: {engine_error:?}");
            };
            assert_eq!(
                violation.invariant.name(),
                *invariant,
                "the engine names it"
            );
            let expect = Expect {
                message: Some(engine_error.to_string()),
                invariant: Some(invariant),
                field: None,
            };
            let code = "state_invalid";
            let ctx = format!("{wire:?} {code} {invariant}");
            let e = clients.apply(wire, state, seat, &call, false).await;
            assert_refusal(&format!("{ctx} apply"), &e.expect_err(&ctx), code, &expect);
            let e = clients.legal(wire, state, seat).await;
            assert_refusal(&format!("{ctx} legal"), &e.expect_err(&ctx), code, &expect);
            let e = clients.view(wire, state, Some(Seat(0))).await;
            assert_refusal(&format!("{ctx} view"), &e.expect_err(&ctx), code, &expect);
            let (valid, violations) = clients
                .validate(wire, state)
                .await
                .unwrap_or_else(|e| panic!("{ctx} validate: {e:?}"));
            assert!(!valid, "{ctx}: validate says invalid");
            assert_eq!(
                violations,
                [((*invariant).to_owned(), violation.detail.clone())],
                "{ctx}: validate names the invariant"
            );
        }
    }
}

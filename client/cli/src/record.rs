//! Match records: one whole match on one line of a JSON Lines file.
//!
//! A record holds what starts the match (`new_game`), every action in order, and what came of
//! it: each deal's results and the match's end. `new_game` is the contract's `NewGame` body
//! ([`poch_api::rest::NewGameRequest`], with the deal source `{"seeded": {seed,
//! first_dealer}}` or `{"decks": …}`) and `actions` the contract's replay actions
//! ([`poch_api::rest::SeatAction`]), so `{new_game, actions}` of a record is a body of the
//! service's `POST /v1/games/replay` as it stands, and replays there as it does in process
//! ([`MatchRecord::replay`]). The JSON Schema of a record is `client/match-record.schema.json`
//! ([`json_schema`]); it names the version it describes.
//!
//! Version 2 is this shape. Version 1 (contract 0.2: `new_game` held `rules`, `players`,
//! `seed`, `first_dealer`, `deck_orders` and `start` side by side) is still read, and read as
//! the same match ([`MatchRecord::parse`]).

use poch_api::rest::{DealSourceRequest, NewGameRequest, SeededDeals, SuppliedDecks};
use poch_engine::{
    Action, DealSource, DeckOrder, Event, EventKind, FieldSet, Game, MatchEnd, NewGame,
    PochenOutcome, ReplayError, Rules, Seat, Seed, Settlement, StartPosition,
};
use serde::{Deserialize, Serialize};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use crate::stats::{Seating, Summary, Tally};

pub use poch_api::rest::SeatAction;

/// The `format` of every record.
pub const FORMAT: &str = "poch-match-record";
/// The record version this crate writes.
pub const VERSION: u32 = 2;
/// The versions this crate reads: 1 (contract 0.2's `new_game`) and 2.
pub const READS: [u32; 2] = [1, 2];

/// One match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    /// Always `poch-match-record`.
    pub format: String,
    /// The record format's version: 2.
    pub version: u32,
    /// How the match starts: the service's `NewGame` body, whose deal source (a seed, or deck
    /// orders) makes the match reproducible. `{new_game, actions}` is a `Replay` body.
    pub new_game: NewGameRequest,
    /// Who played each seat (a bot's kind, or `human`), when known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<String>,
    /// Every action, in order.
    pub actions: Vec<SeatAction>,
    /// Each deal's results, in order.
    pub deals: Vec<DealResult>,
    /// The end of the match; absent when the record stops before it.
    #[serde(default)]
    pub match_end: Option<MatchEnd>,
}

/// A record of version 1 (contract 0.2), read to be upgraded.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV1 {
    format: String,
    #[serde(rename = "version")]
    _version: u32,
    new_game: StartV1,
    #[serde(default)]
    bots: Vec<String>,
    actions: Vec<SeatAction>,
    deals: Vec<DealResult>,
    #[serde(default)]
    match_end: Option<MatchEnd>,
}

/// Version 1's `new_game`: the deal source flattened beside the rules and players.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StartV1 {
    rules: Rules,
    players: Vec<String>,
    #[serde(default)]
    seed: Option<Seed>,
    #[serde(default)]
    first_dealer: Option<Seat>,
    #[serde(default)]
    deck_orders: Vec<DeckOrder>,
    #[serde(default)]
    start: Option<StartPosition>,
}

impl StartV1 {
    fn to_new_game(&self) -> Result<NewGame, Mismatch> {
        let source = match (&self.seed, self.deck_orders.is_empty()) {
            (Some(seed), true) => DealSource::Seed {
                seed: *seed,
                first_dealer: self.first_dealer,
            },
            (None, false) => DealSource::Decks {
                first_dealer: self.first_dealer.unwrap_or_default(),
                decks: self.deck_orders.clone(),
            },
            (Some(_), false) | (None, true) => {
                return Err(Mismatch::Format(
                    "a version 1 record names a seed or deck orders, one of the two".into(),
                ));
            }
        };
        Ok(NewGame {
            rules: self.rules,
            players: self.players.clone(),
            source,
            start: self.start.clone(),
            bots: Vec::new(),
        })
    }
}

/// Just the `format` and `version` of a line, to tell which shape to read.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// What one deal came to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DealResult {
    /// The deal's number, from 1.
    pub deal: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The decisions taken in it: phase 2 actions and phase 3 leads.
    pub actions: u32,
    /// How phase 2 ended; absent when it was skipped.
    #[serde(default)]
    pub pochen: Option<PochenOutcome>,
    /// The chips in play at the end of phase 2: the POCH field before settlement and every
    /// contribution.
    pub pochen_pot: u32,
    /// The fields claimed in phase 1, in order.
    pub claimed: Vec<poch_engine::Field>,
    /// The settlement of phase 3; absent when the deal did not reach it.
    #[serde(default)]
    pub settlement: Option<Settlement>,
    /// Stacks at the end of the deal.
    pub stacks: Vec<u32>,
    /// The fields that count as carried at the next ante.
    pub carried_next: FieldSet,
}

/// Why a record does not reproduce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Not a record of this format and version.
    Format(String),
    /// The match does not start, or an action is refused.
    Replay(ReplayError),
    /// The record's `new_game` cannot be replayed: no seed or deck orders (the match is not
    /// reproducible), an unknown preset, or a provably fair start.
    NewGame(String),
    /// Through the service: the match does not start (the service's error).
    Start(poch_client::Error),
    /// Through the service: the action at `index` (from 0) is refused.
    Refused {
        /// The action's position in the record.
        index: usize,
        /// The service's error: the engine's code and message.
        error: poch_client::Error,
    },
    /// The replay gives other results than the record says.
    Results(String),
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mismatch::Format(why) => write!(f, "not a record: {why}"),
            Mismatch::Replay(ReplayError::NewGame(e)) => write!(f, "the match cannot start: {e}"),
            Mismatch::Replay(ReplayError::Bots(v)) => write!(f, "the seated bots broke {v}"),
            Mismatch::Replay(ReplayError::Rejected { index, rejection }) => write!(
                f,
                "action {index} is refused ({}): {rejection}",
                rejection.code()
            ),
            Mismatch::NewGame(why) => write!(f, "the match cannot start: {why}"),
            Mismatch::Start(error) => write!(f, "the match cannot start: {}", error.message),
            Mismatch::Refused { index, error } => write!(
                f,
                "action {index} is refused ({}): {}",
                error.code, error.message
            ),
            Mismatch::Results(what) => write!(f, "the replay differs: {what}"),
        }
    }
}

/// The contract's `NewGame` body of a match (what a record's `new_game` holds): every switch
/// (the preset left to its default), the players, the deal source and the start, made by the
/// same code as the REST client's requests.
///
/// # Errors
///
/// A provably fair match: its server seed is the service's secret, so no body restarts it.
pub fn new_game_body(new: &NewGame) -> Result<NewGameRequest, poch_client::Error> {
    poch_client::NewMatch::try_from(new.clone()).map(|m| m.to_request())
}

/// The engine's `NewGame` of a contract `NewGame` body, as the service reads it (the preset,
/// `classic` when absent, with the switches applied), when the body makes the match
/// reproducible: a seeded deal source with its seed, or deck orders. The answer's form, the
/// views, the locale and the seat answered as change nothing in the match and are left out.
///
/// # Errors
///
/// [`Mismatch::NewGame`]: an unknown preset, no deal source or no seed (the service would
/// draw one), or a provably fair start.
pub fn new_game_of(body: &NewGameRequest) -> Result<NewGame, Mismatch> {
    let preset = body.preset.as_deref().unwrap_or("classic");
    let base = Rules::preset(preset)
        .ok_or_else(|| Mismatch::NewGame(format!("unknown preset {preset:?}")))?;
    let rules = body.rules.clone().unwrap_or_default().apply(base);
    let source = match &body.deal_source {
        Some(DealSourceRequest::Seeded(SeededDeals {
            seed: Some(seed),
            first_dealer,
        })) => DealSource::Seed {
            seed: *seed,
            first_dealer: *first_dealer,
        },
        Some(DealSourceRequest::Decks(SuppliedDecks {
            first_dealer,
            deck_orders,
        })) => DealSource::Decks {
            first_dealer: *first_dealer,
            decks: deck_orders.clone(),
        },
        None | Some(DealSourceRequest::Seeded(SeededDeals { seed: None, .. })) => {
            return Err(Mismatch::NewGame(
                "new_game names no seed, so the service would draw one: not reproducible".into(),
            ));
        }
        Some(DealSourceRequest::Fair(_)) => {
            return Err(Mismatch::NewGame(
                "a provably fair start replays only from its revealed server seed".into(),
            ));
        }
    };
    Ok(NewGame {
        rules,
        players: body.players.clone(),
        source,
        start: body.start.clone(),
        bots: body.bots.clone(),
    })
}

impl MatchRecord {
    /// A record of a match from its start, its actions and every event it caused (those of
    /// the first deal first).
    ///
    /// # Errors
    ///
    /// A provably fair start, which no record can restart ([`new_game_body`]).
    pub fn new(
        start: &NewGame,
        bots: Vec<String>,
        actions: Vec<SeatAction>,
        events: &[Event],
    ) -> Result<MatchRecord, poch_client::Error> {
        let (deals, match_end) = results(events);
        Ok(MatchRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            new_game: new_game_body(start)?,
            bots,
            actions,
            deals,
            match_end,
        })
    }

    /// Reads one line of a records file: a record of version 2, or of version 1, which is
    /// read as the same match in version 2's shape.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Format`]: not JSON, not a record, or a version this crate does not read
    /// (the message names the versions it reads).
    pub fn parse(line: &str) -> Result<MatchRecord, Mismatch> {
        let header: Header =
            serde_json::from_str(line).map_err(|e| Mismatch::Format(e.to_string()))?;
        if header.format != FORMAT {
            return Err(Mismatch::Format(format!(
                "format {:?}, where {FORMAT:?} is read",
                header.format
            )));
        }
        match header.version {
            2 => serde_json::from_str(line).map_err(|e| Mismatch::Format(e.to_string())),
            1 => {
                let v1: RecordV1 =
                    serde_json::from_str(line).map_err(|e| Mismatch::Format(e.to_string()))?;
                let new_game = v1.new_game.to_new_game()?;
                Ok(MatchRecord {
                    format: v1.format,
                    version: VERSION,
                    new_game: new_game_body(&new_game).map_err(|e| Mismatch::NewGame(e.message))?,
                    bots: v1.bots,
                    actions: v1.actions,
                    deals: v1.deals,
                    match_end: v1.match_end,
                })
            }
            other => Err(Mismatch::Format(format!(
                "version {other}: this poch reads versions {} and {} of {FORMAT:?}",
                READS[0], READS[1]
            ))),
        }
    }

    /// The engine's `NewGame` of the record ([`new_game_of`]).
    ///
    /// # Errors
    ///
    /// As [`new_game_of`].
    pub fn to_new_game(&self) -> Result<NewGame, Mismatch> {
        new_game_of(&self.new_game)
    }

    /// The match as the service's client starts it, once the record is known to be of this
    /// format and version.
    fn new_match(&self) -> Result<poch_client::NewMatch, Mismatch> {
        self.check_format()?;
        poch_client::NewMatch::try_from(self.to_new_game()?).map_err(Mismatch::Start)
    }

    /// The actions as the engine takes them.
    pub fn seat_actions(&self) -> Vec<(Seat, Action)> {
        self.actions
            .iter()
            .map(|a| (a.seat, a.action.clone()))
            .collect()
    }

    /// Replays the record through the engine and checks that it gives the recorded results.
    ///
    /// # Errors
    ///
    /// A [`Mismatch`] saying what does not reproduce.
    pub fn replay(&self) -> Result<Game, Mismatch> {
        self.check_format()?;
        let replay =
            Game::replay(self.to_new_game()?, &self.seat_actions()).map_err(Mismatch::Replay)?;
        self.check_results(&replay.events)?;
        Ok(replay.game)
    }

    /// Replays the record through the service's `Replay`, in one call: `{new_game, actions}`
    /// as the record holds them (over gRPC, the same request in protobuf), and checks that the
    /// events answered give the recorded results, the final standings included.
    ///
    /// # Errors
    ///
    /// As [`MatchRecord::replay_through`]; a record of more actions than a `Replay` takes is
    /// refused by the service (`too_many_actions`): replay it one `Apply` at a time.
    pub async fn replay_once_through(
        &self,
        client: &poch_client::Client,
    ) -> Result<Result<(), Mismatch>, poch_client::Error> {
        let new = match self.new_match() {
            Ok(new) => new,
            Err(mismatch) => return Ok(Err(mismatch)),
        };
        match client.replay(&new, &self.seat_actions()).await {
            Ok(step) => Ok(self.check_results(&step.events)),
            Err(mut error) if error.from_service() => match error.action_index {
                Some(index) => {
                    // The service names the action in its message; the report names it once.
                    let prefix = format!("action {index} was refused: ");
                    if let Some(rest) = error.message.strip_prefix(&prefix) {
                        error.message = rest.to_owned();
                    }
                    Ok(Err(Mismatch::Refused { index, error }))
                }
                None => Ok(Err(Mismatch::Start(error))),
            },
            Err(error) => Err(error),
        }
    }

    /// Replays the record through the service, one `Apply` per action (each applied to the
    /// state the previous answered), and checks that it gives the recorded results. The
    /// messages of a record that does not reproduce are those of [`MatchRecord::replay`].
    ///
    /// # Errors
    ///
    /// The outer error when the service gives no answer (the client's own codes: no
    /// connection, the deadline, an answer it cannot read); the inner [`Mismatch`] saying
    /// what does not reproduce, refusals of the service included.
    pub async fn replay_through(
        &self,
        client: &poch_client::Client,
    ) -> Result<Result<(), Mismatch>, poch_client::Error> {
        let new = match self.new_match() {
            Ok(new) => new,
            Err(mismatch) => return Ok(Err(mismatch)),
        };
        let step = match client.new_game(&new).await {
            Ok(step) => step,
            Err(error) if error.from_service() => return Ok(Err(Mismatch::Start(error))),
            Err(error) => return Err(error),
        };
        let mut events = step.events;
        let mut state = step.state;
        for (index, a) in self.actions.iter().enumerate() {
            match client.apply(&state, a.seat, &a.action).await {
                Ok(step) => {
                    events.extend(step.events);
                    state = step.state;
                }
                Err(error) if error.from_service() => {
                    return Ok(Err(Mismatch::Refused { index, error }));
                }
                Err(error) => return Err(error),
            }
        }
        Ok(self.check_results(&events))
    }

    /// Checks that the record is of this format and version (a version 1 record is upgraded
    /// as it is read, [`MatchRecord::parse`]).
    fn check_format(&self) -> Result<(), Mismatch> {
        if self.format != FORMAT || self.version != VERSION {
            return Err(Mismatch::Format(format!(
                "format {:?} version {}, where {FORMAT:?} version {VERSION} is read (version \
                 1 through MatchRecord::parse)",
                self.format, self.version
            )));
        }
        Ok(())
    }

    /// Checks the recorded results against the events of a replay.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Results`] naming the first difference.
    pub fn check_results(&self, events: &[Event]) -> Result<(), Mismatch> {
        let (deals, match_end) = results(events);
        if deals.len() != self.deals.len() {
            return Err(Mismatch::Results(format!(
                "{} deals recorded, {} replayed",
                self.deals.len(),
                deals.len()
            )));
        }
        if let Some((recorded, replayed)) = self.deals.iter().zip(&deals).find(|(a, b)| a != b) {
            return Err(Mismatch::Results(format!(
                "deal {}: recorded {}, replayed {}",
                recorded.deal,
                serde_json::to_string(recorded).unwrap_or_default(),
                serde_json::to_string(replayed).unwrap_or_default()
            )));
        }
        if match_end != self.match_end {
            return Err(Mismatch::Results("the match end differs".to_owned()));
        }
        Ok(())
    }
}

/// One match as played: how it started, who played, every action, and every event with the
/// action that caused it. Its record ([`MatchLog::record`]), its rows of the tables
/// ([`crate::tables`]) and its summary ([`MatchLog::summary`]) are made from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchLog {
    /// The match's index: in its simulation, or its line among a file's records (from 0).
    pub index: u64,
    /// How the match started.
    pub start: NewGame,
    /// Who played each seat, when known.
    pub bots: Vec<String>,
    /// Every action, in order.
    pub actions: Vec<SeatAction>,
    /// Every event, those of the match's start (its first deal's beginning) first.
    pub events: Vec<Event>,
    /// For each action, the position in `events` of the first event it caused.
    pub first_events: Vec<usize>,
}

impl MatchLog {
    /// Replays a record one action at a time, keeping which action caused which events, and
    /// checks that it gives the recorded results.
    ///
    /// # Errors
    ///
    /// A [`Mismatch`] saying what does not reproduce.
    pub fn from_record(index: u64, record: &MatchRecord) -> Result<MatchLog, Mismatch> {
        record.check_format()?;
        let start = record.to_new_game()?;
        let step =
            Game::new(start.clone()).map_err(|e| Mismatch::Replay(ReplayError::NewGame(e)))?;
        let mut game = step.game;
        let mut events = step.events;
        let mut first_events = Vec::with_capacity(record.actions.len());
        for (i, a) in record.actions.iter().enumerate() {
            first_events.push(events.len());
            match game.apply(a.seat, a.action.clone()) {
                Ok(step) => {
                    events.extend(step.events);
                    game = step.game;
                }
                Err(rejected) => {
                    return Err(Mismatch::Replay(ReplayError::Rejected {
                        index: i,
                        rejection: rejected.rejection,
                    }));
                }
            }
        }
        record.check_results(&events)?;
        Ok(MatchLog {
            index,
            start,
            bots: record.bots.clone(),
            actions: record.actions.clone(),
            events,
            first_events,
        })
    }

    /// The match's record.
    ///
    /// # Errors
    ///
    /// A provably fair start ([`MatchRecord::new`]).
    pub fn record(&self) -> Result<MatchRecord, poch_client::Error> {
        MatchRecord::new(
            &self.start,
            self.bots.clone(),
            self.actions.clone(),
            &self.events,
        )
    }

    /// The match seed, for a match shuffled from one.
    pub fn seed(&self) -> Option<Seed> {
        match &self.start.source {
            DealSource::Seed { seed, .. } => Some(*seed),
            DealSource::Fair { .. } | DealSource::Decks { .. } => None,
        }
    }

    /// The first dealer, where the start names one.
    pub fn first_dealer(&self) -> Option<Seat> {
        match &self.start.source {
            DealSource::Seed { first_dealer, .. } | DealSource::Fair { first_dealer, .. } => {
                *first_dealer
            }
            DealSource::Decks { first_dealer, .. } => Some(*first_dealer),
        }
    }

    /// The events of the match's start, before its first action.
    pub fn start_events(&self) -> &[Event] {
        let end = self
            .first_events
            .first()
            .copied()
            .unwrap_or(self.events.len());
        &self.events[..end]
    }

    /// The events action `i` caused.
    pub fn events_of(&self, i: usize) -> &[Event] {
        let start = self
            .first_events
            .get(i)
            .copied()
            .unwrap_or(self.events.len());
        let end = self
            .first_events
            .get(i + 1)
            .copied()
            .unwrap_or(self.events.len());
        &self.events[start..end]
    }

    /// Each seat's stack at the start: the starting position's, or `starting_chips` each.
    pub fn starting_stacks(&self) -> Vec<u32> {
        match &self.start.start {
            Some(position) => position.stacks.clone(),
            None => vec![self.start.rules.starting_chips; self.start.players.len()],
        }
    }

    /// The match's summary; `None` for a match that has not ended.
    pub fn summary(&self) -> Option<Summary> {
        let mut tally = Tally::default();
        tally.events(&self.events);
        for _ in &self.actions {
            tally.action();
        }
        tally.finish(&Seating {
            bots: &self.bots,
            starting_stacks: &self.starting_stacks(),
        })
    }
}

/// Each deal's results and the match end, read from a match's events.
pub fn results(events: &[Event]) -> (Vec<DealResult>, Option<MatchEnd>) {
    let mut deals: Vec<DealResult> = Vec::new();
    let mut match_end = None;
    for event in events {
        let deal = deals.last_mut();
        match (&event.kind, deal) {
            (EventKind::DealStarted { deal, dealer, .. }, _) => deals.push(DealResult {
                deal: *deal,
                dealer: *dealer,
                actions: 0,
                pochen: None,
                pochen_pot: 0,
                claimed: Vec::new(),
                settlement: None,
                stacks: Vec::new(),
                carried_next: FieldSet::default(),
            }),
            (EventKind::FieldClaimed { field, .. }, Some(d)) => d.claimed.push(*field),
            (
                EventKind::PochenEnded {
                    outcome,
                    contributions,
                    poch_before,
                    ..
                },
                Some(d),
            ) => {
                d.pochen = Some(*outcome);
                d.pochen_pot = poch_before + contributions.iter().sum::<u32>();
            }
            (EventKind::DealSettled(settlement), Some(d)) => {
                d.settlement = Some(settlement.clone())
            }
            (
                EventKind::DealEnded {
                    stacks,
                    carried_next,
                    ..
                },
                Some(d),
            ) => {
                d.stacks = stacks.clone();
                d.carried_next = *carried_next;
            }
            (EventKind::MatchEnded(end), _) => match_end = Some(end.clone()),
            (
                EventKind::Passed { .. }
                | EventKind::BetPlaced { .. }
                | EventKind::Called { .. }
                | EventKind::Raised { .. }
                | EventKind::Folded { .. },
                Some(d),
            ) => d.actions += 1,
            (EventKind::CardPlayed { led: true, .. }, Some(d)) => d.actions += 1,
            _ => {}
        }
    }
    (deals, match_end)
}

/// The JSON Schema (2020-12) of a record, from the same types that read and write it.
pub fn json_schema() -> serde_json::Value {
    let mut schemas: Vec<(String, RefOr<Schema>)> = Vec::new();
    MatchRecord::schemas(&mut schemas);
    schemas.push((MatchRecord::name().into_owned(), MatchRecord::schema()));
    schemas.sort_by(|a, b| a.0.cmp(&b.0));
    schemas.dedup_by(|a, b| a.0 == b.0);
    let defs: serde_json::Map<String, serde_json::Value> = schemas
        .into_iter()
        .map(|(name, mut schema)| {
            poch_engine::IntegerBounds::apply(&mut schema);
            (name, serde_json::to_value(schema).unwrap_or_default())
        })
        .collect();
    let mut document = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://github.com/poch-engine/poch-engine/client/match-record.schema.json",
        "title": format!("Poch match record, version {VERSION}"),
        "description": format!(
            "One match on one line of a JSON Lines file (poch simulate --records): format \
             {FORMAT:?}, version {VERSION}. `{{new_game, actions}}` is a body of the service's \
             POST /v1/games/replay (contract {}).",
            env!("CARGO_PKG_VERSION")
        ),
        "$ref": "#/$defs/MatchRecord",
        "$defs": defs,
    });
    // The format and the version are constants of the schema: a record of another version is
    // not valid under it.
    if let Some(properties) = document
        .pointer_mut("/$defs/MatchRecord/properties")
        .and_then(|p| p.as_object_mut())
    {
        properties.insert(
            "format".into(),
            serde_json::json!({"const": FORMAT, "description": "Always `poch-match-record`."}),
        );
        properties.insert(
            "version".into(),
            serde_json::json!({
                "const": VERSION,
                "description": format!("The record format's version: {VERSION}."),
            }),
        );
    }
    rewrite_refs(&mut document);
    document
}

/// Points OpenAPI component references at `$defs`.
fn rewrite_refs(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if key == "$ref" {
                    if let Some(s) = v.as_str() {
                        *v = serde_json::Value::String(
                            s.replace("#/components/schemas/", "#/$defs/"),
                        );
                    }
                } else {
                    rewrite_refs(v);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(rewrite_refs),
        serde_json::Value::Null
        | serde_json::Value::Bool(_)
        | serde_json::Value::Number(_)
        | serde_json::Value::String(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::{Simulation, run};
    use poch_engine::{BotKind, MaxDeals};

    fn records() -> Vec<MatchRecord> {
        let simulation = Simulation {
            rules: Rules {
                max_deals: MaxDeals(std::num::NonZeroU32::new(3)),
                ..Rules::CLASSIC
            },
            bots: vec![BotKind::Heuristic, BotKind::Random, BotKind::Random],
            matches: 6,
            seed: 11,
            records: true,
            shard: None,
        };
        let mut records = Vec::new();
        run(
            &simulation,
            |_| {},
            |log| {
                records.push(log.record().expect("a record"));
                Ok(())
            },
        )
        .expect("the matches");
        records
    }

    #[test]
    fn new_game_and_actions_of_a_record_are_a_replay_body_of_the_contract() {
        for record in records() {
            let value = serde_json::to_value(&record).expect("JSON");
            let body =
                serde_json::json!({"new_game": value["new_game"], "actions": value["actions"]});
            let replay: poch_api::rest::ReplayRequest =
                serde_json::from_value(body).expect("a Replay body");
            assert_eq!(
                value["new_game"]["deal_source"]["seeded"]["seed"],
                serde_json::to_value(
                    record
                        .to_new_game()
                        .map(|n| match n.source {
                            DealSource::Seed { seed, .. } => seed,
                            DealSource::Fair { .. } | DealSource::Decks { .. } => unreachable!(),
                        })
                        .expect("seeded")
                )
                .expect("hex")
            );
            assert_eq!(replay.actions.len(), record.actions.len());
            assert!(record.replay().is_ok());
        }
    }

    #[test]
    fn a_version_1_record_is_read_as_the_same_match() {
        for record in records() {
            let mut v1 = serde_json::to_value(&record).expect("JSON");
            let new = record.to_new_game().expect("a start");
            let DealSource::Seed { seed, .. } = new.source else {
                unreachable!("a simulated match is seeded")
            };
            v1["version"] = 1.into();
            v1["new_game"] = serde_json::json!({
                "rules": new.rules,
                "players": new.players,
                "seed": seed,
            });
            let read = MatchRecord::parse(&v1.to_string()).expect("version 1 is read");
            assert_eq!(read, record);
            assert!(read.replay().is_ok());
            let mut v3 = v1.clone();
            v3["version"] = 3.into();
            let err = MatchRecord::parse(&v3.to_string()).expect_err("version 3 is not read");
            assert!(err.to_string().contains("reads versions 1 and 2"), "{err}");
        }
    }

    #[test]
    fn a_start_that_draws_its_seed_is_no_record() {
        let mut record = records().remove(0);
        record.new_game.deal_source = Some(DealSourceRequest::Seeded(SeededDeals::default()));
        let err = record.replay().expect_err("not reproducible");
        assert!(err.to_string().contains("not reproducible"), "{err}");
    }

    #[test]
    fn every_reference_of_the_schema_resolves() {
        fn refs(v: &serde_json::Value, out: &mut Vec<String>) {
            match v {
                serde_json::Value::Object(m) => {
                    for (k, x) in m {
                        match (k.as_str(), x.as_str()) {
                            ("$ref", Some(r)) => out.push(r.to_owned()),
                            _ => refs(x, out),
                        }
                    }
                }
                serde_json::Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
                serde_json::Value::Null
                | serde_json::Value::Bool(_)
                | serde_json::Value::Number(_)
                | serde_json::Value::String(_) => {}
            }
        }
        let schema = json_schema();
        let mut found = Vec::new();
        refs(&schema, &mut found);
        assert!(found.len() > 20);
        for r in found {
            let pointer = r.trim_start_matches('#');
            assert!(schema.pointer(pointer).is_some(), "{r} does not resolve");
        }
        assert_eq!(
            schema.pointer("/$defs/MatchRecord/properties/version/const"),
            Some(&serde_json::json!(VERSION))
        );
    }
}

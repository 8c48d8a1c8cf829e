//! Match records: one whole match on one line of a JSON Lines file.
//!
//! A record holds what starts the match (`new_game`), every action in order, and what came of
//! it: each deal's results and the match's end. `new_game` and `actions` have the shapes of the
//! service's `POST /v1/games/replay` body, so `{new_game, actions}` of a record replays there
//! as it does in process ([`MatchRecord::replay`]). The JSON Schema of a record is
//! `client/match-record.schema.json` ([`json_schema`]).

use poch_engine::{
    Action, DealSource, DeckOrder, Event, EventKind, FieldSet, Game, MatchEnd, NewGame,
    PochenOutcome, ReplayError, Rules, Seat, Seed, Settlement, StartPosition,
};
use serde::{Deserialize, Serialize};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use crate::stats::{Seating, Summary, Tally};

/// The `format` of every record.
pub const FORMAT: &str = "poch-match-record";
/// The record version this crate writes and reads.
pub const VERSION: u32 = 1;

/// One match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    /// Always `poch-match-record`.
    pub format: String,
    /// The record format's version: 1.
    pub version: u32,
    /// How the match starts.
    pub new_game: RecordedStart,
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

/// How a match starts: the fields of the service's `NewGame` that make it reproducible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RecordedStart {
    /// Every switch.
    pub rules: Rules,
    /// Player ids by seat.
    pub players: Vec<String>,
    /// The match seed (absent when the match is dealt from deck orders).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
    /// The first dealer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
    /// Deck orders for the first deals, instead of a seed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deck_orders: Vec<DeckOrder>,
    /// A starting position other than equal stacks and an empty board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<StartPosition>,
}

/// One action and the seat that took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatAction {
    /// The acting seat.
    pub seat: Seat,
    /// The action.
    pub action: Action,
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
    /// Through the service: the match does not start (the service's error).
    Start(crate::remote::Error),
    /// Through the service: the action at `index` (from 0) is refused.
    Refused {
        /// The action's position in the record.
        index: usize,
        /// The service's error: the engine's code and message.
        error: crate::remote::Error,
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

impl RecordedStart {
    /// The engine's `NewGame`.
    pub fn to_new_game(&self) -> NewGame {
        let source = match &self.seed {
            Some(seed) => DealSource::Seed {
                seed: *seed,
                first_dealer: self.first_dealer,
            },
            None => DealSource::Decks {
                first_dealer: self.first_dealer.unwrap_or_default(),
                decks: self.deck_orders.clone(),
            },
        };
        NewGame {
            rules: self.rules,
            players: self.players.clone(),
            source,
            start: self.start.clone(),
            bots: Vec::new(),
        }
    }
}

impl MatchRecord {
    /// A record of a match from its start, its actions and every event it caused (those of
    /// the first deal first).
    pub fn new(
        start: RecordedStart,
        bots: Vec<String>,
        actions: Vec<SeatAction>,
        events: &[Event],
    ) -> MatchRecord {
        let (deals, match_end) = results(events);
        MatchRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            new_game: start,
            bots,
            actions,
            deals,
            match_end,
        }
    }

    /// Replays the record through the engine and checks that it gives the recorded results.
    ///
    /// # Errors
    ///
    /// A [`Mismatch`] saying what does not reproduce.
    pub fn replay(&self) -> Result<Game, Mismatch> {
        self.check_format()?;
        let actions: Vec<(Seat, Action)> = self
            .actions
            .iter()
            .map(|a| (a.seat, a.action.clone()))
            .collect();
        let replay =
            Game::replay(self.new_game.to_new_game(), &actions).map_err(Mismatch::Replay)?;
        self.check_results(&replay.events)?;
        Ok(replay.game)
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
        client: &crate::remote::Client,
    ) -> Result<Result<(), Mismatch>, crate::remote::Error> {
        if let Err(mismatch) = self.check_format() {
            return Ok(Err(mismatch));
        }
        let new = match crate::remote::NewMatch::try_from(self.new_game.to_new_game()) {
            Ok(new) => new,
            Err(error) => return Ok(Err(Mismatch::Start(error))),
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

    /// Checks that the record is of this format and version.
    fn check_format(&self) -> Result<(), Mismatch> {
        if self.format != FORMAT || self.version != VERSION {
            return Err(Mismatch::Format(format!(
                "format {:?} version {}, where {FORMAT:?} version {VERSION} is read",
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
    pub start: RecordedStart,
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
        let step = Game::new(record.new_game.to_new_game())
            .map_err(|e| Mismatch::Replay(ReplayError::NewGame(e)))?;
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
            start: record.new_game.clone(),
            bots: record.bots.clone(),
            actions: record.actions.clone(),
            events,
            first_events,
        })
    }

    /// The match's record.
    pub fn record(&self) -> MatchRecord {
        MatchRecord::new(
            self.start.clone(),
            self.bots.clone(),
            self.actions.clone(),
            &self.events,
        )
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
        .map(|(name, schema)| (name, serde_json::to_value(schema).unwrap_or_default()))
        .collect();
    let mut document = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://github.com/poch-engine/poch-engine/client/match-record.schema.json",
        "title": "Poch match record",
        "description": "One match on one line of a JSON Lines file (poch simulate --records).",
        "$ref": "#/$defs/MatchRecord",
        "$defs": defs,
    });
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

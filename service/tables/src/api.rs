//! The table server's contract: every REST body it reads and answers, and every WebSocket
//! message, with their schemas (serde and utoipa). The engine's own types (rules, actions,
//! events, views) travel as they are, so a client that speaks the engine speaks the tables.
//!
//! This is the published protocol (docs/table-server.md): fields are added, never renamed.

use poch_engine::{
    Action, BotKind, Digest, Event, MatchId, Phase, RuleOverrides, Rules, Seat, View,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The most seats a table has (the engine's limit of players).
pub const MAX_SEATS: usize = poch_engine::MAX_PLAYERS;

/// The most bytes of a name a person gives when taking a seat (the engine's player id limit).
pub const MAX_NAME_BYTES: usize = poch_engine::MAX_PLAYER_ID_LEN;

/// The most bytes of a client's move id (its idempotency key).
pub const MAX_MOVE_ID_BYTES: usize = 64;

/// Creates a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// The preset the rules start from (default `classic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// Switches overriding the preset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleOverrides>,
    /// The seats, by seat number: a person's (`{}`) or a bot's (`{"bot": "heuristic"}`).
    /// 3 to 8 seats, as the deck allows (the engine decides), at least one a person's.
    #[schema(min_items = 3, max_items = 8)]
    pub seats: Vec<SeatSpec>,
    /// Each person's clock; absent: 30 s a move and a bank of 120 s.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// The bot that moves for a person whose clock ran out or who is away (default
    /// `timeout`: the engine's time-out move, RULES ED-42).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub absent_bot: Option<BotKind>,
    /// Whether anyone may take a free seat without its invitation (the table is then listed by
    /// `GET /v1/tables`). Default: only with the seat's invitation.
    #[serde(default)]
    pub open: bool,
}

/// One seat of a new table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    /// The bot the engine seats here; absent: a person's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotKind>,
}

/// A person's clock: each move may take `move_ms`; beyond it, the time bank pays, and when
/// the bank is empty too the absent bot moves for the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// The time a move may take without drawing on the bank, in milliseconds (100 ms to 1 h).
    #[schema(minimum = 100, maximum = 3_600_000)]
    pub move_ms: u32,
    /// The time bank of each seat for the whole match, in milliseconds (at most 1 h).
    #[schema(minimum = 0, maximum = 3_600_000)]
    pub bank_ms: u32,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            move_ms: 30_000,
            bank_ms: 120_000,
        }
    }
}

/// The table was made: what everyone may see, and one invitation per person's seat, for the
/// creator to hand out. The invitations are shown this once.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct CreatedTable {
    /// The table.
    pub table: TableInfo,
    /// One invitation per person's seat, by seat.
    pub invitations: Vec<Invitation>,
}

/// The invitation to one seat.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Invitation {
    /// The seat.
    #[schema(value_type = u8, maximum = 7)]
    pub seat: Seat,
    /// The invitation code: 16 bytes in unpadded base64url.
    pub code: String,
    /// The path of the invitation, to share as a link: `/play?table=…&seat=…&invitation=…`.
    pub link: String,
}

/// Where a table stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Waiting for people to take the persons' seats.
    Seating,
    /// Every seat taken and the server's commitment shown: each person sends the SHA-256 of a
    /// client seed of its choosing (`seed_hash`).
    Committing,
    /// Every hash in (or its time up): each person sends the seed itself (`seed`).
    Revealing,
    /// The match is being played.
    Playing,
    /// The match is over; its records are in the history.
    Finished,
    /// The table was given up before its match began (everyone left).
    Abandoned,
}

impl Stage {
    /// The stage's name.
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Seating => "seating",
            Stage::Committing => "committing",
            Stage::Revealing => "revealing",
            Stage::Playing => "playing",
            Stage::Finished => "finished",
            Stage::Abandoned => "abandoned",
        }
    }

    /// The stage of that name.
    pub fn of_name(name: &str) -> Option<Stage> {
        [
            Stage::Seating,
            Stage::Committing,
            Stage::Revealing,
            Stage::Playing,
            Stage::Finished,
            Stage::Abandoned,
        ]
        .into_iter()
        .find(|s| s.name() == name)
    }
}

/// What everyone may see of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct TableInfo {
    /// The table's id.
    pub id: String,
    /// Where it stands.
    pub stage: Stage,
    /// The table's sequence number: one more for every change (a move, a seat taken …). Every
    /// push carries it.
    pub seq: u64,
    /// The rules (every switch).
    pub rules: Rules,
    /// The seats, by seat number.
    pub seats: Vec<SeatInfo>,
    /// Each person's clock.
    pub clock: Clock,
    /// The bot that moves for an absent person.
    pub absent_bot: BotKind,
    /// Whether free seats are taken without an invitation.
    pub open: bool,
    /// The provably fair deal: the commitment, shown once every seat is taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fairness: Option<FairnessInfo>,
    /// The match's id, once it began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<MatchId>,
    /// The number of actions the engine applied in the match (the engine's `version`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u64>,
    /// Where the match stands, once it began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// The seat that must act.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<u8>, maximum = 7)]
    pub to_act: Option<Seat>,
    /// When the seat to act (or the seed stage) runs out, in milliseconds since the Unix
    /// epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// When the table was made, in milliseconds since the Unix epoch.
    pub created_ms: u64,
}

/// One seat of a table, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SeatInfo {
    /// The seat.
    #[schema(value_type = u8, maximum = 7)]
    pub seat: Seat,
    /// The engine's bot here; absent: a person's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotKind>,
    /// The person's name, once the seat is taken (a bot's seat: the bot's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether a person holds the seat (always true for a bot's).
    pub taken: bool,
    /// Whether the person is away: the absent bot moves for the seat until the person comes
    /// back.
    pub away: bool,
    /// The person's time bank left, in milliseconds.
    pub bank_ms: u32,
    /// The SHA-256 (hex) of the person's client seed, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed_hash: Option<Digest>,
    /// The person's client seed, once revealed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_seed: Option<String>,
}

/// The provably fair deal of a table (docs/fair-deals.md), as everyone may check it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct FairnessInfo {
    /// SHA-256 of the server seed, shown before any client seed was given.
    pub server_commitment: Digest,
    /// The server seed, revealed once the match is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_seed: Option<poch_engine::Seed>,
    /// What the table promises, in words.
    pub statement: String,
}

/// The tables with free seats that anyone may take.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct TableList {
    /// The tables, newest first (at most 100).
    pub tables: Vec<TableInfo>,
}

/// Takes a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeSeat {
    /// The name the others see: 1 to 64 bytes, unique at the table (the engine's player id).
    #[schema(min_length = 1, max_length = 64)]
    pub name: String,
    /// The seat's invitation (needed unless the table is open).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(max_length = 22)]
    pub invitation: Option<String>,
}

/// The seat is yours: keep the credential secret. It opens this seat of this table only: it
/// is sent as `Authorization: Bearer …` on REST and in `hello` on the WebSocket.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct SeatGranted {
    /// The seat.
    #[schema(value_type = u8, maximum = 7)]
    pub seat: Seat,
    /// The seat's credential: 16 bytes in unpadded base64url.
    pub credential: String,
    /// The table.
    pub table: TableInfo,
}

/// A client seed's SHA-256, given before any seed is shown (commit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeedHash {
    /// SHA-256 of the seed's UTF-8 bytes, 64 hex digits.
    pub hash: Digest,
}

/// A client seed, given once every hash is in (reveal).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientSeed {
    /// The seed: 1 to 64 bytes of UTF-8, whose SHA-256 is the hash given.
    #[schema(min_length = 1, max_length = 64)]
    pub seed: String,
}

/// One move of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The client's id of this move (1 to 64 bytes): a move sent again with the same id is
    /// applied once, and answered as it was the first time.
    #[schema(min_length = 1, max_length = 64)]
    pub move_id: String,
    /// The action, in the engine's form.
    pub action: Action,
    /// The table's `seq` the move was chosen on; when given and the table has changed since,
    /// the move is refused with `conflict`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
}

/// A move applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct MoveAck {
    /// The client's id of the move.
    pub move_id: String,
    /// The table's sequence number of the change the move made.
    pub seq: u64,
    /// Whether the move had been applied before (the same `move_id` sent again).
    pub repeated: bool,
}

/// A seat's (or a spectator's) view of a table now.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct TableView {
    /// The table.
    pub table: TableInfo,
    /// The engine's view for this seat, or the spectator's; absent before the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<View>,
}

/// Who speaks on a socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A person at a seat.
    Seat {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// A spectator: the spectator's view and the public events only.
    Spectator,
}

/// What changed a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Change {
    /// The table was made.
    Created,
    /// A person took a seat.
    SeatTaken {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// A person left a seat before the match (it is free again), or went away during it.
    SeatLeft {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// A person came back and took the seat over from the absent bot.
    Back {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// Every seat taken: the server committed to its seed (`fairness.server_commitment`).
    Committed,
    /// A person gave the hash of its client seed.
    SeedHashGiven {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// Every hash in (or the time for them up): the seeds may be shown.
    RevealOpened,
    /// A person showed its client seed.
    SeedGiven {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
    },
    /// The match began (the engine's first events follow).
    MatchStarted,
    /// A seat's move (the engine's events follow).
    Move {
        /// The seat.
        #[schema(value_type = u8, maximum = 7)]
        seat: Seat,
        /// The action (a time-out is `timeout`, which the engine's `timed_out` event names).
        action: Action,
        /// Who moved for it.
        by: Mover,
    },
}

/// Who moved for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mover {
    /// The person.
    Person,
    /// The absent bot, because the person's clock ran out.
    Clock,
    /// The absent bot, because the person is away.
    Away,
    /// The seat's bot.
    Bot,
}

/// A message a client sends on its socket (text frames of JSON, at most 4 KiB each).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: who speaks (a seat's credential, or none for a spectator) and, on a
    /// reconnect, the last `seq` received, so that what was missed is sent again.
    Hello {
        /// The seat's credential; absent: a spectator.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        credential: Option<String>,
        /// The last `seq` the client received.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_seq: Option<u64>,
    },
    /// A move (as `POST …/moves`).
    Move {
        /// The client's id of the move.
        move_id: String,
        /// The action.
        action: Action,
        /// The table's `seq` the move was chosen on.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seq: Option<u64>,
    },
    /// The hash of the client seed (as `POST …/seed-hash`).
    SeedHash {
        /// SHA-256 of the seed, 64 hex digits.
        hash: Digest,
    },
    /// The client seed (as `POST …/seed`).
    Seed {
        /// The seed.
        seed: String,
    },
    /// Take the seat over from the absent bot (as `POST …/back`).
    Back,
    /// Leave the seat (as `DELETE …/seats/{seat}`).
    Leave,
}

/// A message the server sends on a socket.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`: who the client is, the table and the client's view now. With a
    /// `last_seq`, the updates after it follow (then the live ones); without, the live ones.
    Welcome {
        /// Who the client is.
        you: Role,
        /// The table now.
        table: TableInfo,
        /// The client's view now (absent before the match).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        view: Option<View>,
        /// Whether the updates after `last_seq` follow (false when none was given, or when
        /// they are no longer kept: the welcome's table and view are then the whole story).
        replaying: bool,
    },
    /// A change of the table, in order of `seq`.
    Update {
        /// The table's sequence number after the change.
        seq: u64,
        /// What changed.
        change: Change,
        /// The engine's events the change caused that this client may see: the public ones
        /// and its own seat's private ones.
        events: Vec<Event>,
        /// The client's view after the change (when the engine was asked).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        view: Option<View>,
        /// The table after the change.
        table: TableInfo,
    },
    /// A move of this socket's applied.
    Ack(MoveAck),
    /// A message of this socket refused: the code and detail of a problem document.
    Refused {
        /// The stable machine code.
        code: String,
        /// What went wrong.
        detail: String,
        /// The move's id, for a move refused.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        move_id: Option<String>,
    },
    /// The server closes the socket (the code says why: `slow_consumer`, `rate_limited` …);
    /// reconnect with the last `seq`.
    Bye {
        /// The stable machine code.
        code: String,
        /// Why.
        detail: String,
    },
}

/// The history of a table: its finished deals and its match, each a match record.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct History {
    /// The finished deals, in order.
    pub deals: Vec<DealHistory>,
    /// The match's record, once it is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub match_record: Option<serde_json::Value>,
}

/// One finished deal: every hand as dealt, whether it verifies, and its record.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct DealHistory {
    /// The deal's number, from 1.
    pub deal: u32,
    /// The commitment shown when it was dealt (SHA-256 of its deal seed).
    pub commitment: Digest,
    /// The deal seed revealed at its end.
    pub deal_seed: poch_engine::Seed,
    /// What `VerifyDeal` found: whether the seed matches the commitment, and (once the match
    /// is over and the server seed is revealed) the whole chain.
    pub verified: Verified,
    /// Every seat's hand as dealt, by seat (cards as the engine writes them).
    pub hands: Vec<Vec<poch_engine::Card>>,
    /// The deal alone as a match record (`poch-match-record` version 2): its start position,
    /// its deck order and every action of it, for `poch replay`.
    #[schema(value_type = Object)]
    pub record: serde_json::Value,
}

/// What the engine's `VerifyDeal` said of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Verified {
    /// SHA-256 of the revealed deal seed is the commitment shown at the deal's start.
    pub commitment_matches: bool,
    /// The whole chain holds: the server seed hashes to the commitment shown when the table
    /// was seated, and the deal seed derives from it and the client seeds. Absent until the
    /// server seed is revealed at the match's end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain_matches: Option<bool>,
    /// What this means, in words.
    pub statement: String,
}

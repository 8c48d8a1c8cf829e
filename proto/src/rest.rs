//! The REST contract: every JSON body the service reads and answers, with its schema
//! (serde and utoipa), written once for the server and the Rust client alike.
//!
//! The engine's own types (states, actions, events, views, rules) travel as they are; the types
//! here wrap them into requests and answers. The server's OpenAPI document is made from these
//! schemas, so what a client sends is what the document describes.

use std::borrow::Cow;

use poch_engine::encoding::ActionTable;
use poch_engine::rng::ChainMismatch;
use poch_engine::{
    Action, BotKind, BotSeat, Card, CardSet, DealMethod, DeckKind, DeckOrder, Digest, Event,
    GameState, LegalActions, MAX_PLAYER_ID_LEN, MAX_PLAYERS, MatchId, Phase, RuleOverrides, Rules,
    Seat, SeatSet, SeatViews, Seed, StartPosition, View,
};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, Schema,
    SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

/// The form a state leaves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StateForm {
    /// The plain state, readable by its holder.
    Plain,
    /// A sealed token.
    Sealed,
}

/// A state as it travels: `{"plain": GameState}` or `{"sealed": "<token>"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StateEnvelope {
    /// The plain state, readable by the holder.
    Plain(Box<GameState>),
    /// A sealed token: unpadded base64url, opaque to its holder.
    Sealed(String),
}

/// One variant of an externally tagged enum as serde reads it: an object of its one key, and
/// no other key beside it (`additionalProperties: false`), which the derive does not say.
fn variant(key: &str, schema: impl Into<RefOr<Schema>>, description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .property(key, schema)
        .required(key)
        .additional_properties(Some(AdditionalProperties::FreeForm(false)))
        .description(Some(description))
}

/// Written by hand: serde refuses a second key beside the variant's (see `variant`).
impl PartialSchema for StateEnvelope {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(variant(
                "plain",
                Ref::from_schema_name(GameState::name()),
                "The plain state, readable by the holder.",
            ))
            .item(variant(
                "sealed",
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some("^[A-Za-z0-9_-]+$")),
                "A sealed token: unpadded base64url, opaque to its holder. The same token \
                 works over gRPC (as bytes).",
            ))
            .description(Some(
                "A state as it travels: `{\"plain\": GameState}` or `{\"sealed\": \"<token>\"}`.",
            ))
            .into()
    }
}

impl ToSchema for StateEnvelope {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("StateEnvelope")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((GameState::name().into_owned(), GameState::schema()));
        GameState::schemas(schemas);
    }
}

/// The control characters (Unicode `Cc`) and the format characters (`Cf`) of the Basic
/// Multilingual Plane a new player id may not hold (a JSON Schema pattern has no escape for
/// the few format characters above it, which the engine refuses as well).
const PLAYER_ID_PATTERN: &str = concat!(
    r"^[^\u0000-\u001F\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891",
    r"\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]*$"
);

/// The players of a new match: 3 to 8 (by the deck), each 1 to 64 bytes without control or
/// format characters, none twice.
fn new_players() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(MAX_PLAYER_ID_LEN))
                .pattern(Some(PLAYER_ID_PATTERN))
                .description(Some(
                    "A player id: 1 to 64 bytes of UTF-8 (maxLength counts characters), no \
                     control characters (Unicode Cc) and no format characters (Cf, such as the \
                     bidirectional overrides U+202A to U+202E), which could make one id look \
                     like another.",
                )),
        )
        .min_items(Some(3))
        .max_items(Some(MAX_PLAYERS))
        .unique_items(true)
        .description(Some("Player ids by seat: 3 to 8 by the deck, no id twice."))
}

/// Starts a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// The preset the rules start from (default `classic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// Switches overriding the preset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleOverrides>,
    /// Player ids by seat (3 to 8 by the deck; unique; 1 to 64 bytes).
    #[schema(schema_with = new_players)]
    pub players: Vec<String>,
    /// Where the cards come from: `{"seeded": …}`, `{"decks": …}` or `{"fair": …}`. Absent:
    /// the server draws the match seed, and the first dealer is drawn from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal_source: Option<DealSourceRequest>,
    /// A starting position (unequal stacks, a loaded board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<StartPosition>,
    /// Also return every seat's view, then the spectator's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub include_views: bool,
    /// The form of the answer's state: `plain` or `sealed` (a token). The server's default
    /// when absent: `sealed` where it requires sealed states, else `plain`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_form: Option<StateForm>,
    /// The seats the engine plays itself, by ascending seat, at least one seat left to a
    /// person: after every action the engine plays each of them whose turn comes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(max_items = 7)]
    pub bots: Vec<BotSeat>,
    /// The language the answer's events are told in: each event then carries its sentence
    /// (`text`). `en`, `de`, `nl`, `nb` or `fi` (a BCP 47 tag, read by its language: `de-AT` is
    /// `de`); absent: no sentences. A `Replay` tells every event in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(max_length = 35, example = "de")]
    pub locale: Option<String>,
    /// Answer as this seat alone, for a page that seats one person among the engine's bots:
    /// the events are then the public ones and this seat's private ones, `tickets` is absent
    /// and `seat_ticket` holds this seat's ticket, and `include_views` is refused
    /// (`operator_ticket_required`). Needs a sealed answer (`state_form` `sealed`, or a server
    /// that requires sealing): a plain state holds every hand. Absent: the whole answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer_as_seat: Option<Seat>,
}

/// Where a new match's cards come from, one of three: `{"seeded": SeededDeals}`,
/// `{"decks": SuppliedDecks}` or `{"fair": FairDeals}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealSourceRequest {
    /// Shuffle every deal from a match seed.
    Seeded(SeededDeals),
    /// Deal supplied deck orders (tests, analysis, replays of real games).
    Decks(SuppliedDecks),
    /// A provably fair match, from a server commitment and the players' client seeds.
    Fair(FairDeals),
}

/// Written by hand: serde refuses a second key beside the variant's (see `variant`).
impl PartialSchema for DealSourceRequest {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(variant(
                "seeded",
                Ref::from_schema_name(SeededDeals::name()),
                "Shuffle every deal from a match seed.",
            ))
            .item(variant(
                "decks",
                Ref::from_schema_name(SuppliedDecks::name()),
                "Deal supplied deck orders (tests, analysis, replays of real games).",
            ))
            .item(variant(
                "fair",
                Ref::from_schema_name(FairDeals::name()),
                "A provably fair match, from a server commitment and the players' client \
                 seeds.",
            ))
            .description(Some(
                "Where a new match's cards come from: `{\"seeded\": …}`, `{\"decks\": …}` or \
                 `{\"fair\": …}`.",
            ))
            .into()
    }
}

impl ToSchema for DealSourceRequest {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("DealSourceRequest")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        for (name, schema) in [
            (SeededDeals::name(), SeededDeals::schema()),
            (SuppliedDecks::name(), SuppliedDecks::schema()),
            (FairDeals::name(), FairDeals::schema()),
        ] {
            schemas.push((name.into_owned(), schema));
        }
        <SeededDeals as ToSchema>::schemas(schemas);
        <SuppliedDecks as ToSchema>::schemas(schemas);
        <FairDeals as ToSchema>::schemas(schemas);
    }
}

/// A match shuffled from a match seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeededDeals {
    /// The secret match seed; the server draws one when it is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
    /// The first dealer; drawn from the seed when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
}

/// A match dealt from supplied deck orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SuppliedDecks {
    /// The first dealer.
    pub first_dealer: Seat,
    /// Deck orders for the first deals, at least one; later deals take theirs with the `deal`
    /// action.
    #[schema(min_items = 1)]
    pub deck_orders: Vec<DeckOrder>,
}

/// A provably fair match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FairDeals {
    /// The `pre_match_token` of `POST /v1/games/commitments`.
    #[schema(pattern = "^[A-Za-z0-9_-]+$")]
    pub pre_match_token: String,
    /// The players' client seeds, at most one each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(schema_with = client_seeds)]
    pub client_seeds: Vec<String>,
    /// The first dealer: drawn from the match seed when absent; another seat than the drawn
    /// one is refused (`invalid_deal_source`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
}

/// At most one client seed per player, each 1 to 64 bytes.
fn client_seeds() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(64))
                .description(Some(
                    "A client seed: 1 to 64 bytes of UTF-8 (maxLength counts characters).",
                )),
        )
        .max_items(Some(MAX_PLAYERS))
        .description(Some(
            "The players' client seeds, in order, at most one each (and no more than the \
             players).",
        ))
}

/// A state and what an operation caused.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct GameResponse {
    /// The state after the operation.
    pub state: StateEnvelope,
    /// The events, in order; private ones are tagged with their seat. Each carries its
    /// sentence (`text`) when the request named a locale.
    pub events: Vec<NarratedEvent>,
    /// With `include_views`: every seat's view, then the spectator's.
    pub views: Vec<View>,
    /// `apply` with `view_seats`: the spectator's view and each named seat's own part; a seat's
    /// whole view is the spectator's with the seat as `viewer`, its `legal`, and (when there is
    /// a deal) its `deal.hand` and `deal.best_group`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_views: Option<SeatViews>,
    /// The seat that must act next.
    pub to_act: Option<Seat>,
    /// Where the match stands.
    pub phase: Phase,
    /// The match's identity: the same in every answer of the match. A game server keeps it
    /// with the token and takes an answer only for the same match id.
    #[serde(default)]
    pub match_id: Option<MatchId>,
    /// The number of actions applied: one more than the request's for `apply`.
    pub version: u64,
    /// `new` and `replay`: the match's tickets, which a server in ticket mode asks for beside
    /// the token to read or act for a seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tickets: Option<Tickets>,
    /// `new` with `answer_as_seat`: that seat's ticket alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = seat_ticket_schema)]
    pub seat_ticket: Option<String>,
}

/// A match's tickets: short credentials (16 bytes, unpadded base64url) the server derives from
/// its sealing key, the match id and the seat, so nothing is stored. A game server keeps them
/// and hands each player its own seat's ticket at most.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Tickets {
    /// One ticket per seat, by seat: that seat's view, legal actions, moves and private events.
    #[schema(schema_with = ticket_list)]
    pub seats: Vec<String>,
    /// The operator ticket: every seat's, and `include_views`.
    #[schema(schema_with = ticket_schema)]
    pub operator: String,
}

/// A ticket's text: 16 bytes in unpadded base64url, 22 characters.
fn ticket_schema() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(22))
        .max_length(Some(22))
        .pattern(Some("^[A-Za-z0-9_-]{22}$"))
        .examples(["m1N7yOq0Wc8BXb9lUu7yVg"])
        .description(Some("A ticket: 16 bytes in unpadded base64url."))
}

/// `seat_ticket`: a ticket, or absent.
fn seat_ticket_schema() -> ObjectBuilder {
    ticket_schema().description(Some(
        "`new` with `answer_as_seat`: that seat's ticket alone, 16 bytes in unpadded base64url.",
    ))
}

fn ticket_list() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(ticket_schema())
        .max_items(Some(MAX_PLAYERS))
        .description(Some("One ticket per seat, by seat."))
}

/// A request's optional ticket (absent, `null` or empty: none).
fn request_ticket() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
        .max_length(Some(22))
        .pattern(Some("^[A-Za-z0-9_-]*$"))
        .description(Some(
            "The seat's ticket or the operator ticket (`tickets` of `new` or `replay`), 16 \
             bytes in unpadded base64url; required on a server in ticket mode. Absent, \
             `null` or empty: none.",
        ))
}
/// An event, with its sentence when the request named a locale.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct NarratedEvent {
    /// The event.
    #[serde(flatten)]
    pub event: Event,
    /// The event told in the request's locale, then its breakdown (the layers of a showdown,
    /// what each loser paid, the standings …), each line of it on a line of its own (`\n`). An
    /// answer for one seat (`answer_as_seat`, or a request with a seat's ticket) tells it
    /// every event as "you"; otherwise a private event is told to its seat ("You …").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// One action on a state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplyRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The acting seat.
    pub seat: Seat,
    /// The action; or give `action_id` instead (one of the two, else `conflicting_fields`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    /// Also return every seat's view, then the spectator's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub include_views: bool,
    /// The language the answer's events are told in (as `NewGameRequest.locale`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(max_length = 35, example = "de")]
    pub locale: Option<String>,
    /// The acting seat's ticket, or the operator ticket; required on a server in ticket mode.
    /// With a seat's ticket the answer's events are the public ones and that seat's private
    /// ones, and `include_views` needs the operator ticket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = request_ticket)]
    pub ticket: Option<String>,
    /// The action by its stable id in the match's action table (`legal-actions` with
    /// `include_action_ids`), instead of `action`. An id past the table's end is
    /// `action_id_out_of_range`, a table of more chips than the ids count `table_too_large`;
    /// an id of the table is applied as its action, and refused as that action would be.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_id: Option<u32>,
    /// Also answer the views of these seats after the action (`seat_views`): the spectator's
    /// view once, which is what every seat sees, and each seat's own part (its hand, best group
    /// and legal actions), by ascending seat. A game server that sends each player its view
    /// after every move names its players' seats here with the operator ticket; with a seat's
    /// ticket only that seat may be named (`ticket_wrong_seat`). Each seat at most once, in any
    /// order; a seat the table does not have is `seat_out_of_range`; with `include_views`,
    /// `conflicting_fields`.
    #[serde(default, skip_serializing_if = "no_seats")]
    pub view_seats: SeatSet,
}

/// Whether `seats` is empty (an absent `view_seats`).
fn no_seats(seats: &SeatSet) -> bool {
    seats.is_empty()
}

/// A state and a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalActionsRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The seat.
    pub seat: Seat,
    /// The seat's ticket, or the operator ticket; required on a server in ticket mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = request_ticket)]
    pub ticket: Option<String>,
    /// Also answer the legal actions as stable action ids (`action_ids`) and the table that
    /// numbers them (`action_table`); a table of more chips than the ids count is
    /// `table_too_large`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub include_action_ids: bool,
}

/// A state, a seat and a bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChooseActionRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The seat to act.
    pub seat: Seat,
    /// The bot whose move is wanted (`timeout`: the time-out move).
    pub kind: BotKind,
    /// The seat's ticket, or the operator ticket; required on a server in ticket mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = request_ticket)]
    pub ticket: Option<String>,
    /// Also answer the move's id in the match's action table (`action_id`); a table of more
    /// chips than the ids count is `table_too_large`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub include_action_id: bool,
}

/// A bot's move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ChooseActionResponse {
    /// The action, to apply as the seat's.
    pub action: Action,
    /// With `include_action_id`: the action's id in the match's action table, which `Apply`'s
    /// `action_id` takes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_id: Option<u32>,
}

/// A seat's legal actions.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct LegalActionsResponse {
    /// All empty when the seat may not act.
    pub legal: LegalActions,
    /// With `include_action_ids`: the ids of the legal actions, ascending (exactly the actions
    /// `legal` allows; empty when the seat may not act). `apply` takes them as `action_id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_ids: Option<Vec<u32>>,
    /// With `include_action_ids`: the match's action table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_table: Option<ActionTableInfo>,
}

/// The enumeration of a match's concrete actions, numbered once and for all
/// (docs/action-ids.md): `pass` 0, `bet a` a for a from 1 to `max_chips`, then `call`, each
/// `raise a`, `fold`, each `lead` (with each direction under `leader_choice`) and `deal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ActionTableInfo {
    /// The number of ids: every id is below it.
    #[schema(minimum = 1)]
    pub size: u32,
    /// SHA-256 of the enumeration: one line `"{id} {action}\n"` per id in the rules'
    /// notation (`"0 pass"`, `"1 bet 1"`, …). A caller that numbers actions itself checks its
    /// own table against it.
    pub digest: Digest,
    /// The most chips a seat can hold: the match's chips.
    pub max_chips: u32,
}

impl From<&ActionTable> for ActionTableInfo {
    fn from(table: &ActionTable) -> ActionTableInfo {
        ActionTableInfo {
            size: table.len(),
            digest: table.digest(),
            max_chips: table.max_chips(),
        }
    }
}

/// A state and a viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ViewRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The viewing seat; absent for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    /// The seat's ticket, or the operator ticket: required on a server in ticket mode for a
    /// seat's view (a spectator's needs none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = request_ticket)]
    pub ticket: Option<String>,
}

/// A view.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ViewResponse {
    /// What the viewer may see.
    pub view: View,
}

/// A state to check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidateRequest {
    /// The state.
    pub state: StateEnvelope,
}

/// A broken invariant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Violation {
    /// `I1` … `I13` of the rules, or `structure`.
    pub invariant: String,
    /// What is wrong.
    pub detail: String,
}

/// Whether a state is valid.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ValidateResponse {
    /// True when every invariant holds.
    pub valid: bool,
    /// The first broken invariant the check finds (the check stops at it, so at most one);
    /// empty when valid.
    pub violations: Vec<Violation>,
}

/// One action of a replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatAction {
    /// The acting seat.
    pub seat: Seat,
    /// The action.
    pub action: Action,
}

/// A whole match from its inputs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReplayRequest {
    /// How the match starts (a seed or deck orders make it reproducible).
    pub new_game: NewGameRequest,
    /// The persons' actions, in order (the seated bots' moves between them are played again):
    /// a Replay applies at most 10,000 actions, the bots' moves included
    /// (`MAX_REPLAY_ACTIONS`; more are `too_many_actions`).
    #[schema(max_items = 10000)]
    pub actions: Vec<SeatAction>,
}

/// A preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct PresetInfo {
    /// Its name.
    pub name: String,
    /// What it plays.
    pub description: String,
    /// Its switches.
    pub rules: Rules,
    /// The numbers of players it seats, ascending: each table size NewGame accepts under these
    /// rules (any other is refused with `player_count`, `dreier_needs_three_players` or
    /// `five_talon_too_few_cards`).
    #[schema(schema_with = seat_count_list)]
    pub seat_counts: Vec<u32>,
}

impl PresetInfo {
    /// A preset as the contract lists it, with the numbers of players its rules seat.
    pub fn of(preset: &poch_engine::Preset) -> PresetInfo {
        PresetInfo {
            name: preset.name.to_owned(),
            description: preset.description.to_owned(),
            rules: preset.rules,
            seat_counts: seat_counts_of(&preset.rules),
        }
    }
}

/// The numbers of players `rules` seat ([`Rules::seat_counts`]), as both wires carry them.
pub(crate) fn seat_counts_of(rules: &Rules) -> Vec<u32> {
    rules
        .seat_counts()
        .into_iter()
        // At most MAX_PLAYERS (8): never saturates.
        .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
        .collect()
}

fn seat_count_list() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::UInt32)))
                .minimum(Some(0u32))
                .maximum(Some(MAX_PLAYERS)),
        )
        .max_items(Some(MAX_PLAYERS))
        .unique_items(true)
        .description(Some(
            "The numbers of players it seats, ascending: each table size NewGame accepts under \
             these rules (any other is refused with `player_count`, \
             `dreier_needs_three_players` or `five_talon_too_few_cards`).",
        ))
}

/// A variant switch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SwitchInfo {
    /// Its name.
    pub name: String,
    /// What it decides.
    pub description: String,
    /// Its values.
    pub values: Vec<String>,
    /// Its default.
    pub default_value: String,
}

/// The presets, switches and bots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct PresetsResponse {
    /// Every preset; `classic` first.
    pub presets: Vec<PresetInfo>,
    /// Every variant switch.
    pub switches: Vec<SwitchInfo>,
    /// Every bot the engine plays (NewGame's `bots`, ChooseAction's `kind`), in the engine's
    /// order: what a form that seats bots offers.
    pub bot_kinds: Vec<BotKind>,
}

/// Health.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Health {
    /// `ok`, or `draining` while shutting down.
    #[schema(schema_with = health_status)]
    pub status: String,
}

fn health_status() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(["ok", "draining"]))
        .description(Some("`ok`, or `draining` while shutting down."))
}

/// A server commitment for a provably fair match.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct CommitmentResponse {
    /// SHA-256 of the secret server seed: publish it to the players before they give their
    /// client seeds.
    pub server_commitment: Digest,
    /// The server seed, sealed: `POST /v1/games` takes it with the client seeds.
    #[schema(pattern = "^[A-Za-z0-9_-]+$")]
    pub pre_match_token: String,
    /// When the pre-match token stops starting matches, in milliseconds since the Unix epoch.
    pub expires_at_unix_ms: u64,
}

/// Asks for a server commitment (an empty object, as gRPC's `CommitServerSeedRequest`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CommitmentRequest {}

/// The table of a deal, to deal the hands from a deck order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DealTable {
    /// The number of players.
    #[schema(value_type = usize, minimum = 3, maximum = 8)]
    pub players: usize,
    /// The dealer.
    pub dealer: Seat,
    /// How the cards are dealt.
    pub deal_method: DealMethod,
}

/// A provably fair match's chain, revealed at the match end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FairChain {
    /// The revealed server seed (`match_end.server_seed`).
    pub server_seed: Seed,
    /// The server commitment published before the client seeds.
    pub server_commitment: Digest,
    /// The client seeds, in any order: the chain takes them in ascending byte order.
    pub client_seeds: Vec<String>,
    /// The deal's number, from 1.
    pub deal_number: u32,
    /// The match's first dealer (its views' `first_dealer`), checked against the one the chain
    /// draws at the table's size; needs `table`. Absent: the first deal's dealer is checked
    /// (`deal_number` 1 with a table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
}

/// A revealed deal to check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyDealRequest {
    /// The commitment of the `deal_started` event.
    pub commitment: Digest,
    /// The deal seed revealed by the `deal_ended` event.
    pub deal_seed: Seed,
    /// The match's deck.
    pub deck: DeckKind,
    /// The table, to deal the hands too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<DealTable>,
    /// A provably fair match's chain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain: Option<FairChain>,
}

/// The cards a deck order deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DealtCardsBody {
    /// Each seat's hand, in the order its cards were dealt.
    pub hands: Vec<Vec<Card>>,
    /// The upcard.
    pub upcard: Card,
    /// Whether the upcard is the dealer's own last card.
    pub upcard_held: bool,
    /// Dead leftovers.
    pub dead: CardSet,
    /// The talon.
    pub talon: CardSet,
}

/// What a revealed deal is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct VerifyDealResponse {
    /// Every check holds: the commitment, and the chain when one was given.
    pub matches: bool,
    /// SHA-256 of the deal seed equals the commitment.
    pub commitment_matches: bool,
    /// SHA-256 of the deal seed.
    pub seed_digest: Digest,
    /// With a chain: whether it holds.
    pub chain_matches: Option<bool>,
    /// With a chain that does not hold: why.
    pub chain_detail: Option<String>,
    /// With a chain that does not hold: which link.
    pub chain_mismatch: Option<ChainMismatch>,
    /// When the commitment matches: the deck order the seed shuffles, top card first.
    pub deck_order: Vec<Card>,
    /// When the commitment matches and a table was given: the cards it deals.
    pub dealt: Option<DealtCardsBody>,
}

/// An RFC 9457 `application/problem+json` body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem: `urn:poch:error:<code>`.
    pub r#type: String,
    /// The HTTP status's reason phrase.
    pub title: String,
    /// The HTTP status.
    #[schema(minimum = 400, maximum = 599)]
    pub status: u16,
    /// What went wrong, for people.
    pub detail: String,
    /// The stable machine code (the same as the gRPC ErrorInfo reason).
    pub code: String,
    /// The broken invariant, for `state_invalid`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invariant: Option<String>,
    /// The offending request field, for `invalid_argument`, `conflicting_fields`,
    /// `action_id_out_of_range` and `too_many_actions`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// `Replay`: the position (from 0) of the action the engine refused (`code` is the
    /// refusal's), or of the action at which the actions applied, the seated bots' moves
    /// included, would pass the bound (`too_many_actions`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<u64>)]
    pub action_index: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_replay_schema_bounds_its_actions_as_the_server_does() {
        let schema = serde_json::to_value(ReplayRequest::schema()).expect("a schema");
        assert_eq!(
            schema["properties"]["actions"]["maxItems"],
            serde_json::json!(crate::MAX_REPLAY_ACTIONS)
        );
    }
}

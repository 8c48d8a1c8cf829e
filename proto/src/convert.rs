//! Conversions between the engine's types and the `poch.v1` messages, all in this one module,
//! shared by the service (which reads requests and writes answers) and the client (which writes
//! requests and reads answers).
//!
//! The directions are fixed (docs/architecture.md, "Conventions"):
//!
//! * **Outward**, engine → proto: [`ToProto`], which cannot fail.
//! * **Inward**, proto → engine: [`FromProto`], which fails with a [`ConvertError`], a client
//!   error (`invalid_argument`) naming the offending field.
//!
//! Two traits take the places of `From` and `TryFrom`, with the same meaning, because many of
//! the pairs are foreign on both sides (`Vec<Card>` and `Vec<String>`, `Option<Seed>` and
//! `Vec<u8>`, a phase and its `i32`), where Rust's orphan rule forbids `From` (E0117); one
//! spelling serves every pair. [`IntoEngine`] gives the `try_into` spelling:
//! `let state: GameState = plain.into_engine()?`.
//!
//! ```
//! use poch_engine::{Action, Card, GameState};
//! use poch_api::convert::{FromProto, IntoEngine, ToProto};
//!
//! let lead = Action::Lead { card: "QH".parse::<Card>().unwrap(), direction: None };
//! let message = lead.to_proto();
//! assert_eq!(Action::from_proto(message).unwrap(), lead);
//! // A state message without its rules is refused, naming the field.
//! let refused: Result<GameState, _> = poch_api::v1::GameState::default().into_engine();
//! assert!(refused.is_err());
//! ```
//!
//! Inward conversions only check the wire form: every enum is a known, non-UNSPECIFIED value
//! where one is required, every card string is a card, every bytes field is empty or 32 bytes,
//! required sub-messages are present and no set lists a member twice. Whether the result makes
//! sense (seats in range, chips adding up) is the engine's judgement ([`Game::from_state`],
//! [`Game::apply`]), not this module's.
//!
//! Every proto message is destructured in full, and every engine struct too, so a field added
//! on either side fails to compile here until it is converted. Enums are matched without
//! wildcard arms; unknown numbers are refused through `try_from`.
//!
//! Error paths are relative to the message converted (`deal.hands[2].cards[0]`); a caller puts
//! the request field in front with [`ConvertError::under`] (`state.deal.hands[2].cards[0]`).
//!
//! [`Game::from_state`]: poch_engine::Game::from_state
//! [`Game::apply`]: poch_engine::Game::apply

use std::fmt;

use crate::rest::ActionTableInfo;
use crate::v1;
use poch_engine::rng::{ChainMismatch, DealCheck, DealTable, DealVerification, FairChain};
use poch_engine::{
    Action, AmountRange, BoardShare, BotKind, BotSeat, ByField, Card, CardSet, Choice, DealMethod,
    DealState, DealView, DealtCards, DeckKind, DeckOrder, Digest, Direction, DiscardState, Event,
    EventKind, Fairness, FairnessView, Field, FieldSet, GameState, Group, Layer, LegalActions,
    MatchEnd, MatchEndReason, MatchId, MaxDeals, Phase, Play, PochenOutcome, PochenState, Preset,
    Rank, RuleOverrides, Rules, Seat, SeatSet, Seed, Settlement, Standing, StartPosition, Status,
    StopReason, Suit, View, Viewer, Visibility,
};

// ------------------------------------------------------------------------------------------
// The traits and the error.

/// Engine → proto. Cannot fail: every engine value has a wire form.
pub trait ToProto {
    /// The wire form.
    type Proto;

    /// The wire form of `self`.
    fn to_proto(&self) -> Self::Proto;
}

/// Proto → engine. Fails with a client error naming the field.
pub trait FromProto<P>: Sized {
    /// The engine value of `proto`.
    ///
    /// # Errors
    ///
    /// [`ConvertError`] naming the first field (relative to `proto`) whose wire form is not a
    /// value of the engine type.
    fn from_proto(proto: P) -> Result<Self, ConvertError>;
}

/// The `try_into` spelling of [`FromProto`]: `let action: Action = msg.into_engine()?`.
pub trait IntoEngine<T> {
    /// Converts `self` into the engine type `T`.
    ///
    /// # Errors
    ///
    /// As [`FromProto::from_proto`].
    fn into_engine(self) -> Result<T, ConvertError>;
}

impl<P, T: FromProto<P>> IntoEngine<T> for P {
    fn into_engine(self) -> Result<T, ConvertError> {
        T::from_proto(self)
    }
}

/// A message that is not a value of the engine type: a client error (`invalid_argument`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvertError {
    /// The field's path, e.g. `deal.hands[2].cards[0]` (empty for the message itself).
    pub field: String,
    /// What is wrong with it.
    pub reason: String,
}

impl ConvertError {
    /// The stable error code of every conversion error; the gRPC code is `INVALID_ARGUMENT`
    /// and the HTTP status 400.
    pub const CODE: &'static str = "invalid_argument";

    /// An error in `field`.
    pub fn new(field: impl Into<String>, reason: impl Into<String>) -> ConvertError {
        ConvertError {
            field: field.into(),
            reason: reason.into(),
        }
    }

    /// The same error seen from the message that holds this one in `parent` (a field name,
    /// possibly with an index: `deck_orders[1]`): `cut` becomes `deck_orders[1].cut`.
    #[must_use]
    pub fn under(self, parent: &str) -> ConvertError {
        let field = if self.field.is_empty() {
            parent.to_owned()
        } else if parent.is_empty() || self.field.starts_with('[') {
            format!("{parent}{}", self.field)
        } else {
            format!("{parent}.{}", self.field)
        };
        ConvertError {
            field,
            reason: self.reason,
        }
    }
}

impl fmt::Display for ConvertError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.reason)
        } else {
            write!(f, "{}: {}", self.field, self.reason)
        }
    }
}

impl std::error::Error for ConvertError {}

// ------------------------------------------------------------------------------------------
// Small helpers.

/// `proto` converted, with errors placed under `field`.
fn sub<P, T: FromProto<P>>(proto: P, field: &str) -> Result<T, ConvertError> {
    T::from_proto(proto).map_err(|e| e.under(field))
}

/// Element `i`'s result, with its errors placed under `[i]` (the index is written only for an
/// error).
fn element<T>(i: usize, result: Result<T, ConvertError>) -> Result<T, ConvertError> {
    result.map_err(|e| e.under(&format!("[{i}]")))
}

/// A sub-message the engine value cannot do without.
fn sub_required<P, T: FromProto<P>>(proto: Option<P>, field: &str) -> Result<T, ConvertError> {
    match proto {
        Some(p) => sub(p, field),
        None => Err(ConvertError::new(field, "is required but missing")),
    }
}

/// A sub-message whose absence the engine value expresses as `None`.
fn sub_optional<P, T: FromProto<P>>(
    proto: Option<P>,
    field: &str,
) -> Result<Option<T>, ConvertError> {
    proto.map(|p| sub(p, field)).transpose()
}

/// A seat on the wire. Saturates only for seats beyond `u32`, which no table has.
fn seat_out(seat: Seat) -> u32 {
    u32::try_from(seat.index()).unwrap_or(u32::MAX)
}

/// A seat from the wire; whether it is at the table is the engine's question.
fn seat_in(seat: u32) -> Seat {
    Seat(usize::try_from(seat).unwrap_or(usize::MAX))
}

fn seats_out(seats: &[Seat]) -> Vec<u32> {
    seats.iter().copied().map(seat_out).collect()
}

fn seats_in(seats: Vec<u32>) -> Vec<Seat> {
    seats.into_iter().map(seat_in).collect()
}

/// An engine enum with a `poch.v1` counterpart whose 0 is `UNSPECIFIED`.
trait ProtoEnum: Sized {
    /// The generated enum.
    type Proto: TryFrom<i32, Error = prost::UnknownEnumValue>;

    /// The engine value; `None` for `UNSPECIFIED`.
    fn from_proto_enum(proto: Self::Proto) -> Option<Self>;
}

/// An enum number: `None` for `UNSPECIFIED`, an error for a number the contract does not
/// define.
fn optional_enum<T: ProtoEnum>(value: i32, field: &str) -> Result<Option<T>, ConvertError> {
    match T::Proto::try_from(value) {
        Ok(p) => Ok(T::from_proto_enum(p)),
        Err(prost::UnknownEnumValue(n)) => Err(ConvertError::new(
            field,
            format!("{n} is not a known enum value"),
        )),
    }
}

/// An enum number that must name a value: `UNSPECIFIED` is refused.
fn required_enum<T: ProtoEnum>(value: i32, field: &str) -> Result<T, ConvertError> {
    optional_enum(value, field)?
        .ok_or_else(|| ConvertError::new(field, "is UNSPECIFIED, but a value is required"))
}

/// The wire number of an engine enum.
fn code<E: ToProto>(value: E) -> i32
where
    E::Proto: Into<i32>,
{
    value.to_proto().into()
}

/// Maps each engine variant to one proto variant, both ways; the proto enum's `Unspecified`
/// maps to no engine value. Both matches are exhaustive, without wildcard arms.
macro_rules! enum_map {
    ($engine:ident => $($proto:ident)::+ { $($e:ident <=> $p:ident),+ $(,)? }) => {
        impl ToProto for $engine {
            type Proto = $($proto)::+;

            fn to_proto(&self) -> $($proto)::+ {
                type P = $($proto)::+;
                match self {
                    $($engine::$e => P::$p,)+
                }
            }
        }

        impl ProtoEnum for $engine {
            type Proto = $($proto)::+;

            fn from_proto_enum(proto: $($proto)::+) -> Option<$engine> {
                type P = $($proto)::+;
                match proto {
                    P::Unspecified => None,
                    $(P::$p => Some($engine::$e),)+
                }
            }
        }
    };
}

// ------------------------------------------------------------------------------------------
// Enums.

enum_map!(BotKind => v1::BotKind {
    Random <=> Random,
    Heuristic <=> Heuristic,
    Search <=> Search,
    Timeout <=> Timeout,
});
enum_map!(ChainMismatch => v1::ChainMismatch {
    ServerCommitment <=> ServerCommitment,
    DealSeed <=> DealSeed,
    FirstDealer <=> FirstDealer,
});
enum_map!(DeckKind => v1::Deck {
    French32 <=> French32,
    French52 <=> French52,
    Bavarian36 <=> Bavarian36,
});
enum_map!(DealMethod => v1::DealMethod {
    AllButOne <=> AllButOne,
    AllEvenly <=> AllEvenly,
    FiveTalon <=> FiveTalon,
});
enum_map!(Field => v1::Field {
    A <=> A,
    K <=> K,
    Q <=> Q,
    J <=> J,
    T <=> T,
    MAR <=> Mar,
    SEQ <=> Seq,
    POCH <=> Poch,
    MID <=> Mid,
});
enum_map!(Status => v1::SeatStatus {
    In <=> In,
    Folded <=> Folded,
    AllIn <=> AllIn,
    Out <=> Out,
});
enum_map!(PochenOutcome => v1::PochenOutcome {
    AllPassed <=> AllPassed,
    Uncontested <=> Uncontested,
    Showdown <=> Showdown,
});
enum_map!(Direction => v1::Direction { Up <=> Up, Down <=> Down });
enum_map!(StopReason => v1::StopReason {
    Top <=> Top,
    Bottom <=> Bottom,
    Upcard <=> Upcard,
    Dead <=> Dead,
    Talon <=> Talon,
    Played <=> Played,
    Out <=> Out,
});
enum_map!(MatchEndReason => v1::MatchEndReason {
    MaxDeals <=> MaxDeals,
    AnteShortfall <=> AnteShortfall,
});
enum_map!(Phase => v1::Phase {
    Pochen <=> Pochen,
    Discard <=> Discard,
    BetweenDeals <=> BetweenDeals,
    MatchOver <=> MatchOver,
});

/// A phase from its wire number (`UNSPECIFIED` refused).
impl FromProto<i32> for Phase {
    fn from_proto(proto: i32) -> Result<Phase, ConvertError> {
        required_enum(proto, "")
    }
}

/// A bot kind from its wire number (`UNSPECIFIED` refused).
impl FromProto<i32> for BotKind {
    fn from_proto(proto: i32) -> Result<BotKind, ConvertError> {
        required_enum(proto, "")
    }
}

// ------------------------------------------------------------------------------------------
// Lists.

impl<T: ToProto> ToProto for Vec<T> {
    type Proto = Vec<T::Proto>;

    fn to_proto(&self) -> Vec<T::Proto> {
        self.iter().map(ToProto::to_proto).collect()
    }
}

/// Element `i`'s errors are placed under `[i]`.
impl<P, T: FromProto<P>> FromProto<Vec<P>> for Vec<T> {
    fn from_proto(proto: Vec<P>) -> Result<Vec<T>, ConvertError> {
        proto
            .into_iter()
            .enumerate()
            .map(|(i, p)| element(i, T::from_proto(p)))
            .collect()
    }
}

// ------------------------------------------------------------------------------------------
// Cards, fields, seats, seeds.

/// A card as rank then suit: `TD`.
impl ToProto for Card {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.name().to_owned()
    }
}

impl FromProto<String> for Card {
    fn from_proto(proto: String) -> Result<Card, ConvertError> {
        proto
            .parse()
            .map_err(|e: poch_engine::ParseCardError| ConvertError::new("", e.to_string()))
    }
}

/// A set in listing order (suit C S H D, then rank).
impl ToProto for CardSet {
    type Proto = Vec<String>;

    fn to_proto(&self) -> Vec<String> {
        self.iter().map(|c| c.to_proto()).collect()
    }
}

/// Any order; a card listed twice is refused.
impl FromProto<Vec<String>> for CardSet {
    fn from_proto(proto: Vec<String>) -> Result<CardSet, ConvertError> {
        let mut set = CardSet::EMPTY;
        for (i, s) in proto.into_iter().enumerate() {
            let card = element(i, Card::from_proto(s))?;
            if set.contains(card) {
                return Err(ConvertError::new(
                    format!("[{i}]"),
                    format!("{card} is listed twice"),
                ));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

impl FromProto<v1::Hand> for CardSet {
    fn from_proto(proto: v1::Hand) -> Result<CardSet, ConvertError> {
        let v1::Hand { cards } = proto;
        sub(cards, "cards")
    }
}

impl FromProto<v1::Hand> for Vec<Card> {
    fn from_proto(proto: v1::Hand) -> Result<Vec<Card>, ConvertError> {
        let v1::Hand { cards } = proto;
        sub(cards, "cards")
    }
}

fn hand(cards: CardSet) -> v1::Hand {
    v1::Hand {
        cards: cards.to_proto(),
    }
}

/// A suit as its letter: `C`, `S`, `H` or `D`.
impl ToProto for Suit {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.char().to_string()
    }
}

/// A one-character string read by `parse`; anything else is refused as not `what`.
fn one_char<T>(proto: &str, parse: fn(char) -> Option<T>, what: &str) -> Result<T, ConvertError> {
    let mut chars = proto.chars();
    match (chars.next().and_then(parse), chars.next()) {
        (Some(value), None) => Ok(value),
        (Some(_) | None, Some(_)) | (None, None) => {
            Err(ConvertError::new("", format!("{proto:?} is not {what}")))
        }
    }
}

impl FromProto<String> for Suit {
    fn from_proto(proto: String) -> Result<Suit, ConvertError> {
        one_char(&proto, Suit::from_char, "a suit (C, S, H or D)")
    }
}

/// A rank as its character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
impl ToProto for Rank {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.char().to_string()
    }
}

impl FromProto<String> for Rank {
    fn from_proto(proto: String) -> Result<Rank, ConvertError> {
        one_char(&proto, Rank::from_char, "a rank (2-9, T, J, Q, K, A)")
    }
}

/// The fields in board order.
impl ToProto for FieldSet {
    type Proto = Vec<i32>;

    fn to_proto(&self) -> Vec<i32> {
        self.iter().map(code).collect()
    }
}

/// Any order; `UNSPECIFIED` and a field listed twice are refused (the latter by the engine's
/// [`FieldSet::from_list`], as JSON is).
impl FromProto<Vec<i32>> for FieldSet {
    fn from_proto(proto: Vec<i32>) -> Result<FieldSet, ConvertError> {
        let fields = proto
            .into_iter()
            .enumerate()
            .map(|(i, n)| element(i, required_enum::<Field>(n, "")))
            .collect::<Result<Vec<Field>, _>>()?;
        FieldSet::from_list(fields)
            .map_err(|e| ConvertError::new(format!("[{}]", e.index), e.to_string()))
    }
}

/// The seats, lowest first.
impl ToProto for SeatSet {
    type Proto = Vec<u32>;

    fn to_proto(&self) -> Vec<u32> {
        self.iter().map(seat_out).collect()
    }
}

/// Any order; a seat of 16 or more (a seat set cannot hold it) or a seat listed twice is
/// refused, by the engine's [`SeatSet::from_list`] (as JSON is).
impl FromProto<Vec<u32>> for SeatSet {
    fn from_proto(proto: Vec<u32>) -> Result<SeatSet, ConvertError> {
        SeatSet::from_list(proto.into_iter().map(seat_in))
            .map_err(|e| ConvertError::new(format!("[{}]", e.index()), e.to_string()))
    }
}

/// The board, one number per field; fields absent under the rules hold 0.
impl ToProto for ByField<u32> {
    type Proto = v1::Board;

    fn to_proto(&self) -> v1::Board {
        v1::Board {
            a: self[Field::A],
            k: self[Field::K],
            q: self[Field::Q],
            j: self[Field::J],
            t: self[Field::T],
            mar: self[Field::MAR],
            seq: self[Field::SEQ],
            poch: self[Field::POCH],
            mid: self[Field::MID],
        }
    }
}

impl FromProto<v1::Board> for ByField<u32> {
    fn from_proto(proto: v1::Board) -> Result<ByField<u32>, ConvertError> {
        let v1::Board {
            a,
            k,
            q,
            j,
            t,
            mar,
            seq,
            poch,
            mid,
        } = proto;
        let mut board = ByField::<u32>::default();
        board[Field::A] = a;
        board[Field::K] = k;
        board[Field::Q] = q;
        board[Field::J] = j;
        board[Field::T] = t;
        board[Field::MAR] = mar;
        board[Field::SEQ] = seq;
        board[Field::POCH] = poch;
        board[Field::MID] = mid;
        Ok(board)
    }
}

/// 32 bytes.
impl ToProto for Seed {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.0.to_vec()
    }
}

/// 32 bytes.
impl ToProto for Digest {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.0.to_vec()
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<Seed> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.as_ref().map(ToProto::to_proto).unwrap_or_default()
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<Digest> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.as_ref().map(ToProto::to_proto).unwrap_or_default()
    }
}

/// Empty is `None`; 32 bytes are a value; any other length is refused.
fn bytes32(proto: &[u8]) -> Result<Option<[u8; 32]>, ConvertError> {
    if proto.is_empty() {
        return Ok(None);
    }
    <[u8; 32]>::try_from(proto).map(Some).map_err(|_| {
        ConvertError::new(
            "",
            format!(
                "must be empty or exactly 32 bytes, not {} bytes",
                proto.len()
            ),
        )
    })
}

impl FromProto<Vec<u8>> for Option<Seed> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<Seed>, ConvertError> {
        Ok(bytes32(&proto)?.map(Seed))
    }
}

impl FromProto<Vec<u8>> for Option<Digest> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<Digest>, ConvertError> {
        Ok(bytes32(&proto)?.map(Digest))
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<MatchId> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.map(|id| id.0.to_vec()).unwrap_or_default()
    }
}

impl FromProto<Vec<u8>> for Option<MatchId> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<MatchId>, ConvertError> {
        Ok(bytes32(&proto)?.map(MatchId))
    }
}

/// A viewer from a request's optional seat: unset is a spectator. A seat not at the table is
/// the engine's question (it sees what a spectator sees).
impl FromProto<Option<u32>> for Viewer {
    fn from_proto(proto: Option<u32>) -> Result<Viewer, ConvertError> {
        Ok(match proto {
            Some(seat) => Viewer::Seat(seat_in(seat)),
            None => Viewer::Spectator,
        })
    }
}

/// The seat, or `None` for a spectator.
impl ToProto for Viewer {
    type Proto = Option<u32>;

    fn to_proto(&self) -> Option<u32> {
        self.seat().map(seat_out)
    }
}

// ------------------------------------------------------------------------------------------
// Rules.

/// A switch's value as a `poch.v1` enum number: the engine's variant `i` is `i + 1`, 0 being
/// `UNSPECIFIED` (the test `switch_numbers_name_the_same_values` holds the two enums together).
fn choice_code<T: Choice>(value: T) -> i32 {
    i32::try_from(value.index() + 1).unwrap_or(i32::MAX)
}

/// A switch's enum number: `None` for `UNSPECIFIED`, an error for a number the contract does
/// not define.
fn optional_choice<T: Choice>(value: i32, field: &str) -> Result<Option<T>, ConvertError> {
    if value == 0 {
        return Ok(None);
    }
    usize::try_from(value)
        .ok()
        .and_then(|n| T::VALUES.get(n - 1))
        .map(|&v| Some(v))
        .ok_or_else(|| ConvertError::new(field, format!("{value} is not a known enum value")))
}

/// A switch a full ruleset must set.
fn set<T>(value: Option<T>, field: &str) -> Result<T, ConvertError> {
    value.ok_or_else(|| {
        ConvertError::new(
            field,
            "is unset or UNSPECIFIED, but a full ruleset sets every switch",
        )
    })
}

/// The conversions of `Rules` and `RuleOverrides`, from the engine's declaration of the
/// switches: a `poch.v1.Rules` field of the same name for every switch, an enum number for a
/// choice and an optional `uint32` for a number (`max_deals` 0 is no limit, RULES S15).
macro_rules! rules_conversions {
    (
        values { $($values:tt)* }
        choices {$(
            $(#[$attr:meta])*
            $name:ident : $ty:ident = $default:ident, $desc:literal;
        )+}
        numbers {$(
            $(#[$num_attr:meta])*
            $num:ident : $num_ty:ty = $num_default:expr, [$($words:literal),+], $num_desc:literal;
        )+}
    ) => {
        /// Every switch set.
        impl ToProto for Rules {
            type Proto = v1::Rules;

            fn to_proto(&self) -> v1::Rules {
                v1::Rules {
                    $($name: choice_code(self.$name),)+
                    $($num: Some(u32::from(self.$num)),)+
                }
            }
        }

        /// The switches a `v1::Rules` sets; `None` where it leaves one unset or `UNSPECIFIED`.
        impl FromProto<v1::Rules> for RuleOverrides {
            fn from_proto(proto: v1::Rules) -> Result<RuleOverrides, ConvertError> {
                let v1::Rules { $($name,)+ $($num,)+ } = proto;
                Ok(RuleOverrides {
                    $($name: optional_choice($name, stringify!($name))?,)+
                    $($num: $num.map(<$num_ty>::from),)+
                })
            }
        }

        /// A full ruleset, as a state carries it: every switch must be set, but for a switch
        /// added later, which a message written before it left unset: that reads as the value
        /// it played then ([`Choice::ABSENT`](poch_engine::Choice::ABSENT)).
        impl FromProto<v1::Rules> for Rules {
            fn from_proto(proto: v1::Rules) -> Result<Rules, ConvertError> {
                let overrides = RuleOverrides::from_proto(proto)?;
                Ok(Rules {
                    $($name: set(
                        overrides.$name.or(<poch_engine::$ty as poch_engine::Choice>::ABSENT),
                        stringify!($name),
                    )?,)+
                    $($num: set(overrides.$num, stringify!($num))?,)+
                })
            }
        }

        #[cfg(test)]
        mod switch_numbers {
            use poch_engine::*;

            use super::{choice_code, v1};

            /// Every switch value's `poch.v1` number names the same value: `DECK_FRENCH52` is 2
            /// because `french52` is the deck's second value, and the enum has no value more.
            #[test]
            fn switch_numbers_name_the_same_values() {
                $(
                    for (i, value) in <$ty as Choice>::VALUES.iter().enumerate() {
                        let wire = serde_json::to_value(value).expect("a switch value serializes");
                        let name = wire.as_str().expect("a name").to_uppercase();
                        let message = v1::Rules { $name: choice_code(*value), ..v1::Rules::default() };
                        assert_eq!(message.$name, i32::try_from(i + 1).expect("small"));
                        let proto = message.$name().as_str_name();
                        assert!(proto.ends_with(&format!("_{name}")), "{}: {proto} for {name}", stringify!($name));
                    }
                    let len = <$ty as Choice>::VALUES.len();
                    let past = v1::Rules { $name: i32::try_from(len + 1).expect("small"), ..v1::Rules::default() };
                    assert!(past.$name().as_str_name().ends_with("_UNSPECIFIED"), "{} has more values", stringify!($name));
                )+
            }
        }
    };
}

poch_engine::for_each_switch!(rules_conversions);

/// `base` with the switches that `overrides` sets: an unset or `UNSPECIFIED` switch keeps the
/// base's value, `max_deals: Some(0)` means no limit. No overrides at all keep the base.
///
/// # Errors
///
/// [`ConvertError`] for an enum number the contract does not define. Whether the result suits
/// the table is [`Rules::validate`]'s question.
pub fn rules_with_overrides(
    base: Rules,
    overrides: Option<v1::Rules>,
) -> Result<Rules, ConvertError> {
    let Some(overrides) = overrides else {
        return Ok(base);
    };
    Ok(RuleOverrides::from_proto(overrides)?.apply(base))
}

impl ToProto for Preset {
    type Proto = v1::Preset;

    fn to_proto(&self) -> v1::Preset {
        let Preset {
            name,
            description,
            rules,
        } = *self;
        v1::Preset {
            name: name.to_owned(),
            description: description.to_owned(),
            rules: Some(rules.to_proto()),
        }
    }
}

// ------------------------------------------------------------------------------------------
// Actions and inputs.

/// The cut is 0 when the deck is not cut.
impl ToProto for DeckOrder {
    type Proto = v1::DeckOrder;

    fn to_proto(&self) -> v1::DeckOrder {
        let DeckOrder { cards, cut } = self;
        v1::DeckOrder {
            cards: cards.to_proto(),
            cut: cut.unwrap_or(0),
        }
    }
}

/// A cut of 0 is no cut. The cards are parsed here; whether they are the deck is the engine's
/// question.
impl FromProto<v1::DeckOrder> for DeckOrder {
    fn from_proto(proto: v1::DeckOrder) -> Result<DeckOrder, ConvertError> {
        let v1::DeckOrder { cards, cut } = proto;
        Ok(DeckOrder {
            cards: sub(cards, "cards")?,
            cut: (cut != 0).then_some(cut),
        })
    }
}

impl ToProto for Action {
    type Proto = v1::Action;

    fn to_proto(&self) -> v1::Action {
        use v1::action as a;
        let kind = match self {
            Action::Pass => a::Kind::PassTurn(a::PassTurn {}),
            Action::Bet { amount } => a::Kind::Bet(a::Bet { amount: *amount }),
            Action::Call => a::Kind::Call(a::Call {}),
            Action::Raise { amount } => a::Kind::RaiseBet(a::RaiseBet { amount: *amount }),
            Action::Fold => a::Kind::Fold(a::Fold {}),
            Action::Lead { card, direction } => a::Kind::Lead(a::Lead {
                card: card.to_proto(),
                direction: direction
                    .map_or(v1::Direction::Unspecified, |d| d.to_proto())
                    .into(),
            }),
            Action::Deal { deck } => a::Kind::Deal(a::Deal {
                deck: deck.as_ref().map(ToProto::to_proto),
            }),
            Action::Timeout => a::Kind::Timeout(a::Timeout {}),
        };
        v1::Action { kind: Some(kind) }
    }
}

/// An empty oneof is refused; a lead's card must parse; a lead's `UNSPECIFIED` direction is no
/// direction; a deal's deck is optional.
impl FromProto<v1::Action> for Action {
    fn from_proto(proto: v1::Action) -> Result<Action, ConvertError> {
        use v1::action as a;
        let v1::Action { kind } = proto;
        let Some(kind) = kind else {
            return Err(ConvertError::new("kind", "no action: the oneof is empty"));
        };
        Ok(match kind {
            a::Kind::PassTurn(a::PassTurn {}) => Action::Pass,
            a::Kind::Bet(a::Bet { amount }) => Action::Bet { amount },
            a::Kind::Call(a::Call {}) => Action::Call,
            a::Kind::RaiseBet(a::RaiseBet { amount }) => Action::Raise { amount },
            a::Kind::Fold(a::Fold {}) => Action::Fold,
            a::Kind::Lead(a::Lead { card, direction }) => Action::Lead {
                card: sub(card, "lead.card")?,
                direction: optional_enum(direction, "lead.direction")?,
            },
            a::Kind::Deal(a::Deal { deck }) => Action::Deal {
                deck: sub_optional(deck, "deal.deck")?,
            },
            a::Kind::Timeout(a::Timeout {}) => Action::Timeout,
        })
    }
}

impl ToProto for BotSeat {
    type Proto = v1::BotSeat;

    fn to_proto(&self) -> v1::BotSeat {
        let BotSeat { seat, kind } = self;
        v1::BotSeat {
            seat: seat_out(*seat),
            kind: code(*kind),
        }
    }
}

/// The kind is required; whether the seat is the table's is the engine's question.
impl FromProto<v1::BotSeat> for BotSeat {
    fn from_proto(proto: v1::BotSeat) -> Result<BotSeat, ConvertError> {
        let v1::BotSeat { seat, kind } = proto;
        Ok(BotSeat {
            seat: seat_in(seat),
            kind: required_enum(kind, "kind")?,
        })
    }
}

impl ToProto for StartPosition {
    type Proto = v1::StartPosition;

    fn to_proto(&self) -> v1::StartPosition {
        let StartPosition {
            stacks,
            board,
            carried,
        } = self;
        v1::StartPosition {
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
        }
    }
}

/// The board is required.
impl FromProto<v1::StartPosition> for StartPosition {
    fn from_proto(proto: v1::StartPosition) -> Result<StartPosition, ConvertError> {
        let v1::StartPosition {
            stacks,
            board,
            carried,
        } = proto;
        Ok(StartPosition {
            stacks,
            board: sub_required(board, "board")?,
            carried: sub(carried, "carried")?,
        })
    }
}

// ------------------------------------------------------------------------------------------
// The state.

/// `UNSPECIFIED` outcome while phase 2 runs.
impl ToProto for PochenState {
    type Proto = v1::PochenState;

    fn to_proto(&self) -> v1::PochenState {
        let PochenState {
            statuses,
            contributions,
            high_stake,
            pending,
            last_actor,
            poch_before,
            outcome,
            winner,
        } = self;
        v1::PochenState {
            statuses: statuses.iter().copied().map(code).collect(),
            contributions: contributions.clone(),
            high_stake: *high_stake,
            pending: pending.to_proto(),
            last_actor: last_actor.map(seat_out),
            poch_before: *poch_before,
            outcome: outcome
                .map_or(v1::PochenOutcome::Unspecified, |o| o.to_proto())
                .into(),
            winner: winner.map(seat_out),
        }
    }
}

impl FromProto<v1::PochenState> for PochenState {
    fn from_proto(proto: v1::PochenState) -> Result<PochenState, ConvertError> {
        let v1::PochenState {
            statuses,
            contributions,
            high_stake,
            pending,
            last_actor,
            poch_before,
            outcome,
            winner,
        } = proto;
        Ok(PochenState {
            statuses: statuses_in(statuses, "statuses")?,
            contributions,
            high_stake,
            pending: sub(pending, "pending")?,
            last_actor: last_actor.map(seat_in),
            poch_before,
            outcome: optional_enum(outcome, "outcome")?,
            winner: winner.map(seat_in),
        })
    }
}

fn statuses_in(statuses: Vec<i32>, field: &str) -> Result<Vec<Status>, ConvertError> {
    statuses
        .into_iter()
        .enumerate()
        .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under(field)))
        .collect()
}

impl ToProto for Play {
    type Proto = v1::Play;

    fn to_proto(&self) -> v1::Play {
        let Play { seat, card } = *self;
        v1::Play {
            seat: seat_out(seat),
            card: card.to_proto(),
        }
    }
}

impl FromProto<v1::Play> for Play {
    fn from_proto(proto: v1::Play) -> Result<Play, ConvertError> {
        let v1::Play { seat, card } = proto;
        Ok(Play {
            seat: seat_in(seat),
            card: sub(card, "card")?,
        })
    }
}

/// `UNSPECIFIED` direction until it is chosen.
impl ToProto for DiscardState {
    type Proto = v1::DiscardState;

    fn to_proto(&self) -> v1::DiscardState {
        let DiscardState {
            direction,
            leader,
            plays,
            chain_starts,
            winner,
        } = self;
        v1::DiscardState {
            direction: direction
                .map_or(v1::Direction::Unspecified, |d| d.to_proto())
                .into(),
            leader: seat_out(*leader),
            plays: plays.to_proto(),
            chain_starts: chain_starts.clone(),
            winner: winner.map(seat_out),
        }
    }
}

impl FromProto<v1::DiscardState> for DiscardState {
    fn from_proto(proto: v1::DiscardState) -> Result<DiscardState, ConvertError> {
        let v1::DiscardState {
            direction,
            leader,
            plays,
            chain_starts,
            winner,
        } = proto;
        Ok(DiscardState {
            direction: optional_enum(direction, "direction")?,
            leader: seat_in(leader),
            plays: sub(plays, "plays")?,
            chain_starts,
            winner: winner.map(seat_in),
        })
    }
}

impl ToProto for Settlement {
    type Proto = v1::Settlement;

    fn to_proto(&self) -> v1::Settlement {
        let Settlement {
            winner,
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        } = self;
        v1::Settlement {
            winner: seat_out(*winner),
            went_out_on_lead: *went_out_on_lead,
            mid: *mid,
            owed: owed.clone(),
            payments: payments.clone(),
            forgiven: forgiven.clone(),
            winner_receives: *winner_receives,
        }
    }
}

impl FromProto<v1::Settlement> for Settlement {
    fn from_proto(proto: v1::Settlement) -> Result<Settlement, ConvertError> {
        let v1::Settlement {
            winner,
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        } = proto;
        Ok(Settlement {
            winner: seat_in(winner),
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        })
    }
}

impl ToProto for Standing {
    type Proto = v1::Standing;

    fn to_proto(&self) -> v1::Standing {
        let Standing {
            seat,
            stack,
            place,
            could_pay,
        } = *self;
        v1::Standing {
            seat: seat_out(seat),
            stack,
            place,
            could_pay,
        }
    }
}

impl FromProto<v1::Standing> for Standing {
    fn from_proto(proto: v1::Standing) -> Result<Standing, ConvertError> {
        let v1::Standing {
            seat,
            stack,
            place,
            could_pay,
        } = proto;
        Ok(Standing {
            seat: seat_in(seat),
            stack,
            place,
            could_pay,
        })
    }
}

impl ToProto for MatchEnd {
    type Proto = v1::MatchEnd;

    fn to_proto(&self) -> v1::MatchEnd {
        let MatchEnd {
            reasons,
            deals_played,
            next_ante,
            standings,
            board_left,
            server_seed,
            board_share,
        } = self;
        v1::MatchEnd {
            reasons: reasons.iter().copied().map(code).collect(),
            deals_played: *deals_played,
            next_ante: *next_ante,
            standings: standings.to_proto(),
            board_left: Some(board_left.to_proto()),
            server_seed: server_seed.to_proto(),
            board_share: board_share.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::MatchEnd> for MatchEnd {
    fn from_proto(proto: v1::MatchEnd) -> Result<MatchEnd, ConvertError> {
        let v1::MatchEnd {
            reasons,
            deals_played,
            next_ante,
            standings,
            board_left,
            server_seed,
            board_share,
        } = proto;
        Ok(MatchEnd {
            reasons: reasons
                .into_iter()
                .enumerate()
                .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under("reasons")))
                .collect::<Result<_, _>>()?,
            deals_played,
            next_ante,
            standings: sub(standings, "standings")?,
            board_left: sub_required(board_left, "board_left")?,
            server_seed: sub(server_seed, "server_seed")?,
            board_share: sub_optional(board_share, "board_share")?,
        })
    }
}

impl ToProto for BoardShare {
    type Proto = v1::BoardShare;

    fn to_proto(&self) -> v1::BoardShare {
        let BoardShare {
            per_player,
            shared,
            remainder,
            board_after,
        } = self;
        v1::BoardShare {
            per_player: *per_player,
            shared: *shared,
            remainder: *remainder,
            board_after: Some(board_after.to_proto()),
        }
    }
}

impl FromProto<v1::BoardShare> for BoardShare {
    fn from_proto(proto: v1::BoardShare) -> Result<BoardShare, ConvertError> {
        let v1::BoardShare {
            per_player,
            shared,
            remainder,
            board_after,
        } = proto;
        Ok(BoardShare {
            per_player,
            shared,
            remainder,
            board_after: sub_required(board_after, "board_after")?,
        })
    }
}

/// Holds the hidden cards and the deal seed.
impl ToProto for DealState {
    type Proto = v1::DealState;

    fn to_proto(&self) -> v1::DealState {
        let DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard,
            upcard_holder,
            dead,
            talon,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = self;
        v1::DealState {
            number: *number,
            dealer: seat_out(*dealer),
            deal_seed: deal_seed.to_proto(),
            commitment: commitment.to_proto(),
            ante: Some(ante.to_proto()),
            hands: hands.iter().copied().map(hand).collect(),
            upcard: upcard.to_proto(),
            upcard_holder: upcard_holder.map(seat_out),
            dead: dead.to_proto(),
            talon: talon.to_proto(),
            revealed: revealed.iter().copied().map(hand).collect(),
            awarded: awarded.to_proto(),
            pochen: pochen.as_ref().map(ToProto::to_proto),
            discard: discard.as_ref().map(ToProto::to_proto),
            settlement: settlement.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::DealState> for DealState {
    fn from_proto(proto: v1::DealState) -> Result<DealState, ConvertError> {
        let v1::DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard,
            upcard_holder,
            dead,
            talon,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = proto;
        Ok(DealState {
            number,
            dealer: seat_in(dealer),
            deal_seed: sub(deal_seed, "deal_seed")?,
            commitment: sub(commitment, "commitment")?,
            ante: sub_required(ante, "ante")?,
            hands: sub(hands, "hands")?,
            upcard: sub(upcard, "upcard")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "dead")?,
            talon: sub(talon, "talon")?,
            revealed: sub(revealed, "revealed")?,
            awarded: sub(awarded, "awarded")?,
            pochen: sub_optional(pochen, "pochen")?,
            discard: sub_optional(discard, "discard")?,
            settlement: sub_optional(settlement, "settlement")?,
        })
    }
}

/// The whole match, hidden cards and secret seed included.
impl ToProto for GameState {
    type Proto = v1::GameState;

    fn to_proto(&self) -> v1::GameState {
        let GameState {
            schema_version,
            rules,
            players,
            stacks,
            board,
            carried,
            total_chips,
            first_dealer,
            deals,
            version,
            seed,
            deck_orders,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = self;
        v1::GameState {
            schema_version: *schema_version,
            rules: Some(rules.to_proto()),
            players: players.clone(),
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
            total_chips: *total_chips,
            first_dealer: seat_out(*first_dealer),
            deals: *deals,
            version: *version,
            seed: seed.to_proto(),
            deck_orders: deck_orders.to_proto(),
            deal: deal.as_ref().map(ToProto::to_proto),
            match_end: match_end.as_ref().map(ToProto::to_proto),
            fairness: fairness.as_ref().map(ToProto::to_proto),
            bots: bots.to_proto(),
            match_id: match_id.to_proto(),
        }
    }
}

/// The exact inverse of the outward conversion. The schema version and every invariant are
/// left to [`poch_engine::Game::from_state`].
impl FromProto<v1::GameState> for GameState {
    fn from_proto(proto: v1::GameState) -> Result<GameState, ConvertError> {
        let v1::GameState {
            schema_version,
            rules,
            players,
            stacks,
            board,
            carried,
            total_chips,
            first_dealer,
            deals,
            version,
            seed,
            deck_orders,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = proto;
        Ok(GameState {
            schema_version,
            rules: sub_required(rules, "rules")?,
            players,
            stacks,
            board: sub_required(board, "board")?,
            carried: sub(carried, "carried")?,
            total_chips,
            first_dealer: seat_in(first_dealer),
            deals,
            version,
            seed: sub(seed, "seed")?,
            deck_orders: sub(deck_orders, "deck_orders")?,
            deal: sub_optional(deal, "deal")?,
            match_end: sub_optional(match_end, "match_end")?,
            fairness: sub_optional(fairness, "fairness")?,
            bots: sub(bots, "bots")?,
            match_id: sub(match_id, "match_id")?,
        })
    }
}

/// Holds the secret server seed.
impl ToProto for Fairness {
    type Proto = v1::Fairness;

    fn to_proto(&self) -> v1::Fairness {
        let Fairness {
            server_seed,
            server_commitment,
            client_seeds,
        } = self;
        v1::Fairness {
            server_seed: server_seed.to_proto(),
            server_commitment: server_commitment.to_proto(),
            client_seeds: client_seeds.clone(),
        }
    }
}

impl FromProto<v1::Fairness> for Fairness {
    fn from_proto(proto: v1::Fairness) -> Result<Fairness, ConvertError> {
        let v1::Fairness {
            server_seed,
            server_commitment,
            client_seeds,
        } = proto;
        let server_seed: Option<Seed> = sub(server_seed, "server_seed")?;
        let server_commitment: Option<Digest> = sub(server_commitment, "server_commitment")?;
        Ok(Fairness {
            server_seed: server_seed
                .ok_or_else(|| ConvertError::new("server_seed", "is required"))?,
            server_commitment: server_commitment
                .ok_or_else(|| ConvertError::new("server_commitment", "is required"))?,
            client_seeds,
        })
    }
}

impl ToProto for FairnessView {
    type Proto = v1::FairnessView;

    fn to_proto(&self) -> v1::FairnessView {
        let FairnessView {
            server_commitment,
            client_seeds,
        } = self;
        v1::FairnessView {
            server_commitment: server_commitment.to_proto(),
            client_seeds: client_seeds.clone(),
        }
    }
}

impl FromProto<v1::FairnessView> for FairnessView {
    fn from_proto(proto: v1::FairnessView) -> Result<FairnessView, ConvertError> {
        let v1::FairnessView {
            server_commitment,
            client_seeds,
        } = proto;
        let server_commitment: Option<Digest> = sub(server_commitment, "server_commitment")?;
        Ok(FairnessView {
            server_commitment: server_commitment
                .ok_or_else(|| ConvertError::new("server_commitment", "is required"))?,
            client_seeds,
        })
    }
}

// ------------------------------------------------------------------------------------------
// Legal actions and views.

impl ToProto for AmountRange {
    type Proto = v1::AmountRange;

    fn to_proto(&self) -> v1::AmountRange {
        let AmountRange { min, max } = *self;
        v1::AmountRange { min, max }
    }
}

impl FromProto<v1::AmountRange> for AmountRange {
    fn from_proto(proto: v1::AmountRange) -> Result<AmountRange, ConvertError> {
        let v1::AmountRange { min, max } = proto;
        Ok(AmountRange { min, max })
    }
}

impl ToProto for LegalActions {
    type Proto = v1::LegalActions;

    fn to_proto(&self) -> v1::LegalActions {
        let LegalActions {
            seat,
            pass,
            bet,
            call,
            raise,
            fold,
            lead,
            directions,
            deal,
            deck_required,
            deck_allowed,
        } = self;
        v1::LegalActions {
            seat: seat_out(*seat),
            pass_turn: *pass,
            bet: bet.as_ref().map(ToProto::to_proto),
            call: *call,
            raise_bet: raise.as_ref().map(ToProto::to_proto),
            fold: *fold,
            lead: lead.to_proto(),
            directions: directions.iter().copied().map(code).collect(),
            deal: *deal,
            deck_required: *deck_required,
            deck_allowed: *deck_allowed,
        }
    }
}

impl FromProto<v1::LegalActions> for LegalActions {
    fn from_proto(proto: v1::LegalActions) -> Result<LegalActions, ConvertError> {
        let v1::LegalActions {
            seat,
            pass_turn: pass,
            bet,
            call,
            raise_bet: raise,
            fold,
            lead,
            directions,
            deal,
            deck_required,
            deck_allowed,
        } = proto;
        Ok(LegalActions {
            seat: seat_in(seat),
            pass,
            bet: sub_optional(bet, "bet")?,
            call,
            raise: sub_optional(raise, "raise_bet")?,
            fold,
            lead: sub(lead, "lead")?,
            directions: directions
                .into_iter()
                .enumerate()
                .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under("directions")))
                .collect::<Result<_, _>>()?,
            deal,
            deck_required,
            deck_allowed,
        })
    }
}

impl ToProto for ActionTableInfo {
    type Proto = v1::ActionTable;

    fn to_proto(&self) -> v1::ActionTable {
        let ActionTableInfo {
            size,
            digest,
            max_chips,
        } = *self;
        v1::ActionTable {
            size,
            digest: digest.to_proto(),
            max_chips,
        }
    }
}

/// The digest is required: 32 bytes.
impl FromProto<v1::ActionTable> for ActionTableInfo {
    fn from_proto(proto: v1::ActionTable) -> Result<ActionTableInfo, ConvertError> {
        let v1::ActionTable {
            size,
            digest,
            max_chips,
        } = proto;
        let digest: Option<Digest> = sub(digest, "digest")?;
        Ok(ActionTableInfo {
            size,
            digest: digest.ok_or_else(|| ConvertError::new("digest", "is required: 32 bytes"))?,
            max_chips,
        })
    }
}

/// The rank as its character.
impl ToProto for Group {
    type Proto = v1::Group;

    fn to_proto(&self) -> v1::Group {
        let Group { size, rank } = *self;
        v1::Group {
            size,
            rank: rank.to_proto(),
        }
    }
}

impl FromProto<v1::Group> for Group {
    fn from_proto(proto: v1::Group) -> Result<Group, ConvertError> {
        let v1::Group { size, rank } = proto;
        Ok(Group {
            size,
            rank: sub(rank, "rank")?,
        })
    }
}

impl ToProto for DealView {
    type Proto = v1::DealView;

    fn to_proto(&self) -> v1::DealView {
        let DealView {
            number,
            dealer,
            forehand,
            commitment,
            deal_seed,
            ante,
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand,
            best_group,
            hand_sizes,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = self;
        v1::DealView {
            number: *number,
            dealer: seat_out(*dealer),
            forehand: seat_out(*forehand),
            commitment: commitment.to_proto(),
            deal_seed: deal_seed.to_proto(),
            ante: Some(ante.to_proto()),
            upcard: upcard.to_proto(),
            pay_suit: pay_suit.to_proto(),
            upcard_holder: upcard_holder.map(seat_out),
            dead: dead.to_proto(),
            talon_size: *talon_size,
            hand: hand.as_ref().map(|cards| v1::Hand {
                cards: cards.to_proto(),
            }),
            best_group: best_group.as_ref().map(ToProto::to_proto),
            hand_sizes: hand_sizes.clone(),
            revealed: revealed
                .iter()
                .map(|cards| v1::Hand {
                    cards: cards.to_proto(),
                })
                .collect(),
            awarded: awarded.to_proto(),
            pochen: pochen.as_ref().map(ToProto::to_proto),
            discard: discard.as_ref().map(ToProto::to_proto),
            settlement: settlement.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::DealView> for DealView {
    fn from_proto(proto: v1::DealView) -> Result<DealView, ConvertError> {
        let v1::DealView {
            number,
            dealer,
            forehand,
            commitment,
            deal_seed,
            ante,
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand,
            best_group,
            hand_sizes,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = proto;
        Ok(DealView {
            number,
            dealer: seat_in(dealer),
            forehand: seat_in(forehand),
            commitment: sub(commitment, "commitment")?,
            deal_seed: sub(deal_seed, "deal_seed")?,
            ante: sub_required(ante, "ante")?,
            upcard: sub(upcard, "upcard")?,
            pay_suit: sub(pay_suit, "pay_suit")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "dead")?,
            talon_size,
            hand: sub_optional(hand, "hand")?,
            best_group: sub_optional(best_group, "best_group")?,
            hand_sizes,
            revealed: sub(revealed, "revealed")?,
            awarded: sub(awarded, "awarded")?,
            pochen: sub_optional(pochen, "pochen")?,
            discard: sub_optional(discard, "discard")?,
            settlement: sub_optional(settlement, "settlement")?,
        })
    }
}

/// `viewer` is unset for a spectator.
impl ToProto for View {
    type Proto = v1::View;

    fn to_proto(&self) -> v1::View {
        let View {
            viewer,
            rules,
            players,
            stacks,
            board,
            fields,
            carried,
            deals,
            version,
            phase,
            to_act,
            legal,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = self;
        v1::View {
            viewer: viewer.to_proto(),
            rules: Some(rules.to_proto()),
            players: players.clone(),
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
            deals: *deals,
            version: *version,
            phase: code(*phase),
            to_act: to_act.map(seat_out),
            legal: legal.as_ref().map(ToProto::to_proto),
            deal: deal.as_ref().map(ToProto::to_proto),
            match_end: match_end.as_ref().map(ToProto::to_proto),
            fairness: fairness.as_ref().map(ToProto::to_proto),
            bots: bots.to_proto(),
            match_id: match_id.to_proto(),
            fields: fields.to_proto(),
        }
    }
}

/// `fields` empty (a service that predates it) reads as the rules' fields.
impl FromProto<v1::View> for View {
    fn from_proto(proto: v1::View) -> Result<View, ConvertError> {
        let v1::View {
            viewer,
            rules,
            players,
            stacks,
            board,
            carried,
            deals,
            version,
            phase,
            to_act,
            legal,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
            fields,
        } = proto;
        let rules: Rules = sub_required(rules, "rules")?;
        let fields: FieldSet = sub(fields, "fields")?;
        Ok(View {
            viewer: sub(viewer, "viewer")?,
            rules,
            players,
            stacks,
            board: sub_required(board, "board")?,
            fields: if fields.is_empty() {
                rules.fields()
            } else {
                fields
            },
            carried: sub(carried, "carried")?,
            deals,
            version,
            phase: sub(phase, "phase")?,
            to_act: to_act.map(seat_in),
            legal: sub_optional(legal, "legal")?,
            deal: sub_optional(deal, "deal")?,
            match_end: sub_optional(match_end, "match_end")?,
            fairness: sub_optional(fairness, "fairness")?,
            bots: sub(bots, "bots")?,
            match_id: sub(match_id, "match_id")?,
        })
    }
}

// ------------------------------------------------------------------------------------------
// Events.

impl ToProto for Layer {
    type Proto = v1::Layer;

    fn to_proto(&self) -> v1::Layer {
        let Layer {
            level,
            amount,
            eligible,
            winners,
            share,
            remainder,
        } = self;
        v1::Layer {
            level: *level,
            amount: *amount,
            eligible: eligible.to_proto(),
            winners: winners.to_proto(),
            share: *share,
            remainder: *remainder,
        }
    }
}

impl FromProto<v1::Layer> for Layer {
    fn from_proto(proto: v1::Layer) -> Result<Layer, ConvertError> {
        let v1::Layer {
            level,
            amount,
            eligible,
            winners,
            share,
            remainder,
        } = proto;
        Ok(Layer {
            level,
            amount,
            eligible: SeatSet::from_proto(eligible).map_err(|e| e.under("eligible"))?,
            winners: SeatSet::from_proto(winners).map_err(|e| e.under("winners"))?,
            share,
            remainder,
        })
    }
}

/// `private_to` is the seat of a private event, unset for a public one.
impl ToProto for Event {
    type Proto = v1::Event;

    fn to_proto(&self) -> v1::Event {
        let Event { visibility, kind } = self;
        v1::Event {
            private_to: match visibility {
                Visibility::Public => None,
                Visibility::Private(seat) => Some(seat_out(*seat)),
            },
            kind: Some(kind.to_proto()),
            // The sentence is the service's, added when a request names a locale.
            text: None,
        }
    }
}

impl ToProto for EventKind {
    type Proto = v1::event::Kind;

    fn to_proto(&self) -> v1::event::Kind {
        use v1::event::Kind as K;
        match self {
            EventKind::DealStarted {
                deal,
                dealer,
                forehand,
                commitment,
            } => K::DealStarted(v1::DealStarted {
                deal: *deal,
                dealer: seat_out(*dealer),
                forehand: seat_out(*forehand),
                commitment: commitment.to_proto(),
            }),
            EventKind::AntePaid {
                per_player,
                fields,
                stacks,
                board,
            } => K::AntePaid(v1::AntePaid {
                per_player: *per_player,
                fields: Some(fields.to_proto()),
                stacks: stacks.clone(),
                board: Some(board.to_proto()),
            }),
            EventKind::HandDealt { seat, cards } => K::HandDealt(v1::HandDealt {
                seat: seat_out(*seat),
                cards: cards.to_proto(),
            }),
            EventKind::UpcardTurned {
                upcard,
                pay_suit,
                upcard_holder,
                dead,
                talon_size,
                hand_sizes,
            } => K::UpcardTurned(v1::UpcardTurned {
                upcard: upcard.to_proto(),
                pay_suit: pay_suit.to_proto(),
                upcard_holder: upcard_holder.map(seat_out),
                dead: dead.to_proto(),
                talon_size: *talon_size,
                hand_sizes: hand_sizes.clone(),
            }),
            EventKind::FieldClaimed {
                field,
                seat,
                chips,
                cards,
            } => K::FieldClaimed(v1::FieldClaimed {
                field: code(*field),
                seat: seat_out(*seat),
                chips: *chips,
                cards: cards.to_proto(),
            }),
            EventKind::PochenStarted { seats_in, poch } => K::PochenStarted(v1::PochenStarted {
                seats_in: seats_out(seats_in),
                poch: *poch,
            }),
            EventKind::PochenSkipped { seats_in } => K::PochenSkipped(v1::PochenSkipped {
                seats_in: seats_out(seats_in),
            }),
            EventKind::Passed { seat, out } => K::Passed(v1::Passed {
                seat: seat_out(*seat),
                out: *out,
            }),
            EventKind::BetPlaced {
                seat,
                amount,
                put,
                all_in,
            } => K::BetPlaced(v1::BetPlaced {
                seat: seat_out(*seat),
                amount: *amount,
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Called { seat, put, all_in } => K::Called(v1::Called {
                seat: seat_out(*seat),
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Raised {
                seat,
                amount,
                put,
                all_in,
            } => K::Raised(v1::Raised {
                seat: seat_out(*seat),
                amount: *amount,
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Folded { seat } => K::Folded(v1::Folded {
                seat: seat_out(*seat),
            }),
            EventKind::GroupShown { seat, cards } => K::GroupShown(v1::GroupShown {
                seat: seat_out(*seat),
                cards: cards.to_proto(),
            }),
            EventKind::PochenEnded {
                outcome,
                high_stake,
                contributions,
                statuses,
                layers,
                payouts,
                winner,
                poch_before,
                poch_after,
                stacks,
            } => K::PochenEnded(v1::PochenEnded {
                outcome: code(*outcome),
                high_stake: *high_stake,
                contributions: contributions.clone(),
                statuses: statuses.iter().copied().map(code).collect(),
                layers: layers.to_proto(),
                payouts: payouts.clone(),
                winner: winner.map(seat_out),
                poch_before: *poch_before,
                poch_after: *poch_after,
                stacks: stacks.clone(),
            }),
            EventKind::DiscardStarted { leader } => K::DiscardStarted(v1::DiscardStarted {
                leader: seat_out(*leader),
            }),
            EventKind::DirectionChosen { direction } => K::DirectionChosen(v1::DirectionChosen {
                direction: code(*direction),
            }),
            EventKind::CardPlayed { seat, card, led } => K::CardPlayed(v1::CardPlayed {
                seat: seat_out(*seat),
                card: card.to_proto(),
                led: *led,
            }),
            EventKind::ChainStopped { stop, next_leader } => K::ChainStopped(v1::ChainStopped {
                stop: code(*stop),
                next_leader: seat_out(*next_leader),
            }),
            EventKind::DealSettled(settlement) => K::DealSettled(settlement.to_proto()),
            EventKind::DealEnded {
                deal,
                deal_seed,
                stacks,
                board,
                awarded,
                carried_next,
            } => K::DealEnded(v1::DealEnded {
                deal: *deal,
                deal_seed: deal_seed.to_proto(),
                stacks: stacks.clone(),
                board: Some(board.to_proto()),
                awarded: awarded.to_proto(),
                carried_next: carried_next.to_proto(),
            }),
            EventKind::MatchEnded(end) => K::MatchEnded(end.to_proto()),
            EventKind::TimedOut { seat, action } => K::TimedOut(v1::TimedOut {
                seat: seat_out(*seat),
                action: Some(action.to_proto()),
            }),
        }
    }
}

/// An empty oneof is refused; paths name the oneof case (`ante_paid.board`).
impl FromProto<v1::Event> for Event {
    fn from_proto(proto: v1::Event) -> Result<Event, ConvertError> {
        // The sentence is told from the event; the event itself is the data.
        let v1::Event {
            private_to,
            kind,
            text: _,
        } = proto;
        let Some(kind) = kind else {
            return Err(ConvertError::new("kind", "no event: the oneof is empty"));
        };
        Ok(Event {
            visibility: match private_to {
                Some(seat) => Visibility::Private(seat_in(seat)),
                None => Visibility::Public,
            },
            kind: event_kind(kind)?,
        })
    }
}

fn event_kind(kind: v1::event::Kind) -> Result<EventKind, ConvertError> {
    use v1::event::Kind as K;
    Ok(match kind {
        K::DealStarted(v1::DealStarted {
            deal,
            dealer,
            forehand,
            commitment,
        }) => EventKind::DealStarted {
            deal,
            dealer: seat_in(dealer),
            forehand: seat_in(forehand),
            commitment: sub(commitment, "deal_started.commitment")?,
        },
        K::AntePaid(v1::AntePaid {
            per_player,
            fields,
            stacks,
            board,
        }) => EventKind::AntePaid {
            per_player,
            fields: sub_required(fields, "ante_paid.fields")?,
            stacks,
            board: sub_required(board, "ante_paid.board")?,
        },
        K::HandDealt(v1::HandDealt { seat, cards }) => EventKind::HandDealt {
            seat: seat_in(seat),
            cards: sub(cards, "hand_dealt.cards")?,
        },
        K::UpcardTurned(v1::UpcardTurned {
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand_sizes,
        }) => EventKind::UpcardTurned {
            upcard: sub(upcard, "upcard_turned.upcard")?,
            pay_suit: sub(pay_suit, "upcard_turned.pay_suit")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "upcard_turned.dead")?,
            talon_size,
            hand_sizes,
        },
        K::FieldClaimed(v1::FieldClaimed {
            field,
            seat,
            chips,
            cards,
        }) => EventKind::FieldClaimed {
            field: required_enum(field, "field_claimed.field")?,
            seat: seat_in(seat),
            chips,
            cards: sub(cards, "field_claimed.cards")?,
        },
        K::PochenStarted(v1::PochenStarted {
            seats_in: seats,
            poch,
        }) => EventKind::PochenStarted {
            seats_in: seats_in(seats),
            poch,
        },
        K::PochenSkipped(v1::PochenSkipped { seats_in: seats }) => EventKind::PochenSkipped {
            seats_in: seats_in(seats),
        },
        K::Passed(v1::Passed { seat, out }) => EventKind::Passed {
            seat: seat_in(seat),
            out,
        },
        K::BetPlaced(v1::BetPlaced {
            seat,
            amount,
            put,
            all_in,
        }) => EventKind::BetPlaced {
            seat: seat_in(seat),
            amount,
            put,
            all_in,
        },
        K::Called(v1::Called { seat, put, all_in }) => EventKind::Called {
            seat: seat_in(seat),
            put,
            all_in,
        },
        K::Raised(v1::Raised {
            seat,
            amount,
            put,
            all_in,
        }) => EventKind::Raised {
            seat: seat_in(seat),
            amount,
            put,
            all_in,
        },
        K::Folded(v1::Folded { seat }) => EventKind::Folded {
            seat: seat_in(seat),
        },
        K::GroupShown(v1::GroupShown { seat, cards }) => EventKind::GroupShown {
            seat: seat_in(seat),
            cards: sub(cards, "group_shown.cards")?,
        },
        K::PochenEnded(v1::PochenEnded {
            outcome,
            high_stake,
            contributions,
            statuses,
            layers,
            payouts,
            winner,
            poch_before,
            poch_after,
            stacks,
        }) => EventKind::PochenEnded {
            outcome: required_enum(outcome, "pochen_ended.outcome")?,
            high_stake,
            contributions,
            statuses: statuses_in(statuses, "pochen_ended.statuses")?,
            layers: sub(layers, "pochen_ended.layers")?,
            payouts,
            winner: winner.map(seat_in),
            poch_before,
            poch_after,
            stacks,
        },
        K::DiscardStarted(v1::DiscardStarted { leader }) => EventKind::DiscardStarted {
            leader: seat_in(leader),
        },
        K::DirectionChosen(v1::DirectionChosen { direction }) => EventKind::DirectionChosen {
            direction: required_enum(direction, "direction_chosen.direction")?,
        },
        K::CardPlayed(v1::CardPlayed { seat, card, led }) => EventKind::CardPlayed {
            seat: seat_in(seat),
            card: sub(card, "card_played.card")?,
            led,
        },
        K::ChainStopped(v1::ChainStopped { stop, next_leader }) => EventKind::ChainStopped {
            stop: required_enum(stop, "chain_stopped.stop")?,
            next_leader: seat_in(next_leader),
        },
        K::DealSettled(settlement) => EventKind::DealSettled(sub(settlement, "deal_settled")?),
        K::DealEnded(v1::DealEnded {
            deal,
            deal_seed,
            stacks,
            board,
            awarded,
            carried_next,
        }) => EventKind::DealEnded {
            deal,
            deal_seed: sub(deal_seed, "deal_ended.deal_seed")?,
            stacks,
            board: sub_required(board, "deal_ended.board")?,
            awarded: sub(awarded, "deal_ended.awarded")?,
            carried_next: sub(carried_next, "deal_ended.carried_next")?,
        },
        K::MatchEnded(end) => EventKind::MatchEnded(sub(end, "match_ended")?),
        K::TimedOut(v1::TimedOut { seat, action }) => EventKind::TimedOut {
            seat: seat_in(seat),
            action: sub_required(action, "timed_out.action")?,
        },
    })
}

// ------------------------------------------------------------------------------------------
// Fair deals.

/// 32 bytes that must be given.
fn required<T>(value: Option<T>, field: &str) -> Result<T, ConvertError> {
    value.ok_or_else(|| ConvertError::new(field, "is required: 32 bytes"))
}

impl FromProto<v1::VerifyDealRequest> for DealCheck {
    fn from_proto(proto: v1::VerifyDealRequest) -> Result<DealCheck, ConvertError> {
        let v1::VerifyDealRequest {
            commitment,
            deal_seed,
            deck,
            table,
            chain,
        } = proto;
        let commitment: Option<Digest> = sub(commitment, "commitment")?;
        let deal_seed: Option<Seed> = sub(deal_seed, "deal_seed")?;
        let table = table
            .map(|t| {
                let v1::DealTable {
                    players,
                    dealer,
                    deal_method,
                } = t;
                Ok::<_, ConvertError>(DealTable {
                    players: usize::try_from(players).unwrap_or(usize::MAX),
                    dealer: seat_in(dealer),
                    deal_method: required_enum(deal_method, "deal_method")?,
                })
            })
            .transpose()
            .map_err(|e| e.under("table"))?;
        let chain = chain
            .map(|c| {
                let v1::FairChain {
                    server_seed,
                    server_commitment,
                    client_seeds,
                    deal_number,
                    first_dealer,
                } = c;
                let server_seed: Option<Seed> = sub(server_seed, "server_seed")?;
                let server_commitment: Option<Digest> =
                    sub(server_commitment, "server_commitment")?;
                Ok::<_, ConvertError>(FairChain {
                    fairness: Fairness {
                        server_seed: required(server_seed, "server_seed")?,
                        server_commitment: required(server_commitment, "server_commitment")?,
                        client_seeds,
                    },
                    deal_number,
                    first_dealer: first_dealer.map(seat_in),
                })
            })
            .transpose()
            .map_err(|e| e.under("chain"))?;
        Ok(DealCheck {
            commitment: required(commitment, "commitment")?,
            deal_seed: required(deal_seed, "deal_seed")?,
            deck: required_enum(deck, "deck")?,
            table,
            chain,
        })
    }
}

impl ToProto for DealVerification {
    type Proto = v1::VerifyDealResponse;

    fn to_proto(&self) -> v1::VerifyDealResponse {
        let DealVerification {
            commitment_matches,
            seed_digest,
            chain,
            deck_order,
            dealt,
        } = self;
        v1::VerifyDealResponse {
            matches: self.matches(),
            commitment_matches: *commitment_matches,
            seed_digest: seed_digest.to_proto(),
            chain_matches: chain.map(|c| c.is_ok()),
            chain_detail: match chain {
                Some(Err(e)) => e.to_string(),
                Some(Ok(())) | None => String::new(),
            },
            deck_order: deck_order.to_proto(),
            dealt: dealt.as_ref().map(ToProto::to_proto),
            chain_mismatch: match chain {
                Some(Err(e)) => code(*e),
                Some(Ok(())) | None => v1::ChainMismatch::Unspecified.into(),
            },
        }
    }
}

impl ToProto for DealtCards {
    type Proto = v1::DealtCards;

    fn to_proto(&self) -> v1::DealtCards {
        let DealtCards {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        } = self;
        v1::DealtCards {
            hands: hands
                .iter()
                .map(|h| v1::Hand {
                    cards: h.to_proto(),
                })
                .collect(),
            upcard: upcard.to_proto(),
            upcard_held: *upcard_held,
            dead: dead.to_proto(),
            talon: talon.to_proto(),
        }
    }
}

/// The request of `VerifyDeal` (the outward direction of the conversion above).
impl ToProto for DealCheck {
    type Proto = v1::VerifyDealRequest;

    fn to_proto(&self) -> v1::VerifyDealRequest {
        let DealCheck {
            commitment,
            deal_seed,
            deck,
            table,
            chain,
        } = self;
        v1::VerifyDealRequest {
            commitment: commitment.to_proto(),
            deal_seed: deal_seed.to_proto(),
            deck: code(*deck),
            table: table.map(|t| v1::DealTable {
                players: u32::try_from(t.players).unwrap_or(u32::MAX),
                dealer: seat_out(t.dealer),
                deal_method: code(t.deal_method),
            }),
            chain: chain.as_ref().map(
                |FairChain {
                     fairness,
                     deal_number,
                     first_dealer,
                 }| {
                    let Fairness {
                        server_seed,
                        server_commitment,
                        client_seeds,
                    } = fairness;
                    v1::FairChain {
                        server_seed: server_seed.to_proto(),
                        server_commitment: server_commitment.to_proto(),
                        client_seeds: client_seeds.clone(),
                        deal_number: *deal_number,
                        first_dealer: first_dealer.map(seat_out),
                    }
                },
            ),
        }
    }
}

/// A chain that does not hold is told by `chain_mismatch`, and its detail must be that
/// [`ChainMismatch`]'s text. `matches` is derived, so it is checked against the rest rather than
/// kept.
impl FromProto<v1::VerifyDealResponse> for DealVerification {
    fn from_proto(proto: v1::VerifyDealResponse) -> Result<DealVerification, ConvertError> {
        let v1::VerifyDealResponse {
            matches,
            commitment_matches,
            seed_digest,
            chain_matches,
            chain_detail,
            deck_order,
            dealt,
            chain_mismatch,
        } = proto;
        let seed_digest: Option<Digest> = sub(seed_digest, "seed_digest")?;
        let mismatch: Option<ChainMismatch> = optional_enum(chain_mismatch, "chain_mismatch")?;
        let chain = match (chain_matches, mismatch) {
            (None, None) => None,
            (Some(true), None) => Some(Ok(())),
            (Some(false), Some(m)) if m.to_string() == chain_detail => Some(Err(m)),
            (Some(false), Some(_)) => {
                return Err(ConvertError::new(
                    "chain_detail",
                    "is not the text of chain_mismatch",
                ));
            }
            (None | Some(true), Some(_)) | (Some(false), None) => {
                return Err(ConvertError::new(
                    "chain_mismatch",
                    "is set exactly when chain_matches is false",
                ));
            }
        };
        let verification = DealVerification {
            commitment_matches,
            seed_digest: required(seed_digest, "seed_digest")?,
            chain,
            deck_order: sub(deck_order, "deck_order")?,
            dealt: sub_optional(dealt, "dealt")?,
        };
        if verification.matches() != matches {
            return Err(ConvertError::new(
                "matches",
                "disagrees with commitment_matches and chain_matches",
            ));
        }
        Ok(verification)
    }
}

impl FromProto<v1::DealtCards> for DealtCards {
    fn from_proto(proto: v1::DealtCards) -> Result<DealtCards, ConvertError> {
        let v1::DealtCards {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        } = proto;
        Ok(DealtCards {
            hands: sub(hands, "hands")?,
            upcard: sub(upcard, "upcard")?,
            upcard_held,
            dead: sub(dead, "dead")?,
            talon: sub(talon, "talon")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::fmt::Debug;
    use std::num::NonZeroU32;

    use poch_engine::{BoardFields, DealSource, Game, NewGame, PRESETS, ShortStack, Toggle, rng};
    use prost::Message;

    use super::*;

    const NAMES: [&str; 8] = ["ann", "bob", "cy", "di", "eve", "fay", "gus", "hal"];

    /// A tiny xorshift64 generator: `pick(k)` is a number in `0..k`.
    fn xorshift(seed: u64) -> impl FnMut(u32) -> u32 {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        move |k| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            u32::try_from(x % u64::from(k.max(1))).expect("below k")
        }
    }

    /// engine → proto → wire bytes → proto → engine gives the same value.
    fn round_trip<T, P>(value: &T, what: &str)
    where
        T: ToProto<Proto = P> + FromProto<P> + PartialEq + Debug,
        P: Message + Default + PartialEq + Debug,
    {
        let proto = value.to_proto();
        let wire = P::decode(proto.encode_to_vec().as_slice()).expect("the message decodes");
        assert_eq!(wire, proto, "{what}: the wire keeps the message");
        let back = T::from_proto(wire).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(&back, value, "{what}");
    }

    /// What the random matches covered.
    #[derive(Default)]
    struct Tally {
        states: usize,
        events: usize,
        views: usize,
        legal: usize,
        actions: usize,
        kinds: BTreeSet<String>,
        match_ends: usize,
        private_events: usize,
        supplied_decks: usize,
    }

    fn check_events(events: &[Event], tally: &mut Tally) {
        for event in events {
            round_trip(event, "event");
            let proto = event.to_proto();
            match event.visibility {
                Visibility::Public => assert_eq!(proto.private_to, None),
                Visibility::Private(seat) => {
                    assert_eq!(proto.private_to, Some(seat_out(seat)));
                    tally.private_events += 1;
                }
            }
            let kind = serde_json::to_value(&event.kind).expect("an event serializes")["type"]
                .as_str()
                .expect("a tagged event")
                .to_owned();
            tally.kinds.insert(kind);
            tally.events += 1;
        }
    }

    fn check_game(game: &Game, tally: &mut Tally) {
        let state = game.state();
        assert_eq!(
            GameState::from_proto(state.to_proto()).expect("a state converts back"),
            *state
        );
        round_trip(state, "state");
        tally.states += 1;
        if state.match_end.is_some() {
            tally.match_ends += 1;
        }
        for seat in Seat::all(game.players()) {
            let view = game.view(Viewer::Seat(seat)).expect("a seat of the table");
            assert_eq!(view.to_proto().viewer, Some(seat_out(seat)));
            round_trip(&view, "seat view");
            round_trip(&game.legal_actions(seat), "legal actions");
            tally.views += 1;
            tally.legal += 1;
        }
        let spectator = game.view(Viewer::Spectator).expect("a spectator's view");
        assert_eq!(spectator.to_proto().viewer, None);
        round_trip(&spectator, "spectator view");
        tally.views += 1;
    }

    /// Plays random legal actions from `new` for at most `max_steps` steps, checking every
    /// state, event, view, legal-action list and action on the way.
    fn play(new: NewGame, seed: u64, max_steps: usize, tally: &mut Tally) {
        let deck = new.rules.deck;
        let step = Game::new(new).expect("the match starts");
        check_events(&step.events, tally);
        let mut game = step.game;
        check_game(&game, tally);
        let mut pick = xorshift(seed);
        for i in 0..max_steps {
            let Some(seat) = game.to_act() else {
                break;
            };
            let legal = game.legal_actions(seat);
            let action = legal.sample(&mut pick).unwrap_or_else(|| {
                // A match from supplied decks with none left: supply the next, cut.
                assert!(
                    legal.deck_required,
                    "only a deal needing a deck has no sample"
                );
                let byte = u8::try_from(i % 251).expect("below 251");
                tally.supplied_decks += 1;
                Action::Deal {
                    deck: Some(DeckOrder {
                        cards: rng::shuffled_deck(deck, &Seed([byte; 32])),
                        cut: Some(5),
                    }),
                }
            });
            round_trip(&action, "action");
            tally.actions += 1;
            let step = game
                .apply(seat, action)
                .expect("a sampled legal action is accepted");
            check_events(&step.events, tally);
            game = step.game;
            check_game(&game, tally);
        }
    }

    fn players(n: usize) -> Vec<String> {
        NAMES[..n].iter().map(|&s| s.to_owned()).collect()
    }

    fn seeded(rules: Rules, n: usize, seed: u8) -> NewGame {
        NewGame {
            rules,
            players: players(n),
            source: DealSource::Seed {
                seed: Seed([seed; 32]),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        }
    }

    fn classic_state() -> v1::GameState {
        Game::new(seeded(Rules::CLASSIC, 4, 7))
            .expect("the match starts")
            .game
            .state()
            .to_proto()
    }

    fn refused<T: FromProto<P> + Debug, P>(proto: P) -> ConvertError {
        match T::from_proto(proto) {
            Ok(value) => panic!("accepted: {value:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn random_matches_of_every_preset_round_trip() {
        let mut tally = Tally::default();
        for (p, preset) in PRESETS.iter().enumerate() {
            let dreier = preset.rules.board_fields == BoardFields::Dreier7;
            let tables: &[usize] = if dreier { &[3] } else { &[3, 4, 6] };
            for (t, &n) in tables.iter().enumerate() {
                for seed in 1..=5u8 {
                    // Short matches end by the deal limit; the rest run until the step cap.
                    let rules = Rules {
                        max_deals: MaxDeals(if seed == 1 { NonZeroU32::new(3) } else { None }),
                        ..preset.rules
                    };
                    let mix = u64::try_from(p * 100 + t * 10).expect("small") + u64::from(seed);
                    play(seeded(rules, n, seed), mix, 400, &mut tally);
                }
            }
        }
        // Three seats can just pay the first ante; phase 2 is skipped when no phase-1 claim
        // gives two of them chips again. Five cards each (the rest in the talon) leave many
        // hands without a pay-suit honour; the first seed that skips is played.
        let five = Rules::preset("five-card").expect("a preset");
        let ante = five.fields().len();
        let start = StartPosition {
            stacks: vec![ante, ante, ante, 60],
            board: ByField::default(),
            carried: FieldSet::EMPTY,
        };
        round_trip(&start, "start position");
        let skipped = (1..=255u8)
            .map(|seed| NewGame {
                start: Some(start.clone()),
                ..seeded(five, 4, seed)
            })
            .find(|new| {
                Game::new(new.clone())
                    .expect("the match starts")
                    .events
                    .iter()
                    .any(|e| matches!(e.kind, EventKind::PochenSkipped { .. }))
            })
            .expect("some seed skips phase 2");
        play(skipped, 42, 400, &mut tally);
        assert!(tally.states > 4_000, "{} states", tally.states);
        assert!(
            tally.match_ends >= PRESETS.len(),
            "{} ends",
            tally.match_ends
        );
        assert!(tally.private_events > 0);
        for kind in [
            "deal_started",
            "ante_paid",
            "hand_dealt",
            "upcard_turned",
            "field_claimed",
            "pochen_started",
            "pochen_skipped",
            "passed",
            "bet_placed",
            "called",
            "raised",
            "folded",
            "group_shown",
            "pochen_ended",
            "discard_started",
            "direction_chosen",
            "card_played",
            "chain_stopped",
            "deal_settled",
            "deal_ended",
            "match_ended",
        ] {
            assert!(
                tally.kinds.contains(kind),
                "no {kind} event: {:?}",
                tally.kinds
            );
        }
        println!(
            "{} states, {} events, {} views, {} legal lists, {} actions; kinds {:?}",
            tally.states, tally.events, tally.views, tally.legal, tally.actions, tally.kinds
        );
    }

    #[test]
    fn a_match_from_supplied_decks_round_trips() {
        let mut tally = Tally::default();
        let deck = |b: u8| rng::shuffled_deck(DeckKind::French32, &Seed([b; 32]));
        let new = NewGame {
            // Without phase 2 no seat goes broke in five deals, so the third deal needs a
            // deck order supplied with the deal action.
            rules: Rules {
                max_deals: MaxDeals(NonZeroU32::new(5)),
                pochen: Toggle::Off,
                ..Rules::CLASSIC
            },
            players: players(4),
            source: DealSource::Decks {
                first_dealer: Seat(2),
                decks: vec![
                    DeckOrder::new(deck(1)),
                    DeckOrder {
                        cards: deck(2),
                        cut: Some(9),
                    },
                ],
            },
            start: None,
            bots: Vec::new(),
        };
        let first = Game::new(new.clone()).expect("the match starts").game;
        let proto = first.state().to_proto();
        assert!(proto.seed.is_empty(), "no seed: empty bytes");
        assert_eq!(proto.deck_orders.len(), 1);
        assert_eq!(proto.deck_orders[0].cut, 9);
        let deal = proto.deal.as_ref().expect("a deal");
        assert!(deal.deal_seed.is_empty() && deal.commitment.is_empty());
        play(new, 99, 2_000, &mut tally);
        assert!(tally.match_ends > 0, "the match reached its deal limit");
        assert!(tally.supplied_decks > 0, "a deal took a supplied, cut deck");
        assert!(tally.states > 10, "{} states", tally.states);
    }

    /// A ruleset written before S17 existed leaves `board_at_end` unset: as a state's full ruleset
    /// it reads as kept.
    #[test]
    fn a_ruleset_without_board_at_end_reads_as_kept() {
        let shared = Rules {
            board_at_end: poch_engine::BoardAtEnd::Shared,
            ..Rules::CLASSIC
        };
        round_trip(&shared, "shared rules");
        let old = v1::Rules {
            board_at_end: 0,
            ..Rules::CLASSIC.to_proto()
        };
        assert_eq!(Rules::from_proto(old), Ok(Rules::CLASSIC));
    }

    /// A ruleset written before S18 existed leaves `direction_of_play` unset: as a state's full
    /// ruleset it reads as clockwise; a switch that every state sets is still required.
    #[test]
    fn a_ruleset_without_direction_of_play_reads_as_clockwise() {
        let anticlockwise = Rules {
            direction_of_play: poch_engine::DirectionOfPlay::Anticlockwise,
            ..Rules::CLASSIC
        };
        round_trip(&anticlockwise, "anticlockwise rules");
        let old = v1::Rules {
            direction_of_play: 0,
            ..Rules::CLASSIC.to_proto()
        };
        assert_eq!(Rules::from_proto(old), Ok(Rules::CLASSIC));
        let no_deck = v1::Rules {
            deck: 0,
            ..Rules::CLASSIC.to_proto()
        };
        assert!(Rules::from_proto(no_deck).is_err());
    }

    #[test]
    fn rules_and_presets_convert_with_every_switch_set() {
        for preset in PRESETS {
            let proto = preset.to_proto();
            assert_eq!(proto.name, preset.name);
            assert_eq!(proto.description, preset.description);
            let rules = proto.rules.expect("a preset carries its rules");
            let v1::Rules {
                deck,
                deal_method,
                upcard_honour,
                sequence_rule,
                middle_pot,
                pochen,
                pochen_eligibility,
                uncontested_show,
                pair_tie_break,
                initial_pass,
                short_stack,
                discard_direction,
                progressive,
                board_fields,
                max_deals,
                starting_chips,
                board_at_end,
                direction_of_play,
            } = rules;
            for n in [
                deck,
                deal_method,
                upcard_honour,
                sequence_rule,
                middle_pot,
                pochen,
                pochen_eligibility,
                uncontested_show,
                pair_tie_break,
                initial_pass,
                short_stack,
                discard_direction,
                progressive,
                board_fields,
                board_at_end,
                direction_of_play,
            ] {
                assert_ne!(n, 0, "{}: a switch is UNSPECIFIED", preset.name);
            }
            assert_eq!(max_deals, Some(0), "no limit is 0");
            assert_eq!(starting_chips, Some(preset.rules.starting_chips));
            round_trip(&preset.rules, preset.name);
        }
        let limited = Rules {
            max_deals: MaxDeals(NonZeroU32::new(12)),
            starting_chips: 40,
            deck: DeckKind::French52,
            ..Rules::CLASSIC
        };
        assert_eq!(limited.to_proto().max_deals, Some(12));
        assert_eq!(limited.to_proto().deck, v1::Deck::French52 as i32);
        round_trip(&limited, "limited");
    }

    #[test]
    fn unspecified_and_unknown_enums_are_refused_by_field() {
        let mut rules = Rules::CLASSIC.to_proto();
        rules.deck = v1::Deck::Unspecified as i32;
        let e = refused::<Rules, _>(rules);
        assert_eq!(e.field, "deck");
        assert!(e.reason.contains("UNSPECIFIED"), "{e}");

        let mut rules = Rules::CLASSIC.to_proto();
        rules.deal_method = 99;
        let e = refused::<Rules, _>(rules);
        assert_eq!(e.field, "deal_method");
        assert!(e.reason.contains("99"), "{e}");

        let mut rules = Rules::CLASSIC.to_proto();
        rules.max_deals = None;
        assert_eq!(refused::<Rules, _>(rules).field, "max_deals");

        let mut rules = Rules::CLASSIC.to_proto();
        rules.starting_chips = None;
        assert_eq!(refused::<Rules, _>(rules).field, "starting_chips");

        let mut state = classic_state();
        state.rules.as_mut().expect("rules").pochen = v1::Toggle::Unspecified as i32;
        assert_eq!(refused::<GameState, _>(state).field, "rules.pochen");

        let mut state = classic_state();
        let pochen = state
            .deal
            .as_mut()
            .and_then(|d| d.pochen.as_mut())
            .expect("phase 2 runs");
        pochen.statuses[1] = v1::SeatStatus::Unspecified as i32;
        assert_eq!(
            refused::<GameState, _>(state).field,
            "deal.pochen.statuses[1]"
        );

        let mut state = classic_state();
        state
            .deal
            .as_mut()
            .and_then(|d| d.pochen.as_mut())
            .expect("phase 2 runs")
            .outcome = 17;
        assert_eq!(refused::<GameState, _>(state).field, "deal.pochen.outcome");

        let mut state = classic_state();
        state.carried = vec![v1::Field::A as i32, v1::Field::Unspecified as i32];
        assert_eq!(refused::<GameState, _>(state).field, "carried[1]");

        let mut state = classic_state();
        state.carried = vec![v1::Field::Mid as i32, v1::Field::Mid as i32];
        let e = refused::<GameState, _>(state);
        assert_eq!(e.field, "carried[1]");
        assert!(e.reason.contains("twice"), "{e}");

        let legal = v1::LegalActions {
            directions: vec![v1::Direction::Up as i32, v1::Direction::Unspecified as i32],
            ..v1::LegalActions::default()
        };
        assert_eq!(refused::<LegalActions, _>(legal).field, "directions[1]");

        let view = Game::new(seeded(Rules::CLASSIC, 4, 7))
            .expect("the match starts")
            .game
            .view(Viewer::Spectator)
            .expect("a spectator's view");
        let mut proto = view.to_proto();
        proto.phase = v1::Phase::Unspecified as i32;
        assert_eq!(refused::<View, _>(proto).field, "phase");

        let event = v1::Event {
            private_to: None,
            text: None,
            kind: Some(v1::event::Kind::ChainStopped(v1::ChainStopped {
                stop: v1::StopReason::Unspecified as i32,
                next_leader: 0,
            })),
        };
        assert_eq!(refused::<Event, _>(event).field, "chain_stopped.stop");
    }

    /// A view names the table's fields; one from a service that predates `fields` reads as the
    /// rules' fields, and a repeated field is refused.
    #[test]
    fn a_view_names_its_fields() {
        let rules = Rules::preset("five-card").expect("a preset");
        let view = Game::new(seeded(rules, 4, 7))
            .expect("the match starts")
            .game
            .view(Viewer::Spectator)
            .expect("a spectator's view");
        let mut proto = view.to_proto();
        assert!(
            !proto.fields.contains(&(v1::Field::Mid as i32)),
            "{proto:?}"
        );
        assert_eq!(proto.fields.len(), 8);
        proto.fields.clear();
        let back = View::from_proto(proto.clone()).expect("a view without fields");
        assert_eq!(back.fields, rules.fields());
        proto.fields = vec![v1::Field::A as i32, v1::Field::A as i32];
        assert_eq!(refused::<View, _>(proto).field, "fields[1]");
    }

    #[test]
    fn action_tables_round_trip_and_need_their_digest() {
        let table =
            poch_engine::encoding::ActionTable::for_players(&Rules::CLASSIC, 4).expect("a table");
        let info = ActionTableInfo::from(&table);
        assert_eq!((info.size, info.max_chips), (836, 400));
        round_trip(&info, "action table");
        let short = v1::ActionTable {
            digest: vec![1; 31],
            ..info.to_proto()
        };
        assert_eq!(refused::<ActionTableInfo, _>(short).field, "digest");
        let none = v1::ActionTable {
            digest: Vec::new(),
            ..info.to_proto()
        };
        assert_eq!(refused::<ActionTableInfo, _>(none).field, "digest");
    }

    #[test]
    fn bad_card_strings_are_refused_by_field() {
        let mut state = classic_state();
        state.deal.as_mut().expect("a deal").hands[2].cards[0] = "1X".to_owned();
        let e = refused::<GameState, _>(state);
        assert_eq!(e.field, "deal.hands[2].cards[0]");
        assert!(e.reason.contains("\"1X\""), "{e}");
        assert_eq!(
            e.clone().under("state").to_string(),
            format!("state.deal.hands[2].cards[0]: {}", e.reason)
        );

        let mut state = classic_state();
        let hand = &mut state.deal.as_mut().expect("a deal").hands[0].cards;
        hand[1] = hand[0].clone();
        let e = refused::<GameState, _>(state);
        assert_eq!(e.field, "deal.hands[0].cards[1]");
        assert!(e.reason.contains("twice"), "{e}");

        let mut state = classic_state();
        state.deal.as_mut().expect("a deal").upcard = String::new();
        assert_eq!(refused::<GameState, _>(state).field, "deal.upcard");

        let mut state = classic_state();
        state.deck_orders = vec![v1::DeckOrder {
            cards: vec!["AH".to_owned(), "10H".to_owned()],
            cut: 0,
        }];
        assert_eq!(
            refused::<GameState, _>(state).field,
            "deck_orders[0].cards[1]"
        );

        let lead = v1::Action {
            kind: Some(v1::action::Kind::Lead(v1::action::Lead {
                card: "ZZ".to_owned(),
                direction: 0,
            })),
        };
        assert_eq!(refused::<Action, _>(lead).field, "lead.card");

        let group = v1::Group {
            size: 2,
            rank: "10".to_owned(),
        };
        assert_eq!(refused::<Group, _>(group).field, "rank");

        let event = v1::Event {
            private_to: None,
            kind: Some(v1::event::Kind::UpcardTurned(v1::UpcardTurned {
                upcard: "7C".to_owned(),
                pay_suit: "X".to_owned(),
                ..v1::UpcardTurned::default()
            })),
            text: None,
        };
        assert_eq!(refused::<Event, _>(event).field, "upcard_turned.pay_suit");
    }

    #[test]
    fn bytes_fields_are_empty_or_32_bytes() {
        let mut state = classic_state();
        assert_eq!(state.seed.len(), 32);
        state.seed = vec![1; 31];
        let e = refused::<GameState, _>(state);
        assert_eq!(e.field, "seed");
        assert!(e.reason.contains("31"), "{e}");

        let mut state = classic_state();
        state.deal.as_mut().expect("a deal").deal_seed = vec![1; 33];
        assert_eq!(refused::<GameState, _>(state).field, "deal.deal_seed");

        let mut state = classic_state();
        state.deal.as_mut().expect("a deal").commitment = vec![1; 31];
        assert_eq!(refused::<GameState, _>(state).field, "deal.commitment");

        let mut state = classic_state();
        state.seed = Vec::new();
        let back = GameState::from_proto(state).expect("an empty seed is no seed");
        assert_eq!(back.seed, None);

        assert_eq!(
            Option::<Seed>::from_proto(vec![5; 32]).expect("32 bytes"),
            Some(Seed([5; 32]))
        );
        assert_eq!(
            refused::<Option<Digest>, _>(vec![0; 31]).reason,
            "must be empty or exactly 32 bytes, not 31 bytes"
        );
    }

    #[test]
    fn empty_oneofs_and_missing_messages_are_refused() {
        let e = refused::<Action, _>(v1::Action { kind: None });
        assert_eq!(e.field, "kind");
        assert_eq!(e.clone().under("action").field, "action.kind");
        assert_eq!(
            refused::<Event, _>(v1::Event {
                private_to: Some(1),
                kind: None,
                text: None,
            })
            .field,
            "kind"
        );

        let mut state = classic_state();
        state.rules = None;
        assert_eq!(refused::<GameState, _>(state).field, "rules");
        let mut state = classic_state();
        state.board = None;
        assert_eq!(refused::<GameState, _>(state).field, "board");
        let mut state = classic_state();
        state.deal.as_mut().expect("a deal").ante = None;
        assert_eq!(refused::<GameState, _>(state).field, "deal.ante");
        let mut state = classic_state();
        state.match_end = Some(v1::MatchEnd::default());
        assert_eq!(refused::<GameState, _>(state).field, "match_end.board_left");

        let start = v1::StartPosition {
            stacks: vec![10, 20, 30],
            board: None,
            carried: Vec::new(),
        };
        assert_eq!(refused::<StartPosition, _>(start).field, "board");
        let event = v1::Event {
            private_to: None,
            kind: Some(v1::event::Kind::AntePaid(v1::AntePaid {
                fields: Some(v1::Board::default()),
                ..v1::AntePaid::default()
            })),
            text: None,
        };
        assert_eq!(refused::<Event, _>(event).field, "ante_paid.board");
    }

    #[test]
    fn actions_convert_both_ways() {
        let card = |s: &str| s.parse::<Card>().expect("a card");
        let deck = rng::shuffled_deck(DeckKind::French32, &Seed([3; 32]));
        for action in [
            Action::Pass,
            Action::Bet { amount: 3 },
            Action::Call,
            Action::Raise { amount: 1 },
            Action::Fold,
            Action::Lead {
                card: card("TD"),
                direction: None,
            },
            Action::Lead {
                card: card("AH"),
                direction: Some(Direction::Down),
            },
            Action::Deal { deck: None },
            Action::Deal {
                deck: Some(DeckOrder::new(deck.clone())),
            },
            Action::Deal {
                deck: Some(DeckOrder {
                    cards: deck.clone(),
                    cut: Some(4),
                }),
            },
        ] {
            round_trip(&action, &action.to_string());
        }
        let lead = v1::Action {
            kind: Some(v1::action::Kind::Lead(v1::action::Lead {
                card: "TD".to_owned(),
                direction: v1::Direction::Unspecified as i32,
            })),
        };
        assert_eq!(
            Action::from_proto(lead).expect("a lead"),
            Action::Lead {
                card: card("TD"),
                direction: None
            }
        );
        let lead = v1::Action {
            kind: Some(v1::action::Kind::Lead(v1::action::Lead {
                card: "7C".to_owned(),
                direction: 5,
            })),
        };
        assert_eq!(refused::<Action, _>(lead).field, "lead.direction");
        let proto = Action::Lead {
            card: card("TD"),
            direction: None,
        }
        .to_proto();
        assert_eq!(
            proto.kind,
            Some(v1::action::Kind::Lead(v1::action::Lead {
                card: "TD".to_owned(),
                direction: 0
            }))
        );
        let uncut = DeckOrder::from_proto(v1::DeckOrder {
            cards: deck.iter().map(ToString::to_string).collect(),
            cut: 0,
        })
        .expect("a deck order");
        assert_eq!(uncut, DeckOrder::new(deck));
        let bad_deal = v1::Action {
            kind: Some(v1::action::Kind::Deal(v1::action::Deal {
                deck: Some(v1::DeckOrder {
                    cards: vec!["7C".to_owned(), "7c7".to_owned()],
                    cut: 0,
                }),
            })),
        };
        assert_eq!(refused::<Action, _>(bad_deal).field, "deal.deck.cards[1]");
    }

    #[test]
    fn rules_with_overrides_keeps_the_base_where_unset() {
        let base = Rules::preset("five-card").expect("a preset");
        assert_eq!(rules_with_overrides(base, None), Ok(base));
        assert_eq!(
            rules_with_overrides(base, Some(v1::Rules::default())),
            Ok(base)
        );
        let overrides = v1::Rules {
            deck: v1::Deck::Bavarian36 as i32,
            pochen: v1::Toggle::Off as i32,
            short_stack: v1::ShortStack::Cap as i32,
            max_deals: Some(7),
            ..v1::Rules::default()
        };
        assert_eq!(
            rules_with_overrides(base, Some(overrides)),
            Ok(Rules {
                deck: DeckKind::Bavarian36,
                pochen: Toggle::Off,
                short_stack: ShortStack::Cap,
                max_deals: MaxDeals(NonZeroU32::new(7)),
                ..base
            })
        );
        let limited = Rules {
            max_deals: MaxDeals(NonZeroU32::new(4)),
            ..base
        };
        let unlimited = v1::Rules {
            max_deals: Some(0),
            starting_chips: Some(55),
            ..v1::Rules::default()
        };
        assert_eq!(
            rules_with_overrides(limited, Some(unlimited)),
            Ok(Rules {
                max_deals: MaxDeals(None),
                starting_chips: 55,
                ..base
            })
        );
        let unknown = v1::Rules {
            board_fields: 3,
            ..v1::Rules::default()
        };
        assert_eq!(
            rules_with_overrides(base, Some(unknown)).map_err(|e| e.field),
            Err("board_fields".to_owned())
        );
        // Every switch set: the overrides alone decide.
        let other = Rules::preset("even-deal").expect("a preset");
        assert_eq!(
            rules_with_overrides(base, Some(other.to_proto())),
            Ok(other)
        );
    }

    #[test]
    fn small_values_convert_as_the_contract_says() {
        assert_eq!(Viewer::from_proto(Some(2)), Ok(Viewer::Seat(Seat(2))));
        assert_eq!(Viewer::from_proto(None), Ok(Viewer::Spectator));
        assert_eq!(Viewer::Spectator.to_proto(), None);

        let group = Group {
            size: 3,
            rank: Rank::TEN,
        };
        assert_eq!(
            group.to_proto(),
            v1::Group {
                size: 3,
                rank: "T".to_owned()
            }
        );
        round_trip(&group, "group");

        let card: Card = "TD".parse().expect("a card");
        assert_eq!(card.to_proto(), "TD");
        let set: CardSet = ["AD", "7C", "KS"]
            .iter()
            .map(|s| s.parse::<Card>().expect("a card"))
            .collect();
        assert_eq!(set.to_proto(), ["7C", "KS", "AD"]);

        let mut board = ByField::<u32>::default();
        board[Field::A] = 1;
        board[Field::SEQ] = 7;
        board[Field::MID] = 9;
        let proto = board.to_proto();
        assert_eq!((proto.a, proto.seq, proto.mid, proto.k), (1, 7, 9, 0));
        round_trip(&board, "board");

        let fields: FieldSet = [Field::MID, Field::A, Field::MAR].into_iter().collect();
        assert_eq!(
            fields.to_proto(),
            [
                v1::Field::A as i32,
                v1::Field::Mar as i32,
                v1::Field::Mid as i32
            ]
        );
        assert_eq!(Phase::MatchOver.to_proto(), v1::Phase::MatchOver);
        assert_eq!(code(Phase::BetweenDeals), 3);

        let seats: SeatSet = [Seat(3), Seat(0)].into_iter().collect();
        assert_eq!(seats.to_proto(), [0, 3]);
        assert_eq!(
            refused::<SeatSet, _>(vec![1, 16]).field,
            "[1]",
            "a seat set holds seats below 16"
        );
        assert_eq!(refused::<SeatSet, _>(vec![2, 2]).field, "[1]");

        let start = StartPosition {
            stacks: vec![30, 0, 12],
            board,
            carried: fields,
        };
        round_trip(&start, "start position");

        let seed = Seed([9; 32]);
        assert_eq!(seed.to_proto(), vec![9; 32]);
        assert_eq!(seed.commitment().to_proto().len(), 32);
        assert_eq!(None::<Seed>.to_proto(), Vec::<u8>::new());
    }

    #[test]
    fn verify_deal_requests_and_answers_convert_both_ways() {
        let server_seed = Seed([4; 32]);
        let fairness = Fairness::new(server_seed, vec!["ann".into(), "bob".into()]);
        let deal_seed = rng::deal_seed(&fairness.match_seed(), 2);
        let check = DealCheck {
            commitment: deal_seed.commitment(),
            deal_seed,
            deck: DeckKind::Bavarian36,
            table: Some(DealTable {
                players: 5,
                dealer: Seat(4),
                deal_method: DealMethod::FiveTalon,
            }),
            chain: Some(FairChain {
                fairness: fairness.clone(),
                deal_number: 2,
                first_dealer: Some(fairness.first_dealer(5)),
            }),
        };
        round_trip(&check, "a check with a table and a chain");
        let bare = DealCheck {
            table: None,
            chain: None,
            ..check.clone()
        };
        round_trip(&bare, "a check of the commitment only");

        // Every answer the service can give: a whole deal, a chain broken either way, a seed
        // that is not the commitment's.
        let whole = rng::check_deal(check.clone()).expect("a table of five");
        assert!(whole.matches() && whole.dealt.as_ref().is_some_and(|d| !d.talon.is_empty()));
        round_trip(&whole, "a deal that matches, with its cards");
        round_trip(
            whole.dealt.as_ref().expect("dealt"),
            "the cards dealt alone",
        );
        let other_dealer = Seat((fairness.first_dealer(5).index() + 1) % 5);
        for (chain, deal_number, first_dealer, mismatch) in [
            (
                Fairness::new(Seed([5; 32]), fairness.client_seeds.clone()),
                2,
                None,
                ChainMismatch::DealSeed,
            ),
            (
                Fairness {
                    server_seed: Seed([5; 32]),
                    ..fairness.clone()
                },
                2,
                None,
                ChainMismatch::ServerCommitment,
            ),
            (fairness.clone(), 3, None, ChainMismatch::DealSeed),
            (
                fairness.clone(),
                2,
                Some(other_dealer),
                ChainMismatch::FirstDealer,
            ),
        ] {
            let broken = rng::check_deal(DealCheck {
                chain: Some(FairChain {
                    fairness: chain,
                    deal_number,
                    first_dealer,
                }),
                ..check.clone()
            })
            .expect("a table of five");
            assert_eq!(broken.chain, Some(Err(mismatch)));
            assert!(!broken.matches());
            assert_eq!(broken.to_proto().chain_mismatch(), mismatch.to_proto());
            round_trip(&broken, "a broken chain");
        }
        let mut forged = rng::check_deal(DealCheck {
            commitment: Seed([6; 32]).commitment(),
            ..check.clone()
        })
        .expect("a table of five");
        assert!(!forged.commitment_matches && forged.deck_order.is_empty());
        round_trip(&forged, "a seed that is not the commitment's");
        // A broken chain's reason must be one of the engine's; `matches` must agree.
        forged.chain = Some(Err(ChainMismatch::DealSeed));
        let mut answer = forged.to_proto();
        assert_eq!(
            answer.chain_detail,
            ChainMismatch::DealSeed.to_string(),
            "the reason travels as its text"
        );
        answer.chain_detail = "the dealer sneezed".into();
        assert_eq!(
            refused::<DealVerification, _>(answer.clone()).field,
            "chain_detail"
        );
        let mut answer = forged.to_proto();
        answer.chain_mismatch = v1::ChainMismatch::Unspecified.into();
        assert_eq!(
            refused::<DealVerification, _>(answer.clone()).field,
            "chain_mismatch"
        );
        let mut answer = whole.to_proto();
        answer.matches = false;
        assert_eq!(refused::<DealVerification, _>(answer).field, "matches");
        let mut answer = whole.to_proto();
        answer.seed_digest.clear();
        assert_eq!(refused::<DealVerification, _>(answer).field, "seed_digest");
        let mut answer = whole.to_proto();
        if let Some(dealt) = answer.dealt.as_mut() {
            dealt.hands[1].cards[0] = "1X".into();
        }
        assert_eq!(
            refused::<DealVerification, _>(answer).field,
            "dealt.hands[1].cards[0]"
        );
    }

    #[test]
    fn error_paths_compose_and_display() {
        let e = ConvertError::new("cards[3]", "\"1X\" is not a card");
        let e = e.under("[2]").under("hands").under("deal").under("state");
        assert_eq!(e.field, "state.deal.hands[2].cards[3]");
        assert_eq!(
            e.to_string(),
            "state.deal.hands[2].cards[3]: \"1X\" is not a card"
        );
        assert_eq!(ConvertError::new("", "x").under("seed").field, "seed");
        assert_eq!(ConvertError::new("", "x").to_string(), "x");
        assert_eq!(ConvertError::CODE, "invalid_argument");
        let boxed: Box<dyn std::error::Error> = Box::new(ConvertError::new("kind", "empty"));
        assert_eq!(boxed.to_string(), "kind: empty");
    }
}

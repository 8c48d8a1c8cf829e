//! Conversions between the engine's types and the `poch.v1` messages, all in this module (one
//! file per part of the contract: `basics`, `rules`, `actions`, `state`, `views`, `events`,
//! `fair`),
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
    Rank, RuleOverrides, Rules, Seat, SeatPart, SeatSet, SeatViews, Seed, Settlement, Standing,
    StartPosition, Status, StopReason, Suit, View, Viewer, Visibility,
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
    Infoset <=> Infoset,
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

mod actions;
mod basics;
mod rules;
mod state;
mod views;

mod events;
mod fair;

pub use rules::rules_with_overrides;

#[cfg(test)]
mod tests;

//! Why an action, a new match or a state is refused.

use std::fmt;

use crate::action::{ActionKind, DeckOrderError};
use crate::card::Card;
use crate::codes::{CodeKind, EngineCode};
use crate::field::Field;
use crate::random::ClientSeedsError;
use crate::rules::RulesError;
use crate::seating::SeatingError;
use crate::seats::Seat;
use crate::state::{Phase, PlayerIdError};

/// Why an action was refused. A refused action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The match is over.
    MatchOver,
    /// The seat is not one of the table's.
    SeatOutOfRange {
        /// The seat named.
        seat: Seat,
        /// The table's size.
        players: usize,
    },
    /// Another seat must act.
    NotYourTurn {
        /// The seat that acted.
        seat: Seat,
        /// The seat that must act.
        to_act: Seat,
    },
    /// The action does not belong to the current phase.
    WrongPhase {
        /// The action's kind.
        action: ActionKind,
        /// The phase the game is in.
        phase: Phase,
    },
    /// Betting, calling and raising need at least a pair (`pochen_eligibility=pair_required`).
    NotEligible,
    /// A pass or bet while a bet is outstanding.
    BetOutstanding,
    /// A call, raise or fold with no bet outstanding.
    NothingToCall,
    /// A bet or raise of less than one chip.
    BetBelowMinimum,
    /// A bet or raise above the cap (`short_stack=cap`).
    AboveMaximum {
        /// The largest allowed.
        maximum: u32,
    },
    /// A bet or raise that needs more chips than the stack holds.
    InsufficientChips {
        /// The chips needed.
        needed: u64,
        /// The stack.
        stack: u32,
    },
    /// The card led is not in the leader's hand.
    CardNotInHand {
        /// The card.
        card: Card,
    },
    /// A direction given where none may be chosen.
    DirectionNotAllowed,
    /// The first lead under `leader_choice` must choose a direction.
    DirectionRequired,
    /// This match deals from its seed; it takes no deck order.
    DeckOrderNotAllowed,
    /// This match deals from supplied decks, and none is left for this deal.
    DeckOrderRequired,
    /// The supplied deck order is not a whole deck of the match's kind, or its cut is out of
    /// range.
    InvalidDeckOrder {
        /// What is wrong.
        reason: DeckOrderError,
    },
}

macro_rules! rejection_codes {
    (
        rejections [$($(#[doc = $doc:literal])+ $variant:ident => $code:literal, $kind:ident;)+]
        others [$($others:tt)*]
    ) => {
        impl Rejection {
            /// The stable machine code, as a value.
            pub const fn engine_code(&self) -> EngineCode {
                match self {
                    $(Rejection::$variant { .. } => EngineCode::$variant,)+
                }
            }

            /// Every code, for documentation and exhaustive tests.
            pub const CODES: [&'static str; [$($code),+].len()] = [$($code),+];
        }
    };
}

crate::for_each_engine_code!(rejection_codes);

impl Rejection {
    /// Whether the action names something the match cannot have (a seat the table does not
    /// have, a deck order that is no deck of the match), as opposed to something it may not
    /// do now: the first is a bad argument, the second a failed precondition.
    pub const fn is_bad_argument(&self) -> bool {
        matches!(self.engine_code().kind(), CodeKind::InvalidArgument)
    }

    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        self.engine_code().as_str()
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::MatchOver => f.write_str("the match is over"),
            Rejection::SeatOutOfRange { seat, players } => {
                write!(
                    f,
                    "seat {seat} does not exist: the table has seats 0 to {}",
                    players.saturating_sub(1)
                )
            }
            Rejection::NotYourTurn { seat, to_act } => {
                write!(f, "it is seat {to_act}'s turn, not seat {seat}'s")
            }
            Rejection::WrongPhase { action, phase } => {
                write!(
                    f,
                    "`{action}` is not an action of the {} phase",
                    phase.name()
                )
            }
            Rejection::NotEligible => {
                f.write_str("betting, calling and raising need at least a pair")
            }
            Rejection::BetOutstanding => f.write_str("a bet is outstanding: call, raise or fold"),
            Rejection::NothingToCall => f.write_str("no bet is outstanding: pass or bet"),
            Rejection::BetBelowMinimum => f.write_str("a bet or raise is at least 1 chip"),
            Rejection::AboveMaximum { maximum } => {
                write!(f, "the cap allows at most {maximum} here")
            }
            Rejection::InsufficientChips { needed, stack } => {
                write!(f, "that needs {needed} chips; the stack holds {stack}")
            }
            Rejection::CardNotInHand { card } => write!(f, "{card} is not in the leader's hand"),
            Rejection::DirectionNotAllowed => {
                f.write_str("only the first lead of a deal under leader_choice chooses a direction")
            }
            Rejection::DirectionRequired => {
                f.write_str("the first lead under leader_choice must choose up or down")
            }
            Rejection::DeckOrderNotAllowed => {
                f.write_str("this match deals from its seed and takes no deck order")
            }
            Rejection::DeckOrderRequired => {
                f.write_str("this match deals from supplied decks: give the deal's deck order")
            }
            Rejection::InvalidDeckOrder { reason } => write!(f, "invalid deck order: {reason}"),
        }
    }
}

impl std::error::Error for Rejection {}

/// Why a new match cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameError {
    /// The rules refuse the table (RULES 1.3).
    Rules(RulesError),
    /// A player id is empty, too long, holds a control or format character, or is used twice.
    InvalidPlayers(PlayerIdError),
    /// The named first dealer is not a seat.
    FirstDealerOutOfRange {
        /// The seat named.
        seat: Seat,
    },
    /// The source of the cards cannot deal this match.
    DealSource {
        /// What is wrong.
        reason: DealSourceError,
    },
    /// A supplied deck order is invalid.
    InvalidDeckOrder {
        /// Which deal's deck (0 = the first).
        index: usize,
        /// What is wrong.
        reason: DeckOrderError,
    },
    /// A supplied starting position is invalid.
    InvalidStart {
        /// What is wrong.
        reason: StartPositionError,
    },
    /// The seated bots name a seat the table does not have, a seat twice, or every seat.
    InvalidBots {
        /// What is wrong.
        reason: SeatingError,
    },
}

impl NewGameError {
    /// The stable machine code, as a value.
    pub const fn engine_code(&self) -> EngineCode {
        match self {
            NewGameError::Rules(e) => e.engine_code(),
            NewGameError::InvalidPlayers(_) => EngineCode::InvalidPlayers,
            NewGameError::FirstDealerOutOfRange { .. } => EngineCode::SeatOutOfRange,
            NewGameError::DealSource { .. } => EngineCode::InvalidDealSource,
            NewGameError::InvalidDeckOrder { .. } => EngineCode::InvalidDeckOrder,
            NewGameError::InvalidStart { .. } => EngineCode::InvalidStart,
            NewGameError::InvalidBots { .. } => EngineCode::InvalidBots,
        }
    }

    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        self.engine_code().as_str()
    }
}

impl fmt::Display for NewGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NewGameError::Rules(e) => e.fmt(f),
            NewGameError::InvalidPlayers(reason) => write!(f, "invalid players: {reason}"),
            NewGameError::FirstDealerOutOfRange { seat } => {
                write!(f, "the first dealer {seat} is not a seat of the table")
            }
            NewGameError::DealSource { reason } => reason.fmt(f),
            NewGameError::InvalidDeckOrder { index, reason } => {
                write!(f, "deck order {index} is invalid: {reason}")
            }
            NewGameError::InvalidStart { reason } => write!(f, "invalid start: {reason}"),
            NewGameError::InvalidBots { reason } => write!(f, "invalid bots: {reason}"),
        }
    }
}

impl std::error::Error for NewGameError {}

/// Why a starting position ([`crate::StartPosition`]) cannot begin a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartPositionError {
    /// Not one stack per player.
    Stacks {
        /// The stacks given.
        given: usize,
        /// The players.
        players: usize,
    },
    /// A field the rules' board does not have holds chips.
    FieldNotOnBoard {
        /// The field.
        field: Field,
    },
    /// A carried field is not on the rules' board.
    CarriedNotOnBoard,
    /// MID holds chips, which it never does between deals (I9).
    MidNotEmpty,
    /// More chips than the state can count.
    TooManyChips,
    /// A seat's stack is below the first ante.
    CannotPayAnte {
        /// The seat.
        seat: Seat,
        /// The first ante.
        ante: u32,
    },
}

impl fmt::Display for StartPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartPositionError::Stacks { given, players } => {
                write!(f, "{given} stacks for {players} players")
            }
            StartPositionError::FieldNotOnBoard { field } => {
                write!(f, "field {field} is not on this board but holds chips")
            }
            StartPositionError::CarriedNotOnBoard => {
                f.write_str("a carried field is not on this board")
            }
            StartPositionError::MidNotEmpty => f.write_str("MID is empty between deals (I9)"),
            StartPositionError::TooManyChips => f.write_str("more than 4294967295 chips in play"),
            StartPositionError::CannotPayAnte { seat, ante } => {
                write!(f, "seat {seat} cannot pay the first ante of {ante}")
            }
        }
    }
}

impl std::error::Error for StartPositionError {}

/// Why a match's source of cards ([`crate::DealSource`]) cannot deal it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealSourceError {
    /// The client seeds of a provably fair match break their rule.
    ClientSeeds(ClientSeedsError),
    /// A provably fair match names a first dealer other than the one its chain draws.
    FairFirstDealer {
        /// The seat named.
        named: Seat,
        /// The seat the chain draws.
        drawn: Seat,
    },
    /// A match from supplied decks without the first deal's deck order.
    NoDeckOrder,
}

impl fmt::Display for DealSourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealSourceError::ClientSeeds(e) => e.fmt(f),
            DealSourceError::FairFirstDealer { named, drawn } => write!(
                f,
                "the first dealer of a provably fair match is drawn from its chain (seat {drawn}), \
                 not chosen (seat {named})"
            ),
            DealSourceError::NoDeckOrder => {
                f.write_str("a match from supplied decks needs the first deal's deck order")
            }
        }
    }
}

impl std::error::Error for DealSourceError {}

impl From<RulesError> for NewGameError {
    fn from(e: RulesError) -> NewGameError {
        NewGameError::Rules(e)
    }
}

/// An invariant of RULES §13, or the structure a state must have, as a check names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Invariant {
    /// The state's shape: lengths, ranges, the phase's parts present, the rules accepted.
    Structure,
    /// I1: chip conservation.
    I1,
    /// I2: non-negativity.
    I2,
    /// I3: card partition.
    I3,
    /// I4: monotonic play.
    I4,
    /// I5: phase 1 completeness.
    I5,
    /// I6: phase 2.
    I6,
    /// I7: no ties by default.
    I7,
    /// I8: a single actor.
    I8,
    /// I9: termination.
    I9,
    /// I10: settlement.
    I10,
    /// I11: the ante.
    I11,
    /// I12: rotation.
    I12,
    /// I13: determinism.
    I13,
    /// I14: the board at the match end (`board_at_end`, RULES 11.7.3).
    I14,
}

impl Invariant {
    /// The name the wire uses: `I1` … `I14`, or `structure`.
    pub const fn name(self) -> &'static str {
        match self {
            Invariant::Structure => "structure",
            Invariant::I1 => "I1",
            Invariant::I2 => "I2",
            Invariant::I3 => "I3",
            Invariant::I4 => "I4",
            Invariant::I5 => "I5",
            Invariant::I6 => "I6",
            Invariant::I7 => "I7",
            Invariant::I8 => "I8",
            Invariant::I9 => "I9",
            Invariant::I10 => "I10",
            Invariant::I11 => "I11",
            Invariant::I12 => "I12",
            Invariant::I13 => "I13",
            Invariant::I14 => "I14",
        }
    }
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule of RULES §13 (or a structural rule of the state) that a state breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantViolation {
    /// The invariant it breaks.
    pub invariant: Invariant,
    /// What is wrong.
    pub detail: String,
}

impl fmt::Display for InvariantViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.invariant, self.detail)
    }
}

impl std::error::Error for InvariantViolation {}

/// Why a state from outside cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    /// The state's `schema_version` is not one this engine reads.
    VersionUnsupported {
        /// The version found.
        found: u32,
    },
    /// The state breaks an invariant.
    Invalid(InvariantViolation),
}

impl StateError {
    /// The stable machine code, as a value.
    pub const fn engine_code(&self) -> EngineCode {
        match self {
            StateError::VersionUnsupported { .. } => EngineCode::StateVersionUnsupported,
            StateError::Invalid(_) => EngineCode::StateInvalid,
        }
    }

    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        self.engine_code().as_str()
    }
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::VersionUnsupported { found } => write!(
                f,
                "state schema_version {found} is not supported (this engine reads {})",
                crate::state::SCHEMA_VERSION
            ),
            StateError::Invalid(v) => write!(f, "the state is invalid: {v}"),
        }
    }
}

impl std::error::Error for StateError {}

impl From<InvariantViolation> for StateError {
    fn from(v: InvariantViolation) -> StateError {
        StateError::Invalid(v)
    }
}

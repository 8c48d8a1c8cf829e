//! The bots seated at a table: which seats the engine plays itself, and with which bot
//! ([`BotSeat`], kept in the state), and the kinds of bot there are ([`BotKind`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::seats::Seat;

/// The bots there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// [`RandomBot`](crate::bots::RandomBot): a kind of action uniformly, then one of it.
    Random,
    /// [`HeuristicBot`](crate::bots::HeuristicBot): rules of thumb from its own view.
    Heuristic,
    /// [`SearchBot`](crate::bots::SearchBot), at its default budget.
    Search,
    /// [`TimeoutBot`](crate::bots::TimeoutBot): the time-out move (RULES ED-42).
    Timeout,
    /// [`SearchBot::infoset`](crate::bots::SearchBot::infoset): the search over worlds
    /// weighted by the other seats' bets.
    Infoset,
}

impl BotKind {
    /// Every kind.
    pub const ALL: [BotKind; 5] = [
        BotKind::Random,
        BotKind::Heuristic,
        BotKind::Search,
        BotKind::Timeout,
        BotKind::Infoset,
    ];

    /// `random`, `heuristic`, `search`, `timeout` or `infoset`.
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
            BotKind::Search => "search",
            BotKind::Timeout => "timeout",
            BotKind::Infoset => "infoset",
        }
    }

    /// Whether it reads more than a [`View`](crate::View) shows (the public history:
    /// [`Information`](crate::bots::Information)), so that it plays at its strength only where
    /// the game is at hand ([`Bot::choose_in`](crate::bots::Bot::choose_in)).
    pub const fn reads_history(self) -> bool {
        matches!(self, BotKind::Search | BotKind::Infoset)
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A bot name that is not one of [`BotKind::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?}: ", self.0)?;
        for (i, kind) in BotKind::ALL.iter().enumerate() {
            let between = match i {
                0 => "",
                _ if i + 1 == BotKind::ALL.len() => " or ",
                _ => ", ",
            };
            write!(f, "{between}{kind}")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownBot {}

impl FromStr for BotKind {
    type Err = UnknownBot;

    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        BotKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownBot(s.to_owned()))
    }
}

/// One seat the engine plays itself: after every action, [`Game::play_bots`](crate::Game::play_bots)
/// plays each seated bot whose turn comes, until a seat without a bot is to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BotSeat {
    /// The seat.
    pub seat: Seat,
    /// The bot that plays it.
    pub kind: BotKind,
}

/// What is wrong with a seating for a table of `players` seats: a seat the table does not
/// have, a seat named twice or out of order (seats ascend), or no seat left to a person.
pub(crate) fn seating_error(bots: &[BotSeat], players: usize) -> Option<SeatingError> {
    if let Some(b) = bots.iter().find(|b| !b.seat.at_table(players)) {
        return Some(SeatingError::NotASeat {
            seat: b.seat,
            players,
        });
    }
    if bots.windows(2).any(|w| w[0].seat >= w[1].seat) {
        return Some(SeatingError::NotAscending);
    }
    if bots.len() >= players {
        return Some(SeatingError::EverySeat);
    }
    None
}

/// Why seated bots cannot sit as listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// A bot's seat is not a seat of the table.
    NotASeat {
        /// The seat named.
        seat: Seat,
        /// The table's size.
        players: usize,
    },
    /// The seats do not ascend, or one is named twice.
    NotAscending,
    /// Every seat is a bot's.
    EverySeat,
}

impl std::fmt::Display for SeatingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatingError::NotASeat { seat, players } => {
                write!(f, "bot seat {seat} is not a seat of the table of {players}")
            }
            SeatingError::NotAscending => {
                f.write_str("bot seats must ascend, each seat at most once")
            }
            SeatingError::EverySeat => {
                f.write_str("every seat is a bot's: at least one seat must be left to a person")
            }
        }
    }
}

impl std::error::Error for SeatingError {}

/// The bot seated at `seat`, if any.
pub(crate) fn bot_at(bots: &[BotSeat], seat: Seat) -> Option<BotKind> {
    bots.iter().find(|b| b.seat == seat).map(|b| b.kind)
}

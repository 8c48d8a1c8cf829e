//! Player actions (RULES 12.4).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::card::{Card, DeckKind};

/// The direction of the discard chains (RULES 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Each card is followed by the next higher of its suit.
    Up,
    /// Each card is followed by the next lower of its suit.
    Down,
}

impl Direction {
    /// `up` or `down`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Down => "down",
        }
    }
}

/// A deck order supplied by the caller for one deal (RULES 5.1): top card first, then an
/// optional cut `c` (0 < c < size) applied as `deck[c:] + deck[:c]`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DeckOrder {
    /// Every card of the deck, top first.
    pub cards: Vec<Card>,
    /// The cut index, if the deck is cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut: Option<u32>,
}

/// Why a supplied deck order cannot be dealt from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckOrderError {
    /// It does not list each card of the match's deck once.
    NotTheDeck {
        /// The match's deck.
        deck: DeckKind,
    },
    /// Its cut is not between 1 and the deck's size less one.
    CutOutOfRange {
        /// The match's deck.
        deck: DeckKind,
    },
}

impl fmt::Display for DeckOrderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckOrderError::NotTheDeck { deck } => write!(
                f,
                "the {} deck order must list each of its {} cards once",
                deck.name(),
                deck.size()
            ),
            DeckOrderError::CutOutOfRange { deck } => {
                write!(f, "the cut must be between 1 and {}", deck.size() - 1)
            }
        }
    }
}

impl std::error::Error for DeckOrderError {}

/// `cut` is left out when absent, except in binary formats, whose fields are positional.
impl Serialize for DeckOrder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let with_cut = self.cut.is_some() || !s.is_human_readable();
        let mut st = s.serialize_struct("DeckOrder", 1 + usize::from(with_cut))?;
        st.serialize_field("cards", &self.cards)?;
        if with_cut {
            st.serialize_field("cut", &self.cut)?;
        }
        st.end()
    }
}

impl DeckOrder {
    /// An uncut deck order.
    pub fn new(cards: Vec<Card>) -> DeckOrder {
        DeckOrder { cards, cut: None }
    }
}

/// One decision of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    try_from = "RawAction"
)]
pub enum Action {
    /// Phase 2, no bet outstanding: pass (leave, or check under `initial_pass=check`). Tagged
    /// `pass_turn` on the wire: `pass` is a keyword in Python.
    #[serde(rename = "pass_turn")]
    Pass,
    /// Phase 2, no bet outstanding: bet `amount` chips.
    Bet {
        /// The chips bet (≥ 1).
        amount: u32,
    },
    /// Phase 2: match the high stake (all-in for less under `short_stack=all_in`).
    Call,
    /// Phase 2: match the high stake and raise it by `amount`. Tagged `raise_bet` on the wire:
    /// `raise` is a keyword in Python.
    #[serde(rename = "raise_bet")]
    Raise {
        /// The increment over the high stake (≥ 1).
        amount: u32,
    },
    /// Phase 2, bet outstanding: give up; chips already bet are lost.
    Fold,
    /// Phase 3: lead `card`; the forced follows are played with it (ED-21).
    Lead {
        /// The card led.
        card: Card,
        /// The direction for the whole deal, on the first lead under `leader_choice` only.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        direction: Option<Direction>,
    },
    /// Between deals: the next dealer deals the next deal.
    Deal {
        /// The deck order, where the match is played from supplied decks.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deck: Option<DeckOrder>,
    },
    /// Any phase, the seat's time ran out: the engine plays the time-out move for it (RULES
    /// ED-42, [`TimeoutBot`](crate::bots::TimeoutBot)), and a `timed_out` event names the move.
    /// Never among the legal actions: it stands for one of them.
    Timeout,
}

/// The wire form read before an [`Action`]: its field-less kinds are empty structs here, so that
/// unknown fields are refused for every kind (serde ignores them on unit variants).
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum RawAction {
    #[serde(rename = "pass_turn")]
    Pass {},
    Bet {
        amount: u32,
    },
    Call {},
    #[serde(rename = "raise_bet")]
    Raise {
        amount: u32,
    },
    Fold {},
    Lead {
        card: Card,
        #[serde(default)]
        direction: Option<Direction>,
    },
    Deal {
        #[serde(default)]
        deck: Option<DeckOrder>,
    },
    Timeout {},
}

impl From<RawAction> for Action {
    fn from(raw: RawAction) -> Action {
        match raw {
            RawAction::Pass {} => Action::Pass,
            RawAction::Bet { amount } => Action::Bet { amount },
            RawAction::Call {} => Action::Call,
            RawAction::Raise { amount } => Action::Raise { amount },
            RawAction::Fold {} => Action::Fold,
            RawAction::Lead { card, direction } => Action::Lead { card, direction },
            RawAction::Deal { deck } => Action::Deal { deck },
            RawAction::Timeout {} => Action::Timeout,
        }
    }
}

/// The kind of an [`Action`], without its amount, card or deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ActionKind {
    /// `pass`.
    Pass,
    /// `bet`.
    Bet,
    /// `call`.
    Call,
    /// `raise`.
    Raise,
    /// `fold`.
    Fold,
    /// `lead`.
    Lead,
    /// `deal`.
    Deal,
    /// `timeout`.
    Timeout,
}

impl ActionKind {
    /// The kind as a word: `pass`, `bet`, `call`, `raise`, `fold`, `lead`, `deal`, `timeout`.
    pub const fn name(self) -> &'static str {
        match self {
            ActionKind::Pass => "pass",
            ActionKind::Bet => "bet",
            ActionKind::Call => "call",
            ActionKind::Raise => "raise",
            ActionKind::Fold => "fold",
            ActionKind::Lead => "lead",
            ActionKind::Deal => "deal",
            ActionKind::Timeout => "timeout",
        }
    }
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Action {
    /// The action's kind.
    pub const fn kind(&self) -> ActionKind {
        match self {
            Action::Pass => ActionKind::Pass,
            Action::Bet { .. } => ActionKind::Bet,
            Action::Call => ActionKind::Call,
            Action::Raise { .. } => ActionKind::Raise,
            Action::Fold => ActionKind::Fold,
            Action::Lead { .. } => ActionKind::Lead,
            Action::Deal { .. } => ActionKind::Deal,
            Action::Timeout => ActionKind::Timeout,
        }
    }
}

/// Written as in RULES.md: `pass`, `bet 2`, `call`, `raise 3`, `fold`, `lead 7C`, `lead AH down`,
/// `deal`, and `timeout`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bet { amount } => write!(f, "bet {amount}"),
            Action::Raise { amount } => write!(f, "raise {amount}"),
            Action::Lead {
                card,
                direction: Some(d),
            } => write!(f, "lead {card} {}", d.name()),
            Action::Lead {
                card,
                direction: None,
            } => write!(f, "lead {card}"),
            Action::Pass | Action::Call | Action::Fold | Action::Deal { .. } | Action::Timeout => {
                f.write_str(self.kind().name())
            }
        }
    }
}

/// An action string that is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not an action (pass, bet N, call, raise N, fold, lead CARD [up|down], deal, timeout)",
            self.0
        )
    }
}

impl std::error::Error for ParseActionError {}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let err = || ParseActionError(s.to_owned());
        let words: Vec<&str> = s.split_whitespace().collect();
        let amount = |w: &str| w.parse::<u32>().map_err(|_| err());
        Ok(match words.as_slice() {
            ["pass"] => Action::Pass,
            ["call"] => Action::Call,
            ["fold"] => Action::Fold,
            ["deal"] => Action::Deal { deck: None },
            ["timeout"] => Action::Timeout,
            ["bet", n] => Action::Bet { amount: amount(n)? },
            ["raise", n] => Action::Raise { amount: amount(n)? },
            ["lead", c] => Action::Lead {
                card: c.parse().map_err(|_| err())?,
                direction: None,
            },
            ["lead", c, d] => Action::Lead {
                card: c.parse().map_err(|_| err())?,
                direction: Some(match *d {
                    "up" => Direction::Up,
                    "down" => Direction::Down,
                    _ => return Err(err()),
                }),
            },
            _ => return Err(err()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_print_round_trip() {
        for s in [
            "pass",
            "bet 2",
            "call",
            "raise 3",
            "fold",
            "lead 7C",
            "lead AH down",
            "deal",
            "timeout",
        ] {
            let a: Action = s.parse().expect(s);
            assert_eq!(a.to_string(), s);
        }
        for s in ["", "bet", "bet -1", "lead 1X", "lead AH left", "jump"] {
            assert!(s.parse::<Action>().is_err(), "{s}");
        }
    }

    #[test]
    fn json_form() {
        let a = Action::Lead {
            card: "AH".parse().expect("card"),
            direction: Some(Direction::Down),
        };
        let json = serde_json::to_string(&a).expect("ser");
        assert_eq!(json, r#"{"type":"lead","card":"AH","direction":"down"}"#);
        assert_eq!(serde_json::from_str::<Action>(&json).expect("de"), a);
        assert_eq!(
            serde_json::from_str::<Action>(r#"{"type":"bet","amount":3}"#).expect("de"),
            Action::Bet { amount: 3 }
        );
        assert_eq!(
            serde_json::from_str::<Action>(r#"{"type":"pass_turn"}"#).expect("de"),
            Action::Pass
        );
        assert_eq!(
            serde_json::to_string(&Action::Timeout).expect("ser"),
            r#"{"type":"timeout"}"#
        );
        assert_eq!(
            serde_json::to_string(&Action::Raise { amount: 2 }).expect("ser"),
            r#"{"type":"raise_bet","amount":2}"#
        );
        for bad in [
            r#"{"type":"pass_turn","loudly":true}"#,
            r#"{"type":"fold","x":1}"#,
            r#"{"type":"timeout","x":1}"#,
            r#"{"type":"bet","amount":3,"x":1}"#,
            r#"{"type":"jump"}"#,
            // The tags before 0.2.0 (CHANGELOG.md).
            r#"{"type":"pass"}"#,
            r#"{"type":"raise","amount":1}"#,
        ] {
            assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
        }
    }
}

//! What a seat may do now (RULES 12.4, 12.5).

use serde::{Deserialize, Serialize};

use crate::action::{Action, Direction};
use crate::card::CardSet;
use crate::deal::DeckOptions;
use crate::discard::LeadOptions;
use crate::game::Game;
use crate::seats::Seat;
use crate::state::Phase;

/// An inclusive range of chips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AmountRange {
    /// The least allowed.
    pub min: u32,
    /// The most allowed.
    pub max: u32,
}

impl AmountRange {
    /// Whether `n` is in the range.
    pub const fn contains(self, n: u32) -> bool {
        n >= self.min && n <= self.max
    }
}

/// The legal actions of one seat. Everything is empty/false for a seat that may not act.
///
/// Depends only on public data and that seat's own hand (RULES 12.5).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LegalActions {
    /// The seat.
    pub seat: Seat,
    /// Whether it may pass (`pass_turn` on the wire: `pass` is a keyword in Python).
    #[serde(rename = "pass_turn")]
    pub pass: bool,
    /// The amounts it may bet.
    pub bet: Option<AmountRange>,
    /// The chips a call would put in (less than the outstanding amount for an all-in call).
    pub call: Option<u32>,
    /// The increments it may raise by (`raise_bet` on the wire: `raise` is a keyword in Python).
    #[serde(rename = "raise_bet")]
    pub raise: Option<AmountRange>,
    /// Whether it may fold.
    pub fold: bool,
    /// The cards it may lead.
    pub lead: CardSet,
    /// The directions to choose from with the lead (the first lead under `leader_choice`).
    pub directions: Vec<Direction>,
    /// Whether it may deal the next deal.
    pub deal: bool,
    /// Whether that deal needs a supplied deck order (a match from supplied decks with none
    /// left).
    pub deck_required: bool,
    /// Whether that deal may take a supplied deck order (a match from supplied decks).
    pub deck_allowed: bool,
}

impl LegalActions {
    /// Whether the seat has any action.
    pub fn is_empty(&self) -> bool {
        !self.pass
            && self.bet.is_none()
            && self.call.is_none()
            && self.raise.is_none()
            && !self.fold
            && self.lead.is_empty()
            && !self.deal
    }

    /// The time-out move among them (RULES ED-42): pass where a pass is allowed, else fold;
    /// the lowest card (the lowest rank; among equal ranks the first in listing order, C S H
    /// D), upward where the direction is the leader's to choose; the deal, without a deck order.
    /// `None` when there is none: no legal action, or only a deal that needs a deck order.
    pub fn timeout_move(&self) -> Option<Action> {
        if self.pass {
            return Some(Action::Pass);
        }
        if self.fold {
            return Some(Action::Fold);
        }
        if let Some(card) = self.lead.iter().min_by_key(|c| c.rank().index()) {
            let direction = (!self.directions.is_empty()).then(|| {
                if self.directions.contains(&Direction::Up) {
                    Direction::Up
                } else {
                    self.directions[0]
                }
            });
            return Some(Action::Lead { card, direction });
        }
        (self.deal && !self.deck_required).then_some(Action::Deal { deck: None })
    }

    /// Whether `action` is among them (never a time-out, which stands for one of them).
    pub fn allows(&self, action: &Action) -> bool {
        match action {
            Action::Pass => self.pass,
            Action::Bet { amount } => self.bet.is_some_and(|r| r.contains(*amount)),
            Action::Call => self.call.is_some(),
            Action::Raise { amount } => self.raise.is_some_and(|r| r.contains(*amount)),
            Action::Fold => self.fold,
            Action::Lead { card, direction } => {
                let options = LeadOptions {
                    cards: self.lead,
                    choose_direction: !self.directions.is_empty(),
                };
                options.refusal(*card, *direction).is_none()
                    && direction.is_none_or(|d| self.directions.contains(&d))
            }
            Action::Deal { deck } => {
                let options = DeckOptions {
                    allowed: self.deck_allowed,
                    required: self.deck_required,
                };
                self.deal && options.refusal(deck.is_some()).is_none()
            }
            Action::Timeout => false,
        }
    }
}

impl Game {
    /// The legal actions of `seat` now (empty when it may not act).
    pub fn legal_actions(&self, seat: Seat) -> LegalActions {
        let mut legal = LegalActions {
            seat,
            ..LegalActions::default()
        };
        if self.to_act() != Some(seat) {
            return legal;
        }
        match self.phase() {
            Phase::MatchOver => {}
            Phase::Pochen => {
                let o = self.state().bet_options(seat);
                let range = |r: Option<(u32, u32)>| r.map(|(min, max)| AmountRange { min, max });
                legal.pass = o.pass;
                legal.bet = range(o.bet);
                legal.call = o.call;
                legal.raise = range(o.raise);
                legal.fold = o.fold;
            }
            Phase::Discard => {
                let options = self.state().lead_options(seat);
                legal.lead = options.cards;
                legal.directions = options.directions();
            }
            Phase::BetweenDeals => {
                let options = self.state().deck_options();
                legal.deal = true;
                legal.deck_allowed = options.allowed;
                legal.deck_required = options.required;
            }
        }
        legal
    }
}

impl LegalActions {
    /// One of these actions, chosen with `pick(k)`, which must return a number in `0..k`
    /// (for bots, simulations and property tests). Amounts favour small values but cover the
    /// whole range. `None` when there is no action. A deal takes no deck order.
    pub fn sample(&self, mut pick: impl FnMut(u32) -> u32) -> Option<Action> {
        let mut options: Vec<Action> = Vec::with_capacity(6);
        let amount = |r: AmountRange, pick: &mut dyn FnMut(u32) -> u32| -> u32 {
            let span = r.max - r.min;
            match pick(4) {
                0 => r.max,
                1 => r.min + pick(span.min(u32::MAX - 1) + 1),
                _ => r.min + pick(span.min(4) + 1),
            }
        };
        if self.pass {
            options.push(Action::Pass);
        }
        if let Some(r) = self.bet {
            options.push(Action::Bet {
                amount: amount(r, &mut pick),
            });
        }
        if self.call.is_some() {
            options.push(Action::Call);
        }
        if let Some(r) = self.raise {
            options.push(Action::Raise {
                amount: amount(r, &mut pick),
            });
        }
        if self.fold {
            options.push(Action::Fold);
        }
        if !self.lead.is_empty() {
            let cards = self.lead.to_vec();
            let card = cards[pick(cards.len() as u32) as usize];
            let direction = (!self.directions.is_empty())
                .then(|| self.directions[pick(self.directions.len() as u32) as usize]);
            options.push(Action::Lead { card, direction });
        }
        if self.deal && !self.deck_required {
            options.push(Action::Deal { deck: None });
        }
        if options.is_empty() {
            return None;
        }
        let i = pick(options.len() as u32) as usize;
        Some(options.swap_remove(i))
    }
}

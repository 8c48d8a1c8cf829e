//! Abstract actions: a small action set for learning whose ids do not depend on the chips.
//!
//! The concrete table ([`ActionTable`](super::ActionTable)) has an id for every amount a seat
//! could bet or raise: `2M + 4 + w·D` ids, `M` the match's chips, so its size and the ids of
//! `call`, `fold`, the leads and `deal` move with the starting chips. The abstract set keeps
//! every decision of phases 1–3 but the amounts, which it names by a share of the pot. With `D`
//! the deck's size in listing order (suit C S H D, then rank) and `w` = 3 under
//! `discard_direction=leader_choice`, else 1:
//!
//! | id | action | the concrete action |
//! |---|---|---|
//! | `0` | `pass` | `pass` |
//! | `1` | `call` | `call` |
//! | `2` | `fold` | `fold` |
//! | `3` | `bet_or_raise min` | `bet a` (nothing bet yet) or `raise a`, `a` the least amount allowed |
//! | `4` | `bet_or_raise half_pot` | `a` = ⌈P / 2⌉ |
//! | `5` | `bet_or_raise pot` | `a` = P |
//! | `6` | `bet_or_raise all_in` | `a` the most allowed (the stack; under `short_stack=cap` the cap) |
//! | `7 + w·k + j` | `lead c` | `lead c` for the `k`-th card `c` of the deck; `j` = 0 no direction, 1 `up`, 2 `down` |
//! | `7 + w·D` | `deal` | `deal` (without a deck order) |
//!
//! `P`, the pot, is the POCH field plus every seat's phase-2 contribution, before the action;
//! every amount is at least 1 and is brought into the range the seat may bet or raise. A size
//! is legal when the seat may bet or raise and its amount differs from every smaller size's
//! (so no two legal ids do the same thing: with a pot of 4 and 100 chips, `min` bets 1, `half_pot`
//! 2, `pot` 4 and `all_in` 100; with a pot of 1, `half_pot` and `pot` are not legal). So the set
//! has `8 + w·D` ids (40 for `classic`, 104 for `five-card`), the same for every player count
//! and every stack.
//!
//! A concrete action maps back to an abstract id ([`AbstractActions::id_of`]): a bet or raise
//! to the legal size whose amount is nearest (the smaller on a tie), anything else to its own
//! id. That is how a bot that chooses concrete actions plays in an abstract game.

use std::borrow::Cow;
use std::fmt;

use crate::action::{Action, Direction};
use crate::card::{Card, DeckKind};
use crate::field::Field;
use crate::game::Game;
use crate::legal::{AmountRange, LegalActions};
use crate::random::Digest;
use crate::rules::Rules;
use crate::seats::Seat;

use super::{deck_card, deck_index};

/// A bet or raise by a share of the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BetSize {
    /// The least amount allowed.
    Min,
    /// Half the pot, rounded up.
    HalfPot,
    /// The pot.
    Pot,
    /// The most allowed.
    AllIn,
}

impl BetSize {
    /// Every size, smallest first: the order of their ids.
    pub const ALL: [BetSize; 4] = [BetSize::Min, BetSize::HalfPot, BetSize::Pot, BetSize::AllIn];

    /// Its name: `min`, `half_pot`, `pot`, `all_in`.
    pub const fn name(self) -> &'static str {
        match self {
            BetSize::Min => "min",
            BetSize::HalfPot => "half_pot",
            BetSize::Pot => "pot",
            BetSize::AllIn => "all_in",
        }
    }

    /// Its amount with a pot of `pot` and the range `range` the seat may bet or raise in.
    pub fn amount(self, pot: u64, range: AmountRange) -> u32 {
        let want = match self {
            BetSize::Min => return range.min,
            BetSize::AllIn => return range.max,
            BetSize::HalfPot => pot.div_ceil(2),
            BetSize::Pot => pot,
        };
        u32::try_from(want)
            .unwrap_or(u32::MAX)
            .clamp(range.min.max(1), range.max.max(1))
    }
}

/// One abstract action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AbstractAction {
    /// `pass`.
    Pass,
    /// `call`.
    Call,
    /// `fold`.
    Fold,
    /// A bet (when nothing is bet yet) or a raise of a share of the pot.
    BetOrRaise(BetSize),
    /// A lead, with its direction where the first leader chooses one.
    Lead {
        /// The card.
        card: Card,
        /// The direction.
        direction: Option<Direction>,
    },
    /// The next deal (without a deck order).
    Deal,
}

/// Written `pass`, `call`, `fold`, `bet_or_raise half_pot`, `lead 7C`, `lead AH down`, `deal`.
impl fmt::Display for AbstractAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AbstractAction::Pass => f.write_str("pass"),
            AbstractAction::Call => f.write_str("call"),
            AbstractAction::Fold => f.write_str("fold"),
            AbstractAction::BetOrRaise(size) => write!(f, "bet_or_raise {}", size.name()),
            AbstractAction::Lead { card, direction } => Action::Lead {
                card: *card,
                direction: *direction,
            }
            .fmt(f),
            AbstractAction::Deal => f.write_str("deal"),
        }
    }
}

const SIZES: u32 = BetSize::ALL.len() as u32;
/// The first id of a size.
const SIZE_BASE: u32 = 3;
const LEAD_BASE: u32 = SIZE_BASE + SIZES;

/// The abstract action set of a table: its deck and whether the first leader chooses a
/// direction (the module's table gives the ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AbstractActions {
    deck: DeckKind,
    directions: bool,
}

/// What a seat may do now, as the abstract set reads it: its legal actions and the pot.
struct Now<'a> {
    legal: Cow<'a, LegalActions>,
    pot: u64,
}

/// The pot `P` the sizes are shares of: the POCH field and every seat's phase-2
/// contribution.
pub fn pot(game: &Game) -> u64 {
    game.deal().and_then(|d| d.pochen.as_ref()).map_or(0, |p| {
        p.contributions.iter().map(|&c| u64::from(c)).sum::<u64>()
    }) + u64::from(game.board()[Field::POCH])
}

impl Now<'_> {
    fn of(game: &Game, seat: Seat) -> Now<'static> {
        Now {
            legal: Cow::Owned(game.legal_actions(seat)),
            pot: pot(game),
        }
    }

    /// The range of a bet or a raise, and whether it is a bet.
    fn range(&self) -> Option<(AmountRange, bool)> {
        match (self.legal.bet, self.legal.raise) {
            (Some(r), _) => Some((r, true)),
            (None, Some(r)) => Some((r, false)),
            (None, None) => None,
        }
    }

    /// The legal sizes with their amounts, smallest first: a size whose amount a smaller one
    /// already has is left out.
    fn sizes(&self) -> impl Iterator<Item = (BetSize, u32)> {
        let range = self.range().map(|(r, _)| r);
        let pot = self.pot;
        let mut last = None;
        BetSize::ALL.into_iter().filter_map(move |size| {
            let amount = size.amount(pot, range?);
            (last != Some(amount)).then(|| {
                last = Some(amount);
                (size, amount)
            })
        })
    }
}

impl AbstractActions {
    /// The abstract set of `rules`.
    pub fn new(rules: &Rules) -> AbstractActions {
        AbstractActions {
            deck: rules.deck,
            directions: rules.discard_direction.leader_chooses(),
        }
    }

    /// The deck.
    pub const fn deck(&self) -> DeckKind {
        self.deck
    }

    const fn per_card(&self) -> u32 {
        if self.directions { 3 } else { 1 }
    }

    const fn deal_id(&self) -> u32 {
        LEAD_BASE + self.per_card() * self.deck.size()
    }

    /// The number of ids.
    pub const fn len(&self) -> u32 {
        self.deal_id() + 1
    }

    /// Never: every set has `pass`.
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// The abstract action of `id`, or `None` past the end.
    pub fn action(&self, id: u32) -> Option<AbstractAction> {
        Some(match id {
            0 => AbstractAction::Pass,
            1 => AbstractAction::Call,
            2 => AbstractAction::Fold,
            i if i < LEAD_BASE => {
                AbstractAction::BetOrRaise(BetSize::ALL[(i - SIZE_BASE) as usize])
            }
            i if i < self.deal_id() => {
                let offset = i - LEAD_BASE;
                let card = deck_card(self.deck, offset / self.per_card())?;
                let direction = match offset % self.per_card() {
                    1 => Some(Direction::Up),
                    2 => Some(Direction::Down),
                    _ => None,
                };
                AbstractAction::Lead { card, direction }
            }
            i if i == self.deal_id() => AbstractAction::Deal,
            _ => return None,
        })
    }

    fn lead_id(&self, card: Card, direction: Option<Direction>) -> Option<u32> {
        let k = deck_index(self.deck, card)?;
        let j = match (direction, self.directions) {
            (None, _) => 0,
            (Some(Direction::Up), true) => 1,
            (Some(Direction::Down), true) => 2,
            (Some(_), false) => return None,
        };
        Some(LEAD_BASE + self.per_card() * k + j)
    }

    fn for_each_legal(&self, now: &Now, mut f: impl FnMut(u32)) {
        let legal = &now.legal;
        if legal.pass {
            f(0);
        }
        if legal.call.is_some() {
            f(1);
        }
        if legal.fold {
            f(2);
        }
        for (size, _) in now.sizes() {
            f(SIZE_BASE + size as u32);
        }
        for card in legal.lead.iter() {
            if legal.directions.is_empty() {
                if let Some(id) = self.lead_id(card, None) {
                    f(id);
                }
            } else {
                for &d in &legal.directions {
                    if let Some(id) = self.lead_id(card, Some(d)) {
                        f(id);
                    }
                }
            }
        }
        if legal.deal && !legal.deck_required {
            f(self.deal_id());
        }
    }

    /// The abstract ids `seat` may choose in `game`, ascending (none when it may not act).
    pub fn legal_ids(&self, game: &Game, seat: Seat) -> Vec<u32> {
        let mut ids = Vec::new();
        self.for_each_legal(&Now::of(game, seat), |id| ids.push(id));
        ids
    }

    /// Sets `mask[id]` for each legal id of `seat` (and clears the rest); `mask` is at least
    /// [`AbstractActions::len`] long.
    pub fn write_mask<T: From<bool> + Copy>(&self, game: &Game, seat: Seat, mask: &mut [T]) {
        mask.fill(T::from(false));
        self.for_each_legal(&Now::of(game, seat), |id| mask[id as usize] = T::from(true));
    }

    /// [`AbstractActions::write_mask`] from a seat's legal actions and the [`pot`], for a
    /// caller that has both already.
    pub fn write_mask_with<T: From<bool> + Copy>(
        &self,
        legal: &LegalActions,
        pot: u64,
        mask: &mut [T],
    ) {
        mask.fill(T::from(false));
        let now = Now {
            legal: Cow::Borrowed(legal),
            pot,
        };
        self.for_each_legal(&now, |id| mask[id as usize] = T::from(true));
    }

    /// The number of abstract ids a seat with these legal actions may choose, the [`pot`]
    /// being `pot`.
    pub fn legal_count_with(&self, legal: &LegalActions, pot: u64) -> u32 {
        let mut n = 0;
        let now = Now {
            legal: Cow::Borrowed(legal),
            pot,
        };
        self.for_each_legal(&now, |_| n += 1);
        n
    }

    /// The `i`-th of the ids [`AbstractActions::legal_count_with`] counts (in the order pass,
    /// call, fold, the sizes, the leads, the deal); `None` at or past the count: what a
    /// uniformly random legal id takes.
    pub fn nth_legal_with(&self, legal: &LegalActions, pot: u64, i: u32) -> Option<u32> {
        let mut k = 0;
        let mut found = None;
        let now = Now {
            legal: Cow::Borrowed(legal),
            pot,
        };
        self.for_each_legal(&now, |id| {
            if k == i {
                found = Some(id);
            }
            k += 1;
        });
        found
    }

    /// The concrete action of abstract `id` for `seat` in `game`, or `None` when the id is not
    /// legal there.
    pub fn concrete(&self, game: &Game, seat: Seat, id: u32) -> Option<Action> {
        self.concrete_with(game.legal_actions(seat), pot(game), id)
    }

    /// [`AbstractActions::concrete`] from a seat's legal actions and the [`pot`].
    pub fn concrete_with(&self, legal: LegalActions, pot: u64, id: u32) -> Option<Action> {
        let now = Now {
            legal: Cow::Owned(legal),
            pot,
        };
        let legal = &now.legal;
        let action = match self.action(id)? {
            AbstractAction::Pass => legal.pass.then_some(Action::Pass)?,
            AbstractAction::Call => legal.call.map(|_| Action::Call)?,
            AbstractAction::Fold => legal.fold.then_some(Action::Fold)?,
            AbstractAction::BetOrRaise(size) => {
                let (_, amount) = now.sizes().find(|&(s, _)| s == size)?;
                match now.range()? {
                    (_, true) => Action::Bet { amount },
                    (_, false) => Action::Raise { amount },
                }
            }
            AbstractAction::Lead { card, direction } => {
                let directed = direction.is_some();
                (legal.lead.contains(card)
                    && directed != legal.directions.is_empty()
                    && direction.is_none_or(|d| legal.directions.contains(&d)))
                .then_some(Action::Lead { card, direction })?
            }
            AbstractAction::Deal => {
                (legal.deal && !legal.deck_required).then_some(Action::Deal { deck: None })?
            }
        };
        Some(action)
    }

    /// The abstract id that stands for the concrete `action` of `seat` in `game`: a bet or
    /// raise is the legal size whose amount is nearest (the smaller on a tie), anything else
    /// its own id. `None` for an action the seat may not take, or one the set has no id for (a
    /// deal with a deck order, a time-out).
    pub fn id_of(&self, game: &Game, seat: Seat, action: &Action) -> Option<u32> {
        let now = Now::of(game, seat);
        let legal = &now.legal;
        if !legal.allows(action) {
            return None;
        }
        match action {
            Action::Pass => Some(0),
            Action::Call => Some(1),
            Action::Fold => Some(2),
            Action::Bet { amount } | Action::Raise { amount } => now
                .sizes()
                .min_by_key(|&(_, a)| a.abs_diff(*amount))
                .map(|(size, _)| SIZE_BASE + size as u32),
            Action::Lead { card, direction } => self.lead_id(*card, *direction),
            Action::Deal { deck: None } => Some(self.deal_id()),
            Action::Deal { deck: Some(_) } | Action::Timeout => None,
        }
    }

    /// Every id with its abstract action, in order.
    pub fn iter(&self) -> impl Iterator<Item = (u32, AbstractAction)> + '_ {
        (0..self.len()).filter_map(|id| self.action(id).map(|a| (id, a)))
    }

    /// SHA-256 of the whole enumeration, one line `"{id} {action}\n"` per id (`"0 pass"`, …,
    /// `"39 deal"`), as the golden test pins it.
    pub fn digest(&self) -> Digest {
        use sha2::{Digest as _, Sha256};
        let mut hash = Sha256::new();
        for (id, action) in self.iter() {
            hash.update(format!("{id} {action}\n").as_bytes());
        }
        Digest(hash.finalize().into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_has_forty_ids_whatever_the_chips() {
        let t = AbstractActions::new(&Rules::CLASSIC);
        assert_eq!(t.len(), 40);
        let names: Vec<String> = t.iter().map(|(_, a)| a.to_string()).collect();
        assert_eq!(
            names[..8],
            [
                "pass",
                "call",
                "fold",
                "bet_or_raise min",
                "bet_or_raise half_pot",
                "bet_or_raise pot",
                "bet_or_raise all_in",
                "lead 7C"
            ]
        );
        assert_eq!(names[38], "lead AD");
        assert_eq!(names[39], "deal");
        let mut rules = Rules::CLASSIC;
        rules.starting_chips = 1000;
        assert_eq!(AbstractActions::new(&rules), t);
        // Pinned: the enumeration never changes once released.
        assert_eq!(
            t.digest().to_hex(),
            "b2e903d91ec3a5b8edfb7a5179cb7ae7124bdeb3ac6fb416ff8d1510615e8ced"
        );
    }

    #[test]
    fn leader_choice_has_three_ids_a_card() {
        let t = AbstractActions::new(&Rules::preset("five-card").expect("preset"));
        assert_eq!(t.len(), 8 + 3 * 32);
        let names: Vec<String> = (7..10)
            .map(|id| t.action(id).expect("id").to_string())
            .collect();
        assert_eq!(names, ["lead 7C", "lead 7C up", "lead 7C down"]);
        assert_eq!(t.action(t.len()), None);
        assert_eq!(
            t.digest().to_hex(),
            "c350527c3643bcaf6f3360bfaaf019276945c85a8cc44bebec3511c9dcf6a0ac"
        );
    }

    #[test]
    fn sizes_are_shares_of_the_pot_within_the_range() {
        let range = AmountRange { min: 1, max: 100 };
        let amounts: Vec<u32> = BetSize::ALL.iter().map(|s| s.amount(9, range)).collect();
        assert_eq!(amounts, [1, 5, 9, 100]);
        let short = AmountRange { min: 1, max: 3 };
        let amounts: Vec<u32> = BetSize::ALL.iter().map(|s| s.amount(9, short)).collect();
        assert_eq!(amounts, [1, 3, 3, 3]);
    }

    /// Random matches of every preset: at every step, each legal abstract id is a legal
    /// concrete action, no two legal ids do the same, each maps back to itself, and every
    /// legal concrete action has a legal abstract id.
    #[test]
    fn abstract_ids_are_legal_concrete_actions() {
        use crate::bots::{Bot as _, RandomBot};
        use crate::{DealSource, NewGame, Seed};
        for preset in crate::PRESETS {
            let t = AbstractActions::new(&preset.rules);
            for m in 0..6u8 {
                let mut rules = preset.rules;
                rules.max_deals = crate::MaxDeals(std::num::NonZeroU32::new(3));
                let players = 3 + usize::from(m % 2);
                if rules.validate(players).is_err() {
                    continue;
                }
                let mut game = Game::new(NewGame {
                    rules,
                    players: (0..players).map(|i| format!("p{i}")).collect(),
                    source: DealSource::Seed {
                        seed: Seed([m; 32]),
                        first_dealer: None,
                    },
                    start: None,
                    bots: Vec::new(),
                })
                .expect("a match")
                .game;
                let mut bot = RandomBot::new(u64::from(m));
                while let Some(seat) = game.to_act() {
                    let ids = t.legal_ids(&game, seat);
                    assert!(!ids.is_empty());
                    let mut seen = Vec::new();
                    for &id in &ids {
                        let action = t.concrete(&game, seat, id).expect("legal");
                        assert!(game.legal_actions(seat).allows(&action), "{action}");
                        assert!(!seen.contains(&action), "{action} twice");
                        assert_eq!(t.id_of(&game, seat, &action), Some(id));
                        seen.push(action);
                    }
                    let mut mask = vec![false; t.len() as usize];
                    t.write_mask(&game, seat, &mut mask);
                    let from_mask: Vec<u32> = (0..t.len()).filter(|&i| mask[i as usize]).collect();
                    assert_eq!(from_mask, ids);
                    let other = Seat((seat.index() + 1) % players);
                    assert!(t.legal_ids(&game, other).is_empty());
                    let action = bot.choose_in(&game, seat).expect("an action");
                    let id = t.id_of(&game, seat, &action).expect("an abstract id");
                    assert!(ids.contains(&id));
                    game = game.apply(seat, action).expect("legal").game;
                }
            }
        }
    }
}

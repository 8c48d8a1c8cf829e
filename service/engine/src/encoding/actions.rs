//! Stable action ids: every concrete action of a table, numbered once and for all.
//!
//! A table is the deck, whether the first leader chooses a direction (`discard_direction`,
//! RULES 9.3) and the most chips a seat can hold (`M`: the match's chips, `players ×
//! starting_chips` for a match from its start). Its ids, with `D` the deck's size in listing
//! order (suit C S H D, then rank) and `w` = 3 under `leader_choice`, else 1:
//!
//! | ids | action |
//! |---|---|
//! | `0` | `pass` |
//! | `1 …= M` | `bet a`, id `a` |
//! | `M + 1` | `call` |
//! | `M + 2 …= 2M + 1` | `raise a`, id `M + 1 + a` |
//! | `2M + 2` | `fold` |
//! | `2M + 3 + w·k + j` | `lead c` for the `k`-th card `c` of the deck; `j` = 0 no direction, 1 `up`, 2 `down` |
//! | `2M + 3 + w·D` | `deal` (without a deck order) |
//!
//! So `len = 2M + 4 + w·D`. A deal with a supplied deck order has no id: a match from supplied
//! decks deals them from outside the enumeration. The golden test `tests/action_ids.rs` pins
//! the count, a few ids and the SHA-256 of the whole enumeration for every preset and player
//! count: an id never changes for a table once released.

use std::fmt;

use sha2::{Digest as _, Sha256};

use crate::action::{Action, Direction};
use crate::card::DeckKind;
use crate::codes::EngineCode;
use crate::game::Game;
use crate::legal::{AmountRange, LegalActions};
use crate::random::Digest;
use crate::rules::Rules;

use super::{deck_card, deck_index};

/// The most chips a table may count (`M`): its enumeration has `2M + 4 + w·D` ids, so a mask
/// stays a few megabytes at most.
pub const MAX_TABLE_CHIPS: u64 = 1 << 20;

/// A table whose chips are more than [`MAX_TABLE_CHIPS`] (code `table_too_large`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableTooLarge {
    /// The chips asked for.
    pub chips: u64,
}

impl TableTooLarge {
    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        EngineCode::TableTooLarge.as_str()
    }
}

impl fmt::Display for TableTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a table of {} chips has too many action ids: at most {MAX_TABLE_CHIPS} chips",
            self.chips
        )
    }
}

impl std::error::Error for TableTooLarge {}

/// An id past the end of a table (code `action_id_out_of_range`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionIdOutOfRange {
    /// The id asked for.
    pub id: u32,
    /// The table's number of ids: every id is below it.
    pub len: u32,
}

impl ActionIdOutOfRange {
    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        EngineCode::ActionIdOutOfRange.as_str()
    }
}

impl fmt::Display for ActionIdOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no action has id {}: the match's table has {} ids, 0 to {}",
            self.id,
            self.len,
            self.len - 1
        )
    }
}

impl std::error::Error for ActionIdOutOfRange {}

/// The enumeration of a table's concrete actions (the module's table gives the layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionTable {
    deck: DeckKind,
    directions: bool,
    max_chips: u32,
}

impl ActionTable {
    /// The table of `rules` where a seat can hold at most `max_chips`.
    ///
    /// # Errors
    ///
    /// [`TableTooLarge`] beyond [`MAX_TABLE_CHIPS`].
    pub fn new(rules: &Rules, max_chips: u64) -> Result<ActionTable, TableTooLarge> {
        if max_chips > MAX_TABLE_CHIPS {
            return Err(TableTooLarge { chips: max_chips });
        }
        Ok(ActionTable {
            deck: rules.deck,
            directions: rules.discard_direction.leader_chooses(),
            // At most 2^20 (above).
            max_chips: max_chips as u32,
        })
    }

    /// The table of a match from its start: `players × starting_chips` chips.
    ///
    /// # Errors
    ///
    /// [`TableTooLarge`] beyond [`MAX_TABLE_CHIPS`].
    pub fn for_players(rules: &Rules, players: usize) -> Result<ActionTable, TableTooLarge> {
        ActionTable::new(rules, players as u64 * u64::from(rules.starting_chips))
    }

    /// The table of `game`: its rules and all its chips (constant for the match, I1).
    ///
    /// # Errors
    ///
    /// [`TableTooLarge`] beyond [`MAX_TABLE_CHIPS`].
    pub fn of_game(game: &Game) -> Result<ActionTable, TableTooLarge> {
        ActionTable::new(game.rules(), game.state().total_chips)
    }

    /// `M`, the most chips a seat can hold.
    pub const fn max_chips(&self) -> u32 {
        self.max_chips
    }

    /// The deck.
    pub const fn deck(&self) -> DeckKind {
        self.deck
    }

    /// Ids per card of a lead (`w`): 3 under `leader_choice`, else 1.
    const fn per_card(&self) -> u32 {
        if self.directions { 3 } else { 1 }
    }

    const fn call_id(&self) -> u32 {
        self.max_chips + 1
    }

    const fn fold_id(&self) -> u32 {
        2 * self.max_chips + 2
    }

    const fn lead_base(&self) -> u32 {
        2 * self.max_chips + 3
    }

    const fn deal_id(&self) -> u32 {
        self.lead_base() + self.per_card() * self.deck.size()
    }

    /// The number of ids.
    pub const fn len(&self) -> u32 {
        self.deal_id() + 1
    }

    /// Never: every table has at least `pass`.
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// The action of `id`, or `None` past the end.
    pub fn action(&self, id: u32) -> Option<Action> {
        let m = self.max_chips;
        Some(match id {
            0 => Action::Pass,
            a if a <= m => Action::Bet { amount: a },
            a if a == self.call_id() => Action::Call,
            a if a < self.fold_id() => Action::Raise {
                amount: a - self.call_id(),
            },
            a if a == self.fold_id() => Action::Fold,
            a if a < self.deal_id() => {
                let offset = a - self.lead_base();
                let card = deck_card(self.deck, offset / self.per_card())?;
                let direction = match offset % self.per_card() {
                    1 => Some(Direction::Up),
                    2 => Some(Direction::Down),
                    _ => None,
                };
                Action::Lead { card, direction }
            }
            a if a == self.deal_id() => Action::Deal { deck: None },
            _ => return None,
        })
    }

    /// The action of `id`, for a caller that names actions by id.
    ///
    /// # Errors
    ///
    /// [`ActionIdOutOfRange`] past the end.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::encoding::ActionTable;
    /// use poch_engine::{Action, Rules};
    ///
    /// let table = ActionTable::for_players(&Rules::CLASSIC, 4)?;
    /// assert_eq!(table.action_of(401), Ok(Action::Call));
    /// let e = table.action_of(836).expect_err("past the end");
    /// assert_eq!((e.code(), e.len), ("action_id_out_of_range", 836));
    /// # Ok::<(), poch_engine::encoding::TableTooLarge>(())
    /// ```
    pub fn action_of(&self, id: u32) -> Result<Action, ActionIdOutOfRange> {
        self.action(id).ok_or(ActionIdOutOfRange {
            id,
            len: self.len(),
        })
    }

    /// The id of `action`, or `None` for an action the table has no id for: an amount of 0 or
    /// above `M`, a card not of the deck, a direction where the table chooses none, a deal with
    /// a deck order, a time-out (it stands for the action it becomes).
    pub fn id(&self, action: &Action) -> Option<u32> {
        let amount = |a: u32| (1..=self.max_chips).contains(&a).then_some(a);
        match action {
            Action::Pass => Some(0),
            Action::Bet { amount: a } => amount(*a),
            Action::Call => Some(self.call_id()),
            Action::Raise { amount: a } => amount(*a).map(|a| self.call_id() + a),
            Action::Fold => Some(self.fold_id()),
            Action::Lead { card, direction } => {
                let k = deck_index(self.deck, *card)?;
                let j = match (direction, self.directions) {
                    (None, _) => 0,
                    (Some(Direction::Up), true) => 1,
                    (Some(Direction::Down), true) => 2,
                    (Some(Direction::Up | Direction::Down), false) => return None,
                };
                Some(self.lead_base() + self.per_card() * k + j)
            }
            Action::Deal { deck: None } => Some(self.deal_id()),
            Action::Deal { deck: Some(_) } | Action::Timeout => None,
        }
    }

    /// The ids of the actions `legal` allows, ascending: exactly the ids whose action
    /// [`LegalActions::allows`] (amounts above `M` have no id and are left out).
    pub fn legal_ids(&self, legal: &LegalActions) -> Vec<u32> {
        let mut ids = Vec::new();
        self.for_each_legal(legal, |id| ids.push(id));
        ids
    }

    /// One flag per id: whether `legal` allows its action.
    pub fn mask(&self, legal: &LegalActions) -> Vec<bool> {
        let mut mask = vec![false; self.len() as usize];
        self.for_each_legal(legal, |id| mask[id as usize] = true);
        mask
    }

    /// Sets `out[id]` for each id whose action `legal` allows, and clears the rest (`out` at
    /// least [`ActionTable::len`] long): [`ActionTable::mask`] into a buffer the caller keeps.
    pub fn write_mask<T: From<bool> + Copy>(&self, legal: &LegalActions, out: &mut [T]) {
        out.fill(T::from(false));
        self.for_each_legal(legal, |id| out[id as usize] = T::from(true));
    }

    /// The number of ids `legal` allows: [`ActionTable::legal_ids`]' length, counted without
    /// listing them.
    pub fn legal_count(&self, legal: &LegalActions) -> u32 {
        let leads = legal.lead.len() * self.ids_per_lead(legal);
        u32::from(legal.pass)
            + self.clipped(legal.bet)
            + u32::from(legal.call.is_some())
            + self.clipped(legal.raise)
            + u32::from(legal.fold)
            + leads
            + u32::from(legal.deal && !legal.deck_required)
    }

    /// The `i`-th of the ids `legal` allows, ascending (`legal_ids(legal)[i]`), found without
    /// listing them: what a uniformly random legal id takes, `i` drawn below
    /// [`ActionTable::legal_count`]. `None` for `i` at or past the count.
    pub fn nth_legal(&self, legal: &LegalActions, mut i: u32) -> Option<u32> {
        // Each kind in the enumeration's order: its ids, or `i` less their number.
        let mut take = |n: u32| -> Option<u32> {
            if i < n {
                Some(i)
            } else {
                i -= n;
                None
            }
        };
        if take(u32::from(legal.pass)).is_some() {
            return Some(0);
        }
        if let Some(k) = take(self.clipped(legal.bet)) {
            return legal.bet.map(|r| r.min.max(1) + k);
        }
        if take(u32::from(legal.call.is_some())).is_some() {
            return Some(self.call_id());
        }
        if let Some(k) = take(self.clipped(legal.raise)) {
            return legal.raise.map(|r| self.call_id() + r.min.max(1) + k);
        }
        if take(u32::from(legal.fold)).is_some() {
            return Some(self.fold_id());
        }
        let per_lead = self.ids_per_lead(legal);
        if let Some(k) = take(legal.lead.len() * per_lead) {
            let (card, j) = if per_lead == 1 {
                (k, 0)
            } else {
                (k / per_lead, k % per_lead)
            };
            let card = legal.lead.iter().nth(card as usize)?;
            let base = self.lead_base() + self.per_card() * deck_index(self.deck, card)?;
            if legal.directions.is_empty() {
                return Some(base);
            }
            // The `j`-th of the directions allowed, up before down.
            let d = [Direction::Up, Direction::Down]
                .into_iter()
                .filter(|d| legal.directions.contains(d))
                .nth(j as usize)?;
            return Some(base + if d == Direction::Up { 1 } else { 2 });
        }
        (take(u32::from(legal.deal && !legal.deck_required)).is_some()).then(|| self.deal_id())
    }

    /// The amounts of `range` that have ids (from 1 to `M`).
    fn clipped(&self, range: Option<AmountRange>) -> u32 {
        range.map_or(0, |r| {
            let (low, high) = (r.min.max(1), r.max.min(self.max_chips));
            if high >= low { high - low + 1 } else { 0 }
        })
    }

    /// The ids a legal lead has: one without a direction to choose; with one, the directions
    /// allowed, where the table numbers them.
    fn ids_per_lead(&self, legal: &LegalActions) -> u32 {
        if legal.directions.is_empty() {
            1
        } else if self.directions {
            [Direction::Up, Direction::Down]
                .iter()
                .filter(|d| legal.directions.contains(d))
                .count() as u32
        } else {
            0
        }
    }

    /// Calls `f` with each legal id, ascending.
    fn for_each_legal(&self, legal: &LegalActions, mut f: impl FnMut(u32)) {
        let clip = |r: AmountRange| r.min.max(1)..=r.max.min(self.max_chips);
        if legal.pass {
            f(0);
        }
        if let Some(r) = legal.bet {
            clip(r).for_each(&mut f);
        }
        if legal.call.is_some() {
            f(self.call_id());
        }
        if let Some(r) = legal.raise {
            clip(r).for_each(|a| f(self.call_id() + a));
        }
        if legal.fold {
            f(self.fold_id());
        }
        for card in legal.lead.iter() {
            let Some(k) = deck_index(self.deck, card) else {
                continue;
            };
            let base = self.lead_base() + self.per_card() * k;
            if legal.directions.is_empty() {
                f(base);
            } else if self.directions {
                for d in [Direction::Up, Direction::Down] {
                    if legal.directions.contains(&d) {
                        f(base + if d == Direction::Up { 1 } else { 2 });
                    }
                }
            }
        }
        if legal.deal && !legal.deck_required {
            f(self.deal_id());
        }
    }

    /// Every id with its action, in order.
    pub fn iter(&self) -> impl Iterator<Item = (u32, Action)> + '_ {
        (0..self.len()).filter_map(|id| self.action(id).map(|a| (id, a)))
    }

    /// SHA-256 of the whole enumeration, one line `"{id} {action}\n"` per id in the rules'
    /// notation (`"0 pass"`, `"1 bet 1"`, …, `"835 deal"`): what the golden test pins.
    pub fn digest(&self) -> Digest {
        use std::fmt::Write as _;
        let mut hash = Sha256::new();
        // One buffer for many lines: a table of `MAX_TABLE_CHIPS` has two million of them.
        let mut lines = String::with_capacity(1 << 16);
        for (id, action) in self.iter() {
            // Writing to a String cannot fail.
            let _ = writeln!(lines, "{id} {action}");
            if lines.len() >= 1 << 15 {
                hash.update(lines.as_bytes());
                lines.clear();
            }
        }
        hash.update(lines.as_bytes());
        Digest(hash.finalize().into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_four_players() {
        let t = ActionTable::for_players(&Rules::CLASSIC, 4).expect("table");
        assert_eq!(t.max_chips(), 400);
        assert_eq!(t.len(), 2 * 400 + 4 + 32);
        assert_eq!(t.action(0), Some(Action::Pass));
        assert_eq!(t.action(1), Some(Action::Bet { amount: 1 }));
        assert_eq!(t.action(400), Some(Action::Bet { amount: 400 }));
        assert_eq!(t.action(401), Some(Action::Call));
        assert_eq!(t.action(402), Some(Action::Raise { amount: 1 }));
        assert_eq!(t.action(801), Some(Action::Raise { amount: 400 }));
        assert_eq!(t.action(802), Some(Action::Fold));
        assert_eq!(t.action(803).map(|a| a.to_string()), Some("lead 7C".into()));
        assert_eq!(t.action(834).map(|a| a.to_string()), Some("lead AD".into()));
        assert_eq!(t.action(835), Some(Action::Deal { deck: None }));
        assert_eq!(t.action(836), None);
        for (id, action) in t.iter() {
            assert_eq!(t.id(&action), Some(id), "{action}");
        }
        assert_eq!(t.id(&Action::Bet { amount: 0 }), None);
        assert_eq!(t.id(&Action::Bet { amount: 401 }), None);
        assert_eq!(t.id(&"lead 2C".parse().expect("action")), None);
        assert_eq!(t.id(&"lead 7C up".parse().expect("action")), None);
    }

    #[test]
    fn leader_choice_has_three_ids_a_card() {
        let rules = Rules::preset("five-card").expect("preset");
        let t = ActionTable::for_players(&rules, 3).expect("table");
        assert_eq!(t.len(), 2 * 300 + 4 + 3 * 32);
        let base = 2 * 300 + 3;
        for (j, s) in ["lead 7C", "lead 7C up", "lead 7C down"].iter().enumerate() {
            assert_eq!(
                t.action(base + j as u32).map(|a| a.to_string()).as_deref(),
                Some(*s)
            );
        }
        for (id, action) in t.iter() {
            assert_eq!(t.id(&action), Some(id), "{action}");
        }
    }

    #[test]
    fn the_nth_legal_id_is_the_nth_of_the_list() {
        use crate::card::CardSet;
        let card = |s: &str| s.parse::<crate::card::Card>().expect("a card");
        let leads: CardSet = [card("7C"), card("QH"), card("AD")].into_iter().collect();
        let range = |min, max| Some(AmountRange { min, max });
        let cases = [
            LegalActions::default(),
            LegalActions {
                pass: true,
                bet: range(1, 95),
                ..LegalActions::default()
            },
            LegalActions {
                // An amount of 0 and amounts above M have no id.
                bet: range(0, 500),
                call: Some(3),
                raise: range(2, 450),
                fold: true,
                ..LegalActions::default()
            },
            LegalActions {
                lead: leads,
                ..LegalActions::default()
            },
            LegalActions {
                lead: leads,
                directions: vec![Direction::Down, Direction::Up],
                ..LegalActions::default()
            },
            LegalActions {
                lead: leads,
                directions: vec![Direction::Down],
                ..LegalActions::default()
            },
            LegalActions {
                deal: true,
                ..LegalActions::default()
            },
            LegalActions {
                deal: true,
                deck_required: true,
                ..LegalActions::default()
            },
        ];
        let classic = ActionTable::for_players(&Rules::CLASSIC, 4).expect("table");
        let rules = Rules::preset("five-card").expect("preset");
        let choice = ActionTable::for_players(&rules, 3).expect("table");
        for table in [classic, choice] {
            for legal in &cases {
                let ids = table.legal_ids(legal);
                assert_eq!(table.legal_count(legal) as usize, ids.len(), "{legal:?}");
                let nth: Vec<u32> = (0..table.legal_count(legal))
                    .map(|i| table.nth_legal(legal, i).expect("an id below the count"))
                    .collect();
                assert_eq!(nth, ids, "{legal:?}");
                assert_eq!(table.nth_legal(legal, table.legal_count(legal)), None);
            }
        }
    }

    #[test]
    fn too_many_chips_is_refused() {
        let e = ActionTable::new(&Rules::CLASSIC, MAX_TABLE_CHIPS + 1).expect_err("too large");
        assert_eq!(e.code(), "table_too_large");
        assert!(ActionTable::new(&Rules::CLASSIC, MAX_TABLE_CHIPS).is_ok());
    }

    #[test]
    fn an_id_past_the_end_is_refused() {
        let t = ActionTable::for_players(&Rules::CLASSIC, 4).expect("table");
        assert_eq!(t.action_of(835), Ok(Action::Deal { deck: None }));
        let e = t.action_of(836).expect_err("past the end");
        assert_eq!(e, ActionIdOutOfRange { id: 836, len: 836 });
        assert_eq!(e.code(), "action_id_out_of_range");
        assert_eq!(
            e.to_string(),
            "no action has id 836: the match's table has 836 ids, 0 to 835"
        );
        assert!(t.action_of(u32::MAX).is_err());
    }
}

//! Phase 2: Pochen, the betting (RULES §8).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Spare;
use crate::error::Rejection;
use crate::event::{Event, EventKind, Layer, PochenOutcome, Status, push_event};
use crate::field::Field;
use crate::rules::{InitialPass, PairTieBreak, PochenEligibility, Rules, ShortStack};
use crate::seats::{Seat, SeatSet};
use crate::state::{GameState, Phase, PochenState};

/// A group: 2, 3 or 4 cards of one rank (RULES 8.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Group {
    /// How many cards.
    pub size: u32,
    /// Their rank.
    pub rank: Rank,
}

impl Group {
    /// The best group of a hand (RULES 8.1.2): more cards beat fewer, then the higher rank.
    /// `None` for a hand without a pair.
    pub fn best(hand: CardSet) -> Option<Group> {
        // More cards first; among the ranks with that many, the highest.
        (2..=4).rev().find_map(|size| {
            let top = hand.ranks_with_at_least(size).checked_ilog2()?;
            Some(Group {
                size,
                rank: Rank::new(u8::try_from(top).ok()?)?,
            })
        })
    }

    /// The group's cards within `hand`, in listing order.
    pub fn cards(self, hand: CardSet) -> CardSet {
        hand.of_rank(self.rank)
    }
}

/// The highest card of a hand (RULES 8.1.4, ED-36): the higher rank, then the suit, clubs >
/// spades > hearts > diamonds. `None` for an empty hand.
pub(crate) fn high_card(hand: CardSet) -> Option<Card> {
    hand.iter()
        .max_by_key(|c| (c.rank().index(), 3 - c.suit() as u8))
}

/// The cards a hand reveals at a showdown (ED-13, ED-37): its best group; without one, under
/// `pochen_eligibility=high_card` its highest card, else nothing.
pub(crate) fn shown_cards(rules: &Rules, hand: CardSet) -> CardSet {
    match Group::best(hand) {
        Some(g) => g.cards(hand),
        None if rules.pochen_eligibility == PochenEligibility::HighCard => {
            high_card(hand).into_iter().collect()
        }
        None => CardSet::EMPTY,
    }
}

/// The showdown strength of a hand: comparable, higher is better; equal means a tie
/// (RULES 8.1.3, 8.2, §17 C7). Under `pochen_eligibility=high_card` a hand without a group
/// ranks by its highest card, below every group (8.1.4, ED-36).
pub(crate) fn strength(rules: &Rules, hand: CardSet, pay: Suit) -> (u32, u8, u8) {
    match Group::best(hand) {
        None => match high_card(hand) {
            Some(c) if rules.pochen_eligibility == PochenEligibility::HighCard => {
                (1, c.rank().index(), 3 - c.suit() as u8)
            }
            Some(_) | None => (0, 0, 0),
        },
        Some(g) => {
            let pay_card = rules.pair_tie_break == PairTieBreak::PaySuit
                && hand.contains(Card::new(g.rank, pay));
            (g.size, g.rank.index(), u8::from(pay_card))
        }
    }
}

/// How phase 2 ends: computed from the betting, the hands and the POCH field.
pub(crate) struct Resolution {
    pub(crate) outcome: PochenOutcome,
    pub(crate) winner: Option<Seat>,
    pub(crate) payouts: Vec<u32>,
    pub(crate) layers: Vec<Layer>,
    pub(crate) poch_after: u32,
    /// The seats that show their best group (ED-13), in seat order from forehand.
    pub(crate) shown: SeatSet,
}

/// RULES 8.5.3–8.10, ED-14, ED-15, ED-18: the outcome of finished betting.
pub(crate) fn resolve(
    rules: &Rules,
    hands: &[CardSet],
    pay: Suit,
    p: &PochenState,
    poch_before: u32,
    forehand: Seat,
) -> Resolution {
    let n = hands.len();
    let mut payouts = vec![0u32; n];
    let mut layers = Vec::new();
    let live: SeatSet = Seat::all(n)
        .filter(|&s| matches!(p.statuses[s], Status::In | Status::AllIn))
        .collect();
    if p.high_stake == 0 {
        return Resolution {
            outcome: PochenOutcome::AllPassed,
            winner: None,
            payouts,
            layers,
            poch_after: poch_before,
            shown: SeatSet::EMPTY,
        };
    }
    if let (1, Some(w)) = (live.len(), live.iter().next()) {
        payouts[w] = poch_before + p.contributions.iter().sum::<u32>();
        let shown = if rules.uncontested_show == crate::rules::UncontestedShow::Pair {
            live
        } else {
            SeatSet::EMPTY
        };
        return Resolution {
            outcome: PochenOutcome::Uncontested,
            winner: Some(w),
            payouts,
            layers,
            poch_after: 0,
            shown,
        };
    }
    let shown = live;
    // Each live hand's strength, computed once.
    let mut strengths = [(0u32, 0u8, 0u8); crate::state::MAX_PLAYERS];
    for seat in live.iter() {
        if let Some(slot) = strengths.get_mut(seat.index()) {
            *slot = strength(rules, hands[seat], pay);
        }
    }
    let strength_of = |seat: Seat| strengths.get(seat.index()).copied().unwrap_or((0, 0, 0));
    // ED-15, §17 C6: layers over the distinct positive contributions (at most one a seat).
    let mut level_buf = [0u32; crate::state::MAX_PLAYERS];
    let mut count = 0;
    for &c in p.contributions.iter().filter(|&&c| c > 0) {
        if let Some(slot) = level_buf.get_mut(count) {
            *slot = c;
            count += 1;
        }
    }
    let levels = &mut level_buf[..count];
    levels.sort_unstable();
    let mut distinct = 0;
    for i in 0..levels.len() {
        if i == 0 || levels[i] != levels[distinct - 1] {
            levels[distinct] = levels[i];
            distinct += 1;
        }
    }
    let levels = &levels[..distinct];
    layers.reserve_exact(levels.len());
    let mut poch_after = 0;
    let mut prev = 0;
    let mut first_winners = SeatSet::EMPTY;
    for (k, &level) in levels.iter().enumerate() {
        let mut amount: u32 = p
            .contributions
            .iter()
            .map(|&c| c.min(level) - c.min(prev))
            .sum();
        if k == 0 {
            amount += poch_before;
        }
        let eligible: SeatSet = live
            .iter()
            .filter(|&s| p.contributions[s] >= level)
            .collect();
        let best = eligible.iter().map(strength_of).max().unwrap_or((0, 0, 0));
        let winners: SeatSet = eligible
            .iter()
            .filter(|&s| strength_of(s) == best)
            .collect();
        let share = amount / winners.len().max(1);
        let remainder = amount % winners.len().max(1);
        for w in winners.iter() {
            payouts[w] += share;
        }
        poch_after += remainder;
        if k == 0 {
            first_winners = winners;
        }
        layers.push(Layer {
            level,
            amount,
            eligible,
            winners,
            share,
            remainder,
        });
        prev = level;
    }
    // ED-18: for a split, the tied seat first from forehand (inclusive) in the direction of
    // play (ED-41).
    let winner = first_winners.first_from(forehand, n, rules.direction_of_play);
    Resolution {
        outcome: PochenOutcome::Showdown,
        winner,
        payouts,
        layers,
        poch_after,
        shown,
    }
}

/// What a seat may do in phase 2 right now (amounts in chips).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BetOptions {
    pub(crate) pass: bool,
    pub(crate) bet: Option<(u32, u32)>,
    pub(crate) call: Option<u32>,
    pub(crate) raise: Option<(u32, u32)>,
    pub(crate) fold: bool,
}

/// A seat's stakes in phase 2, as [`GameState::stakes`] reads them.
struct Stakes {
    /// A bet is outstanding: the seat's contribution is below the high stake.
    outstanding: bool,
    /// The seat may bet, call and raise (`pochen_eligibility`).
    eligible: bool,
    /// The seat's stack.
    stack: u32,
    /// The chips that match the high stake (0 with no bet outstanding).
    to_call: u32,
    /// The most a bet or raise may add under the cap (`short_stack=cap`).
    cap_room: Option<u32>,
}

impl Stakes {
    /// The amounts a bet (or, with a bet outstanding, a raise) may be: 1 to the most the stack
    /// and the cap allow; `None` when not even 1 chip is.
    fn amounts(&self) -> Option<(u32, u32)> {
        let by_stack = self.stack.saturating_sub(self.to_call);
        let max = self.cap_room.map_or(by_stack, |room| room.min(by_stack));
        (max >= 1).then_some((1, max))
    }

    /// Why a bet or raise of `amount` is refused, in the order the rules are checked; `None`
    /// for an amount of [`Stakes::amounts`].
    fn refusal(&self, amount: u32) -> Option<Rejection> {
        if amount < 1 {
            return Some(Rejection::BetBelowMinimum);
        }
        if let Some(maximum) = self.cap_room
            && amount > maximum
        {
            return Some(Rejection::AboveMaximum { maximum });
        }
        let needed = u64::from(self.to_call) + u64::from(amount);
        (needed > u64::from(self.stack)).then_some(Rejection::InsufficientChips {
            needed,
            stack: self.stack,
        })
    }
}

impl GameState {
    fn pochen_ref(&self) -> &PochenState {
        self.deal_ref()
            .pochen
            .as_ref()
            .unwrap_or_else(|| unreachable!("no phase 2"))
    }

    fn pochen_mut(&mut self) -> &mut PochenState {
        self.deal_mut()
            .pochen
            .as_mut()
            .unwrap_or_else(|| unreachable!("no phase 2"))
    }

    /// Whether `seat` may bet, call and raise (RULES 8.3).
    pub(crate) fn eligible(&self, seat: Seat) -> bool {
        match self.rules.pochen_eligibility {
            // ED-38: as under `any`, everyone.
            PochenEligibility::Any | PochenEligibility::HighCard => true,
            PochenEligibility::PairRequired => Group::best(self.deal_ref().hands[seat]).is_some(),
        }
    }

    /// The cap M under `short_stack=cap` (RULES 8.9.2, ED-16, §17 C2).
    fn cap(&self) -> u32 {
        let p = self.pochen_ref();
        (0..self.players())
            .filter(|&j| matches!(p.statuses[j], Status::In | Status::AllIn))
            .map(|j| p.contributions[j] + self.stacks[j])
            .min()
            .unwrap_or(0)
    }

    /// RULES 8.4, 8.9: the options of `seat`, assuming it is the actor.
    /// What `seat` may put in now (RULES 8.4, 8.9, 12.4): the one computation that both the
    /// legal amounts ([`GameState::bet_options`]) and the refusals
    /// ([`GameState::validate_pochen`]) read.
    fn stakes(&self, seat: Seat) -> Stakes {
        let p = self.pochen_ref();
        let own = p.contributions[seat];
        let h = p.high_stake;
        Stakes {
            outstanding: own < h,
            eligible: self.eligible(seat),
            stack: self.stacks[seat],
            to_call: h.saturating_sub(own),
            // Under `short_stack=cap` no contribution may pass the cap: a bet or a raise adds
            // at most the cap minus the high stake (with no bet outstanding, `own` is `h`).
            cap_room: match self.rules.short_stack {
                ShortStack::Cap => Some(self.cap().saturating_sub(h)),
                ShortStack::AllIn => None,
            },
        }
    }

    pub(crate) fn bet_options(&self, seat: Seat) -> BetOptions {
        let stakes = self.stakes(seat);
        let amounts = stakes.amounts();
        if stakes.outstanding {
            BetOptions {
                pass: false,
                bet: None,
                call: stakes.eligible.then_some(stakes.to_call.min(stakes.stack)),
                raise: amounts.filter(|_| stakes.eligible),
                fold: true,
            }
        } else {
            BetOptions {
                pass: true,
                bet: amounts.filter(|_| stakes.eligible),
                call: None,
                raise: None,
                fold: false,
            }
        }
    }

    pub(crate) fn validate_pochen(&self, seat: Seat, action: &Action) -> Result<(), Rejection> {
        if Phase::of(action) != Some(Phase::Pochen) {
            return Err(Rejection::WrongPhase {
                action: action.kind(),
                phase: Phase::Pochen,
            });
        }
        let stakes = self.stakes(seat);
        match *action {
            Action::Pass if stakes.outstanding => Err(Rejection::BetOutstanding),
            Action::Fold if !stakes.outstanding => Err(Rejection::NothingToCall),
            Action::Pass | Action::Fold => Ok(()),
            Action::Bet { .. } if stakes.outstanding => Err(Rejection::BetOutstanding),
            Action::Call | Action::Raise { .. } if !stakes.outstanding => {
                Err(Rejection::NothingToCall)
            }
            Action::Bet { .. } | Action::Call | Action::Raise { .. } if !stakes.eligible => {
                Err(Rejection::NotEligible)
            }
            Action::Call => Ok(()),
            Action::Bet { amount } | Action::Raise { amount } => {
                stakes.refusal(amount).map_or(Ok(()), Err)
            }
            Action::Lead { .. } | Action::Deal { .. } | Action::Timeout => {
                unreachable!("a phase-2 action, checked above")
            }
        }
    }

    /// RULES 8.5.2, ED-12: statuses and the first actor, or the skip.
    pub(crate) fn start_pochen(&mut self, spare: Spare, events: &mut Vec<Event>) {
        let n = self.players();
        let Spare {
            mut statuses,
            mut contributions,
        } = spare;
        // §17 C5: stacks are measured after the phase-1 claims.
        statuses.clear();
        statuses.extend(
            self.stacks
                .iter()
                .map(|&s| if s == 0 { Status::Out } else { Status::In }),
        );
        contributions.clear();
        contributions.resize(n, 0);
        let mut seats_in: Vec<Seat> = Seat::all(n)
            .filter(|&s| statuses[s] == Status::In)
            .collect();
        let poch = self.board[Field::POCH];
        let skipped = seats_in.len() < 2;
        self.deal_mut().pochen = Some(PochenState {
            statuses,
            contributions,
            high_stake: 0,
            pending: if skipped {
                SeatSet::EMPTY
            } else {
                seats_in.iter().copied().collect()
            },
            last_actor: None,
            poch_before: poch,
            outcome: None,
            winner: None,
        });
        if skipped {
            push_event(events, || {
                Event::public(EventKind::PochenSkipped {
                    seats_in: std::mem::take(&mut seats_in),
                })
            });
            self.end_pochen(events);
        } else {
            push_event(events, || {
                Event::public(EventKind::PochenStarted {
                    seats_in: std::mem::take(&mut seats_in),
                    poch,
                })
            });
        }
    }

    /// Applies a validated phase-2 action.
    pub(crate) fn pochen_action(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        let n = self.players();
        let initial_pass = self.rules.initial_pass;
        let mut stack = self.stacks[seat];
        let p = self.pochen_mut();
        p.last_actor = Some(seat);
        p.pending.remove(seat);
        let mut put = 0;
        let mut raised = false;
        let mut out = false;
        match action {
            Action::Pass => {
                out = initial_pass == InitialPass::Out;
                if out {
                    // §17 C3.
                    p.statuses[seat] = Status::Out;
                }
            }
            Action::Fold => p.statuses[seat] = Status::Folded,
            Action::Bet { amount } => {
                put = amount;
                raised = true;
                p.high_stake = amount;
            }
            Action::Call => put = (p.high_stake - p.contributions[seat]).min(stack),
            Action::Raise { amount } => {
                put = p.high_stake - p.contributions[seat] + amount;
                raised = true;
                p.high_stake += amount;
            }
            Action::Lead { .. } | Action::Deal { .. } | Action::Timeout => {
                unreachable!("validated")
            }
        }
        let all_in = put == stack;
        p.contributions[seat] += put;
        stack -= put;
        if put > 0 && stack == 0 {
            // RULES 8.9.1, §17 C1.
            p.statuses[seat] = Status::AllIn;
        }
        if raised {
            // RULES 8.5.2: a bet or raise resets `pending` to every other IN seat.
            p.pending = Seat::all(n)
                .filter(|&s| s != seat && p.statuses[s] == Status::In)
                .collect();
        }
        self.stacks[seat] = stack;
        push_event(events, || {
            Event::public(match action {
                Action::Pass => EventKind::Passed { seat, out },
                Action::Fold => EventKind::Folded { seat },
                Action::Bet { amount } => EventKind::BetPlaced {
                    seat,
                    amount,
                    put,
                    all_in,
                },
                Action::Call => EventKind::Called { seat, put, all_in },
                Action::Raise { amount } => EventKind::Raised {
                    seat,
                    amount,
                    put,
                    all_in,
                },
                Action::Lead { .. } | Action::Deal { .. } | Action::Timeout => {
                    unreachable!("validated")
                }
            })
        });
        if self.pochen_ref().pending.is_empty() {
            self.end_pochen(events);
        }
    }

    /// RULES 8.5.3–8.10: the outcome, the payouts, and the start of phase 3.
    fn end_pochen(&mut self, events: &mut Vec<Event>) {
        let forehand = self.forehand();
        let poch_before = self.board[Field::POCH];
        let r = resolve(
            &self.rules,
            &self.deal_ref().hands,
            self.deal_ref().upcard.suit(),
            self.pochen_ref(),
            poch_before,
            forehand,
        );
        events.reserve(r.shown.len() as usize + 2);
        let n = self.players();
        for seat in self.rules.direction_of_play.from(forehand, n) {
            if r.shown.contains(seat) {
                self.show_group(seat, events);
            }
        }
        for (stack, pay) in self.stacks.iter_mut().zip(&r.payouts) {
            *stack += pay;
        }
        self.board[Field::POCH] = r.poch_after;
        if r.outcome != PochenOutcome::AllPassed {
            self.deal_mut().awarded.insert(Field::POCH);
        }
        let stacks = self.stacks.clone();
        let pm = self.pochen_mut();
        pm.outcome = Some(r.outcome);
        pm.winner = r.winner;
        pm.pending = SeatSet::EMPTY;
        events.push(Event::public(EventKind::PochenEnded {
            outcome: r.outcome,
            high_stake: pm.high_stake,
            contributions: pm.contributions.clone(),
            statuses: pm.statuses.clone(),
            layers: r.layers,
            payouts: r.payouts,
            winner: r.winner,
            poch_before,
            poch_after: r.poch_after,
            stacks,
        }));
        // RULES 9.1, ED-18.
        self.start_discard(r.winner.unwrap_or(forehand), events);
    }

    /// ED-13: reveals the cards of a seat's best group (empty without a group; under
    /// `high_card`, its highest card, ED-37).
    fn show_group(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let hand = self.deal_ref().hands[seat];
        let cards = shown_cards(&self.rules, hand);
        let deal = self.deal_mut();
        deal.revealed[seat] = deal.revealed[seat].union(cards);
        push_event(events, || {
            Event::public(EventKind::GroupShown { seat, cards })
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &[&str]) -> CardSet {
        cards
            .iter()
            .map(|c| c.parse::<Card>().expect("card"))
            .collect()
    }

    #[test]
    fn best_group_rules() {
        // RULES 8.1.2: AA KK 88 counts as the aces; 999 + 77 as the nines.
        let g = Group::best(set(&["AC", "AD", "KC", "KS", "8C", "JH", "7S", "8D"])).expect("group");
        assert_eq!((g.size, g.rank), (2, Rank::ACE));
        let g = Group::best(set(&["9C", "9S", "9D", "7C", "7D", "JC", "KH", "8S"])).expect("group");
        assert_eq!((g.size, g.rank), (3, Rank::NINE));
        assert_eq!(Group::best(set(&["7C", "8C", "9C"])), None);
        let g = Group::best(set(&["7C", "7S", "7H", "7D", "AC", "AS", "AH"])).expect("group");
        assert_eq!((g.size, g.rank), (4, Rank::SEVEN));
    }

    /// `Group::best` counts a rank's cards across the four suits at once; it must agree with
    /// counting each rank on its own, for hands of every size from every deck's ranks.
    #[test]
    fn best_group_agrees_with_counting_each_rank() {
        let all: Vec<Card> = (0..13)
            .flat_map(|r| Suit::ALL.map(|s| Card::new(Rank::new(r).expect("rank"), s)))
            .collect();
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for round in 0..20_000 {
            let mut hand = CardSet::EMPTY;
            for _ in 0..(round % 20) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                hand = hand.union(CardSet::from_iter([all[(x % 52) as usize]]));
            }
            let mut expected: Option<Group> = None;
            for r in (0..13).rev() {
                let rank = Rank::new(r).expect("rank");
                let size = hand.of_rank(rank).len();
                if size >= 2 && expected.is_none_or(|b| size > b.size) {
                    expected = Some(Group { size, rank });
                }
            }
            assert_eq!(Group::best(hand), expected, "{hand:?}");
        }
    }
}

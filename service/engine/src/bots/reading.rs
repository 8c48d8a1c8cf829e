//! What the other seats' phase-2 actions say of their hands: how likely each hand makes the
//! pass, fold or bet that the seat was seen to make, were it played by the [`HeuristicBot`]'s
//! rules of thumb, or by a search bot as [`search_model`] counted it. A search weighs the
//! worlds it deals by it ([`Reading::keeps`]).
//!
//! [`HeuristicBot`]: super::HeuristicBot

use rand_chacha::ChaCha8Rng;
use rand_core::Rng as _;

use super::{search_model, strength};
use crate::card::CardSet;
use crate::event::Status;
use crate::pochen::Group;
use crate::rules::{InitialPass, PochenEligibility};
use crate::seats::Seat;
use crate::state::GameState;

/// The heuristic bot's least strength for a bet (a pair of jacks), and its chance of a bluff
/// below it (see [`HeuristicBot`](super::HeuristicBot)).
const BET_FROM: f64 = 1.6;
const BLUFF: f64 = 1.0 / 16.0;
/// The strength from which it calls whatever the cost (three of a kind).
const CALL_FROM: f64 = 3.0;

/// What one other seat was seen to do in phase 2, as far as the public state tells.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Seen {
    /// Nothing that tells its hand: it has not acted, had no chips, or sees itself.
    Nothing,
    /// It passed (or checked) with no bet outstanding, a bet open to it.
    Passed,
    /// It folded facing a bet that cost `cost` of a pot of `in_pot`, after putting in chips
    /// itself (`bet`) or not.
    Folded { cost: u32, in_pot: u32, bet: bool },
    /// It bet, called or raised and stayed in.
    PutIn,
}

/// How likely the other seats' phase-2 actions are with the hands a world gives them.
#[derive(Clone, Debug)]
pub(super) struct Reading {
    seen: Vec<Seen>,
    /// For each seat whose phase-2 actions tell something, how likely they are by the class of
    /// its best group ([`search_model::outcome_weights`]), when the worlds are weighted by the
    /// search bot's betting rather than the rules of thumb.
    outcomes: Option<Vec<Option<[f64; search_model::GROUPS]>>>,
    pair_required: bool,
    /// The weight of a world that the rules of thumb would not have played so: the other seats
    /// are not all heuristic bots, and a world they rule out may be the real one.
    floor: f64,
    rng: ChaCha8Rng,
}

impl Reading {
    /// What `viewer` reads in `state` (its [`Information`](super::Information)'s state),
    /// drawing from `rng`; `None` when nobody's action tells anything.
    /// With `model`, the worlds are weighted by the search bot's betting
    /// ([`search_model::outcome_weights`]).
    pub(super) fn of(
        state: &GameState,
        viewer: Seat,
        floor: f64,
        model: bool,
        rng: ChaCha8Rng,
    ) -> Option<Self> {
        let deal = state.deal.as_ref()?;
        let pochen = deal.pochen.as_ref()?;
        let check = state.rules.initial_pass == InitialPass::Check;
        let total: u32 = pochen.contributions.iter().sum();
        let seen: Vec<Seen> = Seat::all(state.players.len())
            .map(|x| {
                let own = pochen.contributions.get(x.index()).copied().unwrap_or(0);
                let stack = state.stacks.get(x.index()).copied().unwrap_or(0);
                match pochen.statuses.get(x.index()) {
                    _ if x == viewer => Seen::Nothing,
                    Some(Status::Out) if own == 0 && stack > 0 => Seen::Passed,
                    Some(Status::In)
                        if check
                            && own == 0
                            && pochen.high_stake == 0
                            && !pochen.pending.contains(x) =>
                    {
                        Seen::Passed
                    }
                    Some(Status::Folded) => Seen::Folded {
                        cost: pochen.high_stake.saturating_sub(own),
                        in_pot: (pochen.poch_before + total).saturating_sub(own).max(1),
                        bet: own > 0,
                    },
                    Some(Status::In | Status::AllIn) if own > 0 => Seen::PutIn,
                    Some(Status::In | Status::AllIn | Status::Out) | None => Seen::Nothing,
                }
            })
            .collect();
        let outcomes = model.then(|| {
            Seat::all(state.players.len())
                .map(|x| {
                    (x != viewer)
                        .then(|| search_model::outcome(state, x))
                        .flatten()
                        .map(search_model::outcome_weights)
                })
                .collect()
        });
        seen.iter().any(|s| *s != Seen::Nothing).then(|| Reading {
            seen,
            outcomes,
            pair_required: state.rules.pochen_eligibility == PochenEligibility::PairRequired,
            floor,
            rng,
        })
    }

    /// How likely the seen actions are with `hands` (each seat's cards now; `played` are the
    /// cards each has played since phase 2).
    pub(super) fn likelihood(&self, hands: &[CardSet], played: &[CardSet]) -> f64 {
        if let Some(outcomes) = &self.outcomes {
            return outcomes
                .iter()
                .zip(hands.iter().zip(played))
                .map(|(weights, (&hand, &played))| match weights {
                    None => 1.0,
                    Some(w) => {
                        let group = search_model::group_class(Group::best(hand.union(played)));
                        self.floor + (1.0 - self.floor) * w[group]
                    }
                })
                .product();
        }
        self.seen
            .iter()
            .zip(hands.iter().zip(played))
            .map(|(seen, (&hand, &played))| {
                if *seen == Seen::Nothing {
                    return 1.0;
                }
                let group = Group::best(hand.union(played));
                let s = strength(group);
                let eligible = group.is_some() || !self.pair_required;
                let bet = if !eligible {
                    0.0
                } else if s >= BET_FROM {
                    1.0
                } else {
                    BLUFF
                };
                let p = match *seen {
                    Seen::Nothing => 1.0,
                    Seen::Passed => 1.0 - bet,
                    Seen::Folded {
                        cost,
                        in_pot,
                        bet: put_in,
                    } => {
                        let fold = fold_chance(s, cost, in_pot);
                        if put_in { bet * fold } else { fold }
                    }
                    Seen::PutIn => {
                        if s >= BET_FROM {
                            1.0
                        } else if group.is_some() {
                            // A low pair calls when the pot pays for it, or bluffed.
                            0.5
                        } else {
                            BLUFF
                        }
                    }
                };
                self.floor + (1.0 - self.floor) * p
            })
            .product()
    }

    /// Whether a world with `hands` is kept: with the probability [`Reading::likelihood`]
    /// gives it.
    pub(super) fn keeps(&mut self, hands: &[CardSet], played: &[CardSet]) -> bool {
        let p = self.likelihood(hands, played);
        p >= 1.0 || unit(&mut self.rng) < p
    }
}

/// The chance that the heuristic bot folds with strength `s` facing a call of `cost` for a pot
/// of `in_pot` (the figures at the phase's end: the call may have cost less when it folded).
fn fold_chance(s: f64, cost: u32, in_pot: u32) -> f64 {
    if s >= CALL_FROM {
        0.0
    } else if s >= 1.0 {
        let limit = f64::from(in_pot) * (s - 1.0 + 0.6) / 1.8;
        if f64::from(cost) > limit { 1.0 } else { 0.25 }
    } else {
        1.0
    }
}

/// A number in `[0, 1)`.
fn unit(rng: &mut ChaCha8Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests {
    use rand_core::SeedableRng as _;

    use super::*;

    fn hand(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<crate::card::Card>().expect("a card"))
            .collect()
    }

    fn reading(seen: Vec<Seen>) -> Reading {
        Reading {
            seen,
            outcomes: None,
            pair_required: true,
            floor: 0.0,
            rng: ChaCha8Rng::seed_from_u64(1),
        }
    }

    #[test]
    fn a_pass_rules_out_a_high_pair_and_a_bet_a_hand_without_one() {
        let aces = hand("AC AS 7H 9D");
        let sevens = hand("7C 7S 9H JD");
        let nothing = hand("7C 8S 9H JD");
        let none = [CardSet::EMPTY; 2];
        let passed = reading(vec![Seen::Nothing, Seen::Passed]);
        assert_eq!(passed.likelihood(&[nothing, aces], &none), 0.0);
        assert_eq!(passed.likelihood(&[aces, sevens], &none), 1.0 - BLUFF);
        // Without a pair it could not bet (RULES 8.3.1): the pass tells nothing.
        assert_eq!(passed.likelihood(&[aces, nothing], &none), 1.0);
        let put_in = reading(vec![Seen::Nothing, Seen::PutIn]);
        assert_eq!(put_in.likelihood(&[nothing, aces], &none), 1.0);
        assert_eq!(put_in.likelihood(&[nothing, sevens], &none), 0.5);
        // A pair played since counts: the hand was the same in phase 2.
        let played = [CardSet::EMPTY, hand("AS")];
        assert_eq!(put_in.likelihood(&[nothing, hand("AC 7H")], &played), 1.0);
    }

    #[test]
    fn a_fold_rules_out_three_of_a_kind_and_a_cheap_call_weighs_less() {
        let trips = hand("QC QS QH 9D");
        let sevens = hand("7C 7S 9H JD");
        let none = [CardSet::EMPTY; 2];
        let dear = reading(vec![
            Seen::Nothing,
            Seen::Folded {
                cost: 20,
                in_pot: 10,
                bet: false,
            },
        ]);
        assert_eq!(dear.likelihood(&[sevens, trips], &none), 0.0);
        assert_eq!(dear.likelihood(&[trips, sevens], &none), 1.0);
        let cheap = reading(vec![
            Seen::Nothing,
            Seen::Folded {
                cost: 1,
                in_pot: 30,
                bet: false,
            },
        ]);
        assert_eq!(cheap.likelihood(&[trips, sevens], &none), 0.25);
        let mut floored = reading(vec![Seen::Nothing, Seen::Passed]);
        floored.floor = 0.1;
        let aces = hand("AC AS 7H 9D");
        assert!((floored.likelihood(&[sevens, aces], &none) - 0.1).abs() < 1e-12);
        // Kept at about that rate.
        let kept = (0..10_000)
            .filter(|_| floored.keeps(&[sevens, aces], &none))
            .count();
        assert!((850..=1_150).contains(&kept), "{kept}");
    }
}

//! A model of the search bot's phase-2 betting ([`BotKind::Search`](super::BotKind)), learned
//! from the search bot itself, for the information-set search ([`BotKind::Infoset`](super::BotKind))
//! to play the other seats of its playouts with and to read their bets by.
//!
//! The search bot deals the hidden cards uniformly (a bet it sees tells it nothing of the
//! hand behind it), so what it does in phase 2 is close to a function of a few things it
//! sees: its own best group, the cost of a call against the pot, and how many other seats are
//! still in. Two tables of counts hold what it was seen to do, from search bots playing
//! against the information-set bot:
//!
//! - [`BETTING`]: for each [`cell`] (best group × cost × seats in), how often it took each
//!   [`choice`] (with no bet outstanding: pass, bet the least, half the pot, the pot or more;
//!   facing a bet: fold, call, raise the least, half the pot or more);
//! - [`OUTCOMES_SEEN`]: for each best group, how each seat's phase 2 ended as another seat reads it
//!   ([`outcome`]: passed, put chips in and stayed, folded at a cost against the pot, folded
//!   after putting chips in).
//!
//! The tables are generated (`search_model_table.rs`) by the `search_model` example of
//! `poch-cli`, which plays matches of an information-set bot against three search bots and
//! counts every search bot's decision:
//!
//! ```sh
//! cargo run --release -p poch-cli --example search_model -- 8000 7 service/engine/src/bots/search_model_table.rs
//! ```

use rand_chacha::ChaCha8Rng;
use rand_core::Rng as _;

use super::Sight;
use crate::action::Action;
use crate::event::Status;
use crate::field::Field;
use crate::pochen::Group;
use crate::seats::Seat;
use crate::state::GameState;

include!("search_model_table.rs");

/// The best-group classes: none, a pair of each of the 13 ranks, three of a kind, four.
pub const GROUPS: usize = 16;
/// The cost classes: no bet outstanding, then a call's cost against what is in the pot, up to
/// each of [`COST_RATIOS`] and above the last.
pub const COSTS: usize = 2 + COST_RATIOS.len();
/// The upper bounds of the cost classes (a call's chips over the pot less the seat's own).
pub const COST_RATIOS: [f64; 5] = [0.15, 0.3, 0.5, 0.8, 1.2];
/// The classes of the other seats still in: one, two, three or more.
pub const SEATS_IN: usize = 3;
/// The cells of [`BETTING`]: groups × costs × seats in.
pub const CELLS: usize = GROUPS * COSTS * SEATS_IN;
/// The choices of a cell: with no bet outstanding pass, bet 1, bet about half the pot, bet
/// about the pot or more; facing a bet fold, call, raise by 1, raise by about half the pot or
/// more.
pub const CHOICES: usize = 4;
/// The outcomes of [`OUTCOMES_SEEN`]: passed, put in and stayed, folded at each cost class (as
/// [`COSTS`] less the first), folded after putting chips in.
pub const OUTCOMES: usize = 2 + (COSTS - 1) + 1;
/// The fewest decisions seen in a cell for its counts to be played; below, the heuristic
/// bot's rules of thumb play it.
pub const MIN_SEEN: u32 = 8;

/// The class of a best group.
pub fn group_class(group: Option<Group>) -> usize {
    match group {
        None => 0,
        Some(g) if g.size == 2 => 1 + usize::from(g.rank.index()).min(12),
        Some(g) if g.size == 3 => 14,
        Some(_) => 15,
    }
}

/// The cost class of a call of `cost` chips for a pot of `in_pot` (0 is no bet outstanding).
fn cost_class(cost: u32, in_pot: u32) -> usize {
    let ratio = f64::from(cost) / f64::from(in_pot.max(1));
    1 + COST_RATIOS
        .iter()
        .position(|&r| ratio <= r)
        .unwrap_or(COST_RATIOS.len())
}

/// The cell of a phase-2 decision that `sight` shows, `None` when the seat has no choice
/// between putting chips in and not (not its turn in phase 2, or no pair where one is
/// needed).
pub fn cell(sight: &Sight<'_>) -> Option<usize> {
    let legal = &sight.legal;
    let pochen = sight.pochen?;
    let cost = match (legal.bet, legal.call) {
        (Some(_), _) => 0,
        (None, Some(call)) => {
            let contributions: u32 = pochen.contributions.iter().sum();
            let own = pochen
                .contributions
                .get(sight.seat.index())
                .copied()
                .unwrap_or(0);
            let in_pot = (sight.board[Field::POCH] + contributions).saturating_sub(own);
            cost_class(call, in_pot)
        }
        (None, None) => return None,
    };
    let others_in = pochen
        .statuses
        .iter()
        .enumerate()
        .filter(|&(x, s)| x != sight.seat.index() && matches!(s, Status::In | Status::AllIn))
        .count();
    let seats = others_in.clamp(1, SEATS_IN) - 1;
    Some((group_class(sight.best_group) * COSTS + cost) * SEATS_IN + seats)
}

/// The pot as a bet's size is measured against: the POCH field and every contribution.
fn pot(sight: &Sight<'_>) -> u32 {
    let contributions: u32 = sight.pochen.map_or(0, |p| p.contributions.iter().sum());
    sight.board[Field::POCH] + contributions
}

/// The choice class of `action` taken at a decision that `sight` shows.
pub fn choice(sight: &Sight<'_>, action: &Action) -> Option<usize> {
    let size = |amount: u32| {
        let pot = f64::from(pot(sight));
        if amount <= 1 {
            1
        } else if f64::from(amount) < 0.75 * pot {
            2
        } else {
            3
        }
    };
    match *action {
        Action::Pass | Action::Fold => Some(0),
        Action::Call => Some(1),
        Action::Bet { amount } => Some(size(amount)),
        Action::Raise { amount } => Some(if amount <= 1 { 2 } else { 3 }),
        Action::Lead { .. } | Action::Deal { .. } | Action::Timeout => None,
    }
}

/// The action a search bot takes, as [`BETTING`] has it, at the phase-2 decision that `sight`
/// shows, drawn from `rng`; `None` where the table has too few decisions of its cell (or the
/// drawn choice is not legal there).
pub fn draw(sight: &Sight<'_>, rng: &mut ChaCha8Rng) -> Option<Action> {
    let counts = &BETTING[cell(sight)?];
    let seen: u32 = counts.iter().sum();
    if seen < MIN_SEEN {
        return None;
    }
    let mut at = rng.next_u32() % seen;
    let picked = counts.iter().position(|&c| {
        let here = at < c;
        at = at.saturating_sub(c);
        here
    })?;
    let legal = &sight.legal;
    let pot = pot(sight);
    if let Some(bet) = legal.bet {
        return match picked {
            0 => legal.pass.then_some(Action::Pass),
            size => Some(Action::Bet {
                amount: [1, pot / 2, pot][size - 1].clamp(bet.min, bet.max),
            }),
        };
    }
    match picked {
        0 => legal.fold.then_some(Action::Fold),
        1 => legal.call.map(|_| Action::Call),
        size => legal.raise.map(|r| Action::Raise {
            amount: [1, pot / 2][size - 2].clamp(r.min, r.max),
        }),
    }
}

/// How `seat`'s phase 2 ended (or stands) as the other seats read it in `state`: its outcome
/// class, `None` when it tells nothing (it has not acted, or had no chips).
pub fn outcome(state: &GameState, seat: Seat) -> Option<usize> {
    let pochen = state.deal.as_ref()?.pochen.as_ref()?;
    let x = seat.index();
    let own = pochen.contributions.get(x).copied().unwrap_or(0);
    let stack = state.stacks.get(x).copied().unwrap_or(0);
    let total: u32 = pochen.contributions.iter().sum();
    let check = state.rules.initial_pass == crate::rules::InitialPass::Check;
    match pochen.statuses.get(x) {
        Some(Status::Out) if own == 0 && stack > 0 => Some(0),
        Some(Status::In)
            if check && own == 0 && pochen.high_stake == 0 && !pochen.pending.contains(seat) =>
        {
            Some(0)
        }
        Some(Status::Folded) if own > 0 => Some(OUTCOMES - 1),
        Some(Status::Folded) => {
            let cost = pochen.high_stake.saturating_sub(own);
            let in_pot = (pochen.poch_before + total).saturating_sub(own).max(1);
            Some(1 + cost_class(cost, in_pot))
        }
        Some(Status::In | Status::AllIn) if own > 0 => Some(1),
        Some(Status::In | Status::AllIn | Status::Out) | None => None,
    }
}

/// How likely a search bot ends phase 2 with `outcome`, by the class of its best group,
/// against the likeliest group for that outcome (1 for it): [`OUTCOMES_SEEN`]' counts, each
/// group's smoothed by one for every outcome.
pub fn outcome_weights(outcome: usize) -> [f64; GROUPS] {
    let mut weights = [1.0; GROUPS];
    for (w, row) in weights.iter_mut().zip(&OUTCOMES_SEEN) {
        let seen: u32 = row.iter().sum();
        *w = f64::from(row.get(outcome).copied().unwrap_or(0) + 1)
            / f64::from(seen + OUTCOMES as u32);
    }
    let best = weights.iter().copied().fold(0.0, f64::max);
    weights.map(|w| w / best)
}

#[cfg(test)]
mod tests {
    use rand_core::SeedableRng as _;

    use super::*;
    use crate::bots::{Bot as _, HeuristicBot};
    use crate::card::Rank;
    use crate::game::Game;
    use crate::state::Phase;

    fn pair(rank: Rank) -> Option<Group> {
        Some(Group { size: 2, rank })
    }

    /// Phase-2 decisions of heuristic bots over a few seeded matches, with the game they were
    /// taken in.
    fn decisions() -> Vec<(Game, Seat)> {
        let mut out = Vec::new();
        for match_seed in 0..8u8 {
            let mut game = super::super::classic_match(match_seed);
            let mut bot = HeuristicBot::new(u64::from(match_seed));
            while game.phase() != Phase::MatchOver {
                let seat = game.to_act().expect("a seat");
                if game.phase() == Phase::Pochen {
                    out.push((game.clone(), seat));
                }
                let action = bot.choose_in(&game, seat).expect("an action");
                game = game.apply(seat, action).expect("legal").game;
            }
        }
        out
    }

    #[test]
    fn the_tables_are_filled_and_say_what_a_search_bot_does() {
        let decisions: u32 = BETTING.iter().flatten().sum();
        assert!(decisions > 10_000, "{decisions}");
        let ends: u32 = OUTCOMES_SEEN.iter().flatten().sum();
        assert!(ends > 10_000, "{ends}");
        // A pair of aces with nothing to call and two seats in besides: it bets, mostly.
        let aces = (group_class(pair(Rank::ACE)) * COSTS) * SEATS_IN + 1;
        let row = BETTING[aces];
        assert!(row.iter().sum::<u32>() >= MIN_SEEN, "{row:?}");
        assert!(row[1] + row[2] + row[3] > row[0], "{row:?}");
        // Facing a call of 0.8 to 1.2 times the pot with a pair of sevens, it folds more than
        // it raises.
        let sevens = (group_class(pair(Rank::SEVEN)) * COSTS + COSTS - 2) * SEATS_IN;
        let row = BETTING[sevens];
        assert!(row[0] > row[2] + row[3], "{row:?}");
        // A pass says the hand is likelier to hold nothing than a pair of aces; putting chips
        // in, the reverse.
        let passed = outcome_weights(0);
        assert!(
            passed[0] > passed[group_class(pair(Rank::ACE))],
            "{passed:?}"
        );
        let put_in = outcome_weights(1);
        assert!(
            put_in[0] < put_in[group_class(pair(Rank::ACE))],
            "{put_in:?}"
        );
        assert!(put_in.iter().all(|&w| (0.0..=1.0).contains(&w)));
        assert!(put_in.contains(&1.0));
    }

    #[test]
    fn the_classes_cover_every_group_and_decision() {
        assert_eq!(group_class(None), 0);
        assert_eq!(group_class(pair(Rank::TWO)), 1);
        assert_eq!(group_class(pair(Rank::ACE)), 13);
        let trips = Group {
            size: 3,
            rank: Rank::SEVEN,
        };
        assert_eq!(group_class(Some(trips)), 14);
        assert_eq!(group_class(Some(Group { size: 4, ..trips })), 15);
        assert_eq!(cost_class(0, 10), 1);
        assert_eq!(cost_class(2, 10), 2);
        assert_eq!(cost_class(12, 10), 5);
        assert_eq!(cost_class(13, 10), 6);
        let mut seen = 0;
        for (game, seat) in decisions() {
            let sight = Sight::of_game(&game, seat);
            let Some(c) = cell(&sight) else {
                // No choice: no pair, so nothing but a pass or a fold (RULES 8.3.3).
                assert!(sight.best_group.is_none());
                continue;
            };
            assert!(c < CELLS);
            assert_eq!(c / (COSTS * SEATS_IN), group_class(sight.best_group));
            assert_eq!(
                c % (COSTS * SEATS_IN) / SEATS_IN == 0,
                sight.legal.bet.is_some()
            );
            seen += 1;
        }
        assert!(seen > 50, "{seen}");
    }

    #[test]
    fn a_draw_follows_its_cell_s_counts_and_is_legal() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut checked = 0;
        for (game, seat) in decisions().into_iter().step_by(3) {
            let sight = Sight::of_game(&game, seat);
            let Some(c) = cell(&sight) else { continue };
            let counts = BETTING[c];
            let seen: u32 = counts.iter().sum();
            let mut drawn = [0u32; CHOICES];
            let draws = 4_000;
            for _ in 0..draws {
                if let Some(action) = draw(&sight, &mut rng) {
                    assert!(sight.legal.allows(&action), "{action:?}");
                    drawn[choice(&sight, &action).expect("a phase-2 choice")] += 1;
                }
            }
            if seen < MIN_SEEN {
                assert_eq!(drawn, [0; CHOICES]);
                continue;
            }
            // A pass, a fold and a call are drawn as often as counted (a bet's or raise's
            // size may land in a neighbouring class when the range clamps it).
            let share = |n: u32, of: u32| f64::from(n) / f64::from(of);
            let exact = if sight.legal.bet.is_some() { 1 } else { 2 };
            for k in 0..exact {
                let (want, got) = (share(counts[k], seen), share(drawn[k], draws));
                assert!((want - got).abs() < 0.04, "{counts:?} {drawn:?}");
            }
            checked += 1;
        }
        assert!(checked > 10, "{checked}");
    }
}

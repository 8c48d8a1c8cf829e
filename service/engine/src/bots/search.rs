//! The search bot: Monte Carlo search over the deals its seat cannot tell from the real one.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use super::{Bot, BotKind, HeuristicBot, Information, Sight};
use crate::action::Action;
use crate::encoding::resample_known;
use crate::field::Field;
use crate::game::Game;
use crate::seats::Seat;
use crate::state::Phase;

/// The playouts a [`SearchBot`] spends on one decision by default: the most that keep its
/// decision time at the 99th percentile within 50 ms on one core (BENCHMARKS.md).
pub const DEFAULT_PLAYOUTS: u32 = 192;

/// The fewest worlds a decision is searched over, however many candidates share the budget.
const MIN_WORLDS: u32 = 8;

/// The random deals drawn for one world before it is skipped: a search does without a world
/// rather than spend its decision's time on a node where consistent deals are rare.
const WORLD_DRAWS: u32 = 64;

/// Searches (determinized Monte Carlo, "perfect-information Monte Carlo"): for one decision
/// it deals the cards its seat cannot see again, world after world, each consistent with
/// everything the seat knows ([`resample_known`] from the seat's [`Information`]: its hand,
/// the cards shown, claimed and played, the bets that needed a pair, the talon cards a chain
/// stopped at). In every world it plays each candidate action, then the rest of the deal with
/// a [`HeuristicBot`] at every seat, its own included, and counts the chips its seat holds
/// when the deal is over. It takes the candidate with the most chips over all worlds (the
/// same worlds and the same playout seeds for every candidate, so that the comparison is
/// fair), the earlier candidate on a tie.
///
/// - **Candidates.** In phase 2: pass, call, fold, and bets and raises of a few sizes (the
///   least, half the pot, the pot), with the heuristic bot's own choice first. In phase 3:
///   every card it may lead, in every direction it may choose. A single candidate (the deal,
///   a lone card) is taken without search.
/// - **Budget.** A number of playouts ([`DEFAULT_PLAYOUTS`]), shared among the candidates (at
///   least 8 worlds each), never a clock: the same information and seed give the same action
///   on any machine.
/// - **Sight.** Its input is the [`Information`] alone, which is the same for every game the
///   seat cannot tell apart: changing the hidden cards cannot change its choice. When no
///   consistent world is found it plays as the heuristic bot.
#[derive(Clone, Debug)]
pub struct SearchBot {
    rng: ChaCha8Rng,
    playouts: u32,
}

impl SearchBot {
    /// A search bot at the default budget, drawing from `seed`.
    pub fn new(seed: u64) -> SearchBot {
        SearchBot::with_playouts(seed, DEFAULT_PLAYOUTS)
    }

    /// A search bot that spends `playouts` playouts on a decision.
    pub fn with_playouts(seed: u64, playouts: u32) -> SearchBot {
        SearchBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            playouts,
        }
    }

    /// The action it takes for the seat that `information` is of.
    pub fn search(&mut self, information: &Information) -> Option<Action> {
        let seed = self.rng.next_u64();
        search(information, self.playouts, seed)
    }
}

impl Bot for SearchBot {
    fn kind(&self) -> BotKind {
        BotKind::Search
    }

    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action> {
        HeuristicBot::new(self.rng.next_u64()).choose(sight)
    }

    fn choose_in(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        let information = Information::of(game, seat)?;
        self.search(&information)
    }
}

/// The search of one decision, from `seed`.
fn search(information: &Information, playouts: u32, seed: u64) -> Option<Action> {
    let sight = information.sight();
    let seat = information.seat();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let heuristic = HeuristicBot::new(rng.next_u64()).choose(&sight);
    let candidates = candidates(&sight, heuristic.clone());
    if candidates.len() <= 1 {
        return candidates.into_iter().next().or(heuristic);
    }
    let wanted = (playouts / candidates.len() as u32).max(MIN_WORLDS);
    let mut chips = vec![0u64; candidates.len()];
    let mut worlds = 0;
    // A world that no random deal within `WORLD_DRAWS` makes consistent is skipped; a few
    // more are tried in its place (the worlds found are uniform among the consistent deals
    // all the same).
    for _ in 0..wanted * 2 {
        if worlds == wanted {
            break;
        }
        let Some(world) = resample_known(information.state(), seat, rng.next_u64(), WORLD_DRAWS)
        else {
            continue;
        };
        let playout_seed = rng.next_u64();
        for (total, action) in chips.iter_mut().zip(&candidates) {
            *total += playout(&world, seat, action, playout_seed);
        }
        worlds += 1;
    }
    if worlds == 0 {
        return heuristic;
    }
    let best = (0..candidates.len())
        .max_by_key(|&i| (chips[i], std::cmp::Reverse(i)))
        .unwrap_or(0);
    candidates.into_iter().nth(best)
}

/// The actions searched: `first` (the heuristic bot's choice), then the rest, each once.
fn candidates(sight: &Sight<'_>, first: Option<Action>) -> Vec<Action> {
    let legal = &sight.legal;
    let mut out: Vec<Action> = first.into_iter().collect();
    let mut add = |a: Action| {
        if legal.allows(&a) && !out.contains(&a) {
            out.push(a);
        }
    };
    let contributions: u32 = sight.pochen.map_or(0, |p| p.contributions.iter().sum());
    let pot = sight.board[Field::POCH] + contributions;
    let sizes = [1, pot / 2, pot];
    if legal.pass {
        add(Action::Pass);
    }
    if legal.call.is_some() {
        add(Action::Call);
    }
    if legal.fold {
        add(Action::Fold);
    }
    if let Some(r) = legal.bet {
        for size in sizes {
            add(Action::Bet {
                amount: size.clamp(r.min, r.max),
            });
        }
    }
    if let Some(r) = legal.raise {
        for &size in &sizes[..2] {
            add(Action::Raise {
                amount: size.clamp(r.min, r.max),
            });
        }
    }
    for card in legal.lead.iter() {
        if legal.directions.is_empty() {
            add(Action::Lead {
                card,
                direction: None,
            });
        }
        for &d in &legal.directions {
            add(Action::Lead {
                card,
                direction: Some(d),
            });
        }
    }
    if legal.deal && !legal.deck_required {
        add(Action::Deal { deck: None });
    }
    out
}

/// The chips `seat` holds at the end of the deal when it takes `action` in `world` and
/// heuristic bots (seeded from `seed`) play the rest; 0 for an action the world refuses.
fn playout(world: &Game, seat: Seat, action: &Action, seed: u64) -> u64 {
    let Ok(step) = world.clone().apply(seat, action.clone()) else {
        return 0;
    };
    let mut game = step.game;
    let mut bots: Vec<HeuristicBot> = (0..game.players())
        .map(|x| HeuristicBot::new(seed ^ (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    while matches!(game.phase(), Phase::Pochen | Phase::Discard) {
        let Some(actor) = game.to_act() else { break };
        let Some(next) = bots[actor].choose(&Sight::of_game(&game, actor)) else {
            break;
        };
        game = match game.apply(actor, next) {
            Ok(step) => step.game,
            Err(rejected) => {
                game = rejected.game;
                break;
            }
        };
    }
    game.stacks().get(seat.index()).map_or(0, |&c| u64::from(c))
}

//! The search bots: Monte Carlo search over the deals a seat cannot tell from the real one,
//! uniform ([`BotKind::Search`]) or weighted by the other seats' bets, with the other seats
//! betting as search bots ([`BotKind::Infoset`]).

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use super::reading::Reading;
use super::{Bot, BotKind, HeuristicBot, Information, Sight, search_model};
use crate::action::Action;
use crate::encoding::Worlds;
use crate::field::Field;
use crate::game::Game;
use crate::seats::Seat;
use crate::state::Phase;

/// The playouts a [`SearchBot`] spends on one decision by default: the most that keep its
/// decision time at the 99th percentile within 50 ms on one core (BENCHMARKS.md).
pub const DEFAULT_PLAYOUTS: u32 = 192;

/// The fewest worlds a decision is searched over, however many candidates share the budget.
const MIN_WORLDS: u32 = 8;

/// The deals the reading of the other seats' bets may judge in one decision, per playout of
/// the plan's budget, all worlds together. Where the bets are unlikely under the model in
/// almost every deal (other seats that do not bet as the model says), rejection sampling would
/// otherwise judge up to the plan's draws for every world: 18 times the decision time at the
/// 99th percentile against heuristic bots. Past this bound the decision is taken over the
/// worlds already found; a number of deals, never a clock, so the same information and seed
/// give the same action on any machine.
const READINGS_PER_PLAYOUT: u32 = 4;

/// The random deals drawn for one world before it is skipped: a search does without a world
/// rather than spend its decision's time on a node where consistent deals are rare.
const WORLD_DRAWS: u32 = 64;

/// Searches (determinized Monte Carlo, "perfect-information Monte Carlo"): for one decision
/// it deals the cards its seat cannot see again, world after world, each consistent with
/// everything the seat knows ([`Worlds`] of the seat's [`Information`]: its hand,
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
///
/// **The information-set search** ([`SearchBot::infoset`], [`BotKind::Infoset`]) differs in
/// three things, at the same budget:
///
/// - **Worlds weighted by the bets.** A consistent deal is kept with the probability that a
///   search bot, holding the best group the deal gives each other seat, ends phase 2 as that
///   seat was seen to (passed, put chips in, folded at a cost against the pot, folded after
///   putting chips in), by the counts of [`search_model`] against the likeliest group, never
///   below 1 in 20 for each seat: a search bot puts chips in with a pair of aces or three of a
///   kind and passes most lower pairs. Rejection sampling, so the worlds follow those weights.
/// - **The other seats bet as search bots.** In the playouts the other seats' phase-2
///   decisions are drawn from [`search_model`]'s counts of what search bots did with the same
///   best group, cost of a call against the pot and seats still in (the heuristic bot plays a
///   cell seen too seldom, and the discard); its own seat plays as the heuristic bot.
/// - **Every bet size.** Bets and raises of twice the pot and of the whole stack are candidates
///   as well.
#[derive(Clone, Debug)]
pub struct SearchBot {
    rng: ChaCha8Rng,
    plan: Plan,
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
            plan: Plan { playouts, ..SEARCH },
        }
    }

    /// The information-set search ([`BotKind::Infoset`]), drawing from `seed`.
    pub fn infoset(seed: u64) -> SearchBot {
        SearchBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            plan: INFOSET,
        }
    }

    /// The information-set search as it was before [`search_model`]: worlds weighted by the
    /// heuristic bot's rules of thumb, heuristic bots at every seat of the playouts. The
    /// `search_model` example of `poch-cli` plays it, so that the model's counts do not depend
    /// on the model.
    pub fn infoset_unmodelled(seed: u64) -> SearchBot {
        SearchBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            plan: Plan {
                model_playouts: false,
                model_reading: false,
                ..INFOSET
            },
        }
    }

    /// The information-set search spending `playouts` on a decision.
    pub fn infoset_with_playouts(seed: u64, playouts: u32) -> SearchBot {
        SearchBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            plan: Plan {
                playouts,
                ..INFOSET
            },
        }
    }

    /// The action it takes for the seat that `information` is of.
    pub fn search(&mut self, information: &Information) -> Option<Action> {
        let seed = self.rng.next_u64();
        search(information, &self.plan, seed)
    }
}

impl Bot for SearchBot {
    fn kind(&self) -> BotKind {
        self.plan.kind
    }

    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action> {
        HeuristicBot::new(self.rng.next_u64()).choose(sight)
    }

    fn choose_in(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        let information = Information::of(game, seat)?;
        self.search(&information)
    }
}

/// How a search spends one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Plan {
    /// The kind of bot that searches so.
    kind: BotKind,
    /// The playouts of a decision.
    playouts: u32,
    /// The random deals drawn for one world before it is skipped.
    draws: u32,
    /// The weight of a world whose other seats' bets the rules of thumb would not have made,
    /// when worlds are weighted by them ([`Reading`]).
    reading: Option<f64>,
    /// Whether bets and raises of twice the pot and of the whole stack are searched too.
    all_sizes: bool,
    /// Whether the other seats of the playouts bet, call, raise and fold as the search bot
    /// does ([`search_model`]) rather than as the heuristic bot.
    model_playouts: bool,
    /// Whether the worlds are weighted by how likely the search bot's betting makes the other
    /// seats' bets ([`search_model`]) rather than the heuristic bot's rules of thumb.
    model_reading: bool,
}

/// [`BotKind::Search`]'s plan: every candidate in every world, worlds uniform.
const SEARCH: Plan = Plan {
    kind: BotKind::Search,
    playouts: DEFAULT_PLAYOUTS,
    draws: WORLD_DRAWS,
    reading: None,
    all_sizes: false,
    model_playouts: false,
    model_reading: false,
};

/// [`BotKind::Infoset`]'s plan: worlds weighted by the other seats' bets as a search bot's
/// (four times the draws, since a deal may now be refused for them), the other seats of the
/// playouts betting as search bots, bets and raises of every size, at the search's budget.
const INFOSET: Plan = Plan {
    kind: BotKind::Infoset,
    playouts: DEFAULT_PLAYOUTS,
    draws: 4 * WORLD_DRAWS,
    reading: Some(0.05),
    all_sizes: true,
    model_playouts: true,
    model_reading: true,
};

/// The search of one decision, from `seed`.
fn search(information: &Information, plan: &Plan, seed: u64) -> Option<Action> {
    let sight = information.sight();
    let seat = information.seat();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let heuristic = HeuristicBot::new(rng.next_u64()).choose(&sight);
    let candidates = candidates(&sight, heuristic.clone(), plan);
    if candidates.len() <= 1 {
        return candidates.into_iter().next().or(heuristic);
    }
    let Some(worlds) = Worlds::of(information.state(), seat) else {
        return heuristic;
    };
    let mut reading = plan.reading.and_then(|floor| {
        Reading::of(
            information.state(),
            seat,
            floor,
            plan.model_reading,
            ChaCha8Rng::seed_from_u64(rng.next_u64()),
        )
    });
    // The deals the reading may judge in this decision, all worlds together: past them the
    // search goes on with the worlds it has (see `READINGS_PER_PLAYOUT`).
    let budget = plan.playouts.saturating_mul(READINGS_PER_PLAYOUT);
    let mut judged = 0u32;
    let mut draw = |rng: &mut ChaCha8Rng| {
        let world_seed = rng.next_u64();
        let world = match reading.as_mut() {
            Some(_) if judged >= budget => None,
            Some(reading) => worlds.draw(world_seed, plan.draws, |hands| {
                judged += 1;
                judged <= budget && reading.keeps(hands, worlds.played())
            }),
            None => worlds.draw(world_seed, plan.draws, |_| true),
        };
        world.map(|w| (w, rng.next_u64()))
    };
    match every_world(&candidates, seat, plan, &mut rng, &mut draw) {
        Some(best) => candidates.into_iter().nth(best),
        None => heuristic,
    }
}

/// A world and its playouts' seed, or `None` when none was found.
type World = Option<(Game, u64)>;

/// Every candidate played out in the same worlds, `playouts` shared among them (at least
/// [`MIN_WORLDS`] each); the index of the one that kept the most chips, the earlier on a tie,
/// `None` when no world was found.
fn every_world(
    candidates: &[Action],
    seat: Seat,
    plan: &Plan,
    rng: &mut ChaCha8Rng,
    draw: &mut impl FnMut(&mut ChaCha8Rng) -> World,
) -> Option<usize> {
    let wanted = (plan.playouts / candidates.len() as u32).max(MIN_WORLDS);
    let mut chips = vec![0u64; candidates.len()];
    let mut worlds = 0;
    // A world that no random deal within the plan's draws makes consistent is skipped; a few
    // more are tried in its place (the worlds found are uniform among the consistent deals
    // all the same).
    for _ in 0..wanted * 2 {
        if worlds == wanted {
            break;
        }
        let Some((world, playout_seed)) = draw(rng) else {
            continue;
        };
        for (total, action) in chips.iter_mut().zip(candidates) {
            *total += playout(&world, seat, action, playout_seed, plan.model_playouts);
        }
        worlds += 1;
    }
    (worlds > 0).then(|| {
        (0..candidates.len())
            .max_by_key(|&i| (chips[i], std::cmp::Reverse(i)))
            .unwrap_or(0)
    })
}

/// The actions searched: `first` (the heuristic bot's choice), then the rest, each once.
fn candidates(sight: &Sight<'_>, first: Option<Action>, plan: &Plan) -> Vec<Action> {
    let legal = &sight.legal;
    let mut out: Vec<Action> = first.into_iter().collect();
    let mut add = |a: Action| {
        if legal.allows(&a) && !out.contains(&a) {
            out.push(a);
        }
    };
    let contributions: u32 = sight.pochen.map_or(0, |p| p.contributions.iter().sum());
    let pot = sight.board[Field::POCH] + contributions;
    let sizes = [1, pot / 2, pot, 2 * pot, u32::MAX];
    let (bets, raises) = if plan.all_sizes {
        (&sizes[..], &sizes[..])
    } else {
        (&sizes[..3], &sizes[..2])
    };
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
        for &size in bets {
            add(Action::Bet {
                amount: size.clamp(r.min, r.max),
            });
        }
    }
    if let Some(r) = legal.raise {
        for &size in raises {
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
/// heuristic bots (seeded from `seed`) play the rest; 0 for an action the world refuses. With
/// `model`, the other seats' phase-2 decisions are drawn from [`search_model`] where it has
/// them.
fn playout(world: &Game, seat: Seat, action: &Action, seed: u64, model: bool) -> u64 {
    let Ok(step) = world.clone().apply(seat, action.clone()) else {
        return 0;
    };
    let mut game = step.game;
    let mut bots: Vec<HeuristicBot> = (0..game.players())
        .map(|x| HeuristicBot::new(seed ^ (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let mut drawn = model.then(|| ChaCha8Rng::seed_from_u64(seed.rotate_left(17)));
    while matches!(game.phase(), Phase::Pochen | Phase::Discard) {
        let Some(actor) = game.to_act() else { break };
        let next = {
            let sight = Sight::of_game(&game, actor);
            let modelled = match drawn.as_mut() {
                Some(rng) if actor != seat && game.phase() == Phase::Pochen => {
                    search_model::draw(&sight, rng)
                }
                _ => None,
            };
            modelled.or_else(|| bots[actor].choose(&sight))
        };
        let Some(next) = next else {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::TimeoutBot;
    use crate::legal::{AmountRange, LegalActions};
    use crate::rules::Rules;

    #[test]
    fn the_infoset_search_also_tries_twice_the_pot_and_the_whole_stack() {
        let board = {
            let mut b = crate::field::ByField::<u32>::default();
            b[Field::POCH] = 10;
            b
        };
        let legal = LegalActions {
            pass: true,
            bet: Some(AmountRange { min: 1, max: 60 }),
            ..LegalActions::default()
        };
        let sight = Sight {
            seat: Seat(0),
            rules: &Rules::CLASSIC,
            board: &board,
            stacks: &[60, 60, 60, 60],
            hand: crate::card::CardSet::EMPTY,
            best_group: None,
            pochen: None,
            discard: None,
            legal,
        };
        let bets = |plan: &Plan| -> Vec<u32> {
            candidates(&sight, None, plan)
                .into_iter()
                .filter_map(|a| {
                    if let Action::Bet { amount } = a {
                        Some(amount)
                    } else {
                        None
                    }
                })
                .collect()
        };
        assert_eq!(bets(&SEARCH), [1, 5, 10]);
        assert_eq!(bets(&INFOSET), [1, 5, 10, 20, 60]);
    }

    #[test]
    fn the_infoset_playouts_bet_as_the_search_bot_does() {
        const { assert!(INFOSET.model_playouts && INFOSET.model_reading) };
        const { assert!(!SEARCH.model_playouts && !SEARCH.model_reading) };
        // The first seat to act in phase 2 of a few matches, betting the least.
        let starts: Vec<(Game, Seat, Action)> = (0..8u8)
            .filter_map(|match_seed| {
                let mut game = super::super::classic_match(match_seed);
                while game.phase() != Phase::Pochen {
                    let seat = game.to_act()?;
                    let action = TimeoutBot::pick(&game.legal_actions(seat))?;
                    game = game.apply(seat, action).ok()?.game;
                }
                let seat = game.to_act()?;
                let amount = game.legal_actions(seat).bet?.min;
                Some((game, seat, Action::Bet { amount }))
            })
            .collect();
        assert!(starts.len() >= 3, "{}", starts.len());
        // Over the same playout seeds the other seats answer the bet differently, and the
        // chips differ.
        let chips = |model: bool| -> Vec<u64> {
            starts
                .iter()
                .flat_map(|(game, seat, bet)| {
                    (0..16).map(move |s| playout(game, *seat, bet, s, model))
                })
                .collect()
        };
        assert_ne!(chips(true), chips(false));
    }
}

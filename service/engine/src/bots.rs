//! Bots: players that choose an action from what one seat may see.
//!
//! A bot is given a [`Sight`]: the part of its seat's [`View`] that it reads, with the seat's
//! [`LegalActions`], and nothing else: never the state, so never another hand, the talon or the
//! seed. A sight is taken from a game in process ([`Sight::of_game`], without building the
//! whole view) or from a view that came over the wire ([`Sight::of_view`]); the two are equal
//! for the same game and seat. Bots are pure and seeded: the same seed and the same sights give
//! the same actions.
//!
//! - [`RandomBot`] picks a kind of action uniformly among those the seat has (pass, bet,
//!   call, raise, fold, lead, deal), then one of that kind uniformly (an amount, a card).
//! - [`HeuristicBot`] bets, calls and raises by the strength of its best group (RULES 8.1)
//!   against the stakes and the POCH field, and in phase 3 leads from its longest run of cards
//!   in the deal's direction while keeping the cards that stop a chain for later.
//! - [`SearchBot`] searches: it deals the cards its seat cannot see again many times, each
//!   time consistently with everything the seat has seen (the same worlds as
//!   [`resample`](crate::encoding::resample)), plays each of its candidate actions out to the
//!   end of the deal in every world, and takes the one that kept it the most chips. It reads
//!   an [`Information`]: the seat's view and the public history, as a state with the hidden
//!   cards in a fixed order.
//! - [`TimeoutBot`] makes the time-out move (RULES ED-42): pass where a pass is allowed, else
//!   fold; the lowest card, upward; the deal.
//!
//! [`choose`] is the one pure entry point: a kind, a game, a seat and a seed give the action,
//! reading the game only through what the seat may see ([`Sight::of_game`],
//! [`Information::of`]).

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use crate::action::{Action, Direction};
use crate::card::{Card, CardSet};
use crate::encoding::known_state;
use crate::field::{ByField, Field};
use crate::game::Game;
use crate::legal::{AmountRange, LegalActions};
use crate::pochen::Group;
use crate::rules::Rules;
use crate::seats::Seat;
use crate::state::{DiscardState, GameState, PochenState};
use crate::view::{View, Viewer};

pub use crate::seating::{BotKind, BotSeat, UnknownBot};

/// What one seat may see, as a bot reads it: each field is the same as in the seat's [`View`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sight<'a> {
    /// The seat.
    pub seat: Seat,
    /// The switches.
    pub rules: &'a Rules,
    /// The board.
    pub board: &'a ByField<u32>,
    /// Stacks by seat.
    pub stacks: &'a [u32],
    /// The seat's own hand (empty between deals).
    pub hand: CardSet,
    /// Its best group.
    pub best_group: Option<Group>,
    /// Phase 2 of the deal (public).
    pub pochen: Option<&'a PochenState>,
    /// Phase 3 of the deal (public).
    pub discard: Option<&'a DiscardState>,
    /// The seat's legal actions (all empty when it is not its turn).
    pub legal: LegalActions,
}

impl<'a> Sight<'a> {
    /// What `seat` sees of `game`, read without building the whole view.
    pub fn of_game(game: &'a Game, seat: Seat) -> Sight<'a> {
        let deal = game.deal();
        let hand = deal
            .and_then(|d| d.hands.get(seat.index()).copied())
            .unwrap_or_default();
        Sight {
            seat,
            rules: game.rules(),
            board: game.board(),
            stacks: game.stacks(),
            hand,
            best_group: deal
                .and_then(|d| d.hands.get(seat.index()).copied())
                .and_then(Group::best),
            pochen: deal.and_then(|d| d.pochen.as_ref()),
            discard: deal.and_then(|d| d.discard.as_ref()),
            legal: game.legal_actions(seat),
        }
    }

    /// What a seat's view shows; `None` for a spectator's.
    pub fn of_view(view: &'a View) -> Option<Sight<'a>> {
        let Viewer::Seat(seat) = view.viewer else {
            return None;
        };
        let deal = view.deal.as_ref();
        Some(Sight {
            seat,
            rules: &view.rules,
            board: &view.board,
            stacks: &view.stacks,
            hand: deal
                .and_then(|d| d.hand.as_ref())
                .map(|h| h.iter().copied().collect())
                .unwrap_or_default(),
            best_group: deal.and_then(|d| d.best_group),
            pochen: deal.and_then(|d| d.pochen.as_ref()),
            discard: deal.and_then(|d| d.discard.as_ref()),
            legal: view.legal.clone().unwrap_or(LegalActions {
                seat,
                ..LegalActions::default()
            }),
        })
    }
}

mod reading;
mod search;
pub mod search_model;

pub use search::{DEFAULT_PLAYOUTS, SearchBot};

/// What one seat knows of a match: its view and the public history (the cards claimed or shown
/// and since played, which a [`View`] no longer lists), as a state whose hidden cards (the
/// other hands' unseen cards, the face-down talon) are dealt in listing order, and without the
/// seeds, commitments and deck orders ([`known_state`]). Two games that the seat cannot tell
/// apart give the same information. It is what [`SearchBot`] reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Information {
    seat: Seat,
    state: GameState,
    legal: LegalActions,
}

impl Information {
    /// What `seat` knows of `game`; `None` for a seat the table does not have.
    pub fn of(game: &Game, seat: Seat) -> Option<Information> {
        Some(Information {
            seat,
            state: known_state(game, seat)?,
            legal: game.legal_actions(seat),
        })
    }

    /// The seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The state as the seat knows it (not a [`Game`]: its hidden cards are placeholders, and
    /// may break the invariants).
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The seat's legal actions.
    pub fn legal(&self) -> &LegalActions {
        &self.legal
    }

    /// The seat's sight: the same as [`Sight::of_game`] of the game it was taken from.
    pub fn sight(&self) -> Sight<'_> {
        let s = &self.state;
        let deal = s.deal.as_ref();
        let hand = deal
            .and_then(|d| d.hands.get(self.seat.index()).copied())
            .unwrap_or_default();
        Sight {
            seat: self.seat,
            rules: &s.rules,
            board: &s.board,
            stacks: &s.stacks,
            hand,
            best_group: deal
                .and_then(|d| d.hands.get(self.seat.index()).copied())
                .and_then(Group::best),
            pochen: deal.and_then(|d| d.pochen.as_ref()),
            discard: deal.and_then(|d| d.discard.as_ref()),
            legal: self.legal.clone(),
        }
    }
}

/// A player program.
pub trait Bot {
    /// Its kind.
    fn kind(&self) -> BotKind;

    /// The action it takes, seeing what its seat sees. `None` when the seat has no legal
    /// action (it is not its turn), or when its only legal action needs what a bot cannot
    /// supply (a deck order).
    ///
    /// A [`SearchBot`] needs the public history as well ([`Bot::choose_in`]); from a sight
    /// alone it plays as the [`HeuristicBot`].
    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action>;

    /// The action it takes for `seat` of `game`, reading only what the seat may see: its
    /// [`Sight`], and for a [`SearchBot`] its [`Information`].
    fn choose_in(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.choose(&Sight::of_game(game, seat))
    }
}

/// The action a bot of `kind` seeded with `seed` takes for `seat` of `game`: pure and
/// deterministic (the same game, seat and seed give the same action), reading the game only
/// through what the seat may see ([`Sight::of_game`], [`Information::of`]). `None` as for
/// [`Bot::choose`].
pub fn choose(kind: BotKind, game: &Game, seat: Seat, seed: u64) -> Option<Action> {
    kind.build(seed).choose_in(game, seat)
}

impl BotKind {
    /// A bot of this kind, seeded.
    pub fn build(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Heuristic => Box::new(HeuristicBot::new(seed)),
            BotKind::Search => Box::new(SearchBot::new(seed)),
            BotKind::Infoset => Box::new(SearchBot::infoset(seed)),
            BotKind::Timeout => Box::new(TimeoutBot),
        }
    }
}

/// How many concrete actions `legal` allows (a deal that needs a deck order not counted).
pub fn action_count(legal: &LegalActions) -> u64 {
    let span = |r: Option<AmountRange>| r.map_or(0, |r| u64::from(r.max - r.min) + 1);
    u64::from(legal.pass)
        + span(legal.bet)
        + u64::from(legal.call.is_some())
        + span(legal.raise)
        + u64::from(legal.fold)
        + u64::from(legal.lead.len()) * legal.directions.len().max(1) as u64
        + u64::from(legal.deal && !legal.deck_required)
}

/// The `i`-th lead among `legal`'s, with `per_card` directions to choose from for each card.
fn lead_at(legal: &LegalActions, i: u64, per_card: u64) -> Option<Action> {
    // One action a card unless a direction is to be chosen: no division then.
    let (card, direction) = if per_card == 1 {
        (i, 0)
    } else {
        (i / per_card, i % per_card)
    };
    let card = legal.lead.iter().nth(card as usize)?;
    let direction = legal.directions.get(direction as usize).copied();
    Some(Action::Lead { card, direction })
}

/// The `i`-th concrete action of `legal` (`i < action_count(legal)`), in the order pass, bets
/// by amount, call, raises by amount, fold, leads by card then direction, deal.
pub fn nth_action(legal: &LegalActions, mut i: u64) -> Option<Action> {
    if legal.pass {
        if i == 0 {
            return Some(Action::Pass);
        }
        i -= 1;
    }
    // The `i`-th amount of a range, or `i` less the range's size for what follows it.
    let amount = |r: Option<AmountRange>, i: u64| -> Result<u32, u64> {
        let Some(r) = r else { return Err(i) };
        let n = u64::from(r.max - r.min) + 1;
        if i < n {
            Ok(r.min + i as u32)
        } else {
            Err(i - n)
        }
    };
    match amount(legal.bet, i) {
        Ok(amount) => return Some(Action::Bet { amount }),
        Err(rest) => i = rest,
    }
    if legal.call.is_some() {
        if i == 0 {
            return Some(Action::Call);
        }
        i -= 1;
    }
    match amount(legal.raise, i) {
        Ok(amount) => return Some(Action::Raise { amount }),
        Err(rest) => i = rest,
    }
    if legal.fold {
        if i == 0 {
            return Some(Action::Fold);
        }
        i -= 1;
    }
    let per_card = legal.directions.len().max(1) as u64;
    let leads = u64::from(legal.lead.len()) * per_card;
    if i < leads {
        return lead_at(legal, i, per_card);
    }
    i -= leads;
    (legal.deal && !legal.deck_required && i == 0).then_some(Action::Deal { deck: None })
}

/// A kind of action first, uniformly among the kinds the seat has (pass, bet, call, raise,
/// fold, lead, deal), then uniformly one action of that kind: an amount of the bet or raise
/// range, or a card (and a direction) to lead. Uniform over every concrete action instead, a
/// seat with 99 chips would bet or raise nearly every time it may, most of its stack on
/// average, and matches would rarely outlast their first deal.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A random bot drawing from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A kind of `legal`'s actions uniformly, then one action of that kind uniformly.
    pub fn pick(&mut self, legal: &LegalActions) -> Option<Action> {
        let span = |r: AmountRange| u64::from(r.max - r.min) + 1;
        let per_card = legal.directions.len().max(1) as u64;
        // How many actions of each kind the seat has, in `nth_action`'s order.
        let counts: [u64; 7] = [
            u64::from(legal.pass),
            legal.bet.map_or(0, span),
            u64::from(legal.call.is_some()),
            legal.raise.map_or(0, span),
            u64::from(legal.fold),
            u64::from(legal.lead.len()) * per_card,
            u64::from(legal.deal && !legal.deck_required),
        ];
        let kinds = counts.iter().filter(|&&c| c > 0).count() as u64;
        if kinds == 0 {
            return None;
        }
        let kind = below(&mut self.rng, kinds) as usize;
        let (at, &count) = counts
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c > 0)
            .nth(kind)?;
        // The action of that kind, as `nth_action` of the kinds before it and then `i` would
        // give it, without walking the kinds again.
        let i = below(&mut self.rng, count);
        match at {
            0 => Some(Action::Pass),
            1 => legal.bet.map(|r| Action::Bet {
                amount: r.min + i as u32,
            }),
            2 => Some(Action::Call),
            3 => legal.raise.map(|r| Action::Raise {
                amount: r.min + i as u32,
            }),
            4 => Some(Action::Fold),
            5 => lead_at(legal, i, per_card),
            _ => Some(Action::Deal { deck: None }),
        }
    }
}

impl Bot for RandomBot {
    fn kind(&self) -> BotKind {
        BotKind::Random
    }

    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action> {
        self.pick(&sight.legal)
    }

    /// The seat's legal actions are all it reads of its sight: only those are built.
    fn choose_in(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.pick(&game.legal_actions(seat))
    }
}

/// A number in `0..n` (`n ≥ 1`), without modulo bias.
fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    // Lemire's method: the high half of a 128-bit product, rejecting the biased low part.
    // The threshold (2^64 mod n) is below n, so a low part of at least n is never rejected
    // and the division is needed only for the rare low part below n.
    loop {
        let m = u128::from(rng.next_u64()) * u128::from(n);
        let low = m as u64;
        if low >= n || low >= n.wrapping_neg() % n {
            return (m >> 64) as u64;
        }
    }
}

/// Plays by rules of thumb from its own view.
///
/// - **Phase 2.** Its strength is its best group: none 0, a pair 1 to 2, three of a kind 3 to
///   4, four of a kind 5 to 6 (higher ranks higher). With no bet outstanding it bets from
///   strength 1.6 up (a pair of queens or better), a share of the POCH field that grows with
///   the strength, and now and then (one time in 16) bluffs a small bet on less. Facing a bet it
///   raises from strength 4, calls with three of a kind, calls a pair when the call costs at
///   most a third of what is in the pot (more readily the higher the pair), and otherwise
///   folds.
/// - **Phase 3.** It leads the card that starts its longest run in the deal's direction (its
///   run is played without a stop, and the lead comes back to it when the run ends at a card
///   that stops the chain); among equal runs it leads a card that does not itself stop a chain,
///   keeping those for later, then the lowest. Under `leader_choice` it picks the direction
///   that gives the longest run.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: ChaCha8Rng,
}

impl HeuristicBot {
    /// A heuristic bot drawing (for its occasional bluff) from `seed`.
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    fn bet_or_call(&mut self, sight: &Sight<'_>) -> Option<Action> {
        let legal = &sight.legal;
        let seat = sight.seat;
        let strength = strength(sight.best_group);
        let pochen = sight.pochen;
        let contributions: u32 = pochen.map_or(0, |p| p.contributions.iter().sum());
        let pot = sight.board[Field::POCH] + contributions;
        if let Some(bet) = legal.bet {
            let bluff = strength < 1.6 && self.rng.next_u32().is_multiple_of(16);
            if strength >= 1.6 || bluff {
                let share = if bluff { 0.0 } else { strength / 6.0 };
                let wanted = (f64::from(pot.max(2)) * share).round() as u32;
                return Some(Action::Bet {
                    amount: wanted.clamp(bet.min, bet.max),
                });
            }
            return legal.pass.then_some(Action::Pass);
        }
        let Some(call_cost) = legal.call else {
            return if legal.pass {
                Some(Action::Pass)
            } else {
                legal.fold.then_some(Action::Fold)
            };
        };
        if strength >= 4.0 {
            if let Some(raise) = legal.raise {
                let wanted = (f64::from(pot) / 3.0).round() as u32;
                return Some(Action::Raise {
                    amount: wanted.clamp(raise.min, raise.max),
                });
            }
            return Some(Action::Call);
        }
        let own = pochen
            .and_then(|p| p.contributions.get(seat.index()).copied())
            .unwrap_or(0);
        let in_pot = pot.saturating_sub(own).max(1);
        // Pot odds: a pair calls when the call costs at most a third of what it may win, a
        // high pair up to a half.
        let limit = if strength >= 3.0 {
            f64::INFINITY
        } else if strength >= 1.0 {
            f64::from(in_pot) * (strength - 1.0 + 0.6) / 1.8
        } else {
            0.0
        };
        if f64::from(call_cost) <= limit || !legal.fold {
            Some(Action::Call)
        } else {
            Some(Action::Fold)
        }
    }

    fn lead(sight: &Sight<'_>) -> Option<Action> {
        let legal = &sight.legal;
        let hand = sight.hand;
        let deck = sight.rules.deck.cards();
        let played = sight.discard.map(|d| d.played()).unwrap_or_default();
        let directions: Vec<Option<Direction>> = if legal.directions.is_empty() {
            vec![sight.discard.and_then(|d| d.direction)]
        } else {
            legal.directions.iter().copied().map(Some).collect()
        };
        let mut best: Option<(LeadKey, Card, Option<Direction>)> = None;
        for card in legal.lead.iter() {
            for &direction in &directions {
                let up = direction != Some(Direction::Down);
                let (run, _) = run_from(card, hand, up);
                // A card stops a chain when no card follows it in anyone's hand: its successor
                // is missing from the deck, already played, or its own.
                let stops = card
                    .neighbour(up)
                    .is_none_or(|next| !deck.contains(next) || played.contains(next));
                let key = (run, !stops, std::cmp::Reverse(card.rank().index()));
                if best.as_ref().is_none_or(|(k, _, _)| key > *k) {
                    best = Some((key, card, direction));
                }
            }
        }
        let (_, card, direction) = best?;
        Some(Action::Lead {
            card,
            direction: direction.filter(|_| !legal.directions.is_empty()),
        })
    }
}

/// How a lead ranks: the run it starts, then whether it keeps a stopper, then the lower card.
type LeadKey = (u32, bool, std::cmp::Reverse<u8>);

/// The strength of a best group: 0 for none, then by size and rank (see [`HeuristicBot`]).
fn strength(group: Option<Group>) -> f64 {
    group.map_or(0.0, |g| {
        let base = match g.size {
            2 => 1.0,
            3 => 3.0,
            _ => 5.0,
        };
        base + f64::from(g.rank.index()) / 12.0
    })
}

/// How many cards of `hand` are played in a row from `card` (included) going `up` or down, and
/// the last of them.
fn run_from(card: Card, hand: CardSet, up: bool) -> (u32, Card) {
    let mut run = 1;
    let mut last = card;
    while let Some(next) = last.neighbour(up).filter(|&c| hand.contains(c)) {
        run += 1;
        last = next;
    }
    (run, last)
}

impl Bot for HeuristicBot {
    fn kind(&self) -> BotKind {
        BotKind::Heuristic
    }

    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action> {
        let legal = &sight.legal;
        if !legal.lead.is_empty() {
            return HeuristicBot::lead(sight);
        }
        if legal.bet.is_some() || legal.call.is_some() || legal.pass || legal.fold {
            return self.bet_or_call(sight);
        }
        (legal.deal && !legal.deck_required).then_some(Action::Deal { deck: None })
    }
}

/// The time-out move (RULES ED-42): what the engine plays for a seat whose time ran out. It
/// never puts chips at risk and needs no thought:
///
/// - phase 2 (Pochen): pass where a pass is allowed (no bet outstanding), else fold;
/// - phase 3 (discard): lead the lowest card (the lowest rank; among equal ranks the first in
///   listing order, C S H D), upward where the direction is the leader's to choose;
/// - between deals: the deal, without a deck order (`None` where the match deals from supplied
///   decks and has none left: only the caller can supply one);
/// - the match over, or not the seat's turn: `None`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeoutBot;

impl TimeoutBot {
    /// The time-out move among `legal`.
    pub fn pick(legal: &LegalActions) -> Option<Action> {
        legal.timeout_move()
    }
}

impl Bot for TimeoutBot {
    fn kind(&self) -> BotKind {
        BotKind::Timeout
    }

    fn choose(&mut self, sight: &Sight<'_>) -> Option<Action> {
        TimeoutBot::pick(&sight.legal)
    }
}

/// A classic match of four seats dealt from `seed` repeated: the bots' tests play from it.
#[cfg(test)]
fn classic_match(seed: u8) -> Game {
    use crate::game::{DealSource, NewGame};
    use crate::random::Seed;
    Game::new(NewGame {
        rules: Rules::CLASSIC,
        players: vec!["a".into(), "b".into(), "c".into(), "d".into()],
        source: DealSource::Seed {
            seed: Seed([seed; 32]),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a classic match")
    .game
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal() -> LegalActions {
        LegalActions {
            pass: true,
            bet: Some(AmountRange { min: 1, max: 3 }),
            ..LegalActions::default()
        }
    }

    #[test]
    fn every_concrete_action_is_counted_once() {
        let legal = legal();
        assert_eq!(action_count(&legal), 4);
        let all: Vec<Action> = (0..4).filter_map(|i| nth_action(&legal, i)).collect();
        assert_eq!(
            all,
            vec![
                Action::Pass,
                Action::Bet { amount: 1 },
                Action::Bet { amount: 2 },
                Action::Bet { amount: 3 }
            ]
        );
        assert_eq!(nth_action(&legal, 4), None);
    }

    #[test]
    fn the_random_bot_picks_a_kind_then_an_action_of_it_and_is_seeded() {
        let legal = legal();
        let mut bot = RandomBot::new(7);
        let mut counts = [0u32; 4];
        for _ in 0..40_000 {
            let i = match bot.pick(&legal) {
                Some(Action::Pass) => 0,
                Some(Action::Bet { amount }) => amount as usize,
                other => panic!("not legal: {other:?}"),
            };
            counts[i] += 1;
        }
        // Two kinds: pass is expected 20,000 times (5 standard deviations: ±500), each of the
        // three bets 6,667 times (±373).
        assert!((19_500..=20_500).contains(&counts[0]), "{counts:?}");
        for c in &counts[1..] {
            assert!((6_294..=7_040).contains(c), "{counts:?}");
        }
        let a: Vec<_> = (0..20)
            .map(|_| RandomBot::new(3).pick(&legal))
            .collect::<Vec<_>>();
        assert!(
            a.windows(2).all(|w| w[0] == w[1]),
            "the same seed, the same pick"
        );
    }

    /// The pick as it was first written: the kind's index, then `nth_action` of the actions
    /// of the kinds before it and the one drawn.
    fn pick_by_nth_action(rng: &mut ChaCha8Rng, legal: &LegalActions) -> Option<Action> {
        let counts: Vec<u64> = [
            u64::from(legal.pass),
            legal.bet.map_or(0, |r| u64::from(r.max - r.min) + 1),
            u64::from(legal.call.is_some()),
            legal.raise.map_or(0, |r| u64::from(r.max - r.min) + 1),
            u64::from(legal.fold),
            u64::from(legal.lead.len()) * legal.directions.len().max(1) as u64,
            u64::from(legal.deal && !legal.deck_required),
        ]
        .to_vec();
        let kinds = counts.iter().filter(|&&c| c > 0).count() as u64;
        if kinds == 0 {
            return None;
        }
        let kind = below(rng, kinds) as usize;
        let at = (0..counts.len()).filter(|&k| counts[k] > 0).nth(kind)?;
        let before: u64 = counts[..at].iter().sum();
        nth_action(legal, before + below(rng, counts[at]))
    }

    #[test]
    fn the_random_bot_picks_what_nth_action_of_its_draws_is() {
        use crate::card::DeckKind;
        let deck: Vec<Card> = DeckKind::French52.cards().iter().collect();
        let mut shapes = ChaCha8Rng::seed_from_u64(11);
        for case in 0..20_000u64 {
            let bits = shapes.next_u64();
            let range = |on: bool, a: u64, b: u64| {
                on.then(|| {
                    let min = (a % 50) as u32 + 1;
                    AmountRange {
                        min,
                        max: min + (b % 40) as u32,
                    }
                })
            };
            let lead: CardSet = deck
                .iter()
                .copied()
                .filter(|_| shapes.next_u32() % 3 == 0)
                .collect();
            let legal = LegalActions {
                pass: bits & 1 != 0,
                bet: range(bits & 2 != 0, bits >> 8, bits >> 16),
                call: (bits & 4 != 0).then_some(3),
                raise: range(bits & 8 != 0, bits >> 24, bits >> 32),
                fold: bits & 16 != 0,
                lead: if bits & 32 != 0 { lead } else { CardSet::EMPTY },
                directions: if bits & 64 != 0 {
                    vec![Direction::Up, Direction::Down]
                } else {
                    Vec::new()
                },
                deal: bits & 128 != 0,
                deck_required: bits & (1 << 40) != 0,
                ..LegalActions::default()
            };
            let mut bot = RandomBot::new(case);
            let mut reference = ChaCha8Rng::seed_from_u64(case);
            for _ in 0..3 {
                assert_eq!(
                    bot.pick(&legal),
                    pick_by_nth_action(&mut reference, &legal),
                    "{legal:?}"
                );
            }
        }
    }

    #[test]
    fn a_sight_is_what_the_seat_s_view_shows() {
        use crate::game::{DealSource, NewGame};
        use crate::random::Seed;
        use crate::state::Phase;
        for match_seed in 0..6u8 {
            let mut game = classic_match(match_seed);
            let mut bots = [
                RandomBot::new(1),
                RandomBot::new(2),
                RandomBot::new(3),
                RandomBot::new(4),
            ];
            let mut steps = 0;
            while game.phase() != Phase::MatchOver && steps < 400 {
                for seat in Seat::all(4) {
                    let view = game.view(Viewer::Seat(seat)).expect("a seat of the table");
                    assert_eq!(Some(Sight::of_game(&game, seat)), Sight::of_view(&view));
                }
                let seat = game.to_act().expect("a seat to act");
                let action = bots[seat]
                    .choose(&Sight::of_game(&game, seat))
                    .expect("an action");
                game = game.apply(seat, action).expect("legal").game;
                steps += 1;
            }
            assert!(steps > 10);
        }
        let game_view = Game::new(NewGame {
            rules: Rules::CLASSIC,
            players: vec!["a".into(), "b".into(), "c".into()],
            source: DealSource::Seed {
                seed: Seed([1; 32]),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("a match")
        .game
        .view(Viewer::Spectator)
        .expect("a spectator's view");
        assert_eq!(
            Sight::of_view(&game_view),
            None,
            "a spectator has no seat to play"
        );
    }

    #[test]
    fn names_parse_back() {
        for kind in BotKind::ALL {
            assert_eq!(kind.name().parse::<BotKind>(), Ok(kind));
        }
        assert!("nobody".parse::<BotKind>().is_err());
    }
}

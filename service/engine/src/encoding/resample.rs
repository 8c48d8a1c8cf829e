//! Worlds one seat cannot tell apart from the real one: the hidden cards dealt again.

use rand_chacha::ChaCha20Rng;
use rand_core::SeedableRng as _;

use crate::action::{Direction, Seat};
use crate::card::CardSet;
use crate::game::{Game, GameState};
use crate::pochen::Group;
use crate::rng;
use crate::rules::PochenEligibility;

/// How many random deals [`resample`] tries before it keeps the real cards.
const TRIES: u32 = 64;

/// A resampled world.
#[derive(Clone, Debug)]
pub struct Resampled {
    /// The world: the same view for the seat, other hidden cards.
    pub game: Game,
    /// Whether its hidden cards were dealt again (else no random deal within the tries was
    /// consistent, and the world keeps the real hidden cards).
    pub fresh: bool,
}

/// A world that `viewer` cannot tell from `game`: the cards it may not see (the unrevealed
/// cards of the other hands, the face-down talon) dealt again at random, keeping every hand's
/// size and everything the seat has seen or can infer from the rules: revealed and played
/// cards, the phase-1 claims (RULES §7, I5: no hand may hold a claim that was not made), the
/// groups shown (ED-13: a shown group is its hand's best), a pair in every hand that bet,
/// called or raised under `pochen_eligibility=pair_required` (RULES 8.3.1), and the talon cards
/// that stopped a chain (RULES 9.5(b)). Random deals are tried until one is consistent, and the
/// real cards are kept when none of 64 tries is.
///
/// The world deals from supplied decks: its seed (and the current deal's seed and commitment)
/// is removed, since the seed would show the hidden cards and every later deal, which nobody
/// at the table knows. Its next deal therefore needs a deck order. A match that is over, or
/// has no deal yet, is returned as it is (`fresh` false).
pub fn resample(game: &Game, viewer: Seat, seed: u64) -> Resampled {
    let unchanged = || Resampled {
        game: game.clone(),
        fresh: false,
    };
    let mut s: GameState = game.state().clone();
    let Some(deal) = s.deal.as_ref() else {
        return unchanged();
    };
    if s.match_end.is_some() || viewer >= s.players.len() {
        return unchanged();
    }
    let n = s.players.len();
    let plays = deal.discard.as_ref().map_or(&[][..], |d| &d.plays[..]);
    let played: Vec<CardSet> = (0..n)
        .map(|x| {
            plays
                .iter()
                .filter(|p| p.seat == x)
                .map(|p| p.card)
                .collect()
        })
        .collect();

    // What stays where it is: the viewer's hand, every revealed card, the upcard in its
    // holder's hand (ED-4), the talon cards a chain stopped at.
    let mut fixed: Vec<CardSet> = (0..n)
        .map(|x| {
            if x == viewer {
                deal.hands[x]
            } else {
                deal.hands[x].intersect(deal.revealed[x])
            }
        })
        .collect();
    if let Some(holder) = deal.upcard_holder
        && deal.hands[holder].contains(deal.upcard)
    {
        fixed[holder].insert(deal.upcard);
    }
    let talon_fixed = chain_stops(&s, deal.talon);
    let pool: Vec<_> = (0..n)
        .map(|x| deal.hands[x].minus(fixed[x]))
        .fold(deal.talon.minus(talon_fixed), CardSet::union)
        .to_vec();
    let open: Vec<u32> = (0..n)
        .map(|x| deal.hands[x].len() - fixed[x].len())
        .collect();
    // RULES 8.3.1: a seat that put chips in held a pair.
    let must_pair: Vec<Seat> = match (&deal.pochen, s.rules.pochen_eligibility) {
        (Some(p), PochenEligibility::PairRequired) => {
            (0..n).filter(|&x| p.contributions[x] > 0).collect()
        }
        (Some(_) | None, PochenEligibility::PairRequired | PochenEligibility::Any) => Vec::new(),
    };

    // The world deals from supplied decks: no seed, no commitment.
    s.seed = None;
    s.fairness = None;
    s.deck_orders.clear();
    if let Some(deal) = s.deal.as_mut() {
        deal.deal_seed = None;
        deal.commitment = None;
    }
    let real = s.clone();

    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut cards = pool;
    for _ in 0..TRIES {
        // Fisher–Yates.
        for i in (1..cards.len()).rev() {
            let j = rng::uniform(&mut rng, i as u32 + 1) as usize;
            cards.swap(i, j);
        }
        let mut rest = cards.iter().copied();
        let mut hands = fixed.clone();
        for (x, hand) in hands.iter_mut().enumerate() {
            *hand = hand.union(rest.by_ref().take(open[x] as usize).collect());
        }
        let talon = talon_fixed.union(rest.collect());
        if must_pair
            .iter()
            .any(|&x| Group::best(hands[x].union(played[x])).is_none())
        {
            continue;
        }
        let mut world = s.clone();
        if let Some(deal) = world.deal.as_mut() {
            deal.hands = hands;
            deal.talon = talon;
        }
        if let Ok(game) = Game::from_state(world) {
            return Resampled { game, fresh: true };
        }
    }
    match Game::from_state(real) {
        Ok(game) => Resampled { game, fresh: false },
        Err(_) => unchanged(),
    }
}

/// The talon cards that some chain stopped at (RULES 9.5(b)): a chain stops short of the top
/// only at a card that is played already or out of play, and of the cards out of play only the
/// talon is hidden.
fn chain_stops(s: &GameState, talon: CardSet) -> CardSet {
    let mut stops = CardSet::EMPTY;
    let Some(deal) = &s.deal else { return stops };
    let Some(d) = &deal.discard else { return stops };
    let up = d.direction != Some(Direction::Down);
    let ends = d
        .chain_starts
        .iter()
        .skip(1)
        .map(|&x| x as usize)
        .chain([d.plays.len()]);
    for (i, end) in ends.enumerate() {
        let last_chain = i + 1 == d.chain_starts.len();
        // A chain that ended with its player going out stopped for that alone (ED-22).
        if end == 0 || (last_chain && d.winner.is_some()) {
            continue;
        }
        let before: CardSet = d.plays[..end].iter().map(|p| p.card).collect();
        if let Some(next) = d.plays[end - 1].card.neighbour(up)
            && s.rules.deck.has_rank(next.rank())
            && !before.contains(next)
            && talon.contains(next)
        {
            stops.insert(next);
        }
    }
    stops
}

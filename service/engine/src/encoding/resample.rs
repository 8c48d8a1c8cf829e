//! Worlds one seat cannot tell apart from the real one: the hidden cards dealt again.

use rand_chacha::ChaCha20Rng;
use rand_core::SeedableRng as _;

use crate::action::Direction;
use crate::card::CardSet;
use crate::deal::phase_one_claims;
use crate::field::{Field, FieldSet};
use crate::game::Game;
use crate::pochen::Group;
use crate::random;
use crate::rules::PochenEligibility;
use crate::seats::Seat;
use crate::state::GameState;

/// The most random deals [`resample`] and [`resample_known`] draw for one world. Each draw is
/// a uniformly random deal of the hidden cards, kept when it is consistent with what the seat
/// knows and drawn again otherwise, so a world found is uniform among the consistent deals
/// whatever the bound; the bound only decides how rare a consistent deal may be before the draw
/// gives up (at a node where one deal in a thousand is consistent, it gives up once in about
/// 10^8).
pub const MAX_DRAWS: u32 = 20_000;

/// A world drawn for one seat, or why there is none.
#[derive(Clone, Debug)]
pub enum Resampled {
    /// The hidden cards dealt again: a world drawn uniformly among the deals the seat cannot
    /// tell from the game's.
    Fresh(Game),
    /// Nothing to deal again: the match is over, it has no deal yet, or the seat is not at the
    /// table. The game as it is.
    Unchanged(Game),
    /// None of [`MAX_DRAWS`] random deals was consistent with what the seat knows: the real
    /// deal is one of very few. No world is made up in its place (the real cards would tell
    /// the seat what it cannot know); draw again with another seed, or do without.
    NotFound,
}

impl Resampled {
    /// The world, when the hidden cards were dealt again.
    pub fn fresh(self) -> Option<Game> {
        match self {
            Resampled::Fresh(game) => Some(game),
            Resampled::Unchanged(_) | Resampled::NotFound => None,
        }
    }
}

/// A world that `viewer` cannot tell from `game`: the cards it may not see (the unrevealed
/// cards of the other hands, the face-down talon) dealt again at random, keeping every hand's
/// size and everything the seat has seen or can infer from the rules: revealed and played
/// cards, the phase-1 claims (RULES §7, I5: no hand may hold a claim that was not made), the
/// groups shown (ED-13: a shown group is its hand's best), a pair in every hand that bet,
/// called or raised under `pochen_eligibility=pair_required` (RULES 8.3.1), and the talon cards
/// that stopped a chain (RULES 9.5(b)). Random deals are drawn until one is consistent, so the
/// world is uniform among the consistent deals, the real one included at its share; after
/// [`MAX_DRAWS`] draws without one, none is made up ([`Resampled::NotFound`]).
///
/// The world deals from supplied decks: its seed (and the current deal's seed and commitment)
/// is removed, since the seed would show the hidden cards and every later deal, which nobody
/// at the table knows. Its next deal therefore needs a deck order. A match that is over, or
/// has no deal yet, is returned as it is ([`Resampled::Unchanged`]).
pub fn resample(game: &Game, viewer: Seat, seed: u64) -> Resampled {
    if game.state().match_end.is_some() || !viewer.at_table(game.players()) {
        return Resampled::Unchanged(game.clone());
    }
    let Some(known) = Known::of(game.state(), viewer) else {
        return Resampled::Unchanged(game.clone());
    };
    match known.deal_again(seed, MAX_DRAWS, |_| true) {
        Some(world) => Resampled::Fresh(world),
        None => Resampled::NotFound,
    }
}

/// What `viewer` knows of `game`, as a state: every secret removed as by [`resample`] (the
/// seeds, the commitments, the deck orders), and the cards it may not see dealt again in
/// listing order (C S H D, then rank), the same for every game the seat cannot tell from this
/// one. Two games that the seat cannot tell apart give the same state; [`resample_known`]
/// deals worlds from it.
///
/// The state may break the invariants (the listing order may, say, give another hand a claim
/// that was not made), and is no [`Game`]: it is what a seat's bot reads. `None` for a match
/// without a deal, or a seat the table does not have.
pub fn known_state(game: &Game, viewer: Seat) -> Option<GameState> {
    let known = Known::of(game.state(), viewer)?;
    let mut s = known.state;
    let mut rest = known.pool.iter().chain(known.talon_fixed.iter());
    if let Some(deal) = s.deal.as_mut() {
        for (x, hand) in deal.hands.iter_mut().enumerate() {
            *hand = known.fixed[x].union(rest.by_ref().take(known.open[x] as usize).collect());
        }
        deal.talon = rest.collect();
    }
    Some(s)
}

/// A world consistent with a state from [`known_state`] (or any state) as `viewer` sees it:
/// its hidden cards dealt again at random from `seed`, as [`resample`] deals them, and checked
/// against every invariant. `None` when none of `draws` random deals is consistent, or the
/// state has no deal: [`MAX_DRAWS`] for a world that must be found, fewer for a search that
/// can do without some of its worlds (a world found is uniform among the consistent deals
/// whatever `draws` is).
pub fn resample_known(known: &GameState, viewer: Seat, seed: u64, draws: u32) -> Option<Game> {
    Worlds::of(known, viewer)?.draw(seed, draws, |_| true)
}

/// The worlds of one seat, ready to be dealt again and again: what [`resample_known`] works out
/// of a state for every world (the cards that stay, the pool dealt again, the pairs some hands
/// must hold), worked out once, for a search that deals many worlds from one decision's
/// information.
pub struct Worlds {
    known: Known,
}

impl Worlds {
    /// The worlds of `viewer` in `known` (a state from [`known_state`], or any state); `None`
    /// as for [`resample_known`].
    pub fn of(known: &GameState, viewer: Seat) -> Option<Worlds> {
        if !viewer.at_table(known.players.len()) {
            return None;
        }
        Some(Worlds {
            known: Known::of(known, viewer)?,
        })
    }

    /// The cards each seat has played in phase 3 (public).
    pub fn played(&self) -> &[CardSet] {
        &self.known.played
    }

    /// A world as [`resample_known`] deals it from `seed`, of the deals that `accept` also
    /// keeps: each random deal consistent with what the seat knows is offered to `accept` (its
    /// hands, before the world is built), and drawn again when refused. A deal is kept with
    /// the probability `accept` gives it when `accept` draws at random itself: the worlds are
    /// then drawn with that weight (rejection sampling), for instance by how likely the other
    /// seats' bets are with the hands the deal gives them. `None` when none of `draws` random
    /// deals is kept.
    pub fn draw(
        &self,
        seed: u64,
        draws: u32,
        accept: impl FnMut(&[CardSet]) -> bool,
    ) -> Option<Game> {
        self.known.deal_again(seed, draws, accept)
    }
}

/// A state with its secrets removed, and what of its deal one seat may not see.
struct Known {
    /// The state without seeds, commitments or deck orders.
    state: GameState,
    /// Each hand's cards that stay: all of the viewer's, the revealed cards of the others, the
    /// upcard in its holder's hand.
    fixed: Vec<CardSet>,
    /// How many cards each hand holds beyond its fixed ones.
    open: Vec<u32>,
    /// The talon cards a chain stopped at.
    talon_fixed: CardSet,
    /// The cards dealt again: the hidden ones but those.
    pool: CardSet,
    /// The cards each seat has played.
    played: Vec<CardSet>,
    /// The seats that must hold a pair (RULES 8.3.1).
    must_pair: Vec<Seat>,
    /// The fields the deal's hands claimed in phase 1 (RULES 7.6: public): the fields awarded
    /// but POCH and MID, which phase 1 never claims.
    claimed: FieldSet,
}

impl Known {
    fn of(s: &GameState, viewer: Seat) -> Option<Known> {
        let deal = s.deal.as_ref()?;
        let n = s.players.len();
        if !viewer.at_table(n) || deal.hands.len() != n || deal.revealed.len() != n {
            return None;
        }
        let plays = deal.discard.as_ref().map_or(&[][..], |d| &d.plays[..]);
        let played: Vec<CardSet> = Seat::all(n)
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
        let mut fixed: Vec<CardSet> = Seat::all(n)
            .map(|x| {
                if x == viewer {
                    deal.hands[x]
                } else {
                    deal.hands[x].intersect(deal.revealed[x])
                }
            })
            .collect();
        if let Some(holder) = deal.upcard_holder
            && holder.at_table(n)
            && deal.hands[holder].contains(deal.upcard)
        {
            fixed[holder].insert(deal.upcard);
        }
        let hidden = Seat::all(n)
            .map(|x| deal.hands[x].minus(fixed[x]))
            .fold(deal.talon, CardSet::union);
        let talon_fixed = chain_stops(s, hidden);
        let pool = hidden.minus(talon_fixed);
        let open: Vec<u32> = Seat::all(n)
            .map(|x| deal.hands[x].len() - fixed[x].len())
            .collect();
        // RULES 8.3.1: a seat that put chips in held a pair.
        let must_pair: Vec<Seat> = match (&deal.pochen, s.rules.pochen_eligibility) {
            (Some(p), PochenEligibility::PairRequired) => Seat::all(n)
                .filter(|&x| p.contributions.get(x.index()).is_some_and(|&c| c > 0))
                .collect(),
            (
                Some(_) | None,
                PochenEligibility::PairRequired
                | PochenEligibility::Any
                | PochenEligibility::HighCard,
            ) => Vec::new(),
        };

        // The world deals from supplied decks: no seed, no commitment.
        let mut state = s.clone();
        state.seed = None;
        state.fairness = None;
        state.deck_orders.clear();
        if let Some(deal) = state.deal.as_mut() {
            deal.deal_seed = None;
            deal.commitment = None;
        }
        let claimed = FieldSet::from_iter(
            Field::ALL
                .into_iter()
                .filter(|&f| f != Field::POCH && f != Field::MID && deal.awarded.contains(f)),
        );
        Some(Known {
            state,
            fixed,
            open,
            talon_fixed,
            pool,
            played,
            must_pair,
            claimed,
        })
    }

    /// A consistent world with the pool dealt at random from `seed`: uniform random deals
    /// drawn until one is consistent (rejection sampling), at most `draws`.
    fn deal_again(
        &self,
        seed: u64,
        draws: u32,
        mut accept: impl FnMut(&[CardSet]) -> bool,
    ) -> Option<Game> {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut cards = self.pool.to_vec();
        for _ in 0..draws {
            // Fisher–Yates.
            for i in (1..cards.len()).rev() {
                let j = random::uniform(&mut rng, i as u32 + 1) as usize;
                cards.swap(i, j);
            }
            let mut rest = cards.iter().copied();
            let mut hands = self.fixed.clone();
            for (x, hand) in hands.iter_mut().enumerate() {
                *hand = hand.union(rest.by_ref().take(self.open[x] as usize).collect());
            }
            let talon = self.talon_fixed.union(rest.collect());
            if self
                .must_pair
                .iter()
                .any(|&x| Group::best(hands[x].union(self.played[x])).is_none())
                || !self.claims_agree(&hands)
                || !accept(&hands)
            {
                continue;
            }
            let mut world = self.state.clone();
            if let Some(deal) = world.deal.as_mut() {
                deal.hands = hands;
                deal.talon = talon;
            }
            if let Ok(game) = Game::from_state(world) {
                return Some(game);
            }
        }
        None
    }

    /// Whether `hands` (the hands now, the played cards apart) claim in phase 1 the fields the
    /// deal's hands claimed. The state's whole check refuses any other deal as well (I5); this
    /// refuses it first, without building and checking the world.
    fn claims_agree(&self, hands: &[CardSet]) -> bool {
        let Some(deal) = self.state.deal.as_ref() else {
            return true;
        };
        let dealt: Vec<CardSet> = hands
            .iter()
            .zip(&self.played)
            .map(|(h, p)| h.union(*p))
            .collect();
        let claimed: FieldSet = phase_one_claims(&self.state.rules, deal, &dealt)
            .map(|c| c.field)
            .collect();
        claimed == self.claimed
    }
}

/// The talon cards that some chain stopped at (RULES 9.5(b)): a chain stops short of the top
/// only at a card that is played already or out of play, and of the cards out of play only the
/// talon is hidden. Such a card is in no hand (hands only lose cards), so it is the talon's
/// when it is among the `hidden` cards (the talon and the hands' unseen cards): what the seat
/// knows is enough to tell.
fn chain_stops(s: &GameState, hidden: CardSet) -> CardSet {
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
            && hidden.contains(next)
        {
            stops.insert(next);
        }
    }
    stops
}

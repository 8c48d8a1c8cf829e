//! The observation and information-state tensors of one seat written from the game itself,
//! without building the seat's [`View`](crate::View) first: what a batch of matches writes at
//! every step (`crate::batch`).
//!
//! Each section reads only what the seat's view holds (RULES 12.5): the seat's own hand (and,
//! for the information state, the cards it played), every seat's number of cards and the
//! cards it has shown and still holds, and the public rest; never another hand, the talon's
//! cards or a seed. The writers of `tensors.rs`, which read the view alone, stay the
//! reference: `tests/encoding.rs` holds every tensor written here equal to theirs, bit for
//! bit, for every seat at every step of random matches of every preset, with both action
//! sets. The row is zeroed once and only what is not zero is written, in the order of
//! [`observation_layout`](super::observation_layout) and
//! [`information_state_layout`](super::information_state_layout).

use crate::card::{Card, CardSet, DeckKind};
use crate::error::Rejection;
use crate::event::{PochenOutcome, Status};
use crate::field::Field;
use crate::game::Game;
use crate::seats::Seat;
use crate::state::{DealState, Phase, Play};

use super::deck_index;
use super::tensors::DealRecord;

/// [`observation_tensor_into`](super::observation_tensor_into) of `seat`'s view of `game`,
/// written from the game: the same floats, bit for bit. `out` is at least as long as the
/// layout, which this answers.
///
/// # Errors
///
/// [`Rejection::SeatOutOfRange`] for a seat the table does not have.
pub fn observation_tensor_of(game: &Game, seat: Seat, out: &mut [f32]) -> Result<usize, Rejection> {
    write(game, seat, None, out)
}

/// [`information_state_tensor_into`](super::information_state_tensor_into) of `seat`'s view of
/// `game` and the deal's public `record`, written from the game: the same floats, bit for bit.
///
/// # Errors
///
/// [`Rejection::SeatOutOfRange`] for a seat the table does not have.
pub fn information_state_tensor_of(
    game: &Game,
    record: &DealRecord,
    seat: Seat,
    out: &mut [f32],
) -> Result<usize, Rejection> {
    write(game, seat, Some(record), out)
}

/// The rest of a row, section after section.
struct Row<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Row<'_> {
    /// The next section, `len` floats (zero when taken).
    fn next(&mut self, len: usize) -> &mut [f32] {
        let start = self.at;
        self.at += len;
        &mut self.out[start..self.at]
    }

    /// The next section, of `len` floats, with 1 at `i` (nothing for `None`).
    fn one_hot(&mut self, len: usize, i: Option<usize>) {
        let t = self.next(len);
        if let Some(i) = i {
            put(t, i);
        }
    }

    /// The next section, of `len` floats, with 1 at each bit of `bits`.
    fn bits(&mut self, len: usize, bits: u64) {
        set_bits(self.next(len), bits);
    }
}

/// 1 at `i` of `t` (nothing past its end).
fn put(t: &mut [f32], i: usize) {
    if let Some(x) = t.get_mut(i) {
        *x = 1.0;
    }
}

/// 1 at each bit of `bits` in `t`.
fn set_bits(t: &mut [f32], mut bits: u64) {
    while bits != 0 {
        put(t, bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

/// `cards` as bits in `deck`'s listing order (suit C S H D, then rank): bit `k` is the card
/// that [`deck_index`] puts at `k`. A card's bit in a [`CardSet`] is its
/// suit's 16-bit lane and its rank within it; each lane's ranks of the deck are moved down to
/// their place.
fn listing(deck: DeckKind, cards: CardSet) -> u64 {
    let bottom = u32::from(deck.bottom().index());
    let ranks = 13 - bottom;
    let lane = (1u64 << ranks) - 1;
    let bits = cards.bits();
    if bits == 0 {
        return 0;
    }
    (0..4).fold(0, |acc, suit| {
        acc | ((bits >> (16 * suit + bottom)) & lane) << (ranks * suit)
    })
}

/// Writes the tensor of `seat` (with the history when `record` is given) into `out`.
fn write(
    game: &Game,
    seat: Seat,
    record: Option<&DealRecord>,
    out: &mut [f32],
) -> Result<usize, Rejection> {
    let seat = game.check_seat(seat)?;
    let s = game.state();
    let rules = &s.rules;
    let deck = rules.deck;
    let n = s.players.len();
    let d = deck.size() as usize;
    let k = 4 * n;
    let observation = 6 * d + n * d + 15 * n + 43;
    let history = 1 + d + n * d + 9 * n + d * (n + d + 1) + k * (n + 6) + 1;
    let len = observation + if record.is_some() { history } else { 0 };
    let out = &mut out[..len];
    out.fill(0.0);
    let mut row = Row { out, at: 0 };
    let deal = s.deal.as_ref();
    let pochen = deal.and_then(|d| d.pochen.as_ref());
    let discard = deal.and_then(|d| d.discard.as_ref());
    let plays: &[Play] = discard.map_or(&[], |x| &x.plays);
    // I1: stacks, board and the contributions of a betting still open are all the chips.
    let open = pochen
        .filter(|p| p.outcome.is_none())
        .map_or(0, |p| p.contributions.iter().map(|&c| u64::from(c)).sum());
    let chips =
        (s.stacks.iter().map(|&x| u64::from(x)).sum::<u64>() + s.board.total() + open) as f32;
    let share = |amount: u32| {
        if chips > 0.0 {
            amount as f32 / chips
        } else {
            0.0
        }
    };
    let cards = |set: CardSet| listing(deck, set);
    let index = |card: Card| deck_index(deck, card).map(|k| k as usize);

    row.one_hot(n, Some(seat.index()));
    let phase = match game.phase() {
        Phase::Pochen => 0,
        Phase::Discard => 1,
        Phase::BetweenDeals => 2,
        Phase::MatchOver => 3,
    };
    row.one_hot(4, Some(phase));
    let progress = row.next(1);
    if let Some(max) = rules.max_deals.0 {
        progress[0] = (s.deals as f32 / max.get() as f32).min(1.0);
    }
    row.one_hot(n, deal.map(|x| x.dealer.index()));
    row.one_hot(n, deal.map(|x| rules.forehand(x.dealer, n).index()));
    row.one_hot(n, game.to_act().map(Seat::index));
    row.bits(d, deal.map_or(0, |x| cards(x.hands[seat])));
    row.one_hot(d, deal.and_then(|x| index(x.upcard)));
    row.one_hot(4, deal.map(|x| x.upcard.suit() as usize));
    row.one_hot(n, deal.and_then(|x| x.upcard_holder).map(Seat::index));
    row.bits(d, deal.map_or(0, |x| cards(x.dead)));
    let talon = row.next(1);
    talon[0] = deal.map_or(0.0, |x| x.talon.len() as f32 / d as f32);
    let hands: &[CardSet] = deal.map_or(&[], |x| &x.hands);
    for (slot, hand) in row.next(n).iter_mut().zip(hands) {
        *slot = hand.len() as f32 / d as f32;
    }
    // What each seat has shown and still holds.
    let revealed: &[CardSet] = deal.map_or(&[], |x| &x.revealed);
    for (part, (shown, hand)) in row
        .next(n * d)
        .chunks_exact_mut(d)
        .zip(revealed.iter().zip(hands))
    {
        set_bits(part, cards(shown.intersect(*hand)));
    }
    for (slot, field) in row.next(9).iter_mut().zip(Field::ALL) {
        *slot = share(s.board[field]);
    }
    let awarded = row.next(9);
    if let Some(x) = deal {
        for field in x.awarded.iter() {
            awarded[field as usize] = 1.0;
        }
    }
    let carried = row.next(9);
    for field in s.carried.iter() {
        carried[field as usize] = 1.0;
    }
    for (slot, &stack) in row.next(n).iter_mut().zip(&s.stacks) {
        *slot = share(stack);
    }
    pochen_sections(&mut row, deal, n, share);
    row.one_hot(
        2,
        discard
            .and_then(|x| x.direction)
            .map(|x| usize::from(x == crate::action::Direction::Down)),
    );
    row.bits(d, cards(plays.iter().map(|p| p.card).collect()));
    let start = discard
        .and_then(|x| x.chain_starts.last())
        .map_or(0, |&i| i as usize);
    row.bits(d, cards(plays.iter().skip(start).map(|p| p.card).collect()));
    row.one_hot(d, plays.last().and_then(|p| index(p.card)));
    row.one_hot(
        n,
        deal.and_then(|x| x.settlement.as_ref())
            .map(|x| x.winner.index()),
    );
    debug_assert_eq!(row.at, observation);
    if let Some(record) = record {
        let record = record.of(deal.map_or(0, |x| x.number));
        history_sections(&mut row, deal, record, seat, (n, deck), share);
    }
    debug_assert_eq!(row.at, len);
    Ok(len)
}

/// Phase 2's sections: the contributions, the high stake, the statuses, the seats pending,
/// the outcome and the winner.
fn pochen_sections(
    row: &mut Row<'_>,
    deal: Option<&DealState>,
    n: usize,
    share: impl Fn(u32) -> f32,
) {
    let pochen = deal.and_then(|d| d.pochen.as_ref());
    let contributions = row.next(n);
    if let Some(p) = pochen {
        for (slot, &x) in contributions.iter_mut().zip(&p.contributions) {
            *slot = share(x);
        }
    }
    let high = row.next(1);
    if let Some(p) = pochen {
        high[0] = share(p.high_stake);
    }
    let statuses = row.next(4 * n);
    if let Some(p) = pochen {
        for (part, status) in statuses.chunks_exact_mut(4).zip(&p.statuses) {
            let i = match status {
                Status::In => 0,
                Status::Folded => 1,
                Status::AllIn => 2,
                Status::Out => 3,
            };
            part[i] = 1.0;
        }
    }
    let pending = row.next(n);
    if let Some(p) = pochen {
        for seat in p.pending.iter() {
            if let Some(x) = pending.get_mut(seat.index()) {
                *x = 1.0;
            }
        }
    }
    row.one_hot(
        3,
        pochen.and_then(|p| p.outcome).map(|o| match o {
            PochenOutcome::AllPassed => 0,
            PochenOutcome::Uncontested => 1,
            PochenOutcome::Showdown => 2,
        }),
    );
    row.one_hot(n, pochen.and_then(|p| p.winner).map(Seat::index));
}

/// The information state's sections after the observation's: the record's completeness, the
/// seat's hand as dealt, the cards shown, the claims, the plays and the betting (`record` is
/// the deal's, or none).
fn history_sections(
    row: &mut Row<'_>,
    deal: Option<&DealState>,
    record: Option<&DealRecord>,
    seat: Seat,
    (n, deck): (usize, DeckKind),
    share: impl Fn(u32) -> f32,
) {
    let d = deck.size() as usize;
    let cards = |set: CardSet| listing(deck, set);
    let complete = row.next(1);
    complete[0] = f32::from(u8::from(record.is_some_and(|r| r.complete)));
    let discard = deal.and_then(|x| x.discard.as_ref());
    let plays: &[Play] = discard.map_or(&[], |x| &x.plays);
    let held = deal.map_or(CardSet::EMPTY, |x| x.hands[seat]);
    let played: CardSet = plays
        .iter()
        .filter(|p| p.seat == seat)
        .map(|p| p.card)
        .collect();
    row.bits(d, cards(held.union(played)));
    let shown: &[CardSet] = record.map_or(&[], |r| &r.shown);
    for (part, &set) in row.next(n * d).chunks_exact_mut(d).zip(shown) {
        set_bits(part, cards(set));
    }
    let claims = row.next(9 * n);
    for (field, claimer) in record.map_or(&[None; 9], |r| &r.claims).iter().enumerate() {
        if let Some(s) = claimer {
            put(claims, field * n + s.index());
        }
    }
    let width = n + d + 1;
    let starts: &[u32] = discard.map_or(&[], |x| &x.chain_starts);
    for (i, (play, slot)) in plays
        .iter()
        .zip(row.next(d * width).chunks_exact_mut(width))
        .enumerate()
    {
        put(slot, play.seat.index());
        if let Some(k) = deck_index(deck, play.card) {
            put(slot, n + k as usize);
        }
        slot[width - 1] = f32::from(u8::from(starts.contains(&(i as u32))));
    }
    let k = 4 * n;
    let width = n + 6;
    let betting = row.next(k * width);
    if let Some(r) = record {
        let skip = r.betting.len().saturating_sub(k);
        for (&(s, kind, amount), slot) in r.betting[skip..]
            .iter()
            .zip(betting.chunks_exact_mut(width))
        {
            put(slot, s.index());
            // The kinds in `BetKind::ALL`'s order, which is the enum's.
            put(slot, n + kind as usize);
            slot[width - 1] = share(amount);
        }
    }
    let dropped = row.next(1);
    dropped[0] = f32::from(u8::from(record.is_some_and(|r| r.betting.len() > k)));
}

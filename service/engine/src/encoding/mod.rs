//! What a learning program reads and writes: stable action ids, and tensors and strings of
//! what one seat sees.
//!
//! - [`ActionTable`] numbers every concrete action of a table once and for all, and turns a
//!   seat's [`LegalActions`](crate::LegalActions) into ids or a mask.
//! - [`observation_tensor`], [`information_state_tensor`] and their string forms encode one
//!   seat's [`View`](crate::View) (and, for the information state, the public record of the
//!   deal, [`DealRecord`]) with a documented layout ([`observation_layout`],
//!   [`information_state_layout`]); being built from the view alone, they hold nothing the
//!   seat may not see (RULES 12.5). [`observation_tensor_of`] and
//!   [`information_state_tensor_of`] write the same floats from the game itself, without the
//!   view (what a batch of matches writes at every step), held to the view's by tests.
//! - [`resample`] deals the cards a seat cannot see again, consistently with everything it
//!   has seen: the worlds an imperfect-information search samples. [`known_state`] is what the
//!   seat knows as a state (the same for every game it cannot tell apart), and
//!   [`resample_known`] deals worlds from that alone.

mod abstraction;
mod actions;
mod deck;
mod direct;
mod resample;
mod tensors;

pub use abstraction::{AbstractAction, AbstractActions, BetSize, pot};
pub use actions::{ActionIdOutOfRange, ActionTable, MAX_TABLE_CHIPS, TableTooLarge};
pub use deck::dealt_deck;
pub use direct::{information_state_tensor_of, observation_tensor_of};
pub use resample::{MAX_DRAWS, Resampled, Worlds, known_state, resample, resample_known};
pub use tensors::{
    BetKind, DealRecord, ObserverKind, PrivateInfo, Section, information_state_layout,
    information_state_string, information_state_tensor, information_state_tensor_into,
    observation_layout, observation_string, observation_tensor, observation_tensor_into,
    observer_layout, observer_string, observer_tensor,
};

use crate::card::{Card, DeckKind, Rank, Suit};

/// The position of `card` in `deck`'s listing order (suit C S H D, then rank), or `None` for a
/// card of another deck.
pub(crate) fn deck_index(deck: DeckKind, card: Card) -> Option<u32> {
    if !deck.has_rank(card.rank()) {
        return None;
    }
    let bottom = u32::from(deck.bottom().index());
    Some(card.suit() as u32 * (13 - bottom) + u32::from(card.rank().index()) - bottom)
}

/// The `k`-th card of `deck` in listing order.
pub(crate) fn deck_card(deck: DeckKind, k: u32) -> Option<Card> {
    let bottom = deck.bottom().index();
    let ranks = 13 - u32::from(bottom);
    let suit = *Suit::ALL.get((k / ranks) as usize)?;
    // k % ranks < 13 − bottom: a rank of the deck.
    let rank = Rank::new(bottom + (k % ranks) as u8)?;
    Some(Card::new(rank, suit))
}

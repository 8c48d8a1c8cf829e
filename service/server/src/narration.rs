//! Narration: the events of an answer told in a request's locale, the sentences the contract's
//! catalogues make (`poch_api::narration`). Presentation, between the operations (`ops`), which
//! neither know nor care, and the wires' adapters, which ask for it: this only reads the
//! request's locale and picks each sentence's reader.

use poch_api::narration::{Locale, Narrator};
use poch_engine::{Event, Game, Seat, Visibility};

use crate::error::ApiError;
use crate::ops::Outcome;

/// Each event of an operation's outcome told in `locale` (none without one), in the order of
/// the events, to the outcome's reader.
///
/// # Errors
///
/// `internal` when a catalogue cannot format an event (a test holds every catalogue to every
/// event kind).
pub fn texts(outcome: &Outcome, locale: Option<Locale>) -> Result<Vec<Option<String>>, ApiError> {
    match locale {
        None => Ok(vec![None; outcome.events.len()]),
        Some(locale) => Ok(
            narrate(&outcome.game, &outcome.events, locale, outcome.reader)?
                .into_iter()
                .map(Some)
                .collect(),
        ),
    }
}

/// The sentence of each event in `locale`, the match's player ids naming the seats: every
/// event is told to `reader` ("you") when the answer is one seat's; otherwise a private event is
/// told to its seat, a public one to the whole table. The sentences are the catalogues'
/// (`poch_api::narration`); this only picks the reader.
///
/// # Errors
///
/// `internal` when a catalogue cannot format an event.
pub fn narrate(
    game: &Game,
    events: &[Event],
    locale: Locale,
    reader: Option<Seat>,
) -> Result<Vec<String>, ApiError> {
    let table = Narrator::new(locale, &game.state().players, game.rules().deck);
    events
        .iter()
        .map(|event| {
            let reader = match event.visibility {
                Visibility::Public => reader,
                Visibility::Private(seat) => Some(seat),
            };
            table
                .reader(reader)
                .event(&event.kind)
                .map(|narration| narration.text())
                .map_err(|e| ApiError::Internal(e.to_string()))
        })
        .collect()
}

/// The locale a request names, if any (an empty name is none).
///
/// # Errors
///
/// `unknown_locale` for a tag no catalogue speaks.
pub fn locale(tag: Option<&str>) -> Result<Option<Locale>, ApiError> {
    match tag {
        None | Some("") => Ok(None),
        Some(tag) => Locale::parse(tag)
            .map(Some)
            .map_err(ApiError::UnknownLocale),
    }
}

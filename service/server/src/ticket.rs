//! Seat tickets: short credentials that say for whom a request speaks, beside the token that
//! says which state it is about.
//!
//! `NewGame` and `Replay` answer one ticket per seat and one operator ticket for the match. A
//! ticket is derived, nothing is stored: HMAC-SHA256 under a key derived from the sealing key
//! (HMAC-SHA256 of the sealing key over [`KEY_LABEL`], so the sealing key itself only seals),
//! over a domain label ([`SEAT_LABEL`] or [`OPERATOR_LABEL`]), the match id and, for a seat, its
//! number in one byte; the first [`TICKET_LEN`] bytes of it. A ticket is bound to its match: a
//! ticket of another match does not verify. It is issued with the sealing key and verified
//! against every key the server holds, so a ticket stays valid while keys rotate, as a token
//! does.
//!
//! On gRPC a ticket is `bytes`; in JSON it is the same bytes in unpadded base64url, as tokens
//! are.

use hmac::Mac as _;
use poch_engine::{MatchId, Seat};

use crate::token::Sealer;

/// The bytes of a ticket.
pub const TICKET_LEN: usize = 16;
pub use crate::token::KEY_LABEL;
/// The domain label of a seat's ticket.
pub const SEAT_LABEL: &[u8] = b"poch.v1 seat ticket\0";
/// The domain label of the operator ticket.
pub const OPERATOR_LABEL: &[u8] = b"poch.v1 operator ticket\0";

pub(crate) use crate::token::TicketMac;

/// For whom a ticket speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// One seat: its view, its legal actions, its moves, its private events.
    Seat(Seat),
    /// The operator of the match: every seat.
    Operator,
}

/// A match's tickets, as `NewGame` and `Replay` answer them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tickets {
    /// One per seat, by seat.
    pub seats: Vec<[u8; TICKET_LEN]>,
    /// The operator ticket.
    pub operator: [u8; TICKET_LEN],
}

/// The MAC of `holder`'s ticket of `match_id`, before truncation.
fn keyed(mac: &TicketMac, match_id: &MatchId, holder: Holder) -> TicketMac {
    let mut mac = mac.clone();
    match holder {
        Holder::Seat(seat) => {
            mac.update(SEAT_LABEL);
            mac.update(&match_id.0);
            // A table has at most 16 seats (`MAX_PLAYERS` is 8), so a seat is one byte.
            mac.update(&[u8::try_from(seat.index()).unwrap_or(u8::MAX)]);
        }
        Holder::Operator => {
            mac.update(OPERATOR_LABEL);
            mac.update(&match_id.0);
        }
    }
    mac
}

/// `holder`'s ticket of `match_id` under one key.
pub(crate) fn derive(mac: &TicketMac, match_id: &MatchId, holder: Holder) -> [u8; TICKET_LEN] {
    let full = keyed(mac, match_id, holder).finalize().into_bytes();
    let mut ticket = [0u8; TICKET_LEN];
    ticket.copy_from_slice(&full[..TICKET_LEN]);
    ticket
}

/// A request's ticket from its JSON text (unpadded base64url); absent or empty: none.
///
/// # Errors
///
/// `ticket_invalid` for text that is not unpadded base64url.
pub fn from_text(text: Option<&str>) -> Result<Option<Vec<u8>>, crate::error::ApiError> {
    match text {
        None | Some("") => Ok(None),
        Some(text) => crate::token::from_text(text)
            .map(Some)
            .map_err(|_| crate::error::ApiError::TicketInvalid),
    }
}

impl Tickets {
    /// The tickets as JSON carries them.
    pub fn to_body(&self) -> poch_api::rest::Tickets {
        poch_api::rest::Tickets {
            seats: self
                .seats
                .iter()
                .map(|t| crate::token::to_text(t))
                .collect(),
            operator: crate::token::to_text(&self.operator),
        }
    }

    /// The tickets as gRPC carries them.
    pub fn to_proto(&self) -> poch_api::v1::Tickets {
        poch_api::v1::Tickets {
            seats: self.seats.iter().map(|t| t.to_vec()).collect(),
            operator: self.operator.to_vec(),
        }
    }
}

impl Sealer {
    /// The tickets of a match of `players` seats, derived with the sealing key.
    pub fn tickets(&self, match_id: &MatchId, players: usize) -> Tickets {
        let mac = self.ticket_macs().next().expect("a sealer has a key");
        Tickets {
            seats: Seat::all(players)
                .map(|seat| derive(mac, match_id, Holder::Seat(seat)))
                .collect(),
            operator: derive(mac, match_id, Holder::Operator),
        }
    }

    /// The ticket of one seat of `match_id`, as [`Sealer::tickets`] derives it.
    pub fn seat_ticket(&self, match_id: &MatchId, seat: Seat) -> [u8; TICKET_LEN] {
        let mac = self.ticket_macs().next().expect("a sealer has a key");
        derive(mac, match_id, Holder::Seat(seat))
    }

    /// Whose ticket of `match_id` (a match of `players` seats) `ticket` is, under any of the
    /// server's keys; `None` when it is none of them (of another match, altered, of a key the
    /// server does not hold, or not [`TICKET_LEN`] bytes). Compared in constant time.
    pub fn ticket_holder(
        &self,
        match_id: &MatchId,
        players: usize,
        ticket: &[u8],
    ) -> Option<Holder> {
        if ticket.len() != TICKET_LEN {
            return None;
        }
        let holders = std::iter::once(Holder::Operator).chain(Seat::all(players).map(Holder::Seat));
        let mut found = None;
        for mac in self.ticket_macs() {
            for holder in holders.clone() {
                // Every candidate is compared, so the time does not tell which one matched.
                if keyed(mac, match_id, holder)
                    .verify_truncated_left(ticket)
                    .is_ok()
                {
                    found = found.or(Some(holder));
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::SealingKey;

    fn sealer(keys: &[(&str, u8)]) -> Sealer {
        Sealer::new(
            keys.iter()
                .map(|(id, byte)| SealingKey::new(id, &[*byte; 32]).expect("a valid id"))
                .collect(),
        )
        .expect("keys")
    }

    const MATCH: MatchId = MatchId([3; 32]);

    #[test]
    fn tickets_are_derived_from_the_key_the_match_and_the_seat() {
        let a = sealer(&[("a", 1)]);
        let tickets = a.tickets(&MATCH, 4);
        assert_eq!(tickets, a.tickets(&MATCH, 4), "nothing random: derived");
        assert_eq!(tickets.seats.len(), 4);
        let mut all: Vec<_> = tickets.seats.clone();
        all.push(tickets.operator);
        for (i, t) in all.iter().enumerate() {
            assert!(!all[..i].contains(t), "every ticket differs");
        }
        let other_match = a.tickets(&MatchId([4; 32]), 4);
        assert!(
            tickets
                .seats
                .iter()
                .zip(&other_match.seats)
                .all(|(x, y)| x != y)
        );
        assert_ne!(tickets.operator, other_match.operator);
        let other_key = sealer(&[("a", 2)]).tickets(&MATCH, 4);
        assert_ne!(tickets, other_key);
        // The key id plays no part: the key does.
        assert_eq!(tickets, sealer(&[("b", 1)]).tickets(&MATCH, 4));
        // The first four seats' tickets do not depend on the table's size.
        assert_eq!(tickets.seats[..], a.tickets(&MATCH, 6).seats[..4]);
    }

    #[test]
    fn a_ticket_verifies_as_its_holder_only() {
        let a = sealer(&[("a", 1)]);
        let tickets = a.tickets(&MATCH, 5);
        for (seat, ticket) in Seat::all(5).zip(&tickets.seats) {
            assert_eq!(a.ticket_holder(&MATCH, 5, ticket), Some(Holder::Seat(seat)));
        }
        assert_eq!(
            a.ticket_holder(&MATCH, 5, &tickets.operator),
            Some(Holder::Operator)
        );
        // Another match's ticket, a flipped bit, a prefix, a longer one, none at all.
        let foreign = a.tickets(&MatchId([9; 32]), 5);
        assert_eq!(a.ticket_holder(&MATCH, 5, &foreign.seats[0]), None);
        assert_eq!(a.ticket_holder(&MATCH, 5, &foreign.operator), None);
        for byte in 0..TICKET_LEN {
            for bit in 0..8 {
                let mut t = tickets.seats[1];
                t[byte] ^= 1 << bit;
                assert_eq!(a.ticket_holder(&MATCH, 5, &t), None);
            }
        }
        for len in 0..TICKET_LEN {
            assert_eq!(a.ticket_holder(&MATCH, 5, &tickets.operator[..len]), None);
        }
        let mut long = tickets.operator.to_vec();
        long.push(0);
        assert_eq!(a.ticket_holder(&MATCH, 5, &long), None);
        // A seat beyond the table is no holder.
        assert_eq!(a.ticket_holder(&MATCH, 4, &tickets.seats[4]), None);
        // Another key's ticket.
        let b = sealer(&[("b", 2)]);
        assert_eq!(b.ticket_holder(&MATCH, 5, &tickets.seats[0]), None);
    }

    #[test]
    fn rotation_keeps_tickets_valid() {
        let old = sealer(&[("old", 1)]);
        let rotated = sealer(&[("new", 2), ("old", 1)]);
        let before = old.tickets(&MATCH, 4);
        for (seat, ticket) in Seat::all(4).zip(&before.seats) {
            assert_eq!(
                rotated.ticket_holder(&MATCH, 4, ticket),
                Some(Holder::Seat(seat))
            );
        }
        assert_eq!(
            rotated.ticket_holder(&MATCH, 4, &before.operator),
            Some(Holder::Operator)
        );
        // The rotated server issues with its new primary key, which the old server lacks.
        let after = rotated.tickets(&MATCH, 4);
        assert_ne!(after, before);
        assert_eq!(old.ticket_holder(&MATCH, 4, &after.operator), None);
        assert_eq!(
            rotated.ticket_holder(&MATCH, 4, &after.seats[2]),
            Some(Holder::Seat(Seat(2)))
        );
    }

    #[test]
    fn derivation_is_pinned() {
        // HMAC-SHA256 under HMAC-SHA256(key, KEY_LABEL), over the label, the match id and the
        // seat, truncated: a change to any part changes these bytes.
        let a = sealer(&[("a", 1)]);
        let tickets = a.tickets(&MATCH, 3);
        let mut key = TicketMac::new_from_slice(&[1; 32]).expect("any length");
        key.update(KEY_LABEL);
        let key = key.finalize().into_bytes();
        let mut seat = TicketMac::new_from_slice(&key).expect("any length");
        seat.update(SEAT_LABEL);
        seat.update(&MATCH.0);
        seat.update(&[2]);
        assert_eq!(
            tickets.seats[2][..],
            seat.finalize().into_bytes()[..TICKET_LEN]
        );
        let mut operator = TicketMac::new_from_slice(&key).expect("any length");
        operator.update(OPERATOR_LABEL);
        operator.update(&MATCH.0);
        assert_eq!(
            tickets.operator[..],
            operator.finalize().into_bytes()[..TICKET_LEN]
        );
    }
}

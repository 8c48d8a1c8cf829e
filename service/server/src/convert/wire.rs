//! `Apply` over gRPC without the generated message types: the request's state read from its
//! protobuf bytes straight into the engine's [`GameState`], and the answer's state written
//! straight from it.
//!
//! The generated types hold every card as a `String`: a mid-deal state is some 45 of them,
//! each allocated and UTF-8-checked on the way in and allocated again on the way out, which
//! made the conversions cost more than the engine's work (BENCHMARKS.md). Here a card is read
//! from its two bytes and written from them.
//!
//! This is a fast path beside the reference path (prost's decoding, then
//! [`FromProto`](super::FromProto)), never a second definition of the contract:
//!
//! * [`read_apply`] reads the common form of a request, the one any protobuf library writes:
//!   known fields, a plain state, valid values. Anything else (a sealed state, an unknown
//!   field, a message field given twice, a value the conversion would refuse, bytes that are
//!   no protobuf) gives `None`, and the caller reads the request by the reference path, which
//!   decides with its own errors. When it gives a request, it is the one the reference path
//!   reads.
//! * [`write_apply_response`] writes exactly the bytes prost writes for the reference path's
//!   answer.
//!
//! The small messages without cards (rules, board, phase 2, settlement, match end, actions,
//! events, views) go through the generated types and the conversion module as before.

use poch_engine::{
    Action, ByField, Card, CardSet, DealState, DeckOrder, Digest, DiscardState, FieldSet,
    GameState, MatchEnd, PochenState, Rules, Seed, Settlement,
};
use poch_engine::{Play, Seat};
use poch_proto::v1;

use super::{FromProto, ToProto, bytes32, code, optional_enum, seat_in, seat_out};
use crate::ops::Outcome;

// ------------------------------------------------------------------------------------------
// Reading.

const VARINT: u8 = 0;
const LEN: u8 = 2;

/// A protobuf message's bytes, read field by field. Every method gives `None` where prost
/// would fail or where the fast path leaves the bytes to the reference path.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    /// The next field's number and wire type; `None` at the end.
    fn field(&mut self) -> Option<Option<(u32, u8)>> {
        if self.0.is_empty() {
            return Some(None);
        }
        let key = u32::try_from(self.varint()?).ok()?;
        let number = key >> 3;
        // The wire type is the low 3 bits.
        let wire_type = (key & 7) as u8;
        (number != 0).then_some(Some((number, wire_type)))
    }

    /// A varint as prost reads it: at most ten bytes, the tenth at most 1.
    fn varint(&mut self) -> Option<u64> {
        if let Some((&byte, rest)) = self.0.split_first()
            && byte < 0x80
        {
            self.0 = rest;
            return Some(u64::from(byte));
        }
        let mut value = 0u64;
        for i in 0..10 {
            let (&byte, rest) = self.0.split_first()?;
            self.0 = rest;
            value |= u64::from(byte & 0x7f) << (7 * i);
            if byte < 0x80 {
                return (i < 9 || byte <= 1).then_some(value);
            }
        }
        None
    }

    /// A `uint32`; a value beyond it (which prost would truncate) is left to the reference path.
    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.varint()?).ok()
    }

    /// An enum number (`int32`); negative numbers, which no enum here has, are left to the
    /// reference path.
    fn enum_number(&mut self) -> Option<i32> {
        i32::try_from(self.varint()?).ok()
    }

    /// A length-delimited field's bytes.
    fn bytes(&mut self) -> Option<&'a [u8]> {
        let len = usize::try_from(self.varint()?).ok()?;
        if len > self.0.len() {
            return None;
        }
        let (bytes, rest) = self.0.split_at(len);
        self.0 = rest;
        Some(bytes)
    }

    /// A string field's text.
    fn str(&mut self) -> Option<&'a str> {
        std::str::from_utf8(self.bytes()?).ok()
    }

    /// A card, from a string field (two ASCII bytes are valid UTF-8).
    fn card(&mut self) -> Option<Card> {
        Card::from_ascii(self.bytes()?)
    }

    /// A packed (or, one at a time, unpacked) repeated `uint32`, appended to `out`.
    fn u32s(&mut self, wire_type: u8, out: &mut Vec<u32>) -> Option<()> {
        match wire_type {
            VARINT => out.push(self.u32()?),
            LEN => {
                let mut packed = Reader(self.bytes()?);
                while !packed.0.is_empty() {
                    out.push(packed.u32()?);
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// A packed (or unpacked) repeated enum, appended to `out`.
    fn enums(&mut self, wire_type: u8, out: &mut Vec<i32>) -> Option<()> {
        match wire_type {
            VARINT => out.push(self.enum_number()?),
            LEN => {
                let mut packed = Reader(self.bytes()?);
                while !packed.0.is_empty() {
                    out.push(packed.enum_number()?);
                }
            }
            _ => return None,
        }
        Some(())
    }
}

/// Adds a card to a set; a card listed twice is left to the reference path (which refuses it).
fn insert(set: &mut CardSet, card: Card) -> Option<()> {
    (!set.contains(card)).then(|| set.insert(card))
}

/// A message field given once; a second one (which prost would merge) is left to the reference
/// path.
fn once<T>(slot: &mut Option<T>, value: T) -> Option<()> {
    slot.is_none().then(|| *slot = Some(value))
}

/// A small message without cards, read by prost and converted by the conversion module.
fn converted<P: prost::Message + Default, T: FromProto<P>>(bytes: &[u8]) -> Option<T> {
    T::from_proto(P::decode(bytes).ok()?).ok()
}

/// The request of `Apply`, read by the fast path.
#[derive(Debug, PartialEq, Eq)]
pub struct ApplyRequest {
    /// The plain state.
    pub state: GameState,
    /// The acting seat, as the wire gave it.
    pub seat: u32,
    /// The action.
    pub action: Action,
    /// Whether every view is asked for.
    pub include_views: bool,
}

/// Reads a `poch.v1.ApplyRequest` carrying a plain state, or `None` for the reference path
/// (see the module's documentation).
pub fn read_apply(bytes: &[u8]) -> Option<ApplyRequest> {
    let mut r = Reader(bytes);
    let (mut state, mut seat, mut action, mut include_views) = (None, 0, None, false);
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, LEN) => once(&mut state, read_envelope(r.bytes()?)?)?,
            (2, VARINT) => seat = r.u32()?,
            (3, LEN) => once(&mut action, converted::<v1::Action, Action>(r.bytes()?)?)?,
            (4, VARINT) => include_views = r.varint()? != 0,
            _ => return None,
        }
    }
    Some(ApplyRequest {
        state: state?,
        seat,
        action: action?,
        include_views,
    })
}

/// A `StateEnvelope` holding a plain state.
fn read_envelope(bytes: &[u8]) -> Option<GameState> {
    let mut r = Reader(bytes);
    let mut state = None;
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, LEN) => once(&mut state, read_state(r.bytes()?)?)?,
            _ => return None,
        }
    }
    state
}

/// A `poch.v1.GameState`, as `GameState::from_proto` reads it.
pub fn read_state(bytes: &[u8]) -> Option<GameState> {
    let mut r = Reader(bytes);
    let mut schema_version = 0;
    let mut rules = None;
    let mut players = Vec::new();
    let mut stacks = Vec::new();
    let mut board = None;
    let mut carried = Vec::new();
    let mut total_chips = 0;
    let mut first_dealer = 0;
    let mut deals = 0;
    let mut version = 0;
    let mut seed = &[][..];
    let mut deck_orders = Vec::new();
    let mut deal = None;
    let mut match_end = None;
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, VARINT) => schema_version = r.u32()?,
            (2, LEN) => once(&mut rules, converted::<v1::Rules, Rules>(r.bytes()?)?)?,
            (3, LEN) => players.push(r.str()?.to_owned()),
            (4, _) => r.u32s(wire_type, &mut stacks)?,
            (5, LEN) => once(
                &mut board,
                converted::<v1::Board, ByField<u32>>(r.bytes()?)?,
            )?,
            (6, _) => r.enums(wire_type, &mut carried)?,
            (7, VARINT) => total_chips = r.varint()?,
            (8, VARINT) => first_dealer = r.u32()?,
            (9, VARINT) => deals = r.u32()?,
            (10, VARINT) => version = r.varint()?,
            (11, LEN) => seed = r.bytes()?,
            (12, LEN) => deck_orders.push(converted::<v1::DeckOrder, DeckOrder>(r.bytes()?)?),
            (13, LEN) => once(&mut deal, read_deal(r.bytes()?)?)?,
            (14, LEN) => once(
                &mut match_end,
                converted::<v1::MatchEnd, MatchEnd>(r.bytes()?)?,
            )?,
            _ => return None,
        }
    }
    Some(GameState {
        schema_version,
        rules: rules?,
        players,
        stacks,
        board: board?,
        carried: FieldSet::from_proto(carried).ok()?,
        total_chips,
        first_dealer: seat_in(first_dealer),
        deals,
        version,
        seed: bytes32(seed).ok()?.map(Seed),
        deck_orders,
        deal,
        match_end,
    })
}

/// A `poch.v1.DealState`.
fn read_deal(bytes: &[u8]) -> Option<DealState> {
    let mut r = Reader(bytes);
    let mut number = 0;
    let mut dealer = 0;
    let mut deal_seed = &[][..];
    let mut commitment = &[][..];
    let mut ante = None;
    let mut hands = Vec::new();
    let mut upcard = None;
    let mut upcard_holder = None;
    let mut dead = CardSet::EMPTY;
    let mut talon = CardSet::EMPTY;
    let mut revealed = Vec::new();
    let mut awarded = Vec::new();
    let mut pochen = None;
    let mut discard = None;
    let mut settlement = None;
    while let Some((field, wire_type)) = r.field()? {
        match (field, wire_type) {
            (1, VARINT) => number = r.u32()?,
            (2, VARINT) => dealer = r.u32()?,
            (3, LEN) => deal_seed = r.bytes()?,
            (4, LEN) => commitment = r.bytes()?,
            (5, LEN) => once(&mut ante, converted::<v1::Board, ByField<u32>>(r.bytes()?)?)?,
            (6, LEN) => hands.push(read_hand(r.bytes()?)?),
            // A string given twice is replaced, as prost does.
            (7, LEN) => upcard = Some(r.card()?),
            (8, VARINT) => upcard_holder = Some(r.u32()?),
            (9, LEN) => insert(&mut dead, r.card()?)?,
            (10, LEN) => insert(&mut talon, r.card()?)?,
            (11, LEN) => revealed.push(read_hand(r.bytes()?)?),
            (12, _) => r.enums(wire_type, &mut awarded)?,
            (13, LEN) => once(
                &mut pochen,
                converted::<v1::PochenState, PochenState>(r.bytes()?)?,
            )?,
            (14, LEN) => once(&mut discard, read_discard(r.bytes()?)?)?,
            (15, LEN) => once(
                &mut settlement,
                converted::<v1::Settlement, Settlement>(r.bytes()?)?,
            )?,
            _ => return None,
        }
    }
    Some(DealState {
        number,
        dealer: seat_in(dealer),
        deal_seed: bytes32(deal_seed).ok()?.map(Seed),
        commitment: bytes32(commitment).ok()?.map(Digest),
        ante: ante?,
        hands,
        upcard: upcard?,
        upcard_holder: upcard_holder.map(seat_in),
        dead,
        talon,
        revealed,
        awarded: FieldSet::from_proto(awarded).ok()?,
        pochen,
        discard,
        settlement,
    })
}

/// A `poch.v1.Hand`.
fn read_hand(bytes: &[u8]) -> Option<CardSet> {
    let mut r = Reader(bytes);
    let mut cards = CardSet::EMPTY;
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, LEN) => insert(&mut cards, r.card()?)?,
            _ => return None,
        }
    }
    Some(cards)
}

/// A `poch.v1.DiscardState`.
fn read_discard(bytes: &[u8]) -> Option<DiscardState> {
    let mut r = Reader(bytes);
    let mut direction = 0;
    let mut leader = 0;
    let mut plays = Vec::new();
    let mut chain_starts = Vec::new();
    let mut winner = None;
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, VARINT) => direction = r.enum_number()?,
            (2, VARINT) => leader = r.u32()?,
            (3, LEN) => plays.push(read_play(r.bytes()?)?),
            (4, _) => r.u32s(wire_type, &mut chain_starts)?,
            (5, VARINT) => winner = Some(r.u32()?),
            _ => return None,
        }
    }
    Some(DiscardState {
        direction: optional_enum(direction, "").ok()?,
        leader: seat_in(leader),
        plays,
        chain_starts,
        winner: winner.map(seat_in),
    })
}

/// A `poch.v1.Play`.
fn read_play(bytes: &[u8]) -> Option<Play> {
    let mut r = Reader(bytes);
    let (mut seat, mut card) = (0, None);
    while let Some((number, wire_type)) = r.field()? {
        match (number, wire_type) {
            (1, VARINT) => seat = r.u32()?,
            (2, LEN) => card = Some(r.card()?),
            _ => return None,
        }
    }
    Some(Play {
        seat: seat_in(seat),
        card: card?,
    })
}

// ------------------------------------------------------------------------------------------
// Writing: prost's encoding (fields in number order, proto3 defaults left out, repeated
// scalars packed), byte for byte.

/// A protobuf message being written.
struct Writer<'a>(&'a mut Vec<u8>);

impl Writer<'_> {
    fn varint(&mut self, mut value: u64) {
        while value >= 0x80 {
            // The low 7 bits, with the continuation bit.
            self.0.push((value as u8) | 0x80);
            value >>= 7;
        }
        self.0.push(value as u8);
    }

    fn key(&mut self, number: u32, wire_type: u8) {
        self.varint(u64::from(number << 3 | u32::from(wire_type)));
    }

    /// A scalar, left out when 0.
    fn uint(&mut self, number: u32, value: u64) {
        if value != 0 {
            self.key(number, VARINT);
            self.varint(value);
        }
    }

    /// An `optional` scalar, written when set.
    fn optional(&mut self, number: u32, value: Option<u64>) {
        if let Some(value) = value {
            self.key(number, VARINT);
            self.varint(value);
        }
    }

    /// Length-delimited bytes, written even when empty (a repeated string's element).
    fn bytes(&mut self, number: u32, bytes: &[u8]) {
        self.key(number, LEN);
        self.varint(bytes.len() as u64);
        self.0.extend_from_slice(bytes);
    }

    /// A singular `bytes` or `string` field, left out when empty.
    fn nonempty(&mut self, number: u32, bytes: &[u8]) {
        if !bytes.is_empty() {
            self.bytes(number, bytes);
        }
    }

    /// A repeated scalar, packed; left out when empty.
    fn packed(&mut self, number: u32, values: impl Iterator<Item = u64> + Clone) {
        let len: usize = values
            .clone()
            .map(prost::encoding::encoded_len_varint)
            .sum();
        if len > 0 {
            self.key(number, LEN);
            self.varint(len as u64);
            for value in values {
                self.varint(value);
            }
        }
    }

    /// A nested message written by `write`, with its length in front.
    fn message(&mut self, number: u32, write: impl FnOnce(&mut Writer<'_>)) {
        self.key(number, LEN);
        // One byte is kept for the length, which most messages need; a longer length moves
        // the message up.
        let start = self.0.len() + 1;
        self.0.push(0);
        write(&mut Writer(self.0));
        let len = self.0.len() - start;
        if len < 0x80 {
            self.0[start - 1] = len as u8;
        } else {
            let mut prefix = Vec::with_capacity(10);
            Writer(&mut prefix).varint(len as u64);
            self.0.splice(start - 1..start, prefix);
        }
    }

    /// A small message, written by prost.
    fn prost<M: prost::Message>(&mut self, number: u32, message: &M) {
        prost::encoding::message::encode(number, message, self.0);
    }

    fn cards(&mut self, number: u32, cards: CardSet) {
        for card in cards.iter() {
            self.bytes(number, &card.ascii());
        }
    }
}

fn seat(seat: Seat) -> u64 {
    u64::from(seat_out(seat))
}

fn enum_number(number: i32) -> u64 {
    // prost writes an `int32` as its sign-extended 64 bits.
    i64::from(number) as u64
}

/// Writes a `poch.v1.GameState`, as `state.to_proto()` encodes.
fn write_state(w: &mut Writer<'_>, state: &GameState) {
    let GameState {
        schema_version,
        rules,
        players,
        stacks,
        board,
        carried,
        total_chips,
        first_dealer,
        deals,
        version,
        seed,
        deck_orders,
        deal,
        match_end,
    } = state;
    w.uint(1, u64::from(*schema_version));
    w.prost(2, &rules.to_proto());
    for player in players {
        w.bytes(3, player.as_bytes());
    }
    w.packed(4, stacks.iter().map(|&s| u64::from(s)));
    w.prost(5, &board.to_proto());
    w.packed(6, carried.iter().map(|f| enum_number(code(f))));
    w.uint(7, *total_chips);
    w.uint(8, seat(*first_dealer));
    w.uint(9, u64::from(*deals));
    w.uint(10, *version);
    w.nonempty(11, seed.as_ref().map_or(&[][..], |s| &s.0[..]));
    for order in deck_orders {
        w.prost(12, &order.to_proto());
    }
    if let Some(deal) = deal {
        w.message(13, |w| write_deal(w, deal));
    }
    if let Some(match_end) = match_end {
        w.prost(14, &match_end.to_proto());
    }
}

/// Writes a `poch.v1.DealState`.
fn write_deal(w: &mut Writer<'_>, deal: &DealState) {
    let DealState {
        number,
        dealer,
        deal_seed,
        commitment,
        ante,
        hands,
        upcard,
        upcard_holder,
        dead,
        talon,
        revealed,
        awarded,
        pochen,
        discard,
        settlement,
    } = deal;
    w.uint(1, u64::from(*number));
    w.uint(2, seat(*dealer));
    w.nonempty(3, deal_seed.as_ref().map_or(&[][..], |s| &s.0[..]));
    w.nonempty(4, commitment.as_ref().map_or(&[][..], |d| &d.0[..]));
    w.prost(5, &ante.to_proto());
    for &hand in hands {
        w.message(6, |w| w.cards(1, hand));
    }
    w.nonempty(7, &upcard.ascii());
    w.optional(8, upcard_holder.map(seat));
    w.cards(9, *dead);
    w.cards(10, *talon);
    for &hand in revealed {
        w.message(11, |w| w.cards(1, hand));
    }
    w.packed(12, awarded.iter().map(|f| enum_number(code(f))));
    if let Some(pochen) = pochen {
        w.prost(13, &pochen.to_proto());
    }
    if let Some(discard) = discard {
        w.message(14, |w| write_discard(w, discard));
    }
    if let Some(settlement) = settlement {
        w.prost(15, &settlement.to_proto());
    }
}

/// Writes a `poch.v1.DiscardState`.
fn write_discard(w: &mut Writer<'_>, discard: &DiscardState) {
    let DiscardState {
        direction,
        leader,
        plays,
        chain_starts,
        winner,
    } = discard;
    let direction = direction.map_or(v1::Direction::Unspecified, |d| d.to_proto());
    w.uint(1, enum_number(direction.into()));
    w.uint(2, seat(*leader));
    for &Play { seat: s, card } in plays {
        w.message(3, |w| {
            w.uint(1, seat(s));
            w.nonempty(2, &card.ascii());
        });
    }
    w.packed(4, chain_starts.iter().map(|&i| u64::from(i)));
    w.optional(5, winner.map(seat));
}

/// Writes the `poch.v1.ApplyResponse` of an outcome with a plain state: the bytes prost writes
/// for the reference path's answer.
pub fn write_apply_response(outcome: &Outcome, buf: &mut Vec<u8>) {
    let mut w = Writer(buf);
    w.message(1, |w| {
        w.message(1, |w| write_state(w, outcome.game.state()))
    });
    for event in &outcome.events {
        w.prost(2, &event.to_proto());
    }
    for view in &outcome.views {
        w.prost(3, &view.to_proto());
    }
    w.optional(4, outcome.to_act().map(seat));
    w.uint(5, enum_number(outcome.phase().to_proto().into()));
}

/// Writes `state` as a `poch.v1.GameState` (the bytes of `state.to_proto()`).
pub fn write_game_state(state: &GameState, buf: &mut Vec<u8>) {
    write_state(&mut Writer(buf), state);
}

/// [`write_apply_response`] into a `BufMut` (tonic's encode buffer).
pub fn put_apply_response(outcome: &Outcome, buf: &mut impl bytes::BufMut) {
    let mut bytes = Vec::with_capacity(1024);
    write_apply_response(outcome, &mut bytes);
    buf.put_slice(&bytes);
}

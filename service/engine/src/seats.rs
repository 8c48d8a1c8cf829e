//! A small set of seats (at most 16), serialized as a sorted list.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::Seat;

/// A set of seats as a bitmask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u16);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        seat < 16 && self.0 >> seat & 1 == 1
    }

    /// Adds `seat` (seats of 16 and above are ignored; tables have at most 8).
    pub fn insert(&mut self, seat: Seat) {
        if seat < 16 {
            self.0 |= 1 << seat;
        }
    }

    /// Removes `seat`.
    pub fn remove(&mut self, seat: Seat) {
        if seat < 16 {
            self.0 &= !(1 << seat);
        }
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of seats.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The seats, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16).filter(move |&s| self.contains(s))
    }

    /// The first seat of the set clockwise from `start` (inclusive) on a table of `n`.
    pub fn first_from(self, start: Seat, n: usize) -> Option<Seat> {
        (0..n).map(|i| (start + i) % n).find(|&s| self.contains(s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

/// Written as a sorted list of seats, or as its bits (a `u16`) in binary formats.
impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_seq(self.iter())
        } else {
            s.serialize_u16(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return u16::deserialize(d).map(SeatSet);
        }
        let seats = Vec::<Seat>::deserialize(d)?;
        if let Some(bad) = seats.iter().find(|&&s| s >= 16) {
            return Err(serde::de::Error::custom(format!(
                "seat {bad} is out of range"
            )));
        }
        Ok(seats.into_iter().collect())
    }
}

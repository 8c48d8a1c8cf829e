//! A small set of seats (at most 16), serialized as a sorted list.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::Seat;
use crate::rules::DirectionOfPlay;

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
        // From the lowest seat up, one step a seat held (not one a possible seat).
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let seat = bits.trailing_zeros() as Seat;
            bits &= bits - 1;
            Some(seat)
        })
    }

    /// The first seat of the set from `start` (inclusive) in the direction of play, on a
    /// table of `n`.
    pub fn first_from(self, start: Seat, n: usize, direction: DirectionOfPlay) -> Option<Seat> {
        direction.from(start, n).find(|&s| self.contains(s))
    }
}

/// A list of seats that is not a set of seats: the position in the list and what is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatListError {
    /// A seat of 16 or more, which no set holds (tables have at most 8 seats).
    OutOfRange {
        /// The position in the list.
        index: usize,
        /// The seat.
        seat: Seat,
    },
    /// A seat listed a second time.
    Repeated {
        /// The position of the second listing.
        index: usize,
        /// The seat.
        seat: Seat,
    },
}

impl SeatListError {
    /// The position in the list of the seat refused.
    pub const fn index(self) -> usize {
        match self {
            SeatListError::OutOfRange { index, .. } | SeatListError::Repeated { index, .. } => {
                index
            }
        }
    }
}

impl std::fmt::Display for SeatListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatListError::OutOfRange { seat, .. } => write!(f, "seat {seat} is out of range"),
            SeatListError::Repeated { seat, .. } => write!(f, "seat {seat} is listed twice"),
        }
    }
}

impl std::error::Error for SeatListError {}

impl SeatSet {
    /// The set of the seats listed, in any order: the one way a set is read from outside
    /// (JSON and protobuf alike).
    ///
    /// # Errors
    ///
    /// A seat of 16 or more, or a seat listed twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::{SeatListError, SeatSet};
    /// assert_eq!(SeatSet::from_list([2, 0]).map(|s| s.len()), Ok(2));
    /// assert_eq!(
    ///     SeatSet::from_list([1, 1]),
    ///     Err(SeatListError::Repeated { index: 1, seat: 1 })
    /// );
    /// ```
    pub fn from_list(seats: impl IntoIterator<Item = Seat>) -> Result<SeatSet, SeatListError> {
        let mut set = SeatSet::EMPTY;
        for (index, seat) in seats.into_iter().enumerate() {
            if seat >= 16 {
                return Err(SeatListError::OutOfRange { index, seat });
            }
            if set.contains(seat) {
                return Err(SeatListError::Repeated { index, seat });
            }
            set.insert(seat);
        }
        Ok(set)
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
        SeatSet::from_list(Vec::<Seat>::deserialize(d)?)
            .map_err(|e| serde::de::Error::custom(format_args!("[{}]: {e}", e.index())))
    }
}

//! Seats: one seat ([`Seat`], serialized as its number) and a small set of seats ([`SeatSet`],
//! at most 16, serialized as a sorted list).

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most seats a table can have (52 cards, RULES 1.3).
pub const MAX_PLAYERS: usize = 8;

/// A seat, numbered 0…n−1 clockwise (RULES 0.4); written as its number.
///
/// A seat says nothing of the table it sits at: whether it is one of a table's seats is the
/// table's question (the engine refuses a seat beyond the table with `seat_out_of_range`).
/// Anything kept per seat (a table's players, hands, stakes) is indexed by it. A seat is made
/// and matched as `Seat(0)`; [`Seat::index`] reads its number.
///
/// ```
/// use poch_engine::Seat;
/// let seat = Seat(2);
/// assert_eq!(seat.index(), 2);
/// assert_eq!(serde_json::to_string(&seat).unwrap(), "2");
/// assert_eq!(serde_json::from_str::<Seat>("2").unwrap(), seat);
/// assert_eq!(Seat::all(3).collect::<Vec<_>>(), [Seat(0), Seat(1), seat]);
/// assert_eq!(["a", "b", "c"][seat], "c");
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub usize);

impl Seat {
    /// The seat's number, 0 for the first seat.
    pub const fn index(self) -> usize {
        self.0
    }

    /// Whether this is one of the seats of a table of `players` (numbered below it).
    pub const fn at_table(self, players: usize) -> bool {
        self.0 < players
    }

    /// The seats of a table of `n`, from seat 0 up.
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        (0..n).map(Seat)
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.0
    }
}

/// A seat from its number, as written (`"2"`).
impl FromStr for Seat {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<Seat, Self::Err> {
        s.parse().map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<T> Index<Seat> for [T] {
    type Output = T;

    fn index(&self, seat: Seat) -> &T {
        &self[seat.0]
    }
}

impl<T> IndexMut<Seat> for [T] {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self[seat.0]
    }
}

impl<T> Index<Seat> for Vec<T> {
    type Output = T;

    fn index(&self, seat: Seat) -> &T {
        &self[seat.0]
    }
}

impl<T> IndexMut<Seat> for Vec<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self[seat.0]
    }
}

/// A set of seats as a bitmask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u16);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < 16 && self.0 >> seat.0 & 1 == 1
    }

    /// Adds `seat` (seats of 16 and above are ignored; tables have at most 8).
    pub fn insert(&mut self, seat: Seat) {
        if seat.0 < 16 {
            self.0 |= 1 << seat.0;
        }
    }

    /// Removes `seat`.
    pub fn remove(&mut self, seat: Seat) {
        if seat.0 < 16 {
            self.0 &= !(1 << seat.0);
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
            let seat = Seat(bits.trailing_zeros() as usize);
            bits &= bits - 1;
            Some(seat)
        })
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
    /// use poch_engine::{Seat, SeatListError, SeatSet};
    /// assert_eq!(SeatSet::from_list([Seat(2), Seat(0)]).map(|s| s.len()), Ok(2));
    /// assert_eq!(
    ///     SeatSet::from_list([Seat(1), Seat(1)]),
    ///     Err(SeatListError::Repeated { index: 1, seat: Seat(1) })
    /// );
    /// ```
    pub fn from_list(seats: impl IntoIterator<Item = Seat>) -> Result<SeatSet, SeatListError> {
        let mut set = SeatSet::EMPTY;
        for (index, seat) in seats.into_iter().enumerate() {
            if seat.0 >= 16 {
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

//! Cards, decks and card sets (RULES §0.3, §3).
//!
//! A [`Card`] fits in a byte: `suit * 16 + rank`, where rank 0 is the two and rank 12 the ace.
//! A [`CardSet`] is a `u64` bitset over that encoding, so iterating a set lists its cards in
//! suit order C S H D, then by rank, which is the order RULES.md uses when listing cards.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub use crate::switches::DeckKind;

/// A suit. The order C, S, H, D is used only for listing cards (RULES 0.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Clubs ♣ (Bavarian: Eichel).
    Clubs = 0,
    /// Spades ♠ (Bavarian: Grün / Laub).
    Spades = 1,
    /// Hearts ♥ (Bavarian: Herz).
    Hearts = 2,
    /// Diamonds ♦ (Bavarian: Schellen).
    Diamonds = 3,
}

impl Suit {
    /// All suits in listing order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

    /// The suit's letter: `C`, `S`, `H` or `D`.
    pub const fn char(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
        }
    }

    /// The suit for a letter (`C`, `S`, `H`, `D`, upper or lower case).
    pub const fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' => Some(Suit::Clubs),
            'S' | 's' => Some(Suit::Spades),
            'H' | 'h' => Some(Suit::Hearts),
            'D' | 'd' => Some(Suit::Diamonds),
            _ => None,
        }
    }

    /// The symbol used when drawing cards for people.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
        }
    }

    const fn from_index(i: u8) -> Suit {
        match i & 3 {
            0 => Suit::Clubs,
            1 => Suit::Spades,
            2 => Suit::Hearts,
            _ => Suit::Diamonds,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// Written as its character (`"C"`), or as its index (one byte) in binary formats.
impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_char(self.char())
        } else {
            s.serialize_u8(*self as u8)
        }
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            let i = u8::deserialize(d)?;
            return if i < 4 {
                Ok(Suit::from_index(i))
            } else {
                Err(serde::de::Error::custom(format!("unknown suit index {i}")))
            };
        }
        let s = String::deserialize(d)?;
        let mut chars = s.chars();
        match (chars.next().and_then(Suit::from_char), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(serde::de::Error::custom(format!("unknown suit {s:?}"))),
        }
    }
}

/// A rank, 2 (lowest) to ace (highest). One rank order serves every purpose (RULES 3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The two.
    pub const TWO: Rank = Rank(0);
    /// The six (lowest Bavarian rank).
    pub const SIX: Rank = Rank(4);
    /// The seven (lowest rank of the 32-card deck).
    pub const SEVEN: Rank = Rank(5);
    /// The eight.
    pub const EIGHT: Rank = Rank(6);
    /// The nine.
    pub const NINE: Rank = Rank(7);
    /// The ten (`T`; Bavarian 10).
    pub const TEN: Rank = Rank(8);
    /// The jack (`J`; Bavarian Unter).
    pub const JACK: Rank = Rank(9);
    /// The queen (`Q`; Bavarian Ober).
    pub const QUEEN: Rank = Rank(10);
    /// The king (`K`; Bavarian König).
    pub const KING: Rank = Rank(11);
    /// The ace (`A`; Bavarian Daus).
    pub const ACE: Rank = Rank(12);

    /// The rank with index `i` (0 = two … 12 = ace).
    pub const fn new(i: u8) -> Option<Rank> {
        if i <= 12 { Some(Rank(i)) } else { None }
    }

    /// The index: 0 = two … 12 = ace.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank's character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn char(self) -> char {
        b"23456789TJQKA"[self.0 as usize] as char
    }

    /// The rank for a character.
    pub const fn from_char(c: char) -> Option<Rank> {
        let i = match c {
            '2'..='9' => c as u8 - b'2',
            'T' | 't' => 8,
            'J' | 'j' => 9,
            'Q' | 'q' => 10,
            'K' | 'k' => 11,
            'A' | 'a' => 12,
            _ => return None,
        };
        Some(Rank(i))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// Written as its character (`"T"`), or as its index (one byte) in binary formats.
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_char(self.char())
        } else {
            s.serialize_u8(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            let i = u8::deserialize(d)?;
            return Rank::new(i)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown rank index {i}")));
        }
        let s = String::deserialize(d)?;
        let mut chars = s.chars();
        match (chars.next().and_then(Rank::from_char), chars.next()) {
            (Some(rank), None) => Ok(rank),
            _ => Err(serde::de::Error::custom(format!("unknown rank {s:?}"))),
        }
    }
}

/// One card. Written as rank then suit: `TD` is the ten of diamonds (RULES 0.3).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of `rank` in `suit`.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((suit as u8) << 4 | rank.0)
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::from_index(self.0 >> 4)
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 & 15)
    }

    /// The card named by two bytes, rank then suit (`b"TD"`, either case): the cards
    /// `FromStr` reads, from bytes.
    pub const fn from_ascii(name: &[u8]) -> Option<Card> {
        if let [rank, suit] = *name
            && let (Some(rank), Some(suit)) =
                (Rank::from_char(rank as char), Suit::from_char(suit as char))
        {
            return Some(Card::new(rank, suit));
        }
        None
    }

    /// The card's name as two ASCII bytes, rank then suit: `b"TD"`.
    pub const fn ascii(self) -> [u8; 2] {
        // Both characters are ASCII.
        [self.rank().char() as u8, self.suit().char() as u8]
    }

    /// The card's name, rank then suit: `"TD"`.
    pub fn name(self) -> &'static str {
        let at = usize::from(self.0) * 2;
        &NAMES[at..at + 2]
    }

    /// The card's bit index in a [`CardSet`].
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card of the same suit one rank higher (`up`) or lower, if that rank exists at all.
    /// Whether it belongs to a given deck is the caller's question.
    pub const fn neighbour(self, up: bool) -> Option<Card> {
        let r = self.0 & 15;
        if up {
            if r >= 12 {
                None
            } else {
                Some(Card(self.0 + 1))
            }
        } else if r == 0 {
            None
        } else {
            Some(Card(self.0 - 1))
        }
    }

    const fn from_index(i: u8) -> Card {
        Card(i)
    }
}

/// Every card's name, two bytes at twice its index (suit × 16 + rank); `??` where no card is.
const NAMES: &str = concat!(
    "2C3C4C5C6C7C8C9CTCJCQCKCAC??????",
    "2S3S4S5S6S7S8S9STSJSQSKSAS??????",
    "2H3H4H5H6H7H8H9HTHJHQHKHAH??????",
    "2D3D4D5D6D7D8D9DTDJDQDKDAD??????",
);

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().char(), self.suit().char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card string that is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a card (rank 2-9 T J Q K A, then suit C S H D)",
            self.0
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        // A name of two characters that are a rank and a suit is two ASCII bytes.
        Card::from_ascii(s.as_bytes()).ok_or_else(|| ParseCardError(s.to_owned()))
    }
}

/// Written as its name (`"TD"`), or as its index (one byte) in binary formats.
impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_str(self.name())
        } else {
            s.serialize_u8(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            let i = u8::deserialize(d)?;
            return if i < 64 && ALL_CARDS >> i & 1 == 1 {
                Ok(Card(i))
            } else {
                Err(serde::de::Error::custom(format!("no card has index {i}")))
            };
        }
        parse_str(d, "a card: rank then suit, such as \"TD\"")
    }
}

/// Deserializes a `T` from a string by `FromStr`, reading the string in place (without copying
/// it); `expecting` names what the string must be.
pub(crate) fn parse_str<'de, D, T>(d: D, expecting: &'static str) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: FromStr<Err: fmt::Display>,
{
    struct Parse<T> {
        expecting: &'static str,
        parsed: std::marker::PhantomData<T>,
    }

    impl<T: FromStr<Err: fmt::Display>> serde::de::Visitor<'_> for Parse<T> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.expecting)
        }

        fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<T, E> {
            s.parse().map_err(E::custom)
        }
    }

    d.deserialize_str(Parse {
        expecting,
        parsed: std::marker::PhantomData,
    })
}

/// A set of cards as a bitset over [`Card::index`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set with the raw bits `bits` (only the 52 card bits are kept).
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & ALL_CARDS)
    }

    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether the set holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.0 & 1 == 1
    }

    /// Adds `card`.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Removes `card`; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.0);
        had
    }

    /// The number of cards.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in both sets.
    pub const fn intersect(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards of `self` not in `other`.
    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether the sets share no card.
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The cards of one suit.
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (0x1fff << ((suit as u8) * 16)))
    }

    /// The cards of one rank.
    pub const fn of_rank(self, rank: Rank) -> CardSet {
        CardSet(self.0 & (RANK_MASK << rank.0))
    }

    /// The cards in listing order (suit C S H D, then rank).
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// For `k` = 2, 3, 4: the ranks of which the set holds at least `k` cards, as a mask with
    /// bit `r` for rank index `r`; no rank (0) for any other `k`.
    pub(crate) const fn ranks_with_at_least(self, k: u32) -> u16 {
        // The four suits' 16-bit lanes, each with a bit a rank (the layout of `RANK_MASK`).
        let c = self.0 as u16;
        let s = (self.0 >> 16) as u16;
        let h = (self.0 >> 32) as u16;
        let d = (self.0 >> 48) as u16;
        match k {
            2 => ((c | s) & (h | d)) | (c & s) | (h & d),
            3 => (c & s & (h | d)) | (h & d & (c | s)),
            4 => c & s & h & d,
            _ => 0,
        }
    }

    /// The cards as a vector in listing order.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
}

const RANK_MASK: u64 = 1 | 1 << 16 | 1 << 32 | 1 << 48;
const ALL_CARDS: u64 = 0x1fff * RANK_MASK;

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;

    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

/// Iterates a [`CardSet`] in listing order.
#[derive(Clone, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card::from_index(i))
    }

    /// The cards skipped are dropped from the bits without being made.
    fn nth(&mut self, n: usize) -> Option<Card> {
        for _ in 0..n {
            if self.0 == 0 {
                return None;
            }
            self.0 &= self.0 - 1;
        }
        self.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

/// Written as a list of cards, or in binary formats as its bits: eight bytes, little-endian,
/// always eight. A variable-length integer would be shorter for some sets than for others, so
/// the length of a sealed state would tell something of the hidden cards in it.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_seq(self.iter())
        } else {
            self.0.to_le_bytes().serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            let bits = u64::from_le_bytes(<[u8; 8]>::deserialize(d)?);
            return if bits & !ALL_CARDS == 0 {
                Ok(CardSet(bits))
            } else {
                Err(serde::de::Error::custom("a card set holds bits of no card"))
            };
        }
        let cards = Vec::<Card>::deserialize(d)?;
        let set: CardSet = cards.iter().copied().collect();
        if set.len() as usize != cards.len() {
            return Err(serde::de::Error::custom("a card is listed twice"));
        }
        Ok(set)
    }
}

impl DeckKind {
    /// Every deck kind.
    pub const ALL: [DeckKind; 3] = [DeckKind::French32, DeckKind::French52, DeckKind::Bavarian36];

    /// The deck's name as the rules write it: `french32`, `french52`, `bavarian36`.
    pub const fn name(self) -> &'static str {
        match self {
            DeckKind::French32 => "french32",
            DeckKind::French52 => "french52",
            DeckKind::Bavarian36 => "bavarian36",
        }
    }

    /// The lowest rank of the deck (RULES 3.4).
    pub const fn bottom(self) -> Rank {
        match self {
            DeckKind::French32 => Rank::SEVEN,
            DeckKind::French52 => Rank::TWO,
            DeckKind::Bavarian36 => Rank::SIX,
        }
    }

    /// The highest rank: always the ace (Daus).
    pub const fn top(self) -> Rank {
        Rank::ACE
    }

    /// The number of cards.
    pub const fn size(self) -> u32 {
        4 * (13 - self.bottom().0 as u32)
    }

    /// Every card of the deck.
    pub const fn cards(self) -> CardSet {
        let ranks: u64 = 0x1fff & !((1 << self.bottom().0) - 1);
        CardSet(ranks * RANK_MASK)
    }

    /// Whether `rank` belongs to the deck.
    pub const fn has_rank(self, rank: Rank) -> bool {
        rank.0 >= self.bottom().0 && rank.0 <= 12
    }

    /// The deck's cards in the canonical order (listing order) that the shuffle starts from.
    pub fn ordered(self) -> Vec<Card> {
        self.cards().to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let c: Card = "TD".parse().expect("card");
        assert_eq!(c.rank(), Rank::TEN);
        assert_eq!(c.suit(), Suit::Diamonds);
        assert_eq!(c.to_string(), "TD");
        assert!("1D".parse::<Card>().is_err());
        assert!("TDX".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }

    /// Exactly the names of two characters, a rank then a suit in either case, are cards;
    /// read from bytes or from a string, and written back in upper case.
    #[test]
    fn names_of_two_characters() {
        let mut cards = 0;
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let card = Card::from_ascii(&[a, b]);
                let expected = match (Rank::from_char(a as char), Suit::from_char(b as char)) {
                    (Some(rank), Some(suit)) if a.is_ascii() && b.is_ascii() => {
                        Some(Card::new(rank, suit))
                    }
                    (Some(_) | None, Some(_) | None) => None,
                };
                assert_eq!(card, expected, "{a:#x} {b:#x}");
                if let Ok(s) = std::str::from_utf8(&[a, b]) {
                    assert_eq!(s.parse::<Card>().ok(), card, "{s:?}");
                }
                if let Some(card) = card {
                    assert_eq!(card.ascii(), [a, b].map(|c| c.to_ascii_uppercase()));
                    assert_eq!(card.name().as_bytes(), card.ascii());
                    assert_eq!(card.name(), card.to_string());
                    cards += 1;
                }
            }
        }
        // Ranks 2-9, and T J Q K A in either case; suits in either case.
        assert_eq!(cards, (8 + 5 * 2) * (4 * 2));
        for s in ["é", "7♥", "TD ", " TD", "T", "TDD"] {
            assert!(s.parse::<Card>().is_err(), "{s:?}");
            assert_eq!(Card::from_ascii(s.as_bytes()), None, "{s:?}");
        }
    }

    #[test]
    fn deck_sizes() {
        assert_eq!(DeckKind::French32.cards().len(), 32);
        assert_eq!(DeckKind::French52.cards().len(), 52);
        assert_eq!(DeckKind::Bavarian36.cards().len(), 36);
        assert_eq!(DeckKind::Bavarian36.size(), 36);
        for kind in DeckKind::ALL {
            for rank in 0..13 {
                let rank = Rank::new(rank).expect("rank");
                let n = kind.cards().of_rank(rank).len();
                assert_eq!(n, if kind.has_rank(rank) { 4 } else { 0 });
            }
        }
    }

    #[test]
    fn set_lists_in_suit_then_rank_order() {
        let set: CardSet = ["AD", "7C", "KS", "9C"]
            .iter()
            .map(|s| s.parse::<Card>().expect("card"))
            .collect();
        let listed: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        assert_eq!(listed, ["7C", "9C", "KS", "AD"]);
    }

    #[test]
    fn neighbours_stay_in_suit() {
        let ace: Card = "AH".parse().expect("card");
        assert_eq!(ace.neighbour(true), None);
        assert_eq!(
            ace.neighbour(false).map(|c| c.to_string()),
            Some("KH".into())
        );
        let two: Card = "2C".parse().expect("card");
        assert_eq!(two.neighbour(false), None);
    }
}

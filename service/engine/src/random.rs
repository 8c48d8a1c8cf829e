//! The random numbers of a match: deal seeds, the first dealer and the shuffle from a match
//! seed, commitments, and the provably fair match seed (the public module `rng` describes the
//! procedure).

use std::fmt;
use std::str::FromStr;

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest as _, Sha256};

use crate::card::{Card, DeckKind, Rank, Suit};
use crate::seats::Seat;

/// 32 secret bytes: a match seed or a deal seed. Written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seed(pub [u8; 32]);

/// A SHA-256 digest: a deal's commitment. Written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digest(pub [u8; 32]);

/// The lowercase hex digits of 32 bytes.
fn hex_digits(bytes: &[u8; 32]) -> [u8; 64] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = [0u8; 64];
    for (pair, b) in out.chunks_exact_mut(2).zip(bytes) {
        pair[0] = DIGITS[usize::from(b >> 4)];
        pair[1] = DIGITS[usize::from(b & 0x0f)];
    }
    out
}

/// The value of one hex digit (either case).
fn hex_value(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        b'A'..=b'F' => Some(digit - b'A' + 10),
        _ => None,
    }
}

/// Why a text is not a [`Seed`], [`Digest`] or [`MatchId`]: each is 64 hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HexError {
    /// What was read: `"seed"`, `"digest"` or `"match id"`.
    pub what: &'static str,
    /// What is wrong with it.
    pub reason: HexErrorReason,
}

/// What is wrong with a text that should be 64 hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HexErrorReason {
    /// Not 64 characters: the number of bytes it has.
    Length(usize),
    /// A character that is not a hex digit.
    NotHex,
}

impl fmt::Display for HexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            HexErrorReason::Length(found) => write!(
                f,
                "a {} is 64 hex digits, not {found} characters",
                self.what
            ),
            HexErrorReason::NotHex => write!(f, "a {} is 64 hex digits", self.what),
        }
    }
}

impl std::error::Error for HexError {}

macro_rules! hex32 {
    ($t:ident, $what:literal) => {
        impl $t {
            /// The 64 lowercase hex digits.
            pub fn to_hex(&self) -> String {
                self.with_hex(str::to_owned)
            }

            /// `f` of the 64 lowercase hex digits, without allocating them.
            fn with_hex<R>(&self, f: impl FnOnce(&str) -> R) -> R {
                let digits = hex_digits(&self.0);
                // Hex digits are ASCII.
                f(std::str::from_utf8(&digits).unwrap_or_default())
            }
        }

        impl FromStr for $t {
            type Err = HexError;

            fn from_str(s: &str) -> Result<$t, HexError> {
                let fail = |reason| HexError {
                    what: $what,
                    reason,
                };
                let bytes = s.as_bytes();
                if bytes.len() != 64 {
                    return Err(fail(HexErrorReason::Length(bytes.len())));
                }
                let mut out = [0u8; 32];
                for (byte, pair) in out.iter_mut().zip(bytes.chunks_exact(2)) {
                    match (hex_value(pair[0]), hex_value(pair[1])) {
                        (Some(hi), Some(lo)) => *byte = hi << 4 | lo,
                        _ => return Err(fail(HexErrorReason::NotHex)),
                    }
                }
                Ok($t(out))
            }
        }

        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.with_hex(|hex| f.write_str(hex))
            }
        }

        /// Written as 64 hex digits, or as its 32 bytes in binary formats.
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                if s.is_human_readable() {
                    self.with_hex(|hex| s.serialize_str(hex))
                } else {
                    self.0.serialize(s)
                }
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                if !d.is_human_readable() {
                    return <[u8; 32]>::deserialize(d).map($t);
                }
                crate::card::parse_str(d, concat!("a ", $what, " as 64 hex digits"))
            }
        }
    };
}

hex32!(Seed, "seed");
hex32!(Digest, "digest");
hex32!(MatchId, "match id");

/// A match's identity: 32 bytes, public, written as 64 hex digits. The server draws one at
/// `NewGame` (or derives it from a pre-match token, [`MatchId::of_server_seed`]) and seals it
/// in every token of the match, so that a token of one match is never taken for another's.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct MatchId(pub [u8; 32]);

impl fmt::Debug for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MatchId({})", self.to_hex())
    }
}

impl MatchId {
    /// The id of the match a pre-match token's server seed starts: SHA-256 over the domain
    /// label `poch match id v1` and the seed's 32 bytes. Every match started from one pre-match
    /// token has this id, which is how a game server tells that a token was used twice; the
    /// id tells nothing of the seed.
    pub fn of_server_seed(server_seed: &Seed) -> MatchId {
        let mut h = Sha256::new();
        h.update(b"poch match id v1");
        h.update(server_seed.0);
        MatchId(h.finalize().into())
    }
}

/// Seeds are secret: their debug form never shows the bytes.
impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Seed(..)")
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({})", self.to_hex())
    }
}

impl Seed {
    /// The commitment to this seed: its SHA-256 digest.
    pub fn commitment(&self) -> Digest {
        Digest(Sha256::digest(self.0).into())
    }
}

/// A uniformly random integer in `0..bound` (bound ≥ 1) by rejection sampling.
#[inline]
pub fn uniform(rng: &mut ChaCha20Rng, bound: u32) -> u32 {
    debug_assert!(bound >= 1);
    // Words at or above the largest multiple of `bound` that fits in 2^32 are rejected: that
    // multiple is 2^32 − (2^32 mod bound), and 2^32 mod bound = (2^32 − bound) mod bound, all
    // in u32 arithmetic.
    // 2^32 mod bound is below bound, so a word of at most 2^32 − 1 − bound is always taken,
    // without the division that finds the threshold.
    loop {
        let word = rng.next_u32();
        if word <= u32::MAX - bound || word <= u32::MAX - bound.wrapping_neg() % bound {
            return remainder(word, bound);
        }
    }
}

/// For each bound up to a deck's size (the shuffle's and the first dealer's), ⌊(2^64 − 1) /
/// bound⌋ + 1 modulo 2^64: the reciprocal [`remainder`] multiplies by.
const RECIPROCALS: [u64; MAX_DECK + 1] = {
    let mut r = [0u64; MAX_DECK + 1];
    let mut bound = 1;
    while bound <= MAX_DECK {
        r[bound] = (u64::MAX / bound as u64).wrapping_add(1);
        bound += 1;
    }
    r
};

/// `word % bound` (bound ≥ 1). Up to a deck's size by a multiplication with the bound's
/// reciprocal instead of a division: exact for every 32-bit word and bound (Lemire, Kaser and
/// Kurz, "Faster remainder by direct computation", 2019), and held to `%` by a test.
fn remainder(word: u32, bound: u32) -> u32 {
    match RECIPROCALS.get(bound as usize) {
        Some(&reciprocal) if bound >= 1 => {
            let fraction = reciprocal.wrapping_mul(u64::from(word));
            ((u128::from(fraction) * u128::from(bound)) >> 64) as u32
        }
        _ => word % bound,
    }
}

/// The seed of deal `deal` (numbered from 1) of the match with seed `match_seed`.
pub fn deal_seed(match_seed: &Seed, deal: u32) -> Seed {
    let mut rng = ChaCha20Rng::from_seed(match_seed.0);
    rng.set_stream(u64::from(deal));
    let mut out = [0u8; 32];
    rng.fill_bytes(&mut out);
    Seed(out)
}

/// The first dealer of a match of `players` seats, drawn from the match seed (ED-2).
pub fn first_dealer(match_seed: &Seed, players: usize) -> Seat {
    let mut rng = ChaCha20Rng::from_seed(match_seed.0);
    rng.set_stream(0);
    Seat(uniform(&mut rng, players as u32) as usize)
}

/// The deck order of a deal (top card first) from its deal seed.
pub fn shuffled_deck(kind: DeckKind, deal_seed: &Seed) -> Vec<Card> {
    shuffle(kind, deal_seed).to_vec()
}

/// The most cards a deck has (`french52`).
const MAX_DECK: usize = DeckKind::French52.size() as usize;

/// A deck order held inline, without allocating; derefs to the cards, top card first.
pub(crate) struct Deck {
    cards: [Card; MAX_DECK],
    len: usize,
}

impl std::ops::Deref for Deck {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..self.len]
    }
}

/// [`shuffled_deck`] without allocating.
pub(crate) fn shuffle(kind: DeckKind, deal_seed: &Seed) -> Deck {
    // The canonical order, then Fisher–Yates from the last position down.
    let mut cards = [Card::new(Rank::ACE, Suit::Clubs); MAX_DECK];
    let mut len = 0;
    for (slot, card) in cards.iter_mut().zip(kind.cards()) {
        *slot = card;
        len += 1;
    }
    let deck = &mut cards[..len];
    let mut rng = ChaCha20Rng::from_seed(deal_seed.0);
    for i in (1..deck.len()).rev() {
        let j = uniform(&mut rng, i as u32 + 1) as usize;
        deck.swap(i, j);
    }
    Deck { cards, len }
}

/// The longest client seed, in bytes.
pub const MAX_CLIENT_SEED_LEN: usize = 64;

/// A match dealt by the provably fair scheme: the server committed to its secret seed before
/// the players gave theirs, and the match seed derives from all of them
/// ([`fair_match_seed`]), so that no single party, the server included, chose the cards.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Fairness {
    /// The server's secret seed; revealed in the match end.
    pub server_seed: Seed,
    /// SHA-256 of the server seed, published before any client seed was given.
    pub server_commitment: Digest,
    /// The players' client seeds (each 1 to 64 bytes), in ascending byte order whatever order
    /// they were given in: the order is no one's choice, so it cannot choose the cards.
    pub client_seeds: Vec<String>,
}

impl fmt::Debug for Fairness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Fairness")
            .field("server_seed", &self.server_seed)
            .field("server_commitment", &self.server_commitment)
            .field("client_seeds", &self.client_seeds)
            .finish()
    }
}

impl Fairness {
    /// The fairness of a match from `server_seed` and `client_seeds`, which it keeps in
    /// ascending byte order.
    pub fn new(server_seed: Seed, mut client_seeds: Vec<String>) -> Fairness {
        client_seeds.sort_unstable();
        Fairness {
            server_commitment: server_seed.commitment(),
            server_seed,
            client_seeds,
        }
    }

    /// The match seed it derives.
    pub fn match_seed(&self) -> Seed {
        fair_match_seed(&self.server_seed, &self.client_seeds)
    }

    /// The first dealer of its match at a table of `players` seats: drawn from the match seed,
    /// never chosen (ED-2).
    pub fn first_dealer(&self, players: usize) -> Seat {
        first_dealer(&self.match_seed(), players)
    }
}

/// Why client seeds cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClientSeedsError {
    /// More client seeds than players.
    TooMany {
        /// The client seeds given.
        given: usize,
        /// The players.
        players: usize,
    },
    /// A client seed is empty or longer than [`MAX_CLIENT_SEED_LEN`] bytes.
    Length {
        /// Its index in the list given.
        index: usize,
    },
}

impl fmt::Display for ClientSeedsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientSeedsError::TooMany { given, players } => {
                write!(
                    f,
                    "{given} client seeds for {players} players: at most one each"
                )
            }
            ClientSeedsError::Length { index } => {
                write!(
                    f,
                    "client seed {index} must be 1 to {MAX_CLIENT_SEED_LEN} bytes"
                )
            }
        }
    }
}

impl std::error::Error for ClientSeedsError {}

/// Checks client seeds for a table of `players`: at most one each, 1 to
/// [`MAX_CLIENT_SEED_LEN`] bytes each.
///
/// # Errors
///
/// The first rule broken.
pub fn check_client_seeds(client_seeds: &[String], players: usize) -> Result<(), ClientSeedsError> {
    if client_seeds.len() > players {
        return Err(ClientSeedsError::TooMany {
            given: client_seeds.len(),
            players,
        });
    }
    match client_seeds
        .iter()
        .position(|c| c.is_empty() || c.len() > MAX_CLIENT_SEED_LEN)
    {
        Some(index) => Err(ClientSeedsError::Length { index }),
        None => Ok(()),
    }
}

/// The match seed of a provably fair match: SHA-256 over the domain label
/// `poch fair match seed v2`, the 32 bytes of the server seed, the number of client seeds (a
/// 4-byte big-endian integer), then each client seed, in ascending byte order, as its length
/// (4-byte big-endian) and its UTF-8 bytes. Every deal seed then derives from it as from any
/// match seed ([`deal_seed`]). The order the seeds were given in counts for nothing, so whoever
/// passes them on cannot choose among their orders.
///
/// ```
/// use poch_engine::{rng, Seed};
/// let server = Seed([1; 32]);
/// let a = rng::fair_match_seed(&server, &["ann's seed".into(), "bob".into()]);
/// let b = rng::fair_match_seed(&server, &["bob".into(), "ann's seed".into()]);
/// let c = rng::fair_match_seed(&server, &["ann's seed!".into(), "bob".into()]);
/// assert_eq!(a, b);
/// assert_ne!(a, c);
/// ```
pub fn fair_match_seed(server_seed: &Seed, client_seeds: &[String]) -> Seed {
    let mut sorted: Vec<&String> = client_seeds.iter().collect();
    sorted.sort_unstable();
    let mut h = Sha256::new();
    h.update(b"poch fair match seed v2");
    h.update(server_seed.0);
    h.update((sorted.len() as u32).to_be_bytes());
    for c in sorted {
        h.update((c.len() as u32).to_be_bytes());
        h.update(c.as_bytes());
    }
    Seed(h.finalize().into())
}

/// The seed of a seated bot's decision (ED-43): SHA-256 of `"poch bot seed v1"`, the match
/// seed (nothing for a match from supplied decks, whose cards the caller knows), the state's
/// action count `version` (8 bytes, big-endian) and the seat (4 bytes, big-endian); its first 8
/// bytes, big-endian. Secret as the match seed is, and one-way: a bot's choices tell nothing of
/// the seed, so nothing of the hidden cards the seed deals; the same match and action count
/// give the same decision, so a replay plays the same bot moves.
pub fn bot_seed(match_seed: Option<&Seed>, version: u64, seat: Seat) -> u64 {
    let mut h = Sha256::new();
    h.update(b"poch bot seed v1");
    if let Some(seed) = match_seed {
        h.update(seed.0);
    }
    h.update(version.to_be_bytes());
    h.update((seat.index() as u32).to_be_bytes());
    let digest: [u8; 32] = h.finalize().into();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniform_stays_in_bounds() {
        let mut rng = ChaCha20Rng::from_seed([1; 32]);
        for bound in 1..40 {
            for _ in 0..50 {
                assert!(uniform(&mut rng, bound) < bound);
            }
        }
    }

    /// [`uniform`] as first written, in 64-bit arithmetic: the rule the golden deals pin.
    fn uniform_u64(rng: &mut ChaCha20Rng, bound: u32) -> u32 {
        let zone = (1u64 << 32) / u64::from(bound) * u64::from(bound);
        loop {
            let word = u64::from(rng.next_u32());
            if word < zone {
                return (word % u64::from(bound)) as u32;
            }
        }
    }

    #[test]
    fn uniform_is_the_plain_rejection_rule() {
        let edges = [
            u32::MAX,
            u32::MAX - 1,
            1 << 31,
            (1 << 31) + 1,
            (1 << 31) - 1,
            3 << 30,
        ];
        // The same threshold for every bound...
        for bound in (1..=5000).chain(edges) {
            let multiple = (1u64 << 32) / u64::from(bound) * u64::from(bound);
            let last = u32::MAX - bound.wrapping_neg() % bound;
            assert_eq!(u64::from(last) + 1, multiple, "bound {bound}");
        }
        // ...and the same draws from the same stream, rejections included.
        let mut a = ChaCha20Rng::from_seed([2; 32]);
        let mut b = a.clone();
        for bound in (1..=100).chain(edges) {
            for _ in 0..20 {
                assert_eq!(uniform(&mut a, bound), uniform_u64(&mut b, bound));
            }
        }
    }

    #[test]
    fn remainder_is_the_modulo() {
        let mut x: u32 = 0x9E37_79B9;
        for bound in 1..=(MAX_DECK as u32 + 3) {
            let edges = [0, 1, bound - 1, bound, bound + 1, u32::MAX, u32::MAX - 1];
            let multiples = (0..64).map(|k| (u32::MAX / bound) * bound - k);
            for word in edges.into_iter().chain(multiples) {
                assert_eq!(remainder(word, bound), word % bound, "{word} % {bound}");
            }
            for _ in 0..20_000 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                assert_eq!(remainder(x, bound), x % bound, "{x} % {bound}");
            }
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        for kind in DeckKind::ALL {
            let deck = shuffled_deck(kind, &Seed([3; 32]));
            let set: crate::CardSet = deck.iter().copied().collect();
            assert_eq!(set, kind.cards());
            assert_eq!(deck.len() as u32, kind.size());
        }
    }

    #[test]
    fn deal_seeds_differ_per_deal_and_hex_round_trips() {
        let m = Seed([9; 32]);
        assert_ne!(deal_seed(&m, 1), deal_seed(&m, 2));
        let s = deal_seed(&m, 1);
        assert_eq!(s.to_hex().parse::<Seed>(), Ok(s));
        assert_eq!(
            "zz".parse::<Seed>(),
            Err(HexError {
                what: "seed",
                reason: HexErrorReason::Length(2)
            })
        );
        assert_eq!(
            "zz".repeat(32).parse::<Digest>().map_err(|e| e.to_string()),
            Err("a digest is 64 hex digits".to_owned())
        );
        assert!(format!("{s:?}") == "Seed(..)");
    }
}

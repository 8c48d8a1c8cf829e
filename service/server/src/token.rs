//! State tokens: a game state sealed by the server, so that a holder who is not trusted can
//! carry it between calls without reading its hidden cards and seed and without changing it.
//!
//! A token is, byte for byte:
//!
//! | bytes | what |
//! |---|---|
//! | 1 | the format version, [`FORMAT_VERSION`] |
//! | 1 | `n`, the length of the key id (1 to [`MAX_KEY_ID_LEN`]) |
//! | `n` | the id of the key that sealed it (ASCII letters, digits, `-`, `_`) |
//! | 24 | the nonce, random for each token (from a per-thread ChaCha20 generator seeded by the operating system) |
//! | rest | the sealed content and its 16-byte tag |
//!
//! The content is a [`Sealed`] value in postcard, sealed with XChaCha20-Poly1305 under the
//! key; the header (version, length and id) is the associated data, so it cannot be changed
//! either. Every hidden value in it has a fixed width (card sets are eight bytes, a card one,
//! seeds 32), so a token's length depends on public facts alone: the same for every position a
//! spectator cannot tell apart. On gRPC a token is `bytes`; in JSON it is the same bytes in unpadded base64url.
//!
//! A token that is tampered with, truncated, sealed by a key this server does not have, of
//! another format version, or not a token at all is refused as a whole with `state_tampered`:
//! nothing of it is decoded before its tag is verified.

use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use orion::hazardous::aead::xchacha20poly1305::{Nonce, SecretKey, Tag, XChaCha20Poly1305};
use poch_engine::{GameState, Seed};
use rand_chacha::ChaCha20Rng;
use rand_core::{Rng as _, SeedableRng as _};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// The token format this server writes and reads: 2 since `Rules` has `direction_of_play`, 3
/// since it has `board_at_end` and a match end its `board_share`, 4 since the state has its
/// seated `bots`, 5 since a state has its `match_id` and a token its match's [`Provenance`], 6
/// since a card set is written in eight bytes whatever cards it holds, so that a token's length
/// tells nothing of the hidden cards (postcard has no defaults, so a token of an earlier format
/// is refused rather than misread).
pub const FORMAT_VERSION: u8 = 6;
/// The longest key id.
pub const MAX_KEY_ID_LEN: usize = 32;
/// The bytes of a sealing key.
pub const KEY_LEN: usize = 32;
const NONCE_LEN: usize = 24;
const TAG_LEN: usize = 16;

thread_local! {
    /// The nonce generator of this thread: ChaCha20 seeded from the operating system on first
    /// use. A nonce needs only to be unique; one system call per token cost more than the
    /// cipher (BENCHMARKS.md).
    static NONCES: RefCell<Option<ChaCha20Rng>> = const { RefCell::new(None) };
}

/// A nonce never used before, with overwhelming probability (192 random bits).
fn fresh_nonce() -> Result<[u8; NONCE_LEN], SealError> {
    NONCES.with(|cell| {
        let mut generator = cell.borrow_mut();
        if generator.is_none() {
            let mut seed = [0u8; 32];
            getrandom::fill(&mut seed).map_err(SealError::NoRandomness)?;
            *generator = Some(ChaCha20Rng::from_seed(seed));
        }
        let mut nonce = [0u8; NONCE_LEN];
        if let Some(generator) = generator.as_mut() {
            generator.fill_bytes(&mut nonce);
        }
        Ok(nonce)
    })
}

/// Where a match's cards came from, as its token records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dealt {
    /// From a seed the server drew.
    ServerSeed,
    /// From a seed a caller chose.
    CallerSeed,
    /// The provably fair chain: a server seed committed to, and the players' client seeds.
    FairChain,
    /// From deck orders a caller supplied.
    SuppliedDecks,
}

/// How a match began, sealed in each of its tokens beside its state, so that a server whose
/// policy forbids a source refuses the tokens of such a match (sealed by a more permissive
/// server with the same key) as it would refuse the request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Provenance {
    /// Where the cards of its first deal came from.
    pub dealt: Dealt,
    /// Whether a caller supplied a deck order for a later deal (`deal` with a deck).
    pub later_decks: bool,
    /// Whether the match began from a caller-chosen start position (`start`).
    pub caller_start: bool,
}

impl Provenance {
    /// A match dealt from a seed its caller chose, from equal stacks: what tests and benchmarks
    /// seal.
    pub const CALLER_SEED: Provenance = Provenance {
        dealt: Dealt::CallerSeed,
        later_decks: false,
        caller_start: false,
    };
}

/// What a token holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sealed {
    /// A match's state, and how the match began.
    State(Box<GameState>, Provenance),
    /// A pre-match token of the provably fair scheme: the server seed committed to, and when
    /// the commitment expires (milliseconds since the Unix epoch).
    ServerSeed {
        /// The secret server seed.
        seed: Seed,
        /// The end of its validity.
        expires_at_ms: u64,
    },
}

/// [`Sealed`] borrowed, for writing: the same variants in the same order, so the same bytes.
#[derive(Serialize)]
enum SealedRef<'a> {
    State(&'a GameState, Provenance),
}

/// One sealing key and its id.
#[derive(Clone)]
pub struct SealingKey {
    id: String,
    /// The XChaCha20-Poly1305 key (orion's, zeroized when the last copy is dropped).
    cipher: Arc<SecretKey>,
    /// The key's MAC for seat tickets ([`crate::ticket`]).
    tickets: TicketMac,
}

impl fmt::Debug for SealingKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The key itself is secret.
        f.debug_struct("SealingKey").field("id", &self.id).finish()
    }
}

/// A sealing key that cannot be used, and why: the server does not start.
#[derive(Debug)]
pub enum KeyError {
    /// A key id that is empty, too long, or not made of ASCII letters, digits, `-` and `_`.
    BadId,
    /// An entry not written `ID:KEY`.
    Malformed,
    /// A key that is not 32 bytes in base64 or 64 hex digits.
    BadKey {
        /// The entry's id.
        id: String,
    },
    /// An entry whose id is refused.
    Entry {
        /// The entry's id.
        id: String,
        /// Why.
        reason: Box<KeyError>,
    },
    /// The operating system has no randomness to give.
    NoRandomness(getrandom::Error),
    /// The key file cannot be read.
    File {
        /// Its path.
        path: std::path::PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// Sealing keys were given, but none is in them.
    NoneGiven,
    /// No key at all.
    NoKey,
    /// Two keys with the same id.
    DuplicateId(String),
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::BadId => write!(
                f,
                "a key id is 1 to {MAX_KEY_ID_LEN} ASCII letters, digits, '-' or '_'"
            ),
            KeyError::Malformed => f.write_str(
                "a sealing key is written ID:KEY (KEY: 32 bytes in base64 or 64 hex digits)",
            ),
            KeyError::BadKey { id } => write!(
                f,
                "sealing key {id:?}: the key must be 32 bytes, in base64 or as 64 hex digits"
            ),
            KeyError::Entry { id, reason } => write!(f, "sealing key {id:?}: {reason}"),
            KeyError::NoRandomness(e) => write!(f, "no randomness: {e}"),
            KeyError::File { path, error } => write!(
                f,
                "cannot read the sealing key file {}: {error}",
                path.display()
            ),
            KeyError::NoneGiven => f.write_str("the sealing keys given hold no key"),
            KeyError::NoKey => f.write_str("no sealing key"),
            KeyError::DuplicateId(id) => write!(f, "two sealing keys have the id {id:?}"),
        }
    }
}

impl std::error::Error for KeyError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            KeyError::Entry { reason, .. } => Some(reason.as_ref()),
            KeyError::NoRandomness(e) => Some(e),
            KeyError::File { error, .. } => Some(error),
            KeyError::BadId
            | KeyError::Malformed
            | KeyError::BadKey { .. }
            | KeyError::NoneGiven
            | KeyError::NoKey
            | KeyError::DuplicateId(_) => None,
        }
    }
}

/// Why a token could not be sealed: a fault of the server, never of a client.
#[derive(Debug)]
pub enum SealError {
    /// No randomness for the nonce.
    NoRandomness(getrandom::Error),
    /// The content does not write.
    Write(postcard::Error),
    /// The cipher refused (it does not, for the lengths of a token).
    Cipher(orion::errors::UnknownCryptoError),
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealError::NoRandomness(e) => write!(f, "no randomness for nonces: {e}"),
            SealError::Write(e) => write!(f, "cannot write a sealed state: {e}"),
            SealError::Cipher(e) => write!(f, "cannot seal: {e}"),
        }
    }
}

impl std::error::Error for SealError {}

impl SealingKey {
    /// A key from its id and its 32 bytes.
    ///
    /// # Errors
    ///
    /// An id that is empty, longer than [`MAX_KEY_ID_LEN`], or not made of ASCII letters,
    /// digits, `-` and `_`.
    pub fn new(id: &str, key: &[u8; KEY_LEN]) -> Result<SealingKey, KeyError> {
        if id.is_empty()
            || id.len() > MAX_KEY_ID_LEN
            || !id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(KeyError::BadId);
        }
        Ok(SealingKey {
            id: id.to_owned(),
            cipher: Arc::new(SecretKey::from(*key)),
            tickets: ticket_mac(key),
        })
    }

    /// A new random key (for a server given none).
    ///
    /// # Errors
    ///
    /// When the operating system has no randomness to give.
    pub fn random(id: &str) -> Result<SealingKey, KeyError> {
        let mut key = [0u8; KEY_LEN];
        getrandom::fill(&mut key).map_err(KeyError::NoRandomness)?;
        SealingKey::new(id, &key)
    }

    /// Reads `ID:KEY`, the key as 32 bytes in base64 (standard or URL-safe, padded or not) or
    /// in 64 hex digits.
    ///
    /// # Errors
    ///
    /// A malformed entry, a bad id, or a key that is not 32 bytes.
    pub fn parse(entry: &str) -> Result<SealingKey, KeyError> {
        let entry = entry.trim();
        let Some((id, key)) = entry.split_once(':') else {
            return Err(KeyError::Malformed);
        };
        let bytes = decode_key(key.trim()).ok_or_else(|| KeyError::BadKey { id: id.to_owned() })?;
        SealingKey::new(id.trim(), &bytes).map_err(|e| KeyError::Entry {
            id: id.to_owned(),
            reason: Box::new(e),
        })
    }

    /// The key's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// A new random key written as `ID:KEY` (KEY in unpadded base64url), as
    /// `--sealing-keys` reads it.
    ///
    /// # Errors
    ///
    /// A bad id, or no randomness.
    pub fn generate(id: &str) -> Result<String, KeyError> {
        let mut key = [0u8; KEY_LEN];
        getrandom::fill(&mut key).map_err(KeyError::NoRandomness)?;
        SealingKey::new(id, &key)?;
        Ok(format!("{id}:{}", URL_SAFE_NO_PAD.encode(key)))
    }
}

fn decode_key(text: &str) -> Option<[u8; KEY_LEN]> {
    if text.len() == 2 * KEY_LEN && text.bytes().all(|b| b.is_ascii_hexdigit()) {
        let mut out = [0u8; KEY_LEN];
        for (byte, pair) in out.iter_mut().zip(text.as_bytes().chunks_exact(2)) {
            let pair = std::str::from_utf8(pair).ok()?;
            *byte = u8::from_str_radix(pair, 16).ok()?;
        }
        return Some(out);
    }
    [URL_SAFE_NO_PAD, URL_SAFE, STANDARD, STANDARD_NO_PAD]
        .iter()
        .find_map(|engine| engine.decode(text).ok())
        .and_then(|bytes| <[u8; KEY_LEN]>::try_from(bytes).ok())
}

/// Why a token was refused. Deliberately one case: what is wrong with a token is not told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tampered;

impl fmt::Display for Tampered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "the state token was not sealed by this service as it is: it is altered, truncated, \
             of another format, or sealed with a key this server does not hold",
        )
    }
}

impl std::error::Error for Tampered {}

/// The server's keys: the first seals, every one opens.
#[derive(Clone, Debug)]
pub struct Sealer {
    keys: Arc<[SealingKey]>,
}

impl Sealer {
    /// A sealer with `keys`, the first of which seals.
    ///
    /// # Errors
    ///
    /// No key, or two keys with the same id.
    pub fn new(keys: Vec<SealingKey>) -> Result<Sealer, KeyError> {
        if keys.is_empty() {
            return Err(KeyError::NoKey);
        }
        for (i, key) in keys.iter().enumerate() {
            if keys[..i].iter().any(|k| k.id == key.id) {
                return Err(KeyError::DuplicateId(key.id.clone()));
            }
        }
        Ok(Sealer { keys: keys.into() })
    }

    /// The id of the key that seals.
    pub fn sealing_key_id(&self) -> &str {
        &self.keys[0].id
    }

    /// The ticket MAC of every key, the sealing one first ([`crate::ticket`]).
    pub(crate) fn ticket_macs(&self) -> impl Iterator<Item = &TicketMac> {
        self.keys.iter().map(|k| &k.tickets)
    }

    /// The ids of every key, the sealing one first.
    pub fn key_ids(&self) -> impl Iterator<Item = &str> {
        self.keys.iter().map(|k| k.id.as_str())
    }

    /// Seals `content` into a token.
    ///
    /// # Errors
    ///
    /// When the content cannot be written or there is no randomness for the nonce: faults of
    /// the server, never of a client.
    pub fn seal(&self, content: &Sealed) -> Result<Vec<u8>, SealError> {
        self.seal_content(content)
    }

    /// Seals a state into a token, as [`Sealer::seal`] of [`Sealed::State`] does, without
    /// copying the state first.
    ///
    /// # Errors
    ///
    /// As [`Sealer::seal`].
    pub fn seal_state(
        &self,
        state: &GameState,
        provenance: Provenance,
    ) -> Result<Vec<u8>, SealError> {
        self.seal_content(&SealedRef::State(state, provenance))
    }

    fn seal_content(&self, content: &impl Serialize) -> Result<Vec<u8>, SealError> {
        self.seal_with_nonce(content, fresh_nonce()?)
    }

    /// Seals under a given nonce: [`Sealer::seal_content`] with a fresh one, and the tests with
    /// the nonce of a known token.
    fn seal_with_nonce(
        &self,
        content: &impl Serialize,
        nonce: [u8; NONCE_LEN],
    ) -> Result<Vec<u8>, SealError> {
        let key = &self.keys[0];
        let header_len = 2 + key.id.len();
        let mut token = Vec::with_capacity(header_len + NONCE_LEN + 512);
        token.push(FORMAT_VERSION);
        token.push(key.id.len() as u8);
        token.extend_from_slice(key.id.as_bytes());
        token.extend_from_slice(&nonce);
        let body_at = token.len();
        let mut token = postcard::to_extend(content, token).map_err(SealError::Write)?;
        let (head, body) = token.split_at_mut(body_at);
        let tag = XChaCha20Poly1305::seal_inplace(
            &key.cipher,
            &Nonce::from(nonce),
            Some(&head[..header_len]),
            body,
        )
        .map_err(SealError::Cipher)?;
        token.extend_from_slice(tag.unprotected_as_ref());
        Ok(token)
    }

    /// Opens a token.
    ///
    /// # Errors
    ///
    /// [`Tampered`] for anything but a token sealed by one of this server's keys, unchanged.
    pub fn open(&self, token: &[u8]) -> Result<Sealed, Tampered> {
        let [version, id_len, rest @ ..] = token else {
            return Err(Tampered);
        };
        let id_len = usize::from(*id_len);
        if *version != FORMAT_VERSION
            || id_len == 0
            || id_len > MAX_KEY_ID_LEN
            || rest.len() < id_len + NONCE_LEN + TAG_LEN
        {
            return Err(Tampered);
        }
        let header = &token[..2 + id_len];
        let (id, rest) = rest.split_at(id_len);
        let key = self
            .keys
            .iter()
            .find(|k| k.id.as_bytes() == id)
            .ok_or(Tampered)?;
        let (nonce, sealed) = rest.split_at(NONCE_LEN);
        let (body, tag) = sealed.split_at(sealed.len() - TAG_LEN);
        let nonce = Nonce::try_from(nonce).map_err(|_| Tampered)?;
        let tag = Tag::try_from(tag).map_err(|_| Tampered)?;
        let mut body = body.to_vec();
        XChaCha20Poly1305::open_inplace(&key.cipher, &nonce, &tag, Some(header), &mut body)
            .map_err(|_| Tampered)?;
        // Only this server's keys seal, and they seal only what it wrote: a token that
        // authenticates but does not read whole is another build's, and refused as well.
        match postcard::take_from_bytes::<Sealed>(&body) {
            Ok((content, [])) => Ok(content),
            Ok(_) | Err(_) => Err(Tampered),
        }
    }
}

/// A token in JSON: unpadded base64url.
pub fn to_text(token: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(token)
}

/// A token from JSON.
///
/// # Errors
///
/// [`Tampered`] when the text is not unpadded base64url.
pub fn from_text(text: &str) -> Result<Vec<u8>, Tampered> {
    URL_SAFE_NO_PAD.decode(text).map_err(|_| Tampered)
}

/// What the ticket key is derived with from a sealing key (the ticket MAC lives beside the
/// sealing key it is derived from; [`crate::ticket`] derives and checks the tickets with it).
pub const KEY_LABEL: &[u8] = b"poch.v1 ticket key";

/// The MAC that derives the tickets of one sealing key.
pub(crate) type TicketMac = Hmac<Sha256>;

/// The ticket MAC of a sealing key: keyed with HMAC-SHA256 of the key over [`KEY_LABEL`].
pub(crate) fn ticket_mac(key: &[u8; KEY_LEN]) -> TicketMac {
    // HMAC takes a key of any length.
    let mut derive = <TicketMac as Mac>::new_from_slice(key).expect("an HMAC key of any length");
    derive.update(KEY_LABEL);
    let ticket_key = derive.finalize().into_bytes();
    <TicketMac as Mac>::new_from_slice(&ticket_key).expect("an HMAC key of any length")
}

#[cfg(test)]
mod tests {
    use super::*;
    use poch_engine::{DealSource, Game, NewGame, Rules, Seat, Seed};

    fn state() -> GameState {
        Game::new(NewGame {
            rules: Rules::CLASSIC,
            players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
            source: DealSource::Seed {
                seed: Seed([5; 32]),
                first_dealer: Some(Seat(3)),
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("a match")
        .game
        .into_state()
    }

    const PROVENANCE: Provenance = Provenance::CALLER_SEED;

    fn sealer(ids: &[&str]) -> Sealer {
        Sealer::new(
            ids.iter()
                .enumerate()
                .map(|(i, id)| SealingKey::new(id, &[i as u8 + 1; KEY_LEN]).expect("key"))
                .collect(),
        )
        .expect("sealer")
    }

    /// A token sealed with key `golden` (32 bytes of 0x42) by an earlier build, whose cipher
    /// was another crate's XChaCha20-Poly1305: the format is the cipher's standard construction,
    /// not a library's. It changes with the content's format, and then with
    /// [`FORMAT_VERSION`]: write a new one then (`to_text` of `seal_state(&state(), PROVENANCE)`).
    const GOLDEN: &str = concat!(
        "BgZnb2xkZW6jjY7jaNj19qFEa3aXmzWVqm7rz8-4VgiOlLQlpFxv5WR0rrY0zdH2cG2KAr2NAqY2UdGI",
        "kvzFkORUZGEK5Kc1hib2jYfkfoNiKw7eWWZdUt8WKqYboN7C4B4Z5vWg0gMr3PP0D3BQEnEZaP70_IdU",
        "rppt-rxNZ7Uv8VuZqz1gUbSowTw5ugGtHbRArP53horlKOdMgoOdV-THaGrYpdMOCyncEFmrKRw3XOC8",
        "z8kFB3bWA9qc6MrA-u9T9qAL8GfQvI2p71Hfb6fA__fmidUYpagCm1-eouoPtQWu83nkFaTC7PDBfWgQ",
        "OndcJqnh6RsmN5vHgwq47djjl3AEdBQ-vU1yqKx9KSR0SwQZ9MkHaC7ycL5-WvyANzhnCba7bOwcwt5M",
        "Wwz__45bLX0DTnPFrBPVZxEJ90GvgzDOy_M",
    );

    fn golden_sealer() -> Sealer {
        Sealer::new(vec![
            SealingKey::new("golden", &[0x42; KEY_LEN]).expect("key"),
        ])
        .expect("sealer")
    }

    #[test]
    fn a_known_token_opens_and_seals_again_to_the_same_bytes() {
        let golden = from_text(GOLDEN).expect("base64url");
        let sealer = golden_sealer();
        assert_eq!(
            sealer.open(&golden),
            Ok(Sealed::State(Box::new(state()), PROVENANCE))
        );
        let nonce: [u8; NONCE_LEN] = golden[8..8 + NONCE_LEN].try_into().expect("a nonce");
        let sealed = sealer
            .seal_with_nonce(&SealedRef::State(&state(), PROVENANCE), nonce)
            .expect("seal");
        assert_eq!(to_text(&sealed), GOLDEN);
    }

    /// The test vector of XChaCha20-Poly1305's specification (draft-irtf-cfrg-xchacha-03,
    /// A.3.1): the cipher is the standard one.
    #[test]
    fn the_cipher_is_xchacha20_poly1305() {
        let key: [u8; 32] = std::array::from_fn(|i| 0x80 + i as u8);
        let nonce: [u8; 24] = std::array::from_fn(|i| 0x40 + i as u8);
        let ad = [
            0x50, 0x51, 0x52, 0x53, 0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7,
        ];
        let mut text =
            b"Ladies and Gentlemen of the class of '99: If I could offer you only one tip \
            for the future, sunscreen would be it."
                .to_vec();
        let tag = XChaCha20Poly1305::seal_inplace(
            &SecretKey::from(key),
            &Nonce::from(nonce),
            Some(&ad),
            &mut text,
        )
        .expect("seal");
        let hex = |bytes: &[u8]| bytes.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(
            hex(&text),
            concat!(
                "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb",
                "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b452",
                "2f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9",
                "21f9664c97637da9768812f615c68b13b52e",
            )
        );
        assert_eq!(
            hex(tag.unprotected_as_ref()),
            "c0875924c1c7987947deafd8780acf49"
        );
    }

    #[test]
    fn a_token_opens_to_what_was_sealed_and_nonces_differ() {
        let sealer = sealer(&["k1"]);
        let content = Sealed::State(Box::new(state()), PROVENANCE);
        let a = sealer.seal(&content).expect("seal");
        let b = sealer.seal(&content).expect("seal");
        assert_ne!(a, b, "a fresh nonce for every token");
        assert_eq!(sealer.open(&a), Ok(content.clone()));
        assert_eq!(
            sealer.open(&from_text(&to_text(&b)).expect("base64")),
            Ok(content)
        );
        assert_eq!(&a[..4], &[FORMAT_VERSION, 2, b'k', b'1']);
    }

    #[test]
    fn nonces_differ_across_threads() {
        let sealer = Arc::new(sealer(&["k1"]));
        let content = Sealed::State(Box::new(state()), PROVENANCE);
        let nonces: std::collections::HashSet<Vec<u8>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..4)
                .map(|_| {
                    scope.spawn(|| {
                        (0..200)
                            .map(|_| {
                                sealer.seal(&content).expect("seal")[4..4 + NONCE_LEN].to_vec()
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().expect("thread"))
                .collect()
        });
        assert_eq!(
            nonces.len(),
            800,
            "every token of every thread has its own nonce"
        );
    }

    #[test]
    fn a_borrowed_state_seals_to_the_same_content() {
        let sealer = sealer(&["k1"]);
        let token = sealer.seal_state(&state(), PROVENANCE).expect("seal");
        assert_eq!(
            sealer.open(&token),
            Ok(Sealed::State(Box::new(state()), PROVENANCE))
        );
        assert_eq!(
            postcard::to_stdvec(&SealedRef::State(&state(), PROVENANCE)).expect("postcard"),
            postcard::to_stdvec(&Sealed::State(Box::new(state()), PROVENANCE)).expect("postcard")
        );
    }

    #[test]
    fn every_flipped_bit_and_every_truncation_is_refused() {
        let sealer = sealer(&["k1"]);
        let token = sealer
            .seal(&Sealed::State(Box::new(state()), PROVENANCE))
            .expect("seal");
        for bit in 0..token.len() * 8 {
            let mut t = token.clone();
            t[bit / 8] ^= 1 << (bit % 8);
            assert_eq!(sealer.open(&t), Err(Tampered), "bit {bit}");
        }
        for len in 0..token.len() {
            assert_eq!(sealer.open(&token[..len]), Err(Tampered), "length {len}");
        }
        let mut longer = token.clone();
        longer.push(0);
        assert_eq!(sealer.open(&longer), Err(Tampered));
    }

    #[test]
    fn keys_rotate_the_first_seals_every_one_opens() {
        let old = sealer(&["old"]);
        let rotated = Sealer::new(vec![
            SealingKey::new("new", &[9; KEY_LEN]).expect("key"),
            SealingKey::new("old", &[1; KEY_LEN]).expect("key"),
        ])
        .expect("sealer");
        let content = Sealed::State(Box::new(state()), PROVENANCE);
        let by_old = old.seal(&content).expect("seal");
        assert_eq!(rotated.open(&by_old), Ok(content.clone()));
        let by_new = rotated.seal(&content).expect("seal");
        assert_eq!(
            old.open(&by_new),
            Err(Tampered),
            "old servers lack the new key"
        );
        // The same id with another key: the tag does not verify.
        let impostor =
            Sealer::new(vec![SealingKey::new("old", &[7; KEY_LEN]).expect("key")]).expect("sealer");
        assert_eq!(impostor.open(&by_old), Err(Tampered));
    }

    #[test]
    fn keys_are_read_in_base64_and_hex_and_bad_ones_refused() {
        let hex = format!("a:{}", "0f".repeat(32));
        assert_eq!(SealingKey::parse(&hex).expect("hex").id(), "a");
        let b64 = format!("b-2:{}", URL_SAFE_NO_PAD.encode([3u8; 32]));
        assert_eq!(SealingKey::parse(&b64).expect("base64").id(), "b-2");
        let padded = format!("c:{}", STANDARD.encode([3u8; 32]));
        assert!(SealingKey::parse(&padded).is_ok());
        let reason = |entry: &str| SealingKey::parse(entry).map(|k| k.id().to_owned());
        assert!(matches!(reason("nokey"), Err(KeyError::Malformed)));
        assert!(matches!(
            reason(&format!("a:{}", STANDARD.encode([3u8; 31]))),
            Err(KeyError::BadKey { id }) if id == "a"
        ));
        assert!(matches!(
            reason("a:not base64!"),
            Err(KeyError::BadKey { .. })
        ));
        for bad_id in ["", "bad id", &"x".repeat(33)] {
            let entry = format!("{bad_id}:{}", "0f".repeat(32));
            match reason(&entry) {
                Err(KeyError::Entry { id, reason }) => {
                    assert_eq!(id, bad_id);
                    assert!(matches!(*reason, KeyError::BadId));
                }
                other => panic!("{entry}: {other:?}"),
            }
        }
        let dup = Sealer::new(vec![
            SealingKey::new("a", &[1; KEY_LEN]).expect("key"),
            SealingKey::new("a", &[2; KEY_LEN]).expect("key"),
        ]);
        assert!(matches!(dup, Err(KeyError::DuplicateId(id)) if id == "a"));
        assert!(matches!(Sealer::new(Vec::new()), Err(KeyError::NoKey)));
    }

    #[test]
    fn garbage_and_other_versions_are_refused() {
        let sealer = sealer(&["k1"]);
        let mut token = sealer
            .seal(&Sealed::State(Box::new(state()), PROVENANCE))
            .expect("seal");
        token[0] = FORMAT_VERSION + 1;
        assert_eq!(sealer.open(&token), Err(Tampered));
        assert_eq!(sealer.open(b""), Err(Tampered));
        assert_eq!(sealer.open(&[0xff; 300]), Err(Tampered));
        assert!(from_text("not base64 at all!").is_err());
        assert!(
            from_text("AAA=").is_err(),
            "padding is not base64url's unpadded form"
        );
    }
}

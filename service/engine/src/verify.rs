//! Checking a deal after the fact (VerifyDeal, ED-2, I13): a revealed deal seed against its
//! commitment, a provably fair match's chain of seeds, and the cards a deal seed or a deck order
//! deals. Apart from the random numbers themselves (`random.rs`), which only make deals.

use std::fmt;

use crate::card::{Card, DeckKind};
use crate::codes::EngineCode;
use crate::deal::{DealtCards, TableError};
use crate::random::{Digest, Fairness, Seed, deal_seed, shuffled_deck};
use crate::rules::DealMethod;
use crate::seats::Seat;

/// A revealed deal seed that does not match its commitment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommitmentMismatch {
    /// The published commitment.
    pub commitment: Digest,
    /// SHA-256 of the revealed seed.
    pub actual: Digest,
}

impl fmt::Display for CommitmentMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the revealed deal seed hashes to {}, not to the commitment {}",
            self.actual, self.commitment
        )
    }
}

impl std::error::Error for CommitmentMismatch {}

/// Checks a revealed deal seed against the commitment published at the deal's start and, if it
/// matches, recomputes the deal's deck order (top card first) for `kind`.
///
/// # Errors
///
/// [`CommitmentMismatch`] when SHA-256 of `revealed` is not `commitment`.
///
/// # Examples
///
/// ```
/// use poch_engine::{rng, DeckKind, Seed};
/// let seed = Seed([7; 32]);
/// let deck = rng::verify_deal(&seed.commitment(), &seed, DeckKind::French32).unwrap();
/// assert_eq!(deck.len(), 32);
/// assert!(rng::verify_deal(&Seed([8; 32]).commitment(), &seed, DeckKind::French32).is_err());
/// ```
pub fn verify_deal(
    commitment: &Digest,
    revealed: &Seed,
    kind: DeckKind,
) -> Result<Vec<Card>, CommitmentMismatch> {
    let actual = revealed.commitment();
    if actual != *commitment {
        return Err(CommitmentMismatch {
            commitment: *commitment,
            actual,
        });
    }
    Ok(shuffled_deck(kind, revealed))
}

/// A link of a provably fair match's chain that does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ChainMismatch {
    /// SHA-256 of the revealed server seed is not the server's commitment.
    ServerCommitment,
    /// The revealed deal seed is not the one the server seed and client seeds derive for the
    /// deal.
    DealSeed,
    /// The first dealer named, or the first deal's dealer, is not the one the chain draws at
    /// the table's size.
    FirstDealer,
}

impl ChainMismatch {
    /// The stable machine code of the link that does not hold.
    pub const fn code(self) -> &'static str {
        match self {
            ChainMismatch::ServerCommitment => "server_commitment",
            ChainMismatch::DealSeed => "deal_seed",
            ChainMismatch::FirstDealer => "first_dealer",
        }
    }
}

impl fmt::Display for ChainMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChainMismatch::ServerCommitment => {
                "the revealed server seed does not hash to the server's commitment"
            }
            ChainMismatch::DealSeed => {
                "the deal seed is not the one the server seed and the client seeds derive"
            }
            ChainMismatch::FirstDealer => {
                "the first dealer is not the one the server seed and the client seeds draw"
            }
        })
    }
}

impl std::error::Error for ChainMismatch {}

/// Checks the chain of a provably fair match after the reveal: the server seed against the
/// commitment published before the client seeds were given, then deal `deal`'s seed against
/// the match seed that the server seed and the client seeds derive.
///
/// # Errors
///
/// The first link that does not hold.
///
/// ```
/// use poch_engine::rng::{self, ChainMismatch, Fairness};
/// use poch_engine::Seed;
/// let fair = Fairness::new(Seed([3; 32]), vec!["ann".into(), "bob".into()]);
/// let deal_2 = rng::deal_seed(&fair.match_seed(), 2);
/// assert_eq!(rng::verify_chain(&fair, 2, &deal_2), Ok(()));
/// assert_eq!(rng::verify_chain(&fair, 3, &deal_2), Err(ChainMismatch::DealSeed));
/// ```
pub fn verify_chain(fairness: &Fairness, deal: u32, deal_seed: &Seed) -> Result<(), ChainMismatch> {
    if fairness.server_seed.commitment() != fairness.server_commitment {
        return Err(ChainMismatch::ServerCommitment);
    }
    if self::deal_seed(&fairness.match_seed(), deal) != *deal_seed {
        return Err(ChainMismatch::DealSeed);
    }
    Ok(())
}

/// A revealed deal to check, as the service's `VerifyDeal` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealCheck {
    /// The commitment of `deal_started`.
    pub commitment: Digest,
    /// The deal seed revealed by `deal_ended`.
    pub deal_seed: Seed,
    /// The match's deck.
    pub deck: DeckKind,
    /// The table, to deal the hands too.
    pub table: Option<DealTable>,
    /// A provably fair match's chain, to check the deal seed against it.
    pub chain: Option<FairChain>,
}

/// The table a revealed deal is dealt to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealTable {
    /// The number of seats.
    pub players: usize,
    /// The deal's dealer.
    pub dealer: Seat,
    /// The deal method (RULES S2).
    pub deal_method: DealMethod,
}

/// A provably fair match's chain, as far as one deal needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairChain {
    /// The match's fairness: the revealed server seed, its commitment and the client seeds.
    pub fairness: Fairness,
    /// The deal's number, from 1.
    pub deal_number: u32,
    /// The match's first dealer, as its views show it, to check against the one the chain
    /// draws at the table's size (needs the table). The first deal's dealer is checked so
    /// without it.
    pub first_dealer: Option<Seat>,
}

/// Why a revealed deal cannot be checked as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealCheckError {
    /// The table cannot be dealt.
    Table(TableError),
    /// A chain's first dealer is to be checked, and no table gives the number of seats.
    FirstDealerWithoutTable,
}

impl DealCheckError {
    /// The stable machine code: `invalid_table`.
    pub const fn code(&self) -> &'static str {
        EngineCode::InvalidTable.as_str()
    }
}

impl fmt::Display for DealCheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealCheckError::Table(e) => e.fmt(f),
            DealCheckError::FirstDealerWithoutTable => f.write_str(
                "the chain's first dealer is drawn for a number of seats: give the table",
            ),
        }
    }
}

impl std::error::Error for DealCheckError {}

/// What a revealed deal is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealVerification {
    /// SHA-256 of the deal seed equals the commitment.
    pub commitment_matches: bool,
    /// SHA-256 of the deal seed.
    pub seed_digest: Digest,
    /// With a chain: whether it holds, and if not, why.
    pub chain: Option<Result<(), ChainMismatch>>,
    /// The deck order the seed shuffles, top card first (when the commitment matches).
    pub deck_order: Vec<Card>,
    /// The cards dealt (when the commitment matches and a table was given).
    pub dealt: Option<DealtCards>,
}

impl DealVerification {
    /// Every check holds.
    pub fn matches(&self) -> bool {
        self.commitment_matches && self.chain.is_none_or(|c| c.is_ok())
    }
}

/// Checks a revealed deal seed against its commitment (and, for a provably fair match, the
/// whole chain, [`verify_chain`]), and deals what the seed deals ([`DealtCards::deal`]). A
/// seed that does not match its commitment answers no deck order and no cards.
///
/// # Errors
///
/// A table that cannot be dealt, whether or not the seed matches, or a first dealer to check
/// without a table: a check is refused for what it asks, not for what its seed turns out to
/// be.
///
/// ```
/// use poch_engine::rng::{self, DealCheck, DealTable};
/// use poch_engine::{DealMethod, DeckKind, Seat, Seed};
/// let seed = Seed([7; 32]);
/// let check = DealCheck {
///     commitment: seed.commitment(),
///     deal_seed: seed,
///     deck: DeckKind::French32,
///     table: Some(DealTable { players: 4, dealer: Seat(3), deal_method: DealMethod::AllButOne }),
///     chain: None,
/// };
/// let verification = rng::check_deal(check).unwrap();
/// assert!(verification.matches());
/// assert_eq!(verification.dealt.unwrap().hands.len(), 4);
/// ```
pub fn check_deal(check: DealCheck) -> Result<DealVerification, DealCheckError> {
    let DealCheck {
        commitment,
        deal_seed,
        deck,
        table,
        chain,
    } = check;
    let seed_digest = deal_seed.commitment();
    let commitment_matches = seed_digest == commitment;
    if chain.as_ref().is_some_and(|c| c.first_dealer.is_some()) && table.is_none() {
        return Err(DealCheckError::FirstDealerWithoutTable);
    }
    let deck_order = shuffled_deck(deck, &deal_seed);
    let dealt = table
        .map(|t| DealtCards::deal(t.deal_method, &deck_order, t.players, t.dealer))
        .transpose()
        .map_err(DealCheckError::Table)?;
    let chain = chain.map(|c| {
        verify_chain(&c.fairness, c.deal_number, &deal_seed)?;
        let Some(t) = table else { return Ok(()) };
        // ED-2: the chain draws the first dealer, who deals the first deal.
        let drawn = c.fairness.first_dealer(t.players);
        let first_deal_dealer = (c.deal_number == 1).then_some(t.dealer);
        if [c.first_dealer, first_deal_dealer]
            .into_iter()
            .flatten()
            .any(|seat| seat != drawn)
        {
            return Err(ChainMismatch::FirstDealer);
        }
        Ok(())
    });
    let (deck_order, dealt) = if commitment_matches {
        (deck_order, dealt)
    } else {
        (Vec::new(), None)
    };
    Ok(DealVerification {
        commitment_matches,
        seed_digest,
        chain,
        deck_order,
        dealt,
    })
}

//! `poch verify`: a revealed deal seed checked against its commitment, and the deal it makes
//! shown.

use std::process::ExitCode;

use clap::Args as ClapArgs;
use poch_engine::rng::{self, CommitmentMismatch, DealCheck, DealTable, DealVerification};
use poch_engine::{DealMethod, DeckKind, Digest, Seat, Seed};

use crate::options::{Service, parse_json};

/// The options of `poch verify`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The commitment published when the deal began (64 hex digits).
    #[arg(long)]
    commitment: String,
    /// The deal seed revealed when it ended (64 hex digits).
    #[arg(long)]
    seed: String,
    /// The deck kind.
    #[arg(long, default_value = "french32")]
    deck: String,
    /// The number of seats, to show the hands and the upcard.
    #[arg(long)]
    players: Option<usize>,
    /// The dealer's seat (with --players).
    #[arg(long, default_value_t = Seat(0))]
    dealer: Seat,
    /// How the cards were dealt (with --players).
    #[arg(long, default_value = "all_but_one")]
    deal_method: String,
    #[command(flatten)]
    service: Service,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let commitment: Digest = parse_json("commitment", &args.commitment)?;
    let seed: Seed = parse_json("seed", &args.seed)?;
    let deck: DeckKind = parse_json("deck", &args.deck)?;
    let table = match args.players {
        Some(players) => Some(DealTable {
            players,
            dealer: args.dealer,
            deal_method: parse_json::<DealMethod>("deal method", &args.deal_method)?,
        }),
        None => None,
    };
    let check = DealCheck {
        commitment,
        deal_seed: seed,
        deck,
        table,
        chain: None,
    };
    let verification = match args.service.connect()? {
        None => rng::check_deal(check).map_err(|e| e.to_string())?,
        Some((runtime, client)) => runtime
            .block_on(client.verify_deal(&check))
            .map_err(|e| e.to_string())?,
    };
    Ok(print_verification(commitment, &verification))
}

/// Prints what a revealed deal is; the exit code says whether the seed matches `commitment`.
fn print_verification(commitment: Digest, v: &DealVerification) -> ExitCode {
    if !v.commitment_matches {
        let mismatch = CommitmentMismatch {
            commitment,
            actual: v.seed_digest,
        };
        println!("MISMATCH: {mismatch}");
        return ExitCode::from(1);
    }
    let names: Vec<&str> = v.deck_order.iter().map(|c| c.name()).collect();
    println!("the seed matches its commitment");
    println!("deck order (top first): {}", names.join(" "));
    if let Some(dealt) = &v.dealt {
        for (seat, hand) in dealt.hands.iter().enumerate() {
            let cards: Vec<&str> = hand.iter().map(|c| c.name()).collect();
            println!("seat {seat}: {}", cards.join(" "));
        }
        println!("upcard: {}", dealt.upcard.name());
    }
    ExitCode::SUCCESS
}

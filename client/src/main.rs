//! `poch`: play Poch in the terminal, simulate matches between bots, replay match records,
//! verify a revealed deal.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::num::NonZeroU32;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use poch_client::play::{self, Ending, Table};
use poch_client::record::{self, MatchRecord};
use poch_client::simulate::{self, Simulation, SimulationError};
use poch_engine::{
    BotKind, DealMethod, DealtCards, DeckKind, Digest, MaxDeals, Rules, Seat, Seed, rng,
};

#[derive(Debug, Parser)]
#[command(
    name = "poch",
    version,
    about = "Play, simulate and replay Poch matches"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a match in the terminal against bots (you are seat 0).
    Play {
        /// The preset the rules come from.
        #[arg(long, default_value = "classic")]
        preset: String,
        /// The bots at the other seats, comma-separated (random, heuristic).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "heuristic,heuristic,heuristic"
        )]
        bots: Vec<BotKind>,
        /// The most deals (`none` for no limit).
        #[arg(long, default_value = "10")]
        max_deals: String,
        /// A match seed (64 hex digits) for a reproducible match; drawn when absent.
        #[arg(long)]
        seed: Option<String>,
        /// Your name.
        #[arg(long, default_value = "you")]
        name: String,
    },
    /// Play many matches between bots on every core and summarize them.
    Simulate {
        /// How many matches.
        #[arg(long, default_value_t = 1_000)]
        matches: u64,
        /// The preset the rules come from.
        #[arg(long, default_value = "classic")]
        preset: String,
        /// The bots, one a seat, comma-separated (random, heuristic); they rotate over the
        /// seats from match to match.
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "heuristic,random,random,random"
        )]
        bots: Vec<BotKind>,
        /// The most deals a match (`none` for no limit).
        #[arg(long, default_value = "20")]
        max_deals: String,
        /// The seed everything is drawn from: the same seed, the same summary and records.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Write every match's record to this file, one JSON line each.
        #[arg(long)]
        records: Option<PathBuf>,
        /// No progress bar.
        #[arg(long)]
        quiet: bool,
        /// Print the summary as one JSON object (for scripts) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Replay match records through the engine and report every one that does not reproduce.
    Replay {
        /// A JSON Lines file of match records (`-` for standard input).
        file: PathBuf,
    },
    /// Check a revealed deal seed against its commitment and show the deal it makes.
    Verify {
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
        #[arg(long, default_value_t = 0)]
        dealer: Seat,
        /// How the cards were dealt (with --players).
        #[arg(long, default_value = "all_but_one")]
        deal_method: String,
    },
    /// Print the JSON Schema of a match record.
    Schema,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("poch: {e}");
            ExitCode::from(2)
        }
    }
}

/// A word of a JSON enum or a hex string, read as serde reads it.
fn parse_json<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, String> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|e| format!("bad {what} {text:?}: {e}"))
}

fn rules(preset: &str, max_deals: &str) -> Result<Rules, String> {
    let mut rules = Rules::preset(preset).ok_or_else(|| {
        let names: Vec<&str> = poch_engine::PRESETS.iter().map(|p| p.name).collect();
        format!("unknown preset {preset:?}: one of {}", names.join(", "))
    })?;
    rules.max_deals = if max_deals == "none" {
        MaxDeals(None)
    } else {
        let n: u32 = max_deals
            .parse()
            .map_err(|_| format!("--max-deals must be a number or none, not {max_deals:?}"))?;
        MaxDeals(Some(
            NonZeroU32::new(n).ok_or("--max-deals must be at least 1")?,
        ))
    };
    Ok(rules)
}

fn run(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Play {
            preset,
            bots,
            max_deals,
            seed,
            name,
        } => {
            let seed = match seed {
                Some(hex) => parse_json::<Seed>("seed", &hex)?,
                None => {
                    let mut bytes = [0u8; 32];
                    getrandom::fill(&mut bytes)
                        .map_err(|e| format!("no randomness for a seed: {e}"))?;
                    Seed(bytes)
                }
            };
            let table = Table {
                rules: rules(&preset, &max_deals)?,
                name,
                bots,
                seed,
                colour: io::stdout().is_terminal(),
            };
            let stdin = io::stdin();
            let mut out = io::stdout().lock();
            let ending =
                play::play(&table, &mut stdin.lock(), &mut out).map_err(|e| e.to_string())?;
            Ok(match ending {
                Ending::Over(_) => ExitCode::SUCCESS,
                Ending::Left(_) => ExitCode::from(1),
            })
        }
        Command::Simulate {
            matches,
            preset,
            bots,
            max_deals,
            seed,
            threads,
            records,
            quiet,
            json,
        } => {
            let simulation = Simulation {
                rules: rules(&preset, &max_deals)?,
                bots,
                matches,
                seed,
                records: records.is_some(),
            };
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads.unwrap_or(0))
                .build()
                .map_err(|e| e.to_string())?;
            let mut writer = match &records {
                Some(path) => Some(BufWriter::new(
                    File::create(path).map_err(|e| format!("{}: {e}", path.display()))?,
                )),
                None => None,
            };
            let bar = if quiet || !io::stderr().is_terminal() {
                ProgressBar::hidden()
            } else {
                ProgressBar::new(matches).with_style(
                    ProgressStyle::with_template(
                        "{bar:40} {pos}/{len} matches {per_sec} eta {eta}",
                    )
                    .map_err(|e| e.to_string())?,
                )
            };
            let started = Instant::now();
            let summary = pool
                .install(|| {
                    simulate::run(
                        &simulation,
                        |done| bar.set_position(done),
                        |record| {
                            if let Some(w) = writer.as_mut() {
                                serde_json::to_writer(&mut *w, &record)
                                    .map_err(|e| SimulationError(e.to_string()))?;
                                w.write_all(b"\n")
                                    .map_err(|e| SimulationError(e.to_string()))?;
                            }
                            Ok(())
                        },
                    )
                })
                .map_err(|e| e.to_string())?;
            bar.finish_and_clear();
            if let Some(mut w) = writer {
                w.flush().map_err(|e| e.to_string())?;
            }
            let elapsed = started.elapsed().as_secs_f64();
            if json {
                let bots: serde_json::Map<String, serde_json::Value> = summary
                    .bots
                    .iter()
                    .map(|(kind, r)| {
                        let row =
                            serde_json::json!({"seats": r.seats, "wins": r.wins, "chips": r.chips});
                        ((*kind).to_owned(), row)
                    })
                    .collect();
                let out = serde_json::json!({
                    "matches": summary.matches,
                    "deals": summary.deals,
                    "actions": summary.actions,
                    "cards_played": summary.cards_played,
                    "events": summary.events,
                    "bots": bots,
                    "pochen_played": summary.pochen_played,
                    "pochen_contested": summary.pochen_contested,
                    "showdowns": summary.showdowns,
                    "threads": pool.current_num_threads(),
                    "seconds": elapsed,
                    "actions_per_second": summary.actions as f64 / elapsed,
                    "matches_per_second": summary.matches as f64 / elapsed,
                    "cards_played_per_second": summary.cards_played as f64 / elapsed,
                });
                println!("{out}");
                return Ok(ExitCode::SUCCESS);
            }
            println!("{summary}");
            println!(
                "{:.2} s on {} threads: {:.0} actions/s, {:.0} matches/s",
                elapsed,
                pool.current_num_threads(),
                summary.actions as f64 / elapsed,
                summary.matches as f64 / elapsed
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay { file } => {
            let reader: Box<dyn BufRead> = if file.as_os_str() == "-" {
                Box::new(BufReader::new(io::stdin()))
            } else {
                Box::new(BufReader::new(
                    File::open(&file).map_err(|e| format!("{}: {e}", file.display()))?,
                ))
            };
            let (mut good, mut bad) = (0u64, 0u64);
            for (n, line) in reader.lines().enumerate() {
                let line = line.map_err(|e| e.to_string())?;
                if line.trim().is_empty() {
                    continue;
                }
                let outcome = serde_json::from_str::<MatchRecord>(&line)
                    .map_err(|e| record::Mismatch::Format(e.to_string()))
                    .and_then(|r| r.replay());
                match outcome {
                    Ok(_) => good += 1,
                    Err(why) => {
                        bad += 1;
                        println!("line {}: {why}", n + 1);
                    }
                }
            }
            println!("{good} records reproduce, {bad} do not");
            Ok(if bad == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Verify {
            commitment,
            seed,
            deck,
            players,
            dealer,
            deal_method,
        } => {
            let commitment: Digest = parse_json("commitment", &commitment)?;
            let seed: Seed = parse_json("seed", &seed)?;
            let deck: DeckKind = parse_json("deck", &deck)?;
            match rng::verify_deal(&commitment, &seed, deck) {
                Err(e) => {
                    println!("MISMATCH: {e}");
                    Ok(ExitCode::from(1))
                }
                Ok(order) => {
                    let names: Vec<&str> = order.iter().map(|c| c.name()).collect();
                    println!("the seed matches its commitment");
                    println!("deck order (top first): {}", names.join(" "));
                    if let Some(players) = players {
                        let method: DealMethod = parse_json("deal method", &deal_method)?;
                        let dealt = DealtCards::deal(method, &order, players, dealer)?;
                        for (seat, hand) in dealt.hands.iter().enumerate() {
                            let cards: Vec<&str> = hand.iter().map(|c| c.name()).collect();
                            println!("seat {seat}: {}", cards.join(" "));
                        }
                        println!("upcard: {}", dealt.upcard.name());
                    }
                    Ok(ExitCode::SUCCESS)
                }
            }
        }
        Command::Schema => {
            let text =
                serde_json::to_string_pretty(&record::json_schema()).map_err(|e| e.to_string())?;
            println!("{text}");
            Ok(ExitCode::SUCCESS)
        }
    }
}

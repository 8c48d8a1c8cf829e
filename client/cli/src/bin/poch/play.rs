//! `poch play`: a match in the terminal against bots, on the engine in process or through the
//! service.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use clap::Args as ClapArgs;
use poch_api::narration::Locale;
use poch_cli::play::{self, Ending, InProcess, Remote, Table};
use poch_engine::{BotKind, Seed};

use crate::options::{Service, parse_json, rules};

/// The options of `poch play`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The preset the rules come from.
    #[arg(long, default_value = "classic")]
    preset: String,
    /// A variant switch over the preset's value, as `name=value` (e.g.
    /// `direction_of_play=anticlockwise`): any switch of the catalogue; repeatable.
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    rule: Vec<String>,
    /// The bots at the other seats, comma-separated, by the names of the engine's bot kinds
    /// (an unknown name lists them; `infoset` is the strongest, `timeout` makes the time-out
    /// move, RULES ED-42).
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
    /// The language of the screen: en, de, nl, nb or fi (a BCP 47 tag: de-AT is de, no and
    /// nn are nb).
    #[arg(long, default_value = "en")]
    lang: Locale,
    #[command(flatten)]
    service: Service,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let seed = match args.seed {
        Some(hex) => parse_json::<Seed>("seed", &hex)?,
        None => {
            let mut bytes = [0u8; 32];
            getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a seed: {e}"))?;
            Seed(bytes)
        }
    };
    let table = Table {
        rules: rules(&args.preset, &args.max_deals, &args.rule)?,
        name: args.name,
        bots: args.bots,
        seed,
        colour: io::stdout().is_terminal(),
        locale: args.lang,
    };
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    let ending = match args.service.connect()? {
        None => play::play(
            &table,
            &mut InProcess::default(),
            &mut stdin.lock(),
            &mut out,
        ),
        Some((runtime, client)) => play::play(
            &table,
            &mut Remote::new(client, runtime),
            &mut stdin.lock(),
            &mut out,
        ),
    }
    .map_err(|e| e.to_string())?;
    // Leaving is a clean end too: the standings so far are printed.
    Ok(match ending {
        Ending::Over(_) | Ending::Left => ExitCode::SUCCESS,
    })
}

//! `poch replay`: match records replayed through the engine, or through the service, and every
//! one that does not reproduce reported.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args as ClapArgs;

use crate::options::{Service, records, success_unless};

/// How `poch replay --server` sends a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Operation {
    /// One `Replay` call a record.
    Replay,
    /// `NewGame`, then one `Apply` per action.
    Apply,
}

/// The options of `poch replay`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// A JSON Lines file of match records (`-` for standard input).
    file: PathBuf,
    /// Through the service: `replay` sends each record's `{new_game, actions}` as one
    /// `Replay` (at most 10,000 actions a record); `apply` starts the match with `NewGame`
    /// and sends one `Apply` per action.
    #[arg(long, value_enum, default_value_t = Operation::Replay, requires = "server")]
    operation: Operation,
    #[command(flatten)]
    service: Service,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let remote = args.service.connect()?;
    let (mut good, mut bad) = (0u64, 0u64);
    for entry in records(&args.file)? {
        let (line, record) = entry?;
        let outcome = match record {
            Err(mismatch) => Err(mismatch),
            Ok(r) => match &remote {
                None => r.replay().map(drop),
                Some((runtime, client)) => runtime
                    .block_on(async {
                        match args.operation {
                            Operation::Replay => r.replay_once_through(client).await,
                            Operation::Apply => r.replay_through(client).await,
                        }
                    })
                    .map_err(|e| format!("line {line}: the service: {e}"))?,
            },
        };
        match outcome {
            Ok(()) => good += 1,
            Err(why) => {
                bad += 1;
                println!("line {line}: {why}");
            }
        }
    }
    println!("{good} records reproduce, {bad} do not");
    Ok(success_unless(bad > 0))
}

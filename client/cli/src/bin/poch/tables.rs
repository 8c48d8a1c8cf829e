//! `poch tables`: the Parquet tables of a file of match records, each record replayed first.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args as ClapArgs;
use poch_cli::record::MatchLog;
use poch_cli::tables::TableWriter;

use crate::options::{records, success_unless};

/// The options of `poch tables`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// A JSON Lines file of match records (`-` for standard input).
    file: PathBuf,
    /// The directory to write matches.parquet, deals.parquet and actions.parquet into.
    #[arg(long)]
    out: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let mut writer = TableWriter::create(&args.out).map_err(|e| e.to_string())?;
    let (mut matches, mut bad) = (0u64, 0u64);
    for entry in records(&args.file)? {
        let (line, record) = entry?;
        // The match's index is its line's, from 0.
        match record.and_then(|r| MatchLog::from_record(line as u64 - 1, &r)) {
            Ok(log) => {
                writer.write(&log).map_err(|e| e.to_string())?;
                matches += 1;
            }
            Err(why) => {
                bad += 1;
                println!("line {line}: {why}");
            }
        }
    }
    writer.finish().map_err(|e| e.to_string())?;
    println!(
        "{matches} matches written to {}; {bad} records do not reproduce",
        args.out.display()
    );
    Ok(success_unless(bad > 0))
}

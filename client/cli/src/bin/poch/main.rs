//! `poch`: play Poch in the terminal, simulate matches between bots, replay match records,
//! verify a revealed deal (in process, or through the service), and put load on the service.
//!
//! Each subcommand is a module here: its options (`Args`) and its `run`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod bench;
mod merge;
mod options;
mod play;
mod replay;
mod report;
mod simulate;
mod tables;
mod verify;

/// mimalloc: a simulation allocates and frees many small values (events, hands, the bots'
/// sights) on every action; the system allocator took about a quarter of `poch simulate`'s
/// time (BENCHMARKS.md). Built with `no_thp`, as the service is.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    Play(play::Args),
    /// Play many matches between bots on every core and summarize them.
    Simulate(simulate::Args),
    /// Make the Parquet tables of match records (each record is replayed and checked first).
    Tables(tables::Args),
    /// Add up the parts of a sharded simulation: each PART is a directory holding a shard's
    /// summary.json, and its records.jsonl and Parquet tables when written.
    Merge(merge::Args),
    /// Replay match records (versions 1 and 2) through the engine, or through the service,
    /// and report every one that does not reproduce.
    Replay(replay::Args),
    /// Check a revealed deal seed against its commitment and show the deal it makes.
    Verify(verify::Args),
    /// Write one HTML page of charts (inline SVG: it opens offline) from the tables or records
    /// of one or more runs, or from two simulations of the same matches under two rule sets
    /// (`--rules-a`, `--rules-b`): every figure with its 95 % interval and its numbers in a
    /// table, and each run's difference from the first with its interval (docs/report.md).
    Report(report::Args),
    /// Print the JSON Schema of a match record.
    Schema,
    /// Put load on the service: concurrent workers sending requests for a while; report the
    /// requests, the throughput, the errors by code and the latency percentiles.
    Bench(bench::Args),
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

fn run(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Play(args) => play::run(args),
        Command::Simulate(args) => simulate::run(args),
        Command::Tables(args) => tables::run(args),
        Command::Merge(args) => merge::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Report(args) => report::run(args),
        Command::Schema => schema(),
        Command::Bench(args) => bench::run(args),
    }
}

/// `poch schema`: the JSON Schema of a match record.
fn schema() -> Result<ExitCode, String> {
    let text = serde_json::to_string_pretty(&poch_cli::record::json_schema())
        .map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(ExitCode::SUCCESS)
}

//! `poch simulate`: many matches between bots on every core, summarized; their records, Parquet
//! tables and summary written on request, or one shard of them.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args as ClapArgs;
use indicatif::{ProgressBar, ProgressStyle};
use poch_cli::record::MatchLog;
use poch_cli::simulate::{
    self, RunInfo, Shard, Simulation, SimulationError, SimulationInfo, SummaryDocument,
};
use poch_cli::tables::TableWriter;

use crate::options::{Simulated, create, print_json, rules, write_json, write_record};

/// The options of `poch simulate`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// How many matches.
    #[arg(long, default_value_t = 1_000)]
    matches: u64,
    /// The preset the rules come from.
    #[arg(long, default_value = "classic")]
    preset: String,
    /// A variant switch over the preset's value, as `name=value` (e.g.
    /// `direction_of_play=anticlockwise`): any switch of the catalogue; repeatable.
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    rule: Vec<String>,
    #[command(flatten)]
    play: Simulated,
    /// Play only part INDEX of COUNT of the matches (`0/4` … `3/4`): the parts of a
    /// simulation together play each of its matches once, and `poch merge` adds them up.
    #[arg(long, value_name = "INDEX/COUNT")]
    shard: Option<Shard>,
    /// Write every match's record to this file, one JSON line each.
    #[arg(long)]
    records: Option<PathBuf>,
    /// Write the summary as JSON to this file (what --json prints), for `poch merge`.
    #[arg(long)]
    summary: Option<PathBuf>,
    /// Write the matches, deals and actions as Parquet tables into this directory
    /// (matches.parquet, deals.parquet, actions.parquet; columns in docs/tables.md).
    #[arg(long, value_name = "DIR")]
    parquet: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Print the summary as one JSON object (for scripts) instead of text.
    #[arg(long)]
    json: bool,
    /// Time every bot decision and print each kind's percentiles on standard error (run
    /// on one thread, `--threads 1`, for figures of one core).
    #[arg(long)]
    decision_times: bool,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let simulation = Simulation {
        rules: rules(&args.preset, &args.play.max_deals, &args.rule)?,
        bots: args.play.bots.clone(),
        matches: args.matches,
        seed: args.play.seed,
        records: args.records.is_some() || args.parquet.is_some(),
        shard: args.shard,
    };
    let mut tables = match &args.parquet {
        Some(dir) => Some(TableWriter::create(dir).map_err(|e| e.to_string())?),
        None => None,
    };
    let pool = args.play.pool()?;
    let mut writer = match &args.records {
        Some(path) => Some(BufWriter::new(create(path)?)),
        None => None,
    };
    let bar = if args.quiet || !io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(simulation.range().count() as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} matches {per_sec} eta {eta}")
                .map_err(|e| e.to_string())?,
        )
    };
    let started = Instant::now();
    let mut keep = |log: MatchLog| {
        if let Some(w) = writer.as_mut() {
            let record = log.record().map_err(|e| SimulationError(e.to_string()))?;
            write_record(w, &record).map_err(|e| SimulationError(e.to_string()))?;
        }
        if let Some(t) = tables.as_mut() {
            t.write(&log).map_err(|e| SimulationError(e.to_string()))?;
        }
        Ok(())
    };
    let (summary, times) = pool
        .install(|| {
            if args.decision_times {
                simulate::run_timed(&simulation, |done| bar.set_position(done), &mut keep)
                    .map(|(summary, times)| (summary, Some(times)))
            } else {
                simulate::run(&simulation, |done| bar.set_position(done), &mut keep)
                    .map(|summary| (summary, None))
            }
        })
        .map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    if let Some(times) = times {
        eprint!("{times}");
    }
    if let Some(mut w) = writer {
        w.flush().map_err(|e| e.to_string())?;
    }
    if let Some(t) = tables {
        t.finish().map_err(|e| e.to_string())?;
    }
    let run = RunInfo::new(
        &summary,
        pool.current_num_threads(),
        started.elapsed().as_secs_f64(),
    );
    let info = SimulationInfo::from(&simulation);
    let document = SummaryDocument::new(&info, &summary, Some(run));
    if let Some(path) = &args.summary {
        write_json(path, &document)?;
    }
    if args.json {
        print_json(&document)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", document.figures);
    println!(
        "{:.2} s on {} threads: {:.0} actions/s, {:.0} matches/s",
        run.seconds, run.threads, run.actions_per_second, run.matches_per_second
    );
    Ok(ExitCode::SUCCESS)
}

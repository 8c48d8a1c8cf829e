//! `poch report`: one HTML page of charts from the tables or records of runs, or from two
//! simulations of the same matches under two rule sets (docs/report.md).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args as ClapArgs;
use poch_cli::report::{self, Run};
use poch_cli::simulate::Simulation;

use crate::options::{Simulated, create_parent, open_lines, rules, success_unless};

/// The options of `poch report`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The runs, the first the baseline: a directory of tables (`poch simulate --parquet`)
    /// or a file of match records (`-` for standard input), replayed.
    #[arg(conflicts_with = "rules_a")]
    runs: Vec<PathBuf>,
    /// A name for each run, in order (default: the path, or the rules).
    #[arg(long = "label", value_name = "NAME")]
    labels: Vec<String>,
    /// Simulate run A under these rules: a preset, then any `name=value` switches,
    /// comma-separated (`classic`, `five-card`, `classic,pochen_eligibility=high_card`).
    #[arg(long, value_name = "RULES", required_unless_present = "runs")]
    rules_a: Option<String>,
    /// Simulate run B under these rules, on the same matches as run A (the same seed for
    /// every match): its differences from A are paired, match by match.
    #[arg(long, value_name = "RULES", requires = "rules_a")]
    rules_b: Option<String>,
    /// How many matches each simulated run plays.
    #[arg(long, default_value_t = 2_000)]
    matches: u64,
    #[command(flatten)]
    play: Simulated,
    /// The page's title.
    #[arg(long)]
    title: Option<String>,
    /// The HTML file to write.
    #[arg(long, short)]
    out: PathBuf,
    /// Also write each chart alone into this directory, as `ID.svg` (the ids of the page's
    /// figures: `position.svg`, `position-difference-1.svg`, …).
    #[arg(long, value_name = "DIR")]
    svg_dir: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let mut runs = simulated_runs(&args)?;
    let mut unreadable = 0usize;
    for (i, path) in args.runs.iter().enumerate() {
        let label = args.labels.get(i).cloned().unwrap_or_else(|| {
            path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            )
        });
        let (run, bad) = read_run(&label, path)?;
        unreadable += bad;
        runs.push(run);
    }
    let title = args.title.unwrap_or_else(|| {
        let names: Vec<&str> = runs.iter().map(|r| r.label.as_str()).collect();
        format!("Poch: {}", names.join(" against "))
    });
    let page = report::render(&title, &runs).map_err(|e| e.to_string())?;
    create_parent(&args.out)?;
    std::fs::write(&args.out, &page.html).map_err(|e| format!("{}: {e}", args.out.display()))?;
    if let Some(dir) = &args.svg_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for (id, svg) in &page.charts {
            let path = dir.join(format!("{id}.svg"));
            std::fs::write(&path, svg).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    let counts: Vec<String> = runs
        .iter()
        .map(|r| format!("{} ({} matches)", r.label, r.matches()))
        .collect();
    println!("{} written: {}", args.out.display(), counts.join(", "));
    if unreadable > 0 {
        eprintln!("{unreadable} records do not reproduce and were left out");
    }
    Ok(success_unless(unreadable > 0))
}

/// Runs A and B, simulated on the same matches under `--rules-a` and `--rules-b`.
fn simulated_runs(args: &Args) -> Result<Vec<Run>, String> {
    let pool = args.play.pool()?;
    let mut runs = Vec::new();
    for (i, spec) in [&args.rules_a, &args.rules_b]
        .into_iter()
        .flatten()
        .enumerate()
    {
        let mut parts = spec.split(',').map(str::trim);
        let preset = parts.next().unwrap_or("classic");
        let switches: Vec<String> = parts.map(str::to_owned).collect();
        let simulation = Simulation {
            rules: rules(preset, &args.play.max_deals, &switches)?,
            bots: args.play.bots.clone(),
            matches: args.matches,
            seed: args.play.seed,
            records: true,
            shard: None,
        };
        let label = args.labels.get(i).cloned().unwrap_or_else(|| spec.clone());
        let run = pool
            .install(|| Run::simulate(&label, &simulation))
            .map_err(|e| format!("{label}: {e}"))?;
        runs.push(run);
    }
    Ok(runs)
}

/// A run read from a directory of tables, or from a file of records (replayed; those that do
/// not reproduce are told on standard error, left out, and counted).
fn read_run(label: &str, path: &Path) -> Result<(Run, usize), String> {
    if path.is_dir() {
        return Ok((Run::from_tables(label, path).map_err(|e| e.to_string())?, 0));
    }
    let (run, bad) = Run::from_records(label, &path.display().to_string(), open_lines(path)?)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    for why in &bad {
        eprintln!("{}: {why}", path.display());
    }
    Ok((run, bad.len()))
}

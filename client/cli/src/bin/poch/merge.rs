//! `poch merge`: the parts of a sharded simulation added up into the single run's summary,
//! records and tables.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args as ClapArgs;
use poch_cli::simulate::{self, SummaryDocument, SummaryFile};
use poch_cli::tables;

use crate::options::{RECORDS_FILE, SUMMARY_FILE, create, print_json, write_json};

/// The options of `poch merge`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The parts' directories, every shard once, in any order.
    #[arg(required = true)]
    parts: Vec<PathBuf>,
    /// Write the merged summary.json (and records.jsonl and tables) into this directory.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Print the summary as one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let Args { parts, out, json } = args;
    let mut files = Vec::with_capacity(parts.len());
    for part in &parts {
        let path = part.join(SUMMARY_FILE);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        files.push(SummaryFile::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    // In shard order, so that the records follow the single run's order.
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&i| files[i].simulation.shard.map(|s| s.index));
    let (info, summary) = simulate::merge(&files)?;
    let document = SummaryDocument::new(&info, &summary, None);
    if let Some(out) = &out {
        std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
        write_json(&out.join(SUMMARY_FILE), &document)?;
        let ordered: Vec<&PathBuf> = order.iter().map(|&i| &parts[i]).collect();
        merge_records(&ordered, out)?;
        merge_tables(&ordered, out)?;
    }
    if json {
        print_json(&document)?;
    } else {
        println!("{}", document.figures);
    }
    Ok(ExitCode::SUCCESS)
}

/// The parts' records, one after the other, when every part has them.
fn merge_records(parts: &[&PathBuf], out: &std::path::Path) -> Result<(), String> {
    let record_parts: Vec<PathBuf> = parts
        .iter()
        .map(|part| part.join(RECORDS_FILE))
        .filter(|p| p.exists())
        .collect();
    if record_parts.is_empty() {
        return Ok(());
    }
    if record_parts.len() != parts.len() {
        return Err(format!(
            "only {} of the {} parts have {RECORDS_FILE}",
            record_parts.len(),
            parts.len()
        ));
    }
    let mut w = BufWriter::new(create(&out.join(RECORDS_FILE))?);
    for path in &record_parts {
        let mut r = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        io::copy(&mut r, &mut w).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    w.flush().map_err(|e| e.to_string())
}

/// The parts' Parquet tables merged, when every part has them.
fn merge_tables(parts: &[&PathBuf], out: &std::path::Path) -> Result<(), String> {
    let with_tables = parts
        .iter()
        .filter(|p| p.join("matches.parquet").exists())
        .count();
    if with_tables == parts.len() {
        let parts: Vec<PathBuf> = parts.iter().map(|&p| p.clone()).collect();
        tables::merge(&parts, out).map_err(|e| e.to_string())
    } else if with_tables > 0 {
        Err(format!(
            "only {with_tables} of the {} parts have tables",
            parts.len()
        ))
    } else {
        Ok(())
    }
}

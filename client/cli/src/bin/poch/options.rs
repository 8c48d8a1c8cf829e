//! What several subcommands share: the service to go through, who plays a simulation, the rules
//! from a preset and switches, and the files they read and write.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::num::NonZeroU32;
use std::path::Path;
use std::time::Duration;

use clap::Args;
use poch_cli::record::{MatchRecord, Mismatch};
use poch_client::{Client, Retry, Transport};
use poch_engine::{BotKind, MaxDeals, Rules};

/// Where the service is, for the commands that can go through it.
#[derive(Debug, Args)]
pub struct Service {
    /// Go through the service at this URL instead of the engine in process: `grpc://host:port`
    /// (gRPC) or `http://host:port` (REST); several, comma-separated, share the load.
    #[arg(long, value_name = "URL")]
    server: Option<String>,
    /// The wire, whatever the URL's scheme (grpc or rest).
    #[arg(long, requires = "server")]
    transport: Option<Transport>,
    /// The deadline of each call to the service, in milliseconds (its retries included).
    #[arg(long, default_value_t = 10_000, requires = "server")]
    deadline_ms: u64,
    /// Attempts in all of a call the service sheds (`overloaded`) or that reaches no server,
    /// spaced by an exponential backoff with full jitter.
    #[arg(long, default_value_t = 4, requires = "server")]
    attempts: u32,
}

impl Service {
    /// A runtime and a client on it, when a server is named.
    pub fn connect(&self) -> Result<Option<(tokio::runtime::Runtime, Client)>, String> {
        let Some(url) = &self.server else {
            return Ok(None);
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("no runtime: {e}"))?;
        let mut builder = Client::builder()
            .endpoint(url)
            .deadline(Duration::from_millis(self.deadline_ms))
            .retry(Retry {
                max_attempts: self.attempts.max(1),
                ..Retry::default()
            });
        if let Some(transport) = self.transport {
            builder = builder.transport(transport);
        }
        let client = runtime
            .block_on(builder.connect())
            .map_err(|e| e.to_string())?;
        Ok(Some((runtime, client)))
    }
}

/// Who plays the simulated matches, for how long, from which seed, on how many threads
/// (`simulate`, and `report`'s simulated runs).
#[derive(Debug, Args)]
pub struct Simulated {
    /// The bots, one a seat, comma-separated, by the names of the engine's bot kinds (an
    /// unknown name lists them); they rotate over the seats from match to match.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "heuristic,random,random,random"
    )]
    pub bots: Vec<BotKind>,
    /// The most deals a match (`none` for no limit).
    #[arg(long, default_value = "20")]
    pub max_deals: String,
    /// The seed everything is drawn from: the same seed, the same matches (summary, records,
    /// tables).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
}

impl Simulated {
    /// A pool of `--threads` threads (every core by default).
    pub fn pool(&self) -> Result<rayon::ThreadPool, String> {
        rayon::ThreadPoolBuilder::new()
            .num_threads(self.threads.unwrap_or(0))
            .build()
            .map_err(|e| e.to_string())
    }
}

/// A word of a JSON enum or a hex string, read as serde reads it.
pub fn parse_json<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, String> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|e| format!("bad {what} {text:?}: {e}"))
}

/// The preset's rules with `--max-deals` and then the `--rule name=value` switches applied,
/// each read as the JSON wire reads that switch (a number for a number).
pub fn rules(preset: &str, max_deals: &str, switches: &[String]) -> Result<Rules, String> {
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
    let mut overrides = serde_json::Map::new();
    for switch in switches {
        let (name, value) = switch
            .split_once('=')
            .ok_or_else(|| format!("--rule takes name=value, not {switch:?}"))?;
        let value = value
            .parse::<u32>()
            .map_or_else(|_| serde_json::Value::from(value), serde_json::Value::from);
        overrides.insert(name.to_owned(), value);
    }
    if !overrides.is_empty() {
        let names: Vec<&str> = poch_engine::switches().iter().map(|s| s.name).collect();
        let overrides: poch_engine::RuleOverrides = serde_json::from_value(overrides.into())
            .map_err(|e| format!("bad --rule: {e} (the switches: {})", names.join(", ")))?;
        rules = overrides.apply(rules);
    }
    Ok(rules)
}

/// The names of a part's files in a directory (`poch simulate`'s usual names, which `poch
/// merge` reads).
pub const SUMMARY_FILE: &str = "summary.json";
/// See [`SUMMARY_FILE`].
pub const RECORDS_FILE: &str = "records.jsonl";

/// Creates a file, and its directory when missing.
pub fn create(path: &Path) -> Result<File, String> {
    create_parent(path)?;
    File::create(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Creates the directory a file goes into, when missing.
pub fn create_parent(path: &Path) -> Result<(), String> {
    if let Some(dir) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    Ok(())
}

/// A file of lines, or standard input for `-`.
pub fn open_lines(file: &Path) -> Result<Box<dyn BufRead>, String> {
    Ok(if file.as_os_str() == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        Box::new(BufReader::new(
            File::open(file).map_err(|e| format!("{}: {e}", file.display()))?,
        ))
    })
}

/// A line of a file of match records: its number from 1 and its record, or why it is none.
pub type RecordLine = (usize, Result<MatchRecord, Mismatch>);

/// The match records of a file of JSON lines (`-` for standard input); blank lines are skipped,
/// a line that cannot be read ends the file with its error.
pub fn records(file: &Path) -> Result<impl Iterator<Item = Result<RecordLine, String>>, String> {
    Ok(open_lines(file)?
        .lines()
        .enumerate()
        .filter_map(|(n, line)| match line {
            Err(e) => Some(Err(e.to_string())),
            Ok(line) if line.trim().is_empty() => None,
            Ok(line) => Some(Ok((n + 1, MatchRecord::parse(&line)))),
        }))
}

/// Writes one record and its newline.
pub fn write_record(w: &mut impl Write, record: &MatchRecord) -> io::Result<()> {
    serde_json::to_writer(&mut *w, record)?;
    w.write_all(b"\n")
}

/// Writes `value` as one line of JSON to a new file.
pub fn write_json(path: &Path, value: &impl serde::Serialize) -> Result<(), String> {
    let mut w = BufWriter::new(create(path)?);
    serde_json::to_writer(&mut w, value).map_err(|e| format!("{}: {e}", path.display()))?;
    w.write_all(b"\n")
        .and_then(|()| w.flush())
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Prints `value` as one line of JSON (`--json`).
pub fn print_json(value: &impl serde::Serialize) -> Result<(), String> {
    println!(
        "{}",
        serde_json::to_string(value).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// Exit code 0 when nothing failed, 1 otherwise.
pub fn success_unless(failed: bool) -> std::process::ExitCode {
    if failed {
        std::process::ExitCode::from(1)
    } else {
        std::process::ExitCode::SUCCESS
    }
}

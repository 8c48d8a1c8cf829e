//! `poch`: play Poch in the terminal, simulate matches between bots, replay match records,
//! verify a revealed deal (in process, or through the service), and put load on the service.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::num::NonZeroU32;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use poch_api::narration::Locale;
use poch_client::bench::{self, Bench, Workload};
use poch_client::play::{self, Ending, InProcess, Remote, Table};
use poch_client::record::{self, MatchLog, MatchRecord};
use poch_client::remote::{self, Client, Retry, Transport};
use poch_client::report;
use poch_client::simulate::{
    self, RunInfo, Shard, Simulation, SimulationError, SimulationInfo, SummaryDocument, SummaryFile,
};
use poch_client::tables::{self, TableWriter};
use poch_engine::rng::{CommitmentMismatch, DealCheck, DealTable, DealVerification};
use poch_engine::{BotKind, DealMethod, DeckKind, Digest, MaxDeals, Rules, Seat, Seed, rng};

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

/// Where the service is, for the commands that can go through it.
#[derive(Debug, Args)]
struct Service {
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
    fn connect(&self) -> Result<Option<(tokio::runtime::Runtime, Client)>, String> {
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
struct Simulated {
    /// The bots, one a seat, comma-separated (random, heuristic, search, timeout); they
    /// rotate over the seats from match to match.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "heuristic,random,random,random"
    )]
    bots: Vec<BotKind>,
    /// The most deals a match (`none` for no limit).
    #[arg(long, default_value = "20")]
    max_deals: String,
    /// The seed everything is drawn from: the same seed, the same matches (summary, records,
    /// tables).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads (default: every core).
    #[arg(long)]
    threads: Option<usize>,
}

/// How `poch replay --server` sends a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ReplayOperation {
    /// One `Replay` call a record.
    Replay,
    /// `NewGame`, then one `Apply` per action.
    Apply,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a match in the terminal against bots (you are seat 0).
    Play {
        /// The preset the rules come from.
        #[arg(long, default_value = "classic")]
        preset: String,
        /// A variant switch over the preset's value, as `name=value` (e.g.
        /// `direction_of_play=anticlockwise`): any switch of the catalogue; repeatable.
        #[arg(long = "rule", value_name = "NAME=VALUE")]
        rule: Vec<String>,
        /// The bots at the other seats, comma-separated: random, heuristic, search (the
        /// strongest) or timeout (the time-out move, RULES ED-42).
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
    },
    /// Play many matches between bots on every core and summarize them.
    Simulate {
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
    },
    /// Make the Parquet tables of match records (each record is replayed and checked first).
    Tables {
        /// A JSON Lines file of match records (`-` for standard input).
        file: PathBuf,
        /// The directory to write matches.parquet, deals.parquet and actions.parquet into.
        #[arg(long)]
        out: PathBuf,
    },
    /// Add up the parts of a sharded simulation: each PART is a directory holding a shard's
    /// summary.json, and its records.jsonl and Parquet tables when written.
    Merge {
        /// The parts' directories, every shard once, in any order.
        #[arg(required = true)]
        parts: Vec<PathBuf>,
        /// Write the merged summary.json (and records.jsonl and tables) into this directory.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Print the summary as one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Replay match records (versions 1 and 2) through the engine, or through the service,
    /// and report every one that does not reproduce.
    Replay {
        /// A JSON Lines file of match records (`-` for standard input).
        file: PathBuf,
        /// Through the service: `replay` sends each record's `{new_game, actions}` as one
        /// `Replay` (at most 10,000 actions a record); `apply` starts the match with `NewGame`
        /// and sends one `Apply` per action.
        #[arg(long, value_enum, default_value_t = ReplayOperation::Replay, requires = "server")]
        operation: ReplayOperation,
        #[command(flatten)]
        service: Service,
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
        #[arg(long, default_value_t = Seat(0))]
        dealer: Seat,
        /// How the cards were dealt (with --players).
        #[arg(long, default_value = "all_but_one")]
        deal_method: String,
        #[command(flatten)]
        service: Service,
    },
    /// Write one HTML page of charts (inline SVG: it opens offline) from the tables or records
    /// of one or more runs, or from two simulations of the same matches under two rule sets
    /// (`--rules-a`, `--rules-b`): every figure with its 95 % interval and its numbers in a
    /// table, and each run's difference from the first with its interval (docs/report.md).
    Report {
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
    },
    /// Print the JSON Schema of a match record.
    Schema,
    /// Put load on the service: concurrent workers sending requests for a while; report the
    /// requests, the throughput, the errors by code and the latency percentiles.
    Bench {
        /// The service: `grpc://host:port` or `http://host:port` (several, comma-separated,
        /// share the load).
        #[arg(long, value_name = "URL")]
        server: String,
        /// The wire, whatever the URL's scheme (grpc or rest).
        #[arg(long)]
        transport: Option<Transport>,
        /// Concurrent workers, each sending one request at a time.
        #[arg(long, default_value_t = 64)]
        workers: usize,
        /// How long to send requests, in seconds.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// What the workers send: `matches` (whole matches between random bots, through
        /// NewGame and Apply) or `fixed` (one Apply on one mid-deal state, again and again).
        #[arg(long, default_value = "matches")]
        workload: Workload,
        /// The preset of the matches.
        #[arg(long, default_value = "classic")]
        preset: String,
        /// A variant switch over the preset's value, as `name=value` (e.g.
        /// `direction_of_play=anticlockwise`): any switch of the catalogue; repeatable.
        #[arg(long = "rule", value_name = "NAME=VALUE")]
        rule: Vec<String>,
        /// Players a match.
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// The most deals a match (`none` for no limit).
        #[arg(long, default_value = "3")]
        max_deals: String,
        /// The seed the matches and the bots are drawn from.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The deadline of each request, in milliseconds.
        #[arg(long, default_value_t = 10_000)]
        deadline_ms: u64,
        /// Worker threads of the load generator (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Print the report as one JSON object (for scripts) instead of text.
        #[arg(long)]
        json: bool,
        /// Exit with 1 when any request failed.
        #[arg(long)]
        fail_on_errors: bool,
    },
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

/// The preset's rules with `--max-deals` and then the `--rule name=value` switches applied,
/// each read as the JSON wire reads that switch (a number for a number).
fn rules(preset: &str, max_deals: &str, switches: &[String]) -> Result<Rules, String> {
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

/// The names of a part's files in a directory (`poch merge`).
const SUMMARY_FILE: &str = "summary.json";
const RECORDS_FILE: &str = "records.jsonl";

/// Creates a file, and its directory when missing.
fn create(path: &std::path::Path) -> Result<File, String> {
    if let Some(dir) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    File::create(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// A file of lines, or standard input for `-`.
fn open_lines(file: &std::path::Path) -> Result<Box<dyn BufRead>, String> {
    Ok(if file.as_os_str() == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        Box::new(BufReader::new(
            File::open(file).map_err(|e| format!("{}: {e}", file.display()))?,
        ))
    })
}

/// Writes one record and its newline.
fn write_record(w: &mut impl Write, record: &MatchRecord) -> io::Result<()> {
    serde_json::to_writer(&mut *w, record)?;
    w.write_all(b"\n")
}

/// Writes `value` as one line of JSON to a new file.
fn write_json(path: &std::path::Path, value: &impl serde::Serialize) -> Result<(), String> {
    let mut w = BufWriter::new(create(path)?);
    serde_json::to_writer(&mut w, value).map_err(|e| format!("{}: {e}", path.display()))?;
    w.write_all(b"\n")
        .and_then(|()| w.flush())
        .map_err(|e| format!("{}: {e}", path.display()))
}

fn run(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Play {
            preset,
            rule,
            bots,
            max_deals,
            seed,
            name,
            lang,
            service,
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
                rules: rules(&preset, &max_deals, &rule)?,
                name,
                bots,
                seed,
                colour: io::stdout().is_terminal(),
                locale: lang,
            };
            let stdin = io::stdin();
            let mut out = io::stdout().lock();
            let ending = match service.connect()? {
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
        Command::Simulate {
            matches,
            preset,
            rule,
            play:
                Simulated {
                    bots,
                    max_deals,
                    seed,
                    threads,
                },
            shard,
            records,
            summary: summary_path,
            parquet,
            quiet,
            json,
            decision_times,
        } => {
            let simulation = Simulation {
                rules: rules(&preset, &max_deals, &rule)?,
                bots,
                matches,
                seed,
                records: records.is_some() || parquet.is_some(),
                shard,
            };
            let mut tables = match &parquet {
                Some(dir) => Some(TableWriter::create(dir).map_err(|e| e.to_string())?),
                None => None,
            };
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads.unwrap_or(0))
                .build()
                .map_err(|e| e.to_string())?;
            let mut writer = match &records {
                Some(path) => Some(BufWriter::new(create(path)?)),
                None => None,
            };
            let bar = if quiet || !io::stderr().is_terminal() {
                ProgressBar::hidden()
            } else {
                ProgressBar::new(simulation.range().count() as u64).with_style(
                    ProgressStyle::with_template(
                        "{bar:40} {pos}/{len} matches {per_sec} eta {eta}",
                    )
                    .map_err(|e| e.to_string())?,
                )
            };
            let started = Instant::now();
            let mut keep = |log: poch_client::record::MatchLog| {
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
                    if decision_times {
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
            if let Some(path) = &summary_path {
                write_json(path, &document)?;
            }
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&document).map_err(|e| e.to_string())?
                );
                return Ok(ExitCode::SUCCESS);
            }
            println!("{}", document.figures);
            println!(
                "{:.2} s on {} threads: {:.0} actions/s, {:.0} matches/s",
                run.seconds, run.threads, run.actions_per_second, run.matches_per_second
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Merge { parts, out, json } => {
            let mut files = Vec::with_capacity(parts.len());
            for part in &parts {
                let path = part.join(SUMMARY_FILE);
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                files.push(
                    SummaryFile::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?,
                );
            }
            // In shard order, so that the records follow the single run's order.
            let mut order: Vec<usize> = (0..parts.len()).collect();
            order.sort_by_key(|&i| files[i].simulation.shard.map(|s| s.index));
            let (info, summary) = simulate::merge(&files)?;
            let document = SummaryDocument::new(&info, &summary, None);
            if let Some(out) = &out {
                std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
                write_json(&out.join(SUMMARY_FILE), &document)?;
                let record_parts: Vec<PathBuf> = order
                    .iter()
                    .map(|&i| parts[i].join(RECORDS_FILE))
                    .filter(|p| p.exists())
                    .collect();
                if !record_parts.is_empty() {
                    if record_parts.len() != parts.len() {
                        return Err(format!(
                            "only {} of the {} parts have {RECORDS_FILE}",
                            record_parts.len(),
                            parts.len()
                        ));
                    }
                    let mut w = BufWriter::new(create(&out.join(RECORDS_FILE))?);
                    for path in &record_parts {
                        let mut r =
                            File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
                        io::copy(&mut r, &mut w).map_err(|e| format!("{}: {e}", path.display()))?;
                    }
                    w.flush().map_err(|e| e.to_string())?;
                }
                let table_parts: Vec<PathBuf> = order.iter().map(|&i| parts[i].clone()).collect();
                let with_tables = table_parts
                    .iter()
                    .filter(|p| p.join("matches.parquet").exists())
                    .count();
                if with_tables == parts.len() {
                    tables::merge(&table_parts, out).map_err(|e| e.to_string())?;
                } else if with_tables > 0 {
                    return Err(format!(
                        "only {with_tables} of the {} parts have tables",
                        parts.len()
                    ));
                }
            }
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&document).map_err(|e| e.to_string())?
                );
            } else {
                println!("{}", document.figures);
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Tables { file, out } => {
            let reader = open_lines(&file)?;
            let mut writer = TableWriter::create(&out).map_err(|e| e.to_string())?;
            let (mut matches, mut bad) = (0u64, 0u64);
            for (n, line) in reader.lines().enumerate() {
                let line = line.map_err(|e| e.to_string())?;
                if line.trim().is_empty() {
                    continue;
                }
                let log =
                    MatchRecord::parse(&line).and_then(|r| MatchLog::from_record(n as u64, &r));
                match log {
                    Ok(log) => {
                        writer.write(&log).map_err(|e| e.to_string())?;
                        matches += 1;
                    }
                    Err(why) => {
                        bad += 1;
                        println!("line {}: {why}", n + 1);
                    }
                }
            }
            writer.finish().map_err(|e| e.to_string())?;
            println!(
                "{matches} matches written to {}; {bad} records do not reproduce",
                out.display()
            );
            Ok(if bad == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Replay {
            file,
            operation,
            service,
        } => {
            let remote = service.connect()?;
            let reader = open_lines(&file)?;
            let (mut good, mut bad) = (0u64, 0u64);
            for (n, line) in reader.lines().enumerate() {
                let line = line.map_err(|e| e.to_string())?;
                if line.trim().is_empty() {
                    continue;
                }
                let outcome = match MatchRecord::parse(&line) {
                    Err(mismatch) => Err(mismatch),
                    Ok(r) => match &remote {
                        None => r.replay().map(drop),
                        Some((runtime, client)) => runtime
                            .block_on(async {
                                match operation {
                                    ReplayOperation::Replay => r.replay_once_through(client).await,
                                    ReplayOperation::Apply => r.replay_through(client).await,
                                }
                            })
                            .map_err(|e| format!("line {}: the service: {e}", n + 1))?,
                    },
                };
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
            service,
        } => {
            let commitment: Digest = parse_json("commitment", &commitment)?;
            let seed: Seed = parse_json("seed", &seed)?;
            let deck: DeckKind = parse_json("deck", &deck)?;
            let table = match players {
                Some(players) => Some(DealTable {
                    players,
                    dealer,
                    deal_method: parse_json::<DealMethod>("deal method", &deal_method)?,
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
            let verification = match service.connect()? {
                None => rng::check_deal(check).map_err(|e| e.to_string())?,
                Some((runtime, client)) => runtime
                    .block_on(client.verify_deal(&check))
                    .map_err(|e| e.to_string())?,
            };
            Ok(print_verification(commitment, &verification))
        }
        Command::Bench {
            server,
            transport,
            workers,
            seconds,
            workload,
            preset,
            rule,
            players,
            max_deals,
            seed,
            deadline_ms,
            threads,
            json,
            fail_on_errors,
        } => {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(format!(
                    "--seconds must be a positive number, not {seconds}"
                ));
            }
            let bench = Bench {
                workers,
                duration: Duration::from_secs_f64(seconds),
                workload,
                rules: rules(&preset, &max_deals, &rule)?,
                players,
                seed,
            };
            let mut runtime = tokio::runtime::Builder::new_multi_thread();
            if let Some(threads) = threads {
                runtime.worker_threads(threads.max(1));
            }
            let runtime = runtime
                .enable_all()
                .build()
                .map_err(|e| format!("no runtime: {e}"))?;
            let report = runtime
                .block_on(async {
                    let mut builder = Client::builder()
                        .endpoint(&server)
                        .deadline(Duration::from_millis(deadline_ms));
                    if let Some(transport) = transport {
                        builder = builder.transport(transport);
                    }
                    bench::run(&builder.connect().await?, &bench).await
                })
                .map_err(|e: remote::Error| e.to_string())?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&report).map_err(|e| e.to_string())?
                );
            } else {
                println!("{report}");
            }
            Ok(if fail_on_errors && report.error_count() > 0 {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Report {
            runs: paths,
            labels,
            rules_a,
            rules_b,
            matches,
            play:
                Simulated {
                    bots,
                    max_deals,
                    seed,
                    threads,
                },
            title,
            out,
            svg_dir,
        } => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads.unwrap_or(0))
                .build()
                .map_err(|e| e.to_string())?;
            let mut runs = Vec::new();
            for (i, spec) in [rules_a, rules_b].into_iter().flatten().enumerate() {
                let mut parts = spec.split(',').map(str::trim);
                let preset = parts.next().unwrap_or("classic");
                let switches: Vec<String> = parts.map(str::to_owned).collect();
                let simulation = Simulation {
                    rules: rules(preset, &max_deals, &switches)?,
                    bots: bots.clone(),
                    matches,
                    seed,
                    records: true,
                    shard: None,
                };
                let label = labels.get(i).cloned().unwrap_or_else(|| spec.clone());
                let run = pool
                    .install(|| report::Run::simulate(&label, &simulation))
                    .map_err(|e| format!("{label}: {e}"))?;
                runs.push(run);
            }
            let mut unreadable = 0usize;
            for (i, path) in paths.iter().enumerate() {
                let label = labels.get(i).cloned().unwrap_or_else(|| {
                    path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    )
                });
                let run = if path.is_dir() {
                    report::Run::from_tables(&label, path).map_err(|e| e.to_string())?
                } else {
                    let (run, bad) = report::Run::from_records(
                        &label,
                        &path.display().to_string(),
                        open_lines(path)?,
                    )
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                    for why in &bad {
                        eprintln!("{}: {why}", path.display());
                    }
                    unreadable += bad.len();
                    run
                };
                runs.push(run);
            }
            let title = title.unwrap_or_else(|| {
                let names: Vec<&str> = runs.iter().map(|r| r.label.as_str()).collect();
                format!("Poch: {}", names.join(" against "))
            });
            let page = report::render(&title, &runs).map_err(|e| e.to_string())?;
            if let Some(dir) = out
                .parent()
                .filter(|d| !d.as_os_str().is_empty() && !d.exists())
            {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            std::fs::write(&out, &page.html).map_err(|e| format!("{}: {e}", out.display()))?;
            if let Some(dir) = &svg_dir {
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
            println!("{} written: {}", out.display(), counts.join(", "));
            Ok(if unreadable == 0 {
                ExitCode::SUCCESS
            } else {
                eprintln!("{unreadable} records do not reproduce and were left out");
                ExitCode::from(1)
            })
        }
        Command::Schema => {
            let text =
                serde_json::to_string_pretty(&record::json_schema()).map_err(|e| e.to_string())?;
            println!("{text}");
            Ok(ExitCode::SUCCESS)
        }
    }
}

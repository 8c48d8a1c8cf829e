//! `poch bench`: load on the service from concurrent workers for a while, and a report of the
//! requests, throughput, errors by code and latency percentiles.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args as ClapArgs;
use poch_cli::bench::{self, Bench, Workload};
use poch_client::{Client, Transport};

use crate::options::{print_json, rules, success_unless};

/// The options of `poch bench`.
#[derive(Debug, ClapArgs)]
pub struct Args {
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
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    if !(args.seconds.is_finite() && args.seconds > 0.0) {
        return Err(format!(
            "--seconds must be a positive number, not {}",
            args.seconds
        ));
    }
    let bench = Bench {
        workers: args.workers,
        duration: Duration::from_secs_f64(args.seconds),
        workload: args.workload,
        rules: rules(&args.preset, &args.max_deals, &args.rule)?,
        players: args.players,
        seed: args.seed,
    };
    let mut runtime = tokio::runtime::Builder::new_multi_thread();
    if let Some(threads) = args.threads {
        runtime.worker_threads(threads.max(1));
    }
    let runtime = runtime
        .enable_all()
        .build()
        .map_err(|e| format!("no runtime: {e}"))?;
    let report = runtime
        .block_on(async {
            let mut builder = Client::builder()
                .endpoint(&args.server)
                .deadline(Duration::from_millis(args.deadline_ms));
            if let Some(transport) = args.transport {
                builder = builder.transport(transport);
            }
            bench::run(&builder.connect().await?, &bench).await
        })
        .map_err(|e: poch_client::Error| e.to_string())?;
    if args.json {
        print_json(&report)?;
    } else {
        println!("{report}");
    }
    Ok(success_unless(
        args.fail_on_errors && report.error_count() > 0,
    ))
}

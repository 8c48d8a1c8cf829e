//! Load on the service: concurrent workers sending requests for a while, with the latency of
//! every request and the errors by code.
//!
//! Each worker is a task of its own that sends one request at a time and the next as soon as
//! the answer is in (a closed loop). Two workloads:
//!
//! - [`Workload::Matches`]: each worker plays whole matches between random bots, one `NewGame`
//!   and then one `Apply` per action, each action chosen from the plain state the service
//!   answered (checked by the engine in this process, as the service checks what it is
//!   sent). A refused request ends the worker's match; it starts another.
//! - [`Workload::Fixed`]: each worker sends the same `Apply` again and again: one action on a
//!   mid-deal state of a classic match (the lead that opens phase 3), as the service's own
//!   load test does.
//!
//! Requests are sent once (the client's retries are off): an `overloaded` answer is counted as
//! one. The service must take plain states and caller seeds (a local one does).

use std::collections::BTreeMap;
use std::fmt;
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use poch_engine::{Action, BotKind, DealSource, Game, NewGame, Phase, Rules, Seat, Seed, Sight};
use serde::Serialize;

use poch_client::{Client, Error, NewMatch, Retry, Source, State, StateForm, Step};

/// What each worker sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// Whole matches between random bots through `NewGame` and `Apply`.
    Matches,
    /// One `Apply` on one mid-deal state, again and again.
    Fixed,
}

impl std::str::FromStr for Workload {
    type Err = String;

    fn from_str(s: &str) -> Result<Workload, String> {
        match s {
            "matches" => Ok(Workload::Matches),
            "fixed" => Ok(Workload::Fixed),
            other => Err(format!("unknown workload {other:?}: matches or fixed")),
        }
    }
}

impl fmt::Display for Workload {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Workload::Matches => "matches",
            Workload::Fixed => "fixed",
        })
    }
}

/// A load to put on the service.
#[derive(Clone, Debug)]
pub struct Bench {
    /// Concurrent workers.
    pub workers: usize,
    /// How long to send requests.
    pub duration: Duration,
    /// What the workers send.
    pub workload: Workload,
    /// The rules of the matches ([`Workload::Matches`]).
    pub rules: Rules,
    /// Players a match ([`Workload::Matches`]).
    pub players: usize,
    /// The seed the matches' seeds and the bots are drawn from.
    pub seed: u64,
}

/// Latencies in microseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Latency {
    /// The median.
    pub p50: u64,
    /// The 90th percentile.
    pub p90: u64,
    /// The 99th percentile.
    pub p99: u64,
    /// The 99.9th percentile.
    pub p99_9: u64,
    /// The longest.
    pub max: u64,
}

/// What a bench measured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// `grpc` or `rest`.
    pub transport: String,
    /// The workload.
    pub workload: String,
    /// Concurrent workers.
    pub workers: usize,
    /// How long requests were sent, in seconds.
    pub seconds: f64,
    /// Requests answered or failed.
    pub requests: u64,
    /// Requests answered with success.
    pub ok: u64,
    /// Requests a second, all of them.
    pub requests_per_second: f64,
    /// Matches played to their end ([`Workload::Matches`]).
    pub matches: u64,
    /// Failed requests by code.
    pub errors: BTreeMap<String, u64>,
    /// The latency of every request, answered or failed, in microseconds.
    pub latency_us: Latency,
}

impl Report {
    /// Failed requests.
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} {}: {} workers for {:.1} s",
            self.transport, self.workload, self.workers, self.seconds
        )?;
        writeln!(
            f,
            "requests: {} ({:.0} a second), {} ok, {} failed",
            self.requests,
            self.requests_per_second,
            self.ok,
            self.error_count()
        )?;
        if self.workload == Workload::Matches.to_string() {
            writeln!(f, "matches played to the end: {}", self.matches)?;
        }
        let l = self.latency_us;
        write!(
            f,
            "latency (µs): p50 {}, p90 {}, p99 {}, p99.9 {}, max {}",
            l.p50, l.p90, l.p99, l.p99_9, l.max
        )?;
        if !self.errors.is_empty() {
            let errors: Vec<String> = self
                .errors
                .iter()
                .map(|(code, n)| format!("{code} {n}"))
                .collect();
            write!(f, "\nerrors: {}", errors.join(", "))?;
        }
        Ok(())
    }
}

/// One worker's tally.
struct Tally {
    latency: Histogram<u64>,
    ok: u64,
    matches: u64,
    errors: BTreeMap<String, u64>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            // 1 µs to 10 minutes, three significant digits: bounds the histogram takes.
            latency: Histogram::new_with_bounds(1, 600_000_000, 3)
                .expect("1 µs to 10 minutes at 3 digits are valid bounds"),
            ok: 0,
            matches: 0,
            errors: BTreeMap::new(),
        }
    }

    /// Times one request and counts its outcome.
    async fn time<T>(&mut self, request: impl Future<Output = Result<T, Error>>) -> Option<T> {
        let started = Instant::now();
        let result = request.await;
        let us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
        self.latency.saturating_record(us.max(1));
        match result {
            Ok(answer) => {
                self.ok += 1;
                Some(answer)
            }
            Err(error) => {
                *self.errors.entry(error.code.to_string()).or_default() += 1;
                None
            }
        }
    }

    fn add(&mut self, other: Tally) -> Result<(), Error> {
        self.latency
            .add(&other.latency)
            .map_err(|e| Error::new(poch_client::ErrorCode::InvalidArgument, e.to_string()))?;
        self.ok += other.ok;
        self.matches += other.matches;
        for (code, n) in other.errors {
            *self.errors.entry(code).or_default() += n;
        }
        Ok(())
    }
}

/// A failed request is followed by a short pause, so that a worker facing a service that is
/// down does not spin.
const PAUSE_AFTER_ERROR: Duration = Duration::from_millis(5);

/// The match seed of a worker's `n`th match.
fn match_seed(bench: &Bench, worker: usize, n: u64) -> Seed {
    let mut rng = fastrand::Rng::with_seed(
        bench.seed ^ (worker as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ n.rotate_left(29),
    );
    let mut bytes = [0u8; 32];
    rng.fill(&mut bytes);
    Seed(bytes)
}

/// A worker of [`Workload::Matches`].
async fn play_matches(client: Client, bench: Bench, worker: usize, end: Instant) -> Tally {
    let mut tally = Tally::new();
    let players: Vec<String> = (0..bench.players).map(|s| format!("random{s}")).collect();
    let mut n = 0u64;
    while Instant::now() < end {
        n += 1;
        let mut new = NewMatch::new(bench.rules, players.clone());
        new.source = Source::Seed {
            seed: match_seed(&bench, worker, n),
            first_dealer: None,
        };
        new.state_form = Some(StateForm::Plain);
        let Some(step) = tally.time(client.new_game(&new)).await else {
            tokio::time::sleep(PAUSE_AFTER_ERROR).await;
            continue;
        };
        let mut bots: Vec<_> = (0..bench.players)
            .map(|s| BotKind::Random.build(bench.seed ^ n.wrapping_add(s as u64)))
            .collect();
        let mut step: Step = step;
        loop {
            if step.phase == Phase::MatchOver {
                tally.matches += 1;
                break;
            }
            let (Some(seat), State::Plain(plain)) = (step.to_act, step.state) else {
                break;
            };
            if Instant::now() >= end {
                break;
            }
            // The state the service answered, checked here as the service checks what it is
            // sent.
            let Ok(game) = Game::from_state(*plain) else {
                *tally.errors.entry("bad_answer".to_owned()).or_default() += 1;
                break;
            };
            let Some(action) = bots[seat].choose(&Sight::of_game(&game, seat)) else {
                break;
            };
            let state = State::Plain(Box::new(game.into_state()));
            match tally.time(client.apply(&state, seat, &action)).await {
                Some(next) => step = next,
                None => {
                    tokio::time::sleep(PAUSE_AFTER_ERROR).await;
                    break;
                }
            }
        }
    }
    tally
}

/// The position of [`Workload::Fixed`]: a classic match of four, played by random bots to the
/// first lead of phase 3; the seat to lead and its lead.
///
/// # Errors
///
/// When the position cannot be reached (it always can: the match is seeded).
pub fn fixed_position(seed: u64) -> Result<(State, Seat, Action), String> {
    let players = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
    let mut game = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players,
        source: DealSource::Seed {
            seed: Seed([7; 32]),
            first_dealer: Some(Seat(3)),
        },
        start: None,
        bots: Vec::new(),
    })
    .map_err(|e| e.to_string())?
    .game;
    let mut bot = BotKind::Random.build(seed);
    loop {
        let seat = game.to_act().ok_or("the match ended before phase 3")?;
        let action = bot
            .choose(&Sight::of_game(&game, seat))
            .ok_or("a random bot without an action")?;
        if game.phase() == Phase::Discard {
            return Ok((State::Plain(Box::new(game.into_state())), seat, action));
        }
        game = game
            .apply(seat, action)
            .map_err(|r| r.rejection.to_string())?
            .game;
    }
}

/// A worker of [`Workload::Fixed`].
async fn apply_fixed(client: Client, position: (State, Seat, Action), end: Instant) -> Tally {
    let mut tally = Tally::new();
    let (state, seat, action) = position;
    while Instant::now() < end {
        if tally
            .time(client.apply(&state, seat, &action))
            .await
            .is_none()
        {
            tokio::time::sleep(PAUSE_AFTER_ERROR).await;
        }
    }
    tally
}

/// Runs `bench` against the service behind `client` (its retries are turned off: every
/// request is sent once and counted).
///
/// # Errors
///
/// Only when the fixed position cannot be made or the tallies cannot be merged; failed
/// requests are counted in the report, not returned.
pub async fn run(client: &Client, bench: &Bench) -> Result<Report, Error> {
    let client = client.with_retry(Retry::NONE);
    let position = match bench.workload {
        Workload::Fixed => Some(
            fixed_position(bench.seed)
                .map_err(|e| Error::new(poch_client::ErrorCode::InvalidArgument, e))?,
        ),
        Workload::Matches => None,
    };
    let started = Instant::now();
    let end = started + bench.duration;
    let workers: Vec<_> = (0..bench.workers.max(1))
        .map(|worker| {
            let client = client.clone();
            match &position {
                Some(position) => tokio::spawn(apply_fixed(client, position.clone(), end)),
                None => tokio::spawn(play_matches(client, bench.clone(), worker, end)),
            }
        })
        .collect();
    let mut total = Tally::new();
    for worker in workers {
        let tally = worker.await.map_err(|e| {
            Error::new(
                poch_client::ErrorCode::InvalidArgument,
                format!("a worker failed: {e}"),
            )
        })?;
        total.add(tally)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let requests = total.latency.len();
    let h = &total.latency;
    let latency_us = if requests == 0 {
        Latency::default()
    } else {
        Latency {
            p50: h.value_at_quantile(0.50),
            p90: h.value_at_quantile(0.90),
            p99: h.value_at_quantile(0.99),
            p99_9: h.value_at_quantile(0.999),
            max: h.max(),
        }
    };
    Ok(Report {
        transport: client.transport().to_string(),
        workload: bench.workload.to_string(),
        workers: bench.workers.max(1),
        seconds,
        requests,
        ok: total.ok,
        requests_per_second: requests as f64 / seconds.max(f64::MIN_POSITIVE),
        matches: total.matches,
        errors: total.errors,
        latency_us,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixed_position_is_a_lead_of_phase_3() {
        let (state, seat, action) = fixed_position(1).expect("a position");
        let game = Game::from_state(state.plain().expect("plain").clone()).expect("valid");
        assert_eq!(game.phase(), Phase::Discard);
        assert_eq!(game.to_act(), Some(seat));
        assert!(matches!(action, Action::Lead { .. }));
        assert!(game.apply(seat, action).is_ok(), "the lead is legal");
    }

    #[test]
    fn a_report_lists_every_code_it_counted() {
        let report = Report {
            transport: "grpc".into(),
            workload: "fixed".into(),
            workers: 2,
            seconds: 2.0,
            requests: 10,
            ok: 7,
            requests_per_second: 5.0,
            matches: 0,
            errors: [("overloaded".to_owned(), 2), ("unavailable".to_owned(), 1)].into(),
            latency_us: Latency {
                p50: 100,
                p90: 200,
                p99: 300,
                p99_9: 400,
                max: 500,
            },
        };
        assert_eq!(report.error_count(), 3);
        assert_eq!(
            report.to_string(),
            "grpc fixed: 2 workers for 2.0 s\n\
             requests: 10 (5 a second), 7 ok, 3 failed\n\
             latency (µs): p50 100, p90 200, p99 300, p99.9 400, max 500\n\
             errors: overloaded 2, unavailable 1"
        );
        let json = serde_json::to_value(&report).expect("JSON");
        assert_eq!(json["latency_us"]["p99_9"], 400);
        assert_eq!(json["errors"]["overloaded"], 2);
    }
}

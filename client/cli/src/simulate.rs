//! Many matches between bots, in process, on every core.
//!
//! Match `i` of a simulation depends only on the simulation's seed and `i`: its match seed, its
//! seating and its bots' seeds are drawn from them. Matches run in parallel (rayon) and are
//! summed in order, so the same seed gives the same summary and the same records whatever the
//! number of threads. A shard ([`Shard`]) plays one contiguous part of the matches; the parts
//! of a simulation together play each of its matches once, so their records are the single
//! run's and their summaries add up to its summary ([`Summary::add`]).

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use poch_engine::{Action, BotKind, DealSource, Game, NewGame, Phase, Rules, Seat, Seed};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::record::{MatchLog, SeatAction};
use crate::stats::{Figures, Seating, Summary, Tally};

/// The most actions a simulated match may take before it is called stuck.
pub const MAX_ACTIONS_PER_MATCH: u64 = 1_000_000;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Simulation {
    /// The switches of every match.
    pub rules: Rules,
    /// The bots, one a seat; seat `s` of match `i` is played by `bots[(s + i) % n]`, so every
    /// bot plays every seat in turn.
    pub bots: Vec<BotKind>,
    /// How many matches.
    pub matches: u64,
    /// The seed everything is drawn from.
    pub seed: u64,
    /// Whether to keep a log of every match (its record and tables are made from it).
    pub records: bool,
    /// The part of the matches to play; all of them when `None`.
    pub shard: Option<Shard>,
}

/// Part `index` of `count` of a simulation: the matches from `index · M / count` up to
/// `(index + 1) · M / count` of its M matches (`poch simulate --shard INDEX/COUNT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// The part, from 0.
    pub index: u64,
    /// The parts.
    pub count: u64,
}

/// A shard that cannot be: not `I/N` with `0 ≤ I < N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadShard(pub String);

impl fmt::Display for BadShard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad shard {:?}: INDEX/COUNT with 0 <= INDEX < COUNT, as 0/4",
            self.0
        )
    }
}

impl std::error::Error for BadShard {}

impl FromStr for Shard {
    type Err = BadShard;

    fn from_str(s: &str) -> Result<Shard, BadShard> {
        let bad = || BadShard(s.to_owned());
        let (index, count) = s.split_once('/').ok_or_else(bad)?;
        let index: u64 = index.trim().parse().map_err(|_| bad())?;
        let count: u64 = count.trim().parse().map_err(|_| bad())?;
        if index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// The indices of its matches among `matches`.
    pub fn range(self, matches: u64) -> Range<u64> {
        let at = |i: u64| (u128::from(i) * u128::from(matches) / u128::from(self.count)) as u64;
        at(self.index)..at(self.index + 1)
    }
}

impl Simulation {
    /// The indices of the matches it plays.
    pub fn range(&self) -> Range<u64> {
        match self.shard {
            Some(shard) => shard.range(self.matches),
            None => 0..self.matches,
        }
    }
}

/// A simulation that went wrong: a bot without an action, or a match that does not end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimulationError(pub String);

impl fmt::Display for SimulationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SimulationError {}

/// The match seed and the bots' seeds (by seat) of one match of a simulation ([`draw`]).
pub struct Draw {
    /// The match seed.
    pub seed: Seed,
    /// Each seat's bot's seed.
    pub bot_seeds: Vec<u64>,
}

/// The seeds of match `index` of `simulation`, as [`play_match`] plays it (seat `s` holds the
/// bot `simulation.bots[(s + index) % n]`).
pub fn draw(simulation: &Simulation, index: u64) -> Draw {
    let mut rng = ChaCha8Rng::seed_from_u64(
        simulation.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17),
    );
    let mut seed = [0u8; 32];
    rng.fill_bytes(&mut seed);
    Draw {
        seed: Seed(seed),
        bot_seeds: simulation.bots.iter().map(|_| rng.next_u64()).collect(),
    }
}

/// Plays match `index` of `simulation`: its summary, and its log when the simulation keeps
/// them.
///
/// # Errors
///
/// When the rules and bots make no match, a bot has no action, or the match does not end.
pub fn play_match(
    simulation: &Simulation,
    index: u64,
) -> Result<(Summary, Option<MatchLog>), SimulationError> {
    let (played, log) = play_timed(simulation, index, None)?;
    let mut summary = Summary::default();
    played.add_to(&mut summary)?;
    Ok((summary, log))
}

/// A match played: its tally and who played it, for a summary to add.
struct Played {
    tally: Tally,
    bots: Vec<String>,
    starting_stacks: Vec<u32>,
}

impl Played {
    /// Adds the match to `summary` ([`Tally::finish_into`]).
    fn add_to(self, summary: &mut Summary) -> Result<(), SimulationError> {
        let Played {
            tally,
            bots,
            starting_stacks,
        } = self;
        let seating = Seating {
            bots: &bots,
            starting_stacks: &starting_stacks,
        };
        tally
            .finish_into(&seating, summary)
            .map_err(|e| SimulationError(e.to_string()))
    }
}

/// How long the bots took to decide, by kind: a histogram of nanoseconds a decision.
#[derive(Clone, Debug, Default)]
pub struct DecisionTimes {
    /// By bot kind.
    pub by_bot: BTreeMap<String, hdrhistogram::Histogram<u64>>,
}

impl DecisionTimes {
    fn record(&mut self, bot: &str, nanos: u64) {
        let histogram = self.by_bot.entry(bot.to_owned()).or_insert_with(|| {
            // One nanosecond to a minute, three significant digits: cannot fail.
            hdrhistogram::Histogram::new_with_bounds(1, 60_000_000_000, 3)
                .unwrap_or_else(|_| unreachable!("valid bounds"))
        });
        histogram.saturating_record(nanos.max(1));
    }

    fn add(&mut self, other: &DecisionTimes) {
        for (bot, h) in &other.by_bot {
            match self.by_bot.get_mut(bot) {
                // Histograms of the same bounds always add.
                Some(mine) => {
                    let _ = mine.add(h);
                }
                None => {
                    self.by_bot.insert(bot.clone(), h.clone());
                }
            }
        }
    }
}

impl fmt::Display for DecisionTimes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "decision time (ms)  decisions      p50      p90      p99    p99.9      max"
        )?;
        let ms = |ns: u64| ns as f64 / 1e6;
        for (bot, h) in &self.by_bot {
            writeln!(
                f,
                "{bot:<18} {:>10} {:>8.3} {:>8.3} {:>8.3} {:>8.3} {:>8.3}",
                h.len(),
                ms(h.value_at_quantile(0.5)),
                ms(h.value_at_quantile(0.9)),
                ms(h.value_at_quantile(0.99)),
                ms(h.value_at_quantile(0.999)),
                ms(h.max()),
            )?;
        }
        Ok(())
    }
}

/// [`play_match`], timing every decision into `times` when given.
fn play_timed(
    simulation: &Simulation,
    index: u64,
    mut times: Option<&mut DecisionTimes>,
) -> Result<(Played, Option<MatchLog>), SimulationError> {
    let n = simulation.bots.len();
    let seating: Vec<BotKind> = (0..n)
        .map(|s| simulation.bots[(s + index as usize) % n])
        .collect();
    let Draw { seed, bot_seeds } = draw(simulation, index);
    let players: Vec<String> = seating
        .iter()
        .enumerate()
        .map(|(s, kind)| {
            // The bot's name and the seat, as `format!("{kind}{s}")` writes them.
            let mut id = String::with_capacity(kind.name().len() + 2);
            id.push_str(kind.name());
            match char::from_digit(s as u32, 10) {
                Some(digit) => id.push(digit),
                None => id.push_str(&s.to_string()),
            }
            id
        })
        .collect();
    let new_game = NewGame {
        rules: simulation.rules,
        players,
        source: DealSource::Seed {
            seed,
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    };
    let start = simulation.records.then(|| new_game.clone());
    let step =
        Game::new(new_game).map_err(|e| SimulationError(format!("the match cannot start: {e}")))?;
    let mut bots: Vec<_> = seating
        .iter()
        .zip(&bot_seeds)
        .map(|(kind, &s)| kind.build(s))
        .collect();
    let names: Vec<String> = seating.iter().map(|k| k.name().to_owned()).collect();
    let mut tally = Tally::default();
    let mut log = start.map(|start| MatchLog {
        index,
        start,
        bots: names.clone(),
        actions: Vec::with_capacity(256),
        // A match of a few deals makes a few hundred events; room for them from the start.
        events: Vec::with_capacity(1024),
        first_events: Vec::with_capacity(256),
    });
    tally.events(&step.events);
    if let Some(log) = log.as_mut() {
        log.events.extend(step.events);
    }
    let mut game = step.game;
    let mut actions = 0u64;
    // One buffer for every action's events (the game changes where it is), with room enough
    // that it seldom grows.
    let mut events = Vec::with_capacity(64);
    while game.phase() != Phase::MatchOver {
        let seat: Seat = game
            .to_act()
            .ok_or_else(|| SimulationError("nobody to act before the match's end".into()))?;
        let started = times.as_ref().map(|_| std::time::Instant::now());
        let chosen = bots[seat].choose_in(&game, seat);
        if let (Some(times), Some(started)) = (times.as_mut(), started) {
            let nanos = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX);
            times.record(&names[seat], nanos);
        }
        let action: Action = chosen.ok_or_else(|| {
            SimulationError(format!(
                "the {} bot of seat {seat} has no action for {:?}",
                seating[seat],
                game.legal_actions(seat)
            ))
        })?;
        if let Some(log) = log.as_mut() {
            log.actions.push(SeatAction {
                seat,
                action: action.clone(),
            });
        }
        events.clear();
        game.apply_in_place(seat, action, &mut events)
            .map_err(|r| {
                SimulationError(format!("the {} bot of seat {seat}: {r}", seating[seat]))
            })?;
        actions += 1;
        if actions > MAX_ACTIONS_PER_MATCH {
            return Err(SimulationError(format!(
                "match {index} did not end within {MAX_ACTIONS_PER_MATCH} actions"
            )));
        }
        tally.action();
        tally.events(&events);
        if let Some(log) = log.as_mut() {
            log.first_events.push(log.events.len());
            log.events.append(&mut events);
        }
    }
    // The match is added to the run's summary in match order (`run_with`), without a summary
    // of its own.
    let played = Played {
        tally,
        bots: names,
        starting_stacks: vec![simulation.rules.starting_chips; n],
    };
    Ok((played, log))
}

/// The matches played at once between two calls of the progress callback.
const CHUNK: u64 = 256;

/// As [`CHUNK`], when every match's log is kept: a log holds all of its match's events, so
/// fewer at once bound the memory a simulation writing records or tables holds.
const LOGGED_CHUNK: u64 = 32;

/// Plays the simulation (its shard, if it has one) on the current rayon pool. `progress` is
/// told how many matches are done; `log` receives each match's log in match order when the
/// simulation keeps them.
///
/// # Errors
///
/// The first [`SimulationError`], in match order, or the first error of `log`.
pub fn run(
    simulation: &Simulation,
    progress: impl FnMut(u64),
    log: impl FnMut(MatchLog) -> Result<(), SimulationError>,
) -> Result<Summary, SimulationError> {
    run_with(simulation, None, progress, log)
}

/// [`run`], and how long every decision took, by bot kind (`poch simulate --decision-times`).
/// The summary and logs are [`run`]'s; the times are of this machine and run (measure them on
/// one thread).
///
/// # Errors
///
/// As [`run`].
pub fn run_timed(
    simulation: &Simulation,
    progress: impl FnMut(u64),
    log: impl FnMut(MatchLog) -> Result<(), SimulationError>,
) -> Result<(Summary, DecisionTimes), SimulationError> {
    let mut times = DecisionTimes::default();
    let summary = run_with(simulation, Some(&mut times), progress, log)?;
    Ok((summary, times))
}

fn run_with(
    simulation: &Simulation,
    mut times: Option<&mut DecisionTimes>,
    mut progress: impl FnMut(u64),
    mut log: impl FnMut(MatchLog) -> Result<(), SimulationError>,
) -> Result<Summary, SimulationError> {
    let timed = times.is_some();
    let mut summary = Summary::default();
    let range = simulation.range();
    let mut done = range.start;
    while done < range.end {
        let chunk = if simulation.records {
            LOGGED_CHUNK
        } else {
            CHUNK
        };
        let end = (done + chunk).min(range.end);
        let results: Vec<_> = (done..end)
            .into_par_iter()
            .map(|i| {
                let mut mine = DecisionTimes::default();
                let played = play_timed(simulation, i, timed.then_some(&mut mine));
                played.map(|(one, match_log)| (one, match_log, mine))
            })
            .collect();
        for result in results {
            let (one, match_log, mine) = result?;
            if let Some(times) = times.as_mut() {
                times.add(&mine);
            }
            one.add_to(&mut summary)?;
            if let Some(match_log) = match_log {
                log(match_log)?;
            }
        }
        done = end;
        progress(done - range.start);
    }
    Ok(summary)
}

/// What a summary file says it summarizes: the simulation, and which part of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SimulationInfo {
    /// The switches of every match.
    pub rules: Rules,
    /// The bots, one a seat, as named on the command line.
    pub bots: Vec<String>,
    /// The simulation's matches (all of them, whatever the shard).
    pub matches: u64,
    /// The seed everything is drawn from.
    pub seed: u64,
    /// The part summarized; `None` for the whole simulation.
    pub shard: Option<Shard>,
}

impl From<&Simulation> for SimulationInfo {
    fn from(s: &Simulation) -> SimulationInfo {
        SimulationInfo {
            rules: s.rules,
            bots: s.bots.iter().map(|b| b.name().to_owned()).collect(),
            matches: s.matches,
            seed: s.seed,
            shard: s.shard,
        }
    }
}

/// How long a run took (absent from a merged summary).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunInfo {
    /// Threads.
    pub threads: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Actions per second.
    pub actions_per_second: f64,
    /// Matches per second.
    pub matches_per_second: f64,
    /// Cards played per second.
    pub cards_played_per_second: f64,
}

impl RunInfo {
    /// The rates of `summary` played in `seconds` on `threads`.
    pub fn new(summary: &Summary, threads: usize, seconds: f64) -> RunInfo {
        let per_second = |n: u64| n as f64 / seconds;
        RunInfo {
            threads,
            seconds,
            actions_per_second: per_second(summary.actions),
            matches_per_second: per_second(summary.matches),
            cards_played_per_second: per_second(summary.cards_played),
        }
    }
}

/// The `format` of a summary file.
pub const SUMMARY_FORMAT: &str = "poch-simulation-summary";
/// The summary file version this crate writes and reads.
pub const SUMMARY_VERSION: u32 = 1;

/// A summary as `poch simulate --json` prints it and `--summary` writes it: what was
/// simulated, the figures, and the sums they come from (which `poch merge` adds up).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SummaryDocument<'a> {
    /// Always `poch-simulation-summary`.
    pub format: &'static str,
    /// 1.
    pub version: u32,
    /// What was simulated.
    pub simulation: &'a SimulationInfo,
    /// The figures.
    pub figures: Figures,
    /// The sums.
    pub tallies: &'a Summary,
    /// The run's times; absent when merged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run: Option<RunInfo>,
}

impl<'a> SummaryDocument<'a> {
    /// The document of `tallies`.
    pub fn new(
        simulation: &'a SimulationInfo,
        tallies: &'a Summary,
        run: Option<RunInfo>,
    ) -> SummaryDocument<'a> {
        SummaryDocument {
            format: SUMMARY_FORMAT,
            version: SUMMARY_VERSION,
            simulation,
            figures: tallies.figures(),
            tallies,
            run,
        }
    }
}

/// A summary file read back: what was simulated and the sums (the figures are derived again).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct SummaryFile {
    /// `poch-simulation-summary`.
    pub format: String,
    /// 1.
    pub version: u32,
    /// What was simulated.
    pub simulation: SimulationInfo,
    /// The sums.
    pub tallies: Summary,
}

impl SummaryFile {
    /// Reads a summary file's text.
    ///
    /// # Errors
    ///
    /// Text that is not such a file, of this version.
    pub fn parse(text: &str) -> Result<SummaryFile, String> {
        let file: SummaryFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if file.format != SUMMARY_FORMAT || file.version != SUMMARY_VERSION {
            return Err(format!(
                "format {:?} version {}, where {SUMMARY_FORMAT:?} version {SUMMARY_VERSION} is read",
                file.format, file.version
            ));
        }
        Ok(file)
    }
}

/// Adds up the summaries of a simulation's shards, every shard exactly once: the summary of the
/// whole simulation.
///
/// # Errors
///
/// Parts of different simulations, a shard missing or given twice, or a part that is no shard.
pub fn merge(parts: &[SummaryFile]) -> Result<(SimulationInfo, Summary), String> {
    let first = parts.first().ok_or("no summary to merge")?;
    let whole = SimulationInfo {
        shard: None,
        ..first.simulation.clone()
    };
    let count = first.simulation.shard.map_or(1, |s| s.count);
    if u64::try_from(parts.len()).ok() != Some(count) {
        return Err(format!(
            "{} summaries given for a simulation in {count} shards: every shard once",
            parts.len()
        ));
    }
    let mut seen = vec![false; parts.len()];
    let mut summary = Summary::default();
    for part in parts {
        let info = &part.simulation;
        if (SimulationInfo {
            shard: None,
            ..info.clone()
        }) != whole
        {
            return Err(
                "the summaries are of different simulations (rules, bots, matches or seed)".into(),
            );
        }
        let index = match info.shard {
            Some(shard) if shard.count == count => shard.index,
            None if count == 1 => 0,
            Some(_) | None => return Err("the summaries are of different shardings".into()),
        };
        let slot = seen
            .get_mut(index as usize)
            .ok_or("a shard beyond its count")?;
        if std::mem::replace(slot, true) {
            return Err(format!("shard {index}/{count} is given twice"));
        }
        summary.add(&part.tallies).map_err(|e| e.to_string())?;
    }
    // As many parts as shards, none twice: every shard is there.
    Ok((whole, summary))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_match_once_in_order() {
        for matches in [0, 1, 7, 100, 1001] {
            for count in 1..=9 {
                let mut next = 0;
                for index in 0..count {
                    let range = Shard { index, count }.range(matches);
                    assert_eq!(
                        range.start, next,
                        "{matches} matches, shard {index}/{count}"
                    );
                    next = range.end;
                }
                assert_eq!(next, matches);
            }
        }
    }

    #[test]
    fn the_default_mix_plays_matches_that_outlast_the_first_deal() {
        // `poch simulate`'s defaults: classic, at most 20 deals, one heuristic and three random
        // bots, seed 1.
        let mut rules = Rules::CLASSIC;
        rules.max_deals = poch_engine::MaxDeals(std::num::NonZeroU32::new(20));
        let simulation = Simulation {
            rules,
            bots: vec![
                BotKind::Heuristic,
                BotKind::Random,
                BotKind::Random,
                BotKind::Random,
            ],
            matches: 200,
            seed: 1,
            records: false,
            shard: None,
        };
        let summary = run(&simulation, |_| {}, |_| Ok(())).expect("the matches");
        assert_eq!(summary.matches, 200);
        let one_deal = summary.lengths.get(&1).copied().unwrap_or(0);
        // A random bot that chose among every bet amount alike ended nine matches in ten after
        // the first deal, by ante shortfall; choosing the kind first, about one in five (38
        // of these 200), and the matches last 3.3 deals on average.
        assert!(one_deal <= 50, "{one_deal} of 200 matches lasted one deal");
        let longer: u64 = summary
            .lengths
            .iter()
            .filter(|&(&deals, _)| deals >= 4)
            .map(|(_, &n)| n)
            .sum();
        assert!(
            longer >= 50,
            "{longer} of 200 matches lasted 4 deals or more"
        );
        assert!(
            summary.deals >= 550,
            "{} deals in 200 matches",
            summary.deals
        );
    }

    #[test]
    fn a_timed_run_is_the_same_run_with_every_decision_timed() {
        let mut rules = Rules::CLASSIC;
        rules.max_deals = poch_engine::MaxDeals(std::num::NonZeroU32::new(2));
        let simulation = Simulation {
            rules,
            bots: vec![
                BotKind::Search,
                BotKind::Timeout,
                BotKind::Heuristic,
                BotKind::Random,
            ],
            matches: 8,
            seed: 3,
            records: false,
            shard: None,
        };
        let plain = run(&simulation, |_| {}, |_| Ok(())).expect("the matches");
        let (timed, times) = run_timed(&simulation, |_| {}, |_| Ok(())).expect("the matches");
        assert_eq!(plain, timed);
        let decisions: u64 = times.by_bot.values().map(|h| h.len()).sum();
        assert_eq!(decisions, plain.actions);
        let kinds: Vec<&str> = times.by_bot.keys().map(String::as_str).collect();
        assert_eq!(kinds, ["heuristic", "random", "search", "timeout"]);
        assert!(times.to_string().lines().count() == 5);
    }

    #[test]
    fn a_shard_is_read_as_index_slash_count() {
        assert_eq!("2/4".parse(), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(
            "2/4".parse::<Shard>().map(|s| s.to_string()),
            Ok("2/4".into())
        );
        for bad in ["4/4", "0/0", "1", "a/4", "1/b", "-1/4", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad:?}");
        }
    }
}

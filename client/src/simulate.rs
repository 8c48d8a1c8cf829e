//! Many matches between bots, in process, on every core.
//!
//! Match `i` of a simulation depends only on the simulation's seed and `i`: its match seed, its
//! seating and its bots' seeds are drawn from them. Matches run in parallel (rayon) and are
//! summed in order, so the same seed gives the same summary and the same records whatever the
//! number of threads.

use std::collections::BTreeMap;
use std::fmt;

use poch_engine::{
    Action, BotKind, DealSource, Event, EventKind, Field, Game, NewGame, Phase, PochenOutcome,
    Rules, Seat, Seed, Sight,
};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};
use rayon::prelude::*;

use crate::record::{MatchRecord, RecordedStart, SeatAction};

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
    /// Whether to keep a record of every match.
    pub records: bool,
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

/// One bot kind's results over a simulation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotResults {
    /// Seats it played (one a match per seat it held).
    pub seats: u64,
    /// Matches it ended first in the standings.
    pub wins: u64,
    /// Chips won, less chips lost, over all its seats.
    pub chips: i64,
}

/// What a simulation came to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Matches played.
    pub matches: u64,
    /// Deals begun.
    pub deals: u64,
    /// Actions applied.
    pub actions: u64,
    /// Cards played in phase 3 (leads and forced follows).
    pub cards_played: u64,
    /// Events caused.
    pub events: u64,
    /// By bot kind.
    pub bots: BTreeMap<&'static str, BotResults>,
    /// By field (board order): how often it was claimed in phase 1.
    pub claimed: [u64; 9],
    /// By field (board order): how often it was carried to the next deal.
    pub carried: [u64; 9],
    /// Deals whose phase 2 was played (not skipped).
    pub pochen_played: u64,
    /// Deals whose phase 2 had a bet (uncontested or showdown).
    pub pochen_contested: u64,
    /// Deals whose phase 2 ended in a showdown.
    pub showdowns: u64,
    /// Over contested phases 2: the chips in play (the POCH field and every contribution).
    pub pot_total: u64,
    /// The largest such pot.
    pub pot_max: u64,
}

impl Summary {
    fn add(&mut self, other: &Summary) {
        self.matches += other.matches;
        self.deals += other.deals;
        self.actions += other.actions;
        self.cards_played += other.cards_played;
        self.events += other.events;
        for (kind, r) in &other.bots {
            let mine = self.bots.entry(kind).or_default();
            mine.seats += r.seats;
            mine.wins += r.wins;
            mine.chips += r.chips;
        }
        for i in 0..9 {
            self.claimed[i] += other.claimed[i];
            self.carried[i] += other.carried[i];
        }
        self.pochen_played += other.pochen_played;
        self.pochen_contested += other.pochen_contested;
        self.showdowns += other.showdowns;
        self.pot_total += other.pot_total;
        self.pot_max = self.pot_max.max(other.pot_max);
    }

    fn count_events(&mut self, events: &[Event]) {
        self.events += events.len() as u64;
        for event in events {
            match &event.kind {
                EventKind::DealStarted { .. } => self.deals += 1,
                EventKind::FieldClaimed { field, .. } => self.claimed[*field as usize] += 1,
                EventKind::CardPlayed { .. } => self.cards_played += 1,
                EventKind::DealEnded { carried_next, .. } => {
                    for field in Field::ALL {
                        if carried_next.contains(field) {
                            self.carried[field as usize] += 1;
                        }
                    }
                }
                EventKind::PochenEnded {
                    outcome,
                    contributions,
                    poch_before,
                    ..
                } => {
                    self.pochen_played += 1;
                    match outcome {
                        PochenOutcome::AllPassed => {}
                        PochenOutcome::Uncontested | PochenOutcome::Showdown => {
                            self.pochen_contested += 1;
                            let pot = u64::from(*poch_before)
                                + contributions.iter().map(|&c| u64::from(c)).sum::<u64>();
                            self.pot_total += pot;
                            self.pot_max = self.pot_max.max(pot);
                            if *outcome == PochenOutcome::Showdown {
                                self.showdowns += 1;
                            }
                        }
                    }
                }
                EventKind::AntePaid { .. }
                | EventKind::HandDealt { .. }
                | EventKind::UpcardTurned { .. }
                | EventKind::PochenStarted { .. }
                | EventKind::PochenSkipped { .. }
                | EventKind::Passed { .. }
                | EventKind::BetPlaced { .. }
                | EventKind::Called { .. }
                | EventKind::Raised { .. }
                | EventKind::Folded { .. }
                | EventKind::GroupShown { .. }
                | EventKind::DiscardStarted { .. }
                | EventKind::DirectionChosen { .. }
                | EventKind::ChainStopped { .. }
                | EventKind::DealSettled(_)
                | EventKind::MatchEnded(_) => {}
            }
        }
    }

    /// Actions a deal, on average.
    pub fn actions_per_deal(&self) -> f64 {
        self.actions as f64 / self.deals.max(1) as f64
    }
}

/// The match seed, the seating and the bots' seeds of match `index`.
struct Draw {
    seed: Seed,
    bot_seeds: Vec<u64>,
}

fn draw(simulation: &Simulation, index: u64) -> Draw {
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

/// Plays match `index` of `simulation`.
///
/// # Errors
///
/// When the rules and bots make no match, a bot has no action, or the match does not end.
pub fn play_match(
    simulation: &Simulation,
    index: u64,
) -> Result<(Summary, Option<MatchRecord>), SimulationError> {
    let n = simulation.bots.len();
    let seating: Vec<BotKind> = (0..n)
        .map(|s| simulation.bots[(s + index as usize) % n])
        .collect();
    let Draw { seed, bot_seeds } = draw(simulation, index);
    let players: Vec<String> = seating
        .iter()
        .enumerate()
        .map(|(s, kind)| format!("{kind}{s}"))
        .collect();
    let start = RecordedStart {
        rules: simulation.rules,
        players: players.clone(),
        seed: Some(seed),
        first_dealer: None,
        deck_orders: Vec::new(),
        start: None,
    };
    let step = Game::new(NewGame {
        rules: simulation.rules,
        players,
        source: DealSource::Seed {
            seed,
            first_dealer: None,
        },
        start: None,
    })
    .map_err(|e| SimulationError(format!("the match cannot start: {e}")))?;
    let mut bots: Vec<_> = seating
        .iter()
        .zip(&bot_seeds)
        .map(|(kind, &s)| kind.build(s))
        .collect();
    let mut summary = Summary {
        matches: 1,
        ..Summary::default()
    };
    let mut all_events: Vec<Event> = Vec::new();
    let mut actions: Vec<SeatAction> = Vec::new();
    summary.count_events(&step.events);
    if simulation.records {
        all_events.extend(step.events);
    }
    let mut game = step.game;
    while game.phase() != Phase::MatchOver {
        let seat: Seat = game
            .to_act()
            .ok_or_else(|| SimulationError("nobody to act before the match's end".into()))?;
        let sight = Sight::of_game(&game, seat);
        let action: Action = bots[seat].choose(&sight).ok_or_else(|| {
            SimulationError(format!(
                "the {} bot of seat {seat} has no action for {:?}",
                seating[seat], sight.legal
            ))
        })?;
        if simulation.records {
            actions.push(SeatAction {
                seat,
                action: action.clone(),
            });
        }
        let step = game.apply(seat, action).map_err(|r| {
            SimulationError(format!(
                "the {} bot of seat {seat}: {}",
                seating[seat], r.rejection
            ))
        })?;
        summary.actions += 1;
        if summary.actions > MAX_ACTIONS_PER_MATCH {
            return Err(SimulationError(format!(
                "match {index} did not end within {MAX_ACTIONS_PER_MATCH} actions"
            )));
        }
        summary.count_events(&step.events);
        if simulation.records {
            all_events.extend(step.events);
        }
        game = step.game;
    }
    let end = game
        .match_end()
        .ok_or_else(|| SimulationError("a match over without its end".into()))?;
    let starting = i64::from(simulation.rules.starting_chips);
    for standing in &end.standings {
        let kind = seating[standing.seat];
        let results = summary.bots.entry(kind.name()).or_default();
        results.seats += 1;
        results.chips += i64::from(standing.stack) - starting;
    }
    if let Some(first) = end.standings.first() {
        summary
            .bots
            .entry(seating[first.seat].name())
            .or_default()
            .wins += 1;
    }
    let record = simulation.records.then(|| {
        MatchRecord::new(
            start,
            seating.iter().map(|k| k.name().to_owned()).collect(),
            actions,
            &all_events,
        )
    });
    Ok((summary, record))
}

/// The matches played at once between two calls of the progress callback.
const CHUNK: u64 = 256;

/// Plays the whole simulation on the current rayon pool. `progress` is told how many matches
/// are done; `record` receives each match's record in match order.
///
/// # Errors
///
/// The first [`SimulationError`], in match order.
pub fn run(
    simulation: &Simulation,
    mut progress: impl FnMut(u64),
    mut record: impl FnMut(MatchRecord) -> Result<(), SimulationError>,
) -> Result<Summary, SimulationError> {
    let mut summary = Summary::default();
    let mut done = 0;
    while done < simulation.matches {
        let end = (done + CHUNK).min(simulation.matches);
        let results: Vec<_> = (done..end)
            .into_par_iter()
            .map(|i| play_match(simulation, i))
            .collect();
        for result in results {
            let (one, rec) = result?;
            summary.add(&one);
            if let Some(rec) = rec {
                record(rec)?;
            }
        }
        done = end;
        progress(done);
    }
    Ok(summary)
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} matches, {} deals, {} actions ({:.1} a deal), {} cards played, {} events",
            self.matches,
            self.deals,
            self.actions,
            self.actions_per_deal(),
            self.cards_played,
            self.events
        )?;
        writeln!(f, "bot        seats    wins  win rate   chips/seat")?;
        for (kind, r) in &self.bots {
            writeln!(
                f,
                "{kind:<10} {:>5} {:>7} {:>8.1}% {:>12.2}",
                r.seats,
                r.wins,
                100.0 * r.wins as f64 / (self.matches.max(1)) as f64,
                r.chips as f64 / r.seats.max(1) as f64
            )?;
        }
        writeln!(f, "field   claimed/deal  carried/deal")?;
        for field in Field::ALL {
            let i = field as usize;
            writeln!(
                f,
                "{:<7} {:>12.3} {:>13.3}",
                field.name(),
                self.claimed[i] as f64 / self.deals.max(1) as f64,
                self.carried[i] as f64 / self.deals.max(1) as f64
            )?;
        }
        write!(
            f,
            "Pochen: played in {} deals, contested in {} ({:.1}%), {} showdowns; pot {:.1} on average, {} at most",
            self.pochen_played,
            self.pochen_contested,
            100.0 * self.pochen_contested as f64 / self.pochen_played.max(1) as f64,
            self.showdowns,
            self.pot_total as f64 / self.pochen_contested.max(1) as f64,
            self.pot_max
        )
    }
}

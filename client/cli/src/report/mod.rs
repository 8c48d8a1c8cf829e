//! `poch report`: one self-contained HTML page of charts from the tables of one or more runs
//! (simulations, or match records), each chart with its 95 % intervals and its numbers in a
//! table beside it; with two runs or more, each figure of every run against the first, and the
//! difference with its interval.
//!
//! A run is read from its tables ([`crate::tables`]): Parquet files, or the same rows made in
//! memory from match records or from a simulation ([`crate::tables::TableRows`]), so that what
//! the page shows is what an analyst would compute from the tables.
//!
//! **Figures and intervals.** Every figure is a ratio of sums over matches, `Σ y / Σ x`: chips
//! won per deal at a position is the seats' net chips at that position over their deals, a
//! share is a count over a count, a mean is a sum over a count. The matches are independent
//! (the deals, seats and actions of one match are not), so the interval is the normal
//! approximation of a ratio estimator with matches as clusters: the variance of `R = Σy / Σx`
//! is `Σ (yᵢ − R xᵢ)² / (n (n − 1) x̄²)` over the n matches, and the interval `R ± 1.96`
//! standard errors. The difference of a figure between two runs of the same matches (the same
//! seed for every match index, as `--rules-a`/`--rules-b` simulate them) is paired, match by
//! match; between other runs, the two variances add.

mod chart;
mod page;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::BufRead;
use std::path::Path;

use arrow_array::cast::AsArray;
use arrow_array::types::{Float64Type, Int64Type, UInt8Type, UInt32Type, UInt64Type};
use arrow_array::{Array, RecordBatch};
use poch_engine::Field;

use crate::record::{MatchLog, MatchRecord};
use crate::simulate::{self, Simulation};
use crate::stats::{Estimate, Z95};
use crate::tables::{self, Batches, TableRows};

pub use page::{Page, render};

/// A report that cannot be made: a table that cannot be read, or a simulation that fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportError(pub String);

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReportError {}

fn err(e: impl std::fmt::Display) -> ReportError {
    ReportError(e.to_string())
}

/// What a chart's figures measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A share, shown in per cent (a difference in percentage points).
    Percent,
    /// Chips.
    Chips,
    /// Deals.
    Deals,
}

/// The sections of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Section {
    /// Chips and wins: by position, by bot, by seat.
    Chips,
    /// The fields: claimed and carried over.
    Fields,
    /// The Pochen: how it ends, the pots, who wins it.
    Pochen,
    /// Match lengths and how matches end.
    Matches,
}

impl Section {
    /// Every section, in page order.
    pub const ALL: [Section; 4] = [
        Section::Chips,
        Section::Fields,
        Section::Pochen,
        Section::Matches,
    ];

    /// Its heading.
    pub fn title(self) -> &'static str {
        match self {
            Section::Chips => "Chips and wins",
            Section::Fields => "The fields",
            Section::Pochen => "The Pochen",
            Section::Matches => "Match lengths and ends",
        }
    }
}

/// One chart: its figures are those of the keys with its id.
#[derive(Clone, Copy, Debug)]
pub struct ChartSpec {
    /// Its id, also the HTML id of its figure.
    pub id: &'static str,
    /// Its section.
    pub section: Section,
    /// Its title.
    pub title: &'static str,
    /// What each figure is, in a sentence.
    pub what: &'static str,
    /// The unit of its figures.
    pub unit: Unit,
    /// What its categories are (the table's first column).
    pub category: &'static str,
}

/// The charts of the page, in order.
pub const CHARTS: [ChartSpec; 13] = [
    ChartSpec {
        id: "position",
        section: Section::Chips,
        title: "Chips won per deal, by position",
        what: "The mean of a seat's net chips in a deal (its stack after the deal less its stack \
               before the ante), by its place in the order of play: the forehand acts first, \
               the dealer last (RULES 2, 8.5.1).",
        unit: Unit::Chips,
        category: "Position",
    },
    ChartSpec {
        id: "bot-chips",
        section: Section::Chips,
        title: "Chips won per match, by bot",
        what: "The mean of a seat's final stack less its starting stack, per seat the bot held \
               in a match.",
        unit: Unit::Chips,
        category: "Bot",
    },
    ChartSpec {
        id: "bot-wins",
        section: Section::Chips,
        title: "Wins, by bot",
        what: "The share of matches won per seat the bot held. The seats level in first place \
               share the win, 1/k each (RULES 10.3), so a match gives out one win.",
        unit: Unit::Percent,
        category: "Bot",
    },
    ChartSpec {
        id: "seat-chips",
        section: Section::Chips,
        title: "Chips won per match, by seat",
        what: "The mean of a seat's final stack less its starting stack, by seat number (the \
               dealer rotates from deal to deal).",
        unit: Unit::Chips,
        category: "Seat",
    },
    ChartSpec {
        id: "claimed",
        section: Section::Fields,
        title: "How often each field is claimed",
        what: "The share of deals in which the field's chips went to a seat: in phase 1 for the \
               honours, MAR and SEQ (RULES 7), by the Pochen for POCH, by going out for MID \
               (RULES 9.8).",
        unit: Unit::Percent,
        category: "Field",
    },
    ChartSpec {
        id: "carried",
        section: Section::Fields,
        title: "How often each field is carried over",
        what: "The share of deals after which the field counts as carried: present and not \
               claimed (ED-26).",
        unit: Unit::Percent,
        category: "Field",
    },
    ChartSpec {
        id: "pochen",
        section: Section::Pochen,
        title: "How the Pochen ends",
        what: "The share of deals with a phase 2 in which nobody bet (all passed), one seat was \
               left (uncontested) or the best group won a showdown (RULES 8.5.3).",
        unit: Unit::Percent,
        category: "Outcome",
    },
    ChartSpec {
        id: "pot",
        section: Section::Pochen,
        title: "Pot sizes when the Pochen is contested",
        what: "The share of uncontested and showdown deals whose pot (the POCH field and every \
               contribution) falls in each range of chips.",
        unit: Unit::Percent,
        category: "Pot (chips)",
    },
    ChartSpec {
        id: "pot-mean",
        section: Section::Pochen,
        title: "Mean pot and high stake when the Pochen is contested",
        what: "The mean pot (the POCH field and every contribution) and the mean high stake H \
               when betting ended, over uncontested and showdown deals.",
        unit: Unit::Chips,
        category: "Figure",
    },
    ChartSpec {
        id: "group",
        section: Section::Pochen,
        title: "Who wins the Pochen, by best group",
        what: "The share of the seats holding each best group (RULES 8.1.2) in a deal with a \
               phase 2 that won the Pochen: uncontested, or the first layer of a showdown.",
        unit: Unit::Percent,
        category: "Best group",
    },
    ChartSpec {
        id: "length",
        section: Section::Matches,
        title: "Match length",
        what: "The share of matches that lasted each number of deals.",
        unit: Unit::Percent,
        category: "Deals",
    },
    ChartSpec {
        id: "length-mean",
        section: Section::Matches,
        title: "Deals per match",
        what: "The mean number of deals a match lasted.",
        unit: Unit::Deals,
        category: "Figure",
    },
    ChartSpec {
        id: "end",
        section: Section::Matches,
        title: "How matches end",
        what: "The share of matches that ended because a player could not pay the next ante, \
               because the deal limit was reached, or both at once (RULES 10.2).",
        unit: Unit::Percent,
        category: "Reason",
    },
];

/// One figure: a chart's category, ordered within the chart.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Key {
    /// The chart's id.
    pub chart: &'static str,
    /// Its place among the chart's categories.
    pub order: u32,
    /// Its label.
    pub label: String,
}

/// The key of a chart's figure.
pub fn key(chart: &'static str, order: u32, label: impl Into<String>) -> Key {
    Key {
        chart,
        order,
        label: label.into(),
    }
}

/// The per-match sums of one figure's numerator and denominator.
#[derive(Clone, Debug, Default)]
struct Sums {
    y: Vec<f64>,
    x: Vec<f64>,
}

/// Pot ranges (chips, inclusive) of the `pot` chart.
const POT_BINS: [(i64, i64); 7] = [
    (0, 9),
    (10, 24),
    (25, 49),
    (50, 99),
    (100, 199),
    (200, 399),
    (400, i64::MAX),
];

/// Match lengths (deals, inclusive) of the `length` chart.
const LENGTH_BINS: [(u32, u32); 9] = [
    (1, 1),
    (2, 2),
    (3, 3),
    (4, 4),
    (5, 5),
    (6, 10),
    (11, 20),
    (21, 50),
    (51, u32::MAX),
];

fn bin_label<T: std::fmt::Display + PartialEq + Copy>(low: T, high: T, max: T) -> String {
    if low == high {
        low.to_string()
    } else if high == max {
        format!("{low}+")
    } else {
        format!("{low}–{high}")
    }
}

/// One run: its figures' per-match sums, and what it is.
#[derive(Clone, Debug, Default)]
pub struct Run {
    /// Its name on the page.
    pub label: String,
    /// Where it came from (a path, or the simulation).
    pub source: String,
    /// The row of each match id.
    rows: HashMap<u64, usize>,
    /// Each row's match seed, to pair runs.
    seeds: Vec<Option<String>>,
    sums: BTreeMap<Key, Sums>,
    /// The rules of its matches (each as the JSON of `Rules`).
    pub rules: BTreeSet<String>,
    /// The bots that played.
    pub bots: BTreeSet<String>,
    /// Deals read.
    pub deals: u64,
    /// Seat rows read.
    pub seat_rows: u64,
}

impl Run {
    /// An empty run.
    pub fn new(label: impl Into<String>, source: impl Into<String>) -> Run {
        Run {
            label: label.into(),
            source: source.into(),
            ..Run::default()
        }
    }

    /// The matches read.
    pub fn matches(&self) -> usize {
        self.rows.len()
    }

    fn row(&mut self, id: u64) -> usize {
        let next = self.rows.len();
        let row = *self.rows.entry(id).or_insert(next);
        if row == self.seeds.len() {
            self.seeds.push(None);
        }
        row
    }

    fn add(&mut self, key: Key, row: usize, y: f64, x: f64) {
        let sums = self.sums.entry(key).or_default();
        if sums.y.len() <= row {
            sums.y.resize(row + 1, 0.0);
            sums.x.resize(row + 1, 0.0);
        }
        sums.y[row] += y;
        sums.x[row] += x;
    }

    /// Adds the rows of the four tables (one batch each; the actions are not read).
    ///
    /// # Errors
    ///
    /// A batch without the tables' columns.
    pub fn add_batches(&mut self, batches: &Batches) -> Result<(), ReportError> {
        self.add_matches(&batches.matches)?;
        self.add_deals(&batches.deals)?;
        self.add_seats(&batches.seats)
    }

    /// Adds a batch of `matches.parquet`.
    ///
    /// # Errors
    ///
    /// A batch without the table's columns.
    pub fn add_matches(&mut self, b: &RecordBatch) -> Result<(), ReportError> {
        let ids = column(b, "match")?
            .as_primitive_opt::<UInt64Type>()
            .ok_or_else(|| bad("match"))?;
        let seeds = column(b, "seed")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("seed"))?;
        let rules = column(b, "rules")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("rules"))?;
        let bots = column(b, "bots")?
            .as_list_opt::<i32>()
            .ok_or_else(|| bad("bots"))?;
        let starts = column(b, "starting_stacks")?
            .as_list_opt::<i32>()
            .ok_or_else(|| bad("starting_stacks"))?;
        let finals = column(b, "final_stacks")?
            .as_list_opt::<i32>()
            .ok_or_else(|| bad("final_stacks"))?;
        let deals = column(b, "deals")?
            .as_primitive_opt::<UInt32Type>()
            .ok_or_else(|| bad("deals"))?;
        let ends = column(b, "end_reason")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("end_reason"))?;
        let shares = column(b, "win_shares")?
            .as_list_opt::<i32>()
            .ok_or_else(|| bad("win_shares"))?;
        for i in 0..b.num_rows() {
            let row = self.row(ids.value(i));
            self.seeds[row] = seeds.is_valid(i).then(|| seeds.value(i).to_owned());
            self.rules.insert(rules.value(i).to_owned());
            // A record that stops before the match's end has no result to count.
            if ends.is_null(i) {
                continue;
            }
            let start = starts.value(i);
            let start = start
                .as_primitive_opt::<Int64Type>()
                .ok_or_else(|| bad("starting_stacks"))?;
            let end = finals.value(i);
            let end = end
                .as_primitive_opt::<Int64Type>()
                .ok_or_else(|| bad("final_stacks"))?;
            let share = shares.value(i);
            let share = share
                .as_primitive_opt::<Float64Type>()
                .ok_or_else(|| bad("win_shares"))?;
            let kinds = bots.value(i);
            let kinds = kinds.as_string_opt::<i32>().ok_or_else(|| bad("bots"))?;
            for seat in 0..start.len().min(end.len()) {
                let won = (end.value(seat) - start.value(seat)) as f64;
                self.add(
                    key("seat-chips", seat as u32, format!("seat {seat}")),
                    row,
                    won,
                    1.0,
                );
                if kinds.len() == start.len() {
                    let kind = kinds.value(seat);
                    self.bots.insert(kind.to_owned());
                    self.add(key("bot-chips", 0, kind), row, won, 1.0);
                    let w = if seat < share.len() {
                        share.value(seat)
                    } else {
                        0.0
                    };
                    self.add(key("bot-wins", 0, kind), row, w, 1.0);
                }
            }
            let length = deals.value(i);
            for (order, &(low, high)) in LENGTH_BINS.iter().enumerate() {
                let label = bin_label(low, high, u32::MAX);
                let inside = f64::from(u8::from((low..=high).contains(&length)));
                self.add(key("length", order as u32, label), row, inside, 1.0);
            }
            self.add(
                key("length-mean", 0, "deals per match"),
                row,
                f64::from(length),
                1.0,
            );
            let reason = ends.value(i);
            for (order, name) in ["ante_shortfall", "max_deals", "both"]
                .into_iter()
                .enumerate()
            {
                let y = f64::from(u8::from(reason == name));
                self.add(key("end", order as u32, name), row, y, 1.0);
            }
        }
        Ok(())
    }

    /// Adds a batch of `deals.parquet`.
    ///
    /// # Errors
    ///
    /// A batch without the table's columns.
    pub fn add_deals(&mut self, b: &RecordBatch) -> Result<(), ReportError> {
        let ids = column(b, "match")?
            .as_primitive_opt::<UInt64Type>()
            .ok_or_else(|| bad("match"))?;
        let pochen = column(b, "pochen")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("pochen"))?;
        let pots = column(b, "pochen_pot")?
            .as_primitive_opt::<Int64Type>()
            .ok_or_else(|| bad("pochen_pot"))?;
        let stakes = column(b, "high_stake")?
            .as_primitive_opt::<Int64Type>()
            .ok_or_else(|| bad("high_stake"))?;
        let mut fields = Vec::new();
        for field in Field::ALL {
            let chips = column(b, &format!("{}_chips", field.name()))?
                .as_primitive_opt::<Int64Type>()
                .ok_or_else(|| bad("F_chips"))?;
            let carried = column(b, &format!("{}_carried", field.name()))?
                .as_boolean_opt()
                .ok_or_else(|| bad("F_carried"))?;
            fields.push((field, chips, carried));
        }
        for i in 0..b.num_rows() {
            let row = self.row(ids.value(i));
            self.deals += 1;
            for (field, chips, carried) in &fields {
                // A field the rules have is claimed or carried in every deal; the others are null.
                if carried.is_null(i) {
                    continue;
                }
                let order = *field as u32;
                let claimed = f64::from(u8::from(chips.is_valid(i)));
                self.add(key("claimed", order, field.name()), row, claimed, 1.0);
                let kept = f64::from(u8::from(carried.value(i)));
                self.add(key("carried", order, field.name()), row, kept, 1.0);
            }
            if pochen.is_null(i) {
                continue;
            }
            let outcome = pochen.value(i);
            for (order, name) in ["all_passed", "uncontested", "showdown"]
                .into_iter()
                .enumerate()
            {
                let y = f64::from(u8::from(outcome == name));
                self.add(
                    key("pochen", order as u32, name.replace('_', " ")),
                    row,
                    y,
                    1.0,
                );
            }
            if outcome == "all_passed" {
                continue;
            }
            let pot = pots.value(i);
            for (order, &(low, high)) in POT_BINS.iter().enumerate() {
                let label = bin_label(low, high, i64::MAX);
                let inside = f64::from(u8::from((low..=high).contains(&pot)));
                self.add(key("pot", order as u32, label), row, inside, 1.0);
            }
            self.add(key("pot-mean", 0, "pot"), row, pot as f64, 1.0);
            self.add(
                key("pot-mean", 1, "high stake"),
                row,
                stakes.value(i) as f64,
                1.0,
            );
        }
        Ok(())
    }

    /// Adds a batch of `seats.parquet`.
    ///
    /// # Errors
    ///
    /// A batch without the table's columns.
    pub fn add_seats(&mut self, b: &RecordBatch) -> Result<(), ReportError> {
        let ids = column(b, "match")?
            .as_primitive_opt::<UInt64Type>()
            .ok_or_else(|| bad("match"))?;
        let positions = column(b, "position")?
            .as_primitive_opt::<UInt8Type>()
            .ok_or_else(|| bad("position"))?;
        let dealer = column(b, "dealer")?
            .as_boolean_opt()
            .ok_or_else(|| bad("dealer"))?;
        let net = column(b, "net")?
            .as_primitive_opt::<Int64Type>()
            .ok_or_else(|| bad("net"))?;
        let status = column(b, "pochen_status")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("pochen_status"))?;
        let won = column(b, "pochen_winner")?
            .as_boolean_opt()
            .ok_or_else(|| bad("pochen_winner"))?;
        let group = column(b, "best_group")?
            .as_string_opt::<i32>()
            .ok_or_else(|| bad("best_group"))?;
        for i in 0..b.num_rows() {
            let row = self.row(ids.value(i));
            self.seat_rows += 1;
            let p = positions.value(i);
            let position = if dealer.value(i) {
                key("position", 99, "dealer")
            } else if p == 0 {
                key("position", 0, "forehand")
            } else {
                key("position", u32::from(p), format!("position {}", p + 1))
            };
            self.add(position, row, net.value(i) as f64, 1.0);
            if status.is_null(i) {
                continue;
            }
            let (order, name) = if group.is_null(i) {
                (0, "no pair")
            } else {
                match group.value(i) {
                    "pair" => (1, "pair"),
                    "three" => (2, "three"),
                    _ => (3, "four"),
                }
            };
            let y = f64::from(u8::from(won.value(i)));
            self.add(key("group", order, name), row, y, 1.0);
        }
        Ok(())
    }

    /// The run of the tables in `dir` (matches, deals and seats).
    ///
    /// # Errors
    ///
    /// A table missing or of other columns.
    pub fn from_tables(label: &str, dir: &Path) -> Result<Run, ReportError> {
        let mut run = Run::new(label, dir.display().to_string());
        let read = |name: &str| {
            let (_, schema) = tables::TABLES
                .iter()
                .find(|(n, _)| *n == name)
                .ok_or_else(|| ReportError(format!("no table {name}")))?;
            tables::read(&dir.join(format!("{name}.parquet")), &schema()).map_err(err)
        };
        for b in read("matches")? {
            run.add_matches(&b)?;
        }
        for b in read("deals")? {
            run.add_deals(&b)?;
        }
        for b in read("seats")? {
            run.add_seats(&b)?;
        }
        Ok(run)
    }

    /// The run of a file of match records, each replayed through the engine; a record that
    /// does not reproduce is left out, and its line and why are returned.
    ///
    /// # Errors
    ///
    /// A line that cannot be read.
    pub fn from_records(
        label: &str,
        source: &str,
        lines: impl BufRead,
    ) -> Result<(Run, Vec<String>), ReportError> {
        let mut run = Run::new(label, source);
        let mut rows = TableRows::default();
        let mut bad_lines = Vec::new();
        for (n, line) in lines.lines().enumerate() {
            let line = line.map_err(err)?;
            if line.trim().is_empty() {
                continue;
            }
            match MatchRecord::parse(&line).and_then(|r| MatchLog::from_record(n as u64, &r)) {
                Ok(log) => rows.add(&log),
                Err(why) => bad_lines.push(format!("line {}: {why}", n + 1)),
            }
            if rows.len() >= 65_536 {
                run.add_batches(&rows.take().map_err(err)?)?;
            }
        }
        if !rows.is_empty() {
            run.add_batches(&rows.take().map_err(err)?)?;
        }
        Ok((run, bad_lines))
    }

    /// The run of a simulation, played now (on the current rayon pool).
    ///
    /// # Errors
    ///
    /// The simulation's error.
    pub fn simulate(label: &str, simulation: &Simulation) -> Result<Run, ReportError> {
        let simulation = Simulation {
            records: true,
            ..simulation.clone()
        };
        let mut run = Run::new(label, "simulated");
        let mut rows = TableRows::default();
        let mut failed = None;
        simulate::run(
            &simulation,
            |_| {},
            |log| {
                rows.add(&log);
                if rows.len() >= 65_536 {
                    match rows.take().map_err(err).and_then(|b| run.add_batches(&b)) {
                        Ok(()) => {}
                        Err(e) => failed = Some(e),
                    }
                }
                Ok(())
            },
        )
        .map_err(err)?;
        if let Some(e) = failed {
            return Err(e);
        }
        if !rows.is_empty() {
            run.add_batches(&rows.take().map_err(err)?)?;
        }
        Ok(run)
    }

    /// The figure of `key` with its 95 % interval; `None` where the run has none (no deal,
    /// seat or match it counts).
    pub fn estimate(&self, key: &Key) -> Option<Estimate> {
        let sums = self.sums.get(key)?;
        ratio(sums, self.matches())
    }

    /// Every figure of the run with its estimate, chart by chart.
    pub fn figures(&self) -> Vec<(Key, Option<Estimate>)> {
        self.sums
            .keys()
            .map(|k| (k.clone(), self.estimate(k)))
            .collect()
    }

    /// The keys of a chart's figures.
    fn keys(&self, chart: &str) -> impl Iterator<Item = &Key> {
        self.sums.keys().filter(move |k| k.chart == chart)
    }

    /// Whether `other` plays the same matches: the same match ids with the same seeds.
    pub fn pairs_with(&self, other: &Run) -> bool {
        self.matches() > 1
            && self.rows.len() == other.rows.len()
            && self.rows.iter().all(|(id, &row)| {
                other.rows.get(id).is_some_and(|&o| {
                    self.seeds[row].is_some() && self.seeds[row] == other.seeds[o]
                })
            })
    }

    /// The difference `other − self` of the figure of `key`, with its 95 % interval: paired
    /// match by match when the runs play the same matches, else of independent runs.
    pub fn difference(&self, other: &Run, key: &Key) -> Option<Estimate> {
        let a = self.estimate(key)?;
        let b = other.estimate(key)?;
        let value = b.value - a.value;
        let half = if self.pairs_with(other) {
            let (sa, sb) = (self.sums.get(key)?, other.sums.get(key)?);
            let n = self.matches();
            let (xa, xb) = (mean_x(sa, n)?, mean_x(sb, n)?);
            let mut ss = 0.0;
            for (id, &ra) in &self.rows {
                let rb = other.rows[id];
                let za = (at(&sa.y, ra) - a.value * at(&sa.x, ra)) / xa;
                let zb = (at(&sb.y, rb) - b.value * at(&sb.x, rb)) / xb;
                ss += (zb - za).powi(2);
            }
            let n = n as f64;
            Some(Z95 * (ss / (n * (n - 1.0))).sqrt())
        } else {
            match (a.low, b.low) {
                (Some(la), Some(lb)) => {
                    let (ha, hb) = (a.value - la, b.value - lb);
                    Some((ha * ha + hb * hb).sqrt())
                }
                _ => None,
            }
        };
        Some(Estimate {
            value,
            low: half.map(|h| value - h),
            high: half.map(|h| value + h),
        })
    }
}

fn at(v: &[f64], i: usize) -> f64 {
    v.get(i).copied().unwrap_or(0.0)
}

fn mean_x(sums: &Sums, n: usize) -> Option<f64> {
    let x: f64 = sums.x.iter().sum();
    (x > 0.0 && n > 0).then(|| x / n as f64)
}

/// `Σy / Σx` over `n` matches (the sums of matches beyond `sums`' length are 0), with the
/// normal-approximation interval of a ratio estimator, matches as clusters.
fn ratio(sums: &Sums, n: usize) -> Option<Estimate> {
    let (y, x): (f64, f64) = (sums.y.iter().sum(), sums.x.iter().sum());
    if x <= 0.0 || n == 0 {
        return None;
    }
    let r = y / x;
    let half = (n >= 2).then(|| {
        let xbar = x / n as f64;
        let ss: f64 = (0..n)
            .map(|i| (at(&sums.y, i) - r * at(&sums.x, i)).powi(2))
            .sum();
        let n = n as f64;
        Z95 * (ss / (n * (n - 1.0) * xbar * xbar)).sqrt()
    });
    Some(Estimate {
        value: r,
        low: half.map(|h| r - h),
        high: half.map(|h| r + h),
    })
}

fn column<'a>(b: &'a RecordBatch, name: &str) -> Result<&'a arrow_array::ArrayRef, ReportError> {
    b.column_by_name(name)
        .ok_or_else(|| ReportError(format!("no column {name}: not a table of this poch")))
}

fn bad(name: &str) -> ReportError {
    ReportError(format!("column {name} is not of the tables' type"))
}

/// The categories of a chart over every run, in order.
pub fn categories(runs: &[Run], chart: &str) -> Vec<Key> {
    let set: BTreeSet<&Key> = runs.iter().flat_map(|r| r.keys(chart)).collect();
    set.into_iter().cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(y: &[f64], x: &[f64]) -> Sums {
        Sums {
            y: y.to_vec(),
            x: x.to_vec(),
        }
    }

    #[test]
    fn a_ratio_of_ones_is_a_mean_with_its_standard_error() {
        // x = 1 per match: the mean of y and ± 1.96 s / √n.
        let e = ratio(
            &sums(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], &[1.0; 8]),
            8,
        )
        .expect("an estimate");
        assert_eq!(e.value, 5.0);
        let half = Z95 * (32.0f64 / 7.0 / 8.0).sqrt();
        assert!((e.low.expect("low") - (5.0 - half)).abs() < 1e-12);
        // Matches beyond the sums count as zeros: 4 matches, one of them y = x = 0.
        let e = ratio(&sums(&[1.0, 3.0, 2.0], &[1.0, 1.0, 2.0]), 4).expect("an estimate");
        assert_eq!(e.value, 1.5);
        assert!(ratio(&sums(&[0.0], &[0.0]), 1).is_none());
        assert_eq!(ratio(&sums(&[3.0], &[2.0]), 1).map(|e| e.low), Some(None));
    }

    #[test]
    fn a_paired_difference_is_narrower_than_an_unpaired_one_when_matches_agree() {
        // Two runs of the same matches whose figures move together: the pairing removes the
        // matches' own spread.
        let mut a = Run::new("a", "test");
        let mut b = Run::new("b", "test");
        for i in 0..50u64 {
            for run in [&mut a, &mut b] {
                let row = run.row(i);
                run.seeds[row] = Some(format!("{i:064x}"));
            }
            let base = (i % 7) as f64 * 10.0;
            let k = key("length-mean", 0, "deals per match");
            a.add(k.clone(), i as usize, base, 1.0);
            b.add(k, i as usize, base + 1.0 + (i % 2) as f64, 1.0);
        }
        assert!(a.pairs_with(&b));
        let k = key("length-mean", 0, "deals per match");
        let paired = a.difference(&b, &k).expect("a difference");
        assert!((paired.value - 1.5).abs() < 1e-12);
        let half = paired.high.expect("high") - paired.value;
        assert!(half < 0.2, "{half}");
        b.seeds[0] = None;
        assert!(!a.pairs_with(&b));
        let unpaired = a.difference(&b, &k).expect("a difference");
        assert!(unpaired.high.expect("high") - unpaired.value > 5.0 * half);
    }
}

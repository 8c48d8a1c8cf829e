//! What a simulation came to, kept so that parts can be merged: counts, integer sums, sums of
//! squares and exact histograms, never means alone. The figures (rates, means, intervals,
//! quantiles) are derived from them at the end ([`Summary::figures`]), so a simulation split
//! into shards and merged gives the same figures, to the last digit, as one run.
//!
//! - **A win** is first place in the match's standings (RULES 10.3, ED-24). When k seats share
//!   first place, each gets 1/k of a win, so the wins of a match add up to 1. A win rate is the
//!   wins over the matches. The rule is the engine's ([`poch_engine::MatchEnd::winners`],
//!   [`poch_engine::MatchEnd::win_units`]), which the tables and `poch_engine.play_matches`
//!   read too.
//! - **Chips won** by a seat in a match are its final stack less its stack at the start. The
//!   seats' chips of a match add up to minus the chips left on the board at the end, which go
//!   to nobody (RULES 10.4).
//! - **95 % intervals.** A seat's win rate: the Wilson score interval over its matches (a
//!   shared first place is a fraction of a win; values in [0, 1] have a variance of at most
//!   p(1 − p), so the interval is then conservative). A seat's mean chips: the normal
//!   approximation over its matches (the mean ± 1.96 standard errors, from the sample
//!   variance). A bot kind: the normal approximation over matches of the kind's mean over its
//!   seats in each match, since the seats of one match are not independent (the wins of a
//!   match add up to 1).

use std::collections::BTreeMap;
use std::fmt;

use poch_engine::{Event, EventKind, Field, MatchEnd, MatchEndReason, PochenOutcome, Seat};
use serde::{Deserialize, Serialize};

/// A whole win in units: a shared first place among k seats is worth `WIN_UNIT / k` to each,
/// as the engine decides ([`poch_engine::MatchEnd::win_units`]), so that every share is a
/// whole number of units and sums of wins stay exact.
pub const WIN_UNIT: u64 = poch_engine::WIN_UNITS;

/// The z of a two-sided 95 % interval.
pub(crate) const Z95: f64 = 1.959_963_984_540_054;

/// Count, sum and sum of squares of whole numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moments {
    /// Values.
    pub count: u64,
    /// Their sum.
    pub sum: i64,
    /// The sum of their squares.
    pub sum_sq: u128,
}

impl Moments {
    /// Adds one value.
    pub fn push(&mut self, x: i64) {
        self.count += 1;
        self.sum += x;
        self.sum_sq += u128::from(x.unsigned_abs()).pow(2);
    }

    fn add(&mut self, other: &Moments) {
        self.count += other.count;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }

    /// The mean (0 for no value).
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.count.max(1) as f64
    }

    /// The sample variance, computed exactly in integers before the one division; `None`
    /// for fewer than two values.
    pub fn variance(&self) -> Option<f64> {
        if self.count < 2 {
            return None;
        }
        let n = u128::from(self.count);
        let square_of_sum = u128::from(self.sum.unsigned_abs()).pow(2);
        let numerator = (n * self.sum_sq).saturating_sub(square_of_sum);
        Some(numerator as f64 / (n * (n - 1)) as f64)
    }
}

/// Exact counts of whole-number values (JSON: an object from value to count).
pub type Histogram = BTreeMap<u32, u64>;

/// One seat's or one bot kind's results over matches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcomes {
    /// The seats it held (for a seat: its matches).
    pub seats: u64,
    /// Per match, its wins in units of 1/[`WIN_UNIT`] (a kind's: summed over its seats).
    pub wins: Moments,
    /// Per match, its chips won (a kind's: summed over its seats).
    pub chips: Moments,
    /// Seats alone in first place.
    pub outright_wins: u64,
    /// Seats in a shared first place.
    pub shared_wins: u64,
}

impl Outcomes {
    fn add(&mut self, other: &Outcomes) {
        self.seats += other.seats;
        self.wins.add(&other.wins);
        self.chips.add(&other.chips);
        self.outright_wins += other.outright_wins;
        self.shared_wins += other.shared_wins;
    }
}

/// One field's deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldTally {
    /// Deals in which it was claimed (awarded): in phase 1 for the honours, MAR and SEQ, by
    /// phase 2 for POCH (a split included), by the settlement for MID.
    pub claimed: u64,
    /// Deals after which it counted as carried (present and not claimed, ED-26).
    pub carried: u64,
    /// The chips its claims took.
    pub chips: u64,
}

/// How the Pochen (phase 2) ended, over the deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PochenCounts {
    /// Deals with a phase 2 (not under `pochen=off`).
    pub deals: u64,
    /// Of them, skipped: fewer than two seats had chips (ED-12); they count as all passed.
    pub skipped: u64,
    /// Nobody bet (skipped ones included): POCH carries (RULES 8.6).
    pub all_passed: u64,
    /// One seat was left (RULES 8.7).
    pub uncontested: u64,
    /// Showdowns (RULES 8.8).
    pub showdowns: u64,
    /// Showdowns whose first layer was shared (RULES 8.2).
    pub splits: u64,
}

/// The Pochen (phase 2) over the deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PochenTally {
    /// How it ended.
    pub counts: PochenCounts,
    /// The pots of the uncontested Pochen and showdowns: POCH and every contribution.
    pub pots: Histogram,
}

/// How matches ended (RULES 10.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ends {
    /// A player could not pay the next ante, the deal limit not reached.
    pub ante_shortfall: u64,
    /// The deal limit, every player able to pay.
    pub max_deals: u64,
    /// Both at once.
    pub both: u64,
}

/// What matches came to, in sums that merge.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// Matches played.
    pub matches: u64,
    /// Deals played.
    pub deals: u64,
    /// Actions applied.
    pub actions: u64,
    /// Cards played in phase 3 (leads and forced follows).
    pub cards_played: u64,
    /// Events caused.
    pub events: u64,
    /// By seat.
    pub seats: Vec<Outcomes>,
    /// By bot kind; `seats / matches` seats of a kind in every match.
    pub bots: BTreeMap<String, Outcomes>,
    /// By field (board order).
    pub fields: [FieldTally; 9],
    /// The chips left on the board at the end of each match, by field (board order).
    pub board_left: [u64; 9],
    /// The chips left on the board at the end, per match.
    pub board_left_total: Moments,
    /// Phase 2.
    pub pochen: PochenTally,
    /// Deals per match.
    pub lengths: Histogram,
    /// How the matches ended.
    pub ends: Ends,
}

/// Who played a match and with what stacks it started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating<'a> {
    /// The bot kind of each seat (empty when not known).
    pub bots: &'a [String],
    /// Each seat's stack at the start.
    pub starting_stacks: &'a [u32],
}

/// One match's events, counted as they come.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    summary: Summary,
    end: Option<MatchEnd>,
}

impl Tally {
    /// Counts one applied action.
    pub fn action(&mut self) {
        self.summary.actions += 1;
    }

    /// Counts events.
    pub fn events(&mut self, events: &[Event]) {
        let s = &mut self.summary;
        s.events += events.len() as u64;
        for event in events {
            match &event.kind {
                EventKind::DealStarted { .. } => s.deals += 1,
                EventKind::FieldClaimed { field, chips, .. } => {
                    s.fields[*field as usize].chips += u64::from(*chips);
                }
                EventKind::CardPlayed { .. } => s.cards_played += 1,
                EventKind::PochenSkipped { .. } => s.pochen.counts.skipped += 1,
                EventKind::PochenEnded {
                    outcome,
                    contributions,
                    layers,
                    poch_before,
                    poch_after,
                    ..
                } => {
                    let counts = &mut s.pochen.counts;
                    counts.deals += 1;
                    match outcome {
                        PochenOutcome::AllPassed => counts.all_passed += 1,
                        PochenOutcome::Uncontested => counts.uncontested += 1,
                        PochenOutcome::Showdown => {
                            counts.showdowns += 1;
                            if layers.first().is_some_and(|l| l.winners.len() > 1) {
                                counts.splits += 1;
                            }
                        }
                    }
                    if *outcome != PochenOutcome::AllPassed {
                        let pot = poch_before + contributions.iter().sum::<u32>();
                        *s.pochen.pots.entry(pot).or_default() += 1;
                        s.fields[Field::POCH as usize].chips +=
                            u64::from(poch_before.saturating_sub(*poch_after));
                    }
                }
                EventKind::DealSettled(settlement) => {
                    s.fields[Field::MID as usize].chips += u64::from(settlement.mid);
                }
                EventKind::DealEnded {
                    awarded,
                    carried_next,
                    ..
                } => {
                    for field in awarded.iter() {
                        s.fields[field as usize].claimed += 1;
                    }
                    for field in carried_next.iter() {
                        s.fields[field as usize].carried += 1;
                    }
                }
                EventKind::MatchEnded(end) => self.end = Some(end.clone()),
                EventKind::AntePaid { .. }
                | EventKind::HandDealt { .. }
                | EventKind::UpcardTurned { .. }
                | EventKind::PochenStarted { .. }
                | EventKind::Passed { .. }
                | EventKind::BetPlaced { .. }
                | EventKind::Called { .. }
                | EventKind::Raised { .. }
                | EventKind::Folded { .. }
                | EventKind::GroupShown { .. }
                | EventKind::DiscardStarted { .. }
                | EventKind::DirectionChosen { .. }
                | EventKind::ChainStopped { .. }
                | EventKind::TimedOut { .. } => {}
            }
        }
    }

    /// The match's summary, once its end has been counted; `None` before it.
    pub fn finish(self, seating: &Seating<'_>) -> Option<Summary> {
        let mut summary = Summary::default();
        self.finish_into(seating, &mut summary).ok()?;
        Some(summary)
    }

    /// Adds the match to `total`, as `total.add(&self.finish(seating)?)` does, without making
    /// the match's own summary (its maps and vectors) first; `total` is unchanged on an error.
    ///
    /// # Errors
    ///
    /// [`NotAdded::NoEnd`] before the match's end has been counted (or for standings of
    /// another table), [`NotAdded::Seats`] when `total` holds tables of another size.
    pub fn finish_into(self, seating: &Seating<'_>, total: &mut Summary) -> Result<(), NotAdded> {
        let Tally {
            summary: counted,
            end,
        } = self;
        let end = end.ok_or(NotAdded::NoEnd)?;
        let n = seating.starting_stacks.len();
        // The winners and their shares are the engine's (RULES 10.3).
        let first: Vec<Seat> = end.winners();
        let mut seats = vec![Outcomes::default(); n];
        for standing in &end.standings {
            let seat = seats
                .get_mut(standing.seat.index())
                .ok_or(NotAdded::NoEnd)?;
            let start = seating
                .starting_stacks
                .get(standing.seat.index())
                .ok_or(NotAdded::NoEnd)?;
            let won = first.contains(&standing.seat);
            seat.seats = 1;
            seat.wins
                .push(i64::try_from(end.win_units(standing.seat)).unwrap_or(i64::MAX));
            seat.chips
                .push(i64::from(standing.stack) - i64::from(*start));
            seat.outright_wins = u64::from(won && first.len() == 1);
            seat.shared_wins = u64::from(won && first.len() > 1);
        }
        if n > 0 && !total.seats.is_empty() && total.seats.len() != n {
            return Err(NotAdded::Seats(SeatsDiffer {
                left: total.seats.len(),
                right: n,
            }));
        }
        // The counts: no seat, bot kind or length of their own.
        total.add(&counted).map_err(NotAdded::Seats)?;
        total.matches += 1;
        if total.seats.is_empty() {
            total.seats = vec![Outcomes::default(); n];
        }
        for (mine, seat) in total.seats.iter_mut().zip(&seats) {
            mine.add(seat);
        }
        if seating.bots.len() == n {
            for (at, kind) in seating.bots.iter().enumerate() {
                // Each kind once, at its first seat; its seats' results summed over the match.
                if seating.bots[..at].contains(kind) {
                    continue;
                }
                let mut mine = Outcomes::default();
                let (mut wins, mut chips) = (0, 0);
                for (seat, _) in seats.iter().zip(seating.bots).filter(|(_, k)| *k == kind) {
                    mine.seats += 1;
                    mine.outright_wins += seat.outright_wins;
                    mine.shared_wins += seat.shared_wins;
                    wins += seat.wins.sum;
                    chips += seat.chips.sum;
                }
                mine.wins.push(wins);
                mine.chips.push(chips);
                // The kinds are the same from match to match: the name is copied once.
                match total.bots.get_mut(kind) {
                    Some(theirs) => theirs.add(&mine),
                    None => {
                        total.bots.insert(kind.clone(), mine);
                    }
                }
            }
        }
        // What stays on the board for nobody: after the share under `board_at_end=shared`.
        let board_left = end.board_after();
        for field in Field::ALL {
            total.board_left[field as usize] += u64::from(board_left[field]);
        }
        total
            .board_left_total
            .push(Field::ALL.iter().map(|&f| i64::from(board_left[f])).sum());
        *total.lengths.entry(end.deals_played).or_default() += 1;
        let limit = end.reasons.contains(&MatchEndReason::MaxDeals);
        let shortfall = end.reasons.contains(&MatchEndReason::AnteShortfall);
        match (shortfall, limit) {
            (true, true) => total.ends.both += 1,
            (true, false) => total.ends.ante_shortfall += 1,
            (false, true) => total.ends.max_deals += 1,
            (false, false) => {}
        }
        Ok(())
    }
}

/// Why a match's tally was not added to a summary ([`Tally::finish_into`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAdded {
    /// The match's end was not counted, or its standings are not of the seating's table.
    NoEnd,
    /// The summary holds tables of another number of seats.
    Seats(SeatsDiffer),
}

impl fmt::Display for NotAdded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotAdded::NoEnd => f.write_str("a match over without its end"),
            NotAdded::Seats(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotAdded {}

/// Two summaries that cannot be added: their tables have different numbers of seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatsDiffer {
    /// The seats of the one.
    pub left: usize,
    /// The seats of the other.
    pub right: usize,
}

impl fmt::Display for SeatsDiffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "summaries of {} and of {} seats cannot be added",
            self.left, self.right
        )
    }
}

impl std::error::Error for SeatsDiffer {}

impl Summary {
    /// Adds `other`'s matches to these.
    ///
    /// # Errors
    ///
    /// When both have matches and their tables have different numbers of seats.
    pub fn add(&mut self, other: &Summary) -> Result<(), SeatsDiffer> {
        if self.seats.is_empty() {
            self.seats = vec![Outcomes::default(); other.seats.len()];
        }
        if !other.seats.is_empty() && other.seats.len() != self.seats.len() {
            return Err(SeatsDiffer {
                left: self.seats.len(),
                right: other.seats.len(),
            });
        }
        self.matches += other.matches;
        self.deals += other.deals;
        self.actions += other.actions;
        self.cards_played += other.cards_played;
        self.events += other.events;
        for (mine, theirs) in self.seats.iter_mut().zip(&other.seats) {
            mine.add(theirs);
        }
        for (kind, theirs) in &other.bots {
            // The kinds are the same from match to match: the name is copied once.
            match self.bots.get_mut(kind) {
                Some(mine) => mine.add(theirs),
                None => {
                    self.bots.insert(kind.clone(), theirs.clone());
                }
            }
        }
        for (mine, theirs) in self.fields.iter_mut().zip(&other.fields) {
            mine.claimed += theirs.claimed;
            mine.carried += theirs.carried;
            mine.chips += theirs.chips;
        }
        for (mine, theirs) in self.board_left.iter_mut().zip(&other.board_left) {
            *mine += theirs;
        }
        self.board_left_total.add(&other.board_left_total);
        let (p, q) = (&mut self.pochen.counts, &other.pochen.counts);
        p.deals += q.deals;
        p.skipped += q.skipped;
        p.all_passed += q.all_passed;
        p.uncontested += q.uncontested;
        p.showdowns += q.showdowns;
        p.splits += q.splits;
        merge_histogram(&mut self.pochen.pots, &other.pochen.pots);
        merge_histogram(&mut self.lengths, &other.lengths);
        self.ends.ante_shortfall += other.ends.ante_shortfall;
        self.ends.max_deals += other.ends.max_deals;
        self.ends.both += other.ends.both;
        Ok(())
    }

    /// Actions a deal, on average.
    pub fn actions_per_deal(&self) -> f64 {
        self.actions as f64 / self.deals.max(1) as f64
    }

    /// The figures these sums give.
    pub fn figures(&self) -> Figures {
        let matches = self.matches;
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, o)| SeatFigures {
                seat,
                matches: o.seats,
                wins: o.wins.sum as f64 / WIN_UNIT as f64,
                outright_wins: o.outright_wins,
                shared_wins: o.shared_wins,
                win_rate: wilson(o.wins.sum as f64 / WIN_UNIT as f64, o.seats),
                chips_per_match: normal(&o.chips, 1.0),
            })
            .collect();
        let bots = self
            .bots
            .iter()
            .map(|(kind, o)| {
                let per_match = o.seats / o.wins.count.max(1);
                let scale = (per_match.max(1) * WIN_UNIT) as f64;
                BotFigures {
                    bot: kind.clone(),
                    seats: o.seats,
                    seats_per_match: per_match,
                    wins: o.wins.sum as f64 / WIN_UNIT as f64,
                    outright_wins: o.outright_wins,
                    shared_wins: o.shared_wins,
                    win_rate: normal(&o.wins, scale),
                    chips_per_match: normal(&o.chips, per_match.max(1) as f64),
                }
            })
            .collect();
        let deals = self.deals.max(1) as f64;
        let fields = Field::ALL
            .iter()
            .map(|&field| {
                let t = &self.fields[field as usize];
                FieldFigures {
                    field: field.name(),
                    claimed: t.claimed,
                    carried: t.carried,
                    claimed_per_deal: t.claimed as f64 / deals,
                    carried_per_deal: t.carried as f64 / deals,
                    chips_per_claim: (t.claimed > 0).then(|| t.chips as f64 / t.claimed as f64),
                    board_left_per_match: self.board_left[field as usize] as f64
                        / matches.max(1) as f64,
                }
            })
            .collect();
        let seat_chips: i64 = self.seats.iter().map(|o| o.chips.sum).sum();
        let p = &self.pochen;
        Figures {
            matches,
            deals: self.deals,
            actions: self.actions,
            actions_per_deal: self.actions_per_deal(),
            cards_played: self.cards_played,
            events: self.events,
            seats,
            bots,
            chips: ChipFigures {
                seats_per_match: seat_chips as f64 / matches.max(1) as f64,
                board_left_per_match: self.board_left_total.mean(),
            },
            fields,
            pochen: PochenFigures {
                counts: p.counts.clone(),
                pot: Distribution::of(&p.pots),
            },
            lengths: Distribution::of(&self.lengths),
            ends: self.ends.clone(),
        }
    }
}

fn merge_histogram(into: &mut Histogram, from: &Histogram) {
    for (value, count) in from {
        *into.entry(*value).or_default() += count;
    }
}

/// An estimate with its 95 % interval (`None` bounds where there are too few values).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The estimate.
    pub value: f64,
    /// The interval's lower bound.
    pub low: Option<f64>,
    /// The interval's upper bound.
    pub high: Option<f64>,
}

/// The Wilson score interval of `successes` out of `n`.
fn wilson(successes: f64, n: u64) -> Estimate {
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: None,
            high: None,
        };
    }
    let n = n as f64;
    let p = successes / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Estimate {
        value: p,
        low: Some((centre - half).max(0.0)),
        high: Some((centre + half).min(1.0)),
    }
}

/// The mean of `m`'s values divided by `scale`, with the normal-approximation interval.
fn normal(m: &Moments, scale: f64) -> Estimate {
    let value = m.mean() / scale;
    let half = m
        .variance()
        .map(|v| Z95 * (v / m.count as f64).sqrt() / scale);
    Estimate {
        value,
        low: half.map(|h| value - h),
        high: half.map(|h| value + h),
    }
}

/// A distribution of whole numbers: its count, mean and nearest-rank quantiles (the smallest
/// value with at least the given share of the values at or below it).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Distribution {
    /// Values.
    pub count: u64,
    /// Their mean.
    pub mean: f64,
    /// The least.
    pub min: u32,
    /// The lower quartile.
    pub p25: u32,
    /// The median.
    pub median: u32,
    /// The upper quartile.
    pub p75: u32,
    /// The 90th percentile.
    pub p90: u32,
    /// The greatest.
    pub max: u32,
}

impl Distribution {
    fn of(h: &Histogram) -> Distribution {
        let count: u64 = h.values().sum();
        let sum: u128 = h.iter().map(|(&v, &c)| u128::from(v) * u128::from(c)).sum();
        let quantile = |q_num: u64, q_den: u64| {
            // The smallest v with count(values ≤ v) * q_den ≥ q_num * count.
            let mut seen = 0u64;
            for (&v, &c) in h {
                seen += c;
                if u128::from(seen) * u128::from(q_den) >= u128::from(q_num) * u128::from(count) {
                    return v;
                }
            }
            0
        };
        Distribution {
            count,
            mean: sum as f64 / count.max(1) as f64,
            min: h.keys().next().copied().unwrap_or(0),
            p25: quantile(1, 4),
            median: quantile(1, 2),
            p75: quantile(3, 4),
            p90: quantile(9, 10),
            max: h.keys().next_back().copied().unwrap_or(0),
        }
    }
}

/// One seat's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatFigures {
    /// The seat.
    pub seat: usize,
    /// Its matches.
    pub matches: u64,
    /// Its wins, a shared first place among k counting 1/k.
    pub wins: f64,
    /// Matches it was alone in first place.
    pub outright_wins: u64,
    /// Matches it shared first place.
    pub shared_wins: u64,
    /// Wins per match, with the Wilson interval.
    pub win_rate: Estimate,
    /// Mean chips won per match, with the normal-approximation interval.
    pub chips_per_match: Estimate,
}

/// One bot kind's figures, averaged over the seats it held.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotFigures {
    /// The kind.
    pub bot: String,
    /// The seats it held in all.
    pub seats: u64,
    /// The seats it held in each match.
    pub seats_per_match: u64,
    /// Its wins, a shared first place among k counting 1/k.
    pub wins: f64,
    /// Seats alone in first place.
    pub outright_wins: u64,
    /// Seats in a shared first place.
    pub shared_wins: u64,
    /// Wins per seat held, with the normal-approximation interval over matches.
    pub win_rate: Estimate,
    /// Mean chips won per seat and match, with the normal-approximation interval over matches.
    pub chips_per_match: Estimate,
}

/// Where the chips went, per match.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChipFigures {
    /// The seats' chips won, added up: minus the board left.
    pub seats_per_match: f64,
    /// The chips left on the board at the end, to nobody (RULES 10.4).
    pub board_left_per_match: f64,
}

/// One field's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FieldFigures {
    /// The field.
    pub field: &'static str,
    /// Deals it was claimed in.
    pub claimed: u64,
    /// Deals after which it was carried.
    pub carried: u64,
    /// Claimed per deal.
    pub claimed_per_deal: f64,
    /// Carried per deal.
    pub carried_per_deal: f64,
    /// The mean chips of a claim (`None` if never claimed).
    pub chips_per_claim: Option<f64>,
    /// Its chips left at the end, per match.
    pub board_left_per_match: f64,
}

/// Phase 2's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PochenFigures {
    /// How it ended.
    #[serde(flatten)]
    pub counts: PochenCounts,
    /// The pots of the uncontested Pochen and showdowns.
    pub pot: Distribution,
}

/// Everything a summary shows, derived from its sums.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    /// Matches.
    pub matches: u64,
    /// Deals.
    pub deals: u64,
    /// Actions.
    pub actions: u64,
    /// Actions per deal.
    pub actions_per_deal: f64,
    /// Cards played.
    pub cards_played: u64,
    /// Events.
    pub events: u64,
    /// By seat.
    pub seats: Vec<SeatFigures>,
    /// By bot kind.
    pub bots: Vec<BotFigures>,
    /// Where the chips went.
    pub chips: ChipFigures,
    /// By field, in board order.
    pub fields: Vec<FieldFigures>,
    /// Phase 2.
    pub pochen: PochenFigures,
    /// Deals per match.
    pub lengths: Distribution,
    /// How matches ended.
    pub ends: Ends,
}

fn percent(e: &Estimate) -> String {
    match (e.low, e.high) {
        (Some(lo), Some(hi)) => format!(
            "{:5.1}% [{:5.1}, {:5.1}]",
            100.0 * e.value,
            100.0 * lo,
            100.0 * hi
        ),
        _ => format!("{:5.1}% [    —,     —]", 100.0 * e.value),
    }
}

fn chips(e: &Estimate) -> String {
    match (e.low, e.high) {
        (Some(lo), Some(hi)) => format!("{:+8.2} [{:+8.2}, {:+8.2}]", e.value, lo, hi),
        _ => format!("{:+8.2} [       —,        —]", e.value),
    }
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} matches, {} deals, {} actions ({:.1} a deal), {} cards played, {} events",
            self.matches,
            self.deals,
            self.actions,
            self.actions_per_deal,
            self.cards_played,
            self.events
        )?;
        writeln!(
            f,
            "A win is first place in the standings; k seats sharing it get 1/k each. 95% intervals: \
             Wilson for a seat's win rate, the normal approximation over matches otherwise."
        )?;
        writeln!(
            f,
            "seat  matches       wins  win rate [95% CI]      chips/match [95% CI]"
        )?;
        for s in &self.seats {
            writeln!(
                f,
                "{:<4} {:>8} {:>10.2}  {}  {}",
                s.seat,
                s.matches,
                s.wins,
                percent(&s.win_rate),
                chips(&s.chips_per_match)
            )?;
        }
        if !self.bots.is_empty() {
            writeln!(
                f,
                "bot          seats       wins  win rate [95% CI]      chips/match [95% CI]   (per seat held)"
            )?;
            for b in &self.bots {
                writeln!(
                    f,
                    "{:<10} {:>7} {:>10.2}  {}  {}",
                    b.bot,
                    b.seats,
                    b.wins,
                    percent(&b.win_rate),
                    chips(&b.chips_per_match)
                )?;
            }
        }
        writeln!(
            f,
            "chips: the seats won {:+.2} a match in all; the board kept {:.2} a match at the end, \
             which goes to nobody (RULES 10.4)",
            self.chips.seats_per_match, self.chips.board_left_per_match
        )?;
        writeln!(
            f,
            "field  claimed/deal  carried/deal  chips/claim  left at end/match"
        )?;
        for field in &self.fields {
            let per_claim = field
                .chips_per_claim
                .map_or_else(|| "—".to_owned(), |c| format!("{c:.2}"));
            writeln!(
                f,
                "{:<6} {:>12.3} {:>13.3} {:>12} {:>18.2}",
                field.field,
                field.claimed_per_deal,
                field.carried_per_deal,
                per_claim,
                field.board_left_per_match
            )?;
        }
        let p = &self.pochen.counts;
        writeln!(
            f,
            "Pochen in {} deals ({} skipped, ED-12): all passed {}, uncontested {}, showdowns {} ({} split)",
            p.deals, p.skipped, p.all_passed, p.uncontested, p.showdowns, p.splits
        )?;
        let d = &self.pochen.pot;
        writeln!(
            f,
            "pot when contested: mean {:.2}; min {}, quartiles {} / {} / {}, 90% {}, max {}",
            d.mean, d.min, d.p25, d.median, d.p75, d.p90, d.max
        )?;
        let l = &self.lengths;
        write!(
            f,
            "match length: mean {:.2} deals; min {}, median {}, max {}; ended by ante shortfall {}, \
             deal limit {}, both {}",
            l.mean,
            l.min,
            l.median,
            l.max,
            self.ends.ante_shortfall,
            self.ends.max_deals,
            self.ends.both
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook_value() {
        // 5 of 10: [0.2366, 0.7634] (Wilson 1927; e.g. Newcombe 1998, table I).
        let e = wilson(5.0, 10);
        assert_eq!(e.value, 0.5);
        assert!((e.low.expect("bounds") - 0.2366).abs() < 1e-4, "{e:?}");
        assert!((e.high.expect("bounds") - 0.7634).abs() < 1e-4, "{e:?}");
        // 0 of 10: [0, 0.2775].
        let e = wilson(0.0, 10);
        assert_eq!(e.low, Some(0.0));
        assert!((e.high.expect("bounds") - 0.2775).abs() < 1e-4, "{e:?}");
    }

    #[test]
    fn moments_give_the_sample_variance_exactly() {
        let mut m = Moments::default();
        for x in [2, 4, 4, 4, 5, 5, 7, 9] {
            m.push(x);
        }
        assert_eq!(m.mean(), 5.0);
        // Σ(x − 5)² = 32, over n − 1 = 7.
        assert_eq!(m.variance(), Some(32.0 / 7.0));
        let e = normal(&m, 1.0);
        let half = Z95 * (32.0f64 / 7.0 / 8.0).sqrt();
        assert_eq!(e.low, Some(5.0 - half));
        let mut one = Moments::default();
        one.push(-3);
        assert_eq!(one.variance(), None);
        assert_eq!(normal(&one, 1.0).low, None);
    }

    #[test]
    fn quantiles_are_nearest_rank() {
        let h: Histogram = [(1, 1), (2, 1), (3, 1), (4, 1), (10, 6)].into();
        let d = Distribution::of(&h);
        assert_eq!((d.count, d.min, d.max), (10, 1, 10));
        assert_eq!(d.mean, 7.0);
        // 25 % of 10 is 2.5: the third value; the median the fifth; the 90th the ninth.
        assert_eq!((d.p25, d.median, d.p75, d.p90), (3, 10, 10, 10));
        let empty = Distribution::of(&Histogram::new());
        assert_eq!((empty.count, empty.mean, empty.max), (0, 0.0, 0));
    }

    /// Four seats: 0 and 2 share first place with 60 chips each, 1 has 38, 3 has none; the
    /// board keeps 2 chips of SEQ.
    fn shared_first_place() -> MatchEnd {
        use poch_engine::{ByField, Standing};
        let standing = |seat, stack, place| Standing {
            seat,
            stack,
            place,
            could_pay: stack >= 9,
        };
        let mut board_left = ByField::default();
        board_left[Field::SEQ] = 2;
        MatchEnd {
            reasons: vec![MatchEndReason::AnteShortfall, MatchEndReason::MaxDeals],
            deals_played: 3,
            next_ante: 9,
            standings: vec![
                standing(Seat(0), 60, 1),
                standing(Seat(2), 60, 1),
                standing(Seat(1), 38, 3),
                standing(Seat(3), 0, 4),
            ],
            board_left,
            server_seed: None,
            board_share: None,
        }
    }

    #[test]
    fn a_shared_first_place_counts_one_win_in_all() {
        // Bots a, b, a, b.
        let mut tally = Tally::default();
        tally.events(&[Event::public(EventKind::MatchEnded(shared_first_place()))]);
        let bots: Vec<String> = ["a", "b", "a", "b"].map(String::from).to_vec();
        let s = tally
            .finish(&Seating {
                bots: &bots,
                starting_stacks: &[40, 40, 40, 40],
            })
            .expect("ended");
        let wins: Vec<i64> = s.seats.iter().map(|o| o.wins.sum).collect();
        assert_eq!(wins, [WIN_UNIT as i64 / 2, 0, WIN_UNIT as i64 / 2, 0]);
        let chips: Vec<i64> = s.seats.iter().map(|o| o.chips.sum).collect();
        assert_eq!(chips, [20, -2, 20, -40]);
        assert_eq!(chips.iter().sum::<i64>(), -2, "minus the board left");
        assert_eq!(s.board_left_total.sum, 2);
        assert_eq!((s.seats[0].shared_wins, s.seats[0].outright_wins), (1, 0));
        let f = s.figures();
        assert_eq!(f.seats[0].win_rate.value, 0.5);
        // Bot a held seats 0 and 2: one whole win over two seats; b none.
        let [a, b] = [&f.bots[0], &f.bots[1]];
        assert_eq!(
            (a.bot.as_str(), a.seats, a.seats_per_match, a.wins),
            ("a", 2, 2, 1.0)
        );
        assert_eq!((a.win_rate.value, a.chips_per_match.value), (0.5, 20.0));
        assert_eq!((b.win_rate.value, b.chips_per_match.value), (0.0, -21.0));
        assert_eq!((a.shared_wins, b.shared_wins), (2, 0));
        assert_eq!(s.ends.both, 1);
        assert_eq!(s.lengths.get(&3), Some(&1));
        assert_eq!(f.chips.board_left_per_match, 2.0);
        assert_eq!(f.chips.seats_per_match, -2.0);
    }

    #[test]
    fn a_match_added_in_place_adds_what_its_summary_adds() {
        let mut tally = Tally::default();
        tally.events(&[Event::public(EventKind::MatchEnded(shared_first_place()))]);
        tally.action();
        let bots: Vec<String> = ["a", "b", "a", "c"].map(String::from).to_vec();
        let seating = Seating {
            bots: &bots,
            starting_stacks: &[40, 40, 40, 40],
        };
        let one = tally.clone().finish(&seating).expect("ended");
        let mut expected = one.clone();
        expected.add(&one).expect("four seats each");
        let mut total = one.clone();
        tally
            .clone()
            .finish_into(&seating, &mut total)
            .expect("added");
        assert_eq!(total, expected);
        // Another table size, or no end: an error, and the summary unchanged.
        let three = Seating {
            bots: &bots[..3],
            starting_stacks: &[40, 40, 40],
        };
        let mut other = Tally::default();
        other.events(&[Event::public(EventKind::MatchEnded(MatchEnd {
            standings: poch_engine::standings(&[50, 20, 40], 9),
            ..shared_first_place()
        }))]);
        assert_eq!(
            other.finish_into(&three, &mut total),
            Err(NotAdded::Seats(SeatsDiffer { left: 4, right: 3 }))
        );
        assert_eq!(
            Tally::default().finish_into(&seating, &mut total),
            Err(NotAdded::NoEnd)
        );
        assert_eq!(total, expected);
    }

    #[test]
    fn win_unit_divides_by_every_table_size() {
        assert!((1..=16).all(|k| WIN_UNIT.is_multiple_of(k)));
    }
}

//! Where a bot's chips come from: a simulation's chips split by the parts of a deal (the ante,
//! the claims of phase 1, the Pochen of phase 2, the discard of phase 3), by bot kind.
//!
//! ```sh
//! cargo run --release -p poch-cli --example split -- infoset,search,search,search 4000 1 [per-match.txt]
//! ```
//!
//! Arguments: the bots (as `poch simulate --bots`), the matches, the seed, and optionally a
//! file to write the first bot's chips of each match to, one a line (for paired comparisons of
//! two variants over the same seeds). Matches run on rayon's pool (`RAYON_NUM_THREADS`).

use std::collections::BTreeMap;
use std::io::Write as _;

use poch_cli::simulate::{Simulation, play_match};
use poch_engine::{BotKind, EventKind, PochenOutcome, Rules, Status};
use rayon::prelude::*;

/// The parts of a deal a seat's chips move in.
const PARTS: [&str; 8] = [
    "ante",
    "phase 1 claims",
    "phase 2 net",
    "  uncontested won",
    "  uncontested lost",
    "  showdown",
    "phase 3 discard",
    "board at the end",
];

/// Sums by bot kind: chips by part, and counts of phase-2 acts.
#[derive(Default, Clone)]
struct Split {
    chips: BTreeMap<String, [f64; PARTS.len()]>,
    squares: BTreeMap<String, [f64; PARTS.len()]>,
    seats: BTreeMap<String, u64>,
    acts: BTreeMap<String, BTreeMap<String, u64>>,
}

impl Split {
    fn add(&mut self, other: Split) {
        for (k, v) in other.chips {
            let e = self.chips.entry(k).or_default();
            e.iter_mut().zip(v).for_each(|(a, b)| *a += b);
        }
        for (k, v) in other.squares {
            let e = self.squares.entry(k).or_default();
            e.iter_mut().zip(v).for_each(|(a, b)| *a += b);
        }
        for (k, v) in other.seats {
            *self.seats.entry(k).or_default() += v;
        }
        for (k, v) in other.acts {
            let e = self.acts.entry(k).or_default();
            for (a, n) in v {
                *e.entry(a).or_default() += n;
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bots: Vec<BotKind> = args
        .get(1)
        .map_or("infoset,search,search,search", String::as_str)
        .split(',')
        .map(|b| b.parse().expect("a bot kind"))
        .collect();
    let matches: u64 = args.get(2).map_or(1000, |m| m.parse().expect("matches"));
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().expect("seed"));
    let simulation = Simulation {
        rules: Rules::CLASSIC,
        bots: bots.clone(),
        matches,
        seed,
        records: true,
        shard: None,
    };
    let first = bots[0].name().to_owned();
    let per_match: Vec<(Split, f64)> = (0..matches)
        .into_par_iter()
        .map(|i| one(&simulation, i, &first))
        .collect();
    let mut split = Split::default();
    let mut firsts = Vec::with_capacity(per_match.len());
    for (s, f) in per_match {
        split.add(s);
        firsts.push(f);
    }
    if let Some(path) = args.get(4) {
        let mut out = std::fs::File::create(path).expect("the per-match file");
        for f in &firsts {
            writeln!(out, "{f}").expect("written");
        }
    }
    for (bot, sums) in &split.chips {
        let n = split.seats[bot] as f64;
        println!("{bot} ({n} seats): chips a match by part, mean [95 % CI]");
        let mut total = 0.0;
        for (i, part) in PARTS.iter().enumerate() {
            let mean = sums[i] / n;
            let var = split.squares[bot][i] / n - mean * mean;
            let half = 1.96 * (var / n).sqrt();
            if !part.starts_with(' ') {
                total += mean;
            }
            println!(
                "  {part:<20} {mean:>+8.2} [{:+.2}, {:+.2}]",
                mean - half,
                mean + half
            );
        }
        println!("  {:<20} {total:>+8.2}", "total");
        let acts = &split.acts[bot];
        let line: Vec<String> = acts
            .iter()
            .map(|(a, c)| format!("{a} {:.3}", *c as f64 / n))
            .collect();
        println!("  a match: {}", line.join(", "));
    }
}

/// Match `i`: its split, and the first bot's chips (final stack − starting).
fn one(simulation: &Simulation, i: u64, first: &str) -> (Split, f64) {
    let (_, log) = play_match(simulation, i).expect("the match plays");
    let log = log.expect("a log");
    let n = log.bots.len();
    let mut parts = vec![[0.0f64; PARTS.len()]; n];
    let mut acts: Vec<BTreeMap<String, u64>> = vec![BTreeMap::new(); n];
    let mut act = |s: usize, a: &str| *acts[s].entry(a.to_owned()).or_default() += 1;
    let mut last_stacks = vec![f64::from(simulation.rules.starting_chips); n];
    for event in &log.events {
        match &event.kind {
            EventKind::AntePaid { per_player, .. } => {
                parts
                    .iter_mut()
                    .for_each(|p| p[0] -= f64::from(*per_player));
            }
            EventKind::FieldClaimed { seat, chips, .. } => {
                parts[seat.index()][1] += f64::from(*chips)
            }
            EventKind::BetPlaced { seat, .. } => act(seat.index(), "bet"),
            EventKind::Called { seat, .. } => act(seat.index(), "call"),
            EventKind::Raised { seat, .. } => act(seat.index(), "raise"),
            EventKind::Folded { seat } => act(seat.index(), "fold"),
            EventKind::PochenEnded {
                outcome,
                contributions,
                payouts,
                statuses,
                ..
            } => {
                for s in 0..n {
                    let net = f64::from(payouts[s]) - f64::from(contributions[s]);
                    parts[s][2] += net;
                    match outcome {
                        PochenOutcome::Showdown => {
                            parts[s][5] += net;
                            if statuses[s] != Status::Folded && contributions[s] > 0 {
                                act(
                                    s,
                                    if payouts[s] > 0 {
                                        "showdown won"
                                    } else {
                                        "showdown lost"
                                    },
                                );
                            }
                        }
                        PochenOutcome::Uncontested | PochenOutcome::AllPassed => {
                            if net > 0.0 {
                                parts[s][3] += net;
                            } else {
                                parts[s][4] += net;
                            }
                        }
                    }
                }
            }
            EventKind::DealSettled(settlement) => {
                for (s, (part, &paid)) in parts.iter_mut().zip(&settlement.payments).enumerate() {
                    if s == settlement.winner.index() {
                        part[6] += f64::from(settlement.winner_receives);
                        act(s, "went out");
                    } else {
                        part[6] -= f64::from(paid);
                    }
                }
            }
            EventKind::DealEnded { stacks, .. } => {
                last_stacks = stacks.iter().map(|&c| f64::from(c)).collect();
            }
            EventKind::MatchEnded(end) => {
                for st in &end.standings {
                    let s = st.seat.index();
                    parts[s][7] += f64::from(st.stack) - last_stacks[s];
                }
            }
            EventKind::DealStarted { .. }
            | EventKind::HandDealt { .. }
            | EventKind::UpcardTurned { .. }
            | EventKind::PochenStarted { .. }
            | EventKind::PochenSkipped { .. }
            | EventKind::Passed { .. }
            | EventKind::GroupShown { .. }
            | EventKind::DiscardStarted { .. }
            | EventKind::DirectionChosen { .. }
            | EventKind::CardPlayed { .. }
            | EventKind::ChainStopped { .. }
            | EventKind::TimedOut { .. } => {}
        }
    }
    let mut split = Split::default();
    let mut first_chips = 0.0;
    for s in 0..n {
        let bot = log.bots[s].clone();
        let total: f64 = [0, 1, 2, 6, 7].iter().map(|&i| parts[s][i]).sum();
        if bot == first {
            first_chips = total;
        }
        let e = split.chips.entry(bot.clone()).or_default();
        e.iter_mut().zip(parts[s]).for_each(|(a, b)| *a += b);
        let q = split.squares.entry(bot.clone()).or_default();
        q.iter_mut().zip(parts[s]).for_each(|(a, b)| *a += b * b);
        *split.seats.entry(bot.clone()).or_default() += 1;
        let a = split.acts.entry(bot).or_default();
        for (k, v) in &acts[s] {
            *a.entry(k.clone()).or_default() += v;
        }
    }
    (split, first_chips)
}

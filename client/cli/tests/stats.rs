//! The summary's arithmetic, checked on matches whose every figure the golden data states: the
//! worked deals of the rules (`tests/data/worked-deals.json`), each played as a match of its
//! deals, and counted again here straight from the data.

use std::collections::BTreeMap;

mod common;

use common::{Example, bot, examples, record};
use poch_cli::record::MatchLog;
use poch_cli::simulate::{self, Shard, Simulation};
use poch_cli::stats::{Summary, WIN_UNIT};
use poch_engine::{BotKind, Field, MaxDeals, Rules};
use serde_json::Value;

fn u(v: &Value) -> u64 {
    v.as_u64().expect("a whole number")
}

/// What the data says of one example, counted by hand.
#[derive(Default)]
struct Expected {
    deals: u64,
    chips: Vec<i64>,
    /// The seats in first place: by the data's standings where it ends the match, else the
    /// highest final stacks (every seat can pay the next ante).
    first: Vec<usize>,
    claimed: BTreeMap<String, u64>,
    carried: BTreeMap<String, u64>,
    claim_chips: BTreeMap<String, u64>,
    outcomes: BTreeMap<String, u64>,
    pots: Vec<u64>,
    board_left: u64,
}

fn expected(ex: &Example) -> Expected {
    let mut e = Expected {
        deals: ex.deals.len() as u64,
        ..Expected::default()
    };
    for deal in &ex.deals {
        for f in deal["awarded"].as_array().expect("awarded") {
            *e.claimed
                .entry(f.as_str().expect("field").to_owned())
                .or_default() += 1;
        }
        for (f, carried) in deal["carried_next"].as_object().expect("carried_next") {
            if carried.as_bool() == Some(true) {
                *e.carried.entry(f.clone()).or_default() += 1;
            }
        }
        for claim in deal["claims"].as_array().expect("claims") {
            let f = claim["field"].as_str().expect("field").to_owned();
            *e.claim_chips.entry(f).or_default() += u(&claim["chips"]);
        }
        let p = &deal["pochen"];
        let outcome = p["outcome"].as_str().expect("outcome").to_owned();
        if outcome == "uncontested" || outcome == "showdown" {
            let contributed: u64 = p["contributions"]
                .as_array()
                .expect("list")
                .iter()
                .map(u)
                .sum();
            e.pots.push(u(&p["poch_before"]) + contributed);
            *e.claim_chips.entry("POCH".into()).or_default() +=
                u(&p["poch_before"]) - u(&p["poch_after"]);
        }
        *e.outcomes.entry(outcome).or_default() += 1;
        *e.claim_chips.entry("MID".into()).or_default() += u(&deal["settlement"]["mid"]);
    }
    let last = ex.deals.last().expect("a deal");
    let start: Vec<i64> = match &ex.start {
        Some(s) => s.stacks.iter().map(|&c| i64::from(c)).collect(),
        None => vec![i64::from(ex.config.starting_chips); ex.players],
    };
    // RULES 11.7.3: a deal's stacks are before the match end's share of the board.
    let share = &last["match_end"]["board_share"];
    let per_player = share["per_player"].as_i64().unwrap_or(0);
    let end: Vec<i64> = last["stacks"]
        .as_array()
        .expect("stacks")
        .iter()
        .map(|v| v.as_i64().expect("a stack") + per_player)
        .collect();
    e.chips = end.iter().zip(&start).map(|(a, b)| a - b).collect();
    e.first = match last["match_end"]["standings"].as_array() {
        Some(standings) => standings
            .iter()
            .filter(|s| u(&s["place"]) == 1)
            .map(|s| u(&s["seat"]) as usize)
            .collect(),
        None => {
            let best = *end.iter().max().expect("seats");
            (0..end.len()).filter(|&s| end[s] == best).collect()
        }
    };
    let board = if share.is_null() {
        &last["board"]
    } else {
        &share["board_after"]
    };
    e.board_left = board.as_object().expect("board").values().map(u).sum();
    e
}

#[test]
fn the_summary_of_the_worked_deals_is_what_the_data_says() {
    let examples = examples();
    let mut summary = Summary::default();
    let (mut deals, mut actions) = (0u64, 0u64);
    let mut claimed: BTreeMap<String, u64> = BTreeMap::new();
    let mut carried: BTreeMap<String, u64> = BTreeMap::new();
    let mut claim_chips: BTreeMap<String, u64> = BTreeMap::new();
    let mut outcomes: BTreeMap<String, u64> = BTreeMap::new();
    let mut pots: Vec<u64> = Vec::new();
    let mut board_left = 0;
    // Per table size (3 or 4 seats), the figures of seats and bots.
    let mut by_size: BTreeMap<usize, (Summary, Vec<Expected>)> = BTreeMap::new();
    for ex in examples {
        let record = record(ex);
        let log = MatchLog::from_record(0, &record).expect("the record reproduces");
        let one = log.summary().expect("the match ended");
        let e = expected(ex);
        assert_eq!(one.seats.len(), ex.players, "{}", ex.id);
        for (seat, o) in one.seats.iter().enumerate() {
            assert_eq!(o.chips.sum, e.chips[seat], "{} seat {seat}", ex.id);
        }
        // The seats' chips add up to minus what the board keeps beyond what it held at the
        // start.
        let board_start: u64 = ex.start.as_ref().map_or(0, |s| {
            Field::ALL.iter().map(|&f| u64::from(s.board[f])).sum()
        });
        assert_eq!(
            e.chips.iter().sum::<i64>(),
            board_start as i64 - one.board_left_total.sum,
            "{}",
            ex.id
        );
        deals += e.deals;
        actions += record.actions.len() as u64;
        for (k, v) in &e.claimed {
            *claimed.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &e.carried {
            *carried.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &e.claim_chips {
            *claim_chips.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &e.outcomes {
            *outcomes.entry(k.clone()).or_default() += v;
        }
        pots.extend(&e.pots);
        board_left += e.board_left;
        // Tables of 3 and of 4 seats add up in all but their seats (kept apart below).
        let mut without_seats = one.clone();
        without_seats.seats.clear();
        summary.add(&without_seats).expect("no seats");
        let (of_size, expected) = by_size.entry(ex.players).or_default();
        of_size.add(&one).expect("same size");
        expected.push(e);
    }
    let matches = examples.len() as u64;
    assert_eq!(summary.matches, matches);
    assert_eq!(summary.deals, deals);
    assert_eq!(summary.actions, actions);
    for field in Field::ALL {
        let t = &summary.fields[field as usize];
        let name = field.name();
        assert_eq!(
            t.claimed,
            claimed.get(name).copied().unwrap_or(0),
            "{name} claimed"
        );
        assert_eq!(
            t.carried,
            carried.get(name).copied().unwrap_or(0),
            "{name} carried"
        );
        assert_eq!(
            t.chips,
            claim_chips.get(name).copied().unwrap_or(0),
            "{name} chips"
        );
    }
    let p = &summary.pochen.counts;
    let count = |k: &str| outcomes.get(k).copied().unwrap_or(0);
    assert_eq!(p.uncontested, count("uncontested"));
    assert_eq!(p.showdowns, count("showdown"));
    assert_eq!(p.all_passed, count("all_passed"));
    assert_eq!(p.deals, deals - count("off"));
    assert_eq!(summary.pochen.pots.values().sum::<u64>(), pots.len() as u64);
    let pot_sum: u64 = summary
        .pochen
        .pots
        .iter()
        .map(|(&v, &c)| u64::from(v) * c)
        .sum();
    assert_eq!(pot_sum, pots.iter().sum::<u64>());
    assert!(p.splits >= 1, "E5 splits its showdown");
    assert_eq!(summary.board_left_total.sum, board_left as i64);
    // Every example but E2 is one deal; E10 ends because a seat cannot pay, at the deal limit.
    assert_eq!(summary.lengths.get(&1), Some(&(matches - 1)));
    assert_eq!(summary.lengths.get(&2), Some(&1));
    assert_eq!(summary.ends.both, 1);
    assert_eq!(summary.ends.max_deals, matches - 1);
    assert_eq!(summary.ends.ante_shortfall, 0);

    // Seats and bots, per table size: a shared first place counting 1/k.
    for (size, (of_size, expected)) in &by_size {
        let figures = of_size.figures();
        let n = expected.len() as f64;
        let mut wins = vec![0.0; *size];
        for e in expected {
            for &s in &e.first {
                wins[s] += 1.0 / e.first.len() as f64;
            }
        }
        for (seat, f) in figures.seats.iter().enumerate() {
            assert!(
                (f.wins - wins[seat]).abs() < 1e-9,
                "{size} seats, seat {seat}"
            );
            assert!((f.win_rate.value - wins[seat] / n).abs() < 1e-12);
            let chips: i64 = expected.iter().map(|e| e.chips[seat]).sum();
            assert!((f.chips_per_match.value - chips as f64 / n).abs() < 1e-12);
        }
        for b in &figures.bots {
            let seats: Vec<usize> = (0..*size).filter(|&s| bot(s) == b.bot).collect();
            assert_eq!(b.seats_per_match, seats.len() as u64);
            assert_eq!(b.seats, seats.len() as u64 * expected.len() as u64);
            let kind_wins: f64 = seats.iter().map(|&s| wins[s]).sum();
            assert!((b.wins - kind_wins).abs() < 1e-9, "{}", b.bot);
            assert!((b.win_rate.value - kind_wins / b.seats as f64).abs() < 1e-12);
            let chips: i64 = expected
                .iter()
                .flat_map(|e| seats.iter().map(|&s| e.chips[s]))
                .sum();
            assert!((b.chips_per_match.value - chips as f64 / b.seats as f64).abs() < 1e-12);
        }
        let total: f64 = figures.seats.iter().map(|s| s.wins).sum();
        assert!(
            (total - n).abs() < 1e-9,
            "the wins of every match add up to 1"
        );
    }
}

#[test]
fn a_shared_first_place_is_a_fraction_of_a_win() {
    // E5 splits the showdown; whatever its stacks, the wins of its seats add up to 1, and a
    // seat in a shared first place has WIN_UNIT / k.
    for ex in examples() {
        let log = MatchLog::from_record(0, &record(ex)).expect("reproduces");
        let one = log.summary().expect("ended");
        let units: i64 = one.seats.iter().map(|s| s.wins.sum).sum();
        assert_eq!(units, WIN_UNIT as i64, "{}", ex.id);
        let shared = one.seats.iter().filter(|s| s.shared_wins == 1).count() as i64;
        for s in &one.seats {
            if s.shared_wins == 1 {
                assert_eq!(s.wins.sum, WIN_UNIT as i64 / shared);
            }
        }
    }
}

fn simulation(shard: Option<Shard>) -> Simulation {
    Simulation {
        rules: Rules {
            max_deals: MaxDeals(std::num::NonZeroU32::new(4)),
            ..Rules::CLASSIC
        },
        bots: vec![BotKind::Heuristic, BotKind::Random, BotKind::Random],
        matches: 90,
        seed: 11,
        records: true,
        shard,
    }
}

#[test]
fn shards_add_up_to_the_single_run_and_records_give_the_same_summary() {
    let mut logs = Vec::new();
    let single = simulate::run(
        &simulation(None),
        |_| {},
        |l| {
            logs.push(l);
            Ok(())
        },
    )
    .expect("runs");
    let mut merged = Summary::default();
    let mut sharded_logs = Vec::new();
    // Shards in reverse order: addition does not depend on it.
    for index in (0..4).rev() {
        let part = simulate::run(
            &simulation(Some(Shard { index, count: 4 })),
            |_| {},
            |l| {
                sharded_logs.push(l);
                Ok(())
            },
        )
        .expect("runs");
        merged.add(&part).expect("same table");
    }
    assert_eq!(merged, single);
    assert_eq!(merged.figures(), single.figures());
    sharded_logs.sort_by_key(|l| l.index);
    assert_eq!(sharded_logs, logs);
    // The summary counted while playing is the one the records give when replayed.
    let mut from_records = Summary::default();
    for log in &logs {
        let replayed =
            MatchLog::from_record(log.index, &log.record().expect("a record")).expect("reproduces");
        assert_eq!(&replayed, log);
        from_records
            .add(&replayed.summary().expect("ended"))
            .expect("same table");
    }
    assert_eq!(from_records, single);
}

//! The Parquet tables, read back: the worked deals' rows against the golden data (the seats'
//! rows included), and a simulation's tables against those its records give, their chips
//! adding up.

mod common;

use std::path::{Path, PathBuf};

use arrow_array::cast::AsArray;
use arrow_array::types::{Float64Type, Int64Type, UInt8Type, UInt32Type, UInt64Type};
use arrow_array::{Array, RecordBatch};
use common::{examples, record};
use poch_cli::record::MatchLog;
use poch_cli::simulate::{self, Simulation};
use poch_cli::tables::{self, TABLES, TableWriter};
use poch_engine::{BotKind, Field, MaxDeals, Rules};
use serde_json::Value;

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("poch-tables-{name}-{}", std::process::id()))
}

/// Every row of one table, as one batch.
fn table(dir: &Path, name: &str) -> RecordBatch {
    let (_, schema) = TABLES.iter().find(|(n, _)| *n == name).expect("a table");
    let batches = tables::read(&dir.join(format!("{name}.parquet")), &schema()).expect("reads");
    arrow_select_concat(&schema(), &batches)
}

fn arrow_select_concat(schema: &arrow_schema::SchemaRef, batches: &[RecordBatch]) -> RecordBatch {
    if batches.len() == 1 {
        return batches[0].clone();
    }
    let columns = (0..schema.fields().len())
        .map(|i| {
            let arrays: Vec<&dyn Array> = batches.iter().map(|b| b.column(i).as_ref()).collect();
            arrow_select::concat::concat(&arrays).expect("concatenates")
        })
        .collect();
    RecordBatch::try_new(schema.clone(), columns).expect("a batch")
}

fn u8s(b: &RecordBatch, name: &str) -> Vec<Option<u8>> {
    let c = b
        .column_by_name(name)
        .expect(name)
        .as_primitive::<UInt8Type>();
    c.iter().collect()
}

fn u32s(b: &RecordBatch, name: &str) -> Vec<Option<u32>> {
    let c = b
        .column_by_name(name)
        .expect(name)
        .as_primitive::<UInt32Type>();
    c.iter().collect()
}

fn u64s(b: &RecordBatch, name: &str) -> Vec<u64> {
    let c = b
        .column_by_name(name)
        .expect(name)
        .as_primitive::<UInt64Type>();
    c.values().to_vec()
}

fn strs(b: &RecordBatch, name: &str) -> Vec<Option<String>> {
    let c = b.column_by_name(name).expect(name).as_string::<i32>();
    c.iter().map(|s| s.map(str::to_owned)).collect()
}

fn bools(b: &RecordBatch, name: &str) -> Vec<Option<bool>> {
    let c = b.column_by_name(name).expect(name).as_boolean();
    c.iter().collect()
}

/// A chip column: `int64`.
fn i64s(b: &RecordBatch, name: &str) -> Vec<Option<i64>> {
    let c = b
        .column_by_name(name)
        .expect(name)
        .as_primitive::<Int64Type>();
    c.iter().collect()
}

/// A list of chips: `list<int64>`.
fn lists(b: &RecordBatch, name: &str) -> Vec<Option<Vec<i64>>> {
    let c = b.column_by_name(name).expect(name).as_list::<i32>();
    (0..c.len())
        .map(|i| {
            c.is_valid(i)
                .then(|| c.value(i).as_primitive::<Int64Type>().values().to_vec())
        })
        .collect()
}

fn str_lists(b: &RecordBatch, name: &str) -> Vec<Vec<String>> {
    let c = b.column_by_name(name).expect(name).as_list::<i32>();
    (0..c.len())
        .map(|i| {
            c.value(i)
                .as_string::<i32>()
                .iter()
                .map(|s| s.expect("a string").to_owned())
                .collect()
        })
        .collect()
}

fn n(v: &Value) -> Option<u32> {
    v.as_u64().map(|x| u32::try_from(x).expect("small"))
}

fn c(v: &Value) -> Option<i64> {
    v.as_i64()
}

fn cs(v: &Value) -> Option<Vec<i64>> {
    v.as_array()
        .map(|a| a.iter().map(|x| c(x).expect("a number")).collect())
}

#[test]
fn the_worked_deals_rows_are_the_golden_data() {
    let dir = temp("golden");
    let mut writer = TableWriter::create(&dir).expect("creates");
    let examples = examples();
    for (i, ex) in examples.iter().enumerate() {
        let log = MatchLog::from_record(i as u64, &record(ex)).expect("reproduces");
        writer.write(&log).expect("writes");
    }
    writer.finish().expect("closes");
    let deals = table(&dir, "deals");
    let matches = table(&dir, "matches");
    let actions = table(&dir, "actions");
    let all: Vec<(usize, &Value)> = examples
        .iter()
        .enumerate()
        .flat_map(|(i, ex)| ex.deals.iter().map(move |d| (i, d)))
        .collect();
    assert_eq!(deals.num_rows(), all.len());
    assert_eq!(matches.num_rows(), examples.len());
    let col = |name: &str| u8s(&deals, name);
    for (row, (i, d)) in all.iter().enumerate() {
        let id = &examples[*i].id;
        assert_eq!(u64s(&deals, "match")[row], *i as u64, "{id}");
        assert_eq!(u32s(&deals, "deal")[row], n(&d["deal"]), "{id}");
        assert_eq!(col("dealer")[row].map(u32::from), n(&d["dealer"]), "{id}");
        assert_eq!(
            col("forehand")[row].map(u32::from),
            n(&d["forehand"]),
            "{id}"
        );
        assert_eq!(
            strs(&deals, "upcard")[row].as_deref(),
            d["upcard"].as_str(),
            "{id}"
        );
        assert_eq!(
            strs(&deals, "pay_suit")[row].as_deref(),
            d["pay_suit"].as_str()
        );
        assert_eq!(
            i64s(&deals, "ante")[row],
            c(&d["ante"]["per_player"]),
            "{id}"
        );
        // The phase-1 claims: who and how much, and every other field's carry.
        let carried = d["carried_next"].as_object().expect("carried_next");
        for field in Field::ALL {
            let name = field.name();
            let claim = d["claims"]
                .as_array()
                .expect("claims")
                .iter()
                .find(|c| c["field"] == name);
            if let Some(claim) = claim {
                assert_eq!(
                    u8s(&deals, &format!("{name}_seat"))[row].map(u32::from),
                    n(&claim["seat"]),
                    "{id} {name}"
                );
                assert_eq!(
                    i64s(&deals, &format!("{name}_chips"))[row],
                    c(&claim["chips"]),
                    "{id} {name}"
                );
            }
            assert_eq!(
                bools(&deals, &format!("{name}_carried"))[row],
                carried.get(name).and_then(Value::as_bool),
                "{id} {name}"
            );
        }
        let p = &d["pochen"];
        let outcome = p["outcome"].as_str().expect("outcome");
        let expected_outcome = (outcome != "off").then_some(outcome);
        assert_eq!(
            strs(&deals, "pochen")[row].as_deref(),
            expected_outcome,
            "{id}"
        );
        assert_eq!(
            col("pochen_winner")[row].map(u32::from),
            n(&p["winner"]),
            "{id}"
        );
        if outcome != "off" {
            assert_eq!(lists(&deals, "contributions")[row], cs(&p["contributions"]));
            assert_eq!(lists(&deals, "pochen_payouts")[row], cs(&p["payouts"]));
            assert_eq!(i64s(&deals, "high_stake")[row], c(&p["high_stake"]));
        }
        assert_eq!(
            bools(&deals, "pochen_skipped")[row],
            Some(p["betting_skipped"] == true && outcome != "off"),
            "{id}"
        );
        let s = &d["settlement"];
        assert_eq!(
            col("discard_winner")[row].map(u32::from),
            n(&d["discard_winner"])
        );
        assert_eq!(lists(&deals, "payments")[row], cs(&s["payments"]), "{id}");
        assert_eq!(lists(&deals, "owed")[row], cs(&s["owed"]), "{id}");
        assert_eq!(i64s(&deals, "mid")[row], c(&s["mid"]), "{id}");
        assert_eq!(
            i64s(&deals, "winner_receives")[row],
            c(&s["winner_receives"])
        );
        assert_eq!(lists(&deals, "stacks")[row], cs(&d["stacks"]), "{id}");
        let plays = d["plays"].as_array().expect("plays").len() as u32;
        assert_eq!(u32s(&deals, "cards_played")[row], Some(plays), "{id}");
        let leads = d["chains"].as_array().expect("chains").len() as u32;
        assert_eq!(u32s(&deals, "leads")[row], Some(leads), "{id}");
    }
    // One row per seat and deal: the stacks before the ante and after the deal, the net, the
    // hand as dealt and its best group; each net is the sum of its parts, and the nets of a
    // deal add up to minus the board's change.
    let seats = table(&dir, "seats");
    let seat_rows: usize = all.iter().map(|(i, _)| examples[*i].players).sum();
    assert_eq!(seats.num_rows(), seat_rows);
    let (of_match, seat_no) = (u64s(&seats, "match"), u8s(&seats, "seat"));
    let (before, after, net) = (
        i64s(&seats, "stack_before"),
        i64s(&seats, "stack_after"),
        i64s(&seats, "net"),
    );
    let hands = str_lists(&seats, "hand");
    let (group, group_rank) = (strs(&seats, "best_group"), strs(&seats, "best_group_rank"));
    let mut parts = vec![0i64; seats.num_rows()];
    for (name, sign) in [
        ("ante", -1),
        ("pochen_payout", 1),
        ("pochen_contribution", -1),
        ("received", 1),
        ("paid", -1),
    ]
    .into_iter()
    .chain(tables::TAKEN_FIELDS.map(|f| (f.name(), 1)))
    {
        let column = if [
            "ante",
            "pochen_payout",
            "pochen_contribution",
            "received",
            "paid",
        ]
        .contains(&name)
        {
            i64s(&seats, name)
        } else {
            i64s(&seats, &format!("{name}_taken"))
        };
        for (p, v) in parts.iter_mut().zip(column) {
            *p += sign * v.unwrap_or(0);
        }
    }
    let board_change = i64s(&deals, "board_change");
    let mut r = 0;
    for (row, (i, d)) in all.iter().enumerate() {
        let id = &examples[*i].id;
        let stacks_before = cs(&d["stacks_before_ante"]).expect("stacks");
        let stacks_after = cs(&d["stacks"]).expect("stacks");
        let mut nets = 0;
        for seat in 0..examples[*i].players {
            assert_eq!(
                (of_match[r], seat_no[r]),
                (*i as u64, Some(seat as u8)),
                "{id}"
            );
            assert_eq!(before[r], Some(stacks_before[seat]), "{id} seat {seat}");
            assert_eq!(after[r], Some(stacks_after[seat]), "{id} seat {seat}");
            let won = stacks_after[seat] - stacks_before[seat];
            assert_eq!(net[r], Some(won), "{id} seat {seat}");
            assert_eq!(parts[r], won, "{id} seat {seat}: the parts of its net");
            nets += won;
            let mut dealt: Vec<String> = d["hands"][seat]
                .as_array()
                .expect("a hand")
                .iter()
                .map(|c| c.as_str().expect("a card").to_owned())
                .collect();
            if d["upcard_holder"].as_u64() == Some(seat as u64) {
                let upcard = d["upcard"].as_str().expect("the upcard").to_owned();
                if !dealt.contains(&upcard) {
                    dealt.push(upcard);
                }
            }
            let mut held = hands[r].clone();
            held.sort();
            dealt.sort();
            assert_eq!(held, dealt, "{id} seat {seat}");
            let g = &d["groups"][seat];
            let size = g["size"].as_u64().map(|s| tables::group_name(s as u32));
            assert_eq!(group[r].as_deref(), size, "{id} seat {seat}");
            assert_eq!(
                group_rank[r].as_deref(),
                g["rank"].as_str(),
                "{id} seat {seat}"
            );
            r += 1;
        }
        assert_eq!(Some(-nets), board_change[row], "{id} deal {}", d["deal"]);
    }

    // One row per action, the deals' `deal` actions included.
    let recorded: usize = examples.iter().map(|ex| record(ex).actions.len()).sum();
    assert_eq!(actions.num_rows(), recorded);
    let versions = u64s(&actions, "version");
    let of_match = u64s(&actions, "match");
    for (i, ex) in examples.iter().enumerate() {
        let v: Vec<u64> = (0..versions.len())
            .filter(|&r| of_match[r] == i as u64)
            .map(|r| versions[r])
            .collect();
        assert_eq!(v, (0..record(ex).actions.len() as u64).collect::<Vec<_>>());
    }
    // Each match's win shares are the engine's: 1/k to each of k seats in first place.
    let shares = matches
        .column_by_name("win_shares")
        .expect("win_shares")
        .as_list::<i32>();
    for (i, ex) in examples.iter().enumerate() {
        let end = record(ex).match_end.expect("the match ends");
        let mut places = vec![0; end.standings.len()];
        for st in &end.standings {
            places[st.seat.index()] = st.place;
        }
        let k = places.iter().filter(|&&p| p == 1).count() as f64;
        let want: Vec<f64> = places
            .iter()
            .map(|&p| if p == 1 { 1.0 / k } else { 0.0 })
            .collect();
        let got = shares
            .value(i)
            .as_primitive::<Float64Type>()
            .values()
            .to_vec();
        assert_eq!(got, want, "{}", ex.id);
    }
    // The matches' final stacks are the standings': the last deal's, and under
    // `board_at_end=shared` (E18) with the share of the board added (RULES 11.7.3); what the
    // board keeps after it goes to nobody, and the chips add up.
    let finals = lists(&matches, "final_stacks");
    let starts = lists(&matches, "starting_stacks");
    let left = i64s(&matches, "board_left_total");
    for (i, ex) in examples.iter().enumerate() {
        let end = record(ex).match_end.expect("the match ends");
        let mut standings = vec![0; end.standings.len()];
        for st in &end.standings {
            standings[st.seat.index()] = i64::from(st.stack);
        }
        let last = cs(&ex.deals.last().expect("a deal")["stacks"]).expect("stacks");
        let share = end.board_share.map_or(0, |s| i64::from(s.per_player));
        assert_eq!(
            last.iter().map(|s| s + share).collect::<Vec<_>>(),
            standings,
            "{}",
            ex.id
        );
        assert_eq!(finals[i], Some(standings), "{}", ex.id);
        let board_before: i64 = ex.start.as_ref().map_or(0, |s| {
            Field::ALL.iter().map(|&f| i64::from(s.board[f])).sum()
        });
        let sum = |v: &Option<Vec<i64>>| v.as_ref().expect("stacks").iter().sum::<i64>();
        assert_eq!(
            sum(&starts[i]) + board_before,
            sum(&finals[i]) + left[i].expect("the board left"),
            "{}: chips are neither made nor lost",
            ex.id
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_simulation_writes_the_tables_its_records_give() {
    let simulation = Simulation {
        rules: Rules {
            max_deals: MaxDeals(std::num::NonZeroU32::new(6)),
            ..Rules::preset("five-card").expect("a preset")
        },
        bots: vec![BotKind::Heuristic, BotKind::Random, BotKind::Heuristic],
        matches: 40,
        seed: 5,
        records: true,
        shard: None,
    };
    let played = temp("played");
    let replayed = temp("replayed");
    let mut writer = TableWriter::create(&played).expect("creates");
    let mut logs = Vec::new();
    let summary = simulate::run(
        &simulation,
        |_| {},
        |log| {
            writer.write(&log).expect("writes");
            logs.push(log);
            Ok(())
        },
    )
    .expect("runs");
    writer.finish().expect("closes");
    let mut writer = TableWriter::create(&replayed).expect("creates");
    for log in &logs {
        let record = log.record().expect("a record");
        writer
            .write(&MatchLog::from_record(log.index, &record).expect("reproduces"))
            .expect("writes");
    }
    writer.finish().expect("closes");
    for (name, _) in TABLES {
        assert_eq!(table(&played, name), table(&replayed, name), "{name}");
    }
    let deals = table(&played, "deals");
    assert_eq!(deals.num_rows() as u64, summary.deals);
    // Every seat's net is its stack's change, the nets of a deal add up to minus the board's
    // change, and the rules' absent fields (five-card has no MID) are null.
    let seats = table(&played, "seats");
    assert_eq!(seats.num_rows() as u64, summary.deals * 3);
    let mut nets = std::collections::HashMap::new();
    let (of_match, of_deal) = (u64s(&seats, "match"), u32s(&seats, "deal"));
    let (before, after, net) = (
        i64s(&seats, "stack_before"),
        i64s(&seats, "stack_after"),
        i64s(&seats, "net"),
    );
    for r in 0..seats.num_rows() {
        assert_eq!(
            net[r],
            Some(after[r].expect("after") - before[r].expect("before"))
        );
        *nets.entry((of_match[r], of_deal[r])).or_insert(0) += net[r].expect("a net");
    }
    let change = i64s(&deals, "board_change");
    let (m, d) = (u64s(&deals, "match"), u32s(&deals, "deal"));
    for r in 0..deals.num_rows() {
        assert_eq!(
            Some(-nets[&(m[r], d[r])]),
            change[r],
            "match {} deal {:?}",
            m[r],
            d[r]
        );
    }
    assert!(
        net.iter().any(|n| n.expect("a net") < 0),
        "some seat loses chips"
    );
    assert!(i64s(&seats, "MID_taken").iter().all(Option::is_none));
    assert!(i64s(&seats, "A_taken").iter().all(Option::is_some));
    assert_eq!(table(&played, "actions").num_rows() as u64, summary.actions);
    for field in Field::ALL {
        let claimed = u8s(&deals, &format!("{}_seat", field.name()))
            .iter()
            .zip(i64s(&deals, &format!("{}_chips", field.name())))
            .filter(|(_, chips)| chips.is_some())
            .count() as u64;
        assert_eq!(
            claimed,
            summary.fields[field as usize].claimed,
            "{}",
            field.name()
        );
    }
    std::fs::remove_dir_all(&played).ok();
    std::fs::remove_dir_all(&replayed).ok();
}

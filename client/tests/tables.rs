//! The Parquet tables, read back: the worked deals' rows against the golden data, and a
//! simulation's tables against those its records give.

mod common;

use std::path::{Path, PathBuf};

use arrow_array::cast::AsArray;
use arrow_array::types::{UInt8Type, UInt32Type, UInt64Type};
use arrow_array::{Array, RecordBatch};
use common::{examples, record};
use poch_client::record::MatchLog;
use poch_client::simulate::{self, Simulation};
use poch_client::tables::{self, TABLES, TableWriter};
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

fn lists(b: &RecordBatch, name: &str) -> Vec<Option<Vec<u32>>> {
    let c = b.column_by_name(name).expect(name).as_list::<i32>();
    (0..c.len())
        .map(|i| {
            c.is_valid(i)
                .then(|| c.value(i).as_primitive::<UInt32Type>().values().to_vec())
        })
        .collect()
}

fn n(v: &Value) -> Option<u32> {
    v.as_u64().map(|x| u32::try_from(x).expect("small"))
}

fn ns(v: &Value) -> Option<Vec<u32>> {
    v.as_array()
        .map(|a| a.iter().map(|x| n(x).expect("a number")).collect())
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
            u32s(&deals, "ante")[row],
            n(&d["ante"]["per_player"]),
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
                    u32s(&deals, &format!("{name}_chips"))[row],
                    n(&claim["chips"]),
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
            assert_eq!(lists(&deals, "contributions")[row], ns(&p["contributions"]));
            assert_eq!(lists(&deals, "pochen_payouts")[row], ns(&p["payouts"]));
            assert_eq!(u32s(&deals, "high_stake")[row], n(&p["high_stake"]));
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
        assert_eq!(lists(&deals, "payments")[row], ns(&s["payments"]), "{id}");
        assert_eq!(lists(&deals, "owed")[row], ns(&s["owed"]), "{id}");
        assert_eq!(u32s(&deals, "mid")[row], n(&s["mid"]), "{id}");
        assert_eq!(
            u32s(&deals, "winner_receives")[row],
            n(&s["winner_receives"])
        );
        assert_eq!(lists(&deals, "stacks")[row], ns(&d["stacks"]), "{id}");
        let plays = d["plays"].as_array().expect("plays").len() as u32;
        assert_eq!(u32s(&deals, "cards_played")[row], Some(plays), "{id}");
        let leads = d["chains"].as_array().expect("chains").len() as u32;
        assert_eq!(u32s(&deals, "leads")[row], Some(leads), "{id}");
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
    // The matches' final stacks are the last deals'.
    let finals = lists(&matches, "final_stacks");
    for (i, ex) in examples.iter().enumerate() {
        assert_eq!(
            finals[i],
            ns(&ex.deals.last().expect("a deal")["stacks"]),
            "{}",
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
        let record = log.record();
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
    assert_eq!(table(&played, "actions").num_rows() as u64, summary.actions);
    for field in Field::ALL {
        let claimed = u8s(&deals, &format!("{}_seat", field.name()))
            .iter()
            .zip(u32s(&deals, &format!("{}_chips", field.name())))
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

//! `poch report`: its figures against the summary's (computed apart, from the events), the same
//! figures from the tables, the records and the simulation, paired differences, and the page
//! the command writes.

use std::path::PathBuf;
use std::process::Command;

use poch_cli::record::MatchLog;
use poch_cli::report::{self, Run, key};
use poch_cli::simulate::{self, Simulation};
use poch_cli::stats::Estimate;
use poch_cli::tables::TableWriter;
use poch_engine::{BotKind, Field, MaxDeals, Rules};

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("poch-report-{name}-{}", std::process::id()))
}

fn simulation(rules: Rules, matches: u64) -> Simulation {
    Simulation {
        rules: Rules {
            max_deals: MaxDeals(std::num::NonZeroU32::new(12)),
            ..rules
        },
        bots: vec![
            BotKind::Heuristic,
            BotKind::Random,
            BotKind::Random,
            BotKind::Random,
        ],
        matches,
        seed: 8,
        records: true,
        shard: None,
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9 * (1.0 + a.abs().max(b.abs()))
}

fn same(a: &Estimate, b: &Estimate) -> bool {
    close(a.value, b.value)
        && match (a.low, b.low, a.high, b.high) {
            (Some(al), Some(bl), Some(ah), Some(bh)) => close(al, bl) && close(ah, bh),
            (None, None, None, None) => true,
            _ => false,
        }
}

#[test]
fn the_figures_are_the_summary_s_and_the_same_from_tables_records_and_play() {
    let sim = simulation(Rules::CLASSIC, 300);
    let dir = temp("tables");
    let records = temp("records.jsonl");
    let mut writer = TableWriter::create(&dir).expect("tables");
    let mut lines = String::new();
    let summary = simulate::run(
        &sim,
        |_| {},
        |log: MatchLog| {
            writer.write(&log).expect("writes");
            lines.push_str(&serde_json::to_string(&log.record().expect("a record")).expect("JSON"));
            lines.push('\n');
            Ok(())
        },
    )
    .expect("the matches");
    writer.finish().expect("closes");
    std::fs::write(&records, &lines).expect("records");
    let figures = summary.figures();

    let played = Run::simulate("played", &sim).expect("a run");
    let read = Run::from_tables("tables", &dir).expect("from the tables");
    let (replayed, bad) =
        Run::from_records("records", "records", lines.as_bytes()).expect("from the records");
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(played.matches(), 300);
    assert_eq!(played.deals, summary.deals);
    assert_eq!(played.seat_rows, summary.deals * 4);

    // The same figures, to the last digit, whichever way the tables came.
    let all = played.figures();
    assert!(all.len() > 40, "{} figures", all.len());
    for other in [&read, &replayed] {
        assert_eq!(other.figures().len(), all.len());
        for (k, e) in &all {
            let o = other.estimate(k);
            assert!(
                match (e, &o) {
                    (Some(a), Some(b)) => same(a, b),
                    (None, None) => true,
                    _ => false,
                },
                "{k:?}: {e:?} against {o:?}"
            );
        }
    }

    // Against the summary, computed from the events by other code.
    let est = |chart, order, label: &str| played.estimate(&key(chart, order, label)).expect(label);
    for (seat, s) in figures.seats.iter().enumerate() {
        // A seat's chips per match: the same mean and normal interval over matches.
        let e = est("seat-chips", seat as u32, &format!("seat {seat}"));
        assert!(
            same(&e, &s.chips_per_match),
            "seat {seat}: {e:?} {:?}",
            s.chips_per_match
        );
    }
    for b in &figures.bots {
        let wins = est("bot-wins", 0, &b.bot);
        assert!(
            close(wins.value, b.win_rate.value),
            "{}: {wins:?} {:?}",
            b.bot,
            b.win_rate
        );
        let chips = est("bot-chips", 0, &b.bot);
        assert!(close(chips.value, b.chips_per_match.value), "{}", b.bot);
    }
    for f in &figures.fields {
        let field = Field::from_name(f.field).expect("a field");
        let claimed = est("claimed", field as u32, f.field);
        assert!(close(claimed.value, f.claimed_per_deal), "{}", f.field);
        let carried = est("carried", field as u32, f.field);
        assert!(close(carried.value, f.carried_per_deal), "{}", f.field);
    }
    let p = &figures.pochen.counts;
    let showdown = est("pochen", 2, "showdown");
    assert!(close(showdown.value, p.showdowns as f64 / p.deals as f64));
    let pot = est("pot-mean", 0, "pot");
    assert!(close(pot.value, figures.pochen.pot.mean));
    let length = est("length-mean", 0, "deals per match");
    assert!(close(length.value, figures.lengths.mean));
    // The positions' nets: every deal's chips, added up, are what the board took.
    let positions: f64 = ["forehand", "position 2", "position 3", "dealer"]
        .iter()
        .zip([0, 1, 2, 99])
        .map(|(label, order)| est("position", order, label).value)
        .sum();
    let board_per_deal =
        -(figures.chips.board_left_per_match * figures.matches as f64) / figures.deals as f64;
    assert!(
        close(positions, board_per_deal),
        "{positions} {board_per_deal}"
    );

    // A run against itself: paired, every difference 0 with no width.
    assert!(played.pairs_with(&read));
    for (k, _) in all.iter().take(20) {
        let d = played.difference(&read, k).expect("a difference");
        assert_eq!(
            (d.value, d.low, d.high),
            (0.0, Some(0.0), Some(0.0)),
            "{k:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
    std::fs::remove_file(&records).ok();
}

#[test]
fn two_rule_sets_on_the_same_seeds_are_paired_and_the_page_shows_every_chart() {
    let classic = Run::simulate("classic", &simulation(Rules::CLASSIC, 120)).expect("a run");
    let five = Rules::preset("five-card").expect("a preset");
    let five = Run::simulate("five-card", &simulation(five, 120)).expect("a run");
    assert!(classic.pairs_with(&five));
    // five-card has no MID field: its figure is absent, not 0.
    assert!(
        five.estimate(&key("claimed", Field::MID as u32, "MID"))
            .is_none()
    );
    let mid = classic
        .estimate(&key("claimed", Field::MID as u32, "MID"))
        .expect("MID");
    assert_eq!(mid.value, 1.0);
    let page = report::render("classic <against> five-card", &[classic, five]).expect("a page");
    assert_eq!(page.charts.len(), 2 * report::CHARTS.len());
    let (id, svg) = &page.charts[0];
    assert_eq!(id, "position");
    assert!(svg.contains(
        "<title>Chips won per deal, by position (classic, five-card; 95 % intervals)</title>"
    ));
    let page = page.html;
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.contains("<title>classic &lt;against&gt; five-card</title>"));
    // Every chart and every difference: a figure, an SVG image and a table.
    let charts = report::CHARTS.len();
    assert_eq!(page.matches("<figure class=\"chart\"").count(), 2 * charts);
    assert_eq!(page.matches("<svg role=\"img\"").count(), 2 * charts);
    assert_eq!(page.matches("-table\">").count(), 2 * charts);
    assert!(page.contains("play the same 120 matches"));
    // Nothing to fetch: no script, no stylesheet, no image from elsewhere.
    for outside in ["<script", "<link", "src=", "url(", "@import"] {
        assert!(!page.contains(outside), "{outside}");
    }
}

#[test]
fn poch_report_writes_the_page_from_simulations_tables_and_records() {
    let dir = temp("cli");
    let out = dir.join("page.html");
    let poch = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_poch"))
            .args(args)
            .output()
            .expect("poch runs")
    };
    let out_s = out.to_str().expect("UTF-8");
    let simulated = poch(&[
        "report",
        "--rules-a",
        "classic",
        "--rules-b",
        "classic,pochen_eligibility=high_card,uncontested_show=none",
        "--matches",
        "40",
        "--max-deals",
        "4",
        "--out",
        out_s,
        "--svg-dir",
        dir.join("svg").to_str().expect("UTF-8"),
    ]);
    assert!(
        simulated.status.success(),
        "{}",
        String::from_utf8_lossy(&simulated.stderr)
    );
    let page = std::fs::read_to_string(&out).expect("the page");
    assert!(page.contains("pochen_eligibility=high_card"));
    assert!(page.contains("classic,pochen_eligibility=high_card,uncontested_show=none − classic"));
    let svg = std::fs::read_to_string(dir.join("svg/group-difference-1.svg")).expect("a chart");
    assert!(svg.starts_with("<svg") && svg.contains("<title>Who wins the Pochen"));

    let tables = dir.join("tables");
    let records = dir.join("records.jsonl");
    let ran = poch(&[
        "simulate",
        "--matches",
        "30",
        "--max-deals",
        "3",
        "--quiet",
        "--parquet",
        tables.to_str().expect("UTF-8"),
        "--records",
        records.to_str().expect("UTF-8"),
    ]);
    assert!(ran.status.success());
    let both = poch(&[
        "report",
        tables.to_str().expect("UTF-8"),
        records.to_str().expect("UTF-8"),
        "--label",
        "tables",
        "--label",
        "records",
        "--out",
        out_s,
    ]);
    assert!(
        both.status.success(),
        "{}",
        String::from_utf8_lossy(&both.stderr)
    );
    let stdout = String::from_utf8_lossy(&both.stdout);
    assert!(
        stdout.contains("tables (30 matches), records (30 matches)"),
        "{stdout}"
    );
    let page = std::fs::read_to_string(&out).expect("the page");
    // The same matches read two ways: paired, and every difference zero.
    assert!(page.contains("play the same 30 matches"));
    assert!(!page.contains(">higher<") && !page.contains(">lower<"));

    // Neither runs nor rules: refused with clap's message.
    let none = poch(&["report", "--out", out_s]);
    assert_eq!(none.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

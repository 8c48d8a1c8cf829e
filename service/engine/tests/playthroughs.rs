//! Golden playthroughs, as OpenSpiel keeps them for its games: one seeded match of every preset,
//! played by the heuristic bot through its first deal and the next deal's ante, written out step
//! by step with what the seat to act sees (its view, its observation string and tensor, its
//! information-state string) and may do (its legal action ids), the action taken and the events
//! it caused. A change to any of these in any preset shows as a diff of
//! `tests/playthroughs/<preset>.txt`, for a reviewer to read as a change of behaviour.
//!
//! After a deliberate change, regenerate them and read the diff:
//!
//! ```text
//! service/engine/tests/playthroughs/regenerate.sh
//! ```

mod common;

use std::fmt::Write as _;
use std::path::PathBuf;

use common::seeded_match;
use poch_engine::encoding::{
    ActionTable, DealRecord, information_state_string, observation_layout, observation_string,
    observation_tensor,
};
use poch_engine::{BotKind, PRESETS, Preset, Rules, Viewer, bots};

/// The match seed of every playthrough (drawn from it by the kit's `seeded_match`).
const SEED: u64 = 20_261_205;

/// The seed of the heuristic bot that plays every seat.
const BOT_SEED: u64 = 7;

/// The most steps a playthrough writes: far above any first deal, a guard against a loop.
const MAX_STEPS: usize = 400;

/// The playthroughs' folder.
fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/playthroughs")
}

/// The fewest players the preset's rules take, at least four where the deck allows it.
fn players(rules: &Rules) -> usize {
    (3..=8)
        .filter(|&n| rules.validate(n).is_ok())
        .min_by_key(|&n| n.abs_diff(4))
        .expect("every preset seats some table")
}

/// A tensor as its length and its non-zero entries, `index:value`.
fn tensor_line(tensor: &[f32]) -> String {
    let mut line = format!("len {}:", tensor.len());
    for (i, v) in tensor.iter().enumerate().filter(|(_, v)| **v != 0.0) {
        write!(line, " {i}:{v}").expect("a string");
    }
    line
}

/// The playthrough of one preset, as written to its file.
fn playthrough(preset: &Preset) -> String {
    let n = players(&preset.rules);
    let (mut game, events) = seeded_match(preset.rules, n, SEED);
    let table = ActionTable::of_game(&game).expect("an action table");
    let mut record = DealRecord::new();
    record.record(&events);
    let mut out = String::new();
    writeln!(out, "# Playthrough of the preset `{}`", preset.name).expect("a string");
    writeln!(
        out,
        "# {n} players, match seed from {SEED}, every seat played by the heuristic bot (seed \
         {BOT_SEED}); observation layout: {}",
        observation_layout(n, preset.rules.deck)
            .iter()
            .map(|s| format!("{} {}", s.name, s.len))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .expect("a string");
    writeln!(out, "new game events:").expect("a string");
    for event in &events {
        writeln!(out, "  {}", serde_json::to_string(event).expect("JSON")).expect("a string");
    }
    for step in 0..MAX_STEPS {
        let Some(seat) = game.to_act() else {
            writeln!(out, "\nthe match is over").expect("a string");
            break;
        };
        let view = game.view(Viewer::Seat(seat)).expect("a seat's view");
        let legal = table.legal_ids(&game.legal_actions(seat));
        let action = bots::choose(BotKind::Heuristic, &game, seat, BOT_SEED)
            .expect("the bot acts for the seat to act");
        let id = table.id(&action).expect("every legal action has an id");
        assert!(
            legal.contains(&id),
            "{}: step {step}: {action}",
            preset.name
        );
        writeln!(
            out,
            "\n## step {step}: version {}, deal {}, phase {:?}, seat {seat} to act",
            game.version(),
            game.deal_number(),
            game.phase()
        )
        .expect("a string");
        writeln!(out, "view: {}", serde_json::to_string(&view).expect("JSON")).expect("a string");
        writeln!(out, "observation_string: {}", observation_string(&view)).expect("a string");
        writeln!(
            out,
            "observation_tensor: {}",
            tensor_line(&observation_tensor(&view))
        )
        .expect("a string");
        writeln!(
            out,
            "information_state_string: {}",
            information_state_string(&view, &record)
        )
        .expect("a string");
        writeln!(out, "legal_ids: {legal:?}").expect("a string");
        writeln!(out, "action: {action} (id {id})").expect("a string");
        let deal = game.deal_number();
        let next = game
            .apply(seat, action)
            .unwrap_or_else(|r| panic!("{}: step {step}: {}", preset.name, r.rejection));
        next.game.check().expect("every step keeps every invariant");
        record.record(&next.events);
        for event in &next.events {
            writeln!(out, "  {}", serde_json::to_string(event).expect("JSON")).expect("a string");
        }
        let dealt_again = next.game.deal_number() > deal;
        game = next.game;
        if dealt_again {
            writeln!(out, "\nthe first deal is over; the second is dealt").expect("a string");
            break;
        }
        assert!(step + 1 < MAX_STEPS, "{}: no end in sight", preset.name);
    }
    out
}

/// Every preset's playthrough is the committed one (`POCH_BLESS=1` writes them instead).
#[test]
fn every_preset_plays_through_as_committed() {
    let bless = std::env::var_os("POCH_BLESS").is_some();
    let mut stale = Vec::new();
    for preset in &PRESETS {
        let text = playthrough(preset);
        let path = folder().join(format!("{}.txt", preset.name));
        if bless {
            std::fs::write(&path, &text).expect("the playthrough is written");
            continue;
        }
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; regenerate the playthroughs", path.display()));
        if committed != text {
            let line = committed
                .lines()
                .zip(text.lines())
                .position(|(a, b)| a != b)
                .map_or(committed.lines().count().min(text.lines().count()), |i| i);
            stale.push(format!(
                "{} (first difference at line {})",
                preset.name,
                line + 1
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "playthroughs differ from the committed ones: {}; if the change is meant, run \
         service/engine/tests/playthroughs/regenerate.sh and review the diff",
        stale.join(", ")
    );
}

/// The playthroughs are the same when made twice: nothing in them depends on the run.
#[test]
fn a_playthrough_is_deterministic() {
    let preset = &PRESETS[0];
    assert_eq!(playthrough(preset), playthrough(preset));
}

/// Every preset's playthrough goes through its first deal's discard phase to its settlement.
#[test]
fn every_playthrough_reaches_the_second_deal_or_the_end() {
    for preset in &PRESETS {
        let text = playthrough(preset);
        assert!(
            text.contains("the first deal is over") || text.contains("the match is over"),
            "{}",
            preset.name
        );
        assert!(text.contains("phase Discard"), "{}: no lead", preset.name);
        assert!(
            text.contains("\"type\":\"deal_settled\""),
            "{}: no settlement",
            preset.name
        );
    }
}

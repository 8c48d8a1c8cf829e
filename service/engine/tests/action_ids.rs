//! The action ids never change for a table once released: `tests/data/action-ids.json` pins,
//! for every preset and every player count it allows, the number of ids, a few ids by action
//! and the SHA-256 of the whole enumeration (`ActionTable::digest`).
//!
//! A new preset or player count needs its entry: run with `POCH_BLESS_ACTION_IDS=1` to write
//! the file, and review the diff; an entry that changes is a broken promise, not a new golden.

use std::collections::BTreeMap;

use poch_engine::encoding::ActionTable;
use poch_engine::{Action, PRESETS};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Data {
    format: String,
    tables: Vec<Entry>,
}

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    preset: String,
    players: usize,
    max_chips: u32,
    len: u32,
    sha256: String,
    ids: BTreeMap<String, u32>,
}

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/data/action-ids.json"
);

/// The actions whose ids an entry pins: the first and last of each kind.
fn pinned(table: &ActionTable, leader_choice: bool) -> Vec<Action> {
    let m = table.max_chips();
    let mut names = vec![
        "pass".to_owned(),
        "bet 1".to_owned(),
        format!("bet {m}"),
        "call".to_owned(),
        "raise 1".to_owned(),
        format!("raise {m}"),
        "fold".to_owned(),
    ];
    let deck = table.deck().ordered();
    for card in [deck[0], deck[deck.len() - 1]] {
        names.push(format!("lead {card}"));
        if leader_choice {
            names.push(format!("lead {card} up"));
            names.push(format!("lead {card} down"));
        }
    }
    names.push("deal".to_owned());
    names.iter().map(|s| s.parse().expect(s)).collect()
}

fn computed() -> Vec<Entry> {
    let mut entries = Vec::new();
    for preset in PRESETS {
        for players in 3..=8 {
            if preset.rules.validate(players).is_err() {
                continue;
            }
            let table = ActionTable::for_players(&preset.rules, players).expect("table");
            let leader_choice = preset.rules.discard_direction.leader_chooses();
            let ids = pinned(&table, leader_choice)
                .into_iter()
                .map(|a| (a.to_string(), table.id(&a).expect("an id")))
                .collect();
            entries.push(Entry {
                preset: preset.name.to_owned(),
                players,
                max_chips: table.max_chips(),
                len: table.len(),
                sha256: table.digest().to_hex(),
                ids,
            });
        }
    }
    entries
}

#[test]
fn action_ids_are_pinned() {
    let entries = computed();
    if std::env::var_os("POCH_BLESS_ACTION_IDS").is_some() {
        let data = Data {
            format: "poch-action-ids/1".into(),
            tables: entries,
        };
        let text = serde_json::to_string_pretty(&data).expect("json") + "\n";
        std::fs::write(PATH, text).expect("write action-ids.json");
        return;
    }
    let text = std::fs::read_to_string(PATH).expect("read tests/data/action-ids.json");
    let data: Data = serde_json::from_str(&text).expect("parse action-ids.json");
    assert_eq!(data.format, "poch-action-ids/1");
    for (got, want) in entries.iter().zip(&data.tables) {
        assert_eq!(
            got, want,
            "the ids of {} for {} players changed",
            want.preset, want.players
        );
    }
    assert_eq!(
        entries.len(),
        data.tables.len(),
        "a table without a pinned entry (or an entry without a table): {:?}",
        entries.iter().skip(data.tables.len()).collect::<Vec<_>>()
    );
}

/// The pinned ids read back: each id's action is the action it was pinned for, and every id
/// of every pinned table turns into an action and back.
#[test]
fn pinned_ids_are_their_actions() {
    let text = std::fs::read_to_string(PATH).expect("read tests/data/action-ids.json");
    let data: Data = serde_json::from_str(&text).expect("parse action-ids.json");
    for entry in &data.tables {
        let rules = poch_engine::Rules::preset(&entry.preset).expect("a preset");
        let table = ActionTable::for_players(&rules, entry.players).expect("table");
        for (name, &id) in &entry.ids {
            assert_eq!(
                table.action(id).map(|a| a.to_string()).as_deref(),
                Some(&name[..])
            );
        }
        for (id, action) in table.iter() {
            assert_eq!(table.id(&action), Some(id), "{} {action}", entry.preset);
        }
        assert_eq!(table.iter().count() as u32, entry.len);
    }
}

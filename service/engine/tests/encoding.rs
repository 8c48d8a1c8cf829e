//! Action ids, masks and tensors over random matches of every preset and player count.
//!
//! - The mask of every seat at every step is exactly what `LegalActions::allows` says of each
//!   id's action, its count is the number of concrete legal actions, and id ↔ action are
//!   inverse.
//! - No tensor or string holds what its seat may not see: `encoding::resample` deals the
//!   hidden cards again consistently with the seat's view, and the seat's tensors, strings,
//!   view (up to the deal source) and legal ids stay the same; a change the seat does see (its
//!   own hand) changes them.
//! - The tensors written from the game (`observation_tensor_of`, `information_state_tensor_of`,
//!   what a batch of matches writes) are those written from the seat's view, bit for bit, for
//!   every seat at every step of matches played with either action set, and hold nothing
//!   hidden either.
//! - The layouts are contiguous, cover the tensors, and are the tables of
//!   docs/python-engine.md.

use poch_engine::batch::ActionIds;
use poch_engine::bots::action_count;
use poch_engine::encoding::{
    ActionTable, DealRecord, Resampled, Section, information_state_layout,
    information_state_string, information_state_tensor, information_state_tensor_of,
    observation_layout, observation_string, observation_tensor, observation_tensor_of, resample,
};
use poch_engine::{DeckKind, Game, MaxDeals, PRESETS, Phase, Rules, Seat, View, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

mod common;
use common::{seeded_match, without_source};

/// Every preset with every player count it allows, each match bounded to a few deals.
fn tables() -> Vec<(&'static str, Rules, usize)> {
    let mut out = Vec::new();
    for preset in PRESETS {
        for players in 3..=8 {
            if preset.rules.validate(players).is_ok() {
                let rules = Rules {
                    max_deals: MaxDeals(std::num::NonZeroU32::new(3)),
                    ..preset.rules
                };
                out.push((preset.name, rules, players));
            }
        }
    }
    out
}

fn new_match(rules: Rules, players: usize, seed: u64) -> (Game, DealRecord) {
    let (game, events) = seeded_match(rules, players, seed);
    let mut record = DealRecord::new();
    record.record(&events);
    (game, record)
}

/// Plays a random match, calling `at` before every action.
fn play(rules: Rules, players: usize, seed: u64, mut at: impl FnMut(&Game, &DealRecord, u64)) {
    let (mut game, mut record) = new_match(rules, players, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0;
    while game.phase() != Phase::MatchOver {
        at(&game, &record, rng.next_u64());
        let seat = game.to_act().expect("a seat to act");
        let legal = game.legal_actions(seat);
        let action = legal
            .sample(|k| (rng.next_u64() % u64::from(k)) as u32)
            .expect("an action");
        let step = game.apply(seat, action).expect("a legal action");
        record.record(&step.events);
        game = step.game;
        steps += 1;
        assert!(steps < 5000, "the match does not end");
    }
    at(&game, &record, rng.next_u64());
}

#[test]
fn masks_agree_with_legal_actions() {
    for (name, rules, players) in tables() {
        for m in 0..3 {
            play(rules, players, 1000 * players as u64 + m, |game, _, _| {
                let table = ActionTable::of_game(game).expect("table");
                assert_eq!(
                    table,
                    ActionTable::for_players(&rules, players).expect("table")
                );
                for seat in Seat::all(players) {
                    let legal = game.legal_actions(seat);
                    let mask = table.mask(&legal);
                    let ids = table.legal_ids(&legal);
                    assert_eq!(mask.len() as u32, table.len());
                    for (id, &allowed) in mask.iter().enumerate() {
                        let action = table.action(id as u32).expect("an action");
                        assert_eq!(allowed, legal.allows(&action), "{name}: id {id} {action}");
                        assert_eq!(table.id(&action), Some(id as u32));
                    }
                    let on: Vec<u32> = (0..table.len()).filter(|&i| mask[i as usize]).collect();
                    assert_eq!(ids, on, "{name}");
                    assert_eq!(ids.len() as u64, action_count(&legal), "{name}: {legal:?}");
                    if game.to_act() != Some(seat) {
                        assert!(ids.is_empty(), "{name}: seat {seat} may not act");
                    } else if game.phase() != Phase::MatchOver {
                        assert!(!ids.is_empty(), "{name}: the actor has an id");
                    }
                }
            });
        }
    }
}

#[test]
fn tensors_show_nothing_hidden() {
    let mut worlds = 0u32;
    let mut fresh = 0u32;
    let mut moved = 0u32;
    for (name, rules, players) in tables() {
        for m in 0..2 {
            play(
                rules,
                players,
                7000 * players as u64 + m,
                |game, record, seed| {
                    if game.phase() == Phase::MatchOver {
                        return;
                    }
                    let table = ActionTable::of_game(game).expect("table");
                    for seat in Seat::all(players) {
                        worlds += 1;
                        let world = match resample(game, seat, seed ^ seat.index() as u64) {
                            Resampled::Fresh(world) => {
                                fresh += 1;
                                world
                            }
                            Resampled::Unchanged(world) => world,
                            Resampled::NotFound => continue,
                        };
                        let (a, b) = (game.state(), world.state());
                        if a.deal.as_ref().map(|d| &d.hands) != b.deal.as_ref().map(|d| &d.hands) {
                            moved += 1;
                        }
                        let view = game.view(Viewer::Seat(seat)).expect("view");
                        let other = world.view(Viewer::Seat(seat)).expect("view");
                        assert_eq!(without_source(view.clone()), without_source(other.clone()));
                        assert_eq!(
                            observation_tensor(&view),
                            observation_tensor(&other),
                            "{name}"
                        );
                        assert_eq!(
                            information_state_tensor(&view, record),
                            information_state_tensor(&other, record),
                            "{name}"
                        );
                        assert_eq!(observation_string(&view), observation_string(&other));
                        assert_eq!(
                            information_state_string(&view, record),
                            information_state_string(&other, record)
                        );
                        assert_eq!(
                            direct(game, record, seat),
                            direct(&world, record, seat),
                            "{name}: written from the game"
                        );
                        // Between deals the world's next deal needs a deck order (its seed is gone).
                        if game.phase() != Phase::BetweenDeals {
                            assert_eq!(
                                table.legal_ids(&game.legal_actions(seat)),
                                table.legal_ids(&world.legal_actions(seat))
                            );
                        }
                        sees_its_own_hand(&view, record);
                    }
                },
            );
        }
    }
    // The test means something only if the hidden cards did move.
    eprintln!("{fresh} of {worlds} worlds resampled, {moved} moved a card");
    assert!(
        fresh * 10 > worlds * 9,
        "{fresh} of {worlds} worlds resampled"
    );
    assert!(
        moved * 2 > worlds,
        "{moved} of {worlds} worlds moved a card"
    );
}

/// The bits of `seat`'s observation and information-state tensors written from `game`, each
/// into a row that held other values and is longer than the layout: what lies past the layout
/// must stay as it was.
fn direct(game: &Game, record: &DealRecord, seat: Seat) -> (Vec<u32>, Vec<u32>) {
    let mut row = vec![0.5f32; 1 << 14];
    let o = observation_tensor_of(game, seat, &mut row).expect("a seat");
    let observation = bits(&row[..o]);
    assert!(row[o..].iter().all(|&x| x == 0.5), "past the observation");
    row.fill(0.5);
    let i = information_state_tensor_of(game, record, seat, &mut row).expect("a seat");
    assert!(
        row[i..].iter().all(|&x| x == 0.5),
        "past the information state"
    );
    (observation, bits(&row[..i]))
}

fn bits(t: &[f32]) -> Vec<u32> {
    t.iter().map(|x| x.to_bits()).collect()
}

/// The tensors written from the game are the view's, bit for bit: every seat at every step
/// (and at the match's end) of random matches of every preset and player count, the actions
/// chosen as a learner chooses them, a legal id drawn uniformly from the concrete set or from
/// the abstract one (whose bets are shares of the pot: other stacks and pots).
#[test]
fn tensors_from_the_game_are_the_view_s_bit_for_bit() {
    let mut rows = 0u64;
    for (name, rules, players) in tables() {
        let mut sets = vec![ActionIds::abstract_set(&rules)];
        sets.extend(ActionIds::concrete(&rules, players).ok());
        assert!(name != "classic" || sets.len() == 2, "{name}: both sets");
        for (s, ids) in sets.iter().enumerate() {
            for m in 0..3u64 {
                let seed = 9000 * players as u64 + 10 * m + s as u64;
                let (mut game, mut record) = new_match(rules, players, seed);
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut mask = vec![0i8; ids.len()];
                loop {
                    for seat in Seat::all(players) {
                        let view = game.view(Viewer::Seat(seat)).expect("view");
                        let (o, i) = direct(&game, &record, seat);
                        assert_eq!(o, bits(&observation_tensor(&view)), "{name}: seat {seat}");
                        assert_eq!(
                            i,
                            bits(&information_state_tensor(&view, &record)),
                            "{name}: seat {seat}"
                        );
                        rows += 1;
                    }
                    let Some(seat) = game.to_act() else { break };
                    let legal = game.legal_actions(seat);
                    ids.write_mask(&game, &legal, &mut mask);
                    let on: Vec<u32> = (0..ids.len() as u32)
                        .filter(|&id| mask[id as usize] == 1)
                        .collect();
                    let id = on[(rng.next_u64() % on.len() as u64) as usize];
                    let action = ids.action_with(&game, &legal, id).expect("a legal id");
                    let step = game.apply(seat, action).expect("a legal action");
                    record.record(&step.events);
                    game = step.game;
                }
            }
        }
    }
    eprintln!("{rows} rows compared");
    assert!(rows > 10_000, "{rows} rows");
}

/// A seat's tensors do change with what it sees: a card of its hand swapped for one it does
/// not hold.
fn sees_its_own_hand(view: &View, record: &DealRecord) {
    let Some(deal) = view.deal.as_ref() else {
        return;
    };
    let Some(hand) = deal.hand.as_ref().filter(|h| !h.is_empty()) else {
        return;
    };
    let held: poch_engine::CardSet = hand.iter().copied().collect();
    let Some(other) = view
        .rules
        .deck
        .ordered()
        .into_iter()
        .find(|c| !held.contains(*c))
    else {
        return;
    };
    let mut changed = view.clone();
    if let Some(h) = changed.deal.as_mut().and_then(|d| d.hand.as_mut()) {
        h[0] = other;
    }
    assert_ne!(observation_tensor(view), observation_tensor(&changed));
    assert_ne!(
        information_state_tensor(view, record),
        information_state_tensor(&changed, record)
    );
    assert_ne!(observation_string(view), observation_string(&changed));
}

/// A resampled world plays on: the same legal ids, and its actions are accepted.
#[test]
fn resampled_worlds_play_on() {
    for (name, rules, players) in tables() {
        play(rules, players, 31 + players as u64, |game, _, seed| {
            let Some(seat) = game.to_act() else { return };
            if game.phase() == Phase::BetweenDeals {
                return;
            }
            let Some(world) = resample(game, Seat((seat.index() + 1) % players), seed).fresh()
            else {
                return;
            };
            let legal = world.legal_actions(seat);
            let action = legal.sample(|k| k - 1).expect("an action");
            world
                .apply(seat, action)
                .unwrap_or_else(|r| panic!("{name}: {}", r.rejection));
        });
    }
}

#[test]
fn tensors_fit_their_layouts() {
    for (name, rules, players) in tables() {
        let obs = observation_layout(players, rules.deck);
        let info = information_state_layout(players, rules.deck);
        for layout in [&obs, &info] {
            let mut offset = 0;
            for s in layout.iter() {
                assert_eq!(s.offset, offset, "{name}: {}", s.name);
                offset += s.len;
            }
        }
        assert_eq!(
            &info[..obs.len()],
            &obs[..],
            "the information state starts with the observation"
        );
        play(rules, players, 55, |game, record, _| {
            for seat in Seat::all(players) {
                let view = game.view(Viewer::Seat(seat)).expect("view");
                let o = observation_tensor(&view);
                let i = information_state_tensor(&view, record);
                assert_eq!(o.len(), obs.iter().map(|s| s.len).sum::<usize>());
                assert_eq!(i.len(), info.iter().map(|s| s.len).sum::<usize>());
                assert!(
                    o.iter().chain(&i).all(|x| (0.0..=1.0).contains(x)),
                    "{name}"
                );
                assert_eq!(&i[..o.len()], &o[..]);
            }
        });
    }
}

/// The rows of the markdown table that follows `heading` in `text`.
fn doc_rows<'a>(text: &'a str, heading: &str) -> Vec<Vec<&'a str>> {
    let start = text.find(heading).unwrap_or(text.len());
    text[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect()
}

/// The layout tables of docs/python-engine.md are the code's (for 4 players, 32 cards).
#[test]
fn documented_layouts_are_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/python-engine.md");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let check = |heading: &str, layout: Vec<Section>| {
        let rows = doc_rows(&text, heading);
        let want: Vec<Vec<String>> = layout
            .iter()
            .map(|s| {
                vec![
                    format!("`{}`", s.name),
                    s.offset.to_string(),
                    s.len.to_string(),
                    s.size.to_owned(),
                    s.meaning.to_owned(),
                ]
            })
            .collect();
        let markdown: String = want
            .iter()
            .map(|row| format!("| {} |\n", row.join(" | ")))
            .collect();
        assert_eq!(
            rows, want,
            "{heading} in docs/python-engine.md; the code's rows:\n{markdown}"
        );
    };
    check(
        "### Observation tensor",
        observation_layout(4, DeckKind::French32),
    );
    let info = information_state_layout(4, DeckKind::French32);
    let from = observation_layout(4, DeckKind::French32).len();
    check("### Information-state tensor", info[from..].to_vec());
}

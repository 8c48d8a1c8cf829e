//! The engine tests' kit: cards and deck orders written as in RULES.md, new matches, actions
//! applied with their invariants checked, and the worked deals of RULES §14 as data.
//!
//! Each test file takes what it needs (`mod common;`), so not every helper is used by every
//! file.
#![allow(dead_code)]

pub mod imports;
pub mod picker;
pub mod refusals;

use std::collections::VecDeque;

use poch_engine::{
    Action, ByField, Card, DealSource, DeckOrder, Event, Field, FieldSet, Game, NewGame, Rules,
    Seat, Seed, StartPosition, View,
};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};
use serde::Deserialize;
use serde_json::Value;

/// A card as RULES.md writes it (`7C`, `TD`, `AS`).
pub fn card(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("bad card {s:?}: {e}"))
}

/// Cards separated by spaces.
pub fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// The deck order (top card first) that deals `hands[seat]` to each seat, in the order listed,
/// one card at a time clockwise from forehand = `dealer` + 1; then `rest`: the upcard first,
/// followed by the dead leftovers (`all_evenly`) or the talon (`five_talon`). Under
/// `all_evenly` without leftovers `rest` is empty and the dealer's last listed card is the
/// upcard.
pub fn deck(dealer: Seat, hands: &[&str], rest: &str) -> DeckOrder {
    let n = hands.len();
    let mut queues: Vec<VecDeque<Card>> = hands.iter().map(|h| cards(h).into()).collect();
    let total: usize = queues.iter().map(VecDeque::len).sum();
    let mut order = Vec::with_capacity(total + 1);
    for i in 0..total {
        let seat = Seat((dealer.index() + 1 + i) % n);
        let next = queues[seat].pop_front().unwrap_or_else(|| {
            panic!("seat {seat} has too few cards for a clockwise deal from forehand")
        });
        order.push(next);
    }
    order.extend(cards(rest));
    DeckOrder::new(order)
}

/// The players' names of an `n`-seat table: `p0`, `p1`, …
pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

/// The classic rules with `f` applied.
pub fn rules(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = Rules::CLASSIC;
    f(&mut r);
    r
}

/// A start position of these stacks, board fields and carried fields.
pub fn stacks_start(stacks: &[u32], board: &[(Field, u32)], carried: &[Field]) -> StartPosition {
    let mut b = ByField::<u32>::default();
    for &(f, chips) in board {
        b[f] = chips;
    }
    StartPosition {
        stacks: stacks.to_vec(),
        board: b,
        carried: carried.iter().copied().collect(),
    }
}

/// A match of `n` seats dealt from `decks`, `dealer` dealing first; the new game must satisfy
/// every invariant.
pub fn start_game(
    rules: Rules,
    n: usize,
    dealer: Seat,
    decks: Vec<DeckOrder>,
    start: Option<StartPosition>,
) -> (Game, Vec<Event>) {
    let step = Game::new(NewGame {
        rules,
        players: names(n),
        source: DealSource::Decks {
            first_dealer: dealer,
            decks,
        },
        start,
        bots: Vec::new(),
    })
    .unwrap_or_else(|e| panic!("new game refused: {} ({e})", e.code()));
    step.game
        .check()
        .expect("a new game satisfies every invariant");
    (step.game, step.events)
}

/// A seeded match of `players` seats, its seed drawn from `seed`: the new game and its events.
pub fn seeded_match(rules: Rules, players: usize, seed: u64) -> (Game, Vec<Event>) {
    let mut bytes = [0u8; 32];
    ChaCha8Rng::seed_from_u64(seed).fill_bytes(&mut bytes);
    let step = Game::new(NewGame {
        rules,
        players: names(players),
        source: DealSource::Seed {
            seed: Seed(bytes),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a match");
    (step.game, step.events)
}

/// Applies `action` (written as in RULES.md) by `seat`; panics with the rejection otherwise,
/// and checks every invariant after it.
pub fn act(game: Game, seat: Seat, action: &str) -> (Game, Vec<Event>) {
    let parsed: Action = action
        .parse()
        .unwrap_or_else(|e| panic!("bad action {action:?}: {e}"));
    let step = game
        .apply(seat, parsed)
        .unwrap_or_else(|r| panic!("seat {seat} `{action}` refused: {}", r.rejection));
    step.game.check().expect("every step keeps every invariant");
    (step.game, step.events)
}

/// Applies several actions in order, as [`act`] does; returns the game and all their events.
pub fn run(mut game: Game, moves: &[(usize, &str)]) -> (Game, Vec<Event>) {
    let mut all = Vec::new();
    for &(seat, action) in moves {
        let (next, events) = act(game, Seat(seat), action);
        game = next;
        all.extend(events);
    }
    (game, all)
}

/// Applies several actions in order, as [`act`] does; returns the game.
pub fn play(game: Game, moves: &[(Seat, &str)]) -> Game {
    moves
        .iter()
        .fold(game, |game, &(seat, action)| act(game, seat, action).0)
}

/// The view up to what a resampled world may change: its deal source.
pub fn without_source(mut view: View) -> View {
    view.fairness = None;
    if let Some(d) = view.deal.as_mut() {
        d.commitment = None;
        d.deal_seed = None;
    }
    if let Some(legal) = view.legal.as_mut() {
        legal.deck_allowed = false;
        legal.deck_required = false;
    }
    view
}

/// The worked deals of RULES §14 (`tests/data/worked-deals.json`).
#[derive(Deserialize)]
pub struct WorkedDeals {
    /// The data's format and version.
    pub format: String,
    /// The deals, each a match.
    pub examples: Vec<Example>,
}

/// One worked deal: the match, its actions, and what must follow from them.
#[derive(Deserialize)]
pub struct Example {
    /// Its name in RULES §14.
    pub id: String,
    /// The rules it is played under.
    pub config: Rules,
    /// The number of seats.
    pub players: usize,
    /// Who deals first.
    pub first_dealer: usize,
    /// A start position, where the deal does not start from the rules' own.
    pub start: Option<Start>,
    /// The deck order of each deal.
    pub deck_orders: Vec<Vec<Card>>,
    /// Every action as (seat, action as RULES.md writes it).
    pub actions: Vec<(usize, String)>,
    /// The legal actions before each action.
    pub legal: Vec<Value>,
    /// The record of each deal.
    pub deals: Vec<Value>,
    /// How the match ends (null while it goes on).
    pub match_end: Value,
}

/// A worked deal's start position.
#[derive(Deserialize)]
pub struct Start {
    /// Every seat's stack.
    pub stacks: Vec<u32>,
    /// The board's fields.
    pub board: ByField<u32>,
    /// The fields carried into the deal.
    pub carried: Vec<Field>,
}

impl Example {
    /// The match it starts: seats named `A`, `B`, … and its deck orders.
    pub fn new_game(&self) -> NewGame {
        NewGame {
            rules: self.config,
            players: (0..self.players)
                .map(|i| char::from(b'A' + i as u8).to_string())
                .collect(),
            source: DealSource::Decks {
                first_dealer: Seat(self.first_dealer),
                decks: self
                    .deck_orders
                    .iter()
                    .cloned()
                    .map(DeckOrder::new)
                    .collect(),
            },
            start: self.start.as_ref().map(|s| StartPosition {
                stacks: s.stacks.clone(),
                board: s.board,
                carried: s.carried.iter().copied().collect::<FieldSet>(),
            }),
            bots: Vec::new(),
        }
    }
}

/// The worked deals, read once per test binary (the engine's tests, and the client's, which
/// include this kit).
pub fn worked_deals() -> &'static WorkedDeals {
    static DATA: std::sync::OnceLock<WorkedDeals> = std::sync::OnceLock::new();
    DATA.get_or_init(|| {
        // The repository's `tests/data`, found above the crate that includes this kit.
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .ancestors()
            .map(|dir| dir.join("tests/data/worked-deals.json"))
            .find(|path| path.is_file())
            .expect("tests/data/worked-deals.json above the crate");
        let text = std::fs::read_to_string(path).expect("read worked-deals.json");
        let data: WorkedDeals = serde_json::from_str(&text).expect("parse worked-deals.json");
        assert_eq!(data.format, "poch-worked-deals/1");
        data
    })
}

/// The worked deal named `id`.
pub fn worked_deal(id: &str) -> &'static Example {
    worked_deals()
        .examples
        .iter()
        .find(|ex| ex.id == id)
        .unwrap_or_else(|| panic!("no worked deal {id:?} in worked-deals.json"))
}

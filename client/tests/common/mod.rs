//! The worked deals of the rules (`tests/data/worked-deals.json`), each as the record of a
//! match of its deals, for the tests of the summary and of the tables.

use poch_client::record::{MatchRecord, SeatAction};
use poch_engine::{
    Action, ByField, Card, DealSource, DeckOrder, Field, MaxDeals, NewGame, Phase, Rules, Seat,
    StartPosition,
};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Data {
    examples: Vec<Example>,
}

#[derive(Deserialize)]
pub struct Example {
    pub id: String,
    pub config: Rules,
    pub players: usize,
    pub first_dealer: usize,
    pub start: Option<Start>,
    pub deck_orders: Vec<Vec<Card>>,
    pub actions: Vec<(usize, String)>,
    pub deals: Vec<Value>,
}

#[derive(Deserialize)]
pub struct Start {
    pub stacks: Vec<u32>,
    pub board: ByField<u32>,
    pub carried: Vec<Field>,
}

pub fn examples() -> Vec<Example> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/worked-deals.json"
    );
    let text = std::fs::read_to_string(path).expect("read worked-deals.json");
    serde_json::from_str::<Data>(&text)
        .expect("parse worked-deals.json")
        .examples
}

/// Seat s of every example is played by bot `a` when s is even, `b` when odd.
pub fn bot(seat: usize) -> String {
    if seat.is_multiple_of(2) { "a" } else { "b" }.to_owned()
}

/// The example as a record of a match that ends with its last deal.
pub fn record(ex: &Example) -> MatchRecord {
    let rules = Rules {
        max_deals: MaxDeals(
            u32::try_from(ex.deals.len())
                .ok()
                .and_then(std::num::NonZeroU32::new),
        ),
        ..ex.config
    };
    let start = NewGame {
        rules,
        players: (0..ex.players).map(|s| format!("p{s}")).collect(),
        source: DealSource::Decks {
            first_dealer: Seat(ex.first_dealer),
            decks: ex.deck_orders.iter().cloned().map(DeckOrder::new).collect(),
        },
        start: ex.start.as_ref().map(|s| StartPosition {
            stacks: s.stacks.clone(),
            board: s.board,
            carried: s.carried.iter().copied().collect(),
        }),
        bots: Vec::new(),
    };
    // The data lists the decisions; between deals the next dealer deals.
    let step = poch_engine::Game::new(start.clone()).expect("the example starts");
    let mut game = step.game;
    let mut events = step.events;
    let mut actions = Vec::new();
    for (seat, text) in &ex.actions {
        if game.phase() == Phase::BetweenDeals {
            let dealer = game.to_act().expect("the next dealer deals");
            let deal = Action::Deal { deck: None };
            let step = game.apply(dealer, deal.clone()).expect("deals");
            actions.push(SeatAction {
                seat: dealer,
                action: deal,
            });
            game = step.game;
            events.extend(step.events);
        }
        let action: Action = text.parse().expect("an action");
        let step = game
            .apply(Seat(*seat), action.clone())
            .expect("the example replays");
        actions.push(SeatAction {
            seat: Seat(*seat),
            action,
        });
        game = step.game;
        events.extend(step.events);
    }
    assert_eq!(game.phase(), Phase::MatchOver, "{}", ex.id);
    MatchRecord::new(&start, (0..ex.players).map(bot).collect(), actions, &events)
        .expect("a record")
}

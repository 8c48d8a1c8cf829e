//! The worked deals of the rules (`tests/data/worked-deals.json`), each as the record of a
//! match of its deals, for the tests of the summary and of the tables.

use poch_cli::record::{MatchRecord, SeatAction};
use poch_engine::{Action, MaxDeals, Phase, Rules, Seat};

/// The engine's test kit: the worked deals' one loader.
#[path = "../../../../service/engine/tests/common/mod.rs"]
#[allow(unused_imports)]
mod kit;

pub use kit::Example;

/// Every worked deal.
pub fn examples() -> &'static [Example] {
    &kit::worked_deals().examples
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
    let mut start = ex.new_game();
    start.rules = rules;
    start.players = (0..ex.players).map(|s| format!("p{s}")).collect();
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

//! The engine's bots, by name, and batches of matches between them run in the engine's loop.

use std::sync::Mutex;

use poch_engine::{
    BotKind, DealSource, Game as EngineGame, NewGame, Phase, Rejection, Seat, Seed, Sight, View,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use crate::game::Game;
use crate::{INTERNAL, error, from_py, invalid, rules_of, to_py};

/// The most actions a match of a batch may take before it is called stuck.
const MAX_ACTIONS_PER_MATCH: u64 = 1_000_000;

fn kind_of(py: Python<'_>, name: &str) -> PyResult<BotKind> {
    name.parse()
        .map_err(|e: poch_engine::bots::UnknownBot| invalid(py, "bot", e))
}

/// The names of the engine's bots.
#[pyfunction]
pub fn bot_names() -> Vec<&'static str> {
    BotKind::ALL.iter().map(|k| k.name()).collect()
}

/// One of the engine's bots, seeded: it chooses from its seat's view only.
#[pyclass(module = "poch_engine")]
pub struct Bot {
    kind: BotKind,
    bot: Mutex<Box<dyn poch_engine::Bot + Send>>,
}

impl Bot {
    /// The bot's action for `seat`, which must be `to_act` (otherwise the refusal the engine
    /// gives an action out of turn: `not_your_turn`, `match_over`), chosen by `choose`.
    fn choose_with(
        &self,
        py: Python<'_>,
        seat: Seat,
        to_act: Option<Seat>,
        choose: impl FnOnce(&mut dyn poch_engine::Bot) -> Option<poch_engine::Action>,
    ) -> PyResult<poch_engine::Action> {
        let refusal = match to_act {
            None => Some(Rejection::MatchOver),
            Some(t) if t != seat => Some(Rejection::NotYourTurn { seat, to_act: t }),
            Some(_) => None,
        };
        if let Some(r) = refusal {
            return Err(error(py, r.code(), r.to_string(), None));
        }
        let mut bot = self
            .bot
            .lock()
            .map_err(|_| error(py, INTERNAL, "a bot panicked", None))?;
        // The seat's turn, and no action a bot can give: a deal that needs a deck order.
        choose(bot.as_mut()).ok_or_else(|| {
            let r = Rejection::DeckOrderRequired;
            error(py, r.code(), r.to_string(), None)
        })
    }
}

#[pymethods]
impl Bot {
    #[new]
    #[pyo3(signature = (name, seed=0))]
    fn new(py: Python<'_>, name: &str, seed: u64) -> PyResult<Bot> {
        let kind = kind_of(py, name)?;
        Ok(Bot {
            kind,
            bot: Mutex::new(kind.build(seed)),
        })
    }

    /// Its name.
    #[getter]
    fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// The action it takes for `seat` of `game` (a dict in the REST shape), reading only what
    /// that seat may see (its view; for `search`, the public history as well).
    fn choose<'py>(
        &self,
        py: Python<'py>,
        game: &Game,
        seat: usize,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = Seat(seat);
        let engine = game.engine(py)?;
        engine
            .check_seat(seat)
            .map_err(|r| error(py, r.code(), r.to_string(), None))?;
        to_py(
            py,
            &self.choose_with(py, seat, engine.to_act(), |bot| bot.choose_in(engine, seat))?,
        )
    }

    /// The id of the action it takes for `seat` of `game`: of the game's table
    /// (`actions="concrete"`), or of the abstract set (`"abstract"`: a bet or raise becomes
    /// the legal size nearest its amount).
    #[pyo3(signature = (game, seat, actions="concrete"))]
    fn choose_id(&self, py: Python<'_>, game: &Game, seat: usize, actions: &str) -> PyResult<u32> {
        let seat = Seat(seat);
        let engine = game.engine(py)?;
        engine
            .check_seat(seat)
            .map_err(|r| error(py, r.code(), r.to_string(), None))?;
        let action =
            self.choose_with(py, seat, engine.to_act(), |bot| bot.choose_in(engine, seat))?;
        let set = match actions {
            "concrete" => poch_engine::batch::ActionIds::Concrete(
                poch_engine::encoding::ActionTable::of_game(engine)
                    .map_err(|e| error(py, e.code(), e.to_string(), None))?,
            ),
            other => crate::vector::action_ids(py, engine.rules(), engine.players(), other)?,
        };
        set.id_of(engine, seat, &action).ok_or_else(|| {
            error(
                py,
                INTERNAL,
                format!("the {} bot's {action} has no id", self.kind),
                None,
            )
        })
    }

    /// The action it takes seeing `view` (a seat's view, as `Game.view` or the service
    /// answers it).
    fn choose_from_view<'py>(
        &self,
        py: Python<'py>,
        view: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if self.kind.reads_history() {
            return Err(invalid(
                py,
                "view",
                format!(
                    "the {} bot reads the public history as well as the view: give it the game \
                     (Bot.choose)",
                    self.kind
                ),
            ));
        }
        let view: View = from_py(view, "view")?;
        let sight = Sight::of_view(&view)
            .ok_or_else(|| invalid(py, "view", "a spectator's view: a bot needs a seat"))?;
        to_py(
            py,
            &self.choose_with(py, sight.seat, view.to_act, |bot| bot.choose(&sight))?,
        )
    }

    fn __repr__(&self) -> String {
        format!("Bot({:?})", self.kind.name())
    }
}

/// One bot kind's results over a batch.
#[derive(Default)]
struct Results {
    seats: u64,
    /// Its wins in units of `poch_engine::WIN_UNITS`: the engine's shares, so that a shared
    /// first place counts as `poch simulate` and the tables count it.
    win_units: u64,
    chips: i64,
}

/// What a batch came to.
#[derive(Default)]
struct Summary {
    matches: u64,
    deals: u64,
    actions: u64,
    results: Vec<Results>,
}

/// The match seed and bot seeds of match `index`: the same for the same batch seed.
fn draw(seed: u64, index: u64, bots: usize) -> (Seed, Vec<u64>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut bytes = [0u8; 32];
    rng.fill_bytes(&mut bytes);
    (Seed(bytes), (0..bots).map(|_| rng.next_u64()).collect())
}

fn run(
    rules: poch_engine::Rules,
    kinds: &[BotKind],
    matches: u64,
    seed: u64,
) -> Result<Summary, String> {
    let n = kinds.len();
    let mut summary = Summary {
        results: kinds.iter().map(|_| Results::default()).collect(),
        ..Summary::default()
    };
    let mut events = Vec::new();
    for index in 0..matches {
        // Seat s of match i is played by bots[(s + i) % n]: every bot plays every seat.
        let seating: Vec<usize> = (0..n).map(|s| (s + index as usize) % n).collect();
        let (match_seed, bot_seeds) = draw(seed, index, n);
        let step = EngineGame::new(NewGame {
            rules,
            players: (0..n)
                .map(|s| format!("{}{s}", kinds[seating[s]]))
                .collect(),
            source: DealSource::Seed {
                seed: match_seed,
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .map_err(|e| e.to_string())?;
        let mut bots: Vec<_> = seating
            .iter()
            .zip(&bot_seeds)
            .map(|(&b, &s)| kinds[b].build(s))
            .collect();
        let mut game = step.game;
        let mut actions = 0u64;
        events.clear();
        while game.phase() != Phase::MatchOver {
            let seat = game
                .to_act()
                .ok_or("nobody to act before the match's end")?;
            let action = bots[seat]
                .choose_in(&game, seat)
                .ok_or_else(|| format!("the bot of seat {seat} has no action"))?;
            game.apply_in_place(seat, action, &mut events)
                .map_err(|r| r.to_string())?;
            // Nothing reads a batch's events: the buffer is kept for its capacity.
            events.clear();
            actions += 1;
            if actions > MAX_ACTIONS_PER_MATCH {
                return Err(format!(
                    "match {index} did not end within {MAX_ACTIONS_PER_MATCH} actions"
                ));
            }
        }
        summary.matches += 1;
        summary.actions += actions;
        summary.deals += u64::from(game.deal_number());
        let end = game.match_end().ok_or("a match over without its end")?;
        for standing in &end.standings {
            let r = &mut summary.results[seating[standing.seat]];
            r.seats += 1;
            r.chips += i64::from(standing.stack) - i64::from(rules.starting_chips);
            // RULES 10.3: the k seats in first place share the win, 1/k each (the engine's
            // rule, as everywhere else).
            r.win_units += end.win_units(standing.seat);
        }
    }
    Ok(summary)
}

/// Plays `matches` matches between the engine's bots named in `bots` (one a seat, rotated each
/// match so that every bot plays every seat), in the engine's own loop with Python's lock
/// released. Match `i` depends only on `seed` and `i`. Answers `{"matches", "deals",
/// "actions", "bots": [{"name", "seats", "wins", "chips"}, …]}` (`bots` in the order given).
/// `wins` is a float: the k seats sharing a first place win 1/k each (RULES 10.3, the engine's
/// `MatchEnd::win_units`), so the wins of a batch add up to its matches.
#[pyfunction]
#[pyo3(signature = (bots, matches, *, preset=None, rules=None, seed=0))]
pub fn play_matches<'py>(
    py: Python<'py>,
    bots: Vec<String>,
    matches: u64,
    preset: Option<&str>,
    rules: Option<&Bound<'py, PyAny>>,
    seed: u64,
) -> PyResult<Bound<'py, PyDict>> {
    let rules = rules_of(py, preset, rules)?;
    let kinds = bots
        .iter()
        .map(|b| kind_of(py, b))
        .collect::<PyResult<Vec<_>>>()?;
    rules
        .validate(kinds.len())
        .map_err(|e| error(py, e.code(), e.to_string(), None))?;
    let summary = py
        .detach(|| run(rules, &kinds, matches, seed))
        .map_err(|e| error(py, INTERNAL, e, None))?;
    let d = PyDict::new(py);
    d.set_item("matches", summary.matches)?;
    d.set_item("deals", summary.deals)?;
    d.set_item("actions", summary.actions)?;
    let per_bot = summary
        .results
        .iter()
        .zip(&kinds)
        .map(|(r, k)| {
            let x = PyDict::new(py);
            x.set_item("name", k.name())?;
            x.set_item("seats", r.seats)?;
            x.set_item("wins", r.win_units as f64 / poch_engine::WIN_UNITS as f64)?;
            x.set_item("chips", r.chips)?;
            Ok(x)
        })
        .collect::<PyResult<Vec<_>>>()?;
    d.set_item("bots", per_bot)?;
    Ok(d)
}

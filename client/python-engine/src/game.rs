//! `Game`: one match, in process.

use poch_engine::encoding::{self, DealRecord};
use poch_engine::{
    Action, DealSource, DeckOrder, Event, Game as EngineGame, GameState, NewGame, Rejection, Seat,
    StartPosition, Viewer,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyTuple};

use crate::table::{ActionTable, action_of_id, table_error};
use crate::{
    INTERNAL, INVALID_ARGUMENT, action_of, error, from_py, invalid, layout_rows, observer_kind,
    rules_of, seed_of, to_py,
};

/// A match: the engine's game, the public record of its current deal (for the information
/// state), and the events of the last action.
#[pyclass(module = "poch_engine")]
#[derive(Clone)]
pub struct Game {
    /// Always `Some` between calls: taken only while `apply` runs.
    game: Option<EngineGame>,
    record: DealRecord,
    events: Vec<Event>,
    table: Option<encoding::ActionTable>,
}

fn rejected(py: Python<'_>, r: &Rejection) -> PyErr {
    error(py, r.code(), r.to_string(), None)
}

/// The players: a list of ids, or a count (ids `p0`, `p1`, …).
fn players_of(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    if let Ok(n) = value.extract::<usize>() {
        // Bounded: the rules refuse more than 8 players, naming the number asked for.
        return Ok((0..n.min(1 << 10)).map(|i| format!("p{i}")).collect());
    }
    value.extract().map_err(|_| {
        invalid(
            value.py(),
            "players",
            "a list of ids or a number of players",
        )
    })
}

/// The keyword arguments of a new match.
const NEW_GAME_OPTIONS: [&str; 6] = [
    "preset",
    "rules",
    "seed",
    "first_dealer",
    "deck_orders",
    "start",
];

/// The inputs of a new match, as `POST /v1/games` takes them: `players` and the keyword
/// arguments of [`NEW_GAME_OPTIONS`].
fn new_game_of(
    py: Python<'_>,
    players: &Bound<'_, PyAny>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<NewGame> {
    let empty = PyDict::new(py);
    let options = options.unwrap_or(&empty);
    for key in options.keys() {
        let key: String = key.extract()?;
        if !NEW_GAME_OPTIONS.contains(&key.as_str()) {
            return Err(invalid(
                py,
                &key,
                format!("not an option of a new match: {NEW_GAME_OPTIONS:?}"),
            ));
        }
    }
    let option = |key: &str| -> PyResult<Option<Bound<'_, PyAny>>> {
        Ok(options.get_item(key)?.filter(|v| !v.is_none()))
    };
    let preset: Option<String> = option("preset")?.map(|p| p.extract()).transpose()?;
    let rules = rules_of(py, preset.as_deref(), option("rules")?.as_ref())?;
    let players = players_of(players)?;
    let seed = option("seed")?;
    let first_dealer: Option<Seat> = option("first_dealer")?
        .map(|d| d.extract::<usize>().map(Seat))
        .transpose()?;
    let decks: Vec<DeckOrder> = match option("deck_orders")? {
        Some(d) => from_py(&d, "deck_orders")?,
        None => Vec::new(),
    };
    let source = if decks.is_empty() {
        DealSource::Seed {
            seed: seed_of(py, seed.as_ref())?,
            first_dealer,
        }
    } else {
        if seed.is_some() {
            return Err(invalid(
                py,
                "deck_orders",
                "give a seed or deck orders, not both",
            ));
        }
        DealSource::Decks {
            first_dealer: first_dealer.ok_or_else(|| {
                invalid(
                    py,
                    "first_dealer",
                    "a match from deck orders needs its first dealer",
                )
            })?,
            decks,
        }
    };
    let start: Option<StartPosition> =
        option("start")?.map(|s| from_py(&s, "start")).transpose()?;
    Ok(NewGame {
        rules,
        players,
        source,
        start,
        bots: Vec::new(),
    })
}

impl Game {
    fn from_engine(game: EngineGame, events: Vec<Event>, record: DealRecord) -> Game {
        Game {
            game: Some(game),
            record,
            events,
            table: None,
        }
    }

    /// A game taken from a batch: its engine game and its deal's record.
    pub(crate) fn of_engine(game: EngineGame, record: DealRecord) -> Game {
        Game::from_engine(game, Vec::new(), record)
    }

    pub(crate) fn engine(&self, py: Python<'_>) -> PyResult<&EngineGame> {
        self.game
            .as_ref()
            .ok_or_else(|| error(py, INTERNAL, "the game is being changed", None))
    }

    fn table(&mut self, py: Python<'_>) -> PyResult<encoding::ActionTable> {
        if let Some(t) = self.table {
            return Ok(t);
        }
        let t = encoding::ActionTable::of_game(self.engine(py)?).map_err(|e| table_error(py, e))?;
        self.table = Some(t);
        Ok(t)
    }

    fn seat(&self, py: Python<'_>, seat: usize) -> PyResult<Seat> {
        self.engine(py)?
            .check_seat(Seat(seat))
            .map_err(|r| rejected(py, &r))
    }

    fn view_of(&self, py: Python<'_>, seat: usize) -> PyResult<poch_engine::View> {
        self.engine(py)?
            .view(Viewer::Seat(Seat(seat)))
            .map_err(|r| rejected(py, &r))
    }

    /// Applies `action` for `seat`; on a refusal the game is unchanged.
    pub(crate) fn act(&mut self, py: Python<'_>, seat: usize, action: Action) -> PyResult<()> {
        let game = self
            .game
            .take()
            .ok_or_else(|| error(py, INTERNAL, "the game is being changed", None))?;
        match game.apply(Seat(seat), action) {
            Ok(step) => {
                self.record.record(&step.events);
                self.events = step.events;
                self.game = Some(step.game);
                Ok(())
            }
            Err(r) => {
                self.game = Some(r.game);
                Err(rejected(py, &r.rejection))
            }
        }
    }

    fn concrete_of_abstract(&self, py: Python<'_>, seat: usize, id: u32) -> PyResult<Action> {
        let seat = self.seat(py, seat)?;
        let g = self.engine(py)?;
        let set = encoding::AbstractActions::new(g.rules());
        set.concrete(g, seat, id).ok_or_else(|| {
            let what = set.action(id).map_or_else(
                || format!("no abstract id {id}"),
                |a| format!("{a} (id {id})"),
            );
            invalid(
                py,
                "action",
                format!("{what} is not legal for seat {seat} now"),
            )
        })
    }

    /// The action of an id of this game's table.
    fn action_of_id(&mut self, py: Python<'_>, id: u32) -> PyResult<Action> {
        let table = self.table(py)?;
        action_of_id(py, &table, id)
    }
}

fn layout<'py>(py: Python<'py>, sections: &[encoding::Section]) -> PyResult<Bound<'py, PyList>> {
    PyList::new(py, layout_rows(py, sections)?)
}

fn float_bytes<'py>(py: Python<'py>, values: &[f32]) -> Bound<'py, PyBytes> {
    let bytes: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
    PyBytes::new(py, &bytes)
}

#[pymethods]
impl Game {
    /// Starts a match and deals its first deal, as `POST /v1/games` does; `events` holds what
    /// that caused.
    #[new]
    #[pyo3(signature = (players, **options))]
    fn new(
        py: Python<'_>,
        players: &Bound<'_, PyAny>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Game> {
        let new = new_game_of(py, players, options)?;
        let step = EngineGame::new(new).map_err(|e| error(py, e.code(), e.to_string(), None))?;
        let mut record = DealRecord::new();
        record.record(&step.events);
        Ok(Game::from_engine(step.game, step.events, record))
    }

    /// A game from a state (a dict in the REST shape of `GameState`), checked against every
    /// invariant (`state_invalid`, `state_version_unsupported`). Its information state has no
    /// record of the current deal before this point.
    #[staticmethod]
    fn from_state(state: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = state.py();
        let state: GameState = from_py(state, "state")?;
        let game =
            EngineGame::from_state(state).map_err(|e| error(py, e.code(), e.to_string(), None))?;
        Ok(Game::from_engine(game, Vec::new(), DealRecord::new()))
    }

    /// Replays a match from its inputs (as `POST /v1/games/replay`): `actions` is a list of
    /// `{"seat": s, "action": a}` (or `(seat, action)` pairs); `events` holds every event. A
    /// refused action raises its code with `index` set.
    #[staticmethod]
    #[pyo3(signature = (players, actions, **options))]
    fn replay(
        py: Python<'_>,
        players: &Bound<'_, PyAny>,
        actions: &Bound<'_, PyAny>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Game> {
        let new = new_game_of(py, players, options)?;
        let mut list = Vec::new();
        for item in actions.try_iter()? {
            let item = item?;
            let (seat, action) = if let Ok(d) = item.cast::<PyDict>() {
                let seat = d
                    .get_item("seat")?
                    .ok_or_else(|| invalid(py, "actions", "an entry without a seat"))?;
                let action = d
                    .get_item("action")?
                    .ok_or_else(|| invalid(py, "actions", "an entry without an action"))?;
                (Seat(seat.extract::<usize>()?), action_of(&action)?)
            } else {
                let pair: Bound<'_, PyTuple> = item
                    .extract()
                    .map_err(|_| invalid(py, "actions", "{seat, action} or (seat, action)"))?;
                (
                    Seat(pair.get_item(0)?.extract::<usize>()?),
                    action_of(&pair.get_item(1)?)?,
                )
            };
            list.push((seat, action));
        }
        match EngineGame::replay(new, &list) {
            Ok(replay) => {
                let mut record = DealRecord::new();
                record.record(&replay.events);
                Ok(Game::from_engine(replay.game, replay.events, record))
            }
            Err(poch_engine::ReplayError::NewGame(e)) => {
                Err(error(py, e.code(), e.to_string(), None))
            }
            Err(poch_engine::ReplayError::Rejected { index, rejection }) => Err(error(
                py,
                rejection.code(),
                format!("action {index} was refused: {rejection}"),
                Some(index),
            )),
            Err(poch_engine::ReplayError::Bots(v)) => Err(error(py, INTERNAL, v.to_string(), None)),
        }
    }

    /// Applies `action` for `seat` and returns the events it caused (dicts in the REST shape).
    /// `action` is a dict in the REST shape, a string in the rules' notation, or an id of the
    /// game's table. A refusal raises `PochError` and leaves the game unchanged.
    fn apply<'py>(
        &mut self,
        py: Python<'py>,
        seat: usize,
        action: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let action = match action.extract::<u32>() {
            Ok(id) => self.action_of_id(py, id)?,
            Err(_) => action_of(action)?,
        };
        self.act(py, seat, action)?;
        to_py(py, &self.events)
    }

    /// Applies the action of `action_id` for `seat`, keeping its events for `events` (the
    /// fast path of a learning loop: nothing is converted).
    fn apply_id(&mut self, py: Python<'_>, seat: usize, action_id: u32) -> PyResult<()> {
        let action = self.action_of_id(py, action_id)?;
        self.act(py, seat, action)
    }

    /// The events of the last action (or of the start, or the replay).
    #[getter]
    fn events<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.events)
    }

    /// The seat that must act, or `None` once the match is over.
    #[getter]
    fn to_act(&self, py: Python<'_>) -> PyResult<Option<usize>> {
        Ok(self.engine(py)?.to_act().map(Seat::index))
    }

    /// `pochen`, `discard`, `between_deals` or `match_over`.
    #[getter]
    fn phase(&self, py: Python<'_>) -> PyResult<&'static str> {
        Ok(self.engine(py)?.phase().name())
    }

    /// Whether the match is over.
    #[getter]
    fn is_over(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.engine(py)?.match_end().is_some())
    }

    /// The number of seats.
    #[getter]
    fn players(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.engine(py)?.players())
    }

    /// The stacks by seat.
    #[getter]
    fn stacks(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        Ok(self.engine(py)?.stacks().to_vec())
    }

    /// The number of actions applied.
    #[getter]
    fn version(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.engine(py)?.version())
    }

    /// The number of deals begun.
    #[getter]
    fn deal_number(&self, py: Python<'_>) -> PyResult<u32> {
        Ok(self.engine(py)?.deal_number())
    }

    /// All chips of the match (constant, I1).
    #[getter]
    fn total_chips(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.engine(py)?.state().total_chips)
    }

    /// The rules, as a dict.
    #[getter]
    fn rules<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, self.engine(py)?.rules())
    }

    /// The whole state, as a dict in the REST shape of `GameState` (it holds every hand and
    /// the seed: for the referee, never for a player).
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, self.engine(py)?.state())
    }

    /// What `seat` (or a spectator, for `None`) may see, as a dict in the REST shape of `View`.
    #[pyo3(signature = (seat=None))]
    fn view<'py>(&self, py: Python<'py>, seat: Option<usize>) -> PyResult<Bound<'py, PyAny>> {
        let viewer = seat.map_or(Viewer::Spectator, |s| Viewer::Seat(Seat(s)));
        let view = self
            .engine(py)?
            .view(viewer)
            .map_err(|r| rejected(py, &r))?;
        to_py(py, &view)
    }

    /// The legal actions of `seat`, as a dict in the REST shape of `LegalActions`.
    fn legal_actions<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.seat(py, seat)?;
        to_py(py, &self.engine(py)?.legal_actions(seat))
    }

    /// The ids of `seat`'s legal actions, ascending (none when it may not act).
    fn legal_action_ids(&mut self, py: Python<'_>, seat: usize) -> PyResult<Vec<u32>> {
        let seat = self.seat(py, seat)?;
        let table = self.table(py)?;
        Ok(table.legal_ids(&self.engine(py)?.legal_actions(seat)))
    }

    /// `seat`'s legal mask: one byte per id of the table, 1 where the action is legal
    /// (`numpy.frombuffer(mask, dtype=numpy.int8)`).
    fn legal_mask<'py>(&mut self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(py, seat)?;
        let table = self.table(py)?;
        let mask = table.mask(&self.engine(py)?.legal_actions(seat));
        let bytes: Vec<u8> = mask.into_iter().map(u8::from).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// The abstract ids `seat` may choose (docs/python-engine.md), ascending.
    fn legal_abstract_ids(&self, py: Python<'_>, seat: usize) -> PyResult<Vec<u32>> {
        let seat = self.seat(py, seat)?;
        let g = self.engine(py)?;
        Ok(encoding::AbstractActions::new(g.rules()).legal_ids(g, seat))
    }

    /// `seat`'s legal mask over the abstract set: one byte per abstract id.
    fn abstract_mask<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(py, seat)?;
        let g = self.engine(py)?;
        let set = encoding::AbstractActions::new(g.rules());
        let mut mask = vec![0u8; set.len() as usize];
        set.write_mask(g, seat, &mut mask);
        Ok(PyBytes::new(py, &mask))
    }

    /// The concrete action (a dict in the REST shape) of abstract id `id` for `seat` now;
    /// `invalid_argument` when the id is not legal.
    fn abstract_action<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
        id: u32,
    ) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.concrete_of_abstract(py, seat, id)?)
    }

    /// Applies abstract id `id` for `seat` (its concrete action), keeping its events.
    fn apply_abstract(&mut self, py: Python<'_>, seat: usize, id: u32) -> PyResult<()> {
        let action = self.concrete_of_abstract(py, seat, id)?;
        self.act(py, seat, action)
    }

    /// The abstract id that stands for `action` of `seat` now (a bet or raise: the nearest
    /// legal size); `invalid_argument` for an action the seat may not take.
    fn abstract_id(&self, py: Python<'_>, seat: usize, action: &Bound<'_, PyAny>) -> PyResult<u32> {
        let seat = self.seat(py, seat)?;
        let action = action_of(action)?;
        let g = self.engine(py)?;
        encoding::AbstractActions::new(g.rules())
            .id_of(g, seat, &action)
            .ok_or_else(|| {
                invalid(
                    py,
                    "action",
                    format!("{action} is not legal for seat {seat}"),
                )
            })
    }

    /// The tensor of an observer (OpenSpiel's `IIGObservationType`) for `seat`, as float32
    /// bytes: `perfect_recall` (the deal's history too), `public` (what a spectator sees),
    /// `private` `"none"`, `"single"` (the seat's own) or `"all"` (every seat's hand).
    #[pyo3(signature = (seat, *, perfect_recall=false, public=true, private="single"))]
    fn observer_bytes<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
        perfect_recall: bool,
        public: bool,
        private: &str,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let kind = observer_kind(py, perfect_recall, public, private)?;
        let t = encoding::observer_tensor(self.engine(py)?, &self.record, Seat(seat), kind)
            .map_err(|r| rejected(py, &r))?;
        Ok(float_bytes(py, &t))
    }

    /// The string of an observer (as `observer_bytes`).
    #[pyo3(signature = (seat, *, perfect_recall=false, public=true, private="single"))]
    fn observer_string(
        &self,
        py: Python<'_>,
        seat: usize,
        perfect_recall: bool,
        public: bool,
        private: &str,
    ) -> PyResult<String> {
        let kind = observer_kind(py, perfect_recall, public, private)?;
        encoding::observer_string(self.engine(py)?, &self.record, Seat(seat), kind)
            .map_err(|r| rejected(py, &r))
    }

    /// A deck order (card names, top first) that deals the current (or last) deal as it was
    /// dealt, the cards of each hand, of the dead cards and of the talon laid on their
    /// positions in an order drawn from `seed` (`encoding::dealt_deck`).
    #[pyo3(signature = (seed=0))]
    fn dealt_deck(&self, py: Python<'_>, seed: u64) -> PyResult<Vec<&'static str>> {
        let order = encoding::dealt_deck(self.engine(py)?, seed)
            .ok_or_else(|| error(py, INVALID_ARGUMENT, "the match has no deal", None))?;
        Ok(order.into_iter().map(|c| c.name()).collect())
    }

    /// The game's action table (its rules and chips).
    #[getter]
    fn action_table(&mut self, py: Python<'_>) -> PyResult<ActionTable> {
        Ok(ActionTable {
            table: self.table(py)?,
        })
    }

    /// `seat`'s observation tensor (docs/python-engine.md), as a list of floats.
    fn observation_tensor(&self, py: Python<'_>, seat: usize) -> PyResult<Vec<f32>> {
        Ok(encoding::observation_tensor(&self.view_of(py, seat)?))
    }

    /// The observation tensor as little-endian float32 bytes (`numpy.frombuffer(b,
    /// dtype=numpy.float32)`).
    fn observation_bytes<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<Bound<'py, PyBytes>> {
        Ok(float_bytes(
            py,
            &encoding::observation_tensor(&self.view_of(py, seat)?),
        ))
    }

    /// `seat`'s information-state tensor (docs/python-engine.md), as a list of floats.
    fn information_state_tensor(&self, py: Python<'_>, seat: usize) -> PyResult<Vec<f32>> {
        let view = self.view_of(py, seat)?;
        Ok(encoding::information_state_tensor(&view, &self.record))
    }

    /// The information-state tensor as little-endian float32 bytes.
    fn information_state_bytes<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let view = self.view_of(py, seat)?;
        Ok(float_bytes(
            py,
            &encoding::information_state_tensor(&view, &self.record),
        ))
    }

    /// `seat`'s observation in words.
    fn observation_string(&self, py: Python<'_>, seat: usize) -> PyResult<String> {
        Ok(encoding::observation_string(&self.view_of(py, seat)?))
    }

    /// `seat`'s information state in words (the observation, the deal's record, its dealt
    /// hand).
    fn information_state_string(&self, py: Python<'_>, seat: usize) -> PyResult<String> {
        let view = self.view_of(py, seat)?;
        Ok(encoding::information_state_string(&view, &self.record))
    }

    /// The observation tensor's sections for this table: `{"name", "offset", "len", "size",
    /// "meaning"}`.
    fn observation_layout<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.engine(py)?;
        layout(
            py,
            &encoding::observation_layout(g.players(), g.rules().deck),
        )
    }

    /// The information-state tensor's sections for this table.
    fn information_state_layout<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.engine(py)?;
        layout(
            py,
            &encoding::information_state_layout(g.players(), g.rules().deck),
        )
    }

    /// A world `seat` cannot tell from this one: the cards it may not see dealt again,
    /// consistently with what it has seen, uniformly among the deals that are
    /// (`encoding::resample`). The world deals from supplied decks (its seed is removed), so
    /// its next deal needs a deck order. A match that is over comes back as it is; `None` when
    /// no consistent deal was found within `encoding::MAX_DRAWS` random deals (draw again with
    /// another seed): the real cards are never handed back in a world's place.
    fn resample(&self, py: Python<'_>, seat: usize, seed: u64) -> PyResult<Option<Game>> {
        let seat = self.seat(py, seat)?;
        let world = match encoding::resample(self.engine(py)?, seat, seed) {
            encoding::Resampled::Fresh(world) | encoding::Resampled::Unchanged(world) => world,
            encoding::Resampled::NotFound => return Ok(None),
        };
        Ok(Some(Game {
            game: Some(world),
            record: self.record.clone(),
            events: Vec::new(),
            table: self.table,
        }))
    }

    /// An independent copy.
    fn copy(&self) -> Game {
        self.clone()
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    /// Pickled as its state and its deal record in JSON (serde_json: the quickest form to
    /// write and read back), restored through `from_state`'s checks.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let json = |e: serde_json::Error| error(py, INTERNAL, e.to_string(), None);
        let state = serde_json::to_string(self.engine(py)?.state()).map_err(json)?;
        let record = serde_json::to_string(&self.record).map_err(json)?;
        let restore = py
            .import("poch_engine._engine")?
            .getattr("Game")?
            .getattr("_restore")?;
        let args = PyTuple::new(py, [state, record])?;
        PyTuple::new(py, [restore, args.into_any()])
    }

    #[staticmethod]
    fn _restore(py: Python<'_>, state: &str, record: &str) -> PyResult<Game> {
        let state: GameState = serde_json::from_str(state).map_err(|e| invalid(py, "state", e))?;
        let game =
            EngineGame::from_state(state).map_err(|e| error(py, e.code(), e.to_string(), None))?;
        let record = serde_json::from_str(record).map_err(|e| invalid(py, "record", e))?;
        Ok(Game::from_engine(game, Vec::new(), record))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.engine(py)?;
        Ok(format!(
            "Game(players={}, deal={}, phase={}, to_act={:?}, stacks={:?})",
            g.players(),
            g.deal_number(),
            g.phase().name(),
            g.to_act(),
            g.stacks()
        ))
    }
}

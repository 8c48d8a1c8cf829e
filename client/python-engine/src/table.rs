//! `ActionTable`: the stable action ids of a table (docs/python-engine.md).

use poch_engine::encoding;
use pyo3::prelude::*;

use crate::{INVALID_ARGUMENT, action_of, error, rules_of, to_py};

/// The enumeration of a table's concrete actions: rules (a preset and overrides) and the most
/// chips a seat can hold (`players × starting_chips` unless given).
#[pyclass(module = "poch_engine", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ActionTable {
    pub(crate) table: encoding::ActionTable,
}

pub(crate) fn table_error(py: Python<'_>, e: encoding::TableTooLarge) -> PyErr {
    error(py, e.code(), e.to_string(), None)
}

/// The action of `id` in `table`, or `invalid_argument` past its end.
pub(crate) fn action_of_id(
    py: Python<'_>,
    table: &encoding::ActionTable,
    id: u32,
) -> PyResult<poch_engine::Action> {
    table.action(id).ok_or_else(|| {
        error(
            py,
            INVALID_ARGUMENT,
            format!("no action has id {id}: the table has {}", table.len()),
            None,
        )
    })
}

#[pymethods]
impl ActionTable {
    #[new]
    #[pyo3(signature = (players, *, preset=None, rules=None, max_chips=None))]
    fn new(
        py: Python<'_>,
        players: usize,
        preset: Option<&str>,
        rules: Option<&Bound<'_, PyAny>>,
        max_chips: Option<u64>,
    ) -> PyResult<ActionTable> {
        let rules = rules_of(py, preset, rules)?;
        let table = match max_chips {
            Some(m) => encoding::ActionTable::new(&rules, m),
            None => encoding::ActionTable::for_players(&rules, players),
        }
        .map_err(|e| table_error(py, e))?;
        Ok(ActionTable { table })
    }

    /// The number of ids.
    fn __len__(&self) -> usize {
        self.table.len() as usize
    }

    /// `M`, the most chips a seat can hold.
    #[getter]
    fn max_chips(&self) -> u32 {
        self.table.max_chips()
    }

    /// SHA-256 of the whole enumeration (64 hex digits), as the golden test pins it.
    #[getter]
    fn digest(&self) -> String {
        self.table.digest().to_hex()
    }

    /// The action of `id`, as a dict in the REST shape.
    fn action<'py>(&self, py: Python<'py>, id: u32) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &action_of_id(py, &self.table, id)?)
    }

    /// The action of `id` in the rules' notation (`"raise 3"`).
    fn action_string(&self, py: Python<'_>, id: u32) -> PyResult<String> {
        Ok(action_of_id(py, &self.table, id)?.to_string())
    }

    /// The id of `action` (a dict or the rules' notation).
    fn id(&self, action: &Bound<'_, PyAny>) -> PyResult<u32> {
        let py = action.py();
        let action = action_of(action)?;
        self.table.id(&action).ok_or_else(|| {
            error(
                py,
                INVALID_ARGUMENT,
                format!("the table has no id for {action}"),
                None,
            )
        })
    }

    /// Every action in the rules' notation, by id.
    fn actions(&self) -> Vec<String> {
        self.table.iter().map(|(_, a)| a.to_string()).collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "ActionTable(deck={}, max_chips={}, len={})",
            self.table.deck().name(),
            self.table.max_chips(),
            self.table.len()
        )
    }
}

/// The abstract action set of a table's rules (docs/python-engine.md): ids that do not depend
/// on the chips.
#[pyclass(module = "poch_engine", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbstractActions {
    pub(crate) set: encoding::AbstractActions,
}

#[pymethods]
impl AbstractActions {
    #[new]
    #[pyo3(signature = (*, preset=None, rules=None))]
    fn new(
        py: Python<'_>,
        preset: Option<&str>,
        rules: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<AbstractActions> {
        let rules = rules_of(py, preset, rules)?;
        Ok(AbstractActions {
            set: encoding::AbstractActions::new(&rules),
        })
    }

    /// The number of ids.
    fn __len__(&self) -> usize {
        self.set.len() as usize
    }

    /// SHA-256 of the whole enumeration (64 hex digits).
    #[getter]
    fn digest(&self) -> String {
        self.set.digest().to_hex()
    }

    /// The abstract action of `id` (`"bet_or_raise pot"`, `"lead 7C"`).
    fn action_string(&self, py: Python<'_>, id: u32) -> PyResult<String> {
        self.set.action(id).map(|a| a.to_string()).ok_or_else(|| {
            error(
                py,
                INVALID_ARGUMENT,
                format!(
                    "no abstract action has id {id}: the set has {}",
                    self.set.len()
                ),
                None,
            )
        })
    }

    /// Every abstract action, by id.
    fn actions(&self) -> Vec<String> {
        self.set.iter().map(|(_, a)| a.to_string()).collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "AbstractActions(deck={}, len={})",
            self.set.deck().name(),
            self.set.len()
        )
    }
}

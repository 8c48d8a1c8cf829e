//! `poch_engine._engine`: the Poch engine compiled into a Python extension module.
//!
//! Values cross into Python in the shapes of the REST contract, converted by serde through
//! `pythonize` (states, views, events, legal actions, actions, rule overrides, deck orders):
//! the engine's own serde derives, never a second copy. A refusal is raised as
//! `poch_engine.PochError` with the stable code the wire uses (`.code`). The Python side of
//! the package (`python/poch_engine`) re-exports this module and adds the OpenSpiel and
//! PettingZoo adapters; its stubs (`_engine.pyi`) describe every item here.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

/// mimalloc for the extension's own allocations: a match allocates and frees many small values
/// (cards, events), which the C library's allocator serves more slowly.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod batch;
mod game;
mod table;
mod vector;

use poch_engine::encoding;
use poch_engine::rng::{self, DealCheck, DealTable, FairChain, Fairness};
use poch_engine::{
    Action, DeckKind, Digest, EngineCode, PRESETS, RuleOverrides, Rules, Seat, Seed, switches,
};

/// The extension's own codes beside the engine's ([`EngineCode`]): a Python value that does not
/// read as the type asked for, or a call out of order, and a fault of the extension. They are
/// the contract's codes of the same meaning (docs/errors.md); `ERROR_CODES` lists them with the
/// engine's, and `tests/test_engine.py` holds that list to the page.
const INVALID_ARGUMENT: &str = "invalid_argument";
/// See [`INVALID_ARGUMENT`].
const INTERNAL: &str = "internal";

/// Every code a `PochError` of the extension carries: the engine's, then its own.
fn error_codes() -> Vec<&'static str> {
    EngineCode::ALL
        .iter()
        .map(|c| c.as_str())
        .chain([INVALID_ARGUMENT, INTERNAL])
        .collect()
}

/// `poch_engine.PochError(code, message, index=None)`, raised with `code`.
fn error(py: Python<'_>, code: &str, message: impl Into<String>, index: Option<usize>) -> PyErr {
    static CLASS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let message = message.into();
    let class = CLASS.get_or_try_init(py, || {
        py.import("poch_engine")?
            .getattr("PochError")
            .map(Bound::unbind)
    });
    match class.and_then(|c| c.bind(py).call1((code, message.clone(), index))) {
        Ok(value) => PyErr::from_value(value),
        Err(e) => e,
    }
}

/// A Python value that does not read as the type asked for: `invalid_argument`, naming it.
fn invalid(py: Python<'_>, what: &str, detail: impl std::fmt::Display) -> PyErr {
    error(py, INVALID_ARGUMENT, format!("{what}: {detail}"), None)
}

/// `value` read through serde (the REST shape).
fn from_py<T: serde::de::DeserializeOwned>(value: &Bound<'_, PyAny>, what: &str) -> PyResult<T> {
    pythonize::depythonize(value).map_err(|e| invalid(value.py(), what, e))
}

/// `value` as a Python object through serde (the REST shape).
fn to_py<'py, T: serde::Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    pythonize::pythonize(py, value).map_err(|e| error(py, INTERNAL, e.to_string(), None))
}

/// The rules of `preset` (`classic` when `None`) with `rules` (a dict of switches) applied.
fn rules_of(
    py: Python<'_>,
    preset: Option<&str>,
    rules: Option<&Bound<'_, PyAny>>,
) -> PyResult<Rules> {
    let name = preset.unwrap_or("classic");
    let base = Rules::preset(name).ok_or_else(|| {
        error(
            py,
            EngineCode::UnknownPreset.as_str(),
            format!("unknown preset {name:?}"),
            None,
        )
    })?;
    Ok(match rules {
        Some(overrides) => from_py::<RuleOverrides>(overrides, "rules")?.apply(base),
        None => base,
    })
}

/// A seed: 64 hex digits (as on the wire), or an int `0 ≤ s < 2^256` as its 32 bytes in
/// little-endian order; `None` draws one from the operating system.
fn seed_of(py: Python<'_>, seed: Option<&Bound<'_, PyAny>>) -> PyResult<Seed> {
    let Some(seed) = seed else {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)
            .map_err(|e| error(py, INTERNAL, format!("no randomness: {e}"), None))?;
        return Ok(Seed(bytes));
    };
    if let Ok(hex) = seed.extract::<String>() {
        return hex
            .parse()
            .map_err(|e: rng::HexError| invalid(py, "seed", e));
    }
    let bytes: Vec<u8> = seed
        .call_method1("to_bytes", (32, "little"))
        .and_then(|b| b.extract())
        .map_err(|_| invalid(py, "seed", "64 hex digits, or an int from 0 to 2**256 - 1"))?;
    let mut out = [0u8; 32];
    out.copy_from_slice(&bytes);
    Ok(Seed(out))
}

/// An action: a dict in the REST shape (`{"type": "bet", "amount": 2}`), or a string in the
/// rules' notation (`"bet 2"`, `"lead AH down"`).
fn action_of(value: &Bound<'_, PyAny>) -> PyResult<Action> {
    if let Ok(text) = value.extract::<String>() {
        return text
            .parse()
            .map_err(|e: poch_engine::ParseActionError| invalid(value.py(), "action", e));
    }
    from_py(value, "action")
}

/// Every preset: `{"name", "description", "rules", "seat_counts"}`, `classic` first (as `GET
/// /v1/rules/presets` lists them).
#[pyfunction]
fn presets(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    PRESETS
        .iter()
        .map(|p| {
            let d = PyDict::new(py);
            d.set_item("name", p.name)?;
            d.set_item("description", p.description)?;
            d.set_item("rules", to_py(py, &p.rules)?)?;
            d.set_item("seat_counts", p.rules.seat_counts())?;
            Ok(d)
        })
        .collect()
}

/// Every variant switch: `{"name", "description", "values", "default_value"}`, in the order
/// of RULES §1.
#[pyfunction(name = "switches")]
fn switch_catalogue(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    switches()
        .into_iter()
        .map(|s| {
            let d = PyDict::new(py);
            d.set_item("name", s.name)?;
            d.set_item("description", s.description)?;
            d.set_item("values", s.values)?;
            d.set_item("default_value", s.default_value)?;
            Ok(d)
        })
        .collect()
}

/// The rules of a preset with overrides, as a dict (the shape of a state's `rules`).
#[pyfunction]
#[pyo3(signature = (preset=None, rules=None))]
fn make_rules<'py>(
    py: Python<'py>,
    preset: Option<&str>,
    rules: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    to_py(py, &rules_of(py, preset, rules)?)
}

/// An action in the rules' notation, as a dict: `parse_action("raise 3")`.
#[pyfunction]
fn parse_action<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    let action: Action = text
        .parse()
        .map_err(|e: poch_engine::ParseActionError| invalid(py, "action", e))?;
    to_py(py, &action)
}

/// Checks a revealed deal seed against its commitment and deals what it deals (`VerifyDeal`):
/// the answer has the fields of the REST answer.
#[pyfunction]
#[pyo3(signature = (commitment, deal_seed, deck, table=None, chain=None))]
fn verify_deal<'py>(
    py: Python<'py>,
    commitment: &Bound<'py, PyAny>,
    deal_seed: &Bound<'py, PyAny>,
    deck: &Bound<'py, PyAny>,
    table: Option<&Bound<'py, PyAny>>,
    chain: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let commitment: Digest = from_py(commitment, "commitment")?;
    let deal_seed: Seed = from_py(deal_seed, "deal_seed")?;
    let deck: DeckKind = from_py(deck, "deck")?;
    let item = |d: &Bound<'py, PyAny>, key: &str| -> PyResult<Bound<'py, PyAny>> {
        d.get_item(key).map_err(|_| invalid(py, key, "missing"))
    };
    let number = |d: &Bound<'py, PyAny>, key: &str| -> PyResult<usize> {
        item(d, key)?
            .extract()
            .map_err(|_| invalid(py, key, "a number"))
    };
    let table = table
        .map(|t| -> PyResult<DealTable> {
            Ok(DealTable {
                players: number(t, "players")?,
                dealer: Seat(number(t, "dealer")?),
                deal_method: from_py(&item(t, "deal_method")?, "deal_method")?,
            })
        })
        .transpose()?;
    let chain = chain
        .map(|c| -> PyResult<FairChain> {
            Ok(FairChain {
                fairness: Fairness {
                    server_seed: from_py(&item(c, "server_seed")?, "server_seed")?,
                    server_commitment: from_py(
                        &item(c, "server_commitment")?,
                        "server_commitment",
                    )?,
                    client_seeds: from_py(&item(c, "client_seeds")?, "client_seeds")?,
                },
                deal_number: u32::try_from(number(c, "deal_number")?)
                    .map_err(|_| invalid(py, "deal_number", "a deal number"))?,
                first_dealer: match c.get_item("first_dealer") {
                    Ok(seat) if !seat.is_none() => Some(
                        seat.extract::<usize>()
                            .map(Seat)
                            .map_err(|_| invalid(py, "first_dealer", "a seat"))?,
                    ),
                    Ok(_) | Err(_) => None,
                },
            })
        })
        .transpose()?;
    let v = rng::check_deal(DealCheck {
        commitment,
        deal_seed,
        deck,
        table,
        chain,
    })
    .map_err(|e| error(py, e.code(), e.to_string(), None))?;
    let d = PyDict::new(py);
    d.set_item("matches", v.matches())?;
    d.set_item("commitment_matches", v.commitment_matches)?;
    d.set_item("seed_digest", v.seed_digest.to_hex())?;
    d.set_item("chain_matches", v.chain.map(|c| c.is_ok()))?;
    d.set_item(
        "chain_detail",
        v.chain.and_then(|c| c.err()).map(|e| e.to_string()),
    )?;
    d.set_item(
        "chain_mismatch",
        v.chain.and_then(|c| c.err()).map(|e| e.code()),
    )?;
    d.set_item("deck_order", to_py(py, &v.deck_order)?)?;
    let dealt = match v.dealt {
        Some(cards) => {
            let x = PyDict::new(py);
            x.set_item("hands", to_py(py, &cards.hands)?)?;
            x.set_item("upcard", cards.upcard.name())?;
            x.set_item("upcard_held", cards.upcard_held)?;
            x.set_item("dead", to_py(py, &cards.dead)?)?;
            x.set_item("talon", to_py(py, &cards.talon)?)?;
            Some(x)
        }
        None => None,
    };
    d.set_item("dealt", dealt)?;
    Ok(d)
}

/// The deck the engine's shuffle makes of `seed` (RULES 5.1, ED-2: the ChaCha20 stream and
/// the Fisher–Yates shuffle every deal uses), top card first.
#[pyfunction]
#[pyo3(signature = (deck, seed))]
fn shuffled_deck<'py>(
    py: Python<'py>,
    deck: &Bound<'py, PyAny>,
    seed: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let deck: DeckKind = from_py(deck, "deck")?;
    to_py(py, &rng::shuffled_deck(deck, &seed_of(py, Some(seed))?))
}

fn layout_rows<'py>(
    py: Python<'py>,
    sections: &[encoding::Section],
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    sections
        .iter()
        .map(|s| {
            let d = PyDict::new(py);
            d.set_item("name", s.name)?;
            d.set_item("offset", s.offset)?;
            d.set_item("len", s.len)?;
            d.set_item("size", s.size)?;
            d.set_item("meaning", s.meaning)?;
            d.set_item("public", s.public)?;
            Ok(d)
        })
        .collect()
}

/// The observation tensor's sections for `players` seats and `deck`: `{"name", "offset",
/// "len", "size", "meaning"}` (docs/python-engine.md).
#[pyfunction]
fn observation_layout<'py>(
    py: Python<'py>,
    players: usize,
    deck: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let deck: DeckKind = from_py(deck, "deck")?;
    layout_rows(py, &encoding::observation_layout(players, deck))
}

/// The information-state tensor's sections for `players` seats and `deck`.
#[pyfunction]
fn information_state_layout<'py>(
    py: Python<'py>,
    players: usize,
    deck: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let deck: DeckKind = from_py(deck, "deck")?;
    layout_rows(py, &encoding::information_state_layout(players, deck))
}

/// An observer's kind from its Python arguments.
pub(crate) fn observer_kind(
    py: Python<'_>,
    perfect_recall: bool,
    public: bool,
    private: &str,
) -> PyResult<encoding::ObserverKind> {
    let private = match private {
        "none" => encoding::PrivateInfo::None,
        "single" => encoding::PrivateInfo::Single,
        "all" => encoding::PrivateInfo::All,
        other => {
            return Err(invalid(
                py,
                "private",
                format!("{other:?}: \"none\", \"single\" or \"all\""),
            ));
        }
    };
    Ok(encoding::ObserverKind {
        perfect_recall,
        public,
        private,
    })
}

/// An observer's tensor sections for `players` seats and `deck` (as `Game.observer_bytes`
/// takes its kind): `{"name", "offset", "len", "size", "meaning", "public"}`.
#[pyfunction]
#[pyo3(signature = (players, deck, *, perfect_recall=false, public=true, private="single"))]
fn observer_layout<'py>(
    py: Python<'py>,
    players: usize,
    deck: &Bound<'py, PyAny>,
    perfect_recall: bool,
    public: bool,
    private: &str,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let deck: DeckKind = from_py(deck, "deck")?;
    let kind = observer_kind(py, perfect_recall, public, private)?;
    layout_rows(py, &encoding::observer_layout(players, deck, kind))
}

/// The cards of `deck` in listing order (suit C S H D, then rank): the order of the action
/// ids' leads and of the tensors' cards.
#[pyfunction]
fn deck_cards(py: Python<'_>, deck: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
    let deck: DeckKind = from_py(deck, "deck")?;
    let _ = py;
    Ok(deck.cards().iter().map(|c| c.name()).collect())
}

#[pymodule]
#[pyo3(name = "_engine")]
fn engine_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::Game>()?;
    m.add_class::<table::ActionTable>()?;
    m.add_class::<batch::Bot>()?;
    m.add_class::<table::AbstractActions>()?;
    m.add_class::<vector::VecGames>()?;
    m.add_function(wrap_pyfunction!(observer_layout, m)?)?;
    m.add_function(wrap_pyfunction!(deck_cards, m)?)?;
    m.add_function(wrap_pyfunction!(presets, m)?)?;
    m.add_function(wrap_pyfunction!(switch_catalogue, m)?)?;
    m.add_function(wrap_pyfunction!(make_rules, m)?)?;
    m.add_function(wrap_pyfunction!(parse_action, m)?)?;
    m.add_function(wrap_pyfunction!(verify_deal, m)?)?;
    m.add_function(wrap_pyfunction!(shuffled_deck, m)?)?;
    m.add_function(wrap_pyfunction!(observation_layout, m)?)?;
    m.add_function(wrap_pyfunction!(information_state_layout, m)?)?;
    m.add_function(wrap_pyfunction!(batch::play_matches, m)?)?;
    m.add_function(wrap_pyfunction!(batch::bot_names, m)?)?;
    m.add("SCHEMA_VERSION", poch_engine::SCHEMA_VERSION)?;
    m.add("ERROR_CODES", error_codes())?;
    Ok(())
}

//! The fuzz targets (`tests/fuzz`), bounded, in the normal test run: the same checks
//! (`poch_tests::fuzz`) on a few hundred inputs each, made from real states by editing their
//! bytes, or by changing a value of their JSON so that they still read and reach the state
//! check and the engine.

use poch_engine::GameState;
use poch_service::rest::strict;
use poch_tests::fuzz::{self, Edit};
use proptest::collection::vec;
use proptest::prelude::*;
use prost::Message as _;
use serde_json::{Value, json};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(at, bit)| Edit::Flip { at, bit }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Edit::Set { at, byte }),
        any::<usize>().prop_map(|len| Edit::Truncate { len }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Edit::Insert { at, byte }),
        any::<usize>().prop_map(|at| Edit::Remove { at }),
    ]
}

fn edited(mut bytes: Vec<u8>, edits: &[Edit]) -> Vec<u8> {
    for e in edits {
        e.apply(&mut bytes);
    }
    bytes
}

/// A value to put in place of one in a state's JSON: of the right kind often enough to read.
fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (0u64..12).prop_map(Value::from),
        any::<u32>().prop_map(Value::from),
        Just(json!(u64::MAX)),
        Just(json!(-1)),
        prop::sample::select(vec!["AS", "7C", "2D", "QH", "up", "pochen", "pair", "none"])
            .prop_map(Value::from),
        Just(json!([])),
        Just(json!({})),
    ]
}

/// The JSON pointers of every leaf and every array element of `v`.
fn places(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                places(x, format!("{at}/{k}"), out);
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                out.push(format!("{at}/{i}"));
                places(x, format!("{at}/{i}"), out);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) | Value::String(_) => out.push(at),
    }
}

/// `state` in JSON with the values at `changes` (indexes into its places) replaced.
fn changed(state: &GameState, changes: &[(usize, Value)]) -> Value {
    let mut v = serde_json::to_value(state).expect("a state is JSON");
    for (which, new) in changes {
        let mut all = Vec::new();
        places(&v, String::new(), &mut all);
        if let Some(slot) = all
            .get(which % all.len().max(1))
            .and_then(|p| v.pointer_mut(p))
        {
            *slot = new.clone();
        }
    }
    v
}

fn real(i: usize) -> &'static (GameState, poch_engine::Seat, poch_engine::Action) {
    let states = fuzz::real_states();
    &states[i % states.len()]
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn any_bytes_as_a_token(bytes in vec(any::<u8>(), 0..400)) {
        fuzz::open_token(&bytes);
    }

    #[test]
    fn a_token_header_with_garbage_sealed_content(body in vec(any::<u8>(), 0..400)) {
        let mut token = vec![poch_service::token::FORMAT_VERSION, 4];
        token.extend_from_slice(b"fuzz");
        token.extend(body);
        fuzz::open_token(&token);
    }

    #[test]
    fn an_edited_token_opens_only_unedited(i in any::<usize>(), edits in vec(edit(), 0..4)) {
        fuzz::mutated_token(&real(i).0, &edits);
    }
}

proptest! {
    #![proptest_config(config(200))]

    #[test]
    fn edited_json_bodies(i in any::<usize>(), edits in vec(edit(), 0..4)) {
        let (state, seat, action) = real(i);
        fuzz::plain_json(&edited(poch_tests::apply_body(state, *seat, action), &edits));
    }

    #[test]
    fn json_states_with_values_changed(
        i in any::<usize>(),
        changes in vec((any::<usize>(), value()), 1..3),
    ) {
        let (state, seat, action) = real(i);
        let body = json!({
            "state": {"plain": changed(state, &changes)},
            "seat": seat,
            "action": action,
        });
        fuzz::plain_json(body.to_string().as_bytes());
        fuzz::plain_json(body["state"]["plain"].to_string().as_bytes());
    }

    #[test]
    fn edited_protobuf_requests(i in any::<usize>(), edits in vec(edit(), 0..4)) {
        let (state, seat, action) = real(i);
        let request = poch_tests::apply_request(state, *seat, action, i % 4 == 0);
        fuzz::grpc_apply(&edited(request.encode_to_vec(), &edits));
    }

    #[test]
    fn protobuf_states_with_values_changed(
        i in any::<usize>(),
        changes in vec((any::<usize>(), value()), 1..3),
    ) {
        let (state, seat, action) = real(i);
        let text = changed(state, &changes).to_string();
        if let Ok(state) = strict::from_slice::<GameState>(text.as_bytes()) {
            fuzz::grpc_apply_request(poch_tests::apply_request(&state, *seat, action, false));
        }
    }

    #[test]
    fn matches_driven_by_the_input(input in vec(any::<u8>(), 0..400)) {
        fuzz::play(&input);
    }
}

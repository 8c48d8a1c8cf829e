//! Any bytes as a state token (and as its base64url text), opened with a fixed key; or, when
//! the first byte is 0xff, a genuine token of a real state edited by the rest (four bytes an
//! edit). Only a genuine, unedited token opens, to a state that passes the state check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use poch_tests::fuzz;

fuzz_target!(|data: &[u8]| {
    match data {
        [0xff, which, edits @ ..] => {
            let states = fuzz::real_states();
            let (state, _, _) = &states[usize::from(*which) % states.len()];
            fuzz::mutated_token(state, &fuzz::Edit::read(edits));
        }
        _ => fuzz::open_token(data),
    }
});

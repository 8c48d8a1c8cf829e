//! Any bytes as the REST body of `Apply` and as a bare `GameState`, read strictly as the REST
//! API reads a body; a state that passes the check is applied every legal action of the seat
//! to act and illegal ones, and must read back unchanged from JSON and postcard.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| poch_tests::fuzz::plain_json(data));

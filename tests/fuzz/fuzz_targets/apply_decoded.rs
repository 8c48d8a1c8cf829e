//! A seeded match driven by the input: the preset, table, chips, deal limit and seed, then
//! one action a step, legal or arbitrary. After every accepted step the game passes its check
//! and reads as a state from outside; a refused action changes nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| poch_tests::fuzz::play(data));

//! Writes the seed corpora of the fuzz targets (`tests/fuzz`) from real states: one directory
//! per target under DIR (`open_token`, `plain_json_state`, `grpc_apply_request`,
//! `apply_decoded`).
//!
//! `cargo run -p poch-tests --example fuzz_seeds -- tests/fuzz/corpus`

use std::path::{Path, PathBuf};

use poch_service::token::Sealed;
use poch_tests::fuzz;
use prost::Message as _;

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    std::fs::create_dir_all(dir).expect("create a corpus directory");
    std::fs::write(dir.join(name), bytes).expect("write a seed");
}

fn main() {
    let root = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "corpus".into()));
    let states = fuzz::real_states();
    // At most 48 positions, spread over the matches.
    let step = states.len().div_ceil(48).max(1);
    for (i, (state, seat, action)) in states.iter().enumerate().step_by(step) {
        let token = fuzz::sealer()
            .seal(&Sealed::State(
                Box::new(state.clone()),
                poch_service::token::Provenance::CALLER_SEED,
            ))
            .expect("seal");
        let dir = root.join("open_token");
        write(&dir, &format!("token-{i}"), &token);
        write(
            &dir,
            &format!("text-{i}"),
            poch_service::token::to_text(&token).as_bytes(),
        );
        write(&dir, &format!("edited-{i}"), &[0xff, i as u8, 0, 0, 5, 1]);

        let dir = root.join("plain_json_state");
        write(
            &dir,
            &format!("apply-{i}.json"),
            &poch_tests::apply_body(state, *seat, action),
        );
        write(
            &dir,
            &format!("state-{i}.json"),
            &serde_json::to_vec(state).expect("JSON"),
        );

        let dir = root.join("grpc_apply_request");
        let request = poch_tests::apply_request(state, *seat, action, i % 4 == 0);
        write(&dir, &format!("apply-{i}.pb"), &request.encode_to_vec());

        // The preset, the table, chips and deal limit, an eight-byte seed, then choices.
        let dir = root.join("apply_decoded");
        let mut p = poch_tests::Picker::new(i as u64);
        let mut input = vec![i as u8, (i / 8) as u8, 0, 2];
        input.extend((0..8).map(|_| p.next_u64() as u8));
        input.extend((0..400).map(|_| (p.next_u64() % 176) as u8));
        write(&dir, &format!("match-{i}"), &input);
    }
}

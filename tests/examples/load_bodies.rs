//! Writes the request bodies of the load test (`tests/load/run.sh`) into a directory: an `Apply`
//! of a realistic mid-deal state (classic, 4 players, phase 3 after two chains) as REST JSON
//! (`apply.json`) and as a framed gRPC message (`apply.grpc`).
//!
//! `cargo run -p poch-tests --example load_bodies -- DIR`

use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let (game, seat, action) = poch_tests::load_position();
    std::fs::write(
        dir.join("apply.json"),
        poch_tests::apply_body(game.state(), seat, &action),
    )
    .expect("write apply.json");
    let framed = poch_tests::grpc_framed(&poch_tests::apply_request(
        game.state(),
        seat,
        &action,
        false,
    ));
    std::fs::write(dir.join("apply.grpc"), framed).expect("write apply.grpc");
}

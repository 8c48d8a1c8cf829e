//! Writes the request bodies of the load test (`tests/load/run.sh`) into a directory: an `Apply`
//! of a realistic mid-deal state (classic, 4 players, phase 3 after two chains) as REST JSON
//! and as a framed gRPC message, with the state plain (`apply.json`, `apply.grpc`) and sealed
//! into a token by the key `ID:KEY` the server under test is given (`apply_sealed.json`,
//! `apply_sealed.grpc`).
//!
//! `cargo run -p poch-tests --example load_bodies -- DIR ID:KEY`

use std::path::PathBuf;

use poch_api::convert::ToProto as _;
use poch_api::v1 as pb;
use poch_service::token::{Sealed, Sealer, SealingKey};

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| ".".into()));
    let key = args
        .next()
        .expect("the sealing key ID:KEY of the server under test");
    let sealer = Sealer::new(vec![SealingKey::parse(&key).expect("a sealing key")]).expect("keys");
    let (game, seat, action) = poch_tests::load_position();
    let write = |name: &str, bytes: Vec<u8>| {
        std::fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("write {name}: {e}"));
    };
    write(
        "apply.json",
        poch_tests::apply_body(game.state(), seat, &action),
    );
    write(
        "apply.grpc",
        poch_tests::grpc_framed(&poch_tests::apply_request(
            game.state(),
            seat,
            &action,
            false,
        )),
    );
    let token = sealer
        .seal(&Sealed::State(
            Box::new(game.state().clone()),
            poch_service::token::Provenance::CALLER_SEED,
        ))
        .expect("seal");
    let json = serde_json::json!({
        "state": {"sealed": poch_service::token::to_text(&token)},
        "seat": seat,
        "action": action,
        "include_views": false,
    });
    write(
        "apply_sealed.json",
        serde_json::to_vec(&json).expect("JSON"),
    );
    write(
        "apply_sealed.grpc",
        poch_tests::grpc_framed(&poch_tests::kit::apply_on(
            Some(pb::StateEnvelope {
                kind: Some(pb::state_envelope::Kind::Sealed(token)),
            }),
            u32::try_from(seat.index()).expect("a seat"),
            Some(action.to_proto()),
        )),
    );
}

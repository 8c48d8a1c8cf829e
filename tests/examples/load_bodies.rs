//! Writes the request bodies of the load test (`tests/load/run.sh`) into a directory: an `Apply`
//! of a realistic mid-deal state (classic, 4 players, phase 3 after two chains) as REST JSON
//! (`apply.json`) and as a framed gRPC message (`apply.grpc`).
//!
//! `cargo run -p poch-tests --example load_bodies -- DIR`

use std::path::PathBuf;

use poch_proto::v1 as pb;
use poch_service::convert::ToProto;
use prost::Message as _;

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let (game, seat, action) = poch_tests::load_position();
    std::fs::write(
        dir.join("apply.json"),
        poch_tests::apply_body(game.state(), seat, &action),
    )
    .expect("write apply.json");
    let request = pb::ApplyRequest {
        state: Some(pb::StateEnvelope {
            kind: Some(pb::state_envelope::Kind::Plain(game.state().to_proto())),
        }),
        seat: seat as u32,
        action: Some(action.to_proto()),
        include_views: false,
    };
    let message = request.encode_to_vec();
    let mut framed = vec![0u8];
    framed.extend_from_slice(&(message.len() as u32).to_be_bytes());
    framed.extend_from_slice(&message);
    std::fs::write(dir.join("apply.grpc"), framed).expect("write apply.grpc");
}

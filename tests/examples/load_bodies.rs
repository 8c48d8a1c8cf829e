//! Writes the request bodies of the load test (`tests/load/run.sh`) into a directory: an `Apply`
//! of a realistic mid-deal state (classic, 4 players, phase 3 after two chains) as REST JSON
//! (`apply.json`) and as a framed gRPC message (`apply.grpc`).
//!
//! `cargo run -p poch-tests --example load_bodies -- DIR`

use std::path::PathBuf;

use poch_engine::{Action, DealSource, Game, NewGame, Phase, Rules, Seed};
use poch_proto::v1 as pb;
use poch_service::convert::ToProto;
use prost::Message as _;

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let players = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
    let mut game = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players,
        source: DealSource::Seed {
            seed: Seed([7; 32]),
            first_dealer: Some(3),
        },
        start: None,
    })
    .expect("a new game")
    .game;
    // Deterministic play into phase 3, two chains in.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut leads = 0;
    loop {
        let seat = game.to_act().expect("a seat to act");
        if game.phase() == Phase::Discard && leads == 2 {
            break;
        }
        let action = game
            .legal_actions(seat)
            .sample(|k| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % u64::from(k)) as u32
            })
            .expect("an action");
        if matches!(action, Action::Lead { .. }) {
            leads += 1;
        }
        game = game.apply(seat, action).expect("legal").game;
    }
    let seat = game.to_act().expect("the leader");
    let card = game.legal_actions(seat).lead.iter().next().expect("a card");
    let action = Action::Lead {
        card,
        direction: None,
    };
    let json = serde_json::json!({
        "state": {"plain": game.state()},
        "seat": seat,
        "action": action,
    });
    std::fs::write(
        dir.join("apply.json"),
        serde_json::to_vec(&json).expect("json"),
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

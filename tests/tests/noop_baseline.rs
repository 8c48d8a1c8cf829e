//! The load-test baseline is served only with `--noop-baseline`, and answers the sizes asked;
//! with `x-noop-reseal` it is the token floor: it opens the request's token and answers it
//! sealed again, on both wires.

use poch_api::convert::ToProto as _;
use poch_service::token::{Sealed, Sealer, SealingKey, from_text, to_text};
use poch_tests::Server;
use poch_tests::kit::{apply_on, sealed};
use prost::Message as _;
use tonic::Code;
use tonic_types::StatusExt as _;

/// The baseline's message: one bytes field.
#[derive(Clone, PartialEq, prost::Message)]
struct Payload {
    #[prost(bytes = "vec", tag = "1")]
    payload: Vec<u8>,
}

const KEY: &str = "floor:0303030303030303030303030303030303030303030303030303030303030303";

#[tokio::test]
async fn noop_baseline_is_off_by_default_and_answers_the_sizes_asked() {
    let body = r#"{"anything": true}"#;
    let plain = Server::start();
    let response = plain
        .http()
        .post(format!("{}/bench/noop", plain.url()))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 404);

    let server = Server::start_with(&["--noop-baseline"], &[]);
    let response = server
        .http()
        .post(format!("{}/bench/noop", server.url()))
        .header("content-type", "application/json")
        .header("x-noop-response-bytes", "1500")
        .body(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let text = response.text().await.expect("a body");
    assert_eq!(text.len(), 1500);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert!(json["noop"].is_string());

    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .expect("client");
    let response = h2
        .post(format!("{}/poch.bench.v1.Noop/Call", server.url()))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .header("x-noop-response-bytes", "300")
        // A message whose field 1 holds two bytes, and an unknown field 2 = 1.
        .body(vec![0u8, 0, 0, 0, 6, 0x0a, 2, 0xab, 0xcd, 0x10, 1])
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.expect("a body");
    assert_eq!(bytes.len(), 305);
    assert_eq!(&bytes[..5], &[0, 0, 0, 1, 44]);
    // One message of 300 bytes: field 1 (tag 0x0a), length 297 (varint a9 02), 297 bytes.
    assert_eq!(&bytes[5..8], &[0x0a, 0xa9, 0x02]);

    // What is no message is refused as the engine's methods refuse it.
    let response = h2
        .post(format!("{}/poch.bench.v1.Noop/Call", server.url()))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .body(vec![0u8, 0, 0, 0, 2, 0x0a, 5])
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let status = tonic::Status::from_header_map(response.headers()).expect("a gRPC status");
    assert_eq!(status.code(), tonic::Code::InvalidArgument);
}

#[tokio::test]
async fn the_token_floor_opens_the_token_and_answers_it_sealed_again_on_both_wires() {
    let server = Server::start_with(&["--noop-baseline", "--sealing-keys", KEY], &[]);
    let sealer = Sealer::new(vec![SealingKey::parse(KEY).expect("a key")]).expect("a sealer");
    let (game, seat, action) = poch_tests::load_position();
    let token = sealer
        .seal(&Sealed::State(
            Box::new(game.state().clone()),
            poch_service::token::Provenance::CALLER_SEED,
        ))
        .expect("sealed");
    // What the floor answers must open, under the server's key, to the state it was sent, in a
    // token of its own (a fresh nonce).
    let same_state = |resealed: &[u8]| {
        assert_ne!(resealed, &token[..], "a fresh nonce");
        match sealer.open(resealed).expect("the server's token opens") {
            Sealed::State(state, _) => assert_eq!(&*state, game.state()),
            other => panic!("a state, not {other:?}"),
        }
    };
    let body = |token: &[u8]| {
        serde_json::json!({
            "state": {"sealed": to_text(token)},
            "seat": seat,
            "action": action,
        })
    };
    let rest = |body: serde_json::Value| {
        server
            .http()
            .post(format!("{}/bench/noop", server.url()))
            .header("x-noop-reseal", "1")
            .header("x-noop-response-bytes", "1500")
            .json(&body)
            .send()
    };

    let response = rest(body(&token)).await.expect("an answer");
    assert_eq!(response.status(), 200);
    let text = response.text().await.expect("a body");
    assert_eq!(text.len(), 1500);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let answered = json["noop"].as_str().expect("a string");
    let resealed = from_text(&answered[..to_text(&token).len()]).expect("base64url");
    same_state(&resealed);

    // A tampered token and a plain state are refused as Apply refuses them.
    let mut tampered = token.clone();
    tampered[40] ^= 1;
    let response = rest(body(&tampered)).await.expect("an answer");
    assert_eq!(response.status(), 422);
    let problem: serde_json::Value = response.json().await.expect("a problem");
    assert_eq!(problem["code"], "state_tampered");
    let mut plain = body(&token);
    plain["state"] = serde_json::json!({"plain": game.state()});
    let response = rest(plain).await.expect("an answer");
    assert_eq!(response.status(), 400);
    let problem: serde_json::Value = response.json().await.expect("a problem");
    assert_eq!(problem["code"], "invalid_argument");

    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .expect("client");
    let grpc = |token: Vec<u8>| {
        let request = apply_on(
            sealed(&token),
            u32::try_from(seat.index()).expect("a seat"),
            Some(action.to_proto()),
        );
        h2.post(format!("{}/poch.bench.v1.Noop/Call", server.url()))
            .header("content-type", "application/grpc")
            .header("te", "trailers")
            .header("x-noop-reseal", "1")
            .header("x-noop-response-bytes", "600")
            .body(poch_tests::grpc_framed(&request))
            .send()
    };
    let response = grpc(token.clone()).await.expect("an answer");
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.expect("a body");
    assert_eq!(bytes.len(), 605);
    // One message of 600 bytes whose bytes field begins with the new token.
    let answer = Payload::decode(&bytes[5..]).expect("the baseline's message");
    assert_eq!(answer.encoded_len(), 600);
    same_state(&answer.payload[..token.len()]);

    let response = grpc(tampered).await.expect("an answer");
    let status = tonic::Status::from_header_map(response.headers()).expect("a gRPC status");
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status.get_details_error_info().expect("ErrorInfo").reason,
        "state_tampered"
    );
}

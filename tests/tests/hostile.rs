//! Hostile input: every kind of bad request gets its documented error (never a panic, a 500
//! or `INTERNAL`), and the server answers the next request.
//!
//! gRPC requests are also sent as raw HTTP/2 frames (reqwest with prior knowledge), so that
//! bytes no well-behaved client would send reach the server: malformed protobuf, truncated
//! length prefixes, a compressed flag with no compression, oversized messages.

use std::collections::HashMap;

use poch_api::v1 as pb;
use poch_tests::kit::{
    RawAnswer, apply_on, content_type_of, h2_client, json_answer, post_json, rest_apply,
};
use poch_tests::{Server, grpc_frame, grpc_framed};
use prost::Message as _;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, RETRY_AFTER};
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt as _;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The seed every match here starts from: 32 bytes of 7.
const SEED_HEX: &str = "0707070707070707070707070707070707070707070707070707070707070707";

/// What a raw gRPC call got back.
struct RawReply {
    http: StatusCode,
    content_type: String,
    status: tonic::Status,
    data: Vec<u8>,
}

impl RawReply {
    /// The single response message, once the call succeeded.
    fn message<M: prost::Message + Default>(&self) -> M {
        assert_eq!(self.status.code(), Code::Ok, "{:?}", self.status);
        assert!(self.data.len() >= 5, "a framed answer");
        assert_eq!(self.data[0], 0, "an uncompressed answer");
        M::decode(&self.data[5..]).expect("the answer decodes")
    }
}

/// Posts `body` as a unary call of `poch.v1.EngineService/{method}` and reads `grpc-status`
/// from the headers (a trailers-only answer) or from the trailers.
async fn raw_call(client: &reqwest::Client, url: &str, method: &str, body: Vec<u8>) -> RawReply {
    raw_post(
        client,
        &format!("{url}/poch.v1.EngineService/{method}"),
        body,
    )
    .await
}

async fn raw_post(client: &reqwest::Client, uri: &str, body: Vec<u8>) -> RawReply {
    let response = client
        .post(uri)
        .header(CONTENT_TYPE, "application/grpc")
        .header("te", "trailers")
        .body(body)
        .send()
        .await
        .expect("an HTTP/2 answer");
    let answer = RawAnswer::read(response).await;
    RawReply {
        http: answer.http,
        content_type: content_type_of(&answer.headers),
        status: answer
            .grpc_status()
            .expect("grpc-status in the headers or the trailers"),
        data: answer.body,
    }
}

/// Asserts a gRPC error: its code, and its `google.rpc.ErrorInfo` (domain `poch.v1`) with
/// `reason`; returns the ErrorInfo's metadata.
fn assert_grpc_error(
    status: &tonic::Status,
    code: Code,
    reason: &str,
    what: &str,
) -> HashMap<String, String> {
    assert_eq!(status.code(), code, "{what}: {status:?}");
    let info = status
        .get_details_error_info()
        .unwrap_or_else(|| panic!("{what}: no google.rpc.ErrorInfo in {status:?}"));
    assert_eq!(info.reason, reason, "{what}: {status:?}");
    assert_eq!(info.domain, "poch.v1", "{what}");
    assert!(!status.message().is_empty(), "{what}: an empty message");
    info.metadata
}

fn assert_raw_error(reply: &RawReply, code: Code, reason: &str, what: &str) {
    assert_eq!(reply.http, StatusCode::OK, "{what}: gRPC answers HTTP 200");
    assert!(
        reply.content_type.starts_with("application/grpc"),
        "{what}: content-type {}",
        reply.content_type
    );
    assert_grpc_error(&reply.status, code, reason, what);
}

/// Reads a REST error: asserts the status, `application/problem+json`, and a problem document
/// whose `status`, `type` and `code` agree; returns the document.
async fn assert_problem(
    response: reqwest::Response,
    status: StatusCode,
    code: &str,
    what: &str,
) -> Value {
    assert_eq!(response.status(), status, "{what}");
    let content_type = content_type_of(response.headers());
    assert_eq!(content_type, "application/problem+json", "{what}");
    let problem: Value = response.json().await.expect("a JSON problem document");
    assert_eq!(problem["code"], code, "{what}: {problem}");
    assert_eq!(problem["status"], status.as_u16(), "{what}: {problem}");
    assert_eq!(problem["type"], format!("urn:poch:error:{code}"), "{what}");
    assert!(
        problem["detail"].as_str().is_some_and(|d| !d.is_empty()),
        "{what}: {problem}"
    );
    problem
}

/// The process is still up and serves a normal request on both transports.
async fn assert_alive(server: &mut Server) {
    assert!(server.is_running(), "poch-service has exited");
    let response = server
        .http()
        .post(format!("{}/v1/games", server.url()))
        .json(&json!({"players": ["ann", "bob", "cy"], "deal_source": {"seeded": {"seed": SEED_HEX}}}))
        .send()
        .await
        .expect("a REST answer");
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.expect("json");
    assert_eq!(body["phase"], "pochen");
    let mut grpc = server.grpc().await;
    let presets = grpc
        .list_presets(pb::ListPresetsRequest {})
        .await
        .expect("ListPresets")
        .into_inner();
    assert_eq!(presets.presets[0].name, "classic");
    assert!(server.is_running(), "poch-service has exited");
}

/// A classic four-player match from [`SEED_HEX`], over REST: (the response, the plain state).
async fn rest_new_game(server: &Server) -> (Value, Value) {
    let body = json!({"players": ["ann", "bob", "cy", "di"], "deal_source": {"seeded": {"seed": SEED_HEX}}});
    let response = post_json(&server.http(), &format!("{}/v1/games", server.url()), &body).await;
    let state = response["state"]["plain"].clone();
    assert!(state.is_object(), "{response}");
    (response, state)
}

/// The same match, over gRPC.
async fn grpc_new_game(server: &Server) -> pb::NewGameResponse {
    server
        .grpc()
        .await
        .new_game(pb::NewGameRequest {
            players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
            deal_source: poch_tests::seeded(vec![7; 32], None),
            ..pb::NewGameRequest::default()
        })
        .await
        .expect("NewGame")
        .into_inner()
}

fn plain(state: &pb::StateEnvelope) -> pb::GameState {
    match state.kind.clone() {
        Some(pb::state_envelope::Kind::Plain(s)) => s,
        other => panic!("not a plain state: {other:?}"),
    }
}

fn envelope(state: pb::GameState) -> Option<pb::StateEnvelope> {
    Some(pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Plain(state)),
    })
}

fn deal(state: &mut pb::GameState) -> &mut pb::DealState {
    state.deal.as_mut().expect("a deal")
}

fn pass() -> Option<pb::Action> {
    Some(pb::Action {
        kind: Some(pb::action::Kind::PassTurn(pb::action::PassTurn {})),
    })
}

// ---------------------------------------------------------------------------------------------
// gRPC
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn grpc_malformed_frames_are_invalid_argument() {
    let mut server = Server::start();
    let client = h2_client();
    let url = server.url();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        (
            "bytes that are no protobuf",
            grpc_frame(0, 3, &[0xff, 0xff, 0xff]),
        ),
        (
            "a field of the wrong wire type",
            grpc_frame(0, 2, &[0x08, 0x01]),
        ),
        ("a truncated varint", grpc_frame(0, 2, &[0x10, 0x80])),
        (
            "a length-delimited field longer than the message",
            grpc_frame(0, 3, &[0x0a, 0x10, 0x01]),
        ),
        (
            "a length prefix larger than the body",
            grpc_frame(0, 100, &[0x0a, 0x00]),
        ),
        ("a length prefix cut short", vec![0, 0, 0]),
        (
            "a compressed flag with no grpc-encoding",
            grpc_frame(1, 2, &[0x0a, 0x00]),
        ),
        ("a compressed flag of 7", grpc_frame(7, 2, &[0x0a, 0x00])),
        ("no message at all", Vec::new()),
    ];
    for method in ["ValidateState", "Apply", "NewGame", "Replay"] {
        for (what, body) in &cases {
            let reply = raw_call(&client, &url, method, body.clone()).await;
            assert_raw_error(
                &reply,
                Code::InvalidArgument,
                "malformed_body",
                &format!("{method}: {what}"),
            );
        }
    }

    // A well-formed raw frame still works: the harness itself is sound.
    let reply = raw_call(
        &client,
        &url,
        "ListPresets",
        grpc_framed(&pb::ListPresetsRequest {}),
    )
    .await;
    let presets: pb::ListPresetsResponse = reply.message();
    assert_eq!(presets.presets.len(), 8);

    // Unknown fields are skipped (proto3): field 99 (varint) appended to a valid request.
    let mut bytes = pb::NewGameRequest {
        players: vec!["ann".into(), "bob".into(), "cy".into()],
        deal_source: poch_tests::seeded(vec![7; 32], None),
        ..pb::NewGameRequest::default()
    }
    .encode_to_vec();
    bytes.extend_from_slice(&[0x98, 0x06, 0x2a]);
    let len = u32::try_from(bytes.len()).expect("small");
    let reply = raw_call(&client, &url, "NewGame", grpc_frame(0, len, &bytes)).await;
    let game: pb::NewGameResponse = reply.message();
    assert_eq!(game.phase, pb::Phase::Pochen as i32);

    // An unknown method of the service, and an unknown service.
    let reply = raw_call(
        &client,
        &url,
        "Shuffle",
        grpc_framed(&pb::ListPresetsRequest {}),
    )
    .await;
    assert_raw_error(
        &reply,
        Code::Unimplemented,
        "not_found",
        "an unknown method",
    );
    let reply = raw_post(
        &client,
        &format!("{url}/poch.v2.Nothing/Shuffle"),
        grpc_framed(&pb::ListPresetsRequest {}),
    )
    .await;
    assert_raw_error(
        &reply,
        Code::Unimplemented,
        "not_found",
        "an unknown service",
    );

    assert_alive(&mut server).await;
}

#[tokio::test]
async fn grpc_unknown_enums_and_empty_oneofs_are_invalid_argument() {
    let mut server = Server::start();
    let mut grpc = server.grpc().await;
    let game = grpc_new_game(&server).await;
    let state = game.state.clone();
    let seat = game.to_act.expect("a seat to act");

    let apply = |action: pb::Action| apply_on(state.clone(), seat, Some(action));
    let lead = |card: &str, direction: i32| pb::Action {
        kind: Some(pb::action::Kind::Lead(pb::action::Lead {
            card: card.into(),
            direction,
        })),
    };
    let cases: Vec<(&str, pb::ApplyRequest, &str)> = vec![
        (
            "a lead direction of 99",
            apply(lead("7C", 99)),
            "action.lead.direction",
        ),
        (
            "a card that is no card",
            apply(lead("ZZ", 1)),
            "action.lead.card",
        ),
        (
            "an empty action oneof",
            apply(pb::Action { kind: None }),
            "action.kind",
        ),
        (
            "an empty state oneof",
            pb::ApplyRequest {
                state: Some(pb::StateEnvelope { kind: None }),
                ..apply(lead("7C", 1))
            },
            "state.kind",
        ),
        (
            "no state",
            pb::ApplyRequest {
                state: None,
                ..apply(lead("7C", 1))
            },
            "state",
        ),
    ];
    for (what, request, field) in cases {
        let status = grpc.apply(request).await.expect_err(what);
        let meta = assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", what);
        assert_eq!(meta.get("field").map(String::as_str), Some(field), "{what}");
    }
    // No action and no action_id: each field reads, and together they name no action (422 on
    // REST, as below).
    let status = grpc
        .apply(pb::ApplyRequest {
            action: None,
            ..apply(pb::Action::default())
        })
        .await
        .expect_err("no action");
    let meta = assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "conflicting_fields",
        "no action",
    );
    assert_eq!(meta.get("field").map(String::as_str), Some("action"));

    // Rules with unknown enum numbers, in NewGame and in Replay.
    let new_game = |rules: pb::Rules| pb::NewGameRequest {
        players: vec!["ann".into(), "bob".into(), "cy".into()],
        deal_source: poch_tests::seeded(vec![7; 32], None),
        rules: Some(rules),
        ..pb::NewGameRequest::default()
    };
    let rule_cases = [
        (
            "deck 99",
            pb::Rules {
                deck: 99,
                ..pb::Rules::default()
            },
            "rules.deck",
        ),
        (
            "deal_method -1",
            pb::Rules {
                deal_method: -1,
                ..pb::Rules::default()
            },
            "rules.deal_method",
        ),
        (
            "board_fields 99",
            pb::Rules {
                board_fields: 99,
                ..pb::Rules::default()
            },
            "rules.board_fields",
        ),
    ];
    for (what, rules, field) in rule_cases {
        let status = grpc.new_game(new_game(rules)).await.expect_err(what);
        let meta = assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", what);
        assert_eq!(meta.get("field").map(String::as_str), Some(field), "{what}");
        let status = grpc
            .replay(pb::ReplayRequest {
                new_game: Some(new_game(rules)),
                actions: Vec::new(),
            })
            .await
            .expect_err(what);
        assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", what);
    }

    // Other unreadable fields of NewGame and Replay.
    let status = grpc
        .new_game(pb::NewGameRequest {
            deal_source: poch_tests::seeded(vec![7; 31], None),
            ..new_game(pb::Rules::default())
        })
        .await
        .expect_err("a 31-byte seed");
    let meta = assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", "seed");
    assert_eq!(meta.get("field").map(String::as_str), Some("seeded.seed"));
    let status = grpc
        .new_game(pb::NewGameRequest {
            start: Some(pb::StartPosition {
                stacks: vec![10, 10, 10],
                board: Some(pb::Board::default()),
                carried: vec![42],
            }),
            ..new_game(pb::Rules::default())
        })
        .await
        .expect_err("a carried field of 42");
    assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "invalid_argument",
        "carried 42",
    );
    let status = grpc
        .replay(pb::ReplayRequest {
            new_game: None,
            actions: Vec::new(),
        })
        .await
        .expect_err("no new_game");
    let meta = assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "invalid_argument",
        "new_game",
    );
    assert_eq!(meta.get("field").map(String::as_str), Some("new_game"));
    let status = grpc
        .replay(pb::ReplayRequest {
            new_game: Some(new_game(pb::Rules::default())),
            actions: vec![pb::SeatAction {
                seat: 0,
                action: Some(pb::Action { kind: None }),
            }],
        })
        .await
        .expect_err("an empty action in a replay");
    assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "invalid_argument",
        "replay action",
    );
    let status = grpc
        .new_game(pb::NewGameRequest {
            preset: "poker".into(),
            ..new_game(pb::Rules::default())
        })
        .await
        .expect_err("an unknown preset");
    assert_grpc_error(&status, Code::InvalidArgument, "unknown_preset", "preset");

    // Seats no table has.
    let status = grpc
        .apply(pb::ApplyRequest {
            seat: u32::MAX,
            ..apply(pb::Action {
                kind: Some(pb::action::Kind::PassTurn(pb::action::PassTurn {})),
            })
        })
        .await
        .expect_err("seat u32::MAX");
    assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "seat_out_of_range",
        "apply seat",
    );
    let status = grpc
        .list_legal_actions(pb::ListLegalActionsRequest {
            state: state.clone(),
            seat: 4,
            ticket: Vec::new(),
            include_action_ids: false,
        })
        .await
        .expect_err("seat 4 of 4");
    assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "seat_out_of_range",
        "legal seat",
    );
    let status = grpc
        .get_view(pb::GetViewRequest {
            state: state.clone(),
            seat: Some(99),
            ticket: Vec::new(),
        })
        .await
        .expect_err("seat 99");
    assert_grpc_error(
        &status,
        Code::InvalidArgument,
        "seat_out_of_range",
        "view seat",
    );
    let status = grpc
        .new_game(pb::NewGameRequest {
            deal_source: poch_tests::seeded(vec![7; 32], Some(u32::MAX)),
            ..new_game(pb::Rules::default())
        })
        .await
        .expect_err("first dealer u32::MAX");
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");

    // Garbage where a sealed token belongs.
    let status = grpc
        .apply(pb::ApplyRequest {
            state: Some(pb::StateEnvelope {
                kind: Some(pb::state_envelope::Kind::Sealed(vec![0xde, 0xad])),
            }),
            action: pass(),
            ..apply(pb::Action::default())
        })
        .await
        .expect_err("a sealed token");
    assert_grpc_error(&status, Code::InvalidArgument, "state_tampered", "sealed");

    assert_alive(&mut server).await;
}

/// Every state-taking call refuses a forged state with INVALID_ARGUMENT `state_invalid` (the
/// invariant in the ErrorInfo metadata), and ValidateState reports the same violation.
async fn assert_grpc_state_invalid(
    grpc: &mut pb::engine_service_client::EngineServiceClient<tonic::transport::Channel>,
    forged: pb::GameState,
    invariant: Option<&str>,
    what: &str,
) {
    let state = envelope(forged);
    // Apply, ListLegalActions and GetView, each refused.
    let answers = [
        grpc.apply(apply_on(state.clone(), 0, pass()))
            .await
            .map(drop),
        grpc.list_legal_actions(pb::ListLegalActionsRequest {
            state: state.clone(),
            seat: 0,
            ticket: Vec::new(),
            include_action_ids: false,
        })
        .await
        .map(drop),
        grpc.get_view(pb::GetViewRequest {
            state: state.clone(),
            seat: None,
            ticket: Vec::new(),
        })
        .await
        .map(drop),
    ];
    let seen: Vec<_> = answers
        .into_iter()
        .map(|answer| {
            let status = answer.expect_err(what);
            assert_grpc_error(&status, Code::InvalidArgument, "state_invalid", what)
        })
        .collect();
    let validation = grpc
        .validate_state(pb::ValidateStateRequest { state })
        .await
        .expect("ValidateState answers")
        .into_inner();
    assert!(!validation.valid, "{what}");
    assert_eq!(validation.violations.len(), 1, "{what}");
    let reported = &validation.violations[0].invariant;
    for meta in seen {
        assert_eq!(meta.get("invariant"), Some(reported), "{what}");
    }
    if let Some(invariant) = invariant {
        assert_eq!(reported, invariant, "{what}: {:?}", validation.violations);
    } else {
        assert!(!reported.is_empty(), "{what}");
    }
}

#[tokio::test]
async fn grpc_forged_states_are_state_invalid() {
    let mut server = Server::start();
    let mut grpc = server.grpc().await;
    let game = grpc_new_game(&server).await;
    let state = plain(game.state.as_ref().expect("a state"));
    assert_eq!(game.phase, pb::Phase::Pochen as i32);

    let mut forged = state.clone();
    let card = deal(&mut forged).hands[1].cards[0].clone();
    deal(&mut forged).hands[0].cards[0] = card;
    assert_grpc_state_invalid(&mut grpc, forged, Some("I3"), "a card in two hands").await;

    let mut forged = state.clone();
    let upcard = deal(&mut forged).upcard.clone();
    deal(&mut forged).hands[2].cards.push(upcard);
    assert_grpc_state_invalid(&mut grpc, forged, Some("I3"), "the upcard in a hand").await;

    let mut forged = state.clone();
    forged.stacks[0] += 5;
    assert_grpc_state_invalid(&mut grpc, forged, Some("I1"), "chips not conserved").await;

    let mut forged = state.clone();
    forged.board.as_mut().expect("a board").poch = u32::MAX;
    assert_grpc_state_invalid(&mut grpc, forged, Some("I1"), "a board of u32::MAX").await;

    let mut forged = state.clone();
    forged.first_dealer = 9;
    assert_grpc_state_invalid(&mut grpc, forged, None, "first dealer 9 of 4").await;

    let mut forged = state.clone();
    deal(&mut forged).dealer = 9;
    assert_grpc_state_invalid(&mut grpc, forged, None, "dealer 9 of 4").await;

    let mut forged = state.clone();
    deal(&mut forged)
        .pochen
        .as_mut()
        .expect("betting")
        .pending
        .push(5);
    assert_grpc_state_invalid(&mut grpc, forged, None, "pending seat 5 of 4").await;

    let mut forged = state.clone();
    forged.players.pop();
    assert_grpc_state_invalid(&mut grpc, forged, None, "3 players, 4 stacks").await;

    let mut forged = state.clone();
    deal(&mut forged).number = 0;
    assert_grpc_state_invalid(&mut grpc, forged, None, "deal number 0").await;

    // Phase-3 data that contradicts the phase: everyone passes, then seats are made pending.
    let mut current = game.clone();
    while current.phase == pb::Phase::Pochen as i32 {
        let reply = grpc
            .apply(apply_on(
                current.state.clone(),
                current.to_act.expect("a seat to act"),
                pass(),
            ))
            .await
            .expect("pass")
            .into_inner();
        current = pb::NewGameResponse {
            state: reply.state,
            events: reply.events,
            views: reply.views,
            to_act: reply.to_act,
            phase: reply.phase,
            match_id: reply.match_id,
            version: reply.version,
            tickets: None,
            seat_ticket: Vec::new(),
        };
    }
    assert_eq!(current.phase, pb::Phase::Discard as i32);
    let discard = plain(current.state.as_ref().expect("a state"));
    let mut forged = discard.clone();
    deal(&mut forged).pochen.as_mut().expect("betting").pending = vec![1, 2];
    assert_grpc_state_invalid(&mut grpc, forged, None, "pending seats in phase 3").await;
    let mut forged = discard.clone();
    deal(&mut forged).discard.as_mut().expect("discard").leader = 7;
    assert_grpc_state_invalid(&mut grpc, forged, None, "leader 7 of 4").await;
    let mut forged = discard.clone();
    deal(&mut forged).discard = None;
    assert_grpc_state_invalid(&mut grpc, forged, None, "phase 3 without its data").await;

    // Forgeries the wire form cannot hold: INVALID_ARGUMENT `invalid_argument`, by field.
    let unreadable: Vec<(&str, pb::GameState, &str)> = vec![
        {
            let mut s = state.clone();
            deal(&mut s)
                .pochen
                .as_mut()
                .expect("betting")
                .pending
                .push(99);
            ("pending seat 99", s, "state.plain.deal.pochen.pending[4]")
        },
        {
            let mut s = state.clone();
            deal(&mut s).pochen.as_mut().expect("betting").statuses[0] = 99;
            (
                "a seat status of 99",
                s,
                "state.plain.deal.pochen.statuses[0]",
            )
        },
        {
            let mut s = state.clone();
            deal(&mut s).hands[0].cards[0] = "1X".into();
            ("a card string 1X", s, "state.plain.deal.hands[0]")
        },
        {
            let mut s = state.clone();
            s.rules.as_mut().expect("rules").deck = 99;
            ("a state deck of 99", s, "state.plain.rules.deck")
        },
        {
            let mut s = state.clone();
            s.seed = vec![1; 33];
            ("a 33-byte seed", s, "state.plain.seed")
        },
        {
            let mut s = state.clone();
            s.board = None;
            ("no board", s, "state.plain.board")
        },
    ];
    for (what, forged, field) in unreadable {
        let status = grpc
            .validate_state(pb::ValidateStateRequest {
                state: envelope(forged.clone()),
            })
            .await
            .expect_err(what);
        let meta = assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", what);
        let got = meta.get("field").cloned().unwrap_or_default();
        assert!(
            got.starts_with(field),
            "{what}: field {got}, expected {field}"
        );
        let status = grpc
            .apply(apply_on(envelope(forged), 0, pass()))
            .await
            .expect_err(what);
        assert_grpc_error(&status, Code::InvalidArgument, "invalid_argument", what);
    }

    // Another schema version: FAILED_PRECONDITION `state_version_unsupported`.
    let mut forged = state.clone();
    forged.schema_version = 2;
    let status = grpc
        .validate_state(pb::ValidateStateRequest {
            state: envelope(forged),
        })
        .await
        .expect_err("schema version 2");
    assert_grpc_error(
        &status,
        Code::FailedPrecondition,
        "state_version_unsupported",
        "schema version 2",
    );

    assert_alive(&mut server).await;
}

#[tokio::test]
async fn grpc_oversized_messages_are_resource_exhausted() {
    let mut server = Server::start_with(&["--max-body-bytes", "4096"], &[]);
    let client = h2_client();
    let url = server.url();

    // A real message over the limit, sent raw and through tonic.
    let big = pb::NewGameRequest {
        players: (0..200).map(|i| format!("player-{i:040}")).collect(),
        deal_source: poch_tests::seeded(vec![7; 32], None),
        ..pb::NewGameRequest::default()
    };
    assert!(big.encoded_len() > 4096);
    let reply = raw_call(&client, &url, "NewGame", grpc_framed(&big)).await;
    assert_raw_error(
        &reply,
        Code::ResourceExhausted,
        "payload_too_large",
        "an 8 KiB message",
    );
    let status = server
        .grpc()
        .await
        .new_game(big)
        .await
        .expect_err("an 8 KiB message through tonic");
    let meta = assert_grpc_error(
        &status,
        Code::ResourceExhausted,
        "payload_too_large",
        "tonic client",
    );
    assert_eq!(meta.get("limit").map(String::as_str), Some("4096"));

    // A prefix that claims 100 MB and a body that holds 10 bytes; one that claims u32::MAX.
    let reply = raw_call(
        &client,
        &url,
        "NewGame",
        grpc_frame(0, 100_000_000, &[0; 10]),
    )
    .await;
    assert_raw_error(
        &reply,
        Code::ResourceExhausted,
        "payload_too_large",
        "a prefix of 100 MB",
    );
    let reply = raw_call(&client, &url, "Replay", grpc_frame(0, u32::MAX, &[0; 10])).await;
    assert_raw_error(
        &reply,
        Code::ResourceExhausted,
        "payload_too_large",
        "a prefix of u32::MAX",
    );

    // Just under the limit is fine.
    let fits = pb::NewGameRequest {
        players: vec!["ann".into(), "bob".into(), "cy".into()],
        deal_source: poch_tests::seeded(vec![7; 32], None),
        ..pb::NewGameRequest::default()
    };
    let reply = raw_call(&client, &url, "NewGame", grpc_framed(&fits)).await;
    let game: pb::NewGameResponse = reply.message();
    assert_eq!(game.phase, pb::Phase::Pochen as i32);

    assert_alive(&mut server).await;
}

// ---------------------------------------------------------------------------------------------
// REST
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn rest_bad_requests_are_problem_documents() {
    let mut server = Server::start();
    let http = server.http();
    let url = server.url();
    let (game, state) = rest_new_game(&server).await;
    let seat = game["to_act"].as_u64().expect("a seat to act");
    let apply = |action: Value| json!({"state": {"plain": state}, "seat": seat, "action": action});

    let json_cases: Vec<(&str, &str, Value, StatusCode, &str)> = vec![
        (
            "players as a string",
            "/v1/games",
            json!({"players": "ann"}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a seat as a string",
            "/v1/games/legal-actions",
            json!({"state": {"plain": state}, "seat": "one"}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a negative seat",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": -1, "action": {"type": "pass_turn"}}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "a seat of 2^64",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": 18_446_744_073_709_551_616_f64, "action": {"type": "pass_turn"}}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a bet of -3",
            "/v1/games/apply",
            apply(json!({"type": "bet", "amount": -3})),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "a bet of 2^32",
            "/v1/games/apply",
            apply(json!({"type": "bet", "amount": 4_294_967_296_u64})),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "an action_id of 2^32",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": seat, "action_id": 4_294_967_296_u64}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "an action_id of -1",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": seat, "action_id": -1}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "include_action_ids as a number",
            "/v1/games/legal-actions",
            json!({"state": {"plain": state}, "seat": seat, "include_action_ids": 1}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an unknown field",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "bogus": 1}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an unknown field in a bet",
            "/v1/games/apply",
            apply(json!({"type": "bet", "amount": 1, "loudly": true})),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an unknown field in a state",
            "/v1/games/validate",
            json!({"state": {"plain": {"extra": 1}}}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an unknown deck",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "rules": {"deck": "tarot"}}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "an unknown action type",
            "/v1/games/apply",
            apply(json!({"type": "jump"})),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "an unknown direction",
            "/v1/games/apply",
            apply(json!({"type": "lead", "card": "7C", "direction": "sideways"})),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "an unknown envelope",
            "/v1/games/validate",
            json!({"state": {"frozen": "x"}}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "a card that is no card",
            "/v1/games/apply",
            apply(json!({"type": "lead", "card": "ZZ"})),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "a short seed",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "deal_source": {"seeded": {"seed": "07"}}}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "a seed that is no hex",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "deal_source": {"seeded": {"seed": "zz".repeat(32)}}}),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            "missing players",
            "/v1/games",
            json!({}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a missing action (nor an action_id)",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": seat}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "conflicting_fields",
        ),
        (
            "a missing state",
            "/v1/games/view",
            json!({"seat": 0}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a missing bet amount",
            "/v1/games/apply",
            apply(json!({"type": "bet"})),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an action without a type",
            "/v1/games/apply",
            apply(json!({"amount": 3})),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a replay without actions",
            "/v1/games/replay",
            json!({"new_game": {"players": ["a", "b", "c"]}}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "null",
            "/v1/games",
            Value::Null,
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an array",
            "/v1/games",
            json!([1, 2, 3]),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a number",
            "/v1/games/apply",
            json!(42),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an unknown preset",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "preset": "poker"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown_preset",
        ),
        (
            "two players",
            "/v1/games",
            json!({"players": ["a", "b"]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "player_count",
        ),
        (
            "a seat no table has",
            "/v1/games/apply",
            json!({"state": {"plain": state}, "seat": 9, "action": {"type": "pass_turn"}}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "seat_out_of_range",
        ),
        (
            "a viewer no table has",
            "/v1/games/view",
            json!({"state": {"plain": state}, "seat": 4}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "seat_out_of_range",
        ),
        (
            "two deal sources at once",
            "/v1/games",
            json!({"players": ["a", "b", "c"], "deal_source": {
                "seeded": {"seed": SEED_HEX},
                "decks": {"first_dealer": 0, "deck_orders": [{"cards": ["7C"]}]},
            }}),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "garbage for a sealed token",
            "/v1/games/apply",
            json!({"state": {"sealed": "abc"}, "seat": 0, "action": {"type": "pass_turn"}}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "state_tampered",
        ),
    ];
    for (what, path, body, status, code) in json_cases {
        let response = http
            .post(format!("{url}{path}"))
            .json(&body)
            .send()
            .await
            .expect("an answer");
        assert_problem(response, status, code, what).await;
    }

    // Bodies that are not JSON, or not declared as JSON.
    let raw_cases: Vec<RawCase<'_>> = vec![
        (
            "a syntax error",
            Some("application/json"),
            b"{nope",
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "an empty body",
            Some("application/json"),
            b"",
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a truncated object",
            Some("application/json"),
            b"{\"players\": [\"a\",",
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "invalid UTF-8",
            Some("application/json"),
            b"{\"players\": [\"\xff\xfe\"]}",
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "trailing garbage",
            Some("application/json"),
            b"{\"players\": [\"a\",\"b\",\"c\"]} x",
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "nesting 10,000 deep",
            Some("application/json"),
            &[b'['; 10_000],
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "text/plain",
            Some("text/plain"),
            b"{\"players\": [\"a\",\"b\",\"c\"]}",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            "form data",
            Some("application/x-www-form-urlencoded"),
            b"players=a",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            "protobuf to a REST path",
            Some("application/x-protobuf"),
            b"\x0a\x01a",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            "no content type",
            None,
            b"{\"players\": [\"a\",\"b\",\"c\"]}",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
    ];
    for (what, content_type, body, status, code) in raw_cases {
        let mut request = http.post(format!("{url}/v1/games")).body(body.to_vec());
        if let Some(ct) = content_type {
            request = request.header(CONTENT_TYPE, ct);
        }
        let response = request.send().await.expect("an answer");
        assert_problem(response, status, code, what).await;
    }

    // Paths and methods.
    use reqwest::Method;
    let not_found = [
        (Method::GET, "/v2/games"),
        (Method::POST, "/v1/games/shuffle"),
        (Method::GET, "/v1/games/apply/../../etc/passwd"),
        (Method::GET, "/%ff%fe"),
    ];
    let not_allowed = [
        (Method::GET, "/v1/games"),
        (Method::PUT, "/v1/games/apply"),
        (Method::DELETE, "/v1/games/replay"),
        (Method::POST, "/v1/rules/presets"),
        (Method::POST, "/healthz"),
        (Method::PATCH, "/metrics"),
    ];
    for (routes, status, code) in [
        (&not_found[..], StatusCode::NOT_FOUND, "not_found"),
        (
            &not_allowed[..],
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
    ] {
        for (method, path) in routes {
            let what = format!("{method} {path}");
            let response = http
                .request(method.clone(), format!("{url}{path}"))
                .header(CONTENT_TYPE, "application/json")
                .body("{}")
                .send()
                .await
                .expect("an answer");
            assert_problem(response, status, code, &what).await;
        }
    }

    assert_alive(&mut server).await;
}

/// (what, content type, body, status, code).
type RawCase<'a> = (&'a str, Option<&'a str>, &'a [u8], StatusCode, &'a str);

/// A body that arrives in chunks of `chunk` bytes, without a content-length.
fn chunked(bytes: Vec<u8>, chunk: usize) -> reqwest::Body {
    let (mut tx, body) = http_body_util::channel::Channel::<bytes::Bytes>::new(4);
    tokio::spawn(async move {
        for part in bytes.chunks(chunk) {
            if tx
                .send_data(bytes::Bytes::copy_from_slice(part))
                .await
                .is_err()
            {
                return;
            }
        }
    });
    reqwest::Body::wrap(body)
}

#[tokio::test]
async fn rest_oversized_bodies_are_413() {
    let mut server = Server::start_with(&["--max-body-bytes", "4096"], &[]);
    // Over HTTP/2: an HTTP/1.1 server that answers 413 before reading the body closes the
    // connection, and a client still writing may see the reset before the answer.
    let http = h2_client();
    let url = server.url();
    let players: Vec<String> = (0..200).map(|i| format!("player-{i:040}")).collect();
    let big = serde_json::to_vec(&json!({"players": players})).expect("json");
    assert!(big.len() > 4096);
    for path in [
        "/v1/games",
        "/v1/games/apply",
        "/v1/games/replay",
        "/v1/games/validate",
    ] {
        let response = http
            .post(format!("{url}{path}"))
            .header(CONTENT_TYPE, "application/json")
            .body(big.clone())
            .send()
            .await
            .expect("an answer");
        assert_problem(
            response,
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            &format!("{path} with a content-length"),
        )
        .await;
    }
    // Without a content-length: the limit is found while reading.
    let response = http
        .post(format!("{url}/v1/games"))
        .header(CONTENT_TYPE, "application/json")
        .body(chunked(big.clone(), 512))
        .send()
        .await
        .expect("an answer");
    assert_problem(
        response,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
        "a chunked body",
    )
    .await;
    // A small chunked body is read whole.
    let small = serde_json::to_vec(
        &json!({"players": ["a", "b", "c"], "deal_source": {"seeded": {"seed": SEED_HEX}}}),
    )
    .expect("json");
    let response = http
        .post(format!("{url}/v1/games"))
        .header(CONTENT_TYPE, "application/json")
        .body(chunked(small, 7))
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);

    assert_alive(&mut server).await;
}

/// apply, legal-actions and view refuse a forged state with 422 `state_invalid` naming the
/// invariant; validate answers 200 with the same violation.
async fn assert_rest_state_invalid(
    server: &Server,
    forged: &Value,
    invariant: Option<&str>,
    what: &str,
) {
    let http = server.http();
    let url = server.url();
    let state = json!({"plain": forged});
    let calls = [
        (
            "/v1/games/apply",
            json!({"state": state, "seat": 0, "action": {"type": "pass_turn"}}),
        ),
        (
            "/v1/games/legal-actions",
            json!({"state": state, "seat": 0}),
        ),
        ("/v1/games/view", json!({"state": state})),
        ("/v1/games/view", json!({"state": state, "seat": 1})),
    ];
    let validation = json_answer(
        http.post(format!("{url}/v1/games/validate"))
            .json(&json!({"state": state})),
    )
    .await;
    assert_eq!(validation["valid"], false, "{what}: {validation}");
    let reported = validation["violations"][0]["invariant"]
        .as_str()
        .expect("a violation")
        .to_owned();
    if let Some(invariant) = invariant {
        assert_eq!(reported, invariant, "{what}: {validation}");
    }
    for (path, body) in calls {
        let response = http
            .post(format!("{url}{path}"))
            .json(&body)
            .send()
            .await
            .expect("an answer");
        let problem = assert_problem(
            response,
            StatusCode::UNPROCESSABLE_ENTITY,
            "state_invalid",
            &format!("{what} ({path})"),
        )
        .await;
        assert_eq!(problem["invariant"], reported.as_str(), "{what}: {problem}");
    }
}

#[tokio::test]
async fn rest_forged_states_are_422_state_invalid() {
    let mut server = Server::start();
    let (game, state) = rest_new_game(&server).await;

    let mut forged = state.clone();
    forged["deal"]["hands"][0][0] = state["deal"]["hands"][1][0].clone();
    assert_rest_state_invalid(&server, &forged, Some("I3"), "a card in two hands").await;

    let mut forged = state.clone();
    let upcard = state["deal"]["upcard"].clone();
    forged["deal"]["hands"][2]
        .as_array_mut()
        .expect("a hand")
        .push(upcard);
    assert_rest_state_invalid(&server, &forged, Some("I3"), "the upcard in a hand").await;

    let mut forged = state.clone();
    forged["stacks"][0] = json!(state["stacks"][0].as_u64().expect("a stack") + 5);
    assert_rest_state_invalid(&server, &forged, Some("I1"), "chips not conserved").await;

    let mut forged = state.clone();
    forged["total_chips"] = json!(u64::MAX);
    assert_rest_state_invalid(&server, &forged, Some("structure"), "total chips u64::MAX").await;

    let mut forged = state.clone();
    forged["first_dealer"] = json!(9);
    assert_rest_state_invalid(&server, &forged, None, "first dealer 9 of 4").await;

    let mut forged = state.clone();
    forged["deal"]["dealer"] = json!(9);
    assert_rest_state_invalid(&server, &forged, None, "dealer 9 of 4").await;

    let mut forged = state.clone();
    forged["deal"]["pochen"]["pending"]
        .as_array_mut()
        .expect("pending seats")
        .push(json!(5));
    assert_rest_state_invalid(&server, &forged, None, "pending seat 5 of 4").await;

    let mut forged = state.clone();
    forged["players"]
        .as_array_mut()
        .expect("players")
        .truncate(3);
    assert_rest_state_invalid(&server, &forged, None, "3 players, 4 stacks").await;

    let mut forged = state.clone();
    forged["deal"]["hands"] = json!([]);
    assert_rest_state_invalid(&server, &forged, None, "no hands").await;

    // Phase-3 data that contradicts the phase.
    let http = server.http();
    let url = server.url();
    let mut current = game.clone();
    while current["phase"] == "pochen" {
        let pass = json!({"state": current["state"], "seat": current["to_act"], "action": {"type": "pass_turn"}});
        current = post_json(&http, &format!("{url}/v1/games/apply"), &pass).await;
    }
    assert_eq!(current["phase"], "discard", "{current}");
    let discard = current["state"]["plain"].clone();
    let mut forged = discard.clone();
    forged["deal"]["pochen"]["pending"] = json!([1, 2]);
    assert_rest_state_invalid(&server, &forged, None, "pending seats in phase 3").await;
    let mut forged = discard.clone();
    forged["deal"]["discard"]["leader"] = json!(7);
    assert_rest_state_invalid(&server, &forged, None, "leader 7 of 4").await;

    // Another schema version.
    let mut forged = state.clone();
    forged["schema_version"] = json!(2);
    let response = http
        .post(format!("{url}/v1/games/apply"))
        .json(&json!({"state": {"plain": forged}, "seat": 0, "action": {"type": "pass_turn"}}))
        .send()
        .await
        .expect("an answer");
    assert_problem(
        response,
        StatusCode::UNPROCESSABLE_ENTITY,
        "state_version_unsupported",
        "schema version 2",
    )
    .await;

    // A seat a seat set cannot hold, or a seat listed twice, is not a state at all: 400
    // invalid_argument naming the set, as gRPC answers (the engine's SeatSet::from_list).
    for (pending, what) in [
        (json!([0, 1, 99]), "pending seat 99"),
        (json!([0, 1, 1]), "pending seat 1 twice"),
    ] {
        let mut forged = state.clone();
        forged["deal"]["pochen"]["pending"] = pending;
        let response = http
            .post(format!("{url}/v1/games/validate"))
            .json(&json!({"state": {"plain": forged}}))
            .send()
            .await
            .expect("an answer");
        let problem =
            assert_problem(response, StatusCode::BAD_REQUEST, "invalid_argument", what).await;
        assert_eq!(
            problem["field"], "state.plain.deal.pochen.pending",
            "{what}: {problem}"
        );
    }

    assert_alive(&mut server).await;
}

/// States at the edge of the number types are refused with a client error, never answered by
/// a panic (a dropped connection in a debug build) or a silent wrap: a `version` of u64::MAX,
/// whose next action would overflow the action counter, and four stacks of u32::MAX (the
/// total matching), whose showdown would sum more than u32::MAX chips.
#[tokio::test]
async fn forged_states_at_the_number_limits_are_refused_not_panicked() {
    let mut server = Server::start();
    let http = server.http();
    let url = server.url();
    let (game, state) = rest_new_game(&server).await;
    let mut failures = Vec::new();

    // version = u64::MAX: the next action overflows the action counter.
    let mut forged = state.clone();
    forged["version"] = json!(u64::MAX);
    let body = json!({"state": {"plain": forged}, "seat": game["to_act"], "action": {"type": "pass_turn"}});
    match http
        .post(format!("{url}/v1/games/apply"))
        .json(&body)
        .send()
        .await
    {
        Ok(response) if response.status().is_client_error() => {}
        Ok(response) => failures.push(format!("version u64::MAX: {}", response.status())),
        Err(e) => failures.push(format!("version u64::MAX: no answer ({e})")),
    }

    // Four stacks of u32::MAX (total_chips matching): valid, and a showdown of four all-in
    // stacks sums more than u32::MAX.
    let mut forged = state.clone();
    let board: u64 = forged["board"]
        .as_object()
        .expect("a board")
        .values()
        .map(|v| v.as_u64().expect("chips"))
        .sum();
    forged["stacks"] = json!([u32::MAX, u32::MAX, u32::MAX, u32::MAX]);
    forged["total_chips"] = json!(4 * u64::from(u32::MAX) + board);
    let mut current =
        json!({"state": {"plain": forged}, "to_act": game["to_act"], "phase": "pochen"});
    for action in [
        json!({"type": "bet", "amount": u32::MAX}),
        json!({"type": "call"}),
        json!({"type": "call"}),
        json!({"type": "call"}),
    ] {
        let body = json!({"state": current["state"], "seat": current["to_act"], "action": action});
        match http
            .post(format!("{url}/v1/games/apply"))
            .json(&body)
            .send()
            .await
        {
            Ok(response) if response.status() == StatusCode::OK => {
                current = response.json().await.expect("json");
            }
            Ok(response) if response.status().is_client_error() => break,
            Ok(response) => {
                failures.push(format!("stacks of u32::MAX: {}", response.status()));
                break;
            }
            Err(e) => {
                failures.push(format!("stacks of u32::MAX: no answer to {action} ({e})"));
                break;
            }
        }
    }

    assert!(failures.is_empty(), "{failures:#?}");
    assert_alive(&mut server).await;
}

/// An unknown field beside a unit action (`pass_turn`, `call`, `fold`) is refused, as beside
/// any other: the engine's `Action` reads each unit variant as an empty struct that refuses
/// unknown keys (serde would otherwise ignore `deny_unknown_fields` on them).
#[tokio::test]
async fn unknown_fields_beside_unit_actions_are_refused() {
    let server = Server::start();
    let (game, state) = rest_new_game(&server).await;
    for action in [
        json!({"type": "pass_turn", "loudly": true}),
        json!({"type": "fold", "amount": 3}),
        json!({"type": "call", "card": "7C"}),
    ] {
        let response = server
            .http()
            .post(format!("{}/v1/games/apply", server.url()))
            .json(&json!({"state": {"plain": state}, "seat": game["to_act"], "action": action}))
            .send()
            .await
            .expect("an answer");
        assert_problem(
            response,
            StatusCode::BAD_REQUEST,
            "malformed_body",
            &action.to_string(),
        )
        .await;
    }
}

// ---------------------------------------------------------------------------------------------
// Everything at once
// ---------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_barrage_of_bad_requests_leaves_the_server_serving() {
    let mut server = Server::start_with(&["--max-body-bytes", "65536"], &[]);
    let url = server.url();
    let (_, state) = rest_new_game(&server).await;
    let h2 = h2_client();
    let http = server.http();
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..200_u32 {
        let (h2, http, url, state) = (h2.clone(), http.clone(), url.clone(), state.clone());
        tasks.spawn(async move {
            match i % 8 {
                0 => {
                    let reply =
                        raw_call(&h2, &url, "Apply", grpc_frame(0, 3, &[0xff, 0xff, 0xff])).await;
                    assert_raw_error(&reply, Code::InvalidArgument, "malformed_body", "garbage");
                }
                1 => {
                    let reply = raw_call(&h2, &url, "Replay", grpc_frame(0, 1_000, &[0x0a])).await;
                    assert_raw_error(&reply, Code::InvalidArgument, "malformed_body", "truncated");
                }
                2 => {
                    let reply = raw_call(
                        &h2,
                        &url,
                        "NewGame",
                        grpc_frame(0, 70_000, &vec![0; 70_000]),
                    )
                    .await;
                    assert_raw_error(&reply, Code::ResourceExhausted, "payload_too_large", "big");
                }
                3 => {
                    let reply = raw_call(&h2, &url, "ValidateState", grpc_frame(1, 1, &[0])).await;
                    assert_raw_error(
                        &reply,
                        Code::InvalidArgument,
                        "malformed_body",
                        "compressed",
                    );
                }
                4 => {
                    let response = rest_apply(&http, &url, "{\"state\":").await;
                    assert_problem(response, StatusCode::BAD_REQUEST, "malformed_body", "cut")
                        .await;
                }
                5 => {
                    let mut forged = state.clone();
                    forged["stacks"][1] = json!(1_000_000);
                    let response = http
                        .post(format!("{url}/v1/games/legal-actions"))
                        .json(&json!({"state": {"plain": forged}, "seat": 1}))
                        .send()
                        .await
                        .expect("an answer");
                    assert_problem(
                        response,
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "state_invalid",
                        "chips",
                    )
                    .await;
                }
                6 => {
                    // Over HTTP/2: see rest_oversized_bodies_are_413.
                    let response = h2
                        .post(format!("{url}/v1/games"))
                        .header(CONTENT_TYPE, "application/json")
                        .body(vec![b' '; 70_000])
                        .send()
                        .await
                        .expect("an answer");
                    assert_problem(
                        response,
                        StatusCode::PAYLOAD_TOO_LARGE,
                        "payload_too_large",
                        "big",
                    )
                    .await;
                }
                _ => {
                    let response = http
                        .get(format!("{url}/v1/games/view"))
                        .send()
                        .await
                        .expect("an answer");
                    assert_problem(
                        response,
                        StatusCode::METHOD_NOT_ALLOWED,
                        "method_not_allowed",
                        "GET",
                    )
                    .await;
                }
            }
        });
    }
    while let Some(result) = tasks.join_next().await {
        result.expect("every hostile request got its documented answer");
    }
    assert_alive(&mut server).await;

    // Retry-After only ever comes with `overloaded`; none of the above was shed.
    let response = http
        .get(format!("{url}/healthz"))
        .send()
        .await
        .expect("healthz");
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().get(RETRY_AFTER).is_none());
}

//! One meaning per code: every mistake a caller can make is sent over both wires, and both
//! answer the same stable code (REST's problem `code`, gRPC's ErrorInfo `reason`), with the
//! same field for `invalid_argument` where the JSON and the proto name it alike (and for
//! `conflicting_fields` and `action_id_out_of_range`), and the same
//! action index for a refused `Replay`.

use poch_api::v1 as pb;
use poch_tests::Server;
use poch_tests::kit::{SEED_HEX, apply_on, players, seed_bytes};
use serde_json::{Value, json};
use tonic_types::StatusExt as _;

fn grpc_new_game() -> pb::NewGameRequest {
    pb::NewGameRequest {
        players: players(),
        deal_source: poch_tests::seeded(seed_bytes(), Some(3)),
        state_form: pb::StateForm::Plain as i32,
        ..pb::NewGameRequest::default()
    }
}

fn rest_new_game() -> Value {
    json!({"players": players(), "deal_source": {"seeded": {"seed": SEED_HEX, "first_dealer": 3}}, "state_form": "plain"})
}

fn action(kind: pb::action::Kind) -> Option<pb::Action> {
    Some(pb::Action { kind: Some(kind) })
}

/// What a wire answered: the code, and the field or action index it names.
#[derive(Debug, PartialEq, Eq)]
struct Answer {
    code: String,
    field: Option<String>,
    action_index: Option<String>,
}

fn from_status(status: &tonic::Status) -> Answer {
    let info = status
        .get_details_error_info()
        .unwrap_or_else(|| panic!("no ErrorInfo in {status:?}"));
    Answer {
        code: info.reason,
        field: info.metadata.get("field").cloned(),
        action_index: info.metadata.get("action_index").cloned(),
    }
}

fn from_problem(status: u16, problem: &Value) -> Answer {
    assert!(status >= 400, "a problem, not {status}: {problem}");
    Answer {
        code: problem["code"].as_str().unwrap_or_default().to_owned(),
        field: problem["field"].as_str().map(str::to_owned),
        action_index: problem["action_index"].as_u64().map(|i| i.to_string()),
    }
}

#[tokio::test]
async fn every_mistake_gets_the_same_code_on_both_wires() {
    let server = Server::start();
    let mut grpc = server.grpc().await;

    // The same match on both wires: a plain state where seat 0 (forehand) is to act.
    let started = grpc
        .new_game(grpc_new_game())
        .await
        .expect("a gRPC match")
        .into_inner();
    let pb_state = started.state.expect("a state");
    let (status, started_json) = server.post_json("/v1/games", &rest_new_game()).await;
    assert_eq!(status, 200, "{started_json}");
    let json_state = started_json["state"].clone();
    assert_eq!(started.to_act, Some(0));
    assert_eq!(started_json["to_act"], 0);

    // The plain proto state with its phase-2 pending seats replaced.
    let pb_pending = |pending: Vec<u32>| {
        let mut state = pb_state.clone();
        if let Some(pb::state_envelope::Kind::Plain(plain)) = state.kind.as_mut() {
            let pochen = plain
                .deal
                .as_mut()
                .and_then(|d| d.pochen.as_mut())
                .expect("phase 2 is on");
            pochen.pending = pending;
        }
        state
    };
    let json_pending = |pending: Value| {
        let mut state = json_state.clone();
        state["plain"]["deal"]["pochen"]["pending"] = pending;
        state
    };
    let pb_apply =
        |seat: u32, kind: pb::action::Kind| apply_on(Some(pb_state.clone()), seat, action(kind));
    let json_apply = |seat: u32, action: Value| json!({"state": json_state.clone(), "seat": seat, "action": action});

    struct Case {
        what: &'static str,
        code: &'static str,
        rest: (&'static str, Value),
        grpc: Result<Answer, tonic::Status>,
    }
    let mut cases = Vec::new();
    macro_rules! case {
        ($what:expr, $code:expr, $path:expr, $body:expr, $call:expr) => {
            cases.push(Case {
                what: $what,
                code: $code,
                rest: ($path, $body),
                grpc: $call.await.map(|_| Answer {
                    code: "ok".into(),
                    field: None,
                    action_index: None,
                }),
            });
        };
    }

    // Values of the right shape that are wrong: invalid_argument.
    case!(
        "a card that is no card",
        "invalid_argument",
        "/v1/games/apply",
        json_apply(0, json!({"type": "lead", "card": "ZZ"})),
        grpc.clone().apply(pb_apply(
            0,
            pb::action::Kind::Lead(pb::action::Lead {
                card: "ZZ".into(),
                direction: 0,
            })
        ))
    );
    case!(
        "a locale no catalogue speaks, at NewGame",
        "unknown_locale",
        "/v1/games",
        json!({"players": players(), "deal_source": {"seeded": {"seed": SEED_HEX}}, "locale": "la"}),
        grpc.clone().new_game(pb::NewGameRequest {
            locale: "la".into(),
            ..grpc_new_game()
        })
    );
    case!(
        "a locale that is no language tag, at Apply",
        "unknown_locale",
        "/v1/games/apply",
        {
            let mut body = json_apply(0, json!({"type": "pass_turn"}));
            body["locale"] = json!("not a tag!");
            body
        },
        grpc.clone().apply(pb::ApplyRequest {
            locale: "not a tag!".into(),
            ..pb_apply(0, pb::action::Kind::PassTurn(pb::action::PassTurn {}))
        })
    );
    case!(
        "a seed of one byte",
        "invalid_argument",
        "/v1/games",
        json!({"players": players(), "deal_source": {"seeded": {"seed": "07"}}}),
        grpc.clone().new_game(pb::NewGameRequest {
            deal_source: poch_tests::seeded(vec![7], None),
            ..grpc_new_game()
        })
    );
    case!(
        "a deck no rules know",
        "invalid_argument",
        "/v1/games",
        json!({"players": players(), "rules": {"deck": "tarot"}}),
        grpc.clone().new_game(pb::NewGameRequest {
            rules: Some(pb::Rules {
                deck: 99,
                ..pb::Rules::default()
            }),
            ..grpc_new_game()
        })
    );
    case!(
        "a pending seat listed twice",
        "invalid_argument",
        "/v1/games/validate",
        json!({"state": json_pending(json!([1, 1, 2]))}),
        grpc.clone().validate_state(pb::ValidateStateRequest {
            state: Some(pb_pending(vec![1, 1, 2])),
        })
    );
    case!(
        "a pending seat no set holds",
        "invalid_argument",
        "/v1/games/validate",
        json!({"state": json_pending(json!([1, 2, 99]))}),
        grpc.clone().validate_state(pb::ValidateStateRequest {
            state: Some(pb_pending(vec![1, 2, 99])),
        })
    );

    // Seats the table does not have, everywhere a seat is taken.
    case!(
        "an action by seat 9",
        "seat_out_of_range",
        "/v1/games/apply",
        json_apply(9, json!({"type": "pass_turn"})),
        grpc.clone().apply(pb_apply(
            9,
            pb::action::Kind::PassTurn(pb::action::PassTurn {})
        ))
    );
    case!(
        "the legal actions of seat 4",
        "seat_out_of_range",
        "/v1/games/legal-actions",
        json!({"state": json_state.clone(), "seat": 4}),
        grpc.clone()
            .list_legal_actions(pb::ListLegalActionsRequest {
                state: Some(pb_state.clone()),
                seat: 4,
                ticket: Vec::new(),
                include_action_ids: false,
            })
    );
    case!(
        "the view of seat 4",
        "seat_out_of_range",
        "/v1/games/view",
        json!({"state": json_state.clone(), "seat": 4}),
        grpc.clone().get_view(pb::GetViewRequest {
            state: Some(pb_state.clone()),
            seat: Some(4),
            ticket: Vec::new(),
        })
    );

    // Actions named by id: past the table (836 ids for classic with 4 players), both an
    // action and an id, neither; an id whose action the engine refuses.
    let json_by_id = |body: Value| {
        let mut body = body;
        body.as_object_mut().map(|o| o.remove("action"));
        body
    };
    case!(
        "an action id past the table",
        "action_id_out_of_range",
        "/v1/games/apply",
        {
            let mut body = json_by_id(json_apply(0, json!(null)));
            body["action_id"] = json!(836);
            body
        },
        grpc.clone().apply(pb::ApplyRequest {
            action: None,
            action_id: Some(836),
            ..pb_apply(0, pb::action::Kind::Call(pb::action::Call {}))
        })
    );
    case!(
        "an action and its id",
        "conflicting_fields",
        "/v1/games/apply",
        {
            let mut body = json_apply(0, json!({"type": "pass_turn"}));
            body["action_id"] = json!(0);
            body
        },
        grpc.clone().apply(pb::ApplyRequest {
            action_id: Some(0),
            ..pb_apply(0, pb::action::Kind::PassTurn(pb::action::PassTurn {}))
        })
    );
    case!(
        "no action and no id",
        "conflicting_fields",
        "/v1/games/apply",
        json_by_id(json_apply(0, json!(null))),
        grpc.clone().apply(pb::ApplyRequest {
            action: None,
            ..pb_apply(0, pb::action::Kind::Call(pb::action::Call {}))
        })
    );
    case!(
        "a call by id with nothing to call",
        "nothing_to_call",
        "/v1/games/apply",
        {
            let mut body = json_by_id(json_apply(0, json!(null)));
            body["action_id"] = json!(401);
            body
        },
        grpc.clone().apply(pb::ApplyRequest {
            action: None,
            action_id: Some(401),
            ..pb_apply(0, pb::action::Kind::Call(pb::action::Call {}))
        })
    );

    // The engine's refusals.
    case!(
        "a call by a seat out of turn",
        "not_your_turn",
        "/v1/games/apply",
        json_apply(2, json!({"type": "call"})),
        grpc.clone()
            .apply(pb_apply(2, pb::action::Kind::Call(pb::action::Call {})))
    );
    case!(
        "a call with nothing to call",
        "nothing_to_call",
        "/v1/games/apply",
        json_apply(0, json!({"type": "call"})),
        grpc.clone()
            .apply(pb_apply(0, pb::action::Kind::Call(pb::action::Call {})))
    );
    case!(
        "an unknown preset",
        "unknown_preset",
        "/v1/games",
        json!({"players": players(), "preset": "poker"}),
        grpc.clone().new_game(pb::NewGameRequest {
            preset: "poker".into(),
            ..grpc_new_game()
        })
    );
    case!(
        "two players",
        "player_count",
        "/v1/games",
        json!({"players": ["ann", "bob"], "deal_source": {"seeded": {"seed": SEED_HEX}}}),
        grpc.clone().new_game(pb::NewGameRequest {
            players: vec!["ann".into(), "bob".into()],
            ..grpc_new_game()
        })
    );
    // Replay: the second action (index 1) is out of turn.
    let pb_pass = |seat: u32| pb::SeatAction {
        seat,
        action: action(pb::action::Kind::PassTurn(pb::action::PassTurn {})),
    };
    case!(
        "a replay whose second action is out of turn",
        "not_your_turn",
        "/v1/games/replay",
        json!({"new_game": rest_new_game(), "actions": [
            {"seat": 0, "action": {"type": "pass_turn"}},
            {"seat": 3, "action": {"type": "pass_turn"}}
        ]}),
        grpc.clone().replay(pb::ReplayRequest {
            new_game: Some(grpc_new_game()),
            actions: vec![pb_pass(0), pb_pass(3)],
        })
    );

    assert!(cases.len() >= 17);
    for case in cases {
        let grpc = match case.grpc {
            Ok(_) => panic!("{}: gRPC accepted it", case.what),
            Err(status) => from_status(&status),
        };
        let (status, problem) = server.post_json(case.rest.0, &case.rest.1).await;
        let rest = from_problem(status, &problem);
        assert_eq!(rest.code, case.code, "{}: REST {problem}", case.what);
        assert_eq!(grpc.code, case.code, "{}: gRPC {grpc:?}", case.what);
        assert_eq!(
            rest.action_index, grpc.action_index,
            "{}: the action index",
            case.what
        );
        if case.what.starts_with("a replay") {
            assert_eq!(rest.action_index.as_deref(), Some("1"), "{}", case.what);
        }
        if case.code == "invalid_argument" {
            assert!(
                rest.field.is_some() && grpc.field.is_some(),
                "{}: both name the field: REST {rest:?}, gRPC {grpc:?}",
                case.what
            );
        }
        if ["conflicting_fields", "action_id_out_of_range"].contains(&case.code) {
            assert!(rest.field.is_some(), "{}: the field is named", case.what);
            assert_eq!(rest.field, grpc.field, "{}: the same field", case.what);
        }
    }
}

//! Who may see and do what, against the real binary over both wires:
//!
//! - match identity: every match has an id, drawn at `NewGame` or derived from its pre-match
//!   token, sealed in its tokens and shown in every view and answer; a token of another match
//!   at the expected version is told apart by its id.

use poch_api::convert::{FromProto, ToProto};
use poch_api::v1 as pb;
use poch_engine::View;
use poch_tests::Server;
use poch_tests::kit::{
    Grpc, KEY, apply_on, commit, hex, players, sealed, sealed_token, sealed_view,
};
use serde_json::{Value, json};

/// A sealed match over gRPC: its token and match id.
async fn grpc_match(grpc: &mut Grpc) -> (Vec<u8>, Vec<u8>) {
    let answer = grpc
        .new_game(pb::NewGameRequest {
            players: players(),
            state_form: pb::StateForm::Sealed.into(),
            ..pb::NewGameRequest::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    assert_eq!(answer.match_id.len(), 32, "a 32-byte match id");
    assert_eq!(answer.version, 0);
    (sealed_token(answer.state), answer.match_id)
}

/// The seat to act in a sealed match, and a legal action of it.
async fn to_act(grpc: &mut Grpc, token: &[u8]) -> (u32, pb::Action) {
    let spectator = sealed_view(grpc, token, None).await;
    let seat = spectator.to_act.expect("a seat to act");
    let view = sealed_view(grpc, token, Some(seat)).await;
    let view = View::from_proto(view).expect("a view");
    let legal = view.legal.expect("the legal actions of the seat to act");
    (seat, poch_tests::pick(&legal).to_proto())
}

/// A sealed match over REST: its answer.
async fn rest_match(server: &Server) -> Value {
    let (status, answer) = server
        .post_json(
            "/v1/games",
            &json!({"players": players(), "state_form": "sealed"}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    answer
}

#[tokio::test]
async fn every_match_has_an_id_in_its_tokens_views_and_answers_on_both_wires() {
    let server = Server::start_with(&["--sealing-keys", KEY], &[]);
    let mut grpc = server.grpc().await;

    // gRPC: the id of NewGame is the id of every view and of every answer after it.
    let (token, id) = grpc_match(&mut grpc).await;
    for seat in [None, Some(0), Some(3)] {
        let view = sealed_view(&mut grpc, &token, seat).await;
        assert_eq!(view.match_id, id, "the view of {seat:?}");
    }
    let (seat, action) = to_act(&mut grpc, &token).await;
    let reply = grpc
        .apply(pb::ApplyRequest {
            include_views: true,
            ..apply_on(sealed(&token), seat, Some(action))
        })
        .await
        .expect("Apply")
        .into_inner();
    assert_eq!(reply.match_id, id, "Apply answers the same match id");
    assert_eq!(reply.version, 1, "one more than the stored version");
    assert_eq!(reply.views.len(), 5);
    assert!(reply.views.iter().all(|v| v.match_id == id));

    // REST: the same, and a token answered by one wire keeps its id on the other.
    let answer = rest_match(&server).await;
    let rest_id = answer["match_id"].as_str().expect("a match id").to_owned();
    assert_eq!(rest_id.len(), 64, "64 hex digits");
    assert_eq!(answer["version"], 0);
    let rest_token = answer["state"]["sealed"].as_str().expect("a token");
    for seat in [json!(null), json!(1)] {
        let (status, view) = server
            .post_json(
                "/v1/games/view",
                &json!({"state": {"sealed": rest_token}, "seat": seat}),
            )
            .await;
        assert_eq!(status, 200, "{view}");
        assert_eq!(view["view"]["match_id"], json!(rest_id));
    }
    let (status, view) = server
        .post_json(
            "/v1/games/view",
            &json!({"state": {"sealed": poch_service::token::to_text(&token)}}),
        )
        .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["view"]["match_id"], json!(hex(&id)));

    // Two matches never share an id.
    let (_, other) = grpc_match(&mut grpc).await;
    assert_ne!(other, id);
    assert_ne!(hex(&other), rest_id);
}

/// The red-team case: a token of another match at the expected version passed a check of the
/// version alone. The match id tells them apart, on both wires.
#[tokio::test]
async fn a_token_of_another_match_at_the_expected_version_has_another_id() {
    let server = Server::start_with(&["--sealing-keys", KEY], &[]);
    let mut grpc = server.grpc().await;
    let (stored, stored_id) = grpc_match(&mut grpc).await;
    let mut caught = 0;
    for _ in 0..20 {
        // A game server stores (match id, version 0). Someone hands it another match's fresh
        // token, also at version 0.
        let (foreign, _) = grpc_match(&mut grpc).await;
        let view = sealed_view(&mut grpc, &foreign, None).await;
        assert_eq!(view.version, 0, "the version check alone passes");
        if view.match_id != stored_id {
            caught += 1;
        }
        let (status, answer) = server
            .post_json(
                "/v1/games/view",
                &json!({"state": {"sealed": poch_service::token::to_text(&foreign)}}),
            )
            .await;
        assert_eq!(status, 200, "{answer}");
        assert_ne!(answer["view"]["match_id"], json!(hex(&stored_id)));
    }
    assert_eq!(caught, 20, "the match id tells every foreign token apart");
    // The stored token itself still has its id.
    let view = sealed_view(&mut grpc, &stored, None).await;
    assert_eq!(view.match_id, stored_id);
}

/// A match from a pre-match token takes its id from the token: two matches started from one
/// token have the same id, which is how a game server tells a token used twice. Replay keeps
/// the same rule.
#[tokio::test]
async fn a_pre_match_token_gives_its_match_one_id_on_both_wires() {
    let server = Server::start_with(&["--sealing-keys", KEY], &[]);
    let mut grpc = server.grpc().await;
    let commitment = commit(&mut grpc).await;
    let seeds: Vec<String> = ["s0", "s1", "s2", "s3"].map(String::from).to_vec();
    let request = pb::NewGameRequest {
        players: players(),
        deal_source: poch_tests::fair(commitment.pre_match_token.clone(), seeds.clone(), None),
        state_form: pb::StateForm::Sealed.into(),
        ..pb::NewGameRequest::default()
    };
    let first = grpc
        .new_game(request.clone())
        .await
        .expect("NewGame")
        .into_inner();
    let again = grpc
        .new_game(request.clone())
        .await
        .expect("NewGame")
        .into_inner();
    assert_eq!(first.match_id.len(), 32);
    assert_eq!(
        first.match_id, again.match_id,
        "one pre-match token, one id"
    );
    let token = poch_service::token::to_text(&commitment.pre_match_token);
    let (status, rest) = server
        .post_json(
            "/v1/games",
            &json!({"players": players(), "deal_source": {"fair": {"pre_match_token": token, "client_seeds": seeds}}}),
        )
        .await;
    assert_eq!(status, 200, "{rest}");
    assert_eq!(rest["match_id"], json!(hex(&first.match_id)));
    let replayed = grpc
        .replay(pb::ReplayRequest {
            new_game: Some(request),
            actions: Vec::new(),
        })
        .await
        .expect("Replay")
        .into_inner();
    assert_eq!(replayed.match_id, first.match_id);
    // Any other match has another id.
    let (_, other) = grpc_match(&mut grpc).await;
    assert_ne!(other, first.match_id);
}

/// The production configuration, with the key of the permissive servers below.
const PRODUCTION: [&str; 10] = [
    "--sealing-keys",
    KEY,
    "--require-sealed",
    "true",
    "--allow-caller-seeds",
    "false",
    "--allow-deck-orders",
    "false",
    "--allow-caller-starts",
    "false",
];

fn code(status: &tonic::Status) -> String {
    use tonic_types::StatusExt as _;
    status
        .get_details_error_info()
        .map(|info| info.reason)
        .unwrap_or_else(|| panic!("no ErrorInfo in {status:?}"))
}

/// A sealed token of a permissive server (local defaults, the same key) for `body`.
async fn permissive_token(server: &Server, mut body: Value) -> String {
    body["players"] = json!(players());
    body["state_form"] = json!("sealed");
    let (status, answer) = server.post_json("/v1/games", &body).await;
    assert_eq!(status, 200, "{body}: {answer}");
    answer["state"]["sealed"]
        .as_str()
        .expect("a token")
        .to_owned()
}

/// The red-team cases: a token sealed by a permissive server that shares the key is refused by
/// a production server when its match began in a way production forbids, on both wires and in
/// every operation that takes a state; tokens of matches production allows are taken.
#[tokio::test]
async fn a_permissive_servers_token_is_refused_by_a_production_server_with_the_same_key() {
    let permissive = Server::start_with(&["--sealing-keys", KEY], &[]);
    let production = Server::start_with(&PRODUCTION, &[]);
    let mut grpc = production.grpc().await;
    let deck: Vec<String> = poch_engine::DeckKind::French32
        .cards()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let refused = [
        (
            json!({"deal_source": {"seeded": {"seed": "01".repeat(32)}}}),
            "caller_seed_forbidden",
        ),
        (
            json!({"deal_source": {"decks": {"deck_orders": [{"cards": deck}], "first_dealer": 0}}}),
            "deck_orders_forbidden",
        ),
        (
            json!({"start": {"stacks": [1000, 10, 10, 10], "board": {}}}),
            "caller_start_forbidden",
        ),
    ];
    for (body, expected) in refused {
        let token = permissive_token(&permissive, body.clone()).await;
        // The permissive server itself takes it.
        let (status, answer) = permissive
            .post_json("/v1/games/view", &json!({"state": {"sealed": token}}))
            .await;
        assert_eq!(status, 200, "{answer}");
        for (path, seat) in [
            ("/v1/games/view", Some(0)),
            ("/v1/games/legal-actions", Some(0)),
            ("/v1/games/validate", None),
        ] {
            let mut request = json!({"state": {"sealed": token}});
            if let Some(seat) = seat {
                request["seat"] = json!(seat);
            }
            let (status, answer) = production.post_json(path, &request).await;
            assert_eq!(
                (status, &answer["code"]),
                (403, &json!(expected)),
                "{path} {body}"
            );
        }
        let bytes = poch_service::token::from_text(&token).expect("base64url");
        let error = grpc
            .get_view(pb::GetViewRequest {
                state: sealed(&bytes),
                seat: None,
                ticket: Vec::new(),
            })
            .await
            .expect_err("refused");
        assert_eq!(error.code(), tonic::Code::PermissionDenied);
        assert_eq!(code(&error), expected, "{body}");
        let error = grpc
            .apply(apply_on(
                sealed(&bytes),
                0,
                Some(poch_engine::Action::Pass.to_proto()),
            ))
            .await
            .expect_err("refused");
        assert_eq!(code(&error), expected, "{body}");
    }
    // A match the server dealt from its own seed, and a provably fair one, are taken.
    let token = permissive_token(&permissive, json!({})).await;
    let (status, answer) = production
        .post_json("/v1/games/view", &json!({"state": {"sealed": token}}))
        .await;
    assert_eq!(status, 200, "a server-seeded match: {answer}");
    let (status, commitment) = permissive
        .post_json("/v1/games/commitments", &json!({}))
        .await;
    assert_eq!(status, 200, "{commitment}");
    let token = permissive_token(
        &permissive,
        json!({
            "deal_source": {"fair": {
                "pre_match_token": commitment["pre_match_token"],
                "client_seeds": ["a", "b", "c", "d"],
            }},
        }),
    )
    .await;
    let (status, answer) = production
        .post_json("/v1/games/view", &json!({"state": {"sealed": token}}))
        .await;
    assert_eq!(status, 200, "a provably fair match: {answer}");
}

/// The red-team case: anyone who could call NewGame minted a genuine token with any stacks.
/// Caller-chosen start positions are gated like deck orders: taken by a local server, refused
/// in the production configuration, on both wires, in NewGame and Replay.
#[tokio::test]
async fn caller_chosen_starts_are_refused_in_production_on_both_wires() {
    let production = Server::start_with(&PRODUCTION, &[]);
    let local = Server::start();
    let start = json!({"stacks": [1000, 10, 10, 10], "board": {}});
    let body = json!({"players": players(), "start": start});
    let (status, answer) = production.post_json("/v1/games", &body).await;
    assert_eq!(
        (status, &answer["code"]),
        (403, &json!("caller_start_forbidden"))
    );
    let (status, answer) = production
        .post_json(
            "/v1/games/replay",
            &json!({"new_game": body, "actions": []}),
        )
        .await;
    assert_eq!(
        (status, &answer["code"]),
        (403, &json!("caller_start_forbidden"))
    );
    let (status, answer) = local.post_json("/v1/games", &body).await;
    assert_eq!(status, 200, "a local server takes it: {answer}");
    assert_eq!(
        answer["state"]["plain"]["total_chips"],
        json!(1030),
        "the chosen stacks"
    );
    let mut grpc = production.grpc().await;
    let error = grpc
        .new_game(pb::NewGameRequest {
            players: players(),
            start: Some(pb::StartPosition {
                stacks: vec![1000, 10, 10, 10],
                board: Some(pb::Board::default()),
                carried: Vec::new(),
            }),
            ..pb::NewGameRequest::default()
        })
        .await
        .expect_err("refused");
    assert_eq!(error.code(), tonic::Code::PermissionDenied);
    assert_eq!(code(&error), "caller_start_forbidden");
}

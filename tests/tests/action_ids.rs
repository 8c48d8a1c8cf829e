//! Stable action ids over the service, against the real binary, on both wires: the ids
//! `ListLegalActions` answers with `include_action_ids` are exactly the engine's
//! (`ActionTable::legal_ids`) for every seat over random matches, with the engine's table
//! (size, digest, chips); `Apply` by `action_id` answers exactly what applying the action does;
//! an id past the table's end, both or neither of `action` and `action_id`, and a match of more
//! chips than ids count are refused with their codes and statuses, the state unchanged; in
//! ticket mode the ids need the seat's ticket as the legal actions do; `ChooseAction` with
//! `include_action_id` answers the bot's move with its id.

use std::collections::HashMap;

use poch_api::v1 as pb;
use poch_client::{Client, Error, NewMatch, Source, State, StateForm, Step};
use poch_engine::encoding::{ActionTable, MAX_TABLE_CHIPS};
use poch_engine::{
    Action, BotKind, DealSource, Game, GameState, MaxDeals, NewGame, Rules, Seat, StartPosition,
};
use poch_tests::kit::{KEY, apply_on, post_json, ticket_mode};
use poch_tests::{Picker, Server, seed};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt as _;

fn players(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

/// Both wires of `server`, each through the Rust client.
async fn clients(server: &Server) -> [(&'static str, Client); 2] {
    let grpc = Client::connect(&format!("grpc://{}", server.addr))
        .await
        .expect("a gRPC client");
    let rest = Client::connect(&server.url()).await.expect("a REST client");
    [("grpc", grpc), ("rest", rest)]
}

/// A match of `preset` with `n` players and two deals at most, in the engine.
fn engine_match(preset: &str, n: usize, from: u64) -> Game {
    let mut rules = Rules::preset(preset).expect("a preset");
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(2));
    Game::new(NewGame {
        rules,
        players: players(n),
        source: DealSource::Seed {
            seed: seed(from),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a new match")
    .game
}

fn plain(game: &Game) -> State {
    State::Plain(Box::new(game.state().clone()))
}

fn plain_state(step: &Step) -> &GameState {
    step.state
        .plain()
        .expect("a plain state in, a plain state out")
}

/// The code of a call that must fail, with the field it names.
fn refusal<T: std::fmt::Debug>(result: Result<T, Error>) -> (String, Option<String>) {
    let e = result.expect_err("refused");
    (e.code.as_str().to_owned(), e.field)
}

#[tokio::test]
async fn ids_are_the_engines_and_applying_one_is_applying_its_action() {
    let server = Server::start();
    let tables = [
        ("classic", 4, 836),
        ("five-card", 3, 700),
        ("bavarian", 5, 1040),
        ("large-table", 8, 1656),
    ];
    for (wire, client) in clients(&server).await {
        for (k, (preset, n, size)) in tables.into_iter().enumerate() {
            let mut game = engine_match(preset, n, 40 + k as u64);
            let table = ActionTable::of_game(&game).expect("a table");
            assert_eq!(table.len(), size, "{preset}: the golden size");
            let mut picker = Picker(7 + k as u64);
            let mut steps = 0;
            while let Some(to_act) = game.to_act() {
                let what = format!("{wire} {preset} step {steps}");
                let state = plain(&game);
                for seat in Seat::all(n) {
                    let answered = client
                        .legal_action_ids(&state, seat)
                        .await
                        .unwrap_or_else(|e| panic!("{what} seat {seat}: {e}"));
                    let legal = game.legal_actions(seat);
                    assert_eq!(answered.legal, legal, "{what} seat {seat}");
                    assert_eq!(answered.ids, table.legal_ids(&legal), "{what} seat {seat}");
                    assert_eq!(
                        answered.ids.is_empty(),
                        seat != to_act,
                        "{what} seat {seat}"
                    );
                    assert_eq!(answered.table.size, table.len(), "{what}");
                    assert_eq!(answered.table.digest, table.digest(), "{what}");
                    assert_eq!(answered.table.max_chips, table.max_chips(), "{what}");
                }
                let ids = table.legal_ids(&game.legal_actions(to_act));
                let id = ids[picker.below(ids.len() as u32) as usize];
                let action = table.action(id).expect("an id of the table");
                let by_id = client
                    .apply_id(&state, to_act, id)
                    .await
                    .unwrap_or_else(|e| panic!("{what}: id {id} ({action}): {e}"));
                let by_action = client
                    .apply(&state, to_act, &action)
                    .await
                    .unwrap_or_else(|e| panic!("{what}: {action}: {e}"));
                assert_eq!(by_id, by_action, "{what}: id {id} is {action}");
                let next = game.apply(to_act, action).expect("a legal id's action");
                assert_eq!(plain_state(&by_id), next.game.state(), "{what}");
                assert_eq!(by_id.events, next.events, "{what}");
                assert_eq!(by_id.to_act, next.game.to_act(), "{what}");
                game = next.game;
                steps += 1;
            }
            assert!(steps > 10, "{wire} {preset}: a match of {steps} steps");
            // Over: every seat's ids are empty, and the table is the same.
            for seat in Seat::all(n) {
                let answered = client
                    .legal_action_ids(&plain(&game), seat)
                    .await
                    .expect("ids at the end");
                assert!(answered.ids.is_empty(), "{wire} {preset}: seat {seat}");
                assert_eq!(answered.table.digest, table.digest());
            }
        }
    }
}

/// `ChooseAction` with `include_action_id` answers the bot's move and its id in the engine's
/// table, on both wires, for each bot kind over a whole match; applying the id is applying
/// the move.
#[tokio::test]
async fn a_bots_move_comes_with_its_id() {
    let server = Server::start();
    for (wire, client) in clients(&server).await {
        let mut game = engine_match("classic", 4, 61);
        let table = ActionTable::of_game(&game).expect("a table");
        let kinds = [BotKind::Random, BotKind::Heuristic, BotKind::Timeout];
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            let kind = kinds[steps % kinds.len()];
            let what = format!("{wire} step {steps} {kind:?}");
            let state = plain(&game);
            let chosen = client
                .choose_action_id(&state, seat, kind)
                .await
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let expected = game.choose_action(kind, seat).expect("a move");
            assert_eq!(chosen.action, expected, "{what}");
            assert_eq!(table.id(&expected), Some(chosen.action_id), "{what}");
            let by_id = client
                .apply_id(&state, seat, chosen.action_id)
                .await
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let next = game.apply(seat, expected).expect("a bot's move is legal");
            assert_eq!(plain_state(&by_id), next.game.state(), "{what}");
            game = next.game;
            steps += 1;
        }
        assert!(steps > 10, "{wire}: a match of {steps} steps");
    }
}

#[tokio::test]
async fn sealed_states_take_ids_as_plain_ones() {
    let server = Server::start();
    for (wire, client) in clients(&server).await {
        let mut rules = Rules::CLASSIC;
        rules.max_deals = MaxDeals(std::num::NonZeroU32::new(1));
        let mut new = NewMatch::new(rules, players(4));
        new.source = Source::Seed {
            seed: seed(3),
            first_dealer: Some(Seat(3)),
        };
        new.state_form = Some(StateForm::Sealed);
        let mut step = client.new_game(&new).await.expect("NewGame");
        let mut game = Game::new(new_game_of(&new)).expect("the engine's").game;
        let table = ActionTable::of_game(&game).expect("a table");
        let mut picker = Picker(11);
        while let Some(seat) = step.to_act {
            assert!(matches!(step.state, State::Sealed(_)), "{wire}");
            let answered = client
                .legal_action_ids(&step.state, seat)
                .await
                .expect("ids");
            assert_eq!(answered.ids, table.legal_ids(&game.legal_actions(seat)));
            let id = answered.ids[picker.below(answered.ids.len() as u32) as usize];
            let next = client.apply_id(&step.state, seat, id).await.expect("by id");
            let engine = game
                .apply(seat, table.action(id).expect("an id"))
                .expect("legal");
            assert_eq!(next.events, engine.events, "{wire}: id {id}");
            assert_eq!(next.version, step.version + 1, "{wire}");
            game = engine.game;
            step = next;
        }
        assert!(game.match_end().is_some(), "{wire}: the match ends");
    }
}

/// The engine's `NewGame` of a client's `NewMatch` from a seed.
fn new_game_of(new: &NewMatch) -> NewGame {
    let Source::Seed { seed, first_dealer } = &new.source else {
        panic!("a match from a seed");
    };
    NewGame {
        rules: new.rules,
        players: new.players.clone(),
        source: DealSource::Seed {
            seed: *seed,
            first_dealer: *first_dealer,
        },
        start: None,
        bots: Vec::new(),
    }
}

/// The gRPC `ListLegalActions` request for `seat` of `game`, in its plain form.
fn legal_actions_request(
    game: &Game,
    seat: Seat,
    include_action_ids: bool,
) -> pb::ListLegalActionsRequest {
    pb::ListLegalActionsRequest {
        state: Some(pb::StateEnvelope {
            kind: Some(pb::state_envelope::Kind::Plain(
                poch_api::convert::ToProto::to_proto(game.state()),
            )),
        }),
        seat: seat.index() as u32,
        ticket: Vec::new(),
        include_action_ids,
    }
}

fn grpc_refusal(status: &tonic::Status) -> (Code, String, HashMap<String, String>) {
    let info = status
        .get_details_error_info()
        .unwrap_or_else(|| panic!("no ErrorInfo in {status:?}"));
    assert_eq!(info.domain, "poch.v1");
    (status.code(), info.reason, info.metadata)
}

/// A REST refusal: status, code and field of its problem document.
async fn rest_refusal(
    http: &reqwest::Client,
    url: &str,
    path: &str,
    body: &Value,
) -> (StatusCode, String, Option<String>) {
    let response = http
        .post(format!("{url}{path}"))
        .json(body)
        .send()
        .await
        .expect("an answer");
    let status = response.status();
    let kind = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let problem: Value = response.json().await.expect("JSON");
    assert_eq!(kind, "application/problem+json", "{path}: {problem}");
    assert_eq!(problem["status"], status.as_u16(), "{problem}");
    (
        status,
        problem["code"].as_str().unwrap_or_default().to_owned(),
        problem["field"].as_str().map(str::to_owned),
    )
}

#[tokio::test]
async fn bad_ids_are_refused_with_their_codes_and_change_nothing() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let http = server.http();
    let url = server.url();
    let game = engine_match("classic", 4, 5);
    let seat = game.to_act().expect("forehand");
    let table = ActionTable::of_game(&game).expect("a table");
    let state = game.state().clone();
    let pb_state = pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Plain(
            poch_api::convert::ToProto::to_proto(&state),
        )),
    };
    let grpc_apply = |action: Option<Action>, action_id: Option<u32>| pb::ApplyRequest {
        action_id,
        ..apply_on(
            Some(pb_state.clone()),
            seat.index() as u32,
            action.map(|a| poch_api::convert::ToProto::to_proto(&a)),
        )
    };
    let rest_apply = |action: Option<Action>, action_id: Option<u32>| {
        let mut body = json!({"state": {"plain": state}, "seat": seat});
        if let Some(action) = action {
            body["action"] = serde_json::to_value(action).expect("JSON");
        }
        if let Some(id) = action_id {
            body["action_id"] = json!(id);
        }
        body
    };
    // `fold` has an id (802) but forehand has nothing to call: refused as the fold is.
    let fold = table.id(&Action::Fold).expect("fold has an id");
    assert_eq!(fold, 802);
    /// A refused `Apply`: what it sends, and the code, field and gRPC code of its refusal.
    struct Case {
        what: &'static str,
        action: Option<Action>,
        id: Option<u32>,
        code: &'static str,
        field: Option<&'static str>,
        grpc_code: Code,
    }
    let cases = [
        Case {
            what: "the table's size",
            action: None,
            id: Some(table.len()),
            code: "action_id_out_of_range",
            field: Some("action_id"),
            grpc_code: Code::InvalidArgument,
        },
        Case {
            what: "u32::MAX",
            action: None,
            id: Some(u32::MAX),
            code: "action_id_out_of_range",
            field: Some("action_id"),
            grpc_code: Code::InvalidArgument,
        },
        Case {
            what: "an action and an id",
            action: Some(Action::Pass),
            id: Some(0),
            code: "conflicting_fields",
            field: Some("action_id"),
            grpc_code: Code::InvalidArgument,
        },
        Case {
            what: "neither",
            action: None,
            id: None,
            code: "conflicting_fields",
            field: Some("action"),
            grpc_code: Code::InvalidArgument,
        },
        Case {
            what: "fold by id",
            action: None,
            id: Some(fold),
            code: "nothing_to_call",
            field: None,
            grpc_code: Code::FailedPrecondition,
        },
        Case {
            what: "fold by action",
            action: Some(Action::Fold),
            id: None,
            code: "nothing_to_call",
            field: None,
            grpc_code: Code::FailedPrecondition,
        },
    ];
    for Case {
        what,
        action,
        id,
        code,
        field,
        grpc_code,
    } in cases
    {
        let status = grpc
            .apply(grpc_apply(action.clone(), id))
            .await
            .expect_err(what);
        let (got, reason, metadata) = grpc_refusal(&status);
        assert_eq!((got, reason.as_str()), (grpc_code, code), "gRPC {what}");
        assert_eq!(
            metadata.get("field").map(String::as_str),
            field,
            "gRPC {what}"
        );
        let rest = rest_refusal(&http, &url, "/v1/games/apply", &rest_apply(action, id)).await;
        assert_eq!(
            rest,
            (
                StatusCode::UNPROCESSABLE_ENTITY,
                code.to_owned(),
                field.map(str::to_owned)
            ),
            "REST {what}"
        );
    }
    // The message says the table's size.
    let status = grpc
        .apply(grpc_apply(None, Some(836)))
        .await
        .expect_err("past the end");
    assert!(status.message().contains("836 ids"), "{}", status.message());
    // Nothing changed: the same state takes a legal id, as the engine does.
    let pass = grpc
        .apply(grpc_apply(None, Some(0)))
        .await
        .expect("pass by id")
        .into_inner();
    let engine = game.clone().apply(seat, Action::Pass).expect("pass");
    assert_eq!(pass.version, engine.game.state().version);
    assert_eq!(
        pass.to_act,
        engine.game.to_act().map(|s| s.index() as u32),
        "the next seat"
    );
    let pass_rest = post_json(
        &http,
        &format!("{url}/v1/games/apply"),
        &rest_apply(None, Some(0)),
    )
    .await;
    assert_eq!(
        pass_rest["state"]["plain"],
        serde_json::to_value(engine.game.state()).expect("JSON"),
        "REST: pass by id"
    );
    assert_eq!(pass_rest["events"][0]["kind"]["type"], "passed");
    // The Rust client gets the same codes.
    for (wire, client) in clients(&server).await {
        assert_eq!(
            refusal(client.apply_id(&plain(&game), seat, 836).await),
            ("action_id_out_of_range".into(), Some("action_id".into())),
            "{wire}"
        );
        assert_eq!(
            refusal(client.apply_id(&plain(&game), seat, fold).await).0,
            "nothing_to_call",
            "{wire}"
        );
        // Another seat's turn: the id's action is refused as it would be.
        assert_eq!(
            refusal(
                client
                    .apply_id(&plain(&game), Seat((seat.index() + 1) % 4), 0)
                    .await
            )
            .0,
            "not_your_turn",
            "{wire}"
        );
    }
}

#[tokio::test]
async fn a_table_of_too_many_chips_is_table_too_large() {
    let server = Server::start();
    // 3 × 400,000 chips: more than MAX_TABLE_CHIPS.
    let mut rules = Rules::CLASSIC;
    rules.starting_chips = 400_000;
    assert!(3 * u64::from(rules.starting_chips) > MAX_TABLE_CHIPS);
    let game = Game::new(NewGame {
        rules,
        players: players(3),
        source: DealSource::Seed {
            seed: seed(9),
            first_dealer: None,
        },
        start: None::<StartPosition>,
        bots: Vec::new(),
    })
    .expect("a match of many chips")
    .game;
    let seat = game.to_act().expect("forehand");
    let state = plain(&game);
    for (wire, client) in clients(&server).await {
        assert_eq!(
            refusal(client.legal_action_ids(&state, seat).await),
            ("table_too_large".into(), None),
            "{wire}"
        );
        assert_eq!(
            refusal(client.apply_id(&state, seat, 0).await),
            ("table_too_large".into(), None),
            "{wire}"
        );
        assert_eq!(
            refusal(client.choose_action_id(&state, seat, BotKind::Random).await),
            ("table_too_large".into(), None),
            "{wire}"
        );
        // Without ids the match plays as ever.
        assert_eq!(
            client.legal_actions(&state, seat).await.expect("legal"),
            game.legal_actions(seat),
            "{wire}"
        );
        let passed = client
            .apply(&state, seat, &Action::Pass)
            .await
            .expect("a pass");
        assert_eq!(
            plain_state(&passed),
            game.clone()
                .apply(seat, Action::Pass)
                .expect("pass")
                .game
                .state()
        );
    }
    // The statuses: 422 and INVALID_ARGUMENT.
    let body = json!({"state": {"plain": game.state()}, "seat": seat, "include_action_ids": true});
    assert_eq!(
        rest_refusal(
            &server.http(),
            &server.url(),
            "/v1/games/legal-actions",
            &body
        )
        .await,
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            "table_too_large".to_owned(),
            None
        )
    );
    let status = server
        .grpc()
        .await
        .list_legal_actions(legal_actions_request(&game, seat, true))
        .await
        .expect_err("too large");
    let (code, reason, _) = grpc_refusal(&status);
    assert_eq!(
        (code, reason.as_str()),
        (Code::InvalidArgument, "table_too_large")
    );
}

#[tokio::test]
async fn without_the_option_the_answer_has_no_ids() {
    let server = Server::start();
    let game = engine_match("classic", 4, 1);
    let seat = game.to_act().expect("forehand");
    let answer = post_json(
        &server.http(),
        &format!("{}/v1/games/legal-actions", server.url()),
        &json!({"state": {"plain": game.state()}, "seat": seat}),
    )
    .await;
    let keys: Vec<&String> = answer.as_object().expect("an object").keys().collect();
    assert_eq!(keys, ["legal"], "{answer}");
    let answer = server
        .grpc()
        .await
        .list_legal_actions(legal_actions_request(&game, seat, false))
        .await
        .expect("legal")
        .into_inner();
    assert!(answer.action_ids.is_empty() && answer.action_table.is_none());
    assert!(answer.legal.is_some());
}

#[tokio::test]
async fn in_ticket_mode_ids_need_the_seats_ticket() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    for (wire, client) in clients(&server).await {
        let mut new = NewMatch::new(Rules::CLASSIC, players(4));
        new.state_form = Some(StateForm::Sealed);
        let step = client.new_game(&new).await.expect("NewGame");
        let tickets = step.tickets.clone().expect("tickets");
        let seat = step.to_act.expect("forehand");
        let other = Seat((seat.index() + 1) % 4);
        let state = &step.state;
        // Without a ticket, or with another seat's: refused before any id is looked at.
        assert_eq!(
            refusal(client.legal_action_ids(state, seat).await).0,
            "ticket_required",
            "{wire}"
        );
        assert_eq!(
            refusal(client.apply_id(state, seat, u32::MAX).await).0,
            "ticket_required",
            "{wire}"
        );
        let wrong = client.with_ticket(tickets.seats[other].clone());
        assert_eq!(
            refusal(wrong.legal_action_ids(state, seat).await).0,
            "ticket_wrong_seat",
            "{wire}"
        );
        assert_eq!(
            refusal(wrong.apply_id(state, seat, 0).await).0,
            "ticket_wrong_seat",
            "{wire}"
        );
        // With the seat's ticket: its ids, as its legal actions, and acting by id.
        let own = client.with_ticket(tickets.seats[seat].clone());
        let answered = own.legal_action_ids(state, seat).await.expect("ids");
        let legal = own.legal_actions(state, seat).await.expect("legal");
        assert_eq!(answered.legal, legal, "{wire}");
        assert_eq!(answered.table.size, 836, "{wire}");
        let id = *answered.ids.last().expect("an id");
        let by_id = own.apply_id(state, seat, id).await.expect("by id");
        assert_eq!(by_id.version, step.version + 1, "{wire}");
        assert_eq!(
            refusal(own.apply_id(state, seat, 836).await),
            ("action_id_out_of_range".into(), Some("action_id".into())),
            "{wire}"
        );
        // A spectator, or another seat, holding the token learns nothing of seat's ids.
        let operator = client.with_ticket(tickets.operator.clone());
        let ids = operator
            .legal_action_ids(state, other)
            .await
            .expect("the operator reads every seat");
        assert!(ids.ids.is_empty(), "{wire}: not the other seat's turn");
    }
}

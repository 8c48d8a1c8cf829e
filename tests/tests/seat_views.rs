//! `Apply` with `view_seats` against the real binary in ticket mode, over both wires: the answer
//! carries the spectator's view once and each named seat's own part, and each seat's whole view
//! made from them is the one `GetView` answers that seat with its ticket, at every move of whole
//! matches; both wires answer the same views. A seat's ticket names its own seat only; a seat
//! the table does not have, a seat listed twice and `include_views` beside `view_seats` are
//! refused with their codes.

use poch_api::convert::{FromProto as _, ToProto as _};
use poch_api::operations::path;
use poch_api::v1 as pb;
use poch_engine::bots::RandomBot;
use poch_engine::{Action, SeatViews, View};
use poch_tests::Server;
use poch_tests::kit::{KEY, apply_on, reason, sealed, sealed_token, ticket_mode};
use serde_json::{Value, json};

const PLAYERS: usize = 4;

/// A refused `Apply`: the ticket, `view_seats`, `include_views`, and the code with its gRPC
/// and HTTP statuses.
type Refusal<'a> = (&'a [u8], Vec<u32>, bool, &'a str, tonic::Code, u16);

fn b64(bytes: &[u8]) -> String {
    poch_service::token::to_text(bytes)
}

/// A gRPC `Apply` of `action` by `seat` with `ticket`, naming `view_seats`.
fn grpc_apply(token: &[u8], seat: usize, action: &Action, ticket: &[u8]) -> pb::ApplyRequest {
    pb::ApplyRequest {
        ticket: ticket.to_vec(),
        ..apply_on(sealed(token), seat as u32, Some(action.to_proto()))
    }
}

/// The same `Apply` as a REST body.
fn rest_apply(token: &[u8], seat: usize, action: &Action, ticket: &[u8], seats: &Value) -> Value {
    json!({"state": {"sealed": b64(token)}, "seat": seat, "action": action,
        "ticket": b64(ticket), "view_seats": seats})
}

#[tokio::test]
async fn every_seat_s_view_from_one_apply_is_the_view_it_gets_alone() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    let mut grpc = server.grpc().await;
    let mut moves = 0;
    for match_seed in 0..3u64 {
        let answer = grpc
            .new_game(pb::NewGameRequest {
                players: (0..PLAYERS).map(|i| format!("p{i}")).collect(),
                state_form: pb::StateForm::Sealed.into(),
                ..pb::NewGameRequest::default()
            })
            .await
            .expect("NewGame")
            .into_inner();
        let tickets = answer.tickets.expect("tickets");
        let mut token = sealed_token(answer.state);
        let mut to_act = answer.to_act;
        let mut bot = RandomBot::new(match_seed + 1);
        // Every seat named, in an order that changes, some of them twice over the two wires'
        // requests: the answer is by ascending seat all the same.
        let mut order: Vec<u32> = (0..PLAYERS as u32).collect();
        while let Some(seat) = to_act {
            let seat = seat as usize;
            let legal = grpc
                .list_legal_actions(pb::ListLegalActionsRequest {
                    state: sealed(&token),
                    seat: seat as u32,
                    ticket: tickets.operator.clone(),
                    ..Default::default()
                })
                .await
                .expect("legal actions")
                .into_inner()
                .legal
                .expect("a seat's legal actions");
            let legal = poch_engine::LegalActions::from_proto(legal).expect("legal actions");
            let action = bot.pick(&legal).expect("an action");
            order.rotate_left(1);
            let over_grpc = grpc
                .apply(pb::ApplyRequest {
                    view_seats: order.clone(),
                    ..grpc_apply(&token, seat, &action, &tickets.operator)
                })
                .await
                .expect("Apply with view_seats")
                .into_inner();
            let (status, over_rest) = server
                .post_json(
                    path::APPLY,
                    &rest_apply(&token, seat, &action, &tickets.operator, &json!(order)),
                )
                .await;
            assert_eq!(status, 200, "{over_rest}");
            let shared = SeatViews::from_proto(over_grpc.seat_views.expect("seat_views"))
                .expect("seat views");
            let rest: SeatViews =
                serde_json::from_value(over_rest["seat_views"].clone()).expect("seat views");
            assert_eq!(rest, shared, "both wires answer the same views");
            assert!(over_grpc.views.is_empty(), "no whole views besides");
            let seats: Vec<usize> = shared.seats.iter().map(|p| p.seat.index()).collect();
            assert_eq!(seats, (0..PLAYERS).collect::<Vec<_>>(), "by ascending seat");
            token = sealed_token(over_grpc.state);
            let spectator = grpc
                .get_view(pb::GetViewRequest {
                    state: sealed(&token),
                    seat: None,
                    ticket: Vec::new(),
                })
                .await
                .expect("the spectator's view")
                .into_inner();
            let spectator = View::from_proto(spectator.view.expect("a view")).expect("a view");
            assert_eq!(
                shared.public_view, spectator,
                "the shared view is the spectator's"
            );
            for (s, ticket) in tickets.seats.iter().enumerate() {
                let alone = grpc
                    .get_view(pb::GetViewRequest {
                        state: sealed(&token),
                        seat: Some(s as u32),
                        ticket: ticket.clone(),
                    })
                    .await
                    .expect("a seat's view")
                    .into_inner();
                let alone = View::from_proto(alone.view.expect("a view")).expect("a view");
                assert_eq!(shared.view(poch_engine::Seat(s)), Some(alone), "seat {s}");
            }
            to_act = over_grpc.to_act;
            moves += 1;
        }
    }
    assert!(moves > 30, "{moves} moves");
}

#[tokio::test]
async fn view_seats_are_refused_as_a_seat_s_view_is() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    let mut grpc = server.grpc().await;
    let answer = grpc
        .new_game(pb::NewGameRequest {
            players: (0..PLAYERS).map(|i| format!("p{i}")).collect(),
            state_form: pb::StateForm::Sealed.into(),
            ..pb::NewGameRequest::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let tickets = answer.tickets.expect("tickets");
    let token = sealed_token(answer.state);
    let seat = answer.to_act.expect("a seat to act") as usize;
    let own = tickets.seats[seat].clone();
    let other = ((seat + 1) % PLAYERS) as u32;
    // A pass is legal for forehand before any bet.
    let pass = Action::Pass;

    // Its own seat with its own ticket: answered, that seat's part alone.
    let answer = grpc
        .apply(pb::ApplyRequest {
            view_seats: vec![seat as u32],
            ..grpc_apply(&token, seat, &pass, &own)
        })
        .await
        .expect("its own view")
        .into_inner();
    let shared = SeatViews::from_proto(answer.seat_views.expect("seat_views")).expect("views");
    assert_eq!(shared.seats.len(), 1);
    assert_eq!(shared.seats[0].seat.index(), seat);
    let (status, body) = server
        .post_json(
            path::APPLY,
            &rest_apply(&token, seat, &pass, &own, &json!([seat])),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["seat_views"]["seats"].as_array().map(Vec::len),
        Some(1)
    );

    let cases: [Refusal<'_>; 5] = [
        (
            &own,
            vec![seat as u32, other],
            false,
            "ticket_wrong_seat",
            tonic::Code::PermissionDenied,
            403,
        ),
        (
            &tickets.operator,
            vec![PLAYERS as u32],
            false,
            "seat_out_of_range",
            tonic::Code::InvalidArgument,
            422,
        ),
        (
            &tickets.operator,
            vec![other, other],
            false,
            "invalid_argument",
            tonic::Code::InvalidArgument,
            400,
        ),
        (
            &tickets.operator,
            vec![16],
            false,
            "invalid_argument",
            tonic::Code::InvalidArgument,
            400,
        ),
        (
            &tickets.operator,
            vec![other],
            true,
            "conflicting_fields",
            tonic::Code::InvalidArgument,
            422,
        ),
    ];
    for (ticket, seats, include_views, code, grpc_code, http) in cases {
        let status = grpc
            .apply(pb::ApplyRequest {
                view_seats: seats.clone(),
                include_views,
                ..grpc_apply(&token, seat, &pass, ticket)
            })
            .await
            .expect_err(code);
        assert_eq!(reason(&status), code, "{seats:?}: {status:?}");
        assert_eq!(status.code(), grpc_code, "{code}");
        let mut body = rest_apply(&token, seat, &pass, ticket, &json!(seats));
        if include_views {
            body["include_views"] = json!(true);
        }
        let (status, problem) = server.post_json(path::APPLY, &body).await;
        assert_eq!(status, http, "{code}: {problem}");
        assert_eq!(problem["code"], code, "{seats:?}: {problem}");
    }
}

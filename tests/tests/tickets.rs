//! Seat tickets against the real binary in ticket mode, over both wires: a token alone gets the
//! spectator's view; a seat's view, its legal actions, a move hint and acting as it need the
//! seat's ticket or the operator ticket; `include_views` needs the operator ticket; an answer to
//! a seat's ticket carries the public events and that seat's private events only; a ticket of
//! another match is refused. The codes are asserted exactly, with their HTTP and gRPC statuses.

use std::process::{Command, Stdio};

use poch_api::operations::path;
use poch_api::v1 as pb;
use poch_client::{Client, NewMatch, Source, State, StateForm, Ticket, Tickets};
use poch_engine::{
    Action, BotKind, BotSeat, Event, MaxDeals, Rules, Seat, View, Viewer, Visibility,
};
use poch_tests::kit::{KEY, apply_on, reason, sealed, ticket_mode};
use poch_tests::{Picker, Server};
use serde_json::json;

const OLD_KEY: &str = "old:0202020202020202020202020202020202020202020202020202020202020202";

fn players(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

/// A new sealed match of `n` players (two deals at most), its state and tickets.
async fn new_match(client: &Client, n: usize, bots: Vec<BotSeat>) -> (State, Tickets) {
    new_match_of(client, n, bots, (2, None)).await
}

/// A new sealed match of `n` players and `deals` deals at most (from `seed`, or one the server
/// draws), its state and tickets.
async fn new_match_of(
    client: &Client,
    n: usize,
    bots: Vec<BotSeat>,
    (deals, seed): (u32, Option<u64>),
) -> (State, Tickets) {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(deals));
    let mut new = NewMatch::new(rules, players(n));
    if let Some(seed) = seed {
        new.source = Source::Seed {
            seed: poch_tests::seed(seed),
            first_dealer: None,
        };
    }
    new.state_form = Some(StateForm::Sealed);
    new.bots = bots;
    let step = client.new_game(&new).await.expect("NewGame");
    let tickets = step.tickets.expect("NewGame answers the match's tickets");
    assert_eq!(tickets.seats.len(), n, "one ticket per seat");
    for ticket in tickets.seats.iter().chain([&tickets.operator]) {
        assert_eq!(ticket.as_bytes().len(), 16, "a ticket is 16 bytes");
    }
    (step.state, tickets)
}

fn clients(server: &Server) -> [(&'static str, String); 2] {
    [
        ("grpc", format!("grpc://{}", server.addr)),
        ("rest", server.url()),
    ]
}

/// The code of a call that must fail.
fn code<T: std::fmt::Debug>(result: Result<T, poch_client::Error>) -> String {
    result.expect_err("refused").code.as_str().to_owned()
}

#[tokio::test]
async fn a_seat_ticket_reads_and_acts_for_its_own_seat_only() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    for (wire, url) in clients(&server) {
        let client = Client::connect(&url).await.expect("a client");
        let (state, tickets) = new_match(&client, 4, Vec::new()).await;
        let (_, foreign) = new_match(&client, 4, Vec::new()).await;
        let spectator = client
            .view(&state, Viewer::Spectator)
            .await
            .expect("a view");
        let to_act = spectator.to_act.expect("a seat to act");
        let operator = client.with_ticket(tickets.operator.clone());
        let legal = operator
            .legal_actions(&state, to_act)
            .await
            .expect("the operator reads every seat");
        let action = poch_tests::pick(&legal);

        // A token alone: the spectator's view, and nothing of any seat.
        for seat in Seat::all(4) {
            assert_eq!(
                code(client.view(&state, Viewer::Seat(seat)).await),
                "ticket_required",
                "{wire}: seat {seat}'s view without a ticket"
            );
            assert_eq!(
                code(client.legal_actions(&state, seat).await),
                "ticket_required",
                "{wire}"
            );
            assert_eq!(
                code(client.choose_action(&state, seat, BotKind::Heuristic).await),
                "ticket_required",
                "{wire}"
            );
        }
        assert_eq!(
            code(client.apply(&state, to_act, &action).await),
            "ticket_required",
            "{wire}"
        );
        assert_eq!(
            code(client.apply_with_views(&state, to_act, &action).await),
            "ticket_required",
            "{wire}"
        );

        // A seat's ticket: its own seat, never another, never every seat.
        for (own, ticket) in Seat::all(tickets.seats.len()).zip(&tickets.seats) {
            let holder = client.with_ticket(ticket.clone());
            let view = holder
                .view(&state, Viewer::Seat(own))
                .await
                .expect("its own view");
            assert_eq!(view.viewer, Viewer::Seat(own), "{wire}");
            holder
                .view(&state, Viewer::Spectator)
                .await
                .expect("the spectator's view");
            holder
                .legal_actions(&state, own)
                .await
                .expect("its own legal actions");
            if own == to_act {
                holder
                    .choose_action(&state, own, BotKind::Heuristic)
                    .await
                    .expect("a hint for its own move");
            } else {
                // Past the ticket, the engine's refusal: the seat is not to act.
                assert_eq!(
                    code(holder.choose_action(&state, own, BotKind::Heuristic).await),
                    "not_your_turn",
                    "{wire}"
                );
            }
            assert_eq!(
                code(holder.apply_with_views(&state, own, &action).await),
                "operator_ticket_required",
                "{wire}: include_views with seat {own}'s ticket"
            );
            for other in Seat::all(4).filter(|&s| s != own) {
                let what = format!("{wire}: seat {own}'s ticket for seat {other}");
                assert_eq!(
                    code(holder.view(&state, Viewer::Seat(other)).await),
                    "ticket_wrong_seat",
                    "{what}"
                );
                assert_eq!(
                    code(holder.legal_actions(&state, other).await),
                    "ticket_wrong_seat",
                    "{what}"
                );
                assert_eq!(
                    code(holder.choose_action(&state, other, BotKind::Random).await),
                    "ticket_wrong_seat",
                    "{what}"
                );
                assert_eq!(
                    code(holder.apply(&state, other, &action).await),
                    "ticket_wrong_seat",
                    "{what}"
                );
            }
        }

        // Another match's tickets, a changed ticket, a short one: refused in every operation,
        // even the spectator's view.
        let mut flipped = tickets.seats[to_act].as_bytes().to_vec();
        flipped[15] ^= 1;
        let short = tickets.operator.as_bytes()[..8].to_vec();
        for bad in [
            foreign.seats[to_act].clone(),
            foreign.operator.clone(),
            Ticket::from_bytes(flipped),
            Ticket::from_bytes(short),
        ] {
            let holder = client.with_ticket(bad.clone());
            let what = format!("{wire}: {bad:?}");
            for viewer in [Viewer::Spectator, Viewer::Seat(to_act)] {
                assert_eq!(
                    code(holder.view(&state, viewer).await),
                    "ticket_invalid",
                    "{what}"
                );
            }
            assert_eq!(
                code(holder.legal_actions(&state, to_act).await),
                "ticket_invalid",
                "{what}"
            );
            assert_eq!(
                code(holder.choose_action(&state, to_act, BotKind::Random).await),
                "ticket_invalid",
                "{what}"
            );
            assert_eq!(
                code(holder.apply(&state, to_act, &action).await),
                "ticket_invalid",
                "{what}"
            );
        }

        // The operator ticket: every seat, and every view.
        for seat in Seat::all(4) {
            let view = operator
                .view(&state, Viewer::Seat(seat))
                .await
                .expect("any seat's view");
            assert_eq!(view.viewer, Viewer::Seat(seat));
        }
        operator
            .choose_action(&state, to_act, BotKind::Heuristic)
            .await
            .expect("a hint");
        let step = operator
            .apply_with_views(&state, to_act, &action)
            .await
            .expect("the operator acts with every view");
        assert_eq!(step.views.len(), 5, "{wire}: four seats and the spectator");
        assert!(step.tickets.is_none(), "Apply answers no tickets");
        // A seat ticket acts for its own seat.
        client
            .with_ticket(tickets.seats[to_act].clone())
            .apply(&state, to_act, &action)
            .await
            .expect("the seat to act, with its ticket");
    }
}

/// Checks that `events` hold nothing private to a seat other than `seat`.
fn only_public_and(seat: Seat, events: &[Event], what: &str) {
    for event in events {
        if let Visibility::Private(other) = event.visibility {
            assert_eq!(
                other, seat,
                "{what}: another seat's private event {event:?}"
            );
        }
    }
}

#[tokio::test]
async fn without_the_operator_ticket_no_answer_carries_another_seats_private_event() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    let mut checked = 0usize;
    let mut withheld = 0usize;
    let mut checked_matches = 0u64;
    for (wire, url) in clients(&server) {
        let client = Client::connect(&url).await.expect("a client");
        for (n, bots) in [
            (4, Vec::new()),
            (3, Vec::new()),
            (6, Vec::new()),
            (4, Vec::new()),
            (
                5,
                vec![BotSeat {
                    seat: Seat(4),
                    kind: BotKind::Random,
                }],
            ),
        ] {
            let match_no = checked_matches;
            checked_matches += 1;
            let (mut state, tickets) = new_match_of(&client, n, bots, (6, Some(match_no))).await;
            let operator = client.with_ticket(tickets.operator.clone());
            let mut pick = Picker(match_no);
            for step_no in 0..1_000 {
                let spectator = client.view(&state, Viewer::Spectator).await.expect("view");
                let Some(seat) = spectator.to_act else { break };
                let holder = client.with_ticket(tickets.seats[seat].clone());
                let view: View = holder
                    .view(&state, Viewer::Seat(seat))
                    .await
                    .expect("its view");
                let legal = holder
                    .legal_actions(&state, seat)
                    .await
                    .expect("its legal actions");
                assert_eq!(view.legal.as_ref(), Some(&legal), "{wire}");
                // Mostly the heuristic bot's move (asked with the seat's ticket), which keeps
                // the matches going for several deals; one move in four at random.
                let action: Action = if pick.below(4) == 0 {
                    legal.sample(|k| pick.below(k)).expect("an action")
                } else {
                    holder
                        .choose_action(&state, seat, BotKind::Heuristic)
                        .await
                        .expect("a hint for its own seat")
                };
                let what = format!("{wire}, {n} players, step {step_no}, seat {seat}");
                let seat_step = holder.apply(&state, seat, &action).await.expect("Apply");
                let all = operator
                    .apply(&state, seat, &action)
                    .await
                    .expect("Apply with the operator ticket");
                only_public_and(seat, &seat_step.events, &what);
                // The seat's answer is the operator's, less the other seats' private events.
                let expected: Vec<&Event> = all
                    .events
                    .iter()
                    .filter(|e| match e.visibility {
                        Visibility::Public => true,
                        Visibility::Private(s) => s == seat,
                    })
                    .collect();
                assert_eq!(
                    seat_step.events.iter().collect::<Vec<_>>(),
                    expected,
                    "{what}"
                );
                checked += seat_step.events.len();
                withheld += all.events.len() - seat_step.events.len();
                state = seat_step.state;
            }
        }
    }
    assert!(
        checked > 2_000,
        "{checked} events checked ({withheld} withheld)"
    );
    assert!(
        withheld > 100,
        "the operator's answers carried other seats' private events: {withheld}"
    );
}

#[tokio::test]
async fn the_codes_are_403_and_permission_denied_on_the_raw_wires() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    let mut grpc = server.grpc().await;
    let answer = grpc
        .new_game(pb::NewGameRequest {
            players: players(4),
            state_form: pb::StateForm::Sealed.into(),
            ..pb::NewGameRequest::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let token = match answer.state.and_then(|s| s.kind) {
        Some(pb::state_envelope::Kind::Sealed(token)) => token,
        other => panic!("a sealed state, not {other:?}"),
    };
    let tickets = answer.tickets.expect("tickets");
    assert_eq!(tickets.seats.len(), 4);
    let b64 = poch_service::token::to_text;
    let token_text = b64(&token);
    let view = |seat: Option<u32>, ticket: Vec<u8>| pb::GetViewRequest {
        state: sealed(&token),
        seat,
        ticket,
    };
    let cases: [(&str, Option<u32>, Vec<u8>, bool); 4] = [
        ("ticket_required", Some(1), Vec::new(), false),
        ("ticket_invalid", Some(1), vec![7; 16], false),
        (
            "ticket_wrong_seat",
            Some(1),
            tickets.seats[0].clone(),
            false,
        ),
        (
            "operator_ticket_required",
            Some(0),
            tickets.seats[0].clone(),
            true,
        ),
    ];
    for (expected, seat, ticket, include_views) in cases {
        // gRPC: GetView for a seat, or Apply with include_views.
        let status = if include_views {
            grpc.apply(pb::ApplyRequest {
                include_views: true,
                ticket: ticket.clone(),
                ..apply_on(
                    sealed(&token),
                    seat.unwrap_or_default(),
                    Some(poch_api::convert::ToProto::to_proto(&Action::Pass)),
                )
            })
            .await
            .expect_err(expected)
        } else {
            grpc.get_view(view(seat, ticket.clone()))
                .await
                .expect_err(expected)
        };
        assert_eq!(status.code(), tonic::Code::PermissionDenied, "{expected}");
        assert_eq!(reason(&status), expected);
        // REST: the same request.
        let mut body = if include_views {
            json!({"state": {"sealed": token_text}, "seat": seat, "action": {"type": "pass_turn"},
                "include_views": true})
        } else {
            json!({"state": {"sealed": token_text}, "seat": seat})
        };
        if !ticket.is_empty() {
            body["ticket"] = json!(b64(&ticket));
        }
        let route = if include_views {
            path::APPLY
        } else {
            path::VIEW
        };
        let (status, problem) = server.post_json(route, &body).await;
        assert_eq!(status, 403, "{expected}: {problem}");
        assert_eq!(problem["code"], expected, "{problem}");
        assert_eq!(problem["type"], format!("urn:poch:error:{expected}"));
    }
    // Text that is not base64url is no ticket of the match.
    let (status, problem) = server
        .post_json(
            path::VIEW,
            &json!({"state": {"sealed": token_text}, "seat": 0, "ticket": "not a ticket!"}),
        )
        .await;
    assert_eq!(
        (status, problem["code"].as_str()),
        (403, Some("ticket_invalid"))
    );
    // REST tickets are the gRPC ones in unpadded base64url.
    let (status, answer) = server
        .post_json(
            path::NEW_GAME,
            &json!({"players": players(4), "state_form": "sealed"}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    let seats = answer["tickets"]["seats"].as_array().expect("seat tickets");
    assert_eq!(seats.len(), 4);
    for t in seats.iter().chain([&answer["tickets"]["operator"]]) {
        assert_eq!(t.as_str().map(str::len), Some(22), "{t}");
    }
    let token = answer["state"]["sealed"].as_str().expect("a token");
    let (status, view) = server
        .post_json(
            path::VIEW,
            &json!({"state": {"sealed": token}, "seat": 2, "ticket": seats[2]}),
        )
        .await;
    assert_eq!(status, 200, "{view}");
}

#[tokio::test]
async fn replay_answers_tickets_and_rotation_keeps_them_valid() {
    let old = Server::start_with(&ticket_mode(OLD_KEY), &[]);
    let client = Client::connect(&format!("grpc://{}", old.addr))
        .await
        .expect("a client");
    let (state, tickets) = new_match(&client, 4, Vec::new()).await;
    let rotated_keys = format!("{KEY},{OLD_KEY}");
    let rotated = Server::start_with(&ticket_mode(&rotated_keys), &[]);
    for url in [format!("grpc://{}", rotated.addr), rotated.url()] {
        let client = Client::connect(&url).await.expect("a client");
        for (seat, ticket) in Seat::all(tickets.seats.len()).zip(&tickets.seats) {
            client
                .with_ticket(ticket.clone())
                .view(&state, Viewer::Seat(seat))
                .await
                .expect("a ticket of the old primary key verifies after the rotation");
        }
        client
            .with_ticket(tickets.operator.clone())
            .view(&state, Viewer::Seat(Seat(1)))
            .await
            .expect("so does the operator ticket");
        // Replay answers tickets too, and they are the replayed match's.
        let mut new = NewMatch::new(Rules::CLASSIC, players(4));
        new.state_form = Some(StateForm::Sealed);
        let replayed = client.replay(&new, &[]).await.expect("Replay");
        let replay_tickets = replayed.tickets.expect("Replay answers tickets");
        assert_eq!(replay_tickets.seats.len(), 4);
        client
            .with_ticket(replay_tickets.seats[3].clone())
            .view(&replayed.state, Viewer::Seat(Seat(3)))
            .await
            .expect("the replayed match's ticket");
        assert_eq!(
            code(
                client
                    .with_ticket(replay_tickets.seats[3].clone())
                    .view(&state, Viewer::Seat(Seat(3)))
                    .await
            ),
            "ticket_invalid",
            "another match's ticket"
        );
    }
}

#[tokio::test]
async fn without_ticket_mode_behaviour_stays_and_tickets_are_answered() {
    let server = Server::start_with(&["--sealing-keys", KEY], &[]);
    for (wire, url) in clients(&server) {
        let client = Client::connect(&url).await.expect("a client");
        let (state, tickets) = new_match(&client, 4, Vec::new()).await;
        for seat in Seat::all(4) {
            client
                .view(&state, Viewer::Seat(seat))
                .await
                .expect("a token alone reads every seat without ticket mode");
        }
        let to_act = client
            .view(&state, Viewer::Spectator)
            .await
            .expect("a view")
            .to_act
            .expect("a seat to act");
        let legal = client.legal_actions(&state, to_act).await.expect("legal");
        let step = client
            .apply_with_views(&state, to_act, &poch_tests::pick(&legal))
            .await
            .expect("include_views without a ticket");
        assert_eq!(step.views.len(), 5, "{wire}");
        // A ticket given is checked all the same, so a game server can adopt them first.
        let other = Seat((to_act.index() + 1) % 4);
        assert_eq!(
            code(
                client
                    .with_ticket(tickets.seats[to_act].clone())
                    .view(&state, Viewer::Seat(other))
                    .await
            ),
            "ticket_wrong_seat",
            "{wire}"
        );
    }
}

/// The binary's exit code and standard error for `args` and `env`.
fn refused_start(args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let mut cmd = Command::new(poch_tests::binary());
    cmd.arg("--addr")
        .arg(format!("127.0.0.1:{}", poch_tests::free_port()))
        .args(args)
        .env_remove("POCH_TICKET_MODE")
        .env_remove("POCH_SEALING_KEYS")
        .env_remove("POCH_SEALING_KEYS_FILE")
        .env_remove("POCH_REQUIRE_SEALED")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run poch-service");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn ticket_mode_refuses_to_start_without_a_key_or_with_plain_states() {
    let (status, stderr) =
        refused_start(&["--ticket-mode", "true", "--require-sealed", "true"], &[]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("--ticket-mode needs a sealing key"),
        "{stderr}"
    );
    let (status, stderr) = refused_start(&["--ticket-mode", "true", "--sealing-keys", KEY], &[]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("--require-sealed true"), "{stderr}");
    // The environment variable as well.
    let (status, stderr) = refused_start(&[], &[("POCH_TICKET_MODE", "true")]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("--ticket-mode needs"), "{stderr}");
    // With both, it starts.
    let server = Server::start_with(
        &[],
        &[
            ("POCH_TICKET_MODE", "true"),
            ("POCH_REQUIRE_SEALED", "true"),
            ("POCH_SEALING_KEYS", KEY),
        ],
    );
    drop(server);
}

/// `answer_as_seat`: a page that seats one person among the engine's bots starts the match and
/// holds only what that person may: the public events and the person's own, and the person's
/// ticket. The answer is the whole one less the other seats' private events.
#[tokio::test]
async fn new_game_answers_as_one_seat_with_its_ticket_and_events_only() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    const PERSON: Seat = Seat(2);
    let bots: Vec<BotSeat> = [0, 1, 3]
        .map(Seat)
        .map(|seat| BotSeat {
            seat,
            kind: BotKind::Heuristic,
        })
        .to_vec();
    for (wire, url) in clients(&server) {
        let client = Client::connect(&url).await.expect("a client");
        let mut whole = NewMatch::new(Rules::CLASSIC, players(4));
        whole.state_form = Some(StateForm::Sealed);
        whole.bots = bots.clone();
        whole.source = Source::Seed {
            seed: poch_tests::seed(41),
            first_dealer: None,
        };
        let mut as_person = whole.clone();
        as_person.answer_as_seat = Some(PERSON);

        let all = client.new_game(&whole).await.expect("NewGame");
        assert!(all.seat_ticket.is_none(), "{wire}: no seat ticket unasked");
        let own = client
            .new_game(&as_person)
            .await
            .expect("NewGame as a seat");
        assert!(own.tickets.is_none(), "{wire}: not the match's tickets");
        let ticket = own.seat_ticket.clone().expect("the seat's ticket");
        assert_eq!(ticket.as_bytes().len(), 16, "{wire}");

        only_public_and(PERSON, &own.events, wire);
        let expected: Vec<&Event> = all
            .events
            .iter()
            .filter(|e| match e.visibility {
                Visibility::Public => true,
                Visibility::Private(s) => s == PERSON,
            })
            .collect();
        assert_eq!(own.events.iter().collect::<Vec<_>>(), expected, "{wire}");
        assert!(
            own.events.len() < all.events.len(),
            "{wire}: the bots' hands are withheld"
        );
        assert!(
            own.events
                .iter()
                .any(|e| e.visibility == Visibility::Private(PERSON)),
            "{wire}: the person's own hand is told"
        );

        // The ticket reads and acts for the person's seat, and for no other.
        let person = client.with_ticket(ticket);
        let view = person
            .view(&own.state, Viewer::Seat(PERSON))
            .await
            .expect("the person's view");
        assert_eq!(view.to_act, Some(PERSON), "{wire}: the bots have played");
        assert_eq!(
            code(person.view(&own.state, Viewer::Seat(Seat(0))).await),
            "ticket_wrong_seat",
            "{wire}"
        );
        let legal = person
            .legal_actions(&own.state, PERSON)
            .await
            .expect("its legal actions");
        let step = person
            .apply(&own.state, PERSON, &poch_tests::pick(&legal))
            .await
            .expect("the person acts with its own ticket");
        only_public_and(PERSON, &step.events, wire);

        // Refusals.
        let mut out_of_range = as_person.clone();
        out_of_range.answer_as_seat = Some(Seat(4));
        assert_eq!(
            code(client.new_game(&out_of_range).await),
            "seat_out_of_range",
            "{wire}"
        );
        let mut with_views = as_person.clone();
        with_views.include_views = true;
        assert_eq!(
            code(client.new_game(&with_views).await),
            "operator_ticket_required",
            "{wire}"
        );
        assert_eq!(
            code(client.replay(&as_person, &[]).await),
            "conflicting_fields",
            "{wire}: a replay answers every seat"
        );
    }

    // A plain state holds every hand, so answering as one seat needs a sealed one.
    let plain = Server::start_with(&["--sealing-keys", KEY], &[]);
    for (wire, url) in clients(&plain) {
        let client = Client::connect(&url).await.expect("a client");
        let mut new = NewMatch::new(Rules::CLASSIC, players(4));
        new.state_form = Some(StateForm::Plain);
        new.answer_as_seat = Some(Seat(1));
        assert_eq!(
            code(client.new_game(&new).await),
            "conflicting_fields",
            "{wire}"
        );
        new.state_form = Some(StateForm::Sealed);
        let step = client.new_game(&new).await.expect("sealed, as seat 1");
        assert!(
            step.seat_ticket.is_some() && step.tickets.is_none(),
            "{wire}"
        );
        only_public_and(Seat(1), &step.events, wire);
    }
}

//! Narration on the wire: a request that names a locale gets each event's sentence (`text`)
//! beside its data, over both wires alike, and the sentences are the catalogues' own
//! (`poch_api::narration`), a private event told to its seat, and every event told as "you" in
//! an answer for one seat.

use poch_api::convert::FromProto as _;
use poch_api::narration::{Locale, Narrator};
use poch_api::v1 as pb;
use poch_engine::{DeckKind, Event, Seat, Visibility};
use poch_tests::Server;
use poch_tests::kit::{SEED_HEX, players, seed_bytes};
use serde_json::{Value, json};

fn rest_new_game(locale: Option<&str>) -> Value {
    let mut body = json!({"players": players(), "deal_source": {"seeded": {"seed": SEED_HEX, "first_dealer": 3}}, "state_form": "plain"});
    if let Some(locale) = locale {
        body["locale"] = json!(locale);
    }
    body
}

fn grpc_new_game(locale: &str) -> pb::NewGameRequest {
    pb::NewGameRequest {
        players: players(),
        deal_source: poch_tests::seeded(seed_bytes(), Some(3)),
        state_form: pb::StateForm::Plain as i32,
        locale: locale.to_owned(),
        ..pb::NewGameRequest::default()
    }
}

/// What the catalogues say of `events` at this table: the expected texts.
fn told(locale: Locale, events: &[Event]) -> Vec<String> {
    let players = players();
    let table = Narrator::new(locale, &players, DeckKind::French32);
    events
        .iter()
        .map(|event| {
            let reader = match event.visibility {
                Visibility::Public => None,
                Visibility::Private(seat) => Some(seat),
            };
            table
                .reader(reader)
                .event(&event.kind)
                .expect("every event is told")
                .text()
        })
        .collect()
}

/// The texts of a gRPC answer's events, each of which must have one.
fn texts_of(events: &[pb::Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| e.text.clone().expect("a text"))
        .collect()
}

/// Seat 0 passes, the answer told in German (with `ticket`, as that seat).
fn german_pass(state: Option<pb::StateEnvelope>, ticket: Vec<u8>) -> pb::ApplyRequest {
    pb::ApplyRequest {
        state,
        seat: 0,
        action: Some(pb::Action {
            kind: Some(pb::action::Kind::PassTurn(pb::action::PassTurn {})),
        }),
        include_views: false,
        locale: "de".into(),
        ticket,
        action_id: None,
        view_seats: Vec::new(),
    }
}

/// The events of a REST answer, and their texts (`None` where an event has no `text`).
fn rest_events(answer: &Value) -> (Vec<Event>, Vec<Option<String>>) {
    let list = answer["events"].as_array().expect("events");
    let events = serde_json::from_value(answer["events"].clone()).expect("engine events");
    let texts = list
        .iter()
        .map(|e| {
            e.get("text")
                .map(|t| t.as_str().expect("a text").to_owned())
        })
        .collect();
    (events, texts)
}

#[tokio::test]
async fn a_named_locale_tells_every_event_on_both_wires() {
    let server = Server::start();
    let mut grpc = server.grpc().await;

    // Without a locale: no text on either wire.
    let (status, plain) = server.post_json("/v1/games", &rest_new_game(None)).await;
    assert_eq!(status, 200, "{plain}");
    let (_, texts) = rest_events(&plain);
    assert!(texts.iter().all(Option::is_none), "{plain}");
    let untold = grpc
        .new_game(grpc_new_game(""))
        .await
        .expect("a match")
        .into_inner();
    assert!(untold.events.iter().all(|e| e.text.is_none()));

    // German, and `de-AT` reads German: each event's sentence is the catalogue's.
    for tag in ["de", "de-AT"] {
        let (status, answer) = server
            .post_json("/v1/games", &rest_new_game(Some(tag)))
            .await;
        assert_eq!(status, 200, "{answer}");
        let (events, texts) = rest_events(&answer);
        assert!(events.len() > 5, "a deal's events: {answer}");
        let expected = told(Locale::De, &events);
        let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
        assert_eq!(texts, expected, "{tag}");

        let reply = grpc
            .new_game(grpc_new_game(tag))
            .await
            .expect("a match")
            .into_inner();
        let grpc_texts = texts_of(&reply.events);
        assert_eq!(grpc_texts, texts, "{tag}: the same sentences over gRPC");
        let grpc_events = Vec::<Event>::from_proto(reply.events).expect("events");
        assert_eq!(grpc_events, events, "{tag}: the same events");
    }

    // A private event is told to its seat: the hand dealt to ann is "your" hand, in English.
    let (_, answer) = server
        .post_json("/v1/games", &rest_new_game(Some("en")))
        .await;
    let (events, texts) = rest_events(&answer);
    let hand = events
        .iter()
        .position(|e| e.visibility == Visibility::Private(Seat(0)))
        .expect("seat 0's hand");
    let hand_text = texts[hand].clone().expect("a text");
    assert!(hand_text.starts_with("You"), "{hand_text}");
    assert!(!hand_text.contains("ann"), "{hand_text}");

    // Apply: seat 0 (forehand) passes, told in German on both wires.
    let (status, passed) = server
        .post_json(
            "/v1/games/apply",
            &json!({"state": answer["state"], "seat": 0, "action": {"type": "pass_turn"},
                    "locale": "de"}),
        )
        .await;
    assert_eq!(status, 200, "{passed}");
    let (events, texts) = rest_events(&passed);
    assert_eq!(
        texts[0].as_deref(),
        Some("ann passt und steigt aus dieser Spielphase aus."),
        "the pass, then what follows: {passed}"
    );
    let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
    assert_eq!(texts, told(Locale::De, &events));
    let started = grpc
        .new_game(grpc_new_game(""))
        .await
        .expect("a match")
        .into_inner();
    let applied = grpc
        .apply(german_pass(started.state, Vec::new()))
        .await
        .expect("a pass")
        .into_inner();
    let grpc_texts = texts_of(&applied.events);
    assert_eq!(grpc_texts, texts, "the same sentences over gRPC");
}

/// What the catalogues say of `events` to `reader`: every event is told to that seat.
fn told_to(locale: Locale, reader: Seat, events: &[Event]) -> Vec<String> {
    let players = players();
    let table = Narrator::new(locale, &players, DeckKind::French32).reader(Some(reader));
    events
        .iter()
        .map(|event| {
            table
                .event(&event.kind)
                .expect("every event is told")
                .text()
        })
        .collect()
}

/// An answer for one seat (NewGame's `answer_as_seat`, a request with the seat's ticket) tells
/// that seat every event, its own moves included, as "you", on both wires.
#[tokio::test]
async fn an_answer_for_one_seat_tells_it_every_event_as_you() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let mut body = rest_new_game(Some("en"));
    body["state_form"] = json!("sealed");
    body["answer_as_seat"] = json!(0);
    let (status, answer) = server.post_json("/v1/games", &body).await;
    assert_eq!(status, 200, "{answer}");
    let (events, texts) = rest_events(&answer);
    let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
    assert_eq!(texts, told_to(Locale::En, Seat(0), &events));
    assert_eq!(texts[0], "Deal 1: di deals and you are forehand.");
    let ticket = answer["seat_ticket"].as_str().expect("the seat's ticket");

    // Seat 0 (forehand) passes with its ticket: "You pass", not "ann passes".
    let (status, passed) = server
        .post_json(
            "/v1/games/apply",
            &json!({"state": answer["state"], "seat": 0, "action": {"type": "pass_turn"},
                    "locale": "de", "ticket": ticket}),
        )
        .await;
    assert_eq!(status, 200, "{passed}");
    let (events, texts) = rest_events(&passed);
    let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
    assert_eq!(texts[0], "Du passt und steigst aus dieser Spielphase aus.");
    assert_eq!(texts, told_to(Locale::De, Seat(0), &events));
    assert!(
        texts
            .iter()
            .all(|t| !t.split(|c: char| !c.is_alphanumeric()).any(|w| w == "ann")),
        "the reader is never named: {texts:?}"
    );

    // The same over gRPC, with the ticket in the request.
    let started = grpc
        .new_game(pb::NewGameRequest {
            state_form: pb::StateForm::Sealed as i32,
            answer_as_seat: Some(0),
            ..grpc_new_game("en")
        })
        .await
        .expect("a match")
        .into_inner();
    let grpc_texts = texts_of(&started.events);
    assert_eq!(grpc_texts[0], "Deal 1: di deals and you are forehand.");
    let applied = grpc
        .apply(german_pass(started.state, started.seat_ticket))
        .await
        .expect("a pass")
        .into_inner();
    let grpc_texts = texts_of(&applied.events);
    assert_eq!(grpc_texts, texts, "the same sentences over gRPC");
}

#[tokio::test]
async fn a_replay_tells_every_event_in_its_locale() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let body = json!({
        "new_game": rest_new_game(Some("fi")),
        "actions": [{"seat": 0, "action": {"type": "pass_turn"}}],
    });
    let (status, answer) = server.post_json("/v1/games/replay", &body).await;
    assert_eq!(status, 200, "{answer}");
    let (events, texts) = rest_events(&answer);
    let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
    assert_eq!(texts, told(Locale::Fi, &events));

    let reply = grpc
        .replay(pb::ReplayRequest {
            new_game: Some(grpc_new_game("fi")),
            actions: vec![pb::SeatAction {
                seat: 0,
                action: Some(pb::Action {
                    kind: Some(pb::action::Kind::PassTurn(pb::action::PassTurn {})),
                }),
            }],
        })
        .await
        .expect("a replay")
        .into_inner();
    let grpc_texts = texts_of(&reply.events);
    assert_eq!(grpc_texts, texts);

    // Every locale tells the same events, each in its own words.
    let mut seen = Vec::new();
    for locale in Locale::ALL {
        let body = json!({"new_game": rest_new_game(Some(locale.tag())), "actions": []});
        let (status, answer) = server.post_json("/v1/games/replay", &body).await;
        assert_eq!(status, 200, "{answer}");
        let (events, texts) = rest_events(&answer);
        let texts: Vec<String> = texts.into_iter().map(|t| t.expect("a text")).collect();
        assert_eq!(texts, told(locale, &events), "{locale}");
        assert!(!seen.contains(&texts), "{locale} speaks another language");
        seen.push(texts);
    }
}

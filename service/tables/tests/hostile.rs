//! Bad input and hostile clients at the real `poch-tables`: every refusal a problem document
//! with a stable code and nothing changed; a credential opens its own seat of its own table
//! only; the limits on tables, sockets, message sizes and rates hold.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use futures_util::SinkExt;
use kit::{Server, Socket, seed_of};
use poch_engine::{Action, Seat};
use poch_tables::api::ServerMessage;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

async fn problem(r: reqwest::Response) -> (u16, String) {
    let status = r.status().as_u16();
    let ct = r.headers()[reqwest::header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(ct, "application/problem+json", "status {status}");
    let v: serde_json::Value = r.json().await.unwrap();
    assert_eq!(v["status"], status);
    (status, v["code"].as_str().unwrap().to_owned())
}

/// A playing table of two persons and a bot; the credentials by seat.
async fn playing(server: &Server) -> (String, Vec<(Seat, String)>) {
    let made = server
        .create(json!({"seats": [{}, {}, {"bot": "heuristic"}]}))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    for (seat, c) in &creds {
        let (_, h) = seed_of(&id, *seat);
        let p = format!("/v1/tables/{id}/seats/{}/seed-hash", seat.index());
        assert_eq!(server.post(&p, Some(c), json!({"hash": h})).await.0, 200);
    }
    for (seat, c) in &creds {
        let (s, _) = seed_of(&id, *seat);
        let p = format!("/v1/tables/{id}/seats/{}/seed", seat.index());
        assert_eq!(server.post(&p, Some(c), json!({"seed": s})).await.0, 200);
    }
    (id, creds)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_get_stable_codes() {
    let server = Server::start(&[]).await;
    let h = &server.http;
    let cases: Vec<(reqwest::RequestBuilder, u16, &str)> = vec![
        (h.get(server.url("/nowhere")), 404, "not_found"),
        (h.put(server.url("/v1/tables")), 405, "method_not_allowed"),
        (
            h.post(server.url("/v1/tables")).body("{}"),
            415,
            "unsupported_media_type",
        ),
        (
            h.post(server.url("/v1/tables"))
                .header("content-type", "application/json")
                .body("{"),
            400,
            "malformed_body",
        ),
        (
            h.post(server.url("/v1/tables"))
                .json(&json!({"seats": [{}], "extra": 1})),
            400,
            "malformed_body",
        ),
        (
            h.post(server.url("/v1/tables"))
                .header("content-type", "application/json")
                .body(vec![b' '; 20_000]),
            413,
            "payload_too_large",
        ),
        (
            h.post(server.url("/v1/tables"))
                .json(&json!({"seats": [{}, {}]})),
            422,
            "player_count",
        ),
        (
            h.post(server.url("/v1/tables"))
                .json(&json!({"preset": "nope", "seats": [{}, {}, {}]})),
            422,
            "unknown_preset",
        ),
        (
            h.post(server.url("/v1/tables"))
                .json(&json!({"seats": [{"bot": "random"}, {"bot": "random"}, {"bot": "random"}]})),
            400,
            "invalid_argument",
        ),
        (
            h.post(server.url("/v1/tables"))
                .json(&json!({"seats": [{}, {}, {}], "clock": {"move_ms": 1, "bank_ms": 0}})),
            400,
            "invalid_argument",
        ),
        (h.get(server.url("/v1/tables/none")), 404, "table_not_found"),
    ];
    for (request, status, code) in cases {
        assert_eq!(
            problem(request.send().await.unwrap()).await,
            (status, code.to_owned())
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_credential_opens_its_own_seat_of_its_own_table_only() {
    let server = Server::start(&[]).await;
    let (a, a_creds) = playing(&server).await;
    let (b, b_creds) = playing(&server).await;
    let h = &server.http;
    let mv =
        |table: &str, seat: usize| server.url(&format!("/v1/tables/{table}/seats/{seat}/moves"));
    let body = json!({"move_id": "x", "action": {"type": "pass_turn"}});
    // Wait until a person is to act (the bot moves at once).
    let (seq, to_act) = loop {
        let (_, t) = server.get(&format!("/v1/tables/{a}"), None).await;
        match t["to_act"].as_u64() {
            Some(p @ (0 | 1)) => break (t["seq"].as_u64().unwrap(), p as usize),
            _ => tokio::time::sleep(std::time::Duration::from_millis(20)).await,
        }
    };
    for (request, status, code) in [
        (h.post(mv(&a, 0)).json(&body), 401, "credential_required"),
        (
            h.post(mv(&a, 0)).json(&body).bearer_auth("forged"),
            403,
            "credential_invalid",
        ),
        (
            h.post(mv(&a, 1)).json(&body).bearer_auth(&a_creds[0].1),
            403,
            "credential_invalid",
        ),
        (
            h.post(mv(&a, 0)).json(&body).bearer_auth(&b_creds[0].1),
            403,
            "credential_invalid",
        ),
        (
            h.post(mv(&b, 0)).json(&body).bearer_auth(&a_creds[0].1),
            403,
            "credential_invalid",
        ),
        (
            h.post(mv(&a, 9)).json(&body).bearer_auth(&a_creds[0].1),
            404,
            "seat_not_found",
        ),
        (
            h.post(mv(&a, 2)).json(&body).bearer_auth(&a_creds[0].1),
            403,
            "credential_invalid",
        ),
        (
            h.get(server.url(&format!("/v1/tables/{a}/seats/1/view")))
                .bearer_auth(&a_creds[0].1),
            403,
            "credential_invalid",
        ),
        (
            h.post(server.url(&format!("/v1/tables/{a}/seats/0")))
                .json(&json!({"name": "x"})),
            409,
            "wrong_stage",
        ),
    ] {
        assert_eq!(
            problem(request.send().await.unwrap()).await,
            (status, code.to_owned())
        );
    }
    // Out of turn: the engine's own code; nothing changed.
    let other = 1 - to_act;
    let r = h
        .post(mv(&a, other))
        .json(&body)
        .bearer_auth(&a_creds[other].1)
        .send()
        .await
        .unwrap();
    assert_eq!(problem(r).await, (422, "not_your_turn".to_owned()));
    let (_, after) = server.get(&format!("/v1/tables/{a}"), None).await;
    assert_eq!(
        after["seq"].as_u64().unwrap(),
        seq,
        "refusals change nothing"
    );
    // A spectator watches and cannot act.
    let mut spectator = Socket::open(&server, &a, None, None).await;
    assert!(matches!(
        spectator.next().await,
        Some(ServerMessage::Welcome { .. })
    ));
    spectator
        .send(&poch_tables::api::ClientMessage::Move {
            move_id: "s".into(),
            action: Action::Pass,
            seq: None,
        })
        .await;
    match spectator.next().await {
        Some(ServerMessage::Refused { code, .. }) => assert_eq!(code, "credential_required"),
        other => panic!("{other:?}"),
    }
    // Another table's credential says hello to nothing.
    let mut wrong = Socket::open(&server, &a, Some(&b_creds[0].1), None).await;
    match wrong.next().await {
        Some(ServerMessage::Refused { code, .. }) => assert_eq!(code, "credential_invalid"),
        other => panic!("{other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_on_tables_sockets_sizes_and_rates() {
    let server = Server::start(&[
        "--max-tables-per-client",
        "2",
        "--max-sockets-per-client",
        "3",
    ])
    .await;
    let body = json!({"seats": [{}, {}, {}]});
    let a = server.create(body.clone()).await;
    server.create(body.clone()).await;
    let r = server
        .http
        .post(server.url("/v1/tables"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(problem(r).await, (429, "too_many_tables".to_owned()));
    let id = a.table.id;
    // Sockets: three, then refused.
    let mut open = Vec::new();
    for _ in 0..3 {
        let mut s = Socket::open(&server, &id, None, None).await;
        assert!(matches!(
            s.next().await,
            Some(ServerMessage::Welcome { .. })
        ));
        open.push(s);
    }
    let refused = tokio_tungstenite::connect_async(server.socket_url(&id)).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 429),
        other => panic!("a fourth socket: {other:?}"),
    }
    // A message over 4 KiB closes the socket.
    let mut big = open.pop().unwrap();
    let _ = big.ws.send(Message::Text("x".repeat(5000).into())).await;
    assert!(big.next().await.is_none(), "closed");
    // A flood is told rate_limited, then closed.
    let mut flood = open.pop().unwrap();
    let mut bye = None;
    for _ in 0..200 {
        if flood
            .ws
            .send(Message::Text("{\"type\":\"back\"}".into()))
            .await
            .is_err()
        {
            break;
        }
    }
    while let Some(m) = flood.next().await {
        if let ServerMessage::Bye { code, .. } = m {
            bye = Some(code);
        }
    }
    assert_eq!(bye.as_deref(), Some("rate_limited"));
    // A first message that is not hello.
    drop(open);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(server.socket_url(&id))
        .await
        .unwrap();
    ws.send(Message::Text("{\"type\":\"back\"}".into()))
        .await
        .unwrap();
    let mut s = Socket { ws };
    match s.next().await {
        Some(ServerMessage::Bye { code, .. }) => assert_eq!(code, "hello_required"),
        other => panic!("{other:?}"),
    }
}

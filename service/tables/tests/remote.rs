//! The remote engine path: `poch-tables --engine-url` calling a real `poch-service` over gRPC
//! in its production configuration (sealed states only, ticket mode, no caller seeds, decks or
//! start positions): whole matches with persons, bots and a spectator, as in process.
#![allow(clippy::unwrap_used)]

mod kit;

use std::process::{Command, Stdio};
use std::time::Duration;

use kit::{Server, whole_match};

struct Engine(std::process::Child);

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn whole_matches_through_the_engine_service() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let key = poch_service::token::SealingKey::generate("tables-test").unwrap();
    let engine = Engine(
        Command::new(env!("CARGO_BIN_EXE_poch-service-for-tables"))
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--require-sealed", "true", "--ticket-mode", "true"])
            .args([
                "--allow-caller-seeds",
                "false",
                "--allow-deck-orders",
                "false",
            ])
            .args(["--allow-caller-starts", "false", "--sealing-keys", &key])
            .stdout(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let http = reqwest::Client::new();
    for _ in 0..200 {
        if http
            .get(format!("http://127.0.0.1:{port}/readyz"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let server = Server::start(&["--engine-url", &format!("grpc://127.0.0.1:{port}")]).await;
    whole_match(&server, "classic", 3, &["heuristic"]).await;
    whole_match(&server, "classic", 4, &["random", "heuristic"]).await;
    // The engine's refusals pass through with their codes.
    let (status, e) = server
        .post("/v1/tables", None, serde_json::json!({"seats": [{}, {}]}))
        .await;
    assert_eq!((status, e["code"].as_str()), (422, Some("player_count")));
    drop(engine);
    // Without its engine, the table server says so and changes nothing.
    let (status, e) = server
        .post(
            "/v1/tables",
            None,
            serde_json::json!({"seats": [{}, {}, {}]}),
        )
        .await;
    assert_eq!(
        (status, e["code"].as_str()),
        (503, Some("engine_unavailable")),
        "{e}"
    );
}

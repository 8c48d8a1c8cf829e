//! The OpenAPI document as Swagger UI's Try-it-out uses it: its server is the host that serves
//! it, and every operation's example succeeds as it is.

use poch_tests::Server;
use serde_json::Value;

#[tokio::test]
async fn every_example_succeeds_as_it_is() {
    let server = Server::start();
    let http = server.http();
    let url = server.url();
    let doc: Value = http
        .get(format!("{url}/openapi.json"))
        .send()
        .await
        .expect("the document")
        .json()
        .await
        .expect("JSON");
    assert_eq!(doc["servers"][0]["url"], "/");
    assert_eq!(doc["info"]["version"], env!("CARGO_PKG_VERSION"));
    let paths = doc["paths"].as_object().expect("paths");
    let mut posted = Vec::new();
    for (path, item) in paths {
        for (method, operation) in item.as_object().expect("a path item") {
            let response = if method == "post" {
                let example = &operation["requestBody"]["content"]["application/json"]["example"];
                assert!(example.is_object(), "POST {path}: no example");
                posted.push(path.clone());
                http.post(format!("{url}{path}")).json(example).send().await
            } else {
                http.get(format!("{url}{path}")).send().await
            }
            .expect("an answer");
            let status = response.status();
            let body = response.text().await.unwrap_or_default();
            assert_eq!(status, 200, "{} {path}: {body}", method.to_uppercase());
            if path == "/v1/games/apply" {
                let answer: Value = serde_json::from_str(&body).expect("JSON");
                assert_eq!(
                    answer["events"][0]["kind"]["type"], "bet_placed",
                    "the example's bet is placed: {answer}"
                );
            }
            if path == "/v1/games/legal-actions" {
                let answer: Value = serde_json::from_str(&body).expect("JSON");
                // Forehand opens phase 2 of classic with 4 players: pass, or bet 1 to its
                // stack of 99 (ids 1 to 99 of the table of 400 chips).
                let ids: Vec<u64> = (0..=99).collect();
                assert_eq!(answer["action_ids"], serde_json::json!(ids), "{answer}");
                assert_eq!(answer["action_table"]["size"], 836, "{answer}");
                assert_eq!(answer["action_table"]["max_chips"], 400, "{answer}");
                // The digest in hex, as tests/data/action-ids.json pins it.
                assert_eq!(
                    answer["action_table"]["digest"],
                    "0f7403b71ea404b4e3bc928f84e909b84589250249ca35270c52614c2881c566",
                    "{answer}"
                );
            }
            if path == "/v1/deals/verify" {
                let answer: Value = serde_json::from_str(&body).expect("JSON");
                assert_eq!(answer["commitment_matches"], true, "{answer}");
            }
        }
    }
    posted.sort();
    assert_eq!(
        posted,
        [
            "/v1/deals/verify",
            "/v1/games",
            "/v1/games/apply",
            "/v1/games/choose-action",
            "/v1/games/commitments",
            "/v1/games/legal-actions",
            "/v1/games/replay",
            "/v1/games/validate",
            "/v1/games/view",
        ]
    );
}

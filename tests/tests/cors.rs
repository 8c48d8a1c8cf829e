//! Browsers: CORS for the origins of `--cors-origins` (`POCH_CORS_ORIGINS`), none by default.

use poch_tests::Server;
use reqwest::Method;
use serde_json::json;

const APP: &str = "http://app.example:5173";

fn header(response: &reqwest::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

async fn preflight(server: &Server, origin: &str) -> reqwest::Response {
    server
        .http()
        .request(Method::OPTIONS, format!("{}/v1/games/apply", server.url()))
        .header("origin", origin)
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "content-type")
        .send()
        .await
        .expect("an answer")
}

#[tokio::test]
async fn a_listed_origin_gets_its_preflight_and_its_answers() {
    let server = Server::start_with(
        &[],
        &[(
            "POCH_CORS_ORIGINS",
            "https://other.example,http://app.example:5173",
        )],
    );
    let response = preflight(&server, APP).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        header(&response, "access-control-allow-origin").as_deref(),
        Some(APP)
    );
    let methods = header(&response, "access-control-allow-methods").unwrap_or_default();
    assert!(
        methods.contains("POST") && methods.contains("GET"),
        "{methods}"
    );
    let headers = header(&response, "access-control-allow-headers").unwrap_or_default();
    assert!(headers.contains("content-type"), "{headers}");
    assert_eq!(
        header(&response, "access-control-max-age").as_deref(),
        Some("600")
    );

    // The call itself: a match starts, and the answer names the origin.
    let response = server
        .http()
        .post(format!("{}/v1/games", server.url()))
        .header("origin", APP)
        .json(&json!({"players": ["ann", "bob", "cy"]}))
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    assert_eq!(
        header(&response, "access-control-allow-origin").as_deref(),
        Some(APP)
    );
    // A refusal carries the header too, so the page can read the problem document.
    let response = server
        .http()
        .post(format!("{}/v1/games", server.url()))
        .header("origin", APP)
        .json(&json!({"players": ["ann"]}))
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 422);
    assert_eq!(
        header(&response, "access-control-allow-origin").as_deref(),
        Some(APP)
    );

    // An origin not listed gets no grant.
    let response = preflight(&server, "https://evil.example").await;
    assert_eq!(header(&response, "access-control-allow-origin"), None);
}

#[tokio::test]
async fn no_origin_is_allowed_by_default() {
    let server = Server::start();
    let response = preflight(&server, APP).await;
    assert_eq!(response.status(), 405);
    assert_eq!(header(&response, "access-control-allow-origin"), None);
}

#[tokio::test]
async fn a_malformed_origin_stops_the_server_at_start() {
    // (the origins, what the message says)
    for (origins, says) in [
        ("app.example/path", "is not an origin"),
        ("https://app.example:99999", "is not 1 to 65535"),
        ("https://app.example:0", "is not 1 to 65535"),
        ("https://app.example/", "is not an origin"),
        ("https://a.com,*", "stands alone"),
        ("*,https://a.com", "stands alone"),
    ] {
        let output = std::process::Command::new(poch_tests::binary())
            .args(["--cors-origins", origins, "--print-openapi"])
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(2), "{origins}");
        assert!(output.stdout.is_empty(), "{origins}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(says), "{origins}: {stderr}");
    }
    // The same from the environment.
    let output = std::process::Command::new(poch_tests::binary())
        .arg("--print-openapi")
        .env("POCH_CORS_ORIGINS", "https://a.com,*")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("stands alone"));
}

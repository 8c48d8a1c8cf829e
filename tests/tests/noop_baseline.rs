//! The load-test baseline is served only with `--noop-baseline`, and answers the sizes asked.

use poch_tests::Server;

#[tokio::test]
async fn noop_baseline_is_off_by_default_and_answers_the_sizes_asked() {
    let body = r#"{"anything": true}"#;
    let plain = Server::start();
    let response = plain
        .http()
        .post(format!("{}/bench/noop", plain.url()))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 404);

    let server = Server::start_with(&["--noop-baseline"], &[]);
    let response = server
        .http()
        .post(format!("{}/bench/noop", server.url()))
        .header("content-type", "application/json")
        .header("x-noop-response-bytes", "1500")
        .body(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let text = response.text().await.expect("a body");
    assert_eq!(text.len(), 1500);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert!(json["noop"].is_string());

    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .expect("client");
    let response = h2
        .post(format!("{}/poch.bench.v1.Noop/Call", server.url()))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .header("x-noop-response-bytes", "300")
        .body(vec![0u8, 0, 0, 0, 2, 8, 1])
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.expect("a body");
    assert_eq!(bytes.len(), 305);
    assert_eq!(&bytes[..5], &[0, 0, 0, 1, 44]);
}

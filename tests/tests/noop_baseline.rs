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
        // A message whose field 1 holds two bytes, and an unknown field 2 = 1.
        .body(vec![0u8, 0, 0, 0, 6, 0x0a, 2, 0xab, 0xcd, 0x10, 1])
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.expect("a body");
    assert_eq!(bytes.len(), 305);
    assert_eq!(&bytes[..5], &[0, 0, 0, 1, 44]);
    // One message of 300 bytes: field 1 (tag 0x0a), length 297 (varint a9 02), 297 bytes.
    assert_eq!(&bytes[5..8], &[0x0a, 0xa9, 0x02]);

    // What is no message is refused as the engine's methods refuse it.
    let response = h2
        .post(format!("{}/poch.bench.v1.Noop/Call", server.url()))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .body(vec![0u8, 0, 0, 0, 2, 0x0a, 5])
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 200);
    let status = tonic::Status::from_header_map(response.headers()).expect("a gRPC status");
    assert_eq!(status.code(), tonic::Code::InvalidArgument);
}

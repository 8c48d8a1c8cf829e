//! The binary starts, answers both transports, and stops cleanly on SIGTERM.

use poch_api::v1 as pb;
use poch_tests::Server;

#[tokio::test]
async fn serves_rest_and_grpc_and_drains_on_sigterm() {
    let server = Server::start();
    let http = server.http();
    let presets: serde_json::Value = http
        .get(format!("{}/v1/rules/presets", server.url()))
        .send()
        .await
        .expect("presets")
        .json()
        .await
        .expect("json");
    assert_eq!(presets["presets"][0]["name"], "classic");
    assert_eq!(presets["switches"].as_array().map(Vec::len), Some(18));

    let mut grpc = server.grpc().await;
    let reply = grpc
        .list_presets(pb::ListPresetsRequest {})
        .await
        .expect("ListPresets")
        .into_inner();
    assert_eq!(reply.presets.len(), 8);
    assert_eq!(reply.presets[0].name, "classic");

    let status = server
        .terminate_within(std::time::Duration::from_secs(20))
        .await
        .expect("poch-service exits after SIGTERM");
    assert!(status.success(), "exit status {status:?}");
}

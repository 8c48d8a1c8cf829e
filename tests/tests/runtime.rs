//! The runtime conventions of a replica behind a load balancer, seen from outside: the drain
//! on SIGTERM (not ready at once, still serving for the drain delay, then refusing new
//! connections while the requests in flight finish, exit 0), the effective configuration logged
//! once at start (JSON when standard output is not a terminal), the build, in-flight and
//! process metrics, and the OpenTelemetry resource taken from `OTEL_SERVICE_NAME` and
//! `OTEL_RESOURCE_ATTRIBUTES`.

use std::time::{Duration, Instant};

use poch_api::v1 as pb;
use poch_tests::kit::{
    Answer, Held, OtlpCollector, PLAYERS, fresh_client, h2_client, hex, metrics_with,
};
use poch_tests::{Server, grpc_framed};
use prost::Message as _;
use reqwest::StatusCode;
use reqwest::header::CONTENT_TYPE;
use serde_json::{Value, json};
use tonic::transport::Channel;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

/// A client that opens a new connection for every request, as a probe of a kubelet does.
fn fresh() -> reqwest::Client {
    fresh_client(Duration::from_secs(10))
}

/// `path` (a probe) answers 200 on a new connection.
async fn assert_probe_ok(server: &Server, path: &str) {
    let response = fresh()
        .get(format!("{}{path}", server.url()))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(response.status(), StatusCode::OK, "{path}");
}

/// The overall gRPC health (`""`), asked on a new connection.
async fn overall_health(url: &str) -> Result<ServingStatus, String> {
    let channel = Channel::from_shared(url.to_owned())
        .map_err(|e| e.to_string())?
        .connect()
        .await
        .map_err(|e| e.to_string())?;
    let reply = HealthClient::new(channel)
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .map_err(|e| e.to_string())?;
    Ok(reply.into_inner().status())
}

fn new_game_json(n: u8) -> Vec<u8> {
    serde_json::to_vec(
        &json!({"players": PLAYERS, "deal_source": {"seeded": {"seed": hex(&[n; 32])}}}),
    )
    .expect("json")
}

fn new_game_grpc(n: u8) -> Vec<u8> {
    grpc_framed(&pb::NewGameRequest {
        players: PLAYERS.map(String::from).to_vec(),
        deal_source: poch_tests::seeded(vec![n; 32], None),
        ..pb::NewGameRequest::default()
    })
}

/// What a probe saw, and when after the signal.
#[derive(Debug, PartialEq)]
enum Probe {
    Ready,
    Draining,
    Refused,
}

async fn probe(client: &reqwest::Client, url: &str) -> Probe {
    match client.get(format!("{url}/readyz")).send().await {
        Ok(r) if r.status() == StatusCode::OK => Probe::Ready,
        Ok(r) if r.status() == StatusCode::SERVICE_UNAVAILABLE => {
            let body: Value = r.json().await.expect("a JSON body");
            assert_eq!(body["status"], "draining");
            Probe::Draining
        }
        Ok(r) => panic!("/readyz answered {}", r.status()),
        Err(e) => {
            assert!(
                e.is_connect() || closed_unanswered(&e),
                "not a refused connection: {e:?}"
            );
            Probe::Refused
        }
    }
}

/// Whether a request failed because its new connection was closed before any answer: what a
/// client sees when its connection was still in the listener's backlog, or accepted but not yet
/// read, as the server stopped accepting. Like a refused connection, nothing was served.
fn closed_unanswered(e: &reqwest::Error) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = std::error::Error::source(e);
    while let Some(s) = source {
        if let Some(h) = s.downcast_ref::<hyper::Error>()
            && (h.is_canceled() || h.is_incomplete_message())
        {
            return true;
        }
        if let Some(io) = s.downcast_ref::<std::io::Error>()
            && matches!(
                io.kind(),
                std::io::ErrorKind::ConnectionReset
                    | std::io::ErrorKind::ConnectionAborted
                    | std::io::ErrorKind::BrokenPipe
            )
        {
            return true;
        }
        source = s.source();
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_answers_503_while_still_serving_then_refuses_and_drains_every_request() {
    let delay = Duration::from_millis(2_000);
    let server = Server::start_with(
        &["--drain-delay-ms", "2000", "--drain-timeout-ms", "20000"],
        &[],
    );
    let url = server.url();
    assert_eq!(
        overall_health(&url).await.as_ref(),
        Ok(&ServingStatus::Serving)
    );

    // Requests in flight across the whole drain: 6 REST (HTTP/1.1) and 6 gRPC (one HTTP/2
    // connection), each with half its body sent.
    let h1 = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("client");
    let h2 = h2_client();
    let mut held = Vec::new();
    for n in 0..6u8 {
        held.push((
            false,
            Held::start(&h1, format!("{url}/v1/games"), false, new_game_json(n)).await,
        ));
        held.push((
            true,
            Held::start(
                &h2,
                format!("{url}/poch.v1.EngineService/NewGame"),
                true,
                new_game_grpc(n),
            )
            .await,
        ));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;

    let client = fresh();
    assert_eq!(probe(&client, &url).await, Probe::Ready);
    let signalled = Instant::now();
    server.signal_terminate();

    // Probe on new connections every 20 ms until they are refused.
    let mut seen: Vec<(Duration, Probe)> = Vec::new();
    let mut served_while_draining = 0;
    let mut health_while_draining = None;
    while signalled.elapsed() < Duration::from_secs(15) {
        let p = probe(&client, &url).await;
        let at = signalled.elapsed();
        let refused = p == Probe::Refused;
        if p == Probe::Draining {
            // Not ready, yet a new connection's request is still served.
            if served_while_draining == 0 {
                let response = client
                    .post(format!("{url}/v1/games"))
                    .header(CONTENT_TYPE, "application/json")
                    .body(new_game_json(42))
                    .send()
                    .await
                    .expect("a request during the drain delay is served");
                assert_eq!(response.status(), StatusCode::OK);
                served_while_draining += 1;
            }
            if health_while_draining.is_none() {
                health_while_draining = Some(overall_health(&url).await);
            }
        }
        seen.push((at, p));
        if refused {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let first_draining = seen
        .iter()
        .find(|(_, p)| *p == Probe::Draining)
        .map(|(at, _)| *at)
        .expect("a probe saw 503 before the connections were refused");
    let (refused_at, last) = seen.last().expect("probes");
    assert_eq!(*last, Probe::Refused, "never refused: {seen:?}");
    assert!(first_draining < *refused_at);
    assert!(
        first_draining < Duration::from_millis(500),
        "not ready only {first_draining:?} after SIGTERM"
    );
    // Nothing was refused before the delay had passed, and every probe after the first 503 saw
    // 503 until the refusal.
    assert!(
        *refused_at >= delay - Duration::from_millis(100),
        "refused {refused_at:?} after SIGTERM, before the {delay:?} delay: {seen:?}"
    );
    let after: Vec<&Probe> = seen
        .iter()
        .filter(|(at, _)| *at >= first_draining)
        .map(|(_, p)| p)
        .collect();
    assert!(
        after[..after.len() - 1]
            .iter()
            .all(|p| **p == Probe::Draining),
        "{seen:?}"
    );
    assert_eq!(served_while_draining, 1);
    assert_eq!(
        health_while_draining,
        Some(Ok(ServingStatus::NotServing)),
        "the overall gRPC health while draining"
    );

    // Every request in flight completes, and completes well.
    for (grpc, request) in held {
        let Answer {
            http: status,
            grpc_status,
            body,
        } = request.release().await;
        assert_eq!(status, StatusCode::OK, "grpc: {grpc}");
        if grpc {
            assert_eq!(grpc_status, Some(tonic::Code::Ok));
            let reply = pb::NewGameResponse::decode(&body[5..]).expect("a NewGameResponse");
            assert_eq!(reply.phase(), pb::Phase::Pochen);
        } else {
            let reply: Value = serde_json::from_slice(&body).expect("json");
            assert_eq!(reply["phase"], "pochen", "{reply}");
        }
    }
    drop(h1);
    drop(h2);
    let status = server
        .terminate_within(Duration::from_secs(20))
        .await
        .expect("poch-service exits after draining");
    assert!(status.success(), "exit status {status:?}");
}

#[tokio::test]
async fn a_second_signal_ends_the_drain_delay() {
    let server = Server::start_with(&["--drain-delay-ms", "60000"], &[]);
    let url = server.url();
    let client = fresh();
    assert_eq!(probe(&client, &url).await, Probe::Ready);
    server.signal_terminate();
    let deadline = Instant::now() + Duration::from_secs(5);
    while probe(&client, &url).await != Probe::Draining {
        assert!(Instant::now() < deadline, "never draining");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let second = Instant::now();
    let status = server
        .terminate_within(Duration::from_secs(10))
        .await
        .expect("the second SIGTERM ends the 60 s delay");
    assert!(status.success(), "exit status {status:?}");
    assert!(second.elapsed() < Duration::from_secs(10));
}

/// Starts a server whose log (standard output, a file: not a terminal) is returned by `read`.
fn logged_server(args: &[&str], env: &[(&str, &str)]) -> (Server, std::path::PathBuf) {
    let path = std::env::temp_dir().join(format!(
        "poch-runtime-{}-{}.log",
        std::process::id(),
        poch_tests::free_port()
    ));
    let file = std::fs::File::create(&path).expect("a log file");
    let mut env = env.to_vec();
    env.push(("POCH_LOG", "info"));
    (Server::start_logged(args, &env, file), path)
}

fn log_lines(path: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).expect("the log");
    text.lines()
        .map(|l| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("a log line that is not JSON ({e}): {l}"))
        })
        .collect()
}

#[tokio::test]
async fn logs_are_json_off_a_terminal_and_the_configuration_is_logged_once() {
    let key = "k1:000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    let (server, path) = logged_server(
        &["--worker-threads", "3", "--sealing-keys", key],
        &[("POCH_DRAIN_DELAY_MS", "1234")],
    );
    // The log is written as the server starts; the first request is served after it.
    assert_probe_ok(&server, "/readyz").await;
    let lines = log_lines(&path);
    let text = std::fs::read_to_string(&path).expect("the log");
    let configurations: Vec<&Value> = lines
        .iter()
        .filter(|l| l["fields"]["message"] == "configuration")
        .collect();
    assert_eq!(configurations.len(), 1, "{text}");
    let c = &configurations[0]["fields"];
    assert_eq!(c["addr"], server.addr.to_string());
    assert_eq!(c["workers"], 3);
    assert_eq!(c["workers_source"], "--worker-threads");
    assert_eq!(c["drain_delay_ms"], 1234);
    assert_eq!(c["drain_timeout_ms"], 10_000);
    assert_eq!(c["log_format"], "json");
    assert_eq!(c["sealing_key_ids"], "k1");
    assert_eq!(c["sealing_key"], "k1");
    assert_eq!(c["sealing_keys_ephemeral"], false);
    assert_eq!(c["require_sealed"], false);
    assert_eq!(c["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(configurations[0]["level"], "INFO");
    // The key's material is never logged.
    assert!(!text.contains("000102030405"), "{text}");
    // Pretty, when asked for, writes no terminal colours into a file.
    drop(server);
    let (server, path) = logged_server(&["--log-format", "pretty"], &[]);
    assert_probe_ok(&server, "/readyz").await;
    drop(server);
    let text = std::fs::read_to_string(&path).expect("the log");
    assert!(text.contains("configuration"), "{text}");
    assert!(!text.contains('\u{1b}'), "ANSI escapes in {text:?}");
    let _ = std::fs::remove_file(&path);
}

#[tokio::test]
async fn workers_default_to_the_cpus_the_process_may_use() {
    let (server, path) = logged_server(&[], &[]);
    assert_probe_ok(&server, "/healthz").await;
    let lines = log_lines(&path);
    let c = &lines
        .iter()
        .find(|l| l["fields"]["message"] == "configuration")
        .expect("the configuration is logged")["fields"];
    let cpus = std::thread::available_parallelism().map_or(1, usize::from);
    let limit = poch_service::config::cgroup::cpu_limit(std::path::Path::new(
        poch_service::config::cgroup::ROOT,
    ));
    let (workers, source) = poch_service::config::workers_for(cpus, limit);
    assert_eq!(c["workers"], workers);
    assert_eq!(c["workers_source"], source);
    let _ = std::fs::remove_file(&path);
}

#[tokio::test]
async fn metrics_show_the_build_requests_in_flight_and_the_process() {
    let server = Server::start();
    let url = server.url();
    // One request held in flight while the metrics are read.
    let h1 = reqwest::Client::new();
    let held = Held::start(&h1, format!("{url}/v1/games"), false, new_game_json(1)).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let text = metrics_with(&fresh(), &url).await;
    let value = |name: &str| -> f64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name).and_then(|rest| rest.strip_prefix(' ')))
            .unwrap_or_else(|| panic!("no {name} in\n{text}"))
            .parse()
            .expect("a number")
    };
    assert_eq!(value("poch_requests_in_flight"), 1.0);
    assert!(
        text.lines().any(|l| l.starts_with(&format!(
            "poch_build_info{{version=\"{}\"",
            env!("CARGO_PKG_VERSION")
        )) && l.ends_with(" 1")),
        "{text}"
    );
    assert!(value("process_cpu_seconds_total") >= 0.0);
    let rss = value("process_resident_memory_bytes");
    assert!(rss > 1_000_000.0 && rss < 2e9, "{rss}");
    // The listener, the held connection and this one at least.
    assert!(value("process_open_fds") >= 3.0);
    assert!(value("process_max_fds") >= value("process_open_fds"));
    let started = value("process_start_time_seconds");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("time")
        .as_secs_f64();
    assert!(
        started <= now + 1.0 && started > now - 600.0,
        "{started} {now}"
    );
    assert_eq!(held.release().await.http, StatusCode::OK);
    let text = metrics_with(&fresh(), &url).await;
    assert!(text.contains("\npoch_requests_in_flight 0\n"), "{text}");
}

// ---------------------------------------------------------------------------------------------
// The OpenTelemetry resource
// ---------------------------------------------------------------------------------------------

/// The attributes of every exported resource, each as (key, value) text.
fn resources(collector: &OtlpCollector) -> Vec<Vec<(String, String)>> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value as V;
    collector
        .exports()
        .into_iter()
        .flat_map(|e| e.resource_spans)
        .map(|spans| {
            spans
                .resource
                .map(|r| r.attributes)
                .unwrap_or_default()
                .into_iter()
                .map(|kv| {
                    let value = match kv.value.and_then(|v| v.value) {
                        Some(V::StringValue(s)) => s,
                        other => format!("{other:?}"),
                    };
                    (kv.key, value)
                })
                .collect()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_exported_resource_honours_otel_service_name_and_resource_attributes() {
    let collector = OtlpCollector::start().await;
    let endpoint = collector.endpoint.clone();

    // One server named by the environment, one not; each serves a request, then exits (which
    // flushes its spans).
    let cases: [(&[(&str, &str)], &str); 2] = [
        (
            &[
                ("OTEL_SERVICE_NAME", "poch-eu-1"),
                (
                    "OTEL_RESOURCE_ATTRIBUTES",
                    "deployment.environment=ci,k8s.pod.name=poch-7d9f-x2",
                ),
            ],
            "poch-eu-1",
        ),
        (&[], "poch-service"),
    ];
    for (env, name) in cases {
        let mut env = env.to_vec();
        env.push(("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint.as_str()));
        env.push(("OTEL_BSP_SCHEDULE_DELAY", "100"));
        let server = Server::start_with(&[], &env);
        let response = reqwest::Client::new()
            .get(format!("{}/v1/rules/presets", server.url()))
            .send()
            .await
            .expect("presets");
        assert_eq!(response.status(), StatusCode::OK);
        let status = server
            .terminate_within(Duration::from_secs(20))
            .await
            .expect("exits");
        assert!(status.success());
        let resources = resources(&collector);
        let found = resources
            .iter()
            .find(|attributes| {
                attributes
                    .iter()
                    .any(|(k, v)| k == "service.name" && v == name)
            })
            .unwrap_or_else(|| panic!("no export from {name}: {resources:?}"));
        let get = |key: &str| {
            found
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        assert_eq!(get("service.version"), Some(env!("CARGO_PKG_VERSION")));
        if name == "poch-eu-1" {
            assert_eq!(get("deployment.environment"), Some("ci"));
            assert_eq!(get("k8s.pod.name"), Some("poch-7d9f-x2"));
        } else {
            assert_eq!(get("deployment.environment"), None);
        }
    }
    drop(collector);
}

//! The remote engine path: `poch-tables --engine-url` calling a real `poch-service` over gRPC
//! in its production configuration (sealed states only, ticket mode, no caller seeds, decks or
//! start positions): whole matches with persons, bots and a spectator, as in process. And the
//! hand histories a finished table hands out replayed by the `poch` command through a real
//! `poch-service` configured for analysis, on both wires. And a move's trace followed into the
//! engine: the table server's spans and the engine service's in one trace.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;
/// The OTLP receiver of the engine service's own black-box tests.
#[path = "../../../tests/src/otlp.rs"]
#[allow(dead_code)]
mod otlp;

use std::process::{Command, Stdio};
use std::time::Duration;

use kit::{Server, whole_match};

/// A running `poch-service`, killed when dropped.
struct Engine {
    child: std::process::Child,
    port: u16,
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The flags of the engine a table server calls in production: sealed states and tickets, no
/// seed, deck or start position of a caller's.
fn production(key: &str) -> Vec<String> {
    [
        "--require-sealed",
        "true",
        "--ticket-mode",
        "true",
        "--allow-caller-seeds",
        "false",
        "--allow-deck-orders",
        "false",
        "--allow-caller-starts",
        "false",
        "--sealing-keys",
        key,
    ]
    .map(str::to_owned)
    .to_vec()
}

impl Engine {
    /// Starts `poch-service` with `flags` on a free port, and waits until it is ready.
    async fn start(flags: &[String]) -> Engine {
        Engine::start_env(flags, &[]).await
    }

    /// [`Engine::start`] with `env` set for the process.
    async fn start_env(flags: &[String], env: &[(&str, &str)]) -> Engine {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_poch-service-for-tables"))
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(flags)
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let engine = Engine { child, port };
        let http = reqwest::Client::new();
        for _ in 0..200 {
            if http
                .get(format!("http://127.0.0.1:{port}/readyz"))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return engine;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("poch-service did not become ready");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn whole_matches_through_the_engine_service() {
    let key = poch_service::token::SealingKey::generate("tables-test").unwrap();
    let engine = Engine::start(&production(&key)).await;
    let url = format!("grpc://127.0.0.1:{}", engine.port);
    let server = Server::start(&["--engine-url", &url]).await;
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

/// `poch replay FILE --server URL ARGS`: its exit status and its report.
fn poch_replay(file: &std::path::Path, url: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_poch-for-tables"))
        .arg("replay")
        .arg(file)
        .args(["--server", url])
        .args(args)
        .stderr(Stdio::inherit())
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8(out.stdout).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_finished_tables_records_replay_through_the_service() {
    let server = Server::start(&[]).await;
    let id = whole_match(&server, "classic", 3, &["heuristic"]).await;
    // Every record the table hands out, as downloaded: each finished deal's, then the match's.
    let (_, h) = server.get(&format!("/v1/tables/{id}/history"), None).await;
    let deals = h["deals"].as_array().unwrap().len();
    assert!(deals >= 1);
    let mut lines = Vec::new();
    for path in (1..=deals)
        .map(|n| format!("/v1/tables/{id}/history/deals/{n}"))
        .chain([format!("/v1/tables/{id}/history/match")])
    {
        let r = server.http.get(server.url(&path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        lines.push(r.text().await.unwrap());
    }
    let dir = std::env::temp_dir().join(format!("poch-tables-records-{}", fastrand::u64(..)));
    std::fs::create_dir_all(&dir).unwrap();
    let records = dir.join("records.jsonl");
    std::fs::write(&records, lines.concat()).unwrap();
    // A record whose last action is gone: its last deal does not end as recorded.
    let mut cut: serde_json::Value = serde_json::from_str(lines.last().unwrap()).unwrap();
    cut["actions"].as_array_mut().unwrap().pop();
    let tampered = dir.join("tampered.jsonl");
    std::fs::write(&tampered, format!("{cut}\n")).unwrap();

    // A service for analysis, as one runs locally: a record's deal comes from its revealed
    // deck orders (a deal's record) or its revealed match seed (the match's), which the caller
    // supplies.
    let analysis = Engine::start(
        &[
            "--allow-caller-seeds",
            "true",
            "--allow-deck-orders",
            "true",
        ]
        .map(str::to_owned),
    )
    .await;
    let all = format!("{} records reproduce, 0 do not", deals + 1);
    for url in [
        format!("grpc://127.0.0.1:{}", analysis.port),
        format!("http://127.0.0.1:{}", analysis.port),
    ] {
        for operation in [&[][..], &["--operation", "apply"][..]] {
            let (ok, report) = poch_replay(&records, &url, operation);
            assert!(
                ok && report.trim_end().ends_with(&all),
                "{url} {operation:?}: {report}"
            );
        }
        let (ok, report) = poch_replay(&tampered, &url, &[]);
        assert!(!ok, "{url}: {report}");
        assert!(
            report.contains("the replay differs")
                && report.contains("0 records reproduce, 1 do not"),
            "{url}: {report}"
        );
    }
    // The production engine takes no caller's deck or seed: it refuses to replay them.
    let key = poch_service::token::SealingKey::generate("tables-test").unwrap();
    let production = Engine::start(&production(&key)).await;
    let (ok, report) = poch_replay(
        &records,
        &format!("grpc://127.0.0.1:{}", production.port),
        &[],
    );
    assert!(!ok);
    assert!(
        report.contains(&format!("0 records reproduce, {} do not", deals + 1))
            && report.contains("the match cannot start"),
        "{report}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A span as the collector got it, with the service that sent it.
#[derive(Debug)]
struct Span {
    service: String,
    name: String,
    trace: Vec<u8>,
    id: Vec<u8>,
    parent: Vec<u8>,
}

fn spans(collector: &otlp::OtlpCollector) -> Vec<Span> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value as V;
    let mut out = Vec::new();
    for resource_spans in collector
        .exports()
        .into_iter()
        .flat_map(|e| e.resource_spans)
    {
        let service = resource_spans
            .resource
            .iter()
            .flat_map(|r| &r.attributes)
            .find(|kv| kv.key == "service.name")
            .and_then(|kv| kv.value.clone()?.value)
            .map(|v| match v {
                V::StringValue(s) => s,
                other => format!("{other:?}"),
            })
            .unwrap_or_default();
        for span in resource_spans.scope_spans.into_iter().flat_map(|s| s.spans) {
            out.push(Span {
                service: service.clone(),
                name: span.name,
                trace: span.trace_id,
                id: span.span_id,
                parent: span.parent_span_id,
            });
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_moves_trace_follows_it_into_the_engine() {
    let collector = otlp::OtlpCollector::start().await;
    let env = [
        ("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint.as_str()),
        ("OTEL_BSP_SCHEDULE_DELAY", "100"),
    ];
    let key = poch_service::token::SealingKey::generate("tables-test").unwrap();
    let engine = Engine::start_env(&production(&key), &env).await;
    let url = format!("grpc://127.0.0.1:{}", engine.port);
    let server = Server::start_env(&["--engine-url", &url], &env).await;
    whole_match(&server, "classic", 3, &["heuristic"]).await;
    // A person's move (`play`), its engine call (`engine.apply`), and the engine service's
    // span of that call, each the child of the one before, in one trace.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let all = spans(&collector);
        let chain = all
            .iter()
            .filter(|s| s.service == "poch-tables" && s.name == "play")
            .find_map(|play| {
                let apply = all.iter().find(|s| {
                    s.service == "poch-tables" && s.name == "engine.apply" && s.parent == play.id
                })?;
                let served = all
                    .iter()
                    .find(|s| s.service == "poch-service" && s.parent == apply.id)?;
                Some((play, apply, served))
            });
        if let Some((play, apply, served)) = chain {
            assert_eq!(apply.trace, play.trace);
            assert_eq!(served.trace, play.trace, "{served:?}");
            assert_eq!(served.name, "request");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no move's trace reaches the engine: {:?}",
            all.iter()
                .map(|s| (&s.service, &s.name))
                .collect::<std::collections::BTreeSet<_>>()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

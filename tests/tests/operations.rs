//! Operating the service: gRPC health and reflection, the probes, metrics, the OpenAPI document
//! and Swagger UI, load shedding, draining on SIGTERM, and OTLP trace export.

use std::time::{Duration, Instant};

use poch_api::convert::ToProto as _;
use poch_api::v1 as pb;
use poch_engine::{Action, DealSource, Game, NewGame, Rules, Seat, Seed};
use poch_tests::kit::{
    Answer, Held, OtlpCollector, PLAYERS, content_type_of, fresh_client, get_json, h2_client, hex,
    json_answer, metrics, metrics_with, one_at_a_time, rest_apply,
};
use poch_tests::{Server, grpc_framed};
use prost::Message as _;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, RETRY_AFTER};
use serde_json::{Value, json};
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt as _;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The seed of the long match: 32 bytes of 9.
const LONG_SEED: [u8; 32] = [9; 32];

/// The long match's stacks: deep, so that it lasts.
const LONG_CHIPS: u32 = 2_000;

/// A long classic match played by the plain policy ([`poch_tests::plain_actions`]): its actions
/// in order, and the version the last one leaves.
fn long_match(max_actions: usize) -> (Vec<(Seat, Action)>, u64) {
    let step = Game::new(new_game_input()).expect("a classic match starts");
    let actions = poch_tests::plain_actions(step.game.clone(), max_actions);
    let mut game = step.game;
    for (seat, action) in &actions {
        game = game
            .apply(*seat, action.clone())
            .expect("a legal action is accepted")
            .game;
    }
    let version = game.version();
    (actions, version)
}

fn new_game_input() -> NewGame {
    NewGame {
        rules: Rules {
            starting_chips: LONG_CHIPS,
            ..Rules::preset("classic").expect("classic")
        },
        players: PLAYERS.iter().map(|p| (*p).to_owned()).collect(),
        source: DealSource::Seed {
            seed: Seed(LONG_SEED),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    }
}

/// `value`, or what its `$ref` points to within `doc`.
fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    value["$ref"]
        .as_str()
        .and_then(|r| r.strip_prefix('#'))
        .and_then(|pointer| doc.pointer(pointer))
        .unwrap_or(value)
}

/// The REST replay body of `actions`.
fn rest_replay_body(actions: &[(Seat, Action)]) -> Vec<u8> {
    let actions: Vec<Value> = actions
        .iter()
        .map(|(seat, action)| json!({"seat": seat, "action": action}))
        .collect();
    serde_json::to_vec(&json!({
        "new_game": {
            "players": PLAYERS,
            "deal_source": {"seeded": {"seed": hex(&LONG_SEED)}},
            "rules": {"starting_chips": LONG_CHIPS},
        },
        "actions": actions,
    }))
    .expect("json")
}

/// The gRPC replay request of `actions`.
fn grpc_replay_request(actions: &[(Seat, Action)]) -> pb::ReplayRequest {
    pb::ReplayRequest {
        new_game: Some(pb::NewGameRequest {
            players: PLAYERS.iter().map(|p| (*p).to_owned()).collect(),
            deal_source: poch_tests::seeded(LONG_SEED.to_vec(), None),
            rules: Some(pb::Rules {
                starting_chips: Some(LONG_CHIPS),
                ..pb::Rules::default()
            }),
            ..pb::NewGameRequest::default()
        }),
        actions: actions
            .iter()
            .map(|(seat, action)| pb::SeatAction {
                seat: u32::try_from(seat.index()).expect("a small seat"),
                action: Some(action.to_proto()),
            })
            .collect(),
    }
}

/// An HTTP/1.1 client that opens a new connection for every request: the server closes a
/// connection whose request body it answered without reading, and a pooled connection could
/// be reused just as it closes.
fn fresh_http1_client() -> reqwest::Client {
    fresh_client(Duration::from_secs(30))
}

fn http1_client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("an HTTP/1.1 client")
}

async fn channel(server: &Server) -> Channel {
    Channel::from_shared(server.url())
        .expect("uri")
        .connect()
        .await
        .expect("connect gRPC")
}

/// The version a successful replay answer leaves (REST or gRPC).
fn replay_version(answer: &Answer, grpc: bool) -> u64 {
    assert_eq!(answer.http, StatusCode::OK, "{answer:?}");
    if grpc {
        assert_eq!(answer.grpc_status, Some(Code::Ok), "{answer:?}");
        let reply = pb::ReplayResponse::decode(&answer.body[5..]).expect("a ReplayResponse");
        match reply.state.and_then(|s| s.kind) {
            Some(pb::state_envelope::Kind::Plain(state)) => state.version,
            other => panic!("not a plain state: {other:?}"),
        }
    } else {
        let reply: Value = serde_json::from_slice(&answer.body).expect("json");
        reply["state"]["plain"]["version"]
            .as_u64()
            .expect("a version")
    }
}

// ---------------------------------------------------------------------------------------------
// Health and reflection
// ---------------------------------------------------------------------------------------------

/// Asks reflection version `$v` (`v1` or `v1alpha` of `tonic_reflection::pb`) over `$channel`
/// for the list of services and the file declaring the engine's service: (the service names,
/// the file descriptors).
macro_rules! reflect {
    ($v:ident, $channel:expr) => {{
        use tonic_reflection::pb::$v::server_reflection_client::ServerReflectionClient;
        use tonic_reflection::pb::$v::server_reflection_request::MessageRequest;
        use tonic_reflection::pb::$v::server_reflection_response::MessageResponse;
        use tonic_reflection::pb::$v::{ServerReflectionRequest, ServerReflectionResponse};

        let mut client = ServerReflectionClient::new($channel);
        let ask = |m: MessageRequest| ServerReflectionRequest {
            host: String::new(),
            message_request: Some(m),
        };
        let requests = vec![
            ask(MessageRequest::ListServices(String::new())),
            ask(MessageRequest::FileContainingSymbol(
                "poch.v1.EngineService".into(),
            )),
        ];
        let mut stream = client
            .server_reflection_info(tokio_stream::iter(requests))
            .await
            .expect(concat!("reflection ", stringify!($v)))
            .into_inner();
        let mut answers: Vec<ServerReflectionResponse> = Vec::new();
        while let Some(answer) =
            stream
                .message()
                .await
                .expect(concat!("a ", stringify!($v), " answer"))
        {
            answers.push(answer);
        }
        assert_eq!(answers.len(), 2);
        let Some(MessageResponse::ListServicesResponse(list)) = &answers[0].message_response else {
            panic!("not a service list: {:?}", answers[0]);
        };
        let names: Vec<String> = list.service.iter().map(|s| s.name.clone()).collect();
        let Some(MessageResponse::FileDescriptorResponse(files)) = &answers[1].message_response
        else {
            panic!("not a file descriptor: {:?}", answers[1]);
        };
        (names, files.file_descriptor_proto.clone())
    }};
}

/// Asks reflection version `$v` over `$channel` for the list of services, which must be
/// refused: the refusal.
macro_rules! reflection_refused {
    ($v:ident, $channel:expr) => {{
        use tonic_reflection::pb::$v::ServerReflectionRequest;
        use tonic_reflection::pb::$v::server_reflection_client::ServerReflectionClient;
        use tonic_reflection::pb::$v::server_reflection_request::MessageRequest;
        let request = ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::ListServices(String::new())),
        };
        ServerReflectionClient::new($channel)
            .server_reflection_info(tokio_stream::iter(vec![request]))
            .await
            .expect_err(concat!("no reflection ", stringify!($v)))
    }};
}

#[tokio::test]
async fn grpc_health_and_reflection_v1_and_v1alpha() {
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

    let server = Server::start();
    let channel = channel(&server).await;
    let mut health = HealthClient::new(channel.clone());
    for service in ["", "poch.v1.EngineService"] {
        let reply = health
            .check(HealthCheckRequest {
                service: service.into(),
            })
            .await
            .unwrap_or_else(|e| panic!("Check({service:?}): {e:?}"))
            .into_inner();
        assert_eq!(reply.status(), ServingStatus::Serving, "{service:?}");
    }
    let status = health
        .check(HealthCheckRequest {
            service: "poch.v2.Nothing".into(),
        })
        .await
        .expect_err("an unknown service");
    assert_eq!(status.code(), Code::NotFound);

    let (names, files) = reflect!(v1, channel.clone());
    assert!(
        names.iter().any(|n| n == "poch.v1.EngineService"),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n == "grpc.health.v1.Health"),
        "{names:?}"
    );
    assert_engine_service_described(&files);

    let (names, files) = reflect!(v1alpha, channel.clone());
    assert!(
        names.iter().any(|n| n == "poch.v1.EngineService"),
        "{names:?}"
    );
    assert_engine_service_described(&files);
}

/// `--serve-docs false` (`POCH_SERVE_DOCS`) and `--serve-reflection false`: `/openapi.json`,
/// `/docs` and both reflection services answer `not_found`, as any path the server does not
/// serve; the API and gRPC health are served as before.
#[tokio::test]
async fn docs_and_reflection_can_be_switched_off() {
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

    let server = Server::start_with(
        &["--serve-reflection", "false"],
        &[("POCH_SERVE_DOCS", "false")],
    );
    let http = server.http();
    for path in [
        "/openapi.json",
        "/docs",
        "/docs/",
        "/docs/swagger-initializer.js",
    ] {
        let response = http
            .get(format!("{}{path}", server.url()))
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let problem: Value = response.json().await.expect("a problem document");
        assert_eq!(problem["code"], "not_found", "{path}");
    }
    let response = http
        .get(format!("{}/v1/rules/presets", server.url()))
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);

    let channel = channel(&server).await;
    let status = reflection_refused!(v1, channel.clone());
    assert_eq!(status.code(), Code::Unimplemented, "{status:?}");
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.reason, "not_found");
    let status = reflection_refused!(v1alpha, channel.clone());
    assert_eq!(status.code(), Code::Unimplemented, "{status:?}");
    let reply = HealthClient::new(channel)
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .expect("gRPC health")
        .into_inner();
    assert_eq!(reply.status(), ServingStatus::Serving);
}

/// `/play` is a practice table: served by default, and with `--serve-play false`
/// (`POCH_SERVE_PLAY`, as in the prod overlay) the page and every asset of it answer
/// `not_found`, as any path the server does not serve, `/` neither sends a browser there nor
/// lists it, and the API is served as before.
#[tokio::test]
async fn the_practice_table_can_be_switched_off() {
    let paths = [
        "/play",
        "/play/",
        "/play/play.js",
        "/play/play.css",
        "/play/rules",
        "/play/guide/en",
        "/play/favicon.svg",
    ];
    let on = Server::start();
    for path in paths {
        let response = on
            .http()
            .get(format!("{}{path}", on.url()))
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::OK, "{path}");
    }
    for (args, env) in [
        (&["--serve-play", "false"][..], &[][..]),
        (&[][..], &[("POCH_SERVE_PLAY", "false")][..]),
    ] {
        let off = Server::start_with(args, env);
        for path in paths {
            let response = off
                .http()
                .get(format!("{}{path}", off.url()))
                .send()
                .await
                .expect("an answer");
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
            assert_eq!(
                content_type_of(response.headers()),
                "application/problem+json",
                "{path}"
            );
            let problem: Value = response.json().await.expect("a problem document");
            assert_eq!(problem["code"], "not_found", "{path}");
        }
        // `/` does not send a browser to the table, and lists no page of it.
        let home = off
            .http()
            .get(format!("{}/", off.url()))
            .header("accept", "text/html")
            .send()
            .await
            .expect("an answer");
        assert_eq!(home.status(), StatusCode::OK);
        assert!(home.headers().get("location").is_none());
        let page = home.text().await.expect("a page");
        assert!(
            page.contains("/healthz") && !page.contains("/play"),
            "{page}"
        );
        let home = get_json(&off.http(), &format!("{}/", off.url())).await;
        let listed = home["pages"].as_array().expect("the pages");
        assert!(!listed.is_empty(), "{home}");
        assert!(
            listed
                .iter()
                .all(|p| !p["path"].as_str().unwrap_or("").starts_with("/play")),
            "{home}"
        );
        let (status, game) = off
            .post_json("/v1/games", &json!({"players": ["a", "b", "c"]}))
            .await;
        assert_eq!(status, 200, "{game}");
        assert!(game["to_act"].is_number(), "{game}");
    }
}

/// The descriptors hold `poch.v1.EngineService` with its ten methods.
fn assert_engine_service_described(files: &[Vec<u8>]) {
    let mut methods = Vec::new();
    for bytes in files {
        let file = prost_types::FileDescriptorProto::decode(bytes.as_slice())
            .expect("a FileDescriptorProto");
        if file.package() != "poch.v1" {
            continue;
        }
        for service in &file.service {
            if service.name() == "EngineService" {
                methods.extend(service.method.iter().map(|m| m.name().to_owned()));
            }
        }
    }
    methods.sort();
    assert_eq!(
        methods,
        [
            "Apply",
            "ChooseAction",
            "CommitServerSeed",
            "GetView",
            "ListLegalActions",
            "ListPresets",
            "NewGame",
            "Replay",
            "ValidateState",
            "VerifyDeal"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Probes and metrics
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn probes_answer_and_metrics_count_by_operation_and_outcome() {
    let server = Server::start();
    let http = server.http();
    let url = server.url();
    for probe in ["/healthz", "/readyz"] {
        let response = http
            .get(format!("{url}{probe}"))
            .send()
            .await
            .expect("probe");
        assert_eq!(response.status(), StatusCode::OK, "{probe}");
        let body: Value = response.json().await.expect("json");
        assert_eq!(body, json!({"status": "ok"}), "{probe}");
    }

    // Three requests: one served over REST, one refused over REST, one served over gRPC.
    let response = http
        .get(format!("{url}/v1/rules/presets"))
        .send()
        .await
        .expect("presets");
    assert_eq!(response.status(), StatusCode::OK);
    let response = http
        .post(format!("{url}/v1/games"))
        .json(&json!({"players": ["ann", "bob"]}))
        .send()
        .await
        .expect("new game");
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let mut grpc = server.grpc().await;
    grpc.list_presets(pb::ListPresetsRequest {})
        .await
        .expect("ListPresets");
    // Two refused before the operation ran, as bodies it cannot read: counted all the same.
    let response = rest_apply(&http, &url, "{\"state\":").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let response = h2_client()
        .post(format!("{url}/poch.v1.EngineService/Apply"))
        .header(CONTENT_TYPE, "application/grpc")
        .header("te", "trailers")
        .body(vec![0, 0, 0, 0, 3, 0xff, 0xff, 0xff])
        .send()
        .await
        .expect("Apply");
    assert_eq!(
        response
            .headers()
            .get("grpc-status")
            .and_then(|v| v.to_str().ok()),
        Some("3"),
        "INVALID_ARGUMENT (malformed_body)"
    );
    // A route that names no operation is not counted.
    let response = http
        .get(format!("{url}/v1/games/apply"))
        .send()
        .await
        .expect("wrong method");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);

    let response = http
        .get(format!("{url}/metrics"))
        .send()
        .await
        .expect("metrics");
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = content_type_of(response.headers());
    assert!(
        content_type.starts_with("text/plain") && content_type.contains("version=0.0.4"),
        "{content_type}"
    );
    let text = response.text().await.expect("text");
    for line in [
        "# TYPE poch_requests_total counter",
        "# TYPE poch_request_duration_seconds histogram",
        "poch_requests_total{operation=\"list_presets\",transport=\"rest\",outcome=\"ok\"} 1",
        "poch_requests_total{operation=\"new_game\",transport=\"rest\",outcome=\"player_count\"} 1",
        "poch_requests_total{operation=\"list_presets\",transport=\"grpc\",outcome=\"ok\"} 1",
        "poch_requests_total{operation=\"apply\",transport=\"rest\",outcome=\"malformed_body\"} 1",
        "poch_requests_total{operation=\"apply\",transport=\"grpc\",outcome=\"malformed_body\"} 1",
        "poch_request_duration_seconds_count{operation=\"new_game\",transport=\"rest\"} 1",
        "poch_request_duration_seconds_bucket{operation=\"list_presets\",transport=\"grpc\",le=\"+Inf\"} 1",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
    // Every sample line is `name{labels} number` or `name number`; the counters are exactly
    // these five.
    let mut counters = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (series, value) = line.rsplit_once(' ').expect("a sample");
        assert!(value.parse::<f64>().is_ok(), "{line}");
        // Labelled series of the service's own, or a bare name (the in-flight gauge and the
        // process's figures).
        let bare = series.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
        assert!(
            (series.starts_with("poch_") && (series.ends_with('}') || bare))
                || (series.starts_with("process_") && bare),
            "{line}"
        );
        if series.starts_with("poch_requests_total{") {
            counters += 1;
        }
    }
    assert_eq!(counters, 5, "{text}");
}

// ---------------------------------------------------------------------------------------------
// OpenAPI and Swagger UI
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn openapi_document_lists_every_route_and_docs_serve_html() {
    let server = Server::start();
    let http = server.http();
    let url = server.url();
    let response = http
        .get(format!("{url}/openapi.json"))
        .send()
        .await
        .expect("openapi.json");
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = content_type_of(response.headers());
    assert!(
        content_type.starts_with("application/json"),
        "{content_type}"
    );
    let doc: Value = response.json().await.expect("JSON");
    let version = doc["openapi"].as_str().expect("an openapi version");
    assert!(version.starts_with("3.1."), "{version}");
    assert!(doc["info"]["title"].is_string());
    assert!(doc["info"]["version"].is_string());

    let routes = [
        ("/v1/games", "post"),
        ("/v1/games/apply", "post"),
        ("/v1/games/legal-actions", "post"),
        ("/v1/games/view", "post"),
        ("/v1/games/validate", "post"),
        ("/v1/games/replay", "post"),
        ("/v1/rules/presets", "get"),
        ("/healthz", "get"),
        ("/readyz", "get"),
        ("/metrics", "get"),
    ];
    for (path, method) in routes {
        let operation = &doc["paths"][path][method];
        assert!(operation.is_object(), "{method} {path} is not documented");
        assert!(
            resolve(&doc, &operation["responses"]["200"]).is_object(),
            "{method} {path} documents no 200"
        );
        if method == "post" {
            let schema = &operation["requestBody"]["content"]["application/json"]["schema"];
            assert!(schema.is_object(), "{method} {path} documents no JSON body");
            let responses = operation["responses"].as_object().expect("responses");
            let problems = responses
                .iter()
                .filter(|(status, _)| status.starts_with('4'))
                .filter(|(_, r)| {
                    resolve(&doc, r)["content"]["application/problem+json"].is_object()
                })
                .count();
            assert!(problems > 0, "{method} {path} documents no problem");
        }
    }
    // Every documented operation is served: none answers 404 or 405.
    let paths = doc["paths"].as_object().expect("paths");
    for (path, item) in paths {
        for method in item.as_object().expect("a path item").keys() {
            let request = match method.as_str() {
                "get" => http.get(format!("{url}{path}")),
                "post" => http
                    .post(format!("{url}{path}"))
                    .header(CONTENT_TYPE, "application/json")
                    .body("{}"),
                _ => continue,
            };
            let status = request.send().await.expect("an answer").status();
            assert!(
                status != StatusCode::NOT_FOUND && status != StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path} is documented but answers {status}"
            );
        }
    }
    // Every reference resolves.
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    for name in [
        "Problem",
        "GameResponse",
        "NewGameRequest",
        "ApplyRequest",
        "ReplayRequest",
    ] {
        assert!(schemas.contains_key(name), "no schema {name}");
    }
    let text = doc.to_string();
    for piece in text.split("\"$ref\":\"").skip(1) {
        let reference = piece.split('"').next().expect("a reference");
        let target = reference
            .strip_prefix('#')
            .and_then(|pointer| doc.pointer(pointer));
        assert!(target.is_some(), "a dangling $ref to {reference}");
    }

    // Swagger UI (following the redirect from /docs to /docs/).
    let response = http.get(format!("{url}/docs")).send().await.expect("docs");
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = content_type_of(response.headers());
    assert!(content_type.starts_with("text/html"), "{content_type}");
    let html = response.text().await.expect("html");
    assert!(html.to_lowercase().contains("swagger"), "{html}");
    let init = http
        .get(format!("{url}/docs/swagger-initializer.js"))
        .send()
        .await
        .expect("initializer");
    assert_eq!(init.status(), StatusCode::OK);
    assert!(init.text().await.expect("js").contains("/openapi.json"));
}

// ---------------------------------------------------------------------------------------------
// Load shedding
// ---------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_over_the_concurrency_limit_are_shed_as_overloaded() {
    let server = one_at_a_time();
    let url = server.url();
    let (actions, version) = long_match(2_000);
    let rest_body = rest_replay_body(&actions);
    let grpc_request = grpc_replay_request(&actions);
    let http = fresh_http1_client();
    // A request answered before its body is read: over HTTP/1.1 the server then resets a
    // connection a client may still be writing to, so the large bodies go over HTTP/2.
    let h2 = h2_client();
    let mut grpc = server.grpc().await;

    // A slow client holds no place: a replay whose body is half sent leaves the slot free.
    let held_client = http1_client();
    let half_sent = Held::start(
        &held_client,
        format!("{url}/v1/games/replay"),
        false,
        rest_body.clone(),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let response = http
        .get(format!("{url}/v1/rules/presets"))
        .send()
        .await
        .expect("presets");
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "a half-sent body took the slot"
    );
    let answer = half_sent.release().await;
    assert_eq!(replay_version(&answer, false), version);

    // A request that takes long holds the only slot (the no-op baseline, told to wait 3 s
    // before it answers). If it arrived while a probe below held the slot, it was shed itself:
    // start it again.
    let start_holder = || {
        let (client, url) = (http1_client(), url.clone());
        tokio::spawn(async move {
            client
                .post(format!("{url}/bench/noop"))
                .header(CONTENT_TYPE, "application/json")
                .header("x-noop-hold-ms", "3000")
                .body("{}")
                .send()
                .await
                .expect("an answer to the holder")
                .status()
        })
    };
    let mut holder = start_holder();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if holder.is_finished() {
            holder = start_holder();
        }
        let response = http
            .get(format!("{url}/v1/rules/presets"))
            .send()
            .await
            .expect("presets");
        if response.status() == StatusCode::SERVICE_UNAVAILABLE {
            break;
        }
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{:?}",
            response.text().await
        );
        assert!(Instant::now() < deadline, "the holder never took the slot");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // Probes are never shed: a full replica is busy, not unhealthy.
    for probe in ["/healthz", "/readyz", "/metrics"] {
        let response = http
            .get(format!("{url}{probe}"))
            .send()
            .await
            .expect("probe");
        assert_eq!(response.status(), StatusCode::OK, "{probe} while full");
    }

    // Every other request is shed: REST with 503, Retry-After and `overloaded`; gRPC with
    // RESOURCE_EXHAUSTED and ErrorInfo `overloaded`.
    for (client, path, body) in [
        (&h2, "/v1/games/replay", rest_body.clone()),
        (
            &http,
            "/v1/games",
            serde_json::to_vec(&json!({"players": PLAYERS})).expect("json"),
        ),
    ] {
        let response = client
            .post(format!("{url}{path}"))
            .header(CONTENT_TYPE, "application/json")
            .body(body)
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE, "{path}");
        assert_eq!(
            response
                .headers()
                .get(RETRY_AFTER)
                .and_then(|v| v.to_str().ok()),
            Some("1"),
            "{path}"
        );
        assert_eq!(
            content_type_of(response.headers()),
            "application/problem+json"
        );
        let problem: Value = response.json().await.expect("json");
        assert_eq!(problem["code"], "overloaded", "{path}");
        assert_eq!(problem["status"], 503);
    }
    let status = grpc
        .replay(grpc_request.clone())
        .await
        .expect_err("a shed Replay");
    assert_overloaded(&status);
    let status = grpc
        .list_presets(pb::ListPresetsRequest {})
        .await
        .expect_err("a shed ListPresets");
    assert_overloaded(&status);
    // Shed requests are counted under their operation, with the code they were answered with.
    let text = metrics_with(&http, &url).await;
    for (operation, transport) in [
        ("replay", "rest"),
        ("new_game", "rest"),
        ("list_presets", "rest"),
        ("replay", "grpc"),
        ("list_presets", "grpc"),
    ] {
        let series = format!(
            "poch_requests_total{{operation=\"{operation}\",transport=\"{transport}\",outcome=\"overloaded\"}} "
        );
        let count = text
            .lines()
            .find_map(|l| l.strip_prefix(&series))
            .and_then(|n| n.parse::<u64>().ok());
        assert!(count >= Some(1), "{series}: {count:?} in\n{text}");
    }

    // The holder completes; then the slot is free again.
    assert_eq!(holder.await.expect("the holder's task"), StatusCode::OK);
    let reply = grpc
        .replay(grpc_request.clone())
        .await
        .expect("Replay once the slot is free")
        .into_inner();
    let Some(pb::state_envelope::Kind::Plain(state)) = reply.state.and_then(|s| s.kind) else {
        panic!("not a plain state");
    };
    assert_eq!(state.version, version);

    // A burst of replays: each is served or shed, as documented, and nothing else.
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..24 {
        let url = url.clone();
        let rest_body = rest_body.clone();
        let grpc_request = grpc_request.clone();
        let grpc_channel = channel(&server).await;
        tasks.spawn(async move {
            if i % 2 == 0 {
                let response = h2_client()
                    .post(format!("{url}/v1/games/replay"))
                    .header(CONTENT_TYPE, "application/json")
                    .body(rest_body)
                    .send()
                    .await
                    .expect("an answer");
                if response.status() == StatusCode::OK {
                    let reply: Value = response.json().await.expect("json");
                    assert_eq!(reply["state"]["plain"]["version"], version);
                    true
                } else {
                    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
                    assert!(response.headers().get(RETRY_AFTER).is_some());
                    let problem: Value = response.json().await.expect("json");
                    assert_eq!(problem["code"], "overloaded");
                    false
                }
            } else {
                let mut client = pb::engine_service_client::EngineServiceClient::new(grpc_channel)
                    .max_decoding_message_size(64 << 20);
                match client.replay(grpc_request).await {
                    Ok(reply) => {
                        let state = reply.into_inner().state.and_then(|s| s.kind);
                        let Some(pb::state_envelope::Kind::Plain(state)) = state else {
                            panic!("not a plain state");
                        };
                        assert_eq!(state.version, version);
                        true
                    }
                    Err(status) => {
                        assert_overloaded(&status);
                        false
                    }
                }
            }
        });
    }
    let (mut served, mut shed) = (0, 0);
    while let Some(result) = tasks.join_next().await {
        if result.expect("every answer is a success or `overloaded`") {
            served += 1;
        } else {
            shed += 1;
        }
    }
    assert_eq!(served + shed, 24);
    assert!(served >= 1, "nothing was served");
}

/// [`poch_tests::kit::assert_overloaded`], in the error domain `poch.v1`, with `retry-after: 1`.
fn assert_overloaded(status: &tonic::Status) {
    poch_tests::kit::assert_overloaded(status);
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.domain, "poch.v1");
    assert_eq!(
        status
            .metadata()
            .get("retry-after")
            .and_then(|v| v.to_str().ok()),
        Some("1")
    );
}

// ---------------------------------------------------------------------------------------------
// The bound of a Replay
// ---------------------------------------------------------------------------------------------

/// A `Replay` takes at most `MAX_REPLAY_ACTIONS` actions, on both wires: a match of exactly
/// that many is replayed, one more is `too_many_actions` (422 / INVALID_ARGUMENT, naming the
/// `field`, and the `limit` in gRPC's ErrorInfo), before any action is applied: the extra one
/// is not even legal.
#[tokio::test]
async fn a_replay_takes_at_most_its_bound_of_actions_on_both_wires() {
    let server = Server::start();
    let limit = poch_api::MAX_REPLAY_ACTIONS;
    let (mut actions, version) = long_match(limit);
    assert_eq!(actions.len(), limit, "the long match is long enough");
    let http = h2_client();
    let mut grpc = server.grpc().await;
    let replay = |actions: &[(Seat, Action)]| {
        http.post(format!("{}/v1/games/replay", server.url()))
            .header(CONTENT_TYPE, "application/json")
            .body(rest_replay_body(actions))
            .send()
    };

    let answer: Value = replay(&actions)
        .await
        .expect("an answer")
        .json()
        .await
        .expect("json");
    assert_eq!(answer["state"]["plain"]["version"], json!(version));
    let answer = grpc
        .replay(grpc_replay_request(&actions))
        .await
        .expect("a replay at the bound")
        .into_inner();
    assert_eq!(answer.version, version);

    actions.push((Seat(9), Action::Fold));
    let response = replay(&actions).await.expect("an answer");
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let problem: Value = response.json().await.expect("a problem");
    assert_eq!(problem["code"], "too_many_actions", "{problem}");
    assert_eq!(problem["field"], "actions", "{problem}");
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains(&limit.to_string())),
        "{problem}"
    );
    let status = grpc
        .replay(grpc_replay_request(&actions))
        .await
        .expect_err("one action past the bound");
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    let info = status.get_details_error_info().expect("an ErrorInfo");
    assert_eq!(info.reason, "too_many_actions");
    assert_eq!(
        info.metadata.get("field").map(String::as_str),
        Some("actions")
    );
    assert_eq!(
        info.metadata.get("limit").map(String::as_str),
        Some(limit.to_string().as_str())
    );
}

// ---------------------------------------------------------------------------------------------
// Draining on SIGTERM
// ---------------------------------------------------------------------------------------------

/// A request still unfinished when the timeout passes is answered `timeout` (504, or
/// DEADLINE_EXCEEDED), and counted under its operation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_past_the_timeout_are_answered_timeout_and_counted() {
    let server = Server::start_with(&["--request-timeout-ms", "300"], &[]);
    let url = server.url();
    let (actions, _) = long_match(300);
    let h2 = h2_client();
    // Half of each body is sent, the rest never: the server stops waiting at 300 ms.
    let rest = Held::start(
        &h2,
        format!("{url}/v1/games/replay"),
        false,
        rest_replay_body(&actions),
    )
    .await;
    let grpc = Held::start(
        &h2,
        format!("{url}/poch.v1.EngineService/Replay"),
        true,
        grpc_framed(&grpc_replay_request(&actions)),
    )
    .await;
    let answer = tokio::time::timeout(Duration::from_secs(10), rest.answer)
        .await
        .expect("answered within 10 s")
        .expect("the task");
    assert_eq!(answer.http, StatusCode::GATEWAY_TIMEOUT);
    let problem: Value = serde_json::from_slice(&answer.body).expect("a problem document");
    assert_eq!(problem["code"], "timeout");
    let answer = tokio::time::timeout(Duration::from_secs(10), grpc.answer)
        .await
        .expect("answered within 10 s")
        .expect("the task");
    assert_eq!(answer.grpc_status, Some(Code::DeadlineExceeded));

    let text = metrics(&server).await;
    for transport in ["rest", "grpc"] {
        let line = format!(
            "poch_requests_total{{operation=\"replay\",transport=\"{transport}\",outcome=\"timeout\"}} 1"
        );
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_drains_every_request_in_flight_then_exits_zero() {
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

    let server = Server::start_with(&["--drain-timeout-ms", "20000"], &[]);
    let url = server.url();
    let (actions, version) = long_match(300);
    let rest_body = rest_replay_body(&actions);
    let grpc_body = grpc_framed(&grpc_replay_request(&actions));

    // Readiness as the gRPC health service streams it.
    let health_channel = channel(&server).await;
    let mut watch = HealthClient::new(health_channel.clone())
        .watch(HealthCheckRequest {
            service: "poch.v1.EngineService".into(),
        })
        .await
        .expect("Watch")
        .into_inner();
    let first = watch.message().await.expect("a status").expect("a status");
    assert_eq!(first.status(), ServingStatus::Serving);

    // 16 REST requests (each on its own HTTP/1.1 connection) and 16 gRPC requests (streams of
    // one HTTP/2 connection) in flight: the server has their heads, not yet their whole bodies.
    let h2 = h2_client();
    let mut held = Vec::new();
    for _ in 0..16 {
        let rest = Held::start(
            &http1_client(),
            format!("{url}/v1/games/replay"),
            false,
            rest_body.clone(),
        )
        .await;
        held.push((false, rest));
        let grpc = Held::start(
            &h2,
            format!("{url}/poch.v1.EngineService/Replay"),
            true,
            grpc_body.clone(),
        )
        .await;
        held.push((true, grpc));
    }
    tokio::time::sleep(Duration::from_millis(1_000)).await;

    server.signal_terminate();

    // Draining: health turns NOT_SERVING; a new request for /readyz is refused or answered 503.
    let next = tokio::time::timeout(Duration::from_secs(10), watch.message())
        .await
        .expect("the health status changes within 10 s")
        .expect("a status")
        .expect("a status");
    assert_eq!(next.status(), ServingStatus::NotServing);
    drop(watch);
    drop(health_channel);
    match http1_client().get(format!("{url}/readyz")).send().await {
        Ok(response) => {
            assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
            let body: Value = response.json().await.expect("json");
            assert_eq!(body["status"], "draining");
        }
        Err(e) => assert!(e.is_connect() || e.is_request(), "{e:?}"),
    }

    // Every request in flight completes, and completes well.
    let released = Instant::now();
    for (grpc, request) in held {
        let answer = request.release().await;
        assert_eq!(replay_version(&answer, grpc), version, "grpc: {grpc}");
    }
    drop(h2);
    let status = server
        .terminate_within(Duration::from_secs(30))
        .await
        .expect("poch-service exits after draining");
    assert!(status.success(), "exit status {status:?}");
    assert!(
        released.elapsed() < Duration::from_secs(15),
        "the exit waited for the drain timeout: a connection was left open"
    );
}

// ---------------------------------------------------------------------------------------------
// OTLP
// ---------------------------------------------------------------------------------------------

fn attribute(span: &opentelemetry_proto::tonic::trace::v1::Span, key: &str) -> Option<String> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value as V;
    span.attributes
        .iter()
        .find(|kv| kv.key == key)
        .and_then(|kv| kv.value.as_ref())
        .and_then(|v| v.value.as_ref())
        .map(|v| match v {
            V::StringValue(s) => s.clone(),
            V::BoolValue(b) => b.to_string(),
            V::IntValue(i) => i.to_string(),
            V::DoubleValue(d) => d.to_string(),
            V::ArrayValue(a) => format!("{a:?}"),
            V::KvlistValue(l) => format!("{l:?}"),
            V::BytesValue(b) => hex(b),
            V::StringValueStrindex(i) => format!("strindex {i}"),
        })
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_spans_are_exported_over_otlp_continuing_the_callers_trace() {
    use opentelemetry_proto::tonic::trace::v1::Span;

    let collector = OtlpCollector::start().await;
    let endpoint = collector.endpoint.clone();
    let server = Server::start_with(
        &[],
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint.as_str()),
            ("OTEL_BSP_SCHEDULE_DELAY", "100"),
        ],
    );
    let url = server.url();

    // A REST request inside the caller's trace.
    let rest_trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    let rest_parent = "00f067aa0ba902b7";
    let seed = hex(&[0x5a; 32]);
    let game = json_answer(
        http1_client()
            .post(format!("{url}/v1/games"))
            .header("traceparent", format!("00-{rest_trace}-{rest_parent}-01"))
            .json(&json!({"players": PLAYERS, "deal_source": {"seeded": {"seed": seed}}})),
    )
    .await;
    assert_eq!(game["phase"], "pochen");
    // And a gRPC call inside another.
    let grpc_trace = "0af7651916cd43dd8448eb211c80319c";
    let grpc_parent = "b7ad6b7169203331";
    let mut request = tonic::Request::new(pb::ListPresetsRequest {});
    request.metadata_mut().insert(
        "traceparent",
        format!("00-{grpc_trace}-{grpc_parent}-01")
            .parse()
            .expect("metadata"),
    );
    server
        .grpc()
        .await
        .list_presets(request)
        .await
        .expect("ListPresets");

    let find = |trace: &str| -> Option<Span> {
        let trace = unhex(trace);
        collector
            .spans()
            .into_iter()
            .find(|s| s.name == "request" && s.trace_id == trace)
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while find(rest_trace).is_none() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let rest_span = find(rest_trace).expect("the REST request's span arrives within 10 s");

    // SIGTERM: the exporter flushes what is left, and the process exits 0.
    let status = server
        .terminate_within(Duration::from_secs(20))
        .await
        .expect("poch-service exits after SIGTERM");
    assert!(status.success(), "exit status {status:?}");
    let grpc_span = find(grpc_trace).expect("the gRPC call's span is flushed by the shutdown");
    let spans = collector.spans();
    drop(collector);

    assert_eq!(rest_span.parent_span_id, unhex(rest_parent));
    assert_eq!(
        attribute(&rest_span, "operation").as_deref(),
        Some("new_game")
    );
    assert_eq!(attribute(&rest_span, "outcome").as_deref(), Some("ok"));
    assert_eq!(grpc_span.parent_span_id, unhex(grpc_parent));
    assert_eq!(
        attribute(&grpc_span, "operation").as_deref(),
        Some("list_presets")
    );
    assert_eq!(attribute(&grpc_span, "outcome").as_deref(), Some("ok"));

    // No span carries a card, a seed or a deal seed.
    let state = &game["state"]["plain"];
    let mut cards: Vec<String> = Vec::new();
    for hand in state["deal"]["hands"].as_array().expect("hands") {
        for card in hand.as_array().expect("a hand") {
            cards.push(card.as_str().expect("a card").to_owned());
        }
    }
    cards.push(
        state["deal"]["upcard"]
            .as_str()
            .expect("the upcard")
            .to_owned(),
    );
    assert_eq!(cards.len(), 32);
    let secrets = [
        seed.clone(),
        state["deal"]["deal_seed"]
            .as_str()
            .expect("a deal seed")
            .to_owned(),
    ];
    assert!(spans.len() >= 2);
    for span in &spans {
        let mut values: Vec<String> = span
            .attributes
            .iter()
            .filter_map(|kv| attribute(span, &kv.key))
            .collect();
        values.push(span.name.clone());
        values.extend(span.events.iter().map(|e| e.name.clone()));
        for value in values {
            for secret in &secrets {
                assert!(!value.contains(secret.as_str()), "a seed in span {span:?}");
            }
            for token in value.split(|c: char| !c.is_ascii_alphanumeric()) {
                assert!(
                    !cards.iter().any(|c| c == token),
                    "a card {token:?} in span {span:?}"
                );
            }
        }
    }
}

//! The server side of the load test's `Apply` (`tests/load/run.sh`), without the network: each
//! step of the gRPC and REST paths on the load test's position, and whole requests through the
//! service's router next to the no-op baseline's. BENCHMARKS.md reads these.
//!
//! `cargo bench -p poch-tests --bench apply_path`

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use clap::Parser as _;
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use http_body_util::BodyExt as _;
use poch_api::convert::{FromProto, ToProto};
use poch_api::v1 as pb;
use poch_engine::{Game, GameState};
use poch_service::AppState;
use poch_service::config::Config;
use poch_service::ops;
use poch_service::rest::strict;
use prost::Message as _;
use tower::ServiceExt as _;

struct Bodies {
    grpc: Bytes,
    json: Bytes,
    grpc_response_bytes: usize,
    json_response_bytes: usize,
}

fn bodies(game: &Game, seat: poch_engine::Seat, action: poch_engine::Action) -> Bodies {
    let grpc = poch_tests::grpc_framed(&poch_tests::apply_request(
        game.state(),
        seat,
        &action,
        false,
    ));
    let json = poch_tests::apply_body(game.state(), seat, &action);
    Bodies {
        grpc: grpc.into(),
        json: json.into(),
        grpc_response_bytes: 0,
        json_response_bytes: 0,
    }
}

/// A request to `path`; `reseal` makes the no-op the token floor.
fn http_request(
    path: &str,
    grpc: bool,
    body: &Bytes,
    noop_bytes: usize,
    reseal: bool,
) -> http::Request<axum::body::Body> {
    let mut request = poch_tests::content_headers(
        http::Request::post(path).header("x-noop-response-bytes", noop_bytes),
        grpc,
    );
    if reseal {
        request = request.header("x-noop-reseal", "1");
    }
    request
        .body(axum::body::Body::from(body.clone()))
        .expect("request")
}

/// Sends one request through the router and reads the whole answer; its body size.
async fn send(router: &axum::Router, request: http::Request<axum::body::Body>) -> usize {
    let response = router.clone().oneshot(request).await.expect("infallible");
    assert!(response.status().is_success(), "{}", response.status());
    let collected = response.into_body().collect().await.expect("body");
    if let Some(trailers) = collected.trailers() {
        assert_eq!(
            trailers.get("grpc-status").map(|v| v.as_bytes()),
            Some(&b"0"[..])
        );
    }
    collected.to_bytes().len()
}

fn bench(c: &mut Criterion) {
    let (game, seat, action) = poch_tests::load_position();
    let mut bodies = bodies(&game, seat, action.clone());
    let config = Config::parse_from(["poch-service", "--noop-baseline"]);
    let service = ops::Service::local();
    let app = Arc::new(AppState::new(service.clone(), config.max_body_bytes));
    let (router, _health) = poch_service::app(&config, app);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let apply_grpc = "/poch.v1.EngineService/Apply";
    let apply_rest = "/v1/games/apply";
    bodies.grpc_response_bytes = rt.block_on(send(
        &router,
        http_request(apply_grpc, true, &bodies.grpc, 0, false),
    )) - 5;
    bodies.json_response_bytes = rt.block_on(send(
        &router,
        http_request(apply_rest, false, &bodies.json, 0, false),
    ));
    println!(
        "sizes: gRPC request {} B, response {} B; REST request {} B, response {} B",
        bodies.grpc.len(),
        bodies.grpc_response_bytes + 5,
        bodies.json.len(),
        bodies.json_response_bytes
    );

    // The same Apply with the state sealed into a token.
    let token = service
        .seal(&game, poch_service::token::Provenance::CALLER_SEED)
        .expect("seal");
    let sealed = Bodies {
        grpc: poch_tests::grpc_framed(&poch_tests::kit::apply_on(
            Some(pb::StateEnvelope {
                kind: Some(pb::state_envelope::Kind::Sealed(token.clone())),
            }),
            seat.index() as u32,
            Some(action.to_proto()),
        ))
        .into(),
        json: serde_json::to_vec(&serde_json::json!({
            "state": {"sealed": poch_service::token::to_text(&token)},
            "seat": seat,
            "action": action,
            "include_views": false,
        }))
        .expect("JSON")
        .into(),
        grpc_response_bytes: 0,
        json_response_bytes: 0,
    };
    let sealed = Bodies {
        grpc_response_bytes: rt.block_on(send(
            &router,
            http_request(apply_grpc, true, &sealed.grpc, 0, false),
        )) - 5,
        json_response_bytes: rt.block_on(send(
            &router,
            http_request(apply_rest, false, &sealed.json, 0, false),
        )),
        ..sealed
    };
    println!(
        "sealed sizes: token {} B; gRPC request {} B, response {} B; REST request {} B, response {} B",
        token.len(),
        sealed.grpc.len(),
        sealed.grpc_response_bytes + 5,
        sealed.json.len(),
        sealed.json_response_bytes
    );
    let mut g = c.benchmark_group("token");
    let content = poch_service::token::Sealed::State(
        Box::new(game.state().clone()),
        poch_service::token::Provenance::CALLER_SEED,
    );
    g.bench_function("seal", |b| {
        b.iter(|| service.sealer.seal(black_box(&content)))
    });
    g.bench_function("open", |b| {
        b.iter(|| service.sealer.open(black_box(&token)))
    });
    g.bench_function("postcard_write", |b| {
        b.iter(|| postcard::to_stdvec(black_box(game.state())))
    });
    let bytes = postcard::to_stdvec(game.state()).expect("postcard");
    g.bench_function("postcard_read", |b| {
        b.iter(|| postcard::from_bytes::<GameState>(black_box(&bytes)))
    });
    g.finish();

    // The steps of gRPC `Apply`.
    let request = pb::ApplyRequest::decode(&bodies.grpc[5..]).expect("decode");
    let pb_state = match request.state.clone().and_then(|e| e.kind) {
        Some(pb::state_envelope::Kind::Plain(s)) => s,
        _ => unreachable!("a plain state"),
    };
    let state = GameState::from_proto(pb_state.clone()).expect("from_proto");
    let step = game.clone().apply(seat, action.clone()).expect("legal");
    let response = pb::ApplyResponse {
        state: Some(pb::StateEnvelope {
            kind: Some(pb::state_envelope::Kind::Plain(
                step.game.state().to_proto(),
            )),
        }),
        events: step.events.to_proto(),
        views: Vec::new(),
        to_act: step.game.to_act().map(|s| s.index() as u32),
        phase: i32::from(step.game.phase().to_proto()),
        match_id: step.game.match_id().to_proto(),
        version: step.game.state().version,
        seat_views: None,
    };
    let mut g = c.benchmark_group("grpc");
    g.bench_function("decode", |b| {
        b.iter(|| pb::ApplyRequest::decode(black_box(&bodies.grpc[5..])))
    });
    g.bench_function("from_proto", |b| {
        b.iter_batched(
            || pb_state.clone(),
            GameState::from_proto,
            BatchSize::SmallInput,
        )
    });
    g.bench_function("to_proto", |b| {
        b.iter(|| (step.game.state().to_proto(), step.events.to_proto()))
    });
    g.bench_function("encode", |b| {
        b.iter(|| black_box(&response).encode_to_vec())
    });
    g.finish();

    let mut g = c.benchmark_group("engine");
    g.bench_function("from_state", |b| {
        b.iter_batched(|| state.clone(), Game::from_state, BatchSize::SmallInput)
    });
    g.bench_function("apply", |b| {
        b.iter_batched(
            || game.clone(),
            |game| game.apply(seat, action.clone()).map_err(|r| r.rejection),
            BatchSize::SmallInput,
        )
    });
    g.finish();

    // The REST body as the service writes the state (its keys in field order), and with every
    // object's keys sorted (as `serde_json::Value` writes them).
    let sorted = serde_json::to_vec(
        &serde_json::from_slice::<serde_json::Value>(&bodies.json).expect("JSON"),
    )
    .expect("JSON");
    let mut g = c.benchmark_group("rest");
    type Req = poch_api::rest::ApplyRequest;
    for (name, body) in [("", &bodies.json[..]), ("_sorted", &sorted[..])] {
        g.bench_function(format!("strict_read{name}"), |b| {
            b.iter(|| strict::from_slice::<Req>(black_box(body)).map(drop))
        });
    }
    let outcome = ops::Service::local()
        .apply(
            ops::Envelope::Plain(Box::new(game.state().clone())),
            seat,
            ops::ApplyAction::Action(action.clone()),
            false,
            None,
        )
        .expect("legal");
    let rest_response = poch_service::rest::game_response(outcome, None).expect("an answer");
    g.bench_function("serde_json_write", |b| {
        b.iter(|| {
            let mut buf = Vec::with_capacity(4096);
            serde_json::to_writer(&mut buf, black_box(&rest_response)).map(|()| buf)
        })
    });
    g.finish();

    // Whole requests through the router: Apply, the no-op answering as many bytes, and for
    // tokens the token floor (the no-op that opens the token and seals it again).
    let mut g = c.benchmark_group("router");
    for (form, bodies) in [("sealed", &sealed), ("plain", &bodies)] {
        let (grpc_noop, rest_noop) = (poch_service::noop::GRPC_PATH, poch_service::noop::REST_PATH);
        let mut cases = vec![
            ("grpc_apply", apply_grpc, 0, false),
            ("grpc_noop", grpc_noop, bodies.grpc_response_bytes, false),
            ("rest_apply", apply_rest, 0, false),
            ("rest_noop", rest_noop, bodies.json_response_bytes, false),
        ];
        if form == "sealed" {
            cases.push(("grpc_floor", grpc_noop, bodies.grpc_response_bytes, true));
            cases.push(("rest_floor", rest_noop, bodies.json_response_bytes, true));
        }
        for (name, path, noop_bytes, reseal) in cases {
            let grpc = name.starts_with("grpc");
            let body = if grpc { &bodies.grpc } else { &bodies.json };
            g.bench_function(format!("{name}_{form}"), |b| {
                b.iter(|| {
                    rt.block_on(send(
                        &router,
                        http_request(path, grpc, body, noop_bytes, reseal),
                    ))
                })
            });
        }
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    targets = bench
}
criterion_main!(benches);
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

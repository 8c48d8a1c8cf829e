//! What compressing the service's gRPC answers saves and costs: asks a running `poch-service`
//! for answers of every size it gives (a view, legal actions, a new match, the actions of a
//! match, its events told in a locale, Replays of 100 to 10,000 actions), uncompressed, and
//! prints for each its protobuf size, its size deflated and gzipped at tonic's level (6), and
//! the time to compress it (the median of repeated runs on this core). The server compresses
//! an answer only from `--grpc-compress-min-bytes` on; this is the measurement behind its
//! default.
//!
//! `cargo run --release -p poch-tests --example compression_sizes -- ADDR`
//! (`tests/load/compression.sh` starts the server and runs it.)

use std::io::Write as _;
use std::time::{Duration, Instant};

use poch_api::v1 as pb;
use poch_api::v1::engine_service_client::EngineServiceClient;
use prost::Message as _;

/// The median time of compressing `bytes` with `compress`, over runs filling about 50 ms.
fn time(bytes: &[u8], compress: impl Fn(&[u8]) -> Vec<u8>) -> Duration {
    let once = {
        let start = Instant::now();
        std::hint::black_box(compress(bytes));
        start.elapsed()
    };
    let runs = (Duration::from_millis(50).as_nanos() / once.as_nanos().max(1)).clamp(5, 20_001);
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(compress(bytes));
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(6));
    e.write_all(bytes).expect("in memory");
    e.finish().expect("in memory")
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
    e.write_all(bytes).expect("in memory");
    e.finish().expect("in memory")
}

/// The first `n` actions of the long match, played by the tests' plain policy.
fn actions(n: usize) -> Vec<pb::SeatAction> {
    poch_tests::plain_play(poch_tests::long_match().0, n)
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let addr = std::env::args().nth(1).expect("ADDR");
    let mut client = EngineServiceClient::connect(format!("http://{addr}"))
        .await
        .expect("connect")
        .max_decoding_message_size(64 << 20)
        .max_encoding_message_size(64 << 20);
    let mut answers: Vec<(String, Vec<u8>)> = Vec::new();

    let started = client
        .new_game(poch_tests::long_match().1)
        .await
        .expect("NewGame")
        .into_inner();
    answers.push(("NewGame".into(), started.encode_to_vec()));
    let view = client
        .get_view(pb::GetViewRequest {
            state: started.state.clone(),
            seat: Some(1),
            ticket: Vec::new(),
        })
        .await
        .expect("GetView")
        .into_inner();
    answers.push(("GetView, a seat's".into(), view.encode_to_vec()));
    // The actions of the first deal, one Apply each, and the largest of their answers.
    let first = actions(12);
    let mut state = started.state.clone();
    let mut largest: Vec<u8> = Vec::new();
    for (i, action) in first.iter().enumerate() {
        let answer = client
            .apply(pb::ApplyRequest {
                state: state.clone(),
                seat: action.seat,
                action: action.action.clone(),
                locale: if i == 0 { "de".into() } else { String::new() },
                ..pb::ApplyRequest::default()
            })
            .await
            .expect("Apply")
            .into_inner();
        state = answer.state.clone();
        let bytes = answer.encode_to_vec();
        if i == 0 {
            answers.push(("Apply, its events told in de".into(), bytes.clone()));
        } else if i == 1 {
            answers.push(("Apply".into(), bytes.clone()));
        }
        if bytes.len() > largest.len() {
            largest = bytes;
        }
    }
    answers.push(("Apply, the largest of a deal".into(), largest));
    let legal = client
        .list_legal_actions(pb::ListLegalActionsRequest {
            state: state.clone(),
            seat: first.last().map_or(0, |a| (a.seat + 1) % 4),
            include_action_ids: true,
            ..pb::ListLegalActionsRequest::default()
        })
        .await
        .expect("ListLegalActions")
        .into_inner();
    answers.push(("ListLegalActions with ids".into(), legal.encode_to_vec()));
    for n in [100, 1_000, 10_000] {
        let replay = client
            .replay(pb::ReplayRequest {
                new_game: Some(poch_tests::long_match().1),
                actions: actions(n),
            })
            .await
            .expect("Replay")
            .into_inner();
        answers.push((format!("Replay of {n} actions"), replay.encode_to_vec()));
    }
    answers.sort_by_key(|(_, bytes)| bytes.len());

    println!(
        "| answer | protobuf bytes | deflate bytes | gzip bytes | saved (deflate) | deflate time | ns a byte saved |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, bytes) in &answers {
        let deflated = deflate(bytes).len();
        let gzipped = gzip(bytes).len();
        let took = time(bytes, deflate);
        let saved = bytes.len().saturating_sub(deflated);
        let per_byte = if saved == 0 {
            "—".to_owned()
        } else {
            format!("{:.1}", took.as_nanos() as f64 / saved as f64)
        };
        println!(
            "| {name} | {} | {deflated} | {gzipped} | {:.0} % | {:.1} µs | {per_byte} |",
            bytes.len(),
            100.0 * saved as f64 / bytes.len() as f64,
            took.as_secs_f64() * 1e6,
        );
    }
}

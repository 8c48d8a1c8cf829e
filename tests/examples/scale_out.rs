//! The client of the scale-out run (`deploy/scale-out.sh`): plays many matches at once through a
//! load balancer in front of several replicas, over gRPC and REST, half of them carried as
//! sealed tokens and half as plain states, while the script kills and stops replicas.
//!
//! Every match is a seeded `classic` match of one deal between four players whose actions are
//! drawn from the legal ones of an in-process copy of the match. A request that fails in transit
//! (the connection lost, or the balancer's 502/503/504 when a replica died under it) is sent
//! again as it was: `Apply` is deterministic, so a retried action gives the same next state
//! whichever replica answers and whether or not the first attempt was applied. At the end,
//! each match's final state (a token opened with the replicas' sealing key) must be identical
//! to an in-process replay of the same actions.
//!
//! ```text
//! scale_out --rest http://127.0.0.1:R --grpc http://127.0.0.1:G --key ID:KEY \
//!     [--matches 1000] [--concurrency 96] [--progress FILE]
//! ```
//!
//! Prints the matches, requests, retries and failures; exits 1 when a match failed or differed.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use poch_api::convert::{FromProto as _, ToProto as _};
use poch_api::v1 as pb;
use poch_api::v1::engine_service_client::EngineServiceClient;
use poch_engine::{Action, DealSource, Game, GameState, MaxDeals, NewGame, Rules, Seat};
use poch_service::token::{Sealed, Sealer, SealingKey};
use serde_json::{Value, json};
use tokio::sync::Semaphore;
use tonic::transport::Channel;

/// Attempts of one request before the match counts as failed.
const ATTEMPTS: u32 = 20;

#[derive(Parser)]
struct Args {
    /// The balancer's REST address.
    #[arg(long)]
    rest: String,
    /// The balancer's gRPC (h2c) address.
    #[arg(long)]
    grpc: String,
    /// The replicas' sealing key, `ID:KEY`, to open the final tokens.
    #[arg(long)]
    key: String,
    /// Matches to play.
    #[arg(long, default_value_t = 1_000)]
    matches: u64,
    /// Requests in flight at once.
    #[arg(long, default_value_t = 96)]
    concurrency: usize,
    /// A file the count of finished matches is written to as they finish.
    #[arg(long)]
    progress: Option<std::path::PathBuf>,
}

/// A state as a caller carries it.
#[derive(Clone)]
enum Carried {
    Plain(Box<GameState>),
    Sealed(Vec<u8>),
}

/// How a match's requests travel.
#[derive(Clone, Copy, Debug)]
enum Wire {
    Grpc,
    Rest,
    /// gRPC and REST in turn, the state going from one to the other as it is.
    Both,
}

#[derive(Default)]
struct Counts {
    requests: AtomicU64,
    retries: AtomicU64,
    finished: AtomicU64,
}

struct Client {
    http: reqwest::Client,
    rest: String,
    grpc: EngineServiceClient<Channel>,
    limit: Semaphore,
    counts: Counts,
    sealer: Sealer,
}

/// The answer to NewGame or Apply: the next state and the seat to act.
struct Answer {
    state: Carried,
    to_act: Option<u32>,
}

/// Why a request is sent again, or `Err` for a refusal that must not be retried.
type Attempt = Result<Answer, (bool, String)>;

impl Client {
    async fn request(
        &self,
        grpc: bool,
        rest_path: &str,
        rest_body: &Value,
        grpc_call: GrpcCall,
    ) -> Result<Answer, String> {
        let mut last = String::new();
        for attempt in 0..ATTEMPTS {
            if attempt > 0 {
                self.counts.retries.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(25 * u64::from(attempt))).await;
            }
            let result = {
                let _permit = self.limit.acquire().await.map_err(|e| e.to_string())?;
                self.counts.requests.fetch_add(1, Ordering::Relaxed);
                if grpc {
                    self.grpc_once(grpc_call.clone()).await
                } else {
                    self.rest_once(rest_path, rest_body).await
                }
            };
            match result {
                Ok(answer) => return Ok(answer),
                Err((true, why)) => last = why,
                Err((false, why)) => return Err(why),
            }
        }
        Err(format!(
            "{ATTEMPTS} attempts failed in transit; the last: {last}"
        ))
    }

    async fn rest_once(&self, path: &str, body: &Value) -> Attempt {
        let response = self
            .http
            .post(format!("{}{path}", self.rest))
            .json(body)
            .send()
            .await
            .map_err(|e| (true, format!("REST {path}: {e}")))?;
        let status = response.status().as_u16();
        let bytes = response
            .bytes()
            .await
            .map_err(|e| (true, format!("REST {path}: the body: {e}")))?;
        if matches!(status, 502..=504) {
            return Err((true, format!("REST {path}: HTTP {status}")));
        }
        if status != 200 {
            return Err((
                false,
                format!(
                    "REST {path}: HTTP {status}: {}",
                    String::from_utf8_lossy(&bytes)
                ),
            ));
        }
        let answer: Value =
            serde_json::from_slice(&bytes).map_err(|e| (false, format!("REST {path}: {e}")))?;
        let state = match &answer["state"] {
            Value::Object(o) if o.contains_key("sealed") => {
                let text = o["sealed"].as_str().unwrap_or_default();
                Carried::Sealed(
                    poch_service::token::from_text(text)
                        .map_err(|_| (false, "a token that is no base64url".to_owned()))?,
                )
            }
            Value::Object(o) if o.contains_key("plain") => Carried::Plain(Box::new(
                serde_json::from_value(o["plain"].clone())
                    .map_err(|e| (false, format!("a plain state: {e}")))?,
            )),
            Value::Object(_)
            | Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Array(_) => {
                return Err((
                    false,
                    format!("no state in the answer: {}", answer["state"]),
                ));
            }
        };
        let to_act = answer["to_act"]
            .as_u64()
            .and_then(|s| u32::try_from(s).ok());
        Ok(Answer { state, to_act })
    }

    async fn grpc_once(&self, call: GrpcCall) -> Attempt {
        let mut client = self.grpc.clone();
        let result = match call {
            GrpcCall::NewGame(request) => client.new_game(*request).await.map(|r| {
                let r = r.into_inner();
                (r.state, r.to_act)
            }),
            GrpcCall::Apply(request) => client.apply(*request).await.map(|r| {
                let r = r.into_inner();
                (r.state, r.to_act)
            }),
        };
        let (state, to_act) = result.map_err(|status| {
            (
                in_transit(&status),
                format!("gRPC: {:?}: {}", status.code(), status.message()),
            )
        })?;
        let state = match state.and_then(|s| s.kind) {
            Some(pb::state_envelope::Kind::Sealed(token)) => Carried::Sealed(token),
            Some(pb::state_envelope::Kind::Plain(plain)) => Carried::Plain(Box::new(
                GameState::from_proto(plain).map_err(|e| (false, format!("a plain state: {e}")))?,
            )),
            None => return Err((false, "no state in the answer".into())),
        };
        Ok(Answer { state, to_act })
    }

    /// The state a caller holds, opened when it is a token.
    fn open(&self, state: &Carried) -> Result<GameState, String> {
        match state {
            Carried::Plain(state) => Ok((**state).clone()),
            Carried::Sealed(token) => match self.sealer.open(token) {
                Ok(Sealed::State(state, _)) => Ok(*state),
                Ok(Sealed::ServerSeed { .. }) => Err("a pre-match token where a state was".into()),
                Err(_) => Err("a token the replicas' key does not open".into()),
            },
        }
    }
}

/// Whether a gRPC call failed on the way rather than in the service: the balancer's answer when
/// the replica died under the call (a 502/503/504 page, which tonic reads as a broken frame,
/// or an HTTP/2 stream reset), or the connection to the balancer lost. The service's own
/// refusals, its `INTERNAL` included, carry a status of the error table and are not retried.
fn in_transit(status: &tonic::Status) -> bool {
    let message = status.message();
    match status.code() {
        tonic::Code::Unavailable | tonic::Code::Unknown | tonic::Code::Cancelled => true,
        tonic::Code::Internal => {
            message.starts_with("h2 protocol error")
                || ["status: 502", "status: 503", "status: 504"]
                    .iter()
                    .any(|s| message.contains(s))
        }
        tonic::Code::Ok
        | tonic::Code::InvalidArgument
        | tonic::Code::DeadlineExceeded
        | tonic::Code::NotFound
        | tonic::Code::AlreadyExists
        | tonic::Code::PermissionDenied
        | tonic::Code::ResourceExhausted
        | tonic::Code::FailedPrecondition
        | tonic::Code::Aborted
        | tonic::Code::OutOfRange
        | tonic::Code::Unimplemented
        | tonic::Code::DataLoss
        | tonic::Code::Unauthenticated => false,
    }
}

#[derive(Clone)]
enum GrpcCall {
    NewGame(Box<pb::NewGameRequest>),
    Apply(Box<pb::ApplyRequest>),
}

const PLAYERS: [&str; 4] = ["ann", "bob", "cy", "di"];

fn rules() -> Rules {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(NonZeroU32::new(1));
    rules
}

fn new_game(n: u64) -> NewGame {
    NewGame {
        rules: rules(),
        players: PLAYERS.map(String::from).to_vec(),
        source: DealSource::Seed {
            seed: poch_tests::seed(n),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    }
}

fn envelope_json(state: &Carried) -> Value {
    match state {
        Carried::Plain(state) => json!({ "plain": state }),
        Carried::Sealed(token) => json!({ "sealed": poch_service::token::to_text(token) }),
    }
}

fn envelope_proto(state: &Carried) -> pb::StateEnvelope {
    pb::StateEnvelope {
        kind: Some(match state {
            Carried::Plain(state) => pb::state_envelope::Kind::Plain(state.to_proto()),
            Carried::Sealed(token) => pb::state_envelope::Kind::Sealed(token.clone()),
        }),
    }
}

/// Plays match `n` through the balancer; `Err` says why it failed or differs.
async fn play(client: &Client, n: u64) -> Result<(), String> {
    let wire = match n % 3 {
        0 => Wire::Grpc,
        1 => Wire::Rest,
        _ => Wire::Both,
    };
    let sealed = n.is_multiple_of(2);
    let seed = poch_tests::seed(n);
    let form = if sealed { "sealed" } else { "plain" };
    let rest_body = json!({
        "players": PLAYERS, "deal_source": {"seeded": {"seed": seed}}, "rules": { "max_deals": 1 },
        "state_form": form,
    });
    let grpc_request = pb::NewGameRequest {
        players: PLAYERS.map(String::from).to_vec(),
        deal_source: poch_tests::seeded(seed.0.to_vec(), None),
        rules: Some(pb::Rules {
            max_deals: Some(1),
            ..pb::Rules::default()
        }),
        state_form: if sealed {
            pb::StateForm::Sealed
        } else {
            pb::StateForm::Plain
        }
        .into(),
        ..pb::NewGameRequest::default()
    };
    let mut answer = client
        .request(
            !matches!(wire, Wire::Rest),
            "/v1/games",
            &rest_body,
            GrpcCall::NewGame(Box::new(grpc_request)),
        )
        .await
        .map_err(|e| format!("match {n}: NewGame: {e}"))?;
    let mut local = Game::new(new_game(n))
        .map_err(|e| format!("match {n}: {e}"))?
        .game;
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    let mut pick = poch_tests::Picker::new(n ^ 0x5ca1_e0a7);
    loop {
        let expected = local.to_act().map(|s| s.index() as u32);
        if answer.to_act != expected {
            return Err(format!(
                "match {n} after {} actions: the service says seat {:?} acts, the replay {expected:?}",
                actions.len(),
                answer.to_act
            ));
        }
        let Some(seat) = local.to_act() else { break };
        let action = local
            .legal_actions(seat)
            .sample(|k| pick.below(k))
            .ok_or_else(|| format!("match {n}: seat {seat} to act has no action"))?;
        let grpc = match wire {
            Wire::Grpc => true,
            Wire::Rest => false,
            Wire::Both => actions.len().is_multiple_of(2),
        };
        let rest_body = json!({
            "state": envelope_json(&answer.state), "seat": seat, "action": action, "include_views": false,
        });
        let grpc_request = poch_tests::kit::apply_on(
            Some(envelope_proto(&answer.state)),
            seat.index() as u32,
            Some(action.to_proto()),
        );
        answer = client
            .request(
                grpc,
                "/v1/games/apply",
                &rest_body,
                GrpcCall::Apply(Box::new(grpc_request)),
            )
            .await
            .map_err(|e| format!("match {n} action {}: {e}", actions.len()))?;
        local = local
            .apply(seat, action.clone())
            .map_err(|e| {
                format!(
                    "match {n}: the replay refused {action:?}: {:?}",
                    e.rejection
                )
            })?
            .game;
        actions.push((seat, action));
    }
    let served = client
        .open(&answer.state)
        .map_err(|e| format!("match {n}: {e}"))?;
    // The service draws each match's id; the replay adopts it, and every other field must agree.
    let match_id = served
        .match_id
        .ok_or_else(|| format!("match {n}: the service gave the match no id"))?;
    let replayed = Game::replay(new_game(n), &actions)
        .map_err(|e| format!("match {n}: the in-process replay: {e:?}"))?
        .game
        .with_match_id(match_id);
    if &served != replayed.state() {
        return Err(format!(
            "match {n} ({wire:?}, {form}): the final state differs from the in-process replay"
        ));
    }
    Ok(())
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let sealer = match SealingKey::parse(&args.key).and_then(|k| Sealer::new(vec![k])) {
        Ok(sealer) => sealer,
        Err(e) => {
            eprintln!("scale_out: --key: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let channel = match Channel::from_shared(args.grpc.clone()) {
        Ok(endpoint) => endpoint.connect_lazy(),
        Err(e) => {
            eprintln!("scale_out: --grpc: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let http = match reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .pool_max_idle_per_host(args.concurrency)
        .build()
    {
        Ok(http) => http,
        Err(e) => {
            eprintln!("scale_out: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let client = Arc::new(Client {
        http,
        rest: args.rest.trim_end_matches('/').to_owned(),
        grpc: EngineServiceClient::new(channel),
        limit: Semaphore::new(args.concurrency.max(1)),
        counts: Counts::default(),
        sealer,
    });
    let start = Instant::now();
    // Every match at once; the semaphore bounds the requests in flight.
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..args.matches {
        let client = client.clone();
        let progress = args.progress.clone();
        tasks.spawn(async move {
            let result = play(&client, n).await;
            let finished = client.counts.finished.fetch_add(1, Ordering::Relaxed) + 1;
            if let Some(path) = progress {
                let tmp = path.with_extension("tmp");
                if std::fs::write(&tmp, finished.to_string()).is_ok() {
                    let _ = std::fs::rename(&tmp, &path);
                }
            }
            result
        });
    }
    let mut failures = Vec::new();
    let mut matches = 0u64;
    while let Some(joined) = tasks.join_next().await {
        match joined {
            Ok(Ok(())) => matches += 1,
            Ok(Err(why)) => failures.push(why),
            Err(e) => failures.push(format!("a match's task: {e}")),
        }
    }
    let counts = &client.counts;
    println!(
        "scale-out: {matches} matches identical to their in-process replay, {} requests, {} retries, {} failures, {:.1} s",
        counts.requests.load(Ordering::Relaxed),
        counts.retries.load(Ordering::Relaxed),
        failures.len(),
        start.elapsed().as_secs_f64()
    );
    for why in failures.iter().take(20) {
        eprintln!("scale_out: {why}");
    }
    if failures.is_empty() && matches == args.matches {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    }
}

//! Criterion benchmarks of the Poch engine: `apply` against a state clone, a whole random
//! 4-player deal and match, and the read-only queries (`legal_actions`, `view`, `check` and
//! `from_state`, serde round trips).
//!
//! Run with `cargo bench -p poch-engine --bench engine`. Every random choice comes from a
//! small xorshift generator with a fixed seed, so every iteration of a benchmark replays the
//! same game and the numbers are comparable between runs. Results and targets are recorded in
//! `BENCHMARKS.md` at the workspace root.

use std::hint::black_box;
use std::num::NonZeroU32;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use poch_engine::{
    Action, DealSource, Game, GameState, MaxDeals, NewGame, Phase, Rules, Seat, Seed, Step, Viewer,
};

/// A tiny deterministic PRNG (xorshift64*), enough to pick among legal actions.
#[derive(Clone, Copy)]
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> XorShift {
        // Never zero; spread small seeds over the state space.
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..k` (`k ≥ 1`), as [`poch_engine::LegalActions::sample`] wants.
    fn pick(&mut self, k: u32) -> u32 {
        (self.next_u64() % u64::from(k.max(1))) as u32
    }

    fn seed(&mut self) -> Seed {
        let mut bytes = [0u8; 32];
        for chunk in bytes.chunks_mut(8) {
            chunk.copy_from_slice(&self.next_u64().to_le_bytes());
        }
        Seed(bytes)
    }
}

const PLAYERS: [&str; 4] = ["ann", "bob", "cy", "di"];

/// The deal seeds used for the "mix" benchmark and the per-deal statistics.
const MIX: u64 = 64;

fn new_game_spec(rules: Rules, seed: u64) -> NewGame {
    NewGame {
        rules,
        players: PLAYERS.iter().map(|&p| p.to_owned()).collect(),
        source: DealSource::Seed {
            seed: XorShift::new(seed).seed(),
            first_dealer: Some(Seat(0)),
        },
        start: None,
        bots: Vec::new(),
    }
}

/// A freshly dealt classic 4-player match (phase 2 open, or phase 3 when phase 2 was skipped).
fn fresh(rules: Rules, seed: u64) -> Game {
    Game::new(new_game_spec(rules, seed))
        .expect("a valid new game")
        .game
}

fn in_deal(game: &Game) -> bool {
    matches!(game.phase(), Phase::Pochen | Phase::Discard)
}

/// One random legal action of the seat to act.
fn random_action(game: &Game, rng: &mut XorShift) -> (Seat, Action) {
    let seat = game.to_act().expect("someone acts");
    let action = game
        .legal_actions(seat)
        .sample(|k| rng.pick(k))
        .expect("the seat to act has an action");
    (seat, action)
}

fn step(game: Game, seat: Seat, action: Action) -> Step {
    game.apply(seat, action).expect("a legal action")
}

/// Plays random legal actions until the deal is over; returns the game, the actions applied
/// and the number of events.
fn play_deal(mut game: Game, rng: &mut XorShift) -> (Game, Vec<(Seat, Action)>, usize) {
    let mut actions = Vec::new();
    let mut events = 0;
    while in_deal(&game) {
        let (seat, action) = random_action(&game, rng);
        actions.push((seat, action.clone()));
        let s = step(game, seat, action);
        events += s.events.len();
        game = s.game;
    }
    (game, actions, events)
}

/// Applies a recorded action list.
fn replay(mut game: Game, actions: &[(Seat, Action)]) -> Game {
    for (seat, action) in actions {
        game = step(game, *seat, action.clone()).game;
    }
    game
}

/// Random play to the end of the match; returns the game, the actions and the events.
fn play_match(mut game: Game, rng: &mut XorShift) -> (Game, u64, usize) {
    let mut actions = 0;
    let mut events = 0;
    while game.phase() != Phase::MatchOver {
        let (seat, action) = random_action(&game, rng);
        let s = step(game, seat, action);
        actions += 1;
        events += s.events.len();
        game = s.game;
    }
    (game, actions, events)
}

fn match_rules() -> Rules {
    Rules {
        max_deals: MaxDeals(NonZeroU32::new(20)),
        ..Rules::CLASSIC
    }
}

/// The mid-deal positions the `apply` benchmarks start from, each with the action applied.
struct Positions {
    /// Phase 2: the first seat with a pair bets 1 (other seats still to act).
    bet: (Game, Seat, Action),
    /// Phase 2: a call of an outstanding bet that leaves phase 2 open.
    call: (Game, Seat, Action),
    /// Phase 2: the action that closes phase 2 (showdown, then phase 3 starts).
    close_pochen: (Game, Seat, Action),
    /// Phase 3: a lead after some chains were played, which does not end the deal.
    lead: (Game, Seat, Action),
    /// Phase 3: the lead that ends the deal (settlement, end of deal).
    last_lead: (Game, Seat, Action),
}

/// Searches seeds in order for a deal where a bet, a call that is not the last phase-2 action,
/// a showdown, and a mid-phase-3 lead all happen.
fn positions() -> Positions {
    for seed in 0..10_000 {
        if let Some(p) = positions_for(seed) {
            return p;
        }
    }
    panic!("no seed gives the wanted positions");
}

fn positions_for(seed: u64) -> Option<Positions> {
    let mut game = fresh(Rules::CLASSIC, seed);
    // Pass until a seat with a pair may bet.
    while game.phase() == Phase::Pochen {
        let seat = game.to_act()?;
        if game.legal_actions(seat).bet.is_some() {
            break;
        }
        game = step(game, seat, Action::Pass).game;
    }
    if game.phase() != Phase::Pochen {
        return None;
    }
    let seat = game.to_act()?;
    let bet = (game.clone(), seat, Action::Bet { amount: 1 });
    game = step(game, seat, Action::Bet { amount: 1 }).game;
    // The next seat must be able to call without closing phase 2.
    let seat = game.to_act()?;
    game.legal_actions(seat).call?;
    let call = (game.clone(), seat, Action::Call);
    game = step(game, seat, Action::Call).game;
    if game.phase() != Phase::Pochen {
        return None;
    }
    // Everybody else folds or calls; the last one closes phase 2 in a showdown.
    let close_pochen = loop {
        let seat = game.to_act()?;
        let action = if game.legal_actions(seat).call.is_some() {
            Action::Call
        } else {
            Action::Fold
        };
        let before = game.clone();
        game = step(game, seat, action.clone()).game;
        if game.phase() != Phase::Pochen {
            break (before, seat, action);
        }
    };
    if game.phase() != Phase::Discard {
        return None;
    }
    let chains = |g: &Game| {
        g.deal()
            .and_then(|d| d.discard.as_ref())
            .map_or(0, |d| d.chain_starts.len())
    };
    // Phase 3: play random leads; take the third lead as the typical one.
    let mut rng = XorShift::new(seed ^ 0xD15C);
    let mut lead = None;
    let mut last_lead = None;
    while game.phase() == Phase::Discard {
        let (seat, action) = random_action(&game, &mut rng);
        let before = game.clone();
        game = step(game, seat, action.clone()).game;
        if game.phase() == Phase::Discard && chains(&before) == 2 {
            lead = Some((before, seat, action));
        } else if game.phase() != Phase::Discard {
            last_lead = Some((before, seat, action));
        }
    }
    Some(Positions {
        bet,
        call,
        close_pochen,
        lead: lead?,
        last_lead: last_lead?,
    })
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(50)
}

/// Prints the sizes the per-deal and per-match numbers are made of (not a benchmark).
fn stats(_c: &mut Criterion) {
    let (mut actions, mut events, mut cards) = (0usize, 0usize, 0usize);
    for seed in 0..MIX {
        let mut rng = XorShift::new(seed);
        let (game, a, e) = play_deal(fresh(Rules::CLASSIC, seed), &mut rng);
        actions += a.len();
        events += e;
        cards += game
            .deal()
            .and_then(|d| d.discard.as_ref())
            .map_or(0, |d| d.plays.len());
    }
    let n = MIX as f64;
    println!(
        "stats: random classic 4-player deal over {MIX} seeds: {:.1} actions, {:.1} events, \
         {:.1} cards played per deal",
        actions as f64 / n,
        events as f64 / n,
        cards as f64 / n
    );
    let (game, a, e) = play_deal(fresh(Rules::CLASSIC, 1), &mut XorShift::new(1));
    println!(
        "stats: deal/random and deal/replay (seed 1): {} actions, {e} events, phase {}",
        a.len(),
        game.phase().name()
    );
    let (game, a, e) = play_match(fresh(match_rules(), 1), &mut XorShift::new(1));
    let end = game.match_end().expect("the match is over");
    println!(
        "stats: match/random (seed 1, max_deals 20): {} deals, {a} actions, {e} events, \
         ended by {:?}",
        end.deals_played, end.reasons
    );
    let p = positions();
    for (name, (g, seat, action)) in [
        ("bet", &p.bet),
        ("call", &p.call),
        ("close_pochen", &p.close_pochen),
        ("lead", &p.lead),
        ("last_lead", &p.last_lead),
    ] {
        let events = step(g.clone(), *seat, action.clone()).events.len();
        let json = serde_json::to_string(g).expect("serializes").len();
        println!(
            "stats: position {name}: seat {seat} {action}, version {}, {events} events, \
             {json} bytes of JSON",
            g.version()
        );
    }
}

/// One timed slot of the `apply` benchmarks: the input game and action, and room for the
/// result, so that neither the input's preparation nor the result's drop is timed, and the
/// result is written to memory the setup already touched.
///
/// With plain `iter_batched`, criterion writes each output (a `Step` is about 800 bytes) into a
/// freshly allocated vector inside the timed region; the first-touch page faults of that vector
/// add roughly 100 ns to every iteration, of `apply` and of `clone` alike, which hides the ratio.
type Slot = (Option<Game>, Option<Action>, Option<Step>);

fn bench_apply(c: &mut Criterion) {
    let p = positions();
    let all = [
        ("bet", &p.bet),
        ("call", &p.call),
        ("close_pochen", &p.close_pochen),
        ("lead", &p.lead),
        ("last_lead", &p.last_lead),
    ];
    let mut group = c.benchmark_group("apply");
    for (name, (game, seat, action)) in all {
        group.bench_function(name, |b| {
            b.iter_batched_ref(
                || -> Slot { (Some(game.clone()), Some(action.clone()), None) },
                |(g, a, out)| {
                    let g = g.take().expect("a game in the slot");
                    let a = a.take().expect("an action in the slot");
                    *out = Some(step(g, black_box(*seat), a));
                },
                BatchSize::SmallInput,
            );
        });
    }
    group.finish();

    // The same with plain `iter_batched` (each `Step` returned to criterion).
    let mut group = c.benchmark_group("apply_batched");
    for (name, (game, seat, action)) in [("bet", &p.bet), ("lead", &p.lead)] {
        group.bench_function(name, |b| {
            b.iter_batched(
                || (game.clone(), action.clone()),
                |(g, a)| step(g, black_box(*seat), a),
                BatchSize::SmallInput,
            );
        });
    }
    group.finish();

    // Cross-check without batching: clone + apply + drop of the Step, all timed; compare with
    // `clone/*_and_drop`, the difference being the cost of `apply` (and of its events' drop).
    let mut group = c.benchmark_group("clone_apply_drop");
    for (name, (game, seat, action)) in [("bet", &p.bet), ("lead", &p.lead)] {
        group.bench_function(name, |b| {
            b.iter(|| step(black_box(game).clone(), black_box(*seat), action.clone()));
        });
    }
    group.finish();

    let mut group = c.benchmark_group("clone");
    for (name, (game, _, _)) in [("pochen", &p.bet), ("discard", &p.lead)] {
        // The same harness as `apply/*`: the clone is written into a slot, dropped untimed.
        group.bench_function(name, |b| {
            b.iter_batched_ref(
                || None,
                |out: &mut Option<Game>| *out = Some(black_box(game).clone()),
                BatchSize::SmallInput,
            );
        });
        // The same harness as `apply_batched/*`.
        group.bench_function(format!("{name}_large_drop"), |b| {
            b.iter_with_large_drop(|| black_box(game).clone());
        });
        group.bench_function(format!("{name}_and_drop"), |b| {
            b.iter(|| black_box(game).clone());
        });
    }
    group.finish();
}

fn bench_deal(c: &mut Criterion) {
    let mut group = c.benchmark_group("deal");
    let start = fresh(Rules::CLASSIC, 1);
    group.bench_function("random", |b| {
        b.iter_batched(
            || (start.clone(), XorShift::new(1)),
            |(g, mut rng)| play_deal(g, &mut rng).0,
            BatchSize::SmallInput,
        );
    });
    let (_, actions, _) = play_deal(start.clone(), &mut XorShift::new(1));
    group.bench_function("replay", |b| {
        b.iter_batched(
            || start.clone(),
            |g| replay(g, &actions),
            BatchSize::SmallInput,
        );
    });
    // 64 different deals per iteration: the time per deal is the time shown / 64.
    let starts: Vec<Game> = (0..MIX).map(|s| fresh(Rules::CLASSIC, s)).collect();
    let lists: Vec<Vec<(Seat, Action)>> = starts
        .iter()
        .zip(0..MIX)
        .map(|(g, s)| play_deal(g.clone(), &mut XorShift::new(s)).1)
        .collect();
    group.throughput(Throughput::Elements(MIX));
    group.bench_function("replay_mix64", |b| {
        b.iter_batched(
            || starts.clone(),
            |games| {
                games
                    .into_iter()
                    .zip(&lists)
                    .map(|(g, l)| replay(g, l))
                    .collect::<Vec<_>>()
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

fn bench_match(c: &mut Criterion) {
    let mut group = c.benchmark_group("match");
    let start = fresh(match_rules(), 1);
    group.bench_function("random_max20", |b| {
        b.iter_batched(
            || (start.clone(), XorShift::new(1)),
            |(g, mut rng)| play_match(g, &mut rng).0,
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

fn bench_queries(c: &mut Criterion) {
    let p = positions();
    c.bench_function("new_game", |b| {
        b.iter_batched(
            || new_game_spec(Rules::CLASSIC, 1),
            |spec| Game::new(spec).expect("a valid new game"),
            BatchSize::SmallInput,
        );
    });
    let mut group = c.benchmark_group("legal_actions");
    for (name, (game, seat, _)) in [("pochen", &p.call), ("discard", &p.lead)] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(game).legal_actions(black_box(*seat)));
        });
    }
    group.finish();
    let mut group = c.benchmark_group("view");
    for (name, (game, _, _)) in [("pochen", &p.call), ("discard", &p.lead)] {
        group.bench_function(format!("seat0_{name}"), |b| {
            b.iter(|| black_box(game).view(Viewer::Seat(Seat(0))));
        });
    }
    group.finish();
    // Every invariant of a state: phase 2 open, phase 3 after two chains, the deal settled.
    let settled = step(p.last_lead.0.clone(), p.last_lead.1, p.last_lead.2.clone()).game;
    let mut group = c.benchmark_group("check");
    for (name, game) in [
        ("pochen", &p.call.0),
        ("discard", &p.lead.0),
        ("settled", &settled),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(game).check().expect("a valid game"));
        });
    }
    // `Game::from_state` as a server runs it on every state it receives (the state is cloned
    // into a slot untimed, the game dropped untimed).
    let state = p.lead.0.state();
    group.bench_function("from_state_discard", |b| {
        b.iter_batched_ref(
            || (Some(state.clone()), None),
            |(s, out): &mut (Option<GameState>, Option<Game>)| {
                let s = s.take().expect("a state in the slot");
                *out = Some(Game::from_state(s).expect("a valid state"));
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
    let game = &p.lead.0;
    let json = serde_json::to_string(game).expect("serializes");
    let mut group = c.benchmark_group("serde_json");
    group.bench_function("serialize", |b| {
        b.iter(|| serde_json::to_string(black_box(game)).expect("serializes"));
    });
    group.bench_function("deserialize", |b| {
        b.iter(|| serde_json::from_str::<Game>(black_box(&json)).expect("deserializes"));
    });
    group.bench_function("roundtrip", |b| {
        b.iter(|| {
            let s = serde_json::to_string(black_box(game)).expect("serializes");
            serde_json::from_str::<Game>(&s).expect("deserializes")
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = config();
    targets = stats, bench_apply, bench_deal, bench_match, bench_queries
}
criterion_main!(benches);

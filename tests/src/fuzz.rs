//! Hostile input, checked: what the fuzz targets (`tests/fuzz`) and their bounded property-test
//! versions (`tests/tests/fuzz_props.rs`) run on every input. Each function takes what an
//! attacker controls, runs the service's own reading and the operations on it, and panics when
//! a property breaks; nothing else may panic.
//!
//! * [`open_token`]: any bytes as a state token. Only a genuine token opens, to a valid state.
//! * [`mutated_token`]: a genuine token, edited. Only the unedited token opens.
//! * [`plain_json`]: any bytes as the REST body of `Apply` and as a bare `GameState`, read
//!   strictly as the REST API reads them, then applied.
//! * [`grpc_apply`]: any bytes as the protobuf `ApplyRequest`, converted and applied as the gRPC
//!   adapter does.
//! * [`play`]: a seeded match driven by the input: legal actions and arbitrary ones.
//!
//! On a state that [`Game::from_state`] accepts, [`exercise`] checks: the state reads back
//! unchanged from JSON, postcard, protobuf and a token; every legal action of the seat to act
//! is accepted and leads to a state that passes the check again; every action the legal
//! actions do not allow is refused with the game unchanged; every view and every seat's legal
//! actions can be asked for. An operation's error is always a client error, never `internal`.

use std::sync::OnceLock;

use poch_api::convert::{FromProto as _, ToProto as _};
use poch_api::rest::{ApplyRequest, StateEnvelope};
use poch_api::v1 as pb;
use poch_engine::{
    Action, Card, CardSet, DealSource, DeckOrder, Direction, Game, GameState, MaxDeals, NewGame,
    PRESETS, Rules, Seat, SeatSet, Viewer,
};
use poch_service::error::ApiError;
use poch_service::ops::{ApplyAction, Envelope, Outcome, Policy, Service, ViewsAsked};
use poch_service::rest::strict;
use poch_service::token::{Sealed, Sealer, SealingKey};
use prost::Message as _;

/// The fixed key of the fuzz targets.
pub const KEY: [u8; 32] = [7; 32];

/// The sealer of the fuzz targets: one key, id `fuzz`, [`KEY`].
pub fn sealer() -> &'static Sealer {
    static SEALER: OnceLock<Sealer> = OnceLock::new();
    SEALER.get_or_init(|| {
        Sealer::new(vec![SealingKey::new("fuzz", &KEY).expect("a valid key id")]).expect("one key")
    })
}

/// The operations as a local server runs them (plain states, caller seeds and deck orders
/// allowed), sealing with [`sealer`].
pub fn service() -> &'static Service {
    static SERVICE: OnceLock<Service> = OnceLock::new();
    SERVICE.get_or_init(|| Service {
        policy: Policy {
            allow_deck_orders: true,
            allow_caller_seeds: true,
            allow_caller_starts: true,
            require_sealed: false,
            ticket_mode: false,
        },
        sealer: sealer().clone(),
        pre_match_ttl: std::time::Duration::from_secs(600),
        table_digests: poch_service::ops::TableDigests::default(),
    })
}

/// Real states to start from: the load test's position, then positions of random matches
/// over every preset (the first of each match, then every ninth), with the seat to act and a
/// legal action of it where there is one.
pub fn real_states() -> &'static [(GameState, Seat, Action)] {
    static STATES: OnceLock<Vec<(GameState, Seat, Action)>> = OnceLock::new();
    STATES.get_or_init(|| {
        let (game, seat, action) = crate::load_position();
        let mut out = vec![(game.into_state(), seat, action)];
        for (i, s) in crate::random_play(0..8).into_iter().enumerate() {
            if i % 9 == 0 {
                out.push((s.before.into_state(), s.seat, s.action));
            }
            if s.step.game.to_act().is_none() {
                // The match's last state: no seat acts, every action is refused.
                out.push((s.step.game.into_state(), Seat(0), Action::Pass));
            }
        }
        out
    })
}

/// An operation's refusal of hostile input must be the client's error, never `internal`.
fn client_error(e: &ApiError) {
    assert!(
        e.is_client_error(),
        "hostile input caused a server fault: {e}"
    );
    let _ = (e.code(), e.to_string(), e.to_status(), e.problem());
}

// ------------------------------------------------------------------------------------------
// Tokens.

/// Any bytes as a token, and any text as a token in JSON: refused, unless genuine, and a
/// genuine token opens to a state that passes the state check.
pub fn open_token(bytes: &[u8]) {
    opened(bytes, sealer().open(bytes));
    if let Ok(text) = std::str::from_utf8(bytes)
        && let Ok(token) = poch_service::token::from_text(text)
    {
        opened(&token, sealer().open(&token));
    }
}

fn opened(token: &[u8], result: Result<Sealed, poch_service::token::Tampered>) {
    match result {
        Ok(Sealed::State(state, _)) => {
            if let Err(e) = Game::from_state(*state) {
                panic!("a token opened to a state that breaks an invariant: {e}");
            }
        }
        Ok(Sealed::ServerSeed { .. }) => {
            panic!("a pre-match token opened, though only states were sealed with this key")
        }
        Err(_) => {
            let refused = service().apply(
                Envelope::Sealed(token.to_vec()),
                Seat(0),
                ApplyAction::Action(Action::Pass),
                false,
                None,
            );
            assert!(
                matches!(refused, Err(ApiError::StateTampered)),
                "the operations took a token the sealer refused"
            );
        }
    }
}

/// One edit of a token's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Flip bit `bit % 8` of the byte at `at` (modulo the length).
    Flip {
        /// Where.
        at: usize,
        /// Which bit.
        bit: u8,
    },
    /// Set the byte at `at` to `byte`.
    Set {
        /// Where.
        at: usize,
        /// The new byte.
        byte: u8,
    },
    /// Keep only the first `len` bytes (modulo the length plus one).
    Truncate {
        /// How many.
        len: usize,
    },
    /// Insert `byte` before `at` (modulo the length plus one).
    Insert {
        /// Where.
        at: usize,
        /// The byte.
        byte: u8,
    },
    /// Remove the byte at `at`.
    Remove {
        /// Where.
        at: usize,
    },
}

impl Edit {
    /// Reads edits from bytes, four a piece: the kind, a 16-bit position, a value.
    pub fn read(bytes: &[u8]) -> Vec<Edit> {
        bytes
            .chunks_exact(4)
            .map(|c| {
                let at = usize::from(u16::from_be_bytes([c[1], c[2]]));
                match c[0] % 5 {
                    0 => Edit::Flip { at, bit: c[3] },
                    1 => Edit::Set { at, byte: c[3] },
                    2 => Edit::Truncate { len: at },
                    3 => Edit::Insert { at, byte: c[3] },
                    _ => Edit::Remove { at },
                }
            })
            .collect()
    }

    /// Applies the edit to `bytes`.
    pub fn apply(self, bytes: &mut Vec<u8>) {
        let len = bytes.len();
        match self {
            Edit::Flip { at, bit } if len > 0 => bytes[at % len] ^= 1 << (bit % 8),
            Edit::Set { at, byte } if len > 0 => bytes[at % len] = byte,
            Edit::Truncate { len: keep } => bytes.truncate(keep % (len + 1)),
            Edit::Insert { at, byte } => bytes.insert(at % (len + 1), byte),
            Edit::Remove { at } if len > 0 => {
                bytes.remove(at % len);
            }
            Edit::Flip { .. } | Edit::Set { .. } | Edit::Remove { .. } => {}
        }
    }
}

/// A genuine token of `state`, edited by `edits`: it opens, to `state`, exactly when the edits
/// left it as it was.
pub fn mutated_token(state: &GameState, edits: &[Edit]) {
    let content = Sealed::State(
        Box::new(state.clone()),
        poch_service::token::Provenance::CALLER_SEED,
    );
    let token = sealer().seal(&content).expect("sealing a real state");
    let mut edited = token.clone();
    for edit in edits {
        edit.apply(&mut edited);
    }
    match sealer().open(&edited) {
        Ok(opened) => {
            assert_eq!(edited, token, "an edited token opened");
            assert_eq!(opened, content, "a token opened to another state");
        }
        Err(_) => assert_ne!(edited, token, "a genuine token was refused"),
    }
    open_token(&edited);
}

// ------------------------------------------------------------------------------------------
// Plain JSON.

/// Any bytes as the REST body of `Apply` and as a bare `GameState`, read as the REST API
/// reads a body; what reads is applied.
pub fn plain_json(bytes: &[u8]) {
    if let Ok(request) = strict::from_slice::<ApplyRequest>(bytes) {
        let lenient = serde_json::from_slice::<ApplyRequest>(bytes);
        assert_eq!(
            lenient.as_ref().ok(),
            Some(&request),
            "the strict reading took a body serde_json reads otherwise"
        );
        rest_apply(request);
    }
    if let Ok(state) = strict::from_slice::<GameState>(bytes) {
        exercise(state, None);
    }
}

/// `Apply` as the REST handler runs it, then the state on its own.
pub fn rest_apply(request: ApplyRequest) {
    let ApplyRequest {
        state,
        seat,
        action,
        include_views,
        locale,
        ticket,
        action_id,
        view_seats,
    } = request;
    let locale = match poch_service::narration::locale(locale.as_deref()) {
        Ok(locale) => locale,
        Err(e) => {
            client_error(&e);
            None
        }
    };
    let ticket = match poch_service::ticket::from_text(ticket.as_deref()) {
        Ok(ticket) => ticket,
        Err(e) => {
            client_error(&e);
            None
        }
    };
    match Envelope::try_from(state.clone()).and_then(|envelope| {
        Ok((
            envelope,
            ApplyAction::of(action.clone(), action_id)?,
            ViewsAsked::of(include_views, view_seats)?,
        ))
    }) {
        Ok((envelope, named, views)) => {
            let plain = matches!(envelope, Envelope::Plain(_));
            match service().apply(envelope, seat, named, views, ticket.as_deref()) {
                Ok(outcome) => {
                    let game = checked_outcome(&outcome, plain);
                    let answer = poch_service::rest::game_response(outcome, locale)
                        .expect("every event is told in every locale");
                    let body = serde_json::to_vec(&answer).expect("an answer is JSON");
                    answer_reads_back(&body, plain, &game);
                }
                Err(e) => client_error(&e),
            }
        }
        Err(e) => client_error(&e),
    }
    if let StateEnvelope::Plain(state) = state {
        exercise(*state, action.map(|action| (seat, action)));
    }
}

/// An accepted operation's outcome: its state passes the check, its token opens to it.
fn checked_outcome(outcome: &Outcome, plain: bool) -> Game {
    if let Err(e) = outcome.game.check() {
        panic!("an accepted action led to a state that breaks an invariant: {e}");
    }
    assert_eq!(
        outcome.token.is_none(),
        plain,
        "the answer's form is the request's"
    );
    if let Some(token) = &outcome.token {
        assert_eq!(
            sealer().open(token),
            Ok(Sealed::State(
                Box::new(outcome.game.state().clone()),
                outcome.provenance
            )),
            "the answer's token opens to the answer's state"
        );
    }
    outcome.game.clone()
}

fn answer_reads_back(body: &[u8], plain: bool, game: &Game) {
    let answer: serde_json::Value = serde_json::from_slice(body).expect("an answer is JSON");
    if plain {
        let state = serde_json::from_value::<GameState>(answer["state"]["plain"].clone());
        assert_eq!(
            state.as_ref().ok(),
            Some(game.state()),
            "the answer's plain state reads back"
        );
    }
}

// ------------------------------------------------------------------------------------------
// Protobuf.

/// Any bytes as the protobuf `ApplyRequest`: decoded, converted and applied as the gRPC
/// adapter does.
pub fn grpc_apply(bytes: &[u8]) {
    let Ok(request) = pb::ApplyRequest::decode(bytes) else {
        return;
    };
    grpc_apply_request(request);
}

/// A decoded `ApplyRequest`, converted and applied as the gRPC adapter does.
pub fn grpc_apply_request(request: pb::ApplyRequest) {
    let pb::ApplyRequest {
        state,
        seat,
        action,
        include_views,
        locale: _,
        ticket,
        action_id,
        view_seats,
    } = request;
    let seat = Seat(seat as usize);
    let views = SeatSet::from_proto(view_seats)
        .ok()
        .and_then(|seats| ViewsAsked::of(include_views, seats).ok());
    let action = action.map(|a| {
        let converted = Action::from_proto(a);
        if let Ok(action) = &converted {
            assert_eq!(
                Action::from_proto(action.to_proto()).as_ref(),
                Ok(action),
                "an action reads back from protobuf"
            );
        }
        converted
    });
    let (envelope, plain_state) = match state.and_then(|s| s.kind) {
        Some(pb::state_envelope::Kind::Plain(p)) => match GameState::from_proto(p) {
            Ok(state) => (Some(Envelope::Plain(Box::new(state.clone()))), Some(state)),
            Err(_) => (None, None),
        },
        Some(pb::state_envelope::Kind::Sealed(token)) => (Some(Envelope::Sealed(token)), None),
        None => (None, None),
    };
    let named = match &action {
        Some(Ok(action)) => ApplyAction::of(Some(action.clone()), action_id).ok(),
        Some(Err(_)) => None,
        None => ApplyAction::of(None, action_id).ok(),
    };
    if let (Some(envelope), Some(named), Some(views)) = (envelope, named, views) {
        let plain = matches!(envelope, Envelope::Plain(_));
        match service().apply(envelope, seat, named, views, Some(&ticket)) {
            Ok(outcome) => {
                let game = checked_outcome(&outcome, plain);
                let answer = pb::ApplyResponse {
                    state: Some(pb::StateEnvelope {
                        kind: Some(match &outcome.token {
                            Some(t) => pb::state_envelope::Kind::Sealed(t.clone()),
                            None => {
                                pb::state_envelope::Kind::Plain(outcome.game.state().to_proto())
                            }
                        }),
                    }),
                    events: outcome.events.to_proto(),
                    views: outcome.views.to_proto(),
                    to_act: outcome.to_act().map(|s| s.index() as u32),
                    phase: i32::from(outcome.phase().to_proto()),
                    match_id: outcome.game.match_id().to_proto(),
                    version: outcome.game.state().version,
                    seat_views: outcome.seat_views.as_ref().map(|v| v.to_proto()),
                };
                let back = pb::ApplyResponse::decode(answer.encode_to_vec().as_slice())
                    .expect("an answer decodes");
                if let Some(pb::state_envelope::Kind::Plain(p)) = back.state.and_then(|s| s.kind) {
                    assert_eq!(
                        GameState::from_proto(p).as_ref(),
                        Ok(game.state()),
                        "the answer's plain state reads back"
                    );
                }
            }
            Err(e) => client_error(&e),
        }
    }
    if let Some(state) = plain_state {
        let extra = match action {
            Some(Ok(action)) => Some((seat, action)),
            Some(Err(_)) | None => None,
        };
        exercise(state, extra);
    }
}

// ------------------------------------------------------------------------------------------
// States and actions.

/// A state from outside: if [`Game::from_state`] takes it, every property of the module's
/// documentation holds of it, and of `extra`, an action the input names.
pub fn exercise(state: GameState, extra: Option<(Seat, Action)>) {
    let Ok(game) = Game::from_state(state.clone()) else {
        if let Err(e) = service().apply(
            Envelope::Plain(Box::new(state)),
            Seat(0),
            ApplyAction::Action(Action::Pass),
            false,
            None,
        ) {
            client_error(&e);
        }
        return;
    };
    reads_back(game.state());
    let n = game.players();
    for seat in Seat::all(n) {
        let _ = game.legal_actions(seat);
        let _ = game.view(Viewer::Seat(seat));
    }
    let _ = game.view(Viewer::Spectator);
    let _ = game.legal_actions(Seat(n));
    for (seat, action) in candidates(&game).into_iter().chain(extra) {
        step(&game, seat, action);
    }
}

/// The state reads back unchanged from JSON (strictly and not), postcard, protobuf and a
/// token.
pub fn reads_back(state: &GameState) {
    let json = serde_json::to_vec(state).expect("a state is JSON");
    assert_eq!(
        strict::from_slice::<GameState>(&json).as_ref().ok(),
        Some(state),
        "a state reads back strictly from JSON"
    );
    assert_eq!(
        serde_json::from_slice::<GameState>(&json).as_ref().ok(),
        Some(state),
        "a state reads back from JSON"
    );
    let bytes = postcard::to_allocvec(state).expect("a state is postcard");
    assert_eq!(
        postcard::from_bytes::<GameState>(&bytes).as_ref().ok(),
        Some(state),
        "a state reads back from postcard"
    );
    assert_eq!(
        GameState::from_proto(state.to_proto()).as_ref(),
        Ok(state),
        "a state reads back from protobuf"
    );
    let content = Sealed::State(
        Box::new(state.clone()),
        poch_service::token::Provenance::CALLER_SEED,
    );
    let token = sealer().seal(&content).expect("a valid state seals");
    assert_eq!(
        sealer().open(&token),
        Ok(content),
        "a sealed state opens unchanged"
    );
}

/// One action on `game`: accepted exactly when the legal actions allow it (a supplied deck
/// order is checked only when applied); an accepted action leads to a state that passes the
/// check and reads as a state from outside; a refused one leaves the game as it was.
pub fn step(game: &Game, seat: Seat, action: Action) -> Option<Game> {
    let allowed = seat.index() < game.players() && game.legal_actions(seat).allows(&action);
    let deck = matches!(action, Action::Deal { deck: Some(_) });
    let described = format!("{action:?} by seat {seat}");
    match game.clone().apply(seat, action) {
        Ok(step) => {
            assert!(allowed, "{described} was accepted, not being legal");
            assert_eq!(step.game.version(), game.version() + 1, "{described}");
            if let Err(e) = step.game.check() {
                panic!("{described} led to a state that breaks an invariant: {e}");
            }
            if let Err(e) = Game::from_state(step.game.state().clone()) {
                panic!("{described} led to a state refused from outside: {e}");
            }
            Some(step.game)
        }
        Err(rejected) => {
            assert!(
                !allowed || deck,
                "{described} was refused ({}), being legal",
                rejected.rejection
            );
            assert_eq!(
                rejected.game.state(),
                game.state(),
                "a refused {described} changed the game"
            );
            None
        }
    }
}

/// Every legal action of the seat to act (the ends of the amount ranges), then illegal ones:
/// other seats, amounts beside the ranges, cards not held, a bad deck order.
pub fn candidates(game: &Game) -> Vec<(Seat, Action)> {
    let n = game.players();
    let mut out = Vec::new();
    let to_act = game.to_act();
    if let Some(seat) = to_act {
        let legal = game.legal_actions(seat);
        if legal.pass {
            out.push((seat, Action::Pass));
        }
        if legal.call.is_some() {
            out.push((seat, Action::Call));
        }
        if legal.fold {
            out.push((seat, Action::Fold));
        }
        let amounts = |min: u32, max: u32| {
            let mut a = vec![min, max, min.saturating_add(1).min(max)];
            a.extend(min.checked_sub(1));
            a.extend(max.checked_add(1));
            a.dedup();
            a
        };
        if let Some(r) = legal.bet {
            out.extend(
                amounts(r.min, r.max)
                    .into_iter()
                    .map(|amount| (seat, Action::Bet { amount })),
            );
        }
        if let Some(r) = legal.raise {
            out.extend(
                amounts(r.min, r.max)
                    .into_iter()
                    .map(|amount| (seat, Action::Raise { amount })),
            );
        }
        let directions: Vec<Option<Direction>> = if legal.directions.is_empty() {
            vec![None, Some(Direction::Up)]
        } else {
            legal
                .directions
                .iter()
                .copied()
                .map(Some)
                .chain([None])
                .collect()
        };
        for card in legal.lead.iter() {
            for &direction in &directions {
                out.push((seat, Action::Lead { card, direction }));
            }
        }
        if let Some(card) = CardSet::from_bits(u64::MAX).minus(legal.lead).iter().next() {
            out.push((
                seat,
                Action::Lead {
                    card,
                    direction: None,
                },
            ));
        }
        out.push((seat, Action::Deal { deck: None }));
        if let Some(deck) = deck_order(game) {
            out.push((seat, Action::Deal { deck: Some(deck) }));
        }
        out.push((
            seat,
            Action::Deal {
                deck: Some(DeckOrder {
                    cards: vec![],
                    cut: Some(u32::MAX),
                }),
            },
        ));
    }
    let other = to_act.map_or(0, |s| (s.index() + 1) % n.max(1));
    for seat in [other, n, usize::MAX].map(Seat) {
        out.extend([
            (seat, Action::Pass),
            (seat, Action::Call),
            (seat, Action::Fold),
            (seat, Action::Bet { amount: 1 }),
            (seat, Action::Raise { amount: u32::MAX }),
            (seat, Action::Deal { deck: None }),
        ]);
    }
    if let Some(seat) = to_act {
        out.extend([
            (seat, Action::Bet { amount: 0 }),
            (seat, Action::Bet { amount: u32::MAX }),
            (seat, Action::Raise { amount: 0 }),
        ]);
    }
    out
}

/// A deck order of the match's deck (its cards in listing order, cut in the middle), for a
/// match dealt from supplied decks.
fn deck_order(game: &Game) -> Option<DeckOrder> {
    if game.state().seed.is_some() {
        return None;
    }
    let deck = game.rules().deck;
    let cards: Vec<Card> = deck.cards().iter().collect();
    let cut = u32::try_from(cards.len() / 2).ok();
    Some(DeckOrder { cards, cut })
}

// ------------------------------------------------------------------------------------------
// A match driven by the input.

/// Reads one choice from the input: a byte, or `None` once it is used up.
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    fn below(&mut self, k: u32) -> u32 {
        let mut x = 0u32;
        for _ in 0..4 {
            x = x << 8 | u32::from(self.byte().unwrap_or(0));
        }
        x % k.max(1)
    }
}

/// A match driven by `bytes`: the preset, the table size, the starting chips, the deal limit
/// and the seed from the first bytes, then, while any remain, one action a step, legal (picked
/// from the seat's legal actions) or arbitrary. After every accepted step the game passes its
/// check and reads as a state from outside; a refused action changes nothing.
pub fn play(bytes: &[u8]) {
    let mut input = Input(bytes);
    let preset = PRESETS[usize::from(input.byte().unwrap_or(0)) % PRESETS.len()];
    let players = 3 + usize::from(input.byte().unwrap_or(0) % 6);
    let mut rules: Rules = preset.rules;
    let chips = input.byte().unwrap_or(0);
    if chips >= 128 {
        rules.starting_chips = u32::from(chips - 128) + 1;
    }
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(u32::from(
        input.byte().unwrap_or(0) % 4,
    )));
    let mut seed = [0u8; 32];
    for b in seed.iter_mut().take(8) {
        *b = input.byte().unwrap_or(0);
    }
    let new = |rules: Rules| {
        Game::new(NewGame {
            rules,
            players: (0..players).map(|i| format!("p{i}")).collect(),
            source: DealSource::Seed {
                seed: poch_engine::Seed(seed),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
    };
    // A table the preset's deck cannot seat, or chips below the ante, is refused; play the
    // preset then, at a table it seats.
    let Ok(start) = new(rules).or_else(|_| new(preset.rules)).or_else(|_| {
        Game::new(NewGame {
            rules: preset.rules,
            players: vec!["a".into(), "b".into(), "c".into()],
            source: DealSource::Seed {
                seed: poch_engine::Seed(seed),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
    }) else {
        panic!("every preset seats three players");
    };
    let mut game = start.game;
    let mut steps = 0u32;
    while let Some(choice) = input.byte() {
        let n = game.players();
        let to_act = game.to_act();
        let next = if choice < 176 {
            let Some(seat) = to_act else { break };
            let Some(action) = game.legal_actions(seat).sample(|k| input.below(k)) else {
                panic!("the seat to act has no action");
            };
            let next = step(&game, seat, action.clone());
            assert!(next.is_some(), "a sampled legal action was refused");
            next
        } else {
            let seat = match input.byte().unwrap_or(0) % 4 {
                0 => Seat(n),
                1 => Seat(usize::from(input.byte().unwrap_or(0)) % n),
                _ => to_act.unwrap_or_default(),
            };
            let amount = match input.byte().unwrap_or(0) % 4 {
                0 => 0,
                1 => u32::MAX,
                _ => input.below(u32::MAX),
            };
            let card = CardSet::from_bits(u64::MAX)
                .iter()
                .nth(usize::from(input.byte().unwrap_or(0)) % 52);
            let action = match choice % 8 {
                0 => Action::Pass,
                1 => Action::Bet { amount },
                2 => Action::Call,
                3 => Action::Raise { amount },
                4 => Action::Fold,
                5 | 6 => Action::Lead {
                    card: card.unwrap_or_else(|| panic!("52 cards")),
                    direction: [None, Some(Direction::Up), Some(Direction::Down)]
                        [usize::from(choice % 3)],
                },
                _ => Action::Deal { deck: None },
            };
            step(&game, seat, action)
        };
        if let Some(next) = next {
            game = next;
            steps += 1;
            if steps.is_multiple_of(16) {
                reads_back(game.state());
            }
        }
    }
    reads_back(game.state());
}

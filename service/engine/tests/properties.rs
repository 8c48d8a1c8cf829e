//! Property tests over many random matches (RULES §12–§13).
//!
//! Every preset of [`PRESETS`] (and a test of random switch mixes beyond the presets) plays
//! many short random matches, bounded by `max_deals`, with a deterministic PRNG. At every
//! decision point the tests assert:
//!
//! * `Game::check` holds (every invariant of RULES §13), and exactly one seat may act (I8);
//! * the legal-action list is exactly what `apply` accepts: every probed action that
//!   `LegalActions::allows` is accepted, every other probed action (wrong seat, amounts just
//!   outside the ranges, 0 amounts, cards not in hand, a pass facing a bet, a lead in phase 2,
//!   a deal mid-deal, a direction where none may be chosen, …) is refused with a documented
//!   code and the game unchanged;
//! * `Game`, `GameState`, views and events survive a serde round trip;
//! * no view and no public event shows a hidden card or a secret seed, and private events are
//!   only a seat's own dealt hand;
//! * chips are conserved, and the match goes on only while it may (RULES 10.2).
//!
//! After every match: it ended in `Phase::MatchOver` for the right reasons within a bounded
//! number of steps, its standings are ordered by place, and replaying the same `NewGame` and
//! actions (also from a serialized mid-match state) gives identical games and events.
//!
//! `forged_states_are_refused` also forges the state at every decision point of its matches
//! (a chip added, a card moved or duplicated, a contribution changed, another dealer, schema
//! version 2, and a few states no play can reach: another Pochen winner or first leader, a shown
//! card hidden again, a wrong carried flag) and asserts that `Game::from_state` refuses each
//! with `state_invalid` (`state_version_unsupported` for the version) and never panics. It
//! lists every kind of forgery that gets through.
//!
//! A failure names the test label, the table and the match seed. To replay one match, set
//! `POCH_PROPERTIES_SEED` to that seed (decimal or `0x…` hex) and run the failing test alone,
//! e.g. `POCH_PROPERTIES_SEED=0x1234 cargo test -p poch-engine --test properties classic`.

use std::collections::BTreeMap;
use std::fmt;
use std::num::NonZeroU32;
use std::panic::{self, AssertUnwindSafe};

use poch_engine::{
    Action, BoardAtEnd, Card, CardSet, DealMethod, DealSource, DeckKind, DeckOrder, Direction,
    Event, EventKind, Field, Game, GameState, Group, LegalActions, MatchEndReason, MaxDeals,
    NewGame, PRESETS, Phase, PochenEligibility, PochenOutcome, Rank, Rejected, Rejection,
    RuleOverrides, Rules, Seat, Status, Step, UncontestedShow, View, Viewer, Visibility,
};

mod common;
use common::picker::Picker;

/// The environment variable that replays a single match seed.
const SEED_ENV: &str = "POCH_PROPERTIES_SEED";

/// A stable 64-bit hash of a label (FNV-1a), to give every test its own seeds.
fn label_hash(label: &str) -> u64 {
    label.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

// ------------------------------------------------------------------------------------------
// Match specifications.

/// One random match: everything it needs is derived from `label` and `seed`.
#[derive(Clone, Debug)]
struct Spec {
    label: &'static str,
    seed: u64,
    new: NewGame,
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let source = match &self.new.source {
            DealSource::Seed { .. } => "seed",
            DealSource::Fair { .. } => "fair",
            DealSource::Decks { .. } => "decks",
        };
        write!(
            f,
            "[{} players={} source={} match_seed={:#018x} (rerun with {SEED_ENV}={:#x}); rules={}]",
            self.label,
            self.new.players.len(),
            source,
            self.seed,
            self.seed,
            serde_json::to_string(&self.new.rules).unwrap_or_default()
        )
    }
}

/// Where a check runs: the match and the number of actions applied so far.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    spec: &'a Spec,
    step: usize,
}

impl fmt::Display for Ctx<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at step {}", self.spec, self.step)
    }
}

/// A shuffled whole deck of `kind`, sometimes cut.
fn random_deck(kind: DeckKind, rng: &mut Picker) -> DeckOrder {
    let mut cards = kind.ordered();
    rng.shuffle(&mut cards);
    let cut = rng.one_in(3).then(|| 1 + rng.below(kind.size() - 1));
    DeckOrder { cards, cut }
}

/// A deck order the engine must refuse: a card twice, or a cut out of range.
fn invalid_deck(kind: DeckKind, rng: &mut Picker) -> DeckOrder {
    let mut deck = random_deck(kind, rng);
    match rng.below(3) {
        0 => {
            let first = deck.cards[0];
            if let Some(last) = deck.cards.last_mut() {
                *last = first;
            }
        }
        1 => deck.cut = Some(0),
        _ => deck.cut = Some(kind.size()),
    }
    deck
}

/// Whether a supplied deck order is one whole deck of `kind` with a cut in range (RULES 5.1).
fn valid_deck(kind: DeckKind, deck: &DeckOrder) -> bool {
    let set: CardSet = deck.cards.iter().copied().collect();
    deck.cards.len() == kind.size() as usize
        && set == kind.cards()
        && deck.cut.is_none_or(|c| 0 < c && c < kind.size())
}

/// The match's table, stacks, limit and card source, on top of `rules`.
fn spec_for(label: &'static str, seed: u64, rules: Rules) -> Spec {
    let mut rng = Picker::new(seed);
    let tables: Vec<usize> = (3..=8).filter(|&n| rules.validate(n).is_ok()).collect();
    assert!(!tables.is_empty(), "[{label}] no table size fits {rules:?}");
    let players = rng.pick(&tables);
    // The first ante is one chip per field present (no field is carried yet).
    let ante = rules.fields().len();
    let starting_chips = match rng.below(3) {
        0 => ante + rng.below(3 * ante),
        1 => 20 + rng.below(40),
        _ => rules.starting_chips.max(ante),
    };
    let rules = Rules {
        max_deals: MaxDeals(NonZeroU32::new(1 + rng.below(4))),
        starting_chips,
        ..rules
    };
    let source = if rng.one_in(6) {
        let decks = (0..1 + rng.below(2))
            .map(|_| random_deck(rules.deck, &mut rng))
            .collect();
        DealSource::Decks {
            first_dealer: Seat(rng.index(players)),
            decks,
        }
    } else {
        DealSource::Seed {
            seed: rng.seed(),
            first_dealer: (!rng.one_in(3)).then(|| Seat(rng.index(players))),
        }
    };
    Spec {
        label,
        seed,
        new: NewGame {
            rules,
            players: (0..players).map(|i| format!("p{i}")).collect(),
            source,
            start: None,
            bots: Vec::new(),
        },
    }
}

/// A random valid combination of every switch (beyond the presets).
fn random_rules(rng: &mut Picker) -> Rules {
    loop {
        // Every choice of the catalogue in its order, fewer matches without phase 2 and fewer
        // three-player boards; the numbers keep the classic values.
        let mut overrides = serde_json::Map::new();
        for switch in poch_engine::switches() {
            if switch.values.iter().any(|v| v.starts_with("an integer")) {
                continue;
            }
            let index = match switch.name {
                "middle_pot" | "progressive" => usize::from(rng.one_in(2)),
                "pochen" => usize::from(!rng.one_in(4)),
                "board_fields" => usize::from(rng.one_in(5)),
                _ => rng.index(switch.values.len()),
            };
            overrides.insert(switch.name.into(), switch.values[index].into());
        }
        let overrides: RuleOverrides =
            serde_json::from_value(overrides.into()).expect("the catalogue's values are read back");
        let mut rules = overrides.apply(Rules::CLASSIC);
        if matches!(
            rules.pochen_eligibility,
            PochenEligibility::Any | PochenEligibility::HighCard
        ) {
            rules.uncontested_show = UncontestedShow::None;
        }
        if (3..=8).any(|n| rules.validate(n).is_ok()) {
            return rules;
        }
    }
}

/// A match of random switches.
fn mix_spec(seed: u64) -> Spec {
    let rules = random_rules(&mut Picker::new(seed.rotate_left(17)));
    spec_for("mix", seed, rules)
}

// ------------------------------------------------------------------------------------------
// Statistics (printed with `--nocapture`; also used to assert the tests reach every path).

#[derive(Debug, Default)]
struct Stats {
    matches: u64,
    steps: u64,
    deals: u64,
    probes: u64,
    forged: u64,
    /// Forgeries tried, by kind.
    forged_kinds: BTreeMap<&'static str, u64>,
    replays: u64,
    /// Forgeries not refused as they should be: kind → (count, first example).
    bad_forgeries: BTreeMap<&'static str, (u64, String)>,
    rejections: BTreeMap<&'static str, u64>,
    outcomes: BTreeMap<&'static str, u64>,
    ends: BTreeMap<&'static str, u64>,
}

impl Stats {
    fn count(map: &mut BTreeMap<&'static str, u64>, key: &'static str) {
        *map.entry(key).or_default() += 1;
    }
}

// ------------------------------------------------------------------------------------------
// Hidden cards and leak scanning.

/// The cards `viewer` (a seat, or `None` for a spectator) may not see: the other hands minus
/// their shown cards, and the talon. The dealer's own upcard (ED-4) is public.
fn hidden_cards(state: &GameState, viewer: Option<Seat>) -> CardSet {
    let Some(deal) = &state.deal else {
        return CardSet::EMPTY;
    };
    let mut hidden = deal.talon;
    for (seat, hand) in Seat::all(deal.hands.len()).zip(&deal.hands) {
        if Some(seat) != viewer {
            hidden = hidden.union(hand.minus(deal.revealed[seat]));
        }
    }
    if deal.upcard_holder.is_some() {
        hidden.remove(deal.upcard);
    }
    hidden
}

/// Every card written as a JSON string (`"AH"`) anywhere in `json`. Splitting at the quotes
/// alternates between structure and string contents; a two-character piece that spells a card
/// is one (JSON escapes never produce such a piece from other text here).
fn cards_in_json(json: &str) -> CardSet {
    json.split('"')
        .filter(|piece| piece.len() == 2)
        .filter_map(|piece| {
            piece
                .parse::<Card>()
                .ok()
                .filter(|card| card.to_string() == piece)
        })
        .collect()
}

/// The cards each seat was dealt in the current deal (current hand plus its plays).
fn dealt_hands(state: &GameState) -> Vec<CardSet> {
    let Some(deal) = &state.deal else {
        return Vec::new();
    };
    let mut hands = deal.hands.clone();
    if let Some(d) = &deal.discard {
        for p in &d.plays {
            hands[p.seat].insert(p.card);
        }
    }
    hands
}

/// Whether the current deal is over (its seed may be public).
fn deal_over(state: &GameState) -> bool {
    state.deal.as_ref().is_some_and(|d| d.settlement.is_some())
}

/// The secrets no view or public event may show now: the match seed always, the current
/// deal's seed until the deal is over.
fn secrets(state: &GameState) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(seed) = &state.seed {
        out.push(seed.to_hex());
    }
    if !deal_over(state)
        && let Some(seed) = state.deal.as_ref().and_then(|d| d.deal_seed)
    {
        out.push(seed.to_hex());
    }
    out
}

// ------------------------------------------------------------------------------------------
// Per-state checks.

/// I8 and the legal lists: exactly one seat may act until the match is over.
fn check_actor(ctx: Ctx<'_>, game: &Game) {
    let n = game.players();
    let to_act = game.to_act();
    assert_eq!(
        to_act.is_none(),
        game.phase() == Phase::MatchOver,
        "{ctx}: to_act {to_act:?} in phase {:?}",
        game.phase()
    );
    for seat in Seat::all(n + 2) {
        let legal = game.legal_actions(seat);
        assert_eq!(legal.seat, seat, "{ctx}: legal list for the wrong seat");
        if Some(seat) == to_act {
            assert!(
                !legal.is_empty(),
                "{ctx}: seat {seat} must act but has no legal action"
            );
            if let Some(r) = legal.bet {
                assert!(1 <= r.min && r.min <= r.max, "{ctx}: bad bet range {r:?}");
            }
            if let Some(r) = legal.raise {
                assert!(1 <= r.min && r.min <= r.max, "{ctx}: bad raise range {r:?}");
            }
            if let Some(c) = legal.call {
                assert!(
                    c >= 1 && c <= game.stacks()[seat],
                    "{ctx}: call of {c} with stack {}",
                    game.stacks()[seat]
                );
            }
        } else {
            assert!(
                legal.is_empty(),
                "{ctx}: seat {seat} may act out of turn: {legal:?}"
            );
        }
    }
}

/// I1 and the match-end rule, checked here rather than trusted to `Game::check`: the chips add
/// up to the starting stacks, and between deals the match goes on only while the deal limit is
/// not reached and every seat can pay the next ante.
fn check_chips_and_continuation(ctx: Ctx<'_>, game: &Game) {
    let state = game.state();
    let betting = state
        .deal
        .as_ref()
        .and_then(|d| d.pochen.as_ref())
        .filter(|p| p.outcome.is_none());
    let total = state.stacks.iter().map(|&x| u64::from(x)).sum::<u64>()
        + state.board.total()
        + betting.map_or(0, |p| p.contributions.iter().map(|&c| u64::from(c)).sum());
    let start = u64::from(state.rules.starting_chips) * game.players() as u64;
    assert_eq!(total, start, "{ctx}: chips are not conserved (I1)");
    if game.phase() == Phase::BetweenDeals {
        let ante = game.next_ante().0;
        assert!(
            game.stacks().iter().all(|&x| x >= ante),
            "{ctx}: the match goes on though a seat cannot pay the ante of {ante}"
        );
        assert!(
            game.rules()
                .max_deals
                .0
                .is_none_or(|m| game.deal_number() < m.get()),
            "{ctx}: the match goes on after the deal limit"
        );
    }
}

/// `Game`, `GameState` and `Game::from_state` round trips (the direct `Game` deserialization,
/// which repeats the same parse and check, on one state in four).
fn check_serde(ctx: Ctx<'_>, game: &Game, rng: &mut Picker) {
    let json = serde_json::to_string(game).expect("a game serializes");
    // The leak scans below would see a secret: the full state holds every hidden card and the
    // seeds, and the scanner finds them there.
    let missed = hidden_cards(game.state(), None).minus(cards_in_json(&json));
    assert!(
        missed.is_empty(),
        "{ctx}: the card scanner misses {missed:?}"
    );
    for secret in secrets(game.state()) {
        assert!(
            json.contains(&secret),
            "{ctx}: the seed scanner misses a seed"
        );
    }
    let state: GameState = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{ctx}: a serialized game is not a GameState: {e}\n{json}"));
    assert_eq!(&state, game.state(), "{ctx}: GameState JSON round trip");
    let rebuilt = Game::from_state(state)
        .unwrap_or_else(|e| panic!("{ctx}: from_state refuses the engine's own state: {e}"));
    assert_eq!(&rebuilt, game, "{ctx}: Game::from_state changed the game");
    // The binary form (postcard, as in state tokens) keeps every value too.
    let bytes = postcard::to_stdvec(game.state())
        .unwrap_or_else(|e| panic!("{ctx}: a state has no binary form: {e}"));
    assert!(
        bytes.len() < json.len() / 2,
        "{ctx}: the binary form ({} B) is not compact beside JSON ({} B)",
        bytes.len(),
        json.len()
    );
    let state: GameState = postcard::from_bytes(&bytes)
        .unwrap_or_else(|e| panic!("{ctx}: a state's binary form does not read back: {e}"));
    assert_eq!(&state, game.state(), "{ctx}: GameState binary round trip");
    if rng.one_in(4) {
        let back: Game = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{ctx}: a serialized game is refused: {e}\n{json}"));
        assert_eq!(&back, game, "{ctx}: the game changed in a JSON round trip");
    }
}

thread_local! {
    // The last view `check_views` wrote, to be written over by the next.
    static REUSED: std::cell::RefCell<Option<View>> = const { std::cell::RefCell::new(None) };
}

/// Every viewer's view: no hidden card, no secret, the right own hand; and a serde round trip
/// of one random viewer's view.
fn check_views(ctx: Ctx<'_>, game: &Game, rng: &mut Picker) {
    let state = game.state();
    let n = game.players();
    let deal = state.deal.as_ref().expect("a match always has a deal");
    let secrets = secrets(state);
    let round_trip = rng.index(n + 1);
    let viewers = Seat::all(n).map(Viewer::Seat).chain([Viewer::Spectator]);
    for (i, viewer) in viewers.enumerate() {
        let view = game
            .view(viewer)
            .expect("a seat of the table, or a spectator");
        assert_eq!(view.viewer, viewer, "{ctx}: view for the wrong viewer");
        // A view written over one of another state, viewer or table (the last one written on
        // this thread) is the view made afresh.
        REUSED.with(|cell| {
            let mut reused = cell.borrow_mut();
            match reused.as_mut() {
                Some(old) => {
                    game.view_into(viewer, old).expect("a seat of the table");
                    assert_eq!(*old, view, "{ctx}: a view written over another differs");
                }
                None => *reused = Some(view.clone()),
            }
        });
        assert_eq!(
            view.fields,
            state.rules.fields(),
            "{ctx}: the view's fields"
        );
        for field in Field::ALL.into_iter().filter(|f| !view.fields.contains(*f)) {
            assert_eq!(
                view.board[field], 0,
                "{ctx}: chips on {field}, not a field of the table"
            );
        }
        let json = serde_json::to_string(&view).expect("a view serializes");
        if i == round_trip {
            let back: View = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{ctx}: a view does not deserialize: {e}\n{json}"));
            assert_eq!(back, view, "{ctx}: a view changed in a JSON round trip");
        }

        let seat = viewer.seat();
        let hidden = hidden_cards(state, seat);
        let shown = cards_in_json(&json);
        let leaked = shown.intersect(hidden);
        assert!(
            leaked.is_empty(),
            "{ctx}: the view of {viewer:?} leaks hidden cards {leaked:?}\n{json}"
        );
        for secret in &secrets {
            assert!(
                !json.contains(secret.as_str()),
                "{ctx}: the view of {viewer:?} shows a secret seed\n{json}"
            );
        }
        assert_eq!(
            view.legal.is_some(),
            seat.is_some() && seat == game.to_act(),
            "{ctx}: {viewer:?} gets a legal list out of turn"
        );

        let dv = view.deal.as_ref().expect("a view shows the deal");
        assert_eq!(
            dv.hand,
            seat.map(|s| deal.hands[s].to_vec()),
            "{ctx}: {viewer:?} does not see exactly its own hand"
        );
        assert_eq!(dv.dead, deal.dead.to_vec(), "{ctx}: dead cards");
        assert_eq!(dv.upcard, deal.upcard, "{ctx}: the upcard is public");
        if let Some(legal) = &view.legal {
            let own = seat.map_or(CardSet::EMPTY, |s| deal.hands[s]);
            assert!(
                legal.lead.minus(own).is_empty(),
                "{ctx}: {viewer:?} may lead cards it does not hold"
            );
        }
        assert_eq!(
            dv.talon_size,
            deal.talon.len(),
            "{ctx}: the talon's size is public"
        );
        for (s, revealed) in dv.revealed.iter().enumerate() {
            let set: CardSet = revealed.iter().copied().collect();
            assert!(
                set.minus(deal.hands[s].intersect(deal.revealed[s]))
                    .is_empty(),
                "{ctx}: {viewer:?} sees seat {s}'s revealed cards {set:?} that are not shown"
            );
        }
        if let Some(d) = &dv.discard {
            let own = seat.map_or(CardSet::EMPTY, |s| deal.hands[s]);
            for p in &d.plays {
                assert!(
                    !own.contains(p.card) && !hidden.contains(p.card),
                    "{ctx}: a play lists a card still in a hand"
                );
            }
        }
        if !deal_over(state) {
            assert!(dv.deal_seed.is_none(), "{ctx}: the deal seed shows early");
        }
    }
    check_seat_views(ctx, game, rng);
}

/// The views of a random set of seats, asked in any order and with repeats, sharing the
/// spectator's view: the shared view is the spectator's, each seat is answered once by
/// ascending seat, each seat's part shows no card hidden from that seat, and each seat's whole
/// view is its own view.
fn check_seat_views(ctx: Ctx<'_>, game: &Game, rng: &mut Picker) {
    let n = game.players();
    let wanted: Vec<Seat> = Seat::all(n).filter(|_| rng.one_in(2)).collect();
    let asked = wanted.iter().rev().chain(wanted.first()).copied();
    let shared = game.seat_views(asked).expect("seats of the table");
    let spectator = game.view(Viewer::Spectator).expect("a spectator's view");
    assert_eq!(
        shared.public_view, spectator,
        "{ctx}: the shared view is the spectator's"
    );
    let answered: Vec<Seat> = shared.seats.iter().map(|p| p.seat).collect();
    assert_eq!(
        answered, wanted,
        "{ctx}: each seat asked, once, by ascending seat"
    );
    for part in &shared.seats {
        let json = serde_json::to_string(part).expect("a part serializes");
        let leaked = cards_in_json(&json).intersect(hidden_cards(game.state(), Some(part.seat)));
        assert!(
            leaked.is_empty(),
            "{ctx}: the part of seat {} leaks hidden cards {leaked:?}\n{json}",
            part.seat
        );
        let own = game
            .view(Viewer::Seat(part.seat))
            .expect("a seat of the table");
        assert_eq!(
            shared.view(part.seat),
            Some(own),
            "{ctx}: seat {}'s view from the shared one",
            part.seat
        );
    }
    assert_eq!(
        game.seat_views([Seat(n)]).map(|_| ()),
        Err(Rejection::SeatOutOfRange {
            seat: Seat(n),
            players: n
        }),
        "{ctx}: a seat beyond the table"
    );
}

/// The events of one step: visibility, no leaks, the dealt hands, serde round trips.
fn check_events(ctx: Ctx<'_>, after: &Game, events: &[Event]) {
    let state = after.state();
    let hidden = hidden_cards(state, None);
    let secrets = secrets(state);
    let dealt = dealt_hands(state);
    for event in events {
        let json = serde_json::to_string(event).expect("an event serializes");
        let back: Event = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{ctx}: an event does not deserialize: {e}\n{json}"));
        assert_eq!(&back, event, "{ctx}: an event changed in a JSON round trip");
        for secret in &secrets {
            assert!(
                !json.contains(secret.as_str()),
                "{ctx}: an event shows a secret seed: {json}"
            );
        }
        match (&event.visibility, &event.kind) {
            (Visibility::Private(s), EventKind::HandDealt { seat, cards }) => {
                assert_eq!(s, seat, "{ctx}: seat {seat}'s hand is sent to seat {s}");
                let set: CardSet = cards.iter().copied().collect();
                assert_eq!(set.len() as usize, cards.len(), "{ctx}: a card dealt twice");
                assert_eq!(
                    Some(&set),
                    dealt.get(seat.index()),
                    "{ctx}: HandDealt is not seat {seat}'s hand"
                );
            }
            (Visibility::Private(s), kind) => {
                panic!("{ctx}: a private event for seat {s} that is not its hand: {kind:?}")
            }
            (Visibility::Public, EventKind::HandDealt { seat, .. }) => {
                panic!("{ctx}: seat {seat}'s hand is dealt in public: {json}")
            }
            (Visibility::Public, kind) => {
                let leaked = cards_in_json(&json).intersect(hidden);
                assert!(
                    leaked.is_empty(),
                    "{ctx}: a public event leaks hidden cards {leaked:?}: {json}"
                );
                if let EventKind::GroupShown { seat, cards } = kind {
                    // ED-13: the best group, nothing else; under `high_card` a hand without
                    // one shows its highest card only (ED-37).
                    let hand = state
                        .deal
                        .as_ref()
                        .map_or(CardSet::EMPTY, |d| d.hands[*seat]);
                    let high = hand
                        .iter()
                        .max_by_key(|c| (c.rank().index(), 3 - c.suit() as u8));
                    let group = match Group::best(hand) {
                        Some(g) => g.cards(hand),
                        None if state.rules.pochen_eligibility == PochenEligibility::HighCard => {
                            high.into_iter().collect()
                        }
                        None => CardSet::EMPTY,
                    };
                    assert_eq!(
                        *cards, group,
                        "{ctx}: seat {seat} shows more or less than its best group"
                    );
                }
            }
        }
    }
}

/// The leak checks trust the state's `revealed` cards to be public; this anchors them in the
/// public events of the deal. A phase-1 claim shows only the pay-suit cards that earn its field
/// (RULES §7), a shown group is checked in [`check_events`]; every revealed card must have been
/// announced by one of them.
fn track_reveals(ctx: Ctx<'_>, after: &Game, events: &[Event], announced: &mut [CardSet]) {
    let deal = after.deal().expect("a match always has a deal");
    let pay = deal.upcard.suit();
    for event in events {
        if let EventKind::DealStarted { .. } = event.kind {
            announced.fill(CardSet::EMPTY);
        } else if let EventKind::GroupShown { seat, cards } = &event.kind {
            announced[*seat] = announced[*seat].union(*cards);
        } else if let EventKind::FieldClaimed {
            field, seat, cards, ..
        } = &event.kind
        {
            assert!(
                cards.iter().all(|c| c.suit() == pay),
                "{ctx}: claim of {field:?} shows cards outside the pay suit: {cards:?}"
            );
            let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank().index()).collect();
            ranks.sort_unstable();
            let honour = Field::HONOURS.iter().find(|(f, _)| f == field);
            let fits = if let Some((_, rank)) = honour {
                ranks == [rank.index()]
            } else if *field == Field::MAR {
                ranks == [Rank::QUEEN.index(), Rank::KING.index()]
            } else if *field == Field::SEQ {
                ranks.len() == 3 && ranks[1] == ranks[0] + 1 && ranks[2] == ranks[1] + 1
            } else {
                false
            };
            assert!(fits, "{ctx}: claim of {field:?} shows {cards:?}");
            announced[*seat] = announced[*seat].union(cards.iter().copied().collect());
        }
    }
    for (seat, revealed) in deal.revealed.iter().enumerate() {
        let unannounced = revealed.minus(announced[seat]);
        assert!(
            unannounced.is_empty(),
            "{ctx}: seat {seat}'s cards {unannounced:?} count as shown but were never announced"
        );
    }
}

// ------------------------------------------------------------------------------------------
// Probing actions.

/// The actions to probe at a decision point of `actor`: a mix of legal and illegal ones.
fn probe_actions(game: &Game, actor: Seat, rng: &mut Picker) -> Vec<(Seat, Action)> {
    let n = game.players();
    let state = game.state();
    let kind = state.rules.deck;
    let legal = game.legal_actions(actor);
    let stack = game.stacks()[actor];
    let mut out: Vec<(Seat, Action)> = Vec::with_capacity(64);
    let mut amounts = vec![0, 1, 2, stack, stack.saturating_add(1), u32::MAX];
    for r in [legal.bet, legal.raise].into_iter().flatten() {
        amounts.extend([
            r.min,
            r.min - 1,
            r.max,
            r.max.saturating_add(1),
            r.min + rng.below(r.max - r.min + 1),
        ]);
    }
    amounts.sort_unstable();
    amounts.dedup();
    for &amount in &amounts {
        out.push((actor, Action::Bet { amount }));
        out.push((actor, Action::Raise { amount }));
    }
    out.extend([
        (actor, Action::Pass),
        (actor, Action::Call),
        (actor, Action::Fold),
        (actor, Action::Deal { deck: None }),
    ]);
    if game.phase() == Phase::BetweenDeals || rng.one_in(8) {
        out.push((
            actor,
            Action::Deal {
                deck: Some(random_deck(kind, rng)),
            },
        ));
        out.push((
            actor,
            Action::Deal {
                deck: Some(invalid_deck(kind, rng)),
            },
        ));
    }
    let hand = state
        .deal
        .as_ref()
        .map_or(CardSet::EMPTY, |d| d.hands[actor]);
    let directions = [None, Some(Direction::Up), Some(Direction::Down)];
    if game.phase() == Phase::Discard {
        // Every card of the hand, with every direction option.
        for card in hand {
            for direction in directions {
                out.push((actor, Action::Lead { card, direction }));
            }
        }
    } else if let Some(card) = hand.iter().next() {
        out.push((
            actor,
            Action::Lead {
                card,
                direction: None,
            },
        ));
    }
    // Cards not in the hand, and one outside the deck.
    let others = kind.cards().minus(hand).to_vec();
    for _ in 0..3 {
        if !others.is_empty() {
            let card = rng.pick(&others);
            out.push((
                actor,
                Action::Lead {
                    card,
                    direction: rng.pick(&directions),
                },
            ));
        }
    }
    if kind != DeckKind::French52 {
        let card: Card = "2C".parse().expect("2C is a card");
        out.push((
            actor,
            Action::Lead {
                card,
                direction: None,
            },
        ));
    }
    // The chosen kind of action from every other seat, and from seats that do not exist.
    let sampled = legal.sample(|k| rng.below(k)).unwrap_or(Action::Pass);
    for seat in Seat::all(n).filter(|&s| s != actor) {
        out.push((seat, sampled.clone()));
    }
    out.push((Seat(n), sampled.clone()));
    out.push((Seat(usize::MAX), sampled));
    out
}

/// Tries every probe on a copy: accepted exactly when the legal list allows it; a refusal has a
/// documented code and leaves the game as it was.
fn check_probes(
    ctx: Ctx<'_>,
    game: &Game,
    probes: Vec<(Seat, Action)>,
    rng: &mut Picker,
    stats: &mut Stats,
) {
    let kind = game.rules().deck;
    for (seat, action) in probes {
        stats.probes += 1;
        let listed = game.legal_actions(seat).allows(&action);
        // The legal list says whether a deck order may be supplied, not which: a supplied
        // deck that is not a whole deck is refused even where a deck order is allowed.
        let bad_deck = matches!(&action, Action::Deal { deck: Some(d) } if !valid_deck(kind, d));
        let allowed = listed && !bad_deck;
        let result = game.clone().apply(seat, action.clone());
        check_in_place(ctx, game, seat, &action, &result);
        match result {
            Ok(step) => {
                assert!(
                    allowed,
                    "{ctx}: seat {seat} may not `{action}`, yet it was accepted"
                );
                assert_eq!(
                    step.game.version(),
                    game.version() + 1,
                    "{ctx}: `{action}` did not count as one action"
                );
                // The chosen action's result is checked in full; other accepted probes on a
                // sample (a discard hand offers a dozen leads at every decision point).
                if rng.one_in(4)
                    && let Err(e) = step.game.check()
                {
                    panic!("{ctx}: seat {seat} `{action}` breaks an invariant: {e}");
                }
            }
            Err(rejected) => {
                let code = rejected.rejection.code();
                assert!(
                    !allowed,
                    "{ctx}: seat {seat} may `{action}`, yet it was refused: {code} ({})",
                    rejected.rejection
                );
                assert!(
                    Rejection::CODES.contains(&code),
                    "{ctx}: undocumented rejection code {code}"
                );
                if listed && bad_deck {
                    assert_eq!(
                        code, "invalid_deck_order",
                        "{ctx}: `{action}` with a bad deck"
                    );
                }
                assert_eq!(
                    &rejected.game, game,
                    "{ctx}: the refused `{action}` of seat {seat} ({code}) changed the game"
                );
                Stats::count(&mut stats.rejections, code);
            }
        }
    }
}

/// `Game::apply_in_place` does what `Game::apply` did (`result`): the same game and events,
/// appended after what the buffer held; a refusal with the same reason leaves the game and the
/// buffer as they were.
fn check_in_place(
    ctx: Ctx<'_>,
    game: &Game,
    seat: Seat,
    action: &Action,
    result: &Result<Step, Rejected>,
) {
    let mut in_place = game.clone();
    // A buffer that already holds an event, as a loop's reused buffer may.
    let held = [Event::public(EventKind::Passed { seat, out: false })];
    let mut events = held.to_vec();
    let answer = in_place.apply_in_place(seat, action.clone(), &mut events);
    let (before, appended) = events.split_at(held.len().min(events.len()));
    assert_eq!(
        before, held,
        "{ctx}: `{action}` in place lost what the buffer held"
    );
    match (result, answer) {
        (Ok(step), Ok(())) => {
            assert_eq!(
                in_place, step.game,
                "{ctx}: `{action}` in place: another game"
            );
            assert_eq!(
                appended,
                step.events.as_slice(),
                "{ctx}: `{action}` in place: other events"
            );
        }
        (Err(rejected), Err(rejection)) => {
            assert_eq!(
                rejection, rejected.rejection,
                "{ctx}: `{action}` in place: another refusal"
            );
            assert_eq!(
                &in_place, game,
                "{ctx}: `{action}` refused in place changed the game"
            );
            assert!(
                appended.is_empty(),
                "{ctx}: `{action}` refused in place added events"
            );
        }
        (result, answer) => panic!(
            "{ctx}: seat {seat} `{action}`: apply {:?}, in place {answer:?}",
            result.as_ref().map(|_| ()).map_err(|r| r.rejection.code())
        ),
    }
}

/// The action a seat takes: a sample from its legal list (with a deck order where the match is
/// dealt from supplied decks).
fn choose_action(game: &Game, legal: &LegalActions, rng: &mut Picker) -> Option<Action> {
    if legal.deal && legal.deck_allowed && (legal.deck_required || rng.one_in(2)) {
        return Some(Action::Deal {
            deck: Some(random_deck(game.rules().deck, rng)),
        });
    }
    legal.sample(|k| rng.below(k))
}

// ------------------------------------------------------------------------------------------
// Forged states.

/// The number of kinds of forgery that [`forgeries`] makes.
const FORGERY_KINDS: usize = 13;

/// Mutates one thing of a valid state; each result must be refused with the given code.
fn forgeries(state: &GameState, rng: &mut Picker) -> Vec<(&'static str, &'static str, GameState)> {
    let n = state.players.len();
    let mut out = Vec::new();
    let other = |rng: &mut Picker, seat: Seat| Seat((seat.index() + 1 + rng.index(n - 1)) % n);

    let mut s = state.clone();
    let seat = rng.index(n);
    s.stacks[seat] += 1;
    out.push(("a chip added to a stack", "state_invalid", s));

    let mut s = state.clone();
    let fields: Vec<_> = s.rules.fields().iter().collect();
    let field = rng.pick(&fields);
    s.board[field] += 1;
    out.push(("a chip added to a field", "state_invalid", s));

    let holders: Vec<Seat> = Seat::all(n)
        .filter(|&x| state.deal.as_ref().is_some_and(|d| !d.hands[x].is_empty()))
        .collect();
    if !holders.is_empty() {
        let from = rng.pick(&holders);
        let to = other(rng, from);
        let mut s = state.clone();
        if let Some(deal) = s.deal.as_mut() {
            let card = rng.pick(&deal.hands[from].to_vec());
            deal.hands[from].remove(card);
            deal.hands[to].insert(card);
        }
        out.push(("a card moved to another hand", "state_invalid", s));

        let mut s = state.clone();
        if let Some(deal) = s.deal.as_mut() {
            let card = rng.pick(&deal.hands[from].to_vec());
            deal.hands[to].insert(card);
        }
        out.push(("a card duplicated into another hand", "state_invalid", s));
    }

    if let Some(deal) = &state.deal {
        if let Some(card) = deal
            .discard
            .as_ref()
            .and_then(|d| d.plays.first())
            .map(|p| p.card)
        {
            let mut s = state.clone();
            if let Some(deal) = s.deal.as_mut() {
                let to = rng.index(n);
                deal.hands[to].insert(card);
            }
            out.push(("a played card back in a hand", "state_invalid", s));
        }
        if let Some(p) = &deal.pochen {
            let h = p.high_stake;
            let mut s = state.clone();
            let seat = rng.index(n);
            if let Some(q) = s.deal.as_mut().and_then(|d| d.pochen.as_mut()) {
                if p.outcome.is_none() {
                    q.contributions[seat] += 1;
                } else {
                    q.contributions[seat] = h + 1;
                }
            }
            out.push(("a seat's contribution raised", "state_invalid", s));
            // I6: when betting ends, every IN seat has contribution = H.
            let in_seats: Vec<Seat> = Seat::all(n)
                .filter(|&x| p.statuses[x] == Status::In)
                .collect();
            if p.outcome.is_some() && h > 0 && !in_seats.is_empty() {
                let mut s = state.clone();
                let seat = rng.pick(&in_seats);
                if let Some(q) = s.deal.as_mut().and_then(|d| d.pochen.as_mut()) {
                    q.contributions[seat] = h - 1;
                }
                out.push((
                    "an IN seat's contribution below H after betting (I6)",
                    "state_invalid",
                    s,
                ));
            }
        }
        let mut s = state.clone();
        if let Some(d) = s.deal.as_mut() {
            d.dealer = other(rng, d.dealer);
        }
        out.push(("another dealer", "state_invalid", s));

        // Beyond the list of RULES §13: states no play can reach, whose every other part is
        // consistent.
        if let Some(p) = &deal.pochen
            && p.outcome == Some(PochenOutcome::Showdown)
            && let Some(winner) = p.winner
        {
            let others: Vec<Seat> = Seat::all(n)
                .filter(|&x| x != winner && matches!(p.statuses[x], Status::In | Status::AllIn))
                .collect();
            if !others.is_empty() {
                let seat = rng.pick(&others);
                let mut s = state.clone();
                if let Some(d) = s.deal.as_mut() {
                    if let Some(q) = d.pochen.as_mut() {
                        q.winner = Some(seat);
                    }
                    if let Some(x) = d.discard.as_mut().filter(|x| x.plays.is_empty()) {
                        x.leader = seat;
                    }
                }
                out.push((
                    "the Pochen winner changed to another showdown seat (ED-18)",
                    "state_invalid",
                    s,
                ));
            }
        }
        if let Some(d) = deal.discard.as_ref().filter(|d| d.plays.is_empty()) {
            let mut s = state.clone();
            if let Some(x) = s.deal.as_mut().and_then(|d| d.discard.as_mut()) {
                x.leader = other(rng, d.leader);
            }
            out.push((
                "another first leader of phase 3 (RULES 9.1, ED-18)",
                "state_invalid",
                s,
            ));
        }
        let shown: Vec<Seat> = Seat::all(n)
            .filter(|&x| !deal.revealed[x].intersect(deal.hands[x]).is_empty())
            .collect();
        if !shown.is_empty() {
            let seat = rng.pick(&shown);
            let card = rng.pick(&deal.revealed[seat].intersect(deal.hands[seat]).to_vec());
            let mut s = state.clone();
            if let Some(d) = s.deal.as_mut() {
                d.revealed[seat].remove(card);
            }
            out.push((
                "a claimed or shown card hidden again (RULES 7.6, ED-13)",
                "state_invalid",
                s,
            ));
        }
        if deal.settlement.is_some() {
            let fields: Vec<_> = state.rules.fields().iter().collect();
            let field = rng.pick(&fields);
            let mut s = state.clone();
            if s.carried.contains(field) {
                s.carried.remove(field);
            } else {
                s.carried.insert(field);
            }
            out.push((
                "a carried flag flipped after the deal (ED-26: carried = not awarded)",
                "state_invalid",
                s,
            ));
        }
    }

    let mut s = state.clone();
    s.schema_version = 2;
    out.push(("schema_version 2", "state_version_unsupported", s));
    out
}

/// Every forgery of `game`'s state is refused, through `from_state` and through JSON. A
/// forgery that is accepted (or refused with the wrong code) is recorded in `stats`, so that
/// one run lists every kind the engine lets through; a panic fails at once.
fn check_forgeries(ctx: Ctx<'_>, game: &Game, rng: &mut Picker, stats: &mut Stats) {
    for (what, code, forged) in forgeries(game.state(), rng) {
        stats.forged += 1;
        Stats::count(&mut stats.forged_kinds, what);
        let json = serde_json::to_string(&forged).expect("a state serializes");
        let result = panic::catch_unwind(AssertUnwindSafe(|| Game::from_state(forged)));
        let failure = match result {
            Err(_) => panic!("{ctx}: Game::from_state panics on a forged state ({what})"),
            Ok(Ok(_)) => Some("accepted".to_owned()),
            Ok(Err(e)) if e.code() != code => Some(format!("refused with {} ({e})", e.code())),
            Ok(Err(_)) => None,
        };
        let via_json = serde_json::from_str::<Game>(&json).is_ok();
        let failure = match (failure, via_json) {
            (None, true) => Some("accepted as JSON by serde".to_owned()),
            (f, _) => f,
        };
        if let Some(failure) = failure {
            let entry = stats
                .bad_forgeries
                .entry(what)
                .or_insert_with(|| (0, format!("{failure}, expected {code}: {ctx}\n{json}")));
            entry.0 += 1;
        }
    }
}

// ------------------------------------------------------------------------------------------
// The end of a match and the replay.

/// RULES 10.2, 10.3: the right reasons, and standings ordered by place (competition ranking).
fn check_match_end(ctx: Ctx<'_>, game: &Game, stats: &mut Stats) {
    let end = game
        .match_end()
        .unwrap_or_else(|| panic!("{ctx}: the match stopped without a match end"));
    let n = game.players();
    // RULES 11.7.3, I14: under `board_at_end=shared` the match end added the same share to
    // every stack; who could pay was judged before it (ED-40).
    let share = end.board_share.map_or(0, |share| share.per_player);
    match (game.rules().board_at_end, end.board_share) {
        (BoardAtEnd::Kept, None) => {
            assert_eq!(end.board_left, *game.board(), "{ctx}: kept moves no chip");
        }
        (BoardAtEnd::Shared, Some(s)) => {
            let total = end.board_left.total();
            assert_eq!(
                u64::from(s.per_player),
                total / n as u64,
                "{ctx}: the share"
            );
            assert_eq!(
                u64::from(s.remainder),
                total % n as u64,
                "{ctx}: the remainder"
            );
            assert_eq!(
                s.board_after,
                *game.board(),
                "{ctx}: the board after the share"
            );
            assert_eq!(
                game.board().total(),
                u64::from(s.remainder),
                "{ctx}: board left"
            );
            assert!(
                Field::ALL
                    .iter()
                    .all(|&f| game.board()[f] <= end.board_left[f]),
                "{ctx}: the share raised a field"
            );
            Stats::count(&mut stats.ends, "board_shared");
        }
        (rule, share) => panic!("{ctx}: board_at_end={rule:?} with the share {share:?}"),
    }
    let stacks: Vec<u32> = game.stacks().iter().map(|&s| s - share).collect();
    let max = game.rules().max_deals.0.map(NonZeroU32::get);
    assert_eq!(end.deals_played, game.deal_number(), "{ctx}: deals played");
    assert!(
        max.is_some_and(|m| end.deals_played <= m),
        "{ctx}: {} deals played, limit {max:?}",
        end.deals_played
    );
    if end.board_share.is_none() {
        // (After a share the board, and with it a progressive ante, is no longer the one the
        // match-end test saw.)
        assert_eq!(
            end.next_ante,
            game.next_ante().0,
            "{ctx}: the match end's next ante"
        );
    }
    let limit = max == Some(end.deals_played);
    let shortfall = stacks.iter().any(|&s| s < end.next_ante);
    assert!(
        limit || shortfall,
        "{ctx}: the match ended without a reason"
    );
    assert_eq!(
        end.reasons.contains(&MatchEndReason::MaxDeals),
        limit,
        "{ctx}: reasons {:?}",
        end.reasons
    );
    assert_eq!(
        end.reasons.contains(&MatchEndReason::AnteShortfall),
        shortfall,
        "{ctx}: reasons {:?}",
        end.reasons
    );
    if limit {
        Stats::count(&mut stats.ends, "max_deals");
    }
    if shortfall {
        Stats::count(&mut stats.ends, "ante_shortfall");
    }

    let standings = &end.standings;
    assert_eq!(standings.len(), n, "{ctx}: one standing per seat");
    let mut seats: Vec<Seat> = standings.iter().map(|s| s.seat).collect();
    seats.sort_unstable();
    assert_eq!(
        seats,
        Seat::all(n).collect::<Vec<_>>(),
        "{ctx}: standings' seats"
    );
    assert!(
        standings.windows(2).all(|w| w[0].place <= w[1].place),
        "{ctx}: standings are not sorted by place: {standings:?}"
    );
    for st in standings {
        assert_eq!(st.stack, stacks[st.seat] + share, "{ctx}: standing stack");
        assert_eq!(
            st.could_pay,
            stacks[st.seat] >= end.next_ante,
            "{ctx}: could_pay of seat {}",
            st.seat
        );
        let better = standings
            .iter()
            .filter(|o| (o.could_pay, o.stack) > (st.could_pay, st.stack))
            .count();
        assert_eq!(
            st.place as usize,
            better + 1,
            "{ctx}: seat {}'s place in {standings:?}",
            st.seat
        );
    }

    // Nothing is accepted once the match is over.
    for seat in [0, n - 1, n].map(Seat) {
        for action in [
            Action::Pass,
            Action::Deal { deck: None },
            Action::Bet { amount: 1 },
        ] {
            let rejected = game
                .clone()
                .apply(seat, action.clone())
                .err()
                .unwrap_or_else(|| panic!("{ctx}: `{action}` accepted after the match end"));
            assert_eq!(rejected.rejection.code(), "match_over", "{ctx}: `{action}`");
            assert_eq!(&rejected.game, game, "{ctx}: a refusal changed the game");
            stats.probes += 1;
            Stats::count(&mut stats.rejections, "match_over");
        }
    }
}

/// I13: the same `NewGame` (read back from JSON) and actions replay the same games and events,
/// also when resumed from a serialized mid-match state.
fn check_replay(
    spec: &Spec,
    actions: &[(Seat, Action)],
    history: &[(Game, Vec<Event>)],
    rng: &mut Picker,
) {
    let json = serde_json::to_string(&spec.new).expect("a NewGame serializes");
    let new: NewGame = serde_json::from_str(&json).expect("a NewGame deserializes");
    assert_eq!(new, spec.new, "{spec}: NewGame JSON round trip");
    let first = Game::new(new).expect("the match starts again");
    assert_eq!(
        first.game, history[0].0,
        "{spec}: replay differs at the start"
    );
    assert_eq!(
        first.events, history[0].1,
        "{spec}: replayed events differ at the start"
    );
    let mut game = first.game;
    for (i, (seat, action)) in actions.iter().enumerate() {
        let step = game
            .apply(*seat, action.clone())
            .unwrap_or_else(|r| panic!("{spec}: replayed step {i} `{action}` refused: {r:?}"));
        assert_eq!(
            step.game,
            history[i + 1].0,
            "{spec}: replay differs at step {i}"
        );
        assert_eq!(
            step.events,
            history[i + 1].1,
            "{spec}: replayed events differ at step {i}"
        );
        game = step.game;
    }

    let k = rng.index(history.len());
    let json = serde_json::to_string(&history[k].0).expect("a game serializes");
    let mut game: Game = serde_json::from_str(&json).expect("a game deserializes");
    for (i, (seat, action)) in actions.iter().enumerate().skip(k) {
        let step = game
            .apply(*seat, action.clone())
            .unwrap_or_else(|r| panic!("{spec}: resumed step {i} `{action}` refused: {r:?}"));
        assert_eq!(
            step.game,
            history[i + 1].0,
            "{spec}: resumed from step {k}, differs at step {i}"
        );
        assert_eq!(
            step.events,
            history[i + 1].1,
            "{spec}: resumed from step {k}, events differ at step {i}"
        );
        game = step.game;
    }
}

// ------------------------------------------------------------------------------------------
// One match.

/// Which optional checks a match runs.
#[derive(Clone, Copy)]
struct Plan {
    /// Forge the state at every decision point (requirement of `forged_states_are_refused`).
    forge: bool,
}

/// The most actions a match may take: per deal, every raise lifts the high stake by a chip
/// (so at most `total chips` raises, each answered by fewer than n seats), plus one lead per
/// card and the deal.
fn step_bound(game: &Game) -> usize {
    let n = game.players();
    let total = game.state().total_chips as usize;
    let deals = game.rules().max_deals.0.map_or(1, |m| m.get() as usize);
    deals * (n * (total + 2) + game.rules().deck.size() as usize + 2)
}

fn play_match(spec: &Spec, plan: Plan, stats: &mut Stats) {
    let mut rng = Picker::new(spec.seed ^ 0x5EED_0FAC_710A_5EED);
    let start = Game::new(spec.new.clone())
        .unwrap_or_else(|e| panic!("{spec}: Game::new refuses: {} ({e})", e.code()));
    let ctx = Ctx { spec, step: 0 };
    check_events(ctx, &start.game, &start.events);
    let mut announced = vec![CardSet::EMPTY; start.game.players()];
    track_reveals(ctx, &start.game, &start.events, &mut announced);
    let bound = step_bound(&start.game);
    let mut history = vec![(start.game.clone(), start.events)];
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    let mut game = start.game;
    loop {
        let ctx = Ctx {
            spec,
            step: actions.len(),
        };
        if let Err(e) = game.check() {
            panic!("{ctx}: invariant broken: {e}");
        }
        check_actor(ctx, &game);
        check_chips_and_continuation(ctx, &game);
        check_serde(ctx, &game, &mut rng);
        check_views(ctx, &game, &mut rng);
        if plan.forge {
            check_forgeries(ctx, &game, &mut rng, stats);
        }
        if game.phase() == Phase::MatchOver {
            break;
        }
        assert!(
            actions.len() < bound,
            "{ctx}: the match has not ended after {bound} actions"
        );
        let seat = game.to_act().expect("checked: someone acts");
        let probes = probe_actions(&game, seat, &mut rng);
        check_probes(ctx, &game, probes, &mut rng, stats);
        let legal = game.legal_actions(seat);
        let action = choose_action(&game, &legal, &mut rng)
            .unwrap_or_else(|| panic!("{ctx}: seat {seat} has no action to sample: {legal:?}"));
        assert!(
            legal.allows(&action),
            "{ctx}: sampled `{action}` is not in {legal:?}"
        );
        let version = game.version();
        let result = game.clone().apply(seat, action.clone());
        check_in_place(ctx, &game, seat, &action, &result);
        let step =
            result.unwrap_or_else(|r| panic!("{ctx}: seat {seat} `{action}` refused: {r:?}"));
        assert_eq!(step.game.version(), version + 1, "{ctx}: version");
        check_events(ctx, &step.game, &step.events);
        track_reveals(ctx, &step.game, &step.events, &mut announced);
        for event in &step.events {
            match &event.kind {
                EventKind::PochenEnded { outcome, .. } => {
                    Stats::count(&mut stats.outcomes, outcome.name())
                }
                EventKind::DealEnded { .. } => stats.deals += 1,
                EventKind::DealStarted { .. }
                | EventKind::AntePaid { .. }
                | EventKind::HandDealt { .. }
                | EventKind::UpcardTurned { .. }
                | EventKind::FieldClaimed { .. }
                | EventKind::PochenStarted { .. }
                | EventKind::PochenSkipped { .. }
                | EventKind::Passed { .. }
                | EventKind::BetPlaced { .. }
                | EventKind::Called { .. }
                | EventKind::Raised { .. }
                | EventKind::Folded { .. }
                | EventKind::GroupShown { .. }
                | EventKind::DiscardStarted { .. }
                | EventKind::DirectionChosen { .. }
                | EventKind::CardPlayed { .. }
                | EventKind::ChainStopped { .. }
                | EventKind::DealSettled(_)
                | EventKind::MatchEnded(_)
                | EventKind::TimedOut { .. } => {}
            }
        }
        actions.push((seat, action));
        history.push((step.game.clone(), step.events));
        game = step.game;
    }
    let ctx = Ctx {
        spec,
        step: actions.len(),
    };
    check_match_end(ctx, &game, stats);
    check_replay(spec, &actions, &history, &mut rng);
    stats.replays += 1;
    stats.matches += 1;
    stats.steps += actions.len() as u64;
}

/// Plays a match, naming it on any panic (from an assertion or from the engine).
fn play_named(spec: &Spec, plan: Plan, stats: &mut Stats) {
    let result = panic::catch_unwind(AssertUnwindSafe(|| play_match(spec, plan, stats)));
    if let Err(payload) = result {
        eprintln!("property failure in match {spec}");
        panic::resume_unwind(payload);
    }
}

/// The match seeds of a test: `count` seeds derived from its label, or the one in
/// `POCH_PROPERTIES_SEED`.
fn match_seeds(label: &str, count: u64) -> Vec<u64> {
    if let Ok(text) = std::env::var(SEED_ENV) {
        let text = text.trim();
        let seed = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => text.parse(),
        };
        return vec![seed.unwrap_or_else(|_| panic!("{SEED_ENV}={text} is not a u64"))];
    }
    let base = label_hash(label);
    (0..count)
        .map(|i| base ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect()
}

/// The paths every run of a test must reach (unless it replays a single seed).
struct Coverage {
    outcomes: &'static [&'static str],
    codes: Vec<&'static str>,
}

fn report(label: &str, stats: &Stats, coverage: &Coverage) {
    println!("{label}: {stats:?}");
    if std::env::var(SEED_ENV).is_ok() {
        return;
    }
    for &ending in &["max_deals", "ante_shortfall"] {
        assert!(
            stats.ends.contains_key(ending),
            "[{label}] no match ended by {ending}: {stats:?}"
        );
    }
    for outcome in coverage.outcomes {
        assert!(
            stats.outcomes.contains_key(outcome),
            "[{label}] no deal's phase 2 ended {outcome}: {stats:?}"
        );
    }
    for code in &coverage.codes {
        assert!(
            stats.rejections.contains_key(code),
            "[{label}] no probe was refused with {code}: {stats:?}"
        );
    }
}

/// Codes every test with phase 2 provokes.
const COMMON_CODES: &[&str] = &[
    "match_over",
    "seat_out_of_range",
    "not_your_turn",
    "wrong_phase",
    "card_not_in_hand",
    "deck_order_not_allowed",
    "invalid_deck_order",
];

const POCHEN_CODES: &[&str] = &[
    "match_over",
    "seat_out_of_range",
    "not_your_turn",
    "wrong_phase",
    "card_not_in_hand",
    "deck_order_not_allowed",
    "invalid_deck_order",
    "bet_outstanding",
    "nothing_to_call",
    "bet_below_minimum",
    "insufficient_chips",
];

const ALL_OUTCOMES: &[&str] = &["all_passed", "uncontested", "showdown"];

/// Whether some table of `rules` deals a hand that can lack a pair (the smallest hand has no
/// more cards than the deck has ranks); Dreierpoch's 10 cards of 8 ranks always hold one.
fn pairless_hand_possible(rules: Rules) -> bool {
    let size = rules.deck.size();
    let ranks = size / 4;
    (3..=8u32)
        .filter(|&n| rules.validate(n as usize).is_ok())
        .any(|n| {
            let dealt = match rules.deal_method {
                DealMethod::AllButOne => size - 1,
                DealMethod::AllEvenly => size / n * n,
                DealMethod::FiveTalon => 5 * n,
            };
            dealt / n <= ranks
        })
}

/// Plays `count` random matches of the preset `name`.
fn run_preset(name: &'static str, count: u64) {
    let preset = PRESETS
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no preset {name}"));
    let mut stats = Stats::default();
    for seed in match_seeds(name, count) {
        let spec = spec_for(preset.name, seed, preset.rules);
        play_named(&spec, Plan { forge: false }, &mut stats);
    }
    let pochen = preset.rules.pochen.is_on();
    let mut codes: Vec<&'static str> = if pochen {
        POCHEN_CODES.to_vec()
    } else {
        COMMON_CODES.to_vec()
    };
    if preset.rules.pochen_eligibility == PochenEligibility::PairRequired
        && pochen
        && pairless_hand_possible(preset.rules)
    {
        codes.push("not_eligible");
    }
    if preset.rules.discard_direction.leader_chooses() {
        codes.extend(["direction_required", "direction_not_allowed"]);
    }
    report(
        name,
        &stats,
        &Coverage {
            outcomes: if pochen { ALL_OUTCOMES } else { &[] },
            codes,
        },
    );
}

// ------------------------------------------------------------------------------------------
// The tests.

/// Matches per preset test (debug build, two cores: the whole file runs in well under 60 s).
const MATCHES_PER_PRESET: u64 = 230;

#[test]
fn every_preset_has_a_property_test() {
    let tested = [
        "classic",
        "even-deal",
        "five-card",
        "no-pochen",
        "progressive",
        "dreier",
        "bavarian",
        "large-table",
    ];
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(names, tested, "a preset was added or renamed: add its test");
}

#[test]
fn classic() {
    run_preset("classic", MATCHES_PER_PRESET);
}

#[test]
fn even_deal() {
    run_preset("even-deal", MATCHES_PER_PRESET);
}

#[test]
fn five_card() {
    run_preset("five-card", MATCHES_PER_PRESET);
}

#[test]
fn no_pochen() {
    run_preset("no-pochen", MATCHES_PER_PRESET);
}

#[test]
fn progressive() {
    run_preset("progressive", MATCHES_PER_PRESET);
}

#[test]
fn dreier() {
    run_preset("dreier", MATCHES_PER_PRESET);
}

#[test]
fn bavarian() {
    run_preset("bavarian", MATCHES_PER_PRESET);
}

#[test]
fn large_table() {
    run_preset("large-table", MATCHES_PER_PRESET);
}

/// Random combinations of every switch, including `initial_pass=check`, `short_stack=cap`,
/// `any_three_consecutive` and `dealer_claims`, which no preset combines.
#[test]
fn random_switch_mixes() {
    let label = "mix";
    let mut stats = Stats::default();
    for seed in match_seeds(label, MATCHES_PER_PRESET) {
        let spec = mix_spec(seed);
        play_named(&spec, Plan { forge: false }, &mut stats);
    }
    if std::env::var(SEED_ENV).is_err() {
        // The house rules are among the values drawn (RULES 11.7).
        assert!(
            stats.ends.contains_key("board_shared"),
            "[{label}] no match shared its board: {stats:?}"
        );
    }
    let mut codes = POCHEN_CODES.to_vec();
    codes.extend([
        "not_eligible",
        "above_maximum",
        "direction_required",
        "direction_not_allowed",
    ]);
    report(
        label,
        &stats,
        &Coverage {
            outcomes: ALL_OUTCOMES,
            codes,
        },
    );
}

/// Forged states from every decision point of matches of every preset and of switch mixes:
/// each is refused by `Game::from_state` with `state_invalid` (`state_version_unsupported` for
/// the schema version), and by deserialization.
#[test]
fn forged_states_are_refused() {
    let label = "forged";
    let mut stats = Stats::default();
    // The seed picks the rules (a preset, or a mix after the last preset), so that a single
    // seed replays exactly; the seeds are spread so that each choice gets three matches.
    let choices = PRESETS.len() as u64 + 1;
    let seeds = match_seeds(label, 3 * choices);
    let replaying = seeds.len() == 1;
    for (i, seed) in seeds.into_iter().enumerate() {
        let seed = if replaying {
            seed
        } else {
            seed - seed % choices + i as u64 % choices
        };
        let spec = match PRESETS.get((seed % choices) as usize) {
            Some(preset) => spec_for(preset.name, seed, preset.rules),
            None => mix_spec(seed),
        };
        play_named(&spec, Plan { forge: true }, &mut stats);
    }
    println!("{label}: {stats:?}");
    if !replaying {
        assert!(stats.forged > 1000, "too few forged states: {stats:?}");
        assert_eq!(
            stats.forged_kinds.len(),
            FORGERY_KINDS,
            "not every kind of forgery was tried: {:?}",
            stats.forged_kinds
        );
    }
    let report: Vec<String> = stats
        .bad_forgeries
        .iter()
        .map(|(what, (count, example))| {
            format!("* {what}: {count} of them not refused; first: {example}")
        })
        .collect();
    assert!(
        report.is_empty(),
        "forged states that Game::from_state does not refuse:\n{}",
        report.join("\n")
    );
}

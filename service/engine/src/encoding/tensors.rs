//! Observation and information-state tensors and strings of one seat.
//!
//! Both are built from the seat's [`View`] only (and, for the information state, the
//! [`DealRecord`] of the deal's public events), so neither can hold a card the seat may not
//! see (RULES 12.5). Every value is in `[0, 1]`: cards and seats are one-hot or sets, chips are
//! divided by the chips in play (stacks, board and open contributions: the match's total, I1),
//! counts by the deck's size. `n` is the number of players, `D` the deck's size, cards are in
//! the deck's listing order (suit C S H D, then rank), fields in board order A K Q J T MAR
//! SEQ POCH MID (an absent field is 0). [`observation_layout`] and
//! [`information_state_layout`] list the sections; docs/python-engine.md has both tables.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, DeckKind};
use crate::error::Rejection;
use crate::event::{Event, EventKind, PochenOutcome, Status, Visibility};
use crate::field::Field;
use crate::game::Game;
use crate::seats::Seat;
use crate::state::{Phase, Play};
use crate::view::{DealView, View, Viewer};

use super::deck_index;

/// A betting action of phase 2, as the record keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetKind {
    /// `pass`.
    Pass,
    /// `bet a`.
    Bet,
    /// `call` (the amount is the chips put in).
    Call,
    /// `raise a`.
    Raise,
    /// `fold`.
    Fold,
}

impl BetKind {
    const ALL: [BetKind; 5] = [
        BetKind::Pass,
        BetKind::Bet,
        BetKind::Call,
        BetKind::Raise,
        BetKind::Fold,
    ];

    const fn name(self) -> &'static str {
        match self {
            BetKind::Pass => "pass",
            BetKind::Bet => "bet",
            BetKind::Call => "call",
            BetKind::Raise => "raise",
            BetKind::Fold => "fold",
        }
    }
}

/// The public record of the current deal that a view does not keep: who claimed which field,
/// every card shown (claimed cards and groups, also once played), and the betting in order.
///
/// Fed with events ([`DealRecord::record`]) it keeps only public ones, so it is the same for
/// every seat. A record that did not see the deal's `deal_started` is incomplete (a game taken
/// up from a state mid-deal): the information state says so.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    /// The deal recorded (0 before any).
    pub deal: u32,
    /// Whether the record saw the deal from its start.
    pub complete: bool,
    /// Per field (board order), the seat that claimed it in phase 1.
    pub claims: [Option<Seat>; 9],
    /// Per seat, every card it has shown in this deal.
    pub shown: Vec<CardSet>,
    /// The betting actions: seat, kind, amount (the chips bet or raised by, or put in by a
    /// call; 0 for a pass or fold).
    pub betting: Vec<(Seat, BetKind, u32)>,
}

impl DealRecord {
    /// An empty record.
    pub fn new() -> DealRecord {
        DealRecord::default()
    }

    /// Adds what the public ones among `events` say; a `deal_started` starts a new record.
    pub fn record(&mut self, events: &[Event]) {
        for event in events {
            if event.visibility != Visibility::Public {
                continue;
            }
            match &event.kind {
                EventKind::DealStarted { deal, .. } => {
                    *self = DealRecord {
                        deal: *deal,
                        complete: true,
                        ..DealRecord::default()
                    };
                }
                EventKind::FieldClaimed {
                    field, seat, cards, ..
                } => {
                    self.claims[*field as usize] = Some(*seat);
                    self.show(*seat, cards.iter().copied().collect());
                }
                EventKind::GroupShown { seat, cards } => self.show(*seat, *cards),
                EventKind::Passed { seat, .. } => self.betting.push((*seat, BetKind::Pass, 0)),
                EventKind::BetPlaced { seat, amount, .. } => {
                    self.betting.push((*seat, BetKind::Bet, *amount));
                }
                EventKind::Called { seat, put, .. } => {
                    self.betting.push((*seat, BetKind::Call, *put));
                }
                EventKind::Raised { seat, amount, .. } => {
                    self.betting.push((*seat, BetKind::Raise, *amount));
                }
                EventKind::Folded { seat } => self.betting.push((*seat, BetKind::Fold, 0)),
                EventKind::AntePaid { .. }
                | EventKind::HandDealt { .. }
                | EventKind::UpcardTurned { .. }
                | EventKind::PochenStarted { .. }
                | EventKind::PochenSkipped { .. }
                | EventKind::PochenEnded { .. }
                | EventKind::DiscardStarted { .. }
                | EventKind::DirectionChosen { .. }
                | EventKind::CardPlayed { .. }
                | EventKind::ChainStopped { .. }
                | EventKind::DealSettled(_)
                | EventKind::DealEnded { .. }
                | EventKind::MatchEnded(_)
                | EventKind::TimedOut { .. } => {}
            }
        }
    }

    fn show(&mut self, seat: Seat, cards: CardSet) {
        if self.shown.len() <= seat.index() {
            self.shown.resize(seat.index() + 1, CardSet::EMPTY);
        }
        self.shown[seat] = self.shown[seat].union(cards);
    }

    /// The record if it is of `deal`.
    pub(super) fn of(&self, deal: u32) -> Option<&DealRecord> {
        (self.deal == deal && deal > 0).then_some(self)
    }
}

/// One named part of a tensor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    /// Its name.
    pub name: &'static str,
    /// Its first index.
    pub offset: usize,
    /// Its length.
    pub len: usize,
    /// Its length in terms of `n` (players), `D` (deck size) and `K` (betting slots, `4n`).
    pub size: &'static str,
    /// What it holds.
    pub meaning: &'static str,
    /// Whether it is public information (the same for every seat and a spectator), rather
    /// than private to a seat (its identity and its cards).
    pub public: bool,
}

/// The table a tensor is laid out for.
#[derive(Clone, Copy)]
struct Shape {
    n: usize,
    d: usize,
}

impl Shape {
    const fn betting_slots(self) -> usize {
        4 * self.n
    }
}

/// What a section reads.
struct Ctx<'a> {
    view: &'a View,
    deal: Option<&'a DealView>,
    record: Option<&'a DealRecord>,
    deck: DeckKind,
    shape: Shape,
    /// The chips in play, to divide amounts by.
    chips: f32,
}

impl Ctx<'_> {
    fn cards(&self, t: &mut [f32], cards: impl IntoIterator<Item = Card>) {
        for card in cards {
            if let Some(k) = deck_index(self.deck, card) {
                t[k as usize] = 1.0;
            }
        }
    }

    /// One set of `D` a seat, in seat order.
    fn per_seat<I: IntoIterator<Item = Card>>(&self, t: &mut [f32], sets: impl Iterator<Item = I>) {
        for (part, cards) in t.chunks_exact_mut(self.shape.d).zip(sets) {
            self.cards(part, cards);
        }
    }

    fn chips(&self, amount: u32) -> f32 {
        if self.chips > 0.0 {
            amount as f32 / self.chips
        } else {
            0.0
        }
    }

    fn plays(&self) -> &[Play] {
        self.deal
            .and_then(|d| d.discard.as_ref())
            .map_or(&[][..], |d| &d.plays[..])
    }
}

fn one_hot(t: &mut [f32], i: Option<impl Into<usize>>) {
    if let Some(slot) = i.and_then(|i| t.get_mut(i.into())) {
        *slot = 1.0;
    }
}

/// A section of a layout: its name, length, size formula, meaning, and how it is filled.
struct Part {
    name: &'static str,
    len: fn(Shape) -> usize,
    size: &'static str,
    meaning: &'static str,
    /// Private to the viewer: its identity and its cards (`viewer`, `hand`, `dealt_hand`).
    private: bool,
    fill: fn(&Ctx<'_>, &mut [f32]),
}

const STATUSES: [Status; 4] = [Status::In, Status::Folded, Status::AllIn, Status::Out];
const OUTCOMES: [PochenOutcome; 3] = [
    PochenOutcome::AllPassed,
    PochenOutcome::Uncontested,
    PochenOutcome::Showdown,
];
const PHASES: [Phase; 4] = [
    Phase::Pochen,
    Phase::Discard,
    Phase::BetweenDeals,
    Phase::MatchOver,
];

const OBSERVATION: &[Part] = &[
    Part {
        name: "viewer",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the observing seat",
        private: true,
        fill: |c, t| one_hot(t, c.view.viewer.seat()),
    },
    Part {
        name: "phase",
        len: |_| 4,
        size: "4",
        meaning: "one-hot: pochen, discard, between_deals, match_over",
        private: false,
        fill: |c, t| one_hot(t, PHASES.iter().position(|&p| p == c.view.phase)),
    },
    Part {
        name: "deal_progress",
        len: |_| 1,
        size: "1",
        meaning: "deals begun ÷ max_deals (0 without a deal limit)",
        private: false,
        fill: |c, t| {
            if let Some(max) = c.view.rules.max_deals.0 {
                t[0] = (c.view.deals as f32 / max.get() as f32).min(1.0);
            }
        },
    },
    Part {
        name: "dealer",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the dealer of the current (or last) deal",
        private: false,
        fill: |c, t| one_hot(t, c.deal.map(|d| d.dealer)),
    },
    Part {
        name: "forehand",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: forehand",
        private: false,
        fill: |c, t| one_hot(t, c.deal.map(|d| d.forehand)),
    },
    Part {
        name: "to_act",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the seat that must act (0 when none)",
        private: false,
        fill: |c, t| one_hot(t, c.view.to_act),
    },
    Part {
        name: "hand",
        len: |s| s.d,
        size: "D",
        meaning: "the viewer's hand",
        private: true,
        fill: |c, t| {
            if let Some(hand) = c.deal.and_then(|d| d.hand.as_ref()) {
                c.cards(t, hand.iter().copied());
            }
        },
    },
    Part {
        name: "upcard",
        len: |s| s.d,
        size: "D",
        meaning: "one-hot: the upcard",
        private: false,
        fill: |c, t| {
            if let Some(d) = c.deal {
                c.cards(t, [d.upcard]);
            }
        },
    },
    Part {
        name: "pay_suit",
        len: |_| 4,
        size: "4",
        meaning: "one-hot: the pay suit, C S H D",
        private: false,
        fill: |c, t| one_hot(t, c.deal.map(|d| d.pay_suit as usize)),
    },
    Part {
        name: "upcard_holder",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the seat holding the upcard (ED-4); 0 when it is ownerless",
        private: false,
        fill: |c, t| one_hot(t, c.deal.and_then(|d| d.upcard_holder)),
    },
    Part {
        name: "dead",
        len: |s| s.d,
        size: "D",
        meaning: "the dead leftovers, face up",
        private: false,
        fill: |c, t| {
            if let Some(d) = c.deal {
                c.cards(t, d.dead.iter().copied());
            }
        },
    },
    Part {
        name: "talon",
        len: |_| 1,
        size: "1",
        meaning: "face-down talon cards ÷ D",
        private: false,
        fill: |c, t| {
            t[0] = c
                .deal
                .map_or(0.0, |d| d.talon_size as f32 / c.shape.d as f32)
        },
    },
    Part {
        name: "hand_sizes",
        len: |s| s.n,
        size: "n",
        meaning: "cards each seat holds ÷ D",
        private: false,
        fill: |c, t| {
            for (slot, &size) in t
                .iter_mut()
                .zip(c.deal.map_or(&[][..], |d| &d.hand_sizes[..]))
            {
                *slot = size as f32 / c.shape.d as f32;
            }
        },
    },
    Part {
        name: "revealed",
        len: |s| s.n * s.d,
        size: "n·D",
        meaning: "per seat: the cards it has shown and still holds",
        private: false,
        fill: |c, t| {
            let revealed = c.deal.map_or(&[][..], |d| &d.revealed[..]);
            c.per_seat(t, revealed.iter().map(|r| r.iter().copied()));
        },
    },
    Part {
        name: "board",
        len: |_| 9,
        size: "9",
        meaning: "chips on each field ÷ chips in play",
        private: false,
        fill: |c, t| {
            for (slot, field) in t.iter_mut().zip(Field::ALL) {
                *slot = c.chips(c.view.board[field]);
            }
        },
    },
    Part {
        name: "awarded",
        len: |_| 9,
        size: "9",
        meaning: "the fields emptied in this deal",
        private: false,
        fill: |c, t| {
            if let Some(d) = c.deal {
                for field in d.awarded.iter() {
                    t[field as usize] = 1.0;
                }
            }
        },
    },
    Part {
        name: "carried",
        len: |_| 9,
        size: "9",
        meaning: "the fields that count as carried at the next ante (ED-26)",
        private: false,
        fill: |c, t| {
            for field in c.view.carried.iter() {
                t[field as usize] = 1.0;
            }
        },
    },
    Part {
        name: "stacks",
        len: |s| s.n,
        size: "n",
        meaning: "each seat's stack ÷ chips in play",
        private: false,
        fill: |c, t| {
            for (slot, &stack) in t.iter_mut().zip(&c.view.stacks) {
                *slot = c.chips(stack);
            }
        },
    },
    Part {
        name: "contributions",
        len: |s| s.n,
        size: "n",
        meaning: "each seat's phase-2 contribution ÷ chips in play",
        private: false,
        fill: |c, t| {
            if let Some(p) = c.deal.and_then(|d| d.pochen.as_ref()) {
                for (slot, &x) in t.iter_mut().zip(&p.contributions) {
                    *slot = c.chips(x);
                }
            }
        },
    },
    Part {
        name: "high_stake",
        len: |_| 1,
        size: "1",
        meaning: "the high stake H ÷ chips in play",
        private: false,
        fill: |c, t| {
            if let Some(p) = c.deal.and_then(|d| d.pochen.as_ref()) {
                t[0] = c.chips(p.high_stake);
            }
        },
    },
    Part {
        name: "statuses",
        len: |s| 4 * s.n,
        size: "4n",
        meaning: "per seat, one-hot: IN, FOLDED, ALL_IN, OUT (0 without phase 2)",
        private: false,
        fill: |c, t| {
            if let Some(p) = c.deal.and_then(|d| d.pochen.as_ref()) {
                for (seat, status) in p.statuses.iter().enumerate() {
                    let i = STATUSES.iter().position(|s| s == status);
                    one_hot(t, i.map(|i| 4 * seat + i));
                }
            }
        },
    },
    Part {
        name: "pending",
        len: |s| s.n,
        size: "n",
        meaning: "the seats that still must act in phase 2",
        private: false,
        fill: |c, t| {
            if let Some(p) = c.deal.and_then(|d| d.pochen.as_ref()) {
                for seat in p.pending.iter() {
                    one_hot(t, Some(seat));
                }
            }
        },
    },
    Part {
        name: "pochen_outcome",
        len: |_| 3,
        size: "3",
        meaning: "one-hot: all_passed, uncontested, showdown (0 while betting)",
        private: false,
        fill: |c, t| {
            let outcome = c.deal.and_then(|d| d.pochen.as_ref()?.outcome);
            one_hot(
                t,
                outcome.and_then(|o| OUTCOMES.iter().position(|&x| x == o)),
            );
        },
    },
    Part {
        name: "pochen_winner",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the Pochen winner (ED-18)",
        private: false,
        fill: |c, t| one_hot(t, c.deal.and_then(|d| d.pochen.as_ref()?.winner)),
    },
    Part {
        name: "direction",
        len: |_| 2,
        size: "2",
        meaning: "one-hot: up, down (0 until phase 3 has a direction)",
        private: false,
        fill: |c, t| {
            let direction = c.deal.and_then(|d| d.discard.as_ref()?.direction);
            one_hot(
                t,
                direction.map(|d| usize::from(d == crate::action::Direction::Down)),
            );
        },
    },
    Part {
        name: "played",
        len: |s| s.d,
        size: "D",
        meaning: "the cards played in this deal",
        private: false,
        fill: |c, t| c.cards(t, c.plays().iter().map(|p| p.card)),
    },
    Part {
        name: "chain",
        len: |s| s.d,
        size: "D",
        meaning: "the cards of the current (or last) chain",
        private: false,
        fill: |c, t| {
            let start = c
                .deal
                .and_then(|d| d.discard.as_ref()?.chain_starts.last().copied())
                .map_or(0, |s| s as usize);
            c.cards(t, c.plays().iter().skip(start).map(|p| p.card));
        },
    },
    Part {
        name: "last_card",
        len: |s| s.d,
        size: "D",
        meaning: "one-hot: the last card played",
        private: false,
        fill: |c, t| c.cards(t, c.plays().last().map(|p| p.card)),
    },
    Part {
        name: "deal_winner",
        len: |s| s.n,
        size: "n",
        meaning: "one-hot: the seat that went out (once the deal is over)",
        private: false,
        fill: |c, t| {
            one_hot(
                t,
                c.deal.and_then(|d| d.settlement.as_ref()).map(|s| s.winner),
            )
        },
    },
];

/// What the information state adds to the observation.
const HISTORY: &[Part] = &[
    Part {
        name: "history_complete",
        len: |_| 1,
        size: "1",
        meaning: "1 when the record saw this deal from its start (0 for a game taken up from a state mid-deal)",
        private: false,
        fill: |c, t| t[0] = f32::from(u8::from(c.record.is_some_and(|r| r.complete))),
    },
    Part {
        name: "dealt_hand",
        len: |s| s.d,
        size: "D",
        meaning: "the viewer's hand as dealt: the cards it holds and those it has played",
        private: true,
        fill: |c, t| {
            let Some(viewer) = c.view.viewer.seat() else {
                return;
            };
            if let Some(hand) = c.deal.and_then(|d| d.hand.as_ref()) {
                c.cards(t, hand.iter().copied());
            }
            c.cards(
                t,
                c.plays()
                    .iter()
                    .filter(|p| p.seat == viewer)
                    .map(|p| p.card),
            );
        },
    },
    Part {
        name: "shown",
        len: |s| s.n * s.d,
        size: "n·D",
        meaning: "per seat: every card it has shown in this deal (claims and groups), held or played",
        private: false,
        fill: |c, t| {
            let shown = c.record.map_or(&[][..], |r| &r.shown[..]);
            c.per_seat(t, shown.iter().map(|s| s.iter()));
        },
    },
    Part {
        name: "claims",
        len: |s| 9 * s.n,
        size: "9n",
        meaning: "per field: one-hot of the seat that claimed it in phase 1",
        private: false,
        fill: |c, t| {
            for (field, seat) in c
                .record
                .map_or(&[None; 9], |r| &r.claims)
                .iter()
                .enumerate()
            {
                one_hot(t, seat.map(|s| field * c.shape.n + s.index()));
            }
        },
    },
    Part {
        name: "plays",
        len: |s| s.d * (s.n + s.d + 1),
        size: "D·(n+D+1)",
        meaning: "the i-th card played in this deal: one-hot seat, one-hot card, 1 if led (0 if a forced follow)",
        private: false,
        fill: |c, t| {
            let width = c.shape.n + c.shape.d + 1;
            let starts = c
                .deal
                .and_then(|d| d.discard.as_ref())
                .map_or(&[][..], |d| &d.chain_starts[..]);
            for (i, (play, slot)) in c.plays().iter().zip(t.chunks_exact_mut(width)).enumerate() {
                one_hot(slot, Some(play.seat));
                c.cards(&mut slot[c.shape.n..c.shape.n + c.shape.d], [play.card]);
                slot[width - 1] = f32::from(u8::from(starts.contains(&(i as u32))));
            }
        },
    },
    Part {
        name: "betting",
        len: |s| s.betting_slots() * (s.n + 6),
        size: "K·(n+6)",
        meaning: "the last K = 4n betting actions of this deal, oldest first: one-hot seat, one-hot pass bet call raise fold, amount ÷ chips in play",
        private: false,
        fill: |c, t| {
            let Some(record) = c.record else { return };
            let width = c.shape.n + 6;
            let skip = record.betting.len().saturating_sub(c.shape.betting_slots());
            for (&(seat, kind, amount), slot) in
                record.betting[skip..].iter().zip(t.chunks_exact_mut(width))
            {
                one_hot(slot, Some(seat));
                one_hot(
                    &mut slot[c.shape.n..c.shape.n + 5],
                    BetKind::ALL.iter().position(|&k| k == kind),
                );
                slot[width - 1] = c.chips(amount);
            }
        },
    },
    Part {
        name: "betting_dropped",
        len: |_| 1,
        size: "1",
        meaning: "1 when the deal had more than K betting actions (the earliest are left out)",
        private: false,
        fill: |c, t| {
            let many = c
                .record
                .is_some_and(|r| r.betting.len() > c.shape.betting_slots());
            t[0] = f32::from(u8::from(many));
        },
    },
];

/// Which information an observer encodes, as OpenSpiel's `IIGObservationType` asks for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObserverKind {
    /// The deal's history as well as what is on the table now (the information state).
    pub perfect_recall: bool,
    /// The public information: what a spectator sees (the same for every seat).
    pub public: bool,
    /// Whose private information: none, the observing seat's, or every seat's.
    pub private: PrivateInfo,
}

/// Whose private information an observer encodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrivateInfo {
    /// None: a public observer.
    None,
    /// The observing seat's: its identity (`viewer`), its hand and, with perfect recall, its
    /// hand as dealt.
    Single,
    /// Every seat's hand (and hand as dealt), by seat, for debugging and perfect-information
    /// analysis: no seat may see it.
    All,
}

impl ObserverKind {
    /// The observation tensor's kind: public and the seat's private information, now.
    pub const OBSERVATION: ObserverKind = ObserverKind {
        perfect_recall: false,
        public: true,
        private: PrivateInfo::Single,
    };

    /// The information-state tensor's kind: the observation and the deal's history.
    pub const INFORMATION_STATE: ObserverKind = ObserverKind {
        perfect_recall: true,
        public: true,
        private: PrivateInfo::Single,
    };

    fn parts(self) -> impl Iterator<Item = &'static Part> {
        let history: &[Part] = if self.perfect_recall { HISTORY } else { &[] };
        OBSERVATION.iter().chain(history).filter(move |p| {
            if p.private {
                self.private == PrivateInfo::Single
            } else {
                self.public
            }
        })
    }

    /// The per-seat private sections of [`PrivateInfo::All`]: each private card section once
    /// a seat.
    fn all_parts(self) -> impl Iterator<Item = (&'static Part, &'static str, &'static str)> {
        let all = self.private == PrivateInfo::All;
        let hands = [
            (&OBSERVATION[HAND], "hands", "per seat: its hand"),
            (
                &HISTORY[DEALT_HAND],
                "dealt_hands",
                "per seat: its hand as dealt",
            ),
        ];
        hands
            .into_iter()
            .take(if self.perfect_recall { 2 } else { 1 })
            .filter(move |_| all)
    }
}

/// The index of `hand` in [`OBSERVATION`] and of `dealt_hand` in [`HISTORY`].
const HAND: usize = 6;
const DEALT_HAND: usize = 1;

fn layout(kind: ObserverKind, shape: Shape) -> Vec<Section> {
    let mut offset = 0;
    let mut section = |name, len, size, meaning, public| {
        let s = Section {
            name,
            offset,
            len,
            size,
            meaning,
            public,
        };
        offset += len;
        s
    };
    let mut sections: Vec<Section> = kind
        .parts()
        .map(|p| section(p.name, (p.len)(shape), p.size, p.meaning, !p.private))
        .collect();
    for (_, name, meaning) in kind.all_parts() {
        sections.push(section(name, shape.n * shape.d, "n·D", meaning, false));
    }
    sections
}

fn shape(players: usize, deck: DeckKind) -> Shape {
    Shape {
        n: players,
        d: deck.size() as usize,
    }
}

/// The sections of the observation tensor for `players` seats and `deck`.
pub fn observation_layout(players: usize, deck: DeckKind) -> Vec<Section> {
    layout(ObserverKind::OBSERVATION, shape(players, deck))
}

/// The sections of the information-state tensor: the observation's, then the deal's history.
pub fn information_state_layout(players: usize, deck: DeckKind) -> Vec<Section> {
    layout(ObserverKind::INFORMATION_STATE, shape(players, deck))
}

/// The sections of an observer's tensor: the sections of the information-state tensor (or,
/// without perfect recall, of the observation tensor) that `kind` asks for, in their order,
/// then for [`PrivateInfo::All`] every seat's hand (and hand as dealt).
pub fn observer_layout(players: usize, deck: DeckKind, kind: ObserverKind) -> Vec<Section> {
    layout(kind, shape(players, deck))
}

fn context<'a>(view: &'a View, record: Option<&'a DealRecord>) -> Ctx<'a> {
    let deal = view.deal.as_ref();
    // I1: stacks, board and the contributions of a betting still open are all the chips.
    let open = deal
        .and_then(|d| d.pochen.as_ref())
        .filter(|p| p.outcome.is_none())
        .map_or(0, |p| p.contributions.iter().map(|&c| u64::from(c)).sum());
    let chips = view.stacks.iter().map(|&s| u64::from(s)).sum::<u64>() + view.board.total() + open;
    Ctx {
        view,
        deal,
        record: record.and_then(|r| r.of(deal.map_or(0, |d| d.number))),
        deck: view.rules.deck,
        shape: shape(view.stacks.len(), view.rules.deck),
        chips: chips as f32,
    }
}

/// Writes `parts` of `ctx` into `out` (zeroed first), one after the other; returns the length
/// written.
fn encode_into<'p>(parts: impl Iterator<Item = &'p Part>, ctx: &Ctx<'_>, out: &mut [f32]) -> usize {
    let mut offset = 0;
    for part in parts {
        let len = (part.len)(ctx.shape);
        let slot = &mut out[offset..offset + len];
        slot.fill(0.0);
        (part.fill)(ctx, slot);
        offset += len;
    }
    offset
}

fn encode(kind: ObserverKind, ctx: &Ctx<'_>) -> Vec<f32> {
    let mut tensor = vec![0.0; layout_len(kind, ctx.shape)];
    encode_into(kind.parts(), ctx, &mut tensor);
    tensor
}

fn layout_len(kind: ObserverKind, shape: Shape) -> usize {
    kind.parts().map(|p| (p.len)(shape)).sum::<usize>()
        + kind.all_parts().count() * shape.n * shape.d
}

/// The observation tensor of `view`'s viewer: what it sees now ([`observation_layout`]).
pub fn observation_tensor(view: &View) -> Vec<f32> {
    encode(ObserverKind::OBSERVATION, &context(view, None))
}

/// [`observation_tensor`] written into `out` (at least as long as the layout, which this
/// answers), for a caller that keeps one buffer: a batch of games writing into one array.
pub fn observation_tensor_into(view: &View, out: &mut [f32]) -> usize {
    encode_into(ObserverKind::OBSERVATION.parts(), &context(view, None), out)
}

/// The information-state tensor: the observation, then what the viewer has seen of this deal's
/// history ([`information_state_layout`]). `record` is the deal's public record; one of
/// another deal counts as none.
pub fn information_state_tensor(view: &View, record: &DealRecord) -> Vec<f32> {
    encode(
        ObserverKind::INFORMATION_STATE,
        &context(view, Some(record)),
    )
}

/// [`information_state_tensor`] written into `out`; answers the length written.
pub fn information_state_tensor_into(view: &View, record: &DealRecord, out: &mut [f32]) -> usize {
    encode_into(
        ObserverKind::INFORMATION_STATE.parts(),
        &context(view, Some(record)),
        out,
    )
}

/// The views an observer of `kind` reads for `seat`: the seat's own (its private
/// information), or a spectator's when it asks for public information only, so that a public
/// observation cannot depend on who observes.
fn observer_view(game: &Game, seat: Seat, kind: ObserverKind) -> Result<View, Rejection> {
    game.check_seat(seat)?;
    match kind.private {
        PrivateInfo::Single => game.view(Viewer::Seat(seat)),
        PrivateInfo::None | PrivateInfo::All => game.view(Viewer::Spectator),
    }
}

/// The tensor of an observer of `kind` for `seat` of `game` ([`observer_layout`]); `record` is
/// the deal's public record. The public sections are read from a spectator's view unless the
/// seat's own private information is asked for (then from the seat's view, whose public
/// sections are the same); [`PrivateInfo::All`] reads every seat's view for its hand.
///
/// # Errors
///
/// A seat the table does not have.
pub fn observer_tensor(
    game: &Game,
    record: &DealRecord,
    seat: Seat,
    kind: ObserverKind,
) -> Result<Vec<f32>, Rejection> {
    let view = observer_view(game, seat, kind)?;
    let ctx = context(&view, Some(record));
    let mut tensor = vec![0.0; layout_len(kind, ctx.shape)];
    let mut offset = encode_into(kind.parts(), &ctx, &mut tensor);
    let d = ctx.shape.d;
    for (part, _, _) in kind.all_parts() {
        for x in Seat::all(game.players()) {
            let view = game.view(Viewer::Seat(x))?;
            let ctx = context(&view, Some(record));
            (part.fill)(&ctx, &mut tensor[offset..offset + d]);
            offset += d;
        }
    }
    Ok(tensor)
}

/// The string of an observer of `kind` for `seat` of `game`: the public information as a
/// spectator's observation (or information-state) string, the seat's private information
/// (`viewer`, `hand`, `dealt`), or both as [`observation_string`] and
/// [`information_state_string`] give them; [`PrivateInfo::All`] adds every seat's hand.
///
/// # Errors
///
/// A seat the table does not have.
pub fn observer_string(
    game: &Game,
    record: &DealRecord,
    seat: Seat,
    kind: ObserverKind,
) -> Result<String, Rejection> {
    let view = observer_view(game, seat, kind)?;
    let mut out = match (kind.public, kind.perfect_recall) {
        (true, false) => observation_string(&view),
        (true, true) => information_state_string(&view, record),
        (false, _) => String::new(),
    };
    if kind.private == PrivateInfo::Single && !kind.public {
        let _ = write!(out, "viewer {seat}\nhand");
        cards(
            &mut out,
            view.deal
                .iter()
                .flat_map(|d| d.hand.iter().flatten().copied()),
        );
        if kind.perfect_recall {
            out.push_str("\ndealt");
            cards(&mut out, dealt_hand(&view, seat).iter());
        }
    }
    if kind.private == PrivateInfo::All {
        for (label, dealt) in [("hands", false), ("dealt hands", true)] {
            if dealt && !kind.perfect_recall {
                continue;
            }
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(label);
            for x in Seat::all(game.players()) {
                let view = game.view(Viewer::Seat(x))?;
                let _ = write!(out, " {x}:");
                if dealt {
                    cards(&mut out, dealt_hand(&view, x).iter());
                } else {
                    cards(
                        &mut out,
                        view.deal
                            .iter()
                            .flat_map(|d| d.hand.iter().flatten().copied()),
                    );
                }
            }
        }
    }
    Ok(out)
}

/// The hand `seat` was dealt in the current deal, as its own view shows it: the cards it
/// holds and those it has played.
fn dealt_hand(view: &View, seat: Seat) -> CardSet {
    let deal = view.deal.as_ref();
    let mut dealt: CardSet = deal
        .and_then(|d| d.hand.as_ref())
        .map(|h| h.iter().copied().collect())
        .unwrap_or_default();
    for p in deal
        .and_then(|d| d.discard.as_ref())
        .map_or(&[][..], |d| &d.plays[..])
        .iter()
        .filter(|p| p.seat == seat)
    {
        dealt.insert(p.card);
    }
    dealt
}

fn cards(out: &mut String, cards: impl IntoIterator<Item = Card>) {
    let mut any = false;
    for card in cards {
        out.push(' ');
        out.push_str(card.name());
        any = true;
    }
    if !any {
        out.push_str(" -");
    }
}

fn seat(s: Option<Seat>) -> String {
    s.map_or_else(|| "-".to_owned(), |s| s.to_string())
}

fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn observe(out: &mut String, view: &View) {
    let _ = write!(
        out,
        "viewer {} | phase {} | deals {} | to act {}",
        seat(view.viewer.seat()),
        view.phase.name(),
        view.deals,
        seat(view.to_act)
    );
    let _ = write!(out, "\nstacks {}", list(&view.stacks));
    out.push_str("\nboard");
    for field in Field::ALL {
        let _ = write!(out, " {}:{}", field.name(), view.board[field]);
    }
    out.push_str(" | carried");
    for field in view.carried.iter() {
        let _ = write!(out, " {}", field.name());
    }
    let Some(d) = &view.deal else { return };
    let _ = write!(
        out,
        "\ndeal {} | dealer {} | forehand {} | upcard {} | pay suit {} | upcard holder {}",
        d.number,
        d.dealer,
        d.forehand,
        d.upcard,
        d.pay_suit,
        seat(d.upcard_holder)
    );
    out.push_str("\nhand");
    cards(out, d.hand.iter().flatten().copied());
    out.push_str(" | dead");
    cards(out, d.dead.iter().copied());
    let _ = write!(
        out,
        " | talon {} | hand sizes {}",
        d.talon_size,
        list(&d.hand_sizes)
    );
    out.push_str("\nrevealed");
    for (s, shown) in d.revealed.iter().enumerate() {
        let _ = write!(out, " {s}:");
        cards(out, shown.iter().copied());
    }
    out.push_str(" | awarded");
    for field in d.awarded.iter() {
        let _ = write!(out, " {}", field.name());
    }
    if let Some(p) = &d.pochen {
        let statuses: Vec<&str> = p
            .statuses
            .iter()
            .map(|s| match s {
                Status::In => "IN",
                Status::Folded => "FOLDED",
                Status::AllIn => "ALL_IN",
                Status::Out => "OUT",
            })
            .collect();
        let _ = write!(
            out,
            "\npochen | high stake {} | contributions {} | statuses {} | pending {} | outcome {} | winner {}",
            p.high_stake,
            list(&p.contributions),
            statuses.join(" "),
            list(p.pending.iter()),
            p.outcome.map_or("-", |o| match o {
                PochenOutcome::AllPassed => "all_passed",
                PochenOutcome::Uncontested => "uncontested",
                PochenOutcome::Showdown => "showdown",
            }),
            seat(p.winner)
        );
    }
    if let Some(x) = &d.discard {
        let _ = write!(
            out,
            "\ndiscard | direction {} | leader {} | chains",
            x.direction.map_or("-", |d| d.name()),
            x.leader
        );
        for (i, play) in x.plays.iter().enumerate() {
            let led = x.chain_starts.contains(&(i as u32));
            let _ = write!(
                out,
                "{}{}:{}",
                if led { " / " } else { " " },
                play.seat,
                play.card
            );
        }
    }
    if let Some(st) = &d.settlement {
        let _ = write!(out, "\nsettled | winner {}", st.winner);
    }
}

/// The observation in words, one fact per line: everything the observation tensor holds.
pub fn observation_string(view: &View) -> String {
    let mut out = String::with_capacity(512);
    observe(&mut out, view);
    out
}

/// The information state in words: the observation, then the deal's record (claims, cards
/// shown, the whole betting) and the viewer's hand as dealt.
pub fn information_state_string(view: &View, record: &DealRecord) -> String {
    let mut out = String::with_capacity(768);
    observe(&mut out, view);
    let ctx = context(view, Some(record));
    let _ = write!(
        out,
        "\nrecord | complete {}",
        ctx.record.is_some_and(|r| r.complete)
    );
    if let Some(r) = ctx.record {
        out.push_str(" | claims");
        for (field, s) in Field::ALL.iter().zip(&r.claims) {
            if let Some(s) = s {
                let _ = write!(out, " {}:{s}", field.name());
            }
        }
        out.push_str(" | shown");
        for (s, shown) in r.shown.iter().enumerate() {
            let _ = write!(out, " {s}:");
            cards(&mut out, shown.iter());
        }
        out.push_str("\nbetting");
        for &(s, kind, amount) in &r.betting {
            let _ = write!(out, " {s}:{}", kind.name());
            if amount > 0 {
                let _ = write!(out, " {amount}");
            }
            out.push(',');
        }
    }
    if let Some(viewer) = view.viewer.seat() {
        out.push_str("\ndealt");
        cards(&mut out, dealt_hand(view, viewer).iter());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Bot as _, RandomBot};
    use crate::{DealSource, NewGame, Rules, Seed};

    const KINDS: [PrivateInfo; 3] = [PrivateInfo::None, PrivateInfo::Single, PrivateInfo::All];

    /// Random matches: at every step, the public observer answers the same for every seat,
    /// each seat's own tensor holds it in its public sections, the usual kinds are the
    /// observation and information-state tensors, and every layout is as long as its tensor.
    #[test]
    fn observers_split_public_from_private() {
        for m in 0..4u8 {
            let mut game = Game::new(NewGame {
                rules: Rules::CLASSIC,
                players: (0..4).map(|i| format!("p{i}")).collect(),
                source: DealSource::Seed {
                    seed: Seed([m; 32]),
                    first_dealer: None,
                },
                start: None,
                bots: Vec::new(),
            })
            .expect("a match")
            .game;
            let mut record = DealRecord::new();
            let mut bot = RandomBot::new(u64::from(m));
            while let Some(seat) = game.to_act() {
                for recall in [false, true] {
                    let public = ObserverKind {
                        perfect_recall: recall,
                        public: true,
                        private: PrivateInfo::None,
                    };
                    let full = ObserverKind {
                        private: PrivateInfo::Single,
                        ..public
                    };
                    let p0 = observer_tensor(&game, &record, Seat(0), public).expect("seat");
                    let s0 = observer_string(&game, &record, Seat(0), public).expect("seat");
                    for x in Seat::all(4) {
                        assert_eq!(
                            observer_tensor(&game, &record, x, public).ok(),
                            Some(p0.clone())
                        );
                        assert_eq!(
                            observer_string(&game, &record, x, public).ok(),
                            Some(s0.clone())
                        );
                        let own = observer_tensor(&game, &record, x, full).expect("seat");
                        let public_part: Vec<f32> = observer_layout(4, game.rules().deck, full)
                            .iter()
                            .filter(|s| s.public)
                            .flat_map(|s| own[s.offset..s.offset + s.len].to_vec())
                            .collect();
                        assert_eq!(public_part, p0);
                        let view = game.view(Viewer::Seat(x)).expect("seat");
                        let usual = if recall {
                            information_state_tensor(&view, &record)
                        } else {
                            observation_tensor(&view)
                        };
                        assert_eq!(own, usual);
                    }
                    for private in KINDS {
                        for public in [false, true] {
                            let kind = ObserverKind {
                                perfect_recall: recall,
                                public,
                                private,
                            };
                            let layout = observer_layout(4, game.rules().deck, kind);
                            let len: usize = layout.iter().map(|s| s.len).sum();
                            let t = observer_tensor(&game, &record, seat, kind).expect("seat");
                            assert_eq!(t.len(), len);
                        }
                    }
                }
                let action = bot.choose_in(&game, seat).expect("an action");
                let step = game.apply(seat, action).expect("legal");
                record.record(&step.events);
                game = step.game;
            }
        }
    }
}

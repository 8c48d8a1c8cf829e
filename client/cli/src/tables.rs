//! Flat tables of matches for dataframes, written as Parquet through the Apache Arrow crates:
//! one row per match (`matches.parquet`), per deal (`deals.parquet`), per seat and deal
//! (`seats.parquet`) and per action (`actions.parquet`). `poch simulate --parquet DIR` writes
//! them while it plays; `poch tables` makes them from match records, replaying each. The
//! columns are documented in `docs/tables.md`; [`matches_schema`], [`deals_schema`],
//! [`seats_schema`] and [`actions_schema`] are the same columns as types.
//!
//! Every chip column is a signed 64-bit integer (`int64`), so that a difference of two chip
//! columns is negative where it should be, in every dataframe library. A seat's rows add up:
//! its `net` is its stack after the deal less its stack before, and the nets of a deal add up
//! to minus the board's change (`deals.board_change`).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::types::{Int64Type, UInt8Type};
use arrow_array::{
    ArrayRef, BooleanArray, Int64Array, ListArray, RecordBatch, StringArray, StructArray,
    UInt8Array, UInt32Array, UInt64Array,
};
use arrow_buffer::NullBuffer;
use arrow_schema::{DataType, Field as Column, Fields, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;
use poch_engine::{
    Action, ByField, Card, Event, EventKind, Field, FieldSet, Group, MatchEndReason, PochenOutcome,
    Rules, Seat, Status, Suit,
};

use crate::record::MatchLog;

/// The four tables: their files' names in a directory (`NAME.parquet`) and their columns.
pub const TABLES: [(&str, Columns); 4] = [
    ("matches", matches_schema),
    ("deals", deals_schema),
    ("seats", seats_schema),
    ("actions", actions_schema),
];

/// A table's columns.
pub type Columns = fn() -> SchemaRef;

/// The fields a seat's row has a `F_taken` column for: every field but POCH, whose chips a
/// seat receives within its Pochen payout (`pochen_payout`), in board order (MID last).
pub const TAKEN_FIELDS: [Field; Field::ALL.len() - 1] = {
    let mut taken = [Field::A; Field::ALL.len() - 1];
    let (mut i, mut j) = (0, 0);
    while i < Field::ALL.len() {
        if !matches!(Field::ALL[i], Field::POCH) {
            taken[j] = Field::ALL[i];
            j += 1;
        }
        i += 1;
    }
    taken
};
// The rows keep MID's chips in the last slot.
const _: () = assert!(matches!(TAKEN_FIELDS[TAKEN_FIELDS.len() - 1], Field::MID));

/// Rows buffered before they are written as one batch.
const BATCH_ROWS: usize = 16_384;

/// A table that could not be written or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablesError(pub String);

impl std::fmt::Display for TablesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TablesError {}

fn error(path: &Path) -> impl Fn(&dyn std::fmt::Display) -> TablesError + '_ {
    move |e| TablesError(format!("{}: {e}", path.display()))
}

fn list_of(item: DataType) -> DataType {
    DataType::List(Arc::new(Column::new_list_field(item, true)))
}

/// The nine fields of a board, in board order: chips, `int64`.
fn board_fields() -> Fields {
    Fields::from(
        Field::ALL
            .iter()
            .map(|f| Column::new(f.name(), DataType::Int64, false))
            .collect::<Vec<_>>(),
    )
}

fn board_type() -> DataType {
    DataType::Struct(board_fields())
}

/// Chips as a column value.
fn chips(x: u32) -> i64 {
    i64::from(x)
}

fn chip_list(v: &[u32]) -> Vec<i64> {
    v.iter().map(|&x| chips(x)).collect()
}

/// The columns of `matches.parquet`.
pub fn matches_schema() -> SchemaRef {
    use DataType::{Boolean, Float64, Int64, UInt8, UInt32, UInt64, Utf8};
    Arc::new(Schema::new(vec![
        Column::new("match", UInt64, false),
        Column::new("seed", Utf8, true),
        Column::new("first_dealer", UInt8, true),
        Column::new("rules", Utf8, false),
        Column::new("seats", UInt8, false),
        Column::new("players", list_of(Utf8), false),
        Column::new("bots", list_of(Utf8), false),
        Column::new("starting_stacks", list_of(Int64), false),
        Column::new("deals", UInt32, false),
        Column::new("actions", UInt32, false),
        Column::new("end_reason", Utf8, true),
        Column::new("final_stacks", list_of(Int64), false),
        Column::new("places", list_of(UInt32), true),
        Column::new("could_pay", list_of(Boolean), true),
        Column::new("winners", list_of(UInt8), true),
        Column::new("win_shares", list_of(Float64), true),
        Column::new("board_left", board_type(), true),
        Column::new("board_left_total", Int64, true),
    ]))
}

/// The columns of `deals.parquet`.
pub fn deals_schema() -> SchemaRef {
    use DataType::{Boolean, Int64, UInt8, UInt32, UInt64, Utf8};
    let mut columns = vec![
        Column::new("match", UInt64, false),
        Column::new("deal", UInt32, false),
        Column::new("dealer", UInt8, false),
        Column::new("forehand", UInt8, false),
        Column::new("upcard", Utf8, true),
        Column::new("pay_suit", Utf8, true),
        Column::new("ante", Int64, true),
    ];
    for field in Field::ALL {
        let name = field.name();
        columns.push(Column::new(format!("{name}_seat"), UInt8, true));
        columns.push(Column::new(format!("{name}_chips"), Int64, true));
        columns.push(Column::new(format!("{name}_carried"), Boolean, true));
    }
    columns.extend([
        Column::new("pochen", Utf8, true),
        Column::new("pochen_skipped", Boolean, false),
        Column::new("high_stake", Int64, true),
        Column::new("pochen_pot", Int64, true),
        Column::new("contributions", list_of(Int64), true),
        Column::new("pochen_payouts", list_of(Int64), true),
        Column::new("pochen_winner", UInt8, true),
        Column::new("pochen_winners", list_of(UInt8), false),
        Column::new("pochen_split", Boolean, false),
        Column::new("direction_chosen", Utf8, true),
        Column::new("leads", UInt32, false),
        Column::new("cards_played", UInt32, false),
        Column::new("discard_winner", UInt8, true),
        Column::new("went_out_on_lead", Boolean, true),
        Column::new("mid", Int64, true),
        Column::new("owed", list_of(Int64), true),
        Column::new("payments", list_of(Int64), true),
        Column::new("forgiven", list_of(Int64), true),
        Column::new("winner_receives", Int64, true),
        Column::new("actions", UInt32, false),
        Column::new("stacks", list_of(Int64), false),
        Column::new("board_before", board_type(), false),
        Column::new("board", board_type(), false),
        Column::new("board_change", Int64, false),
    ]);
    Arc::new(Schema::new(columns))
}

/// The columns of `seats.parquet`.
pub fn seats_schema() -> SchemaRef {
    use DataType::{Boolean, Int64, UInt8, UInt32, UInt64, Utf8};
    let mut columns = vec![
        Column::new("match", UInt64, false),
        Column::new("deal", UInt32, false),
        Column::new("seat", UInt8, false),
        Column::new("player", Utf8, false),
        Column::new("bot", Utf8, true),
        Column::new("position", UInt8, false),
        Column::new("dealer", Boolean, false),
        Column::new("stack_before", Int64, false),
        Column::new("ante", Int64, false),
        Column::new("stack_after", Int64, false),
        Column::new("net", Int64, false),
    ];
    for field in TAKEN_FIELDS {
        columns.push(Column::new(format!("{}_taken", field.name()), Int64, true));
    }
    columns.extend([
        Column::new("pochen_status", Utf8, true),
        Column::new("pochen_contribution", Int64, true),
        Column::new("pochen_payout", Int64, true),
        Column::new("pochen_winner", Boolean, false),
        Column::new("hand", list_of(Utf8), false),
        Column::new("best_group", Utf8, true),
        Column::new("best_group_rank", Utf8, true),
        Column::new("honours", list_of(Utf8), false),
        Column::new("went_out", Boolean, true),
        Column::new("owed", Int64, true),
        Column::new("paid", Int64, true),
        Column::new("forgiven", Int64, true),
        Column::new("received", Int64, true),
    ]);
    Arc::new(Schema::new(columns))
}

/// The columns of `actions.parquet`.
pub fn actions_schema() -> SchemaRef {
    use DataType::{Int64, UInt8, UInt32, UInt64, Utf8};
    Arc::new(Schema::new(vec![
        Column::new("match", UInt64, false),
        Column::new("deal", UInt32, false),
        Column::new("version", UInt64, false),
        Column::new("seat", UInt8, false),
        Column::new("bot", Utf8, true),
        Column::new("kind", Utf8, false),
        Column::new("amount", Int64, true),
        Column::new("chips", Int64, false),
        Column::new("card", Utf8, true),
        Column::new("direction", Utf8, true),
        Column::new("cards_played", UInt32, false),
    ]))
}

/// The name of a best group of `size` cards (RULES 8.1.1): `pair`, `three` or `four`.
pub fn group_name(size: u32) -> &'static str {
    match size {
        2 => "pair",
        3 => "three",
        _ => "four",
    }
}

/// One match's row.
#[derive(Clone, Debug, Default)]
struct MatchRow {
    index: u64,
    seed: Option<String>,
    first_dealer: Option<u8>,
    rules: String,
    players: Vec<String>,
    bots: Vec<String>,
    starting_stacks: Vec<i64>,
    deals: u32,
    actions: u32,
    end_reason: Option<&'static str>,
    final_stacks: Vec<i64>,
    places: Option<Vec<u32>>,
    could_pay: Option<Vec<bool>>,
    winners: Option<Vec<u8>>,
    win_shares: Option<Vec<f64>>,
    board_left: Option<ByField<u32>>,
}

/// One field's part of a deal's row.
#[derive(Clone, Copy, Debug, Default)]
struct Claim {
    seat: Option<u8>,
    chips: Option<i64>,
    carried: Option<bool>,
}

/// One deal's row.
#[derive(Clone, Debug, Default)]
struct DealRow {
    index: u64,
    deal: u32,
    dealer: u8,
    forehand: u8,
    upcard: Option<String>,
    pay_suit: Option<String>,
    ante: Option<i64>,
    claims: [Claim; 9],
    pochen: Option<&'static str>,
    pochen_skipped: bool,
    high_stake: Option<i64>,
    pochen_pot: Option<i64>,
    contributions: Option<Vec<i64>>,
    pochen_payouts: Option<Vec<i64>>,
    pochen_winner: Option<u8>,
    pochen_winners: Vec<u8>,
    pochen_split: bool,
    direction_chosen: Option<&'static str>,
    leads: u32,
    cards_played: u32,
    discard_winner: Option<u8>,
    went_out_on_lead: Option<bool>,
    mid: Option<i64>,
    owed: Option<Vec<i64>>,
    payments: Option<Vec<i64>>,
    forgiven: Option<Vec<i64>>,
    winner_receives: Option<i64>,
    actions: u32,
    stacks: Vec<i64>,
    board_before: ByField<u32>,
    board: ByField<u32>,
    /// The deal's seats, made at its start and filled as its events come.
    seats: Vec<SeatRow>,
    /// The upcard and who holds it, for the hands.
    upcard_card: Option<(Card, Option<Seat>)>,
    pay: Option<Suit>,
}

/// One seat's row of one deal.
#[derive(Clone, Debug, Default)]
struct SeatRow {
    index: u64,
    deal: u32,
    seat: u8,
    player: String,
    bot: Option<String>,
    position: u8,
    dealer: bool,
    stack_before: i64,
    ante: i64,
    stack_after: i64,
    net: i64,
    taken: [Option<i64>; 8],
    pochen_status: Option<&'static str>,
    pochen_contribution: Option<i64>,
    pochen_payout: Option<i64>,
    pochen_winner: bool,
    hand: Vec<Card>,
    best_group: Option<Group>,
    honours: Vec<&'static str>,
    went_out: Option<bool>,
    owed: Option<i64>,
    paid: Option<i64>,
    forgiven: Option<i64>,
    received: Option<i64>,
}

/// One action's row.
#[derive(Clone, Debug, Default)]
struct ActionRow {
    index: u64,
    deal: u32,
    version: u64,
    seat: u8,
    bot: Option<String>,
    kind: &'static str,
    amount: Option<i64>,
    chips: i64,
    card: Option<String>,
    direction: Option<&'static str>,
    cards_played: u32,
}

/// A seat as a column value (a table has at most 16 seats).
fn seat_u8(seat: Seat) -> u8 {
    u8::try_from(seat.index()).unwrap_or(u8::MAX)
}

/// Rows waiting to be written.
#[derive(Clone, Debug, Default)]
struct Rows {
    matches: Vec<MatchRow>,
    deals: Vec<DealRow>,
    seats: Vec<SeatRow>,
    actions: Vec<ActionRow>,
}

/// A match's events read in order.
#[derive(Debug)]
struct Walk<'a> {
    log: &'a MatchLog,
    rules: Rules,
    /// The deal in progress.
    deal: Option<DealRow>,
    /// The number of the last deal begun.
    number: u32,
    /// The stacks at the end of the last deal (at the start, the starting stacks).
    stacks: Vec<u32>,
    /// The board at the end of the last deal (at the start, the starting board).
    board: ByField<u32>,
    /// Whether a deal has ended.
    dealt: bool,
    end: Option<poch_engine::MatchEnd>,
}

impl<'a> Walk<'a> {
    fn new(log: &'a MatchLog) -> Walk<'a> {
        Walk {
            log,
            rules: log.start.rules,
            deal: None,
            number: 0,
            stacks: log.starting_stacks(),
            board: log
                .start
                .start
                .as_ref()
                .map(|p| p.board)
                .unwrap_or_default(),
            dealt: false,
            end: None,
        }
    }

    fn events(&mut self, events: &[Event], deals: &mut Vec<DealRow>) {
        for event in events {
            if let EventKind::DealStarted {
                deal,
                dealer,
                forehand,
                ..
            } = &event.kind
            {
                self.number = *deal;
                self.deal = Some(self.start_deal(*deal, *dealer, *forehand));
            } else if let EventKind::MatchEnded(end) = &event.kind {
                self.end = Some(end.clone());
            } else if let Some(row) = self.deal.as_mut()
                && row.observe(&self.rules, &event.kind)
                && let Some(mut row) = self.deal.take()
            {
                row.finish(&self.rules);
                self.stacks = row.stacks.iter().map(|&s| s as u32).collect();
                self.board = row.board;
                self.dealt = true;
                deals.push(row);
            }
        }
    }

    /// A deal's row at its start, with a row for each seat.
    fn start_deal(&self, deal: u32, dealer: Seat, forehand: Seat) -> DealRow {
        let n = self.log.start.players.len();
        let present = self.rules.fields();
        let seats = Seat::all(n)
            .map(|seat| {
                let mut taken = [None; 8];
                for (slot, field) in taken.iter_mut().zip(TAKEN_FIELDS) {
                    *slot = present.contains(field).then_some(0);
                }
                SeatRow {
                    index: self.log.index,
                    deal,
                    seat: seat_u8(seat),
                    player: self.log.start.players[seat.index()].clone(),
                    bot: self.log.bots.get(seat.index()).cloned(),
                    position: u8::try_from(self.rules.direction_of_play.places(forehand, seat, n))
                        .unwrap_or(u8::MAX),
                    dealer: seat == dealer,
                    stack_before: self.stacks.get(seat.index()).copied().map_or(0, chips),
                    taken,
                    ..SeatRow::default()
                }
            })
            .collect();
        DealRow {
            index: self.log.index,
            deal,
            dealer: seat_u8(dealer),
            forehand: seat_u8(forehand),
            board_before: self.board,
            seats,
            ..DealRow::default()
        }
    }
}

impl Rows {
    /// Adds the rows of `log`.
    fn add(&mut self, log: &MatchLog) {
        let index = log.index;
        let mut walk = Walk::new(log);
        let first_deal = self.deals.len();
        walk.events(log.start_events(), &mut self.deals);
        for (i, a) in log.actions.iter().enumerate() {
            let events = log.events_of(i);
            // A `deal` action belongs to the deal it begins.
            walk.events(events, &mut self.deals);
            let mut row = ActionRow {
                index,
                deal: walk.number,
                version: i as u64,
                seat: seat_u8(a.seat),
                bot: log.bots.get(a.seat.index()).cloned(),
                kind: a.action.kind().name(),
                ..ActionRow::default()
            };
            match &a.action {
                Action::Bet { amount } | Action::Raise { amount } => {
                    row.amount = Some(chips(*amount));
                }
                Action::Lead { card, direction } => {
                    row.card = Some(card.name().to_owned());
                    row.direction = direction.map(|d| d.name());
                }
                Action::Pass
                | Action::Call
                | Action::Fold
                | Action::Deal { .. }
                | Action::Timeout => {}
            }
            for event in events {
                if let EventKind::BetPlaced { put, .. }
                | EventKind::Called { put, .. }
                | EventKind::Raised { put, .. } = &event.kind
                {
                    row.chips += chips(*put);
                }
                if let EventKind::CardPlayed { .. } = &event.kind {
                    row.cards_played += 1;
                }
            }
            self.actions.push(row);
        }
        for deal in &mut self.deals[first_deal..] {
            self.seats.append(&mut deal.seats);
        }
        let starting_stacks = log.starting_stacks();
        let mut row = MatchRow {
            index,
            seed: log
                .seed()
                .and_then(|s| serde_json::to_value(s).ok())
                .and_then(|v| v.as_str().map(str::to_owned)),
            first_dealer: log.first_dealer().map(seat_u8),
            rules: serde_json::to_string(&log.start.rules).unwrap_or_default(),
            players: log.start.players.clone(),
            bots: log.bots.clone(),
            final_stacks: if walk.dealt {
                chip_list(&walk.stacks)
            } else {
                chip_list(&starting_stacks)
            },
            starting_stacks: chip_list(&starting_stacks),
            deals: walk.number,
            actions: u32::try_from(log.actions.len()).unwrap_or(u32::MAX),
            ..MatchRow::default()
        };
        if let Some(end) = walk.end {
            let limit = end.reasons.contains(&MatchEndReason::MaxDeals);
            let shortfall = end.reasons.contains(&MatchEndReason::AnteShortfall);
            row.end_reason = match (shortfall, limit) {
                (true, true) => Some("both"),
                (true, false) => Some("ante_shortfall"),
                (false, true) => Some("max_deals"),
                (false, false) => None,
            };
            let n = row.players.len();
            let mut places = vec![0; n];
            let mut could_pay = vec![false; n];
            let mut final_stacks = row.final_stacks.clone();
            for s in &end.standings {
                let i = s.seat.index();
                if let (Some(p), Some(c), Some(f)) = (
                    places.get_mut(i),
                    could_pay.get_mut(i),
                    final_stacks.get_mut(i),
                ) {
                    *p = s.place;
                    *c = s.could_pay;
                    // The standings' stacks: after the share under `board_at_end=shared`.
                    *f = chips(s.stack);
                }
            }
            row.final_stacks = final_stacks;
            // The winners and their shares of the win are the engine's (RULES 10.3).
            row.winners = Some(end.winners().into_iter().map(seat_u8).collect());
            row.win_shares = Some(Seat::all(n).map(|s| end.win_share(s)).collect());
            row.places = Some(places);
            row.could_pay = Some(could_pay);
            row.board_left = Some(end.board_after());
        }
        self.matches.push(row);
    }
}

impl DealRow {
    fn seat(&mut self, seat: Seat) -> Option<&mut SeatRow> {
        self.seats.get_mut(seat.index())
    }

    /// Takes one event of the deal; true when the deal is over.
    fn observe(&mut self, rules: &Rules, kind: &EventKind) -> bool {
        match kind {
            EventKind::AntePaid { per_player, .. } => {
                self.ante = Some(chips(*per_player));
                for seat in &mut self.seats {
                    seat.ante = chips(*per_player);
                }
            }
            EventKind::HandDealt { seat, cards } => {
                if let Some(row) = self.seat(*seat) {
                    row.hand = cards.clone();
                }
            }
            EventKind::UpcardTurned {
                upcard,
                pay_suit,
                upcard_holder,
                ..
            } => {
                self.upcard = Some(upcard.name().to_owned());
                self.pay_suit = Some(pay_suit.to_string());
                self.upcard_card = Some((*upcard, *upcard_holder));
                self.pay = Some(*pay_suit);
            }
            EventKind::FieldClaimed {
                field,
                seat,
                chips: c,
                ..
            } => {
                let claim = &mut self.claims[*field as usize];
                claim.seat = Some(seat_u8(*seat));
                claim.chips = Some(claim.chips.unwrap_or(0) + chips(*c));
                if let Some(slot) = TAKEN_FIELDS.iter().position(|f| f == field)
                    && let Some(row) = self.seat(*seat)
                {
                    row.taken[slot] = Some(row.taken[slot].unwrap_or(0) + chips(*c));
                }
            }
            EventKind::PochenSkipped { .. } => self.pochen_skipped = true,
            EventKind::PochenEnded {
                outcome,
                high_stake,
                contributions,
                statuses,
                layers,
                payouts,
                winner,
                poch_before,
                poch_after,
                ..
            } => {
                self.pochen = Some(match outcome {
                    PochenOutcome::AllPassed => "all_passed",
                    PochenOutcome::Uncontested => "uncontested",
                    PochenOutcome::Showdown => "showdown",
                });
                self.high_stake = Some(chips(*high_stake));
                self.pochen_pot = Some(
                    chips(*poch_before) + contributions.iter().map(|&c| chips(c)).sum::<i64>(),
                );
                self.contributions = Some(chip_list(contributions));
                self.pochen_payouts = Some(chip_list(payouts));
                self.pochen_winner = winner.map(seat_u8);
                self.pochen_winners = match (outcome, layers.first()) {
                    (PochenOutcome::Showdown, Some(layer)) => {
                        layer.winners.iter().map(seat_u8).collect()
                    }
                    _ => winner.iter().map(|&w| seat_u8(w)).collect(),
                };
                self.pochen_split = self.pochen_winners.len() > 1;
                if *outcome != PochenOutcome::AllPassed {
                    let claim = &mut self.claims[Field::POCH as usize];
                    claim.seat = self.pochen_winner;
                    claim.chips = Some(chips(poch_before.saturating_sub(*poch_after)));
                }
                let winners = self.pochen_winners.clone();
                for (i, row) in self.seats.iter_mut().enumerate() {
                    row.pochen_contribution = Some(contributions.get(i).copied().map_or(0, chips));
                    row.pochen_payout = Some(payouts.get(i).copied().map_or(0, chips));
                    row.pochen_status = statuses.get(i).map(|s| match s {
                        Status::In => "in",
                        Status::Folded => "folded",
                        Status::AllIn => "all_in",
                        Status::Out => "out",
                    });
                    row.pochen_winner = winners.contains(&row.seat);
                }
            }
            EventKind::DirectionChosen { direction } => {
                self.direction_chosen = Some(direction.name());
            }
            EventKind::CardPlayed { led, .. } => {
                self.cards_played += 1;
                self.leads += u32::from(*led);
            }
            EventKind::Passed { .. }
            | EventKind::BetPlaced { .. }
            | EventKind::Called { .. }
            | EventKind::Raised { .. }
            | EventKind::Folded { .. } => self.actions += 1,
            EventKind::DealSettled(s) => {
                self.discard_winner = Some(seat_u8(s.winner));
                self.went_out_on_lead = Some(s.went_out_on_lead);
                self.mid = Some(chips(s.mid));
                self.owed = Some(chip_list(&s.owed));
                self.payments = Some(chip_list(&s.payments));
                self.forgiven = Some(chip_list(&s.forgiven));
                self.winner_receives = Some(chips(s.winner_receives));
                let claim = &mut self.claims[Field::MID as usize];
                claim.seat = Some(seat_u8(s.winner));
                claim.chips = Some(chips(s.mid));
                let mid_slot = TAKEN_FIELDS.len() - 1;
                for (i, row) in self.seats.iter_mut().enumerate() {
                    let won = i == s.winner.index();
                    row.went_out = Some(won);
                    row.owed = Some(s.owed.get(i).copied().map_or(0, chips));
                    row.paid = Some(s.payments.get(i).copied().map_or(0, chips));
                    row.forgiven = Some(s.forgiven.get(i).copied().map_or(0, chips));
                    // MID is in `MID_taken`; `received` is what the others paid him.
                    row.received = Some(if won {
                        chips(s.winner_receives) - chips(s.mid)
                    } else {
                        0
                    });
                    if won && rules.fields().contains(Field::MID) {
                        row.taken[mid_slot] = Some(row.taken[mid_slot].unwrap_or(0) + chips(s.mid));
                    }
                }
            }
            EventKind::DealEnded {
                stacks,
                board,
                awarded,
                carried_next,
                ..
            } => {
                self.actions += self.leads;
                self.stacks = chip_list(stacks);
                self.board = *board;
                for field in Field::ALL {
                    let claim = &mut self.claims[field as usize];
                    let present = awarded.contains(field) || carried_next.contains(field);
                    claim.carried = present.then_some(carried_next.contains(field));
                    if !awarded.contains(field) {
                        claim.seat = None;
                        claim.chips = None;
                    }
                }
                for (i, row) in self.seats.iter_mut().enumerate() {
                    row.stack_after = stacks.get(i).copied().map_or(0, chips);
                }
                return true;
            }
            EventKind::DealStarted { .. }
            | EventKind::PochenStarted { .. }
            | EventKind::GroupShown { .. }
            | EventKind::DiscardStarted { .. }
            | EventKind::ChainStopped { .. }
            | EventKind::MatchEnded(_)
            | EventKind::TimedOut { .. } => {}
        }
        false
    }

    /// Completes the seats' rows at the deal's end: each hand with the upcard it received,
    /// its best group and the pay suit's honours it held.
    fn finish(&mut self, rules: &Rules) {
        let present: FieldSet = rules.fields();
        let (upcard, pay) = (self.upcard_card, self.pay);
        for row in &mut self.seats {
            // The upcard went into this seat's hand (the dealer's own last card, ED-4; or
            // under `upcard_honour=next_player`, RULES 11.7.1).
            if let Some((card, Some(holder))) = upcard
                && usize::from(row.seat) == holder.index()
                && !row.hand.contains(&card)
            {
                row.hand.push(card);
            }
            let held: poch_engine::CardSet = row.hand.iter().copied().collect();
            row.best_group = Group::best(held);
            if let Some(pay) = pay {
                row.honours = Field::HONOURS
                    .iter()
                    .filter(|(field, rank)| {
                        present.contains(*field) && held.contains(Card::new(*rank, pay))
                    })
                    .map(|(field, _)| field.name())
                    .collect();
            }
            row.net = row.stack_after - row.stack_before;
        }
    }
}

fn i64_lists<'a>(rows: impl Iterator<Item = Option<&'a Vec<i64>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<Int64Type, _, _>(rows.map(
        |r| r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>()),
    )))
}

fn u32_lists<'a>(rows: impl Iterator<Item = Option<&'a Vec<u32>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<
        arrow_array::types::UInt32Type,
        _,
        _,
    >(rows.map(|r| {
        r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>())
    })))
}

fn f64_lists<'a>(rows: impl Iterator<Item = Option<&'a Vec<f64>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<
        arrow_array::types::Float64Type,
        _,
        _,
    >(rows.map(|r| {
        r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>())
    })))
}

fn u8_lists<'a>(rows: impl Iterator<Item = Option<&'a Vec<u8>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<UInt8Type, _, _>(rows.map(
        |r| r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>()),
    )))
}

fn string_lists<S: AsRef<str>>(rows: impl Iterator<Item = Vec<S>>) -> ArrayRef {
    let mut builder =
        arrow_array::builder::ListBuilder::new(arrow_array::builder::StringBuilder::new());
    for row in rows {
        for s in row {
            builder.values().append_value(s.as_ref());
        }
        builder.append(true);
    }
    Arc::new(builder.finish())
}

fn bool_lists<'a>(rows: impl Iterator<Item = Option<&'a Vec<bool>>>) -> ArrayRef {
    let mut builder =
        arrow_array::builder::ListBuilder::new(arrow_array::builder::BooleanBuilder::new());
    for row in rows {
        match row {
            Some(values) => {
                for &b in values {
                    builder.values().append_value(b);
                }
                builder.append(true);
            }
            None => builder.append(false),
        }
    }
    Arc::new(builder.finish())
}

/// Boards as a struct column of the nine fields; `None` rows are null.
fn boards<'a>(rows: impl Iterator<Item = Option<&'a ByField<u32>>> + Clone) -> ArrayRef {
    let validity: Vec<bool> = rows.clone().map(|b| b.is_some()).collect();
    let columns: Vec<ArrayRef> = Field::ALL
        .iter()
        .map(|&f| {
            Arc::new(Int64Array::from_iter_values(
                rows.clone().map(|b| b.map_or(0, |b| chips(b[f]))),
            )) as ArrayRef
        })
        .collect();
    Arc::new(StructArray::new(
        board_fields(),
        columns,
        Some(NullBuffer::from(validity)),
    ))
}

fn total(board: &ByField<u32>) -> i64 {
    i64::try_from(board.total()).unwrap_or(i64::MAX)
}

fn matches_batch(rows: &[MatchRow]) -> Result<RecordBatch, arrow_schema::ArrowError> {
    let columns: Vec<ArrayRef> = vec![
        Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.index))),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.seed.as_deref()),
        )),
        Arc::new(UInt8Array::from_iter(rows.iter().map(|r| r.first_dealer))),
        Arc::new(StringArray::from_iter_values(rows.iter().map(|r| &r.rules))),
        Arc::new(UInt8Array::from_iter_values(
            rows.iter()
                .map(|r| u8::try_from(r.players.len()).unwrap_or(u8::MAX)),
        )),
        string_lists(rows.iter().map(|r| r.players.iter().collect())),
        string_lists(rows.iter().map(|r| r.bots.iter().collect())),
        i64_lists(rows.iter().map(|r| Some(&r.starting_stacks))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.deals))),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.actions),
        )),
        Arc::new(StringArray::from_iter(rows.iter().map(|r| r.end_reason))),
        i64_lists(rows.iter().map(|r| Some(&r.final_stacks))),
        u32_lists(rows.iter().map(|r| r.places.as_ref())),
        bool_lists(rows.iter().map(|r| r.could_pay.as_ref())),
        u8_lists(rows.iter().map(|r| r.winners.as_ref())),
        f64_lists(rows.iter().map(|r| r.win_shares.as_ref())),
        boards(rows.iter().map(|r| r.board_left.as_ref())),
        Arc::new(Int64Array::from_iter(
            rows.iter().map(|r| r.board_left.as_ref().map(total)),
        )),
    ];
    RecordBatch::try_new(matches_schema(), columns)
}

fn deals_batch(rows: &[DealRow]) -> Result<RecordBatch, arrow_schema::ArrowError> {
    let mut columns: Vec<ArrayRef> = vec![
        Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.index))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.deal))),
        Arc::new(UInt8Array::from_iter_values(rows.iter().map(|r| r.dealer))),
        Arc::new(UInt8Array::from_iter_values(
            rows.iter().map(|r| r.forehand),
        )),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.upcard.as_deref()),
        )),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.pay_suit.as_deref()),
        )),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.ante))),
    ];
    for field in Field::ALL {
        let claim = |r: &DealRow| r.claims[field as usize];
        columns.push(Arc::new(UInt8Array::from_iter(
            rows.iter().map(|r| claim(r).seat),
        )));
        columns.push(Arc::new(Int64Array::from_iter(
            rows.iter().map(|r| claim(r).chips),
        )));
        columns.push(Arc::new(BooleanArray::from_iter(
            rows.iter().map(|r| claim(r).carried),
        )));
    }
    columns.extend([
        Arc::new(StringArray::from_iter(rows.iter().map(|r| r.pochen))) as ArrayRef,
        Arc::new(BooleanArray::from_iter(
            rows.iter().map(|r| Some(r.pochen_skipped)),
        )),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.high_stake))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.pochen_pot))),
        i64_lists(rows.iter().map(|r| r.contributions.as_ref())),
        i64_lists(rows.iter().map(|r| r.pochen_payouts.as_ref())),
        Arc::new(UInt8Array::from_iter(rows.iter().map(|r| r.pochen_winner))),
        u8_lists(rows.iter().map(|r| Some(&r.pochen_winners))),
        Arc::new(BooleanArray::from_iter(
            rows.iter().map(|r| Some(r.pochen_split)),
        )),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.direction_chosen),
        )),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.leads))),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.cards_played),
        )),
        Arc::new(UInt8Array::from_iter(rows.iter().map(|r| r.discard_winner))),
        Arc::new(BooleanArray::from_iter(
            rows.iter().map(|r| r.went_out_on_lead),
        )),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.mid))),
        i64_lists(rows.iter().map(|r| r.owed.as_ref())),
        i64_lists(rows.iter().map(|r| r.payments.as_ref())),
        i64_lists(rows.iter().map(|r| r.forgiven.as_ref())),
        Arc::new(Int64Array::from_iter(
            rows.iter().map(|r| r.winner_receives),
        )),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.actions),
        )),
        i64_lists(rows.iter().map(|r| Some(&r.stacks))),
        boards(rows.iter().map(|r| Some(&r.board_before))),
        boards(rows.iter().map(|r| Some(&r.board))),
        Arc::new(Int64Array::from_iter_values(
            rows.iter()
                .map(|r| total(&r.board) - total(&r.board_before)),
        )),
    ]);
    RecordBatch::try_new(deals_schema(), columns)
}

fn seats_batch(rows: &[SeatRow]) -> Result<RecordBatch, arrow_schema::ArrowError> {
    let mut columns: Vec<ArrayRef> = vec![
        Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.index))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.deal))),
        Arc::new(UInt8Array::from_iter_values(rows.iter().map(|r| r.seat))),
        Arc::new(StringArray::from_iter_values(
            rows.iter().map(|r| &r.player),
        )),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.bot.as_deref()),
        )),
        Arc::new(UInt8Array::from_iter_values(
            rows.iter().map(|r| r.position),
        )),
        Arc::new(BooleanArray::from_iter(rows.iter().map(|r| Some(r.dealer)))),
        Arc::new(Int64Array::from_iter_values(
            rows.iter().map(|r| r.stack_before),
        )),
        Arc::new(Int64Array::from_iter_values(rows.iter().map(|r| r.ante))),
        Arc::new(Int64Array::from_iter_values(
            rows.iter().map(|r| r.stack_after),
        )),
        Arc::new(Int64Array::from_iter_values(rows.iter().map(|r| r.net))),
    ];
    for slot in 0..TAKEN_FIELDS.len() {
        columns.push(Arc::new(Int64Array::from_iter(
            rows.iter().map(|r| r.taken[slot]),
        )));
    }
    columns.extend([
        Arc::new(StringArray::from_iter(rows.iter().map(|r| r.pochen_status))) as ArrayRef,
        Arc::new(Int64Array::from_iter(
            rows.iter().map(|r| r.pochen_contribution),
        )),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.pochen_payout))),
        Arc::new(BooleanArray::from_iter(
            rows.iter().map(|r| Some(r.pochen_winner)),
        )),
        string_lists(
            rows.iter()
                .map(|r| r.hand.iter().map(|c| c.name()).collect()),
        ),
        Arc::new(StringArray::from_iter(
            rows.iter()
                .map(|r| r.best_group.map(|g| group_name(g.size))),
        )),
        Arc::new(StringArray::from_iter(
            rows.iter()
                .map(|r| r.best_group.map(|g| g.rank.char().to_string())),
        )),
        string_lists(rows.iter().map(|r| r.honours.clone())),
        Arc::new(BooleanArray::from_iter(rows.iter().map(|r| r.went_out))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.owed))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.paid))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.forgiven))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.received))),
    ]);
    RecordBatch::try_new(seats_schema(), columns)
}

fn actions_batch(rows: &[ActionRow]) -> Result<RecordBatch, arrow_schema::ArrowError> {
    let columns: Vec<ArrayRef> = vec![
        Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.index))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.deal))),
        Arc::new(UInt64Array::from_iter_values(
            rows.iter().map(|r| r.version),
        )),
        Arc::new(UInt8Array::from_iter_values(rows.iter().map(|r| r.seat))),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.bot.as_deref()),
        )),
        Arc::new(StringArray::from_iter_values(rows.iter().map(|r| r.kind))),
        Arc::new(Int64Array::from_iter(rows.iter().map(|r| r.amount))),
        Arc::new(Int64Array::from_iter_values(rows.iter().map(|r| r.chips))),
        Arc::new(StringArray::from_iter(
            rows.iter().map(|r| r.card.as_deref()),
        )),
        Arc::new(StringArray::from_iter(rows.iter().map(|r| r.direction))),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.cards_played),
        )),
    ];
    RecordBatch::try_new(actions_schema(), columns)
}

/// The four tables of some matches, in memory, in [`TABLES`]' order.
#[derive(Clone, Debug)]
pub struct Batches {
    /// One row per match.
    pub matches: RecordBatch,
    /// One row per deal.
    pub deals: RecordBatch,
    /// One row per seat and deal.
    pub seats: RecordBatch,
    /// One row per action.
    pub actions: RecordBatch,
}

impl Rows {
    /// Empties the rows, keeping the room they had for the next batch.
    fn clear(&mut self) {
        self.matches.clear();
        self.deals.clear();
        self.seats.clear();
        self.actions.clear();
    }

    fn batches(&self) -> Result<Batches, arrow_schema::ArrowError> {
        Ok(Batches {
            matches: matches_batch(&self.matches)?,
            deals: deals_batch(&self.deals)?,
            seats: seats_batch(&self.seats)?,
            actions: actions_batch(&self.actions)?,
        })
    }
}

/// Matches made into the rows of the tables in memory, as [`TableWriter`] writes them: for a
/// reader of the tables (`poch report`) that has the matches at hand.
#[derive(Clone, Debug, Default)]
pub struct TableRows {
    rows: Rows,
}

impl TableRows {
    /// Adds one match's rows.
    pub fn add(&mut self, log: &MatchLog) {
        self.rows.add(log);
    }

    /// The rows held: actions, the most numerous.
    pub fn len(&self) -> usize {
        self.rows.actions.len() + self.rows.seats.len()
    }

    /// Whether no match is held.
    pub fn is_empty(&self) -> bool {
        self.rows.matches.is_empty()
    }

    /// The rows held as the four tables' batches, leaving none.
    ///
    /// # Errors
    ///
    /// When a batch cannot be made (it always can for rows made here).
    pub fn take(&mut self) -> Result<Batches, TablesError> {
        let batches = self.rows.batches().map_err(|e| TablesError(e.to_string()));
        self.rows.clear();
        batches
    }
}

/// A row group is held in memory, encoded, until it is complete: these bound what each writer
/// holds whatever the number of matches (the writer's defaults, a million rows, kept a whole
/// simulation's tables in memory).
const ROW_GROUP_BYTES: usize = 16 << 20;
/// See [`ROW_GROUP_BYTES`].
const ROW_GROUP_ROWS: usize = 131_072;

fn properties() -> WriterProperties {
    WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .set_max_row_group_bytes(Some(ROW_GROUP_BYTES))
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .build()
}

fn open_writer(path: &Path, schema: SchemaRef) -> Result<ArrowWriter<File>, TablesError> {
    let file = File::create(path).map_err(|e| error(path)(&e))?;
    ArrowWriter::try_new(file, schema, Some(properties())).map_err(|e| error(path)(&e))
}

/// The four tables of a directory, written as matches come.
pub struct TableWriter {
    dir: PathBuf,
    rows: Rows,
    writers: [ArrowWriter<File>; 4],
}

impl TableWriter {
    /// Creates `DIR/matches.parquet`, `DIR/deals.parquet`, `DIR/seats.parquet` and
    /// `DIR/actions.parquet` (and `DIR`).
    ///
    /// # Errors
    ///
    /// When the directory or a file cannot be made.
    pub fn create(dir: &Path) -> Result<TableWriter, TablesError> {
        std::fs::create_dir_all(dir).map_err(|e| error(dir)(&e))?;
        let path = |name: &str| dir.join(format!("{name}.parquet"));
        Ok(TableWriter {
            dir: dir.to_owned(),
            rows: Rows::default(),
            writers: [
                open_writer(&path("matches"), matches_schema())?,
                open_writer(&path("deals"), deals_schema())?,
                open_writer(&path("seats"), seats_schema())?,
                open_writer(&path("actions"), actions_schema())?,
            ],
        })
    }

    /// Adds one match's rows.
    ///
    /// # Errors
    ///
    /// When a batch cannot be written.
    pub fn write(&mut self, log: &MatchLog) -> Result<(), TablesError> {
        self.rows.add(log);
        if self.rows.actions.len() + self.rows.seats.len() >= BATCH_ROWS {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), TablesError> {
        let dir = self.dir.clone();
        let err = |e: &dyn std::fmt::Display| TablesError(format!("{}: {e}", dir.display()));
        let b = self.rows.batches().map_err(|e| err(&e))?;
        // The rows' room is kept: the next batch fills it without growing it again.
        self.rows.clear();
        let [m, d, s, a] = &mut self.writers;
        m.write(&b.matches).map_err(|e| err(&e))?;
        d.write(&b.deals).map_err(|e| err(&e))?;
        s.write(&b.seats).map_err(|e| err(&e))?;
        a.write(&b.actions).map_err(|e| err(&e))?;
        Ok(())
    }

    /// Writes what is left and closes the files.
    ///
    /// # Errors
    ///
    /// When a batch or a file's footer cannot be written.
    pub fn finish(mut self) -> Result<(), TablesError> {
        if !self.rows.matches.is_empty() {
            self.flush()?;
        }
        let dir = self.dir.clone();
        for writer in self.writers {
            writer
                .close()
                .map_err(|e| TablesError(format!("{}: {e}", dir.display())))?;
        }
        Ok(())
    }
}

/// Reads every batch of one table file, checking its columns are the table's.
///
/// # Errors
///
/// A file that cannot be read, or whose columns differ.
pub fn read(path: &Path, schema: &SchemaRef) -> Result<Vec<RecordBatch>, TablesError> {
    let err = error(path);
    let file = File::open(path).map_err(|e| err(&e))?;
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .map_err(|e| err(&e))?
        .build()
        .map_err(|e| err(&e))?;
    let mut batches = Vec::new();
    for batch in reader {
        let batch = batch.map_err(|e| err(&e))?;
        if batch.schema().fields() != schema.fields() {
            return Err(err(
                &"not the columns of this table: tables of another poch version? (poch tables \
                  remakes them from the records)",
            ));
        }
        batches.push(batch);
    }
    Ok(batches)
}

/// Concatenates the tables of `parts` (directories, in the order given) into `out`.
///
/// # Errors
///
/// A part without the four tables, a table of other columns, or a file that cannot be written.
pub fn merge(parts: &[PathBuf], out: &Path) -> Result<(), TablesError> {
    std::fs::create_dir_all(out).map_err(|e| error(out)(&e))?;
    for (table, schema) in TABLES {
        let schema = schema();
        let path = out.join(format!("{table}.parquet"));
        let mut writer = open_writer(&path, schema.clone())?;
        for part in parts {
            for batch in read(&part.join(format!("{table}.parquet")), &schema)? {
                writer.write(&batch).map_err(|e| error(&path)(&e))?;
            }
        }
        writer.close().map_err(|e| error(&path)(&e))?;
    }
    Ok(())
}

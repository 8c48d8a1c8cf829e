//! Flat tables of matches for dataframes, written as Parquet through the Apache Arrow crates:
//! one row per match (`matches.parquet`), per deal (`deals.parquet`) and per action
//! (`actions.parquet`). `poch simulate --parquet DIR` writes them while it plays; `poch tables`
//! makes them from match records, replaying each. The columns are documented in
//! `docs/tables.md`; [`matches_schema`], [`deals_schema`] and [`actions_schema`] are the same
//! columns as types.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::types::{UInt8Type, UInt32Type};
use arrow_array::{
    ArrayRef, BooleanArray, ListArray, RecordBatch, StringArray, StructArray, UInt8Array,
    UInt32Array, UInt64Array,
};
use arrow_buffer::NullBuffer;
use arrow_schema::{DataType, Field as Column, Fields, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;
use poch_engine::{Action, ByField, Event, EventKind, Field, MatchEndReason, PochenOutcome, Seat};

use crate::record::MatchLog;

/// The three tables: their files' names in a directory (`NAME.parquet`) and their columns.
pub const TABLES: [(&str, Columns); 3] = [
    ("matches", matches_schema),
    ("deals", deals_schema),
    ("actions", actions_schema),
];

/// A table's columns.
pub type Columns = fn() -> SchemaRef;

/// Rows buffered before they are written as one batch.
const BATCH_ROWS: usize = 65_536;

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

/// The nine fields of a board, in board order.
fn board_fields() -> Fields {
    Fields::from(
        Field::ALL
            .iter()
            .map(|f| Column::new(f.name(), DataType::UInt32, false))
            .collect::<Vec<_>>(),
    )
}

fn board_type() -> DataType {
    DataType::Struct(board_fields())
}

/// The columns of `matches.parquet`.
pub fn matches_schema() -> SchemaRef {
    use DataType::{Boolean, UInt8, UInt32, UInt64, Utf8};
    Arc::new(Schema::new(vec![
        Column::new("match", UInt64, false),
        Column::new("seed", Utf8, true),
        Column::new("first_dealer", UInt8, true),
        Column::new("rules", Utf8, false),
        Column::new("seats", UInt8, false),
        Column::new("players", list_of(Utf8), false),
        Column::new("bots", list_of(Utf8), false),
        Column::new("starting_stacks", list_of(UInt32), false),
        Column::new("deals", UInt32, false),
        Column::new("actions", UInt32, false),
        Column::new("end_reason", Utf8, true),
        Column::new("final_stacks", list_of(UInt32), false),
        Column::new("places", list_of(UInt32), true),
        Column::new("could_pay", list_of(Boolean), true),
        Column::new("winners", list_of(UInt8), true),
        Column::new("board_left", board_type(), true),
        Column::new("board_left_total", UInt32, true),
    ]))
}

/// The columns of `deals.parquet`.
pub fn deals_schema() -> SchemaRef {
    use DataType::{Boolean, UInt8, UInt32, UInt64, Utf8};
    let mut columns = vec![
        Column::new("match", UInt64, false),
        Column::new("deal", UInt32, false),
        Column::new("dealer", UInt8, false),
        Column::new("forehand", UInt8, false),
        Column::new("upcard", Utf8, true),
        Column::new("pay_suit", Utf8, true),
        Column::new("ante", UInt32, true),
    ];
    for field in Field::ALL {
        let name = field.name();
        columns.push(Column::new(format!("{name}_seat"), UInt8, true));
        columns.push(Column::new(format!("{name}_chips"), UInt32, true));
        columns.push(Column::new(format!("{name}_carried"), Boolean, true));
    }
    columns.extend([
        Column::new("pochen", Utf8, true),
        Column::new("pochen_skipped", Boolean, false),
        Column::new("high_stake", UInt32, true),
        Column::new("pochen_pot", UInt32, true),
        Column::new("contributions", list_of(UInt32), true),
        Column::new("pochen_payouts", list_of(UInt32), true),
        Column::new("pochen_winner", UInt8, true),
        Column::new("pochen_winners", list_of(UInt8), false),
        Column::new("pochen_split", Boolean, false),
        Column::new("direction_chosen", Utf8, true),
        Column::new("leads", UInt32, false),
        Column::new("cards_played", UInt32, false),
        Column::new("discard_winner", UInt8, true),
        Column::new("went_out_on_lead", Boolean, true),
        Column::new("mid", UInt32, true),
        Column::new("owed", list_of(UInt32), true),
        Column::new("payments", list_of(UInt32), true),
        Column::new("forgiven", list_of(UInt32), true),
        Column::new("winner_receives", UInt32, true),
        Column::new("actions", UInt32, false),
        Column::new("stacks", list_of(UInt32), false),
        Column::new("board", board_type(), false),
    ]);
    Arc::new(Schema::new(columns))
}

/// The columns of `actions.parquet`.
pub fn actions_schema() -> SchemaRef {
    use DataType::{UInt8, UInt32, UInt64, Utf8};
    Arc::new(Schema::new(vec![
        Column::new("match", UInt64, false),
        Column::new("deal", UInt32, false),
        Column::new("version", UInt64, false),
        Column::new("seat", UInt8, false),
        Column::new("bot", Utf8, true),
        Column::new("kind", Utf8, false),
        Column::new("amount", UInt32, true),
        Column::new("chips", UInt32, false),
        Column::new("card", Utf8, true),
        Column::new("direction", Utf8, true),
        Column::new("cards_played", UInt32, false),
    ]))
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
    starting_stacks: Vec<u32>,
    deals: u32,
    actions: u32,
    end_reason: Option<&'static str>,
    final_stacks: Vec<u32>,
    places: Option<Vec<u32>>,
    could_pay: Option<Vec<bool>>,
    winners: Option<Vec<u8>>,
    board_left: Option<ByField<u32>>,
}

/// One field's part of a deal's row.
#[derive(Clone, Copy, Debug, Default)]
struct Claim {
    seat: Option<u8>,
    chips: Option<u32>,
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
    ante: Option<u32>,
    claims: [Claim; 9],
    pochen: Option<&'static str>,
    pochen_skipped: bool,
    high_stake: Option<u32>,
    pochen_pot: Option<u32>,
    contributions: Option<Vec<u32>>,
    pochen_payouts: Option<Vec<u32>>,
    pochen_winner: Option<u8>,
    pochen_winners: Vec<u8>,
    pochen_split: bool,
    direction_chosen: Option<&'static str>,
    leads: u32,
    cards_played: u32,
    discard_winner: Option<u8>,
    went_out_on_lead: Option<bool>,
    mid: Option<u32>,
    owed: Option<Vec<u32>>,
    payments: Option<Vec<u32>>,
    forgiven: Option<Vec<u32>>,
    winner_receives: Option<u32>,
    actions: u32,
    stacks: Vec<u32>,
    board: ByField<u32>,
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
    amount: Option<u32>,
    chips: u32,
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
    actions: Vec<ActionRow>,
}

/// A match's events read in order.
#[derive(Debug, Default)]
struct Walk {
    index: u64,
    /// The deal in progress.
    deal: Option<DealRow>,
    /// The number of the last deal begun.
    number: u32,
    /// The stacks at the end of the last deal.
    stacks: Option<Vec<u32>>,
    end: Option<poch_engine::MatchEnd>,
}

impl Walk {
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
                self.deal = Some(DealRow {
                    index: self.index,
                    deal: *deal,
                    dealer: seat_u8(*dealer),
                    forehand: seat_u8(*forehand),
                    ..DealRow::default()
                });
            } else if let EventKind::MatchEnded(end) = &event.kind {
                self.end = Some(end.clone());
            } else if self
                .deal
                .as_mut()
                .is_some_and(|row| row.observe(&event.kind))
                && let Some(row) = self.deal.take()
            {
                self.stacks = Some(row.stacks.clone());
                deals.push(row);
            }
        }
    }
}

impl Rows {
    /// Adds the rows of `log`.
    fn add(&mut self, log: &MatchLog) {
        let index = log.index;
        let mut walk = Walk {
            index,
            ..Walk::default()
        };
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
                Action::Bet { amount } | Action::Raise { amount } => row.amount = Some(*amount),
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
                    row.chips += put;
                }
                if let EventKind::CardPlayed { .. } = &event.kind {
                    row.cards_played += 1;
                }
            }
            self.actions.push(row);
        }
        let starting_stacks = log.starting_stacks();
        let mut row = MatchRow {
            index,
            seed: log
                .start
                .seed
                .and_then(|s| serde_json::to_value(s).ok())
                .and_then(|v| v.as_str().map(str::to_owned)),
            first_dealer: log.start.first_dealer.map(seat_u8),
            rules: serde_json::to_string(&log.start.rules).unwrap_or_default(),
            players: log.start.players.clone(),
            bots: log.bots.clone(),
            final_stacks: walk.stacks.unwrap_or_else(|| starting_stacks.clone()),
            starting_stacks,
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
            for s in &end.standings {
                if let (Some(p), Some(c)) = (
                    places.get_mut(s.seat.index()),
                    could_pay.get_mut(s.seat.index()),
                ) {
                    *p = s.place;
                    *c = s.could_pay;
                }
            }
            row.winners = Some(
                end.standings
                    .iter()
                    .filter(|s| s.place == 1)
                    .map(|s| seat_u8(s.seat))
                    .collect(),
            );
            row.places = Some(places);
            row.could_pay = Some(could_pay);
            row.board_left = Some(end.board_left);
        }
        self.matches.push(row);
    }
}

impl DealRow {
    /// Takes one event of the deal; true when the deal is over.
    fn observe(&mut self, kind: &EventKind) -> bool {
        match kind {
            EventKind::AntePaid { per_player, .. } => self.ante = Some(*per_player),
            EventKind::UpcardTurned {
                upcard, pay_suit, ..
            } => {
                self.upcard = Some(upcard.name().to_owned());
                self.pay_suit = Some(pay_suit.to_string());
            }
            EventKind::FieldClaimed {
                field, seat, chips, ..
            } => {
                let claim = &mut self.claims[*field as usize];
                claim.seat = Some(seat_u8(*seat));
                claim.chips = Some(*chips);
            }
            EventKind::PochenSkipped { .. } => self.pochen_skipped = true,
            EventKind::PochenEnded {
                outcome,
                high_stake,
                contributions,
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
                self.high_stake = Some(*high_stake);
                self.pochen_pot = Some(poch_before + contributions.iter().sum::<u32>());
                self.contributions = Some(contributions.clone());
                self.pochen_payouts = Some(payouts.clone());
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
                    claim.chips = Some(poch_before.saturating_sub(*poch_after));
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
                self.mid = Some(s.mid);
                self.owed = Some(s.owed.clone());
                self.payments = Some(s.payments.clone());
                self.forgiven = Some(s.forgiven.clone());
                self.winner_receives = Some(s.winner_receives);
                let claim = &mut self.claims[Field::MID as usize];
                claim.seat = Some(seat_u8(s.winner));
                claim.chips = Some(s.mid);
            }
            EventKind::DealEnded {
                stacks,
                board,
                awarded,
                carried_next,
                ..
            } => {
                self.actions += self.leads;
                self.stacks = stacks.clone();
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
                return true;
            }
            EventKind::DealStarted { .. }
            | EventKind::HandDealt { .. }
            | EventKind::PochenStarted { .. }
            | EventKind::GroupShown { .. }
            | EventKind::DiscardStarted { .. }
            | EventKind::ChainStopped { .. }
            | EventKind::MatchEnded(_)
            | EventKind::TimedOut { .. } => {}
        }
        false
    }
}

fn u32s<'a>(rows: impl Iterator<Item = Option<&'a Vec<u32>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<UInt32Type, _, _>(
        rows.map(|r| r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>())),
    ))
}

fn u8s<'a>(rows: impl Iterator<Item = Option<&'a Vec<u8>>>) -> ArrayRef {
    Arc::new(ListArray::from_iter_primitive::<UInt8Type, _, _>(rows.map(
        |r| r.map(|v| v.iter().map(|&x| Some(x)).collect::<Vec<_>>()),
    )))
}

fn strings<'a>(rows: impl Iterator<Item = &'a Vec<String>>) -> ArrayRef {
    let mut builder =
        arrow_array::builder::ListBuilder::new(arrow_array::builder::StringBuilder::new());
    for row in rows {
        for s in row {
            builder.values().append_value(s);
        }
        builder.append(true);
    }
    Arc::new(builder.finish())
}

fn bools<'a>(rows: impl Iterator<Item = Option<&'a Vec<bool>>>) -> ArrayRef {
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
            Arc::new(UInt32Array::from_iter_values(
                rows.clone().map(|b| b.map_or(0, |b| b[f])),
            )) as ArrayRef
        })
        .collect();
    Arc::new(StructArray::new(
        board_fields(),
        columns,
        Some(NullBuffer::from(validity)),
    ))
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
        strings(rows.iter().map(|r| &r.players)),
        strings(rows.iter().map(|r| &r.bots)),
        u32s(rows.iter().map(|r| Some(&r.starting_stacks))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.deals))),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.actions),
        )),
        Arc::new(StringArray::from_iter(rows.iter().map(|r| r.end_reason))),
        u32s(rows.iter().map(|r| Some(&r.final_stacks))),
        u32s(rows.iter().map(|r| r.places.as_ref())),
        bools(rows.iter().map(|r| r.could_pay.as_ref())),
        u8s(rows.iter().map(|r| r.winners.as_ref())),
        boards(rows.iter().map(|r| r.board_left.as_ref())),
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| {
            r.board_left
                .map(|b| u32::try_from(b.total()).unwrap_or(u32::MAX))
        }))),
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
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| r.ante))),
    ];
    for field in Field::ALL {
        let claim = |r: &DealRow| r.claims[field as usize];
        columns.push(Arc::new(UInt8Array::from_iter(
            rows.iter().map(|r| claim(r).seat),
        )));
        columns.push(Arc::new(UInt32Array::from_iter(
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
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| r.high_stake))),
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| r.pochen_pot))),
        u32s(rows.iter().map(|r| r.contributions.as_ref())),
        u32s(rows.iter().map(|r| r.pochen_payouts.as_ref())),
        Arc::new(UInt8Array::from_iter(rows.iter().map(|r| r.pochen_winner))),
        u8s(rows.iter().map(|r| Some(&r.pochen_winners))),
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
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| r.mid))),
        u32s(rows.iter().map(|r| r.owed.as_ref())),
        u32s(rows.iter().map(|r| r.payments.as_ref())),
        u32s(rows.iter().map(|r| r.forgiven.as_ref())),
        Arc::new(UInt32Array::from_iter(
            rows.iter().map(|r| r.winner_receives),
        )),
        Arc::new(UInt32Array::from_iter_values(
            rows.iter().map(|r| r.actions),
        )),
        u32s(rows.iter().map(|r| Some(&r.stacks))),
        boards(rows.iter().map(|r| Some(&r.board))),
    ]);
    RecordBatch::try_new(deals_schema(), columns)
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
        Arc::new(UInt32Array::from_iter(rows.iter().map(|r| r.amount))),
        Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.chips))),
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

fn properties() -> WriterProperties {
    WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .build()
}

fn open_writer(path: &Path, schema: SchemaRef) -> Result<ArrowWriter<File>, TablesError> {
    let file = File::create(path).map_err(|e| error(path)(&e))?;
    ArrowWriter::try_new(file, schema, Some(properties())).map_err(|e| error(path)(&e))
}

/// The three tables of a directory, written as matches come.
pub struct TableWriter {
    dir: PathBuf,
    rows: Rows,
    writers: [ArrowWriter<File>; 3],
}

impl TableWriter {
    /// Creates `DIR/matches.parquet`, `DIR/deals.parquet` and `DIR/actions.parquet` (and `DIR`).
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
        if self.rows.actions.len() >= BATCH_ROWS {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), TablesError> {
        let rows = std::mem::take(&mut self.rows);
        let [m, d, a] = &mut self.writers;
        let dir = self.dir.clone();
        let err = |e: &dyn std::fmt::Display| TablesError(format!("{}: {e}", dir.display()));
        m.write(&matches_batch(&rows.matches).map_err(|e| err(&e))?)
            .map_err(|e| err(&e))?;
        d.write(&deals_batch(&rows.deals).map_err(|e| err(&e))?)
            .map_err(|e| err(&e))?;
        a.write(&actions_batch(&rows.actions).map_err(|e| err(&e))?)
            .map_err(|e| err(&e))?;
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
            return Err(err(&"not the columns of this table (another version?)"));
        }
        batches.push(batch);
    }
    Ok(batches)
}

/// Concatenates the tables of `parts` (directories, in the order given) into `out`.
///
/// # Errors
///
/// A part without the three tables, a table of other columns, or a file that cannot be written.
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

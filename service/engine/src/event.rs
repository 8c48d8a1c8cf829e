//! Events: the typed facts an action caused, in order (RULES 12.5).

use serde::{Deserialize, Serialize};

use crate::action::{Action, Direction};
use crate::card::{Card, CardSet, Suit};
use crate::field::{ByField, Field, FieldSet};
use crate::random::{Digest, Seed};
use crate::seats::{Seat, SeatSet};

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Everyone, spectators included.
    Public,
    /// Only the player in this seat (`{"private_to": seat}` on the wire, as the proto's
    /// `private_to`: `private` is a keyword in Java, C# and TypeScript).
    #[serde(rename = "private_to")]
    Private(Seat),
}

impl Visibility {
    /// Whether `viewer` (a seat, or `None` for a spectator) may see it.
    pub fn visible_to(self, viewer: Option<Seat>) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Private(seat) => viewer == Some(seat),
        }
    }
}

/// One fact, with who may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Event {
    /// Who may see it.
    pub visibility: Visibility,
    /// What happened.
    pub kind: EventKind,
}

/// A seat's status in phase 2 (RULES 8.5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Status {
    /// Still betting.
    In,
    /// Gave up; chips bet are lost.
    Folded,
    /// Bet his whole stack; no longer acts but stays in the showdown.
    AllIn,
    /// Out of phase 2: no chips at its start (ED-12), or passed under `initial_pass=out`.
    Out,
}

/// How phase 2 ended (RULES 8.5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PochenOutcome {
    /// Nobody bet (or fewer than two seats could): POCH carries (RULES 8.6).
    AllPassed,
    /// One seat was left: he takes POCH and the contributions (RULES 8.7).
    Uncontested,
    /// Best group wins, layer by layer (RULES 8.8, 8.9).
    Showdown,
}

/// One layer of a showdown pot (ED-15).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Layer {
    /// The contribution level that bounds the layer.
    pub level: u32,
    /// The layer's chips (layer 1 also holds the POCH field).
    pub amount: u32,
    /// The non-folded seats that put in at least `level`.
    pub eligible: SeatSet,
    /// The best hand(s) among them.
    pub winners: SeatSet,
    /// The chips each winner received.
    pub share: u32,
    /// The odd chips left in POCH (ED-14).
    pub remainder: u32,
}

/// Why a discard chain stopped (RULES 9.5, 9.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The top rank was reached going up.
    Top,
    /// The bottom rank was reached going down.
    Bottom,
    /// The next card is the ownerless upcard.
    Upcard,
    /// The next card is a dead leftover.
    Dead,
    /// The next card is in the talon.
    Talon,
    /// The next card was played in an earlier chain.
    Played,
    /// The player of the last card has no cards left: he wins the deal.
    Out,
}

/// Why a match ended (RULES 10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum MatchEndReason {
    /// The deal limit was reached.
    MaxDeals,
    /// Some player cannot pay the next ante.
    AnteShortfall,
}

/// One line of the final standings (RULES 10.3, ED-24).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Standing {
    /// The seat.
    pub seat: Seat,
    /// Its final stack.
    pub stack: u32,
    /// Its place, 1 best; equal seats share a place (competition ranking).
    pub place: u32,
    /// Whether it could pay the next ante.
    pub could_pay: bool,
}

/// The end of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MatchEnd {
    /// Every reason that holds (RULES §17 C9).
    pub reasons: Vec<MatchEndReason>,
    /// The deals played.
    pub deals_played: u32,
    /// The per-player ante the next deal would have taken.
    pub next_ante: u32,
    /// Best first.
    pub standings: Vec<Standing>,
    /// The chips on the board when the match ended; under `board_at_end=kept` they go to
    /// nobody (RULES 10.4), under `shared` they are shared first ([`MatchEnd::board_share`]).
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub board_left: ByField<u32>,
    /// In a provably fair match, the server seed, revealed now that no deal is left to come
    /// ([`crate::rng::verify_chain`]).
    #[serde(default)]
    pub server_seed: Option<Seed>,
    /// Under `board_at_end=shared`, the share of the board (RULES 11.7.3, ED-39, ED-40); the
    /// standings list the stacks after it. Absent under `kept`.
    #[serde(default)]
    pub board_share: Option<BoardShare>,
}

/// A whole win in the units of [`MatchEnd::win_units`]: the least common multiple of 1 to 16,
/// so that each of k winners' share is a whole number of units at any table, and sums of wins
/// over many matches stay exact.
pub const WIN_UNITS: u64 = 720_720;

impl MatchEnd {
    /// The board the match leaves to nobody (RULES 10.4): the board left, or under
    /// `board_at_end=shared` what remains of it after the share.
    pub fn board_after(&self) -> ByField<u32> {
        self.board_share
            .map_or(self.board_left, |share| share.board_after)
    }

    /// The match's winners (RULES 10.3: the player(s) with the most chips win): every seat in
    /// first place of the standings, by ascending seat. More than one when they share it, and
    /// then each wins an equal share ([`MatchEnd::win_units`]): no seat of a shared first place
    /// counts for more than another.
    ///
    /// ```
    /// # use poch_engine::{ByField, MatchEnd, Seat};
    /// let end = MatchEnd {
    ///     reasons: Vec::new(),
    ///     deals_played: 1,
    ///     next_ante: 9,
    ///     standings: poch_engine::standings(&[50, 20, 50, 40], 9),
    ///     board_left: ByField::default(),
    ///     server_seed: None,
    ///     board_share: None,
    /// };
    /// assert_eq!(end.winners(), [Seat(0), Seat(2)]);
    /// assert_eq!(end.win_units(Seat(2)), poch_engine::WIN_UNITS / 2);
    /// assert_eq!(end.win_units(Seat(3)), 0);
    /// assert_eq!(end.win_share(Seat(0)), 0.5);
    /// ```
    pub fn winners(&self) -> Vec<Seat> {
        let mut winners: Vec<Seat> = self
            .standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| s.seat)
            .collect();
        winners.sort_unstable();
        winners
    }

    /// `seat`'s share of the match's win in units of [`WIN_UNITS`]: `WIN_UNITS / k` for each
    /// of the k winners ([`MatchEnd::winners`]), 0 for every other seat. The shares of a match
    /// add up to one win.
    pub fn win_units(&self, seat: Seat) -> u64 {
        let winners = self.standings.iter().filter(|s| s.place == 1);
        let k = winners.clone().count() as u64;
        if winners.into_iter().any(|s| s.seat == seat) {
            WIN_UNITS / k.max(1)
        } else {
            0
        }
    }

    /// `seat`'s share of the match's win as a fraction: 1/k for each of the k winners, else 0.
    pub fn win_share(&self, seat: Seat) -> f64 {
        self.win_units(seat) as f64 / WIN_UNITS as f64
    }
}

/// The board shared at the match end under `board_at_end=shared` (RULES 11.7.3, ED-39).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BoardShare {
    /// The chips each player received: floor(T/n) of the T chips on the board.
    pub per_player: u32,
    /// The chips shared: `per_player` times the players.
    pub shared: u32,
    /// The chips left on the board for nobody: T mod n.
    pub remainder: u32,
    /// The board after the share: the shared chips are taken from the fields in the order
    /// A K Q J T MAR SEQ POCH MID, and the remainder stays where it lies.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub board_after: ByField<u32>,
}

impl BoardShare {
    /// The share of `board` among `players` players (RULES 11.7.3 steps 1–4, ED-39).
    ///
    /// ```
    /// use poch_engine::{BoardShare, ByField, Field};
    /// let mut board = ByField::default();
    /// board[Field::MAR] = 4;
    /// board[Field::SEQ] = 4;
    /// board[Field::POCH] = 1;
    /// let share = BoardShare::of(&board, 4);
    /// assert_eq!((share.per_player, share.shared, share.remainder), (2, 8, 1));
    /// assert_eq!(share.board_after[Field::MAR], 0);
    /// assert_eq!(share.board_after[Field::SEQ], 0);
    /// assert_eq!(share.board_after[Field::POCH], 1);
    /// ```
    pub fn of(board: &ByField<u32>, players: usize) -> BoardShare {
        let total = board.total();
        let n = players.max(1) as u64;
        let per_player = total / n;
        let shared = per_player * n;
        // Step 3: each field in listing order gives all its chips while more are needed.
        let mut needed = shared;
        let mut board_after = *board;
        for f in Field::ALL {
            let take = u64::from(board_after[f]).min(needed);
            board_after[f] -= take as u32;
            needed -= take;
        }
        BoardShare {
            per_player: per_player as u32,
            shared: shared as u32,
            remainder: (total - shared) as u32,
            board_after,
        }
    }
}

/// The settlement of phase 3 (RULES 9.8, 9.9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Settlement {
    /// The seat that went out.
    pub winner: Seat,
    /// Whether his last card was a lead (else a forced follow).
    pub went_out_on_lead: bool,
    /// The chips taken from MID (0 without a MID field).
    pub mid: u32,
    /// Cards left per seat (0 for the winner).
    pub owed: Vec<u32>,
    /// Chips each seat paid (at most its stack).
    pub payments: Vec<u32>,
    /// Owed minus paid: forgiven (ED-23).
    pub forgiven: Vec<u32>,
    /// MID plus the payments.
    pub winner_receives: u32,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EventKind {
    /// A deal begins.
    DealStarted {
        /// The deal's number, from 1.
        deal: u32,
        /// The dealer.
        dealer: Seat,
        /// The seat after the dealer.
        forehand: Seat,
        /// SHA-256 of the deal seed, when the deal is shuffled from the match seed.
        commitment: Option<Digest>,
    },
    /// Every player paid the ante (RULES 4.2, 11.2).
    AntePaid {
        /// Chips each player paid.
        per_player: u32,
        /// Chips each player put on each field.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
        fields: ByField<u32>,
        /// Stacks after the ante.
        stacks: Vec<u32>,
        /// The board after the ante.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
        board: ByField<u32>,
    },
    /// A seat's hand as dealt, in the order received. Private to that seat.
    HandDealt {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<Card>,
    },
    /// The cards are dealt and the upcard turned (RULES §5, §6).
    UpcardTurned {
        /// The upcard.
        upcard: Card,
        /// Its suit: the pay suit.
        pay_suit: Suit,
        /// The seat that holds the upcard: the dealer, when it is his own last card (ED-4), or
        /// under `upcard_honour=next_player` the seat it went to (RULES 11.7.1, ED-34).
        upcard_holder: Option<Seat>,
        /// The dead leftovers, face up.
        dead: Vec<Card>,
        /// The number of face-down talon cards.
        talon_size: u32,
        /// The cards each seat received.
        hand_sizes: Vec<u32>,
    },
    /// A field's content went to a seat in phase 1 (RULES §7).
    FieldClaimed {
        /// The field.
        field: Field,
        /// The claimant.
        seat: Seat,
        /// The chips taken.
        chips: u32,
        /// The card(s) that earned it; revealed to all.
        cards: Vec<Card>,
    },
    /// Phase 2 begins (RULES 8.5).
    PochenStarted {
        /// The seats IN: those with chips.
        seats_in: Vec<Seat>,
        /// The POCH field.
        poch: u32,
    },
    /// Phase 2 is skipped: fewer than two seats have chips (ED-12); it counts as all passed.
    PochenSkipped {
        /// The seats with chips.
        seats_in: Vec<Seat>,
    },
    /// A pass.
    Passed {
        /// The seat.
        seat: Seat,
        /// Whether the pass took the seat out of phase 2 (`initial_pass=out`).
        out: bool,
    },
    /// A bet.
    BetPlaced {
        /// The seat.
        seat: Seat,
        /// The chips bet.
        amount: u32,
        /// The chips moved from the stack.
        put: u32,
        /// Whether that was the whole stack.
        all_in: bool,
    },
    /// A call.
    Called {
        /// The seat.
        seat: Seat,
        /// The chips moved from the stack.
        put: u32,
        /// Whether that was the whole stack.
        all_in: bool,
    },
    /// A raise.
    Raised {
        /// The seat.
        seat: Seat,
        /// The increment over the high stake.
        amount: u32,
        /// The chips moved from the stack.
        put: u32,
        /// Whether that was the whole stack.
        all_in: bool,
    },
    /// A fold.
    Folded {
        /// The seat.
        seat: Seat,
    },
    /// A seat showed its best group (ED-13): at a showdown, or uncontested under
    /// `uncontested_show=pair`. Empty for a hand without a group.
    GroupShown {
        /// The seat.
        seat: Seat,
        /// The group's cards.
        cards: CardSet,
    },
    /// Phase 2 is over and its chips are paid.
    PochenEnded {
        /// How it ended.
        outcome: PochenOutcome,
        /// The high stake H.
        high_stake: u32,
        /// The chips each seat put in.
        contributions: Vec<u32>,
        /// Each seat's final status.
        statuses: Vec<Status>,
        /// The pot layers of a showdown.
        layers: Vec<Layer>,
        /// The chips each seat received, POCH included.
        payouts: Vec<u32>,
        /// The Pochen winner: he leads first (ED-18).
        winner: Option<Seat>,
        /// The POCH field before settlement.
        poch_before: u32,
        /// The POCH field after settlement.
        poch_after: u32,
        /// Stacks after settlement.
        stacks: Vec<u32>,
    },
    /// Phase 3 begins (RULES 9.1).
    DiscardStarted {
        /// The first leader.
        leader: Seat,
    },
    /// The first leader chose the direction for the deal (`leader_choice`, ED-20).
    DirectionChosen {
        /// The direction.
        direction: Direction,
    },
    /// A card was played, led or forced.
    CardPlayed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
        /// Whether it was led (else a forced follow).
        led: bool,
    },
    /// A chain stopped (RULES 9.5).
    ChainStopped {
        /// Why.
        stop: StopReason,
        /// Who leads next (the winner when `stop` is `out`).
        next_leader: Seat,
    },
    /// Phase 3 is settled (RULES 9.8).
    DealSettled(Settlement),
    /// The deal is over; its seed is revealed.
    DealEnded {
        /// The deal's number.
        deal: u32,
        /// The deal seed, to check against the commitment.
        deal_seed: Option<Seed>,
        /// Stacks at the end of the deal.
        stacks: Vec<u32>,
        /// The board at the end of the deal.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
        board: ByField<u32>,
        /// The fields emptied in this deal.
        awarded: FieldSet,
        /// The fields that count as carried at the next ante (ED-26).
        carried_next: FieldSet,
    },
    /// The match is over (RULES 10.2).
    MatchEnded(MatchEnd),
    /// A seat's time ran out and the engine played the time-out move for it (RULES ED-42):
    /// the move's own events follow.
    TimedOut {
        /// The seat.
        seat: Seat,
        /// The move played for it.
        action: Action,
    },
}

impl Event {
    /// A public event.
    pub const fn public(kind: EventKind) -> Event {
        Event {
            visibility: Visibility::Public,
            kind,
        }
    }

    /// An event only `seat` may see.
    pub const fn private(seat: Seat, kind: EventKind) -> Event {
        Event {
            visibility: Visibility::Private(seat),
            kind,
        }
    }
}

/// Appends the event that `make` returns, built where it is stored. A pushed event is built
/// aside and then copied in whole (every event has the size of the largest kind), because the
/// push may grow the buffer between the two; `make` runs once.
#[inline]
pub(crate) fn push_event(events: &mut Vec<Event>, make: impl FnMut() -> Event) {
    let len = events.len();
    events.resize_with(len + 1, make);
}

impl EventKind {
    /// Every event's `type`, as the wire writes it, in the order a deal makes them.
    pub const TYPES: [&'static str; 22] = [
        "deal_started",
        "ante_paid",
        "hand_dealt",
        "upcard_turned",
        "field_claimed",
        "pochen_started",
        "pochen_skipped",
        "passed",
        "bet_placed",
        "called",
        "raised",
        "folded",
        "group_shown",
        "pochen_ended",
        "discard_started",
        "direction_chosen",
        "card_played",
        "chain_stopped",
        "deal_settled",
        "deal_ended",
        "match_ended",
        "timed_out",
    ];

    /// The event's `type` as the wire writes it: `deal_started` …
    pub const fn type_name(&self) -> &'static str {
        match self {
            EventKind::DealStarted { .. } => "deal_started",
            EventKind::AntePaid { .. } => "ante_paid",
            EventKind::HandDealt { .. } => "hand_dealt",
            EventKind::UpcardTurned { .. } => "upcard_turned",
            EventKind::FieldClaimed { .. } => "field_claimed",
            EventKind::PochenStarted { .. } => "pochen_started",
            EventKind::PochenSkipped { .. } => "pochen_skipped",
            EventKind::Passed { .. } => "passed",
            EventKind::BetPlaced { .. } => "bet_placed",
            EventKind::Called { .. } => "called",
            EventKind::Raised { .. } => "raised",
            EventKind::Folded { .. } => "folded",
            EventKind::GroupShown { .. } => "group_shown",
            EventKind::PochenEnded { .. } => "pochen_ended",
            EventKind::DiscardStarted { .. } => "discard_started",
            EventKind::DirectionChosen { .. } => "direction_chosen",
            EventKind::CardPlayed { .. } => "card_played",
            EventKind::ChainStopped { .. } => "chain_stopped",
            EventKind::DealSettled(_) => "deal_settled",
            EventKind::DealEnded { .. } => "deal_ended",
            EventKind::MatchEnded(_) => "match_ended",
            EventKind::TimedOut { .. } => "timed_out",
        }
    }
}

impl StopReason {
    /// Every reason.
    pub const ALL: [StopReason; 7] = [
        StopReason::Top,
        StopReason::Bottom,
        StopReason::Upcard,
        StopReason::Dead,
        StopReason::Talon,
        StopReason::Played,
        StopReason::Out,
    ];

    /// The reason as the wire writes it: `top`, `bottom`, `upcard`, `dead`, `talon`, `played`,
    /// `out`.
    pub const fn name(self) -> &'static str {
        match self {
            StopReason::Top => "top",
            StopReason::Bottom => "bottom",
            StopReason::Upcard => "upcard",
            StopReason::Dead => "dead",
            StopReason::Talon => "talon",
            StopReason::Played => "played",
            StopReason::Out => "out",
        }
    }
}

impl PochenOutcome {
    /// The outcome as the wire writes it: `all_passed`, `uncontested`, `showdown`.
    pub const fn name(self) -> &'static str {
        match self {
            PochenOutcome::AllPassed => "all_passed",
            PochenOutcome::Uncontested => "uncontested",
            PochenOutcome::Showdown => "showdown",
        }
    }
}

impl Status {
    /// The status as the wire writes it: `IN`, `FOLDED`, `ALL_IN`, `OUT`.
    pub const fn name(self) -> &'static str {
        match self {
            Status::In => "IN",
            Status::Folded => "FOLDED",
            Status::AllIn => "ALL_IN",
            Status::Out => "OUT",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wire<T: Serialize>(value: T) -> String {
        let json = serde_json::to_value(value).expect("json");
        json.as_str().expect("a string").to_owned()
    }

    #[test]
    fn the_names_are_serde_s() {
        for stop in StopReason::ALL {
            assert_eq!(wire(stop), stop.name());
        }
        for outcome in [
            PochenOutcome::AllPassed,
            PochenOutcome::Uncontested,
            PochenOutcome::Showdown,
        ] {
            assert_eq!(wire(outcome), outcome.name());
        }
        for status in [Status::In, Status::Folded, Status::AllIn, Status::Out] {
            assert_eq!(wire(status), status.name());
        }
        let kind = EventKind::Folded { seat: Seat(2) };
        let json = serde_json::to_value(&kind).expect("json");
        assert_eq!(json["type"], kind.type_name());
        assert!(EventKind::TYPES.contains(&kind.type_name()));
    }
}

//! The variant switches' validation (RULES 1.3), the board they make (RULES 1.2) and the named
//! presets (RULES 1.4). The switches themselves are declared in `switches.rs`.

use std::fmt;

use crate::codes::EngineCode;
use crate::field::{Field, FieldSet};
use crate::seats::{MAX_PLAYERS, Seat, SeatSet};
pub use crate::switches::{
    BoardAtEnd, BoardFields, DealMethod, DeckKind, DirectionOfPlay, DiscardDirection, InitialPass,
    MaxDeals, PairTieBreak, PochenEligibility, Rules, SequenceRule, ShortStack, Toggle,
    UncontestedShow, UpcardHonour,
};

impl DirectionOfPlay {
    /// The seat `places` places after `seat` in this direction, on a table of `n` seats
    /// (RULES 2.3; ED-41: anticlockwise, the seat after `s` is `s − 1 mod n`).
    ///
    /// ```
    /// use poch_engine::{DirectionOfPlay, Seat};
    /// let after = |d: DirectionOfPlay, seat, places| d.after(Seat(seat), places, 4).index();
    /// assert_eq!(after(DirectionOfPlay::Clockwise, 3, 1), 0);
    /// assert_eq!(after(DirectionOfPlay::Anticlockwise, 3, 1), 2);
    /// assert_eq!(after(DirectionOfPlay::Anticlockwise, 0, 2), 2);
    /// ```
    pub const fn after(self, seat: Seat, places: usize, n: usize) -> Seat {
        let seat = seat.index();
        // A seat of the table and fewer places than seats (the usual case): one
        // comparison instead of two divisions, the same seat.
        if seat < n && places < n {
            let ahead = match self {
                DirectionOfPlay::Clockwise => seat + places,
                DirectionOfPlay::Anticlockwise => seat + n - places,
            };
            return Seat(if ahead >= n { ahead - n } else { ahead });
        }
        let places = places % n;
        Seat(match self {
            DirectionOfPlay::Clockwise => (seat + places) % n,
            DirectionOfPlay::Anticlockwise => (seat + n - places) % n,
        })
    }

    /// How many places after `from` the seat `to` sits in this direction (the inverse of
    /// [`after`](DirectionOfPlay::after)).
    pub const fn places(self, from: Seat, to: Seat, n: usize) -> usize {
        let (from, to) = (from.index(), to.index());
        match self {
            DirectionOfPlay::Clockwise => (to + n - from) % n,
            DirectionOfPlay::Anticlockwise => (from + n - to) % n,
        }
    }

    /// The `n` seats in this direction, starting at `start`.
    pub fn from(self, start: Seat, n: usize) -> impl Iterator<Item = Seat> {
        (0..n).map(move |i| self.after(start, i, n))
    }
}

impl SeatSet {
    /// The first seat of the set from `start` (inclusive) in the direction of play, on a
    /// table of `n`.
    pub fn first_from(self, start: Seat, n: usize, direction: DirectionOfPlay) -> Option<Seat> {
        direction.from(start, n).find(|&s| self.contains(s))
    }
}

impl Rules {
    /// The dealer of deal `number` (1-based) of a match first dealt by `first_dealer`: the
    /// deal passes to the next seat in the direction of play (RULES 2.5, 10.1, I12).
    pub const fn dealer_of(&self, first_dealer: Seat, number: u32, n: usize) -> Seat {
        self.direction_of_play
            .after(first_dealer, (number as usize).saturating_sub(1), n)
    }

    /// Forehand: the seat after `dealer` in the direction of play (RULES 0.4, 2.6).
    pub const fn forehand(&self, dealer: Seat, n: usize) -> Seat {
        self.direction_of_play.after(dealer, 1, n)
    }
}

impl Toggle {
    /// Whether the switch is on.
    pub const fn is_on(self) -> bool {
        matches!(self, Toggle::On)
    }
}

impl DiscardDirection {
    /// Whether the first leader must choose a direction.
    pub const fn leader_chooses(self) -> bool {
        matches!(self, DiscardDirection::LeaderChoice)
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::CLASSIC
    }
}

/// A configuration the engine refuses (RULES 1.3). Never clamped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The number of players does not fit the deck.
    PlayerCount {
        /// The deck.
        deck: DeckKind,
        /// The players asked for.
        players: usize,
        /// The fewest the deck allows.
        min: usize,
        /// The most the deck allows.
        max: usize,
    },
    /// `five_talon` needs 5n + 1 cards.
    FiveTalonTooFewCards {
        /// The players asked for.
        players: usize,
        /// The deck's size.
        deck_size: u32,
    },
    /// `dreier7` needs exactly three players.
    DreierNeedsThreePlayers {
        /// The players asked for.
        players: usize,
    },
    /// `uncontested_show=pair` with `pochen_eligibility=any` or `high_card` (ED-32, ED-38).
    ShowPairNeedsPairRequired,
    /// `starting_chips` is below the first deal's ante.
    StartingChipsBelowAnte {
        /// The configured starting stack.
        starting_chips: u32,
        /// The first deal's per-player ante.
        ante: u32,
    },
}

impl RulesError {
    /// The stable machine code, as a value.
    pub const fn engine_code(&self) -> EngineCode {
        match self {
            RulesError::PlayerCount { .. } => EngineCode::PlayerCount,
            RulesError::FiveTalonTooFewCards { .. } => EngineCode::FiveTalonTooFewCards,
            RulesError::DreierNeedsThreePlayers { .. } => EngineCode::DreierNeedsThreePlayers,
            RulesError::ShowPairNeedsPairRequired => EngineCode::ShowPairNeedsPairRequired,
            RulesError::StartingChipsBelowAnte { .. } => EngineCode::StartingChipsBelowAnte,
        }
    }

    /// The stable machine code.
    pub const fn code(&self) -> &'static str {
        self.engine_code().as_str()
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::PlayerCount {
                deck,
                players,
                min,
                max,
            } => write!(
                f,
                "{players} players cannot play with the {} deck: it takes {min} to {max}",
                deck.name()
            ),
            RulesError::FiveTalonTooFewCards { players, deck_size } => write!(
                f,
                "five_talon needs 5 cards per player plus an upcard: {players} players need {} cards, the deck has {deck_size}",
                5 * players + 1
            ),
            RulesError::DreierNeedsThreePlayers { players } => write!(
                f,
                "board_fields=dreier7 is for exactly 3 players, not {players}"
            ),
            RulesError::ShowPairNeedsPairRequired => f.write_str(
                "uncontested_show=pair needs pochen_eligibility=pair_required: a player without a pair could not show one",
            ),
            RulesError::StartingChipsBelowAnte {
                starting_chips,
                ante,
            } => write!(
                f,
                "starting_chips {starting_chips} is below the first deal's ante of {ante}"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The named preset, if there is one of that name.
    pub fn preset(name: &str) -> Option<Rules> {
        PRESETS.iter().find(|p| p.name == name).map(|p| p.rules)
    }

    /// The fields present on the board (RULES 1.2).
    pub const fn fields(&self) -> FieldSet {
        let mut bits: u16 = match self.board_fields {
            BoardFields::Standard9 => 0b1_1111_1111,
            // A K Q J MAR POCH MID
            BoardFields::Dreier7 => 0b1_1010_1111,
        };
        if !self.pochen.is_on() {
            bits &= !(1 << Field::POCH as u16);
        }
        if !self.middle_pot.is_on() {
            bits &= !(1 << Field::MID as u16);
        }
        field_set_from_bits(bits)
    }

    /// Checks the configuration for `players` players (RULES 1.3, ED-29, ED-32).
    ///
    /// # Errors
    ///
    /// The first rule of RULES 1.3 that the configuration breaks.
    pub fn validate(&self, players: usize) -> Result<(), RulesError> {
        let (min, max) = match self.deck {
            DeckKind::French52 => (3, 8),
            DeckKind::French32 | DeckKind::Bavarian36 => (3, 6),
        };
        if !(min..=max).contains(&players) {
            return Err(RulesError::PlayerCount {
                deck: self.deck,
                players,
                min,
                max,
            });
        }
        if self.board_fields == BoardFields::Dreier7 && players != 3 {
            return Err(RulesError::DreierNeedsThreePlayers { players });
        }
        if self.deal_method == DealMethod::FiveTalon && 5 * players as u32 + 1 > self.deck.size() {
            return Err(RulesError::FiveTalonTooFewCards {
                players,
                deck_size: self.deck.size(),
            });
        }
        if self.uncontested_show == UncontestedShow::Pair
            && matches!(
                self.pochen_eligibility,
                PochenEligibility::Any | PochenEligibility::HighCard
            )
        {
            return Err(RulesError::ShowPairNeedsPairRequired);
        }
        let ante = self.fields().len();
        if self.starting_chips < ante {
            return Err(RulesError::StartingChipsBelowAnte {
                starting_chips: self.starting_chips,
                ante,
            });
        }
        Ok(())
    }

    /// The numbers of players this configuration seats: each table size up to the engine's
    /// bound ([`MAX_PLAYERS`]) for which [`validate`](Rules::validate) is
    /// `Ok`, in ascending order. Empty when a rule that does not depend on the table refuses
    /// it (RULES 1.3).
    ///
    /// ```
    /// use poch_engine::Rules;
    /// let dreier = Rules::preset("dreier").expect("preset");
    /// assert_eq!(dreier.seat_counts(), [3]);
    /// assert_eq!(Rules::CLASSIC.seat_counts(), [3, 4, 5, 6]);
    /// ```
    pub fn seat_counts(&self) -> Vec<usize> {
        (1..=MAX_PLAYERS)
            .filter(|&players| self.validate(players).is_ok())
            .collect()
    }
}

const fn field_set_from_bits(bits: u16) -> FieldSet {
    let mut set = FieldSet::EMPTY;
    let mut i = 0;
    while i < 9 {
        if bits >> i & 1 == 1 {
            set = set.with(Field::ALL[i]);
        }
        i += 1;
    }
    set
}

/// A named ruleset (RULES 1.4). Presets are data, not code paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The preset's name, e.g. `classic`.
    pub name: &'static str,
    /// What it plays.
    pub description: &'static str,
    /// Its switches.
    pub rules: Rules,
}

/// Every named preset; `classic` first (the default).
pub const PRESETS: [Preset; 8] = [
    Preset {
        name: "classic",
        description: "All defaults: the rules of the Norwegian and Finnish texts. 32 cards, all but one dealt, nine fields.",
        rules: Rules::CLASSIC,
    },
    Preset {
        name: "even-deal",
        description: "The long German text: all cards dealt evenly, the dealer claims an honour upcard, bluffing without a pair, no show, equal pairs split.",
        rules: Rules {
            deal_method: DealMethod::AllEvenly,
            upcard_honour: UpcardHonour::DealerClaims,
            pochen_eligibility: PochenEligibility::Any,
            uncontested_show: UncontestedShow::None,
            pair_tie_break: PairTieBreak::Split,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "five-card",
        description: "The short German text: five cards each and a face-down talon, no middle pot, the first leader chooses up or down.",
        rules: Rules {
            deal_method: DealMethod::FiveTalon,
            middle_pot: Toggle::Off,
            discard_direction: DiscardDirection::LeaderChoice,
            uncontested_show: UncontestedShow::None,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "no-pochen",
        description: "Poch ohne Pochen: no betting phase and no POCH field (ante 8).",
        rules: Rules {
            pochen: Toggle::Off,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "progressive",
        description: "Progressive Poch: a field left unclaimed takes a doubled ante in the next deal.",
        rules: Rules {
            progressive: Toggle::On,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "dreier",
        description: "Dreierpoch: three players, seven fields (A K Q J MAR POCH MID, ante 7).",
        rules: Rules {
            board_fields: BoardFields::Dreier7,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "bavarian",
        description: "Bavarian Poch: the 36-card Bavarian deck, 6 to Daus.",
        rules: Rules {
            deck: DeckKind::Bavarian36,
            ..Rules::CLASSIC
        },
    },
    Preset {
        name: "large-table",
        description: "The 52-card deck for 5 to 8 players (3 to 8 allowed).",
        rules: Rules {
            deck: DeckKind::French52,
            ..Rules::CLASSIC
        },
    },
];

#[cfg(test)]
mod tests {
    use std::num::NonZeroU32;

    use super::*;

    #[test]
    fn presets_are_valid_for_some_table() {
        for p in PRESETS {
            let players = if p.rules.board_fields == BoardFields::Dreier7 {
                3
            } else {
                4
            };
            assert_eq!(p.rules.validate(players), Ok(()), "{}", p.name);
        }
        assert_eq!(Rules::preset("classic"), Some(Rules::CLASSIC));
        assert_eq!(Rules::preset("nope"), None);
    }

    #[test]
    fn field_sets() {
        let names = |r: Rules| r.fields().iter().map(Field::name).collect::<Vec<_>>();
        assert_eq!(
            names(Rules::CLASSIC),
            ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"]
        );
        let dreier = Rules::preset("dreier").expect("preset");
        assert_eq!(names(dreier), ["A", "K", "Q", "J", "MAR", "POCH", "MID"]);
        let five = Rules::preset("five-card").expect("preset");
        assert_eq!(five.fields().len(), 8);
        assert!(!five.fields().contains(Field::MID));
        let none = Rules::preset("no-pochen").expect("preset");
        assert!(!none.fields().contains(Field::POCH));
    }

    #[test]
    fn validation_refuses_never_clamps() {
        let r = Rules::CLASSIC;
        assert_eq!(r.validate(9).map_err(|e| e.code()), Err("player_count"));
        assert_eq!(r.validate(2).map_err(|e| e.code()), Err("player_count"));
        assert_eq!(r.validate(7).map_err(|e| e.code()), Err("player_count"));
        let big = Rules::preset("large-table").expect("preset");
        assert_eq!(big.validate(8), Ok(()));
        assert_eq!(big.validate(9).map_err(|e| e.code()), Err("player_count"));
        let dreier = Rules::preset("dreier").expect("preset");
        assert_eq!(
            dreier.validate(4).map_err(|e| e.code()),
            Err("dreier_needs_three_players")
        );
        // 5n + 1 <= size holds for every table the decks allow (6 x 5 + 1 = 31 <= 32), so the
        // five_talon rule of RULES 1.3 never binds once the player count is checked.
        let five = Rules::preset("five-card").expect("preset");
        assert_eq!(five.validate(6), Ok(()));
        assert_eq!(
            Rules {
                deck: DeckKind::French52,
                ..five
            }
            .validate(8),
            Ok(())
        );
        let bluff = Rules {
            pochen_eligibility: PochenEligibility::Any,
            ..r
        };
        assert_eq!(
            bluff.validate(4).map_err(|e| e.code()),
            Err("show_pair_needs_pair_required")
        );
        let poor = Rules {
            starting_chips: 8,
            ..r
        };
        assert_eq!(
            poor.validate(4).map_err(|e| e.code()),
            Err("starting_chips_below_ante")
        );
        assert_eq!(
            Rules {
                pochen: Toggle::Off,
                ..poor
            }
            .validate(4),
            Ok(())
        );
    }

    #[test]
    fn seat_counts_follow_validate() {
        let counts = |name: &str| Rules::preset(name).expect("preset").seat_counts();
        // The 32- and 36-card decks seat 3 to 6, the 52-card deck 3 to 8 (RULES 1.3).
        for name in [
            "classic",
            "even-deal",
            "five-card",
            "no-pochen",
            "progressive",
        ] {
            assert_eq!(counts(name), [3, 4, 5, 6], "{name}");
        }
        assert_eq!(counts("bavarian"), [3, 4, 5, 6]);
        assert_eq!(counts("large-table"), [3, 4, 5, 6, 7, 8]);
        // dreier7 is for three players alone.
        assert_eq!(counts("dreier"), [3]);
        assert_eq!(
            Rules {
                deck: DeckKind::French52,
                ..Rules::preset("dreier").expect("preset")
            }
            .seat_counts(),
            [3]
        );
        // Every preset seats some table, and every count it names is one validate accepts.
        for p in PRESETS {
            let seated = p.rules.seat_counts();
            assert!(!seated.is_empty(), "{}", p.name);
            for players in 0..=MAX_PLAYERS + 1 {
                assert_eq!(
                    seated.contains(&players),
                    p.rules.validate(players).is_ok(),
                    "{} at {players}",
                    p.name
                );
            }
        }
        // The rules that do not depend on the table refuse every size: nothing is offered.
        let bluff_show = Rules {
            pochen_eligibility: PochenEligibility::Any,
            ..Rules::CLASSIC
        };
        assert_eq!(bluff_show.seat_counts(), Vec::<usize>::new());
        let poor = Rules {
            starting_chips: 8,
            ..Rules::CLASSIC
        };
        assert_eq!(poor.seat_counts(), Vec::<usize>::new());
        // five_talon on the 52-card deck: 5n + 1 <= 52 holds up to 8 (41 cards), so all of them.
        let five = Rules::preset("five-card").expect("preset");
        assert_eq!(
            Rules {
                deck: DeckKind::French52,
                ..five
            }
            .seat_counts(),
            [3, 4, 5, 6, 7, 8]
        );
    }

    #[test]
    fn max_deals_serde() {
        let none: MaxDeals = serde_json::from_str("\"none\"").expect("none");
        assert_eq!(none, MaxDeals(None));
        let five: MaxDeals = serde_json::from_str("5").expect("5");
        assert_eq!(five.0.map(NonZeroU32::get), Some(5));
        assert!(serde_json::from_str::<MaxDeals>("0").is_err());
        assert!(serde_json::from_str::<MaxDeals>("\"all\"").is_err());
        assert_eq!(serde_json::to_string(&five).expect("ser"), "5");
    }
}

//! The stable codes of the engine's errors, each declared once:
//! [`for_each_engine_code!`](crate::for_each_engine_code) hands the declaration to a callback
//! macro, from which the engine builds [`EngineCode`] and the codes of
//! [`Rejection`](crate::Rejection), and the contract crate the rows of its table of every code
//! an answer can carry.
//!
//! At the bottom of the module order: it imports nothing of the crate, so that every module
//! that gives an error can name its code.

/// Hands the declaration of every code the engine's errors give to the macro `$callback`,
/// followed by the tokens in braces (if any).
///
/// The declaration reads:
///
/// ```text
/// rejections [
///     /// meaning
///     Variant => "code", Kind;   // a refused action: `Variant` is the `Rejection`'s
///     ...
/// ]
/// others [
///     /// meaning
///     Variant => "code", Kind;   // a refused match, rules, state, action id, table or preset
///     ...
/// ]
/// ```
///
/// `Kind` is a [`CodeKind`]'s variant: `InvalidArgument` for a request that names something
/// the match cannot have, `FailedPrecondition` for one the match does not allow now. The
/// callback may be a path (`$crate::rows`), so that another crate's macro can chain through it.
///
/// # Examples
///
/// ```
/// macro_rules! codes {
///     (
///         rejections [$($(#[doc = $rd:literal])+ $rv:ident => $rc:literal, $rk:ident;)+]
///         others [$($(#[doc = $od:literal])+ $ov:ident => $oc:literal, $ok:ident;)+]
///     ) => {
///         [$($rc,)+ $($oc,)+]
///     };
/// }
/// let codes = poch_engine::for_each_engine_code!(codes);
/// assert_eq!(codes[0], "match_over");
/// assert_eq!(codes.len(), poch_engine::EngineCode::ALL.len());
/// ```
#[macro_export]
macro_rules! for_each_engine_code {
    ($($callback:tt)::+ $({ $($extra:tt)* })?) => {
        $($callback)::+! {
            rejections [
                /// The match is over.
                MatchOver => "match_over", FailedPrecondition;
                /// A seat the table does not have.
                SeatOutOfRange => "seat_out_of_range", InvalidArgument;
                /// Another seat must act.
                NotYourTurn => "not_your_turn", FailedPrecondition;
                /// The action does not belong to the current phase.
                WrongPhase => "wrong_phase", FailedPrecondition;
                /// Betting, calling and raising need at least a pair.
                NotEligible => "not_eligible", FailedPrecondition;
                /// A pass or bet while a bet is outstanding.
                BetOutstanding => "bet_outstanding", FailedPrecondition;
                /// A call, raise or fold with no bet outstanding.
                NothingToCall => "nothing_to_call", FailedPrecondition;
                /// A bet or raise of less than one chip.
                BetBelowMinimum => "bet_below_minimum", FailedPrecondition;
                /// A bet or raise above the cap.
                AboveMaximum => "above_maximum", FailedPrecondition;
                /// A bet or raise that needs more chips than the stack.
                InsufficientChips => "insufficient_chips", FailedPrecondition;
                /// The card led is not the leader's.
                CardNotInHand => "card_not_in_hand", FailedPrecondition;
                /// A direction where none may be chosen.
                DirectionNotAllowed => "direction_not_allowed", FailedPrecondition;
                /// The first lead under `leader_choice` names no direction.
                DirectionRequired => "direction_required", FailedPrecondition;
                /// A deck order for a match that deals from its seed.
                DeckOrderNotAllowed => "deck_order_not_allowed", FailedPrecondition;
                /// A match from supplied decks has none left for the next deal.
                DeckOrderRequired => "deck_order_required", FailedPrecondition;
                /// A deck order that is not one whole deck, or a cut out of range.
                InvalidDeckOrder => "invalid_deck_order", InvalidArgument;
            ]
            others [
                /// Too few or too many players for the deck.
                PlayerCount => "player_count", InvalidArgument;
                /// `dreier7` with other than three players.
                DreierNeedsThreePlayers => "dreier_needs_three_players", InvalidArgument;
                /// `five_talon` without the cards for it.
                FiveTalonTooFewCards => "five_talon_too_few_cards", InvalidArgument;
                /// `uncontested_show=pair` with `pochen_eligibility=any`.
                ShowPairNeedsPairRequired => "show_pair_needs_pair_required", InvalidArgument;
                /// A starting stack below the first ante.
                StartingChipsBelowAnte => "starting_chips_below_ante", InvalidArgument;
                /// A player id empty, too long, or used twice.
                InvalidPlayers => "invalid_players", InvalidArgument;
                /// No usable deal source.
                InvalidDealSource => "invalid_deal_source", InvalidArgument;
                /// A starting position that cannot be.
                InvalidStart => "invalid_start", InvalidArgument;
                /// Seated bots on a seat the table does not have, a seat twice, or every seat.
                InvalidBots => "invalid_bots", InvalidArgument;
                /// No preset has the name.
                UnknownPreset => "unknown_preset", InvalidArgument;
                /// A state of another schema version.
                StateVersionUnsupported => "state_version_unsupported", FailedPrecondition;
                /// A state that breaks an invariant (the error names it).
                StateInvalid => "state_invalid", InvalidArgument;
                /// A table the deal to verify cannot be dealt to.
                InvalidTable => "invalid_table", InvalidArgument;
                /// An action id past the end of the match's action table.
                ActionIdOutOfRange => "action_id_out_of_range", InvalidArgument;
                /// A match of more chips than action ids count (`MAX_TABLE_CHIPS`).
                TableTooLarge => "table_too_large", InvalidArgument;
            ]
            $($($extra)*)?
        }
    };
}

/// Whether a code blames what the request names or when it is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeKind {
    /// The request names something the match cannot have: a seat the table does not have, a
    /// deck order that is no deck, rules that cannot be played, a state that cannot be.
    InvalidArgument,
    /// The request is one the match could take, but not now: out of turn, in another phase,
    /// after the end.
    FailedPrecondition,
}

macro_rules! engine_codes {
    (
        rejections [$($(#[doc = $rdoc:literal])+ $rv:ident => $rc:literal, $rk:ident;)+]
        others [$($(#[doc = $odoc:literal])+ $ov:ident => $oc:literal, $ok:ident;)+]
    ) => {
        /// A code an error of the engine gives: a refused action
        /// ([`Rejection`](crate::Rejection)), match, rules or state, an action id past the
        /// table, a table too large for action ids, a table a deal cannot be dealt to, a preset
        /// no one has.
        ///
        /// ```
        /// use poch_engine::{CodeKind, EngineCode};
        ///
        /// let code = EngineCode::NotYourTurn;
        /// assert_eq!(code.as_str(), "not_your_turn");
        /// assert!(code.is_rejection());
        /// assert_eq!(code.kind(), CodeKind::FailedPrecondition);
        /// assert_eq!(EngineCode::from_wire("player_count"), Some(EngineCode::PlayerCount));
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum EngineCode {
            $($(#[doc = $rdoc])+ $rv,)+
            $($(#[doc = $odoc])+ $ov,)+
        }

        impl EngineCode {
            /// Every code, the rejections first, in the declaration's order.
            pub const ALL: &'static [EngineCode] = &[$(EngineCode::$rv,)+ $(EngineCode::$ov,)+];

            /// The codes of a refused action, in the declaration's order.
            pub const REJECTIONS: &'static [EngineCode] = &[$(EngineCode::$rv,)+];

            /// The code as written on the wire (`not_your_turn`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(EngineCode::$rv => $rc,)+
                    $(EngineCode::$ov => $oc,)+
                }
            }

            /// The code written as `code` on the wire, if the engine gives it.
            pub fn from_wire(code: &str) -> Option<EngineCode> {
                match code {
                    $($rc => Some(EngineCode::$rv),)+
                    $($oc => Some(EngineCode::$ov),)+
                    _ => None,
                }
            }

            /// Whether the code blames what the request names or when it is sent.
            pub const fn kind(self) -> CodeKind {
                match self {
                    $(EngineCode::$rv => CodeKind::$rk,)+
                    $(EngineCode::$ov => CodeKind::$ok,)+
                }
            }

            /// Whether the code is a refused action's.
            pub const fn is_rejection(self) -> bool {
                match self {
                    $(EngineCode::$rv => true,)+
                    $(EngineCode::$ov => false,)+
                }
            }
        }
    };
}

for_each_engine_code!(engine_codes);

impl std::fmt::Display for EngineCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

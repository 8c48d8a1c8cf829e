//! The variant switches (RULES §1), each declared once, and what is made of them: the switch
//! enums, [`Rules`] with its classic defaults, [`RuleOverrides`] and its
//! [`apply`](RuleOverrides::apply), and the catalogue ([`switches`]).
//!
//! The declaration is [`for_each_switch!`](crate::for_each_switch): the enums that switches
//! take as values (each value with its meaning), then every switch in the order of RULES §1
//! with its type, its classic default and its description. The macro hands the declaration to
//! a callback macro, so that other crates build their own code from it without restating it:
//! the contract crate's conversions to and from `poch.v1.Rules` are one such callback.
//!
//! The catalogue's names are the ones serde writes: a switch's name is its field in [`Rules`]
//! and its values are its enum's variants in snake case.

use std::num::NonZeroU32;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Hands the declaration of every variant switch (RULES §1) to the macro `$callback`.
///
/// The declaration reads:
///
/// ```text
/// values {
///     /// docs                         // the enum's documentation
///     Enum { /// docs  Variant, ... }  // its values, in wire order
///     Enum absent Variant { ... }      // an enum of a switch older states lack: the value
///     ...                              // such a state means (its `Default`, `Choice::ABSENT`)
/// }
/// choices {
///     name: Enum = DefaultVariant, "S1: description";   // a switch taking an enum value
///     #[serde(default)]                                 // attributes of the `Rules` field
///     name: Enum = DefaultVariant, "S17: description";  // (older states lack the switch)
///     ...
/// }
/// numbers {
///     #[attributes of the field]
///     name: Type = default_expr, ["value in words", ...], "S15: description";
///     ...
/// }
/// ```
///
/// The switches are listed in the order of RULES §1 (choices first, numbers last), which is
/// the order of [`Rules`]' fields and of the catalogue. An enum's variant `i` is its value `i`
/// everywhere (`poch.v1` numbers it `i + 1`, keeping 0 for `UNSPECIFIED`). The engine builds
/// its types from it; the callback of another crate builds what it needs, so that adding a
/// switch or a value is an edit of this declaration and of the code that plays it.
///
/// # Examples
///
/// ```
/// macro_rules! names {
///     (
///         values { $($values:tt)* }
///         choices { $($(#[$choice_attr:meta])* $name:ident : $ty:ident = $default:ident, $desc:literal;)+ }
///         numbers { $($(#[$attr:meta])* $num:ident : $num_ty:ty = $num_default:expr, [$($words:literal),+], $num_desc:literal;)+ }
///     ) => {
///         [$(stringify!($name),)+ $(stringify!($num),)+]
///     };
/// }
/// let names = poch_engine::for_each_switch!(names);
/// assert_eq!(names.len(), 18);
/// assert_eq!(names[1], "deal_method");
/// ```
#[macro_export]
macro_rules! for_each_switch {
    ($callback:ident) => {
        $callback! {
            values {
                /// The three decks (RULES S1, §3).
                DeckKind {
                    /// 32 French cards, 7 to ace (the classic deck).
                    French32,
                    /// 52 French cards, 2 to ace.
                    French52,
                    /// 36 Bavarian cards, 6 to Daus (RULES 3.3, ED-28).
                    Bavarian36,
                }
                /// S2: how the cards are dealt.
                DealMethod {
                    /// Deal all cards but one; the last is the ownerless upcard (RULES 5.2).
                    AllButOne,
                    /// Deal all evenly; leftovers are dead, the first is the upcard (RULES 5.3).
                    AllEvenly,
                    /// Five cards each, then the upcard; the rest is a face-down talon (RULES 5.4).
                    FiveTalon,
                }
                /// S3: what an ownerless honour upcard does (RULES 7.4), or who takes the upcard
                /// (RULES 11.7.1).
                UpcardHonour {
                    /// Its field stays on the board.
                    Stays,
                    /// The dealer claims its field.
                    DealerClaims,
                    /// Every upcard goes into the hand of the next player in dealing order and
                    /// is his card for every phase (house rule, RULES 11.7.1, ED-34, ED-35).
                    NextPlayer,
                }
                /// S4: which runs take `SEQ` (RULES 7.3).
                SequenceRule {
                    /// Pay-suit 7, 8 and 9.
                    SevenEightNine,
                    /// Any three consecutive pay-suit ranks; the highest top card wins (ED-8).
                    AnyThreeConsecutive,
                }
                /// An on/off switch (`middle_pot`, `pochen`, `progressive`).
                Toggle {
                    /// Switched off.
                    Off,
                    /// Switched on.
                    On,
                }
                /// S7: who may bet, call or raise (RULES 8.3).
                PochenEligibility {
                    /// Only a player holding at least a pair.
                    PairRequired,
                    /// Anyone (bluffing without a pair is allowed).
                    Any,
                    /// Anyone; a hand without a group ranks below every group by its highest
                    /// card, clubs > spades > hearts > diamonds, and a showdown reveals only that
                    /// card (house rule, RULES 11.7.2, ED-36 to ED-38).
                    HighCard,
                }
                /// S8: whether an uncontested winner shows a pair (RULES 8.7.2).
                UncontestedShow {
                    /// He shows his best group.
                    Pair,
                    /// He shows nothing.
                    None,
                }
                /// S9: equal pairs at a showdown (RULES 8.2).
                PairTieBreak {
                    /// The pair holding the pay-suit card wins.
                    PaySuit,
                    /// The tied players split.
                    Split,
                }
                /// S10: a pass before any bet (RULES 8.4.2, ED-9).
                InitialPass {
                    /// The passer leaves phase 2.
                    Out,
                    /// The passer stays in and acts again after a bet.
                    Check,
                }
                /// S11: short stacks (RULES 8.9).
                ShortStack {
                    /// All-in with layered side pots.
                    AllIn,
                    /// No contribution may exceed the smallest total holding of the seats in play.
                    Cap,
                }
                /// S12: the direction of the discard chains (RULES 9.3).
                DiscardDirection {
                    /// Always upward.
                    Ascending,
                    /// The first leader of the deal chooses up or down (ED-20).
                    LeaderChoice,
                }
                /// S14: which fields the board has (RULES 1.2).
                BoardFields {
                    /// A K Q J T MAR SEQ POCH MID.
                    Standard9,
                    /// A K Q J MAR POCH MID: Dreierpoch, three players only (ED-27).
                    Dreier7,
                }
                /// S17: the chips left on the board at the match end (RULES 10.4, 11.7.3).
                BoardAtEnd absent Kept {
                    /// They stay on the board and belong to nobody (\[003\], RULES 10.4).
                    Kept,
                    /// They are shared equally among the players; the remainder stays on the
                    /// board for nobody (house rule, RULES 11.7.3, ED-39, ED-40).
                    Shared,
                }
                /// S18: the direction of every order of play (RULES 2.3, 11.7.4).
                DirectionOfPlay absent Clockwise {
                    /// Clockwise: forehand is the dealer's left, the deal passes left.
                    Clockwise,
                    /// Anticlockwise (house rule, RULES 11.7.4, ED-41): forehand is the
                    /// dealer's right, the deal passes right; the seats keep their numbers.
                    Anticlockwise,
                }
            }
            choices {
                deck: DeckKind = French32, "S1: the deck";
                deal_method: DealMethod = AllButOne, "S2: how the cards are dealt";
                upcard_honour: UpcardHonour = Stays, "S3: what an ownerless honour upcard does, or who takes the upcard";
                sequence_rule: SequenceRule = SevenEightNine, "S4: which runs take SEQ";
                middle_pot: Toggle = On, "S5: the MID field";
                pochen: Toggle = On, "S6: phase 2 (betting) and the POCH field";
                pochen_eligibility: PochenEligibility = PairRequired, "S7: who may bet, call or raise";
                uncontested_show: UncontestedShow = Pair, "S8: whether an uncontested winner shows a pair";
                pair_tie_break: PairTieBreak = PaySuit, "S9: equal pairs at a showdown";
                initial_pass: InitialPass = Out, "S10: a pass before any bet";
                short_stack: ShortStack = AllIn, "S11: short stacks";
                discard_direction: DiscardDirection = Ascending, "S12: the direction of the discard chains";
                progressive: Toggle = Off, "S13: carried fields take a doubled ante";
                board_fields: BoardFields = Standard9, "S14: the fields of the board";
                #[serde(default)]
                board_at_end: BoardAtEnd = Kept, "S17: the chips left on the board at the match end";
                #[serde(default)]
                direction_of_play: DirectionOfPlay = Clockwise, "S18: the direction of play";
            }
            numbers {
                max_deals: MaxDeals = MaxDeals(None), ["none", "an integer >= 1"], "S15: the deal limit";
                starting_chips: u32 = 100, ["an integer >= the first ante"], "S16: each player's stack at the start";
            }
        }
    };
}

/// A switch's enum: its values in the order of the declaration.
pub trait Choice: Copy + Sized + 'static {
    /// Every value, in order; a value's position is its index.
    const VALUES: &'static [Self];

    /// The value that a state or message written before the switch existed means, for a
    /// switch added later (RULES 1.1.1: a seed value); `None` for the original switches,
    /// which every state sets.
    const ABSENT: Option<Self>;

    /// The value's position in [`Choice::VALUES`].
    fn index(self) -> usize;
}

/// The engine's types, from the declaration.
macro_rules! define_switches {
    (
        values {$(
            $(#[$enum_doc:meta])*
            $enum:ident $(absent $absent:ident)? { $($(#[$variant_doc:meta])* $variant:ident),+ $(,)? }
        )+}
        choices {$(
            $(#[$attr:meta])*
            $name:ident : $ty:ident = $default:ident, $desc:literal;
        )+}
        numbers {$(
            $(#[$num_attr:meta])*
            $num:ident : $num_ty:ty = $num_default:expr, [$($words:literal),+], $num_desc:literal;
        )+}
    ) => {
        $(
            $(#[$enum_doc])*
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
            #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
            #[serde(rename_all = "snake_case")]
            pub enum $enum {
                $($(#[$variant_doc])* $variant,)+
            }

            impl Choice for $enum {
                const VALUES: &'static [$enum] = &[$($enum::$variant),+];

                const ABSENT: Option<$enum> = {
                    #[allow(unused_mut, unused_assignments)]
                    let mut absent = None;
                    $(absent = Some($enum::$absent);)?
                    absent
                };

                fn index(self) -> usize {
                    self as usize
                }
            }

            $(
                /// The value a state written before this switch existed means.
                impl Default for $enum {
                    fn default() -> $enum {
                        $enum::$absent
                    }
                }
            )?
        )+

        /// Every variant switch of RULES §1, one value each for a whole match.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(deny_unknown_fields)]
        pub struct Rules {
            $(
                #[doc = $desc]
                $(#[$attr])*
                pub $name: $ty,
            )+
            $(
                #[doc = $num_desc]
                $(#[$num_attr])*
                pub $num: $num_ty,
            )+
        }

        impl Rules {
            /// The default ruleset: the rules of \[003\] and \[004\] (RULES 1.1), every switch at
            /// its declared default.
            pub const CLASSIC: Rules = Rules {
                $($name: $ty::$default,)+
                $($num: $num_default,)+
            };
        }

        /// Switches that override a preset's; an absent switch keeps the preset's value.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(deny_unknown_fields)]
        pub struct RuleOverrides {
            $(
                #[doc = $desc]
                #[serde(default)]
                pub $name: Option<$ty>,
            )+
            $(
                #[doc = $num_desc]
                #[serde(default)]
                $(#[$num_attr])*
                pub $num: Option<$num_ty>,
            )+
        }

        impl RuleOverrides {
            /// `base` with these overrides applied.
            pub fn apply(self, base: Rules) -> Rules {
                Rules {
                    $($name: self.$name.unwrap_or(base.$name),)+
                    $($num: self.$num.unwrap_or(base.$num),)+
                }
            }
        }

        /// Every switch set to its value in `rules`, so that the preset the overrides are
        /// applied to does not matter.
        impl From<Rules> for RuleOverrides {
            fn from(rules: Rules) -> RuleOverrides {
                RuleOverrides {
                    $($name: Some(rules.$name),)+
                    $($num: Some(rules.$num),)+
                }
            }
        }

        /// Every variant switch of the rules, with its values and default, in the order of
        /// RULES §1.
        ///
        /// # Examples
        ///
        /// ```
        /// let switches = poch_engine::switches();
        /// assert_eq!(switches.len(), 18);
        /// assert_eq!(switches[1].name, "deal_method");
        /// assert_eq!(switches[1].values, ["all_but_one", "all_evenly", "five_talon"]);
        /// assert_eq!(switches[1].default_value, "all_but_one");
        /// ```
        pub fn switches() -> Vec<SwitchInfo> {
            let classic = Rules::CLASSIC;
            vec![
                $(SwitchInfo {
                    name: stringify!($name),
                    description: $desc,
                    values: declared::<$ty>().to_vec(),
                    default_value: declared::<$ty>()
                        .get(classic.$name.index())
                        .copied()
                        .unwrap_or_default()
                        .to_owned(),
                },)+
                $(SwitchInfo {
                    name: stringify!($num),
                    description: $num_desc,
                    values: vec![$($words),+],
                    default_value: classic.$num.to_string(),
                },)+
            ]
        }
    };
}

for_each_switch!(define_switches);

/// The names `T`'s serde derive declares: an enum's variants, in order.
fn declared<T: DeserializeOwned>() -> &'static [&'static str] {
    serde_aux::serde_introspection::serde_introspect::<T>()
}

/// One variant switch, as the catalogue lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchInfo {
    /// The switch's name: its field in [`Rules`] (`deal_method`).
    pub name: &'static str,
    /// What it decides, with its number in RULES §1 (`S2: how the cards are dealt`).
    pub description: &'static str,
    /// Its values as written on the wire; a number's range in words for `max_deals` and
    /// `starting_chips`.
    pub values: Vec<&'static str>,
    /// The value of [`Rules::default`].
    pub default_value: String,
}

/// S15: the deal limit. Written `"none"` or a number of deals ≥ 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MaxDeals(pub Option<NonZeroU32>);

/// `none`, or the number of deals, as the catalogue writes the default.
impl std::fmt::Display for MaxDeals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some(n) => write!(f, "{n}"),
            None => f.write_str("none"),
        }
    }
}

/// The limit as a number: 0 for no limit, as binary formats and `poch.v1` write it.
impl From<MaxDeals> for u32 {
    fn from(limit: MaxDeals) -> u32 {
        limit.0.map_or(0, NonZeroU32::get)
    }
}

/// 0 is no limit.
impl From<u32> for MaxDeals {
    fn from(deals: u32) -> MaxDeals {
        MaxDeals(NonZeroU32::new(deals))
    }
}

/// In binary formats, a `u32` with 0 for `"none"`.
impl Serialize for MaxDeals {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if !s.is_human_readable() {
            return s.serialize_u32(u32::from(*self));
        }
        match self.0 {
            Some(n) => s.serialize_u32(n.get()),
            None => s.serialize_str("none"),
        }
    }
}

impl<'de> Deserialize<'de> for MaxDeals {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return u32::deserialize(d).map(MaxDeals::from);
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            N(u32),
            S(String),
        }
        match Raw::deserialize(d)? {
            Raw::N(n) => NonZeroU32::new(n)
                .map(|n| MaxDeals(Some(n)))
                .ok_or_else(|| {
                    serde::de::Error::custom("max_deals must be \"none\" or at least 1")
                }),
            Raw::S(s) if s == "none" => Ok(MaxDeals(None)),
            Raw::S(s) => Err(serde::de::Error::custom(format!(
                "max_deals must be \"none\" or at least 1, not {s:?}"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue is the one RULES §1 lists: every switch, its values and default.
    #[test]
    fn the_catalogue_is_read_off_the_types() {
        let catalogue: Vec<(&str, Vec<&str>, String)> = switches()
            .into_iter()
            .map(|s| (s.name, s.values, s.default_value))
            .collect();
        let expected: Vec<(&str, Vec<&str>, &str)> = vec![
            (
                "deck",
                vec!["french32", "french52", "bavarian36"],
                "french32",
            ),
            (
                "deal_method",
                vec!["all_but_one", "all_evenly", "five_talon"],
                "all_but_one",
            ),
            (
                "upcard_honour",
                vec!["stays", "dealer_claims", "next_player"],
                "stays",
            ),
            (
                "sequence_rule",
                vec!["seven_eight_nine", "any_three_consecutive"],
                "seven_eight_nine",
            ),
            ("middle_pot", vec!["off", "on"], "on"),
            ("pochen", vec!["off", "on"], "on"),
            (
                "pochen_eligibility",
                vec!["pair_required", "any", "high_card"],
                "pair_required",
            ),
            ("uncontested_show", vec!["pair", "none"], "pair"),
            ("pair_tie_break", vec!["pay_suit", "split"], "pay_suit"),
            ("initial_pass", vec!["out", "check"], "out"),
            ("short_stack", vec!["all_in", "cap"], "all_in"),
            (
                "discard_direction",
                vec!["ascending", "leader_choice"],
                "ascending",
            ),
            ("progressive", vec!["off", "on"], "off"),
            ("board_fields", vec!["standard9", "dreier7"], "standard9"),
            ("board_at_end", vec!["kept", "shared"], "kept"),
            (
                "direction_of_play",
                vec!["clockwise", "anticlockwise"],
                "clockwise",
            ),
            ("max_deals", vec!["none", "an integer >= 1"], "none"),
            (
                "starting_chips",
                vec!["an integer >= the first ante"],
                "100",
            ),
        ];
        let expected: Vec<(&str, Vec<&str>, String)> = expected
            .into_iter()
            .map(|(n, v, d)| (n, v, d.to_owned()))
            .collect();
        assert_eq!(catalogue, expected);
        // Every value a switch lists is read back as that switch's value.
        for switch in switches() {
            for value in &switch.values {
                if value.starts_with("an integer") {
                    continue;
                }
                let json = format!(r#"{{"{}":"{value}"}}"#, switch.name);
                assert!(
                    serde_json::from_str::<RuleOverrides>(&json).is_ok(),
                    "{json}"
                );
            }
        }
    }

    #[test]
    fn overrides_replace_only_what_they_name() {
        let overrides = RuleOverrides {
            initial_pass: Some(InitialPass::Check),
            starting_chips: Some(40),
            ..RuleOverrides::default()
        };
        let rules = overrides.apply(Rules::CLASSIC);
        assert_eq!(rules.initial_pass, InitialPass::Check);
        assert_eq!(rules.starting_chips, 40);
        assert_eq!(rules.deck, Rules::CLASSIC.deck);
        assert_eq!(rules.max_deals, Rules::CLASSIC.max_deals);
        assert_eq!(
            RuleOverrides::default().apply(Rules::CLASSIC),
            Rules::CLASSIC
        );
    }
}

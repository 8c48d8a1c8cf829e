//! The catalogue of the variant switches (RULES §1) and the overrides a caller gives a preset.
//!
//! The catalogue is read off the engine's own types: a switch's name is its field's name in
//! [`Rules`] and its values are its enum's variants, both as serde's derives declare them (the
//! names the wire uses), and its default is the value of [`Rules::default`]. Only the one-line
//! descriptions are written here, in the order of RULES §1.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::card::DeckKind;
use crate::rules::{
    BoardFields, DealMethod, DiscardDirection, InitialPass, MaxDeals, PairTieBreak,
    PochenEligibility, Rules, SequenceRule, ShortStack, Toggle, UncontestedShow, UpcardHonour,
};

/// The names `T`'s serde derive declares: an enum's variants or a struct's fields, in order.
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

/// The values of an enum switch and the name of `default`, read off serde's derive.
fn choice<T: DeserializeOwned + Copy + Into<usize>>(default: T) -> (Vec<&'static str>, String) {
    let values = declared::<T>();
    let default_value = values.get(default.into()).copied().unwrap_or_default();
    (values.to_vec(), default_value.to_owned())
}

/// What each switch decides, in the order of RULES §1 (S1 … S16), which is also the order of
/// [`Rules`]' fields.
const DESCRIPTIONS: [&str; 16] = [
    "S1: the deck",
    "S2: how the cards are dealt",
    "S3: what an ownerless honour upcard does",
    "S4: which runs take SEQ",
    "S5: the MID field",
    "S6: phase 2 (betting) and the POCH field",
    "S7: who may bet, call or raise",
    "S8: whether an uncontested winner shows a pair",
    "S9: equal pairs at a showdown",
    "S10: a pass before any bet",
    "S11: short stacks",
    "S12: the direction of the discard chains",
    "S13: carried fields take a doubled ante",
    "S14: the fields of the board",
    "S15: the deal limit",
    "S16: each player's stack at the start",
];

/// Every variant switch of the rules, with its values and default, in the order of RULES §1.
///
/// # Examples
///
/// ```
/// let switches = poch_engine::switches();
/// assert_eq!(switches.len(), 16);
/// assert_eq!(switches[1].name, "deal_method");
/// assert_eq!(switches[1].values, ["all_but_one", "all_evenly", "five_talon"]);
/// assert_eq!(switches[1].default_value, "all_but_one");
/// ```
pub fn switches() -> Vec<SwitchInfo> {
    let Rules {
        deck,
        deal_method,
        upcard_honour,
        sequence_rule,
        middle_pot,
        pochen,
        pochen_eligibility,
        uncontested_show,
        pair_tie_break,
        initial_pass,
        short_stack,
        discard_direction,
        progressive,
        board_fields,
        max_deals,
        starting_chips,
    } = Rules::default();
    let max_deals_default = max_deals
        .0
        .map_or_else(|| "none".to_owned(), |n| n.to_string());
    let values = [
        choice(deck),
        choice(deal_method),
        choice(upcard_honour),
        choice(sequence_rule),
        choice(middle_pot),
        choice(pochen),
        choice(pochen_eligibility),
        choice(uncontested_show),
        choice(pair_tie_break),
        choice(initial_pass),
        choice(short_stack),
        choice(discard_direction),
        choice(progressive),
        choice(board_fields),
        (vec!["none", "an integer >= 1"], max_deals_default),
        (
            vec!["an integer >= the first ante"],
            starting_chips.to_string(),
        ),
    ];
    declared::<Rules>()
        .iter()
        .zip(DESCRIPTIONS)
        .zip(values)
        .map(
            |((&name, description), (values, default_value))| SwitchInfo {
                name,
                description,
                values,
                default_value,
            },
        )
        .collect()
}

/// A fieldless switch enum's position among its variants, which is serde's variant index.
macro_rules! variant_index {
    ($($switch:ty),*) => {$(
        impl From<$switch> for usize {
            fn from(value: $switch) -> usize {
                value as usize
            }
        }
    )*};
}

variant_index!(
    DeckKind,
    DealMethod,
    UpcardHonour,
    SequenceRule,
    Toggle,
    PochenEligibility,
    UncontestedShow,
    PairTieBreak,
    InitialPass,
    ShortStack,
    DiscardDirection,
    BoardFields
);

/// Switches that override a preset's; an absent switch keeps the preset's value.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RuleOverrides {
    /// S1.
    #[serde(default)]
    pub deck: Option<DeckKind>,
    /// S2.
    #[serde(default)]
    pub deal_method: Option<DealMethod>,
    /// S3.
    #[serde(default)]
    pub upcard_honour: Option<UpcardHonour>,
    /// S4.
    #[serde(default)]
    pub sequence_rule: Option<SequenceRule>,
    /// S5.
    #[serde(default)]
    pub middle_pot: Option<Toggle>,
    /// S6.
    #[serde(default)]
    pub pochen: Option<Toggle>,
    /// S7.
    #[serde(default)]
    pub pochen_eligibility: Option<PochenEligibility>,
    /// S8.
    #[serde(default)]
    pub uncontested_show: Option<UncontestedShow>,
    /// S9.
    #[serde(default)]
    pub pair_tie_break: Option<PairTieBreak>,
    /// S10.
    #[serde(default)]
    pub initial_pass: Option<InitialPass>,
    /// S11.
    #[serde(default)]
    pub short_stack: Option<ShortStack>,
    /// S12.
    #[serde(default)]
    pub discard_direction: Option<DiscardDirection>,
    /// S13.
    #[serde(default)]
    pub progressive: Option<Toggle>,
    /// S14.
    #[serde(default)]
    pub board_fields: Option<BoardFields>,
    /// S15.
    #[serde(default)]
    pub max_deals: Option<MaxDeals>,
    /// S16.
    #[serde(default)]
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", minimum = 0, maximum = 4294967295_u32)
    )]
    pub starting_chips: Option<u32>,
}

impl RuleOverrides {
    /// `base` with these overrides applied.
    pub fn apply(self, base: Rules) -> Rules {
        let RuleOverrides {
            deck,
            deal_method,
            upcard_honour,
            sequence_rule,
            middle_pot,
            pochen,
            pochen_eligibility,
            uncontested_show,
            pair_tie_break,
            initial_pass,
            short_stack,
            discard_direction,
            progressive,
            board_fields,
            max_deals,
            starting_chips,
        } = self;
        Rules {
            deck: deck.unwrap_or(base.deck),
            deal_method: deal_method.unwrap_or(base.deal_method),
            upcard_honour: upcard_honour.unwrap_or(base.upcard_honour),
            sequence_rule: sequence_rule.unwrap_or(base.sequence_rule),
            middle_pot: middle_pot.unwrap_or(base.middle_pot),
            pochen: pochen.unwrap_or(base.pochen),
            pochen_eligibility: pochen_eligibility.unwrap_or(base.pochen_eligibility),
            uncontested_show: uncontested_show.unwrap_or(base.uncontested_show),
            pair_tie_break: pair_tie_break.unwrap_or(base.pair_tie_break),
            initial_pass: initial_pass.unwrap_or(base.initial_pass),
            short_stack: short_stack.unwrap_or(base.short_stack),
            discard_direction: discard_direction.unwrap_or(base.discard_direction),
            progressive: progressive.unwrap_or(base.progressive),
            board_fields: board_fields.unwrap_or(base.board_fields),
            max_deals: max_deals.unwrap_or(base.max_deals),
            starting_chips: starting_chips.unwrap_or(base.starting_chips),
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
            ("upcard_honour", vec!["stays", "dealer_claims"], "stays"),
            (
                "sequence_rule",
                vec!["seven_eight_nine", "any_three_consecutive"],
                "seven_eight_nine",
            ),
            ("middle_pot", vec!["off", "on"], "on"),
            ("pochen", vec!["off", "on"], "on"),
            (
                "pochen_eligibility",
                vec!["pair_required", "any"],
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

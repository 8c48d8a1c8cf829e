//! The rules: every switch, the presets.

use super::*;

/// A switch's value as a `poch.v1` enum number: the engine's variant `i` is `i + 1`, 0 being
/// `UNSPECIFIED` (the test `switch_numbers_name_the_same_values` holds the two enums together).
fn choice_code<T: Choice>(value: T) -> i32 {
    i32::try_from(value.index() + 1).unwrap_or(i32::MAX)
}

/// A switch's enum number: `None` for `UNSPECIFIED`, an error for a number the contract does
/// not define.
fn optional_choice<T: Choice>(value: i32, field: &str) -> Result<Option<T>, ConvertError> {
    if value == 0 {
        return Ok(None);
    }
    usize::try_from(value)
        .ok()
        .and_then(|n| T::VALUES.get(n - 1))
        .map(|&v| Some(v))
        .ok_or_else(|| ConvertError::new(field, format!("{value} is not a known enum value")))
}

/// A switch a full ruleset must set.
fn set<T>(value: Option<T>, field: &str) -> Result<T, ConvertError> {
    value.ok_or_else(|| {
        ConvertError::new(
            field,
            "is unset or UNSPECIFIED, but a full ruleset sets every switch",
        )
    })
}

/// The conversions of `Rules` and `RuleOverrides`, from the engine's declaration of the
/// switches: a `poch.v1.Rules` field of the same name for every switch, an enum number for a
/// choice and an optional `uint32` for a number (`max_deals` 0 is no limit, RULES S15).
macro_rules! rules_conversions {
    (
        values { $($values:tt)* }
        choices {$(
            $(#[$attr:meta])*
            $name:ident : $ty:ident = $default:ident, $desc:literal;
        )+}
        numbers {$(
            $(#[$num_attr:meta])*
            $num:ident : $num_ty:ty = $num_default:expr, [$($words:literal),+], $num_desc:literal;
        )+}
    ) => {
        /// Every switch set.
        impl ToProto for Rules {
            type Proto = v1::Rules;

            fn to_proto(&self) -> v1::Rules {
                v1::Rules {
                    $($name: choice_code(self.$name),)+
                    $($num: Some(u32::from(self.$num)),)+
                }
            }
        }

        /// The switches a `v1::Rules` sets; `None` where it leaves one unset or `UNSPECIFIED`.
        impl FromProto<v1::Rules> for RuleOverrides {
            fn from_proto(proto: v1::Rules) -> Result<RuleOverrides, ConvertError> {
                let v1::Rules { $($name,)+ $($num,)+ } = proto;
                Ok(RuleOverrides {
                    $($name: optional_choice($name, stringify!($name))?,)+
                    $($num: $num.map(<$num_ty>::from),)+
                })
            }
        }

        /// A full ruleset, as a state carries it: every switch must be set, but for a switch
        /// added later, which a message written before it left unset: that reads as the value
        /// it played then ([`Choice::ABSENT`](poch_engine::Choice::ABSENT)).
        impl FromProto<v1::Rules> for Rules {
            fn from_proto(proto: v1::Rules) -> Result<Rules, ConvertError> {
                let overrides = RuleOverrides::from_proto(proto)?;
                Ok(Rules {
                    $($name: set(
                        overrides.$name.or(<poch_engine::$ty as poch_engine::Choice>::ABSENT),
                        stringify!($name),
                    )?,)+
                    $($num: set(overrides.$num, stringify!($num))?,)+
                })
            }
        }

        #[cfg(test)]
        mod switch_numbers {
            use poch_engine::*;

            use super::{choice_code, v1};

            /// Every switch value's `poch.v1` number names the same value: `DECK_FRENCH52` is 2
            /// because `french52` is the deck's second value, and the enum has no value more.
            #[test]
            fn switch_numbers_name_the_same_values() {
                $(
                    for (i, value) in <$ty as Choice>::VALUES.iter().enumerate() {
                        let wire = serde_json::to_value(value).expect("a switch value serializes");
                        let name = wire.as_str().expect("a name").to_uppercase();
                        let message = v1::Rules { $name: choice_code(*value), ..v1::Rules::default() };
                        assert_eq!(message.$name, i32::try_from(i + 1).expect("small"));
                        let proto = message.$name().as_str_name();
                        assert!(proto.ends_with(&format!("_{name}")), "{}: {proto} for {name}", stringify!($name));
                    }
                    let len = <$ty as Choice>::VALUES.len();
                    let past = v1::Rules { $name: i32::try_from(len + 1).expect("small"), ..v1::Rules::default() };
                    assert!(past.$name().as_str_name().ends_with("_UNSPECIFIED"), "{} has more values", stringify!($name));
                )+
            }
        }
    };
}

poch_engine::for_each_switch!(rules_conversions);

/// `base` with the switches that `overrides` sets: an unset or `UNSPECIFIED` switch keeps the
/// base's value, `max_deals: Some(0)` means no limit. No overrides at all keep the base.
///
/// # Errors
///
/// [`ConvertError`] for an enum number the contract does not define. Whether the result suits
/// the table is [`Rules::validate`]'s question.
pub fn rules_with_overrides(
    base: Rules,
    overrides: Option<v1::Rules>,
) -> Result<Rules, ConvertError> {
    let Some(overrides) = overrides else {
        return Ok(base);
    };
    Ok(RuleOverrides::from_proto(overrides)?.apply(base))
}

impl ToProto for Preset {
    type Proto = v1::Preset;

    fn to_proto(&self) -> v1::Preset {
        let Preset {
            name,
            description,
            rules,
        } = *self;
        v1::Preset {
            name: name.to_owned(),
            description: description.to_owned(),
            rules: Some(rules.to_proto()),
            seat_counts: crate::rest::seat_counts_of(&rules),
        }
    }
}

//! Reads a REST body as the OpenAPI document describes it, where serde's derives are more
//! lenient than JSON Schema or stricter than it:
//!
//! * an object is the only form of a struct (serde's derive also reads a struct, or a struct
//!   variant, from an array of its fields in order, which the document does not allow);
//! * an integral number is an integer however it is written (`3.0` and `3e0` are `integer`s to
//!   JSON Schema, but serde refuses a float where it reads an integer).
//!
//! Everything else is read as `serde_json::Value`'s own deserializer reads it.

use serde::de::value::StringDeserializer;
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, Error as _, IntoDeserializer, MapAccess,
    SeqAccess, Unexpected, VariantAccess, Visitor,
};
use serde_json::{Error, Map, Number, Value};

/// Deserializes a `T` from `value` strictly (see the module's documentation).
///
/// # Errors
///
/// When `value` is not a `T` as the document describes it.
pub fn from_value<T: de::DeserializeOwned>(value: Value) -> Result<T, Error> {
    T::deserialize(Strict(value))
}

/// A JSON value read strictly.
struct Strict(Value);

/// What `value` is, for error messages.
fn unexpected(value: &Value) -> Unexpected<'_> {
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => Unexpected::Unsigned(u),
            (None, Some(i), _) => Unexpected::Signed(i),
            (None, None, f) => Unexpected::Float(f.unwrap_or(f64::NAN)),
        },
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// The integer an integral float equals, when it is within the range of `u64` or `i64`.
fn integral(n: &Number) -> Option<Number> {
    /// 2^64, the first float above `u64::MAX`.
    const TWO_TO_64: f64 = 18_446_744_073_709_551_616.0;
    /// -2^63, `i64::MIN` as a float.
    const MINUS_TWO_TO_63: f64 = -9_223_372_036_854_775_808.0;
    let f = n.as_f64().filter(|f| n.is_f64() && f.fract() == 0.0)?;
    // `f` is integral and within the target's range: the casts are exact.
    if (0.0..TWO_TO_64).contains(&f) {
        Some(Number::from(f as u64))
    } else if (MINUS_TWO_TO_63..0.0).contains(&f) {
        Some(Number::from(f as i64))
    } else {
        None
    }
}

fn visit_array<'de, V: Visitor<'de>>(items: Vec<Value>, visitor: V) -> Result<V::Value, Error> {
    let len = items.len();
    let mut seq = Seq(items.into_iter());
    let value = visitor.visit_seq(&mut seq)?;
    if seq.0.len() == 0 {
        Ok(value)
    } else {
        Err(Error::invalid_length(len, &"fewer elements in the array"))
    }
}

fn visit_object<'de, V: Visitor<'de>>(
    map: Map<String, Value>,
    visitor: V,
) -> Result<V::Value, Error> {
    let len = map.len();
    let mut access = Fields {
        fields: map.into_iter(),
        value: None,
    };
    let value = visitor.visit_map(&mut access)?;
    if access.fields.len() == 0 {
        Ok(value)
    } else {
        Err(Error::invalid_length(len, &"fewer elements in the map"))
    }
}

impl<'de> Deserializer<'de> for Strict {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Number(n) => {
                let n = integral(&n).unwrap_or(n);
                if let Some(u) = n.as_u64() {
                    visitor.visit_u64(u)
                } else if let Some(i) = n.as_i64() {
                    visitor.visit_i64(i)
                } else {
                    visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(s) => visitor.visit_string(s),
            Value::Array(items) => visit_array(items, visitor),
            Value::Object(map) => visit_object(map, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            other @ (Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Array(_)
            | Value::Object(_)) => visitor.visit_some(Strict(other)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(map) => visit_object(map, visitor),
            other @ (Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Array(_)) => Err(Error::invalid_type(unexpected(&other), &visitor)),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(variant) => visitor.visit_enum(variant.into_deserializer()),
            Value::Object(map) if map.len() == 1 => {
                let Some((variant, value)) = map.into_iter().next() else {
                    return Err(Error::custom("an enum is a map of one key"));
                };
                visitor.visit_enum(Variant { variant, value })
            }
            other @ (Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::Array(_)
            | Value::Object(_)) => Err(Error::invalid_type(
                unexpected(&other),
                &"a string or a map of one key",
            )),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map identifier
    }
}

/// The items of an array.
struct Seq(std::vec::IntoIter<Value>);

impl<'de> SeqAccess<'de> for Seq {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        self.0
            .next()
            .map(|item| seed.deserialize(Strict(item)))
            .transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// The entries of an object.
struct Fields {
    fields: serde_json::map::IntoIter,
    value: Option<Value>,
}

impl<'de> MapAccess<'de> for Fields {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.fields.next() {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(StringDeserializer::<Error>::new(key))
                    .map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        match self.value.take() {
            Some(value) => seed.deserialize(Strict(value)),
            None => Err(Error::custom("a map value before its key")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len())
    }
}

/// An externally tagged enum value: `{"variant": value}`.
struct Variant {
    variant: String,
    value: Value,
}

impl<'de> EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Strict;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Strict), Error> {
        let variant = seed.deserialize(StringDeserializer::<Error>::new(self.variant))?;
        Ok((variant, Strict(self.value)))
    }
}

impl<'de> VariantAccess<'de> for Strict {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.0 {
            // As serde_json reads it: `{"public": null}` is the unit variant `"public"`.
            Value::Null => Ok(()),
            other @ (Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Array(_)
            | Value::Object(_)) => Err(Error::invalid_type(unexpected(&other), &"unit variant")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(items) => visit_array(items, visitor),
            other @ (Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Object(_)) => Err(Error::invalid_type(unexpected(&other), &"tuple variant")),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(map) => visit_object(map, visitor),
            other @ (Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::String(_)
            | Value::Array(_)) => Err(Error::invalid_type(unexpected(&other), &"struct variant")),
        }
    }
}

#[cfg(test)]
mod tests {
    use poch_engine::{Action, GameState, MaxDeals};
    use serde::Deserialize;
    use serde_json::json;

    use super::from_value;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Point {
        x: u32,
        #[serde(default)]
        y: Option<i64>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "snake_case")]
    enum Shape {
        Dot,
        Line(Point, Point),
        Circle { centre: Point, radius: u32 },
        Boxed(Box<Point>),
    }

    #[test]
    fn objects_are_the_only_form_of_a_struct() {
        assert_eq!(
            from_value::<Point>(json!({"x": 1})).ok(),
            Some(Point { x: 1, y: None })
        );
        assert!(from_value::<Point>(json!([1, 2])).is_err());
        assert!(from_value::<Point>(json!([null, null])).is_err());
        assert!(from_value::<Point>(json!({"x": 1, "z": 2})).is_err());
        assert!(from_value::<Shape>(json!({"circle": [{"x": 1}, 2]})).is_err());
        assert_eq!(
            from_value::<Shape>(json!({"circle": {"centre": {"x": 1}, "radius": 2}})).ok(),
            Some(Shape::Circle {
                centre: Point { x: 1, y: None },
                radius: 2
            })
        );
        // A state as an array of its fields is refused too.
        assert!(from_value::<GameState>(json!([1])).is_err());
    }

    #[test]
    fn integral_numbers_are_integers() {
        assert_eq!(
            from_value::<Point>(json!({"x": 3.0, "y": -2e0})).ok(),
            Some(Point { x: 3, y: Some(-2) })
        );
        assert!(from_value::<Point>(json!({"x": 3.5})).is_err());
        assert!(from_value::<Point>(json!({"x": -1.0})).is_err());
        assert!(from_value::<Point>(json!({"x": 4_294_967_296.0})).is_err());
        assert!(from_value::<Point>(json!({"x": 1e300})).is_err());
        assert_eq!(from_value::<f64>(json!(2.5)).ok(), Some(2.5));
        // Through serde's internally tagged and untagged enums as well.
        assert_eq!(
            from_value::<Action>(json!({"type": "bet", "amount": 2.0})).ok(),
            Some(Action::Bet { amount: 2 })
        );
        assert!(from_value::<MaxDeals>(json!(3.0)).is_ok());
    }

    #[test]
    fn everything_else_reads_as_serde_json_reads_it() {
        for value in [
            json!("dot"),
            json!({"dot": null}),
            json!({"line": [{"x": 1}, {"x": 2, "y": null}]}),
            json!({"boxed": {"x": 7}}),
        ] {
            assert_eq!(
                from_value::<Shape>(value.clone()).ok(),
                serde_json::from_value::<Shape>(value.clone()).ok(),
                "{value}"
            );
            assert!(from_value::<Shape>(value).is_ok());
        }
        for value in [json!({"line": [{"x": 1}]}), json!({"dot": 1}), json!({})] {
            assert!(from_value::<Shape>(value).is_err());
        }
        assert_eq!(
            from_value::<Vec<Option<String>>>(json!(["a", null])).ok(),
            Some(vec![Some("a".to_owned()), None])
        );
        assert!(from_value::<[u8; 2]>(json!([1, 2, 3])).is_err());
        assert!(from_value::<Action>(json!({"type": "pass"})).is_ok());
        assert!(from_value::<Action>(json!({"type": "bet"})).is_err());
    }
}

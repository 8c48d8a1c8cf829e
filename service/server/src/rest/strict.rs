//! Reads a REST body as the OpenAPI document describes it, where serde's derives are more
//! lenient than JSON Schema or stricter than it:
//!
//! * an object is the only form of a struct (serde's derive also reads a struct, or a struct
//!   variant, from an array of its fields in order, which the document does not allow);
//! * an integer is written as one: a number with a fraction or an exponent (`3.0`, `1e2`) is
//!   refused where an integer is read, at every depth (inside serde's tagged enums too). This
//!   one is serde_json's own (it hands such a number to an integer's visitor as an `f64`, which
//!   the visitor refuses): the wrapper adds no code for it, and the tests hold it, since taking
//!   `9007199254740993.0` or `400.00000000000001` would be a silent rounding.
//!
//! Everything else is read as `serde_json` reads it, in one pass over the bytes: `Strict`
//! wraps `serde_json`'s deserializer, and every visitor, access and seed it hands out, so that
//! the object rule holds at every depth. Neither serde nor serde_json has a switch for it (a
//! derived struct always reads from an array of its fields as well), which is why this module
//! exists; it forwards every call and refuses only `visit_seq` for a struct.

use std::fmt;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, Error as _, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use serde_json::Error;

/// Deserializes a `T` from the JSON text `bytes` strictly (see the module's documentation).
///
/// # Errors
///
/// When `bytes` is not JSON, or not a `T` as the document describes it.
pub fn from_slice<T: de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = T::deserialize(Strict(&mut de))?;
    de.end()?;
    Ok(value)
}

/// A value that is JSON of the right shape but not a value of its type (a card, a seed, an
/// enum's value, a seat twice): the path of the field (`state.plain.deal.hands[0][1]`, empty
/// for the body itself) and what is wrong with it. `None` when `bytes` is a `T`, or is not JSON
/// of a `T`'s shape (not JSON, a missing or unknown field, a string where a number goes, a
/// fraction where an integer goes): those are a malformed body, not a wrong value.
pub fn value_error<T: de::DeserializeOwned>(bytes: &[u8]) -> Option<(String, String)> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let error = serde_path_to_error::deserialize::<_, T>(Strict(&mut de)).err()?;
    let inner = error.inner();
    if inner.classify() != serde_json::error::Category::Data {
        return None;
    }
    let text = inner.to_string();
    let position = format!(" at line {} column {}", inner.line(), inner.column());
    let reason = text.strip_suffix(&position).unwrap_or(&text);
    // serde's words for a value of the wrong shape (`serde::de::Error`'s provided methods).
    const SHAPE: [&str; 4] = [
        "invalid type:",
        "missing field",
        "unknown field",
        "duplicate field",
    ];
    if SHAPE.iter().any(|shape| reason.starts_with(shape)) {
        return None;
    }
    let path = error.path().to_string();
    let path = if path == "." { String::new() } else { path };
    Some((path, reason.to_owned()))
}

/// A deserializer read strictly.
struct Strict<D>(D);

/// A visitor whose values are read strictly; `object_only` refuses the array form of a struct.
struct Visit<V> {
    inner: V,
    object_only: bool,
}

fn visit<V>(inner: V) -> Visit<V> {
    Visit {
        inner,
        object_only: false,
    }
}

fn object_only<V>(inner: V) -> Visit<V> {
    Visit {
        inner,
        object_only: true,
    }
}

/// A seed deserialized strictly.
struct Seed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(Strict(d))
    }
}

/// Forwards `deserialize_*` methods to the wrapped deserializer, with the visitor wrapped.
macro_rules! forward {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            self.0.$method(visit(visitor))
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<D> {
    type Error = D::Error;

    forward! {
        deserialize_any deserialize_bool deserialize_f32 deserialize_f64 deserialize_char
        deserialize_str deserialize_string deserialize_bytes deserialize_byte_buf
        deserialize_option deserialize_unit deserialize_seq deserialize_map
        deserialize_identifier deserialize_ignored_any
        // serde_json hands a number with a fraction or an exponent to an integer's visitor as
        // an `f64`, which the visitor refuses ("invalid type: floating point").
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_unit_struct(name, visit(visitor))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_newtype_struct(name, visit(visitor))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple(len, visit(visitor))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple_struct(name, len, visit(visitor))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0
            .deserialize_struct(name, fields, object_only(visitor))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_enum(name, variants, visit(visitor))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

/// Forwards `visit_*` methods of one argument to the wrapped visitor.
macro_rules! pass {
    ($($method:ident($ty:ty))*) => {$(
        fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
            self.inner.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Visit<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(f)
    }

    pass! {
        visit_bool(bool) visit_i8(i8) visit_i16(i16) visit_i32(i32) visit_i64(i64)
        visit_i128(i128) visit_u8(u8) visit_u16(u16) visit_u32(u32) visit_u64(u64)
        visit_u128(u128) visit_f32(f32) visit_f64(f64) visit_char(char) visit_str(&str)
        visit_borrowed_str(&'de str) visit_string(String) visit_bytes(&[u8])
        visit_borrowed_bytes(&'de [u8]) visit_byte_buf(Vec<u8>)
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(Strict(d))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(Strict(d))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        if self.object_only {
            return Err(A::Error::invalid_type(Unexpected::Seq, &self));
        }
        self.inner.visit_seq(Seq(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.inner.visit_map(Map(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.inner.visit_enum(Enum(data))
    }
}

/// The items of an array, read strictly.
struct Seq<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Seq<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// The entries of an object, read strictly.
struct Map<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Map<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(Seed(seed))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.0.next_value_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// An externally tagged enum value, read strictly.
struct Enum<A>(A);

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for Enum<A> {
    type Error = A::Error;
    type Variant = Variant<A::Variant>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Variant<A::Variant>), A::Error> {
        let (value, variant) = self.0.variant_seed(Seed(seed))?;
        Ok((value, Variant(variant)))
    }
}

/// The content of an enum variant, read strictly.
struct Variant<A>(A);

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for Variant<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(Seed(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, visit(visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.0.struct_variant(fields, object_only(visitor))
    }
}

#[cfg(test)]
mod tests {
    use poch_engine::{Action, GameState, MaxDeals};
    use serde::Deserialize;
    use serde_json::json;

    use super::from_slice;

    /// `value` read strictly from its JSON text.
    fn from_value<T: serde::de::DeserializeOwned>(
        value: serde_json::Value,
    ) -> Result<T, serde_json::Error> {
        from_slice(value.to_string().as_bytes())
    }

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
        assert!(from_value::<Shape>(json!({"line": [[1, null], {"x": 2}]})).is_err());
        assert!(from_value::<Vec<Point>>(json!([{"x": 1}, [2, 3]])).is_err());
        assert!(from_value::<Option<Point>>(json!([2, 3])).is_err());
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
    fn integers_are_written_as_integers() {
        assert_eq!(
            from_value::<Point>(json!({"x": 3, "y": -2})).ok(),
            Some(Point { x: 3, y: Some(-2) })
        );
        for body in [
            r#"{"x": 3.0}"#,
            r#"{"x": 3.5}"#,
            r#"{"x": 1e2}"#,
            r#"{"x": 1E2}"#,
            r#"{"x": 400.00000000000001}"#,
            r#"{"x": 4294967296}"#,
            r#"{"x": -1}"#,
            r#"{"x": 1, "y": -2.0}"#,
            r#"{"x": 1, "y": 9007199254740993.0}"#,
            r#"{"x": 1, "y": 9223372036854775808}"#,
            r#"{"x": 1e300}"#,
        ] {
            let error = from_slice::<Point>(body.as_bytes()).expect_err(body);
            assert!(error.is_data(), "{body}: {error}");
        }
        assert_eq!(from_value::<f64>(json!(2.5)).ok(), Some(2.5));
        assert_eq!(from_slice::<f64>(b"2").ok(), Some(2.0));
        // Through serde's internally tagged and untagged enums as well.
        assert_eq!(
            from_value::<Action>(json!({"type": "bet", "amount": 2})).ok(),
            Some(Action::Bet { amount: 2 })
        );
        assert!(from_slice::<Action>(br#"{"type": "bet", "amount": 2.0}"#).is_err());
        assert!(from_slice::<Action>(br#"{"type": "bet", "amount": 9007199254740993.0}"#).is_err());
        assert!(from_value::<MaxDeals>(json!(3)).is_ok());
        assert!(from_slice::<MaxDeals>(b"3.0").is_err());
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
        assert!(from_value::<Action>(json!({"type": "pass_turn"})).is_ok());
        assert!(from_slice::<Point>(br#"{"x": 1} {"x": 2}"#).is_err());
        assert!(from_slice::<Point>(br#"{"x": 1"#).is_err());
        assert_eq!(
            from_slice::<Point>(b" {\"x\": 1}\n").ok(),
            Some(Point { x: 1, y: None })
        );
        assert!(from_value::<Action>(json!({"type": "bet"})).is_err());
    }
}

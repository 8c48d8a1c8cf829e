//! The board's fields (pots) and per-field containers (RULES 0.5, §4).

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::Rank;

/// One field of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Field {
    /// The pay-suit ace.
    A,
    /// The pay-suit king.
    K,
    /// The pay-suit queen.
    Q,
    /// The pay-suit jack.
    J,
    /// The pay-suit ten.
    T,
    /// Marriage: pay-suit king and queen in one hand.
    MAR,
    /// Sequence: pay-suit 7-8-9 (or any three consecutive, RULES 7.3).
    SEQ,
    /// The Pochen pot (phase 2).
    POCH,
    /// The middle pot (Pinke), won by the discard winner (phase 3).
    MID,
}

impl Field {
    /// All fields in board order.
    pub const ALL: [Field; 9] = [
        Field::A,
        Field::K,
        Field::Q,
        Field::J,
        Field::T,
        Field::MAR,
        Field::SEQ,
        Field::POCH,
        Field::MID,
    ];

    /// The honour fields and the rank that claims each.
    pub const HONOURS: [(Field, Rank); 5] = [
        (Field::A, Rank::ACE),
        (Field::K, Rank::KING),
        (Field::Q, Rank::QUEEN),
        (Field::J, Rank::JACK),
        (Field::T, Rank::TEN),
    ];

    /// The field's name as RULES.md writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Field::A => "A",
            Field::K => "K",
            Field::Q => "Q",
            Field::J => "J",
            Field::T => "T",
            Field::MAR => "MAR",
            Field::SEQ => "SEQ",
            Field::POCH => "POCH",
            Field::MID => "MID",
        }
    }

    /// The field for a name.
    pub fn from_name(name: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.name() == name)
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of fields.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct FieldSet(u16);

impl FieldSet {
    /// No field.
    pub const EMPTY: FieldSet = FieldSet(0);

    /// Whether `field` is in the set.
    pub const fn contains(self, field: Field) -> bool {
        self.0 & field.bit() != 0
    }

    /// The set with `field` added.
    pub const fn with(self, field: Field) -> FieldSet {
        FieldSet(self.0 | field.bit())
    }

    /// Adds `field`.
    pub fn insert(&mut self, field: Field) {
        self.0 |= field.bit();
    }

    /// Removes `field`.
    pub fn remove(&mut self, field: Field) {
        self.0 &= !field.bit();
    }

    /// The fields in board order.
    pub fn iter(self) -> impl Iterator<Item = Field> + Clone {
        Field::ALL.into_iter().filter(move |f| self.contains(*f))
    }

    /// The number of fields.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every field of `self` is in `other`.
    pub const fn is_subset(self, other: FieldSet) -> bool {
        self.0 & !other.0 == 0
    }
}

/// A field listed a second time where a set of fields is read: its position in the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepeatedField {
    /// The position of the second listing.
    pub index: usize,
    /// The field.
    pub field: Field,
}

impl fmt::Display for RepeatedField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field {} is listed twice", self.field)
    }
}

impl std::error::Error for RepeatedField {}

impl FieldSet {
    /// The set of the fields listed, in any order: the one way a set is read from outside
    /// (JSON and protobuf alike).
    ///
    /// # Errors
    ///
    /// A field listed twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::{Field, FieldSet, RepeatedField};
    /// assert_eq!(FieldSet::from_list([Field::A, Field::K]).map(|s| s.len()), Ok(2));
    /// assert_eq!(
    ///     FieldSet::from_list([Field::A, Field::A]),
    ///     Err(RepeatedField { index: 1, field: Field::A })
    /// );
    /// ```
    pub fn from_list(fields: impl IntoIterator<Item = Field>) -> Result<FieldSet, RepeatedField> {
        let mut set = FieldSet::EMPTY;
        for (index, field) in fields.into_iter().enumerate() {
            if set.contains(field) {
                return Err(RepeatedField { index, field });
            }
            set.insert(field);
        }
        Ok(set)
    }
}

impl FromIterator<Field> for FieldSet {
    fn from_iter<I: IntoIterator<Item = Field>>(iter: I) -> FieldSet {
        let mut set = FieldSet::EMPTY;
        for f in iter {
            set.insert(f);
        }
        set
    }
}

impl fmt::Debug for FieldSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Written as a list of field names, or as its bits (a `u16`) in binary formats.
impl Serialize for FieldSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_seq(self.iter())
        } else {
            s.serialize_u16(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for FieldSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            let bits = u16::deserialize(d)?;
            return if bits >> Field::ALL.len() == 0 {
                Ok(FieldSet(bits))
            } else {
                Err(serde::de::Error::custom(
                    "a field set holds bits of no field",
                ))
            };
        }
        FieldSet::from_list(Vec::<Field>::deserialize(d)?)
            .map_err(|e| serde::de::Error::custom(format_args!("[{}]: {e}", e.index)))
    }
}

/// One value per field, indexed by [`Field`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ByField<T>(pub [T; 9]);

impl<T> Index<Field> for ByField<T> {
    type Output = T;

    fn index(&self, field: Field) -> &T {
        &self.0[field as usize]
    }
}

impl<T> IndexMut<Field> for ByField<T> {
    fn index_mut(&mut self, field: Field) -> &mut T {
        &mut self.0[field as usize]
    }
}

impl<T: Copy> ByField<T> {
    /// The (field, value) pairs of the fields in `fields`, in board order.
    pub fn entries(&self, fields: FieldSet) -> impl Iterator<Item = (Field, T)> + '_ {
        fields.iter().map(move |f| (f, self[f]))
    }
}

impl ByField<u32> {
    /// The sum over all fields.
    pub fn total(&self) -> u64 {
        self.0.iter().map(|&v| u64::from(v)).sum()
    }
}

impl<T: fmt::Debug> fmt::Debug for ByField<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(
                Field::ALL
                    .iter()
                    .map(|fl| (fl.name(), &self.0[*fl as usize])),
            )
            .finish()
    }
}

/// Serialized as a map `{field: value}` over every field, in board order; in binary formats as
/// the nine values in board order.
impl<T: Serialize> Serialize for ByField<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.collect_map(Field::ALL.iter().map(|f| (f.name(), &self.0[*f as usize])))
        } else {
            self.0.serialize(s)
        }
    }
}

/// Read from a map `{field: value}`; missing fields take the default value.
impl<'de, T: Deserialize<'de> + Default + Copy> Deserialize<'de> for ByField<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return <[T; 9]>::deserialize(d).map(ByField);
        }
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de> + Default + Copy> Visitor<'de> for V<T> {
            type Value = ByField<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map from field names (A K Q J T MAR SEQ POCH MID) to values")
            }

            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<ByField<T>, M::Error> {
                let mut out = ByField([T::default(); 9]);
                let mut seen = FieldSet::EMPTY;
                while let Some(key) = map.next_key::<Key>()? {
                    let field = match key {
                        Key::Field(field) => field,
                        Key::Unknown(key) => {
                            return Err(serde::de::Error::custom(format!(
                                "unknown field name {key:?}"
                            )));
                        }
                    };
                    if seen.contains(field) {
                        return Err(serde::de::Error::custom(format!(
                            "field {field} is listed twice"
                        )));
                    }
                    seen.insert(field);
                    out[field] = map.next_value()?;
                }
                Ok(out)
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// A key of a [`ByField`] map: a field's name, read in place; any other text is kept for the
/// error.
enum Key {
    Field(Field),
    Unknown(String),
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Key;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a field name (A K Q J T MAR SEQ POCH MID)")
            }

            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Key, E> {
                Ok(Field::from_name(s).map_or_else(|| Key::Unknown(s.to_owned()), Key::Field))
            }

            fn visit_bytes<E: serde::de::Error>(self, b: &[u8]) -> Result<Key, E> {
                match std::str::from_utf8(b) {
                    Ok(s) => self.visit_str(s),
                    Err(_) => Err(E::invalid_value(serde::de::Unexpected::Bytes(b), &self)),
                }
            }
        }
        d.deserialize_string(V)
    }
}

#[cfg(feature = "openapi")]
/// `ByField<u32>` under a name without generic arguments, for `#[schema(value_type = ...)]` on
/// the fields that hold one: the derive would refer to a generic field type as `ByField_u32`
/// and compose its schema itself.
pub(crate) type ChipsByField = ByField<u32>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_field_reads_names_in_any_order_and_refuses_others() {
        let board: ByField<u32> =
            serde_json::from_str(r#"{"MID":9,"A":1,"POCH":7}"#).expect("a board");
        assert_eq!(board.0, [1, 0, 0, 0, 0, 0, 0, 7, 9]);
        let json = serde_json::to_string(&board).expect("JSON");
        assert_eq!(
            json,
            r#"{"A":1,"K":0,"Q":0,"J":0,"T":0,"MAR":0,"SEQ":0,"POCH":7,"MID":9}"#
        );
        assert_eq!(
            serde_json::from_str::<ByField<u32>>(&json).ok(),
            Some(board)
        );
        let unknown = serde_json::from_str::<ByField<u32>>(r#"{"A":1,"X\"":2}"#)
            .expect_err("an unknown name");
        assert!(
            unknown
                .to_string()
                .starts_with(r#"unknown field name "X\"""#),
            "{unknown}"
        );
        let twice =
            serde_json::from_str::<ByField<u32>>(r#"{"SEQ":1,"SEQ":2}"#).expect_err("a name twice");
        assert!(
            twice.to_string().starts_with("field SEQ is listed twice"),
            "{twice}"
        );
        assert!(serde_json::from_str::<ByField<u32>>(r#"{"a":1}"#).is_err());
    }
}

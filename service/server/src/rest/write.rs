//! A fast writer of compact JSON for REST answers.
//!
//! [`to_writer`] appends a value to a byte buffer as compact JSON, and what it writes is byte
//! for byte what `serde_json::to_writer` writes for the same value: the same string escapes
//! (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other control bytes as `\u00xx` in lower-case
//! hex; `/`, U+007F and non-ASCII written as they are), the same integer digits (128-bit ones
//! included), `null` for `None` and units, `{"variant":…}` around the data of non-unit
//! variants, quoted integer and boolean map keys, the same brackets for a length hint of 0.
//!
//! It is faster because it writes into a `Vec<u8>` it owns rather than through `io::Write`: a
//! struct's field name is a constant where it is written, so its check and copy fold into a few
//! stores; a short string (a card, a player id, a variant's name) is copied with fixed-size
//! moves and checked for escapes a word at a time from the same words; small integers are
//! written digit by digit; and its error is one pointer, so every result fits a register.
//!
//! It refuses, with an [`Error`], what it does not write the way `serde_json` does: floats (no
//! answer holds one), map keys that are not strings, chars, booleans or integers (`serde_json`
//! refuses those too), `serde_json`'s private raw-value and number tokens, a sequence or map
//! that announced no elements and then has some (`serde_json` would write invalid JSON), a
//! `Display` that fails inside `collect_str`; and it returns the errors of the value's own
//! `Serialize`. An `Err` may leave part of a value in the buffer: the caller clears the buffer
//! and writes the value with `serde_json` instead, so a refusal costs time, never a different
//! answer.

use std::fmt::{self, Display};

use serde::Serialize;
use serde::ser::{self, Impossible};

/// Why a value was not written. One pointer, so that every `Result<(), Error>` of the
/// serializer fits a register.
#[derive(Debug)]
pub struct Error(Box<Kind>);

#[derive(Debug)]
enum Kind {
    /// The value's `Serialize` failed.
    Custom(Box<str>),
    /// A float (left to `serde_json`).
    Float,
    /// A map key that is not a string, char, boolean or integer.
    KeyMustBeAString,
    /// A sequence or map that announced no elements and then had some.
    LengthHint,
    /// One of `serde_json`'s private struct names (raw values, arbitrary-precision numbers).
    Token,
    /// A `Display` implementation failed inside `collect_str`.
    Display,
}

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.0 {
            Kind::Custom(msg) => f.write_str(msg),
            Kind::Float => f.write_str("floats are left to serde_json"),
            Kind::KeyMustBeAString => f.write_str("key must be a string"),
            Kind::LengthHint => {
                f.write_str("a sequence or map announced no elements and then had some")
            }
            Kind::Token => f.write_str("serde_json's private tokens are left to serde_json"),
            Kind::Display => f.write_str("a Display implementation returned an error"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    #[cold]
    fn new(kind: Kind) -> Error {
        Error(Box::new(kind))
    }
}

impl ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error::new(Kind::Custom(msg.to_string().into_boxed_str()))
    }
}

/// Appends `value` to `buf` as compact JSON, the same bytes `serde_json::to_writer` writes.
///
/// # Errors
///
/// The value's own `Serialize` errors; and the values left to `serde_json` on purpose (floats,
/// keys that are not strings, chars, booleans or integers; see the module documentation). On
/// an error `buf` may hold part of the value.
///
/// # Examples
///
/// ```
/// let mut buf = Vec::new();
/// poch_service::rest::write::to_writer(&mut buf, &("TD", Some(7), [1u8, 2]))?;
/// assert_eq!(buf, br#"["TD",7,[1,2]]"#);
/// # Ok::<(), poch_service::rest::write::Error>(())
/// ```
pub fn to_writer<T: Serialize + ?Sized>(buf: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    // The writer owns the vector while it writes (one pointer less on every push).
    let mut writer = Writer(std::mem::take(buf));
    let result = value.serialize(&mut writer);
    *buf = writer.0;
    result
}

/// The serializer: the output so far.
struct Writer(Vec<u8>);

/// `serde_json`'s private struct names: it writes such a struct as raw text, not as an object.
const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// The longest string or name copied with fixed-size moves; longer ones are one `memcpy`.
const SHORT: usize = 16;

impl Writer {
    /// An unsigned integer: small ones (seats, chips, counts) digit by digit, others by itoa.
    #[inline(always)]
    fn uint(&mut self, v: u64) {
        if v < 10 {
            self.0.push(b'0' + v as u8);
        } else if v < 100 {
            self.0
                .extend_from_slice(&[b'0' + (v / 10) as u8, b'0' + (v % 10) as u8]);
        } else {
            self.int(v);
        }
    }

    #[inline]
    fn sint(&mut self, v: i64) {
        match u64::try_from(v) {
            Ok(v) => self.uint(v),
            Err(_) => self.int(v),
        }
    }

    fn int(&mut self, value: impl itoa::Integer) {
        put(&mut self.0, itoa::Buffer::new().format(value).as_bytes());
    }

    fn quoted_int(&mut self, value: impl itoa::Integer) {
        self.0.push(b'"');
        self.int(value);
        self.0.push(b'"');
    }

    /// A string, quoted and escaped. Inlined: a short string that needs no escape (a card, a
    /// variant's name, a constant at many call sites) is a few stores.
    #[inline(always)]
    fn string(&mut self, s: &str) {
        let bytes = s.as_bytes();
        let n = bytes.len();
        if n <= SHORT {
            // Quotes everywhere, then the string between the first and the next; undone when
            // it needs an escape.
            let start = self.0.len();
            self.0.resize(start + SHORT + 2, b'"');
            if let Some(dst) = self.0.get_mut(start + 1..start + 1 + n)
                && copy_short(dst, bytes)
            {
                self.0.truncate(start + n + 2);
                return;
            }
            self.0.truncate(start);
        }
        self.long_string(bytes);
    }

    /// A string that is long or needs escapes.
    #[inline(never)]
    fn long_string(&mut self, bytes: &[u8]) {
        if needs_escape(bytes) {
            self.0.push(b'"');
            escape(&mut self.0, bytes);
            self.0.push(b'"');
        } else {
            self.0.reserve(bytes.len() + 2);
            self.0.push(b'"');
            self.0.extend_from_slice(bytes);
            self.0.push(b'"');
        }
    }

    /// A struct field's or a string map key's `,` (unless first) and `"name":`. Inlined: a
    /// field name is a constant at the call site, so its check and copy fold into a few stores.
    #[inline(always)]
    fn field_name(&mut self, comma: bool, name: &str) {
        let bytes = name.as_bytes();
        let n = bytes.len();
        if n <= SHORT {
            // `,"` or `""`, the name, `":`; in one piece of at most SHORT + 4 bytes; undone when
            // the name needs an escape.
            let start = self.0.len();
            let c = usize::from(comma);
            self.0.resize(start + SHORT + 4, b'"');
            if let Some(dst) = self.0.get_mut(start..start + SHORT + 4) {
                dst[0] = if comma { b',' } else { b'"' };
                dst[c + n + 2] = b':';
                if let Some(name) = dst.get_mut(c + 1..c + 1 + n)
                    && copy_short(name, bytes)
                {
                    self.0.truncate(start + c + n + 3);
                    return;
                }
            }
            self.0.truncate(start);
        }
        if comma {
            self.0.push(b',');
        }
        self.long_string(bytes);
        self.0.push(b':');
    }

    /// Opens `{"variant":`, the wrapper of a non-unit variant's data.
    #[inline(always)]
    fn variant(&mut self, variant: &str) {
        self.0.push(b'{');
        self.field_name(false, variant);
    }
}

/// Appends `bytes`, which need no escape; a short slice with fixed-size moves rather than a
/// call to `memcpy`.
#[inline]
fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    if bytes.len() > SHORT {
        out.extend_from_slice(bytes);
        return;
    }
    let start = out.len();
    out.resize(start + SHORT, 0);
    if let Some(dst) = out.get_mut(start..start + bytes.len()) {
        copy_short(dst, bytes);
    }
    out.truncate(start + bytes.len());
}

/// Copies `src` (at most 16 bytes) into `dst` of the same length with two overlapping moves of
/// a fixed size, and tells from the same words whether it needs no escape.
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) -> bool {
    if let (Some(head), Some(tail)) = (src.first_chunk::<8>(), src.last_chunk::<8>()) {
        if let Some(d) = dst.first_chunk_mut::<8>() {
            *d = *head;
        }
        if let Some(d) = dst.last_chunk_mut::<8>() {
            *d = *tail;
        }
        escapes(u64::from_le_bytes(*head)) | escapes(u64::from_le_bytes(*tail)) == 0
    } else if let (Some(head), Some(tail)) = (src.first_chunk::<4>(), src.last_chunk::<4>()) {
        if let Some(d) = dst.first_chunk_mut::<4>() {
            *d = *head;
        }
        if let Some(d) = dst.last_chunk_mut::<4>() {
            *d = *tail;
        }
        let word =
            u64::from(u32::from_le_bytes(*head)) | u64::from(u32::from_le_bytes(*tail)) << 32;
        escapes(word) == 0
    } else if let (Some(&first), Some(&last)) = (src.first(), src.last()) {
        // 1 to 3 bytes (a card): the first, the middle and the last are all of them.
        let mid = src.len() / 2;
        let middle = src.get(mid).copied().unwrap_or(first);
        if let Some(d) = dst.get_mut(mid) {
            *d = middle;
        }
        if let Some(d) = dst.first_mut() {
            *d = first;
        }
        if let Some(d) = dst.last_mut() {
            *d = last;
        }
        ESCAPE[usize::from(first)] | ESCAPE[usize::from(middle)] | ESCAPE[usize::from(last)] == 0
    } else {
        true
    }
}

/// Non-zero iff a control byte, `"` or `\` is among the eight bytes of `x`: each term has a
/// high bit set iff some byte is below 0x20 / is zero after the xor (the classic "has less
/// than" and "has zero byte" tests, exact for the word as a whole).
#[inline(always)]
const fn escapes(x: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let quote = x ^ (ONES * b'"' as u64);
    let backslash = x ^ (ONES * b'\\' as u64);
    let hits = (x.wrapping_sub(ONES * 0x20) & !x)
        | (quote.wrapping_sub(ONES) & !quote)
        | (backslash.wrapping_sub(ONES) & !backslash);
    hits & HIGHS
}

/// Whether any byte of `bytes` (a long string's) must be escaped: a control byte, `"` or `\`.
/// Looks at whole words; the last word overlaps the one before.
fn needs_escape(bytes: &[u8]) -> bool {
    let (words, _) = bytes.as_chunks::<8>();
    words.iter().any(|w| escapes(u64::from_le_bytes(*w)) != 0)
        || match bytes.last_chunk::<8>() {
            Some(last) => escapes(u64::from_le_bytes(*last)) != 0,
            None => bytes.iter().any(|&b| ESCAPE[usize::from(b)] != 0),
        }
}

/// What each byte is escaped as: `b'x'` means `\x`, `b'u'` means `\u00XX`, 0 means as it is.
static ESCAPE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = b'u';
        b += 1;
    }
    table[0x08] = b'b';
    table[0x09] = b't';
    table[0x0A] = b'n';
    table[0x0C] = b'f';
    table[0x0D] = b'r';
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table
};

/// Appends `bytes` with every byte that needs it escaped (no quotes around).
fn escape(out: &mut Vec<u8>, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let e = ESCAPE[usize::from(b)];
        if e == 0 {
            continue;
        }
        out.extend_from_slice(&bytes[start..i]);
        if e == b'u' {
            out.extend_from_slice(&[
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(b >> 4)],
                HEX[usize::from(b & 0xF)],
            ]);
        } else {
            out.extend_from_slice(&[b'\\', e]);
        }
        start = i + 1;
    }
    out.extend_from_slice(&bytes[start..]);
}

/// Escapes what a `Display` writes, fragment by fragment (escaping is byte by byte, so the
/// fragments join into the escape of the whole).
struct Escaper<'a>(&'a mut Vec<u8>);

impl fmt::Write for Escaper<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        if needs_escape(bytes) {
            escape(self.0, bytes);
        } else {
            self.0.extend_from_slice(bytes);
        }
        Ok(())
    }
}

fn collect_str<T: Display + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    use fmt::Write as _;
    out.push(b'"');
    write!(Escaper(out), "{value}").map_err(|_| Error::new(Kind::Display))?;
    out.push(b'"');
    Ok(())
}

/// Where a sequence or map stands: `serde_json`'s `State`. `Empty` means the closing bracket
/// is already written (a length hint of 0).
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Empty,
    First,
    Rest,
}

/// An open sequence, map, struct or variant.
struct Compound<'a> {
    w: &'a mut Writer,
    state: State,
}

impl Compound<'_> {
    /// Whether the next element needs a comma before it.
    #[inline]
    fn next(&mut self) -> Result<bool, Error> {
        match self.state {
            State::First => {
                self.state = State::Rest;
                Ok(false)
            }
            State::Rest => Ok(true),
            State::Empty => Err(Error::new(Kind::LengthHint)),
        }
    }

    #[inline]
    fn close(self, bracket: u8) {
        match self.state {
            State::Empty => {}
            State::First | State::Rest => self.w.0.push(bracket),
        }
    }

    #[inline]
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        if self.next()? {
            self.w.0.push(b',');
        }
        value.serialize(&mut *self.w)
    }

    #[inline(always)]
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        let comma = self.next()?;
        self.w.field_name(comma, key);
        value.serialize(&mut *self.w)
    }
}

impl Writer {
    /// Opens a sequence or map; with a length hint of 0 closes it at once, as `serde_json`.
    fn open(&mut self, open: u8, close: u8, len: Option<usize>) -> Compound<'_> {
        if len == Some(0) {
            self.0.extend_from_slice(&[open, close]);
            Compound {
                w: self,
                state: State::Empty,
            }
        } else {
            self.0.push(open);
            Compound {
                w: self,
                state: State::First,
            }
        }
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.0.extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }

    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.sint(i64::from(v));
        Ok(())
    }

    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.sint(i64::from(v));
        Ok(())
    }

    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.sint(i64::from(v));
        Ok(())
    }

    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.sint(v);
        Ok(())
    }

    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.int(v);
        Ok(())
    }

    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.uint(u64::from(v));
        Ok(())
    }

    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.uint(u64::from(v));
        Ok(())
    }

    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.uint(u64::from(v));
        Ok(())
    }

    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.uint(v);
        Ok(())
    }

    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.int(v);
        Ok(())
    }

    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(Error::new(Kind::Float))
    }

    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(Error::new(Kind::Float))
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    #[inline(always)]
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        self.0.push(b'[');
        for (i, &b) in v.iter().enumerate() {
            if i > 0 {
                self.0.push(b',');
            }
            self.uint(u64::from(b));
        }
        self.0.push(b']');
        Ok(())
    }

    fn serialize_none(self) -> Result<(), Error> {
        self.0.extend_from_slice(b"null");
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.0.extend_from_slice(b"null");
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.0.extend_from_slice(b"null");
        Ok(())
    }

    #[inline(always)]
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.string(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.variant(variant);
        value.serialize(&mut *self)?;
        self.0.push(b'}');
        Ok(())
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open(b'[', b']', len))
    }

    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open(b'[', b']', Some(len)))
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Compound<'a>, Error> {
        Ok(self.open(b'[', b']', Some(len)))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Compound<'a>, Error> {
        self.variant(variant);
        Ok(self.open(b'[', b']', Some(len)))
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open(b'{', b'}', len))
    }

    fn serialize_struct(self, name: &'static str, len: usize) -> Result<Compound<'a>, Error> {
        if name.starts_with('$') && (name == RAW_VALUE_TOKEN || name == NUMBER_TOKEN) {
            return Err(Error::new(Kind::Token));
        }
        Ok(self.open(b'{', b'}', Some(len)))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Compound<'a>, Error> {
        self.variant(variant);
        Ok(self.open(b'{', b'}', Some(len)))
    }

    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result<(), Error> {
        collect_str(&mut self.0, value)
    }
}

/// The array forms: a sequence, a tuple, a tuple struct.
macro_rules! array {
    ($($trait:ident::$method:ident)*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;

            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }

            fn end(self) -> Result<(), Error> {
                self.close(b']');
                Ok(())
            }
        }
    )*};
}

array! {
    SerializeSeq::serialize_element
    SerializeTuple::serialize_element
    SerializeTupleStruct::serialize_field
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }

    fn end(self) -> Result<(), Error> {
        let w = &mut *self.w;
        match self.state {
            State::Empty => w.0.push(b'}'),
            State::First | State::Rest => w.0.extend_from_slice(b"]}"),
        }
        Ok(())
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let comma = self.next()?;
        key.serialize(KeyWriter {
            w: &mut *self.w,
            comma,
            colon: false,
        })
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.w.0.push(b':');
        value.serialize(&mut *self.w)
    }

    fn serialize_entry<K: Serialize + ?Sized, V: Serialize + ?Sized>(
        &mut self,
        key: &K,
        value: &V,
    ) -> Result<(), Error> {
        // The key with its `,` and `:`: a string key is one piece, as a struct's field name.
        let comma = self.next()?;
        key.serialize(KeyWriter {
            w: &mut *self.w,
            comma,
            colon: true,
        })?;
        value.serialize(&mut *self.w)
    }

    fn end(self) -> Result<(), Error> {
        self.close(b'}');
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;

    #[inline(always)]
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Error> {
        self.close(b'}');
        Ok(())
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;

    #[inline(always)]
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Error> {
        let w = &mut *self.w;
        match self.state {
            State::Empty => w.0.push(b'}'),
            State::First | State::Rest => w.0.extend_from_slice(b"}}"),
        }
        Ok(())
    }
}

/// Writes a map key as `serde_json`'s `MapKeySerializer` does: strings, chars and unit
/// variants as strings, integers and booleans quoted; floats are left to `serde_json`, and
/// every other kind of key is refused (as `serde_json` refuses it). Writes the `,` before the
/// key when it is not the first, and with `colon` the `:` after it.
struct KeyWriter<'a> {
    w: &'a mut Writer,
    comma: bool,
    colon: bool,
}

impl KeyWriter<'_> {
    /// A key written by `key` between its `,` and `:`.
    #[inline]
    fn key(self, key: impl FnOnce(&mut Writer)) -> Result<(), Error> {
        if self.comma {
            self.w.0.push(b',');
        }
        key(self.w);
        if self.colon {
            self.w.0.push(b':');
        }
        Ok(())
    }

    #[inline]
    fn string(self, s: &str) -> Result<(), Error> {
        if self.colon {
            self.w.field_name(self.comma, s);
            Ok(())
        } else {
            self.key(|w| w.string(s))
        }
    }
}

fn key_must_be_a_string<T>() -> Result<T, Error> {
    Err(Error::new(Kind::KeyMustBeAString))
}

/// A map key's integer methods: the integer, quoted (as `serde_json` writes it).
macro_rules! quoted_ints {
    ($($method:ident($ty:ty))*) => {$(
        fn $method(self, v: $ty) -> Result<(), Error> {
            self.key(|w| w.quoted_int(v))
        }
    )*};
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Impossible<(), Error>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Impossible<(), Error>;
    type SerializeStructVariant = Impossible<(), Error>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.key(|w| {
            w.0.extend_from_slice(if v { b"\"true\"" } else { b"\"false\"" });
        })
    }

    quoted_ints! {
        serialize_i8(i8) serialize_i16(i16) serialize_i32(i32) serialize_i64(i64)
        serialize_i128(i128) serialize_u8(u8) serialize_u16(u16) serialize_u32(u32)
        serialize_u64(u64) serialize_u128(u128)
    }

    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(Error::new(Kind::Float))
    }

    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(Error::new(Kind::Float))
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v)
    }

    fn serialize_bytes(self, _v: &[u8]) -> Result<(), Error> {
        key_must_be_a_string()
    }

    fn serialize_none(self) -> Result<(), Error> {
        key_must_be_a_string()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        key_must_be_a_string()
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        key_must_be_a_string()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.string(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        key_must_be_a_string()
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        key_must_be_a_string()
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        key_must_be_a_string()
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        key_must_be_a_string()
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        key_must_be_a_string()
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        key_must_be_a_string()
    }

    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, Error> {
        key_must_be_a_string()
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        key_must_be_a_string()
    }

    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result<(), Error> {
        if self.comma {
            self.w.0.push(b',');
        }
        collect_str(&mut self.w.0, value)?;
        if self.colon {
            self.w.0.push(b':');
        }
        Ok(())
    }
}

//! A fast JSON reader for REST request bodies: a `serde` deserializer over the body's bytes
//! (JSON, RFC 8259) that reads a request in one pass, borrowing every string that has no escape
//! and allocating nothing per value.
//!
//! # A fast path, with a fallback
//!
//! [`from_slice`] is the fast path of a body's reading; [`strict`](super::strict) is the
//! reference. A caller reads a body here first and, on any error, reads it again with
//! [`strict::from_slice`](super::strict::from_slice), which gives the canonical value or the
//! canonical message. So this reader may refuse whatever it likes, and its messages are never
//! shown, but whenever it returns `Ok(v)`, the reference returns `Ok` with a value equal to `v`:
//! it hands every visitor exactly the calls that the reference hands it, or refuses.
//!
//! It refuses, for the reference to decide:
//!
//! * every number with a fraction or an exponent (the reference reads an integral one as an
//!   integer), `-0`, and integers beyond `u64` (non-negative) or `i64` (negative);
//! * nesting deeper than [`MAX_DEPTH`] arrays and objects (`serde_json` allows 127);
//! * a struct, or a struct variant, given as an array (the reference refuses it too);
//! * `\u` escapes of lone surrogates (as `serde_json` does for strings), even in byte strings;
//! * map keys read as numbers or booleans, and `serde_json`'s raw values;
//! * a body in which any error was raised, even one that a `Deserialize` implementation caught
//!   and went on from.
//!
//! # Key prediction
//!
//! `deserialize_struct` receives the struct's field names in declaration order, which is the
//! order the service writes them in. A struct's reading keeps a cursor into them. At each key it
//! first compares the input with the field at the cursor and a closing quote (a word or two at
//! a time, no scan for the end of the key); on a match it hands the visitor that field's own name
//! (nothing scanned, checked or copied) and moves the cursor on. Otherwise it compares the input
//! with the other fields, so keys may come in any order, and moves the cursor past the field
//! found; a key that is no field is read as usual. Enum variants, written as a string or as an
//! object's one key, are matched against the variant names in the same way. A name is matched
//! this way only when it has no quote, backslash or control character, so that the input's key
//! decodes to exactly the name handed on.
//!
//! The body is checked to be UTF-8 once, as a whole, so that every other string without an escape
//! is a slice of it, without a check of its own.

use std::cell::Cell;
use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IgnoredAny, Visitor};

/// The deepest nesting of arrays and objects read; deeper input is refused, so that the
/// recursion through visitors never runs out of stack.
pub const MAX_DEPTH: u32 = 100;

/// The name `serde_json` gives its raw values' newtype (read by `serde_json` only).
const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";

/// Deserializes a `T` from the JSON text `bytes`, or refuses it (see the module's
/// documentation for what it refuses that the reference reads).
///
/// # Errors
///
/// When `bytes` is not JSON, not a `T`, or not read on this fast path. Whatever it reads,
/// [`strict::from_slice`](super::strict::from_slice) reads the same.
///
/// # Examples
///
/// ```
/// use poch_service::rest::read;
///
/// let seats: Vec<u32> = read::from_slice(b" [0, 2, 3] ").unwrap();
/// assert_eq!(seats, [0, 2, 3]);
/// // An integral float is left to the reference reader.
/// assert!(read::from_slice::<Vec<u32>>(b"[3.0]").is_err());
/// ```
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    // The whole body is UTF-8 or refused: then every string without an escape is a slice of
    // it, with no UTF-8 check of its own. (Outside strings, JSON is ASCII; serde_json accepts
    // invalid UTF-8 only in byte strings and in skipped values, which are left to it.)
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Err(Error(Reason::String));
    };
    let mut reader = Reader {
        text,
        input: bytes,
        pos: 0,
        depth: MAX_DEPTH,
        failed: false,
        scratch: Vec::new(),
    };
    let value = T::deserialize(&mut reader)?;
    if reader.failed {
        return Err(Error(Reason::Caught));
    }
    match reader.peek() {
        None => Ok(value),
        Some(_) => Err(Error(Reason::Trailing)),
    }
}

/// Why a body was not read on the fast path (never shown to a client: the reference reader
/// gives the message). One byte, allocating nothing: untagged enums make and drop visitors'
/// errors while reading bodies that are read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Error(Reason);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Reason {
    /// Not JSON, or not the JSON value asked for.
    Syntax,
    /// A number with a fraction or an exponent, `-0`, or beyond 64 bits.
    Number,
    /// A string with a control character, a bad escape, a lone surrogate or invalid UTF-8.
    String,
    /// Nesting deeper than [`MAX_DEPTH`].
    Depth,
    /// A struct given as an array.
    StructAsArray,
    /// A key read as something else than a string, or a `serde_json` raw value.
    Unsupported,
    /// A visitor refused what it was given (its message is not kept).
    Visitor,
    /// Characters after the value.
    Trailing,
    /// An error was raised inside the body and caught.
    Caught,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Reason::Syntax => "not JSON, or not the JSON value expected",
            Reason::Number => "a number with a fraction or an exponent, -0, or beyond 64 bits",
            Reason::String => "a control character, a bad escape or invalid UTF-8 in a string",
            Reason::Depth => "nested too deep",
            Reason::StructAsArray => "a struct given as an array",
            Reason::Unsupported => "a key read as something else than a string, or a raw value",
            Reason::Visitor => "a value the target type refuses",
            Reason::Trailing => "characters after the value",
            Reason::Caught => "an error inside the body was caught",
        })
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "read::Error({self})")
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(_message: T) -> Error {
        Error(Reason::Visitor)
    }
}

/// The reading of one body.
struct Reader<'de> {
    /// The body.
    text: &'de str,
    /// Its bytes.
    input: &'de [u8],
    /// The next byte to read.
    pos: usize,
    /// How many more arrays and objects may open.
    depth: u32,
    /// Set by every error raised, including a visitor's, so that a body is refused even when
    /// a `Deserialize` implementation catches the error and goes on.
    failed: bool,
    /// A string with escapes, decoded.
    scratch: Vec<u8>,
}

/// A string read: a slice of the input, or decoded into the reader's scratch buffer.
enum Str<'de, 's> {
    Borrowed(&'de str),
    Copied(&'s str),
}

impl<'de> Str<'de, '_> {
    /// Hands the string to `visitor`, borrowed from the input where it can be.
    fn visit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Str::Borrowed(s) => visitor.visit_borrowed_str(s),
            Str::Copied(s) => visitor.visit_str(s),
        }
    }
}

/// An integer as `serde_json` hands it on: non-negative as `u64`, negative as `i64`.
enum Integer {
    Unsigned(u64),
    Negative(i64),
}

impl Integer {
    /// Hands the integer to `visitor`.
    fn visit<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Integer::Unsigned(n) => visitor.visit_u64(n),
            Integer::Negative(n) => visitor.visit_i64(n),
        }
    }
}

/// Eight copies of a byte.
const fn splat(byte: u8) -> u64 {
    u64::from_ne_bytes([byte; 8])
}

/// The high bit of each byte of `word` that is a quote, a backslash or a control character
/// (the lowest one set is the first such byte; higher ones may be false).
#[inline]
fn specials(word: u64) -> u64 {
    let control = word.wrapping_sub(splat(0x20)) & !word;
    let quote = word ^ splat(b'"');
    let quote = quote.wrapping_sub(splat(1)) & !quote;
    let backslash = word ^ splat(b'\\');
    let backslash = backslash.wrapping_sub(splat(1)) & !backslash;
    (control | quote | backslash) & splat(0x80)
}

/// The index of the first quote, backslash or control character in `input` from `i`, or the
/// input's length; eight bytes at a time.
#[inline]
fn find_special(input: &[u8], mut i: usize) -> usize {
    while let Some(chunk) = input.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        let found = specials(u64::from_le_bytes(*chunk));
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while let Some(&b) = input.get(i) {
        if b == b'"' || b == b'\\' || b < 0x20 {
            return i;
        }
        i += 1;
    }
    i
}

/// Whether `text` is `name`, where `name` has no quote, backslash or control character:
/// then a JSON string of `text` decodes to `name`. Names of 4 to 16 bytes are compared and
/// checked as two overlapping words, without a loop.
#[inline(always)]
fn is_plain_name(text: &[u8], name: &[u8]) -> bool {
    fn wide(w: &[u8; 4]) -> u64 {
        u64::from(u32::from_le_bytes(*w)) | (splat(b'a') << 32)
    }
    let n = name.len();
    if text.len() != n {
        return false;
    }
    let [a, b, x, y] = if let (Some(a), Some(b), Some(x), Some(y)) = (
        name.first_chunk::<8>(),
        name.last_chunk::<8>(),
        text.first_chunk::<8>(),
        text.last_chunk::<8>(),
    ) && n <= 16
    {
        [a, b, x, y].map(|w| u64::from_le_bytes(*w))
    } else if let (Some(a), Some(b), Some(x), Some(y)) = (
        name.first_chunk::<4>(),
        name.last_chunk::<4>(),
        text.first_chunk::<4>(),
        text.last_chunk::<4>(),
    ) && n < 8
    {
        [a, b, x, y].map(wide)
    } else {
        return is_other_name(text, name);
    };
    a == x && b == y && specials(a) | specials(b) == 0
}

/// [`is_plain_name`] for names shorter than four bytes or longer than sixteen.
#[inline(never)]
fn is_other_name(text: &[u8], name: &[u8]) -> bool {
    text == name && find_special(name, 0) == name.len()
}

/// Four hex digits at `i`.
fn hex4(input: &[u8], i: usize) -> Option<u16> {
    let digits = input.get(i..)?.first_chunk::<4>()?;
    digits.iter().try_fold(0u16, |n, &d| {
        char::from(d).to_digit(16).map(|d| (n << 4) | d as u16)
    })
}

/// Decodes the escape whose backslash is just before `i` into `out`; the index after it.
/// Lone surrogates are refused, as `serde_json` refuses them in strings.
fn unescape(input: &[u8], i: usize, out: &mut Vec<u8>) -> Option<usize> {
    let byte = match *input.get(i)? {
        b'"' => b'"',
        b'\\' => b'\\',
        b'/' => b'/',
        b'b' => b'\x08',
        b'f' => b'\x0c',
        b'n' => b'\n',
        b'r' => b'\r',
        b't' => b'\t',
        b'u' => {
            let high = hex4(input, i + 1)?;
            let (code, next) = match high {
                0xDC00..=0xDFFF => return None,
                0xD800..=0xDBFF => {
                    if input.get(i + 5..i + 7) != Some(b"\\u") {
                        return None;
                    }
                    let low = hex4(input, i + 7)?;
                    if !(0xDC00..=0xDFFF).contains(&low) {
                        return None;
                    }
                    let code =
                        0x1_0000 + ((u32::from(high) - 0xD800) << 10) + (u32::from(low) - 0xDC00);
                    (code, i + 11)
                }
                _ => (u32::from(high), i + 5),
            };
            let c = char::from_u32(code)?;
            out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            return Some(next);
        }
        _ => return None,
    };
    out.push(byte);
    Some(i + 1)
}

impl<'de> Reader<'de> {
    /// The next byte that is not whitespace, not consumed.
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        while let Some(&b) = self.input.get(self.pos) {
            if !matches!(b, b' ' | b'\n' | b'\t' | b'\r') {
                return Some(b);
            }
            self.pos += 1;
        }
        None
    }

    /// An error raised here.
    #[cold]
    fn fail(&mut self, reason: Reason) -> Error {
        self.failed = true;
        Error(reason)
    }

    /// `result`, remembering an error.
    #[inline]
    fn track<T>(&mut self, result: Result<T, Error>) -> Result<T, Error> {
        if result.is_err() {
            self.failed = true;
        }
        result
    }

    /// Consumes `word` (`null`, `true`, `false`), whose first byte was peeked.
    fn literal(&mut self, word: &'static [u8]) -> Result<(), Error> {
        if self.input.get(self.pos..self.pos + word.len()) == Some(word) {
            self.pos += word.len();
            Ok(())
        } else {
            Err(self.fail(Reason::Syntax))
        }
    }

    /// An integer, whose first byte (`-` or a digit) was peeked. Fractions, exponents, `-0`
    /// and integers out of range are refused.
    fn integer(&mut self) -> Result<Integer, Error> {
        let input = self.input;
        let mut i = self.pos;
        let negative = input.get(i) == Some(&b'-');
        if negative {
            i += 1;
        }
        let magnitude = match input.get(i) {
            Some(b'0') => {
                i += 1;
                if input.get(i).is_some_and(u8::is_ascii_digit) {
                    return Err(self.fail(Reason::Syntax));
                }
                0
            }
            Some(&first @ b'1'..=b'9') => {
                i += 1;
                let mut n = u64::from(first - b'0');
                while let Some(&d @ b'0'..=b'9') = input.get(i) {
                    n = match n
                        .checked_mul(10)
                        .and_then(|n| n.checked_add(u64::from(d - b'0')))
                    {
                        Some(n) => n,
                        None => return Err(self.fail(Reason::Number)),
                    };
                    i += 1;
                }
                n
            }
            _ => return Err(self.fail(Reason::Syntax)),
        };
        if matches!(input.get(i), Some(b'.' | b'e' | b'E')) {
            return Err(self.fail(Reason::Number));
        }
        self.pos = i;
        if !negative {
            Ok(Integer::Unsigned(magnitude))
        } else if magnitude == 0 || magnitude > 1 << 63 {
            // `-0` is a float to serde_json, and so is anything below `i64::MIN`.
            Err(self.fail(Reason::Number))
        } else {
            // 1 ..= 2^63: the negation fits (2^63 wraps to `i64::MIN` itself).
            Ok(Integer::Negative((magnitude as i64).wrapping_neg()))
        }
    }

    /// The body from `start` to `end`, both just inside a string's quotes.
    #[inline]
    fn slice(&mut self, start: usize, end: usize) -> Result<Str<'de, '_>, Error> {
        match self.text.get(start..end) {
            Some(s) => Ok(Str::Borrowed(s)),
            None => Err(self.fail(Reason::String)),
        }
    }

    /// A string, whose opening quote was consumed. A string that ends within eight bytes
    /// without an escape is read here; others by [`Reader::long_string`].
    #[inline]
    fn string(&mut self) -> Result<Str<'de, '_>, Error> {
        let input = self.input;
        let start = self.pos;
        if let Some(word) = input.get(start..).and_then(<[u8]>::first_chunk::<8>) {
            let found = specials(u64::from_le_bytes(*word));
            let end = start + (found.trailing_zeros() / 8) as usize;
            if found != 0 && input.get(end) == Some(&b'"') {
                self.pos = end + 1;
                return self.slice(start, end);
            }
        }
        self.long_string()
    }

    /// A string, whose opening quote was consumed: the general case of [`Reader::string`].
    #[inline(never)]
    fn long_string(&mut self) -> Result<Str<'de, '_>, Error> {
        let input = self.input;
        let start = self.pos;
        let end = find_special(input, start);
        match input.get(end) {
            Some(b'"') => {
                self.pos = end + 1;
                self.slice(start, end)
            }
            Some(b'\\') => {
                self.pos = end;
                self.escaped_string(start)
            }
            _ => Err(self.fail(Reason::String)),
        }
    }

    /// The rest of a string from its first escape (at `self.pos`), decoded into the scratch
    /// buffer; `start` is where its content starts.
    #[inline(never)]
    fn escaped_string(&mut self, start: usize) -> Result<Str<'de, '_>, Error> {
        let input = self.input;
        self.scratch.clear();
        let mut run = start;
        let mut i = self.pos;
        loop {
            i = find_special(input, i);
            let (Some(&b), Some(text)) = (input.get(i), input.get(run..i)) else {
                return Err(self.fail(Reason::String));
            };
            self.scratch.extend_from_slice(text);
            match b {
                b'"' => break,
                b'\\' => match unescape(input, i + 1, &mut self.scratch) {
                    Some(next) => {
                        i = next;
                        run = next;
                    }
                    None => return Err(self.fail(Reason::String)),
                },
                _ => return Err(self.fail(Reason::String)),
            }
        }
        self.pos = i + 1;
        match std::str::from_utf8(&self.scratch) {
            Ok(s) => Ok(Str::Copied(s)),
            Err(_) => {
                self.failed = true;
                Err(Error(Reason::String))
            }
        }
    }

    /// Whether the input at `self.pos` (just after an opening quote) is `name` (see
    /// [`is_plain_name`]) and the closing quote.
    #[inline(always)]
    fn at_name(&self, name: &str) -> bool {
        let end = self.pos + name.len();
        self.input.get(end) == Some(&b'"')
            && self
                .input
                .get(self.pos..end)
                .is_some_and(|text| is_plain_name(text, name.as_bytes()))
    }

    /// A key or a variant's name, whose opening quote was consumed: the one of `names` it is
    /// (see [`Reader::at_name`]), handed on as that name (no UTF-8 check, nothing copied) with
    /// its index; else the string read.
    #[inline]
    fn name(
        &mut self,
        names: &'static [&'static str],
    ) -> Result<(Str<'de, '_>, Option<usize>), Error> {
        for (at, name) in names.iter().enumerate() {
            if self.at_name(name) {
                self.pos += name.len() + 1;
                return Ok((Str::Borrowed(name), Some(at)));
            }
        }
        // Not one of them (a name with a special character would have to be escaped).
        Ok((self.string()?, None))
    }

    /// Opens an array or an object at `self.pos`.
    #[inline]
    fn enter(&mut self) -> Result<(), Error> {
        if self.depth == 0 {
            return Err(self.fail(Reason::Depth));
        }
        self.depth -= 1;
        self.pos += 1;
        Ok(())
    }

    /// Consumes the `bracket` that closes a container whose content was read into `value`, or
    /// makes `value` an error. (The value stays in place, not moved: it may be a whole state.)
    #[inline]
    fn close<T>(&mut self, value: &mut Result<T, Error>, bracket: u8) {
        if value.is_err() {
            self.failed = true;
        } else if self.peek() == Some(bracket) {
            self.pos += 1;
        } else {
            *value = Err(self.fail(Reason::Syntax));
        }
    }

    /// An array, at its `[`.
    fn seq<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value, Error> {
        self.enter()?;
        let mut value = visitor.visit_seq(Seq {
            r: self,
            first: true,
        });
        self.depth += 1;
        self.close(&mut value, b']');
        value
    }

    /// An object, at its `{`; `fields` are the struct's field names, if it is one.
    fn map<V: Visitor<'de>>(
        &mut self,
        visitor: V,
        fields: &'static [&'static str],
    ) -> Result<V::Value, Error> {
        self.enter()?;
        let mut value = visitor.visit_map(Map {
            r: self,
            first: true,
            fields,
            next: 0,
        });
        self.depth += 1;
        self.close(&mut value, b'}');
        value
    }

    /// A string value, at its opening quote, handed to `visitor`.
    fn str_value<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value, Error> {
        self.pos += 1;
        let value = self.string()?.visit(visitor);
        self.track(value)
    }

    /// An integer value, handed to `visitor` (every integer and float type).
    fn integer_value<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'-' | b'0'..=b'9') => {
                let value = self.integer()?.visit(visitor);
                self.track(value)
            }
            _ => Err(self.fail(Reason::Syntax)),
        }
    }
}

/// Integer and float types: an integer only (see [`Reader::integer`]).
macro_rules! integers {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.integer_value(visitor)
        }
    )*};
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let value = match self.peek() {
            Some(b'"') => return self.str_value(visitor),
            Some(b'{') => return self.map(visitor, &[]),
            Some(b'[') => return self.seq(visitor),
            Some(b'-' | b'0'..=b'9') => return self.integer_value(visitor),
            Some(b'n') => {
                self.literal(b"null")?;
                visitor.visit_unit()
            }
            Some(b't') => {
                self.literal(b"true")?;
                visitor.visit_bool(true)
            }
            Some(b'f') => {
                self.literal(b"false")?;
                visitor.visit_bool(false)
            }
            _ => return Err(self.fail(Reason::Syntax)),
        };
        self.track(value)
    }

    integers! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
        deserialize_f32 deserialize_f64
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let value = match self.peek() {
            Some(b't') => {
                self.literal(b"true")?;
                visitor.visit_bool(true)
            }
            Some(b'f') => {
                self.literal(b"false")?;
                visitor.visit_bool(false)
            }
            _ => return Err(self.fail(Reason::Syntax)),
        };
        self.track(value)
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'"') => self.str_value(visitor),
            _ => Err(self.fail(Reason::Syntax)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    /// A string's bytes (as `serde_json` decodes them, for every string read here), or an
    /// array.
    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'"') => {
                self.pos += 1;
                let value = match self.string()? {
                    Str::Borrowed(s) => visitor.visit_borrowed_bytes(s.as_bytes()),
                    Str::Copied(s) => visitor.visit_bytes(s.as_bytes()),
                };
                self.track(value)
            }
            Some(b'[') => self.seq(visitor),
            _ => Err(self.fail(Reason::Syntax)),
        }
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let value = if self.peek() == Some(b'n') {
            self.literal(b"null")?;
            visitor.visit_none()
        } else {
            visitor.visit_some(&mut *self)
        };
        self.track(value)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.peek() != Some(b'n') {
            return Err(self.fail(Reason::Syntax));
        }
        self.literal(b"null")?;
        let value = visitor.visit_unit();
        self.track(value)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if name == RAW_VALUE_TOKEN {
            return Err(self.fail(Reason::Unsupported));
        }
        let value = visitor.visit_newtype_struct(&mut *self);
        self.track(value)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'[') => self.seq(visitor),
            _ => Err(self.fail(Reason::Syntax)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'{') => self.map(visitor, &[]),
            _ => Err(self.fail(Reason::Syntax)),
        }
    }

    /// An object only: the array form serde's derive also reads is refused, as the reference
    /// refuses it.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'{') => self.map(visitor, fields),
            _ => Err(self.fail(Reason::StructAsArray)),
        }
    }

    /// A unit variant from a string; any variant from an object with one key.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'"') => {
                self.pos += 1;
                let refused = Cell::new(false);
                let (name, _) = self.name(variants)?;
                let value = visitor.visit_enum(UnitVariant(Key::of_variant(name, &refused)));
                self.failed |= refused.get();
                self.track(value)
            }
            Some(b'{') => {
                self.enter()?;
                let mut value = visitor.visit_enum(Variant { r: self, variants });
                self.depth += 1;
                self.close(&mut value, b'}');
                value
            }
            _ => Err(self.fail(Reason::Syntax)),
        }
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    /// Skips one value, reading (and so checking) all of it.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(IgnoredAny)?;
        let value = visitor.visit_unit();
        self.track(value)
    }
}

/// The items of an array.
struct Seq<'a, 'de> {
    r: &'a mut Reader<'de>,
    first: bool,
}

impl<'de> de::SeqAccess<'de> for Seq<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        match self.r.peek() {
            Some(b']') => return Ok(None),
            Some(b',') if !self.first => {
                self.r.pos += 1;
                if matches!(self.r.peek(), Some(b']') | None) {
                    return Err(self.r.fail(Reason::Syntax));
                }
            }
            Some(_) if self.first => self.first = false,
            _ => return Err(self.r.fail(Reason::Syntax)),
        }
        let value = seed.deserialize(&mut *self.r);
        self.r.track(value).map(Some)
    }
}

/// The entries of an object; `fields` and `next` predict the keys of a struct.
struct Map<'a, 'de> {
    r: &'a mut Reader<'de>,
    first: bool,
    /// The struct's field names (empty for a map).
    fields: &'static [&'static str],
    /// The field expected next.
    next: usize,
}

impl<'de> de::MapAccess<'de> for Map<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.r.peek() {
            Some(b'}') => return Ok(None),
            Some(b'"') if self.first => self.first = false,
            Some(b',') if !self.first => {
                self.r.pos += 1;
                if self.r.peek() != Some(b'"') {
                    return Err(self.r.fail(Reason::Syntax));
                }
            }
            _ => return Err(self.r.fail(Reason::Syntax)),
        }
        self.r.pos += 1;
        if let Some(&name) = self.fields.get(self.next)
            && self.r.at_name(name)
        {
            // The key the struct's order predicts.
            self.r.pos += name.len() + 1;
            self.next += 1;
            let refused = Cell::new(false);
            let key = seed.deserialize(Key::of_key(Str::Borrowed(name), &refused));
            self.r.failed |= refused.get();
            return self.r.track(key).map(Some);
        }
        let refused = Cell::new(false);
        let (name, at) = self.r.name(self.fields)?;
        if let Some(at) = at {
            self.next = at + 1;
        }
        let key = seed.deserialize(Key::of_key(name, &refused));
        self.r.failed |= refused.get();
        self.r.track(key).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        if self.r.peek() != Some(b':') {
            return Err(self.r.fail(Reason::Syntax));
        }
        self.r.pos += 1;
        let value = seed.deserialize(&mut *self.r);
        self.r.track(value)
    }
}

/// An enum written as an object with one key, the variant's name.
struct Variant<'a, 'de> {
    r: &'a mut Reader<'de>,
    variants: &'static [&'static str],
}

impl<'de> de::EnumAccess<'de> for Variant<'_, 'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self), Error> {
        if self.r.peek() != Some(b'"') {
            return Err(self.r.fail(Reason::Syntax));
        }
        self.r.pos += 1;
        // As `serde_json` reads it: as a key.
        let refused = Cell::new(false);
        let (name, _) = self.r.name(self.variants)?;
        let value = seed.deserialize(Key::of_key(name, &refused));
        self.r.failed |= refused.get();
        let value = self.r.track(value)?;
        if self.r.peek() != Some(b':') {
            return Err(self.r.fail(Reason::Syntax));
        }
        self.r.pos += 1;
        Ok((value, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'_, 'de> {
    type Error = Error;

    /// `null`, as `serde_json` reads a unit variant written as an object.
    fn unit_variant(self) -> Result<(), Error> {
        if self.r.peek() != Some(b'n') {
            return Err(self.r.fail(Reason::Syntax));
        }
        self.r.literal(b"null")
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        let value = seed.deserialize(&mut *self.r);
        self.r.track(value)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_seq(self.r, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self.r, "", fields, visitor)
    }
}

/// An enum written as a string (its name, read): a unit variant.
struct UnitVariant<'de, 's, 'c>(Key<'de, 's, 'c>);

impl<'de> de::EnumAccess<'de> for UnitVariant<'de, '_, '_> {
    type Error = Error;
    type Variant = UnitOnly;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, UnitOnly), Error> {
        Ok((seed.deserialize(self.0)?, UnitOnly))
    }
}

/// The content of a variant written as a string: none.
struct UnitOnly;

impl<'de> de::VariantAccess<'de> for UnitOnly {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _seed: T) -> Result<T::Value, Error> {
        Err(Error(Reason::Visitor))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, _visitor: V) -> Result<V::Value, Error> {
        Err(Error(Reason::Visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Error> {
        Err(Error(Reason::Visitor))
    }
}

/// A key, or the name of a variant written as a string: a string, already read. Read as
/// `serde_json` reads it (a key as its `MapKey` does, a variant's name as its deserializer does
/// at a string), except that it is never read as a number, a boolean, bytes or a container
/// here: those are refused, and remembered in `refused`, so that the body is refused even when
/// the refusal is caught.
struct Key<'de, 's, 'c> {
    name: Str<'de, 's>,
    /// Whether it is a variant's name.
    variant: bool,
    refused: &'c Cell<bool>,
}

impl<'de, 's, 'c> Key<'de, 's, 'c> {
    fn of_key(name: Str<'de, 's>, refused: &'c Cell<bool>) -> Self {
        Key {
            name,
            variant: false,
            refused,
        }
    }

    fn of_variant(name: Str<'de, 's>, refused: &'c Cell<bool>) -> Self {
        Key {
            name,
            variant: true,
            refused,
        }
    }

    fn refuse<T>(&self) -> Result<T, Error> {
        self.refused.set(true);
        Err(Error(Reason::Unsupported))
    }
}

/// Methods that refuse a key.
macro_rules! not_in_keys {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Error> {
            self.refuse()
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Key<'de, '_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.name.visit(visitor)
    }

    not_in_keys! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_u128 deserialize_f32 deserialize_f64 deserialize_bytes deserialize_byte_buf
        deserialize_unit deserialize_seq deserialize_map
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    /// A key is visited as a string; a variant's name is skipped (a unit).
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.variant {
            visitor.visit_unit()
        } else {
            self.deserialize_any(visitor)
        }
    }

    /// Keys are never null.
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if name == RAW_VALUE_TOKEN {
            return self.refuse();
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_enum(UnitVariant(Key::of_variant(self.name, self.refused)))
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _visitor: V,
    ) -> Result<V::Value, Error> {
        self.refuse()
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        _visitor: V,
    ) -> Result<V::Value, Error> {
        self.refuse()
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        _visitor: V,
    ) -> Result<V::Value, Error> {
        self.refuse()
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Error> {
        self.refuse()
    }
}

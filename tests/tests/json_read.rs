//! The fast reader of REST bodies (`rest::read`) against the reference (`rest::strict`).
//!
//! The service reads a body with `read::from_slice` first and falls back on `strict::from_slice`
//! whenever it refuses, so the one property that matters is: whenever the fast reader reads a
//! body, the reference reads it too, to an equal value. Checked here
//!
//! - on every body of random matches (states, every request type, actions), written as the
//!   service writes them and with sorted keys: both read them, equally;
//! - on the same bodies with every object's keys reversed or shuffled and whitespace everywhere;
//! - on mutations of them (bytes flipped, deleted, inserted; keys duplicated; values swapped;
//!   integers written as floats; escapes, control bytes, invalid UTF-8, deep nesting);
//! - on specific documents: a struct as an array, integral floats, deep nesting, escapes,
//!   trailing characters, whitespace, and serde's enums, untagged enums, flattening and aliases;
//! - on target types that catch an error and go on: the fast reader still refuses the body.
//!
//! Values are compared with `PartialEq`, field by field for request types without it.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::OnceLock;

use poch_engine::{Action, DeckOrder, GameState, StartPosition};
use poch_service::ops::RuleOverrides;
use poch_service::rest::{
    ApplyRequest, LegalActionsRequest, NewGameRequest, ReplayRequest, StateEnvelope,
    ValidateRequest, ViewRequest, read, strict,
};
use poch_tests::Picker;
use serde::de::{DeserializeOwned, DeserializeSeed, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// Reading both ways
// ---------------------------------------------------------------------------------------------

trait Target: DeserializeOwned + PartialEq + Debug {}

impl<T: DeserializeOwned + PartialEq + Debug> Target for T {}

/// What a body is meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    State,
    Apply,
    Action,
    LegalActions,
    View,
    Validate,
    NewGame,
    Replay,
    Envelope,
    Overrides,
    Mixed,
    Value,
}

/// Calls the generic function `$f` with the type of `$kind`.
macro_rules! with_type {
    ($kind:expr, $f:ident($($arg:expr),*)) => {
        match $kind {
            Kind::State => $f::<GameState>($($arg),*),
            Kind::Apply => $f::<ApplyRequest>($($arg),*),
            Kind::Action => $f::<Action>($($arg),*),
            Kind::LegalActions => $f::<LegalActionsRequest>($($arg),*),
            Kind::View => $f::<ViewRequest>($($arg),*),
            Kind::Validate => $f::<ValidateRequest>($($arg),*),
            Kind::NewGame => $f::<NewGameRequest>($($arg),*),
            Kind::Replay => $f::<ReplayRequest>($($arg),*),
            Kind::Envelope => $f::<StateEnvelope>($($arg),*),
            Kind::Overrides => $f::<RuleOverrides>($($arg),*),
            Kind::Mixed => $f::<Mixed>($($arg),*),
            Kind::Value => $f::<Value>($($arg),*),
        }
    };
}

/// A body for a failure message.
fn show(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    if text.len() > 600 {
        format!(
            "{}… ({} bytes)",
            &text[..text.floor_char_boundary(600)],
            body.len()
        )
    } else {
        text.into_owned()
    }
}

/// How one body was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reading {
    fast: bool,
    reference: bool,
}

/// Reads `body` as a `T` both ways. Panics when the fast reader reads it and the reference
/// does not, or reads it to another value.
fn compare<T: Target>(body: &[u8]) -> Reading {
    let fast = read::from_slice::<T>(body);
    let reference = strict::from_slice::<T>(body);
    if let Ok(value) = &fast {
        match &reference {
            Ok(expected) => assert!(
                value == expected,
                "{}: the fast reader read another value\nfast: {value:?}\nreference: \
                 {expected:?}\nbody: {}",
                std::any::type_name::<T>(),
                show(body)
            ),
            Err(e) => panic!(
                "{}: the fast reader read a body the reference refuses ({e})\nbody: {}",
                std::any::type_name::<T>(),
                show(body)
            ),
        }
    }
    Reading {
        fast: fast.is_ok(),
        reference: reference.is_ok(),
    }
}

/// Reads `body` as `kind` both ways (see [`compare`]).
fn compare_as(kind: Kind, body: &[u8]) -> Reading {
    with_type!(kind, compare(body))
}

/// Both readers read `body`, and to the value the fast reader reads from `original`.
fn reads_as<T: Target>(original: &[u8], body: &[u8]) {
    let reading = compare::<T>(body);
    assert!(
        reading.fast && reading.reference,
        "{}: {reading:?}\nfast: {:?}\nbody: {}",
        std::any::type_name::<T>(),
        read::from_slice::<T>(body).err(),
        show(body)
    );
    let (Ok(value), Ok(expected)) = (read::from_slice::<T>(body), read::from_slice::<T>(original))
    else {
        unreachable!("both were read above")
    };
    assert!(
        value == expected,
        "{}: another value than the original's\nbody: {}",
        std::any::type_name::<T>(),
        show(body)
    );
}

// ---------------------------------------------------------------------------------------------
// Local types: serde's other shapes (enums of every variant kind, untagged, flatten, alias)
// ---------------------------------------------------------------------------------------------

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
    Label(String),
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(untagged)]
enum Either {
    Number(i64),
    Text(String),
    Points(Vec<Point>),
    Shape(Shape),
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Tagged {
    Plain {
        id: u8,
    },
    Nested {
        inner: Box<Option<Tagged>>,
        note: Option<String>,
    },
}

#[derive(Debug, Deserialize, PartialEq)]
struct Extra {
    id: u64,
    #[serde(flatten)]
    rest: BTreeMap<String, Value>,
}

/// Every shape at once; unknown fields are skipped (`deserialize_ignored_any`).
#[derive(Debug, Deserialize, PartialEq)]
struct Mixed {
    shapes: Vec<Shape>,
    either: Vec<Either>,
    tagged: Option<Tagged>,
    extra: Option<Extra>,
    #[serde(default)]
    tuple: Option<(u8, String, bool)>,
    #[serde(default)]
    chars: Vec<char>,
    #[serde(default)]
    unit: Option<()>,
    #[serde(default)]
    twice: Option<Option<u32>>,
    #[serde(default, alias = "nums")]
    numbers: Vec<i32>,
    #[serde(default)]
    ratio: Option<f64>,
    #[serde(default)]
    map: BTreeMap<String, u16>,
    #[serde(default)]
    wide: Option<(u128, i128)>,
}

/// Documents of [`Mixed`], each read by both readers.
fn mixed_documents() -> Vec<Vec<u8>> {
    let documents = [
        json!({
            "shapes": ["dot", {"line": [{"x": 1}, {"x": 2, "y": -3}]},
                       {"circle": {"centre": {"x": 0, "y": null}, "radius": 9}},
                       {"boxed": {"x": 4}}, {"label": "a \"label\" \u{e9}\u{1F600}"}, {"dot": null}],
            "either": [7, -7, "seven", [{"x": 7}], "dot", {"label": "x"}],
            "tagged": {"kind": "nested", "inner": {"kind": "plain", "id": 3}, "note": "n"},
            "extra": {"id": 5, "b": [1, {"c": null}], "a": "x"},
            "tuple": [255, "t", true],
            "chars": ["a", "\u{e9}", "\u{1F600}"],
            "unit": null,
            "twice": 5,
            "nums": [-2147483648, 2147483647],
            "ratio": 2,
            "map": {"k": 1, "\u{1F600}": 65535},
            "wide": [18446744073709551615_u64, -9223372036854775808_i64],
            "unknown": {"deep": [[[[{"a": [true, false, null]}]]]], "s": "\u{7f}"},
        }),
        json!({"shapes": [], "either": [], "tagged": null, "extra": null}),
        json!({
            "extra": {"id": 0}, "tagged": {"kind": "plain", "id": 255}, "either": [[]],
            "shapes": [{"circle": {"radius": 1, "centre": {"y": 1, "x": 1}}}], "twice": null,
            "numbers": [0, -1, 1],
        }),
    ];
    let mut out: Vec<Vec<u8>> = documents
        .iter()
        .map(|d| serde_json::to_vec(d).expect("json"))
        .collect();
    // Escapes in keys and values, and a key the struct's order does not predict.
    out.push(
        br#"{"sh\u0061pes":["d\u006ft",{"l\u0061bel":"\ud83d\ude00\n\t\"\\\/\b\f\r"}],"either":["\u00e9"],"tagged":null,"extra":{"\u0069d":1,"\u00e9":"\u20ac"},"twice":0,"nums":[1]}"#
            .to_vec(),
    );
    out
}

// ---------------------------------------------------------------------------------------------
// Bodies of random matches
// ---------------------------------------------------------------------------------------------

/// `value` as JSON text.
fn text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("json")
}

/// Every body of the random matches of seeds 0..24, with what it is.
fn corpus() -> &'static [(Kind, Vec<u8>)] {
    static CORPUS: OnceLock<Vec<(Kind, Vec<u8>)>> = OnceLock::new();
    CORPUS.get_or_init(build_corpus)
}

fn build_corpus() -> Vec<(Kind, Vec<u8>)> {
    let mut out: Vec<(Kind, Vec<u8>)> = Vec::new();
    let mut push = |kind: Kind, body: String| out.push((kind, body.into_bytes()));
    let samples = poch_tests::random_play(0..24);
    let mut replay: Option<(String, Vec<String>)> = None;
    let flush = |replay: &mut Option<(String, Vec<String>)>, push: &mut dyn FnMut(Kind, String)| {
        if let Some((new_game, actions)) = replay.take() {
            push(
                Kind::Replay,
                format!(
                    r#"{{"new_game":{new_game},"actions":[{}]}}"#,
                    actions.join(",")
                ),
            );
        }
    };
    for (i, sample) in samples.iter().enumerate() {
        let state = sample.before.state();
        let state_json = text(state);
        let action = text(&sample.action);
        let seat = sample.seat;
        if state.version == 0 {
            flush(&mut replay, &mut push);
            // The match's start, in the service's field order.
            let new_game = format!(
                r#"{{"preset":"classic","rules":{},"players":{},"seed":{},"first_dealer":{},"deck_orders":[],"start":null,"include_views":false}}"#,
                text(&state.rules),
                text(&state.players),
                text(&state.seed),
                state.first_dealer
            );
            push(Kind::NewGame, new_game.clone());
            push(
                Kind::NewGame,
                text(&json!({"players": state.players, "seed": state.seed})),
            );
            push(Kind::Overrides, text(&state.rules));
            replay = Some((new_game, Vec::new()));
        }
        if let Some((_, actions)) = &mut replay {
            actions.push(format!(r#"{{"seat":{seat},"action":{action}}}"#));
        }
        // The service's own key order, by hand.
        push(
            Kind::Apply,
            format!(
                r#"{{"state":{{"plain":{state_json}}},"seat":{seat},"action":{action},"include_views":{}}}"#,
                i % 2 == 0
            ),
        );
        // Sorted keys (`json!`), `include_views` left out.
        push(
            Kind::Apply,
            text(&json!({"state": {"plain": state}, "seat": seat, "action": sample.action})),
        );
        push(Kind::Action, action);
        push(
            Kind::LegalActions,
            format!(r#"{{"state":{{"plain":{state_json}}},"seat":{seat}}}"#),
        );
        if i % 3 == 0 {
            push(
                Kind::View,
                format!(r#"{{"state":{{"plain":{state_json}}},"seat":{seat}}}"#),
            );
            push(
                Kind::View,
                format!(r#"{{"state":{{"plain":{state_json}}},"seat":null}}"#),
            );
            push(
                Kind::Validate,
                format!(r#"{{"state":{{"plain":{state_json}}}}}"#),
            );
            push(Kind::Envelope, format!(r#"{{"plain":{state_json}}}"#));
        }
        if i % 7 == 0
            && let Some(deal) = &state.deal
        {
            // A start with deck orders and a start position.
            let deck = DeckOrder {
                cards: deal.hands.iter().flat_map(|h| h.iter()).collect(),
                cut: Some(1),
            };
            let start = StartPosition {
                stacks: state.stacks.clone(),
                board: state.board,
                carried: state.carried,
            };
            push(
                Kind::NewGame,
                format!(
                    r#"{{"preset":"bavarian","rules":{{"max_deals":"none","starting_chips":200}},"players":{},"seed":null,"first_dealer":{},"deck_orders":[{},{}],"start":{},"include_views":true}}"#,
                    text(&state.players),
                    deal.dealer,
                    text(&deck),
                    text(&DeckOrder::new(deck.cards.clone())),
                    text(&start)
                ),
            );
        }
        push(Kind::State, state_json);
    }
    flush(&mut replay, &mut push);
    push(
        Kind::Envelope,
        r#"{"sealed":"opaque \u00e9 token"}"#.to_owned(),
    );
    for document in mixed_documents() {
        out.push((Kind::Mixed, document));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// A JSON re-writer: keys reordered, whitespace added, nodes mutated
// ---------------------------------------------------------------------------------------------

/// A JSON document as a tree of its text: numbers, literals, strings and keys keep their
/// bytes as written (quotes and escapes included).
#[derive(Clone, Debug)]
enum Json {
    Atom(Vec<u8>),
    Array(Vec<Json>),
    Object(Vec<(Vec<u8>, Json)>),
}

/// Parses a valid JSON text (written by `serde_json`) into its tree.
fn parse(text: &[u8]) -> Json {
    struct Parser<'a> {
        s: &'a [u8],
        i: usize,
    }

    impl Parser<'_> {
        fn peek(&mut self) -> u8 {
            while matches!(self.s.get(self.i), Some(b' ' | b'\n' | b'\t' | b'\r')) {
                self.i += 1;
            }
            self.s[self.i]
        }

        fn string(&mut self) -> Vec<u8> {
            let start = self.i;
            self.i += 1;
            while self.s[self.i] != b'"' {
                if self.s[self.i] == b'\\' {
                    self.i += 1;
                }
                self.i += 1;
            }
            self.i += 1;
            self.s[start..self.i].to_vec()
        }

        fn value(&mut self) -> Json {
            match self.peek() {
                b'[' => {
                    self.i += 1;
                    let mut items = Vec::new();
                    loop {
                        match self.peek() {
                            b']' => break,
                            b',' => self.i += 1,
                            _ => items.push(self.value()),
                        }
                    }
                    self.i += 1;
                    Json::Array(items)
                }
                b'{' => {
                    self.i += 1;
                    let mut entries = Vec::new();
                    loop {
                        match self.peek() {
                            b'}' => break,
                            b',' => self.i += 1,
                            _ => {
                                let key = self.string();
                                assert_eq!(self.peek(), b':');
                                self.i += 1;
                                entries.push((key, self.value()));
                            }
                        }
                    }
                    self.i += 1;
                    Json::Object(entries)
                }
                b'"' => Json::Atom(self.string()),
                _ => {
                    let start = self.i;
                    while !matches!(
                        self.s.get(self.i),
                        None | Some(b',' | b']' | b'}' | b' ' | b'\n' | b'\t' | b'\r')
                    ) {
                        self.i += 1;
                    }
                    Json::Atom(self.s[start..self.i].to_vec())
                }
            }
        }
    }

    Parser { s: text, i: 0 }.value()
}

/// The order an object's keys are written in.
#[derive(Clone, Copy)]
enum Order {
    Kept,
    Reversed,
    Shuffled,
}

/// How a tree is written back.
struct Style {
    order: Order,
    /// Whitespace between every two tokens.
    spaces: bool,
    pick: Picker,
}

impl Style {
    fn space(&mut self, out: &mut Vec<u8>) {
        if self.spaces {
            const SPACES: [&[u8]; 5] = [b" ", b"\n", b"\t", b"\r\n  ", b"  \t"];
            out.extend_from_slice(SPACES[self.pick.below(SPACES.len() as u32) as usize]);
        }
    }

    fn write(&mut self, json: &Json, out: &mut Vec<u8>) {
        self.space(out);
        match json {
            Json::Atom(bytes) => out.extend_from_slice(bytes),
            Json::Array(items) => {
                out.push(b'[');
                for (n, item) in items.iter().enumerate() {
                    if n > 0 {
                        self.space(out);
                        out.push(b',');
                    }
                    self.write(item, out);
                }
                self.space(out);
                out.push(b']');
            }
            Json::Object(entries) => {
                let mut order: Vec<usize> = (0..entries.len()).collect();
                match self.order {
                    Order::Kept => {}
                    Order::Reversed => order.reverse(),
                    Order::Shuffled => {
                        for i in (1..order.len()).rev() {
                            order.swap(i, self.pick.below(i as u32 + 1) as usize);
                        }
                    }
                }
                out.push(b'{');
                for (n, &at) in order.iter().enumerate() {
                    if n > 0 {
                        self.space(out);
                        out.push(b',');
                    }
                    let (key, value) = &entries[at];
                    self.space(out);
                    out.extend_from_slice(key);
                    self.space(out);
                    out.push(b':');
                    self.write(value, out);
                }
                self.space(out);
                out.push(b'}');
            }
        }
        self.space(out);
    }

    fn text(&mut self, json: &Json) -> Vec<u8> {
        let mut out = Vec::new();
        self.write(json, &mut out);
        out
    }
}

/// The number of nodes of a tree.
fn count(json: &Json) -> usize {
    1 + match json {
        Json::Atom(_) => 0,
        Json::Array(items) => items.iter().map(count).sum(),
        Json::Object(entries) => entries.iter().map(|(_, v)| count(v)).sum(),
    }
}

/// The `n`th node of a tree in pre-order.
fn node(json: &mut Json, n: usize) -> &mut Json {
    fn find<'a>(json: &'a mut Json, n: &mut usize) -> Option<&'a mut Json> {
        if *n == 0 {
            return Some(json);
        }
        *n -= 1;
        match json {
            Json::Atom(_) => None,
            Json::Array(items) => items.iter_mut().find_map(|item| find(item, n)),
            Json::Object(entries) => entries.iter_mut().find_map(|(_, v)| find(v, n)),
        }
    }
    let mut n = n;
    find(json, &mut n).expect("a node of the tree")
}

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

/// Bytes inserted by the byte-level mutations.
const PALETTE: &[u8] = b"\"\\u{}[],:0123456789.eE-+ ntrfalse\t\n\r\x0b\x0c\x00";

/// Numbers put in place of an integer.
const NUMBERS: [&str; 24] = [
    "3.0",
    "1e1",
    "1E1",
    "2e0",
    "-0",
    "01",
    "-01",
    "00",
    "-1",
    "0",
    "1.5",
    "-",
    "+1",
    "1e",
    "1.",
    ".5",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "-9223372036854775809",
    "4294967295",
    "4294967296",
    "99999999999999999999999",
    "0x1",
];

/// Texts put in place of a value.
const VALUES: [&str; 12] = [
    "null",
    "true",
    "false",
    "nul",
    "\"\"",
    "\"x\"",
    "{}",
    "[]",
    "[null]",
    "{\"a\":1}",
    "7",
    "\"\\u0041\"",
];

/// Texts put inside a string: escapes (good and bad), raw control bytes, invalid UTF-8.
const IN_STRINGS: [&[u8]; 22] = [
    b"\\u0041",
    b"\\u00e9",
    b"\\u20AC",
    b"\\ud83d\\ude00",
    b"\\uD83D\\uDE00",
    b"\\ud800",
    b"\\udc00",
    b"\\ud800\\u0041",
    b"\\ud800x",
    b"\\u12",
    b"\\uZZZZ",
    b"\\/",
    b"\\n",
    b"\\\"",
    b"\\\\",
    b"\\x",
    b"\x01",
    b"\x1f",
    b"\xc3\xa9",
    b"\xff",
    b"\xc3",
    b"\xed\xa0\x80",
];

/// A random element of `items`.
fn one<'a, T>(pick: &mut Picker, items: &'a [T]) -> &'a T {
    &items[pick.below(items.len() as u32) as usize]
}

/// One random change to a tree.
fn mutate_tree(json: &mut Json, pick: &mut Picker) {
    let total = count(json);
    let at = pick.below(total as u32) as usize;
    let kind = pick.below(10);
    let donor = node(json, pick.below(total as u32) as usize).clone();
    let target = node(json, at);
    match (kind, target) {
        // A key twice.
        (0, Json::Object(entries)) if !entries.is_empty() => {
            let from = pick.below(entries.len() as u32) as usize;
            let copy = entries[from].clone();
            let to = pick.below(entries.len() as u32 + 1) as usize;
            entries.insert(to, copy);
        }
        // Two values swapped, or an entry dropped.
        (1, Json::Object(entries)) if entries.len() >= 2 => {
            let a = pick.below(entries.len() as u32) as usize;
            let b = pick.below(entries.len() as u32) as usize;
            let value = entries[a].1.clone();
            entries[a].1 = entries[b].1.clone();
            entries[b].1 = value;
        }
        (1, Json::Object(entries)) if !entries.is_empty() => {
            entries.remove(pick.below(entries.len() as u32) as usize);
        }
        (2, Json::Array(items)) if !items.is_empty() => {
            let from = pick.below(items.len() as u32) as usize;
            if pick.below(2) == 0 {
                items.remove(from);
            } else {
                let copy = items[from].clone();
                items.insert(from, copy);
            }
        }
        // A key escaped or changed: no longer predicted.
        (3, Json::Object(entries)) if !entries.is_empty() => {
            let from = pick.below(entries.len() as u32) as usize;
            let key = &mut entries[from].0;
            let at = 1 + pick.below(key.len().saturating_sub(2).max(1) as u32) as usize;
            if at < key.len() - 1 && key[at].is_ascii_alphanumeric() {
                let c = key[at];
                if pick.below(3) == 0 {
                    key[at] = c ^ 1;
                } else {
                    let escape = format!("\\u{:04x}", c);
                    key.splice(at..=at, escape.bytes());
                }
            }
        }
        // An integer written otherwise.
        (4, Json::Atom(bytes))
            if bytes
                .first()
                .is_some_and(|b| *b == b'-' || b.is_ascii_digit()) =>
        {
            *bytes = one(pick, &NUMBERS).as_bytes().to_vec();
        }
        // Something inside a string.
        (5, Json::Atom(bytes)) if bytes.first() == Some(&b'"') => {
            let at = 1 + pick.below((bytes.len() - 1) as u32) as usize;
            // Anywhere after the opening quote, inside an escape too.
            bytes.splice(at..at, one(pick, &IN_STRINGS).iter().copied());
        }
        // Nested deep.
        (6, target) => {
            let depth = *one(pick, &[1, 2, 10, 98, 99, 100, 101, 126, 127, 128, 129, 300]);
            let mut wrapped = target.clone();
            for _ in 0..depth {
                wrapped = if pick.below(2) == 0 {
                    Json::Array(vec![wrapped])
                } else {
                    Json::Object(vec![(b"\"a\"".to_vec(), wrapped)])
                };
            }
            *target = wrapped;
        }
        // Another value.
        (7, target) => *target = Json::Atom(one(pick, &VALUES).as_bytes().to_vec()),
        // Another node of the document in its place.
        (8 | 9, target) => *target = donor,
        _ => {}
    }
}

/// One random change to the bytes of a body.
fn mutate_bytes(body: &mut Vec<u8>, pick: &mut Picker) {
    let len = body.len() as u32;
    let at = pick.below(len + 1) as usize;
    match pick.below(8) {
        0 if at < body.len() => body[at] ^= 1 << pick.below(8),
        1 if at < body.len() => {
            body.remove(at);
        }
        2 => body.insert(at, *one(pick, PALETTE)),
        3 => body.insert(at, pick.below(256) as u8),
        4 => body.truncate(at),
        5 => {
            let end = (at + 1 + pick.below(16) as usize).min(body.len());
            let slice = body[at.min(end)..end].to_vec();
            body.splice(at..at, slice);
        }
        6 => {
            body.splice(at..at, one(pick, &IN_STRINGS).iter().copied());
        }
        // A comma before a closing bracket, or a punctuation mark dropped or doubled.
        _ => {
            let marks: Vec<usize> = (0..body.len())
                .filter(|&i| b"[]{},:".contains(&body[i]))
                .collect();
            if marks.is_empty() {
                return;
            }
            let at = *one(pick, &marks);
            match (body[at], pick.below(3)) {
                (b']' | b'}', 0) => body.insert(at, b','),
                (_, 1) => {
                    body.remove(at);
                }
                (mark, _) => body.insert(at, mark),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

/// Every body of the random matches, as the service writes them and with sorted keys: both
/// readers read it, to equal values, and so they do as a `serde_json::Value`.
#[test]
fn every_body_of_random_matches_reads_as_the_reference_reads_it() {
    let corpus = corpus();
    assert!(corpus.len() > 1000, "{} bodies", corpus.len());
    for (kind, body) in corpus {
        let reading = compare_as(*kind, body);
        assert!(
            reading.fast && reading.reference,
            "{kind:?}: {reading:?} ({:?})\nbody: {}",
            with_type!(*kind, fast_error(body)),
            show(body)
        );
        let reading = compare::<Value>(body);
        assert!(reading.fast && reading.reference, "{}", show(body));
    }
    for kind in [
        Kind::State,
        Kind::Apply,
        Kind::Action,
        Kind::LegalActions,
        Kind::View,
        Kind::Validate,
        Kind::NewGame,
        Kind::Replay,
        Kind::Envelope,
        Kind::Overrides,
        Kind::Mixed,
    ] {
        assert!(
            corpus.iter().any(|(k, _)| *k == kind),
            "no body of kind {kind:?}"
        );
    }
}

/// The fast reader's error, for a failure message.
fn fast_error<T: Target>(body: &[u8]) -> Option<String> {
    read::from_slice::<T>(body).err().map(|e| e.to_string())
}

/// The same bodies with every object's keys reversed, or shuffled, and whitespace around
/// every token: read by both, to the value of the original.
#[test]
fn keys_in_any_order_and_whitespace_read_the_same() {
    let mut pick = Picker(0x6b65_7973);
    for (n, (kind, body)) in corpus().iter().enumerate() {
        // Every state, apply and view body is its own position's: a fifth of them suffices.
        if n % 5 != 0 && !matches!(kind, Kind::Replay | Kind::NewGame | Kind::Mixed) {
            continue;
        }
        let tree = parse(body);
        for (order, spaces) in [
            (Order::Reversed, true),
            (Order::Shuffled, false),
            (Order::Kept, true),
        ] {
            let mut style = Style {
                order,
                spaces,
                pick: Picker(pick.next_u64()),
            };
            let rewritten = style.text(&tree);
            with_type!(*kind, reads_as(body, &rewritten));
            reads_as::<Value>(body, &rewritten);
        }
    }
}

/// Random edits of the bodies: whenever the fast reader reads one, the reference reads it to an
/// equal value. The edits keep a good share of the documents readable, so that the property is
/// tested on accepted documents too.
#[test]
fn mutated_bodies_are_never_read_more_leniently() {
    const MUTATIONS: usize = 20_000;
    let corpus = corpus();
    let mut kinds: Vec<(Kind, Vec<&[u8]>)> = Vec::new();
    for (kind, body) in corpus {
        match kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, bodies)) => bodies.push(body),
            None => kinds.push((*kind, vec![body])),
        }
    }
    let mut pick = Picker(0x6d75_7461_7465);
    let (mut checks, mut both, mut fast_only_refused) = (0usize, 0usize, 0usize);
    for n in 0..MUTATIONS {
        // Every kind as often: small bodies (actions, rules, new games) as often as states.
        let (kind, bodies) = one(&mut pick, &kinds);
        let (kind, body) = (*kind, *one(&mut pick, bodies));
        let mut tree = parse(body);
        let edits = 1 + pick.below(3);
        for _ in 0..edits {
            mutate_tree(&mut tree, &mut pick);
        }
        let mut style = Style {
            order: *one(
                &mut pick,
                &[Order::Kept, Order::Kept, Order::Reversed, Order::Shuffled],
            ),
            spaces: pick.below(4) == 0,
            pick: Picker(pick.next_u64()),
        };
        let mut mutated = style.text(&tree);
        if pick.below(2) == 0 {
            for _ in 0..1 + pick.below(2) {
                mutate_bytes(&mut mutated, &mut pick);
            }
        }
        // As a `Value` too, every other time (the reading of every JSON text), and every
        // fourth time as another kind.
        let other = one(&mut pick, &kinds).0;
        let also = [
            Some(Kind::Value).filter(|_| n % 2 == 0),
            Some(other).filter(|_| n % 4 == 1),
        ];
        for kind in std::iter::once(kind).chain(also.into_iter().flatten()) {
            let reading = compare_as(kind, &mutated);
            checks += 1;
            if reading.fast {
                both += 1;
            } else if reading.reference {
                fast_only_refused += 1;
            }
        }
    }
    println!(
        "{MUTATIONS} mutations, {checks} readings: both read {both}, only the reference read \
         {fast_only_refused}"
    );
    assert!(both > checks / 10, "{both} of {checks} read by both");
    assert!(fast_only_refused > 0);
}

/// A struct is read from an object only; the array form serde's derive also reads is refused
/// by both readers.
#[test]
fn a_struct_given_as_an_array_is_refused() {
    for (kind, body) in [
        (Kind::State, "[1]"),
        (Kind::Mixed, r#"[[], [], null, null]"#),
        (
            Kind::Mixed,
            r#"{"shapes":[{"circle":[{"x":1},2]}],"either":[],"tagged":null,"extra":null}"#,
        ),
        (Kind::LegalActions, r#"[{"sealed":"x"},0]"#),
        (Kind::Apply, r#"[{"sealed":"x"},0,{"type":"pass"},false]"#),
        (
            Kind::NewGame,
            r#"{"players":["a","b","c"],"start":[[1,2,3],{}]}"#,
        ),
    ] {
        let reading = compare_as(kind, body.as_bytes());
        assert_eq!(
            reading,
            Reading {
                fast: false,
                reference: false
            },
            "{body}"
        );
    }
    assert!(read::from_slice::<Point>(b"[1, 2]").is_err());
    assert!(strict::from_slice::<Point>(b"[1, 2]").is_err());
    assert_eq!(
        read::from_slice::<Point>(br#"{"x":1,"y":2}"#).ok(),
        Some(Point { x: 1, y: Some(2) })
    );
}

/// Integral floats are integers to the reference; the fast reader leaves every float, `-0` and
/// every integer beyond 64 bits to it.
#[test]
fn floats_are_left_to_the_reference() {
    let state = text(poch_tests::load_position().0.state());
    for seat in ["3.0", "3e0", "0.3e1", "30E-1"] {
        let body =
            format!(r#"{{"state":{{"plain":{state}}},"seat":{seat},"action":{{"type":"pass"}}}}"#);
        assert!(
            read::from_slice::<ApplyRequest>(body.as_bytes()).is_err(),
            "{seat}"
        );
        let request = strict::from_slice::<ApplyRequest>(body.as_bytes()).expect("reference");
        assert_eq!(request.seat, 3, "{seat}");
    }
    let bet = br#"{"type":"bet","amount":2.0}"#;
    assert!(read::from_slice::<Action>(bet).is_err());
    assert_eq!(
        strict::from_slice::<Action>(bet).ok(),
        Some(Action::Bet { amount: 2 })
    );
    for (body, reference) in [
        ("-0", true),
        ("1.5", true),
        ("18446744073709551616", true),
        ("-9223372036854775809", true),
        ("1e400", false),
    ] {
        assert!(
            read::from_slice::<Value>(body.as_bytes()).is_err(),
            "{body}"
        );
        assert_eq!(
            strict::from_slice::<Value>(body.as_bytes()).is_ok(),
            reference,
            "{body}"
        );
    }
    // The extremes of 64 bits are integers to both.
    for (body, value) in [
        ("18446744073709551615", json!(u64::MAX)),
        ("-9223372036854775808", json!(i64::MIN)),
        ("0", json!(0)),
        ("-1", json!(-1)),
    ] {
        assert_eq!(compare::<Value>(body.as_bytes()), both_read());
        assert_eq!(read::from_slice::<Value>(body.as_bytes()).ok(), Some(value));
    }
    // A float type reads an integer as serde_json does.
    assert_eq!(read::from_slice::<f64>(b"-3").ok(), Some(-3.0));
    assert_eq!(compare::<Mixed>(&mixed_documents()[0]), both_read());
}

fn both_read() -> Reading {
    Reading {
        fast: true,
        reference: true,
    }
}

/// Nesting deeper than the fast reader's limit is refused without running out of stack,
/// however deep; the reference still reads what it reads (an ignored deep value).
#[test]
fn deep_nesting_is_refused_without_overflowing_the_stack() {
    for open in [b"[".as_slice(), b"{\"a\":"] {
        let body = open.repeat(10_000);
        assert_eq!(
            compare::<Value>(&body),
            Reading {
                fast: false,
                reference: false
            }
        );
        let mut closed = body.clone();
        closed.extend_from_slice(b"1");
        closed.extend(std::iter::repeat_n(
            if open == b"[" { b']' } else { b'}' },
            10_000,
        ));
        let neither = Reading {
            fast: false,
            reference: false,
        };
        assert_eq!(compare::<Value>(&closed), neither);
        assert_eq!(compare::<Mixed>(&closed), neither);
    }
    // 100 levels are read, 101 are not.
    let nested = |depth: usize| format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    assert_eq!(
        compare::<Value>(nested(read::MAX_DEPTH as usize).as_bytes()),
        both_read()
    );
    assert_eq!(
        compare::<Value>(nested(read::MAX_DEPTH as usize + 1).as_bytes()),
        Reading {
            fast: false,
            reference: true
        }
    );
    // serde_json skips an unknown field's value without a depth limit: the fallback reads it.
    let ignored = format!(
        r#"{{"shapes":[],"either":[],"tagged":null,"extra":null,"unknown":{}}}"#,
        nested(10_000)
    );
    assert_eq!(
        compare::<Mixed>(ignored.as_bytes()),
        Reading {
            fast: false,
            reference: true
        }
    );
}

/// Escapes, surrogate pairs included, decode as serde_json decodes them, in values and keys;
/// lone surrogates, bad escapes, raw control bytes and invalid UTF-8 are refused by both.
#[test]
fn strings_decode_as_serde_json_decodes_them() {
    for body in [
        r#""plain""#,
        r#""\"\\\/\b\f\n\r\t""#,
        r#""\u0041\u00e9\u20AC\uffff\u0000""#,
        r#""\ud83d\ude00 and \uD834\uDD1E""#,
        "\"raw \u{e9}\u{20ac}\u{1F600}\"",
        r#""ends in an escape\n""#,
        r#""\\""#,
        r#""""#,
    ] {
        assert_eq!(compare::<String>(body.as_bytes()), both_read(), "{body}");
        assert_eq!(
            read::from_slice::<String>(body.as_bytes()).ok(),
            serde_json::from_str::<String>(body).ok(),
            "{body}"
        );
    }
    for body in [
        br#""\ud800""#.as_slice(),
        br#""\udc00""#,
        br#""\ud800\u0041""#,
        br#""\ud800x""#,
        br#""\u12""#,
        br#""\x""#,
        b"\"a\x01b\"",
        b"\"\x1f\"",
        b"\"\xff\"",
        b"\"\xc3\"",
        b"\"\xed\xa0\x80\"",
        b"\"unterminated",
        b"\"escape at the end\\",
    ] {
        assert_eq!(
            compare::<String>(body),
            Reading {
                fast: false,
                reference: false
            },
            "{}",
            show(body)
        );
    }
    // A key with an escape is read as the key it decodes to (not predicted, read).
    let state = text(poch_tests::load_position().0.state());
    let body = format!(
        r#"{{"st\u0061te":{{"pl\u0061in":{state}}},"\u0073eat":2,"action":{{"typ\u0065":"p\u0061ss"}}}}"#
    );
    assert_eq!(compare::<ApplyRequest>(body.as_bytes()), both_read());
    let request = read::from_slice::<ApplyRequest>(body.as_bytes()).expect("read");
    assert_eq!((request.seat, request.action), (2, Action::Pass));
}

/// Only whitespace may surround the value.
#[test]
fn whitespace_around_the_value_and_nothing_else() {
    for body in [" 1", "1 ", "\t\n\r [ 1 , 2 ] \n", " {\"x\" : 1 } "] {
        assert_eq!(compare::<Value>(body.as_bytes()), both_read(), "{body:?}");
    }
    for body in [
        "1 2",
        "[1] [2]",
        "{} x",
        "[1],",
        "nullx",
        "1x",
        "\u{feff}1",
        "\x0c1",
        "[1,]",
        "{\"a\":1,}",
        "[,1]",
        "{,}",
        "",
        " ",
        "tru",
        "[1 2]",
        "{\"a\" 1}",
        "{\"a\":1 \"b\":2}",
        "{1:2}",
    ] {
        assert_eq!(
            compare::<Value>(body.as_bytes()),
            Reading {
                fast: false,
                reference: false
            },
            "{body:?}"
        );
    }
}

/// serde's other shapes read as the reference reads them: every variant kind of an
/// externally tagged enum, internally tagged and untagged enums, flattening, aliases, options
/// of options, tuples, chars, unknown fields skipped.
#[test]
fn serde_shapes_read_as_the_reference_reads_them() {
    for document in mixed_documents() {
        assert_eq!(
            compare::<Mixed>(&document),
            both_read(),
            "{}",
            show(&document)
        );
    }
    for (body, both) in [
        (r#""dot""#, true),
        (r#"{"dot":null}"#, true),
        (r#"{"dot":1}"#, false),
        (r#"{"label":"x"}"#, true),
        (r#""label""#, false),
        (r#"{"line":[{"x":1}]}"#, false),
        (r#"{"line":[{"x":1},{"x":2}],"dot":null}"#, false),
        (r#"{"circle":{"centre":{"x":1},"radius":2}}"#, true),
        (r#"{}"#, false),
        (r#""nope""#, false),
        (r#"{"boxed":{"x":1,"z":2}}"#, false),
    ] {
        let expected = Reading {
            fast: both,
            reference: both,
        };
        assert_eq!(compare::<Shape>(body.as_bytes()), expected, "{body}");
    }
    assert_eq!(
        read::from_slice::<Vec<Option<String>>>(br#"["a", null]"#).ok(),
        Some(vec![Some("a".to_owned()), None])
    );
    assert!(read::from_slice::<[u8; 2]>(b"[1, 2, 3]").is_err());
    assert!(read::from_slice::<(u8, u8)>(b"[1]").is_err());
    assert_eq!(read::from_slice::<char>(br#""\u00e9""#).ok(), Some('é'));
    assert_eq!(read::from_slice::<()>(b"null").ok(), Some(()));
    assert_eq!(
        read::from_slice::<Action>(br#"{"card":"TC","type":"lead"}"#).ok(),
        strict::from_slice::<Action>(br#"{"card":"TC","type":"lead"}"#).ok()
    );
    assert!(read::from_slice::<Action>(br#"{"type":"lead","card":"TC","x":1}"#).is_err());
}

// ---------------------------------------------------------------------------------------------
// Target types that catch errors
// ---------------------------------------------------------------------------------------------

/// A `u32`, or `None` where that fails: the error is caught and the reading goes on.
#[derive(Debug, PartialEq)]
struct Lenient(Option<u32>);

impl<'de> Deserialize<'de> for Lenient {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Lenient(u32::deserialize(d).ok()))
    }
}

/// An object's entries with their keys read as floats (`serde_json` reads `"1.5"` so), `None`
/// where that fails, the error caught.
#[derive(Debug, PartialEq)]
struct FloatKeys(Vec<(Option<f64>, u32)>);

impl<'de> Deserialize<'de> for FloatKeys {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Key;

        impl<'de> DeserializeSeed<'de> for Key {
            type Value = Option<f64>;

            fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<f64>, D::Error> {
                Ok(f64::deserialize(d).ok())
            }
        }

        struct Entries;

        impl<'de> Visitor<'de> for Entries {
            type Value = FloatKeys;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FloatKeys, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key_seed(Key)? {
                    entries.push((key, map.next_value()?));
                }
                Ok(FloatKeys(entries))
            }
        }

        d.deserialize_map(Entries)
    }
}

/// An error the fast reader raises refuses the whole body, even when a type catches it and
/// goes on: what the fast reader refuses, the reference may read to another value.
#[test]
fn an_error_caught_by_the_target_type_still_refuses_the_body() {
    // serde_json reads a key as a float; the fast reader refuses to, and the key type catches
    // that: reading on would give `None` where the reference gives 1.5.
    assert_eq!(
        strict::from_slice::<FloatKeys>(br#"{"1.5":1}"#).ok(),
        Some(FloatKeys(vec![(Some(1.5), 1)]))
    );
    assert_eq!(
        compare::<FloatKeys>(br#"{"1.5":1}"#),
        Reading {
            fast: false,
            reference: true
        }
    );
    // Values: a float, a string, a number out of range, each caught by the element type.
    for body in ["[1, 2.5, 3]", r#"[1, "x", 3]"#, "[1, 4294967296, 3]"] {
        assert_eq!(
            compare::<Vec<Lenient>>(body.as_bytes()),
            Reading {
                fast: false,
                reference: true
            },
            "{body}"
        );
    }
    assert_eq!(compare::<Vec<Lenient>>(b"[1, 2, 3]"), both_read());
}

//! The fast JSON writer of REST answers (`rest::write::to_writer`) writes byte for byte what
//! `serde_json` writes, for every answer of random matches and every shape of serde's data
//! model, and refuses (never miswrites) what it leaves to `serde_json`.

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use poch_engine::Viewer;
use poch_service::error::{ApiError, Problem};
use poch_service::ops::{self, Outcome};
use poch_service::rest::write::to_writer;
use poch_service::rest::{GameResponse, LegalActionsResponse, ViewResponse};
use serde::ser::{Error as _, SerializeMap, SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};

/// Asserts that `to_writer` appends exactly `serde_json`'s bytes (after what the buffer holds).
#[track_caller]
fn same<T: Serialize + ?Sized>(value: &T) {
    let expected = serde_json::to_vec(value).expect("serde_json writes it");
    let mut buf = b"prefix".to_vec();
    if let Err(e) = to_writer(&mut buf, value) {
        panic!(
            "refused ({e}) what serde_json writes as {}",
            String::from_utf8_lossy(&expected)
        );
    }
    let written = &buf[b"prefix".len()..];
    assert!(
        written == expected.as_slice(),
        "\n wrote: {}\nserde_json: {}",
        String::from_utf8_lossy(written),
        String::from_utf8_lossy(&expected)
    );
    assert_eq!(&buf[..b"prefix".len()], b"prefix");
}

/// Asserts that `to_writer` refuses `value`.
#[track_caller]
fn refused<T: Serialize + ?Sized>(value: &T) {
    let mut buf = Vec::new();
    assert!(
        to_writer(&mut buf, value).is_err(),
        "wrote {} instead of refusing",
        String::from_utf8_lossy(&buf)
    );
}

#[test]
fn every_answer_of_random_matches_is_written_as_serde_json_writes_it() {
    let sampled = poch_tests::random_play(0..24);
    assert!(sampled.len() > 500, "{} positions", sampled.len());
    let mut answers = 0;
    for s in &sampled {
        let (before, step) = (&s.before, &s.step);
        same(before.state());
        same(step.game.state());
        same(&step.events);
        same(&s.action);
        // The Apply answer with and without views, as the REST handler builds it.
        let views = ops::all_views(&step.game);
        for views in [Vec::new(), views.clone()] {
            same(&GameResponse::from(Outcome {
                game: step.game.clone(),
                events: step.events.clone(),
                views,
            }));
            answers += 1;
        }
        for view in views {
            same(&ViewResponse { view });
        }
        for seat in 0..before.players() {
            same(&LegalActionsResponse {
                legal: before.legal_actions(seat),
            });
            if Some(seat) != before.to_act()
                && let Err(rejected) = before.clone().apply(seat, s.action.clone())
            {
                same(&ApiError::Rejected(rejected.rejection).problem());
            }
        }
        same(&before.view(Viewer::Spectator));
        same(before.rules());
    }
    assert_eq!(answers, 2 * sampled.len());
}

#[test]
fn the_load_tests_answer_is_written_as_serde_json_writes_it() {
    let (game, seat, action) = poch_tests::load_position();
    let step = game.apply(seat, action).expect("legal");
    let response = GameResponse::from(Outcome {
        game: step.game,
        events: step.events,
        views: Vec::new(),
    });
    same(&response);
    let mut buf = Vec::new();
    to_writer(&mut buf, &response).expect("written");
    let text = String::from_utf8(buf).expect("UTF-8");
    assert!(text.starts_with(r#"{"state":{"plain":{"#), "{text}");
    assert!(text.contains(r#""views":[],"to_act":"#), "{text}");
}

#[test]
fn presets_and_problems_are_written_as_serde_json_writes_them() {
    same(&poch_service::rest::presets_response());
    for preset in ops::presets() {
        same(&preset.rules);
    }
    same(&Problem {
        r#type: "urn:poch:error:internal".into(),
        title: "Internal Server Error".into(),
        status: 500,
        detail: "cannot write \"this\"\n\tat C:\\path — ünïcode 🂡".into(),
        code: "internal".into(),
        invariant: None,
        field: Some("state.plain".into()),
    });
    for error in [
        ApiError::UnknownPreset("no\u{0}such\u{1f}preset\u{7f}".into()),
        ApiError::MalformedBody("expected `,` or `}` at line 1 column 2\u{2028}".into()),
        ApiError::InvalidArgument {
            field: "action.card".into(),
            reason: "not a card: \"ZZ\"".into(),
        },
        ApiError::DeckOrdersForbidden,
        ApiError::PayloadTooLarge { limit: usize::MAX },
    ] {
        same(&error.problem());
    }
}

/// Strings that exercise every escape.
fn awkward_strings() -> Vec<String> {
    let mut out: Vec<String> = (0u8..=0x7F).map(|b| char::from(b).to_string()).collect();
    out.push((0u8..=0x7F).map(char::from).collect());
    out.extend(
        [
            "",
            "TD",
            "\"",
            "\\",
            "\\\"",
            "/",
            "a/b</script>",
            "é",
            "🂡",
            "U+2028:\u{2028}, U+2029:\u{2029}",
            "\u{80}\u{9f}\u{a0}\u{ff}\u{fffd}\u{10ffff}",
            "tab\there, newline\nthere, cr\r, ff\u{c}, bs\u{8}, nul\u{0}, esc\u{1b}, del\u{7f}",
            "end with a backslash\\",
            "\"quoted\"",
        ]
        .map(String::from),
    );
    out.push("x".repeat(200));
    out.push("0123456789abcdef".repeat(8));
    out.push("é🂡".repeat(40));
    out
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    for s in awkward_strings() {
        same(&s);
        same(&[&s, &s]);
        same(&Some(&s));
        same(&BTreeMap::from([(s.clone(), s.clone())]));
        same(&serde_json::json!({ "k": [s.clone(), { "n": s.clone() }] }));
    }
    // One byte that needs an escape (or one that does not) at every position of strings of
    // every length up to 80 bytes: every alignment of the word-at-a-time check.
    let specials = [
        '\0', '\u{1f}', '\u{20}', '"', '\\', '\u{7f}', '\n', '/', 'é',
    ];
    for len in 0..=80 {
        same(&"a".repeat(len));
        for at in 0..len {
            for c in specials {
                let mut s = "b".repeat(at);
                s.push(c);
                s.push_str(&"c".repeat(len - at - 1));
                same(&s);
                same(&BTreeMap::from([(s.clone(), 1)]));
            }
        }
    }
}

#[test]
fn map_keys_are_written_as_serde_json_writes_them() {
    let strings = awkward_strings();
    let by_string: BTreeMap<&str, usize> = strings
        .iter()
        .enumerate()
        .map(|(i, s)| (s.as_str(), i))
        .collect();
    same(&by_string);
    let mut value = serde_json::Map::new();
    for (i, s) in strings.iter().enumerate() {
        value.insert(
            s.clone(),
            serde_json::json!({ s.clone(): [i, s.clone(), null, true] }),
        );
    }
    same(&serde_json::Value::Object(value));
    same(&HashMap::from([(1u32, "one"), (u32::MAX, "max"), (0, "")]));
    same(&BTreeMap::from([
        (i8::MIN, 1),
        (-1, 2),
        (0, 3),
        (i8::MAX, 4),
    ]));
    same(&BTreeMap::from([(i64::MIN, ()), (i64::MAX, ())]));
    same(&BTreeMap::from([(u64::MAX, [(); 0])]));
    same(&BTreeMap::from([
        (i128::MIN, 0u128),
        (i128::MAX, u128::MAX),
    ]));
    same(&BTreeMap::from([(u8::MAX, 0u8)]));
    same(&BTreeMap::from([(i16::MIN, 0), (i16::MAX, 0)]));
    same(&BTreeMap::from([(u16::MAX, 0)]));
    same(&BTreeMap::from([(true, 1), (false, 0)]));
    same(&BTreeMap::from([('a', 1), ('"', 2), ('\n', 3), ('🂡', 4)]));
    same(&BTreeMap::from([(Some("some"), 1)]));
    same(&BTreeMap::from([(Id(7), "newtype struct")]));
    same(&BTreeMap::from([(Colour::Red, 1), (Colour::Green, 2)]));
    same(&BTreeMap::from([(Shown("a\"b"), 1)]));
    // Keys serde_json refuses too.
    for refusal in [
        serde_json::to_vec(&BTreeMap::from([(None::<&str>, 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([((), 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([(Unit, 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([((1, 2), 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([(vec![1], 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([(Shape::Circle(1), 1)])).is_err(),
        serde_json::to_vec(&BTreeMap::from([(Bytes(b"k"), 1)])).is_err(),
    ] {
        assert!(refusal, "serde_json refuses these keys");
    }
    refused(&BTreeMap::from([(None::<&str>, 1)]));
    refused(&BTreeMap::from([((), 1)]));
    refused(&BTreeMap::from([(Unit, 1)]));
    refused(&BTreeMap::from([((1, 2), 1)]));
    refused(&BTreeMap::from([(vec![1], 1)]));
    refused(&BTreeMap::from([(Shape::Circle(1), 1)]));
    refused(&BTreeMap::from([(Shape::Square { side: 1 }, 1)]));
    refused(&BTreeMap::from([(Shape::Pair(1, 2), 1)]));
    refused(&BTreeMap::from([(Bytes(b"k"), 1)]));
    refused(&BTreeMap::from([(BTreeMap::from([(1, 1)]), 1)]));
    refused(&BTreeMap::from([(Point { x: 1, y: 2 }, 1)]));
}

/// A map written key by key (`serialize_key`, then `serialize_value`), not entry by entry.
struct KeyThenValue;

impl Serialize for KeyThenValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_key("first")?;
        m.serialize_value(&1)?;
        m.serialize_key("needs \"escape\"")?;
        m.serialize_value(&[1, 2])?;
        m.serialize_key(&-7i32)?;
        m.serialize_value("minus seven")?;
        m.serialize_key(&true)?;
        m.serialize_value(&Colour::Red)?;
        m.serialize_key(&'c')?;
        m.serialize_value(&None::<u8>)?;
        m.serialize_key(&Shown("shown"))?;
        m.serialize_value(&BTreeMap::from([("inner", 1)]))?;
        m.serialize_key(&Colour::Green)?;
        m.serialize_value(&Some(Id(3)))?;
        m.serialize_key("a key longer than sixteen bytes")?;
        m.serialize_value(&())?;
        m.end()
    }
}

#[test]
fn maps_written_key_then_value_are_written_as_serde_json_writes_them() {
    same(&KeyThenValue);
    same(&[KeyThenValue, KeyThenValue]);
    same(&BTreeMap::from([("k", KeyThenValue)]));
}

#[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
struct Id(u32);

#[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
struct Unit;

#[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
struct Point {
    x: i32,
    y: i32,
}

#[derive(Serialize)]
struct Pair(i8, u64);

#[derive(Serialize)]
struct Nothing {}

#[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
enum Colour {
    Red,
    Green,
}

#[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
enum Shape {
    Dot,
    Circle(u32),
    Pair(i32, i32),
    Square {
        side: u32,
    },
    NoFields {},
    NoItems(),
    #[serde(rename = "we\"ird\n")]
    Weird {
        #[serde(rename = "a\\b")]
        ab: u8,
    },
}

#[derive(Serialize)]
struct Everything {
    unit: (),
    unit_struct: Unit,
    newtype: Id,
    tuple_struct: Pair,
    point: Point,
    nothing: Nothing,
    shapes: Vec<Shape>,
    none: Option<u8>,
    some: Option<Option<u8>>,
    some_none: Option<Option<u8>>,
    empty_vec: Vec<u8>,
    empty_nested: Vec<Vec<Vec<u8>>>,
    empty_map: BTreeMap<String, u8>,
    nested_empty_maps: BTreeMap<String, BTreeMap<String, u8>>,
    empty_tuple: (),
    tuple: (u8, &'static str, char, bool),
    array: [i16; 3],
    bytes: Bytes,
    empty_bytes: Bytes,
    chars: Vec<char>,
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kept: Option<u8>,
    #[serde(rename = "re\"named\\")]
    renamed: bool,
    #[serde(rename = "")]
    empty_name: bool,
    #[serde(rename = "a_field_name_longer_than_sixteen_bytes")]
    long_name: u8,
    #[serde(flatten)]
    flattened: Point,
    tagged: Tagged,
    adjacent: Adjacent,
    untagged: Vec<Untagged>,
    shown: Shown,
    ints: Ints,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Tagged {
    Lead { card: &'static str, seat: u8 },
}

#[derive(Serialize)]
#[serde(tag = "t", content = "c")]
enum Adjacent {
    Both(u8, u8),
}

#[derive(Serialize)]
#[serde(untagged)]
enum Untagged {
    Number(u32),
    Text(&'static str),
    Nothing,
}

#[derive(Serialize)]
struct Ints {
    i8: [i8; 3],
    i16: [i16; 3],
    i32: [i32; 3],
    i64: [i64; 3],
    i128: [i128; 3],
    u8: [u8; 3],
    u16: [u16; 3],
    u32: [u32; 3],
    u64: [u64; 3],
    u128: [u128; 3],
    usize: [usize; 2],
    isize: [isize; 2],
}

/// `serialize_bytes`.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Bytes(&'static [u8]);

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(self.0)
    }
}

/// `collect_str`, in several fragments.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Shown(&'static str);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{}|{}|\u{1}\"{}>", self.0, 42, self.0)
    }
}

impl Serialize for Shown {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

fn everything() -> Everything {
    Everything {
        unit: (),
        unit_struct: Unit,
        newtype: Id(0),
        tuple_struct: Pair(i8::MIN, u64::MAX),
        point: Point { x: -1, y: i32::MAX },
        nothing: Nothing {},
        shapes: vec![
            Shape::Dot,
            Shape::Circle(3),
            Shape::Pair(-1, 1),
            Shape::Square { side: 4 },
            Shape::NoFields {},
            Shape::NoItems(),
            Shape::Weird { ab: 1 },
        ],
        none: None,
        some: Some(Some(1)),
        some_none: Some(None),
        empty_vec: vec![],
        empty_nested: vec![vec![], vec![vec![]]],
        empty_map: BTreeMap::new(),
        nested_empty_maps: BTreeMap::from([(String::new(), BTreeMap::new())]),
        empty_tuple: (),
        tuple: (255, "s", '\u{0}', false),
        array: [i16::MIN, 0, i16::MAX],
        bytes: Bytes(&[0, 1, 9, 10, 99, 100, 255]),
        empty_bytes: Bytes(&[]),
        chars: vec!['a', '"', '\\', '\n', '\u{7f}', 'é', '🂡', '\u{2028}'],
        skipped: None,
        kept: Some(0),
        renamed: true,
        empty_name: false,
        long_name: 7,
        flattened: Point { x: 5, y: 6 },
        tagged: Tagged::Lead {
            card: "TD",
            seat: 3,
        },
        adjacent: Adjacent::Both(1, 2),
        untagged: vec![Untagged::Number(1), Untagged::Text("t"), Untagged::Nothing],
        shown: Shown("x\ny"),
        ints: Ints {
            i8: [i8::MIN, -1, i8::MAX],
            i16: [i16::MIN, -10, i16::MAX],
            i32: [i32::MIN, -100, i32::MAX],
            i64: [i64::MIN, -1000, i64::MAX],
            i128: [i128::MIN, -10_000, i128::MAX],
            u8: [0, 10, u8::MAX],
            u16: [0, 100, u16::MAX],
            u32: [0, 1000, u32::MAX],
            u64: [0, 9_999_999_999, u64::MAX],
            u128: [0, 10_000_000_000_000_000_000, u128::MAX],
            usize: [0, usize::MAX],
            isize: [isize::MIN, isize::MAX],
        },
    }
}

#[test]
fn every_shape_of_the_data_model_is_written_as_serde_json_writes_it() {
    same(&everything());
    same(&[everything(), everything()]);
    same(&());
    same(&Unit);
    same(&Id(42));
    same(&Pair(-1, 1));
    same(&Nothing {});
    same(&Shape::Dot);
    same(&Shape::Circle(0));
    same(&Shape::Pair(0, 0));
    same(&Shape::Square { side: 0 });
    same(&Shape::NoFields {});
    same(&Shape::NoItems());
    same(&Shape::Weird { ab: 2 });
    same(&None::<u8>);
    same(&Some(()));
    same(&Some(Some(Unit)));
    same(&Bytes(b"bytes"));
    same(&Bytes(&[]));
    same(&'x');
    same(&'"');
    same(&'\u{1f}');
    same(&i64::MIN);
    same(&u64::MAX);
    same(&i128::MIN);
    same(&u128::MAX);
    same(&true);
    same(&"");
    same(&Shown(""));
    same(&Shown("\\"));
    same(&Vec::<Vec<u8>>::new());
    same(&vec![BTreeMap::<u8, u8>::new()]);
    same(
        &serde_json::json!({"a": [], "b": {}, "c": [[], [{}]], "d": null, "e": -1, "f": u64::MAX}),
    );
    same(&serde_json::json!([
        null,
        true,
        false,
        0,
        -9_223_372_036_854_775_808_i64,
        "s"
    ]));
}

/// A value whose `Serialize` reports `len` elements and then writes `count` of them.
struct Lying {
    len: Option<usize>,
    count: usize,
    map: bool,
}

impl Serialize for Lying {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.map {
            let mut m = s.serialize_map(self.len)?;
            for i in 0..self.count {
                m.serialize_entry(&i, &i)?;
            }
            m.end()
        } else {
            let mut q = s.serialize_seq(self.len)?;
            for i in 0..self.count {
                q.serialize_element(&i)?;
            }
            q.end()
        }
    }
}

#[test]
fn length_hints_are_followed_as_serde_json_follows_them() {
    for map in [false, true] {
        for (len, count) in [
            (None, 0),
            (None, 2),
            (Some(5), 0),
            (Some(1), 3),
            (Some(0), 0),
        ] {
            same(&Lying { len, count, map });
        }
        // serde_json would write `[],0` / `{},"0":0`: refused instead.
        refused(&Lying {
            len: Some(0),
            count: 1,
            map,
        });
    }
}

/// A value whose `Serialize` fails halfway.
struct Failing;

impl Serialize for Failing {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Failing", 2)?;
        st.serialize_field("ok", &1)?;
        Err(S::Error::custom("cannot serialize this"))
    }
}

/// A `Display` that fails.
struct BrokenDisplay;

impl fmt::Display for BrokenDisplay {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        Err(fmt::Error)
    }
}

impl Serialize for BrokenDisplay {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One of serde_json's private struct names: serde_json writes the field as raw JSON text.
struct RawValueLike;

impl Serialize for RawValueLike {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("$serde_json::private::RawValue", 1)?;
        st.serialize_field("$serde_json::private::RawValue", "[1]")?;
        st.end()
    }
}

#[test]
fn errors_of_serialize_impls_are_returned() {
    let mut buf = Vec::new();
    let e = to_writer(&mut buf, &Failing).expect_err("the custom error");
    assert_eq!(e.to_string(), "cannot serialize this");
    let e = to_writer(&mut buf, &[Failing]).expect_err("the custom error, nested");
    assert_eq!(e.to_string(), "cannot serialize this");
    let e = to_writer(&mut buf, &BTreeMap::from([("k", Failing)])).expect_err("in a map");
    assert_eq!(e.to_string(), "cannot serialize this");
    refused(&BrokenDisplay);
    refused(&RawValueLike);
    refused(&[RawValueLike]);
    let e: &dyn std::error::Error = &e;
    assert!(!e.to_string().is_empty());
}

#[derive(Serialize)]
struct WithFloat {
    x: f64,
}

#[test]
fn floats_are_left_to_serde_json() {
    refused(&0.0f64);
    refused(&1.5f32);
    refused(&f64::NAN);
    refused(&f64::INFINITY);
    refused(&WithFloat { x: 1e300 });
    refused(&vec![Some(0.1f64)]);
    refused(&serde_json::json!({"a": [1, 2.5]}));
    // Float keys: serde_json writes finite ones quoted; they are left to it too.
    let mut buf = Vec::new();
    let mut ser = serde_json::Serializer::new(&mut buf);
    let mut map = ser.serialize_map(Some(1)).expect("map");
    map.serialize_entry(&2.5f64, &1).expect("entry");
    SerializeMap::end(map).expect("end");
    assert_eq!(buf, br#"{"2.5":1}"#);
    struct FloatKeyMap;
    impl Serialize for FloatKeyMap {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut m = s.serialize_map(Some(1))?;
            m.serialize_entry(&2.5f64, &1)?;
            m.end()
        }
    }
    refused(&FloatKeyMap);
}

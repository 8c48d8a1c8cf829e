//! JSON schemas of the serialized types for OpenAPI 3.1 documents (feature `openapi`, utoipa).
//!
//! Every type whose serde form is derived also derives `utoipa::ToSchema` where it is defined;
//! the derive reads the `#[serde(...)]` attributes it needs (`rename_all`, `tag`, `default`,
//! `skip_serializing_if`, `deny_unknown_fields`). This module writes by hand the schemas that
//! the derive cannot produce exactly as serde writes and reads:
//!
//! * the types with hand-written serde: [`Suit`], [`Rank`], [`Card`], [`CardSet`], [`Seed`],
//!   [`Digest`], [`MatchId`], [`ByField<u32>`](ByField), [`FieldSet`], [`SeatSet`] and [`MaxDeals`];
//! * [`Seat`], a transparent number whose bounds no derive carries;
//! * [`Action`]: internally tagged, and serde refuses unknown keys in every kind (the field-less
//!   ones are read as empty structs); the derive closes none of these objects;
//! * [`Visibility`], [`Viewer`] and [`DealSource`]: externally tagged, serde refuses a second
//!   key beside the variant's, and `DealSource`'s variants refuse unknown keys; the derive
//!   closes none of these objects;
//! * [`Game`], which serializes as its [`GameState`] and is described by it.
//!
//! Integers carry bounds. The derive gives an unsigned field its format and `minimum: 0`
//! (utoipa's `non_strict_integers`); [`IntegerBounds`], a modifier of the whole document,
//! writes each format's `maximum` (`u32` is `format: uint32`, `maximum: 4294967295`; `u64` is
//! `format: uint64`, `maximum: 18446744073709551615`), in this one place. A [`Seat`] is one
//! component, `0..=15`, the seats a [`SeatSet`] can hold (tables have at most
//! [`MAX_PLAYERS`](crate::MAX_PLAYERS) = 8 seats; a seat beyond the table is refused by the
//! engine, not by the schema), and every seat field refers to it. A state's `schema_version`
//! is `1`, the only version the engine reads. Player ids ([`player_ids`]) are 1 to 64 characters and unique, at most
//! [`MAX_PLAYERS`](crate::MAX_PLAYERS) of them (the engine counts the 64 in bytes, which no
//! schema can say).
//!
//! The schemas do not express what serde reads beyond the canonical form: cards, suits and ranks
//! are read in either case and seeds and digests in upper-case hex as well, though they are
//! always written in the canonical case that the patterns describe; `{"public": null}` and
//! `{"spectator": null}` are read as the unit variants written `"public"` and `"spectator"`.
//! [`CardSet`], [`FieldSet`] and [`SeatSet`] carry `uniqueItems`: serde refuses a repeated
//! entry, as the protobuf conversions do (the sets' `from_list`).

use std::borrow::Cow;

use utoipa::openapi::path::{Operation, Parameter};
use utoipa::openapi::request_body::RequestBody;
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayBuilder, ArrayItems, KnownFormat, ObjectBuilder, OneOfBuilder,
    RefBuilder, Schema, SchemaFormat, Type,
};
use utoipa::openapi::{Content, Header, OpenApi, Ref, RefOr, Response};
use utoipa::{Modify, Number, PartialSchema, ToSchema};

use crate::action::{Action, DeckOrder, Direction};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::event::Visibility;
use crate::field::{ByField, Field, FieldSet};
use crate::game::{DealSource, Game};
use crate::random::{Digest, MatchId, Seed};
use crate::rules::MaxDeals;
use crate::seats::{Seat, SeatSet};
use crate::state::GameState;
use crate::view::Viewer;

/// Bounds every unsigned integer of an OpenAPI document by its width: a [`Modify`] for the
/// whole document, to run last.
///
/// The derive describes a `u8`, `u16`, `u32` or `u64` by its format and `minimum: 0`; this
/// writes the format's `maximum` (unless the field sets its own) and spells the format as the
/// OpenAPI format registry does, `uint32` (utoipa 6.0 writes `u-int32`). It reaches every
/// schema: the components and, in the paths, every parameter, request body, response body and
/// response header.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntegerBounds;

impl IntegerBounds {
    /// [`IntegerBounds`] over one schema and those inside it: for a schema used outside an
    /// OpenAPI document (a JSON Schema's `$defs`).
    pub fn apply(schema: &mut RefOr<Schema>) {
        bound(schema);
    }
}

impl Modify for IntegerBounds {
    fn modify(&self, openapi: &mut OpenApi) {
        if let Some(components) = openapi.components.as_mut() {
            components.schemas.values_mut().for_each(bound);
            components.responses.values_mut().for_each(bound_response);
            components.parameters.values_mut().for_each(bound_parameter);
            components.request_bodies.values_mut().for_each(bound_body);
            components.headers.values_mut().for_each(bound_header);
        }
        for item in openapi.paths.paths.values_mut() {
            item.parameters
                .iter_mut()
                .flatten()
                .for_each(bound_parameter);
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.options,
                &mut item.head,
                &mut item.patch,
                &mut item.trace,
                &mut item.query,
            ];
            for operation in operations.into_iter().flatten() {
                bound_operation(operation);
            }
        }
    }
}

/// The format's name in the OpenAPI format registry and its largest value, for an unsigned
/// integer format.
fn unsigned(format: &SchemaFormat) -> Option<(&'static str, Number)> {
    match format {
        SchemaFormat::KnownFormat(KnownFormat::UInt8) => Some(("uint8", u8::MAX.into())),
        SchemaFormat::KnownFormat(KnownFormat::UInt16) => Some(("uint16", u16::MAX.into())),
        SchemaFormat::KnownFormat(KnownFormat::UInt32) => Some(("uint32", u32::MAX.into())),
        SchemaFormat::KnownFormat(KnownFormat::UInt64) => Some(("uint64", u64::MAX.into())),
        SchemaFormat::KnownFormat(_) | SchemaFormat::Custom(_) => None,
    }
}

/// [`IntegerBounds`] over one schema and the schemas inside it.
fn bound(schema: &mut RefOr<Schema>) {
    if let RefOr::T(schema) = schema {
        bound_schema(schema);
    }
}

/// [`IntegerBounds`] over one schema and the schemas inside it.
fn bound_schema(schema: &mut Schema) {
    match schema {
        Schema::Object(object) => {
            if let Some((name, maximum)) = object.format.as_ref().and_then(unsigned) {
                object.format = Some(SchemaFormat::Custom(name.to_owned()));
                object.maximum.get_or_insert(maximum);
            }
            object.properties.values_mut().for_each(bound);
            if let Some(AdditionalProperties::RefOr(values)) =
                object.additional_properties.as_deref_mut()
            {
                bound(values);
            }
            if let Some(names) = object.property_names.as_deref_mut() {
                bound_schema(names);
            }
        }
        Schema::Array(array) => {
            if let ArrayItems::RefOrSchema(items) = &mut array.items {
                bound(items);
            }
            array.prefix_items.iter_mut().for_each(bound_schema);
        }
        Schema::OneOf(one_of) => one_of.items.iter_mut().for_each(bound),
        Schema::AllOf(all_of) => all_of.items.iter_mut().for_each(bound),
        Schema::AnyOf(any_of) => any_of.items.iter_mut().for_each(bound),
        _ => {}
    }
}

/// [`IntegerBounds`] over an operation's parameters, request body and responses.
fn bound_operation(operation: &mut Operation) {
    operation
        .parameters
        .iter_mut()
        .flatten()
        .for_each(bound_parameter);
    operation.request_body.iter_mut().for_each(bound_body);
    operation
        .responses
        .responses
        .values_mut()
        .for_each(bound_response);
}

/// [`IntegerBounds`] over a parameter's schema.
fn bound_parameter(parameter: &mut RefOr<Parameter>) {
    if let RefOr::T(parameter) = parameter {
        parameter.schema.iter_mut().for_each(bound);
    }
}

/// [`IntegerBounds`] over a request body's content.
fn bound_body(body: &mut RefOr<RequestBody>) {
    if let RefOr::T(body) = body {
        body.content.values_mut().for_each(bound_content);
    }
}

/// [`IntegerBounds`] over a response's content and headers.
fn bound_response(response: &mut RefOr<Response>) {
    if let RefOr::T(response) = response {
        response.content.values_mut().for_each(bound_content);
        response.headers.values_mut().for_each(bound_header);
    }
}

/// [`IntegerBounds`] over a header's schema.
fn bound_header(header: &mut RefOr<Header>) {
    if let RefOr::T(header) = header {
        header.schema.iter_mut().for_each(bound);
    }
}

/// [`IntegerBounds`] over one content type's schema.
fn bound_content(content: &mut RefOr<Content>) {
    if let RefOr::T(content) = content {
        content.schema.iter_mut().for_each(bound);
    }
}

/// The referenced schemas a [`ToSchema::schemas`] call collects.
type Schemas = Vec<(String, RefOr<Schema>)>;

/// The highest seat number the schemas allow.
const MAX_SEAT: usize = 15;

/// The pattern of a [`Card`] as written.
const CARD_PATTERN: &str = "^[2-9TJQKA][CSHD]$";

/// The pattern of a [`Seed`] or [`Digest`] as written.
const HEX32_PATTERN: &str = "^[0-9a-f]{64}$";

/// A `u32` as the derive writes one: `format: uint32`, `minimum: 0` ([`IntegerBounds`] adds
/// the maximum).
fn u32_schema() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::UInt32)))
        .minimum(Some(0u32))
}

/// A seat number, `0..=15`.
fn seat_schema() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(0usize))
        .maximum(Some(MAX_SEAT))
}

/// One of the given strings.
fn string_enum<S: Into<String>>(values: impl IntoIterator<Item = S>) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(
            values.into_iter().map(Into::into).collect::<Vec<String>>(),
        ))
}

/// An object that refuses properties it does not list.
fn closed_object() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(AdditionalProperties::FreeForm(false)))
}

/// `{"type": kind}`: the tag of an internally tagged variant.
fn tagged(kind: &str, object: ObjectBuilder) -> ObjectBuilder {
    object
        .property("type", string_enum([kind]))
        .required("type")
}

/// A reference to the component schema of `T`.
fn reference<T: ToSchema>() -> Ref {
    Ref::from_schema_name(T::name())
}

/// `item` or `null`.
fn nullable(item: impl Into<RefOr<Schema>>) -> OneOfBuilder {
    OneOfBuilder::new()
        .item(item)
        .item(ObjectBuilder::new().schema_type(Type::Null))
}

/// Adds the component schema of `T` and those it refers to.
fn add<T: ToSchema>(schemas: &mut Schemas) {
    schemas.push((T::name().into_owned(), T::schema()));
    T::schemas(schemas);
}

impl PartialSchema for Suit {
    fn schema() -> RefOr<Schema> {
        string_enum(Suit::ALL.map(|s| s.char().to_string()))
            .description(Some(
                "A suit: C (clubs), S (spades), H (hearts) or D (diamonds).",
            ))
            .into()
    }
}

impl ToSchema for Suit {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Suit")
    }
}

impl PartialSchema for Rank {
    fn schema() -> RefOr<Schema> {
        string_enum((0..=12).filter_map(Rank::new).map(|r| r.char().to_string()))
            .description(Some(
                "A rank, 2 (lowest) to A (highest): 2-9, T, J, Q, K, A.",
            ))
            .into()
    }
}

impl ToSchema for Rank {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Rank")
    }
}

impl PartialSchema for Card {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(CARD_PATTERN))
            .description(Some(
                "One card: rank (2-9, T, J, Q, K, A) then suit (C, S, H, D); TD is the ten \
                 of diamonds.",
            ))
            .examples(["TD"])
            .into()
    }
}

impl ToSchema for Card {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Card")
    }
}

impl PartialSchema for CardSet {
    fn schema() -> RefOr<Schema> {
        ArrayBuilder::new()
            .items(reference::<Card>())
            .unique_items(true)
            .description(Some(
                "A set of cards, written in listing order (suit C S H D, then rank); a card \
                 listed twice is refused.",
            ))
            .examples([vec!["7C", "9C", "KS", "AD"]])
            .into()
    }
}

impl ToSchema for CardSet {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("CardSet")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Card>(schemas);
    }
}

impl PartialSchema for Seed {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(HEX32_PATTERN))
            .description(Some(
                "32 secret bytes (a match seed or a deal seed) as 64 lowercase hex digits.",
            ))
            .examples([Seed([7; 32]).to_hex()])
            .into()
    }
}

impl ToSchema for Seed {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Seed")
    }
}

impl PartialSchema for Digest {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(HEX32_PATTERN))
            .description(Some(
                "A SHA-256 digest (a deal's commitment) as 64 lowercase hex digits.",
            ))
            .examples([Seed([7; 32]).commitment().to_hex()])
            .into()
    }
}

impl ToSchema for Digest {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Digest")
    }
}

impl PartialSchema for MatchId {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(HEX32_PATTERN))
            .description(Some(
                "A match's identity as 64 lowercase hex digits: public, the same in every token \
                 and view of the match.",
            ))
            .examples([MatchId::of_server_seed(&Seed([7; 32])).to_hex()])
            .into()
    }
}

impl ToSchema for MatchId {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("MatchId")
    }
}

impl PartialSchema for ByField<u32> {
    fn schema() -> RefOr<Schema> {
        Field::ALL
            .iter()
            .fold(closed_object(), |object, field| {
                object.property(field.name(), u32_schema())
            })
            .description(Some(
                "Chips per field. Written with all nine fields; read from any subset, missing \
                 fields being 0.",
            ))
            .into()
    }
}

impl ToSchema for ByField<u32> {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("ByField")
    }
}

impl PartialSchema for FieldSet {
    fn schema() -> RefOr<Schema> {
        ArrayBuilder::new()
            .items(reference::<Field>())
            .unique_items(true)
            .description(Some(
                "A set of fields, written once each in board order; read in any order, and a \
                 field listed twice is refused.",
            ))
            .examples([vec!["A", "MAR", "POCH"]])
            .into()
    }
}

impl ToSchema for FieldSet {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("FieldSet")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Field>(schemas);
    }
}

impl PartialSchema for Seat {
    fn schema() -> RefOr<Schema> {
        seat_schema()
            .description(Some(
                "A seat, numbered 0 to n−1 clockwise. At most 15 here: a seat beyond the \
                 table is refused by the engine (`seat_out_of_range`), not by the schema.",
            ))
            .into()
    }
}

impl ToSchema for Seat {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Seat")
    }
}

impl PartialSchema for SeatSet {
    fn schema() -> RefOr<Schema> {
        ArrayBuilder::new()
            .items(Ref::from_schema_name(Seat::name()))
            .unique_items(true)
            .description(Some(
                "A set of seats (each below 16), written once each, lowest first; read in any \
                 order, and a seat listed twice is refused.",
            ))
            .examples([vec![0u32, 2, 3]])
            .into()
    }
}

impl ToSchema for SeatSet {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("SeatSet")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Seat>(schemas);
    }
}

impl PartialSchema for MaxDeals {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(string_enum(["none"]))
            .item(u32_schema().minimum(Some(1u32)))
            .description(Some(
                "The deal limit: \"none\" or a number of deals of at least 1.",
            ))
            .into()
    }
}

impl ToSchema for MaxDeals {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("MaxDeals")
    }
}

impl PartialSchema for Visibility {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(string_enum(["public"]).description(Some("Everyone, spectators included.")))
            .item(
                closed_object()
                    .property("private_to", reference::<Seat>())
                    .required("private_to")
                    .description(Some("Only the player in this seat.")),
            )
            .description(Some(
                "Who may see an event: \"public\" or {\"private_to\": seat}.",
            ))
            .into()
    }
}

impl ToSchema for Visibility {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Visibility")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Seat>(schemas);
    }
}

impl PartialSchema for Viewer {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(
                closed_object()
                    .property("seat", reference::<Seat>())
                    .required("seat")
                    .description(Some("A player: sees his own hand.")),
            )
            .item(
                string_enum(["spectator"])
                    .description(Some("A spectator: sees only public facts.")),
            )
            .description(Some("Who is looking: {\"seat\": seat} or \"spectator\"."))
            .into()
    }
}

impl ToSchema for Viewer {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Viewer")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Seat>(schemas);
    }
}

impl PartialSchema for DealSource {
    fn schema() -> RefOr<Schema> {
        let seed = closed_object()
            .property("seed", reference::<Seed>())
            .required("seed")
            .property(
                "first_dealer",
                nullable(reference::<Seat>())
                    .description(Some("The first dealer; drawn from the seed when absent.")),
            );
        let decks = closed_object()
            .property(
                "first_dealer",
                RefBuilder::new()
                    .ref_location_from_schema_name(Seat::name())
                    .description(Some("The first dealer.")),
            )
            .required("first_dealer")
            .property(
                "decks",
                ArrayBuilder::new()
                    .items(reference::<DeckOrder>())
                    .description(Some(
                        "Deck orders for the first deals, in order; later ones come with \
                         `deal` actions.",
                    )),
            )
            .required("decks");
        OneOfBuilder::new()
            .item(
                closed_object()
                    .property("seed", seed)
                    .required("seed")
                    .description(Some("Shuffle every deal from a secret match seed.")),
            )
            .item(
                closed_object()
                    .property("decks", decks)
                    .required("decks")
                    .description(Some(
                        "Deal from supplied deck orders (tests, analysis, replays of real \
                         games).",
                    )),
            )
            .description(Some("Where the cards of a new match come from."))
            .into()
    }
}

impl ToSchema for DealSource {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("DealSource")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Seed>(schemas);
        add::<Seat>(schemas);
        add::<DeckOrder>(schemas);
    }
}

impl PartialSchema for Action {
    fn schema() -> RefOr<Schema> {
        let amount = |what: &str| u32_schema().description(Some(what));
        OneOfBuilder::new()
            .item(tagged("pass_turn", closed_object()).description(Some(
                "Phase 2, no bet outstanding: pass (leave, or check under \
                 `initial_pass=check`).",
            )))
            .item(
                tagged("bet", closed_object())
                    .property("amount", amount("The chips bet (at least 1)."))
                    .required("amount")
                    .description(Some("Phase 2, no bet outstanding: bet `amount` chips.")),
            )
            .item(tagged("call", closed_object()).description(Some(
                "Phase 2: match the high stake (all-in for less under \
                 `short_stack=all_in`).",
            )))
            .item(
                tagged("raise_bet", closed_object())
                    .property(
                        "amount",
                        amount("The increment over the high stake (at least 1)."),
                    )
                    .required("amount")
                    .description(Some(
                        "Phase 2: match the high stake and raise it by `amount`.",
                    )),
            )
            .item(tagged("fold", closed_object()).description(Some(
                "Phase 2, bet outstanding: give up; chips already bet are lost.",
            )))
            .item(
                tagged("lead", closed_object())
                    .property("card", reference::<Card>())
                    .required("card")
                    .property(
                        "direction",
                        nullable(reference::<Direction>()).description(Some(
                            "The direction for the whole deal, on the first lead under \
                             `leader_choice` only.",
                        )),
                    )
                    .description(Some(
                        "Phase 3: lead `card`; the forced follows are played with it.",
                    )),
            )
            .item(
                tagged("deal", closed_object())
                    .property(
                        "deck",
                        nullable(reference::<DeckOrder>()).description(Some(
                            "The deck order, where the match is played from supplied decks.",
                        )),
                    )
                    .description(Some("Between deals: the next dealer deals the next deal.")),
            )
            .item(tagged("timeout", closed_object()).description(Some(
                "Any phase, the seat's time ran out: the engine plays the time-out move for it \
                 (pass, else fold; the lowest card, upward; the deal), named by a `timed_out` \
                 event.",
            )))
            .description(Some(
                "One decision of a player, tagged by `type`: pass_turn, bet, call, raise_bet, fold, \
                 lead, deal or timeout.",
            ))
            .examples([
                utoipa::r#gen::serde_json::json!({"type": "bet", "amount": 2}),
                utoipa::r#gen::serde_json::json!({"type": "lead", "card": "TD"}),
            ])
            .into()
    }
}

impl ToSchema for Action {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Action")
    }

    fn schemas(schemas: &mut Schemas) {
        add::<Card>(schemas);
        add::<Direction>(schemas);
        add::<DeckOrder>(schemas);
    }
}

/// A [`Game`] is written and read as its [`GameState`] (reading also checks every invariant,
/// which no schema expresses), so it is documented as `GameState`.
impl PartialSchema for Game {
    fn schema() -> RefOr<Schema> {
        GameState::schema()
    }
}

impl ToSchema for Game {
    fn name() -> Cow<'static, str> {
        GameState::name()
    }

    fn schemas(schemas: &mut Schemas) {
        GameState::schemas(schemas);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use utoipa::openapi::{ComponentsBuilder, InfoBuilder, OpenApi, OpenApiBuilder};

    use super::*;
    use crate::{
        Event, LegalActions, MAX_PLAYER_ID_LEN, MAX_PLAYERS, NewGame, PRESETS, Rules,
        SCHEMA_VERSION, Step, View, Viewer,
    };

    /// The roots a server puts into its document; the rest are collected through them.
    fn document() -> OpenApi {
        let mut schemas = Schemas::new();
        add::<GameState>(&mut schemas);
        add::<Game>(&mut schemas);
        add::<View>(&mut schemas);
        add::<Action>(&mut schemas);
        add::<Event>(&mut schemas);
        add::<LegalActions>(&mut schemas);
        add::<Rules>(&mut schemas);
        add::<NewGame>(&mut schemas);
        let mut openapi = OpenApiBuilder::new()
            .info(InfoBuilder::new().title("poch-engine").version("0").build())
            .components(Some(
                ComponentsBuilder::new().schemas_from_iter(schemas).build(),
            ))
            .build();
        IntegerBounds.modify(&mut openapi);
        openapi
    }

    fn components() -> Value {
        let doc = serde_json::to_value(document()).expect("document serializes");
        assert!(
            doc["openapi"]
                .as_str()
                .is_some_and(|v| v.starts_with("3.1"))
        );
        doc["components"]["schemas"].clone()
    }

    /// The schema behind `schema`, following a `$ref`.
    fn resolve<'a>(components: &'a Value, schema: &'a Value) -> &'a Value {
        match schema["$ref"].as_str() {
            Some(r) => {
                let name = r.strip_prefix("#/components/schemas/").expect("local ref");
                components
                    .get(name)
                    .unwrap_or_else(|| panic!("no schema {name}"))
            }
            None => schema,
        }
    }

    /// Whether `value` matches `pattern`: `^`, then character classes or literal characters,
    /// each optionally repeated `{n}` times, then `$` (all the patterns used here).
    fn matches_pattern(pattern: &str, value: &str) -> bool {
        let body = pattern
            .strip_prefix('^')
            .and_then(|p| p.strip_suffix('$'))
            .expect("anchored pattern");
        let mut classes: Vec<(Vec<(char, char)>, usize)> = Vec::new();
        let mut chars = body.chars().peekable();
        while let Some(c) = chars.next() {
            let class = if c == '[' {
                let mut ranges = Vec::new();
                while let Some(lo) = chars.next().filter(|&c| c != ']') {
                    if chars.peek() == Some(&'-') {
                        chars.next();
                        ranges.push((lo, chars.next().expect("range end")));
                    } else {
                        ranges.push((lo, lo));
                    }
                }
                ranges
            } else {
                vec![(c, c)]
            };
            let mut count = 1;
            if chars.peek() == Some(&'{') {
                chars.next();
                let n: String = chars.by_ref().take_while(|&c| c != '}').collect();
                count = n.parse().expect("repeat count");
            }
            classes.push((class, count));
        }
        let mut value = value.chars();
        classes.iter().all(|(class, count)| {
            (0..*count).all(|_| {
                value
                    .next()
                    .is_some_and(|v| class.iter().any(|&(lo, hi)| lo <= v && v <= hi))
            })
        }) && value.next().is_none()
    }

    fn type_matches(name: &str, value: &Value) -> bool {
        match name {
            "object" => value.is_object(),
            "array" => value.is_array(),
            "string" => value.is_string(),
            "integer" => value.is_u64() || value.is_i64(),
            "number" => value.is_number(),
            "boolean" => value.is_boolean(),
            "null" => value.is_null(),
            other => panic!("unknown type {other}"),
        }
    }

    /// Validates `value` against `schema`, for the keywords the engine's schemas use; any other
    /// validation keyword fails the test so that nothing goes unchecked.
    fn validate(components: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
        let schema = resolve(components, schema);
        let fail = |why: String| Err(format!("{at}: {why}"));
        let object = schema.as_object().expect("schema object");
        for (keyword, arg) in object {
            match keyword.as_str() {
                "description" | "examples" | "format" | "title" | "default" | "$ref" => {}
                "type" => {
                    let ok = match arg {
                        Value::String(t) => type_matches(t, value),
                        Value::Array(ts) => ts
                            .iter()
                            .any(|t| type_matches(t.as_str().expect("type"), value)),
                        Value::Null | Value::Bool(_) | Value::Number(_) | Value::Object(_) => {
                            panic!("bad type {arg}")
                        }
                    };
                    if !ok {
                        return fail(format!("{value} is not of type {arg}"));
                    }
                }
                "enum" => {
                    if !arg.as_array().expect("enum").contains(value) {
                        return fail(format!("{value} not in {arg}"));
                    }
                }
                "pattern" => {
                    if let Some(s) = value.as_str()
                        && !matches_pattern(arg.as_str().expect("pattern"), s)
                    {
                        return fail(format!("{s:?} does not match {arg}"));
                    }
                }
                "minLength" | "maxLength" => {
                    if let Some(s) = value.as_str() {
                        let n = s.chars().count() as f64;
                        let bound = arg.as_f64().expect("bound");
                        if (keyword == "minLength" && n < bound)
                            || (keyword == "maxLength" && n > bound)
                        {
                            return fail(format!("{s:?} beyond {keyword} {arg}"));
                        }
                    }
                }
                "minItems" | "maxItems" => {
                    if let Some(items) = value.as_array() {
                        let n = items.len() as f64;
                        let bound = arg.as_f64().expect("bound");
                        if (keyword == "minItems" && n < bound)
                            || (keyword == "maxItems" && n > bound)
                        {
                            return fail(format!("{} items beyond {keyword} {arg}", items.len()));
                        }
                    }
                }
                "minimum" | "maximum" => {
                    if let Some(n) = value.as_f64() {
                        let bound = arg.as_f64().expect("bound");
                        if (keyword == "minimum" && n < bound)
                            || (keyword == "maximum" && n > bound)
                        {
                            return fail(format!("{value} beyond {keyword} {arg}"));
                        }
                    }
                }
                "properties" => {
                    if let Some(v) = value.as_object() {
                        for (name, sub) in arg.as_object().expect("properties") {
                            if let Some(field) = v.get(name) {
                                validate(components, sub, field, &format!("{at}.{name}"))?;
                            }
                        }
                    }
                }
                "required" => {
                    if let Some(v) = value.as_object() {
                        for name in arg.as_array().expect("required") {
                            if !v.contains_key(name.as_str().expect("name")) {
                                return fail(format!("missing {name}"));
                            }
                        }
                    }
                }
                "additionalProperties" => {
                    if let Some(v) = value.as_object() {
                        let known = object.get("properties");
                        for (name, field) in v {
                            if known.and_then(|k| k.get(name)).is_none() {
                                match arg {
                                    Value::Bool(false) => return fail(format!("unknown {name}")),
                                    Value::Bool(true) => {}
                                    sub @ (Value::Null
                                    | Value::Number(_)
                                    | Value::String(_)
                                    | Value::Array(_)
                                    | Value::Object(_)) => validate(components, sub, field, at)?,
                                }
                            }
                        }
                    }
                }
                "items" => {
                    if let Some(items) = value.as_array() {
                        for (i, item) in items.iter().enumerate() {
                            validate(components, arg, item, &format!("{at}[{i}]"))?;
                        }
                    }
                }
                "uniqueItems" => {
                    if let (Some(items), Some(true)) = (value.as_array(), arg.as_bool()) {
                        for (i, item) in items.iter().enumerate() {
                            if items[..i].contains(item) {
                                return fail(format!("{item} listed twice"));
                            }
                        }
                    }
                }
                "allOf" => {
                    for sub in arg.as_array().expect("allOf") {
                        validate(components, sub, value, at)?;
                    }
                }
                "oneOf" => {
                    let results: Vec<_> = arg
                        .as_array()
                        .expect("oneOf")
                        .iter()
                        .map(|sub| validate(components, sub, value, at))
                        .collect();
                    let ok = results.iter().filter(|r| r.is_ok()).count();
                    if ok != 1 {
                        return fail(format!("{ok} of oneOf match {value}: {results:?}"));
                    }
                }
                other => panic!("the test validator does not know {other:?}"),
            }
        }
        Ok(())
    }

    /// Validates a serialized `T` against the schema named `T::name()`; returns the JSON.
    fn check<T: ToSchema + serde::Serialize>(components: &Value, value: &T) -> Value {
        let json = serde_json::to_value(value).expect("serializes");
        let name = T::name();
        let schema = components
            .get(&*name)
            .unwrap_or_else(|| panic!("no schema {name}"));
        if let Err(e) = validate(components, schema, &json, &name) {
            panic!("{e}\n{json}");
        }
        json
    }

    #[test]
    fn document_states_the_key_facts() {
        let c = components();
        assert_eq!(c["Card"]["pattern"], CARD_PATTERN);
        assert_eq!(c["Card"]["examples"], json!(["TD"]));
        assert_eq!(c["Seed"]["pattern"], HEX32_PATTERN);
        assert_eq!(c["Suit"]["enum"], json!(["C", "S", "H", "D"]));
        assert_eq!(
            c["Rank"]["enum"],
            json!([
                "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"
            ])
        );
        assert_eq!(c["CardSet"]["uniqueItems"], true);

        // Action: a oneOf of objects tagged by `type`, the struct variants closed.
        let action = c["Action"]["oneOf"].as_array().expect("oneOf");
        let kinds: Vec<&str> = action
            .iter()
            .map(|v| {
                assert!(
                    v["required"]
                        .as_array()
                        .expect("required")
                        .contains(&json!("type"))
                );
                v["properties"]["type"]["enum"][0].as_str().expect("tag")
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "pass_turn",
                "bet",
                "call",
                "raise_bet",
                "fold",
                "lead",
                "deal",
                "timeout"
            ]
        );
        assert_eq!(action[1]["additionalProperties"], false);
        assert_eq!(action[1]["properties"]["amount"]["maximum"], u32::MAX);
        assert_eq!(
            c["Action"]["examples"][0],
            json!({"type": "bet", "amount": 2})
        );

        // EventKind: internally tagged too.
        let kinds = c["EventKind"]["oneOf"].as_array().expect("oneOf");
        assert!(kinds.len() >= 20);

        // Rules: closed, every switch required; deal_method's values.
        let rules = &c["Rules"];
        assert_eq!(rules["additionalProperties"], false);
        assert_eq!(rules["required"].as_array().map(Vec::len), Some(16));
        let deal_method = resolve(&c, &rules["properties"]["deal_method"]);
        assert_eq!(
            deal_method["enum"],
            json!(["all_but_one", "all_evenly", "five_talon"])
        );
        assert_eq!(rules["properties"]["starting_chips"]["minimum"], 0);
        assert_eq!(
            rules["properties"]["starting_chips"]["maximum"],
            4_294_967_295_u64
        );
        assert_eq!(rules["properties"]["starting_chips"]["format"], "uint32");

        // ByField: nine optional fields, nothing else.
        let by_field = &c["ByField"];
        assert_eq!(by_field["additionalProperties"], false);
        assert_eq!(by_field["properties"].as_object().map(|p| p.len()), Some(9));
        assert!(by_field.get("required").is_none());

        // Seats are 0..=15, written once and referred to; u64 counters are unsigned 64-bit.
        assert_eq!(c["Seat"]["maximum"], MAX_SEAT);
        assert_eq!(c["Seat"]["minimum"], 0);
        let legal = &c["LegalActions"]["properties"];
        assert_eq!(legal["seat"]["$ref"], "#/components/schemas/Seat");
        let state = &c["GameState"]["properties"];
        for counter in [
            &state["version"],
            &state["total_chips"],
            &c["View"]["properties"]["version"],
        ] {
            assert_eq!(counter["minimum"], 0);
            assert_eq!(counter["maximum"], u64::MAX);
            assert_eq!(counter["format"], "uint64");
        }
        // The one schema version the engine reads.
        assert_eq!(state["schema_version"]["minimum"], SCHEMA_VERSION);
        assert_eq!(state["schema_version"]["maximum"], SCHEMA_VERSION);
        // Player ids: 1 to 64, unique, at most eight.
        for players in [&state["players"], &c["View"]["properties"]["players"]] {
            assert_eq!(players["uniqueItems"], true);
            assert_eq!(players["maxItems"], MAX_PLAYERS);
            assert_eq!(players["items"]["minLength"], 1);
            assert_eq!(players["items"]["maxLength"], MAX_PLAYER_ID_LEN);
        }
        // Options are optional and nullable; `#[serde(default)]` fields optional.
        let view = &c["View"];
        assert!(
            !view["required"]
                .as_array()
                .expect("required")
                .contains(&json!("to_act"))
        );
        let to_act = &view["properties"]["to_act"]["oneOf"];
        assert_eq!(to_act[0]["$ref"], "#/components/schemas/Seat");
        assert_eq!(to_act[1], json!({"type": "null"}));
        let new_game = &c["NewGame"]["required"];
        assert_eq!(new_game, &json!(["rules", "players", "source"]));
        // A Game is documented as its state.
        assert_eq!(Game::name(), "GameState");

        // Every reference resolves.
        fn refs<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
            match v {
                Value::Object(m) => {
                    if let Some(r) = m.get("$ref").and_then(Value::as_str) {
                        out.push(r);
                    }
                    m.values().for_each(|v| refs(v, out));
                }
                Value::Array(a) => a.iter().for_each(|v| refs(v, out)),
                Value::Null | Value::Bool(_) | Value::Number(_) | Value::String(_) => {}
            }
        }
        let mut all = Vec::new();
        refs(&c, &mut all);
        for r in all {
            let name = r.strip_prefix("#/components/schemas/").expect("local ref");
            assert!(c.get(name).is_some(), "dangling {r}");
        }
    }

    /// What serde writes over whole matches of every preset validates against the schemas.
    #[test]
    fn serde_output_matches_the_schemas() {
        let c = components();
        let mut kinds = std::collections::BTreeSet::new();
        let mut check_events = |events: &[Event]| {
            for event in events {
                let json = check(&c, event);
                kinds.insert(json["kind"]["type"].as_str().expect("tag").to_owned());
            }
        };
        for (i, preset) in PRESETS.iter().enumerate() {
            let n = if preset.name == "dreier" { 3 } else { 4 };
            let new = NewGame {
                rules: Rules {
                    max_deals: MaxDeals(std::num::NonZeroU32::new(3)),
                    ..preset.rules
                },
                players: (0..n).map(|p| format!("p{p}")).collect(),
                source: DealSource::Seed {
                    seed: Seed([i as u8 + 1; 32]),
                    first_dealer: None,
                },
                start: None,
                bots: Vec::new(),
            };
            check(&c, &new);
            let Step { mut game, events } = Game::new(new).expect("new game");
            check_events(&events);
            let mut rng = 0x9e37_79b9_u64 + i as u64;
            let mut pick = move |k: u32| {
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                ((rng >> 33) % u64::from(k)) as u32
            };
            for _ in 0..400 {
                check(&c, &game);
                check(&c, game.state());
                assert_eq!(game.state().schema_version, SCHEMA_VERSION);
                check(
                    &c,
                    &game.view(Viewer::Spectator).expect("a spectator's view"),
                );
                for seat in Seat::all(n) {
                    check(&c, &game.view(Viewer::Seat(seat)).expect("a seat's view"));
                    check(&c, &game.legal_actions(seat));
                }
                let Some(seat) = game.to_act() else { break };
                let action = game
                    .legal_actions(seat)
                    .sample(&mut pick)
                    .expect("an action");
                check(&c, &action);
                let step = game.apply(seat, action).expect("legal");
                check_events(&step.events);
                game = step.game;
            }
            assert!(game.match_end().is_some(), "{} did not finish", preset.name);
        }
        for kind in [
            "deal_settled",
            "match_ended",
            "card_played",
            "raised",
            "group_shown",
        ] {
            assert!(kinds.contains(kind), "no {kind} event: {kinds:?}");
        }
    }

    /// Documents serde reads are valid, and documents it refuses are invalid, at the edges
    /// the schemas draw.
    #[test]
    fn schemas_accept_what_serde_reads() {
        fn case<T: ToSchema + serde::de::DeserializeOwned>(c: &Value, json: Value) {
            let name = T::name();
            let valid = validate(c, &c[&*name], &json, &name);
            let read = serde_json::from_value::<T>(json.clone());
            assert_eq!(
                valid.is_ok(),
                read.is_ok(),
                "{name} {json}: schema {valid:?}, serde {:?}",
                read.err()
            );
        }
        let c = components();
        let seed = Seed([3; 32]).to_hex();
        case::<Action>(&c, json!({"type": "pass_turn"}));
        case::<Action>(&c, json!({"type": "pass_turn", "extra": 1}));
        case::<Action>(&c, json!({"type": "fold", "extra": 1}));
        case::<Action>(&c, json!({"type": "bet", "amount": 2}));
        case::<Action>(&c, json!({"type": "bet", "amount": 2, "extra": 1}));
        case::<Action>(&c, json!({"type": "bet"}));
        case::<Action>(&c, json!({"type": "bet", "amount": -1}));
        case::<Action>(
            &c,
            json!({"type": "raise_bet", "amount": 4_294_967_296_u64}),
        );
        case::<Action>(&c, json!({"type": "lead", "card": "TD", "direction": null}));
        case::<Action>(
            &c,
            json!({"type": "lead", "card": "AH", "direction": "down"}),
        );
        case::<Action>(&c, json!({"type": "lead", "card": "1H"}));
        case::<Action>(&c, json!({"type": "deal"}));
        case::<Action>(
            &c,
            json!({"type": "deal", "deck": {"cards": ["TD"], "cut": 1}}),
        );
        case::<Action>(&c, json!({"type": "deal", "deck": {"cards": [], "x": 1}}));
        case::<Action>(&c, json!({"type": "jump"}));
        case::<Action>(&c, json!({"amount": 2}));
        case::<Visibility>(&c, json!("public"));
        case::<Visibility>(&c, json!({"private_to": 3}));
        case::<Visibility>(&c, json!({"private_to": 3, "x": 1}));
        case::<Visibility>(&c, json!("private_to"));
        case::<Viewer>(&c, json!("spectator"));
        case::<Viewer>(&c, json!({"seat": 1}));
        case::<Viewer>(&c, json!({"seat": -1}));
        case::<DealSource>(&c, json!({"seed": {"seed": seed}}));
        case::<DealSource>(&c, json!({"seed": {"seed": seed, "first_dealer": null}}));
        case::<DealSource>(&c, json!({"seed": {"seed": seed, "first_dealer": 2}}));
        case::<DealSource>(&c, json!({"seed": {"seed": seed, "x": 1}}));
        case::<DealSource>(&c, json!({"seed": {"seed": seed}, "x": 1}));
        case::<DealSource>(&c, json!({"seed": {"seed": "abc"}}));
        case::<DealSource>(&c, json!({"decks": {"first_dealer": 0, "decks": []}}));
        case::<DealSource>(&c, json!({"decks": {"decks": []}}));
        case::<ByField<u32>>(&c, json!({}));
        case::<ByField<u32>>(&c, json!({"A": 1, "MID": 4_294_967_295_u64}));
        case::<ByField<u32>>(&c, json!({"Z": 1}));
        case::<ByField<u32>>(&c, json!({"A": -1}));
        case::<FieldSet>(&c, json!(["A", "MAR", "A"]));
        case::<FieldSet>(&c, json!(["B"]));
        case::<SeatSet>(&c, json!([0, 15, 15]));
        case::<SeatSet>(&c, json!([16]));
        case::<CardSet>(&c, json!(["TD", "AS"]));
        case::<CardSet>(&c, json!(["TD", "TD"]));
        case::<MaxDeals>(&c, json!("none"));
        case::<MaxDeals>(&c, json!(1));
        case::<MaxDeals>(&c, json!(0));
        case::<MaxDeals>(&c, json!("all"));
        case::<Rank>(&c, json!("T"));
        case::<Rank>(&c, json!("10"));
        case::<Suit>(&c, json!("D"));
        case::<Suit>(&c, json!("X"));
        case::<Digest>(&c, json!(seed));
        case::<Digest>(&c, json!(format!("{seed}0")));
        case::<Rules>(&c, serde_json::to_value(Rules::CLASSIC).expect("rules"));
        let mut rules = serde_json::to_value(Rules::CLASSIC).expect("rules");
        rules["extra"] = json!(1);
        case::<Rules>(&c, rules);
    }
}

//! One named schema per variant of every union in the document, so that client generators give
//! each variant a type of its own (rather than `Action0`, `Action1`, … or dropping the union).
//!
//! utoipa writes the variants of a union inline in its `oneOf`, and a variant that holds another
//! type (`EventKind::DealSettled(Settlement)`) as `allOf[$ref, {type}]`. This pass moves every
//! variant that is an object or a one-string enum into `components.schemas` under the union's
//! name followed by the variant's tag in PascalCase (`ActionPassTurn`, `EventKindDealSettled`,
//! `StateEnvelopeSealed`, `VisibilityPublic`), flattens an `allOf` variant into one closed
//! object, and gives an internally tagged union (every variant carries `type`) a
//! `discriminator` with its mapping. `null` and primitive variants (`MaxDeals`' number) stay
//! inline: generators read those as they are.

use serde_json::{Map, Value, json};

/// The property that tags the variants of an internally tagged union (`#[serde(tag = "type")]`).
const TAG: &str = "type";

/// `deal_settled` → `DealSettled`.
fn pascal(word: &str) -> String {
    word.split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect::<String>()
            })
        })
        .collect()
}

/// The tag value of an internally tagged variant: `properties.type.enum == [tag]`.
fn tag_of(variant: &Value) -> Option<&str> {
    match variant
        .pointer("/properties/type/enum")?
        .as_array()?
        .as_slice()
    {
        [Value::String(tag)] => Some(tag),
        _ => None,
    }
}

/// The name a variant takes after its union's name, or `None` for a variant that stays inline.
fn variant_suffix(variant: &Value) -> Option<String> {
    if let Some(tag) = tag_of(variant) {
        return Some(pascal(tag));
    }
    if let Some(properties) = variant.get("properties").and_then(Value::as_object) {
        // Externally tagged: one key, the variant's name.
        if let [(key, _)] = properties.iter().collect::<Vec<_>>().as_slice() {
            return Some(pascal(key));
        }
        return None;
    }
    match variant.get("enum").and_then(Value::as_array)?.as_slice() {
        [Value::String(value)] => Some(pascal(value)),
        _ => None,
    }
}

/// `allOf[{$ref: X}, {properties: {type}}]` as one object: X's properties and the tag's.
fn flatten(variant: &Value, schemas: &Map<String, Value>) -> Option<Value> {
    let [inner, tag] = variant.get("allOf")?.as_array()?.as_slice() else {
        return None;
    };
    let name = inner
        .get("$ref")?
        .as_str()?
        .strip_prefix("#/components/schemas/")?;
    let mut object = schemas.get(name)?.clone();
    let fields = object.as_object_mut()?;
    let properties = fields.entry("properties").or_insert_with(|| json!({}));
    for (key, schema) in tag.get("properties")?.as_object()? {
        properties
            .as_object_mut()?
            .insert(key.clone(), schema.clone());
    }
    let required = fields.entry("required").or_insert_with(|| json!([]));
    for key in tag.get("required")?.as_array()? {
        required.as_array_mut()?.push(key.clone());
    }
    if let Some(description) = variant.get("description") {
        fields.insert("description".into(), description.clone());
    }
    Some(object)
}

/// Names the variants of every union in `doc`'s `components.schemas` (see the module's doc).
pub fn name_variants(doc: &mut Value) {
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let unions: Vec<String> = schemas
        .iter()
        .filter(|(_, schema)| schema.get("oneOf").is_some())
        .map(|(name, _)| name.clone())
        .collect();
    for union in unions {
        let Some(items) = schemas
            .get(&union)
            .and_then(|s| s.get("oneOf"))
            .and_then(Value::as_array)
            .cloned()
        else {
            continue;
        };
        let mut named = Vec::with_capacity(items.len());
        let mut mapping = Map::new();
        let mut every_variant_tagged = true;
        for item in items {
            let variant = flatten(&item, schemas).unwrap_or(item);
            let Some(suffix) = variant_suffix(&variant) else {
                every_variant_tagged = false;
                named.push(variant);
                continue;
            };
            let name = format!("{union}{suffix}");
            let reference = format!("#/components/schemas/{name}");
            match tag_of(&variant) {
                Some(tag) => {
                    mapping.insert(tag.to_owned(), Value::String(reference.clone()));
                }
                None => every_variant_tagged = false,
            }
            // A name taken by another schema would silently merge two types: keep the variant
            // inline instead (the document's tests assert that none is).
            if schemas.contains_key(&name) {
                every_variant_tagged = false;
                named.push(variant);
                continue;
            }
            schemas.insert(name, variant);
            named.push(json!({ "$ref": reference }));
        }
        let Some(schema) = schemas.get_mut(&union).and_then(Value::as_object_mut) else {
            continue;
        };
        schema.insert("oneOf".into(), Value::Array(named));
        if every_variant_tagged {
            schema.insert(
                "discriminator".into(),
                json!({ "propertyName": TAG, "mapping": mapping }),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internally_tagged_unions_get_a_discriminator() {
        let mut doc = json!({"components": {"schemas": {
            "Inner": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
            "Kind": {"oneOf": [
                {"type": "object", "properties": {"type": {"type": "string", "enum": ["pass_turn"]}},
                 "required": ["type"]},
                {"allOf": [{"$ref": "#/components/schemas/Inner"},
                           {"type": "object", "properties": {"type": {"type": "string", "enum": ["deal_settled"]}},
                            "required": ["type"]}],
                 "description": "settled"}
            ]}
        }}});
        name_variants(&mut doc);
        let schemas = &doc["components"]["schemas"];
        assert_eq!(
            schemas["Kind"]["oneOf"],
            json!([{"$ref": "#/components/schemas/KindPassTurn"},
                   {"$ref": "#/components/schemas/KindDealSettled"}])
        );
        assert_eq!(
            schemas["Kind"]["discriminator"],
            json!({"propertyName": "type", "mapping": {
                "pass_turn": "#/components/schemas/KindPassTurn",
                "deal_settled": "#/components/schemas/KindDealSettled"}})
        );
        assert_eq!(
            schemas["KindDealSettled"],
            json!({"type": "object", "description": "settled",
                   "properties": {"n": {"type": "integer"},
                                  "type": {"type": "string", "enum": ["deal_settled"]}},
                   "required": ["n", "type"]})
        );
    }

    #[test]
    fn externally_tagged_unions_are_named_without_a_discriminator() {
        let mut doc = json!({"components": {"schemas": {
            "Visibility": {"oneOf": [
                {"type": "string", "enum": ["public"]},
                {"type": "object", "properties": {"private_to": {"type": "integer"}}}
            ]},
            "MaxDeals": {"oneOf": [{"type": "string", "enum": ["none"]}, {"type": "integer"}]}
        }}});
        name_variants(&mut doc);
        let schemas = &doc["components"]["schemas"];
        assert_eq!(
            schemas["Visibility"]["oneOf"],
            json!([{"$ref": "#/components/schemas/VisibilityPublic"},
                   {"$ref": "#/components/schemas/VisibilityPrivateTo"}])
        );
        assert!(schemas["Visibility"].get("discriminator").is_none());
        assert_eq!(
            schemas["MaxDeals"]["oneOf"],
            json!([{"$ref": "#/components/schemas/MaxDealsNone"}, {"type": "integer"}])
        );
    }
}

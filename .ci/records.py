"""Checks match records against client/match-record.schema.json, and their `{new_game,
actions}` against the service's Replay body in openapi.json.

    python3 .ci/records.py SCHEMA RECORDS.jsonl OPENAPI.json

Every line must be valid under the schema (JSON Schema 2020-12), and a record whose action is
not an action must not be, nor a record of another version (the schema names its own): the
schema has to be able to refuse something. Every record's `{new_game, actions}` must be valid
under the contract's `ReplayRequest` (openapi.json, OpenAPI 3.1's JSON Schema), and contract
0.2's `new_game` (a `seed` beside the rules) must not be.
"""
import copy
import json
import sys

import jsonschema


def replay_validator(openapi_path: str) -> jsonschema.Draft202012Validator:
    """The contract's ReplayRequest as a JSON Schema, its references resolved in the document."""
    with open(openapi_path, encoding="utf-8") as f:
        document = json.load(f)
    schema = {"$ref": "#/components/schemas/ReplayRequest", "components": document["components"]}
    return jsonschema.Draft202012Validator(schema)


def main(schema_path: str, records_path: str, openapi_path: str) -> int:
    replay = replay_validator(openapi_path)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    count = 0
    with open(records_path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            record = json.loads(line)
            error = next(iter(validator.iter_errors(record)), None)
            if error is not None:
                path = "/".join(str(p) for p in error.absolute_path)
                print(f"line {number}: {path}: {error.message[:300]}", file=sys.stderr)
                return 1
            body = {"new_game": record["new_game"], "actions": record["actions"]}
            error = next(iter(replay.iter_errors(body)), None)
            if error is not None:
                path = "/".join(str(p) for p in error.absolute_path)
                print(f"line {number}: not a Replay body: {path}: {error.message[:300]}",
                      file=sys.stderr)
                return 1
            count += 1
    if count == 0:
        print("no records to check", file=sys.stderr)
        return 1
    broken = copy.deepcopy(record)
    broken["actions"] = [{"seat": 0, "action": {"type": "dance"}}]
    if validator.is_valid(broken):
        print("the schema accepts an action that is none", file=sys.stderr)
        return 1
    old = copy.deepcopy(record)
    old["version"] = 1
    if validator.is_valid(old):
        print("the schema accepts a record of version 1", file=sys.stderr)
        return 1
    seeded = record["new_game"].get("deal_source", {}).get("seeded", {})
    old_body = {"new_game": {"rules": record["new_game"]["rules"], "players": record["new_game"]["players"],
                             "seed": seeded.get("seed")}, "actions": record["actions"]}
    if replay.is_valid(old_body):
        print("openapi.json's ReplayRequest accepts contract 0.2's new_game", file=sys.stderr)
        return 1
    print(f"{count} match records valid under {schema_path}, and each a Replay body of {openapi_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))

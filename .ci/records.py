"""Checks match records against client/match-record.schema.json.

    python3 .ci/records.py SCHEMA RECORDS.jsonl

Every line must be valid under the schema (JSON Schema 2020-12), and a record whose action is
not an action must not be: the schema has to be able to refuse something.
"""
import copy
import json
import sys

import jsonschema


def main(schema_path: str, records_path: str) -> int:
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
            count += 1
    if count == 0:
        print("no records to check", file=sys.stderr)
        return 1
    broken = copy.deepcopy(record)
    broken["actions"] = [{"seat": 0, "action": {"type": "dance"}}]
    if validator.is_valid(broken):
        print("the schema accepts an action that is none", file=sys.stderr)
        return 1
    print(f"{count} match records valid under {schema_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""No name of the contract is a reserved word in Python, TypeScript, Go, Java or C#.

Each name is checked in the form that generated code gives it:
  * proto field and oneof names and OpenAPI property names are identifiers as written in
    Python (protobuf and openapi-python-client attributes), TypeScript (interface members) and
    Java (openapi-generator fields), and capitalized in Go and C# (exported names, properties);
  * proto enum values are written as they are (`STOP_REASON_OUT`); OpenAPI string enum values
    become constants in upper case (`PUBLIC`), and schema names are type names as written.
Contextual keywords (Python's `match` or `type`, C#'s `value`, Java's `record`) are valid
identifiers and are not reserved.

Usage: python3 .ci/keywords.py openapi.json proto/poch/v1/*.proto
"""

import json
import keyword
import re
import sys

PYTHON = set(keyword.kwlist)
TYPESCRIPT = set(
    "break case catch class const continue debugger default delete do else enum export extends"
    " false finally for function if import in instanceof new null return super switch this"
    " throw true try typeof var void while with implements interface let package private"
    " protected public static yield".split()
)
GO = set(
    "break default func interface select case defer go map struct chan else goto package switch"
    " const fallthrough if range type continue for import return var".split()
)
JAVA = set(
    "abstract assert boolean break byte case catch char class const continue default do double"
    " else enum extends final finally float for goto if implements import instanceof int"
    " interface long native new package private protected public return short static strictfp"
    " super switch synchronized this throw throws transient try void volatile while true false"
    " null _".split()
)
CSHARP = set(
    "abstract as base bool break byte case catch char checked class const continue decimal"
    " default delegate do double else enum event explicit extern false finally fixed float for"
    " foreach goto if implicit in int interface internal is lock long namespace new null object"
    " operator out override params private protected public readonly ref return sbyte sealed"
    " short sizeof stackalloc static string struct switch this throw true try typeof uint ulong"
    " unchecked unsafe ushort using virtual void volatile while".split()
)
LANGUAGES = {"Python": PYTHON, "TypeScript": TYPESCRIPT, "Go": GO, "Java": JAVA, "C#": CSHARP}


def capitalized(name):
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def identifier_clashes(name):
    """The languages where `name`, a member name, is reserved in its generated form."""
    forms = {
        "Python": name,
        "TypeScript": name,
        "Java": name,
        "Go": capitalized(name),
        "C#": capitalized(name),
    }
    return [lang for lang, form in forms.items() if form in LANGUAGES[lang]]


def literal_clashes(name):
    return [lang for lang, words in LANGUAGES.items() if name in words]


def proto_names(path):
    """(kind, name) of every field, oneof and enum value of a .proto file."""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        code = line.split("//")[0]
        where = f"{path}:{number}"
        if m := re.match(r"\s*oneof\s+(\w+)", code):
            yield where, "member", m.group(1)
        elif m := re.match(r"\s*(?:repeated\s+|optional\s+)?[\w.]+\s+(\w+)\s*=\s*\d+", code):
            yield where, "member", m.group(1)
        elif m := re.match(r"\s*([A-Z][A-Z0-9_]*)\s*=\s*\d+", code):
            yield where, "literal", m.group(1)


def openapi_names(doc):
    for name in doc.get("components", {}).get("schemas", {}):
        yield f"components.schemas.{name}", "literal", name

    def walk(node, at):
        if isinstance(node, dict):
            for key in node.get("properties", {}) if isinstance(node.get("properties"), dict) else {}:
                yield f"{at}.properties", "member", key
            for value in node.get("enum", []) if isinstance(node.get("enum"), list) else []:
                if isinstance(value, str):
                    yield f"{at}.enum", "literal", value.upper()
            for key, value in node.items():
                yield from walk(value, f"{at}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                yield from walk(value, f"{at}[{i}]")

    yield from walk(doc, "$")


def main(args):
    names = []
    for path in args:
        if path.endswith(".json"):
            with open(path, encoding="utf-8") as f:
                names.extend(openapi_names(json.load(f)))
        else:
            names.extend(proto_names(path))
    bad = 0
    for where, kind, name in names:
        clashes = identifier_clashes(name) if kind == "member" else literal_clashes(name)
        if clashes:
            bad += 1
            print(f"{where}: `{name}` is reserved in {', '.join(clashes)}", file=sys.stderr)
    print(f"{len(names)} names checked, {bad} reserved")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

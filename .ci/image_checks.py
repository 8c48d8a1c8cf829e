"""Checks of the poch-service image (deploy/Dockerfile).

  image_checks.py config INSPECT_JSON   the image's configuration (`podman image inspect`)
  image_checks.py poch-config INSPECT_JSON   the poch command's image (deploy/poch.Dockerfile)
  image_checks.py log LOG_FILE          the log of its entrypoint, run from its own files

Exits 1 naming what is wrong.
"""

import json
import sys


def non_root(c: dict) -> list[str]:
    user = c.get("User", "")
    uid, _, gid = user.partition(":")
    if not (uid.isdigit() and int(uid) != 0 and (gid == "" or gid.isdigit())):
        return [f"the user is {user!r}, not a numeric non-root user"]
    return []


def poch_config(text: str) -> list[str]:
    [image] = json.loads(text)
    c = image["Config"]
    problems = non_root(c)
    if c.get("Entrypoint") != ["/poch"]:
        problems.append(f"the entrypoint is {c.get('Entrypoint')}")
    if c.get("ExposedPorts"):
        problems.append(f"exposed ports {sorted(c['ExposedPorts'])}: the command serves nothing")
    return problems


def config(text: str) -> list[str]:
    [image] = json.loads(text)
    c = image["Config"]
    problems = non_root(c)
    ports = sorted(c.get("ExposedPorts", {}))
    if ports != ["8080/tcp"]:
        problems.append(f"exposed ports {ports}, not only 8080/tcp")
    env = dict(e.split("=", 1) for e in c.get("Env", []))
    if env.get("POCH_ADDR") != "0.0.0.0:8080":
        problems.append(f"POCH_ADDR is {env.get('POCH_ADDR')!r}, not 0.0.0.0:8080")
    if env.get("POCH_LOG_FORMAT") != "json":
        problems.append(f"POCH_LOG_FORMAT is {env.get('POCH_LOG_FORMAT')!r}, not json")
    if c.get("Entrypoint") != ["/poch-service"]:
        problems.append(f"the entrypoint is {c.get('Entrypoint')}")
    return problems


def log(path: str) -> list[str]:
    lines = [l for l in open(path).read().splitlines() if l.strip()]
    problems = []
    events = []
    for line in lines:
        try:
            events.append(json.loads(line))
        except ValueError:
            problems.append(f"a log line that is not JSON: {line[:200]}")
    configurations = [e for e in events if e.get("fields", {}).get("message") == "configuration"]
    if len(configurations) != 1:
        problems.append(f"{len(configurations)} configuration events, not 1")
    elif not configurations[0]["fields"].get("addr", "").startswith("0.0.0.0:"):
        problems.append(f"listening on {configurations[0]['fields'].get('addr')}, not every interface")
    return problems


def main(argv: list[str]) -> int:
    match argv:
        case ["config", text]:
            problems = config(text)
        case ["poch-config", text]:
            problems = poch_config(text)
        case ["log", path]:
            problems = log(path)
        case _:
            print(__doc__, file=sys.stderr)
            return 2
    for p in problems:
        print(f"image: {p}", file=sys.stderr)
    if not problems:
        print(f"image {argv[0]}: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

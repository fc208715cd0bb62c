"""Every word a command-line report prints comes from `commands.words`: a scan of commands/ for
sentences written straight into the code.

A string literal or f-string counts as words a reader sees when, with its HTML tags and its
{fields} taken out, two words stand side by side ("house edge") or one capitalised word stands
alone ("Total"). Not scanned: docstrings, the argparse help (which stays English, so that
`--help` never loads a catalog), the message keys passed to `say`/`says`, dictionary keys and
subscripts (JSON and CSV keys, which no language changes), and comparisons.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import casino_brag.commands as commands_package

COMMANDS = Path(commands_package.__file__).parent
CATALOG_FILES = {"words.py"}
"""The English catalog itself."""
HELP_CALLS = {"add_argument", "add_argument_group", "add_parser", "add_mutually_exclusive_group", "Command", "Bound"}
LOOKUPS = {"say", "says", "fmt", "pct"}
ALLOWED = {
    ("analysis.py", "module {} has no attribute {}"),  # an AttributeError for programmers
    ("bounds.py", "{} to {}"),  # Bound.words, for the argparse help
    ("play.py", "--lang {}: no such language; choose one of {}"),  # no language to say it in
    ("solve.py", "Solved from {} for a return of {}%: {}"),  # a comment in the paytable file written
    ("solve.py", "the written paytable does not read back to the solved one"),  # an AssertionError
}
LABELS = {"ProgressBar"}
"""Calls whose first argument a reader sees even when it is one lowercase word."""
TAG = re.compile(r"<[^>]*>")
PROSE = re.compile(r"[^\W\d_]{2,}[,;:]? +[^\W\d_]{2,}|^\s*[A-Z][a-z]+\s*$")


def _ignored(tree: ast.AST, labels: list[ast.expr]) -> set[int]:
    """What the scan passes over; `labels` collects the literal labels of LABELS calls."""
    skip: set[int] = set()

    def drop(node: ast.AST) -> None:
        skip.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            drop(node)  # docstrings, of modules, functions, classes and attributes
        elif isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in HELP_CALLS or name in LOOKUPS:
                drop(node)
            elif name in LABELS and node.args and _text(node.args[0]) is not None:
                labels.append(node.args[0])
        elif isinstance(node, ast.Subscript):
            drop(node.slice)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    drop(key)
        elif isinstance(node, ast.Compare):
            drop(node)
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "STYLE" for t in node.targets):
            drop(node.value)
        del body
    return skip


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def unmarked(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    labels: list[ast.expr] = []
    skip = _ignored(tree, labels)
    inside_fstrings = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    found = [f"{name}:{getattr(node, 'lineno', '?')} {_text(node)!r}" for node in labels]
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inside_fstrings:
            continue
        text = _text(node)
        if text is None:
            continue
        bare = TAG.sub(" ", text).replace("{}", " ")
        if PROSE.search(bare) and (name, text) not in ALLOWED:
            found.append(f"{name}:{getattr(node, 'lineno', '?')} {text!r}")
    return found


def test_no_report_prints_words_without_the_catalog() -> None:
    found = []
    for path in sorted(COMMANDS.glob("*.py")):
        if path.name not in CATALOG_FILES:
            found += unmarked(path.read_text(encoding="utf-8"), path.name)
    assert not found, "words not marked for translation (add them to commands/words.py, use say):\n" + "\n".join(found)


def test_the_scan_finds_an_unmarked_word() -> None:
    source = (
        'print(f"house edge {x}")\n'
        'rows.append(("Total", ""))\n'
        'raise UserError(f"{flag}: at least {low}")\n'
        'print(say("cli.rtp.rules"))\n'
        'data = {"house_edge": 1}\n'
        'parser.add_argument("--json", help="print machine-readable JSON")\n'
        'html = f"<td>{x}</td>"\n'
        'bar = ProgressBar("playing", True)\n'
    )
    assert sorted(line.split(" ", 1)[1] for line in unmarked(source, "probe.py")) == [
        "'Total'",
        "'house edge {}'",
        "'playing'",
        "'{}: at least {}'",
    ]

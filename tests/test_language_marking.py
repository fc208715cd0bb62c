"""Every word the window draws comes from the catalog: a scan of ui/ for words written straight
into the calls that draw or show text.

A call's word arguments (the table below) must be a `tr`/`trn` result or any other expression,
never a string literal or f-string with letters in it. The allow-list is small and stated: key
caps, which `draw_key_cap` translates itself ("Esc", "Space", "F11", "A"), and the anchor names
`blit_text` takes ("topright").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import casino_brag.ui as ui_package
from casino_brag.ui.core.text import KEY_NAMES

UI = Path(ui_package.__file__).parent

WORD_ARGUMENTS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    # the call's name: (positions, keywords) that carry words a player reads
    "blit_text": ((1,), ("words",)),
    "blit_paragraph": ((1,), ("words",)),
    "text": ((0,), ("words",)),
    "render": ((0,), ()),
    "wrap": ((0,), ()),
    "Button": ((1,), ("label", "tip", "reason")),
    "Dialog": ((1, 2), ("title", "message")),
    "notify": ((0, 1), ("title", "message")),
    "confirm": ((1, 2, 3), ("title", "message", "yes", "no")),
    "Toggle": ((0,), ("hint",)),
    "Slider": ((0,), ("hint", "zero")),
    "Action": ((0,), ("hint", "button")),
    "say": ((0,), ()),
    "set_caption": ((0,), ()),
}
KEY_CAP_ARGUMENTS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "draw_key_cap": ((1,), ("cap",)),
    "Button": ((), ("key_label",)),
}
ANCHORS = {"topleft", "topright", "bottomleft", "bottomright", "midtop", "midbottom", "midleft", "midright", "center"}
KEY_CAP = re.compile(r"^(F\d{1,2}|[A-Z0-9]|\d-\d|" + "|".join(KEY_NAMES) + r")$")


def _words(node: ast.expr) -> str | None:
    """The letters written into `node` itself, if it is a literal or an f-string with any."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    return text if re.search(r"[^\W\d_]{2,}", text) else None


def _arguments(call: ast.Call, where: tuple[tuple[int, ...], tuple[str, ...]]) -> list[ast.expr]:
    positions, keywords = where
    found = [call.args[i] for i in positions if i < len(call.args)]
    return found + [k.value for k in call.keywords if k.arg in keywords]


def _calls() -> list[tuple[str, str, ast.Call]]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                found.append((f"{path.relative_to(UI.parent)}:{node.lineno}", name, node))
    return found


def test_no_words_are_drawn_without_the_catalog() -> None:
    unmarked = []
    for where, name, call in _calls():
        for arg in _arguments(call, WORD_ARGUMENTS.get(name, ((), ()))):
            words = _words(arg)
            if words is not None and words not in ANCHORS:
                unmarked.append(f"{where} {name}({words!r})")
    assert not unmarked, "words not marked for translation (use tr):\n" + "\n".join(unmarked)


def test_key_caps_are_keys_the_catalog_names() -> None:
    odd = []
    for where, name, call in _calls():
        for arg in _arguments(call, KEY_CAP_ARGUMENTS.get(name, ((), ()))):
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and not KEY_CAP.match(arg.value):
                odd.append(f"{where} {name}({arg.value!r})")
    assert not odd, "key caps that are neither a key nor a named key:\n" + "\n".join(odd)


def test_the_scan_finds_an_unmarked_word() -> None:
    """The scan itself works: a literal label in a Button, a blit_text and an f-string is caught."""
    source = (
        'Button(rect, "Deal", act)\nblit_text(s, f"Pot {x}", (0, 0))\nblit_text(s, tr("a"), (0, 0), anchor="center")'
    )
    calls = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call) and getattr(n.func, "id", "") != "tr"]
    caught = [_words(a) for c in calls for a in _arguments(c, WORD_ARGUMENTS[c.func.id])]  # type: ignore[attr-defined]
    assert [w for w in caught if w and w not in ANCHORS] == ["Deal", "Pot "]

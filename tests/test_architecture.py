"""The layout shows the architecture: imports point one way, with no circles, and every family
of files is a package.

The imports are read with `ast`, so an import inside a function (made at run time) counts, and
so does one under `TYPE_CHECKING`: a circle that only the type checker sees still ties the
modules together for a reader.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "casino_brag"
MAX_LINES = 500
MAX_FAMILY = 3


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The module a dotted name lives in: `a.b.C` is in `a.b` when `a.b` is a module."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(name: str) -> dict[str, set[str]]:
    """Every project module `name` imports, with the raw dotted names that led there.

    `from pkg import x` counts `pkg` (its `__init__` runs) and `pkg.x` when that is a module."""
    path, is_package = MODULES[name]
    here = name if is_package else name.rpartition(".")[0]
    targets: dict[str, set[str]] = defaultdict(set)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        raw: list[str] = []
        if isinstance(node, ast.Import):
            raw = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: len(here.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            raw = [module, *(f"{module}.{alias.name}" for alias in node.names)]
        for dotted in raw:
            if dotted.split(".")[0] in {"pygame", "numpy"}:
                targets[dotted.split(".")[0]].add(dotted)
            owner = _owner(dotted) if dotted.startswith("casino_brag") else None
            if owner and owner != name:
                targets[owner].add(dotted)
    return targets


GRAPH = {name: imports_of(name) for name in MODULES}


def circles() -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(MODULES):
        if start in index:
            continue
        work = [(start, iter(sorted(t for t in GRAPH[start] if t in MODULES)))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            advanced = False
            for target in edges:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(t for t in GRAPH[target] if t in MODULES))))
                    advanced = True
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_the_walk_sees_the_whole_package():
    assert "casino_brag.engine.pub.table" in MODULES
    assert "casino_brag.ui.core.app" in MODULES
    assert "casino_brag.engine.hands" in GRAPH["casino_brag.engine.pub.table"] or any(
        "casino_brag.engine" in t for t in GRAPH["casino_brag.engine.pub.table"]
    )


def test_the_circle_finder_finds_a_circle():
    """The check itself can fail: two modules that import each other are one circle."""
    saved = dict(GRAPH)
    try:
        GRAPH["casino_brag.engine.cards"] = {**GRAPH["casino_brag.engine.cards"], "casino_brag.engine.hands": {"x"}}
        assert ["casino_brag.engine.cards", "casino_brag.engine.hands"] in circles()
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


def test_no_import_circles():
    found = circles()
    assert not found, "import circles: " + "; ".join(" <-> ".join(group) for group in found)


@pytest.mark.parametrize(
    "layer, forbidden",
    [
        (
            "casino_brag.engine",
            ("casino_brag.ui", "casino_brag.save", "casino_brag.commands", "casino_brag.cli", "pygame"),
        ),
        ("casino_brag.save", ("casino_brag.ui", "casino_brag.commands", "casino_brag.cli", "pygame")),
        ("casino_brag.commands", ("pygame",)),
    ],
)
def test_layers_point_one_way(layer, forbidden):
    wrong = [
        f"{name} imports {target}"
        for name, targets in GRAPH.items()
        if name == layer or name.startswith(layer + ".")
        for target in targets
        if any(target == f or target.startswith(f + ".") for f in forbidden)
    ]
    assert not wrong, "; ".join(sorted(wrong))


def test_scenes_never_import_the_app():
    """The app hands each scene its services; a scene that imports the main loop closes a circle."""
    app = "casino_brag.ui.core.app"
    wrong = [name for name, targets in GRAPH.items() if name.startswith("casino_brag.ui.") and app in targets]
    assert not wrong, "import the services protocol instead of the app: " + ", ".join(sorted(wrong))


def test_no_flat_prefix_families():
    families: dict[tuple[Path, str], list[str]] = defaultdict(list)
    for path, is_package in MODULES.values():
        stem = path.stem
        if not is_package and "_" in stem.strip("_"):
            families[(path.parent, stem.split("_")[0])].append(stem)
    for path, is_package in MODULES.values():  # a module named just the prefix belongs to its family
        if not is_package:
            for (folder, prefix), members in families.items():
                if folder == path.parent and path.stem == prefix and prefix not in members:
                    members.append(prefix)
    big = {
        f"{folder.relative_to(ROOT)}/{prefix}_*": sorted(m)
        for (folder, prefix), m in families.items()
        if len(m) > MAX_FAMILY
    }
    assert not big, f"make a package of each: {big}"


def test_modules_stay_under_the_size_limit():
    big = [
        f"{path.relative_to(ROOT)} ({n} lines)"
        for path, _ in MODULES.values()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    ]
    assert not big, "split these by concept: " + ", ".join(sorted(big))


def test_every_package_says_what_lives_there():
    silent = []
    for path in PACKAGE.rglob("*"):
        if path.is_dir() and path.name != "__pycache__" and any(path.glob("*.py")):
            init = path / "__init__.py"
            if not init.exists() or not ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))):
                silent.append(str(path.relative_to(ROOT)))
    assert not silent, "give each package an __init__ with a docstring: " + ", ".join(sorted(silent))

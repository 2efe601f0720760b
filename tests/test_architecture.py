"""The shape of the code: no import cycles, and no import running up the layers.

The layers are ``i18n`` → ``rules`` → ``models`` → ``ui`` → ``main`` (docs/architecture.md): a
module may import from its own layer and the layers to its left, never from one to its right.
Every import counts, at the top of a module or inside a function, so an import placed in a
function cannot hide a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("i18n", "rules", "models", "ui")
# Lower number = lower layer; an import may only go to the same or a lower layer. i18n/ is the
# translation plumbing, below the games' rules, which translate their own names and texts.
LAYER = {"i18n": -1, "rules": 0, "models": 1, "ui": 2, "main": 3}
# Libraries a layer must not use (the layers' own promise; see docs/architecture.md).
FORBIDDEN = {
    "i18n": ("PySide6", "peewee", "playhouse", "reportlab", "psycopg", "psycopg2"),
    "rules": ("PySide6", "peewee", "playhouse", "reportlab", "psycopg", "psycopg2"),
    "models": ("PySide6",),
}

Graph = dict[str, set[str]]


def project_modules(root: Path) -> dict[str, Path]:
    """Every module of the project, by dotted name: main.py and the three packages."""
    modules: dict[str, Path] = {}
    if (root / "main.py").exists():
        modules["main"] = root / "main.py"
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def _imported(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> Iterator[str]:
    """The dotted name of everything ``tree`` imports, wherever the import statement is.

    ``from package import module`` imports that module (its package is initialised first by
    Python, which is not an import of the package's own names); ``from module import name``
    imports the module.
    """
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against this module's package
                base = module.split(".")
                base = base if is_package else base[:-1]
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            for alias in node.names:
                submodule = f"{stem}.{alias.name}"
                yield submodule if submodule in known else stem


def import_graph(root: Path) -> tuple[Graph, dict[str, set[str]]]:
    """The project's modules and, for each, the project modules and outside top-level
    packages it imports."""
    modules = project_modules(root)
    graph: Graph = {name: set() for name in modules}
    outside: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target in _imported(tree, name, path.name == "__init__.py", set(modules)):
            if target in modules:
                if target != name:
                    graph[name].add(target)
            elif target.split(".")[0] not in LAYER:
                outside[name].add(target.split(".")[0])
    return graph, outside


def layer_of(module: str) -> str:
    return module.split(".")[0]


def cycles(graph: Graph) -> list[list[str]]:
    """Every group of modules that import each other round in a circle (Tarjan's strongly
    connected components with more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        # Iterative depth-first search: deep import chains must not hit the recursion limit.
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def upward_imports(graph: Graph) -> list[str]:
    """Imports from a lower layer into a higher one, as "a imports b" lines."""
    return [
        f"{module} imports {target}"
        for module, targets in sorted(graph.items())
        for target in sorted(targets)
        if LAYER[layer_of(target)] > LAYER[layer_of(module)]
    ]


def forbidden_libraries(outside: dict[str, set[str]]) -> list[str]:
    return [
        f"{module} imports {library}"
        for module, libraries in sorted(outside.items())
        for library in sorted(libraries)
        if library in FORBIDDEN.get(layer_of(module), ())
    ]


def _write(root: Path, files: Iterable[tuple[str, str]]) -> Path:
    for name, text in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


# --- the project ----------------------------------------------------------------------------


def test_the_project_has_no_import_cycle() -> None:
    graph, _ = import_graph(ROOT)
    assert len(graph) > 50  # the whole project was read
    assert cycles(graph) == []


def test_no_import_runs_up_the_layers() -> None:
    graph, _ = import_graph(ROOT)
    assert upward_imports(graph) == []


def test_rules_and_models_keep_to_their_libraries() -> None:
    _, outside = import_graph(ROOT)
    assert forbidden_libraries(outside) == []


def test_nothing_imports_main() -> None:
    graph, _ = import_graph(ROOT)
    assert [module for module, targets in graph.items() if "main" in targets] == []


# Sibling packages that share only what lies below both (models/records/).
SIBLINGS = (("models.check", "models.exchange"),)


def sibling_imports(graph: Graph) -> list[tuple[str, str]]:
    """Imports from one package of a sibling pair into the other, either way."""
    found = []
    for pair in SIBLINGS:
        for one, other in (pair, pair[::-1]):
            for module, targets in graph.items():
                if module == one or module.startswith(one + "."):
                    found += [
                        (module, t) for t in targets if t == other or t.startswith(other + ".")
                    ]
    return sorted(found)


def test_the_check_and_the_campaign_files_do_not_import_each_other() -> None:
    graph, _ = import_graph(ROOT)
    assert sibling_imports(graph) == []
    tangled = {**graph, "models.check.columns": {"models.exchange.reader"}}
    assert sibling_imports(tangled) == [("models.check.columns", "models.exchange.reader")]


# --- the checker itself finds what it is for --------------------------------------------------


@pytest.fixture
def tangled(tmp_path: Path) -> Path:
    """A small project with every fault the checks look for."""
    return _write(
        tmp_path,
        [
            ("main.py", "import ui.window\n"),
            ("rules/__init__.py", ""),
            ("rules/dice.py", "def roll():\n    from models.store import db\n"),
            ("rules/odds.py", "import peewee\nfrom . import dice\n"),
            ("models/__init__.py", ""),
            ("models/store.py", "from models import shop\ndb = None\n"),
            ("models/shop.py", "def buy():\n    from models.store import db\n"),
            ("ui/__init__.py", ""),
            ("ui/window.py", "from main import fail\nfrom rules.odds import x\n"),
        ],
    )


def test_a_cycle_through_an_import_inside_a_function_is_found(tangled: Path) -> None:
    graph, _ = import_graph(tangled)
    assert cycles(graph) == [["main", "ui.window"], ["models.shop", "models.store"]]


def test_an_import_up_the_layers_is_found(tangled: Path) -> None:
    graph, outside = import_graph(tangled)
    assert upward_imports(graph) == ["rules.dice imports models.store", "ui.window imports main"]
    assert forbidden_libraries(outside) == ["rules.odds imports peewee"]
    assert "rules.dice" in graph["rules.odds"]  # a relative import is followed too


def test_a_start_on_a_file_loads_no_server_driver() -> None:
    """The PostgreSQL driver costs a third of a second to import; a start on a SQLite file
    (the app's window and every command's modules) never loads it."""
    import subprocess
    import sys

    code = (
        "import sys; import main; import ui.main_window; import models.exchange; "
        "import models.check; import models.pdf.pack; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('psycopg', 'psycopg2')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.stdout.strip() == "[]", done.stdout


def test_the_command_line_loads_no_qt_and_no_models_as_it_starts() -> None:
    """``main.py`` and its commands (``ui/cli/``) import what a command needs when it runs:
    loading them (as ``muster --help`` does) loads neither Qt nor Muster's models."""
    import subprocess
    import sys

    code = (
        "import sys; import main; "
        "print(sorted({m.split('.')[0] for m in sys.modules} "
        "& {'PySide6', 'shiboken6', 'models', 'peewee', 'reportlab', 'psycopg'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]", done.stdout


# docs/architecture.md: modules stay small enough to read in one sitting, none past this.
MAX_MODULE_LINES = 630
PRODUCT = ("main.py", "i18n", "rules", "models", "ui", "tools")


def too_long(root: Path) -> list[str]:
    """Each product module (``main.py``, the packages, ``tools/``) longer than the bound, with
    its length."""
    found = []
    for place in PRODUCT:
        paths = [root / place] if place.endswith(".py") else sorted((root / place).rglob("*.py"))
        for path in paths:
            if not path.is_file():
                continue
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_MODULE_LINES:
                found.append(f"{path.relative_to(root)}: {lines} lines")
    return found


def test_no_module_passes_the_documented_length() -> None:
    """A module past the bound is split along its seams (docs/architecture.md)."""
    assert too_long(ROOT) == [], f"longer than {MAX_MODULE_LINES} lines: {too_long(ROOT)}"


def test_a_module_past_the_length_is_named(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "odds.py").write_text("x = 1\n" * MAX_MODULE_LINES, encoding="utf-8")
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "big.py").write_text("x = 1\n" * 631, encoding="utf-8")
    (tmp_path / "main.py").write_text("x = 1\n" * 700, encoding="utf-8")
    assert too_long(tmp_path) == ["main.py: 700 lines", "tools/big.py: 631 lines"]

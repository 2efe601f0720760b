"""Muster's translation catalogues: which code each one holds, extracting them, building them.

    python tools/catalogues.py update   # after changing what users read
    python tools/catalogues.py build    # the .qm files the app loads (make does it)

Each *area* of the code has its own Qt catalogue per language, ``resources/i18n/AREA/LANG.ts``,
extracted by ``pyside6-lupdate`` from the area's sources (below). ``build`` joins a language's
areas into one ``resources/i18n/muster_LANG.qm`` with ``pyside6-lrelease``; the ``.qm`` files
are built at set-up and never committed; a wheel builds its own (setup.py). English's
catalogues hold only the plural forms (``-pluralonly``): its other texts are the source texts
themselves. This is a tool of the project, in ``tools/``: it is not installed with Muster.

lupdate reads, for each area, one temporary Python file of the area's translatable texts, one
call a line (:func:`calls`), read from the code by Python's own parser: lupdate's parser
misses plurals whose count is not a plain name, or which a formatter split over lines. The
game data's names and texts (``resources/games/*.toml``) are written as such calls by
``rules.game_strings``.

Changed source texts stay in a language's catalogue as obsolete entries (``vanished``) for its
translator; ``tests/test_translations.py`` fails until they are translated and removed
(``update --drop-obsolete``). See docs/translating.md.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "resources" / "i18n"  # the catalogues
LANGUAGES = ("de", "en")
SOURCE_LANGUAGE = "en"

# Each area: the sources (globs relative to the project) its catalogue is extracted from.
AREAS: dict[str, tuple[str, ...]] = {
    "main": ("main.py", "ui/cli/*.py"),
    "ui": ("ui/*.py",),
    "dialogs": ("ui/dialogs/*.py",),
    "tracker": ("ui/tracker/*.py", "ui/odds/*.py"),
    "models": ("models/*.py",),
    "printouts": ("models/pdf/*.py",),
    "store": ("models/store/*.py",),
    "exchange": ("models/exchange/*.py", "models/check/*.py", "models/records/*.py"),
    "rules": ("rules/*.py", "i18n/*.py"),
    "gamedata": (),  # written by rules.game_strings
    # The published web pages' templates (their tr() and trn() calls: template_calls), and
    # the code that fills them (in "models" too: the same texts, the same translations).
    "site": ("resources/site/templates/*.html", "models/publish*.py"),
}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is missing: run make (it installs PySide6's tools)")
    return found


def sources(area: str, scratch: Path) -> list[str]:
    """The file ``area``'s catalogue is extracted from, written into ``scratch``: every
    translatable text of the area's code (:func:`calls`), or the game data's."""
    path = scratch / f"{area}.py"
    if area == "gamedata":
        sys.path.insert(0, str(ROOT))
        from rules.game_strings import catalogue_source

        path.write_text(catalogue_source(), encoding="utf-8")
        return [str(path)]
    lines: list[str] = []
    for pattern in AREAS[area]:
        for source in sorted(ROOT.glob(pattern)):
            lines += template_calls(source) if source.suffix == ".html" else calls(source)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return [str(path)]


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def calls(source: Path) -> list[str]:
    """Each translatable text of a Python file, as one line lupdate reads the same way
    whatever the code's layout: ``translate(CONTEXT, TEXT, DISAMBIGUATION, PLURAL, n)`` for a
    count, ``translate(CONTEXT, TEXT, DISAMBIGUATION)`` otherwise. lupdate's own Python
    parser misses a plural whose arguments are not plain names, or that a formatter split
    over lines with a trailing comma; reading the calls with Python's own parser first
    leaves the code free of those limits. Calls whose context or text is not a literal (a
    lookup of a text marked elsewhere, such as a game data name) are not texts to extract."""
    tree = ast.parse(source.read_text(encoding="utf-8"), str(source))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if name not in ("translate", "QT_TRANSLATE_NOOP"):
            continue
        args = list(node.args)
        context, text = (_literal(a) for a in [*args, None, None][:2])
        if context is None or text is None:
            continue
        third = args[2] if len(args) > 2 else None
        disambiguation = _literal(third) or ""
        for keyword in node.keywords:
            if keyword.arg == "disambiguation":
                disambiguation = _literal(keyword.value) or ""
        plural = name == "translate" and (
            len(args) >= 5 or any(k.arg == "n" for k in node.keywords)
        )
        said = f"{context!r}, {text!r}, {disambiguation!r}"
        found.append(
            (
                node.lineno,
                node.col_offset,
                f"translate({said}, PLURAL, n)" if plural else f"translate({said})",
            )
        )
    return [line for _row, _col, line in sorted(found)]


# A template's text: tr("Context", "text", ...) or trn("Context", "text", count, ...), with
# double-quoted literals (a backslash escapes the next character).
_TEMPLATE_CALL = re.compile(
    r'\b(trn?)\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*"((?:[^"\\]|\\.)*)"', re.DOTALL
)


def template_calls(source: Path) -> list[str]:
    """Each text of a Jinja2 template (``{{ tr("Site", "League table") }}``, a count
    ``{{ trn("Site", "%n game(s)", n) }}``; see models/publish_pages.py), as the lines
    :func:`calls` writes for Python."""
    found = []
    for match in _TEMPLATE_CALL.finditer(source.read_text(encoding="utf-8")):
        name, context, text = match.groups()
        context, text = (ast.literal_eval(f'"{part}"') for part in (context, text))
        said = f"{context!r}, {text!r}, ''"
        found.append(f"translate({said}, PLURAL, n)" if name == "trn" else f"translate({said})")
    return found


def update(
    folder: Path = HERE, *, drop_obsolete: bool = False, areas: tuple[str, ...] = tuple(AREAS)
) -> None:
    """Extract the areas' texts into their catalogues in ``folder`` (kept translations stay)."""
    lupdate = _tool("pyside6-lupdate")
    with tempfile.TemporaryDirectory(prefix="muster-i18n-") as scratch:
        for area in areas:
            files = sources(area, Path(scratch))
            (folder / area).mkdir(parents=True, exist_ok=True)
            for language in LANGUAGES:
                ts = folder / area / f"{language}.ts"
                options = ["-locations", "none", "-silent", "-target-language", language]
                if language == SOURCE_LANGUAGE:
                    options += ["-pluralonly", "-no-obsolete"]
                elif drop_obsolete:
                    options.append("-no-obsolete")
                subprocess.run([lupdate, *options, *files, "-ts", str(ts)], check=True, cwd=ROOT)


def build(folder: Path = HERE, out: Path = HERE) -> list[Path]:
    """Join each language's catalogues into ``out/muster_LANG.qm``."""
    lrelease = _tool("pyside6-lrelease")
    built = []
    for language in LANGUAGES:
        parts = sorted(str(p) for p in folder.glob(f"*/{language}.ts"))
        qm = out / f"muster_{language}.qm"
        subprocess.run([lrelease, "-silent", *parts, "-qm", str(qm)], check=True)
        built.append(qm)
    return built


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("update", "build"))
    parser.add_argument("--drop-obsolete", action="store_true")
    parser.add_argument("--area", action="append", choices=tuple(AREAS), help="only this area")
    args = parser.parse_args()
    if args.action == "update":
        update(drop_obsolete=args.drop_obsolete, areas=tuple(args.area or AREAS))
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())

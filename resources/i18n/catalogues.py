"""Muster's translation catalogues: which code each one holds, extracting them, building them.

    python resources/i18n/catalogues.py update   # after changing what users read
    python resources/i18n/catalogues.py build    # the .qm files the app loads (make does it)

Each *area* of the code has its own Qt catalogue per language, ``resources/i18n/AREA/LANG.ts``,
extracted by ``pyside6-lupdate`` from the area's sources (below). ``build`` joins a language's
areas into one ``resources/i18n/muster_LANG.qm`` with ``pyside6-lrelease``; the ``.qm`` files
are built at set-up and never committed. English's catalogues hold only the plural forms
(``-pluralonly``): its other texts are the source texts themselves.

The game data's names and texts (``resources/games/*.toml``) are read by ``rules.game_strings``,
which writes them as ``QT_TRANSLATE_NOOP`` calls into a temporary Python file for lupdate.

Changed source texts stay in a language's catalogue as obsolete entries (``vanished``) for its
translator; ``tests/test_translations.py`` fails until they are translated and removed
(``update --drop-obsolete``). See docs/translating.md.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LANGUAGES = ("de", "en")
SOURCE_LANGUAGE = "en"

# Each area: the sources (globs relative to the project) its catalogue is extracted from.
AREAS: dict[str, tuple[str, ...]] = {
    "main": ("main.py",),
    "ui": ("ui/*.py",),
    "dialogs": ("ui/dialogs/*.py",),
    "tracker": ("ui/tracker/*.py", "ui/odds/*.py"),
    "models": ("models/*.py",),
    "printouts": ("models/pdf/*.py",),
    "store": ("models/store/*.py",),
    "exchange": ("models/exchange/*.py", "models/check/*.py", "models/records/*.py"),
    "rules": ("rules/*.py",),
    "gamedata": (),  # written by rules.game_strings
}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is missing: run make (it installs PySide6's tools)")
    return found


def sources(area: str, scratch: Path) -> list[str]:
    """The files ``area``'s catalogue is extracted from (the game data's, written into
    ``scratch``)."""
    if area == "gamedata":
        sys.path.insert(0, str(ROOT))
        from rules.game_strings import catalogue_source

        path = scratch / "game_strings_generated.py"
        path.write_text(catalogue_source(), encoding="utf-8")
        return [str(path)]
    found: list[str] = []
    for pattern in AREAS[area]:
        found += sorted(str(p.relative_to(ROOT)) for p in ROOT.glob(pattern))
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

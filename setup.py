"""The wheel carries the translations: building it compiles each language's catalogues
(``resources/i18n/AREA/LANG.ts``, committed) into the ``muster_LANG.qm`` the app loads, with
PySide6's ``lrelease`` (a build requirement in pyproject.toml). A clean checkout has no
``.qm`` files (they are never committed), so without this an installed Muster would speak
only English. ``tools/catalogues.py build`` does the same for a checkout (make does it).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LANGUAGES = ("de", "en")  # as tools/catalogues.py
HERE = Path(__file__).resolve().parent
I18N = Path("resources") / "i18n"


def lrelease() -> str:
    """PySide6's lrelease, from the environment the build runs in."""
    found = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or (
        shutil.which("pyside6-lrelease")
    )
    if found is None:
        raise SystemExit("pyside6-lrelease is missing: PySide6 is a build requirement")
    return found


class BuildWithCatalogues(build_py):
    """Python's files as usual, and the compiled catalogues beside the .ts files."""

    def run(self) -> None:
        super().run()
        tool = lrelease()
        out = Path(self.build_lib) / I18N
        out.mkdir(parents=True, exist_ok=True)
        for language in LANGUAGES:
            parts = sorted(str(p) for p in (HERE / I18N).glob(f"*/{language}.ts"))
            if not parts:
                raise SystemExit(f"no catalogues for {language} in {HERE / I18N}")
            qm = out / f"muster_{language}.qm"
            subprocess.run([tool, "-silent", *parts, "-qm", str(qm)], check=True)


setup(cmdclass={"build_py": BuildWithCatalogues})

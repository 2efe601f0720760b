"""The wheel as a user installs it: built from a clean checkout (the committed files only, no
catalogue built beforehand), installed alone into a fresh virtual environment, and speaking
German to a German desktop.

The fresh environment takes Muster from the wheel and nothing else from this folder; its
libraries (PySide6 and the rest) are the project's own environment's, reached through a
``.pth`` file, so the test does not install Qt again.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*command: str | Path, **options: object) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [str(part) for part in command],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        **options,  # type: ignore[call-overload]
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a clone of this checkout's last commit."""
    work = tmp_path_factory.mktemp("wheel")
    head = run("git", "rev-parse", "HEAD", cwd=ROOT).stdout.strip()
    source = work / "source"
    run("git", "clone", "--quiet", "--no-checkout", ROOT, source)
    run("git", "checkout", "--quiet", head, cwd=source)
    assert not list(source.rglob("*.qm"))  # never committed: the build must make them
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", work / "out", source)
    (built,) = (work / "out").glob("muster-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_the_catalogues_and_no_build_tools(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert {n for n in names if n.endswith(".qm")} == {
        "resources/i18n/muster_de.qm",
        "resources/i18n/muster_en.qm",
    }
    assert not [n for n in names if n.startswith(("tools/", "tests/"))]
    assert not [n for n in names if n.endswith((".ts", "catalogues.py", "demo_big.py"))]
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    declared = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]\nmuster = main:run" in declared  # the app, without a console on Windows
    assert "[console_scripts]\nmuster-cli = main:run" in declared  # its commands, with one


@pytest.mark.slow
def test_the_installed_wheel_speaks_german(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", wheel)
    site = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"
        ).stdout.strip()
    )
    (site / "project_libraries.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANGUAGE"))}
    env.update(LANG="de_DE.UTF-8", HOME=str(tmp_path), PYTHONPATH="")
    where = run(
        python,
        "-c",
        "import main, rules; print(main.__file__, rules.__file__)",
        cwd=tmp_path,
        env=env,
    ).stdout
    assert str(ROOT) not in where and str(site) in where  # Muster from the wheel alone
    shown = run(venv / "bin" / "muster", "--help", cwd=tmp_path, env=env).stdout
    assert "Aufruf:" in shown and "Optionen" in shown, shown
    english = run(
        venv / "bin" / "muster-cli", "--help", cwd=tmp_path, env={**env, "LANG": "C.UTF-8"}
    ).stdout
    assert "usage:" in english and "Aufruf:" not in english

"""preferences.ini is untrusted input like any file: a value with ``%``, a section twice, a
pipe, a link to an endless device, bytes that are not UTF-8 or a file too big are ignored with
one warning, by every command and by the window, and never hang or break them."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import ui.language
from models.store.connection import close_database
from models.store.lifecycle import open_database
from tests.data_safety import populate
from tests.test_command_line import ROOT

WARNING = "muster: warning: "


def text(content: str) -> Callable[[Path], object]:
    return lambda path: path.write_text(content, encoding="utf-8")


def fifo(path: Path) -> None:
    os.mkfifo(path)  # reading it would wait for a writer forever


def endless(path: Path) -> None:
    path.symlink_to("/dev/zero")  # reading it would never end


def big(path: Path) -> None:
    with path.open("wb") as handle:
        handle.write(b"[interface]\nlanguage = de\n")
        handle.truncate(ui.language.PREFERENCES_LIMIT + 1)


# Each: how the file is made, and whether it is refused with a warning (the others are read,
# and what they hold is no language: the system's is spoken).
FILES: dict[str, tuple[Callable[[Path], object], bool]] = {
    "a % in the language": (text("[interface]\nlanguage = de%\n"), False),
    "an interpolation": (text("[interface]\nlanguage = %(x)s\n"), False),
    "a bad interpolation": (text("[interface]\nlanguage = %(\n"), False),
    "the section twice": (text("[interface]\nlanguage = de\n[interface]\nlanguage = en\n"), True),
    "the option twice": (text("[interface]\nlanguage = de\nlanguage = en\n"), True),
    "no section": (text("language = de\n"), True),
    "not UTF-8": (lambda path: path.write_bytes(b"[interface]\nlanguage = d\xe9\n"), True),
    "a named pipe": (fifo, True),
    "a link to /dev/zero": (endless, True),
    "a folder": (lambda path: path.mkdir(), True),
    "too big": (big, True),
}


@pytest.fixture
def config(tmp_path: Path) -> Path:
    folder = tmp_path / "config"
    (folder / "muster").mkdir(parents=True)
    return folder


def made(config: Path, case: str) -> Path:
    path = config / "muster" / "preferences.ini"
    FILES[case][0](path)
    return path


def run_with(config: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,  # a hang fails the test here
        check=False,
    )


@pytest.mark.parametrize("case", sorted(FILES))
def test_every_command_ignores_a_bad_preferences_file_with_one_warning(
    config: Path, tmp_path: Path, case: str
) -> None:
    path = made(config, case)
    db = tmp_path / "campaign.sqlite3"
    open_database(db)
    populate(characters=2)
    close_database()
    for args in (["check", "--db", str(db)], ["--version"], ["check", "--help"]):
        result = run_with(config, *args)
        assert result.returncode == 0, (args, result.stderr)
        assert "Traceback" not in result.stderr and "Error" not in result.stderr
        warnings = [line for line in result.stderr.splitlines() if line.startswith(WARNING)]
        assert len(warnings) == FILES[case][1], result.stderr
        if warnings:
            assert str(path) in warnings[0] and "is ignored" in warnings[0]
    assert os.path.lexists(path)  # read, never changed
    if path.is_symlink():
        assert os.readlink(path) == "/dev/zero"
    elif case == "a named pipe":
        assert stat.S_ISFIFO(path.lstat().st_mode)


@pytest.mark.parametrize("case", sorted(FILES))
def test_the_window_opens_its_preferences_on_a_bad_file(
    qtbot, config: Path, case: str, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    from ui.dialogs.preferences import PreferencesDialog

    path = made(config, case)
    monkeypatch.setattr(ui.language, "_settings_file", lambda: path)
    monkeypatch.setattr(ui.language, "_warned", set())
    assert ui.language.wanted(None, {"LANG": "C"}) == "en"
    dialog = PreferencesDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.language_box.currentData() == ""  # the system's
    warnings = [line for line in capsys.readouterr().err.splitlines() if WARNING in line]
    assert len(warnings) == FILES[case][1]  # once, however often it is read

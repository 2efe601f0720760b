"""Muster speaks the reader's language: the catalogues are complete and current, every screen
reads German under ``LANG=de_DE.UTF-8``, a history written in English reads in German, and so
do a roster printout and the command line (docs/translating.md)."""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import i18n

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
GERMAN = {"LANG": "de_DE.UTF-8"}
ENGLISH = {"LANG": "C.UTF-8"}
FIELD = re.compile(r"\{[a-z_]*\}|%n|%\(\w+\)[sdr]|%[sd]")


def catalogues_module():
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(path: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


def run(args: list[str], env: dict[str, str], **kwargs: object) -> subprocess.CompletedProcess:
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **env)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        environ.pop(var, None)
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=environ, capture_output=True, text=True,
        timeout=600, **kwargs,
    )  # type: ignore[call-overload]  # fmt: skip


# --- the catalogues ---------------------------------------------------------------------------


def test_every_area_has_its_catalogues() -> None:
    module = catalogues_module()
    for area in module.AREAS:
        for language in module.LANGUAGES:
            assert (I18N / area / f"{language}.ts").is_file(), (area, language)


def test_the_catalogues_hold_what_the_code_says_now(tmp_path: Path) -> None:
    """Extracting the code's texts again changes no catalogue: nothing a user reads was added
    or changed without its catalogue entry (make translations-update)."""
    module = catalogues_module()
    copy = tmp_path / "i18n"
    shutil.copytree(I18N, copy, ignore=shutil.ignore_patterns("*.qm", "*.py", "__pycache__"))
    module.update(copy)
    changed = [
        str(path.relative_to(copy))
        for path in sorted(copy.glob("*/*.ts"))
        if path.read_bytes() != (I18N / path.relative_to(copy)).read_bytes()
    ]
    assert changed == []


def test_the_german_catalogue_has_no_unfinished_or_obsolete_entry() -> None:
    problems = []
    for path in sorted(I18N.glob("*/de.ts")) + sorted(I18N.glob("*/en.ts")):
        for context, message in messages(path):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind is not None or not all(forms(message)):
                problems.append(f"{path.parent.name}/{path.name} {context}: {source!r} ({kind})")
    assert problems == []


def test_a_translation_keeps_the_placeholders_of_its_source() -> None:
    problems = []
    for path in sorted(I18N.glob("*/*.ts")):
        for context, message in messages(path):
            source = message.findtext("source") or ""
            wanted = sorted(set(FIELD.findall(source)) - {"%n"})
            for form in forms(message):
                if form and sorted(set(FIELD.findall(form)) - {"%n"}) != wanted:
                    problems.append(f"{path.parent.name} {context}: {source!r} → {form!r}")
            numerus = message.get("numerus") == "yes"
            if "%n" in source and numerus and "%n" not in forms(message)[-1]:
                problems.append(f"{path.parent.name} {context}: {source!r} loses its count")
    assert problems == []


# --- the language chosen ----------------------------------------------------------------------


def test_the_language_follows_the_system_a_setting_and_the_option(qapp) -> None:
    from ui.language import save_setting, system_language, wanted

    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LANG": "C"}) == "en"
    assert system_language({"LANG": "C", "LANGUAGE": "de"}) == "en"  # as gettext
    assert system_language({"LANG": "C.UTF-8", "LANGUAGE": "de"}) == "de"
    assert system_language({}) == "en"
    assert system_language({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:de"}) == "de"
    assert system_language({"LC_ALL": "de_AT.UTF-8", "LANG": "C"}) == "de"
    assert system_language({"LC_MESSAGES": "de_CH", "LANG": "en_GB.UTF-8"}) == "de"
    assert system_language({"LANG": "ja_JP.UTF-8"}) == "en"  # no catalogue: English
    assert wanted("de", {"LANG": "C"}) == "de" and wanted("en", GERMAN) == "en"
    save_setting("de")
    try:
        assert wanted(None, {"LANG": "C"}) == "de"
        assert wanted("en", {"LANG": "C"}) == "en"  # --lang overrides the setting
    finally:
        save_setting("")
    assert wanted(None, GERMAN) == "de"


def test_preferences_keep_the_language_chosen(qtbot, qapp) -> None:
    from ui.dialogs.preferences import PreferencesDialog
    from ui.language import setting

    dialog = PreferencesDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.language_box.currentData() == ""  # the system's
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("de"))
    assert "next starts" in dialog.note.text()
    dialog.accept()
    try:
        assert setting() == "de"
    finally:
        from ui.language import save_setting

        save_setting("")


def test_a_preference_that_cannot_be_kept_says_why_and_keeps_the_dialog(
    qtbot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.dialogs.preferences as preferences
    import ui.language

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setattr(ui.language, "_settings_file", lambda: blocker / "preferences.ini")
    said: list[str] = []
    monkeypatch.setattr(preferences, "show_error", lambda _parent, text, **_: said.append(text))
    dialog = preferences.PreferencesDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("de"))
    dialog.accept()
    assert said and "Traceback" not in said[0] and dialog.isVisible()
    assert ui.language.setting() == ""


def test_a_damaged_preferences_file_is_no_choice(tmp_path: Path, monkeypatch) -> None:
    import ui.language

    damaged = tmp_path / "preferences.ini"
    damaged.write_bytes(b"\xff\xfe[interface\nlanguage = de")
    monkeypatch.setattr(ui.language, "_settings_file", lambda: damaged)
    assert ui.language.setting() == "" and ui.language.wanted(None, GERMAN) == "de"


@pytest.fixture
def german() -> Iterator[None]:
    from ui.language import activate

    activate("de")
    try:
        yield
    finally:
        activate("en")


def test_plurals_and_words_in_both_languages(german: None) -> None:
    from models.history_text import listed_text

    assert i18n.language() == "de"
    assert listed_text(["A", "B", "C"]) == "A, B und C"
    with i18n.in_english():
        assert i18n.language() == "en" and listed_text(["A", "B"]) == "A and B"


# --- history ----------------------------------------------------------------------------------


def test_a_history_written_in_english_reads_in_german(database: Path) -> None:
    from models import campaigns, characters, history, shop
    from models.store.schema import HistoryEntry
    from ui.language import activate

    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot", player="Ann")
    arthur = characters.recruit(warband=band, profile="king_arthur", name="Arthur")
    shop.buy_item(character=arthur, item="helmet")
    written = [e.text for e in HistoryEntry.select().order_by(HistoryEntry.id)]
    assert "Bought Helmet for 1 gp (14 gp left)." in written  # stored in English
    old = history.write(character=arthur, kind=history.NOTE, text="Written by an old version.")
    activate("de")
    try:
        shown = [history.entry_text(e) for e in HistoryEntry.select().order_by(HistoryEntry.id)]
    finally:
        activate("en")
    assert "Helm für 1 GS gekauft (14 GS übrig)." in shown, shown
    assert "Als König Artus Pendragon mit 15 GS angeworben." in shown, shown
    assert "Kriegerschar für Ann aufgestellt." in shown, shown
    assert shown[-1] == "Written by an old version."  # as stored
    assert history.entry_text(old) == "Written by an old version."


def test_a_damaged_message_shows_the_stored_text() -> None:
    from models.history_text import shown

    for details in (
        {"message": {"id": "no such message"}},
        {"message": {"id": "bought", "args": {"item": {"name": "Item"}}}},
        {"message": {"id": "bought", "args": []}},
        {"message": [{"id": "relic"}, "junk"]},
        {"message": {"id": "bought", "args": {"item": True, "price": 1, "left": 2}}},
        "not even a mapping",
    ):
        assert shown("As stored.", details) == "As stored."


# --- the screens, the printouts and the command line -----------------------------------------


@functools.cache
def screens(language: str, folder: str, scale: int = 1) -> dict[str, dict[str, list[str]]]:
    """What every screen says in ``language`` (at ``QT_SCALE_FACTOR`` ``scale``), rendered
    from the same demo database."""
    work = Path(folder) / f"{language}-{scale}"
    work.mkdir(parents=True, exist_ok=True)
    db = Path(folder) / "demo.sqlite3"
    if not db.exists():
        made = run(["main.py", "--lang", "en", "demo", "--db", str(db)], ENGLISH)
        assert made.returncode == 0, made.stderr
    env = dict(GERMAN if language == "de" else ENGLISH, QT_SCALE_FACTOR=str(scale))
    done = run(["-m", "tests.ui.screen_texts", str(db), str(work)], env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("screens"))


# Words German writes as English does.
SAME_IN_GERMAN = {
    "Profile",  # German's plural of Profil
    "Esc",  # keys
    "Enter",
    "Tab",
    "Alt",
    "English",  # the languages, each in its own words
    "Deutsch",
    "Gold",
    "Excalibur",
    "Arm",
    "muster",
    "Muster",
    "OK",
    "Name",
    "Status",
    "Initiative",
    "Tracker",
    "Start",
    "Info",
    "Notizen",
    "Sir",
    "PDF",
    "JSON",
    "PostgreSQL",
    "SQLite",
    "Demo",
    "Caliburn's",
    "Wrath",
    "Beastrider",
    "Wars",
    "The",
    "Stop",
    "Modus",
    "Hrashnarr",
    "Nave",
    "Khra",
    "Arthur",
    "Gawain",
}


# Product names, file names, paths, addresses and example values: the same in any language.
NOT_WORDS = re.compile(r"Qt for Python|PySide6|\S*[/@.:]\S*")


def only_names_numbers_and_dice(text: str, names: set[str]) -> bool:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = NOT_WORDS.sub(" ", text)
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text)
    # dice (d6, W20), and keys named by a letter (A, F2)
    return all(
        word in SAME_IN_GERMAN or re.fullmatch(r"[dDwW]\d*|[A-Z]|F\d+", word) for word in words
    )


def typed_names(db: Path) -> set[str]:
    import sqlite3

    with sqlite3.connect(db) as connection:
        found = set()
        for (rules,) in connection.execute("SELECT house_rules FROM campaign"):
            # the campaign's own profiles, specials and scenarios, typed by its organiser
            for table in ("profiles", "specials", "scenarios"):
                found |= {entry["name"] for entry in json.loads(rules or "{}").get(table, [])}
        for query in (
            "SELECT name FROM campaign",
            "SELECT name FROM warband",
            "SELECT player FROM warband",
            "SELECT name FROM character",
            "SELECT name FROM game_character",
        ):
            found |= {row[0] for row in connection.execute(query) if row[0]}
    return found


def test_every_screen_reads_german(rendered: str) -> None:
    english, german = screens("en", rendered, 1), screens("de", rendered, 1)
    assert english.keys() == german.keys() and len(german) > 30
    names = typed_names(Path(rendered) / "demo.sqlite3")
    untranslated = {}
    for screen, said in german.items():
        same = set(said["texts"]) & set(english[screen]["texts"])
        left = sorted(t for t in same if not only_names_numbers_and_dice(t, names))
        if left:
            untranslated[screen] = left
    assert untranslated == {}


@pytest.mark.parametrize("scale", [1, 2])
def test_no_german_screen_clips_its_text(rendered: str, scale: int) -> None:
    """At 1280×800, and on the same screen at twice the scale (``QT_SCALE_FACTOR=2``)."""
    german = screens("de", rendered, scale)
    assert {screen: said["clipped"] for screen, said in german.items() if said["clipped"]} == {}


def test_the_clip_check_finds_a_clipped_label(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    from tests.ui.screen_texts import clipped_on

    screen = QWidget()
    qtbot.addWidget(screen)
    rows = QVBoxLayout(screen)
    label = QLabel("Eine viel zu lange Beschriftung für ihren Platz")
    label.setFixedWidth(60)
    rows.addWidget(label)
    fits = QPushButton("OK")
    rows.addWidget(fits)
    screen.show()
    qtbot.waitExposed(screen)
    assert [c.split(":")[0] for c in clipped_on(screen)] == [
        "label “Eine viel zu lange Beschriftung für ihren Platz”"
    ]


def test_the_command_line_speaks_german() -> None:
    helped = run(["main.py", "--help"], GERMAN)
    assert helped.returncode == 0
    assert "Optionen" in helped.stdout and "options" not in helped.stdout
    english = run(["main.py", "--help"], ENGLISH)
    assert "options" in english.stdout and "Optionen" not in english.stdout
    overridden = run(["main.py", "--lang", "de", "--help"], ENGLISH)
    assert overridden.stdout == helped.stdout
    refused = run(["main.py", "--db", "/nonexistent/folder/x.sqlite3", "check"], GERMAN)
    assert refused.returncode == 2
    said = refused.stderr.strip()
    assert said.startswith("muster: Fehler:") and "\n" not in said, said
    english = run(["main.py", "--db", "/nonexistent/folder/x.sqlite3", "check"], ENGLISH)
    assert english.stderr.startswith("muster: error:") and english.stderr != refused.stderr


def test_a_roster_printout_is_german(tmp_path: Path) -> None:
    from pypdf import PdfReader

    db = tmp_path / "demo.sqlite3"
    assert run(["main.py", "--db", str(db), "demo"], ENGLISH).returncode == 0
    printed = {}
    for language in ("en", "de"):
        out = tmp_path / f"{language}.pdf"
        done = run(
            ["main.py", "--lang", language, "--db", str(db), "rosters",
             "--campaign", "Demo: Caliburn's Wrath", "--out", str(out)],
            ENGLISH,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        printed[language] = " ".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Helmet" in printed["en"] and "Helm " in printed["de"]
    assert "King Arthur Pendragon" in printed["en"] and "König Artus" in printed["de"]
    assert (
        "Spieler:" in printed["de"] and "Gedruckt am" in printed["de"] and " GS " in printed["de"]
    )
    assert "Printed 20" in printed["en"] and "Gedruckt" not in printed["en"]

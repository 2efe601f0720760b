"""No stored value crashes a screen, a command or start-up.

Every column of every table (but the ids) is given, one at a time, a value that does not fit
it, as sqlite3 (or a planted row on a club server) could leave it: text in a number, bytes
that are no text, JSON too deep to read, cut short or of the wrong shape, a date that is no
date. Then the app is opened on the file and shown on every tab of the campaign, the
campaign's dialogs are opened (make test opens them on the first column of each table, `make
values-test` on every column), and `check`, `export` and `rosters` are run. Nothing may
end in a traceback; a view that cannot read what it shows says it is unreadable, a dialog
that needs the value is refused in words, and the check names the value.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

import main as muster
from models.demo import create_demo_campaigns
from models.errors import DatabaseValueError
from models.store.connection import close_database
from models.store.lifecycle import open_database
from rules.games import BEASTRIDER, CALIBURN
from tests.ui.shown_text import shown_texts
from tests.ui.test_accessibility import NOT_IN, SCREENS
from ui.main_window import MainWindow
from ui.screenshots import _a_turn_at_the_table, _game_to_play
from ui.unreadable import REPAIR, UNREADABLE

DEEP = "[" * 5000 + "]" * 5000
NOT_UTF8 = b"\xff\xfe\x00"
JSON_COLUMNS = {
    "house_rules", "options", "upgrades", "injuries", "details", "outcome", "state", "seat",
    "marks", "change", "undo",
}  # fmt: skip
# The membership tables are a club server's; a file never reads them.
SKIPPED = {"schema_version", "campaign_member", "warband_owner", "game_report", "report_event"}


def _bad_values(column: str, declared: str) -> dict[str, object]:
    declared = declared.upper()
    if column in JSON_COLUMNS:
        return {"not-json": "{", "too-deep": DEEP, "wrong-shape": "5", "bytes": NOT_UTF8}
    if "INT" in declared:
        return {"text": "abc", "too-large": 1e30}
    if "DATE" in declared:
        return {"no-date": "yesterday"}
    return {"bytes": NOT_UTF8}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The two demo campaigns in a file, a game of each being played, made once."""
    path = tmp_path_factory.mktemp("values") / "demo.sqlite3"
    open_database(path)
    try:
        for campaign in create_demo_campaigns():  # and a game of each at the table
            game = _game_to_play(campaign)
            if game is not None:
                _a_turn_at_the_table(game)
    finally:
        close_database()
    return path


def _columns() -> Iterator[tuple[str, str, str]]:
    """(table, column, declared type) of every non-id column, from a fresh database."""
    connection = sqlite3.connect(":memory:")
    from models.store.schema import ALL_MODELS

    for model in ALL_MODELS:
        table = model._meta.table_name
        if table in SKIPPED:
            continue
        for field in model._meta.sorted_fields:
            if field.column_name != "id":
                yield table, field.column_name, field.field_type
    connection.close()


# make test plants one bad value in each column and opens the dialogs on the first column of
# each table; `make values-test` plants every kind of each and opens the dialogs on all.
EVERY_KIND = os.environ.get("MUSTER_EVERY_BAD_VALUE") == "full"


def _cases() -> Iterator[object]:
    tables_seen: set[str] = set()
    for table, column, declared in _columns():
        for number, (kind, value) in enumerate(_bad_values(column, declared).items()):
            if EVERY_KIND or number == 0:
                dialogs = EVERY_KIND or table not in tables_seen
                tables_seen.add(table)
                yield pytest.param(table, column, value, dialogs, id=f"{table}.{column}-{kind}")


CASES = list(_cases())


def _plant(path: Path, table: str, column: str, value: object) -> bool:
    """Put ``value`` in ``column`` of the first row of ``table``; False if it has no rows."""
    connection = sqlite3.connect(path)
    try:
        connection.execute(
            f'UPDATE "{table}" SET "{column}" = ? WHERE rowid = (SELECT min(rowid) FROM "{table}")',
            (value,),
        )
        connection.commit()
        return connection.total_changes > 0
    finally:
        connection.close()


def _every_view(window: MainWindow, planted_in: str) -> list[str]:
    """What the window shows on every tab of the campaign the value is planted in (make
    test), or of every campaign (`make values-test`)."""
    shown: list[str] = []
    for campaign_row in range(window.campaign_combo.count()):
        game = getattr(window.campaign_model.record(campaign_row), "game", None)
        if not EVERY_KIND and game in (BEASTRIDER, CALIBURN) and game != planted_in:
            continue  # the other demo campaign, read whole
        window.campaign_combo.setCurrentIndex(campaign_row)
        for tab in range(window.tabs.count()):
            window.tabs.setCurrentIndex(tab)
            shown += [text for _where, text in shown_texts(window)]
        standings = window.standings_tab
        for lower in range(standings.lower_tabs.count()):
            standings.lower_tabs.setCurrentIndex(lower)
            shown += [text for _where, text in shown_texts(window)]
        roster = window.roster_tab
        for row in range(min(roster.roster_model.rowCount(), 3)):
            roster.roster_view.selectRow(row)
            shown += [text for _where, text in shown_texts(roster.character_panel)]
        window.tabs.setCurrentIndex(0)
    return shown


def _every_dialog(qtbot, window: MainWindow, planted_in: str) -> list[str]:
    """Open each dialog of each campaign the window can read; a dialog that needs a value
    that cannot be read is refused in words (the app shows them in a message)."""
    refused = []
    listed = [window.campaign_model.record(row) for row in range(window.campaign_model.rowCount())]
    # The value is planted in the first row of its table: the first campaign's (the
    # Beastrider Wars demo; a purchase, Caliburn's Wrath's). make test opens that
    # campaign's dialogs; `make values-test` both campaigns'.
    for game in (BEASTRIDER, CALIBURN) if EVERY_KIND else (planted_in,):
        campaign = next((c for c in listed if c.game == game), None)
        if campaign is None:
            continue
        window.select_campaign(campaign.id)
        for kind, openers in SCREENS.items():
            if (kind, game) in NOT_IN:
                continue
            for _label, opener in openers:
                try:
                    dialog = opener(window, game)
                except DatabaseValueError as exc:
                    refused.append(str(exc))
                    continue
                except Exception as exc:
                    if "DoesNotExist" in type(exc).__name__:
                        continue  # the test's own look-up found no such row (a moved link)
                    raise
                qtbot.addWidget(dialog)
                dialog.show()
                dialog.close()
    # Nothing a dialog made, shown or not, is left behind as a window of its own.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # as the event loop does
    strays = [
        widget.metaObject().className()
        for widget in QApplication.topLevelWidgets()
        if not isinstance(widget, (QDialog, QMainWindow))
        and widget.windowType() != Qt.WindowType.Popup  # a list's or a menu's drop-down
    ]
    assert not strays, strays
    return refused


@pytest.mark.parametrize(("table", "column", "value", "dialogs"), CASES)
def test_a_bad_stored_value_crashes_nothing(
    qtbot,
    template: Path,
    tmp_path: Path,
    capsys,
    table: str,
    column: str,
    value: object,
    dialogs: bool,
) -> None:
    path = tmp_path / "planted.sqlite3"
    shutil.copy(template, path)
    if not _plant(path, table, column, value):
        pytest.skip(f"the demo has no {table} row")
    # The commands: one line each and an exit code, never a traceback.
    check = muster.main(["check", "--db", str(path)])
    found = capsys.readouterr().out
    assert check in (1, 2), found  # the check names the value
    names = ("Demo: The Beastrider Wars", "Demo: Caliburn's Wrath")
    planted = names[1:] if table == "purchase" else names[:1]
    for name in names if EVERY_KIND else planted:
        for command in (
            ["export", "--db", str(path), "--campaign", name, "--out", str(tmp_path / "c.json")],
            ["rosters", "--db", str(path), "--campaign", name, "--out", str(tmp_path / "r.pdf")],
        ):
            assert muster.main(command) in (0, 1, 2)
    # The app, on every view and dialog.
    open_database(path)
    try:
        window = MainWindow(path)
        qtbot.addWidget(window)
        window.show()
        planted_in = CALIBURN if table == "purchase" else BEASTRIDER
        shown = _every_view(window, planted_in)
        refused = _every_dialog(qtbot, window, planted_in) if dialogs else []
        window.close()
    finally:
        close_database()
    for words in refused:
        assert "Check" in words  # and how to repair it
    assert all("Traceback" not in text for text in shown)
    if any(UNREADABLE in text for text in shown):  # and beside it, how to repair it
        assert any(REPAIR in text for text in shown)


# Every screen is rendered for each: make test takes a name and a tracked game's state.
SCREENSHOT_CASES = [
    ("character", "name", NOT_UTF8),
    ("tracked_game", "state", "5"),
] + ([("campaign", "house_rules", DEEP), ("game_character", "outcome", "{")] if EVERY_KIND else [])


@pytest.mark.parametrize(("table", "column", "value"), SCREENSHOT_CASES)
def test_screenshots_of_a_file_with_a_bad_value_render_the_rest(
    template: Path, tmp_path: Path, capsys, table: str, column: str, value: object
) -> None:
    path = tmp_path / "planted.sqlite3"
    shutil.copy(template, path)
    assert _plant(path, table, column, value)
    out = tmp_path / "shots"
    assert muster.main(["screenshots", "--db", str(path), "--out", str(out)]) == 0
    written = capsys.readouterr()
    assert "Traceback" not in written.err
    assert (out / "welcome.png").exists() and (out / "about.png").exists()


def _window_on(qtbot, path: Path) -> MainWindow:
    """The window, on the Beastrider demo: the campaign whose first rows are planted."""
    open_database(path)
    window = MainWindow(path)
    qtbot.addWidget(window)
    window.show()
    campaign = sqlite3.connect(path).execute("SELECT min(id) FROM campaign").fetchone()[0]
    window.select_campaign(campaign)
    return window


def _disabled_saying_why(window: MainWindow, *names: str) -> dict[str, str]:
    """The tooltip of each named action, which must be disabled."""
    tips = {}
    for name in names:
        action = getattr(window, f"{name}_action")
        assert not action.isEnabled(), name
        tips[name] = action.toolTip()
    return tips


def _first_row(path: Path, table: str, column: str) -> Any:
    connection = sqlite3.connect(path)
    try:
        query = f'SELECT "{column}" FROM "{table}" WHERE rowid = (SELECT min(rowid) FROM "{table}")'
        return connection.execute(query).fetchone()[0]
    finally:
        connection.close()


def test_a_warband_that_cannot_be_read_is_listed_as_such_and_nothing_is_done_with_it(
    qtbot, template: Path, tmp_path: Path
) -> None:
    path = tmp_path / "planted.sqlite3"
    shutil.copy(template, path)
    assert _plant(path, "warband", "name", NOT_UTF8)  # the Beastrider demo's first warband
    planted = _first_row(path, "warband", "id")
    window = _window_on(qtbot, path)
    try:
        roster = window.roster_tab
        model = roster.warband_model
        names = [model.index(row, 0).data() for row in range(model.rowCount())]
        assert f"Warband {planted} (unreadable)" in names
        assert len(names) > 1  # the others are listed as they are
        roster.select_warband(planted)
        row = roster.warband_view.currentIndex().row()
        assert (
            model.index(row, 0)
            .data(Qt.ItemDataRole.ToolTipRole)
            .startswith(
                f"This warband: {UNREADABLE}. The database holds a value Muster cannot read: the "
                "name of a warband is b'\\xff\\xfe\\x00', not text."
            )
        )
        tips = _disabled_saying_why(
            window, "edit_warband", "delete_warband", "recruit", "rename_character", "upgrades"
        )
        for name, shown in tips.items():
            assert shown.startswith(f"This warband: {UNREADABLE}."), name
            assert shown.endswith(REPAIR), name
        assert window.new_warband_action.isEnabled()  # what needs none of it still works
        assert window.check_action.isEnabled()
        other = next(n for n, name in enumerate(names) if "(unreadable)" not in name)
        roster.warband_view.selectRow(other)
        roster.roster_view.selectRow(0)
        for name in ("edit_warband", "rename_character"):
            assert getattr(window, f"{name}_action").isEnabled(), name
            assert UNREADABLE not in getattr(window, f"{name}_action").toolTip(), name
    finally:
        window.close()
        close_database()


def test_a_character_that_cannot_be_read_is_listed_as_such_beside_the_others(
    qtbot, template: Path, tmp_path: Path
) -> None:
    path = tmp_path / "planted.sqlite3"
    shutil.copy(template, path)
    assert _plant(path, "character", "injuries", "{")
    planted = _first_row(path, "character", "id")
    window = _window_on(qtbot, path)
    try:
        roster = window.roster_tab
        roster.select_warband(_first_row(path, "character", "warband_id"))
        assert roster.roster_title.text().startswith("Roster of ")
        roster.select_character(planted)
        row = roster.roster_view.currentIndex().row()
        shown = roster.roster_model.index(row, roster.roster_model.COL_STATS).data()
        assert shown == UNREADABLE
        assert roster.character_panel.title.text() == f"Character {UNREADABLE}"
        tips = _disabled_saying_why(window, "rename_character", "upgrades", "retire", "notes")
        for name, shown in tips.items():
            assert shown.startswith(f"This character: {UNREADABLE}."), (name, shown)
            assert shown.endswith(REPAIR), name
        assert window.edit_warband_action.isEnabled()  # the warband itself reads well
        other = next(
            n
            for n in range(roster.roster_model.rowCount())
            if not roster.roster_model.record(n).unreadable
        )
        roster.roster_view.selectRow(other)
        assert window.rename_character_action.isEnabled()
        assert UNREADABLE not in window.rename_character_action.toolTip()
        assert roster.character_panel.title.text() != f"Character {UNREADABLE}"
    finally:
        window.close()
        close_database()

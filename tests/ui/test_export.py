"""Export roster… and Export game-night pack…: a save dialog, the layout on a worker thread,
the file opened in the system's viewer. The dialog and the viewer are patched; the tests wait
on Qt's signals, never sleep."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

from tests.models.pdf_support import (
    beastrider_campaign,
    caliburn_campaign,
    page_sizes,
    pdf_pages,
)
from tests.ui.conftest import Prompts
from ui import common, export
from ui.tasks import run_task


class Desktop:
    """Stands in for the save dialog and the system's PDF viewer."""

    def __init__(self, answer: Path | None) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str]] = []
        self.opened: list[Path] = []
        self.viewer_works = True

    def ask_save_path(self, _parent: object, title: str, suggested: str) -> Path | None:
        self.asked.append((title, suggested))
        return self.answer

    def open_file(self, path: Path) -> bool:
        self.opened.append(path)
        return self.viewer_works


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch, prompts: Prompts, tmp_path: Path) -> Desktop:
    fake = Desktop(tmp_path / "exported.pdf")
    monkeypatch.setattr("ui.common.ask_save_path", fake.ask_save_path)
    monkeypatch.setattr("ui.common.open_file", fake.open_file)
    return fake


def test_export_rosters_writes_and_opens_the_pdf(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts
) -> None:
    made = caliburn_campaign()
    export.export_rosters(None, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.asked == [("Export all rosters", "Round Table - rosters.pdf")]
    assert desktop.opened == [desktop.answer]
    assert desktop.answer is not None
    pages = pdf_pages(desktop.answer.read_bytes())
    assert "Knights of Camelot" in pages[0] and "The Green Chapel" in pages[1]
    assert prompts.errors == []


def test_export_rosters_leaves_out_a_warband_with_a_warrior_muster_cannot_read(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts
) -> None:
    from models.store.connection import db
    from models.store.schema import Character

    made = caliburn_campaign()
    warrior = Character.select().where(Character.warband == made.camelot).first()
    db.execute_sql("UPDATE character SET options = 'not json' WHERE id = ?", (warrior.id,))
    export.export_rosters(None, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.answer is not None
    text = " ".join(pdf_pages(desktop.answer.read_bytes()))
    assert "The Green Chapel" in text and "Knights of Camelot" not in text
    (said,) = prompts.errors
    assert said.startswith(
        f"The roster of “Knights of Camelot” was left out: the warrior {warrior.name} "
        f"(table character, id {warrior.id}, column options)"
    )
    assert "Database ▸ Check…" in said


def test_export_one_warband_suggests_its_name(qtbot, database: Path, desktop: Desktop) -> None:
    made = beastrider_campaign()
    export.export_rosters(None, campaign=made.campaign, warbands=[made.bears])
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.asked == [("Export roster", "Border skirmishes - Bear Riders of Helles.pdf")]
    assert desktop.answer is not None
    (page,) = pdf_pages(desktop.answer.read_bytes())
    assert "Hrashnarr the Hunter" in page


def test_export_game_pack(qtbot, database: Path, desktop: Desktop) -> None:
    made = caliburn_campaign()
    export.export_game_pack(None, game=made.game)
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.asked == [("Export game-night pack", "Round Table - game 2.pdf")]
    assert desktop.answer is not None
    pages = pdf_pages(desktop.answer.read_bytes())
    assert "Game 2: Last Stand" in pages[0]
    assert "Quick reference" in pages[-1]


def test_cancelling_the_dialog_does_nothing(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts
) -> None:
    made = caliburn_campaign()
    desktop.answer = None
    export.export_rosters(None, campaign=made.campaign)
    export.export_game_pack(None, game=made.game)
    assert len(desktop.asked) == 2
    assert desktop.opened == [] and prompts.errors == []


def test_a_file_that_cannot_be_written_is_reported(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts, tmp_path: Path
) -> None:
    made = caliburn_campaign()
    desktop.answer = tmp_path / "gone" / "rosters.pdf"
    export.export_rosters(None, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=30_000)
    assert prompts.errors == [
        f"cannot write {desktop.answer}: the folder {desktop.answer.parent} does not exist"
    ]
    assert desktop.opened == []


def test_no_viewer_is_reported_but_the_file_is_kept(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts
) -> None:
    made = caliburn_campaign()
    desktop.viewer_works = False
    export.export_game_pack(None, game=made.game)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=30_000)
    assert prompts.errors == [
        f"The PDF was saved as {desktop.answer}, but no program could open it."
    ]
    assert desktop.answer is not None
    assert desktop.answer.exists()


def test_the_page_size_setting(qtbot, database: Path, desktop: Desktop) -> None:
    made = caliburn_campaign()
    export.set_page_size("letter")
    assert export.page_size() == "letter"
    export.export_rosters(None, campaign=made.campaign, warbands=[made.chapel])
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.answer is not None
    assert page_sizes(desktop.answer.read_bytes()) == [(612.0, 792.0)]
    with pytest.raises(ValueError, match="page size"):
        export.set_page_size("a5")


def test_the_paper_size_menu(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = export.page_size_menu(window)
    a4, letter = menu.actions()
    QSettings().setValue(export.PAGE_SIZE_KEY, "a4")
    letter.trigger()
    assert export.page_size() == "letter" and letter.isChecked() and not a4.isChecked()
    a4.trigger()
    assert export.page_size() == "a4"


def test_file_names_lose_what_file_systems_refuse() -> None:
    assert common.file_name("Ævar's Þing", "game 3", suffix=".pdf") == "Ævar's Þing - game 3.pdf"
    assert common.file_name("a/b\\c:d*e?", "x", suffix=".pdf") == "a - b - c - d - e - x.pdf"
    assert common.file_name("  ", "...", suffix=".pdf") == "muster.pdf"


def test_run_task_hands_the_result_back_on_the_main_thread(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.statusBar().showMessage("Database: here")
    main = threading.current_thread()
    seen: dict[str, object] = {}

    def work() -> int:
        seen["worker"] = threading.current_thread()
        return 42

    def done(result: int) -> None:
        seen["result"] = result
        seen["delivered on"] = threading.current_thread()

    task = run_task(
        window,
        work,
        on_done=done,
        on_error=lambda error: pytest.fail(str(error)),
        busy_text="Working…",
    )
    assert window.statusBar().currentMessage() == "Working…"
    with qtbot.waitSignal(task.finished, timeout=10_000):
        pass
    assert seen["result"] == 42
    assert seen["worker"] is not main
    assert seen["delivered on"] is main
    assert window.statusBar().currentMessage() == "Database: here"


def test_run_task_hands_the_error_back(qtbot) -> None:
    errors: list[Exception] = []

    def work() -> None:
        raise OSError("disk full")

    task = run_task(None, work, on_done=pytest.fail, on_error=errors.append, busy_text="…")
    with qtbot.waitSignal(task.finished, timeout=10_000):
        pass
    assert [str(error) for error in errors] == ["disk full"]


def test_ask_save_path_adds_the_pdf_suffix_and_remembers_the_folder(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog

    from ui import common

    answers = iter([str(tmp_path / "sheets"), None])

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(10, answer)  # not shown yet: look again on the next turn
            return
        chosen = next(answers)
        if chosen is None:
            dialog.reject()
        else:
            dialog.selectFile(chosen)
            dialog.accept()

    QTimer.singleShot(0, answer)
    assert common.ask_save_path(None, "Export roster", "Round Table.pdf") == tmp_path / "sheets.pdf"
    assert QSettings().value("paths/last_folder") == str(tmp_path)
    QTimer.singleShot(0, answer)
    assert common.ask_save_path(None, "Export roster", "Round Table.pdf") is None


def test_publish_as_web_pages_writes_the_folder_and_opens_its_front_page(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts, monkeypatch, tmp_path: Path
) -> None:
    from models.campaigns import campaign_named
    from models.demo import create_demo_campaigns

    create_demo_campaigns()
    campaign = campaign_named("Demo: Caliburn's Wrath")
    folder = tmp_path / "site"
    monkeypatch.setattr("ui.common.ask_folder", lambda *_a, **_k: folder)
    task = export.publish_pages(None, campaign=campaign)
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=30_000):
        pass
    assert prompts.errors == []
    assert desktop.opened == [folder / "index.html"]
    assert "Knights of Camelot" in (folder / "index.html").read_text(encoding="utf-8")
    assert prompts.errors == []
    # a folder of other files: refused in words, nothing written
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "mine.txt").write_text("mine", encoding="utf-8")
    monkeypatch.setattr("ui.common.ask_folder", lambda *_a, **_k: busy)
    task = export.publish_pages(None, campaign=campaign)
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=30_000):
        pass
    assert prompts.errors and "did not write" in prompts.errors[0]
    assert [p.name for p in busy.iterdir()] == ["mine.txt"]


def test_publish_in_the_app_says_which_warriors_page_was_not_made(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts, monkeypatch, tmp_path: Path
) -> None:
    from models.campaigns import campaign_named
    from models.demo import create_demo_campaigns
    from models.store.connection import db

    create_demo_campaigns()
    db.execute_sql("UPDATE character SET options = 'not json' WHERE name = 'Sir Kai'")
    campaign = campaign_named("Demo: Caliburn's Wrath")
    folder = tmp_path / "site"
    monkeypatch.setattr("ui.common.ask_folder", lambda *_a, **_k: folder)
    task = export.publish_pages(None, campaign=campaign)
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=30_000):
        pass
    assert len(prompts.errors) == 1, prompts.errors
    assert prompts.errors[0].startswith("The page of the warrior Sir Kai (table character, id ")
    assert "Database ▸ Check…" in prompts.errors[0] and "Traceback" not in prompts.errors[0]
    assert desktop.opened == [folder / "index.html"]  # every other page was published
    assert "The Green Knight" in (folder / "index.html").read_text(encoding="utf-8") or any(
        "The Green Knight" in page.read_text(encoding="utf-8")
        for page in (folder / "characters").iterdir()
    )


LOCALES = [
    ({"LANG": "C.UTF-8"}, "a4"),  # the app once printed Letter here: Qt's C locale is American
    ({"LANG": "de_DE.UTF-8"}, "a4"),
    ({"LANG": "en_GB.UTF-8"}, "a4"),
    ({"LANG": "en_US.UTF-8"}, "letter"),
    ({"LANG": "en_GB.UTF-8", "LC_PAPER": "fr_CA.UTF-8"}, "letter"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8"}, "a4"),
    ({}, "a4"),
]
SIZES = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}


@pytest.mark.parametrize(("environ", "paper"), LOCALES)
def test_the_paper_follows_the_locale_alike_in_the_app_and_on_the_command_line(
    qtbot,
    database: Path,
    desktop: Desktop,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    environ: dict[str, str],
    paper: str,
) -> None:
    from tests.test_command_line import run_in_process

    made = caliburn_campaign()
    for name in ("LC_ALL", "LC_PAPER", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    window = QMainWindow()
    qtbot.addWidget(window)
    export.export_rosters(window, campaign=made.campaign, warbands=[made.chapel])
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.answer is not None
    assert set(page_sizes(desktop.answer.read_bytes())) == {SIZES[paper]}
    # The app says where the file went, and on which paper.
    said = window.statusBar().currentMessage()
    assert str(desktop.answer) in said and ("A4" if paper == "a4" else "US Letter") in said
    out = tmp_path / "command.pdf"
    code, stdout, _ = run_in_process(
        capsys, "--lang", "en", "rosters", "--db", str(database), "--campaign", "Round Table",
        "--warband", "The Green Chapel", "--out", str(out),
    )  # fmt: skip
    assert code == 0 and stdout == f"Wrote {out}\n"
    assert set(page_sizes(out.read_bytes())) == {SIZES[paper]}


def test_a_pdf_no_viewer_opens_still_says_where_it_went(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts
) -> None:
    made = caliburn_campaign()
    desktop.viewer_works = False
    window = QMainWindow()
    qtbot.addWidget(window)
    export.export_rosters(window, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=30_000)
    assert str(desktop.answer) in window.statusBar().currentMessage()


def test_export_warrior_cards(qtbot, database: Path, desktop: Desktop) -> None:
    made = caliburn_campaign()
    export.export_cards(None, campaign=made.campaign, warbands=[made.camelot])
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    assert desktop.asked == [("Export warrior cards", "Round Table - Knights of Camelot cards.pdf")]
    assert desktop.answer is not None
    (page,) = pdf_pages(desktop.answer.read_bytes())
    assert "King Arthur" in page and "Kills" in page and "Notes" in page


@pytest.mark.sqlite_only  # about the database file and what SQLite keeps beside it
@pytest.mark.parametrize(
    "target", ["the database", "its -wal", "its -journal", "a backup", "another database"]
)
def test_a_save_dialog_never_writes_over_what_muster_protects(
    qtbot, database: Path, desktop: Desktop, prompts: Prompts, tmp_path: Path, target: str
) -> None:
    """The one guard (models/store/guard.py) answers the save dialogs as it answers --out."""
    import shutil

    from models.store.backup import make_backup
    from tests.data_safety import folder_state

    made = caliburn_campaign()
    other = database.with_name("other.sqlite3")
    shutil.copy2(database, other)
    desktop.answer = {
        "the database": database,
        "its -wal": database.with_name(database.name + "-wal"),
        "its -journal": database.with_name(database.name + "-journal"),
        "a backup": make_backup(database, reason="manual"),
        "another database": other,
    }[target]
    before = folder_state(database.parent, shared=database.with_name(database.name + "-shm"))
    export.export_rosters(None, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=30_000)
    [error] = prompts.errors
    assert str(desktop.answer) in error and "so nothing was written" in error, error
    assert desktop.opened == []
    after = folder_state(database.parent, shared=database.with_name(database.name + "-shm"))
    assert {k: v for k, v in after.items() if not k.endswith("-wal")} == {
        k: v for k, v in before.items() if not k.endswith("-wal")
    }  # the app's own -wal grows as it works; nothing was written where it is


@pytest.mark.sqlite_only  # about the database file and what SQLite keeps beside it
def test_the_publish_dialog_never_makes_a_folder_where_sqlite_keeps_the_journal(
    qtbot, database: Path, prompts: Prompts, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = caliburn_campaign()
    journal = database.with_name(database.name + "-journal")
    monkeypatch.setattr("ui.common.ask_folder", lambda *_a, **_k: journal)
    export.publish_pages(None, campaign=made.campaign)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=30_000)
    assert "where SQLite keeps the rollback journal" in prompts.errors[0]
    assert not journal.exists()

"""Fixtures for driving the real main window on a real temporary database file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ui.app import make_application
from ui.main_window import MainWindow


class Prompts:
    """Stands in for confirmation boxes and error boxes, recording what the user was shown."""

    def __init__(self) -> None:
        self.answer = True
        self.confirmations: list[str] = []
        self.errors: list[str] = []

    def confirm(self, _parent: object, _title: str, text: str, **_kwargs: object) -> bool:
        self.confirmations.append(text)
        return self.answer

    def show_error(self, _parent: object, text: str, **_kwargs: object) -> None:
        self.errors.append(text)


@pytest.fixture(autouse=True)
def fresh_settings() -> Iterator[None]:
    """Each test starts with empty QSettings (they live in the test sandbox folder)."""
    from PySide6.QtCore import QSettings

    make_application()
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture(autouse=True)
def widgets_deleted() -> Iterator[None]:
    """The widgets a test showed are gone before the next test starts.

    pytest-qt closes each widget given to qtbot.addWidget and calls deleteLater, but the
    deletion waits for an event loop the test run never enters: without this every window
    and dialog of the run stayed alive, and each test ran slower than the one before.
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    yield  # pytest-qt has closed the test's widgets by the time fixtures are torn down
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def prompts(monkeypatch: pytest.MonkeyPatch) -> Prompts:
    fake = Prompts()
    monkeypatch.setattr("ui.common.confirm", fake.confirm)
    monkeypatch.setattr("ui.common.show_error", fake.show_error)
    return fake


@pytest.fixture
def window(qtbot, database: Path, prompts: Prompts) -> Iterator[MainWindow]:
    make_application()
    main = MainWindow(database)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    if main.open_dialog is not None:
        main.open_dialog.close()


@pytest.fixture
def other(database):
    """Another player's Muster on the same club server (tests/ui/test_live.py)."""
    from tests.ui.test_live import OtherPlayer

    player = OtherPlayer(database)
    yield player
    player.close()


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language the test's screens speak: each test runs in English and in German."""
    from ui.language import activate

    activate(request.param)
    try:
        yield request.param
    finally:
        activate("en")

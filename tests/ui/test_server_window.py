"""The window on a club server: where the data lives, and what only files have."""

from __future__ import annotations

import pytest

from models.campaigns import create_campaign
from rules.games import CALIBURN
from tests.conftest import POSTGRES
from ui.actions import SERVER_BACKUPS
from ui.dialogs.about import AboutDialog

pytestmark = pytest.mark.parametrize("engine", [POSTGRES], indirect=True)


def test_title_and_status_bar_say_the_campaign_is_on_the_server(window, database):
    create_campaign(name="Autumn Raids", game=CALIBURN)
    window.refresh()

    host = database.host
    assert window.windowTitle() == f"Autumn Raids — {database.dbname} on {host} — Muster"
    status = window.statusBar().currentMessage()
    # ... and your club role in the campaign: its creator is its first organiser
    assert status == f"Club server: {database.text} — you ({database.user}) are an organiser"


def test_backups_are_the_organisers_on_a_server(window):
    assert not window.backups_action.isEnabled()
    assert window.backups_action.toolTip() == SERVER_BACKUPS
    window.backups_action.trigger()
    assert window.open_dialog is None


def test_about_names_the_server(window, database, qtbot):
    about = AboutDialog(window, db_path=window.location)
    qtbot.addWidget(about)
    assert about.database_label.text() == database.text
    assert "organiser" in about.backups_label.text()

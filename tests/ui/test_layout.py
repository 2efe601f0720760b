"""Layout a user sees: history wraps after a restart, and windows fit the screen they open on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QTableView, QWidget

from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Character, Game, Warband
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from ui.common import available_geometry
from ui.main_window import MainWindow


def rows_fit_their_text(view: QTableView) -> bool:
    rows = range(view.model().rowCount())
    return bool(rows) and all(view.rowHeight(r) >= view.sizeHintForRow(r) for r in rows)


def test_history_wraps_after_a_restart(qtbot, window: MainWindow, database: Path) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "King Arthur Pendragon", "")  # "Recruited as King Arthur Pendragon…"
    window.roster_tab.setSizes([200, 700, 250])  # a narrow character panel, kept at closing
    window.close()
    close_database()
    open_database(database)
    again = MainWindow(database)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    view = again.roster_tab.character_panel.history_view
    entry = view.model().index(0, 1).data()
    assert entry.startswith("Recruited as King Arthur Pendragon")
    metrics = view.fontMetrics()
    assert metrics.horizontalAdvance(entry) > view.columnWidth(1)  # it needs two lines
    qtbot.waitUntil(lambda: rows_fit_their_text(view))
    # And again when the panel is made narrower still.
    again.roster_tab.setSizes([200, 800, 150])
    qtbot.waitUntil(lambda: rows_fit_their_text(view))


def fits(widget: QWidget, area: QRect) -> bool:
    return area.contains(widget.frameGeometry())


def test_the_main_window_fits_the_screen_it_opens_on(qtbot, database: Path) -> None:
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    area = available_geometry(window)
    assert area.width() < 1280 or area.height() < 800  # the test screen is small
    assert fits(window, area)


def test_restored_geometry_larger_than_the_screen_is_brought_within_it(
    qtbot, database: Path
) -> None:
    first = MainWindow(database)
    qtbot.addWidget(first)
    area = available_geometry(first)
    first.show()
    first.setGeometry(area.left() + 50, area.top() + 50, area.width() * 2, area.height() * 2)
    first.close()  # stores that geometry
    again = MainWindow(database)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert fits(again, available_geometry(again))


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    """A 1600×1000 screen at QT_SCALE_FACTOR=2, less a panel: 800×480 to lay windows on."""
    area = QRect(0, 20, 800, 480)
    monkeypatch.setattr("ui.common.available_geometry", lambda _widget: QRect(area))
    return area


def test_every_window_fits_a_small_scaled_screen(
    qtbot, database: Path, prompts, small_screen: QRect
) -> None:
    from ui.dialogs.advance import AdvanceDialog
    from ui.dialogs.game_setup import GameSetupDialog
    from ui.dialogs.odds import OddsDialog
    from ui.dialogs.post_battle import PostBattleDialog
    from ui.dialogs.settings import CampaignSettingsDialog
    from ui.dialogs.shop import ShopDialog
    from ui.dialogs.upgrades import UpgradesDialog
    from ui.dialogs.warband_history import WarbandHistoryDialog

    window = MainWindow(database)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert fits(window, small_screen)
    window.commands.create_demo()
    for campaign in Campaign.select():
        window.select_campaign(campaign.id)
        game = Game.select().where(Game.campaign == campaign).order_by(Game.number).first()
        warband = Warband.select().where(Warband.campaign == campaign).first()
        character = Character.select().join(Warband).where(Warband.campaign == campaign).first()
        kit = ShopDialog if campaign.game == "caliburns_wrath" else UpgradesDialog
        dialogs = [
            GameSetupDialog(window, window.editor, campaign=campaign),
            PostBattleDialog(window, window.editor, game=game),
            CampaignSettingsDialog(window, window.editor, campaign=campaign),
            WarbandHistoryDialog(window, warband=warband),
            OddsDialog(window, campaign=campaign),
            kit(window, window.editor, character=character),
        ]
        if campaign.game == "caliburns_wrath":
            dialogs.append(AdvanceDialog(window, window.editor, character=character))
        for dialog in dialogs:
            window.show_dialog(dialog)
            shown = current_dialog(qtbot, window, type(dialog))
            assert fits(shown, small_screen), (type(dialog).__name__, shown.frameGeometry())
            # Every button is on the screen.
            for button in shown.findChildren(QWidget):
                if button.isVisible() and isinstance(button, QAbstractButton):
                    corner = button.mapToGlobal(button.rect().bottomRight())
                    assert small_screen.contains(corner), (type(dialog).__name__, button.text())
            shown.close()
            qtbot.waitUntil(lambda: window.open_dialog is None)


def test_a_dialog_keeps_its_size_within_the_screen(qtbot, window: MainWindow) -> None:
    from ui.dialogs.shop import ShopDialog

    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    area = available_geometry(window)
    QSettings().remove("dialogs/ShopDialog")
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    assert fits(shop, area)  # its default, 980×620, is wider than the test screen
    shop.resize(area.width() * 2, area.height() * 2)
    shop.close()
    qtbot.waitUntil(lambda: window.open_dialog is None)
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    assert fits(shop, area)
    assert shop.isVisible() and shop.windowFlags() & Qt.WindowType.Dialog

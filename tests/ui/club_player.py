"""A player's Muster in a process of its own, its real window driven as the player would, one
command a line on its input (tests/ui/test_game_night.py runs it beside the test's own window:
two windows, two logins, one server). Each command answers one line: ``ok ...`` with what it
saw, or ``error ...``.

    python -m tests.ui.club_player URL CAMPAIGN
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Campaign, Game
from ui.app import make_application
from ui.dialogs.game_setup import GameSetupDialog
from ui.dialogs.post_battle import PostBattleDialog
from ui.main_window import MainWindow
from ui.tracker.window import TrackerWindow


def refused(dialog: Any) -> None:
    """A dialog that was to close on OK: still open, it refused, and says why."""
    if shiboken6.isValid(dialog) and dialog.isVisible():
        raise AssertionError(f"refused: {dialog.message.text()}")


class Player:
    def __init__(self, url: str, campaign: str) -> None:
        make_application()
        location = parse_location(url)
        open_database(location)
        self.window = MainWindow(location)
        self.window.show()
        self.window.select_campaign(Campaign.get(Campaign.name == campaign).id)
        self.window.tabs.setCurrentWidget(self.window.games_tab)
        self.tracker: TrackerWindow | None = None
        self.game_id = 0
        self.settle()

    def settle(self) -> None:
        QCoreApplication.processEvents()

    def setup(self, scenario: str, first: str, second: str) -> str:
        """Games ▸ New game…: her warband against his, ``first`` and ``second`` fielded."""
        self.window.action_table["new_game"].trigger()
        dialog = self.window.open_dialog
        assert isinstance(dialog, GameSetupDialog)
        dialog.select_scenario(scenario)
        for side, name in zip(dialog.sides, (first, second), strict=True):
            model = side.characters
            for row in range(model.rowCount()):
                index = model.index(row)
                on = index.data().split(" (")[0] == name
                state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
                model.setData(index, state, Qt.ItemDataRole.CheckStateRole)
        dialog.ok_button.click()
        self.settle()
        refused(dialog)
        game = Game.select().order_by(Game.id.desc()).get()
        self.game_id = game.id
        return str(game.id)

    def play(self) -> str:
        """Games ▸ Play this game… on her game: she holds the table."""
        self.window.refresh()
        self.window.games_tab.select_game(self.game_id)
        self.window.action_table["play_game"].trigger()
        tracker = self.window.commands.trackers[self.game_id]
        self.tracker = tracker
        self.settle()
        return "watches" if tracker.read_only else "holds"

    def place(self, name: str) -> int:
        assert self.tracker is not None and self.tracker.tracking is not None
        seats = self.tracker.tracking.table.seats.items()
        return next(place for place, seat in seats if seat.name == name)

    def blow(self, defender: str, attacker: str, key: str) -> str:
        """A blow at the table: the defender's card clicked, the attacker chosen, a key."""
        tracker = self.tracker
        assert tracker is not None
        QTest.mouseClick(tracker.cards[self.place(defender)], Qt.MouseButton.LeftButton)
        combo = tracker.fight.attacker_combo
        combo.setCurrentIndex(combo.findData(self.place(attacker)))
        combo.activated.emit(combo.currentIndex())
        QTest.keyClick(tracker, getattr(Qt.Key, f"Key_{key}"))
        self.settle()
        return tracker.log_view.item(tracker.log_view.count() - 1).text()

    def finish(self, winner: str) -> str:
        """*Finish game…*: the report screen, filled in from the table; reported."""
        tracker = self.tracker
        assert tracker is not None
        QTest.mouseClick(tracker.finish_button, Qt.MouseButton.LeftButton)
        post = tracker.post_battle
        assert isinstance(post, PostBattleDialog)
        title = post.windowTitle()
        post.set_winner(self._warband(post, winner))
        post.ok_button.click()
        self.settle()
        refused(post)
        return title

    def report_again(self, name: str, changes: str) -> str:
        """Games ▸ Report outcome… (her report, to change): ``name``'s outcome changed."""
        self.window.refresh()
        self.window.games_tab.select_game(self.game_id)
        action = self.window.action_table["record_game"]
        assert action.isEnabled(), action.toolTip()
        action.trigger()
        post = self.window.open_dialog
        assert isinstance(post, PostBattleDialog)
        model = post.model
        row = next(r for r, outcome in enumerate(model.rows()) if outcome.name == name)
        for key, value in json.loads(changes).items():
            index = model.index(row, model.column_of(key))
            assert model.setData(index, value, Qt.ItemDataRole.EditRole), key
        post.ok_button.click()
        title = post.windowTitle()
        self.settle()
        refused(post)
        return title

    @staticmethod
    def _warband(post: PostBattleDialog, name: str) -> Any:
        return next(s.warband_id for s in post.sides if s.warband.name == name)


def main() -> None:
    url, campaign = sys.argv[1], sys.argv[2]
    player = Player(url, campaign)
    print("ok ready", flush=True)
    for line in sys.stdin:
        command, *args = line.rstrip("\n").split("\t")
        if command == "quit":
            break
        try:
            said = getattr(player, command.replace("-", "_"))(*args)
        except Exception:
            said = None
            print("error " + traceback.format_exc().replace("\n", " | "), flush=True)
        if said is not None:
            print(f"ok {said}", flush=True)
    player.window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    main()

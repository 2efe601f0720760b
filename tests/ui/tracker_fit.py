"""How the tracker sits on a screen of a given size and scale, for tests/ui/test_tracker_fit.py.

Run as ``python -m tests.ui.tracker_fit GAME WIDTH HEIGHT SCALE FOLDER``: sets the offscreen
platform's screen (before Qt starts), opens the tracker on a game of six warriors a side, and
prints one JSON object: the screen's room, the window's geometry, each side's columns and
scrolling, and whether each button of the window can be scrolled into sight within it."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QScrollArea, QWidget

# Each side's profile and kit, as a long campaign's warriors carry it: a mace, a hand axe, a
# shield and a helmet (two weapons that can break: the widest row of a card, in German).
SIX_A_SIDE = {
    "caliburns_wrath": (
        1,
        ("saxon_spearman", "saxon_spearman"),
        ("mace", "hand_axe", "shield", "helmet"),
    ),
    "beastrider_wars": (0, ("stagrider", "bear_rider"), ()),
}
# Names as long as a club's players give them.
NAMES = ("Sigeberht Blackshield of Gwynedd", "Ælfgifu Longstride of Mercia")


def _scroll_area_of(widget: QWidget) -> QScrollArea:
    """The scroll area ``widget`` is shown in (its viewport is the widget's parent)."""
    from PySide6.QtWidgets import QScrollArea

    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    assert area is not None, f"{widget.objectName()} is not in a scroll area"
    return area


def _screen(folder: Path, width: int, height: int, scale: str) -> None:
    screen = {"name": "desktop", "x": 0, "y": 0, "width": width, "height": height}
    screen.update({"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
    config = folder / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": False, "screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = scale


def main(game_id: str, width: int, height: int, scale: str, folder: Path) -> None:
    _screen(folder, width, height, scale)
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QScrollArea

    from models import tracker as tracking
    from models.characters import recruit
    from models.demo import create_demo_campaigns
    from models.games import SidePlan, create_game
    from models.shop import buy_item
    from models.store.lifecycle import open_database
    from ui.app import make_application
    from ui.language import activate, wanted
    from ui.main_window import MainWindow
    from ui.tracker.window import TrackerWindow

    activate(wanted())  # the language of the environment (LANG), as the app chooses it
    db = folder / "fit.sqlite3"
    open_database(db)
    which, profiles, kit = SIX_A_SIDE[game_id]
    campaign = create_demo_campaigns()[which]
    from models.campaigns import create_warband

    sides = []
    for index, profile in enumerate(profiles):
        warband = create_warband(campaign=campaign, name=f"Six of side {index + 1}")
        chosen = []
        for n in range(6):
            name = f"{NAMES[index]} {n + 1}"
            warrior = recruit(warband=warband, profile=profile, name=name)
            for item in kit:
                buy_item(character=warrior, item=item)
            chosen.append(warrior.id)
        sides.append(SidePlan(warband.id, "", tuple(chosen)))
    from models.store.schema import Warband

    for warband in Warband.select().where(Warband.name.startswith("Six of side")):
        warband.name = f"The Long-Named Warband of {warband.name}"  # a combo's longest entry
        warband.save()
    game = create_game(campaign=campaign, scenario="skirmish" if which == 0 else "pitched_battle",
                       sides=sides)  # fmt: skip
    tracking.start_tracking(game=game)
    make_application()
    window = MainWindow(db)
    tracker = TrackerWindow(window, window.editor, game=game)
    tracker.show()
    QApplication.processEvents()
    QApplication.processEvents()
    room = tracker.screen().availableGeometry()
    frame = tracker.frameGeometry()
    buttons, unreachable = 0, []
    for button in tracker.findChildren(QPushButton):
        if not button.isVisibleTo(tracker) or button.window() is not tracker:
            continue
        buttons += 1
        # Scrolled to as a user would: within its side's cards, then within the window.
        ancestor = button.parentWidget()
        while ancestor is not None:
            if isinstance(ancestor, QScrollArea):
                ancestor.ensureWidgetVisible(button, 0, 0)
                QApplication.processEvents()
            ancestor = ancestor.parentWidget()
        corner = button.mapTo(tracker, QPoint(0, 0))
        far = corner + QPoint(button.width() - 1, button.height() - 1)
        if not (tracker.rect().contains(corner) and tracker.rect().contains(far)):
            unreachable.append(button.property("what") or button.text())
    from tests.ui.screen_texts import _clipped_in_combo

    clipped = [
        said for combo in tracker.findChildren(QComboBox) for said in _clipped_in_combo(combo)
    ]
    cut_cards = [
        card.objectName() or str(index)
        for grid in tracker.side_grids
        for index, card in enumerate(grid.cards)
        if card.height() < card.minimumSizeHint().height()
    ]
    body = tracker.body
    result = {
        "room": [room.x(), room.y(), room.width(), room.height()],
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "columns": [grid.columns for grid in tracker.side_grids],
        "sides_scroll": [
            _scroll_area_of(grid).verticalScrollBar().maximum() for grid in tracker.side_grids
        ],
        "body_scroll": [body.horizontalScrollBar().maximum(), body.verticalScrollBar().maximum()],
        "clipped": clipped,
        "cut_cards": cut_cards,
        "buttons": buttons,
        "unreachable": unreachable,
    }
    sys.stdout.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    game_id, width, height, scale, folder = sys.argv[1:6]
    main(game_id, int(width), int(height), scale, Path(folder))

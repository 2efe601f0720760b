"""The main window opens on a real database file and remembers its geometry."""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QTableView, QToolBar, QWidgetAction

from models.collector import pause_for_start
from ui.app import make_application
from ui.common import FRAME_ALLOWANCE
from ui.main_window import MainWindow
from ui.undo import redo_keys, undo_keys


def test_main_window_shows_the_database(qtbot, database: Path) -> None:
    make_application()
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert database.name in window.windowTitle()
    available = window.screen().availableGeometry()
    # As large as asked (1280×800), or as the screen less room for the window's frame.
    assert window.width() >= min(1280, available.width() - FRAME_ALLOWANCE.width())
    assert window.height() >= min(800, available.height() - FRAME_ALLOWANCE.height())
    # The app's name once, last: window systems add it to a title that does not end with it.
    title = window.windowTitle()
    assert title.endswith(" — Muster") and title.count("Muster") == 1


def test_geometry_is_remembered_as_text(qtbot, database: Path) -> None:
    make_application()
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.resize(760, 450)
    size = (window.width(), window.height())
    window.show()
    qtbot.waitExposed(window)
    window.close()
    stored = QSettings().value("main_window/geometry")
    assert isinstance(stored, str) and stored
    again = MainWindow(database)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size
    assert size[1] == 450


def keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(key.toString() for key in sequences)


def menu_of(action: QAction) -> QMenu:
    """The menu an action opens (PySide6 types QAction.menu() as any QObject)."""
    menu = action.menu()
    assert isinstance(menu, QMenu)
    return menu


def entries(actions: list[QAction]) -> list[str]:
    """What a menu shows: each entry's text and shortcuts, "---" for a separator, and a
    submenu's entries indented under its title."""
    shown = []
    for action in actions:
        if action.isSeparator():
            shown.append("---")
            continue
        keys = ", ".join(key.toString() for key in action.shortcuts())
        shown.append(f"{action.text()} [{keys}]" if keys else action.text())
        if action.menu() is not None:
            shown += ["    " + entry for entry in entries(menu_of(action).actions())]
    return shown


def test_the_menus_list_every_action_with_its_shortcut(window: MainWindow) -> None:
    menus = {
        action.text(): entries(menu_of(action).actions()) for action in window.menuBar().actions()
    }
    assert menus == {
        "&Campaign": [
            "&New campaign… [Ctrl+N]",
            "&Rename campaign…",
            "&Delete campaign…",
            "---",
            "Campaign &settings… [Ctrl+,]",
            "Club &members…",
            "---",
            "Create d&emo campaigns",
            "---",
            "Export r&osters… [Ctrl+P]",
            "Export warrior c&ards…",
            "Export all rosters of the &campaign…",
            "Publish as &web pages…",
            "Export game-night pac&k… [Ctrl+Shift+P]",
            "---",
            "E&xport campaign file…",
            "&Import campaign file… [Ctrl+I]",
            "---",
            "Connect to a club ser&ver…",
            "Open &local file…",
            "---",
            "&Backups / Restore…",
            "C&heck database…",
            "---",
            "&Quit",
        ],
        # Undo and Redo answer to the platform's own keys too (tests/ui/test_undo.py).
        "&Edit": [
            f"&Undo [{keys(undo_keys())}]",
            f"&Redo [{keys(redo_keys())}]",
            "---",
            "&Preferences…",
        ],
        "&Warband": [
            "&New warband… [Ctrl+Shift+N]",
            "&Edit warband…",
            "&History… [Ctrl+H]",
            "&Delete warband…",
        ],
        "Ch&aracter": [
            "&Recruit… [Ctrl+R]",
            "Re&name… [F2]",
            "Not&es… [Ctrl+E]",
            "---",
            "&Shop… [Ctrl+B]",
            "&Options and upgrades… [Ctrl+U]",
            "Ad&vance…",
            "---",
            "Move &up [Ctrl+Up]",
            "Move do&wn [Ctrl+Down]",
            "---",
            "Re&tire",
            "&Delete character… [Del]",
        ],
        "Game&s": [
            "&New game… [Ctrl+G]",
            "C&hange setup… [Ctrl+Shift+G]",
            "&Play this game… [Ctrl+Shift+T]",
            "&Record outcome… [Ctrl+Shift+R]",
            "C&onfirm report",
            "D&ispute report…",
            "Disc&ard report",
            "Game su&mmary…",
            "&Delete game…",
            "Export game-night pac&k… [Ctrl+Shift+P]",
        ],
        "T&ools": ["&Odds helper… [Ctrl+D]", "Paper si&ze", "    A4", "    US Letter"],
        "&Help": ["&Keyboard shortcuts [F1]", "---", "&About Muster"],
    }
    toolbar = window.findChild(QToolBar, "campaignToolbar")
    assert toolbar is not None
    assert entries([a for a in toolbar.actions() if not isinstance(a, QWidgetAction)]) == [
        "---",
        "&New campaign… [Ctrl+N]",
        "Campaign &settings… [Ctrl+,]",
        "---",
        f"&Undo [{keys(undo_keys())}]",
        f"&Redo [{keys(redo_keys())}]",
    ]


def test_the_lists_have_the_menus_actions_as_context_menus(window: MainWindow) -> None:
    def context(name: str) -> list[str]:
        view = window.findChild(QTableView, name)
        assert view is not None
        assert view.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
        return entries(view.actions())

    menus = {action.text(): menu_of(action) for action in window.menuBar().actions()}
    assert context("warbands") == [
        "&New warband… [Ctrl+Shift+N]",
        "&Edit warband…",
        "&Delete warband…",
    ]
    assert context("roster") == entries(menus["Ch&aracter"].actions())
    window.tabs.setCurrentIndex(1)  # the Games tab is built when first shown
    assert context("games") == entries(menus["Game&s"].actions())


def test_status_tips(window: MainWindow) -> None:
    tips = {
        action.text(): action.statusTip()
        for menu in window.menuBar().actions()
        for action in menu_of(menu).actions()
        if action.statusTip()
    }
    assert tips == {
        "&New campaign…": "Start a new campaign",
        "Campaign &settings…": (
            "House rules, and the campaign's own profiles, specials and scenarios"
        ),
        "Club &members…": (
            "The campaign's organisers and players on the club server, and their warbands"
        ),
        "Export r&osters…": "Print the roster sheets of the selected warband (PDF)",
        "Export warrior c&ards…": (
            "A card per warrior of the selected warband able to play, several to a page, to cut"
            " out (PDF)"
        ),
        "&Preferences…": "Muster's own settings: the language it speaks",
        "Export all rosters of the &campaign…": "Print every warband's roster sheet (PDF)",
        "Publish as &web pages…": (
            "Write the campaign as a folder of web pages, for any web host or a phone"
        ),
        "Export game-night pac&k…": (
            "The scenario sheet, each side's roster and the quick reference (PDF)"
        ),
        "E&xport campaign file…": (
            "Write the campaign, with everything in it, to a JSON campaign file"
        ),
        "&Import campaign file…": "Add a campaign from a JSON campaign file",
        "Connect to a club ser&ver…": (
            "Work on the club's campaigns on a PostgreSQL server, shared with the other players"
        ),
        "Open &local file…": "Work on a campaign database file on this computer",
        "&Backups / Restore…": "Back up now, or restore a backup",
        "C&heck database…": "Check the database and repair what is safe",
        "&History…": "The warband's history",
        "&Recruit…": "Recruit a character into the warband",
        "&Shop…": "Spend the warrior's gold (Caliburn's Wrath)",
        "&Options and upgrades…": "Options and upgrades (The Beastrider Wars)",
        "Ad&vance…": "Spend the warrior's XP on an advance (Caliburn's Wrath)",
        "&New game…": "Set up a game of the campaign",
        "&Record outcome…": (
            "Record the selected game's outcome, or correct it; on a club server a player "
            "reports it, for the other side to confirm"
        ),
        "C&onfirm report": (
            "Record the selected game as the other side reported it: both warbands change now"
        ),
        "D&ispute report…": (
            "Say why the other side's report of the selected game is wrong; either of you may "
            "then report it again"
        ),
        "Disc&ard report": "Take back the report of the selected game",
        "&Play this game…": (
            "Play the selected game at the table: turns, who acts first, losses and deaths, "
            "tracked as they happen, to be recorded as its outcome"
        ),
        "C&hange setup…": (
            "Change the scenario, sides, who is fielded or the points limit of a game not recorded"
        ),
        "Game su&mmary…": (
            "Who died, what was lost and the gold paid in the selected game, recorded or reported"
        ),
        "&Odds helper…": "The exact chances of an attack, a melee and its injuries",
        "&Keyboard shortcuts": "Every keyboard shortcut of Muster",
    }


def test_start_up_paints_the_warbands_before_reading_the_roster(qtbot, database: Path) -> None:
    """The app's start-up: the window paints with the campaign and its warband list, and the
    selected warband's roster fills in once it has painted, with no further action."""
    from models.demo import create_demo_campaigns

    make_application()
    create_demo_campaigns()
    pause_for_start()  # as the app's start does (ui/cli/gui.py)
    window = MainWindow(database, paint_first=True)
    qtbot.addWidget(window)
    tab = window.roster_tab
    assert window.campaign_combo.currentText()
    assert tab.warband_model.rowCount() > 0 and tab.selected_warband() is not None
    assert tab.roster_model.rowCount() == 0  # not read yet
    window.show()
    qtbot.waitUntil(lambda: tab.roster_model.rowCount() > 0)
    warband = tab.selected_warband()
    assert warband is not None
    assert tab.roster_title.text().startswith(f"Roster of {warband.name}")
    assert gc.isenabled()  # the start is over: the collector runs again
    gc.unfreeze()
    # A disabled action's key says why, as in a window built whole.
    disabled = next(a for a in window.action_table.values() if not a.isEnabled() and a.shortcuts())
    qtbot.keySequence(tab.warband_view, disabled.shortcuts()[0])
    name = disabled.text().replace("&", "").split(":")[0]
    assert window.statusBar().currentMessage().startswith(f"{name}: ")


def test_the_database_line_comes_back_after_a_menus_status_tip(qtbot, window: MainWindow) -> None:
    bar = window.statusBar()
    line = bar.currentMessage()
    assert line.startswith("Database: ")
    # Hovering a menu item shows its status tip, and leaving it clears the bar.
    bar.showMessage("Add a new campaign")
    bar.clearMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() == line)
    # A message shown for a while gives way to it again too.
    bar.showMessage("Exported", 1)
    qtbot.waitUntil(lambda: bar.currentMessage() == line)


def test_disabled_menu_items_show_their_reason_on_hover(window: MainWindow) -> None:
    assert all(menu.toolTipsVisible() for menu in window.menus.values())


def test_a_narrow_warband_list_drops_its_least_figures_before_it_cuts_a_name(
    qtbot, window: MainWindow
) -> None:
    """At twice the scale the list is about half as wide: Points, then Able to play, then Gold
    give way, and the names stay whole beside W–D–L."""
    from tests.demo_data import demo_campaigns

    demo_campaigns()
    window.refresh()
    window.resize(1280, 800)
    tab = window.roster_tab
    view, model = tab.warband_view, tab.warband_model
    shown = {}
    for width in (440, 300, 200):
        tab.setSizes([width, 1280 - width - 340, 340])
        qtbot.waitUntil(lambda: abs(tab.sizes()[0] - view.width()) < 10)  # laid out in its pane
        hidden = {c for c in range(model.columnCount()) if view.isColumnHidden(c)}
        shown[width] = hidden
        assert not view.isColumnHidden(model.COL_NAME) and not view.isColumnHidden(model.COL_RECORD)
        longest = max(
            view.fontMetrics().horizontalAdvance(model.index(r, model.COL_NAME).data())
            for r in range(model.rowCount())
        )
        if width >= 300:  # room for the names: they are whole
            assert view.columnWidth(model.COL_NAME) >= longest, (width, hidden)
        assert view.horizontalScrollBar().maximum() == 0 or width < 300, width
    assert shown[440] == set()
    assert model.COL_POINTS in shown[300] and model.COL_GOLD not in shown[300]
    assert {model.COL_CHARACTERS, model.COL_POINTS} <= shown[200]
    # Wide again: every figure is back.
    tab.setSizes([440, 500, 340])
    qtbot.waitUntil(lambda: not any(view.isColumnHidden(c) for c in range(model.columnCount())))

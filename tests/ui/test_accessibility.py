"""What a screen reader meets: every window and dialog of the app, opened on the demo
campaigns of both games, is walked widget by widget.

- Every widget Tab can reach has an accessible name: what Qt's accessibility reports (a
  button's text, a label's text when the label is its buddy, or ``setAccessibleName``).
- Every table, list and tree also has an accessible description.
- Every label with a mnemonic (``&N``) has a buddy, or its Alt key would lead nowhere.

``SCREENS`` names every dialog the app can open; a dialog class added to ``ui/`` that is not in
it fails ``test_every_dialog_of_the_app_is_walked``.
"""

from __future__ import annotations

import datetime as dt
import importlib
import inspect
import pkgutil
import re
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QTabBar,
    QTabWidget,
    QWidget,
)

import ui
from models.campaigns import rules_of
from models.game_log import game_summary
from models.games import fielded
from models.reports import Report, ReportedGame
from models.store.location import parse_location
from models.store.schema import (
    ACTIVE,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameSide,
    Warband,
)
from rules.games import BEASTRIDER, CALIBURN
from tests.demo_data import demo_campaigns
from ui.common import MusterDialog
from ui.dialogs.about import AboutDialog
from ui.dialogs.advance import AdvanceDialog
from ui.dialogs.backups import BackupsDialog
from ui.dialogs.campaign_new import NewCampaignDialog
from ui.dialogs.check import CheckDialog
from ui.dialogs.club_members import ClubMembersDialog
from ui.dialogs.confirm_report import ConfirmReportDialog
from ui.dialogs.connect import ConnectDialog
from ui.dialogs.dispute_report import DisputeReportDialog
from ui.dialogs.form import FormDialog
from ui.dialogs.game_setup import GameSetupDialog
from ui.dialogs.game_summary import GameSummaryDialog
from ui.dialogs.notes import NotesDialog
from ui.dialogs.odds import OddsDialog
from ui.dialogs.post_battle import PostBattleDialog
from ui.dialogs.preferences import PreferencesDialog
from ui.dialogs.recruit import RecruitDialog
from ui.dialogs.rename import RenameDialog
from ui.dialogs.set_password import PasswordShownDialog, SetPasswordDialog
from ui.dialogs.settings import CampaignSettingsDialog
from ui.dialogs.shop import ShopDialog
from ui.dialogs.shortcuts import ShortcutsDialog
from ui.dialogs.upgrades import UpgradesDialog
from ui.dialogs.warband_edit import WarbandDialog
from ui.dialogs.warband_history import WarbandHistoryDialog
from ui.main_window import MainWindow
from ui.tracker.turns import DiceDialog
from ui.tracker.window import TrackerWindow

# --- what is checked -------------------------------------------------------------------------

DIRECT = Qt.FindChildOption.FindDirectChildrenOnly

# "&N" is a mnemonic, "&&" a plain ampersand; in rich text "&amp;" and the like are entities.
_ENTITY = re.compile(r"&#?\w+;")
_MNEMONIC = re.compile(r"&[^&\s]")


def has_mnemonic(label: QLabel) -> bool:
    text = label.text()
    if label.textFormat() != Qt.TextFormat.PlainText and "<" in text:
        text = _ENTITY.sub("", text)
    return bool(_MNEMONIC.search(text.replace("&&", "")))


def takes_tab(widget: QWidget) -> bool:
    """Whether Tab can stop on the widget itself (not on a part of it that stands in)."""
    if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or widget.focusProxy() is not None:
        return False
    # A spin box's or an editable combo box's own line edit: the box is what is named.
    return not isinstance(widget.parentWidget(), QAbstractSpinBox | QComboBox)


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader announces: the widget's own accessible name, else the text of
    the label beside it whose buddy it is, else, for a button or a tab bar, what Qt reads from
    it (its text). Qt's other fallbacks name an input by its value (a combo box's current
    item) or by the title of the group it is in, which say what it holds, not what it is."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    parent = widget.parentWidget()
    siblings = parent.findChildren(QLabel, options=DIRECT) if parent is not None else []
    for label in siblings:
        if label.buddy() is widget:
            return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&").strip()
    if isinstance(widget, QAbstractButton | QTabBar):
        interface = QAccessible.queryAccessibleInterface(widget)
        return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""
    return ""


def describe(widget: QWidget, top: QWidget) -> str:
    path = []
    node: QWidget | None = widget
    while node is not None and node is not top:
        path.append(node.objectName() or type(node).__name__)
        node = node.parentWidget()
    hint = widget.toolTip() or getattr(widget, "text", lambda: "")() or ""
    return f"{type(widget).__name__} {'/'.join(reversed(path))}" + (f" ({hint!r})" if hint else "")


def accessibility_problems(top: QWidget) -> list[str]:
    """What a screen reader would stumble on in ``top`` (a window or a dialog), as sentences.
    Widgets on tabs not on show count too: the user can show them."""
    problems = []
    for widget in [top, *top.findChildren(QWidget)]:
        if widget.window() is not top:  # a combo box's popup, another window
            continue
        if isinstance(widget, QLabel) and has_mnemonic(widget) and widget.buddy() is None:
            problems.append(f"{describe(widget, top)}: a mnemonic but no buddy")
        if not takes_tab(widget):
            continue
        if not accessible_name(widget):
            problems.append(f"{describe(widget, top)}: no accessible name")
        if isinstance(widget, QAbstractItemView) and not widget.accessibleDescription().strip():
            problems.append(f"{describe(widget, top)}: a view with no accessible description")
    return problems


# --- every screen ----------------------------------------------------------------------------


def file_of(window: MainWindow) -> Path:
    """The database file the window shows (the screens of files: backups, the data folder)."""
    assert window.db_path is not None
    return window.db_path


def _campaign(game: str) -> Campaign:
    return Campaign.get(Campaign.game == game)


def _warband(game: str) -> Warband:
    return Warband.select().where(Warband.campaign == _campaign(game)).order_by(Warband.id).get()


def _character(game: str) -> Character:
    return (
        Character.select()
        .join(Warband)
        .where((Warband.campaign == _campaign(game)) & (Character.status == ACTIVE))
        .order_by(Character.id)
        .get()
    )


def _game(game: str, *, recorded: bool) -> Game:
    played = Game.result != UNRECORDED
    query = Game.select().where(
        (Game.campaign == _campaign(game)) & (played if recorded else ~played)
    )
    return query.order_by(Game.number).get()


def _sides(game: str) -> list[GameSide]:
    return list(
        GameSide.select().where(GameSide.game == _game(game, recorded=False)).order_by(GameSide.id)
    )


def _reported(game: str) -> ReportedGame:
    """A recorded game of the demo as a report of it is reviewed on a club server (a file has
    no reports): the same summary, a dispute naming its first warrior."""
    recorded = _game(game, recorded=True)
    everyone = fielded(recorded)
    report = Report(
        game_id=recorded.id,
        reporter="alice",
        state="disputed",
        winner_id=recorded.winner_id,
        relic_carrier=None,
        outcomes={gc.id: gc.outcome or {} for gc in everyone},
        reason="Not so.",
        reported=dt.datetime(2026, 12, 5, 20, 14),
        changes="[]",
        named=(everyone[0].id,),
    )
    return ReportedGame(report, game_summary(recorded), "", (), (everyone[0].name,))


def _stash_shown(window: MainWindow, game: str) -> ShopDialog:
    dialog = ShopDialog(window, window.editor, character=_character(game))
    dialog.kit_tabs.setCurrentWidget(dialog.stash_box)
    return dialog


Screen = Callable[[MainWindow, str], QWidget]

# Each dialog class with the ways it opens, as (label, opener(window, game)). Dialogs that
# differ by game are opened for both.
SCREENS: dict[type[QDialog], list[tuple[str, Screen]]] = {
    NewCampaignDialog: [("new", lambda w, g: NewCampaignDialog(w, w.editor))],
    RenameDialog: [
        (
            "campaign",
            lambda w, g: RenameDialog(
                w,
                w.editor,
                title="Rename campaign",
                current=_campaign(g).name,
                operation=lambda **_: None,
                target={},
            ),
        )
    ],
    CampaignSettingsDialog: [
        ("settings", lambda w, g: CampaignSettingsDialog(w, w.editor, campaign=_campaign(g)))
    ],
    WarbandDialog: [
        ("new", lambda w, g: WarbandDialog(w, w.editor, campaign=_campaign(g))),
        (
            "edit",
            lambda w, g: WarbandDialog(w, w.editor, campaign=_campaign(g), warband=_warband(g)),
        ),
    ],
    WarbandHistoryDialog: [("history", lambda w, g: WarbandHistoryDialog(w, warband=_warband(g)))],
    RecruitDialog: [("recruit", lambda w, g: RecruitDialog(w, w.editor, warband=_warband(g)))],
    NotesDialog: [("notes", lambda w, g: NotesDialog(w, w.editor, character=_character(g)))],
    ShopDialog: [
        ("kit", lambda w, g: ShopDialog(w, w.editor, character=_character(g))),
        ("stash", _stash_shown),
    ],
    UpgradesDialog: [
        ("upgrades", lambda w, g: UpgradesDialog(w, w.editor, character=_character(g)))
    ],
    AdvanceDialog: [("advance", lambda w, g: AdvanceDialog(w, w.editor, character=_character(g)))],
    GameSetupDialog: [
        ("new", lambda w, g: GameSetupDialog(w, w.editor, campaign=_campaign(g))),
        (
            "edit",
            lambda w, g: GameSetupDialog(
                w, w.editor, campaign=_campaign(g), game=_game(g, recorded=False)
            ),
        ),
    ],
    PostBattleDialog: [
        ("record", lambda w, g: PostBattleDialog(w, w.editor, game=_game(g, recorded=False))),
        ("correct", lambda w, g: PostBattleDialog(w, w.editor, game=_game(g, recorded=True))),
    ],
    GameSummaryDialog: [
        ("summary", lambda w, g: GameSummaryDialog(w, game=_game(g, recorded=True)))
    ],
    ConfirmReportDialog: [
        (
            "confirm",
            lambda w, g: ConfirmReportDialog(
                w, w.editor, game=_game(g, recorded=True), may_dispute=True, reported=_reported(g)
            ),
        )
    ],
    DisputeReportDialog: [
        (
            "dispute",
            lambda w, g: DisputeReportDialog(
                w, w.editor, game=_game(g, recorded=True), reported=_reported(g)
            ),
        )
    ],
    SetPasswordDialog: [
        ("password", lambda w, g: SetPasswordDialog(w, campaign=_campaign(g), role="alice"))
    ],
    PasswordShownDialog: [
        ("password shown", lambda w, g: PasswordShownDialog(w, "alice", "k7pq-2mzx-9hdw-c4tr"))
    ],
    OddsDialog: [("odds", lambda w, g: OddsDialog(w, campaign=_campaign(g), editor=w.editor))],
    BackupsDialog: [
        ("backups", lambda w, g: BackupsDialog(w, file_of(w), on_restored=lambda: None))
    ],
    CheckDialog: [("check", lambda w, g: CheckDialog(w))],
    ClubMembersDialog: [("members", lambda w, g: ClubMembersDialog(w, campaign=_campaign(g)))],
    AboutDialog: [("about", lambda w, g: AboutDialog(w, db_path=file_of(w)))],
    PreferencesDialog: [("preferences", lambda w, g: PreferencesDialog(w))],
    ShortcutsDialog: [("shortcuts", lambda w, g: ShortcutsDialog(w, w.action_table))],
    ConnectDialog: [
        ("connect", lambda w, g: ConnectDialog(w, recent=[])),
        (
            "connect again",
            lambda w, g: ConnectDialog(
                w, recent=[parse_location("postgresql://kai@club.example:5432/muster")]
            ),
        ),
    ],
    TrackerWindow: [
        ("tracker", lambda w, g: TrackerWindow(w, w.editor, game=_game(g, recorded=False)))
    ],
    DiceDialog: [
        (
            "dice",
            lambda w, g: DiceDialog(
                w, rules_of(_campaign(g)), tuple(s.warband.name for s in _sides(g))
            ),
        )
    ],
}

# Bases that are never opened themselves.
BASES = {MusterDialog, FormDialog}

# The Beastrider Wars has no shop (its warriors buy no kit) and Caliburn's Wrath no upgrades
# but its advances (K6), which The Beastrider Wars buys in its upgrades dialog.
NOT_IN = {(ShopDialog, BEASTRIDER), (UpgradesDialog, CALIBURN), (AdvanceDialog, BEASTRIDER)}

CASES = [
    pytest.param(opener, game, id=f"{kind.__name__}-{label}-{game}")
    for kind, openers in SCREENS.items()
    for label, opener in openers
    for game in (BEASTRIDER, CALIBURN)
    if (kind, game) not in NOT_IN
]


def dialog_classes() -> set[type[QDialog]]:
    """Every dialog class defined in ui/."""
    found: set[type[QDialog]] = set()
    root = Path(ui.__file__).parent
    for module in pkgutil.walk_packages([str(root)], prefix="ui."):
        loaded = importlib.import_module(module.name)
        for _name, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, QDialog) and value.__module__.startswith("ui."):
                found.add(value)
    return found


def test_every_dialog_of_the_app_is_walked() -> None:
    assert dialog_classes() - BASES == set(SCREENS)


@pytest.fixture
def demo(window: MainWindow) -> MainWindow:
    demo_campaigns()
    window.refresh()
    return window


@pytest.mark.parametrize(("opener", "game"), CASES)
def test_a_screen_reader_finds_every_dialog_named(
    qtbot, demo: MainWindow, opener: Screen, game: str
) -> None:
    demo.select_campaign(_campaign(game).id)
    dialog = opener(demo, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert accessibility_problems(dialog) == []


@pytest.mark.parametrize("game", [BEASTRIDER, CALIBURN])
def test_a_screen_reader_finds_the_main_window_named_on_every_tab(
    qtbot, demo: MainWindow, game: str
) -> None:
    problems = accessibility_problems(demo)  # the welcome page
    demo.select_campaign(_campaign(game).id)
    for tab in range(demo.tabs.count()):
        demo.tabs.setCurrentIndex(tab)
        problems += accessibility_problems(demo)
    standings = demo.standings_tab
    for lower in range(standings.lower_tabs.count()):
        standings.lower_tabs.setCurrentIndex(lower)
        problems += accessibility_problems(demo)
    assert sorted(set(problems)) == []


def test_the_check_finds_what_a_screen_reader_would_miss(qtbot) -> None:
    """The walk itself: an unnamed button, an unnamed table, a mnemonic leading nowhere."""
    from PySide6.QtWidgets import QGroupBox, QLineEdit, QTableView, QToolButton

    dialog = QDialog()
    qtbot.addWidget(dialog)
    form = QFormLayout(dialog)
    named = QLineEdit()
    form.addRow("&Name:", named)  # a buddy: named
    form.addRow(QToolButton())  # no text, no name
    form.addRow(QLabel("&Player:"))  # a mnemonic, no buddy
    form.addRow(QLineEdit())  # no label, no name
    group = QGroupBox("Attacker")  # a group's title is no name for what is in it
    combo = QComboBox(group)  # nor is a combo box's value
    combo.addItem("King Arthur")
    form.addRow(group)
    view = QTableView()
    view.setAccessibleName("Games")
    form.addRow(view)
    problems = accessibility_problems(dialog)
    assert len(problems) == 5, problems
    assert sum("no accessible name" in p for p in problems) == 3  # tool button, edit, combo
    assert sum("no buddy" in p for p in problems) == 1
    assert sum("no accessible description" in p for p in problems) == 1


# --- tab order ----------------------------------------------------------------------------


def position(grid: QGridLayout, index: int) -> tuple[int, int]:
    """The row and column of a grid's item ``index``."""
    # PySide6's stub types getItemPosition as object: Qt gives (row, column, rows, columns).
    row, column, _rows, _columns = cast(tuple[int, int, int, int], grid.getItemPosition(index))
    return row, column


def layout_order(top: QWidget) -> list[QWidget]:
    """The widgets Tab should stop on, in the order the layouts place them: top to bottom,
    left to right, a form's rows in turn, a grid by rows, a tab widget's bar then its page on
    show; only what is on show and enabled."""
    found: list[QWidget] = []

    def widget(node: QWidget | None) -> None:
        if node is None or not node.isVisibleTo(top):
            return
        if node is not top and takes_tab(node) and node.isEnabled():
            found.append(node)
        if isinstance(node, QTabWidget):
            widget(node.tabBar())
            widget(node.currentWidget())
        elif isinstance(node, QScrollArea):
            widget(node.widget())
        elif isinstance(node, QSplitter):
            for index in range(node.count()):
                widget(node.widget(index))
        elif isinstance(node, QAbstractItemView | QAbstractSpinBox | QComboBox | QTabBar):
            return  # its parts are its own
        elif node.layout() is not None:
            layout(node.layout())

    def item(entry: QLayoutItem | None) -> None:
        if entry is None:
            return
        if entry.widget() is not None:
            widget(entry.widget())
        elif entry.layout() is not None:
            layout(entry.layout())

    def layout(node: QLayout | None) -> None:
        if node is None:
            return
        if isinstance(node, QFormLayout):
            roles = (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole)
            for row in range(node.rowCount()):
                spanning = node.itemAt(row, QFormLayout.ItemRole.SpanningRole)
                item(spanning)
                if spanning is None:
                    for role in roles:
                        item(node.itemAt(row, role))
        elif isinstance(node, QGridLayout):
            cells = [(position(node, i), i) for i in range(node.count())]
            for _cell, index in sorted(cells):
                item(node.itemAt(index))
        else:
            for index in range(node.count()):
                item(node.itemAt(index))

    widget(top)
    return found


def stop(widget: QWidget) -> QWidget:
    """Where Tab stops, as a user counts: a group of radio buttons is one stop (Tab enters it,
    the arrow keys move within), named by its first button."""
    group = widget.group() if isinstance(widget, QRadioButton) else None
    return group.buttons()[0] if group is not None else widget


def stops(widgets: list[QWidget]) -> list[QWidget]:
    kept: list[QWidget] = []
    for widget in map(stop, widgets):
        if widget not in kept:
            kept.append(widget)
    return kept


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    # A spin box's or combo box's own line edit stands for the box.
    parent = widget.parentWidget() if widget is not None else None
    if isinstance(parent, QAbstractSpinBox | QComboBox):
        return parent
    assert widget is not None, "nothing has the focus"
    return widget


def press_tab(qtbot) -> QWidget:
    """Tab once, as a user counts: a date's day, month and year are each a stop of its own,
    which Tab goes through before it leaves (Qt's date edits work so)."""
    before = focused()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    if isinstance(before, QDateTimeEdit):
        for _section in range(before.sectionCount()):
            if focused() is not before:
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    return stop(focused())


@pytest.mark.parametrize(("opener", "game"), CASES)
def test_tab_goes_through_every_dialog_in_the_order_of_its_layout(
    qtbot, demo: MainWindow, opener: Screen, game: str
) -> None:
    demo.select_campaign(_campaign(game).id)
    dialog = opener(demo, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    order = stops(layout_order(dialog))
    order[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: focused() is order[0])
    chain = [order[0]] + [press_tab(qtbot) for _ in order]
    expected = [*order, order[0]]
    said = [describe(w, dialog) for w in chain]
    laid_out = [describe(w, dialog) for w in expected]
    assert said == laid_out, "Tab went:\n" + "\n".join(said) + "\nlayout:\n" + "\n".join(laid_out)

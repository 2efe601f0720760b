r"""The window's ``QAction``\ s, made from the rows of ``ui/actions.py``: laid out in the menus,
the toolbar and the context menu, and enabled, shown and named for what is selected."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QTextEdit,
    QToolBar,
    QToolButton,
    QWidget,
)

from i18n import translate
from ui.action_rows import ActionRow, why_disabled, why_no_game
from ui.actions import ACTIONS, PLACES
from ui.icons import icon
from ui.selection import WindowState
from ui.text import tip


def shown_text(text: str) -> str:
    """An action row's or a menu's text (English, as ``ui/actions.py`` writes it) in the
    user's language."""
    return translate("Actions", text) if text else ""


def add_actions(widget: QWidget, actions: list[QAction | None]) -> None:
    """Add ``actions`` to a menu, toolbar or view, a separator for each None."""
    for action in actions:
        if action is None:
            action = QAction(widget)
            action.setSeparator(True)
        widget.addAction(action)


class ActionToolBar(QToolBar):
    """A toolbar whose buttons show their icon beside their text when the whole bar fits its
    width that way, and their icon alone (the text in its tooltip) when it does not: on a
    small or scaled screen no action is pushed into the "»" menu at the end of the bar."""

    BESIDE = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    ALONE = Qt.ToolButtonStyle.ToolButtonIconOnly

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setToolButtonStyle(self.BESIDE)

    def width_with_texts(self) -> int:
        """The bar's width with every button's text beside its icon, whichever way they
        show now."""
        layout = self.layout()
        width = (layout or self).sizeHint().width()
        if self.toolButtonStyle() == self.BESIDE:
            return width
        for action in self.actions():
            button = self.widgetForAction(action)
            if isinstance(button, QToolButton) and action.isVisible():
                # What a text adds beside an icon, as QToolButton.sizeHint measures it.
                metrics = button.fontMetrics()
                text = metrics.size(Qt.TextFlag.TextShowMnemonic, button.text()).width()
                width += text + 2 * metrics.horizontalAdvance(" ")
        return width

    def fit(self) -> None:
        wanted = self.BESIDE if self.width_with_texts() <= self.width() else self.ALONE
        if wanted != self.toolButtonStyle():
            self.setToolButtonStyle(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a label's text, a button shown
            self.fit()
        return handled


class ActionTable(Mapping[str, QAction]):
    """The ``QAction``s of ``ACTIONS`` on ``owner``, by name."""

    def __init__(
        self, owner: QWidget, commands: object, made_elsewhere: dict[str, QAction]
    ) -> None:
        self._actions: dict[str, QAction] = {}
        for row in ACTIONS:
            for place in row.places:
                where, _, group = place.partition("/")
                if group not in PLACES[where].groups:
                    raise ValueError(f"{row.name}: no place {place!r}")
            if row.handler is None:
                self._actions[row.name] = made_elsewhere[row.name]
            else:
                self._actions[row.name] = self._make(row, owner, commands)
            if row.icon:
                self._actions[row.name].setIcon(icon(row.icon))

    @staticmethod
    def _make(row: ActionRow, owner: QWidget, commands: object) -> QAction:
        action = QAction(shown_text(row.text), owner)
        action.setObjectName(row.name)
        if row.shortcut is not None:
            action.setShortcut(QKeySequence(row.shortcut))
        if row.tip:
            action.setStatusTip(shown_text(row.tip))
            action.setToolTip(shown_text(row.tip))
        handler = row.handler
        assert handler is not None
        action.triggered.connect(lambda: handler(commands))
        owner.addAction(action)
        return action

    def __getitem__(self, name: str) -> QAction:
        return self._actions[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def in_place(self, where: str) -> list[QAction | None]:
        """The actions of a menu, the toolbar or the context menu, group by group, with None
        between groups."""
        shown: list[QAction | None] = []
        for group in PLACES[where].groups:
            actions = [self._actions[r.name] for r in ACTIONS if f"{where}/{group}" in r.places]
            if actions and shown:
                shown.append(None)
            shown += actions
        return shown

    def build_menus(self, bar: QMenuBar) -> dict[str, QMenu]:
        menus = {}
        for where, place in PLACES.items():
            if place.title:
                menus[where] = bar.addMenu(shown_text(place.title))
                # A disabled item's tooltip says why it is disabled (WindowState's reasons).
                menus[where].setToolTipsVisible(True)
                add_actions(menus[where], self.in_place(where))
        return menus

    def update(self, state: WindowState) -> None:
        """Enable, show and name each action as its row says for ``state``."""
        for row in ACTIONS:
            action = self._actions[row.name]
            refused = state.refusal(row.needs)
            if row.enabled is not None or row.needs is not None:
                allowed = row.enabled is None or row.enabled(state)
                action.setEnabled(allowed and not refused)
            unreadable = (
                state.games_unreadable
                if any(place.startswith("games/") for place in row.places)
                else state.roster.unreadable
            )
            if unreadable and row.enabled is not None and not action.isEnabled():
                # Disabled because what it acts on holds a bad value: say so, and the repair.
                action.setToolTip(tip(unreadable))
            elif row.enabled is not None or row.why_not is not None or row.needs is not None:
                why = refused or (row.why_not(state) if row.why_not else "")
                if not why and not action.isEnabled():
                    # What to open or select first: every disabled action says why.
                    games = any(place.startswith("games/") for place in row.places)
                    why = why_no_game(state) if games else why_disabled(state)
                action.setToolTip(tip(why) or shown_text(row.tip))  # a reason may name a warrior
            if row.visible is not None:
                action.setVisible(row.visible(state))
            if row.alt_text is not None:
                text, when = row.alt_text
                alt = text if isinstance(text, str) else text(state)
                action.setText(shown_text(alt if when(state) else row.text))


# Where a key is text being typed, not a command: a disabled action's key says nothing there.
TYPING = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)
TRIED_FOR_MS = 8000  # how long the status bar says why


class TriedKeys(QObject):
    """Says in ``window``'s status bar why a key did nothing: pressed in the window, it is the
    shortcut of one of ``actions`` that is disabled, whose tooltip says why. The key itself
    goes on to the widget it was pressed in, as before."""

    def __init__(self, window: QMainWindow, actions: ActionTable, *, listen: bool = True) -> None:
        """``listen``: at once; else from :meth:`listen` on (every event of the app passes
        through this filter, in Python: the app's start, some 5,000 events up to its roster,
        listens once it is over)."""
        super().__init__(window)
        self.window = window
        self.actions = actions
        if listen:
            self.listen()

    def listen(self) -> None:
        """Hear the keys pressed in the window from now on (once)."""
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(self)  # installed once, however often called
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QWidget)
            and watched.window() is self.window
            and not isinstance(watched, TYPING)
        ):
            assert isinstance(event, QKeyEvent)
            pressed = QKeySequence(event.keyCombination())
            for action in self.actions.values():
                if not action.isEnabled() and any(
                    key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                    for key in action.shortcuts()
                ):
                    name = action.text().replace("&", "").split(":")[0]
                    said = translate("TriedKeys", "{action}: {why}").format(
                        action=name, why=action.toolTip()
                    )
                    self.window.statusBar().showMessage(said, TRIED_FOR_MS)
                    break
        return False

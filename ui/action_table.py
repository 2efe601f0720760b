r"""The window's ``QAction``\ s, made from the rows of ``ui/actions.py``: laid out in the menus,
the toolbar and the context menu, and enabled, shown and named for what is selected."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from ui.actions import ACTIONS, PLACES, ActionRow
from ui.selection import WindowState
from ui.text import tip


def add_actions(widget: QWidget, actions: list[QAction | None]) -> None:
    """Add ``actions`` to a menu, toolbar or view, a separator for each None."""
    for action in actions:
        if action is None:
            action = QAction(widget)
            action.setSeparator(True)
        widget.addAction(action)


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

    @staticmethod
    def _make(row: ActionRow, owner: QWidget, commands: object) -> QAction:
        action = QAction(row.text, owner)
        action.setObjectName(row.name)
        if row.shortcut is not None:
            action.setShortcut(QKeySequence(row.shortcut))
        if row.tip:
            action.setStatusTip(row.tip)
            action.setToolTip(row.tip)
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
                menus[where] = bar.addMenu(place.title)
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
            elif row.why_not is not None or row.needs is not None:
                why = refused or (row.why_not(state) if row.why_not else "")
                action.setToolTip(tip(why) or row.tip)  # a reason may name a warrior
            elif row.enabled is not None:
                action.setToolTip(row.tip)
            if row.visible is not None:
                action.setVisible(row.visible(state))
            if row.alt_text is not None:
                text, when = row.alt_text
                shown = text if isinstance(text, str) else text(state)
                action.setText(shown if when(state) else row.text)

"""Every keyboard shortcut, for *Help ▸ Keyboard shortcuts*: the window's actions (read from
their ``QAction``s, so the list is always what the keys do) and a small registry that other
screens add their own to, each under the name of the screen.

A screen registers its shortcuts when its module is imported::

    from ui.shortcuts import register
    register("Game tracker", "Space", "Next turn")

Dialogs are imported when first opened, so a screen whose keys should be listed before then
registers from a module the window imports at start (its tab's, or this one).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence

from ui.actions import ACTIONS, PLACES

Keys = str | QKeySequence | QKeySequence.StandardKey


@dataclass(frozen=True)
class Shortcut:
    """Keys, and what they do where."""

    where: str  # a menu's name, or a screen's: "Campaign", "Shop", "Every dialog"
    keys: str  # as the platform writes them: "Ctrl+Shift+Z"
    what: str


_registered: list[tuple[str, Keys, str]] = []


def register(where: str, keys: Keys, what: str) -> None:
    """Add a shortcut of a screen to the list (once, however often its module is loaded)."""
    if (where, keys, what) not in _registered:
        _registered.append((where, keys, what))


def key_text(keys: Keys) -> str:
    """Keys as the platform writes them; a standard key's every binding, comma separated."""
    if isinstance(keys, str):
        return keys
    # A standard key as an action takes it: its first binding on this platform.
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def _plain(text: str) -> str:
    return text.replace("&", "").rstrip("…").strip()


def window_shortcuts(actions: Mapping[str, QAction]) -> list[Shortcut]:
    """The window's actions that have keys, by menu, in the menus' order."""
    found = []
    for where, place in PLACES.items():
        if not place.title:
            continue
        for row in ACTIONS:
            if not any(p.startswith(f"{where}/") for p in row.places):
                continue
            action = actions[row.name]
            keys = ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            )
            if keys:
                # The icon text is the action's steady name: "Undo", not "Undo: recruit Kai".
                found.append(Shortcut(_plain(place.title), keys, _plain(action.iconText())))
    return found


def all_shortcuts(actions: Mapping[str, QAction]) -> list[Shortcut]:
    """The window's shortcuts, then those the screens registered."""
    return window_shortcuts(actions) + [
        Shortcut(where, key_text(keys), what) for where, keys, what in _registered
    ]


# What every window and dialog of Qt does, that people look for.
register("Main window", "Alt+R, Alt+G, Alt+T", "Show the Roster, Games or Standings tab")
register("Main window", "Ctrl+Tab, Ctrl+Shift+Tab", "Show the next or the previous tab")
register("Every dialog", "Tab, Shift+Tab", "Go to the next or the previous field or button")
register("Every dialog", "Alt + the underlined letter", "Go to that field, or press that button")
register("Every dialog", "Esc", "Close it without saving what was not saved yet")
register("Every table", "Arrow keys", "Move within the table (Tab moves on out of it)")
register(
    "Shop, Options and upgrades",
    "The Undo and Redo keys (Edit menu)",
    "Undo or redo what was done in the dialog",
)
register("Recording a game", "Enter", "Edit the current cell (it never records the game)")
register("Recording a game", "Space", "Tick or untick the current box")
register("Recording a game", "Ctrl+Enter", "Record the game, or save the correction")

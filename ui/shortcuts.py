"""Every keyboard shortcut, for *Help ▸ Keyboard shortcuts*: the window's actions (read from
their ``QAction``s, so the list is always what the keys do) and a small registry that other
screens add their own to, each under the name of the screen.

A screen registers its shortcuts when its module is imported, in English, marked for the
catalogue; the list shows them translated in the context given (by default "Shortcuts")::

    from ui.shortcuts import register
    register(
        QT_TRANSLATE_NOOP("Shortcuts", "Game tracker"),
        "Space",
        QT_TRANSLATE_NOOP("Shortcuts", "Next turn"),
    )

Dialogs are imported when first opened, so a screen whose keys should be listed before then
registers from a module the window imports at start (its tab's, or this one).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from i18n import QT_TRANSLATE_NOOP, translate
from ui.actions import ACTIONS, PLACES

Keys = str | QKeySequence | QKeySequence.StandardKey


@dataclass(frozen=True)
class Shortcut:
    """Keys, and what they do where."""

    where: str  # a menu's name, or a screen's: "Campaign", "Shop", "Every dialog"
    keys: str  # as the platform writes them: "Ctrl+Shift+Z"
    what: str


_registered: list[tuple[str, Keys, str]] = []
_contexts: dict[tuple[str, Keys, str], str] = {}  # each registered shortcut's, if not Shortcuts


def register(where: str, keys: Keys, what: str, context: str = "Shortcuts") -> None:
    """Add a shortcut of a screen to the list (once, however often its module is loaded).
    ``where``, ``what`` and keys given as text are English, shown as ``translate(context,
    text)`` (text not in the catalogue is shown as it is)."""
    if (where, keys, what) not in _registered:
        _registered.append((where, keys, what))
    if context != "Shortcuts":
        _contexts[(where, keys, what)] = context


def _shown(where: str, keys: Keys, what: str) -> Shortcut:
    """A registered shortcut in the user's language."""
    context = _contexts.get((where, keys, what), "Shortcuts")
    return Shortcut(
        translate(context, where),
        _keys_shown(context, keys) if isinstance(keys, str) else key_text(keys),
        translate(context, what),
    )


def _keys_shown(context: str, keys: str) -> str:
    """Keys given as text: a key sequence ("Shift+A", "Tab, Shift+Tab") as the platform and
    the language write it ("Umschalt+A"); words ("Arrow keys") translated."""
    portable = QKeySequence.SequenceFormat.PortableText
    sequence = QKeySequence.fromString(keys, portable)
    if not sequence.isEmpty() and sequence.toString(portable) == keys:
        return sequence.toString(QKeySequence.SequenceFormat.NativeText)
    return translate(context, keys)


def key_text(keys: Keys) -> str:
    """Keys as the platform writes them; a standard key's every binding, comma separated."""
    if isinstance(keys, str):
        return keys
    # A standard key as an action takes it: its first binding on this platform.
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def _plain(text: str) -> str:
    return text.replace("&", "").rstrip("…").strip()


# Keys an action takes that a usual keyboard has not: the dedicated Undo and Redo keys, F13
# and above (Sun keyboards' Undo is F14). The action still takes them; the list, which people
# read to learn what to press, leaves them out: "F14" and "Rückgängig" read as nonsense.
SPECIAL_KEYS = frozenset(
    {Qt.Key.Key_Undo, Qt.Key.Key_Redo, *(Qt.Key(Qt.Key.Key_F13 + n) for n in range(23))}
)


def typed(sequence: QKeySequence) -> bool:
    """Whether ``sequence`` is typed on a usual keyboard (``SPECIAL_KEYS``)."""
    if sequence.isEmpty():
        return False
    first = sequence[0]  # type: ignore[index]  # QKeySequence's operator[]: not in the stubs
    return first.key() not in SPECIAL_KEYS


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
                key.toString(QKeySequence.SequenceFormat.NativeText)
                for key in action.shortcuts()
                if typed(key)
            )
            if keys:
                # The icon text is the action's steady name: "Undo", not "Undo: recruit Kai".
                where_shown = _plain(translate("Actions", place.title))
                found.append(Shortcut(where_shown, keys, _plain(action.iconText())))
    return found


def all_shortcuts(actions: Mapping[str, QAction]) -> list[Shortcut]:
    """The window's shortcuts, then those the screens registered."""
    return window_shortcuts(actions) + [_shown(*registered) for registered in _registered]


# What every window and dialog of Qt does, that people look for. The keys are text too: the
# tabs' letters and the keys' names differ by language ("Strg+Tab").
_MAIN = QT_TRANSLATE_NOOP("Shortcuts", "Main window")
_DIALOG = QT_TRANSLATE_NOOP("Shortcuts", "Every dialog")
_RECORDING = QT_TRANSLATE_NOOP("Shortcuts", "Recording a game")
register(
    _MAIN,
    QT_TRANSLATE_NOOP("Shortcuts", "Alt+R, Alt+G, Alt+T"),
    QT_TRANSLATE_NOOP("Shortcuts", "Show the Roster, Games or Standings tab"),
)
register(
    _MAIN,
    QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Tab, Ctrl+Shift+Tab"),
    QT_TRANSLATE_NOOP("Shortcuts", "Show the next or the previous tab"),
)
register(
    _DIALOG,
    QT_TRANSLATE_NOOP("Shortcuts", "Tab, Shift+Tab"),
    QT_TRANSLATE_NOOP("Shortcuts", "Go to the next or the previous field or button"),
)
register(
    _DIALOG,
    QT_TRANSLATE_NOOP("Shortcuts", "Alt + the underlined letter"),
    QT_TRANSLATE_NOOP("Shortcuts", "Go to that field, or press that button"),
)
register(
    _DIALOG,
    QT_TRANSLATE_NOOP("Shortcuts", "Esc"),
    QT_TRANSLATE_NOOP("Shortcuts", "Close it without saving what was not saved yet"),
)
register(
    QT_TRANSLATE_NOOP("Shortcuts", "Every table"),
    QT_TRANSLATE_NOOP("Shortcuts", "Arrow keys"),
    QT_TRANSLATE_NOOP("Shortcuts", "Move within the table (Tab moves on out of it)"),
)
register(
    QT_TRANSLATE_NOOP("Shortcuts", "Shop, Options and upgrades"),
    QT_TRANSLATE_NOOP("Shortcuts", "The Undo and Redo keys (Edit menu)"),
    QT_TRANSLATE_NOOP("Shortcuts", "Undo or redo what was done in the dialog"),
)
register(
    _RECORDING,
    QT_TRANSLATE_NOOP("Shortcuts", "Enter"),
    QT_TRANSLATE_NOOP("Shortcuts", "Edit the current cell (it never records the game)"),
)
register(
    _RECORDING,
    QT_TRANSLATE_NOOP("Shortcuts", "Space"),
    QT_TRANSLATE_NOOP("Shortcuts", "Tick or untick the current box"),
)
register(
    _RECORDING,
    QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Enter"),
    QT_TRANSLATE_NOOP("Shortcuts", "Record the game, or save the correction"),
)

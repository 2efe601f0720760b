"""Help ▸ Keyboard shortcuts lists them all, read from the actions themselves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from ui.actions import ACTIONS
from ui.dialogs.shortcuts import ShortcutsDialog
from ui.main_window import MainWindow
from ui.shortcuts import _registered, key_text, register, typed


def open_shortcuts(qtbot, window: MainWindow) -> ShortcutsDialog:
    window.shortcuts_action.trigger()
    qtbot.waitUntil(lambda: window.commands.shortcuts_dialog is not None)
    dialog = window.commands.shortcuts_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_every_action_with_keys_is_listed_under_its_menu(qtbot, window) -> None:
    dialog = open_shortcuts(qtbot, window)
    entries = dialog.entries()
    listed = {(where, what) for where, _keys, what in entries}
    for row in ACTIONS:
        action = getattr(window, f"{row.name}_action")
        if not action.shortcuts():
            continue
        what = action.text().replace("&", "").rstrip("…")
        assert any(w == what for _where, w in listed), what
    native = QKeySequence.SequenceFormat.NativeText
    # Undo and Redo by their steady names, with every key a usual keyboard has that does
    # them: not the dedicated Undo key, nor F14 (a Sun keyboard's), which read as nonsense.
    for action, name in ((window.undo_action, "Undo"), (window.redo_action, "Redo")):
        keys = ", ".join(key.toString(native) for key in action.shortcuts() if typed(key))
        assert ("Edit", keys, name) in entries
        assert not {"Undo", "Redo", "F14"} & set(keys.split(", "))
    redo_keys = next(keys for where, keys, what in entries if what == "Redo")
    assert "Ctrl+Shift+Z" in redo_keys and "Ctrl+Y" in redo_keys
    assert ("Games", "Ctrl+G", "New game") in entries
    assert ("Games", "Ctrl+Shift+G", "Change setup") in entries
    assert ("Help", "F1", "Keyboard shortcuts") in entries
    assert ("Every dialog", "Esc", "Close it without saving what was not saved yet") in entries
    groups = [where for where, _keys, _what in entries]
    assert groups.index("Campaign") < groups.index("Edit") < groups.index("Every dialog")
    dialog.close()


def test_a_screen_adds_its_own(qtbot, window) -> None:
    register("Game tracker", "Space", "Next turn")
    try:
        dialog = open_shortcuts(qtbot, window)
        assert ("Game tracker", "Space", "Next turn") in dialog.entries()
        dialog.close()
    finally:
        _registered.remove(("Game tracker", "Space", "Next turn"))


def test_keys_are_written_as_the_platform_writes_them() -> None:
    assert key_text("Space") == "Space"
    assert key_text(QKeySequence("Ctrl+Shift+G")) == "Ctrl+Shift+G"
    assert key_text(QKeySequence.StandardKey.Undo) == "Ctrl+Z"


def test_f1_opens_the_list(qtbot, window) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.commands.shortcuts_dialog is not None)
    assert window.commands.shortcuts_dialog.windowTitle() == "Keyboard shortcuts"
    window.commands.shortcuts_dialog.close()

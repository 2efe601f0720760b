"""The Alt mnemonics of every screen ``main.py screenshots`` renders, and where two clash.

Run as ``python -m tests.ui.mnemonics DB OUT``: prints one JSON object, screen name → the
clashes found on it (tests/ui/test_mnemonics.py reads it; a process of its own, so rendering
leaves the test run's settings alone)."""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QWidget,
)

MNEMONIC = re.compile(r"&([^&\s])")


def mnemonic(text: str) -> str | None:
    """The letter ``text`` underlines, folded: "Sa&ve" → "v"; "&&" is a plain ampersand."""
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def _texts(screen: QWidget) -> list[str]:
    """The texts of everything on ``screen`` that Alt can reach now: its menu bar's menus,
    and its visible buttons, labels with a buddy, group boxes and tabs."""
    texts: list[str] = []
    if isinstance(screen, QMainWindow) and screen.menuWidget() is not None:
        texts += [action.text() for action in screen.menuBar().actions() if action.isVisible()]
    for widget in screen.findChildren(QWidget):
        if not widget.isVisibleTo(screen) or widget.window() is not screen:
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i)]
    return texts


def clashes(texts: list[str]) -> list[str]:
    """Each letter underlined in more than one of ``texts``: "f: &Follows, &Finish game…"."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return [f"{k}: {', '.join(v)}" for k, v in sorted(by_letter.items()) if len(v) > 1]


def screen_clashes(screen: QWidget) -> list[str]:
    """The clashes of the screen, then of each of its menus."""
    found = clashes(_texts(screen))
    if isinstance(screen, QMainWindow) and screen.menuWidget() is not None:
        for action in screen.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                texts = [a.text() for a in menu.actions() if a.isVisible()]
                found += [f"{action.text()} menu: {c}" for c in clashes(texts)]
    return found


def main(db: Path, out: Path) -> None:
    from models.store.lifecycle import open_database
    from ui.screenshots import render_all

    open_database(db)
    found: dict[str, list[str]] = {}

    def look(name: str, screen: QWidget) -> None:
        found[name] = screen_clashes(screen)

    render_all(db, out, look=look)
    sys.stdout.write(json.dumps(found) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))

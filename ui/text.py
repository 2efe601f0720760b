"""Text is text: what users typed (names, notes, histories, house rules) shown as typed.

Qt takes text that looks like HTML for rich text in a label, a message box and a tooltip
(``Qt.mightBeRichText``), reads "&x" as a mnemonic in a button, a group box's title, a tab and a
menu entry, and hides "[*]" in a window title. A warrior named ``<h1>Big</h1>`` would be a
heading, ``<img src="/some/file.png">`` would load a file from disk, "Tom &amp; Jerry" would
lose its entity and "Tom & Jerry" its ampersand. Every widget that shows user text goes
through one of these.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget


def plain(label: QLabel) -> QLabel:
    """``label`` showing its text as it is, never as rich text."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` (and whatever it is given later) as it is."""
    return plain(QLabel(text, parent))


def tip(text: str) -> str:
    """A tooltip that shows ``text`` as it is: unchanged unless Qt would take it for rich text,
    else as the rich text that says it (escaped, its line breaks kept)."""
    if not GuiQt.mightBeRichText(text):
        return text
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)


def escaped(text: str) -> str:
    """User text inside rich text a screen writes on purpose (a bold part, a struck entry)."""
    return html.escape(text, quote=False)


def no_mnemonic(text: str) -> str:
    """User text inside a button's, a tab's, a group box's or a menu entry's text: its "&"s
    shown, not taken for a mnemonic."""
    return text.replace("&", "&&")


def in_title(text: str) -> str:
    """User text inside a window's title: its "[*]"s shown, not taken for the placeholder of
    unsaved changes."""
    return text.replace("[*]", "[*][*]")


def phrases_kept_whole(text: str, separator: str = " · ") -> str:
    """``text`` made of phrases between ``separator``s, each phrase's spaces made
    non-breaking: a narrow label wraps between the phrases, never inside one ("won 34,
    drawn 33, lost 40" stays on one line)."""
    return separator.join(part.replace(" ", "\u00a0") for part in text.split(separator))

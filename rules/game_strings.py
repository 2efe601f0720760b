"""The game data's names and texts, for the translation catalogue (resources/i18n/gamedata)."""

from __future__ import annotations


def catalogue_source() -> str:
    """A Python file of ``QT_TRANSLATE_NOOP`` calls, one per text of the game data, for
    ``pyside6-lupdate`` to read."""
    return ""

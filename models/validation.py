"""Checks on what users type, with messages they can act on."""

from __future__ import annotations

import unicodedata

from models.errors import InvalidInput

MAX_NAME_LENGTH = 100
MAX_NOTES_LENGTH = 20_000
MAX_NUMBER = 1_000_000
MAX_POINTS = 100_000  # a game's points limit
# Unicode's embeddings, overrides and isolates: invisible, they reorder the text around them,
# so a name holding one can pass for another. Names refuse them (the notes keep them).
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def bidi_control(text: str) -> str | None:
    """The first direction control character in ``text``, or None."""
    return next((ch for ch in text if ch in BIDI_CONTROLS), None)


def clean_name(value: object, *, what: str = "Name", max_length: int = MAX_NAME_LENGTH) -> str:
    """A one-line name: trimmed, NFC-normalised, not empty, not too long, no control characters.

    Any script, accents and emoji are welcome; right-to-left names are kept as typed, but
    not the invisible controls that reorder text (:data:`BIDI_CONTROLS`).
    """
    if not isinstance(value, str):
        raise InvalidInput(f"{what} must be text.")
    text = unicodedata.normalize("NFC", value).strip()
    if not text:
        raise InvalidInput(f"{what} cannot be empty.")
    _refuse_control_characters(text, what, allow_newlines=False)
    control = bidi_control(text)
    if control is not None:
        raise InvalidInput(
            f"{what} contains an invisible direction control (U+{ord(control):04X}), which "
            "could make it read as another name; please remove it."
        )
    if len(text) > max_length:
        raise InvalidInput(
            f"{what} is {len(text):,} characters long; please keep it to {max_length} or fewer."
        )
    return text


def clean_notes(value: object, *, what: str = "Notes") -> str:
    """Free text: may be empty and span lines, but no other control characters."""
    if not isinstance(value, str):
        raise InvalidInput(f"{what} must be text.")
    text = unicodedata.normalize("NFC", value).replace("\r\n", "\n").strip()
    _refuse_control_characters(text, what, allow_newlines=True)
    if len(text) > MAX_NOTES_LENGTH:
        raise InvalidInput(
            f"{what} are {len(text):,} characters long; please keep them to "
            f"{MAX_NOTES_LENGTH:,} or fewer."
        )
    return text


def _refuse_control_characters(text: str, what: str, *, allow_newlines: bool) -> None:
    allowed = {"\n", "\t"} if allow_newlines else set()
    for ch in text:
        if ch in allowed:
            continue
        if unicodedata.category(ch) == "Cc":
            raise InvalidInput(
                f"{what} contains an invisible control character (U+{ord(ch):04X}); "
                "please remove it."
            )


def check_number(value: object, *, what: str, minimum: int = 0, maximum: int = MAX_NUMBER) -> int:
    """A whole number within ``minimum``..``maximum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"{what} must be a whole number.")
    if value < minimum:
        raise InvalidInput(f"{what} cannot be less than {minimum:,} (got {value:,}).")
    if value > maximum:
        raise InvalidInput(f"{what} cannot be more than {maximum:,} (got {value:,}).")
    return value

"""Checks on what users type, with messages they can act on."""

from __future__ import annotations

import unicodedata

from i18n import translate
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


def grouped(number: int) -> str:
    """A whole number with its thousands grouped as the user's language writes them:
    "20,000" in English, "20.000" in German."""
    return f"{number:,}".replace(",", translate("Numbers", ",", "the thousands separator"))


def clean_name(value: object, *, what: str = "", max_length: int = MAX_NAME_LENGTH) -> str:
    """A one-line name: trimmed, NFC-normalised, not empty, not too long, no control characters.

    Any script, accents and emoji are welcome; right-to-left names are kept as typed, but
    not the invisible controls that reorder text (:data:`BIDI_CONTROLS`). ``what`` names the
    field in the refusals, translated ("Name" when not given).
    """
    what = what or translate("Validation", "Name")
    if not isinstance(value, str):
        raise InvalidInput(translate("Validation", "{what} must be text.").format(what=what))
    text = unicodedata.normalize("NFC", value).strip()
    if not text:
        raise InvalidInput(translate("Validation", "{what} cannot be empty.").format(what=what))
    _refuse_control_characters(text, what, allow_newlines=False)
    control = bidi_control(text)
    if control is not None:
        raise InvalidInput(
            translate(
                "Validation",
                "{what} contains an invisible direction control ({code}), which could make it read as another name; please remove it.",  # noqa: E501
            ).format(what=what, code=f"U+{ord(control):04X}")
        )
    if len(text) > max_length:
        raise InvalidInput(
            translate(
                "Validation",
                "{what} is {length} characters long; please keep it to {maximum} or fewer.",
            ).format(what=what, length=grouped(len(text)), maximum=grouped(max_length))
        )
    return text


def clean_notes(value: object, *, what: str = "") -> str:
    """Free text: may be empty and span lines, but no other control characters. ``what``
    names the field in the refusals, translated ("Notes" when not given)."""
    what = what or translate("Validation", "Notes")
    if not isinstance(value, str):
        raise InvalidInput(translate("Validation", "{what} must be text.").format(what=what))
    text = unicodedata.normalize("NFC", value).replace("\r\n", "\n").strip()
    _refuse_control_characters(text, what, allow_newlines=True)
    if len(text) > MAX_NOTES_LENGTH:
        raise InvalidInput(
            translate(
                "Validation",
                "{what} are {length} characters long; please keep them to {maximum} or fewer.",
            ).format(what=what, length=grouped(len(text)), maximum=grouped(MAX_NOTES_LENGTH))
        )
    return text


def _refuse_control_characters(text: str, what: str, *, allow_newlines: bool) -> None:
    allowed = {"\n", "\t"} if allow_newlines else set()
    for ch in text:
        if ch in allowed:
            continue
        if unicodedata.category(ch) == "Cc":
            raise InvalidInput(
                translate(
                    "Validation",
                    "{what} contains an invisible control character ({code}); please remove it.",
                ).format(what=what, code=f"U+{ord(ch):04X}")
            )


def check_number(value: object, *, what: str, minimum: int = 0, maximum: int = MAX_NUMBER) -> int:
    """A whole number within ``minimum``..``maximum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(
            translate("Validation", "{what} must be a whole number.").format(what=what)
        )
    if value < minimum:
        raise InvalidInput(
            translate("Validation", "{what} cannot be less than {minimum} (got {value}).").format(
                what=what, minimum=grouped(minimum), value=grouped(value)
            )
        )
    if value > maximum:
        raise InvalidInput(
            translate("Validation", "{what} cannot be more than {maximum} (got {value}).").format(
                what=what, maximum=grouped(maximum), value=grouped(value)
            )
        )
    return value

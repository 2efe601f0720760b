"""Translation for the code that has no Qt (rules/, models/, the command line's words).

Every sentence a user reads goes through :func:`translate`, with a context (which part of
Muster says it) and the English text. The app installs a lookup (``ui/language.py``) that
reads Qt's compiled catalogues (``resources/i18n/muster_LANG.qm``, built from the ``.ts``
files by ``pyside6-lrelease``): ``ui/`` calls this function too, so every layer reads one
catalogue, extracted by one tool (``pyside6-lupdate``). Without a lookup installed (a script
importing rules/ on its own) the English text is returned, ``%n`` filled in.

Placeholders are Python's named fields, filled after translating::

    translate("Shop", "Bought {item} for {price} gp.").format(item=name, price=price)

so a translator can reorder them. A count uses Qt's plural forms: ``%n`` in the text, the
number as the fifth argument, the fourth :data:`PLURAL` (unused: the old signature
``translate(context, text, disambiguation, encoding, n)`` that ``pyside6-lupdate`` knows)::

    translate("Roster", "%n warrior(s)", None, PLURAL, count)

English's own plural forms ("1 warrior", "2 warriors") come from its catalogues
(``resources/i18n/*/en.ts``), which hold only the plural entries.

Names typed by users, ids and dice are never passed through here.
"""

from __future__ import annotations

import contextlib
import datetime
import threading
from collections.abc import Callable, Iterator

# (context, text, disambiguation, n) -> the translated text, or "" when the catalogue has none
Lookup = Callable[[str, str, str | None, int], str]

_lookup: Lookup | None = None
_english: Lookup | None = None  # English's own catalogue: its plural forms
_language = "en"
_in_english = threading.local()  # set by in_english(), per thread


def install(lookup: Lookup | None, language: str = "en", english: Lookup | None = None) -> None:
    """Use ``lookup`` for every translation from now on (``None``: English, as written), and
    ``english`` (English's plural forms) inside :func:`in_english`."""
    global _lookup, _language, _english
    _lookup = lookup
    _language = language
    _english = english if english is not None else (lookup if language == "en" else None)


@contextlib.contextmanager
def in_english() -> Iterator[None]:
    """English, the source language, for what is written inside (in this thread only): the
    text a history entry stores beside its details, which every reader can read."""
    before = getattr(_in_english, "on", False)
    _in_english.on = True
    try:
        yield
    finally:
        _in_english.on = before


def language() -> str:
    """The language Muster speaks now, as a code ("en", "de")."""
    return "en" if getattr(_in_english, "on", False) else _language


def catalogued() -> bool:
    """Whether a catalogue is installed (else English as written: a script on its own)."""
    return _lookup is not None


def translate(
    context: str,
    text: str,
    disambiguation: str | None = None,
    encoding: object = None,  # unused: see the module's docstring
    n: int = -1,
) -> str:
    """``text`` in the user's language; ``%n`` replaced by ``n`` when it is a count."""
    del encoding
    lookup = _english if getattr(_in_english, "on", False) else _lookup
    found = lookup(context, text, disambiguation, n) if lookup is not None else ""
    if not found:
        found = _english_plural(text, n) if n >= 0 else text
    if n >= 0:
        found = found.replace("%n", str(n))
    return found


def _english_plural(text: str, n: int) -> str:
    """English as written, where no catalogue has the text (a script importing rules/ on its
    own): "(s)" is the plural's ending ("%n point(s)": "1 point", "2 points")."""
    return text.replace("(s)", "" if n == 1 else "s")


def date_text(day: datetime.date) -> str:
    """A date as the language writes it: English keeps ISO 8601 (2026-12-05), which reads
    the same everywhere English is read; German writes 05.12.2026."""
    return translate("Dates", "{year:04d}-{month:02d}-{day:02d}").format(
        year=day.year, month=day.month, day=day.day
    )


# The fourth argument of a plural's translate(), which pyside6-lupdate needs to be a name.
PLURAL = None


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:
    """Marks ``text`` for the catalogue where it is written (a table of names); it is
    translated where it is shown, with :func:`translate` and the same context."""
    del context, disambiguation
    return text


__all__ = [
    "PLURAL",
    "QT_TRANSLATE_NOOP",
    "date_text",
    "in_english",
    "install",
    "language",
    "translate",
]

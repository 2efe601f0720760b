"""Translation for the code that has no Qt (rules/, models/, the command line's words).

Every sentence a user reads goes through :func:`translate`, with a context (which part of
Muster says it) and the English text. The app installs a lookup (``ui/language.py``) that
reads Qt's compiled catalogues (``resources/i18n/muster_LANG.qm``, built from the ``.ts``
files by ``pyside6-lrelease``), so the widgets' ``self.tr()`` and this function read one
catalogue, extracted by one tool (``pyside6-lupdate``). Without a lookup installed (a script
importing rules/ on its own) the English text is returned, ``%n`` filled in.

Placeholders are Python's named fields, filled after translating::

    translate("Shop", "Bought {item} for {price} gp.").format(item=name, price=price)

so a translator can reorder them. A count uses Qt's plural forms: ``%n`` in the text, the
number as the fifth argument (the fourth is unused, kept so ``pyside6-lupdate``, which reads
Python calls with the old signature ``translate(context, text, disambiguation, encoding, n)``,
sees a plural)::

    translate("Roster", "%n warrior(s)", None, None, count)

English's own plural forms ("1 warrior", "2 warriors") come from ``muster_en.ts``, which
holds only the plural entries.

Names typed by users, ids and dice are never passed through here.
"""

from __future__ import annotations

from collections.abc import Callable

# (context, text, disambiguation, n) -> the translated text, or "" when the catalogue has none
Lookup = Callable[[str, str, str | None, int], str]

_lookup: Lookup | None = None
_language = "en"


def install(lookup: Lookup | None, language: str = "en") -> None:
    """Use ``lookup`` for every translation from now on (``None``: English, as written)."""
    global _lookup, _language
    _lookup = lookup
    _language = language


def language() -> str:
    """The language Muster speaks now, as a code ("en", "de")."""
    return _language


def translate(
    context: str,
    text: str,
    disambiguation: str | None = None,
    encoding: object = None,  # unused: see the module's docstring
    n: int = -1,
) -> str:
    """``text`` in the user's language; ``%n`` replaced by ``n`` when it is a count."""
    del encoding
    found = _lookup(context, text, disambiguation, n) if _lookup is not None else ""
    if not found:
        found = text
    if n >= 0:
        found = found.replace("%n", str(n))
    return found


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:
    """Marks ``text`` for the catalogue where it is written (a table of names); it is
    translated where it is shown, with :func:`translate` and the same context."""
    del context, disambiguation
    return text


__all__ = ["QT_TRANSLATE_NOOP", "install", "language", "translate"]

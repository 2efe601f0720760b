"""Paper sizes, kept apart from the renderer so choosing one does not load ReportLab's layout.

Which paper a printout is on when nobody chose: A4, unless the locale is one of the few that
print on US Letter. The app and the command line ask the same function (:func:`locale_page_size`),
so a Muster under ``LANG=C.UTF-8`` prints on A4 from either; Qt's ``QLocale("C")`` says its
measurement system is the American one, and the app once printed on Letter there."""

from __future__ import annotations

import os
from collections.abc import Mapping

from reportlab.lib.pagesizes import A4, LETTER

PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
DEFAULT_PAGE_SIZE = "a4"

# The territories whose paper is US Letter (CLDR's paperSize data: supplementalData.xml).
LETTER_TERRITORIES = frozenset(
    {"US", "PR", "CA", "MX", "CL", "CO", "VE", "PH", "BZ", "CR", "GT", "NI", "PA", "SV"}
)
# Where the C library looks for the paper size, first that is set (LC_PAPER is the one glibc
# has for it; LANG the fallback of every category).
PAPER_VARIABLES = ("LC_ALL", "LC_PAPER", "LANG")


def locale_page_size(environ: Mapping[str, str] | None = None) -> str:
    """ "letter" where the locale's territory prints on US Letter (``en_US.UTF-8``,
    ``fr_CA``), else "a4" (``de_DE``, ``en_GB``, ``C.UTF-8``, ``POSIX``, nothing set)."""
    environ = os.environ if environ is None else environ
    for name in PAPER_VARIABLES:
        value = environ.get(name, "")
        if value:
            return "letter" if _territory(value) in LETTER_TERRITORIES else DEFAULT_PAGE_SIZE
    return DEFAULT_PAGE_SIZE


def _territory(locale_name: str) -> str:
    """ "US" of "en_US.UTF-8@euro"; "" for "C", "POSIX" or "C.UTF-8"."""
    name = locale_name.split(".", 1)[0].split("@", 1)[0]
    _language, _, territory = name.partition("_")
    return territory.upper()

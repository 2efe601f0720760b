"""The TrueType fonts every printout embeds: DejaVu Sans, and Symbola for what DejaVu lacks,
shipped in ``resources/fonts``.

ReportLab's built-in fonts cover only Latin-1, so a Cyrillic or Greek name would print as
boxes. DejaVu Sans covers Latin, Cyrillic, Greek, Hebrew and Arabic (with the presentation
forms the shaping step uses, :mod:`models.pdf.scripts`) and the ballot boxes the sheets use.
Emoji come from Symbola, a monochrome font with outlines (ReportLab cannot embed colour bitmap
fonts). Both are read from this project's own files, never from the system.
"""

from __future__ import annotations

import threading
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).resolve().parents[2] / "resources" / "fonts"

# Family name -> (regular file, bold file)
FAMILIES: dict[str, tuple[str, str]] = {
    "MusterSans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "MusterCondensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
}
FALLBACK = "MusterSymbols"  # Symbola: emoji and symbols DejaVu Sans lacks
FALLBACK_FILE = "Symbola.ttf"
SANS = "MusterSans"
SANS_BOLD = "MusterSans-Bold"
CONDENSED = "MusterCondensed"
CONDENSED_BOLD = "MusterCondensed-Bold"

_lock = threading.Lock()
_registered = False
_fallback_registered = False


def register_fonts() -> None:
    """Register the main fonts with ReportLab once per process (safe from any thread).

    Paragraph markup ``<b>`` maps to the bold face; ``<i>`` stays upright, as no italic face
    ships. The fallback font (3 MB to read) is registered the first time a text needs it
    (:func:`glyphs` of ``FALLBACK``), so most printouts never read it.
    """
    global _registered
    with _lock:
        if _registered:
            return
        for family, (regular, bold) in FAMILIES.items():
            pdfmetrics.registerFont(TTFont(family, str(FONT_DIR / regular)))
            pdfmetrics.registerFont(TTFont(f"{family}-Bold", str(FONT_DIR / bold)))
            addMapping(family, 0, 0, family)
            addMapping(family, 1, 0, f"{family}-Bold")
            addMapping(family, 0, 1, family)
            addMapping(family, 1, 1, f"{family}-Bold")
        _registered = True


def register_fallback() -> None:
    """Register the fallback font once per process (safe from any thread)."""
    global _fallback_registered
    register_fonts()
    with _lock:
        if _fallback_registered:
            return
        pdfmetrics.registerFont(TTFont(FALLBACK, str(FONT_DIR / FALLBACK_FILE)))
        for bold in (0, 1):
            for italic in (0, 1):
                addMapping(FALLBACK, bold, italic, FALLBACK)
        _fallback_registered = True


def glyphs(font: str) -> frozenset[int]:
    """The code points ``font`` (a registered name) has a glyph for."""
    if font == FALLBACK:
        register_fallback()
    else:
        register_fonts()
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)

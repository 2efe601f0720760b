"""Text as a printout shows it: right-to-left scripts in their reading order and joined, and
emoji from the fallback font.

ReportLab lays glyphs out left to right, one code point at a time: a Hebrew name would print
mirrored and an Arabic one mirrored with its letters unjoined. Each line of user text that
holds a right-to-left letter is therefore put in visual order by the Unicode bidirectional
algorithm (``python-bidi``), after Arabic letters are given their joined forms
(``arabic-reshaper``, the presentation forms DejaVu Sans has). A name or a short note prints
right; a long right-to-left note that wraps onto several lines keeps each line's order, but
its lines read from the top as a left-to-right paragraph would.

Characters DejaVu Sans lacks but Symbola has (emoji, dragons, castles, crowns) are printed in
Symbola; joiners and variation selectors, which only choose between colour and text emoji,
are left out; anything neither font has prints as a visible placeholder, "□".
"""

from __future__ import annotations

import functools
import re
from xml.sax.saxutils import escape

import arabic_reshaper
from bidi.algorithm import get_display

from models.pdf.fonts import FALLBACK, SANS, glyphs

RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
INVISIBLE = frozenset("\u200d\ufe0e\ufe0f")
PLACEHOLDER = "□"


def visual(line: str) -> str:
    """One line in the order it is printed, its Arabic letters joined."""
    if not RIGHT_TO_LEFT.search(line):
        return line
    return get_display(arabic_reshaper.reshape(line))


@functools.cache
def _coverage() -> tuple[frozenset[int], frozenset[int]]:
    return glyphs(SANS), glyphs(FALLBACK)


def markup(value: object) -> str:
    """User text as Paragraph markup: escaped, in visual order, line breaks kept, and runs of
    characters the main font lacks set in the fallback font."""
    main, fallback = _coverage()
    lines = []
    for line in str(value).split("\n"):
        pieces: list[str] = []
        run: list[str] = []
        for ch in visual(line):
            if ch in INVISIBLE:
                continue
            code = ord(ch)
            if code in main or ch in "\t ":
                if run:
                    pieces.append(f'<font name="{FALLBACK}">{escape("".join(run))}</font>')
                    run = []
                pieces.append(escape(ch))
            elif code in fallback:
                run.append(ch)
            else:
                pieces.append(escape(PLACEHOLDER))
        if run:
            pieces.append(f'<font name="{FALLBACK}">{escape("".join(run))}</font>')
        lines.append("".join(pieces))
    return "<br/>".join(lines)

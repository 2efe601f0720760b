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
import html
import re

from models.pdf.fonts import FALLBACK, SANS, glyphs

RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
INVISIBLE = frozenset("\u200d\ufe0e\ufe0f")
PLACEHOLDER = "□"


def escape(text: str) -> str:
    """``&``, ``<`` and ``>`` as Paragraph markup needs them (quotes stay as they are)."""
    return html.escape(text, quote=False)


def visual(line: str) -> str:
    """One line in the order it is printed, its Arabic letters joined."""
    if not RIGHT_TO_LEFT.search(line):
        return line
    import arabic_reshaper  # imported by the first right-to-left text only
    from bidi.algorithm import get_display

    return get_display(arabic_reshaper.reshape(line))


@functools.cache
def _main_glyphs() -> frozenset[int]:
    return glyphs(SANS)


@functools.cache
def _plain() -> frozenset[str]:
    """The characters printed as they are, in the main font: a line of only these needs no
    look at each character."""
    return frozenset(map(chr, _main_glyphs())).union("\t ").difference(INVISIBLE)


@functools.cache
def _fallback_glyphs() -> frozenset[int]:
    """Read only when a text has a character the main font lacks."""
    return glyphs(FALLBACK)


def markup(value: object) -> str:
    """User text as Paragraph markup: escaped, in visual order, line breaks kept, and runs of
    characters the main font lacks set in the fallback font."""
    main = _main_glyphs()
    plain = _plain()
    lines = []
    for line in str(value).split("\n"):
        line = visual(line)
        if plain.issuperset(line):
            lines.append(escape(line))
            continue
        pieces: list[str] = []
        run: list[str] = []
        for ch in line:
            if ch in INVISIBLE:
                continue
            code = ord(ch)
            if code in main or ch in "\t ":
                if run:
                    pieces.append(f'<font name="{FALLBACK}">{escape("".join(run))}</font>')
                    run = []
                pieces.append(escape(ch))
            elif code in _fallback_glyphs():
                run.append(ch)
            else:
                pieces.append(escape(PLACEHOLDER))
        if run:
            pieces.append(f'<font name="{FALLBACK}">{escape("".join(run))}</font>')
        lines.append("".join(pieces))
    return "<br/>".join(lines)

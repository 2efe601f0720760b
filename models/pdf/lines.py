"""Short table cells as plain lines of text instead of Paragraphs.

A Paragraph parses its markup, breaks its words into lines and draws them, for every cell of a
roster: most of a printout's layout time. A cell's text that has no markup and fits its column
on one line needs none of that. :func:`cell` makes such a text a :class:`TextLine`, which
measures the text once and draws it where the Paragraph would have drawn it (same font, size,
colour, baseline and alignment, the same height), and leaves everything else a
:class:`SharedParagraph`: a roster prints the same wound lines, weapons and kit for hundreds of
warriors, and each distinct text is parsed and broken into lines once per width, not once per
cell (nor again each time the table measures, splits and draws it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph
from reportlab.platypus.paragraph import ParaLines

from models.pdf.scripts import RIGHT_TO_LEFT

# What only a Paragraph prints right: markup (tags, entities) and right-to-left text.
_MARKUP = re.compile("[&<>]")
# A text measured this close to its column's width is left to the Paragraph, which decides
# for itself whether to break it.
FIT_MARGIN = 1.0


def replayed(flowable: Flowable, key: object, draw: Callable[[], None]) -> None:
    """Draw ``flowable`` with ``draw``, or write again what it wrote the first time a flowable
    of the same ``key`` was drawn on this canvas: the same operators, byte for byte.

    For flowables whose drawing depends on their key alone, and which leave the canvas's state
    as they found it (``drawOn`` saves and restores it around them). The first drawing on each
    canvas does what only it must (the fonts' subsets learn their letters, the document its
    fonts); a canvas is one document."""
    canv = flowable.canv
    drawn: dict[object, list[str]] | None = canv.__dict__.get("_muster_drawn")
    if drawn is None:
        drawn = canv._muster_drawn = {}
    code = drawn.get(key)
    if code is None:
        start = len(canv._code)
        draw()
        drawn[key] = canv._code[start:]
    else:
        canv._code.extend(code)


class TextLine(Flowable):
    """One line of plain text in a paragraph style, drawn as a one-line Paragraph of it draws.

    The Paragraph's first baseline is its font size below its top (ReportLab's default,
    ``paraFontSizeHeightOffset``), and a line of it is ``leading`` high; centred text is
    centred in the width the cell gives it."""

    def __init__(self, text: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.text = text
        self.style = style  # also gives getSpaceBefore / getSpaceAfter, as for a Paragraph

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.height = self.style.leading
        return self.width, self.height

    def draw(self) -> None:
        replayed(self, (self.text, self.style, self.width, self.height), self._draw)

    def _draw(self) -> None:
        style = self.style
        canv = self.canv
        canv.setFillColor(style.textColor)
        canv.setFont(style.fontName, style.fontSize, style.leading)
        baseline = self.height - style.fontSize
        if style.alignment == TA_CENTER:
            canv.drawCentredString(self.width / 2, baseline, self.text)
        else:
            canv.drawString(0, baseline, self.text)


# Parsed and laid-out paragraphs, by (markup, style) and (markup, style, width). Each kept
# paragraph is only read once laid out (drawn, measured), never changed, so many cells and
# documents share it; a build holds models.pdf.renderer's lock. Bounded: a printout of a
# whole club repeats a few thousand distinct texts at most.
_PARSED: dict[tuple[str, ParagraphStyle], Paragraph] = {}
_LAID: dict[tuple[str, ParagraphStyle, float], tuple[Paragraph, tuple[float, float]]] = {}
KEPT = 4096


class SharedParagraph(Paragraph):
    """A Paragraph of ``markup`` in ``style`` that borrows its parse and its lines from the one
    paragraph of the same markup, style and width laid out before it: it prints the same bytes,
    and is a Paragraph to everything that measures or draws it."""

    blPara: ParaLines

    def __init__(
        self, markup: str | None, style: ParagraphStyle, *args: Any, **kwargs: Any
    ) -> None:
        self._laid: Paragraph | None = None
        self._markup = markup
        if markup is None or args or kwargs:  # a part of one split (Paragraph.split): its own
            super().__init__(markup, style, *args, **kwargs)
            self._markup = None
            return
        parsed = _PARSED.get((markup, style))
        if parsed is None:
            if len(_PARSED) >= KEPT:
                _PARSED.clear()
            parsed = _PARSED[markup, style] = Paragraph(markup, style)
        self.__dict__.update(parsed.__dict__)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        if self._markup is None:
            return super().wrap(availWidth, availHeight)
        key = (self._markup, self.style, availWidth)
        found = _LAID.get(key)
        if found is None:
            laid = Paragraph(self._markup, self.style)
            # Its lines depend on the width alone, not on the height.
            found = (laid, laid.wrap(availWidth, availHeight))
            if len(_LAID) >= KEPT:
                _LAID.clear()
            _LAID[key] = found
        laid, size = found
        self._laid = laid
        self.__dict__.update(laid.__dict__)
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        if self._markup is None:
            return super().split(availWidth, availHeight)
        # Split on a paragraph of its own: a split may change the lines it splits.
        own = Paragraph(self._markup, self.style)
        own.wrap(availWidth, availHeight)
        return own.split(availWidth, availHeight)

    def draw(self) -> None:
        if self._laid is None or self._markup is None:
            super().draw()
        else:
            replayed(self, self._laid, super().draw)


def plain(markup: str) -> bool:
    """Whether Paragraph ``markup`` is just its text: no tags or entities, no right-to-left
    letters, nothing a Paragraph would collapse or drop (runs of spaces, tabs, soft hyphens,
    spaces at the ends)."""
    return (
        markup != ""
        and markup.isprintable()  # no separators but the space, no format characters
        and markup == markup.strip(" ")
        and "  " not in markup
        and not _MARKUP.search(markup)
        and not RIGHT_TO_LEFT.search(markup)
    )


def cell(markup: str, style: ParagraphStyle, room: float) -> Flowable:
    """``markup`` in ``style``, in a column ``room`` points wide: a :class:`TextLine` when it is
    plain text that fits on one line, else the Paragraph."""
    if (
        style.alignment in (TA_LEFT, TA_CENTER)
        and plain(markup)
        and stringWidth(markup, style.fontName, style.fontSize) <= room - FIT_MARGIN
    ):
        return TextLine(markup, style)
    return SharedParagraph(markup, style)

"""Short table cells as plain lines of text instead of Paragraphs.

A Paragraph parses its markup, breaks its words into lines and draws them, for every cell of a
roster: most of a printout's layout time. A cell's text that has no markup and fits its column
on one line needs none of that. :func:`cell` makes such a text a :class:`TextLine`, which
measures the text once and draws it where the Paragraph would have drawn it (same font, size,
colour, baseline and alignment, the same height), and leaves everything else a Paragraph.
"""

from __future__ import annotations

import re

from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from models.pdf.scripts import RIGHT_TO_LEFT

# What only a Paragraph prints right: markup (tags, entities) and right-to-left text.
_MARKUP = re.compile("[&<>]")
# A text measured this close to its column's width is left to the Paragraph, which decides
# for itself whether to break it.
FIT_MARGIN = 1.0


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
        style = self.style
        canv = self.canv
        canv.setFillColor(style.textColor)
        canv.setFont(style.fontName, style.fontSize, style.leading)
        baseline = self.height - style.fontSize
        if style.alignment == TA_CENTER:
            canv.drawCentredString(self.width / 2, baseline, self.text)
        else:
            canv.drawString(0, baseline, self.text)


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
    return Paragraph(markup, style)

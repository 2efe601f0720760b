"""The shared machinery of every printout: options, the stylesheet, page templates with the
running header, and a numbered canvas for the footer's "page x of y".

The layout follows pretix's invoice renderer: a renderer object owns a stylesheet of named
paragraph styles and the page templates; a story builder (:mod:`models.pdf.pack`) fills the
story; :meth:`Renderer.build` returns the PDF as bytes.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from io import BytesIO
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle, StyleSheet1
from reportlab.lib.units import mm
from reportlab.lib.utils import TimeStamp
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepInFrame,
    PageTemplate,
    Paragraph,
)

from i18n import date_text, translate
from models.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD, register_fonts
from models.pdf.paper import DEFAULT_PAGE_SIZE, PAGE_SIZES
from models.pdf.scripts import markup
from models.pdf.sheets import SheetHeader, role_name

MARGIN = 14 * mm
HEADER_HEIGHT = 16 * mm  # the running header, between the top margin and the frame
HEADER_GAP = 5 * mm
FOOTER_HEIGHT = 9 * mm

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#555555")
RULE = colors.HexColor("#8c8c8c")
SHADE = colors.HexColor("#e8e8e8")

BOX = "☐"  # one to cross off per die, wound or once-per-game special
LEADER_MARK = "★"

# ReportLab keeps per-document font state in shared font objects; one build at a time.
_build_lock = threading.Lock()


@dataclass(frozen=True)
class PdfOptions:
    """How to print.

    ``printed_on`` is the date in the footer (default: today). ``created`` fixes the PDF's
    creation date and switches on ReportLab's invariant mode, so the same campaign always gives
    the same bytes (tests pass one); without it the file carries the real time.
    """

    page_size: str = DEFAULT_PAGE_SIZE
    printed_on: dt.date | None = None
    created: dt.datetime | None = None

    def __post_init__(self) -> None:
        if self.page_size not in PAGE_SIZES:
            raise ValueError(
                f"Unknown page size {self.page_size!r}; choose {', '.join(PAGE_SIZES)}."
            )

    @property
    def pagesize(self) -> tuple[float, float]:
        return PAGE_SIZES[self.page_size]

    @property
    def date_printed(self) -> dt.date:
        return self.printed_on or dt.date.today()


def _fixed_timestamp(when: dt.datetime) -> TimeStamp:
    """A ReportLab timestamp for ``when`` (naive means UTC)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    stamp = TimeStamp(invariant=True)
    stamp.t = when.timestamp()
    stamp.lt = time.gmtime(stamp.t)
    stamp.YMDhms = tuple(stamp.lt)[:6]
    stamp.dhh = stamp.dmm = 0
    stamp.tzname = "UTC"
    return stamp


class NumberedCanvas(Canvas):
    """A canvas that holds every page back until the end, to write "page x of y" on each."""

    def __init__(
        self, *args: Any, printed_on: dt.date, created: dt.datetime | None, **kwargs: Any
    ) -> None:
        if created is not None:
            kwargs["invariant"] = 1
        super().__init__(*args, **kwargs)
        if created is not None:
            self._doc._timeStamp = _fixed_timestamp(created)
        self._printed_on = printed_on
        self._saved_page_states: list[dict[str, Any]] = []

    def showPage(self) -> None:
        self._saved_page_states.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        count = len(self._saved_page_states)
        for state in self._saved_page_states:
            self.__dict__.update(state)
            self.draw_footer(count)
            Canvas.showPage(self)
        Canvas.save(self)

    def draw_footer(self, page_count: int) -> None:
        width, _ = self._pagesize
        y = MARGIN - 5 * mm
        self.saveState()
        self.setStrokeColor(RULE)
        self.setLineWidth(0.4)
        self.line(MARGIN, y + 4 * mm, width - MARGIN, y + 4 * mm)
        self.setFont(SANS, 8)
        self.setFillColor(MUTED)
        printed = translate("Printout", "Printed {date} with Muster").format(
            date=date_text(self._printed_on)
        )
        self.drawString(MARGIN, y, printed)
        page = translate("Printout", "page {page} of {count}").format(
            page=self._pageNumber, count=page_count
        )
        self.drawRightString(width - MARGIN, y, page)
        self.restoreState()


class StoryOnDemand(list[Flowable]):
    """A story made a part at a time as ReportLab's build gets to it: the build takes its
    flowables from the front and asks the story's length before each, so a part is made when
    fewer than two flowables are left (a page break and the next sheet's start), and the parts
    laid out are let go. A big campaign's rosters hold one warband's flowables at a time."""

    def __init__(self, parts: Iterator[list[Flowable]]) -> None:
        super().__init__()
        self._parts: Iterator[list[Flowable]] | None = parts

    def __len__(self) -> int:
        while self._parts is not None and list.__len__(self) < 2:
            part = next(self._parts, None)
            if part is None:
                self._parts = None
            else:
                self.extend(part)
        return list.__len__(self)

    def __bool__(self) -> bool:
        return len(self) > 0


class SheetStart(Flowable):
    """An invisible marker: the pages from here on carry ``header``, and the PDF's outline
    gets an entry pointing here."""

    def __init__(self, header: SheetHeader, outline: str, key: str) -> None:
        super().__init__()
        self.header = header
        self.outline = outline
        self.key = key  # unique in the document; part of the file, so never random

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        canv = self.canv
        canv._muster_header = self.header
        canv.bookmarkPage(self.key)
        canv.addOutlineEntry(self.outline, self.key, level=0)


def _labelled(label: str, value: str) -> str:
    """'<b>Label:</b> value', ``value`` already markup."""
    return f"<b>{label}</b> {value}"


def text(value: object) -> str:
    """User text made safe for Paragraph markup; line breaks kept, right-to-left scripts in
    their order and emoji printed (:mod:`models.pdf.scripts`)."""
    return markup(value)


def boxes(count: int, group: int = 5) -> str:
    """``count`` boxes in groups of five, so they are easy to count and wrap in narrow cells."""
    groups = [BOX * min(group, count - start) for start in range(0, count, group)]
    return " ".join(groups)


def signed(value: int) -> str:
    """-1 as "−1" (a real minus sign), 2 as "+2", 0 as "0"."""
    if value < 0:
        return f"−{-value}"
    return f"+{value}" if value else "0"


def make_stylesheet() -> StyleSheet1:
    """The named paragraph styles of every printout."""
    register_fonts()
    sheet = StyleSheet1()
    base = ParagraphStyle(
        "Normal", fontName=SANS, fontSize=9.5, leading=12, textColor=INK, splitLongWords=1
    )
    sheet.add(base)
    sheet.add(ParagraphStyle("Small", parent=base, fontSize=8, leading=10, textColor=MUTED))
    sheet.add(ParagraphStyle("Title", parent=base, fontName=SANS_BOLD, fontSize=16, leading=19))
    sheet.add(
        ParagraphStyle(
            "Heading", parent=base, fontName=SANS_BOLD, fontSize=11, leading=14, spaceBefore=6
        )
    )
    sheet.add(
        ParagraphStyle("HeaderTitle", parent=base, fontName=SANS_BOLD, fontSize=13, leading=15.5)
    )
    sheet.add(ParagraphStyle("HeaderLine", parent=base, fontSize=9, leading=11))
    sheet.add(ParagraphStyle("Cell", parent=base, fontName=CONDENSED, fontSize=8.5, leading=10.5))
    sheet.add(ParagraphStyle("CellBold", parent=sheet["Cell"], fontName=CONDENSED_BOLD))
    sheet.add(ParagraphStyle("Tick", parent=sheet["Cell"], leading=14))  # a box before the text
    sheet.add(
        ParagraphStyle("CellSmall", parent=sheet["Cell"], fontSize=7, leading=8.5, textColor=MUTED)
    )
    sheet.add(
        ParagraphStyle(
            "CellHead", parent=sheet["Cell"], fontName=CONDENSED_BOLD, fontSize=8.5, leading=10
        )
    )
    sheet.add(ParagraphStyle("CellCentre", parent=sheet["Cell"], alignment=TA_CENTER))
    sheet.add(
        ParagraphStyle(
            "CellNumber",
            parent=sheet["Cell"],
            fontName=CONDENSED_BOLD,
            fontSize=11,
            leading=13,
            alignment=TA_CENTER,
        )
    )
    # Boxes to cross off in pencil: large enough to mark, DejaVu Sans for the ballot box glyph.
    sheet.add(ParagraphStyle("Boxes", parent=base, fontName=SANS, fontSize=14, leading=17))
    sheet.add(ParagraphStyle("SmallBoxes", parent=base, fontName=SANS, fontSize=9, leading=12))
    sheet.add(ParagraphStyle("Quick", parent=base, fontName=CONDENSED, fontSize=8.5, leading=10.5))
    # The warrior cards (models/pdf/cards.py).
    sheet.add(ParagraphStyle("CardName", parent=base, fontName=SANS_BOLD, fontSize=11, leading=13))
    sheet.add(
        ParagraphStyle(
            "CardPoints", parent=base, fontName=SANS_BOLD, fontSize=10, leading=13, alignment=2
        )
    )
    sheet.add(
        ParagraphStyle(
            "CardLabel", parent=base, fontName=CONDENSED, fontSize=7, leading=8.5, alignment=1
        )
    )
    sheet.add(
        ParagraphStyle(
            "CardFigure", parent=base, fontName=SANS_BOLD, fontSize=10, leading=12, alignment=1
        )
    )
    sheet.add(
        ParagraphStyle(
            "CardLine", parent=base, fontName=CONDENSED, fontSize=8.5, leading=10.5, spaceBefore=1.5
        )
    )
    sheet.add(
        ParagraphStyle(
            "CardTally", parent=base, fontName=SANS, fontSize=9, leading=13, spaceBefore=3
        )
    )
    sheet.add(ParagraphStyle("QuickItem", parent=sheet["Quick"], spaceAfter=2.5))
    sheet.add(
        ParagraphStyle(
            "QuickHead",
            parent=sheet["Quick"],
            fontName=SANS_BOLD,
            fontSize=10,
            leading=12.5,
            spaceBefore=5,
            spaceAfter=2,
        )
    )
    return sheet


class Renderer:
    """Builds one PDF: page templates with the running header, then the story, as bytes."""

    def __init__(self, options: PdfOptions | None = None) -> None:
        self.options = options or PdfOptions()
        self.styles = make_stylesheet()
        self.page_width, self.page_height = self.options.pagesize
        self.frame_width = self.page_width - 2 * MARGIN
        self.frame_height = (
            self.page_height - 2 * MARGIN - HEADER_HEIGHT - HEADER_GAP - FOOTER_HEIGHT
        )

    def page_templates(self) -> list[PageTemplate]:
        """One template: the body frame below the running header, above the footer."""
        frame = Frame(
            MARGIN,
            MARGIN + FOOTER_HEIGHT,
            self.frame_width,
            self.frame_height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id="body",
        )
        return [PageTemplate(id="sheet", frames=[frame], onPageEnd=self.draw_header)]

    def header_flowables(self, header: SheetHeader) -> list[Flowable]:
        """The running header of a sheet's pages: who, and for which game."""
        styles = self.styles
        if header.warband:
            title = text(header.warband)
        elif header.for_game:
            title = translate("Printout", "Game {number}: {scenario}").format(
                number=header.game_number, scenario=text(header.scenario)
            )
        else:
            title = text(header.campaign)
        parts = [_labelled(translate("Printout", "Campaign:"), text(header.campaign))]
        if header.warband:
            player = text(header.player) if header.player else "—"
            parts.append(_labelled(translate("Printout", "Player:"), player))
        if header.game_name.casefold() not in header.campaign.casefold():
            parts.append(text(header.game_name))  # not twice: "Demo: Caliburn's Wrath"
        lines = [
            Paragraph(title, styles["HeaderTitle"]),
            Paragraph(" · ".join(parts), styles["HeaderLine"]),
        ]
        if header.for_game:
            when = (
                date_text(header.played_on)
                if header.played_on
                else translate("Printout", "not set")
            )
            game_parts = [_labelled(translate("Printout", "Date:"), when)]
            if header.warband:
                game = translate("Printout", "Game {number}:").format(number=header.game_number)
                game_parts.insert(0, _labelled(game, text(header.scenario)))
            if header.role:
                side = text(role_name(header.role))
                game_parts.append(_labelled(translate("Printout", "Side:"), side))
            if header.points:
                fielded = text(header.points)
                game_parts.append(_labelled(translate("Printout", "Fielded:"), fielded))
            lines.append(Paragraph(" · ".join(game_parts), styles["HeaderLine"]))
        return lines

    def draw_header(self, canv: Canvas, doc: BaseDocTemplate) -> None:
        """At the end of each page, the header of the sheet the page belongs to."""
        header: SheetHeader | None = getattr(canv, "_muster_header", None)
        if header is None:
            return
        top = self.page_height - MARGIN
        # Shrinks a header of very long names rather than letting it run into the sheet.
        content = KeepInFrame(
            self.frame_width, HEADER_HEIGHT, self.header_flowables(header), mode="shrink"
        )
        frame = Frame(
            MARGIN,
            top - HEADER_HEIGHT,
            self.frame_width,
            HEADER_HEIGHT,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        frame.addFromList([content], canv)
        canv.saveState()
        line_y = top - HEADER_HEIGHT - HEADER_GAP / 2
        if header.colour:
            # A warband's sheet is ruled in its colour, as its cards are on screen; thick
            # enough to tell apart in grey on a black-and-white printer.
            canv.setStrokeColor(colors.HexColor(header.colour))
            canv.setLineWidth(2.5)
        else:
            canv.setStrokeColor(INK)
            canv.setLineWidth(0.8)
        canv.line(MARGIN, line_y, self.page_width - MARGIN, line_y)
        canv.restoreState()

    def build(self, story: Sequence[Flowable], *, title: str, subject: str) -> bytes:
        """Lay out ``story`` and return the PDF."""
        buffer = BytesIO()
        doc = BaseDocTemplate(
            buffer,
            pagesize=self.options.pagesize,
            leftMargin=MARGIN,
            rightMargin=MARGIN,
            topMargin=MARGIN,
            bottomMargin=MARGIN,
            title=title,
            subject=subject,
            author="Muster",
            creator="Muster",
            initialFontName=SANS,  # not Helvetica: every font in the file is embedded
            invariant=1 if self.options.created is not None else None,
        )
        doc.addPageTemplates(self.page_templates())
        canvasmaker = partial(
            NumberedCanvas,
            printed_on=self.options.date_printed,
            created=self.options.created,
        )
        with _build_lock:
            flowables = story if isinstance(story, StoryOnDemand) else list(story)
            doc.build(flowables, canvasmaker=canvasmaker)
        return buffer.getvalue()

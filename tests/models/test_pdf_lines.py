"""Short roster cells are printed as plain lines (models.pdf.lines.TextLine) where they fit:
they must land exactly where the Paragraph of the same text lands, and anything a Paragraph
prints differently (markup, right-to-left text, text too wide) stays a Paragraph."""

from __future__ import annotations

from io import BytesIO

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

from models.pdf.lines import FIT_MARGIN, SharedParagraph, TextLine, cell
from models.pdf.renderer import make_stylesheet

STYLES = make_stylesheet()
ROOM = 100.0


def _printed(cells: list[object]) -> list[tuple[str, tuple[float, ...], str, float]]:
    """Each piece of text of a one-row table ``cells`` as printed: where, in which font and
    size (the last cell, a plain string, shows the row's height)."""
    buffer = BytesIO()
    table = Table([[*cells, "end"]], colWidths=[ROOM + 6] * len(cells) + [40])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    SimpleDocTemplate(buffer).build([table])
    found: list[tuple[str, tuple[float, ...], str, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            where = tuple(round(v, 2) for v in (*cm[4:], *tm[4:]))
            base = str(font.get("/BaseFont")) if hasattr(font, "get") else ""
            found.append((text.strip(), where, base.split("+")[-1], size))

    PdfReader(buffer).pages[0].extract_text(visitor_text=visit)
    return found


@pytest.mark.parametrize(
    "style", ["Cell", "CellBold", "CellSmall", "CellHead", "CellCentre", "CellNumber", "Boxes"]
)
def test_a_plain_line_prints_where_its_paragraph_prints(style: str) -> None:
    texts = ["Mail Suit −1", "Ælfrīc Þórsson", "☐☐☐☐☐ ☐☐"]
    paragraphs = [[Paragraph(t, STYLES[style]) for t in texts], Paragraph("4d6", STYLES[style])]
    lines = [[TextLine(t, STYLES[style]) for t in texts], TextLine("4d6", STYLES[style])]
    expected = _printed(paragraphs)
    assert len(expected) == 5
    assert _printed(lines) == expected


def test_cell_prints_plain_text_that_fits_as_a_line() -> None:
    for text in ("Sir Kai", "12", '6"', "7 gp", "Дружина", "• Scabbard: 3 off", "☐☐☐"):
        made = cell(text, STYLES["Cell"], ROOM)
        assert isinstance(made, TextLine), text
        assert made.text == text


@pytest.mark.parametrize(
    "markup",
    [
        "<b>Protection −4</b> in all",  # markup
        "Tom &amp; Jerry",  # an entity
        "אבירי השולחן",  # right-to-left (already in visual order for the Paragraph)
        "Aethelweard" * 9,  # too wide: the Paragraph breaks it
        "two  spaces",  # a Paragraph collapses them
        " leading space",
        "soft\xadhyphen",  # a Paragraph may break at it
        "no\xa0break",
        "",
    ],
)
def test_cell_leaves_what_a_paragraph_prints_differently_to_the_paragraph(markup: str) -> None:
    made: Flowable = cell(markup, STYLES["Cell"], ROOM)
    assert isinstance(made, Paragraph)


def test_a_text_about_as_wide_as_its_column_is_left_to_the_paragraph() -> None:
    text = "Mail Suit −1"
    style = STYLES["Cell"]
    measured = stringWidth(text, style.fontName, style.fontSize)
    assert isinstance(cell(text, style, measured), Paragraph)
    assert isinstance(cell(text, style, measured + FIT_MARGIN), TextLine)


def test_cells_of_the_same_markup_share_one_layout_and_print_as_paragraphs() -> None:
    markup = "<b>Spear</b> · damage +1, a longer line that the column must break in two"
    shared = [SharedParagraph(markup, STYLES["Cell"]) for _ in range(3)]
    assert _printed([list(shared)]) == _printed([[Paragraph(markup, STYLES["Cell"])] * 3])
    # Laid out once: every cell draws the same lines, at the width its column gives it.
    assert len({id(cell.blPara) for cell in shared}) == 1
    assert len(shared[0].blPara.lines) > 1
    wider = SharedParagraph(markup, STYLES["Cell"])
    wider.wrap(ROOM * 6, 1000)
    assert len(wider.blPara.lines) == 1
    assert wider.blPara is not shared[0].blPara


def test_a_shared_paragraph_splits_as_a_paragraph_and_leaves_the_shared_lines_alone() -> None:
    markup = "<b>Notes</b> " + "a long story told in many lines " * 12
    style = STYLES["Cell"]
    shared = SharedParagraph(markup, style)
    _, height = shared.wrap(ROOM, 10_000)
    lines = list(shared.blPara.lines)
    parts = shared.split(ROOM, height / 2)
    expected = Paragraph(markup, style)
    expected.wrap(ROOM, 10_000)
    assert [type(part) for part in parts] == [Paragraph, Paragraph]
    assert [p.wrap(ROOM, 10_000) for p in parts] == [
        p.wrap(ROOM, 10_000) for p in expected.split(ROOM, height / 2)
    ]
    again = SharedParagraph(markup, style)
    again.wrap(ROOM, 10_000)
    assert again.blPara is shared.blPara and list(again.blPara.lines) == lines

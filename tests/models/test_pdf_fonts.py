"""The printouts' fonts are read by Muster's own quicker reader (models.pdf.font_reader): it
must give ReportLab exactly what ReportLab's reader gives, for every font Muster ships and for
the other character map format ReportLab's own fonts use."""

from __future__ import annotations

from pathlib import Path

import pytest
import reportlab
from reportlab.pdfbase.ttfonts import TTFont

from models.pdf.font_reader import QuickTTFont
from models.pdf.fonts import FONT_DIR

REPORTLAB_FONTS = Path(reportlab.__file__).parent / "fonts"
FONTS = sorted(FONT_DIR.glob("*.ttf")) + sorted(REPORTLAB_FONTS.glob("*.ttf"))
# Where the reader stopped reading, and the scaling function (a new lambda each time).
NOT_COMPARED = {"_pos", "_pdfScale"}


def _readable(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _ordered(value: object) -> object:
    """Dictionaries as lists of their items, so that their order is compared too."""
    if isinstance(value, dict):
        return [(key, _ordered(item)) for key, item in value.items()]
    return value


def test_fonts_of_both_character_map_formats_are_compared() -> None:
    names = {path.name for path in FONTS}
    assert {"DejaVuSans.ttf", "DejaVuSansCondensed-Bold.ttf", "Symbola.ttf"} <= names  # format 12
    assert "Vera.ttf" in names  # format 4


@pytest.mark.parametrize("path", FONTS, ids=_readable)
def test_quick_reader_reads_what_reportlab_reads(path: Path) -> None:
    theirs = TTFont("Compared", str(path))
    ours = QuickTTFont("Compared", str(path))

    their_face = {k: _ordered(v) for k, v in vars(theirs.face).items() if k not in NOT_COMPARED}
    our_face = {k: _ordered(v) for k, v in vars(ours.face).items() if k not in NOT_COMPARED}
    assert set(our_face) == set(their_face)
    for key, value in their_face.items():
        assert our_face[key] == value, key
    assert ours.face._pdfScale(2048) == theirs.face._pdfScale(2048)
    for key, value in vars(theirs).items():
        if key not in {"face", "state", "encoding"}:
            assert vars(ours)[key] == value, key
    assert set(vars(ours)) == set(vars(theirs))
    assert ours.encoding.name == theirs.encoding.name
    assert ours.stringWidth("Ælfgifu Þórðardóttir ☐ 3d6", 9.5) == theirs.stringWidth(
        "Ælfgifu Þórðardóttir ☐ 3d6", 9.5
    )


@pytest.mark.parametrize("path", FONTS[:1], ids=_readable)
def test_subsets_are_the_same_bytes(path: Path) -> None:
    theirs = TTFont("Compared", str(path)).face
    ours = QuickTTFont("Compared", str(path)).face
    subset = [0, *range(32, 127), ord("☐"), ord("Ж")]
    assert ours.makeSubset(subset) == theirs.makeSubset(subset)

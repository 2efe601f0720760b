"""Names in any script, but never with the invisible controls that reorder text; and printed
as they are read: Hebrew and Arabic in their order and joined, emoji as glyphs."""

from __future__ import annotations

import io
import json
from pathlib import Path

import arabic_reshaper
import pytest
from pypdf import PdfReader

from models.demo import create_demo_campaigns
from models.errors import DocumentError, InvalidInput
from models.exchange import import_campaign
from models.pdf import render_rosters
from models.store.schema import Character, Warband
from models.validation import BIDI_CONTROLS, clean_name
from tests.models.pdf_support import pdf_pages

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "campaign-example.json"


@pytest.mark.parametrize("control", sorted(BIDI_CONTROLS))
def test_direction_controls_are_refused_in_names(control: str) -> None:
    assert len(BIDI_CONTROLS) == 9  # U+202A to U+202E, U+2066 to U+2069
    spoof = f"Sir Kai{control}iaK riS"
    with pytest.raises(InvalidInput, match=rf"direction control \(U\+{ord(control):04X}\)"):
        clean_name(spoof, what="Name")
    clean_name("אבירי השולחן העגול")  # right-to-left text itself is welcome
    clean_name("مرلين الساحر")


@pytest.mark.parametrize("control", ["\u202e", "\u2067"])
def test_a_campaign_file_with_a_direction_control_in_a_name_is_refused(
    database: Path, control: str
) -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document["warbands"][0]["characters"][0]["name"] = f"Sir{control} Kai"
    with pytest.raises(DocumentError) as refused:
        import_campaign(document)
    assert str(refused.value) == (
        f"warbands[0].characters[0].name: contains an invisible direction control "
        f"(U+{ord(control):04X}), which could make it read as another name"
    )


# --- printed as they are read ---------------------------------------------------------------


@pytest.fixture
def printed(database: Path) -> bytes:
    _beastrider, caliburn = create_demo_campaigns()
    characters = (
        Character.select().join(Warband).where(Warband.campaign == caliburn).order_by(Character.id)
    )
    for character, new_name in zip(characters, NAMES, strict=False):
        Character.update(name=new_name).where(Character.id == character.id).execute()
    return render_rosters(campaign=caliburn)


NAMES = ["אבירי השולחן העגול", "مرلين الساحر", "Sir Kai 🐉⚔️👑"]


def test_hebrew_prints_in_its_reading_order(printed: bytes) -> None:
    """A PDF reader reads the glyphs of a right-to-left run from the right: it finds the name
    only when the glyphs were laid out mirrored, as they are seen."""
    text = "\n".join(pdf_pages(printed))
    assert NAMES[0] in text
    assert NAMES[0][::-1] not in text


def test_arabic_prints_joined_in_its_reading_order(printed: bytes) -> None:
    text = "\n".join(pdf_pages(printed))
    joined = arabic_reshaper.reshape(NAMES[1])  # the initial, medial and final forms
    assert joined != NAMES[1]
    assert joined in text


def test_emoji_print_from_the_embedded_fallback_font(printed: bytes) -> None:
    reader = PdfReader(io.BytesIO(printed))
    fonts = {
        str(font["/BaseFont"])
        for page in reader.pages
        for font in page["/Resources"]["/Font"].values()  # type: ignore[index]  # pypdf: any object; a dictionary here
    }
    assert any(name.endswith("+Symbola") for name in fonts), fonts

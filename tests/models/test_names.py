"""Names in any script, but never with the invisible controls that reorder text; and printed
as they are read: Hebrew and Arabic in their order and joined, emoji as glyphs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.errors import DocumentError, InvalidInput
from models.exchange import import_campaign
from models.validation import BIDI_CONTROLS, clean_name

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

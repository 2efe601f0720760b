"""A campaign file written from docs/campaign-format.md alone imports: the document names every
key the import reads, and a missing one is refused by its name."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from models.campaigns import EXPERIENCE, switch
from models.errors import DocumentError
from models.exchange import import_campaign
from models.records.declarations import VERSION
from models.store.schema import Character, HistoryEntry

# Sir Kai, recruited with 3 gp, buys a Helmet for 1 gp: as a club's own tool might write him,
# field by field from the document's tables.
BY_HAND: dict[str, Any] = {
    "format": "muster-campaign",
    "version": VERSION,
    "name": "Written by hand",
    "game": "caliburns_wrath",
    "created": "2026-11-01T18:00:00Z",
    "settings": {},
    "warbands": [
        {
            "id": "w1",
            "name": "Camelot",
            "player": "Ann",
            "notes": "",
            "created": "2026-11-01T18:00:00Z",
            "characters": [
                {
                    "id": "c1",
                    "name": "Sir Kai",
                    "profile": "sir_kai",
                    "status": "active",
                    "position": 1,
                    "gold": 2,
                    "options": [],
                    "upgrades": [],
                    "injuries": {},
                    "notes": "",
                    "created": "2026-11-01T18:00:00Z",
                    "purchases": [
                        {
                            "id": "p1",
                            "item": "helmet",
                            "price": 1,
                            "status": "owned",
                            "refund": None,
                            "bought": "2026-11-01T18:05:00Z",
                            "lost_in": None,
                        }
                    ],
                }
            ],
            "stash": [],
        }
    ],
    "games": [],
    "history": [
        {
            "kind": "warband",
            "text": "Warband raised for Ann.",
            "details": {},
            "created": "2026-11-01T18:00:00Z",
            "warband": "w1",
            "character": None,
            "game": None,
        },
        {
            "kind": "recruited",
            "text": "Recruited as Sir Kai with 3 gp.",
            "details": {"gold": 3},
            "created": "2026-11-01T18:00:00Z",
            "warband": "w1",
            "character": "c1",
            "game": None,
        },
        {
            "kind": "purchase",
            "text": "Bought Helmet for 1 gp.",
            "details": {"price": 1, "purchase": "p1"},
            "created": "2026-11-01T18:05:00Z",
            "warband": "w1",
            "character": "c1",
            "game": None,
        },
    ],
}


def test_a_file_written_from_the_document_alone_imports(database: Path) -> None:
    campaign = import_campaign(json.dumps(BY_HAND))
    assert campaign.name == "Written by hand"
    kai = Character.get(Character.name == "Sir Kai")
    assert kai.gold == 2
    assert HistoryEntry.select().where(HistoryEntry.character == kai).count() == 2


@pytest.mark.parametrize(
    ("entry", "key", "says"),
    [
        (1, "gold", "the gold he was recruited with (0 for none)"),
        (2, "price", "the price he paid"),
    ],
)
def test_an_entry_without_the_key_its_gold_is_told_in_is_refused_by_that_key(
    database: Path, entry: int, key: str, says: str
) -> None:
    document = copy.deepcopy(BY_HAND)
    kind = document["history"][entry]["kind"]
    del document["history"][entry]["details"][key]
    with pytest.raises(DocumentError) as refused:
        import_campaign(json.dumps(document))
    assert str(refused.value) == (
        f"history[{entry}].details.{key}: missing: a {kind} entry of a character says {says}"
    )
    document["history"][entry]["details"][key] = "3"
    with pytest.raises(DocumentError, match=rf"details\.{key}: must be a whole number"):
        import_campaign(json.dumps(document))


def test_a_gold_change_and_a_correction_of_gold_say_their_gold_in_whole_numbers(
    database: Path,
) -> None:
    """Where given, ``gold_change`` says how much the entry moved his gold, and a correction of
    his gold says it in ``from`` and ``to``: each a whole number, or the file is refused."""
    document = copy.deepcopy(BY_HAND)
    document["history"][2]["details"]["gold_change"] = "-1"
    with pytest.raises(DocumentError) as refused:
        import_campaign(json.dumps(document))
    assert str(refused.value) == (
        "history[2].details.gold_change: must be a whole number (how much the entry moved his "
        "gold), not text"
    )
    document = copy.deepcopy(BY_HAND)
    correction = {**document["history"][2], "kind": "correction", "text": "Gold corrected."}
    correction["details"] = {"field": "gold", "from": 2}
    document["history"].append(correction)
    with pytest.raises(DocumentError) as refused:
        import_campaign(json.dumps(document))
    assert str(refused.value) == (
        "history[3].details.to: missing: a correction of a character's gold says the gold he "
        "had before and after it"
    )
    correction["details"]["to"] = 2
    import_campaign(json.dumps(document))


def test_the_document_names_each_key_a_story_is_added_up_from() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "campaign-format.md").read_text()
    for kind, key in (("recruited", "gold"), ("gold", "gold"), ("purchase", "price")):
        assert f"| `{kind}` | `{key}`" in text, kind
    assert "| `return` | `refund`" in text
    assert "`gold_change`" in text


def test_settings_are_not_gated_by_version_and_one_left_out_is_its_old_default(
    database: Path,
) -> None:
    """As the document says: a version 2 file may switch experience on; one that leaves it out
    keeps experience off, as the campaign was."""
    on = copy.deepcopy(BY_HAND)
    on.update(version=2, name="On", settings={"experience": True})
    assert switch(import_campaign(json.dumps(on)), EXPERIENCE)
    off = copy.deepcopy(BY_HAND)
    off.update(version=2, name="Off")
    assert not switch(import_campaign(json.dumps(off)), EXPERIENCE)

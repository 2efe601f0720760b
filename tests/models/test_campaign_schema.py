"""docs/campaign.schema.json: made from the records' one declaration, up to date, accepting the
files Muster writes and refusing, as the import does, the ones it refuses."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from models.demo import create_demo_campaigns
from models.errors import DocumentError
from models.exchange import export_campaign, import_campaign
from models.records import declarations
from models.records.declarations import SINCE, VERSION
from models.records.schema import PUBLISHED, schema_text
from models.validation import MAX_POINTS
from tests.campaign_schema import schema_problems
from tests.models.test_campaign_format import BY_HAND

ROOT = Path(__file__).resolve().parents[2]


def test_the_published_schema_is_the_one_the_declarations_make() -> None:
    assert PUBLISHED.read_text(encoding="utf-8") == schema_text(), (
        "docs/campaign.schema.json is out of date: run python -m models.records.schema"
    )
    assert "campaign.schema.json" in (ROOT / "docs" / "campaign-format.md").read_text()


def test_the_files_muster_writes_keep_to_the_schema(database: Path) -> None:
    for campaign in create_demo_campaigns():
        assert schema_problems(export_campaign(campaign)) == [], campaign.name
    example = json.loads((ROOT / "docs" / "campaign-example.json").read_text(encoding="utf-8"))
    assert schema_problems(example) == []
    assert schema_problems(BY_HAND) == []


EXAMPLE = json.loads((ROOT / "docs" / "campaign-example.json").read_text(encoding="utf-8"))


def _changed(path: tuple[Any, ...], value: Any, base: dict[str, Any] = BY_HAND) -> dict[str, Any]:
    document_ = copy.deepcopy(base)
    where: Any = document_
    for step in path[:-1]:
        where = where[step]
    if value is KeyError:
        del where[path[-1]]
    else:
        where[path[-1]] = value
    return document_


CHARACTER = ("warbands", 0, "characters", 0)
# Files the schema and the import both refuse, each for a field of its own.
REFUSED = {
    "a field missing": _changed((*CHARACTER, "gold"), KeyError),
    "a field unknown": _changed((*CHARACTER, "hair"), "red"),
    "a number as text": _changed((*CHARACTER, "gold"), "2"),
    "a fraction": _changed((*CHARACTER, "gold"), 2.5),
    "a number out of bounds": _changed((*CHARACTER, "gold"), 1_000_001),
    "a name with a space at its end": _changed((*CHARACTER, "name"), "Sir Kai "),
    "a name ending in a line break": _changed((*CHARACTER, "name"), "Sir Kai\n"),
    "an empty name": _changed((*CHARACTER, "name"), ""),
    "a name with a direction control": _changed((*CHARACTER, "name"), "Sir \u202eKai"),
    "a name too long": _changed((*CHARACTER, "name"), "K" * 101),
    "a control character in notes": _changed((*CHARACTER, "notes"), "a\x07b"),
    "an unknown status": _changed((*CHARACTER, "status"), "asleep"),
    "a time that is no time": _changed((*CHARACTER, "created"), "yesterday"),
    "a key that is no key": _changed((*CHARACTER, "id"), "c 1"),
    "an unknown history kind": _changed(("history", 0, "kind"), "party"),
    "an empty history text": _changed(("history", 0, "text"), ""),
    "another format": _changed(("format",), "battlescribe"),
    "a newer version": _changed(("version",), VERSION + 1),
    "an unknown game": _changed(("game",), "chess"),
    "a points limit over the most": _changed(("games", 0, "points_limit"), MAX_POINTS + 1, EXAMPLE),
    "a recruitment that does not say his gold": _changed(("history", 1, "details"), {}),
    "a price that is no number": _changed(("history", 2, "details", "price"), "1"),
    "a gold change that is no number": _changed(("history", 2, "details", "gold_change"), "1"),
    "a correction of gold without his gold after it": _changed(
        ("history", 2),
        {**BY_HAND["history"][2], "kind": "correction", "details": {"field": "gold", "from": 3}},
    ),
    "a game's details with a field unknown": _changed(
        ("games", 0, "details", "weather"), 1, EXAMPLE
    ),
    "an effect that is no object": _changed(
        ("games", 0, "details", "effects"), {"f1": []}, EXAMPLE
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_what_the_schema_refuses_the_import_refuses(database: Path, case: str) -> None:
    assert schema_problems(REFUSED[case]) != []
    with pytest.raises(DocumentError):
        import_campaign(json.dumps(REFUSED[case]))


# What a schema cannot say (docs/campaign-format.md lists it): the schema accepts these, the
# import refuses them.
ONLY_THE_IMPORT = {
    "a profile the rules do not know": _changed((*CHARACTER, "profile"), "sir_lancelot"),
    "a reference to no warband": _changed(("history", 1, "warband"), "w9"),
}


@pytest.mark.parametrize("case", sorted(ONLY_THE_IMPORT))
def test_what_only_the_import_refuses_is_listed(database: Path, case: str) -> None:
    assert schema_problems(ONLY_THE_IMPORT[case]) == []
    with pytest.raises(DocumentError):
        import_campaign(json.dumps(ONLY_THE_IMPORT[case]))


# What the schema accepts, written as other tools may write it: the import takes it the same
# way (JSON Schema's "integer" is any number without a fraction; a text is the same text in any
# Unicode normal form). Each: the text changed in the example file, and where the export of
# the imported campaign has what value.
KAI = ("warbands", 0, "characters", 0)
ARM = ("games", 0, "sides", 0, "fielded", 0, "outcome", "arm")
TAKEN_AS_THE_SCHEMA_DOES = {
    "gold written 12e0": ('"gold": 12,', '"gold": 12e0,', (*KAI, "gold"), 12),
    "gold written 12.0": ('"gold": 12,', '"gold": 12.0,', (*KAI, "gold"), 12),
    "gold written 1.2E+1": ('"gold": 12,', '"gold": 1.2E+1,', (*KAI, "gold"), 12),
    "a wound written -0.0": ('"arm": 0,', '"arm": -0.0,', ARM, 0),
    "a name in NFD": ('"Camelot"', '"Came\\u0301lot"', ("warbands", 0, "name"), "Camélot"),
    "a name in NFD as UTF-8": ('"Camelot"', '"Came\u0301lot"', ("warbands", 0, "name"), "Camélot"),
}


@pytest.mark.sqlite_only  # what the reader makes of the text, before a row is written
@pytest.mark.parametrize("case", sorted(TAKEN_AS_THE_SCHEMA_DOES))
def test_what_the_schema_accepts_the_import_takes_as_the_schema_does(
    database: Path, case: str
) -> None:
    was, written, where, kept = TAKEN_AS_THE_SCHEMA_DOES[case]
    text = (ROOT / "docs" / "campaign-example.json").read_text(encoding="utf-8")
    assert was in text
    text = text.replace(was, written)
    assert schema_problems(json.loads(text)) == []
    found: Any = export_campaign(import_campaign(text))
    for step in where:
        found = found[step]
    assert found == kept and type(found) is type(kept)


STORED = sorted(
    [
        ROOT / "docs" / "campaign-example.json",
        *(ROOT / "tests" / "models" / "golden").glob("*.json"),
    ]
)


@pytest.mark.parametrize("path", STORED, ids=lambda p: p.name)
def test_the_stored_files_the_schema_accepts_are_the_ones_the_import_takes_unchanged(
    database: Path, path: Path
) -> None:
    """The campaign files kept with the project: a file of the current version keeps to the
    schema and imports; an older one imports (it is upgraded as it is read), and the schema,
    which describes the current version only, refuses it for its version and for the fields
    that came after it alone (declarations.SINCE)."""
    stored = json.loads(path.read_text(encoding="utf-8"))
    import_campaign(path.read_text(encoding="utf-8"))
    problems = schema_problems(stored)
    version = stored["version"]
    later = {
        f"'{name}' is a required property" for (_, name), v in SINCE.items() if v.version > version
    }
    expected = set() if version == declarations.VERSION else {f"version: {version} is not one of"}
    for problem in problems:
        assert problem.startswith(tuple(expected)) or problem.split(": ", 1)[1] in later, problem
    assert bool(problems) == bool(expected)

"""The JSON Schema (draft 2020-12) of a campaign file, made from its declarations
(:mod:`models.records.declarations`) and published as ``docs/campaign.schema.json``.

``python -m models.records.schema`` writes the file again after a declaration changed;
``tests/models/test_campaign_schema.py`` fails while the published file is not what the
declarations make, and validates the campaign files the tests write against it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from models.history import GOLD_CHANGE
from models.records.declarations import GOLD_CORRECTION, GOLD_KEYS, VERSION, Campaign

PUBLISHED = Path(__file__).resolve().parents[2] / "docs" / "campaign.schema.json"
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def campaign_schema() -> dict[str, Any]:
    """The schema of a campaign file of the current version."""
    made = _named(msgspec.json.schema(Campaign))
    made["$defs"]["HistoryEntry"]["allOf"] = _gold_told()
    return {
        "$schema": DIALECT,
        "$id": "https://musterapp.org/campaign.schema.json",
        "title": f"Muster campaign file, version {VERSION}",
        "description": (
            "A whole campaign of The Beastrider Wars or Caliburn's Wrath, as Muster exports it "
            "(docs/campaign-format.md). The import also checks what a schema cannot say: the "
            "ids the campaign's rules know, references between keys of the file, duplicate "
            "keys, and the rules over a whole campaign. It takes every number and text this "
            "schema accepts as JSON Schema does: 2e0 and 2.0 are the whole number 2, and a "
            "text in another Unicode normal form than C is read composed (NFC)."
        ),
        **{key: value for key, value in made.items() if key != "$ref"},
        "$ref": made["$ref"],
    }


def _named(made: dict[str, Any]) -> dict[str, Any]:
    """``made`` with each generic record's definition named by the record alone: "Effect",
    where msgspec writes "Effect_typing.Annotated_str…" (a file's records refer by key)."""
    generic = {name: name.split("_typing.")[0] for name in made["$defs"] if "_typing." in name}
    for name in generic:
        made["$defs"][name]["title"] = generic[name]
    text = json.dumps(made)
    for name, plain in generic.items():
        text = text.replace(f'"#/$defs/{name}"', f'"#/$defs/{plain}"')
    named: dict[str, Any] = json.loads(text)
    named["$defs"] = {generic.get(k, k): v for k, v in named["$defs"].items()}
    return named


def _gold_told() -> list[dict[str, Any]]:
    """What a character's history entry says of his gold in its details, which his story is
    added up from (:data:`GOLD_KEYS`): each a whole number, where the entry's kind needs it."""
    whole = {"type": "integer"}

    def of_a_character(kind: str | None = None, **details: dict[str, Any]) -> dict[str, Any]:
        entry: dict[str, Any] = {"character": {"type": "string"}}
        if kind is not None:
            entry["kind"] = {"const": kind}
        if details:
            entry["details"] = {"properties": details, "required": list(details)}
        return {"properties": entry, "required": list(entry)}

    def details_say(*keys: str) -> dict[str, Any]:
        said = {"required": list(keys), "properties": dict.fromkeys(keys, whole)}
        return {"properties": {"details": {"anyOf": [{"required": [GOLD_CHANGE]}, said]}}}

    told = [
        {
            "if": of_a_character(None, **{GOLD_CHANGE: {}}),
            "then": {"properties": {"details": {"properties": {GOLD_CHANGE: whole}}}},
        },
        *(
            {"if": of_a_character(kind), "then": details_say(key)}
            for kind, (key, _what) in GOLD_KEYS.items()
        ),
    ]
    correction, pair, _what = GOLD_CORRECTION
    told.append(
        {"if": of_a_character(correction, field={"const": "gold"}), "then": details_say(*pair)}
    )
    return told


def schema_text() -> str:
    return json.dumps(campaign_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


if __name__ == "__main__":  # python -m models.records.schema
    PUBLISHED.write_text(schema_text(), encoding="utf-8")
    sys.stdout.write(f"Wrote {PUBLISHED}\n")

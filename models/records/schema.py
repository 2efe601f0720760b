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

from models.records.declarations import VERSION, Campaign

PUBLISHED = Path(__file__).resolve().parents[2] / "docs" / "campaign.schema.json"
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def campaign_schema() -> dict[str, Any]:
    """The schema of a campaign file of the current version."""
    made = _named(msgspec.json.schema(Campaign))
    return {
        "$schema": DIALECT,
        "$id": "https://musterapp.org/campaign.schema.json",
        "title": f"Muster campaign file, version {VERSION}",
        "description": (
            "A whole campaign of The Beastrider Wars or Caliburn's Wrath, as Muster exports it "
            "(docs/campaign-format.md). The import also checks what a schema cannot say: the "
            "ids the campaign's rules know, references between keys of the file, Unicode "
            "normal form C, duplicate keys, and the rules over a whole campaign."
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


def schema_text() -> str:
    return json.dumps(campaign_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


if __name__ == "__main__":  # python -m models.records.schema
    PUBLISHED.write_text(schema_text(), encoding="utf-8")
    sys.stdout.write(f"Wrote {PUBLISHED}\n")

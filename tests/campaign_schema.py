"""Campaign files checked against the published JSON Schema by ``jsonschema``, a library that
shares no code with Muster's reader or writer."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import jsonschema

from models.records.schema import PUBLISHED

# Files larger than this are left to the tests that validate the big campaign on purpose.
VALIDATED_UP_TO = 5_000_000


@functools.cache
def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(PUBLISHED.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def schema_problems(document: Any) -> list[str]:
    """Where ``document`` breaks the schema: each problem's JSON path and message."""
    return [
        f"{'/'.join(map(str, error.absolute_path)) or '(the file)'}: {error.message[:200]}"
        for error in validator().iter_errors(document)
    ]


def check_written_file(path: Path) -> None:
    """Fail unless the campaign file at ``path`` is one the schema accepts."""
    if not path.exists() or path.stat().st_size > VALIDATED_UP_TO:
        return
    problems = schema_problems(json.loads(path.read_text(encoding="utf-8")))
    assert problems == [], f"{path} breaks docs/campaign.schema.json: {problems[:5]}"

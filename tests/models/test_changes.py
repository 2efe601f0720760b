"""Recorded change sets: undo restores rows exactly, redo puts the same rows back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from models import campaigns, characters
from models.changes import recording
from models.errors import RuleViolation
from models.store.schema import ALL_MODELS, SchemaVersion


def dump() -> dict[str, list[dict[str, Any]]]:
    """Every row of every table, as plain data (but a club's membership, which is the
    server's and not undone: docs/club-server.md)."""
    return {
        model.__name__: [dict(row) for row in model.select().order_by(model.id).dicts()]
        for model in ALL_MODELS
        if model is not SchemaVersion and getattr(model._meta, "recorded", True)
    }


def test_undo_and_redo_of_a_cascading_delete_restore_every_row(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    characters.recruit(warband=band, profile="sir_kai")
    characters.recruit(warband=band, profile="king_arthur")
    before = dump()
    with recording() as changes:
        campaigns.delete_campaign(campaign=campaign)
    after = dump()
    assert after["Campaign"] == [] and after["Character"] == []
    changes.inverse().apply()
    assert dump() == before
    changes.apply()
    assert dump() == after


def test_a_refused_operation_records_nothing(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    characters.recruit(warband=band, profile="king_arthur")
    before = dump()
    with recording() as changes, pytest.raises(RuleViolation):
        characters.recruit(warband=band, profile="king_arthur")
    assert not changes
    assert dump() == before


def test_apply_inverse_returns_to_the_forward_changes(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    with recording() as changes:
        campaigns.rename_campaign(campaign=campaign, name="The Table Round")
    redo = changes.inverse().apply()
    assert redo.changes == changes.changes

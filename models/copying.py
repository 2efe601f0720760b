"""Copying campaigns whole from one database to another: a file or a club server, either way.

``main.py copy --from SOURCE --to TARGET [--campaign NAME ...]``. Each campaign goes through
its campaign file (:mod:`models.exchange`): exported from the source, imported into the
target as a new campaign (history, purchases, games and effects, every id remapped; a name
already taken gets a suffix, "Autumn (2)", as ``import`` gives it), then exported again from
the target and compared with the source's export. Only the name may differ; any other
difference rolls the copy of that campaign back and is reported, so a copy that is kept is a
verified one. Campaigns are copied one transaction each, in the order asked (every campaign
of the source, by name, when none is named).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from models.campaigns import campaign_named
from models.errors import DatabaseDamagedError, MusterError
from models.exchange import export_campaign, import_campaign
from models.store.connection import close_database, db
from models.store.inspection import describe_integrity_problems, header_problems
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Campaign


class CopyError(MusterError):
    """A campaign could not be copied, or its copy did not match; that copy was not kept."""


@dataclass(frozen=True)
class CopiedCampaign:
    """One campaign copied: its name in the source and the name it has in the target."""

    source_name: str
    target_name: str


def copy_campaigns(
    *, source: DatabaseLocation, target: DatabaseLocation, names: Sequence[str] = ()
) -> list[CopiedCampaign]:
    """Copy the campaigns ``names`` (default: all) of ``source`` into ``target``, verified.

    The source is only read. A file target is backed up before each import, as ``import``
    does. Raises :class:`MusterError` in words: a campaign that is not in the source, a
    database that cannot be opened, or a copy that does not match (that one is rolled back;
    the campaigns copied before it stay, and are listed in the error's text).
    """
    if source == target:
        raise CopyError(f"{source.text} is both the source and the target; copy to another")
    documents = _read(source, names)
    copied: list[CopiedCampaign] = []
    open_database(target)
    try:
        for document in documents:
            try:
                copied.append(_write_verified(document, target))
            except MusterError as exc:
                done = ", ".join(f"“{c.target_name}”" for c in copied)
                kept = f" (already copied: {done})" if done else ""
                raise CopyError(f"“{document['name']}”: {exc}{kept}") from None
    finally:
        close_database()
    return copied


def _read(source: DatabaseLocation, names: Sequence[str]) -> list[dict[str, Any]]:
    if source.path is not None:  # a cut file reads as zeros: refuse it before reading
        cut = header_problems(source.path)
        if cut:
            raise DatabaseDamagedError(
                f"{source.path} is damaged: {describe_integrity_problems(cut)}. Nothing was "
                "copied; restore the latest good backup",
                path=source.path,
            )
    open_database(source, read_only=True)
    try:
        if names:
            campaigns = [campaign_named(name) for name in dict.fromkeys(names)]
        else:
            campaigns = list(Campaign.select().order_by(Campaign.name, Campaign.id))
        if not campaigns:
            raise CopyError(f"{source.text} holds no campaigns to copy")
        return [export_campaign(campaign) for campaign in campaigns]
    finally:
        close_database()


def _write_verified(document: dict[str, Any], target: DatabaseLocation) -> CopiedCampaign:
    with db.atomic():
        campaign = import_campaign(document, db_path=target.path)
        copy = export_campaign(campaign)
        if {**copy, "name": document["name"]} != document:
            raise CopyError(
                "the copy did not match the original ("
                + _first_difference(document, {**copy, "name": document["name"]})
                + "), so it was not kept"
            )
    return CopiedCampaign(source_name=document["name"], target_name=campaign.name)


def _first_difference(original: Any, copy: Any, path: str = "") -> str:
    """Where two documents first differ, as a JSON path."""
    if isinstance(original, dict) and isinstance(copy, dict):
        for key in list(original) + [k for k in copy if k not in original]:
            if original.get(key) != copy.get(key):
                return _first_difference(original.get(key), copy.get(key), f"{path}.{key}")
    if isinstance(original, list) and isinstance(copy, list):
        for index, (a, b) in enumerate(zip(original, copy, strict=False)):
            if a != b:
                return _first_difference(a, b, f"{path}[{index}]")
        if len(original) != len(copy):
            return f"{path or 'the document'}: {len(original)} entries, not {len(copy)}"
    return path.lstrip(".") or "the document"

"""Copying campaigns whole from one database to another: a file or a club server, either way.

``main.py copy --from SOURCE --to TARGET [--campaign NAME ...]``. Each campaign goes through
its campaign file (:mod:`models.exchange`): exported from the source into a temporary file,
imported from it into the target as a new campaign (history, purchases, games and effects,
every id remapped; a name already taken gets a suffix, "Autumn (2)", as ``import`` gives it),
then exported again from the target into a second file and compared with the first, a line at a
time. Only the name may differ; any other difference rolls the copy of that campaign back and
is reported, so a copy that is kept is a verified one. Campaigns are copied one transaction
each, in the order asked (every campaign of the source, by name, when none is named).

Nothing holds a whole campaign twice: the files are written and compared as they are read, so
a copy needs the memory of the import of one campaign file (``docs/performance.md``) and, in
the temporary folder (``TMPDIR``), room for two files of the campaign.
"""

from __future__ import annotations

import itertools
import json
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from i18n import translate
from models.campaigns import campaign_named
from models.errors import DatabaseDamagedError, MusterError
from models.exchange.importer import import_campaign
from models.exchange.source import open_campaign_file
from models.exchange.writer import write_campaign_file
from models.store.connection import close_database, db
from models.store.files import os_error_text
from models.store.guard import reading, same_file
from models.store.inspection import describe_integrity_problems, file_integrity_problems
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
    if source == target or (
        source.path is not None and target.path is not None and same_file(source.path, target.path)
    ):
        raise CopyError(
            translate(
                "Copying", "{database} is both the source and the target; copy to another"
            ).format(database=source.text)
        )
    if source.path is None:
        return _copy(source, target, names)
    with reading(source.path, database=True):  # no name of the target reaches the source
        return _copy(source, target, names)


def _copy(
    source: DatabaseLocation, target: DatabaseLocation, names: Sequence[str]
) -> list[CopiedCampaign]:
    try:
        folder = tempfile.TemporaryDirectory(prefix="muster-copy-")
    except OSError as exc:
        raise CopyError(
            translate(
                "Copying", "cannot make a folder for the campaign files in {folder}: {problem}"
            ).format(
                folder=tempfile.gettempdir(),
                problem=os_error_text(exc, Path(tempfile.gettempdir())),
            )
        ) from None
    with folder:
        files = _read(source, names, Path(folder.name))
        copied: list[CopiedCampaign] = []
        open_database(target)
        try:
            for name, path in files:
                try:
                    copied.append(_write_verified(name, path, target))
                except MusterError as exc:
                    if copied:
                        done = ", ".join(
                            translate("Copying", "“{name}”").format(name=c.target_name)
                            for c in copied
                        )
                        raise CopyError(
                            translate(
                                "Copying", "“{name}”: {problem} (already copied: {done})"
                            ).format(name=name, problem=exc, done=done)
                        ) from None
                    raise CopyError(
                        translate("Copying", "“{name}”: {problem}").format(name=name, problem=exc)
                    ) from None
                finally:
                    path.unlink(missing_ok=True)
        finally:
            close_database()
    return copied


def _read(source: DatabaseLocation, names: Sequence[str], folder: Path) -> list[tuple[str, Path]]:
    """Each campaign asked for, exported from ``source`` into a file of ``folder``: its name
    and the file."""
    if source.path is not None:
        # A cut file reads as zeros, and a damaged page as whatever it holds now: SQLite's
        # integrity check judges the file before anything of it is read.
        damage = file_integrity_problems(source.path)
        if damage:
            raise DatabaseDamagedError(
                translate(
                    "Copying",
                    "{path} is damaged: {problems}. Nothing was copied; restore the latest good backup",  # noqa: E501
                ).format(path=source.path, problems=describe_integrity_problems(damage)),
                path=source.path,
            )
    open_database(source, read_only=True, judge=False)  # judged in full just above
    try:
        if names:
            campaigns = [campaign_named(name) for name in dict.fromkeys(names)]
        else:
            campaigns = list(Campaign.select().order_by(Campaign.name, Campaign.id))
        if not campaigns:
            raise CopyError(
                translate("Copying", "{database} holds no campaigns to copy").format(
                    database=source.text
                )
            )
        return [
            (campaign.name, write_campaign_file(campaign, folder / f"{number}.json"))
            for number, campaign in enumerate(campaigns, start=1)
        ]
    finally:
        close_database()


def _write_verified(name: str, path: Path, target: DatabaseLocation) -> CopiedCampaign:
    again = path.with_suffix(".copy.json")
    try:
        with db.atomic():
            campaign = import_campaign(open_campaign_file(path), db_path=target.path)
            write_campaign_file(campaign, again)
            difference = _first_difference(path, again)
            if difference is not None:
                raise CopyError(
                    translate(
                        "Copying",
                        "the copy did not match the original ({difference}), so it was not kept",
                    ).format(difference=difference)
                )
    finally:
        again.unlink(missing_ok=True)
    return CopiedCampaign(source_name=name, target_name=campaign.name)


# The campaign's own name: the one line of the two files that may differ.
_NAME_LINE = '  "name": '
_LIST_LINE = re.compile(r'  "(\w+)": \[$')


def _first_difference(original: Path, copy: Path) -> str | None:
    """Where two campaign files (as the exporter writes them: a record a line) first differ,
    as a JSON path, or None where they differ only in the campaign's name."""
    listed, index = "", -1
    with original.open(encoding="utf-8") as a, copy.open(encoding="utf-8") as b:
        for line, other in itertools.zip_longest(a, b):
            if line is None or other is None:
                return translate("Copying", "{where}: one file ends before the other").format(
                    where=listed or translate("Copying", "the document")
                )
            record, other_record = line.startswith("    "), other.startswith("    ")
            if record:
                index += 1
            elif (found := _LIST_LINE.match(line.rstrip("\n"))) is not None:
                listed, index = found.group(1), -1
            if line == other or (line.startswith(_NAME_LINE) and other.startswith(_NAME_LINE)):
                continue
            if record and other_record:
                original_record, copied_record = _record(line), _record(other)
                if original_record == copied_record:
                    continue  # the comma after all but the last record: the next lines differ
                return _where_records_differ(original_record, copied_record, f"{listed}[{index}]")
            if record:
                return translate(
                    "Copying", "{where}: the copy has fewer records than the original"
                ).format(where=listed)
            if other_record:
                return translate(
                    "Copying", "{where}: the copy has more records than the original"
                ).format(where=listed)
            key = re.match(r'  "(\w+)"', line)
            return key.group(1) if key is not None else translate("Copying", "the document")
    return None


def _record(line: str) -> Any:
    text = line.strip().removesuffix(",")
    try:
        return json.loads(text)
    except ValueError:
        return text


def _where_records_differ(original: Any, copy: Any, path: str) -> str:
    """Where two records first differ, as a JSON path below ``path``."""
    if isinstance(original, dict) and isinstance(copy, dict):
        for key in list(original) + [k for k in copy if k not in original]:
            if original.get(key) != copy.get(key):
                return _where_records_differ(original.get(key), copy.get(key), f"{path}.{key}")
    if isinstance(original, list) and isinstance(copy, list):
        for index, (a, b) in enumerate(zip(original, copy, strict=False)):
            if a != b:
                return _where_records_differ(a, b, f"{path}[{index}]")
        if len(original) != len(copy):
            return translate("Copying", "{where}: {original} entries, not {copied}").format(
                where=path, original=len(original), copied=len(copy)
            )
    return path

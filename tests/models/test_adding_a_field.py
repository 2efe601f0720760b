"""Adding a field is its declaration (docs/architecture.md, *Adding a field*): in a scratch copy
of the source, a warband's motto is declared in models/records/declarations.py and nothing
else is changed; the copy's database, campaign files, JSON Schema, check and operations then
know it, and the warband dialog, which does not show it yet, keeps it as it was. The copy
runs in a process of its own, so this one's modules stay as they are."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from models.campaigns import WarbandEdit, create_campaign, create_warband
from models.exchange import export_campaign
from models.records import declarations as declared
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[2]
# What the product needs to run: its packages and the games' data.
PRODUCT = ("i18n", "rules", "models", "ui", "resources/games", "resources/icons")

# The one edit: the motto declared after the notes, in the version after this one.
MOTTO = """\
    motto: Annotated[
        Notes,
        Said(
            words=QT_TRANSLATE_NOOP("DatabaseColumn", "motto"),
            edit=True,
            default="",
            since={since},
            schema={schema},
            changed=QT_TRANSLATE_NOOP("CampaignFile", "its motto was changed"),
        ),
    ]
"""

# Run in the copy: every door of the motto, each answer printed as JSON.
IN_THE_COPY = """\
import json, sqlite3, sys

from models.campaigns import WarbandEdit, edit_warband, warband_fields
from models.check import check_database
from models.check.tables import TABLES
from models.errors import ChangedElsewhereError, DocumentError
from models.exchange import export_campaign, import_campaign
from models.records import declarations as declared
from models.records.schema import campaign_schema
from models.store.connection import close_database, db
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION
from models.store.schema import Warband

database, old_file = sys.argv[1], sys.argv[2]
said = {}

def columns():
    return [row[1] for row in db.execute_sql("PRAGMA table_info(warband)")]

# The older database: migrated, the column there, the warband holding what older ones hold.
result = open_database(database)
said["migrated_from"] = result.migrated_from
said["schema_version"] = SCHEMA_VERSION
said["columns"] = columns()
said["motto_after_migration"] = Warband.get().motto
close_database()
# The step again (the version rewound, as a database a release made before may be).
connection = sqlite3.connect(database)
connection.execute("UPDATE schema_version SET version = version - 1")
connection.commit()
connection.close()
result = open_database(database)
said["migrated_again_from"] = result.migrated_from
said["columns_again"] = columns()

# The operations: the edit struct carries it, edit_warband stores it.
warband = Warband.get()
said["edit_fields"] = list(WarbandEdit.names())
shown = warband_fields(warband)
edit_warband(warband=warband, edit=shown.replace(motto="  Faith and steel "), expected=shown)
said["motto_stored"] = Warband.get().motto
Warband.update(motto="Steel").execute()  # another player, while a dialog showed it
try:
    edit_warband(warband=warband, edit=shown.replace(motto="Mine"), expected=warband_fields(
        Warband.get_by_id(warband.id)).replace(motto="Faith and steel"))
except ChangedElsewhereError as refused:
    said["changed_elsewhere"] = str(refused)

# The warband dialog, which does not show the motto (that is the screen's edit): saving it
# keeps the motto as it was.
from PySide6.QtWidgets import QApplication
from ui.dialogs.warband_edit import WarbandDialog
from ui.undo import Editor

application = QApplication([])
editor = Editor()
warband = Warband.get_by_id(warband.id)
editor.show_campaign(warband.campaign_id)
dialog = WarbandDialog(None, editor, campaign=warband.campaign, warband=warband)
dialog.player_edit.setText("Bea")
dialog.submit()
said["after_the_dialog"] = [Warband.get().player, Warband.get().motto]

# The campaign file: an older file imports with the default; a new one keeps it.
with open(old_file, encoding="utf-8") as f:
    old = json.load(f)
old["name"] = "Imported"
imported = import_campaign(json.dumps(old))
document = export_campaign(imported)
said["file_version"] = document["version"]
said["imported_mottos"] = [w["motto"] for w in document["warbands"]]
document["warbands"][0]["motto"] = "Onwards"
document["name"] = "Copied"
copied = export_campaign(import_campaign(json.dumps(document)))
said["copied_mottos"] = [w["motto"] for w in copied["warbands"]]
old["warbands"][0]["motto"] = "Too early"
old["name"] = "Refused"
try:
    import_campaign(json.dumps(old))
except DocumentError as refused:
    said["old_file_with_it"] = str(refused)

# The JSON Schema and the database check.
warband_schema = campaign_schema()["$defs"]["Warband"]
said["schema_has_it"] = "motto" in warband_schema["properties"]
said["schema_requires_it"] = "motto" in warband_schema["required"]
said["check_words"] = [c.words for c in TABLES["warband"] if c.name == "motto"]
db.execute_sql("UPDATE warband SET motto = x'ff' WHERE id = ?", (warband.id,))
said["check"] = [p.text for p in check_database(repair=False).problems]
close_database()
print(json.dumps(said))
"""


def _scratch_copy(to: Path) -> Path:
    """The product's source in ``to``, the warband's motto declared in it and nothing else."""
    for part in PRODUCT:
        shutil.copytree(
            ROOT / part, to / part, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
        )
    declarations = to / "models" / "records" / "declarations.py"
    text = declarations.read_text(encoding="utf-8")
    anchor = "    created: Moment\n    characters: list[Character]\n"
    assert text.count(anchor) == 1  # the warband's fields after its notes
    motto = MOTTO.format(since=declared.VERSION + 1, schema=SCHEMA_VERSION + 1)
    declarations.write_text(text.replace(anchor, motto + anchor), encoding="utf-8")
    return to


@pytest.mark.sqlite_only  # the copy makes and reads SQLite files of its own
def test_a_field_declared_and_nothing_else_is_in_the_database_the_files_the_check_and_edits(
    tmp_path: Path,
) -> None:
    # An older database and campaign file, made by this Muster, which has no motto.
    database = tmp_path / "older.sqlite3"
    open_database(database)
    try:
        campaign = create_campaign(name="Old campaign", game="caliburns_wrath")
        create_warband(campaign=campaign, edit=WarbandEdit(name="Camelot", player="Ann"))
        old_file = tmp_path / "older.json"
        old_file.write_text(json.dumps(export_campaign(campaign)), encoding="utf-8")
    finally:
        close_database()
    assert "motto" not in WarbandEdit.names()

    copy = _scratch_copy(tmp_path / "scratch")
    env = {**os.environ, "PYTHONPATH": str(copy), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", IN_THE_COPY, str(database), str(old_file)],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    said = json.loads(run.stdout.splitlines()[-1])

    # The database: migrated by the derived step, which is safe to run twice.
    assert said["migrated_from"] == SCHEMA_VERSION
    assert said["schema_version"] == SCHEMA_VERSION + 1
    assert said["columns"][-1] == "motto" and said["columns"].count("motto") == 1
    assert said["motto_after_migration"] == ""
    assert said["migrated_again_from"] == SCHEMA_VERSION
    assert said["columns_again"] == said["columns"]
    # The operations: the edit struct carries it, cleaned, and another's change is told.
    assert said["edit_fields"] == ["name", "player", "notes", "motto"]
    assert said["motto_stored"] == "Faith and steel"
    assert said["after_the_dialog"] == ["Bea", "Steel"]
    assert said["changed_elsewhere"] == (
        "Camelot was changed by another player since you opened this dialog: its motto was "
        "changed. Nothing was saved."
    )
    # The campaign file: a new version; an older file imports with the default, and may not
    # hold it.
    assert said["file_version"] == declared.VERSION + 1
    assert said["imported_mottos"] == [""]
    assert said["copied_mottos"] == ["Onwards"]
    assert said["old_file_with_it"] == (
        f"warbands[0].motto: unknown field in a version {declared.VERSION} campaign file "
        f"(motto came with version {declared.VERSION + 1})"
    )
    # The JSON Schema and the check.
    assert said["schema_has_it"] and said["schema_requires_it"]
    assert said["check_words"] == ["motto"]
    assert (
        "Warband “Camelot” of campaign “Old campaign”: the motto is binary data (1 byte), not text."
    ) in said["check"]

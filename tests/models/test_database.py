"""The database lifecycle: creation, pragmas, migration, refusals."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from models.errors import DatabaseUnusableError
from models.store.connection import close_database, db
from models.store.integrity import pragma
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION
from models.store.schema import (
    ALL_MODELS,
    Campaign,
    Character,
    Game,
    HistoryEntry,
    Purchase,
    SchemaVersion,
    Warband,
)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_new_database_has_every_table_and_the_current_version(database: Path) -> None:
    for model in ALL_MODELS:
        assert db.table_exists(model._meta.table_name), model.__name__
    assert SchemaVersion.select().count() == 1
    assert SchemaVersion.get().version == SCHEMA_VERSION


@pytest.mark.sqlite_only  # SQLite's pragmas
def test_pragmas_in_force(database: Path) -> None:
    assert pragma("foreign_keys") == 1
    assert pragma("journal_mode") == "wal"
    assert pragma("synchronous") == 2  # FULL
    busy_timeout = pragma("busy_timeout")
    assert isinstance(busy_timeout, int) and busy_timeout >= 1000


def test_foreign_keys_cascade_from_campaign(database: Path) -> None:
    campaign = Campaign.create(name="Autumn", game="caliburns_wrath")
    warband = Warband.create(campaign=campaign, name="Camelot", player="Ann")
    Character.create(warband=warband, name="Kai", profile="sir_kai", gold=10)
    campaign.delete_instance()
    assert Character.select().count() == 0


def test_data_survives_reopening(db_path: Path) -> None:
    open_database(db_path)
    Campaign.create(name="Spring", game="beastrider_wars", house_rules={"base_move": 7})
    close_database()
    result = open_database(db_path)
    try:
        assert not result.created
        assert Campaign.get().house_rules == {"base_move": 7}
    finally:
        close_database()


# The first released schema, as that release created it.
V1_SCHEMA = """
CREATE TABLE "schema_version" ("id" INTEGER NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL);
CREATE TABLE "campaign" ("id" INTEGER NOT NULL PRIMARY KEY, "name" TEXT NOT NULL,
  "game" VARCHAR(40) NOT NULL, "house_rules" TEXT NOT NULL, "created" DATETIME NOT NULL);
CREATE UNIQUE INDEX "campaign_name" ON "campaign" ("name");
CREATE TABLE "warband" ("id" INTEGER NOT NULL PRIMARY KEY, "campaign_id" INTEGER NOT NULL,
  "name" TEXT NOT NULL, "player" TEXT NOT NULL, "notes" TEXT NOT NULL,
  "created" DATETIME NOT NULL,
  FOREIGN KEY ("campaign_id") REFERENCES "campaign" ("id") ON DELETE CASCADE);
CREATE UNIQUE INDEX "warband_campaign_id_name" ON "warband" ("campaign_id", "name");
CREATE TABLE "character" ("id" INTEGER NOT NULL PRIMARY KEY, "warband_id" INTEGER NOT NULL,
  "name" TEXT NOT NULL, "profile" VARCHAR(80) NOT NULL, "status" VARCHAR(10) NOT NULL,
  "position" INTEGER NOT NULL, "gold" INTEGER NOT NULL, "options" TEXT NOT NULL,
  "upgrades" TEXT NOT NULL, "injuries" TEXT NOT NULL, "created" DATETIME NOT NULL,
  FOREIGN KEY ("warband_id") REFERENCES "warband" ("id") ON DELETE CASCADE);
CREATE TABLE "game" ("id" INTEGER NOT NULL PRIMARY KEY, "campaign_id" INTEGER NOT NULL,
  "number" INTEGER NOT NULL, "scenario" VARCHAR(80) NOT NULL, "played_on" DATE,
  "follows_id" INTEGER, "points_limit" INTEGER, "result" VARCHAR(12) NOT NULL,
  "winner_id" INTEGER, "details" TEXT NOT NULL, "created" DATETIME NOT NULL,
  "recorded" DATETIME,
  FOREIGN KEY ("campaign_id") REFERENCES "campaign" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("follows_id") REFERENCES "game" ("id") ON DELETE SET NULL,
  FOREIGN KEY ("winner_id") REFERENCES "warband" ("id") ON DELETE SET NULL);
CREATE UNIQUE INDEX "game_campaign_id_number" ON "game" ("campaign_id", "number");
CREATE TABLE "purchase" ("id" INTEGER NOT NULL PRIMARY KEY, "character_id" INTEGER NOT NULL,
  "item" VARCHAR(80) NOT NULL, "price" INTEGER NOT NULL, "status" VARCHAR(10) NOT NULL,
  "bought" DATETIME NOT NULL, "refund" INTEGER, "lost_in_id" INTEGER,
  FOREIGN KEY ("character_id") REFERENCES "character" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("lost_in_id") REFERENCES "game" ("id") ON DELETE SET NULL);
CREATE TABLE "game_side" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL,
  "warband_id" INTEGER NOT NULL, "role" VARCHAR(20) NOT NULL,
  FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("warband_id") REFERENCES "warband" ("id") ON DELETE CASCADE);
CREATE TABLE "game_character" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL,
  "side_id" INTEGER NOT NULL, "character_id" INTEGER, "name" TEXT NOT NULL,
  "outcome" TEXT NOT NULL,
  FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("side_id") REFERENCES "game_side" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("character_id") REFERENCES "character" ("id") ON DELETE SET NULL);
CREATE TABLE "history_entry" ("id" INTEGER NOT NULL PRIMARY KEY,
  "campaign_id" INTEGER NOT NULL, "warband_id" INTEGER, "character_id" INTEGER,
  "game_id" INTEGER, "kind" VARCHAR(30) NOT NULL, "text" TEXT NOT NULL,
  "details" TEXT NOT NULL, "created" DATETIME NOT NULL,
  FOREIGN KEY ("campaign_id") REFERENCES "campaign" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("warband_id") REFERENCES "warband" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("character_id") REFERENCES "character" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE SET NULL);
INSERT INTO schema_version (id, version) VALUES (1, 1);
INSERT INTO campaign VALUES (1, 'Old campaign', 'caliburns_wrath', '{}', '2025-01-01 10:00:00');
INSERT INTO warband VALUES (1, 1, 'Camelot', 'Ann', '', '2025-01-01 10:00:00');
INSERT INTO character VALUES (1, 1, 'Kai', 'sir_kai', 'active', 0, 6, '[]', '[]', '{}',
  '2025-01-01 10:00:00');
INSERT INTO game VALUES (1, 1, 1, 'duel', '2025-01-02', NULL, 20, 'unrecorded', NULL, '{}',
  '2025-01-01 10:00:00', NULL);
INSERT INTO history_entry VALUES (1, 1, 1, 1, NULL, 'recruited', 'Recruited as Sir Kai.',
  '{"profile": "sir_kai", "gold": 6}', '2025-01-01 10:00:00');
"""


def build_v1_database(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    conn.commit()
    conn.close()


def test_version_1_database_is_migrated_with_a_backup_first(db_path: Path) -> None:
    build_v1_database(db_path)
    before = sha256(db_path)
    result = open_database(db_path)
    try:
        assert result.migrated_from == 1
        assert SchemaVersion.get().version == SCHEMA_VERSION
        kai = Character.get()
        assert (kai.name, kai.gold, kai.notes) == ("Kai", 6, "")
        # Copying the character table for its new column cascaded nothing: his history stays.
        assert [e.text for e in HistoryEntry.select()] == ["Recruited as Sir Kai."]
        assert Game.get().notes == ""
        assert result.backup is not None and result.backup.exists()
    finally:
        close_database()
    # The backup is the untouched version-1 database.
    backup = sqlite3.connect(result.backup)
    assert backup.execute("SELECT version FROM schema_version").fetchone() == (1,)
    assert backup.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    backup.close()
    assert before != sha256(db_path)


def test_version_3_keeps_the_kit_carried_and_makes_room_for_stashes(db_path: Path) -> None:
    build_v1_database(db_path)
    conn = sqlite3.connect(db_path)
    conn.execute(
        "INSERT INTO purchase VALUES (1, 1, 'shield', 1, 'owned', '2025-01-01 10:00:00', "
        "NULL, NULL)"
    )
    conn.commit()
    conn.close()
    open_database(db_path)
    try:
        shield = Purchase.get()
        assert (shield.character_id, shield.stash_id, shield.price) == (1, None, 1)
        stashed = Purchase.create(stash=Warband.get(), item="spear", price=1)
        assert Purchase.get_by_id(stashed.id).character_id is None
        assert db.execute_sql("PRAGMA foreign_key_check").fetchall() == []
        Warband.get().delete_instance()  # the stash goes with its warband
        assert Purchase.select().count() == 0
    finally:
        close_database()


def test_newer_database_is_refused_and_left_alone(db_path: Path) -> None:
    open_database(db_path)
    SchemaVersion.update(version=SCHEMA_VERSION + 1).execute()
    close_database()
    before = sha256(db_path)
    with pytest.raises(DatabaseUnusableError, match="newer Muster"):
        open_database(db_path)
    assert sha256(db_path) == before


def test_non_database_file_is_refused_without_being_modified(db_path: Path) -> None:
    db_path.write_text("These are my campaign notes, not a database.\n" * 50)
    before = sha256(db_path)
    with pytest.raises(DatabaseUnusableError, match="not a Muster database"):
        open_database(db_path)
    assert sha256(db_path) == before
    assert list(db_path.parent.iterdir()) == [db_path]  # no -wal, -shm or journal left


def test_foreign_sqlite_database_is_refused(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = sha256(db_path)
    with pytest.raises(DatabaseUnusableError, match="not one of Muster's"):
        open_database(db_path)
    assert sha256(db_path) == before


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatabaseUnusableError, match="is a folder"):
        open_database(tmp_path)


def test_an_older_file_gains_the_club_tables_and_keeps_no_members(db_path: Path) -> None:
    """Schema step 5 on SQLite: the membership tables, empty (a file is single-user)."""
    from models.club import role_in
    from models.store.schema import CampaignMember, WarbandOwner

    build_v1_database(db_path)
    result = open_database(db_path)
    try:
        assert result.migrated_from == 1
        assert CampaignMember.select().count() == WarbandOwner.select().count() == 0
        assert role_in(Campaign.get()) is None  # everything is allowed
    finally:
        close_database()


@pytest.mark.sqlite_only
def test_a_version_6_file_gains_the_history_index_by_kind(db_path: Path) -> None:
    open_database(db_path)
    close_database()
    conn = sqlite3.connect(db_path)
    conn.execute("DROP INDEX history_entry_campaign_id_kind")
    conn.execute("UPDATE schema_version SET version = 6")
    conn.commit()
    conn.close()
    result = open_database(db_path)
    try:
        assert result.migrated_from == 6
        assert SchemaVersion.get().version == SCHEMA_VERSION >= 7
        indexes = {row[1] for row in db.execute_sql("PRAGMA index_list(history_entry)")}
        assert "history_entry_campaign_id_kind" in indexes
    finally:
        close_database()

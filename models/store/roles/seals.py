"""The seal triggers of a sealed club server: each row's campaign, kept and checked, the dead
heroes kept, and the hidden columns (:mod:`models.store.roles`)."""

from __future__ import annotations

import peewee as pw

from models.store.roles.policies import (
    CALLER,
    HIDDEN_CAMPAIGN,
    ID_AHEAD,
    ID_STEP,
    JSON_COLUMNS,
    POLICIES,
    REFERENCES,
    REFUSAL,
    UNREADABLE,
)
from rules.games import GAME_IDS, load_game


def _named_heroes() -> str:
    """The ids of the games' named heroes (B5, C10), as SQL text: only a game's own profiles
    are heroes, a campaign's own never (rules/loader.py)."""
    heroes = sorted(
        {p.id for game in GAME_IDS for p in load_game(game).profiles.values() if p.hero}
    )
    return ", ".join("'" + hero.replace("'", "''") + "'" for hero in heroes)


# K2: a named hero's death keeps him from being recruited again, so a dead hero is not
# deleted by anyone (Muster refuses it first, models.characters.delete_character). He goes
# only with his warband or campaign: judged when the transaction commits, so a warband or a
# campaign deleted row by row (an undone import) goes whole.
DEAD_HERO = (
    "muster: % died in this campaign, and a named hero's death stays in its records: it keeps "
    "him from being recruited again (K2). He cannot be deleted."
)
KEEP_THE_DEAD = """
CREATE OR REPLACE FUNCTION muster_keep_the_dead() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF OLD.status = '{dead}' AND OLD.profile IN ({heroes})
            AND EXISTS (SELECT 1 FROM warband WHERE id = OLD.warband_id) THEN
        RAISE EXCEPTION '{refusal}', OLD.name USING ERRCODE = 'P0001';
    END IF;
    RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS muster_keep_the_dead ON "character";
CREATE CONSTRAINT TRIGGER muster_keep_the_dead AFTER DELETE ON "character"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_the_dead();
"""


def _lookup(target: str, value: str) -> str:
    """The campaign of the row ``value`` of ``target``, read past every policy (the seal
    functions are the owner's)."""
    column = "id" if target == "campaign" else "campaign_id"
    return f'(SELECT x.{column} FROM "{target}" x WHERE x.id = {value})'


def _refuse(condition: str) -> str:
    return f"IF {condition} THEN RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = '42501'; END IF;"


# In a seal (its owner's function), whether the caller is someone else than the owner: the
# owner's own writes (an upgrade, an import) skip the membership test at once.
NOT_OWNER = f"{CALLER} <> current_user::text"


def _seal_function(table: str, schema: str, sequence: str) -> str:
    """The ``BEFORE INSERT OR UPDATE OR DELETE`` trigger of ``table``: see the module's
    first point. Its look-ups are planned once (``force_generic_plan``): planning them with
    their row-level security for every row cost more than the look-ups themselves."""
    references = REFERENCES[table]
    key = "id" if table == "campaign" else "campaign_id"
    lines: list[str] = []
    if table == "campaign":
        lines.append("cid := NEW.id;")
    else:
        column, target = references[0]
        lines.append(f"cid := {_lookup(target, 'NEW.' + column)};")
        for column, target in references[1:]:  # a purchase in a stash has no warrior
            lines.append(f"IF cid IS NULL THEN cid := {_lookup(target, 'NEW.' + column)}; END IF;")
        lines.append(_refuse("cid IS NULL"))
        for column, target in references[1:]:
            lines.append(
                _refuse(
                    f"NEW.{column} IS NOT NULL AND "
                    f"{_lookup(target, 'NEW.' + column)} IS DISTINCT FROM cid"
                )
            )
        if table in HIDDEN_CAMPAIGN:
            lines.append("NEW.campaign_id := cid;")
    checks = "\n        ".join(lines)
    # An update keeps the row's campaign, and each reference it changes must stay in it. One
    # it leaves alone was sealed when it was written, and may point at a row being deleted
    # with its parent, which an ON DELETE SET NULL of the same statement is emptying (a game
    # at the table deleted with its game, a warband's sides with their warband).
    if table == "campaign":
        kept = ["cid := NEW.id;"]
    else:
        kept = [
            "cid := OLD.campaign_id;",
            # its campaign is being deleted, and this row with it
            "IF NOT EXISTS (SELECT 1 FROM campaign WHERE id = cid) THEN RETURN NEW; END IF;",
        ]
        for column, target in references:
            kept.append(
                _refuse(
                    f"NEW.{column} IS DISTINCT FROM OLD.{column} AND NEW.{column} IS NOT NULL "
                    f"AND {_lookup(target, 'NEW.' + column)} IS DISTINCT FROM cid"
                )
            )
        kept.append(_refuse(" AND ".join(f"NEW.{column} IS NULL" for column, _ in references)))
        if table in HIDDEN_CAMPAIGN:
            kept.append("NEW.campaign_id := cid;")
    updated = "\n        ".join(kept)
    # A new campaign (and a player's new game) is known as fresh to its own transaction only.
    fresh = {
        "campaign": "INSERT INTO muster_fresh VALUES (pg_current_xact_id(), 'campaign', NEW.id) "
        "ON CONFLICT DO NOTHING;",
        "game": f"IF {NOT_OWNER} THEN INSERT INTO muster_fresh VALUES (pg_current_xact_id(), "
        "'game', NEW.id) ON CONFLICT DO NOTHING; END IF;",
    }.get(table, "")
    # A value Muster could not read back is refused as the import refuses it (a JSON column
    # that is not JSON of its shape).
    shapes = " ".join(
        f"IF NOT muster_json_is(NEW.{column}, '{shape}') THEN RAISE EXCEPTION '{UNREADABLE}' "
        "USING ERRCODE = '42501'; END IF;"
        for column, shape in JSON_COLUMNS.get(table, ())
    )
    shapes = f"IF {NOT_OWNER} THEN {shapes} END IF;" if shapes else ""
    # A new campaign is checked by who may start one; everything else is held.
    hold = {
        "campaign": "IF TG_OP = 'UPDATE' THEN PERFORM muster_hold(cid); "
        f"ELSIF NOT (muster_may_create() OR muster_caller_keeper()) THEN "
        f"RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = '42501'; END IF;",
        # muster_keep_an_organiser's own insert (a trigger's) is not the caller's write
        "campaign_member": "IF pg_trigger_depth() = 1 THEN PERFORM muster_hold(cid); END IF;",
    }.get(table, "PERFORM muster_hold(cid);")
    # (muster_hold lets a keeper pass: the seal need not ask too)
    hold = f"IF {NOT_OWNER} THEN {hold} END IF;"
    # Removing a member holds the remover's own membership too, as every write does, so that
    # an organiser demoted or removed meanwhile removes no one from an older transaction; his
    # own row is not held (an organiser may leave, and it is the row being deleted).
    hold_old = (
        f"IF {NOT_OWNER} AND OLD.role IS DISTINCT FROM {CALLER} THEN "
        f"PERFORM muster_hold(OLD.{key}); END IF;"
        if table == "campaign_member"
        else f"IF {NOT_OWNER} THEN PERFORM muster_hold(OLD.{key}); END IF;"
    )
    return f"""
CREATE OR REPLACE FUNCTION muster_seal_{table}() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
    cid bigint;
    issued bigint;
BEGIN
    IF TG_OP = 'DELETE' THEN
        IF EXISTS (SELECT 1 FROM campaign WHERE id = OLD.{key}) THEN
            {hold_old}
        END IF;  -- else the campaign itself is being deleted, and this row with it
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' THEN
        {_refuse("NEW.id IS DISTINCT FROM OLD.id")}
        {updated}
    ELSE
        issued := coalesce(pg_sequence_last_value('{sequence}'::regclass), 0);
        IF NEW.id > issued + {ID_STEP} THEN
            RAISE EXCEPTION 'muster: an id too far past those handed out'
                USING ERRCODE = '42501';
        END IF;
        {checks}
    END IF;
    {shapes}
    {hold}
    -- Only now, the row's checks passed, is the sequence moved past an explicit id, and a
    -- thousand more: the rows an import gives ids in a row need it moved once a thousand.
    IF TG_OP = 'INSERT' THEN
        IF NEW.id > issued THEN
            PERFORM setval('{sequence}'::regclass, NEW.id + {ID_AHEAD});
        END IF;
        {fresh}
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS muster_seal ON "{table}";
CREATE TRIGGER muster_seal BEFORE INSERT OR UPDATE OR DELETE ON "{table}"
    FOR EACH ROW EXECUTE FUNCTION muster_seal_{table}();
"""


def _hidden_columns(database: pw.Database, present: set[str]) -> None:
    """Step 6's hidden columns (idempotent): each table's campaign, filled in from its
    parents in the order of :data:`HIDDEN_CAMPAIGN`, then required and indexed; ``present``:
    the tables the database has."""
    execute = database.execute_sql
    # (an older release's creator of a new campaign: a stored transaction id, trusted by
    # nothing since, dropped with what read it)
    execute("ALTER TABLE campaign DROP COLUMN IF EXISTS creator_xact CASCADE")
    for table, parent in HIDDEN_CAMPAIGN.items():
        if table not in present:
            continue
        name = f'"{table}"'
        execute(f"ALTER TABLE {name} ADD COLUMN IF NOT EXISTS campaign_id bigint")
        execute(f"UPDATE {name} t SET campaign_id = ({parent}) WHERE t.campaign_id IS NULL")
        execute(f"DELETE FROM {name} WHERE campaign_id IS NULL")  # rows linked to nothing
        execute(f"ALTER TABLE {name} ALTER COLUMN campaign_id SET NOT NULL")
    for table in POLICIES:
        if table not in present:
            continue
        column = "id" if table == "campaign" else "campaign_id"
        execute(f'CREATE INDEX IF NOT EXISTS "{table}_muster_campaign" ON "{table}" ({column})')
    execute('CREATE INDEX IF NOT EXISTS "campaign_member_muster_role" ON campaign_member (role)')

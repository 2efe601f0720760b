"""Clubs apart: a database per club, and only its members may connect to it
(docs/club-server.md, *Clubs apart: a database per club*).

A database is the boundary PostgreSQL keeps before any policy runs. ``club init`` closes the
club's database to every login but its owner and its campaigns' members
(:func:`close_to_outsiders`: ``REVOKE CONNECT … FROM PUBLIC``, ``GRANT CONNECT`` to each
member); from then on membership is what lets a login in: a trigger of ``campaign_member``
(:data:`CONNECT_TRIGGER`, run as the database's owner, who alone may grant on it) grants
``CONNECT`` to a role as he becomes a member of a campaign (``club add-player``,
``add-organiser``, *Campaign ▸ Club members…*, the creator of a new campaign), and revokes it
once he is a member of no campaign of this database (``club remove``, a deleted campaign).
The database's owner keeps his own ``CONNECT`` always. All of it is transactional: a
membership rolled back grants nothing.
"""

from __future__ import annotations

import peewee as pw

# (schema) quoted; ``%`` doubled for the driver.
CONNECT_TRIGGER = """
CREATE OR REPLACE FUNCTION muster_connect_members() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    owner text := (SELECT pg_catalog.pg_get_userbyid(datdba)::text FROM pg_catalog.pg_database
                    WHERE datname = pg_catalog.current_database());
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.role IS DISTINCT FROM owner
       AND NOT EXISTS (SELECT 1 FROM campaign_member WHERE role = OLD.role)
       AND EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = OLD.role) THEN
        EXECUTE format('REVOKE CONNECT ON DATABASE %%I FROM %%I',
                       pg_catalog.current_database(), OLD.role);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.role IS DISTINCT FROM owner
       AND EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = NEW.role) THEN
        EXECUTE format('GRANT CONNECT ON DATABASE %%I TO %%I',
                       pg_catalog.current_database(), NEW.role);
    END IF;
    RETURN NULL;
EXCEPTION WHEN insufficient_privilege THEN
    -- the tables' owner does not own the database (its owner was changed since): membership
    -- still holds; the database's owner grants CONNECT by hand (docs/club-server.md)
    RAISE WARNING 'muster: CONNECT on this database was not changed for a member';
    RETURN NULL;
END
$$;
REVOKE EXECUTE ON FUNCTION muster_connect_members() FROM PUBLIC;
DROP TRIGGER IF EXISTS muster_connect_members ON campaign_member;
CREATE TRIGGER muster_connect_members AFTER INSERT OR DELETE OR UPDATE OF role
    ON campaign_member FOR EACH ROW EXECUTE FUNCTION muster_connect_members();
"""


def install(database: pw.Database, schema: str) -> None:
    """The trigger that grants and revokes ``CONNECT`` with membership (by :func:`secure`)."""
    database.execute_sql(CONNECT_TRIGGER.format(schema=schema))


def close_to_outsiders(database: pw.Database) -> list[str]:
    """Let only the database's owner and its campaigns' members connect to the bound database
    (``club init``, as its owner): ``CONNECT`` revoked from ``PUBLIC`` and granted to each
    member. The members let in, by name."""
    execute = database.execute_sql
    current = execute("SELECT pg_catalog.current_database()").fetchone()[0]
    quoted = '"' + current.replace('"', '""') + '"'
    members = [
        role
        for (role,) in execute(
            "SELECT DISTINCT m.role FROM campaign_member m "
            "JOIN pg_catalog.pg_roles r ON r.rolname = m.role "
            "WHERE m.role <> current_user ORDER BY m.role"
        ).fetchall()
    ]
    execute(f"REVOKE CONNECT ON DATABASE {quoted} FROM PUBLIC")
    for role in members:
        execute(f'GRANT CONNECT ON DATABASE {quoted} TO "{role.replace(chr(34), chr(34) * 2)}"')
    return members


def open_to_public(database: pw.Database) -> bool:
    """Whether every login of the server may connect to the bound database (``PUBLIC`` has
    ``CONNECT``, PostgreSQL's default for a new database)."""
    row = database.execute_sql(
        "SELECT has_database_privilege('public', pg_catalog.current_database(), 'CONNECT')"
    ).fetchone()
    return bool(row and row[0])

"""The schema version this Muster writes, and the look at a database's own that every opening
makes (:func:`models.store.lifecycle.migrate`).

Kept apart from :mod:`models.store.migrations`: its steps are imported only when a database is
created or brought forward, not at every start (``docs/performance.md``, *Less before the
first paint*). The version is still the declarations' to raise: a plain field declared with
``Said(schema=N)`` makes it N (``docs/architecture.md``, *Adding a field*).
"""

from __future__ import annotations

import peewee as pw

from models.records.declarations import PlainColumn, plain_columns

# The last step written by hand; the declarations' plain columns may name later ones.
WRITTEN = 10
PLAIN: tuple[PlainColumn, ...] = tuple(plain_columns())
SCHEMA_VERSION = max([WRITTEN, *(column.said.schema for column in PLAIN)])


def stored_version(database: pw.Database) -> int:
    """The version recorded in the database; 0 when it has no Muster tables yet."""
    if not database.table_exists("schema_version"):
        return 0
    row = database.execute_sql('SELECT "version" FROM "schema_version" LIMIT 1').fetchone()
    return int(row[0]) if row else 0

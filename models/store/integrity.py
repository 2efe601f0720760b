"""What the engine itself says about the campaign database: damage and broken links."""

from __future__ import annotations

from dataclasses import dataclass

from models.errors import DatabaseDamagedError
from models.store.connection import DRIVER_ERRORS, bound_path, db, is_server
from models.store.inspection import header_problems


def pragma(name: str) -> object:
    """Read one pragma of the bound database (tests and the database check use it)."""
    return db.execute_sql(f"PRAGMA {name}").fetchone()[0]


# What SQLite says of a damaged file, whichever way it says it.
DAMAGE: tuple[type[Exception], ...] = (DatabaseDamagedError, *DRIVER_ERRORS)


def integrity_problems() -> list[str]:
    """What ``PRAGMA integrity_check`` finds wrong with the bound database; [] when sound.

    On a PostgreSQL server the engine vouches for its storage (checksums, WAL, its own
    constraints): there is nothing for Muster to check at this level, so always [].
    """
    if is_server():
        return []
    path = bound_path()
    cut = header_problems(path) if path is not None else []
    if cut:
        return cut
    try:
        rows = [row[0] for row in db.execute_sql("PRAGMA integrity_check").fetchall()]
    except DAMAGE as exc:
        return [str(exc)]
    return [] if rows == ["ok"] else [str(row) for row in rows]


@dataclass(frozen=True)
class BrokenLink:
    """A row whose foreign key points at a row that does not exist."""

    table: str
    row_id: int
    parent: str


def foreign_key_problems() -> list[BrokenLink]:
    """Every broken link in the bound database (``PRAGMA foreign_key_check``).

    PostgreSQL enforces every foreign key on every write, so a server has none.
    """
    if is_server():
        return []
    rows = db.execute_sql("PRAGMA foreign_key_check").fetchall()
    return [BrokenLink(table=row[0], row_id=row[1], parent=row[2]) for row in rows]

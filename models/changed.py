"""What a change wrote, said for the screens: which tables, which columns of the rows it
updated, and which rows.

Every operation writes through ``models/changes.py``, so the ``ChangeSet`` it recorded knows
every row it inserted, updated or deleted; :meth:`ChangeSet.changed` says it as a
:class:`Changed`. Undo and redo apply a change set, and say the same of it; another player's
change on a club server is known only by its tables (:meth:`Changed.of_tables`, from the
notice its transaction sent). A screen says which tables it shows (and, of a table it shows
only a few columns of, which ones), and reads again only when :meth:`Changed.touches` them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

ANY = "*"  # a table name standing for every table: a change whose tables are not known
# Who may read what on a club server: a change to them may show or hide any row.
MEMBERSHIP = frozenset({"campaign_member", "warband_owner"})
# A game played at the table (models/tracker.py): begun, and each change there.
AT_THE_TABLE = frozenset({"tracked_game", "tracked_character", "tracker_entry"})


@dataclass(frozen=True)
class Changed:
    """What one change wrote.

    ``tables``: the tables with rows inserted or deleted (or written in ways not known
    column by column: a notice from the server); ``columns``: ``(table, field)`` of the
    rows updated (the field's name in ``models/store/schema.py``); ``rows``: ``(table, id)``
    of every row written, where known.
    """

    tables: frozenset[str] = frozenset()
    columns: frozenset[tuple[str, str]] = frozenset()
    rows: frozenset[tuple[str, int]] = frozenset()

    @classmethod
    def everything(cls) -> Changed:
        """A change that may have written anything: every screen reads again."""
        return cls(tables=frozenset({ANY}))

    @classmethod
    def of_tables(cls, tables: Iterable[str]) -> Changed:
        """Whole tables written (another player's transaction, as its notice names them)."""
        return cls(tables=frozenset(tables))

    @property
    def is_everything(self) -> bool:
        """Whether this may have changed anything: its tables are not known, or it changed
        who may read what."""
        return ANY in self.tables or bool(self.written & MEMBERSHIP)

    @property
    def written(self) -> frozenset[str]:
        """Every table this change wrote to, any way."""
        return self.tables | {table for table, _column in self.columns}

    def touches(
        self, tables: Collection[str], columns: Mapping[str, Collection[str]] | None = None
    ) -> bool:
        """Whether this change wrote what a screen showing ``tables`` shows.

        For a table in ``columns``, the screen shows only those columns of its rows: an update
        of its other columns leaves the screen as it was (a row inserted or deleted does not).
        """
        if self.is_everything or self.tables & set(tables):
            return True
        only = columns or {}
        for table, column in self.columns:
            if table in tables and (table not in only or column in only[table]):
                return True
        return False

    def __or__(self, other: Changed) -> Changed:
        return Changed(
            self.tables | other.tables, self.columns | other.columns, self.rows | other.rows
        )

    def __bool__(self) -> bool:
        return bool(self.tables or self.columns)


NOTHING = Changed()

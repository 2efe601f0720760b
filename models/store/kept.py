"""What a campaign's summaries computed, kept until the database changes.

The standings, the chart and the leaderboards read every recorded game of a campaign: some
ninety milliseconds on a ten-year club campaign, each time the Standings tab is shown. What
they show changes only when something is written. :func:`kept_until_change` keeps a function's
last results and gives them back for as long as :func:`change_stamp` says nothing was written
since, by this connection or by anyone else:

- on a file, SQLite's own counters: ``total_changes`` (every row this connection inserted,
  updated or deleted) and ``PRAGMA data_version`` (which moves when another connection commits);
- on a server, the transaction snapshot (``pg_current_snapshot()``): it moves when any
  transaction that writes begins or ends on the server, by any login.

Either reading goes to the driver's connection beside Peewee's statement log (a pragma, or one
round trip): it is not a statement of the screen's. A value stays with the connection that
computed it: another connection (the database closed and opened again, another file, another
login) starts afresh. Inside a server transaction that may write, nothing is kept: its own
writes do not move the snapshot.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, ParamSpec, TypeVar

from models.store.connection import db, is_server

P = ParamSpec("P")
T = TypeVar("T")

KEPT = 8  # results kept per function: a few campaigns switched between


def change_stamp() -> tuple[object, Hashable] | None:
    """The connection in use and a value that changes whenever the database may have changed
    since it was last read; None when that cannot be told (no connection yet, or a server
    transaction that may write)."""
    database = db.obj
    if database is None or database.is_closed():
        return None
    try:
        conn = database.connection()
        if is_server():
            if database.in_write_transaction():
                return None
            with conn.cursor() as cursor:
                cursor.execute("SELECT pg_current_snapshot()::text")
                row = cursor.fetchone()
            return (conn, row[0]) if row else None
        (version,) = conn.execute("PRAGMA data_version").fetchone()
        return conn, (conn.total_changes, version)
    except Exception:  # a connection lost, a busy file: read afresh, which says why
        return None


_EVERY: list[OrderedDict] = []  # what each kept function keeps


def forget_everything() -> None:
    """Forget every kept result (what a benchmark of the first showing needs)."""
    for kept in _EVERY:
        kept.clear()


def kept_until_change(key: Callable[..., Hashable]) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """Keep what the decorated function returns, by ``key(*args, **kwargs)``, until the
    database changes (:func:`change_stamp`). What it returns is shared between calls: the
    callers read it and never change it."""

    def decorate(function: Callable[P, T]) -> Callable[P, T]:
        kept: OrderedDict[Hashable, tuple[object, Hashable, T]] = OrderedDict()

        @functools.wraps(function)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
            stamp = change_stamp()
            if stamp is None:
                return function(*args, **kwargs)
            conn, value = stamp
            which = key(*args, **kwargs)
            found = kept.get(which)
            # `is`: a connection closed and another opened may reuse the old one's values
            if found is not None and found[0] is conn and found[1] == value:
                kept.move_to_end(which)
                return found[2]
            result = function(*args, **kwargs)
            kept[which] = (conn, value, result)
            kept.move_to_end(which)
            while len(kept) > KEPT:
                kept.popitem(last=False)
            return result

        _EVERY.append(kept)
        return wrapper

    return decorate


def by_campaign(campaign: Any, *rest: Any, **options: Any) -> Hashable:
    """The key of a campaign's summary: its id and game, and any other arguments."""
    return (campaign.id, campaign.game, rest, tuple(sorted(options.items())))

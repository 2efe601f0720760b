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

import contextlib
import functools
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Iterator, Sequence
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


def remember(store: OrderedDict) -> None:
    """Have :func:`forget_everything` forget what ``store`` keeps too."""
    _EVERY.append(store)


# What this process's recorded changes wrote (models/changes.py), each with the change stamp
# before and after it: (connection, before, after, row changes). A kept summary stamped
# ``before`` that sees ``after`` now may follow the rows instead of reading everything again
# (models/league.py). Only changes that nothing else wrote beside are noted.
_JOURNAL: deque[tuple[object, Hashable, Hashable, tuple[Any, ...]]] = deque(maxlen=64)
NOTED_ROWS = 2_000  # a change writing more rows (an import) is not noted: read afresh


_OPEN: list[list[Any]] = []  # the rows of each change being made, the outermost first


@contextlib.contextmanager
def noting() -> Iterator[list[Any]]:
    """Note what the block writes: the caller adds its row changes
    (``models.changes.RowChange``) to the list given, once they are written. A change made
    inside another is noted with it; the outermost is noted with the change stamps before and
    after it (:func:`_note`). A block that raises is not noted: whoever reads next reads
    afresh."""
    outermost = not _OPEN
    before = change_stamp() if outermost else None
    rows: list[Any] = []
    _OPEN.append(rows)
    try:
        yield rows
    except BaseException:
        _OPEN.pop()
        if _OPEN:
            _OPEN[-1].extend(rows)
        raise
    _OPEN.pop()
    if _OPEN:
        _OPEN[-1].extend(rows)  # the enclosing change holds these too
    else:
        _note(before, change_stamp(), rows)


UNSAID = object()  # among a change's rows: it wrote rows no row change says


def written_unsaid() -> None:
    """The change being made wrote rows its row changes do not say (a server's function
    wrote them): it is not noted, and whoever reads next reads afresh."""
    if _OPEN:
        _OPEN[0].append(UNSAID)


def _note(
    before: tuple[object, Hashable] | None,
    after: tuple[object, Hashable] | None,
    rows: Sequence[Any],
) -> None:
    """A recorded change wrote ``rows`` between the change stamps ``before`` and ``after``.
    Noted only when the stamps say nothing else was written in between
    (:func:`_only_this`); otherwise whoever reads next reads afresh."""
    if before is None or after is None or before[0] is not after[0] or before == after:
        return
    if len(rows) > NOTED_ROWS or not _only_this(before[1], after[1]):
        return
    if any(row is UNSAID for row in rows):
        return
    _JOURNAL.append((after[0], before[1], after[1], tuple(rows)))


def _only_this(before: Hashable, after: Hashable) -> bool:
    """Whether the database moved from stamp ``before`` to ``after`` by this connection's
    own writes alone (one transaction of its own, on a server).

    On a file, ``PRAGMA data_version`` stays as it was unless another connection committed.
    On a server, the snapshot ``xmin:xmax:xip``: one transaction id more was given out
    (``xmax`` moved by one: the change's own transaction), and the transactions running
    before are running still, no other ended. A change of several transactions (or of
    subtransactions that wrote) gives out more and is not noted.
    """
    if isinstance(before, tuple) and isinstance(after, tuple):
        return before[1] == after[1]
    if isinstance(before, str) and isinstance(after, str):
        try:
            old_min, old_max, old_running = before.split(":")
            new_min, new_max, new_running = after.split(":")
            old, new = int(old_max), int(new_max)
            running = {int(x) for x in old_running.split(",") if x}
            still = {int(x) for x in new_running.split(",") if x}
            low, high = int(old_min), int(new_min)
        except ValueError:
            return False
        return new == old + 1 and still == running and high == (low if running else new)
    return False


def written_since(conn: object, since: Hashable, now: Hashable) -> list[Any] | None:
    """Every row change written on ``conn`` from stamp ``since`` to ``now``, in order, when
    each step between is a noted change (:func:`note_written`); None when anything else may
    have been written (another connection, a write not recorded, a change too large)."""
    found: list[Any] = []
    at = since
    for _step in range(len(_JOURNAL) + 1):
        if at == now:
            return found
        step = next((e for e in _JOURNAL if e[0] is conn and e[1] == at), None)
        if step is None:
            return None
        found.extend(step[3])
        at = step[2]
    return None


def forget_everything() -> None:
    """Forget every kept result (what a benchmark of the first showing needs)."""
    for kept in _EVERY:
        kept.clear()
    _JOURNAL.clear()


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

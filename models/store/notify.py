"""Change notifications from a club server, for a Muster to show what other players change.

Every transaction that writes to a server announces, as it commits, which tables it wrote:
PostgreSQL's ``NOTIFY``, sent inside the transaction, so it is delivered only if the change is
committed (``MusterPostgresDatabase.commit``). On a sealed server the server's
``muster_notify`` sends it to the members of the campaign written alone, each on a channel of
his own named at random (``muster_channel()``: ``LISTEN`` needs no privilege, so a channel is
kept apart by nobody else knowing its name); on a server not sealed yet, on :data:`CHANNEL`.
The payload is JSON:
``{"pid": <the writer's server process>, "tables": ["character", "purchase", ...]}``.

:class:`ChangeListener` receives them on a connection of its own (``LISTEN``), so waiting
never blocks the connection the screens read with. It is meant for a worker thread (a Qt
thread): loop on :meth:`ChangeListener.wait` with a short timeout, hand each
:class:`Change` to the window, and :meth:`~ChangeListener.close` it when the loop ends. A
change the app itself made carries its own connection's ``pid`` (``server_pid`` of the bound
``MusterPostgresDatabase``), so the app can tell its own changes from other players'.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from typing import Any

from i18n import translate
from models.errors import MusterError, ServerUnavailableError
from models.store.connection import db, is_server
from models.store.location import DatabaseLocation
from models.store.postgres import APPLICATION_NAME, CHANNEL, CONNECT_TIMEOUT_S
from models.store.server_errors import connection_error


@dataclass(frozen=True)
class Change:
    """One committed transaction of some Muster: which tables it wrote, from which process."""

    pid: int
    tables: frozenset[str]


# What comes over the channel is untrusted: any login of the server may NOTIFY on it
# (``SELECT pg_notify('muster_changes', ...)``), so a payload is read only as far as it has the
# shape a Muster sends; anything else is someone else's NOTIFY, and means "something changed".
MAX_PAYLOAD = 8000  # characters: the server refuses longer payloads (8000 bytes)
MAX_PID = 2**31 - 1  # a server process id is a positive 32-bit integer
MAX_NAME = 63  # PostgreSQL's longest name (NAMEDATALEN - 1)
MAX_TABLES = 64  # Muster has a few dozen tables at most; a longer list is no transaction's
MAX_BATCH = 200  # notifications one wait returns at most; more are one "anything changed"
MORE_S = 0.01  # after the first notification, how long a wait goes on reading what came with it
# What a wait that brought more than MAX_BATCH returns: a change of anything, by pid 0, which
# no server process has, so it is never taken for this Muster's own.
FLOOD = Change(pid=0, tables=frozenset())


def _change(text: str, pid: int) -> Change:
    """The change a payload ``text`` announces, sent by the server process ``pid``: what it
    says when it has the shape of :func:`models.store.postgres.payload`, otherwise (someone
    else's NOTIFY, or a hostile one) a change of anything by ``pid``. Never raises."""
    anything = Change(pid=pid, tables=frozenset())
    if not isinstance(text, str) or len(text) > MAX_PAYLOAD:
        return anything
    try:
        data: Any = json.loads(text)
    except (ValueError, TypeError, RecursionError, OverflowError):
        # ValueError: not JSON, or an integer of thousands of digits; RecursionError: nested
        # thousands deep.
        return anything
    if not isinstance(data, dict):
        return anything
    claimed, tables = data.get("pid"), data.get("tables")
    if type(claimed) is not int or not 1 <= claimed <= MAX_PID:  # not a bool, a float, inf
        return anything
    if not isinstance(tables, list) or len(tables) > MAX_TABLES:
        return anything
    names = frozenset(name for name in tables if type(name) is str and 1 <= len(name) <= MAX_NAME)
    if not names:
        return anything
    return Change(pid=claimed, tables=names)


class ChangeListener:
    """Listens for :class:`Change`\\ s on a dedicated connection to the server at ``location``.

    Raises the same errors as opening the database (``ServerUnavailableError``,
    ``ServerLoginError``) when it cannot connect.
    """

    def __init__(self, location: DatabaseLocation) -> None:
        import psycopg
        from psycopg import sql

        self.location = location
        try:
            self._conn = psycopg.connect(
                # connect_params() is typed dict[str, object] (models/store/location.py): its
                # keys are libpq's (host, port, ...), never one of connect's own parameters.
                **location.connect_params(),  # type: ignore[arg-type]
                autocommit=True,
                connect_timeout=CONNECT_TIMEOUT_S,
                application_name=f"{APPLICATION_NAME} listener",
            )
            self._conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(_channel(self._conn))))
        except psycopg.Error as exc:
            raise connection_error(exc, location) from None

    def wait(self, timeout: float) -> list[Change]:
        """The changes committed since the last call, waiting up to ``timeout`` seconds for the
        first one; [] when none came. At most :data:`MAX_BATCH`: when more came (a flood),
        ``[FLOOD]``, a change of anything. A lost connection raises ServerUnavailableError."""
        import psycopg

        changes: list[Change] = []
        flooded = False
        try:
            for notify in self._conn.notifies(timeout=timeout, stop_after=1):
                flooded = _gather(changes, notify) or flooded
            if changes or flooded:
                # Read on for a moment, not a list longer than MAX_BATCH: a flood is drained.
                for notify in self._conn.notifies(timeout=MORE_S):
                    flooded = _gather(changes, notify) or flooded
        except psycopg.Error as exc:
            reason = str(exc).splitlines()[0] if str(exc) else "closed"  # the driver's words
            raise ServerUnavailableError(
                translate(
                    "ClubServer", "lost the connection to the club server {where} ({reason})"
                ).format(where=self.location.text, reason=self.location.scrub(reason))
            ) from None
        return [FLOOD] if flooded else changes

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> ChangeListener:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _channel(conn: Any) -> str:
    """The channel the login of ``conn`` hears his campaigns' changes on: his own on a sealed
    server (``muster_channel``), :data:`CHANNEL` on one not sealed yet."""
    import psycopg

    try:
        with conn.transaction():
            return str(conn.execute("SELECT muster_channel()").fetchone()[0])
    except psycopg.errors.UndefinedFunction:  # an older server, not sealed
        return CHANNEL


def _gather(changes: list[Change], notify: Any) -> bool:
    """Add the change ``notify`` announces to ``changes``, unless they are full: then say so
    (True), and read nothing of it."""
    if len(changes) >= MAX_BATCH:
        return True
    changes.append(_change(notify.payload, notify.pid))
    return False


def bound_server() -> DatabaseLocation | None:
    """Where the bound database is, when it is a club server, with the password it connected
    with (for a listener of its own); None for a file or nothing bound."""
    return db.obj.location if is_server() else None


def own_pid() -> int | None:
    """The server process of this thread's connection to the bound server: the ``pid`` of the
    changes this Muster announces. None for a file, or when the server cannot be reached."""
    if not is_server():
        return None
    try:
        return db.obj.server_pid
    except MusterError:
        return None


def ensure_connected() -> None:
    """Make sure this thread's connection to the bound server works, replacing one the server
    dropped (it restarted, or the network went away and came back): before reading again what
    other players changed. Nothing for a file; ServerUnavailableError when it still cannot."""
    if not is_server():
        return
    try:
        db.execute_sql("SELECT 1")
        return
    except MusterError:
        pass
    with contextlib.suppress(Exception):  # a dropped connection may fail to close, too
        db.close()
    db.execute_sql("SELECT 1")  # connects again

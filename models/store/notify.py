"""Change notifications from a club server, for a Muster to show what other players change.

Every transaction that writes to a server announces, as it commits, which tables it wrote:
PostgreSQL's ``NOTIFY`` on the channel :data:`CHANNEL`, sent inside the transaction, so it is
delivered only if the change is committed (``MusterPostgresDatabase.commit``). The payload is
JSON: ``{"pid": <the writer's server process>, "tables": ["character", "purchase", ...]}``.

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

from models.errors import MusterError, ServerUnavailableError
from models.store.connection import db, is_server
from models.store.location import DatabaseLocation
from models.store.postgres import APPLICATION_NAME, CHANNEL, CONNECT_TIMEOUT_S, connection_error


@dataclass(frozen=True)
class Change:
    """One committed transaction of some Muster: which tables it wrote, from which process."""

    pid: int
    tables: frozenset[str]


def _change(text: str, pid: int) -> Change:
    try:
        data: Any = json.loads(text)
        return Change(pid=int(data["pid"]), tables=frozenset(map(str, data["tables"])))
    except (ValueError, KeyError, TypeError):
        return Change(pid=pid, tables=frozenset())  # someone else's NOTIFY: "something changed"


class ChangeListener:
    """Listens for :class:`Change`\\ s on a dedicated connection to the server at ``location``.

    Raises the same errors as opening the database (``ServerUnavailableError``,
    ``ServerLoginError``) when it cannot connect.
    """

    def __init__(self, location: DatabaseLocation) -> None:
        import psycopg

        self.location = location
        try:
            self._conn = psycopg.connect(
                **location.connect_params(),
                autocommit=True,
                connect_timeout=CONNECT_TIMEOUT_S,
                application_name=f"{APPLICATION_NAME} listener",
            )
            self._conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as exc:
            raise connection_error(exc, location) from None

    def wait(self, timeout: float) -> list[Change]:
        """The changes committed since the last call, waiting up to ``timeout`` seconds for the
        first one; [] when none came. A lost connection raises ServerUnavailableError."""
        import psycopg

        try:
            first = list(self._conn.notifies(timeout=timeout, stop_after=1))
            if not first:
                return []
            more = list(self._conn.notifies(timeout=0.01))
        except psycopg.Error as exc:
            raise ServerUnavailableError(
                f"lost the connection to the club server {self.location.text} "
                f"({self.location.scrub(str(exc).splitlines()[0] if str(exc) else 'closed')})"
            ) from None
        return [_change(n.payload, n.pid) for n in first + more]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> ChangeListener:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


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

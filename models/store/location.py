"""Where a campaign database lives: a SQLite file, or a database on a PostgreSQL server.

``--db`` takes either a file path or a URL ``postgresql://USER@HOST:PORT/DBNAME`` with an
optional ``?sslmode=...``. :func:`parse_location` turns the text into a
:class:`DatabaseLocation`, which the app can show, remember and open again.

A password is never part of what a location shows or remembers: :attr:`DatabaseLocation.text`
and ``str()`` leave it out, ``repr()`` hides it, and :func:`scrub` removes it from any text
before a user sees it. It can come from the URL (kept only in memory, for connecting), from
``PGPASSWORD`` or ``~/.pgpass`` (libpq reads both itself when no password is given), or from
a prompt in the app (:meth:`DatabaseLocation.with_password`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from urllib.parse import parse_qsl, quote, unquote, urlsplit

from i18n import translate
from models.errors import DatabaseUnusableError

SCHEMES = ("postgresql", "postgres")
DEFAULT_PORT = 5432
SSL_MODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")
URL_FORMAT = "postgresql://USER@HOST:PORT/DBNAME"


@dataclass(frozen=True)
class DatabaseLocation:
    """A SQLite file (``path``) or a PostgreSQL database (``host``, ``port``, ``dbname``…)."""

    path: Path | None = None
    host: str = ""
    port: int = DEFAULT_PORT
    dbname: str = ""
    user: str = ""
    sslmode: str = ""
    password: str | None = field(default=None, repr=False, compare=False)

    @classmethod
    def file(cls, path: Path | str) -> DatabaseLocation:
        return cls(path=Path(path).expanduser())

    @classmethod
    def server(
        cls,
        *,
        host: str,
        dbname: str,
        user: str = "",
        port: int = DEFAULT_PORT,
        sslmode: str = "",
        password: str | None = None,
    ) -> DatabaseLocation:
        """A server location from the fields of a connect dialog; checked like a URL."""
        location = cls(
            host=host.strip(),
            port=port,
            dbname=dbname.strip(),
            user=user.strip(),
            sslmode=sslmode.strip(),
            password=password or None,
        )
        _check_server(location)
        return location

    @property
    def is_server(self) -> bool:
        return self.path is None

    @property
    def text(self) -> str:
        """What ``--db`` would take, without the password: a path or a URL."""
        if self.path is not None:
            return str(self.path)
        user = f"{quote(self.user, safe='')}@" if self.user else ""
        host = f"[{self.host}]" if ":" in self.host else self.host
        query = f"?sslmode={self.sslmode}" if self.sslmode else ""
        return f"postgresql://{user}{host}:{self.port}/{quote(self.dbname, safe='')}{query}"

    @property
    def short_name(self) -> str:
        """A few words for a title bar: ``muster on club.example`` or ``campaign.sqlite3``."""
        if self.path is not None:
            return self.path.name
        return translate("ClubServer", "{database} on {host}").format(
            database=self.dbname, host=self.host
        )

    def with_password(self, password: str | None) -> DatabaseLocation:
        """The same location with a password to connect with (for a password prompt)."""
        return replace(self, password=password or None)

    def connect_params(self) -> dict[str, object]:
        """Keyword arguments for ``psycopg.connect`` (libpq fills in PGPASSWORD, ~/.pgpass)."""
        params: dict[str, object] = {"host": self.host, "port": self.port, "dbname": self.dbname}
        if self.user:
            params["user"] = self.user
        if self.sslmode:
            params["sslmode"] = self.sslmode
        if self.password:
            params["password"] = self.password
        return params

    def scrub(self, text: str) -> str:
        """``text`` with this location's password (if any) taken out."""
        return scrub(text, self.password)

    def __str__(self) -> str:
        return self.text


def is_url(text: str) -> bool:
    """Whether ``text`` names a server rather than a file."""
    return re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", text.strip()) is not None


def parse_location(text: str | Path | DatabaseLocation) -> DatabaseLocation:
    """A location from what the user gave ``--db``: a file path or a PostgreSQL URL.

    A URL that Muster cannot use raises :class:`DatabaseUnusableError` with one line that
    never repeats the password.
    """
    if isinstance(text, DatabaseLocation):
        return text
    if isinstance(text, Path) or not is_url(str(text)):
        return DatabaseLocation.file(text)
    raw = str(text).strip()
    try:
        parts = urlsplit(raw)
        port = parts.port
    except ValueError as exc:
        raise DatabaseUnusableError(
            translate(
                "ClubServer",
                "{address} is not a server address Muster can use ({reason}); write it as {format}",
            ).format(address=_masked(raw), reason=exc, format=URL_FORMAT)
        ) from None
    if parts.scheme.lower() not in SCHEMES:
        raise DatabaseUnusableError(
            translate(
                "ClubServer",
                "{address} is not a database Muster can use: give a file path or {format}",
            ).format(address=_masked(raw), format=URL_FORMAT)
        )
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    unknown = sorted(set(query) - {"sslmode"})
    if unknown:
        raise DatabaseUnusableError(
            translate(
                "ClubServer",
                "{address}: Muster does not know the option {option} (only sslmode=... may follow the database name)",  # noqa: E501
            ).format(address=_masked(raw), option=repr(unknown[0]))
        )
    location = DatabaseLocation(
        host=unquote(parts.hostname or ""),
        port=port or DEFAULT_PORT,
        dbname=unquote(parts.path.lstrip("/")),
        user=unquote(parts.username or ""),
        sslmode=query.get("sslmode", ""),
        password=unquote(parts.password) if parts.password else None,
    )
    _check_server(location)
    return location


def _check_server(location: DatabaseLocation) -> None:
    if not location.host:
        raise DatabaseUnusableError(
            translate("ClubServer", "{address} names no server: write it as {format}").format(
                address=location.text, format=URL_FORMAT
            )
        )
    if not location.dbname or "/" in location.dbname:
        raise DatabaseUnusableError(
            translate("ClubServer", "{address} names no database: write it as {format}").format(
                address=location.text, format=URL_FORMAT
            )
        )
    if not 0 < location.port < 65536:
        raise DatabaseUnusableError(
            translate("ClubServer", "{port} is not a port number (1 to 65535)").format(
                port=location.port
            )
        )
    if location.sslmode and location.sslmode not in SSL_MODES:
        raise DatabaseUnusableError(
            translate("ClubServer", "sslmode={mode} is not a TLS mode; use one of {modes}").format(
                mode=location.sslmode, modes=", ".join(SSL_MODES)
            )
        )


def _masked(url: str) -> str:
    """A URL as the user typed it, with any password replaced by ``***``."""
    return re.sub(r"^([^:/]+://[^:@/]*):[^@/]*@", r"\1:***@", url)


def scrub(text: str, password: str | None) -> str:
    """``text`` without ``password`` and without any ``password=...`` of a connection string."""
    if password:
        text = text.replace(password, "***")
        encoded = quote(password, safe="")
        if encoded != password:
            text = text.replace(encoded, "***")
    text = re.sub(r"(password\s*=\s*)('[^']*'|\S+)", r"\1***", text, flags=re.IGNORECASE)
    return re.sub(r"(postgres(?:ql)?://[^:@/\s]*):[^@/\s]*@", r"\1:***@", text)

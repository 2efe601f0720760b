"""Which backups are kept (7 daily, 4 weekly, 12 monthly; safety copies 30 days), and the
backup taken at start-up when the data changed since the newest one."""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import sqlite3
from pathlib import Path

from models.store.backup import (
    AUTO,
    MANUAL,
    SAFETY_KEEP_DAYS,
    list_backups,
    make_backup,
    verify_backup,
)
from models.store.connection import BUSY_TIMEOUT_MS

# Rotated as a series; the other reasons are safety copies kept for SAFETY_KEEP_DAYS.
ROTATED = frozenset({AUTO, MANUAL})

STARTUP_INTERVAL = dt.timedelta(days=1)


def rotate_backups(
    db_path: Path,
    *,
    daily: int = 7,
    weekly: int = 4,
    monthly: int = 12,
    now: dt.datetime | None = None,
    safety_days: int = SAFETY_KEEP_DAYS,
) -> list[Path]:
    """Delete the backups the rotation no longer needs; return the files removed.

    Among the automatic and manual backups it keeps the newest of each of the ``daily`` most
    recent days that have one, of the ``weekly`` most recent ISO weeks and of the ``monthly``
    most recent months. Safety copies (migration, import, restore, repair) are kept for
    ``safety_days`` days. Nothing is removed unless the newest backup passes its integrity
    check first: the backup that replaces the older ones must be good before they go.
    """
    backups = list_backups(db_path)
    series = [b for b in backups if b.reason in ROTATED]
    if not series or verify_backup(series[0].path):
        return []
    newest = series[0]
    keep = {newest.path}
    periods = (
        (daily, lambda d: d.date()),
        (weekly, lambda d: d.isocalendar()[:2]),
        (monthly, lambda d: (d.year, d.month)),
    )
    for count, period_of in periods:
        seen: set[object] = set()
        for backup in series:
            period = period_of(backup.created)
            if period in seen:
                continue
            if len(seen) == count:
                break
            seen.add(period)
            keep.add(backup.path)
    now = now or dt.datetime.now()
    too_old = now - dt.timedelta(days=safety_days)
    doomed = [b.path for b in series if b.path not in keep] + [
        b.path
        for b in backups
        if b.reason not in ROTATED and b.created < too_old and b.created < newest.created
    ]
    removed = []
    for path in doomed:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    return removed


def content_fingerprint(path: Path) -> str:
    """A hash of the data in the SQLite file at ``path``: every table's schema and rows.

    It changes exactly when the data does, whatever SQLite does with pages, WAL or free space,
    so a database and a backup of it have the same fingerprint.
    """
    conn = sqlite3.connect(
        f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
    )
    digest = hashlib.sha256()
    try:
        tables = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ).fetchall()
        for name, sql in tables:
            digest.update(f"{name}\0{sql}\0".encode())
            quoted = '"' + name.replace('"', '""') + '"'
            for row in conn.execute(f"SELECT * FROM {quoted} ORDER BY rowid"):
                digest.update(repr(row).encode())
                digest.update(b"\n")
    finally:
        conn.close()
    return digest.hexdigest()


def _has_data(path: Path) -> bool:
    """Whether the database holds any row besides its schema version."""
    conn = sqlite3.connect(
        f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
    )
    try:
        names = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' AND name != 'schema_version'"
            )
        ]
        for name in names:
            quoted = '"' + name.replace('"', '""') + '"'
            if conn.execute(f"SELECT 1 FROM {quoted} LIMIT 1").fetchone():
                return True
        return False
    finally:
        conn.close()


def maybe_backup_at_startup(db_path: Path, *, now: dt.datetime | None = None) -> Path | None:
    """Back up at start-up when the data changed and the last backup is over a day old.

    "Changed" compares :func:`content_fingerprint` of the database with that of the newest
    backup (of any reason), so opening and closing the app without editing anything never
    makes a new backup. A database with no backup yet is backed up once it holds any data.
    After a new backup the old ones are rotated. Returns the new backup, or None.
    """
    db_path = Path(db_path)
    now = now or dt.datetime.now()
    if not db_path.is_file() or db_path.stat().st_size == 0:
        return None
    backups = list_backups(db_path)
    try:
        if backups:
            latest = backups[0]
            if now - latest.created <= STARTUP_INTERVAL:
                return None
            if content_fingerprint(latest.path) == content_fingerprint(db_path):
                return None
        elif not _has_data(db_path):
            return None
    except sqlite3.Error:
        pass  # an unreadable backup is no reason to skip a new one
    path = make_backup(db_path, reason=AUTO, now=now)
    rotate_backups(db_path, now=now)
    return path

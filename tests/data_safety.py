"""Helpers for the data-safety tests: sample campaigns, hashes, and damaged files."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import time
from pathlib import Path

from models.store.schema import Campaign, Character, Game, Warband


def sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def stored_state(database: object) -> tuple[str, ...]:
    """What a database holds, to show that something wrote nothing: the bytes of a SQLite
    file and of its write-ahead log; on a server, every row of every table."""
    if isinstance(database, Path):
        wal = database.with_name(database.name + "-wal")
        return tuple(sha256(p) if p.exists() else "-" for p in (database, wal))
    from models.store.schema import ALL_MODELS

    rows = [list(model.select().order_by(model.id).tuples()) for model in ALL_MODELS]
    return (hashlib.sha256(repr(rows).encode()).hexdigest(),)


def folder_state(folder: Path, *, shared: Path | None = None) -> dict[str, bytes | str]:
    """Every entry under ``folder``, to show that something changed none: a file's bytes, a
    link's target, a folder's or a special file's kind (a pipe is never read: it would wait).
    ``shared``: a -shm of a database open elsewhere, whose every reader marks it (it and its
    hard links: their names only)."""
    inode = shared.stat().st_ino if shared is not None and shared.exists() else None
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            found[name] = f"-> {os.readlink(path)}"
        elif path.is_dir():
            found[name] = "folder"
        elif not path.is_file():
            found[name] = "special"
        elif path.stat().st_ino == inode:
            found[name] = "shared memory"
        else:
            found[name] = path.read_bytes()
    return found


def populate(*, name: str = "Autumn", characters: int = 40) -> Campaign:
    """A campaign with two warbands and enough characters to fill several pages (knights of
    the campaign's own profile: a named hero appears only once in a warband)."""
    knight = {"id": "knight", "name": "Knight", "points": 5, "combat_dice": 2, "gold": 40}
    campaign = Campaign.create(
        name=name, game="caliburns_wrath", house_rules={"profiles": [knight]}
    )
    camelot = Warband.create(campaign=campaign, name="Camelot", player="Ann")
    orkney = Warband.create(campaign=campaign, name="Orkney", player="Ben")
    for i in range(characters):
        Character.create(
            warband=camelot if i % 2 else orkney,
            name=f"Knight {i}",
            profile="knight",
            gold=i,
            notes="Rides at dawn. " * 20,
        )
    Game.create(campaign=campaign, number=1, scenario="duel")
    return campaign


def page_size(path: Path) -> int:
    with path.open("rb") as fh:
        header = fh.read(18)
    size = int.from_bytes(header[16:18], "big")
    return 65536 if size == 1 else size


def table_pages(path: Path, table: str) -> list[int]:
    """The page numbers holding ``table`` (its B-tree), from SQLite's dbstat table."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT pageno FROM dbstat WHERE name = ?", (table,)).fetchall()
    finally:
        conn.close()
    return sorted(row[0] for row in rows)


def damage_pages(path: Path, table: str = "character") -> None:
    """Overwrite the B-tree pages of ``table`` with garbage, keeping a valid SQLite header."""
    size = page_size(path)
    with path.open("r+b") as fh:
        for page in table_pages(path, table):
            fh.seek((page - 1) * size)
            fh.write(b"\xa5" * size)


def damage_index(path: Path, index: str = "character_status", text: bytes = b"active") -> None:
    """Change one byte of a key in ``index``: every page stays well formed, so SQLite's
    quick_check passes, but the index no longer agrees with its table (integrity_check)."""
    size = page_size(path)
    [page, *_] = table_pages(path, index)
    with path.open("r+b") as fh:
        fh.seek((page - 1) * size)
        at = fh.read(size).find(text)
        assert at >= 0, f"{text!r} is not in the first page of {index}"
        fh.seek((page - 1) * size + at + len(text) - 1)
        fh.write(bytes([text[-1] ^ 1]))


def damage_header(path: Path) -> None:
    """Keep the 16-byte "SQLite format 3" magic, garble the rest of the header."""
    with path.open("r+b") as fh:
        fh.seek(16)
        fh.write(b"\x00\x03" + b"\xff" * 80)


def raw_sql(path: Path, *statements: str) -> None:
    """Write rows the app never would, with foreign keys off (as a buggy older tool might)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA foreign_keys = OFF")
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()


def patch_confirm(monkeypatch, answer: bool = True) -> list[str]:
    """Answer every confirmation with ``answer``; returns the questions asked."""
    asked: list[str] = []

    def confirm(_parent: object, _title: str, text: str, **_kwargs: object) -> bool:
        asked.append(text)
        return answer

    monkeypatch.setattr("ui.common.confirm", confirm)
    return asked


def answer_message_boxes(*answers: str) -> list[str]:
    """Click ``answers`` (button texts) on the next modal message boxes, one per box.

    A modal box runs its own event loop, so the clicks are queued on Qt's timer and happen
    inside it. Returns the texts the boxes showed, filled in as they appear.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    shown: list[str] = []
    pending = list(answers)
    # Each box answered is marked on itself: a box is deleted once answered, and the next one
    # may be made where it was (an id would mistake the new box for the old one).
    handled = "answeredByTest"

    def showing() -> QMessageBox | None:
        """The message box on show now: the active modal one, else any visible one (a
        window left modal by an earlier test must not hide it from the clicks)."""
        active = QApplication.activeModalWidget()
        if isinstance(active, QMessageBox) and not active.property(handled) and active.isVisible():
            return active
        for widget in QApplication.topLevelWidgets():
            if (
                isinstance(widget, QMessageBox)
                and widget.isVisible()
                and not widget.property(handled)
            ):
                return widget
        return None

    started = time.monotonic()

    def poll() -> None:
        if time.monotonic() - started > 60:  # not seen: fail the test rather than hang it
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QMessageBox) and widget.isVisible():
                    widget.reject()
            shown.append("no message box was seen within a minute")
            return
        box = showing()
        if box is not None:
            box.setProperty(handled, True)
            shown.append(f"{box.text()}\n{box.informativeText()}")
            label = pending.pop(0)
            buttons = {b.text().replace("&", ""): b for b in box.buttons()}
            shown.append("buttons: " + ", ".join(sorted(buttons)))
            buttons[label].click()
        if pending:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return shown

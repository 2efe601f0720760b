"""What each published page is made from, as a digest (:mod:`models.publish`): publishing again
makes only the pages whose digest changed since the folder's marker recorded it (or whose file
in the site is not the one Muster wrote), and leaves the rest unread and unmade.

Every row the pages show is read once, plainly (as the database holds it, no model built), and
folded into the digest of each page that shows it; every digest also covers what every page
depends on (:func:`_common`): Muster's version, the templates and style sheet, the language
spoken and its catalogue (or none: English as written), and the campaign's own row (its name,
game and settings).

- a game's page: its row, its sides and their warbands' names, everyone fielded, the
  corrections of its outcome, the purchases its effects name, the number of the game it
  follows, and whether it is being played at the table or reported (its line in the list);
- the games' list: every game's;
- a warband (its page and its members'): its row and colour, its members, their purchases and
  its stash, every history entry of it or its members (with the date each was corrected, and
  its game's date), the games it played (their rows, sides and everyone fielded), and the dead
  of the campaign of its living named heroes' profiles (B5, C10, K2). A member's
  page is made again only when what it shows changed (:func:`character_digest`);
- a page of the log: its entries, each with its warband's and character's names, its game's
  date and when it was corrected, and how many pages the log has;
- the front page: all of the above.
"""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
import peewee as pw

from i18n import catalogued, language
from models import __version__
from models.campaigns import rules_of
from models.colours import colours_by_id
from models.game_log import corrections_in, purchases_named
from models.history import CORRECTION, DEATH
from models.legality import is_named_hero
from models.store.schema import (
    ACTIVE,
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameReport,
    GameSide,
    HistoryEntry,
    Purchase,
    TrackedGame,
    Warband,
)

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
DIGEST_SIZE = 16  # bytes: 32 hexadecimal digits in the marker


def _hasher(*parts: Any) -> Any:
    hasher = hashlib.blake2b(digest_size=DIGEST_SIZE)
    hasher.update(_encoded(parts))
    return hasher


def digest(*parts: Any) -> str:
    """The digest of ``parts`` (each a value whose ``repr`` says all it holds)."""
    return str(_hasher(*parts).hexdigest())


@dataclass
class Inputs:
    """The digests of a campaign's pages, and of each warband's whole."""

    common: str  # what every page depends on
    everything: str  # the front page's: every row of the campaign
    games_list: str  # the games' list page: every game's
    warbands: dict[int, str]  # warband id -> the digest of all it is and did
    members: dict[int, list[int]]  # warband id -> its characters' ids
    games: dict[int, str]  # game id -> its page's digest
    numbers: dict[int, int]  # game id -> its number (its page's name)
    log: list[str]  # the log's pages, first to last


def _common(campaign: Campaign) -> str:
    hasher = _hasher(__version__, language(), catalogued())
    templates = RESOURCES / "site" / "templates"
    for path in [*sorted(templates.glob("*.html")), RESOURCES / "site" / "site.css"]:
        hasher.update(path.name.encode())
        hasher.update(path.read_bytes())
    catalogue = RESOURCES / "i18n" / f"muster_{language()}.qm"
    if catalogue.is_file():
        hasher.update(catalogue.read_bytes())
    row = _raw(Campaign.select().where(Campaign.id == campaign.id))
    hasher.update(repr(list(row)).encode("utf-8", "replace"))
    return str(hasher.hexdigest())


def source_key(campaign: Campaign) -> str | None:
    """What identifies the bytes of the database the campaign is read from, now, with what
    every page depends on (:func:`file_bytes`), taken before any row is read, so that a
    change made while publishing is read again next time. None on a club server (its rows
    are always read) or when the file cannot be looked at."""
    from models.store.connection import bound_path

    path = bound_path()
    key = file_bytes(path) if path is not None else None
    return None if key is None else digest(_common(campaign), campaign.id, key)


def file_bytes(path: Path) -> list[Any] | None:
    """What changes whenever the bytes of the SQLite file at ``path`` can have changed: the
    file's device, inode, size, modification and status-change times and SQLite's change
    counter (as :func:`models.store.verified.file_key`), and its -wal's and -journal's inode,
    size, modification time and first 32 bytes (a WAL's salts change when it starts again),
    when they hold anything: SQLite keeps an empty -wal beside a file a reader has open and
    touches it as it opens, which changes nothing of the database."""
    try:
        info = path.stat()
        with path.open("rb") as handle:
            key: list[Any] = [
                info.st_dev,
                info.st_ino,
                info.st_size,
                info.st_mtime_ns,
                info.st_ctime_ns,
                handle.read(28)[24:28].hex(),
            ]
        for end in ("-wal", "-journal"):
            beside = path.with_name(path.name + end)
            try:
                other = beside.lstat()
                if not stat.S_ISREG(other.st_mode):  # (never opened: a pipe would not answer)
                    return None
                if other.st_size:
                    with beside.open("rb") as handle:
                        key += [end, other.st_ino, other.st_size, other.st_mtime_ns]
                        key.append(handle.read(32).hex())
            except FileNotFoundError:
                continue
    except OSError:
        return None
    return key


def _raw(query: Any) -> Iterable[tuple[Any, ...]]:
    """The rows ``query`` selects as the database gives them (no model, no conversion)."""
    return Campaign._meta.database.execute(query)


def _column(model: Any, name: str) -> int:
    return [field.name for field in model._meta.sorted_fields].index(name)


def read_inputs(campaign: Campaign, log_page: int) -> Inputs:
    """Every page's digest, reading each row of the campaign once (a query a table)."""
    common = _common(campaign)
    corrected = corrections_in(campaign)

    # Warbands and their members.
    warband_rows = list(
        _raw(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    )
    colours = colours_by_id(row[0] for row in warband_rows)
    name_at = _column(Warband, "name")
    warband_names = {row[0]: row[name_at] for row in warband_rows}
    shares: dict[int, list[Any]] = {row[0]: [row, colours[row[0]]] for row in warband_rows}
    members: dict[int, list[int]] = {wid: [] for wid in shares}
    owner: dict[int, int] = {}
    character_names: dict[int, Any] = {}
    in_warband, name_at = _column(Character, "warband"), _column(Character, "name")
    profile_at, status_at = _column(Character, "profile"), _column(Character, "status")
    rules = rules_of(campaign)
    # A named hero's roster line says whether one of his profile died in another warband
    # (B5, C10, K2): the dead heroes of the campaign, and who leads a living one of theirs.
    dead_heroes: dict[int, list[Any]] = {}
    hero_profiles: dict[int, set[str]] = {}
    for row in _raw(
        Character.select().join(Warband).where(Warband.campaign == campaign).order_by(Character.id)
    ):
        wid = row[in_warband]
        owner[row[0]] = wid
        members[wid].append(row[0])
        character_names[row[0]] = row[name_at]
        shares[wid].append(row)
        profile = row[profile_at]
        if isinstance(profile, str) and is_named_hero(rules, profile):
            if row[status_at] == DEAD:
                dead_heroes[row[0]] = [row[0], wid, profile]
            elif row[status_at] == ACTIVE:
                hero_profiles.setdefault(wid, set()).add(profile)

    # Games: each page's own rows, and what a warband that played one depends on.
    game_rows = list(_raw(Game.select().where(Game.campaign == campaign).order_by(Game.id)))
    number_at, follows_at = _column(Game, "number"), _column(Game, "follows")
    numbers = {row[0]: row[number_at] for row in game_rows}
    games: dict[int, list[Any]] = {row[0]: [row, numbers.get(row[follows_at])] for row in game_rows}
    played: dict[int, list[Any]] = {row[0]: [row] for row in game_rows}
    named: dict[int, list[int]] = {}  # purchase id -> the games whose effects name it
    details_at = _column(Game, "details")
    for row in game_rows:
        for pid in _named(row[details_at]):
            named.setdefault(pid, []).append(row[0])
    sides_of: dict[int, list[int]] = {}
    game_at, warband_at = _column(GameSide, "game"), _column(GameSide, "warband")
    for row in _raw(
        GameSide.select().join(Game).where(Game.campaign == campaign).order_by(GameSide.id)
    ):
        gid, wid = row[game_at], row[warband_at]
        sides_of.setdefault(gid, []).append(wid)
        games[gid].append((row, warband_names.get(wid)))
        played[gid].append(row)
    game_at = _column(GameCharacter, "game")
    for row in _raw(
        GameCharacter.select()
        .join(Game)
        .where(Game.campaign == campaign)
        .order_by(GameCharacter.id)
    ):
        games[row[game_at]].append(row)
        played[row[game_at]].append(row)
    for query in (  # the games' list says a game being played at the table, or reported
        TrackedGame.select(TrackedGame.game, TrackedGame.turn),
        GameReport.select(
            GameReport.game, GameReport.reporter, GameReport.state, GameReport.reason
        ),
    ):
        for row in _raw(query.join(Game).where(Game.campaign == campaign)):
            games[row[0]].append(row)

    # Purchases: a member's, a warband's stash, and those a game's effects name.
    of_character, in_stash = _column(Purchase, "character"), _column(Purchase, "stash")
    for row in _raw(
        Purchase.select()
        .where(
            Purchase.character.in_(
                Character.select(Character.id).join(Warband).where(Warband.campaign == campaign)
            )
            | Purchase.stash.in_(Warband.select(Warband.id).where(Warband.campaign == campaign))
            | Purchase.lost_in.in_(Game.select(Game.id).where(Game.campaign == campaign))
        )
        .order_by(Purchase.id)
    ):
        wid = owner.get(row[of_character]) if row[of_character] is not None else row[in_stash]
        if wid in shares:
            shares[wid].append(row)
        for gid in named.get(row[0], ()):
            games[gid].append(row)

    # The history, newest first a log's page at a time: each warband's share, the
    # corrections of each game, and the log's pages.
    total = HistoryEntry.select().where(HistoryEntry.campaign == campaign).count()
    pages = max(1, -(-total // log_page))
    log = [_hasher(common, number, pages) for number in range(1, pages + 1)]
    columns = [f.name for f in HistoryEntry._meta.sorted_fields]
    character_at, warband_at = columns.index("character"), columns.index("warband")
    game_at, kind_at = columns.index("game"), columns.index("kind")
    cursor: Any = _raw(
        HistoryEntry.select(*HistoryEntry._meta.sorted_fields, Game.played_on)
        .join(Game, on=(HistoryEntry.game == Game.id), join_type=pw.JOIN.LEFT_OUTER)
        .where(HistoryEntry.campaign == campaign)
        .order_by(HistoryEntry.id.desc())
    )
    number = 0
    while chunk := cursor.fetchmany(log_page):
        shown = [repr(row) for row in chunk]  # each entry's text once, for each page it is on
        marks = [(row[0], corrected[row[0]]) for row in chunk if row[0] in corrected]
        names = (  # (in the chunk's order: the same rows give the same digest)
            {row[warband_at]: warband_names.get(row[warband_at]) for row in chunk},
            {row[character_at]: character_names.get(row[character_at]) for row in chunk},
        )
        page = log[min(number, pages - 1)]
        page.update("\n".join(shown).encode("utf-8", "replace"))
        page.update(_encoded((marks, names)))
        number += 1
        buckets: dict[Any, list[str]] = {}
        for row, text in zip(chunk, shown, strict=True):
            cid = row[character_at]
            whose = owner.get(cid) if cid is not None else row[warband_at]
            buckets.setdefault(whose, []).append(text)
            if row[0] in corrected:  # when a correction superseded it
                buckets[whose].append(repr(corrected[row[0]]))
            if row[kind_at] == CORRECTION and row[game_at] in games:
                games[row[game_at]].append((text, corrected.get(row[0])))
            elif row[kind_at] == DEATH and cid in dead_heroes:
                dead_heroes[cid].append(text)
        for whose, texts in buckets.items():
            if whose in shares:  # each entry on its own: where a log page ends is not his
                shares[whose].extend(texts)

    for wid, profiles in hero_profiles.items():
        shares[wid].append([dead for dead in dead_heroes.values() if dead[2] in profiles])
    game_digests = {gid: _folded(common, parts) for gid, parts in games.items()}
    played_digests = {gid: _folded("", parts) for gid, parts in played.items()}
    for gid, wids in sides_of.items():
        for wid in wids:
            if wid in shares:
                shares[wid].append(played_digests[gid])
    warband_digests = {wid: _folded(common, parts) for wid, parts in shares.items()}
    log_digests = [str(hasher.hexdigest()) for hasher in log]
    games_list_digest = digest(common, sorted(game_digests.items()))
    everything = digest(common, sorted(warband_digests.items()), games_list_digest, log_digests)
    return Inputs(
        common=common,
        everything=everything,
        games_list=games_list_digest,
        warbands=warband_digests,
        members=members,
        games=game_digests,
        numbers=numbers,
        log=log_digests,
    )


def _encoded(value: Any) -> bytes:
    return repr(value).encode("utf-8", "replace")


def _folded(common: str, parts: list[Any]) -> str:
    """The digest of ``common`` and ``parts``: its texts (each a ``repr``, so none holds a
    line break) a line each, then everything else as one ``repr``."""
    hasher = _hasher(common)
    texts = [part for part in parts if isinstance(part, str)]
    hasher.update(_encoded(len(texts)))
    hasher.update("\n".join(texts).encode("utf-8", "replace"))
    hasher.update(_encoded([part for part in parts if not isinstance(part, str)]))
    return str(hasher.hexdigest())


def _named(details: Any) -> list[int]:
    """The purchases a game's details' effects name (lost, left in a stash)."""
    if isinstance(details, str):
        if '"effects"' not in details:
            return []
        try:
            details = msgspec.json.decode(details)
        except (msgspec.DecodeError, RecursionError):
            return []  # the page says what it can; the digest has the details as they are
    effects = details.get("effects") if isinstance(details, dict) else None
    if not isinstance(effects, dict):
        return []
    return [pid for pid in purchases_named(effects) if isinstance(pid, int)]


def character_digest(common: str, *parts: Any) -> str:
    """A member's page's digest: what it shows, as made for it (his row as stored, his line of
    the roster, his history's entries, his warband's name and colour)."""
    return digest(common, *parts)


class Kept:
    """A page :func:`_pages` did not make: its digest is the one the site's marker holds and
    its file is the one Muster left there, so the page in the site stays as it is."""


KEPT = Kept()


class Fresh:
    """Which pages must be made: those whose digest (:mod:`models.publish_inputs`) is not the
    one the site's marker holds, or whose file there is not the one Muster left (changed,
    deleted, replaced by hand). ``inputs`` and ``files``: the marker's; ``key``: a page's file
    in the site now (:func:`models.publish_folder.file_key`), None when it is not there."""

    def __init__(
        self,
        inputs: dict[str, str],
        files: dict[str, tuple[int, int, int]],
        key: Callable[[str], tuple[int, int, int] | None],
        source: str | None = None,
        listed: Iterable[str] = (),
    ) -> None:
        self.inputs, self.files, self.key = inputs, files, key
        self.listed = listed  # every file the marker lists
        self.groups: dict[str, str] = {}  # what the next marker keeps of each warband's whole
        self.source = source  # the marker's: the database's bytes the pages were made from
        self.source_now: str | None = None  # the database's bytes now, before any row is read

    def all_kept(self, source: str | None) -> list[str] | None:
        """Every page, when the database's bytes are the ones the marker's pages were made
        from and each page's file is the one Muster left; None when any row must be read."""
        self.source_now = source
        if source is None or source != self.source:
            return None
        pages = [name for name in self.inputs if not name.startswith("warband:")]
        if any(self.needed(name, self.inputs[name]) for name in pages):
            return None
        if any(name.endswith(".html") and name not in self.inputs for name in self.listed):
            return None  # a page not made last time (a warrior Muster could not read)
        self.groups = {k: v for k, v in self.inputs.items() if k.startswith("warband:")}
        return pages

    def needed(self, name: str, digest: str) -> bool:
        if self.inputs.get(name) != digest:
            return True
        kept = self.files.get(name)
        return kept is None or self.key(name) != tuple(kept)


# A page as :func:`_pages` gives it: its name, its text (None when it cannot be made, KEPT
# when it was not made), and the digest of what it is made from (None: always made).
Page = tuple[str, str | bytes | Kept | None, str | None]


__all__ = ["KEPT", "Fresh", "Inputs", "Kept", "Page", "character_digest", "digest", "read_inputs"]

"""A campaign published as a folder of static web pages (``main.py publish``).

The pages need no server, no script and no network: the style sheet and the fonts come with
the folder, and the league chart is inline SVG. They are made from Jinja2 templates
(``resources/site/templates``) with autoescaping on, so every name and note a user typed is
text on the page, whatever it holds.

The folder is Muster's: a ``.muster-site`` file in it lists what Muster wrote there, read as
strictly as a campaign file (a regular file of bounded size, every name one Muster writes:
:class:`SiteMarker`). A folder that holds anything without it is refused (Muster never writes
over files it did not write), and so is one the guard refuses (:mod:`models.store.guard`: where
SQLite keeps a database's journal, say). Publishing again rewrites only the pages whose text
changed, and removes the pages of what was deleted since. Every page is written whole, every
file name is made of numbers Muster chose, never of a name a user typed, and no symbolic link
inside the folder is ever followed (each of its folders is opened without following one, and
pages are moved into it and removed from it through those), so nothing is written or removed
outside the folder.

The pages are made in a hidden folder beside the site, ``.SITE.muster-staging-XXXXXXXX``, and
moved in once all are made: a publish stopped halfway leaves nothing half made in the folder
people upload (the next publish removes what it left beside). Only where nothing can be made
beside the site (a folder above it that cannot be written, or another disk mounted on the
site) does it go inside, as the hidden ``.muster-staging-XXXXXXXX``, which the README says not
to upload.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import math
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import msgspec
import peewee as pw

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: a staging folder is removed by its age
    fcntl = None  # type: ignore[assignment]

from i18n import PLURAL, QT_TRANSLATE_NOOP, language, translate
from models.bad_rows import BadRow, unreadable_warriors
from models.battle_report import corrected_log
from models.campaigns import rules_of
from models.errors import MusterError
from models.game_log import (
    LogRow,
    corrections_in,
    game_summary,
    log_pages,
    log_size,
    purchases_named,
)
from models.games import GameRow, game_rows, initiative_text
from models.history import CORRECTION
from models.history_text import shown as entry_shown
from models.leaderboards import leaderboards
from models.records.fields import shown
from models.roster import UNREADABLE_CHARACTER, roster_rows, warband_summaries
from models.standings import standings, standings_over_time
from models.store.files import os_error_text, sync_folder
from models.store.guard import output_folder
from models.store.leftovers import (
    NAME_BYTES,
    UNLOCKED_GRACE_SECONDS,
    shortened,
    temporary_beside,
)
from models.store.schema import (
    ACTIVE,
    DEAD,
    RETIRED,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from models.store.tolerant import is_stand_in, rows_or_stand_ins
from rules.games import BEASTRIDER, GAME_NAMES

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
TEMPLATES = RESOURCES / "site" / "templates"
MARKER = ".muster-site"
STAGING = ".muster-staging-"  # the hidden folder the changed pages are made in
MARKER_LIMIT = 64 * 1024 * 1024  # bytes: some 30 bytes a page, of millions of pages
FOLDERS = ("warbands", "characters", "games", "log", "fonts")
# A folder of the site opened without following a link, or a page read without following one.
_FOLDER_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_PAGE_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
LOG_PAGE = 200  # campaign log entries a page
GAMES_READ = 100  # games read at once for their pages (a bounded part of the campaign)
LATEST = 10  # games on the front page
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
# A character's status as his page says it (the stored value is its key).
STATUSES = {
    ACTIVE: QT_TRANSLATE_NOOP("Site", "active"),
    DEAD: QT_TRANSLATE_NOOP("Site", "dead"),
    RETIRED: QT_TRANSLATE_NOOP("Site", "retired"),
}


class PublishError(MusterError):
    """The pages cannot be written where asked; nothing outside the folder was touched."""


@dataclass(frozen=True)
class Published:
    """What publishing did: the files written (new or changed), those left as they were, and
    those removed (pages of what was deleted)."""

    written: tuple[str, ...]
    kept: tuple[str, ...]
    removed: tuple[str, ...]
    # The warriors whose rows hold a value Muster cannot read: their pages were not made
    # (one published before is kept as it was); everything else was.
    left_out: tuple[BadRow, ...] = ()


@dataclass(frozen=True)
class _Line:
    """One line of a history as the pages show it."""

    when: str
    text: str
    corrected: str = ""


def _environment() -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,  # every name and note a user typed is text on the page
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(tr=_tr, trn=_trn, lang=language())
    return env


def _tr(context: str, text: str, **fields: Any) -> Any:
    """A template's text in the language Muster speaks: ``{{ tr("Site", "Games") }}``, its
    ``{fields}`` filled after translating (``tr("Site", "Turn {turn}", turn=line.turn)``).
    Context and text are literals, for the catalogue (tools/catalogues.py reads them
    from the templates). The text is plain text, escaped as the page is written; so is every
    field's value, unless it is markup made by the template (a link)."""
    return _filled(translate(context, text), fields)


def _trn(context: str, text: str, n: int, **fields: Any) -> Any:
    """A template's count: ``{{ trn("Site", "%n game(s)", count) }}``."""
    return _filled(translate(context, text, None, PLURAL, n), fields)


def _filled(text: str, fields: dict[str, Any]) -> Any:
    if not fields:
        return text
    from markupsafe import Markup, escape

    return Markup(escape(text)).format(**fields)  # the fields' values are escaped as they go in


def _attribute(text: str) -> str:
    """``text`` as the value of an attribute in double quotes (an apostrophe kept as it is)."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


# Every name Muster writes into a site: a page, the style sheet, a font.
SITE_FILE = (
    r"^(?:index\.html|site\.css|fonts/[A-Za-z0-9-]{1,64}\.ttf"
    r"|(?:warbands|characters|games|log)/(?:[0-9]{1,19}|index)\.html)$(?!\n)"
)


class SiteMarker(msgspec.Struct, forbid_unknown_fields=True):
    """The folder's marker, ``.muster-site``: the campaign published there, and every file
    Muster wrote there (and only names Muster writes)."""

    campaign: Annotated[str, msgspec.Meta(max_length=1000)]
    files: list[Annotated[str, msgspec.Meta(pattern=SITE_FILE)]]


def _previous(out: Path, site: int) -> list[str]:
    """What Muster wrote into ``out`` (open as ``site``) before; refused when ``out`` holds
    anything else, or a marker that is not what Muster writes."""
    try:
        fd = os.open(MARKER, _PAGE_FLAGS, dir_fd=site)
    except FileNotFoundError:
        # (a folder only an older Muster's publish, stopped before its marker, wrote into)
        if any(not name.startswith(STAGING) for name in os.listdir(site)):
            raise PublishError(
                translate(
                    "Site",
                    "{out} already holds files Muster did not write; choose an empty folder, or one Muster published into before.",  # noqa: E501
                ).format(out=out)
            ) from None
        return []
    except OSError as exc:
        raise _not_a_marker(out, os_error_text(exc)) from None
    with open(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > MARKER_LIMIT:
            raise _not_a_marker(out, translate("Site", "not a small regular file"))
        data = handle.read(MARKER_LIMIT + 1)
    try:
        return msgspec.json.decode(data, type=SiteMarker).files
    except msgspec.ValidationError as exc:
        raise _not_a_marker(out, _where_not(str(exc), data)) from None
    except msgspec.DecodeError:
        raise _not_a_marker(out, translate("Site", "not JSON")) from None


def _where_not(message: str, data: bytes) -> str:
    """Where a marker that is JSON is not what Muster writes, in words: its JSON path, and
    the name it lists there that no page of Muster has."""
    where = message.rpartition(" - at `$")[2].rstrip("`").lstrip(".") or translate(
        "Site", "the document"
    )
    index = re.fullmatch(r"files\[(\d+)\]", where)
    if index is not None and "matching regex" in message:
        with contextlib.suppress(ValueError, LookupError, TypeError, RecursionError):
            name = json.loads(data)["files"][int(index.group(1))]
            return translate("Site", "{where}: {name} is not a file Muster writes").format(
                where=where, name=shown(name)
            )
    if message.startswith("Object contains unknown field"):
        field = message.split("`")[1] if "`" in message else ""
        return translate("Site", "{field}: a field Muster does not write").format(
            field=shown(field)
        )
    return translate("Site", "{where}: not what Muster writes").format(where=where)


def _not_a_marker(out: Path, problem: str) -> PublishError:
    return PublishError(
        translate(
            "Site",
            "{marker} is not what Muster writes there ({problem}), so nothing was published; choose another folder.",  # noqa: E501
        ).format(marker=out / MARKER, problem=problem)
    )


def _chart(numbers: list[int], lines: list[Any]) -> str:
    """The league points after each game, as inline SVG (no script), or "" with no games."""
    if not numbers:
        return ""
    width, height, pad = 640, 260, 30
    top = max((max(line.points, default=0) for line in lines), default=0) or 1
    last = max(numbers) or 1

    def x(n: int) -> float:
        return pad + (width - 2 * pad) * n / last

    def y(v: int) -> float:
        return height - pad - (height - 2 * pad) * v / top

    from markupsafe import Markup, escape

    label = translate(
        "Site",
        "Each warband's league points after each game; the league table has the figures.",
    )
    game = translate("Site", "Game {number}")
    top_label = translate("Site", "{points} pts").format(points=top)
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{_attribute(label)}">',
        f'<line x1="{pad}" y1="{height - pad}" x2="{width - pad}" y2="{height - pad}" '
        'stroke="currentColor" stroke-opacity=".3"/>',
        f'<text x="{pad}" y="{height - 8}">{escape(game.format(number=0))}</text>',
        f'<text x="{width - 4}" y="{height - 8}" text-anchor="end">'
        f"{escape(game.format(number=last))}</text>",
        f'<text x="4" y="{pad}">{escape(top_label)}</text>',
    ]
    for line in lines:
        points = " ".join(
            f"{x(n):.1f},{y(v):.1f}" for n, v in zip([0, *numbers], [0, *line.points], strict=True)
        )
        colour = line.colour if _colour(line.colour) else "#888888"
        parts.append(
            f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{points}">'
            f"<title>{escape(line.name)}</title></polyline>"
        )
    parts.append("</svg>")
    return Markup("".join(parts))


def _colour(text: str) -> bool:
    return (
        len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in text[1:])
    )


# A history entry as the pages read it: (id, created, text, details, its game's date or None).
_Entry = tuple[int, Any, str, Any, Any]


def _history_lines(entries: list[_Entry], corrected: dict[int, Any]) -> list[_Line]:
    return [
        _Line(
            when=str(played_on or created.date()),
            text=entry_shown(text, details),  # in the reader's language
            corrected=str(corrected[entry_id]) if entry_id in corrected else "",
        )
        for entry_id, created, text, details, played_on in entries
    ]


def _entries(where: Any, *, by_character: bool = False) -> Any:
    """The history entries ``where`` picks, oldest first, as plain rows (:data:`_Entry`),
    each after its character's id with ``by_character``."""
    columns = [
        HistoryEntry.id,
        HistoryEntry.created,
        HistoryEntry.text,
        HistoryEntry.details,
        Game.played_on,
    ]
    if by_character:
        columns.insert(0, HistoryEntry.character)
    return (
        HistoryEntry.select(*columns)
        .join(Game, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.game == Game.id))
        .where(where)
        .order_by(HistoryEntry.id)
        .tuples()
    )


def _settings_words(campaign: Campaign) -> str:
    game = translate("Game", GAME_NAMES[campaign.game]) if campaign.game in GAME_NAMES else ""
    rules = rules_of(campaign)
    own = [p.name for p in rules.profiles.values() if getattr(p, "custom", False)]
    words = translate("Site", "A campaign of {game}.").format(game=game or campaign.game)
    if own:
        listed = translate("Site", "Its own profiles: {profiles}.").format(profiles=", ".join(own))
        words = f"{words} {listed}"
    return words


def _pages(
    campaign: Campaign, progress: Callable[[str], object] | None, left_out: list[BadRow]
) -> Iterator[tuple[str, str | None]]:
    """Each page's file name in the folder and its text, one at a time (bounded memory); no
    text for the page of a warrior whose row Muster cannot read (added to ``left_out``)."""
    env = _environment()
    rules = rules_of(campaign)
    latest = (
        HistoryEntry.select(HistoryEntry.created)
        .where(HistoryEntry.campaign == campaign)
        .order_by(HistoryEntry.id.desc())
        .first()
    )
    as_of = (
        translate("Site", "The campaign as it stood on {when} UTC.").format(
            when=f"{latest.created:%Y-%m-%d %H:%M}"
        )
        if latest is not None
        else translate("Site", "The campaign as it stood when published.")
    )

    def page(template: str, root: str, crumbs: list[tuple[str, str]], **values: Any) -> str:
        # (when the campaign was last changed is said on the front page alone: every other
        # page changes only when what it shows does, so publishing again rewrites only those)
        values.setdefault("as_of", "")
        return env.get_template(template).render(
            campaign=campaign, root=root, crumbs=crumbs, **values
        )

    numbers, lines = standings_over_time(campaign)
    boards = leaderboards(campaign)
    games = game_rows(campaign)
    yield (
        "index.html",
        page(
            "index.html",
            "",
            [],
            title=translate("Site", "League"),
            as_of=as_of,
            settings=_settings_words(campaign),
            standings=standings(campaign),
            chart=_chart(numbers, lines),
            legend=[
                (line.name, line.colour if _colour(line.colour) else "#888888") for line in lines
            ],
            boards=[
                (translate("Site", "Most kills"), boards.kills),
                (translate("Site", "Most games"), boards.games),
                (translate("Site", "Most games survived"), boards.survived),
            ],
            games=games[:LATEST],
        ),
    )
    games_title = translate("Site", "Games")
    yield (
        "games/index.html",
        page("games.html", "../", [("index.html", games_title)], title=games_title, games=games),
    )
    corrected = corrections_in(campaign)
    history_template = env.get_template("history.html")
    summaries = warband_summaries(campaign, rules)
    for summary in summaries:
        warband = summary.warband
        if progress is not None:
            progress(warband.name)
        roster = roster_rows(warband, rules)
        entries = list(
            _entries((HistoryEntry.warband == warband) & HistoryEntry.character.is_null())
        )
        history = history_template.render(entries=_history_lines(entries, corrected))
        yield (
            f"warbands/{warband.id}.html",
            page(
                "warband.html",
                "../",
                [(f"{warband.id}.html", warband.name)],
                title=warband.name,
                summary=summary,
                points=rules.id != BEASTRIDER,
                roster=roster,
                history=_markup(history),
            ),
        )
        by_id = {row.character_id: row for row in roster}
        members = rows_or_stand_ins(
            Character.select().where(Character.warband == warband), UNREADABLE_CHARACTER
        )
        if any(is_stand_in(member) for member in members):
            # his page cannot be made: the site keeps the one published before, if any
            bad = [b for b in unreadable_warriors(campaign) if b.warband_id == warband.id]
            left_out.extend(bad)
            for member in members:
                if is_stand_in(member):
                    yield f"characters/{member.id}.html", None
            members = [member for member in members if not is_stand_in(member)]
        # every member's history in one query, each member's entries oldest first
        histories: dict[int, list[_Entry]] = {member.id: [] for member in members}
        for character_id, *entry in _entries(
            HistoryEntry.character.in_(
                Character.select(Character.id).where(Character.warband == warband)
            ),
            by_character=True,
        ):
            histories.setdefault(character_id, []).append(tuple(entry))
        for character in members:
            entries = histories.pop(character.id)
            profile = rules.profiles.get(character.profile)
            yield (
                f"characters/{character.id}.html",
                page(
                    "character.html",
                    "../",
                    [(f"../warbands/{warband.id}.html", warband.name)],
                    title=character.name,
                    character=character,
                    status=translate("Site", STATUSES.get(character.status, character.status)),
                    warband=warband.name,
                    profile=profile.name if profile else character.profile,
                    row=by_id.get(character.id),
                    colour=summary.colour,
                    history=_markup(
                        history_template.render(entries=_history_lines(entries, corrected))
                    ),
                ),
            )
    for start in range(0, len(games), GAMES_READ):
        batch = _GamesRead(rules, games[start : start + GAMES_READ])
        for row in batch.rows:
            yield (
                f"games/{row.number}.html",
                page(
                    "game.html",
                    "../",
                    [("index.html", games_title)],
                    title=translate("Site", "Game {number}").format(number=row.number),
                    **_battle(rules, row, batch),
                ),
            )
    total = log_size(campaign)
    pages = max(1, math.ceil(total / LOG_PAGE))
    read = log_pages(campaign, LOG_PAGE, corrected)
    for number in range(1, pages + 1):
        rows: list[LogRow] = next(read, [])
        yield (
            f"log/{number}.html",
            page(
                "log.html",
                "../",
                [("1.html", translate("Site", "Campaign log"))],
                title=translate("Site", "Campaign log"),
                rows=rows,
                page=number,
                pages=pages,
            ),
        )


class _GamesRead:
    """Some games of the campaign, read whole for their pages in five queries: the games,
    their sides with their warbands, everyone fielded, the corrections of their outcomes,
    and the purchases their effects name."""

    def __init__(self, rules: Any, rows: list[GameRow]) -> None:
        self.rows = rows
        ids = [row.game_id for row in rows]
        self.games = {game.id: game for game in Game.select().where(Game.id.in_(ids))}
        self.sides: dict[int, list[GameSide]] = {game_id: [] for game_id in ids}
        for side in (
            GameSide.select(GameSide, Warband)
            .join(Warband)
            .where(GameSide.game.in_(ids))
            .order_by(GameSide.id)
        ):
            self.sides[side.game_id].append(side)
        self.fielded: dict[int, list[GameCharacter]] = {game_id: [] for game_id in ids}
        for gc in (
            GameCharacter.select(GameCharacter, GameSide)
            .join(GameSide)
            .where(GameCharacter.game.in_(ids))
            .order_by(GameSide.id, GameCharacter.id)
        ):
            self.fielded[gc.game_id].append(gc)
        self.corrections: dict[int, list[HistoryEntry]] = {game_id: [] for game_id in ids}
        for entry in (
            HistoryEntry.select()
            .where(HistoryEntry.game.in_(ids) & (HistoryEntry.kind == CORRECTION))
            .order_by(HistoryEntry.id)
        ):
            self.corrections.setdefault(entry.game_id or 0, []).append(entry)
        named = sorted(
            {
                pid
                for game in self.games.values()
                if isinstance(game.details, dict) and isinstance(game.details.get("effects"), dict)
                for pid in purchases_named(game.details["effects"])
                if isinstance(pid, int)
            }
        )
        self.purchases: dict[int, Purchase] = {}
        for at in range(0, len(named), 500):  # within every engine's limit of parameters
            self.purchases.update(
                (p.id, p) for p in Purchase.select().where(Purchase.id.in_(named[at : at + 500]))
            )


def _battle(rules: Any, row: GameRow, read: _GamesRead) -> dict[str, Any]:
    """What a game's page tells: the sides and who went first, its result, each warrior's
    part (fate, wounds and the rest, kills, lasting injuries, lost kit, gold, the relic),
    the players' notes, and its log turn by turn; a game corrected after it was played at
    the table says so, and which lines of its log are about warriors whose part changed."""
    game = read.games[row.game_id]
    sides, everyone = read.sides[game.id], read.fielded[game.id]
    side_names = {side.id: side.warband.name for side in sides}
    fielded = [
        (
            gc.name,
            side_names[gc.side_id],
            f"../characters/{gc.character_id}.html" if gc.character_id else "",
        )
        for gc in everyone
    ]
    links = {gc.id: f"../characters/{gc.character_id}.html" for gc in everyone if gc.character_id}
    summary_lines: list[str] = []
    warriors: list[dict[str, Any]] = []
    relic = ""
    if game.result != UNRECORDED:
        done = game_summary(game, read=(rules, sides, everyone), purchases=read.purchases)
        summary_lines = [
            *done.deaths,
            *(translate("Site", "Injured: {line}").format(line=line) for line in done.injuries),
            *(translate("Site", "Lost: {line}").format(line=line) for line in done.lost),
            *(translate("Site", "To the stash: {line}").format(line=line) for line in done.stashed),
            *(translate("Site", "Gold: {line}").format(line=line) for line in done.gold),
        ]
        warriors = [
            {"part": part, "href": links.get(part.fielded_id, "")} for part in done.warriors
        ]
        relic = done.relic
    kept = (game.details or {}).get("log") or []
    log = [line for line in kept if isinstance(line, dict) and "turn" in line and "text" in line]
    corrected = (
        corrected_log(game, read=(rules, sides, everyone, read.corrections[game.id]))
        if log
        else None
    )
    return {
        "game": row,
        "scenario": row.scenario,
        "sides": row.sides,
        "first": _first(rules, game),
        "result": row.result,
        "fielded": fielded,
        "warriors": warriors,
        "kit_and_gold": rules.id != BEASTRIDER,
        "relic": relic,
        "notes": game.notes or "",
        "summary": summary_lines,
        "corrected": corrected,
        "log": [
            {**line, "doubtful": corrected is not None and index in corrected.doubtful}
            for index, line in enumerate(log)
        ],
    }


def _first(rules: Any, game: Game) -> str:
    """Who went first, in words; "" when nobody rolled (or the roll kept is not readable)."""
    try:
        return initiative_text(rules, game)
    except (KeyError, TypeError, ValueError):
        return ""


def _markup(text: str) -> Any:
    from markupsafe import Markup

    return Markup(text)  # rendered by a template with autoescaping: its user text is escaped


def publish_campaign(
    *,
    campaign: Campaign,
    out: Path,
    progress: Callable[[str], object] | None = None,
) -> Published:
    """Write the pages of ``campaign`` into the folder ``out`` (made if missing): only those
    whose text changed; the pages of what was deleted since go. Refused, writing nothing,
    when ``out`` holds files Muster did not write, when its marker is not Muster's, and where
    the guard refuses a folder.

    The changed pages are made first into a hidden folder beside ``out`` (see the module's
    docstring), and moved into place only once every page is made: a page that cannot be made
    (a value the database should not hold) leaves the published site as it was."""
    out = Path(out).expanduser()
    if out.exists() and not out.is_dir():
        raise PublishError(
            translate("Site", "{out} is not a folder; choose a folder for the pages.").format(
                out=out
            )
        )
    output_folder(out, error=PublishError)
    with _folders(out) as site:
        before = set(_previous(out, site.fd))
        with _staging(out, site.fd) as staging:
            left_out: list[BadRow] = []
            written, kept, now, removed = _publish(
                campaign, site, staging, before, progress, left_out
            )
            _mark(out, campaign, now, staging)
    return Published(tuple(written), tuple(kept), tuple(removed), tuple(left_out))


def _publish(
    campaign: Campaign,
    site: _Site,
    staging: Path,
    before: set[str],
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
) -> tuple[list[str], list[str], set[str], list[str]]:
    """Make the pages, mark them, move the changed ones in and remove those of what was
    deleted: what was written, kept and removed."""
    out = site.out
    written, kept, now = _stage(campaign, site, staging, progress, left_out)
    # The marker lists every page that may be in the folder before any is moved in, so a
    # publish stopped halfway (a full disk, a killed process) leaves none the next one does
    # not know of.
    _mark(out, campaign, before | now, staging)
    for name in written:  # every page made: each moved into place whole
        try:
            held = site.holding(name, make=True)
            assert held is not None  # made when missing
            os.replace(staging / name, held[1], dst_dir_fd=held[0])
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=out / name, reason=exc.strerror or exc
                )
            ) from None
    site.sync()
    removed = []
    for name in sorted(before - now):
        try:
            found = site.holding(name, make=False)
            if found is not None:
                os.unlink(found[1], dir_fd=found[0])  # a link itself, never what it points at
                removed.append(name)
        except _LinkInSite:
            continue  # never followed: what is behind it is not the site's
        except (FileNotFoundError, IsADirectoryError):
            continue
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot remove {path}: {reason}.").format(
                    path=out / name, reason=exc.strerror or exc
                )
            ) from None
    for sub in FOLDERS:
        site.remove_if_empty(sub)
    site.sync()
    return written, kept, now, removed


class _LinkInSite(PublishError):
    """A symbolic link (or anything but a folder) where a folder of the site should be."""


class _Site:
    """The site's folder and its subfolders, each opened without following a link."""

    def __init__(self, out: Path, fd: int) -> None:
        self.out, self.fd = out, fd
        self.subfolders: dict[str, int] = {}

    def holding(self, name: str, *, make: bool) -> tuple[int, str] | None:
        """The folder holding the file ``name`` ("games/1.html") and its name in it; None
        when that folder is not there (and not to be made)."""
        sub, _, leaf = name.rpartition("/")
        if not sub:
            return self.fd, leaf
        if sub not in self.subfolders:
            if make:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(sub, dir_fd=self.fd)
            try:
                self.subfolders[sub] = os.open(sub, _FOLDER_FLAGS, dir_fd=self.fd)
            except FileNotFoundError:
                if make:
                    raise
                return None
            except OSError as exc:
                if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
                    raise
                raise _LinkInSite(
                    translate(
                        "Site",
                        "{path} is a symbolic link or a file where the site's folder should be: Muster never writes through one, so nothing was published. Remove it and publish again.",  # noqa: E501
                    ).format(path=self.out / sub)
                ) from None
        return self.subfolders[sub], leaf

    def read(self, name: str) -> bytes | None:
        """The file ``name`` as it is in the site, when it is a regular file there (no link
        followed); None otherwise."""
        found = self.holding(name, make=False)
        if found is None:
            return None
        try:
            fd = os.open(found[1], _PAGE_FLAGS, dir_fd=found[0])
        except OSError:
            return None
        with open(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return None
            return handle.read()

    def remove_if_empty(self, sub: str) -> None:
        fd = self.subfolders.pop(sub, None)
        if fd is not None:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.rmdir(sub, dir_fd=self.fd)  # only if emptied, and never a link

    def sync(self) -> None:
        for fd in (self.fd, *self.subfolders.values()):
            with contextlib.suppress(OSError):
                os.fsync(fd)

    def close(self) -> None:
        for fd in self.subfolders.values():
            os.close(fd)
        self.subfolders.clear()
        os.close(self.fd)


@contextlib.contextmanager
def _folders(out: Path) -> Iterator[_Site]:
    try:
        fd = os.open(out, _FOLDER_FLAGS & ~getattr(os, "O_NOFOLLOW", 0))  # the chosen folder
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write into the folder {out}: {reason}.").format(
                out=out, reason=exc.strerror or exc
            )
        ) from None
    site = _Site(out, fd)
    try:
        yield site
    finally:
        site.close()


@contextlib.contextmanager
def _staging(out: Path, site: int) -> Iterator[Path]:
    """A new, locked folder to make the pages in: beside ``out`` where it can be (the same
    disk, a folder that can be written), else hidden inside it. Staging folders of publishes
    that were killed, beside and inside, are removed first."""
    real = Path(os.path.realpath(out))
    beside = f".{shortened(real.name, NAME_BYTES)}{STAGING}"
    _remove_stale(real.parent, beside)
    _remove_stale(real, STAGING)
    staging = None
    with contextlib.suppress(OSError):
        made = Path(tempfile.mkdtemp(prefix=beside, dir=real.parent))
        if os.stat(made).st_dev == os.fstat(site).st_dev:
            staging = made
        else:  # another disk is mounted on the site: a page could not be moved in whole
            made.rmdir()
    try:
        if staging is None:
            staging = Path(tempfile.mkdtemp(prefix=STAGING, dir=real))
        lock = os.open(staging, _FOLDER_FLAGS)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write into the folder {out}: {reason}.").format(
                out=out, reason=exc.strerror or exc
            )
        ) from None
    try:
        if fcntl is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        yield staging
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        os.close(lock)


def _remove_stale(folder: Path, prefix: str) -> None:
    """Remove the staging folders named ``prefix…`` in ``folder`` whose publish is gone."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        with contextlib.suppress(OSError):
            if not entry.is_dir(follow_symlinks=False):
                continue
            fd = os.open(entry.path, _FOLDER_FLAGS)
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # its publish still runs
                elif time.time() - os.fstat(fd).st_mtime < UNLOCKED_GRACE_SECONDS:
                    continue
                shutil.rmtree(entry.path, ignore_errors=True)
            finally:
                os.close(fd)


def _mark(out: Path, campaign: Campaign, files: set[str], staging: Path) -> None:
    """The folder's marker: that Muster wrote it, and which files are its. Written whole in
    ``staging`` and moved in (a link in its place is replaced, never followed), so a publish
    stopped while writing it leaves nothing half written in the folder."""
    marker = msgspec.json.encode(SiteMarker(campaign=campaign.name[:1000], files=sorted(files)))
    target = out / MARKER
    with contextlib.suppress(OSError):
        fd = os.open(target, _PAGE_FLAGS)
        with open(fd, "rb") as handle:
            if handle.read(len(marker) + 1) == marker:
                return
    try:
        with temporary_beside(staging / MARKER) as (temp, fd):
            with open(fd, "wb", closefd=False) as handle:
                handle.write(marker)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(temp, 0o644)
            os.replace(temp, target)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write {path}: {reason}.").format(
                path=target, reason=os_error_text(exc, target)
            )
        ) from None
    sync_folder(out)


def _stage(
    campaign: Campaign,
    site: _Site,
    staging: Path,
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
) -> tuple[list[str], list[str], set[str]]:
    """Make every page, one at a time; those whose text differs from the site's go into
    ``staging``. The names written there, those left as they are, and every name."""
    written: list[str] = []
    kept: list[str] = []
    now: set[str] = set()
    static = [("site.css", (RESOURCES / "site" / "site.css").read_bytes())]
    static += [(f"fonts/{name}", (RESOURCES / "fonts" / name).read_bytes()) for name in FONTS]
    pages = (
        (name, None if text is None else text.encode("utf-8"))
        for name, text in _pages(campaign, progress, left_out)
    )
    made: set[str] = set()  # the folders made in staging
    for name, data in itertools.chain(static, pages):
        try:
            if data is None:  # a page that cannot be made: the one published before stays
                if site.read(name) is not None:
                    now.add(name)
                    kept.append(name)
                continue
            now.add(name)
            if site.read(name) == data:
                kept.append(name)
                continue
            sub = name.rpartition("/")[0]
            if sub and sub not in made:
                (staging / sub).mkdir(parents=True, exist_ok=True)
                made.add(sub)
            # The staging folder is Muster's own (locked, named afresh): a page is written
            # plainly, and every page is synced at once before any is moved into the site.
            _write_page(staging / name, data)
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=site.out / name, reason=exc.strerror or exc
                )
            ) from None
        written.append(name)
    _synced(staging, written, made)
    return written, kept, now


def _write_page(path: Path, data: bytes) -> None:
    """A page written into the staging folder, plainly (a new file: never one already there)."""
    with open(path, "xb") as handle:
        handle.write(data)


def _synced(staging: Path, written: list[str], folders: set[str]) -> None:
    """The pages written into ``staging`` on the disk: its whole file system synced at once
    (Linux's ``syncfs``), else each page and folder in turn."""
    try:
        fd = os.open(staging, _FOLDER_FLAGS)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write {path}: {reason}.").format(
                path=staging, reason=exc.strerror or exc
            )
        ) from None
    try:
        if _syncfs(fd):
            return
        for name in written:
            with contextlib.suppress(OSError):
                page = os.open(staging / name, os.O_RDONLY)
                try:
                    os.fsync(page)
                finally:
                    os.close(page)
        for sub in folders:
            sync_folder(staging / sub)
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _syncfs(fd: int) -> bool:
    """Whether the file system holding ``fd`` was synced whole (Linux), in one call."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.syncfs(fd) == 0)
    except (OSError, AttributeError):
        return False


__all__ = ["MARKER", "PublishError", "Published", "SiteMarker", "publish_campaign"]

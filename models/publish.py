"""A campaign published as a folder of static web pages (``main.py publish``).

The pages need no server, no script and no network: the style sheet and the fonts come with
the folder, and the league chart is inline SVG. They are made from Jinja2 templates
(``resources/site/templates``) with autoescaping on, so every name and note a user typed is
text on the page, whatever it holds.

The folder is Muster's: a ``.muster-site`` file in it lists what Muster wrote there. A folder
that holds anything without it is refused (Muster never writes over files it did not write).
Publishing again rewrites only the pages whose text changed, and removes the pages of what was
deleted since. Every page is written whole (:func:`models.store.files.write_atomically`), and
every file name is made of numbers Muster chose, never of a name a user typed, so nothing is
written outside the folder.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import peewee as pw

from models.battle_report import corrected_log
from models.campaigns import rules_of
from models.errors import MusterError
from models.game_log import LogRow, campaign_log, corrections_in, game_summary, log_size
from models.games import GameRow, game_rows, initiative_text
from models.history import character_history, entry_text
from models.leaderboards import leaderboards
from models.roster import roster_rows, warband_summaries
from models.standings import standings, standings_over_time
from models.store.files import sync_folder, write_atomically
from models.store.schema import (
    ACTIVE,
    DEAD,
    RETIRED,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    HistoryEntry,
)
from rules.games import BEASTRIDER, GAME_NAMES
from rules.i18n import PLURAL, QT_TRANSLATE_NOOP, language, translate

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
TEMPLATES = RESOURCES / "site" / "templates"
MARKER = ".muster-site"
STAGING = ".muster-staging-"  # the hidden folder the changed pages are made in
LOG_PAGE = 200  # campaign log entries a page
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
    Context and text are literals, for the catalogue (resources/i18n/catalogues.py reads them
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


def _previous(out: Path) -> list[str]:
    """What Muster wrote into ``out`` before; refused when ``out`` holds anything else."""
    if out.exists() and not out.is_dir():
        raise PublishError(
            translate("Site", "{out} is not a folder; choose a folder for the pages.").format(
                out=out
            )
        )
    marker = out / MARKER
    if not out.exists():
        return []
    if not marker.is_file():
        if any(out.iterdir()):
            raise PublishError(
                translate(
                    "Site",
                    "{out} already holds files Muster did not write; choose an empty folder, or one Muster published into before.",  # noqa: E501
                ).format(out=out)
            )
        return []
    try:
        listed = json.loads(marker.read_text(encoding="utf-8")).get("files", [])
    except (OSError, ValueError, AttributeError):
        raise PublishError(
            translate(
                "Site", "{marker} is not what Muster writes there; choose another folder."
            ).format(marker=f"{out}/{MARKER}")
        ) from None
    return [name for name in listed if isinstance(name, str) and _safe(name)]


def _safe(name: str) -> bool:
    """A name Muster writes: plain parts, no way out of the folder."""
    parts = Path(name).parts
    return bool(parts) and not Path(name).is_absolute() and ".." not in parts


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
        f'<text x="{width - pad - 40}" y="{height - 8}">{escape(game.format(number=last))}</text>',
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


def _history_lines(entries: list[HistoryEntry], corrected: dict[int, Any]) -> list[_Line]:
    lines = []
    for entry in entries:
        when = entry.game.played_on if entry.game_id and entry.game else None
        lines.append(
            _Line(
                when=str(when or entry.created.date()),
                text=entry_text(entry),  # in the reader's language
                corrected=str(corrected[entry.id]) if entry.id in corrected else "",
            )
        )
    return lines


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
    campaign: Campaign, progress: Callable[[str], object] | None
) -> Iterator[tuple[str, str]]:
    """Each page's file name in the folder and its text, one at a time (bounded memory)."""
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
            HistoryEntry.select(HistoryEntry, Game)
            .join(Game, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.game == Game.id))
            .where((HistoryEntry.warband == warband) & HistoryEntry.character.is_null())
            .order_by(HistoryEntry.id)
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
        for character in Character.select().where(Character.warband == warband):
            entries = character_history(character)
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
    for row in games:
        yield (
            f"games/{row.number}.html",
            page(
                "game.html",
                "../",
                [("index.html", games_title)],
                title=translate("Site", "Game {number}").format(number=row.number),
                **_battle(rules, row),
            ),
        )
    total = log_size(campaign)
    pages = max(1, math.ceil(total / LOG_PAGE))
    for number in range(1, pages + 1):
        rows: list[LogRow] = campaign_log(campaign, offset=(number - 1) * LOG_PAGE, limit=LOG_PAGE)
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


def _battle(rules: Any, row: GameRow) -> dict[str, Any]:
    """What a game's page tells: the sides and who went first, its result, each warrior's
    part (fate, wounds and the rest, kills, lasting injuries, lost kit, gold, the relic),
    the players' notes, and its log turn by turn; a game corrected after it was played at
    the table says so, and which lines of its log are about warriors whose part changed."""
    game = Game.get_by_id(row.game_id)
    fielded = [
        (
            gc.name,
            gc.side.warband.name,
            f"../characters/{gc.character_id}.html" if gc.character_id else "",
        )
        for gc in GameCharacter.select()
        .where(GameCharacter.game == game)
        .order_by(GameCharacter.side, GameCharacter.id)
    ]
    links = {
        gc.id: f"../characters/{gc.character_id}.html"
        for gc in GameCharacter.select(GameCharacter.id, GameCharacter.character).where(
            (GameCharacter.game == game) & GameCharacter.character.is_null(False)
        )
    }
    summary_lines: list[str] = []
    warriors: list[dict[str, Any]] = []
    relic = ""
    if game.result != UNRECORDED:
        done = game_summary(game)
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
    corrected = corrected_log(game) if log else None
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
    when ``out`` holds files Muster did not write.

    The changed pages are made first into a hidden folder inside ``out``, and moved into
    place only once every page is made: a page that cannot be made (a value the database
    should not hold) leaves the published site as it was."""
    out = Path(out)
    before = set(_previous(out))
    try:
        out.mkdir(parents=True, exist_ok=True)
        for leftover in out.glob(f"{STAGING}*"):  # of a publish that was killed
            shutil.rmtree(leftover, ignore_errors=True)
        staging = Path(tempfile.mkdtemp(prefix=STAGING, dir=out))
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write into the folder {out}: {reason}.").format(
                out=out, reason=exc.strerror or exc
            )
        ) from None
    try:
        written, kept, now = _stage(campaign, out, staging, progress)
        # The marker lists every page that may be in the folder before any is moved in, so a
        # publish stopped halfway (a full disk, a killed process) leaves none the next one
        # does not know of.
        _mark(out, campaign, before | now)
        for name in written:  # every page made: each moved into place whole
            target = out / name
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(staging / name, target)
            except OSError as exc:
                raise PublishError(
                    translate("Site", "Cannot write {path}: {reason}.").format(
                        path=target, reason=exc.strerror or exc
                    )
                ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    sync_folder(out)
    removed = []
    for name in sorted(before - now):
        path = out / name
        if path.is_file():
            path.unlink()
            removed.append(name)
    for folder in ("warbands", "characters", "games", "log"):
        with contextlib.suppress(OSError):
            (out / folder).rmdir()  # only if emptied
    _mark(out, campaign, now)
    return Published(tuple(written), tuple(kept), tuple(removed))


def _mark(out: Path, campaign: Campaign, files: set[str]) -> None:
    """The folder's marker: that Muster wrote it, and which files are its."""
    marker = json.dumps({"campaign": campaign.name, "files": sorted(files)}, ensure_ascii=False)
    data = marker.encode("utf-8")
    with contextlib.suppress(OSError):
        if (out / MARKER).read_bytes() == data:
            return
    write_atomically(out / MARKER, data, error=PublishError)


def _stage(
    campaign: Campaign, out: Path, staging: Path, progress: Callable[[str], object] | None
) -> tuple[list[str], list[str], set[str]]:
    """Make every page, one at a time; those whose text differs from ``out``'s go into
    ``staging``. The names written there, those left as they are, and every name."""
    written: list[str] = []
    kept: list[str] = []
    now: set[str] = set()
    static = [("site.css", (RESOURCES / "site" / "site.css").read_bytes())]
    static += [(f"fonts/{name}", (RESOURCES / "fonts" / name).read_bytes()) for name in FONTS]
    pages = ((name, text.encode("utf-8")) for name, text in _pages(campaign, progress))
    for name, data in itertools.chain(static, pages):
        now.add(name)
        try:
            path = out / name
            if path.is_file() and path.read_bytes() == data:
                kept.append(name)
                continue
            (staging / name).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=out / name, reason=exc.strerror or exc
                )
            ) from None
        write_atomically(staging / name, data, error=PublishError)
        written.append(name)
    return written, kept, now


__all__ = ["MARKER", "PublishError", "Published", "publish_campaign"]

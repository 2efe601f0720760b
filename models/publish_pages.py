"""The pages of a published campaign (:mod:`models.publish`), each made whole from the
database and the Jinja2 templates (``resources/site/templates``), autoescaped, in the language
Muster speaks: the league, its chart (inline SVG), the leaderboards and latest games, a page per
warband, character and game, and the campaign log a page at a time. Games are read a hundred
at a time (:class:`_GamesRead`), so memory stays bounded whatever the campaign's size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import peewee as pw

from i18n import PLURAL, QT_TRANSLATE_NOOP, language, translate
from models.bad_rows import BadRow, unreadable_warriors
from models.campaigns import rules_of
from models.game_log import (
    LogRow,
    corrections_in,
    game_summary,
    log_pages,
    purchases_named,
)
from models.games import GameRow, game_rows, initiative_text
from models.history import CORRECTION
from models.history_text import shown as entry_shown
from models.leaderboards import leaderboards
from models.publish_inputs import (
    KEPT,
    Fresh,
    Page,
    character_digest,
    read_inputs,
    source_key,
)
from models.roster import UNREADABLE_CHARACTER, roster_rows, warband_summaries
from models.standings import standings, standings_over_time
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
    campaign: Campaign,
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
    fresh: Fresh | None = None,
) -> Iterator[Page]:
    """Each page's file name in the folder and its text, one at a time (bounded memory); no
    text for the page of a warrior whose row Muster cannot read (added to ``left_out``).
    With ``fresh``, only the pages it says are needed are made; the others are KEPT."""
    if fresh is not None:
        kept = fresh.all_kept(source_key(campaign))
        if kept is not None:  # the database as it was: not a row read, not a page made
            for name in kept:
                yield name, KEPT, fresh.inputs[name]
            return
    rules = rules_of(campaign)
    inputs = read_inputs(campaign, LOG_PAGE)
    read_games: list[list[GameRow]] = []

    def listed() -> list[GameRow]:  # the games' list, read only when a page shows it
        if not read_games:
            read_games.append(game_rows(campaign))
        return read_games[0]

    needed = (lambda name, digest: True) if fresh is None else fresh.needed
    made_env: list[Any] = []

    def env() -> Any:
        if not made_env:
            made_env.append(_environment())
        return made_env[0]

    def page(template: str, root: str, crumbs: list[tuple[str, str]], **values: Any) -> str:
        # (when the campaign was last changed is said on the front page alone: every other
        # page changes only when what it shows does, so publishing again rewrites only those)
        values.setdefault("as_of", "")
        return str(
            env()
            .get_template(template)
            .render(campaign=campaign, root=root, crumbs=crumbs, **values)
        )

    if needed("index.html", inputs.everything):
        yield "index.html", _front_page(campaign, listed(), page), inputs.everything
    else:
        yield "index.html", KEPT, inputs.everything
    games_title = translate("Site", "Games")
    if needed("games/index.html", inputs.games_list):
        yield (
            "games/index.html",
            page(
                "games.html",
                "../",
                [("index.html", games_title)],
                title=games_title,
                games=listed(),
            ),
            inputs.games_list,
        )
    else:
        yield "games/index.html", KEPT, inputs.games_list
    corrected: dict[int, Any] | None = None
    summaries: dict[int, Any] | None = None
    for wid in sorted(inputs.warbands):
        whole = inputs.warbands[wid]
        group = f"warband:{wid}"
        names = [f"warbands/{wid}.html"] + [
            f"characters/{cid}.html" for cid in inputs.members.get(wid, [])
        ]
        if (
            fresh is not None
            and fresh.inputs.get(group) == whole
            and all(
                name in fresh.inputs and not fresh.needed(name, fresh.inputs[name])
                for name in names
            )
        ):
            fresh.groups[group] = whole
            for name in names:
                yield name, KEPT, fresh.inputs[name]
            continue
        if corrected is None:
            corrected = corrections_in(campaign)
        if summaries is None:
            summaries = {s.warband.id: s for s in warband_summaries(campaign, rules)}
        summary = summaries.get(wid)
        if summary is None:  # (made since the digests were read: the next publish has it)
            continue
        warband = summary.warband
        if progress is not None:
            progress(warband.name)
        roster = roster_rows(warband, rules)
        history_template = env().get_template("history.html")
        if needed(names[0], whole):
            entries = list(
                _entries((HistoryEntry.warband == warband) & HistoryEntry.character.is_null())
            )
            history = history_template.render(entries=_history_lines(entries, corrected))
            yield (
                names[0],
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
                whole,
            )
        else:
            yield names[0], KEPT, whole
        by_id = {row.character_id: row for row in roster}
        members = rows_or_stand_ins(
            Character.select().where(Character.warband == warband), UNREADABLE_CHARACTER
        )
        whole_made = True
        if any(is_stand_in(member) for member in members):
            # his page cannot be made: the site keeps the one published before, if any
            bad = [b for b in unreadable_warriors(campaign) if b.warband_id == warband.id]
            left_out.extend(bad)
            whole_made = False
            for member in members:
                if is_stand_in(member):
                    yield f"characters/{member.id}.html", None, None
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
            name = f"characters/{character.id}.html"
            line = by_id.get(character.id)
            status = translate("Site", STATUSES.get(character.status, character.status))
            shown = character_digest(
                inputs.common,
                sorted(character.__data__.items()),
                warband.id,
                warband.name,
                summary.colour,
                status,
                profile.name if profile else character.profile,
                line,
                entries,
                [corrected.get(entry[0]) for entry in entries],
            )
            if not needed(name, shown):
                yield name, KEPT, shown
                continue
            yield (
                name,
                page(
                    "character.html",
                    "../",
                    [(f"../warbands/{warband.id}.html", warband.name)],
                    title=character.name,
                    character=character,
                    status=status,
                    warband=warband.name,
                    profile=profile.name if profile else character.profile,
                    row=line,
                    colour=summary.colour,
                    history=_markup(
                        history_template.render(entries=_history_lines(entries, corrected))
                    ),
                ),
                shown,
            )
        if fresh is not None and whole_made:
            fresh.groups[group] = whole
    kept_games = 0
    for gid, number in inputs.numbers.items():
        name = f"games/{number}.html"
        if not needed(name, inputs.games[gid]):
            kept_games += 1
            yield name, KEPT, inputs.games[gid]
    todo = (
        []
        if kept_games == len(inputs.numbers)  # (the games' list read only when a page is made)
        else [
            row
            for row in listed()
            if row.game_id in inputs.games
            and needed(f"games/{row.number}.html", inputs.games[row.game_id])
        ]
    )
    for start in range(0, len(todo), GAMES_READ):
        batch = _GamesRead(rules, todo[start : start + GAMES_READ])
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
                inputs.games.get(row.game_id),
            )
    pages = len(inputs.log)
    if all(not needed(f"log/{n}.html", inputs.log[n - 1]) for n in range(1, pages + 1)):
        for number in range(1, pages + 1):
            yield f"log/{number}.html", KEPT, inputs.log[number - 1]
        return
    if corrected is None:
        corrected = corrections_in(campaign)
    read = log_pages(campaign, LOG_PAGE, corrected)
    for number in range(1, pages + 1):
        rows: list[LogRow] = next(read, [])
        name, digest = f"log/{number}.html", inputs.log[number - 1]
        if not needed(name, digest):
            yield name, KEPT, digest
            continue
        yield (
            name,
            page(
                "log.html",
                "../",
                [("1.html", translate("Site", "Campaign log"))],
                title=translate("Site", "Campaign log"),
                rows=rows,
                page=number,
                pages=pages,
            ),
            digest,
        )


def _front_page(campaign: Campaign, games: list[GameRow], page: Callable[..., str]) -> str:
    """The league: its standings and chart, the leaderboards and the latest games."""
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
    numbers, lines = standings_over_time(campaign)
    boards = leaderboards(campaign)
    return page(
        "index.html",
        "",
        [],
        title=translate("Site", "League"),
        as_of=as_of,
        settings=_settings_words(campaign),
        standings=standings(campaign),
        chart=_chart(numbers, lines),
        legend=[(line.name, line.colour if _colour(line.colour) else "#888888") for line in lines],
        boards=[
            (translate("Site", "Most kills"), boards.kills),
            (translate("Site", "Most games"), boards.games),
            (translate("Site", "Most games survived"), boards.survived),
        ]
        + ([(translate("Site", "Most XP earned"), boards.xp)] if boards.xp is not None else []),
        games=games[:LATEST],
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
    # (the battle report reads the log as the tracker keeps it: loaded when a game's page
    # is made, not by a publish that makes none)
    from models.battle_report import corrected_log

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

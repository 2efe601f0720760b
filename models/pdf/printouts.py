"""Reading a campaign or one game into a :class:`~models.pdf.sheets.Printout`: the roster
sheets, and the game-night pack with its scenario sheet.

A game not yet recorded lists the characters fielded in it who still exist and are not dead,
as they are now. A recorded game lists everyone fielded as he took the field, kept with the
game when it was recorded (a game recorded before that lists the characters as they are now,
the dead included), and its outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import peewee as pw

from i18n import date_text, translate
from models.campaigns import EXPERIENCE, rules_of, switch
from models.colours import warband_colours
from models.errors import NotFoundError
from models.history import campaign_xp_accounts, xp_accounts
from models.pdf.sheets import (
    PLURAL,
    ROLE_ORDER,
    Line,
    OutcomeLine,
    Printout,
    RosterSheet,
    ScenarioSheet,
    SheetHeader,
    SideSummary,
    beastrider_line,
    caliburn_line,
    lines_of,
    warband_sheet,
)
from models.roster import warband_summaries
from models.store.schema import (
    DEAD,
    UNRECORDED,
    WINNER,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Warband,
)
from rules.experience import Account
from rules.games import BEASTRIDER, GameData
from rules.outcomes import describe
from rules.scenarios import SideSpec, points_check


def roster_printout(
    *, campaign: Campaign, warbands: Sequence[Warband] | None = None, game: Game | None = None
) -> Printout:
    """The roster sheets of ``warbands`` (default: every warband of the campaign).

    Only characters able to play are listed, in roster order. Given a ``game``, the sheets are
    those of its sides (those of ``warbands`` only, if given), each listing the characters
    fielded in it, with the scenario, date and points in the header.
    """
    rules = rules_of(campaign)
    if game is not None:
        if game.campaign_id != campaign.id:
            raise NotFoundError(
                translate("Printout", "Game {number} is not a game of “{campaign}”.").format(
                    number=game.number, campaign=campaign.name
                )
            )
        sheets, _ = game_sheets(campaign, rules, game, warbands)
        title = translate("Printout", "{campaign}: rosters for game {number}").format(
            campaign=campaign.name, number=game.number
        )
    else:
        chosen = (
            list(warbands)
            if warbands is not None
            else list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.name))
        )
        summaries = {s.warband.id: s for s in warband_summaries(campaign, rules)}
        # Each warrior's XP (K6): one query for them all.
        xp = campaign_xp_accounts(campaign) if switch(campaign, EXPERIENCE) else None
        sheets = [
            warband_sheet(
                campaign,
                rules,
                warband,
                summaries[warband.id].describe(rules),
                summaries[warband.id].colour,
                xp,
            )
            for warband in chosen
        ]
        title = translate("Printout", "{campaign}: rosters").format(campaign=campaign.name)
    return Printout(title=title, campaign=campaign.name, rules=rules, sheets=tuple(sheets))


def game_pack_printout(*, game: Game) -> Printout:
    """The game-night pack: the scenario sheet, each side's roster, the quick reference."""
    campaign = game.campaign
    rules = rules_of(campaign)
    sheets, scenario = game_sheets(campaign, rules, game, None)
    return Printout(
        title=translate("Printout", "{campaign}: game {number}, {scenario}").format(
            campaign=campaign.name, number=game.number, scenario=scenario.scenario
        ),
        campaign=campaign.name,
        rules=rules,
        sheets=tuple(sheets),
        scenario=scenario,
        quick_reference=True,
    )


def _points_text(rules: GameData, points: int, fielded: int) -> str:
    if rules.id == BEASTRIDER:
        return translate("Printout", "%n character(s)", None, PLURAL, fielded)
    return translate("Printout", "%n point(s)", None, PLURAL, points)


def game_sheets(
    campaign: Campaign, rules: GameData, game: Game, only: Sequence[Warband] | None
) -> tuple[list[RosterSheet], ScenarioSheet]:
    """The sides' sheets and the scenario sheet of ``game``, in five queries at most (six
    with experience on).

    A game not yet recorded lists the characters fielded in it who still exist and are not
    dead, as they are now, with their XP (K6) when the campaign has experience on. A recorded
    game lists everyone fielded as he took the field (kept with the game when it was
    recorded, without his XP then, which was not kept; a game recorded before that was kept
    lists the characters as they are now, the dead included, XP too), with the outcome.
    """
    # Only a game's sheets need these (and the tracker's rules with them): not the rosters.
    from models.games import initiative_text

    sides = sorted(
        GameSide.select(GameSide, Warband).join(Warband).where(GameSide.game == game),
        key=lambda side: (ROLE_ORDER.get(side.role, 2), side.id),
    )
    fielded = list(
        GameCharacter.select(GameCharacter, Character)
        .join(Character, pw.JOIN.LEFT_OUTER)
        .where(GameCharacter.game == game)
        .order_by(Character.position, Character.id, GameCharacter.id)
    )
    recorded = game.result != UNRECORDED
    details = game.details if isinstance(game.details, dict) else {}
    snapshots = details.get("fielded")
    kept = snapshots if recorded and isinstance(snapshots, dict) else {}
    by_side: dict[int, list[Character]] = {side.id: [] for side in sides}
    now: list[Character] = []  # read as they are now: their kit comes from the database
    played: dict[int, Character] = {}  # GameCharacter id -> as he took the field
    for row in fielded:
        snapshot = kept.get(str(row.id))
        if snapshot is not None:
            played[row.id] = _as_fielded(snapshot)
        elif row.character_id is not None and (recorded or row.character.status != DEAD):
            played[row.id] = row.character
            now.append(row.character)
        else:
            continue
        by_side.setdefault(row.side_id, []).append(played[row.id])
    lines = _lines_for(rules, played, now, kept, fielded)
    if now and switch(campaign, EXPERIENCE):
        # Those read as they are now, with their XP now: one query for them all.
        accounts = xp_accounts([c.id for c in now])
        for character in now:
            lines[id(character)] = replace(
                lines[id(character)], xp=accounts.get(character.id, Account())
            )

    scenario = rules.scenarios.get(game.scenario)
    scenario_name = (
        scenario.name
        if scenario
        else translate("Printout", "{scenario} (unknown scenario)").format(scenario=game.scenario)
    )
    summaries: list[SideSummary] = []
    sheets: list[RosterSheet] = []
    wanted = None if only is None else {w.id for w in only}
    colours = warband_colours(campaign.id)
    for side in sides:
        characters = by_side[side.id]
        points = sum(
            rules.profiles[c.profile].points for c in characters if c.profile in rules.profiles
        )
        summaries.append(
            SideSummary(side.warband.name, side.warband.player, side.role, len(characters), points)
        )
        if wanted is not None and side.warband_id not in wanted:
            continue
        header = SheetHeader(
            campaign=campaign.name,
            game_name=rules.name,
            warband=side.warband.name,
            player=side.warband.player,
            game_number=game.number,
            scenario=scenario_name,
            played_on=game.played_on,
            points=_points_text(rules, points, len(characters)),
            role=side.role,
            colour=colours.get(side.warband_id, ""),
        )
        sheets.append(RosterSheet(header, tuple(lines[id(c)] for c in characters)))

    check = points_check(
        rules,
        game.scenario,
        [SideSpec(side.role, tuple(c.profile for c in by_side[side.id])) for side in sides],
        game.points_limit,
    )
    sheet = ScenarioSheet(
        header=SheetHeader(
            campaign=campaign.name,
            game_name=rules.name,
            game_number=game.number,
            scenario=scenario_name,
            played_on=game.played_on,
        ),
        number=game.number,
        scenario=scenario_name,
        text=scenario.text if scenario else "",
        played_on=game.played_on,
        points_limit=game.points_limit,
        follows=_follows(rules, game),
        sides=tuple(summaries),
        problems=(
            *(() if recorded else (*check.errors, *check.warnings)),
            *_played_over(game, check.over_limit, recorded=recorded),
        ),
        notes=game.notes,
        first=initiative_text(rules, game),
        result=_result(game, sides) if recorded else "",
        outcomes=_outcomes(rules, game, sides, fielded) if recorded else (),
        log=_log(details) if recorded else (),
        log_note=_log_note(game) if recorded else "",
    )
    return sheets, sheet


def _log_note(game: Game) -> str:
    from models.tracker import log_note  # only a game's sheets need the tracker

    return log_note(game)


def _log(details: dict) -> tuple[str, ...]:
    """The log a game played at the table keeps once recorded (models.tracker)."""
    from rules.tracker_log import line as log_line  # only a game's sheets need the tracker

    logged = details.get("log")
    entries = logged if isinstance(logged, list) else []
    return tuple(
        log_line(entry["turn"], entry["text"])
        for entry in entries
        if isinstance(entry, dict) and "turn" in entry and "text" in entry
    )


def _played_over(game: Game, over_limit: Sequence[str], *, recorded: bool) -> tuple[str, ...]:
    """The note that the players agreed to play over the points limit, if they did: while the
    game is not recorded, only as long as a side is still over it."""
    if (game.details or {}).get("over_limit") and (recorded or over_limit):
        return (translate("Printout", "The players agreed to play over the points limit."),)
    return ()


def _as_fielded(snapshot: dict) -> Character:
    """A character as he took the field, from what the game kept (never saved)."""
    return Character(
        name=snapshot.get("name", ""),
        profile=snapshot.get("profile", ""),
        options=list(snapshot.get("options") or []),
        upgrades=list(snapshot.get("upgrades") or []),
        injuries=dict(snapshot.get("injuries") or {}),
        gold=snapshot.get("gold", 0),
        notes=snapshot.get("notes", ""),
    )


def _lines_for(
    rules: GameData,
    played: dict[int, Character],
    now: Sequence[Character],
    kept: dict,
    fielded: Sequence[GameCharacter],
) -> dict[int, Line]:
    """Each printed character's line, by ``id()`` of the character object: those read now
    with their kit in one query, those kept with the game with the kit they took."""
    lines = dict(zip([id(c) for c in now], lines_of(rules, now), strict=True))
    for row in fielded:
        snapshot = kept.get(str(row.id))
        if snapshot is None or row.id not in played:
            continue
        character = played[row.id]
        if rules.id == BEASTRIDER:
            lines[id(character)] = beastrider_line(rules, character)
        else:
            profile = rules.profiles.get(character.profile)
            bought = list(snapshot.get("items") or [])
            for item in profile.fixed_items if profile else ():
                if item in bought:
                    bought.remove(item)
            lines[id(character)] = caliburn_line(rules, character, bought)
    return lines


def _result(game: Game, sides: Sequence[GameSide]) -> str:
    if game.result == WINNER:
        winner = next((s.warband.name for s in sides if s.warband_id == game.winner_id), None)
        if winner:
            return translate("Printout", "{warband} won").format(warband=winner)
        return translate("Printout", "Won by a warband since deleted")
    return translate("Printout", "A draw")


def _outcomes(
    rules: GameData, game: Game, sides: Sequence[GameSide], fielded: Sequence[GameCharacter]
) -> tuple[OutcomeLine, ...]:
    """Each fielded character's part in the game, side by side, the relic carrier said."""
    names = {row.id: row.name for row in fielded}
    carrier = (game.details or {}).get("relic_carrier")
    lines = []
    for side in sides:
        for row in sorted((r for r in fielded if r.side_id == side.id), key=lambda r: r.id):
            text = describe(rules, row.outcome or {}, names)
            if row.id == carrier:
                text = translate("Printout", "{outcome}, carried off the relic").format(
                    outcome=text
                )
            lines.append(OutcomeLine(side.warband.name, row.name, text))
    return tuple(lines)


def _follows(rules: GameData, game: Game) -> str:
    """'Game 2, Pitched Battle, played 2024-03-01' for the game this one follows, or ''."""
    if game.follows_id is None:
        return ""
    before = Game.get_by_id(game.follows_id)  # deleting a game clears follows (SET NULL)
    scenario = rules.scenarios.get(before.scenario)
    name = scenario.name if scenario else before.scenario
    if before.played_on:
        return translate("Printout", "Game {number}, {scenario}, played {date}").format(
            number=before.number, scenario=name, date=date_text(before.played_on)
        )
    return translate("Printout", "Game {number}, {scenario}").format(
        number=before.number, scenario=name
    )

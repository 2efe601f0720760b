"""What a campaign's recorded games add up to, kept per campaign and moved game by game.

The league table, the standings chart and the leaderboards all add up the same facts of each
recorded game: its number, result and winner, the warbands of its sides, and each fielded
character's warband, whether he died and who killed him. :func:`league` reads those facts
once per campaign and keeps them, with their sums, on the connection that read them:

- nothing written since (:func:`models.store.kept.change_stamp`): what is kept is what shows;
- written since only by this connection's recorded changes (a game recorded or corrected, an
  undo, a redo, a deletion: :func:`models.store.kept.written_since`): the games those changes
  touched are read again, their old facts taken out of the sums and their new ones added, and
  the characters and warbands they touched read again;
- anything else (another connection's commit, a write outside ``models/changes.py``, a change
  of who may read what, a table these sums do not know): everything is read afresh.

So after a recorded game, two statements read that game; the sums never walk the campaign's
other games. A kill counts in the game it was made in: the victim's ``killed_by`` names a
fielding of his own game (the import and the tracker write no other).
"""

from __future__ import annotations

import heapq
from collections import Counter, OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any, cast

import peewee as pw

from models.store import kept
from models.store.connection import in_campaign, json_true, json_value
from models.store.schema import (
    DRAW,
    UNRECORDED,
    WINNER,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Warband,
)
from rules.outcomes import BOOL, DEATHS, shape_of

POINTS_FOR_WIN = 2
POINTS_FOR_DRAW = 1

# Tables whose rows these sums read (a change to them is followed row by row), and tables
# they never read (a change to them leaves the sums as they are). A change to any other
# table (who may read what, above all) reads everything afresh.
FOLLOWED = frozenset({"game", "game_side", "game_character", "character", "warband"})
UNREAD = frozenset(
    {
        "campaign",
        "purchase",
        "history_entry",
        "tracked_game",
        "tracked_character",
        "tracker_entry",
        "game_report",
        "report_event",
    }
)
FEW = 200  # games read again by id at most; more: the campaign's every game, in one query


def died(rules_id: str) -> pw.Expression:
    """Whether a fielded character's outcome is a death, as SQL: the outcome's death field,
    as rules/outcomes.py declares it, holds a death (K2)."""
    shape = shape_of(rules_id)
    death = shape.field(shape.death)
    if death.kind == BOOL:
        return json_true(GameCharacter.outcome, death.key)
    value = json_value(GameCharacter.outcome, death.key)
    # json_value builds a function, a cast or a node list: each a column, typed as a node
    assert isinstance(value, pw.ColumnBase)
    return value.in_([choice for choice in death.values if choice in DEATHS])


@dataclass(frozen=True, slots=True)
class Fielding:
    """One character fielded in a recorded game."""

    id: int
    warband: int  # his side's warband
    character: int | None  # None: deleted since
    died: bool
    killed_by: int | None  # the killer's fielding id, as his outcome names it


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What one recorded game adds to the league."""

    number: int
    result: str
    winner: int | None
    sides: tuple[tuple[int, int], ...]  # (side id, warband id)
    fielded: tuple[Fielding, ...] = ()

    def points(self, warband: int) -> int:
        """The league points this game gave ``warband`` (each side of it, if several)."""
        if self.result == DRAW:
            each = POINTS_FOR_DRAW
        elif self.result == WINNER and self.winner == warband:
            each = POINTS_FOR_WIN
        else:
            return 0
        return each * sum(1 for _side, w in self.sides if w == warband)


def _killed_by(value: object) -> int | None:
    """A ``killed_by`` as the database gives it: a fielding's id, or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    return None


@dataclass
class League:
    """What one connection keeps of one campaign: the facts of its recorded games and their
    sums. The sums are moved by each game read again (:meth:`_add` with -1, then +1)."""

    conn: object
    stamp: Any
    warbands: dict[int, tuple[str, str]] = field(default_factory=dict)  # id: (name, player)
    characters: dict[int, tuple[str, str, int]] = field(
        default_factory=dict
    )  # name, status, warband
    games: dict[int, GameFacts] = field(default_factory=dict)
    sides_of: dict[int, int] = field(default_factory=dict)  # side id: game id
    fielded_in: dict[int, int] = field(default_factory=dict)  # fielding id: game id
    # by warband: played, won, drawn, kills, losses
    table: dict[int, list[int]] = field(default_factory=dict)
    # by character: games played, games lived through, kills
    played: Counter[int] = field(default_factory=Counter)
    survived: Counter[int] = field(default_factory=Counter)
    kills: Counter[int] = field(default_factory=Counter)
    shown: dict[Any, Any] = field(default_factory=dict)  # what the readers made of it
    # The chart's points, kept as games are read again (:meth:`over_time`): the recorded
    # games in order (by number, then id), their numbers, each warband's points after each.
    # None: to be worked out again whole. Lists once given out are never changed in place.
    order: list[int] | None = None
    numbers: list[int] = field(default_factory=list)
    lines: dict[int, list[int]] = field(default_factory=dict)
    position: dict[int, int] = field(default_factory=dict)  # game id: its place in order
    # The leaderboards as last worked out, by (board, top): (-count, name, id) of each line;
    # and the characters whose counts, names or warbands moved since (:meth:`top`).
    tops: dict[tuple[str, int], list[tuple[int, str, int]]] = field(default_factory=dict)
    pending: dict[tuple[str, int], set[int]] = field(default_factory=dict)

    def _add(self, facts: GameFacts, sign: int) -> None:
        for _side, warband in facts.sides:
            row = self.table.setdefault(warband, [0, 0, 0, 0, 0])
            row[0] += sign
            if facts.result == DRAW:
                row[2] += sign
            elif facts.result == WINNER and facts.winner == warband:
                row[1] += sign
        by_id = {f.id: f for f in facts.fielded}
        for fielding in facts.fielded:
            character = fielding.character
            if character is not None:
                self.played[character] += sign
                if not fielding.died:
                    self.survived[character] += sign
            if fielding.died:
                self.table.setdefault(fielding.warband, [0, 0, 0, 0, 0])[4] += sign
            killer = by_id.get(fielding.killed_by) if fielding.killed_by is not None else None
            if killer is not None:
                self.table.setdefault(killer.warband, [0, 0, 0, 0, 0])[3] += sign
                if killer.character is not None:
                    self.kills[killer.character] += sign

    def put(self, game_id: int, facts: GameFacts | None) -> None:
        """The game's facts as they now are (None: no recorded game of the campaign)."""
        old = self.games.pop(game_id, None)
        self._place(game_id, old, facts)
        for was in (old, facts):
            self._moved(f.character for f in (was.fielded if was else ()) if f.character)
        if old is not None:
            self._add(old, -1)
            for side, _warband in old.sides:
                self.sides_of.pop(side, None)
            for fielding in old.fielded:
                self.fielded_in.pop(fielding.id, None)
        if facts is not None:
            self.games[game_id] = facts
            self._add(facts, +1)
            for side, _warband in facts.sides:
                self.sides_of[side] = game_id
            for fielding in facts.fielded:
                self.fielded_in[fielding.id] = game_id

    def _place(self, game_id: int, old: GameFacts | None, new: GameFacts | None) -> None:
        """Keep the chart's order of games as ``game_id`` goes from ``old`` to ``new``: in
        its place (a correction), added after the last (a game recorded), or else to be
        worked out again whole."""
        if self.order is None:
            return
        if old is not None and new is not None and old.number == new.number:
            # in its place: each of its warbands' points move by the same from it on
            at = self.position[game_id]
            for warband in {w for _s, w in (*old.sides, *new.sides)}:
                moved = new.points(warband) - old.points(warband)
                line = self.lines.get(warband)
                if moved and line is not None:
                    self.lines[warband] = line[:at] + [value + moved for value in line[at:]]
            return
        if old is None and new is not None:
            last = self.order[-1] if self.order else None
            if last is None or (self.games[last].number, last) < (new.number, game_id):
                self.position[game_id] = len(self.order)
                self.order = [*self.order, game_id]
                self.numbers = [*self.numbers, new.number]
                self.lines = {
                    w: [*line, (line[-1] if line else 0) + new.points(w)]
                    for w, line in self.lines.items()
                }
                return
        self.order = None

    # --- reading -------------------------------------------------------------------------

    def read_warbands(self, campaign: Campaign) -> None:
        query = (
            Warband.select(Warband.id, Warband.name, Warband.player)
            .where(Warband.campaign == campaign)
            .tuples()
        )
        rows = cast(Iterable[tuple[int, str, str]], query)  # as .tuples() gives them
        self.warbands = {wid: (name, player) for wid, name, player in rows}

    def read_characters(self, campaign: Campaign, ids: Iterable[int] | None = None) -> None:
        """The campaign's characters (or those of ``ids``, read again)."""
        query = (
            Character.select(Character.id, Character.name, Character.status, Character.warband)
            .join(Warband)
            .where(Warband.campaign == campaign)
        )
        if ids is not None:
            wanted = list(ids)
            for character in wanted:
                self.characters.pop(character, None)
            query = query.where(Character.id.in_(wanted))
        rows = cast(Iterable[tuple[int, str, str, int]], query.tuples())
        for cid, name, status, warband in rows:
            self.characters[cid] = (name, status, warband)

    def read_games(self, campaign: Campaign, ids: Iterable[int] | None = None) -> None:
        """The facts of the campaign's recorded games (or of the games ``ids``, read
        again: one no longer recorded, or not the campaign's, leaves the sums). Two
        queries."""
        recorded = (Game.campaign == campaign) & (Game.result != UNRECORDED)
        wanted = None if ids is None else list(ids)
        if wanted is not None:
            recorded &= Game.id.in_(wanted)
        games_query = (
            Game.select(
                Game.id, Game.number, Game.result, Game.winner, GameSide.id, GameSide.warband
            )
            .join(
                GameSide,
                pw.JOIN.LEFT_OUTER,
                on=((GameSide.game == Game.id) & in_campaign(campaign, GameSide)),
            )
            .where(recorded)
            .order_by(Game.id, GameSide.id)
            .tuples()
        )
        facts: dict[int, GameFacts] = {}
        sides: dict[int, list[tuple[int, int]]] = {}
        rows = cast(Iterable[tuple[int, int, str, int | None, int | None, int | None]], games_query)
        for game_id, number, result, winner, side, warband in rows:
            if game_id not in facts:
                facts[game_id] = GameFacts(number, result, winner, ())
                sides[game_id] = []
            if side is not None and warband is not None:
                sides[game_id].append((side, warband))
        fielded: dict[int, list[Fielding]] = {}
        killer = json_value(GameCharacter.outcome, "killed_by", integer=True)
        if isinstance(killer, pw.Function):
            killer = killer.coerce(False)  # as SQLite gives it, not read as the JSON column
        if facts:
            fieldings = (
                GameCharacter.select(
                    GameCharacter.id,
                    GameCharacter.game,
                    GameSide.warband,
                    GameCharacter.character,
                    died(campaign.game),
                    killer,
                )
                .join(GameSide)
                .switch(GameCharacter)
                .join(Game)
                .where(recorded & in_campaign(campaign, GameCharacter, GameSide))
                .order_by(GameCharacter.id)
                .tuples()
            )
            fielding_rows = cast(
                Iterable[tuple[int, int, int, int | None, object, object]], fieldings
            )
            for fid, game_id, warband, character, dead, named in fielding_rows:
                fielded.setdefault(game_id, []).append(
                    Fielding(fid, warband, character, bool(dead), _killed_by(named))
                )
        for game_id in wanted if wanted is not None else ():
            if game_id not in facts:
                self.put(game_id, None)
        for game_id, found in facts.items():
            self.put(
                game_id,
                GameFacts(
                    found.number,
                    found.result,
                    found.winner,
                    tuple(sides[game_id]),
                    tuple(fielded.get(game_id, ())),
                ),
            )

    def follow(self, campaign: Campaign, changes: list[Any]) -> bool:
        """Move the sums by what ``changes`` (recorded row changes, in order) wrote; False
        when they wrote what is not followed row by row (then read everything afresh)."""
        games: set[int] = set()
        characters: set[int] = set()
        warbands = False
        for change in changes:
            table = change.model._meta.table_name
            if table in UNREAD:
                continue
            if table not in FOLLOWED:
                return False
            if table == "game":
                games.add(change.row_id)
            elif table == "character":
                characters.add(change.row_id)
            elif table == "warband":
                warbands = True
            else:
                known = self.sides_of if table == "game_side" else self.fielded_in
                if change.row_id in known:
                    games.add(known[change.row_id])
                for values in (change.before, change.after):
                    game = (values or {}).get("game")
                    if isinstance(game, int):
                        games.add(game)
        if len(games) > FEW or len(characters) > FEW:
            return False
        if warbands:
            had = set(self.warbands)
            self.read_warbands(campaign)
            if set(self.warbands) != had:
                self.order = None
                self.tops.clear()
        if characters:
            self.read_characters(campaign, characters)
            self._moved(characters)
        if games:
            self.read_games(campaign, games)
        self.shown.clear()
        return True

    # --- what the screens show -----------------------------------------------------------

    def over_time(self) -> tuple[list[int], dict[int, list[int]]]:
        """The recorded games' numbers in order, and each warband's points after each: kept
        as games are read again, worked out whole when their order changed."""
        if self.order is None or set(self.lines) != set(self.warbands):
            games = self.games
            self.order = sorted(games, key=lambda g: (games[g].number, g))
            self.position = {game_id: at for at, game_id in enumerate(self.order)}
            self.numbers = [games[g].number for g in self.order]
            self.lines = {
                warband: list(accumulate(games[g].points(warband) for g in self.order))
                for warband in self.warbands
            }
        return self.numbers, self.lines

    def _key(self, counts: Counter[int], cid: int) -> tuple[int, str, int] | None:
        """Where a character stands on a board: (-count, name, id); None: not on it (no
        count, or no longer in the campaign)."""
        value = counts.get(cid, 0)
        found = self.characters.get(cid)
        if value <= 0 or found is None or found[2] not in self.warbands:
            return None
        return (-value, found[0], cid)

    def top(self, board: str, top: int) -> list[tuple[int, int]]:
        """The ``top`` characters of ``board`` ("kills", "played", "survived") by count,
        ties by name then id: (character id, count) of those still in the campaign with a
        count above nought.

        Kept between games: when no character on the board as last worked out moved down
        (a lower count, a later name, gone), the new board is the best of those on it and
        the characters that moved; otherwise every character is looked at again."""
        counts: Counter[int] = getattr(self, board)
        kept = self.tops.get((board, top))
        found: list[tuple[int, str, int]] | None = None
        if kept is not None:
            moved = self.pending.get((board, top), set())
            now = {line[2]: self._key(counts, line[2]) for line in kept if line[2] in moved}
            if all(now[c] is not None and now[c] <= line for line in kept if (c := line[2]) in now):  # type: ignore[operator]
                candidates = {line[2] for line in kept} | moved
                found = heapq.nsmallest(
                    top, (k for k in (self._key(counts, c) for c in candidates) if k is not None)
                )
        if found is None:
            found = heapq.nsmallest(
                top, (k for k in (self._key(counts, c) for c in counts) if k is not None)
            )
        self.tops[(board, top)] = found
        self.pending[(board, top)] = set()
        return [(cid, -negative) for negative, _name, cid in found]

    def _moved(self, characters: Iterable[int]) -> None:
        """These characters' counts, names or warbands may have moved: each board kept
        looks at them again."""
        wanted = set(characters)
        for key in self.tops:
            self.pending.setdefault(key, set()).update(wanted)


_KEPT: OrderedDict[Any, League] = OrderedDict()
kept.remember(_KEPT)


def league(campaign: Campaign) -> League:
    """The campaign's league as it now is: kept, moved by what was recorded since, or read
    afresh (module docstring)."""
    stamp = kept.change_stamp()
    which = (campaign.id, campaign.game)
    found = _KEPT.get(which)
    if stamp is None:
        _KEPT.pop(which, None)
        return _afresh(campaign, None, None)
    conn, value = stamp
    if found is not None and found.conn is conn:
        if found.stamp == value:
            _KEPT.move_to_end(which)
            return found
        since = kept.written_since(conn, found.stamp, value)
        _KEPT.pop(which)  # kept again only once it is what the database holds
        if since is not None and found.follow(campaign, since):
            found.stamp = value
            _KEPT[which] = found
            return found
    result = _afresh(campaign, conn, value)
    _KEPT[which] = result
    _KEPT.move_to_end(which)
    while len(_KEPT) > kept.KEPT:
        _KEPT.popitem(last=False)
    return result


def _afresh(campaign: Campaign, conn: object, value: Any) -> League:
    result = League(conn, value)
    result.read_warbands(campaign)
    result.read_characters(campaign)
    result.read_games(campaign)
    return result

"""A ten-year club campaign for benchmarks: big, seeded and reproducible.

24 warbands, 3,000 characters (a third of them dead), 1,200 linked games, 60,000 history
entries and 10,000 purchases, all consistent with what the operations would have written
(outcomes, stored effects, pinned prices, histories), but inserted in bulk so it builds in
seconds.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from typing import Any

import peewee as pw

from models.campaigns import list_campaigns, validate_settings
from models.demo import BIG_NAME
from models.store.connection import bulk_loaded, db
from models.store.schema import (
    ACTIVE,
    DEAD,
    OWNED,
    WINNER,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules.games import CALIBURN, effective_game
from rules.outcomes import blank_outcome

WARBANDS = 24
CHARACTERS = 3_000
DEAD_CHARACTERS = 1_000
GAMES = 1_200
HISTORY = 60_000
PURCHASES = 10_000
FIELDED_PER_SIDE = 8
POINTS_LIMIT = FIELDED_PER_SIDE * 8  # eight champions: every side keeps to it (C11)
SEED = 20261129
# BIG_NAME: models/demo.py (the screenshots know the campaign by it)

PROFILES = [
    {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 8, "move": None},
    {"id": "spearman", "name": "Spearman", "points": 4, "combat_dice": 2, "gold": 10, "move": None},
    {
        "id": "man_at_arms",
        "name": "Man-at-arms",
        "points": 6,
        "combat_dice": 2,
        "gold": 14,
        "move": None,
    },
    {"id": "champion", "name": "Champion", "points": 8, "combat_dice": 3, "gold": 16, "move": None},
]
# Legal kits (C7) that each of these profiles can afford.
KITS = [
    ("spear", "shield", "helmet"),
    ("longsword", "shield", "helmet"),
    ("mace", "hand_axe", "shield"),
    ("mail_suit", "spear", "shield"),
    ("mail_suit", "longsword", "shield"),
]
FIRST = [
    "Aldric",
    "Bryn",
    "Cadoc",
    "Dunstan",
    "Edwy",
    "Fyodor",
    "Gwen",
    "Hild",
    "Ivo",
    "Jory",
    "Kenelm",
    "Leofric",
    "Morcant",
    "Nia",
    "Osric",
    "Peredur",
    "Rhun",
    "Sigeberht",
    "Tegid",
    "Ulric",
    "Wulfric",
    "Ælfgifu",
    "Þórir",
    "Γεώργιος",
]
LAST = [
    "the Bold",
    "of Kent",
    "Ironhand",
    "the Younger",
    "of Gwynedd",
    "Blackshield",
    "the Grey",
    "of Mercia",
    "Longstride",
    "the Red",
]


def _chunks(rows: list[dict[str, Any]], size: int = 500) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


def _insert(model: type[pw.Model], rows: list[dict[str, Any]]) -> None:
    for chunk in _chunks(rows):
        model.insert_many(chunk).execute()
    bulk_loaded(model, len(rows))


def create_big_campaign(seed: int = SEED, *, scale: int = 1) -> Campaign:
    """Build the big campaign in one transaction; the same seed gives the same campaign.
    ``scale`` multiplies its characters, games, history and purchases (not its warbands):
    ``make bench`` imports a campaign three times as big."""
    n_characters, n_dead, n_games = CHARACTERS * scale, DEAD_CHARACTERS * scale, GAMES * scale
    n_history, n_purchases = HISTORY * scale, PURCHASES * scale
    rng = random.Random(seed)
    start = dt.datetime(2016, 1, 9, 18, 0)
    settings = validate_settings(CALIBURN, {"profiles": PROFILES})
    rules = effective_game(CALIBURN, settings)
    taken = {c.name for c in list_campaigns()}
    name, n = BIG_NAME, 1
    while name in taken:
        n += 1
        name = f"{BIG_NAME} ({n})"
    with db.atomic():
        campaign = Campaign.create(name=name, game=CALIBURN, house_rules=settings, created=start)
        history: list[dict[str, Any]] = []

        def log(
            when: dt.datetime,
            kind: str,
            text: str,
            *,
            warband: int,
            character: int | None = None,
            game: int | None = None,
            details: dict[str, Any] | None = None,
        ) -> None:
            history.append(
                {
                    "campaign": campaign.id,
                    "warband": warband,
                    "character": character,
                    "game": game,
                    "kind": kind,
                    "text": text,
                    "details": details or {},
                    "created": when,
                }
            )

        warbands = []
        for w in range(WARBANDS):
            warband = Warband.create(
                campaign=campaign,
                name=f"Warband {w + 1:02d}",
                player=f"Player {w + 1}",
                notes="",
                created=start,
            )
            warbands.append(warband.id)
            log(start, "warband", "Warband raised.", warband=warband.id)

        base_id = (Character.select().order_by(Character.id.desc()).first() or Character(id=0)).id
        characters: list[dict[str, Any]] = []
        roster: dict[int, list[int]] = {w: [] for w in warbands}
        for i in range(n_characters):
            warband_id = warbands[i % WARBANDS]
            profile = PROFILES[rng.randrange(len(PROFILES))]
            cid = base_id + i + 1
            when = start + dt.timedelta(days=i // 3)
            characters.append(
                {
                    "id": cid,
                    "warband": warband_id,
                    "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                    "profile": profile["id"],
                    "status": ACTIVE,
                    "position": len(roster[warband_id]) + 1,
                    "gold": profile["gold"],
                    "options": [],
                    "upgrades": [],
                    "injuries": {},
                    "notes": "",
                    "created": when,
                }
            )
            roster[warband_id].append(cid)
            log(
                when,
                "recruited",
                f"Recruited as {profile['name']} with {profile['gold']} gp.",
                warband=warband_id,
                character=cid,
                details={"profile": profile["id"], "gold": profile["gold"]},
            )
        by_id = {c["id"]: c for c in characters}

        purchases: list[dict[str, Any]] = []
        order = list(by_id)
        rng.shuffle(order)
        owned: dict[int, set[str]] = {cid: set() for cid in order}
        # A kit each, then helmets for those without one, up to the round figure.
        wishes: list[tuple[int, tuple[str, ...]]] = [(cid, rng.choice(KITS)) for cid in order]
        wishes += [(cid, ("helmet",)) for cid in order]
        for cid, kit in wishes:
            character = by_id[cid]
            if len(purchases) >= n_purchases:
                break
            for item in kit:
                if item in owned[cid]:
                    continue
                if len(purchases) >= n_purchases:
                    break
                price = rules.items[item].cost
                if character["gold"] < price:
                    continue
                character["gold"] -= price
                owned[cid].add(item)
                purchases.append(
                    {
                        "character": character["id"],
                        "item": item,
                        "price": price,
                        "status": OWNED,
                        "bought": character["created"],
                        "refund": None,
                        "lost_in": None,
                    }
                )
                log(
                    character["created"],
                    "purchase",
                    f"Bought {rules.items[item].name} for {price} gp ({character['gold']} gp "
                    "left).",
                    warband=character["warband"],
                    character=character["id"],
                    details={"item": item, "price": price},
                )
        _insert(Character, characters)
        _insert(Purchase, purchases)

        alive = {w: list(ids) for w, ids in roster.items()}
        dead_so_far = 0
        previous: int | None = None
        for number in range(1, n_games + 1):
            when = start + dt.timedelta(days=3 * number)
            a, b = rng.sample(warbands, 2)
            scenario = rng.choice(["pitched_battle", "battle_in_the_castle", "capture_the_relic"])
            winner = rng.choice([a, b, None])
            game = Game.create(
                campaign=campaign,
                number=number,
                scenario=scenario,
                played_on=when.date(),
                follows=previous,
                points_limit=POINTS_LIMIT,
                result=WINNER if winner else "draw",
                winner=winner,
                details={},
                notes="",
                created=when,
                recorded=when,
            )
            previous = game.id
            sides = {}
            fielded: list[tuple[int, int, dict[str, Any]]] = []
            for warband_id in (a, b):
                side = GameSide.create(game=game, warband=warband_id, role="")
                sides[warband_id] = side.id
                for cid in rng.sample(
                    alive[warband_id], min(FIELDED_PER_SIDE, len(alive[warband_id]))
                ):
                    fielded.append(
                        (
                            warband_id,
                            cid,
                            {**blank_outcome(CALIBURN), "arm": int(rng.random() < 0.2)},
                        )
                    )
            gc_rows = []
            gc_ids: dict[int, int] = {}
            for warband_id, cid, outcome in fielded:
                row = GameCharacter.create(
                    game=game,
                    side=sides[warband_id],
                    character=cid,
                    name=by_id[cid]["name"],
                    outcome=outcome,
                )
                gc_ids[cid] = row.id
                gc_rows.append((warband_id, cid, outcome, row))
            deaths_due = round(n_dead * number / n_games) - dead_so_far
            effects: dict[str, Any] = {}
            for _ in range(deaths_due):
                victims = [r for r in gc_rows if not r[2]["fate"]]
                victim = rng.choice(victims)
                killers = [r for r in gc_rows if r[0] != victim[0]]
                killer = rng.choice(killers)
                victim[2]["fate"] = "slain"
                victim[2]["killed_by"] = killer[3].id
                GameCharacter.update(outcome=victim[2]).where(
                    GameCharacter.id == victim[3].id
                ).execute()
                by_id[victim[1]]["status"] = DEAD
                alive[victim[0]].remove(victim[1])
                dead_so_far += 1
                log(
                    when,
                    "kill",
                    f"Killed {by_id[victim[1]]['name']}.",
                    warband=killer[0],
                    character=killer[1],
                    game=game.id,
                    details={"victim": by_id[victim[1]]["name"], "victim_id": victim[1]},
                )
                log(
                    when,
                    "death",
                    f"Slain by {by_id[killer[1]]['name']} in game {number}.",
                    warband=victim[0],
                    character=victim[1],
                    game=game.id,
                    details={"killer": by_id[killer[1]]["name"], "fate": "slain"},
                )
            for warband_id, cid, outcome, row in gc_rows:
                result = "a draw" if winner is None else ("won" if winner == warband_id else "lost")
                died = outcome["fate"] == "slain"
                gold = 0 if died else 1 + (1 if winner == warband_id else 0)
                effects[str(row.id)] = {
                    "character": cid,
                    "status_before": ACTIVE,
                    "died": died,
                    "injuries": {},
                    "lost": [],
                    "stashed": [],
                    "gold": gold,
                }
                by_id[cid]["gold"] += gold
                log(
                    when,
                    "game",
                    f"Game {number}: {result}.",
                    warband=warband_id,
                    character=cid,
                    game=game.id,
                    details={"game": number},
                )
                if gold:
                    log(
                        when,
                        "gold",
                        f"Earned {gold} gp.",
                        warband=warband_id,
                        character=cid,
                        game=game.id,
                        details={"gold": gold},
                    )
            Game.update(details={"effects": effects, "relic_carrier": None}).where(
                Game.id == game.id
            ).execute()
            for warband_id in (a, b):
                log(
                    when,
                    "game",
                    f"Game {number}.",
                    warband=warband_id,
                    game=game.id,
                    details={"game": number},
                )
        # Fill up with gold entries (as recorded games write) to the round figure; each
        # adds to the character's gold, so every history adds up.
        while len(history) < n_history:
            character = by_id[rng.choice(order)]
            character["gold"] += 1
            log(
                start + dt.timedelta(days=rng.randrange(3 * n_games)),
                "gold",
                "Earned 1 gp.",
                warband=character["warband"],
                character=character["id"],
                details={"gold": 1},
            )
        for character in characters:
            Character.update(status=character["status"], gold=character["gold"]).where(
                Character.id == character["id"]
            ).execute()
        history.sort(key=lambda h: h["created"])
        _insert(HistoryEntry, history)
        # The games were written one by one: on a server, its planner learns their tables'
        # sizes as this commits, not when its autovacuum comes round (until then, the
        # leaderboards' kills query was planned for empty tables and took minutes).
        bulk_loaded(Warband, WARBANDS)
        bulk_loaded(Game, n_games)
        bulk_loaded(GameSide, 2 * n_games)
        bulk_loaded(GameCharacter, 2 * n_games)
    return campaign

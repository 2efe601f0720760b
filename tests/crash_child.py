"""Records games (or imports, exports, backs up, repairs) in a loop until it is killed: the
child of tests/models/test_crash_safety.py.

    python tests/crash_child.py DATABASE SEED [record]
    python tests/crash_child.py DATABASE SEED import FILE.json   "imported CAMPAIGN"
    python tests/crash_child.py DATABASE SEED export FILE.json   "exported"
    python tests/crash_child.py DATABASE SEED backup FILE        "backed up"
    python tests/crash_child.py DATABASE SEED repair             "broken ...", "repaired"
    python tests/crash_child.py DATABASE SEED repair-commit      "broken ...", "committing",
                                                                  "repaired"
    python tests/crash_child.py DATABASE SEED rosters FILE.pdf   "wrote"
    python tests/crash_child.py DATABASE SEED publish FOLDER     "renamed", "published"
    python tests/crash_child.py DATABASE SEED track CAMPAIGN     "tracked LINE", "took back"

Opens the database (adding the demo campaigns, with lasting injuries on, the first time),
prints "ready", then forever: sets up a game of one of the campaigns ("set up CAMPAIGN
NUMBER") and records it with deaths, kills, wounds, broken gear and gold ("recorded CAMPAIGN
NUMBER"). Each line is flushed as soon as the transaction it reports has been committed.
Warriors are recruited (and kitted out) whenever a warband runs short.

``repair-commit`` repairs as ``repair`` does, and says "committing" as each transaction is
about to commit (the parent kills it then, mid-commit). ``publish`` renames a warband (so
pages change) and publishes the first campaign into FOLDER, again and again.

``track`` plays a game of the campaign numbered CAMPAIGN (0: the first) at the table: the
game being played, resumed where it was, or a new one; "ready N" gives the lines of its log
then, and each change after it is a line: "tracked" and the log's new line, or "took back".
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from models.campaigns import set_house_rules
from models.characters import recruit
from models.demo import create_demo_campaigns
from models.games import SidePlan, able_to_play, create_game, fielded
from models.outcomes import record_outcome
from models.shop import buy_item, kit
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Character, Game, Warband
from rules.games import BEASTRIDER, effective_game
from rules.outcomes import character_state

RECRUITS = {BEASTRIDER: ("infantry", "bear_rider", "stagrider")}
CALIBURN_RECRUIT = "saxon_spearman"  # a profile of the demo campaign's own (C13)
CALIBURN_KIT = ("spear", "shield")


def say(line: str) -> None:
    print(line, flush=True)


def prepare() -> list[Campaign]:
    if not Campaign.select().exists():
        create_demo_campaigns()
    campaigns = list(Campaign.select().order_by(Campaign.id))
    for campaign in campaigns:
        if not campaign.house_rules.get("lasting_injuries"):
            set_house_rules(
                campaign=campaign, house_rules={**campaign.house_rules, "lasting_injuries": True}
            )
    return list(Campaign.select().order_by(Campaign.id))


def reinforce(campaign: Campaign, warband: Warband, rng: random.Random) -> list[Character]:
    """Warriors able to play, recruiting two more when fewer than two are left."""
    able = able_to_play(warband)
    while len(able) < 2:
        if campaign.game == BEASTRIDER:
            profile = rng.choice(RECRUITS[BEASTRIDER])
            recruit(warband=warband, profile=profile, name=f"Recruit {rng.randrange(10**6)}")
        else:
            warrior = recruit(
                warband=warband, profile=CALIBURN_RECRUIT, name=f"Spear {rng.randrange(10**6)}"
            )
            for item in CALIBURN_KIT:
                buy_item(character=Character.get_by_id(warrior.id), item=item)
        able = able_to_play(warband)
    return able


def set_up(campaign: Campaign, rng: random.Random) -> Game:
    warbands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    sides = []
    for warband in warbands[:2]:
        able = reinforce(campaign, warband, rng)
        chosen = rng.sample(able, k=min(len(able), rng.randint(1, 3)))
        sides.append(SidePlan(warband.id, "", tuple(c.id for c in chosen)))
    scenario = "skirmish" if campaign.game == BEASTRIDER else "pitched_battle"
    return create_game(campaign=campaign, scenario=scenario, sides=sides)


def outcome_for(
    campaign: Campaign, character: Character, killer: int | None, rng: random.Random
) -> dict[str, Any]:
    rules = effective_game(campaign.game, campaign.house_rules)
    if campaign.game == BEASTRIDER:
        # The dice he takes the field with: his lasting injuries count (B1, B8).
        dice = character_state(
            rules,
            profile=character.profile,
            options=character.options,
            upgrades=character.upgrades,
            injuries=character.injuries,
        ).dice
        assert dice is not None
        attack, defend = dice
        # Killed only with no defend die left; fled once every attack die is lost, and only
        # then or with no defend die left (B1).
        attack_lost = rng.randint(0, min(1, attack))
        defend_lost = defend if killer is not None else rng.randint(0, min(1, defend))
        may_flee = attack_lost == attack or defend_lost == defend
        return {
            "attack_lost": attack_lost,
            "defend_lost": defend_lost,
            "wounds_inflicted": rng.randint(0, 3),
            "special_used": rng.random() < 0.3,
            "fled": killer is None and (attack_lost == attack or (may_flee and rng.random() < 0.1)),
            "killed": killer is not None,
            "killed_by": killer,
        }
    carried = kit(character)
    breakable = [
        item
        for item in carried
        if item in rules.items
        and rules.items[item].is_weapon
        and rules.items[item].breakage != "never"
    ]
    return {
        "leg": rng.randint(0, 1),
        "arm": rng.randint(0, 1),
        "neck": 0,
        "fate": "slain" if killer is not None else "",
        "killed_by": killer,
        "shield_broken": "shield" in carried and rng.random() < 0.3,
        "weapon_broken": rng.choice(breakable) if breakable and rng.random() < 0.2 else None,
    }


def record(campaign: Campaign, game: Game, rng: random.Random) -> None:
    everyone = fielded(game)
    outcomes = {}
    for gc in everyone:
        opponents = [o.id for o in everyone if o.side_id != gc.side_id]
        killer = rng.choice(opponents) if rng.random() < 0.25 else None
        character = Character.get_by_id(gc.character_id)
        outcomes[gc.id] = outcome_for(campaign, character, killer, rng)
    warbands = sorted({gc.side.warband_id for gc in everyone})
    winner = rng.choice([None, *warbands])
    record_outcome(
        game=game,
        winner=Warband.get_by_id(winner) if winner is not None else None,
        outcomes=outcomes,
    )


def file_operation(path: Path, operation: str, other: Path | None, rng: random.Random) -> None:
    """Import, export, back up, repair, print or publish in a loop, one line after each
    (committed) one."""
    from models import pdf
    from models.campaigns import WarbandEdit, edit_warband
    from models.check import check_database
    from models.exchange import import_campaign, open_campaign_file, write_campaign_file
    from models.publish import publish_campaign
    from models.store.backup import MANUAL, make_backup

    campaign = Campaign.select().order_by(Campaign.id).first()
    if operation == "repair-commit":
        from models.store.connection import MusterSqliteDatabase

        committing = MusterSqliteDatabase.commit

        def commit(self: MusterSqliteDatabase) -> None:
            say("committing")
            committing(self)

        MusterSqliteDatabase.commit = commit  # type: ignore[method-assign]
    say("ready")
    while True:
        if operation == "import":
            assert other is not None
            imported = import_campaign(open_campaign_file(other), db_path=path)
            say(f"imported {imported.id}")
        elif operation == "export":
            assert other is not None
            write_campaign_file(campaign, other)
            say("exported")
        elif operation == "backup":
            assert other is not None  # a folder: each backup a new file in it
            make_backup(path, reason=MANUAL, dest=other)
            say("backed up")
        elif operation == "rosters":
            assert other is not None
            pdf.write_pdf(other, pdf.render_rosters(campaign=campaign))
            say("wrote")
        elif operation == "publish":
            assert other is not None
            warband = Warband.select().where(Warband.campaign == campaign).first()
            name = f"Band {rng.randrange(10**6)}"
            edit_warband(
                warband=warband,
                edit=WarbandEdit(name=name, player=warband.player, notes=warband.notes),
            )
            say("renamed")
            publish_campaign(campaign=Campaign.get_by_id(campaign.id), out=other)
            say("published")
        else:
            victim = rng.choice(list(Character.select(Character.id)))
            Character.update(gold=-rng.randint(1, 50)).where(Character.id == victim.id).execute()
            say(f"broken {victim.id}")
            check_database(repair=True)
            say("repaired")


def play_at_the_table(campaign: Campaign, rng: random.Random) -> None:
    """Play a game of ``campaign`` at the table, change after change, until killed."""
    from models import tracker
    from models.errors import MusterError
    from rules import tracker as t

    game = next(
        (g for g in Game.select().where(Game.campaign == campaign) if tracker.tracked_game(g)),
        None,
    )
    if game is None:
        game = set_up(campaign, rng)
        tracker.start_tracking(game=game, seed=rng.randrange(10**6))
    found = tracker.read_tracking(game)
    assert found is not None
    say(f"ready {len(found.lines)}")
    while True:
        table = tracker.read_tracking(game).table  # type: ignore[union-attr]
        places = list(table.seats)
        who = rng.choice(places)
        foes = [p for p in places if table.seats[p].side != table.seats[who].side]
        by = rng.choice(foes)
        if campaign.game == BEASTRIDER:
            kind, what = rng.choice([(t.LOSE, t.ATTACK), (t.LOSE, t.DEFEND), (t.RESTORE, t.ATTACK),
                                     (t.RESTORE, t.DEFEND), (t.RESTORE, t.DEFEND)])  # fmt: skip
            change = t.Change(kind, who=who, by=by if kind == t.LOSE else None, what=what)
        else:
            wound = rng.choice(t.BODY)
            change = t.Change(t.WOUND, who=who, by=by, what=wound, on=rng.random() < 0.5)
        choice = rng.random()
        try:
            if choice < 0.1:
                tracker.take_back(game=game)
                say("took back")
                continue
            if choice < 0.2:
                made = tracker.roll_for_turn(game=game)
            elif choice < 0.3:
                made = tracker.track(game=game, change=t.Change(t.NEXT_TURN))
            else:
                made = tracker.track(game=game, change=change)
        except MusterError:
            continue  # refused by the rules, or nothing to take back: nothing was written
        say(f"tracked {made}")


def main() -> None:
    path, seed = Path(sys.argv[1]), int(sys.argv[2])
    operation = sys.argv[3] if len(sys.argv) > 3 else "record"
    other = Path(sys.argv[4]) if len(sys.argv) > 4 else None
    rng = random.Random(seed)
    open_database(path)
    campaigns = prepare()
    if operation == "track":
        play_at_the_table(campaigns[int(sys.argv[4])], rng)
    if operation != "record":
        file_operation(path, operation, other, rng)
    say("ready")
    while True:
        campaign = rng.choice(campaigns)
        campaign = Campaign.get_by_id(campaign.id)
        game = set_up(campaign, rng)
        say(f"set up {campaign.id} {game.number}")
        record(campaign, game, rng)
        say(f"recorded {campaign.id} {game.number}")


if __name__ == "__main__":
    main()

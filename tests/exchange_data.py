"""Campaigns for the exchange tests: the demo campaigns after a season of ordinary use.

On top of the demo's played and linked games: a correction of a recorded game with lasting
injuries switched on, a death, an item returned, a retired warrior, an initiative roll, an
upgrade with a special, and a dead character deleted (so games and kill records keep his
name but no longer point at him); a game played at the table and recorded with its log, and
another being played.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import msgspec

from models import campaigns, characters, games, outcomes, shop, tracker, upgrades
from models.records import declarations as declared
from models.records.shape import BY_KEY, LIST, ONE, held_records
from models.store.schema import Campaign, Character, Game, GameCharacter, Purchase, Warband
from rules import tracker as t
from tests.demo_data import demo_campaigns


def gc(game: Game, name: str) -> int:
    return GameCharacter.get((GameCharacter.game == game) & (GameCharacter.name == name)).id


def character(name: str) -> Character:
    return Character.get(Character.name == name)


def warband(campaign: Campaign, name: str) -> Warband:
    return Warband.get((Warband.campaign == campaign) & (Warband.name == name))


def played_campaigns() -> tuple[Campaign, Campaign]:
    """The two demo campaigns (Beastrider Wars, Caliburn's Wrath), used for a season."""
    beastrider, caliburn = demo_campaigns()
    _season_of_caliburn(caliburn)
    _season_of_beastrider(beastrider)
    _played_at_the_table(caliburn, beastrider)
    return Campaign.get_by_id(beastrider.id), Campaign.get_by_id(caliburn.id)


def _season_of_caliburn(campaign: Campaign) -> None:
    settings = copy.deepcopy(campaign.house_rules)
    settings.update(lasting_injuries=True, prices={"helmet": 2}, gold_awards={"kill": 2})
    settings["scenarios"] = [{"id": "bridge", "name": "The Bridge", "text": "Hold it."}]
    campaigns.set_house_rules(campaign=campaign, house_rules=settings)
    first = Game.get((Game.campaign == campaign) & (Game.number == 1))
    # Game 1 corrected: Wulfstan is still slain by Sir Kai; Oswy's wound was to the neck, and
    # Sir Gawain broke his mace.
    outcomes.record_outcome(
        game=first,
        winner=warband(campaign, "Knights of Camelot"),
        outcomes={
            gc(first, "Wulfstan"): {"fate": "slain", "killed_by": gc(first, "Sir Kai")},
            gc(first, "Cai ap Rhys"): {"shield_broken": True, "leg": 1},
            gc(first, "Oswy"): {"neck": 1},
            gc(first, "Sir Gawain"): {"weapon_broken": "mace"},
        },
    )
    third = Game.get((Game.campaign == campaign) & (Game.number == 3))
    # Game 3 corrected: Sir Gawain did not survive his neck wound; Oswy slew him.
    outcomes.record_outcome(
        game=third,
        winner=warband(campaign, "The Green Chapel"),
        relic_carrier=gc(third, "Æthelric"),
        outcomes={
            gc(third, "Sir Gawain"): {"fate": "slain", "killed_by": gc(third, "Oswy")},
            gc(third, "Oswy"): {"leg": 1},
        },
    )
    helmet = Purchase.get(
        (Purchase.character == character("Æthelric")) & (Purchase.item == "helmet")
    )
    shop.return_item(purchase=helmet)
    characters.retire_character(character=character("Cai ap Rhys"))
    # Wulfstan died in game 1; his player tore up the sheet.
    characters.delete_character(character=character("Wulfstan"))
    chapel = warband(campaign, "The Green Chapel")
    recruit = characters.recruit(warband=chapel, profile="saxon_spearman", name="Eadric ᚱᚢᚾ")
    shop.buy_item(character=recruit, item="helmet")  # at the house-rule price
    characters.set_character_notes(character=recruit, notes="Joined after the ford.\nQuiet.")
    camelot = warband(campaign, "Knights of Camelot")
    fifth = games.create_game(
        campaign=campaign,
        scenario="bridge",
        sides=[
            games.SidePlan(camelot.id, "", (character("King Arthur").id,)),
            games.SidePlan(chapel.id, "", (recruit.id,)),
        ],
    )
    outcomes.record_outcome(
        game=fifth,
        winner=camelot,
        outcomes={
            gc(fifth, "Eadric ᚱᚢᚾ"): {"fate": "decapitated", "killed_by": gc(fifth, "King Arthur")}
        },
    )


def _season_of_beastrider(campaign: Campaign) -> None:
    stags = warband(campaign, "Stagriders of Deastir")
    bears = warband(campaign, "Bear Riders of Helles")
    # The organiser switches experience off for an evening, and Maelis learns a special free,
    # as B8 has it; then on again, and he has his XP back (K6).
    settings = dict(campaign.house_rules or {})
    campaigns.set_house_rules(campaign=campaign, house_rules={**settings, "experience": False})
    upgrades.add_upgrade(character=character("Maelis"), kind="special", special="berzerk")
    campaigns.set_house_rules(campaign=campaign, house_rules=settings)
    second = Game.get((Game.campaign == campaign) & (Game.number == 2))
    # Game 2 corrected: Hakon survived; Ulla killed Tovar instead.
    outcomes.record_outcome(
        game=second,
        winner=bears,
        outcomes={
            gc(second, "Tovar"): {
                "defend_lost": 3,
                "killed": True,
                "killed_by": gc(second, "Ulla Greyclaw"),
            },
            gc(second, "Maelis"): {"wounds_inflicted": 3, "special_used": True},
            gc(second, "Hakon"): {"attack_lost": 1},
        },
    )
    characters.delete_character(character=character("Osk"))  # killed in game 1
    roll: dict[str, Any] = games.roll_first_player(
        rules=campaigns.rules_of(campaign),
        sides=("Stagriders of Deastir", "Bear Riders of Helles"),
        rng=random.Random(7),
    )
    games.create_game(
        campaign=campaign,
        scenario="skirmish",
        sides=[
            games.SidePlan(stags.id, "", tuple(c.id for c in games.able_to_play(stags))[:2]),
            games.SidePlan(bears.id, "", tuple(c.id for c in games.able_to_play(bears))[:2]),
        ],
        initiative=roll,
        notes="שלום — a rematch at the ford 🦌",
    )


def place(game: Game, name: str) -> int:
    found = tracker.read_tracking(game)
    assert found is not None
    return next(p for p, seat in found.table.seats.items() if seat.name == name)


def _played_at_the_table(caliburn: Campaign, beastrider: Campaign) -> None:
    """The Beastrider decider (game 3) played at the table and recorded with its log; the
    rematch (game 4) being played, on its second turn. Caliburn's Wrath is left as it was."""
    decider = Game.get((Game.campaign == beastrider) & (Game.number == 3))
    tracker.start_tracking(game=decider, seed=314)
    tracker.roll_for_turn(game=decider)
    nave, brann = place(decider, "Princess Nave Khra"), place(decider, "Brann Ironhide")
    maelis = place(decider, "Maelis")
    tracker.track(game=decider, change=t.Change(t.SPECIAL, who=maelis, what="stag_charge"))
    tracker.track(game=decider, change=t.Change(t.LOSE, who=brann, by=maelis, what="defend"))
    tracker.track(game=decider, change=t.Change(t.ORDER, who=nave, to=maelis))
    tracker.track(game=decider, change=t.Change(t.NEXT_TURN))
    tracker.track(game=decider, change=t.Change(t.LOSE, who=maelis, by=brann, what="attack"))
    prefill = tracker.tracked_outcome(decider)
    assert prefill is not None
    outcomes.record_outcome(
        game=decider, winner=warband(beastrider, "Stagriders of Deastir"), outcomes=prefill.outcomes
    )
    rematch = Game.get((Game.campaign == beastrider) & (Game.number == 4))
    tracker.start_tracking(game=rematch, seed=2718)
    tracking = tracker.read_tracking(rematch)
    assert tracking is not None
    seats = tracking.table.seats
    second, last = list(seats)[1], max(seats)
    tracker.track(game=rematch, change=t.Change(t.LOSE, who=last, what="defend"))
    tracker.track(game=rematch, change=t.Change(t.NEXT_TURN))
    tracker.typed_roll(game=rematch, faces=[[5, 5], [2, 19]])
    tracker.track(game=rematch, change=t.Change(t.FIRST, side=0))
    tracker.track(game=rematch, change=t.Change(t.LOSE, who=second, by=last, what="attack"))


def without_later_fields(document: dict[str, Any], version: int) -> dict[str, Any]:
    """A copy of a campaign file with every field a version after ``version`` added taken out
    of its records (declarations.SINCE), nested ones too, and its ``version`` said: what an
    older Muster wrote of the same campaign, as far as the fields go."""
    older = copy.deepcopy(document)
    older["version"] = version
    _each_later(older, version, lambda record, field, _since: record.pop(field, None))
    return older


def with_later_fields(document: dict[str, Any]) -> dict[str, Any]:
    """A copy of an older campaign file as this Muster writes it: every field a later version
    added given to its records, holding what the declaration says an older record holds."""
    newer = copy.deepcopy(document)
    newer["version"] = declared.VERSION

    def give(record: dict[str, Any], field: str, since: declared.Since) -> None:
        record[field] = copy.deepcopy(since.older)

    _each_later(newer, document["version"], give)
    return newer


def _each_later(
    document: dict[str, Any],
    version: int,
    do: Callable[[dict[str, Any], str, declared.Since], Any],
) -> None:
    """``do`` for each record of ``document`` and each field a version after ``version``
    added to its kind."""
    later: dict[str, dict[str, declared.Since]] = {}
    for (record, field), since in declared.SINCE.items():
        if since.version > version:
            later.setdefault(record, {})[field] = since

    def visit(record: Any, kind: type[msgspec.Struct]) -> None:
        if not isinstance(record, dict):
            return
        for field, (how, inner) in held_records(kind).items():
            held = record.get(field)
            if how == LIST and isinstance(held, list):
                for one in held:
                    visit(one, inner)
            elif how == BY_KEY and isinstance(held, dict):
                for one in held.values():
                    visit(one, inner)
            elif how == ONE:
                visit(held, inner)
        for field, since in later.get(kind.__name__, {}).items():
            do(record, field, since)

    visit(document, declared.Campaign)

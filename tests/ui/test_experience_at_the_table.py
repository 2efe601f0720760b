"""Advances at the table (K6), as the players see them in the tracker: a Caliburn's Wrath
warrior who bought an extra combat die rolls 5d6 on his card and in the fight's odds, and his
card tells his XP while the campaign has experience on."""

from __future__ import annotations

import random

import pytest

from models import campaigns, characters, games, outcomes
from models import tracker as tracking
from models.games import SidePlan
from models.store.schema import Character, Warband
from models.upgrades import advance
from rules.caliburn import combat_odds
from rules.games import CALIBURN
from rules.tracker_odds import caliburn_fight
from tests.ui.test_tracker_ui import caliburn_card, pick, place, play
from ui.language import activate
from ui.main_window import MainWindow
from ui.odds.figures import percent


def _sides(*bands: Warband) -> list[SidePlan]:
    return [SidePlan(b.id, "", tuple(c.id for c in games.able_to_play(b))) for b in bands]


def test_a_caliburn_warrior_who_bought_a_die_rolls_5d6_on_the_tracker(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tracking.random, "SystemRandom", lambda: random.Random(1966))
    campaign = campaigns.create_campaign(name="Camelot", game=CALIBURN)
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    chapel = campaigns.create_warband(campaign=campaign, name="Chapel")
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    characters.recruit(warband=chapel, profile="sir_gawain", name="Wulfstan")
    for _ in range(4):  # four wins: 2 XP each for Kai, 1 for Wulfstan
        won = games.create_game(
            campaign=campaign, scenario="pitched_battle", sides=_sides(camelot, chapel)
        )
        outcomes.record_outcome(game=won, winner=camelot, outcomes={})
    advance(character=Character.get_by_id(kai.id), kind="combat")
    game = games.create_game(
        campaign=campaign, scenario="pitched_battle", sides=_sides(camelot, chapel)
    )
    window.refresh()
    tracker = play(qtbot, window, campaign, game.number)

    kais, wulfstans = caliburn_card(tracker, "Kai"), caliburn_card(tracker, "Wulfstan")
    assert kais.stat_boxes["Combat"].value.text() == "5d6"
    assert wulfstans.stat_boxes["Combat"].value.text() == "3d6"
    assert (
        kais.stat_boxes["Combat"]
        .toolTip()
        .endswith("4d6 of his profile, +1 from his advances (K6)")
    )
    assert "advances" not in wulfstans.stat_boxes["Combat"].toolTip()
    assert kais.name_label.toolTip() == "Sir Kai\nXP: 0 left (8 earned, 8 spent)"
    assert wulfstans.name_label.toolTip() == "Sir Gawain\nXP: 4 left (4 earned, 0 spent)"

    # The fight's odds roll his five dice against Wulfstan's three.
    pick(qtbot, tracker, "Wulfstan", "Kai")
    assert tracker.tracking is not None
    odds = caliburn_fight(
        tracker.rules, tracker.tracking.table, place(tracker, "Kai"), place(tracker, "Wulfstan")
    )
    wins, tie, losses = combat_odds(5, 3, *odds.modifiers)
    assert (odds.attacker_wins, odds.tie, odds.defender_wins) == (wins, tie, losses)
    assert tracker.fight.chance_label.text() == (
        f"Kai wins {percent(wins)} · tie {percent(tie)} · Wulfstan wins {percent(losses)}"
    )

    # In German too.
    activate("de")
    try:
        tracker.reload()
        assert kais.stat_boxes["Combat"].value.text() == "5W6"
        assert (
            kais.stat_boxes["Combat"]
            .toolTip()
            .endswith("4W6 aus seinem Profil, +1 aus seinen Aufstiegen (K6)")
        )
        assert kais.name_label.toolTip().endswith("\nEP: 0 übrig (8 gesammelt, 8 ausgegeben)")
    finally:
        activate("en")

    # Experience switched off: no XP on his card; he keeps the dice he took the field with.
    campaigns.set_house_rules(campaign=campaign, house_rules={"experience": False})
    tracker.reload()
    assert kais.name_label.toolTip() == "Sir Kai"
    assert kais.stat_boxes["Combat"].value.text() == "5d6"

"""The Odds helper: the figures a user sees, checked against odds worked out here by hand or by
enumerating every roll, not by asking the code under test."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from itertools import permutations, product
from math import floor
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from models import characters as character_ops
from models.campaigns import delete_campaign, set_house_rules
from models.store.schema import DEAD, Campaign, Character
from models.upgrades import add_option
from tests.demo_data import demo_campaigns
from ui.dialogs.odds import OddsDialog
from ui.odds.beastrider import CUSTOM, BeastriderOddsPanel, WoundChanceTableModel
from ui.odds.caliburn import CaliburnOddsPanel, InjuryTableModel, WarriorSide
from ui.odds.figures import percent
from ui.undo import Editor

RecordRole = Qt.ItemDataRole.UserRole + 1
D20 = range(1, 21)
D6 = range(1, 7)


# --- independent reckoning ------------------------------------------------------------------


def shown(chance: Fraction) -> str:
    """A percentage with one decimal, rounded half up, as a player would work it out."""
    tenths = floor(chance * 1000 + Fraction(1, 2))
    return f"{tenths / 10:.1f}%"


def brute_wound_chance(attack: int, defend: int, toughness: int) -> Fraction:
    """Every roll of the dice, and every way the defender may cancel (B1): the attack wounds
    when, however he cancels, an attack die at or above the Toughness is left."""
    wounds = total = 0
    for rolls in product(D20, repeat=attack + defend):
        attack_rolls, defend_rolls = rolls[:attack], rolls[attack:]
        total += 1
        stopped = False
        # Each defend die picks a different attack die (or none: index attack) to cancel.
        for targets in permutations(range(attack + defend), defend):
            cancelled = set()
            for die, target in zip(defend_rolls, targets, strict=True):
                if target < attack and attack_rolls[target] <= die:
                    cancelled.add(target)
            left = [r for i, r in enumerate(attack_rolls) if i not in cancelled]
            if not any(r >= toughness for r in left):
                stopped = True
                break
        wounds += not stopped
    return Fraction(wounds, total)


def brute_melee(dice_a: int, dice_b: int, mod_a: int = 0, mod_b: int = 0) -> tuple[Fraction, ...]:
    """Every roll of each side's combat dice, the two sides' rolls paired: highest die plus
    modifier, higher wins (C1). Each side's rolls are counted apart (6^a + 6^b rolls, not
    6^(a+b): a warrior's fifth die made the pairs ten million)."""

    def highest(dice: int, mod: int) -> Counter[int]:
        return Counter(max(rolls) + mod for rolls in product(D6, repeat=dice))

    a_scores, b_scores = highest(dice_a, mod_a), highest(dice_b, mod_b)
    wins = ties = total = 0
    for a, a_count in a_scores.items():
        for b, b_count in b_scores.items():
            pairs = a_count * b_count
            wins += pairs * (a > b)
            ties += pairs * (a == b)
            total += pairs
    return Fraction(wins, total), Fraction(ties, total), Fraction(total - wins - ties, total)


# --- fixtures and helpers -------------------------------------------------------------------


@pytest.fixture
def campaigns(database: Path) -> dict[str, Campaign]:
    beastrider, caliburn = demo_campaigns()
    return {"beastrider": beastrider, "caliburn": caliburn}


def open_odds(qtbot, campaign: Campaign, editor: Editor | None = None) -> OddsDialog:
    dialog = OddsDialog(None, campaign=campaign, editor=editor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.fixture
def beastrider(qtbot, campaigns) -> Iterator[BeastriderOddsPanel]:
    dialog = open_odds(qtbot, campaigns["beastrider"])
    assert isinstance(dialog.panel, BeastriderOddsPanel)
    yield dialog.panel
    dialog.close()


@pytest.fixture
def caliburn(qtbot, campaigns) -> Iterator[CaliburnOddsPanel]:
    dialog = open_odds(qtbot, campaigns["caliburn"])
    assert isinstance(dialog.panel, CaliburnOddsPanel)
    yield dialog.panel
    dialog.close()


def character_key(name: str) -> str:
    return f"character:{Character.get(Character.name == name).id}"


def choose(qtbot, panel, combo, key: str) -> None:
    index = combo.findData(key)
    assert index >= 0, key
    if index == combo.currentIndex():
        return
    with qtbot.waitSignal(panel.updated):
        combo.setCurrentIndex(index)


def pick(qtbot, panel: CaliburnOddsPanel, side: WarriorSide, key: str) -> None:
    choose(qtbot, panel, side.combo, key)


def type_number(qtbot, panel, spin, value: int) -> None:
    """Type a number into a spin box the way a user does: select all, type."""
    if spin.value() == value:
        return
    spin.setFocus()
    spin.selectAll()
    with qtbot.waitSignal(panel.updated):
        qtbot.keyClicks(spin, str(value))
    assert spin.value() == value


def toggle(qtbot, panel, box, on: bool = True) -> None:
    assert box.isEnabled(), box.toolTip()
    assert box.isChecked() != on
    with qtbot.waitSignal(panel.updated):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked() == on


def go_custom(qtbot, panel: BeastriderOddsPanel) -> None:
    for combo in (panel.attacker_combo, panel.defender_combo):
        if combo.currentData() != CUSTOM:
            choose(qtbot, panel, combo, CUSTOM)


def column(model, col: int) -> list[str]:
    return [model.index(r, col).data() for r in range(model.rowCount())]


def records(model) -> list:
    return [model.index(r, 0).data(RecordRole) for r in range(model.rowCount())]


# --- formatting -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("chance", "text"),
    [
        (Fraction(2, 5), "40.0%"),
        (Fraction(1, 16), "6.3%"),  # 6.25 rounds half up
        (Fraction(1, 3), "33.3%"),
        (Fraction(0), "0.0%"),
        (Fraction(1), "100.0%"),
        (Fraction(1, 20**4), "<0.1%"),
        (1 - Fraction(1, 20**4), ">99.9%"),
    ],
)
def test_percentages_have_one_decimal_and_never_hide_a_chance(chance, text) -> None:
    assert percent(chance) == text


# --- The Beastrider Wars --------------------------------------------------------------------


def test_one_die_against_no_defence_is_eight_faces_in_twenty(qtbot, beastrider) -> None:
    go_custom(qtbot, beastrider)
    type_number(qtbot, beastrider, beastrider.attack_spin, 1)
    type_number(qtbot, beastrider, beastrider.defend_spin, 0)
    type_number(qtbot, beastrider, beastrider.toughness_spin, 13)
    # Faces 13 to 20 wound: 8 of 20.
    assert beastrider.chance_label.text() == "40.0%"
    assert beastrider.chance_label.toolTip() == "Exactly 2/5"
    assert "1 attack die" in beastrider.detail_label.text()


def test_small_pools_match_every_roll_and_every_way_to_cancel(qtbot, beastrider) -> None:
    go_custom(qtbot, beastrider)
    type_number(qtbot, beastrider, beastrider.toughness_spin, 13)
    for attack, defend in ((1, 1), (2, 1), (1, 2)):
        type_number(qtbot, beastrider, beastrider.attack_spin, attack)
        type_number(qtbot, beastrider, beastrider.defend_spin, defend)
        expected = brute_wound_chance(attack, defend, 13)
        assert beastrider.chance_label.text() == shown(expected), (attack, defend)
        assert beastrider.chance_label.toolTip() == f"Exactly {expected}"
    # One die against one: the attack die must be 13+ and beat the defend die.
    assert brute_wound_chance(1, 1, 13) == Fraction(sum(a - 1 for a in range(13, 21)), 400)
    # The table, against 2 defend dice: its first row is the 1-against-2 figure.
    assert beastrider.table_model.index(0, WoundChanceTableModel.COL_CHANCE).data() == shown(
        brute_wound_chance(1, 2, 13)
    )


def test_the_table_shows_what_each_extra_attack_die_buys(qtbot, beastrider) -> None:
    go_custom(qtbot, beastrider)
    type_number(qtbot, beastrider, beastrider.defend_spin, 1)
    type_number(qtbot, beastrider, beastrider.toughness_spin, 13)
    type_number(qtbot, beastrider, beastrider.attack_spin, 2)
    model = beastrider.table_model
    assert column(model, WoundChanceTableModel.COL_DICE) == [str(n) for n in range(1, 11)]
    one, two = brute_wound_chance(1, 1, 13), brute_wound_chance(2, 1, 13)
    assert column(model, WoundChanceTableModel.COL_CHANCE)[:2] == [shown(one), shown(two)]
    gains = column(model, WoundChanceTableModel.COL_GAIN)
    assert gains[0] == f"+{shown(one)[:-1]} percentage points"
    assert gains[1] == f"+{shown(two - one)[:-1]} percentage points"
    chances = [row.chance for row in records(model)]
    assert chances == sorted(chances)  # more dice never hurt
    # The row of the dice this attack rolls is the bold one.
    assert [row.dice for row in records(model) if row.current] == [2]
    assert model.index(1, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert "1 defend die" in beastrider.table_box.title()


def test_stag_charge_adds_two_attack_dice(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.attacker_combo, character_key("Eldric"))
    choose(qtbot, beastrider, beastrider.defender_combo, CUSTOM)
    type_number(qtbot, beastrider, beastrider.defend_spin, 0)
    type_number(qtbot, beastrider, beastrider.toughness_spin, 15)
    assert beastrider.attack_spin.value() == 3  # a stag rider's attack dice
    before = beastrider.chance_label.text()
    # Without defend dice, 3 dice miss a Toughness of 15 only if all show 14 or less.
    assert before == shown(1 - Fraction(14, 20) ** 3)
    toggle(qtbot, beastrider, beastrider.charge_box)
    assert beastrider.chance_label.text() == shown(1 - Fraction(14, 20) ** 5)
    assert float(beastrider.chance_label.text()[:-1]) > float(before[:-1])
    assert "5 attack dice (3 + 2 for Stag Charge)" in beastrider.detail_label.text()
    assert beastrider.attack_spin.value() == 3  # the charge is not a lasting die
    assert [row.dice for row in records(beastrider.table_model) if row.current] == [5]


def test_stag_charge_against_a_defender_raises_the_chance(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.attacker_combo, character_key("Eldric"))
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Brann Ironhide"))
    base = beastrider.chance_label.toolTip()
    toggle(qtbot, beastrider, beastrider.charge_box)
    charged = beastrider.table_model.record(4)  # 5 attack dice
    assert charged.current
    assert beastrider.chance_label.text() == percent(charged.chance)
    assert Fraction(base.removeprefix("Exactly ")) < charged.chance


def test_stag_charge_is_only_for_those_who_have_it(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.attacker_combo, character_key("Hakon"))
    assert not beastrider.charge_box.isEnabled()
    assert "Stag Charge" in beastrider.charge_box.toolTip()
    assert not beastrider.true_shot_box.isEnabled()


def test_true_shot_is_the_no_defend_dice_figure(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.attacker_combo, character_key("Hrashnarr the Hunter"))
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Eldric"))
    assert (beastrider.attack_spin.value(), beastrider.defend_spin.value()) == (3, 3)
    with_defence = beastrider.chance_label.text()
    toggle(qtbot, beastrider, beastrider.true_shot_box)
    true_shot = beastrider.chance_label.text()
    # A stag rider's Toughness is 13: three dice, each wounding on 8 faces in 20, none cancelled.
    assert true_shot == shown(1 - Fraction(12, 20) ** 3)
    assert true_shot != with_defence
    assert "no defend dice" in beastrider.detail_label.text()
    # The same as typing no defend dice in by hand.
    toggle(qtbot, beastrider, beastrider.true_shot_box, on=False)
    type_number(qtbot, beastrider, beastrider.defend_spin, 0)
    assert beastrider.chance_label.text() == true_shot


def test_the_shielded_bear_rider_defends_with_four_dice(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.attacker_combo, CUSTOM)
    type_number(qtbot, beastrider, beastrider.attack_spin, 1)
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Brann Ironhide"))
    assert beastrider.defend_spin.value() == 4
    assert beastrider.toughness_spin.value() == 15
    assert beastrider.shield_box.isChecked()
    assert "4 defend dice" in beastrider.detail_label.text()
    # One die against four at Toughness 15: it must show 15+ and beat all four defend dice.
    one_vs_four = sum((Fraction(a - 1, 20) ** 4 for a in range(15, 21)), Fraction(0)) / 20
    assert beastrider.chance_label.text() == shown(one_vs_four)
    toggle(qtbot, beastrider, beastrider.shield_box, on=False)
    assert beastrider.defend_spin.value() == 2
    one_vs_two = sum((Fraction(a - 1, 20) ** 2 for a in range(15, 21)), Fraction(0)) / 20
    assert beastrider.chance_label.text() == shown(one_vs_two)


def test_the_shield_can_be_tried_on_a_bear_rider_only(qtbot, beastrider) -> None:
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Hakon"))
    assert beastrider.defend_spin.value() == 2
    assert not beastrider.shield_box.isChecked()
    toggle(qtbot, beastrider, beastrider.shield_box)
    assert beastrider.defend_spin.value() == 4
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Ulla Greyclaw"))
    assert beastrider.defend_spin.value() == 3  # a bear rider with a defend upgrade
    choose(qtbot, beastrider, beastrider.defender_combo, character_key("Princess Nave Khra"))
    assert not beastrider.shield_box.isEnabled()
    assert beastrider.shield_box.toolTip() == (
        "Princess Nave Khra cannot take a Shield: only Bear Rider may (B4)."
    )


def test_the_dead_are_not_listed(qtbot, campaigns) -> None:
    Character.update(status=DEAD).where(Character.name == "Tovar").execute()
    dialog = open_odds(qtbot, campaigns["beastrider"])
    assert isinstance(dialog.panel, BeastriderOddsPanel)
    combo = dialog.panel.attacker_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert any(name.startswith("Eldric") for name in names)
    assert not any(name.startswith("Tovar") for name in names)
    assert names[0] == "Custom: type the figures"


def test_an_editor_change_reaches_the_open_dialog(qtbot, campaigns) -> None:
    editor = Editor()
    dialog = open_odds(qtbot, campaigns["beastrider"], editor)
    panel = dialog.panel
    assert isinstance(panel, BeastriderOddsPanel)
    choose(qtbot, panel, panel.defender_combo, character_key("Hakon"))
    assert panel.defend_spin.value() == 2
    hakon = Character.get(Character.name == "Hakon")
    with qtbot.waitSignal(panel.updated):
        editor.run("Take Shield", add_option, character=hakon, option="shield")
    assert panel.defend_spin.value() == 4
    assert panel.shield_box.isChecked()


# --- Caliburn's Wrath -----------------------------------------------------------------------


def test_a_warrior_who_bought_an_extra_combat_die_rolls_it_in_the_odds(qtbot, campaigns) -> None:
    """K6: Sir Gawain's advance, an extra combat die, is in his odds: 4d6 against Arthur's 4d6."""
    Character.update(upgrades=[{"kind": "combat"}]).where(Character.name == "Sir Gawain").execute()
    dialog = open_odds(qtbot, campaigns["caliburn"])
    panel = dialog.panel
    assert isinstance(panel, CaliburnOddsPanel)
    pick(qtbot, panel, panel.attacker, character_key("King Arthur"))
    pick(qtbot, panel, panel.defender, character_key("Sir Gawain"))
    assert panel.defender.kit_label.text().startswith("4d6,")
    wins, ties, losses = brute_melee(4, 4)
    assert panel.attacker_wins_label.text() == shown(wins)
    assert panel.tie_label.text() == shown(ties)
    assert panel.defender_wins_label.text() == shown(losses)
    dialog.close()


def test_arthur_against_gawain_shows_the_melee_odds(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Gawain"))
    assert not caliburn.charging_box.isChecked()
    wins, ties, losses = brute_melee(4, 3)
    assert caliburn.attacker_wins_label.text() == shown(wins)
    assert caliburn.tie_label.text() == shown(ties)
    assert caliburn.defender_wins_label.text() == shown(losses)
    assert caliburn.attacker_wins_label.toolTip() == f"Exactly {wins}"
    assert [t.text() for t in caliburn.win_titles] == [
        "King Arthur wins",
        "Tie: no blow struck",
        "Sir Gawain wins",
    ]


def damage_by_hand(bonus: int, protection: int) -> dict[str, Fraction]:
    """C2/C3 for a loser without helmet or shield: 2d6 + bonus - protection on the chart."""
    chart = {5: "leg_wound", 6: "leg_wound", 7: "arm_wound", 8: "arm_wound", 9: "neck_wound"}
    odds: dict[str, Fraction] = {}
    for first, second in product(D6, D6):
        total = first + second + bonus - protection
        if first + second == 12 or total >= 12:
            result = "decapitated"
        elif total >= 10:
            result = "slain"
        else:
            result = chart.get(total, "none")
        odds[result] = odds.get(result, Fraction(0)) + Fraction(1, 36)
    return odds


def test_the_injury_table_uses_the_real_kit(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Gawain"))
    assert caliburn.attacker.weapon_combo.currentText() == "Excalibur"
    assert caliburn.defender.weapon_combo.currentText() == "Bastard Sword"
    model = caliburn.injury_model
    assert column(model, InjuryTableModel.COL_OUTCOME) == [
        "No damage",
        "Saved by his shield",
        "Shield broken",
        "Leg wound",
        "Arm wound",
        "Neck wound",
        "Slain",
        "Decapitated",
    ]
    assert model.headerData(1, Qt.Orientation.Horizontal) == "If King Arthur wins"
    # Excalibur (+2) against Gawain's Mail Suit (1): no helmet, no shield.
    by_hand = damage_by_hand(2, 1)
    rows = records(model)
    for row in rows:
        assert row.attacker_hits == by_hand.get(row.outcome, 0), row.outcome
    assert column(model, InjuryTableModel.COL_ATTACKER_WINS)[1] == "—"  # he has no shield
    # Both columns sum to 100%.
    assert sum(row.attacker_hits for row in rows) == 1
    assert sum(row.defender_hits for row in rows) == 1
    shown_total = sum(
        (
            Fraction(text[:-1])
            for text in column(model, InjuryTableModel.COL_DEFENDER_WINS)
            if text != "—"
        ),
        Fraction(0),
    )
    assert abs(shown_total - 100) <= Fraction(4, 10)  # one decimal per row
    # Gawain's Bastard Sword (+1) against Arthur: a shield save first (1: broken, 2-3: saved).
    by_row = {row.outcome: row.defender_hits for row in rows}
    assert by_row["saved"] == Fraction(2, 6)
    assert by_row["shield_broken"] >= Fraction(1, 6)


def test_taking_the_defender_out_in_one_exchange(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Gawain"))
    wins = brute_melee(4, 3)[0]
    by_hand = damage_by_hand(2, 1)
    out = wins * (by_hand["slain"] + by_hand["decapitated"])
    text = caliburn.take_out_label.text()
    assert text == f"Chance to take Sir Gawain out of the fight in one exchange: {shown(out)}"
    assert caliburn.take_out_label.toolTip() == f"Exactly {out}"


def test_charging_a_spearman_gives_one_not_two(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Gawain"))
    toggle(qtbot, caliburn, caliburn.charging_box)
    assert caliburn.attacker_wins_label.text() == shown(brute_melee(4, 3, 2, 0)[0])
    assert "+2" in caliburn.charge_note.text()
    # spear and shield, and the fifth combat die the demo's Sir Kai bought with his XP (K6)
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Kai"))
    assert caliburn.attacker_wins_label.text() == shown(brute_melee(4, 5, 1, 0)[0])
    assert caliburn.charge_note.text() == "+1 to his score (Sir Kai carries a spear)"
    assert "4d6 +1" in caliburn.scores_label.text()


def test_wounds_lower_the_score(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("Sir Gawain"))
    type_number(qtbot, caliburn, caliburn.attacker.arm_spin, 1)
    type_number(qtbot, caliburn, caliburn.defender.neck_spin, 1)
    expected = brute_melee(4, 3, -1, -2)
    assert caliburn.attacker_wins_label.text() == shown(expected[0])
    assert caliburn.defender_wins_label.text() == shown(expected[2])


def test_a_bare_profile_fights_with_his_dagger(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, "profile:sir_gawain")  # bare: a dagger
    assert caliburn.attacker.weapon_combo.currentText() == "Dagger"
    pick(qtbot, caliburn, caliburn.defender, "profile:sir_kai")
    assert records(caliburn.injury_model)[0].attacker_hits == damage_by_hand(0, 0)["none"]
    assert caliburn.defender.kit_label.text().endswith("kit: dagger only")


def test_the_green_knight_is_never_decapitated(qtbot, caliburn) -> None:
    pick(qtbot, caliburn, caliburn.attacker, character_key("King Arthur"))
    pick(qtbot, caliburn, caliburn.defender, character_key("The Green Knight"))
    assert caliburn.defender.weapon_combo.currentText() == "War Axe"
    rows = {row.outcome: row for row in records(caliburn.injury_model)}
    assert rows["decapitated"].attacker_hits == 0
    decapitated = column(caliburn.injury_model, InjuryTableModel.COL_ATTACKER_WINS)[-1]
    assert decapitated == "—"
    # Excalibur +2 against his natural 2: what would decapitate does nothing at all.
    by_hand = damage_by_hand(2, 2)
    assert rows["none"].attacker_hits == by_hand.get("none", 0) + by_hand["decapitated"]


def test_lasting_wounds_count_when_the_campaign_keeps_them(qtbot, campaigns) -> None:
    campaign = campaigns["caliburn"]
    rules = dict(campaign.house_rules)
    Character.update(injuries={"arm": 1}).where(Character.name == "Sir Gawain").execute()
    dialog = open_odds(qtbot, campaign)
    panel = dialog.panel
    assert isinstance(panel, CaliburnOddsPanel)
    pick(qtbot, panel, panel.defender, character_key("Sir Gawain"))
    assert panel.defender.arm_spin.value() == 0  # lasting injuries are off by default
    set_house_rules(campaign=campaign, house_rules={**rules, "lasting_injuries": True})
    with qtbot.waitSignal(panel.updated):
        dialog.reload()
    assert panel.defender.combo.currentData() == character_key("Sir Gawain")
    assert panel.defender.arm_spin.value() == 1
    pick(qtbot, panel, panel.attacker, character_key("King Arthur"))
    assert panel.attacker_wins_label.text() == shown(brute_melee(4, 3, 0, -1)[0])


def test_a_warrior_deleted_meanwhile_falls_back_to_his_bare_profile(qtbot, campaigns) -> None:
    editor = Editor()
    dialog = open_odds(qtbot, campaigns["caliburn"], editor)
    panel = dialog.panel
    assert isinstance(panel, CaliburnOddsPanel)
    pick(qtbot, panel, panel.defender, character_key("Sir Gawain"))
    gawain = Character.get(Character.name == "Sir Gawain")
    with qtbot.waitSignal(panel.updated):
        editor.run("Delete", character_ops.delete_character, character=gawain)
    assert panel.defender.combo.currentData() == "profile:sir_gawain"
    assert panel.defender.combo.currentText() == "Sir Gawain: bare profile"
    assert panel.defender.kit_label.text().endswith("dagger only")


def test_the_dialog_closes_when_its_campaign_is_deleted(qtbot, campaigns) -> None:
    editor = Editor()
    dialog = open_odds(qtbot, campaigns["beastrider"], editor)
    with qtbot.waitSignal(dialog.finished):
        editor.run("Delete campaign", delete_campaign, campaign=campaigns["beastrider"])
    assert not dialog.isVisible()


def test_the_dialog_is_not_modal(qtbot, campaigns) -> None:
    dialog = open_odds(qtbot, campaigns["caliburn"])
    assert not dialog.isModal()
    assert dialog.windowTitle() == "Odds helper — Demo: Caliburn's Wrath"


# --- the table models -----------------------------------------------------------------------


def test_odds_models_pass_the_model_tester(qtmodeltester, beastrider, caliburn) -> None:
    for model in (beastrider.table_model, caliburn.injury_model):
        assert model.rowCount()
        qtmodeltester.check(model, force_py=True)
        model.set_rows([])
        qtmodeltester.check(model, force_py=True)

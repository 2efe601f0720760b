"""Each game's card in the tracker (:mod:`ui.tracker.cards` holds what every card shares): a
Beastrider character's dice, specials, orders and flight (B1-B5), a Caliburn warrior's wounds,
shield and weapons (C3-C7); :func:`card_for` makes the card of the campaign's game."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from rules import tracker as t
from rules.caliburn_kit import warrior_stats
from rules.data import BEASTRIDER, GameData
from rules.outcomes import breakable_weapons
from rules.tracker_odds import fighting
from ui.text import no_mnemonic, plain_label
from ui.text import tip as as_tip
from ui.tracker.cards import (
    DEATH_BY,
    DEATH_BY_NOBODY,
    Card,
    button,
    pips,
    small_button,
)

# The Beastrider Wars' dice (B1), and Caliburn's Wrath's wounds (C3): each its words.
# What the Combat box means, on hover; a warrior's advances add their dice to it (K6).
COMBAT_MEANING = QT_TRANSLATE_NOOP(
    "TrackerCard", "The dice he rolls in a fight now, and his combat score"
)
DIE_NAMES = {
    t.ATTACK: QT_TRANSLATE_NOOP("TrackerCard", "Attack"),
    t.DEFEND: QT_TRANSLATE_NOOP("TrackerCard", "Defend"),
}
LOSE_TIPS = {
    t.ATTACK: QT_TRANSLATE_NOOP("TrackerCard", "He loses an attack die"),
    t.DEFEND: QT_TRANSLATE_NOOP("TrackerCard", "He loses a defend die"),
}
RESTORE_TIPS = {
    t.ATTACK: QT_TRANSLATE_NOOP("TrackerCard", "He gets an attack die back"),
    t.DEFEND: QT_TRANSLATE_NOOP("TrackerCard", "He gets a defend die back"),
}
DICE_LEFT = {
    t.ATTACK: QT_TRANSLATE_NOOP("TrackerCard", "{left} of {of} attack dice left"),
    t.DEFEND: QT_TRANSLATE_NOOP("TrackerCard", "{left} of {of} defend dice left"),
}
WOUND_TIPS = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerCard", "He takes a leg wound"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerCard", "He takes an arm wound"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerCard", "He takes a neck wound"),
}
HEAL_TIPS = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerCard", "Take back a leg wound"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerCard", "Take back an arm wound"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerCard", "Take back a neck wound"),
}
WOUNDS_TAKEN = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerCard", "Leg {wounds}"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerCard", "Arm {wounds}"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerCard", "Neck {wounds}"),
}


class BeastriderCard(Card):
    """Dice left with a click to lose or give back one, wounds taken and inflicted, the
    once-per-game specials, fleeing, death and a leader's order (B1-B5)."""

    def __init__(self, rules: GameData, place: int, parent: QWidget | None = None) -> None:
        super().__init__(rules, place, parent)
        self.dice_labels: dict[str, QLabel] = {}
        self.lose_buttons: dict[str, QPushButton] = {}
        self.restore_buttons: dict[str, QPushButton] = {}
        dice = QGridLayout()
        for row, die in enumerate(t.DICE):
            shown = QLabel()
            shown.setObjectName(f"{die}Pips")
            lose = small_button("−", translate("TrackerCard", LOSE_TIPS[die]))
            restore = small_button("+", translate("TrackerCard", RESTORE_TIPS[die]))
            lose.clicked.connect(lambda _c=False, d=die: self._ask(t.LOSE, what=d))
            restore.clicked.connect(lambda _c=False, d=die: self._ask(t.RESTORE, what=d))
            self.dice_labels[die] = shown
            self.lose_buttons[die] = lose
            self.restore_buttons[die] = restore
            dice.addWidget(QLabel(translate("TrackerCard", DIE_NAMES[die])), row, 0)
            dice.addWidget(shown, row, 1)
            dice.addWidget(lose, row, 2)
            dice.addWidget(restore, row, 3)
            self.controls += [lose, restore]
        dice.setColumnStretch(1, 1)
        self.rows.addLayout(dice)
        self.rows.addLayout(
            self._stat_boxes(
                {
                    QT_TRANSLATE_NOOP("TrackerCard", "Toughness"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "An attack die that scores this or more wounds him"
                    ),
                    QT_TRANSLATE_NOOP("TrackerCard", "Wounds"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "The wounds he has taken in this game"
                    ),
                    QT_TRANSLATE_NOOP("TrackerCard", "Inflicted"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "The wounds he has inflicted in this game"
                    ),
                    # His bow's or his crossbow's: the seat keeps the range alone (B7).
                    QT_TRANSLATE_NOOP("TrackerCard", "Range"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "How far he shoots with his bow or crossbow, in inches"
                    ),
                }
            )
        )
        self.info_label = plain_label()  # his passive specials
        self.info_label.setWordWrap(True)
        self.rows.addWidget(self.info_label)
        self.special_boxes: dict[str, QCheckBox] = {}
        self.flee_button = button(translate("TrackerCard", "Flee"))
        self.flee_button.clicked.connect(self._flee_clicked)
        self.leave_button = button(translate("TrackerCard", "Left the table"))
        self.leave_button.clicked.connect(self._leave_clicked)
        self.order_button = QToolButton()
        self.order_button.setText(translate("TrackerCard", "Order…"))
        self.order_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.order_menu = QMenu(self)
        self.order_button.setMenu(self.order_menu)
        self.kill_button.setText(translate("TrackerCard", "Killed…"))
        actions = QHBoxLayout()
        self.specials_row = actions
        for made in (
            self.flee_button,
            self.leave_button,
            self.order_button,
            self.kill_button,
            self.revive_button,
        ):
            actions.addWidget(made)
        actions.addStretch(1)
        self.rows.addLayout(actions)
        self.controls += [
            self.flee_button,
            self.leave_button,
            self.order_button,
            self.kill_button,
            self.revive_button,
        ]

    def _flee_clicked(self) -> None:
        fleeing = self.table is not None and self.table.marks[self.place].status == t.FLEEING
        self._ask(t.FLEE, on=not fleeing)

    def _leave_clicked(self) -> None:
        fled = self.table is not None and self.table.marks[self.place].status == t.FLED
        self._ask(t.LEAVE, on=not fled)

    def draw(self, table: t.Table) -> None:
        seat, marks = table.seats[self.place], table.marks[self.place]
        attack, defend = t.dice_left(table, self.place)
        playing = table.in_play(self.place)
        for die, left, of in ((t.ATTACK, attack, seat.attack), (t.DEFEND, defend, seat.defend)):
            self.dice_labels[die].setText(pips(left, of))
            self.dice_labels[die].setToolTip(
                translate("TrackerCard", DICE_LEFT[die]).format(left=left, of=of)
            )
            self.lose_buttons[die].setEnabled(playing)
            self.restore_buttons[die].setEnabled(
                marks.status not in t.DEATHS and left < of and t.count(marks, die) > 0
            )
        profile = self.rules.profiles.get(seat.profile)
        boxes = self.stat_boxes
        boxes["Toughness"].show_value(str(profile.toughness) if profile is not None else "?")
        boxes["Wounds"].show_value(str(len(marks.wounds)))
        boxes["Inflicted"].show_value(str(t.inflicted(table, self.place)))
        boxes["Range"].show_value(f'{seat.bow}"' if seat.bow is not None else "")
        boxes["Range"].setVisible(seat.bow is not None)
        passive = [
            self.rules.specials[key].name
            for key in seat.specials
            if key in self.rules.specials and self.rules.specials[key].passive
        ]
        always = translate("TrackerCard", "{special} (always)")
        self.info_label.setText(" · ".join(always.format(special=name) for name in passive))
        self.info_label.setVisible(bool(passive))
        self._draw_specials(table)
        self.flee_button.setText(
            translate("TrackerCard", "Stop fleeing")
            if marks.status == t.FLEEING
            else translate("TrackerCard", "Flee")
        )
        # Only one who lost all his defend dice may choose to flee; one without attack dice
        # must (B1).
        self.flee_button.setVisible(
            (marks.status == t.ACTIVE and defend == 0) or (marks.status == t.FLEEING and attack > 0)
        )
        self.leave_button.setText(
            translate("TrackerCard", "Back on the table")
            if marks.status == t.FLED
            else translate("TrackerCard", "Left the table")
        )
        self.leave_button.setVisible(marks.status in (t.FLEEING, t.FLED))
        leader = t.is_leader(self.rules, seat)
        self.order_button.setVisible(leader)
        given = t.orders_given(table, self.place) if leader else ()
        ordered = translate("TrackerCard", "Ordered {name}")
        self.order_button.setText(
            no_mnemonic(ordered.format(name=table.name(given[0])))
            if given
            else translate("TrackerCard", "Order…")
        )
        self.order_menu.clear()
        for place, other in table.seats.items():
            if other.side == seat.side and place != self.place and table.in_play(place):
                on = place not in given
                text = (
                    translate("TrackerCard", "Order {name}")
                    if on
                    else translate("TrackerCard", "Take back the order to {name}")
                )
                action = self.order_menu.addAction(no_mnemonic(text.format(name=other.name)))
                action.setEnabled(not (on and given))
                action.triggered.connect(
                    lambda _c=False, to=place, on=on: self._ask(t.ORDER, to=to, on=on)
                )
        self.order_button.setEnabled(marks.status == t.ACTIVE)
        self._fill_kill_menu(table, "", t.KILLED)
        self.kill_button.setEnabled(playing)

    def _draw_specials(self, table: t.Table) -> None:
        seat, marks = table.seats[self.place], table.marks[self.place]
        wanted = t.once_per_game(self.rules, seat)
        if list(self.special_boxes) != list(wanted):
            for box in self.special_boxes.values():
                self.controls.remove(box)
                box.deleteLater()
            self.special_boxes = {}
            for key in wanted:
                used = translate("TrackerCard", "{special} used")
                box = QCheckBox(no_mnemonic(used.format(special=self.rules.specials[key].name)))
                box.setToolTip(as_tip(self.rules.specials[key].text))
                box.clicked.connect(lambda on, k=key: self._ask(t.SPECIAL, what=k, on=on))
                self.specials_row.insertWidget(len(self.special_boxes), box)
                self.special_boxes[key] = box
                self.controls.append(box)
        for key, box in self.special_boxes.items():
            box.setChecked(key in marks.used)
            box.setEnabled(marks.status == t.ACTIVE or key in marks.used)


class CaliburnCard(Card):
    """Leg, arm and neck wounds with their effect on his move and combat score shown at once,
    his shield and weapon, the relic, and his death (C1-C6, C11, C12)."""

    def __init__(self, rules: GameData, place: int, parent: QWidget | None = None) -> None:
        super().__init__(rules, place, parent)
        self.wound_labels: dict[str, QLabel] = {}
        self.wound_buttons: dict[str, QPushButton] = {}
        self.heal_buttons: dict[str, QPushButton] = {}
        wounds = QHBoxLayout()
        for kind in t.BODY:
            shown = QLabel()
            shown.setObjectName(f"{kind}Wounds")
            heal = small_button("−", translate("TrackerCard", HEAL_TIPS[kind]))
            wound = small_button("+", translate("TrackerCard", WOUND_TIPS[kind]))
            wound.clicked.connect(lambda _c=False, k=kind: self._ask(t.WOUND, what=k))
            heal.clicked.connect(lambda _c=False, k=kind: self._ask(t.WOUND, what=k, on=False))
            wounds.addWidget(shown)
            wounds.addWidget(heal)
            wounds.addWidget(wound)
            wounds.addSpacing(4)
            self.wound_labels[kind] = shown
            self.wound_buttons[kind] = wound
            self.heal_buttons[kind] = heal
            self.controls += [heal, wound]
        wounds.addStretch(1)
        self.rows.addLayout(wounds)
        self.rows.addLayout(
            self._stat_boxes(
                {
                    QT_TRANSLATE_NOOP("TrackerCard", "Move"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "How far he moves now, in inches (a leg wound slows him)"
                    ),
                    QT_TRANSLATE_NOOP("TrackerCard", "Combat"): COMBAT_MEANING,
                    QT_TRANSLATE_NOOP("TrackerCard", "Protection"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "What is taken off every damage roll against him"
                    ),
                }
            )
        )
        self.shield_box = QCheckBox(translate("TrackerCard", "Shield broken"))
        self.shield_box.clicked.connect(lambda on: self._ask(t.SHIELD_BROKEN, on=on))
        # One box for each weapon he carries that can break, a copy each (C6: each double
        # one breaks the weapon he fights with, so two may go in one game).
        self.weapon_boxes: list[QCheckBox] = []
        self.weapons_row = QHBoxLayout()
        self.relic_box = QCheckBox(translate("TrackerCard", "Carries the relic"))
        self.relic_box.clicked.connect(
            lambda on: self.change_requested.emit(t.Change(t.RELIC, who=self.place if on else None))
        )
        self.wield_button = QToolButton()
        self.wield_button.setObjectName("wield")
        self.wield_button.setText(translate("TrackerCard", "Weapon"))
        self.wield_button.setToolTip(
            translate("TrackerCard", "Take up another weapon he carries (E)")
        )
        self.wield_button.setProperty(
            "what", translate("TrackerCard", "take up another weapon he carries")
        )
        self.wield_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.wield_menu = QMenu(self)
        self.wield_button.setMenu(self.wield_menu)
        kit = QHBoxLayout()
        kit.addWidget(self.shield_box)
        kit.addWidget(self.relic_box)
        kit.addStretch(1)
        kit.addWidget(self.wield_button)
        self.rows.addLayout(kit)
        # His weapons' boxes on a line of their own: beside the shield's, two of them
        # ("Streitkolben zerbrochen", "Handaxt zerbrochen") made a card too wide for two a
        # side at 1600×1000.
        self.weapons_row.addStretch(1)
        self.rows.addLayout(self.weapons_row)
        self.kill_button.setText(translate("TrackerCard", "Slain…"))
        self.decapitate_button = QToolButton()
        self.decapitate_button.setText(translate("TrackerCard", "Decapitated…"))
        self.decapitate_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.decapitate_menu = QMenu(self)
        self.decapitate_button.setMenu(self.decapitate_menu)
        deaths = QHBoxLayout()
        for made in (self.kill_button, self.decapitate_button, self.revive_button):
            deaths.addWidget(made)
        deaths.addStretch(1)
        # The weapon in his hand, at the end of the last row: the figures' row has no room.
        # The player chooses it among those he carries (C6, C7), by this menu or the E key.
        deaths.addLayout(
            self._stat_boxes(
                {
                    QT_TRANSLATE_NOOP("TrackerCard", "Fights with"): QT_TRANSLATE_NOOP(
                        "TrackerCard", "The weapon he fights with now"
                    )
                }
            )
        )
        self.rows.addLayout(deaths)
        self.controls += [
            self.shield_box,
            self.relic_box,
            self.kill_button,
            self.decapitate_button,
            self.revive_button,
            self.wield_button,
        ]

    def _draw_weapons(self, seat: t.Seat, marks: t.Marks, playing: bool) -> None:
        breakable = breakable_weapons(self.rules, seat.kit)
        copies = [item for item in seat.kit if item in breakable]
        if [box.property("item") for box in self.weapon_boxes] != copies:
            for box in self.weapon_boxes:
                self.controls.remove(box)
                box.deleteLater()
            self.weapon_boxes = []
            for item in copies:
                broken = translate("TrackerCard", "{weapon} broken")
                box = QCheckBox(no_mnemonic(broken.format(weapon=self.rules.items[item].name)))
                box.setProperty("item", item)
                box.setToolTip(translate("TrackerCard", "Broken on double ones (C6)"))
                box.clicked.connect(lambda on, i=item: self._ask(t.WEAPON_BROKEN, what=i, on=on))
                self.weapons_row.insertWidget(len(self.weapon_boxes), box)  # before the stretch
                self.weapon_boxes.append(box)
                self.controls.append(box)
        still = list(marks.weapons_broken)
        for box in self.weapon_boxes:
            item = box.property("item")
            is_broken = item in still
            if is_broken:
                still.remove(item)
            box.setChecked(is_broken)
            # As the shield: a warrior out of the game breaks nothing more, but a mark set by
            # mistake can still be taken back; after two, he fights with his dagger.
            box.setEnabled(is_broken or (playing and len(marks.weapons_broken) < 2))

    def _draw_wield_menu(self, table: t.Table, weapon: str, playing: bool) -> None:
        """The weapons he has at hand, the one he fights with ticked (C6, C7); shown only when
        he has more than one."""
        weapons = t.at_hand(self.rules, table, self.place)
        self.wield_menu.clear()
        for item_id in weapons:
            item = self.rules.items.get(item_id)
            action = self.wield_menu.addAction(no_mnemonic(item.name if item else item_id))
            action.setCheckable(True)
            action.setChecked(item_id == weapon)
            action.setToolTip(as_tip(item.effect) if item and item.effect else "")
            action.triggered.connect(
                lambda _c=False, w=item_id, now=weapon: (
                    self._ask(t.WIELD, what=w) if w != now else None
                )
            )
        self.wield_button.setVisible(len(weapons) > 1)
        self.wield_button.setEnabled(playing)  # a watcher's card: show_table disables it

    def draw(self, table: t.Table) -> None:
        seat, marks = table.seats[self.place], table.marks[self.place]
        playing = table.in_play(self.place)
        taken = t.game_wounds(table, self.place)
        for kind in t.BODY:
            lasting = seat.injuries.get(kind, 0)
            text = translate("TrackerCard", WOUNDS_TAKEN[kind]).format(wounds=taken[kind])
            if lasting:
                text = translate("TrackerCard", "{wounds} (+{lasting} lasting)").format(
                    wounds=text, lasting=lasting
                )
            self.wound_labels[kind].setText(text)
            self.wound_buttons[kind].setEnabled(playing)
            self.heal_buttons[kind].setEnabled(taken[kind] > 0)
        now = fighting(self.rules, table, self.place)
        extra = seat.extra_dice  # his advances' (K6)
        before = warrior_stats(self.rules, seat.profile, seat.kit, seat.injuries, extra_dice=extra)
        stats = warrior_stats(self.rules, seat.profile, now.items, now.wounds, extra_dice=extra)
        score = f"{stats.combat_modifier:+d}" if stats.combat_modifier else ""
        move = f'{stats.move}"'
        if stats.move != before.move:
            move = translate("TrackerCard", '{now}" (was {before}")').format(
                now=stats.move, before=before.move
            )
        self.stat_boxes["Move"].show_value(move)
        combat = self.stat_boxes["Combat"]
        combat.show_value(
            translate("TrackerCard", "{dice}d6{modifier}").format(
                dice=stats.combat_dice, modifier=score
            )
        )
        meaning = translate("TrackerCard", COMBAT_MEANING)
        if extra:
            own = stats.combat_dice - extra
            meaning += "\n" + translate(
                "TrackerCard", "{own}d6 of his profile, +{extra} from his advances (K6)"
            ).format(own=own, extra=extra)
        combat.setToolTip(as_tip(meaning))
        self.stat_boxes["Protection"].show_value(str(stats.protection))
        weapon = self.rules.items.get(now.weapon)
        self.stat_boxes["Fights with"].show_value(weapon.name if weapon else now.weapon)
        self._draw_wield_menu(table, now.weapon, playing)
        self.shield_box.setVisible("shield" in seat.kit)
        self.shield_box.setChecked(marks.shield_broken)
        self.shield_box.setEnabled(playing or marks.shield_broken)
        self._draw_weapons(seat, marks, playing)
        self.relic_box.setVisible(table.has_relic)
        self.relic_box.setChecked(table.relic == self.place)
        self.relic_box.setEnabled(playing)
        self._fill_kill_menu(table, t.SLAIN, t.SLAIN)
        self.decapitate_menu.clear()
        seat_side = seat.side
        for place, other in table.seats.items():
            if other.side != seat_side:
                text = translate("TrackerCard", DEATH_BY[t.DECAPITATED]).format(name=other.name)
                action = self.decapitate_menu.addAction(no_mnemonic(text))
                action.triggered.connect(
                    lambda _c=False, by=place: self._ask(t.KILL, by=by, what=t.DECAPITATED)
                )
        self.decapitate_menu.addSeparator()
        nobody = self.decapitate_menu.addAction(
            translate("TrackerCard", DEATH_BY_NOBODY[t.DECAPITATED])
        )
        nobody.triggered.connect(lambda: self._ask(t.KILL, what=t.DECAPITATED))
        immune = self.rules.profiles.get(seat.profile)
        self.decapitate_button.setVisible(
            marks.status not in t.DEATHS and not (immune and immune.decapitation_immune)
        )
        self.kill_button.setEnabled(playing)


def card_for(rules: GameData, place: int) -> Card:
    """The card of the game's kind."""
    return (BeastriderCard if rules.id == BEASTRIDER else CaliburnCard)(rules, place)

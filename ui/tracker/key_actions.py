"""What the tracker's keys do (:mod:`ui.tracker.keys` names them): pick who fights, and
change the selected character, the defender, the blows put down to the attacker. Mixed into
:class:`ui.tracker.window.TrackerWindow`, which makes the changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from i18n import translate
from rules import tracker as t
from ui.common import ERROR_STYLE, set_message
from ui.tracker.fight import out_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from models.tracker import Tracking
    from rules.data import GameData
    from ui.tracker.cards import Card
    from ui.tracker.fight import FightPanel


class KeyActions:
    """The tracker's key handlers, one method a key."""

    tracking: Tracking | None
    selected: int | None
    cards: dict[int, Card]
    fight: FightPanel
    rules: GameData
    message: QLabel

    def make(self, change: t.Change) -> bool:
        raise NotImplementedError

    def _draw_cards(self) -> None:
        raise NotImplementedError

    # --- selecting ------------------------------------------------------------------------

    def select(self, place: int) -> None:
        """He is selected: the defender, whom the keys act on. One out of the game is not
        (his card still takes his death back)."""
        if self.tracking is None or place not in self.tracking.table.seats:
            return
        table = self.tracking.table
        if not table.in_play(place) and self.selected is not None and place != self.selected:
            set_message(
                self.message,
                translate(
                    "TrackerKeys",
                    "{name} is out of the game: {why}. Take his death back on his card to pick him.",  # noqa: E501
                ).format(name=table.seats[place].name, why=out_words(table.marks[place].status)),
                ERROR_STYLE,
            )
            return
        self.selected = place
        self.fight.set_defender(place)
        self._draw_cards()

    def _step(self, step: int) -> None:
        if self.tracking is None:
            return
        table = self.tracking.table
        places = [p for p in table.seats if table.in_play(p) or p == self.selected]
        index = places.index(self.selected) if self.selected in places else 0
        self.select(places[(index + step) % len(places)])

    def select_next(self) -> None:
        self._step(1)

    def select_previous(self) -> None:
        self._step(-1)

    def attacker_next(self) -> None:
        self.fight.step_attacker(1)
        self._draw_cards()

    def attacker_previous(self) -> None:
        self.fight.step_attacker(-1)
        self._draw_cards()

    def swap(self) -> None:
        self.fight.swap()

    def _fight_picked(self) -> None:
        defender = self.fight.defender()
        if defender is not None:
            self.selected = defender
        self._draw_cards()

    # --- the keys on the selected character ---------------------------------------------

    def _who(self) -> int | None:
        return self.selected if self.tracking is not None else None

    def _table(self) -> t.Table:
        assert self.tracking is not None
        return self.tracking.table

    def lose_attack(self) -> None:
        self.fight.blow(t.LOSE, t.ATTACK)

    def lose_defend(self) -> None:
        self.fight.blow(t.LOSE, t.DEFEND)

    def restore_attack(self) -> None:
        self.make(t.Change(t.RESTORE, who=self._who(), what=t.ATTACK))

    def restore_defend(self) -> None:
        self.make(t.Change(t.RESTORE, who=self._who(), what=t.DEFEND))

    def special(self) -> None:
        who = self._who()
        if who is None:
            return
        seat, marks = self._table().seats[who], self._table().marks[who]
        unused = [k for k in t.once_per_game(self.rules, seat) if k not in marks.used]
        if not unused:
            set_message(
                self.message,
                translate("TrackerKeys", "{name} has no special left to use.").format(
                    name=seat.name
                ),
                ERROR_STYLE,
            )
            return
        self.make(t.Change(t.SPECIAL, who=who, what=unused[0]))

    def flee(self) -> None:
        who = self._who()
        if who is None:
            return
        fleeing = self._table().marks[who].status == t.FLEEING
        self.make(t.Change(t.LEAVE if fleeing else t.FLEE, who=who))

    def kill(self) -> None:
        self.fight.blow(t.KILL, "")

    def order(self) -> None:
        card = self.cards.get(self._who())  # type: ignore[arg-type]
        button_ = getattr(card, "order_button", None)
        if button_ is not None and button_.isVisible() and button_.isEnabled():
            button_.showMenu()

    def leg(self) -> None:
        self.fight.blow(t.WOUND, t.LEG)

    def arm(self) -> None:
        self.fight.blow(t.WOUND, t.ARM)

    def neck(self) -> None:
        self.fight.blow(t.WOUND, t.NECK)

    def _heal(self, kind: str) -> None:
        self.make(t.Change(t.WOUND, who=self._who(), what=kind, on=False))

    def heal_leg(self) -> None:
        self._heal(t.LEG)

    def heal_arm(self) -> None:
        self._heal(t.ARM)

    def heal_neck(self) -> None:
        self._heal(t.NECK)

    def shield(self) -> None:
        self.fight.blow(t.SHIELD_BROKEN, "")

    def weapon(self) -> None:
        """His current weapon breaks on double ones (C6): the one he fights with now."""
        who = self._who()
        if who is None:
            return
        self.make(
            t.Change(t.WEAPON_BROKEN, who=who, what=t.wielded(self.rules, self._table(), who))
        )

    def wield(self) -> None:
        """He takes up the next weapon he has at hand, the dagger last and then round again
        (C6, C7): the odds and the weapon that breaks on double ones follow it."""
        who = self._who()
        if who is None:
            return
        table = self._table()
        weapons = t.at_hand(self.rules, table, who)
        if len(weapons) < 2:
            set_message(
                self.message,
                translate("TrackerKeys", "{name} has only his dagger to fight with.").format(
                    name=table.seats[who].name
                ),
                ERROR_STYLE,
            )
            return
        now = t.wielded(self.rules, table, who)
        following = weapons[(weapons.index(now) + 1) % len(weapons)]
        self.make(t.Change(t.WIELD, who=who, what=following))

    def slain(self) -> None:
        self.fight.blow(t.KILL, t.SLAIN)

    def decapitated(self) -> None:
        self.fight.blow(t.KILL, t.DECAPITATED)

    def relic(self) -> None:
        who = self._who()
        if who is None:
            return
        carrying = self._table().relic == who
        self.make(t.Change(t.RELIC, who=None if carrying else who))

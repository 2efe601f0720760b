"""The game tracker's keys, declared once: the tracker makes its actions from these rows, and
*Help ▸ Keyboard shortcuts* lists them (registered when this module is imported, which the
main window does at start).

Keys that act on a character act on the one selected (the defender of the fight); a wound,
a death or a broken shield is the attacker's doing when one is chosen.

The texts (what a key does, and the place it is listed under) are English here, marked for the
catalogue; they are translated where they are shown, with the context ``"TrackerKeys"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import QT_TRANSLATE_NOOP
from rules.data import BEASTRIDER, CALIBURN
from ui.shortcuts import register

EVERY_GAME = ""


@dataclass(frozen=True)
class Key:
    name: str  # the tracker's method and the action's object name
    keys: str
    what: str
    game: str = EVERY_GAME  # the game it belongs to, or every game


KEYS: tuple[Key, ...] = (
    Key(
        "select_next",
        "Down",
        QT_TRANSLATE_NOOP(
            "TrackerKeys", "Select the next character: the defender, whom the keys act on"
        ),
    ),
    Key("select_previous", "Up", QT_TRANSLATE_NOOP("TrackerKeys", "Select the previous character")),
    Key(
        "attacker_next",
        "Shift+Down",
        QT_TRANSLATE_NOOP("TrackerKeys", "Choose the next attacker, of the other side"),
    ),
    Key(
        "attacker_previous",
        "Shift+Up",
        QT_TRANSLATE_NOOP("TrackerKeys", "Choose the previous attacker"),
    ),
    Key(
        "swap", "S", QT_TRANSLATE_NOOP("TrackerKeys", "Swap attacker and defender: he strikes back")
    ),
    Key(
        "roll",
        "Ctrl+R",
        QT_TRANSLATE_NOOP("TrackerKeys", "Muster rolls for who chooses who acts first this turn"),
    ),
    Key(
        "type_dice",
        "Ctrl+D",
        QT_TRANSLATE_NOOP("TrackerKeys", "Type in the dice rolled at the table for who chooses"),
    ),
    Key("next_turn", "Ctrl+T", QT_TRANSLATE_NOOP("TrackerKeys", "Next turn")),
    Key("take_back", "Ctrl+Z", QT_TRANSLATE_NOOP("TrackerKeys", "Take back the last change")),
    Key(
        "table_mode",
        "F11",
        QT_TRANSLATE_NOOP("TrackerKeys", "Table mode: full screen, large type (Esc leaves it)"),
    ),
    Key(
        "finish",
        "Ctrl+Shift+R",
        QT_TRANSLATE_NOOP("TrackerKeys", "Finish the game: record its outcome, filled in"),
    ),
    # The Beastrider Wars
    Key(
        "lose_attack",
        "A",
        QT_TRANSLATE_NOOP("TrackerKeys", "The defender loses an attack die: a wound"),
        BEASTRIDER,
    ),
    Key(
        "lose_defend",
        "D",
        QT_TRANSLATE_NOOP("TrackerKeys", "The defender loses a defend die: a wound"),
        BEASTRIDER,
    ),
    Key(
        "restore_attack",
        "Shift+A",
        QT_TRANSLATE_NOOP("TrackerKeys", "He gets an attack die back (a slip)"),
        BEASTRIDER,
    ),
    Key(
        "restore_defend",
        "Shift+D",
        QT_TRANSLATE_NOOP("TrackerKeys", "He gets a defend die back (a slip)"),
        BEASTRIDER,
    ),
    Key(
        "special",
        "P",
        QT_TRANSLATE_NOOP("TrackerKeys", "He uses his once-per-game special"),
        BEASTRIDER,
    ),
    Key(
        "flee",
        "F",
        QT_TRANSLATE_NOOP("TrackerKeys", "He flees, or, fleeing, leaves the table"),
        BEASTRIDER,
    ),
    Key("kill", "K", QT_TRANSLATE_NOOP("TrackerKeys", "He is killed, by the attacker"), BEASTRIDER),
    Key(
        "order",
        "O",
        QT_TRANSLATE_NOOP("TrackerKeys", "The selected leader gives his order to a friend…"),
        BEASTRIDER,
    ),
    # Caliburn's Wrath
    Key("leg", "L", QT_TRANSLATE_NOOP("TrackerKeys", "The defender takes a leg wound"), CALIBURN),
    Key("arm", "A", QT_TRANSLATE_NOOP("TrackerKeys", "The defender takes an arm wound"), CALIBURN),
    Key("neck", "N", QT_TRANSLATE_NOOP("TrackerKeys", "The defender takes a neck wound"), CALIBURN),
    Key(
        "heal_leg",
        "Shift+L",
        QT_TRANSLATE_NOOP("TrackerKeys", "A leg wound taken back (a slip)"),
        CALIBURN,
    ),
    Key(
        "heal_arm", "Shift+A", QT_TRANSLATE_NOOP("TrackerKeys", "An arm wound taken back"), CALIBURN
    ),
    Key(
        "heal_neck",
        "Shift+N",
        QT_TRANSLATE_NOOP("TrackerKeys", "A neck wound taken back"),
        CALIBURN,
    ),
    Key("shield", "B", QT_TRANSLATE_NOOP("TrackerKeys", "His shield breaks"), CALIBURN),
    Key(
        "weapon",
        "W",
        QT_TRANSLATE_NOOP("TrackerKeys", "The weapon he fights with breaks (C6)"),
        CALIBURN,
    ),
    Key(
        "wield",
        "E",
        QT_TRANSLATE_NOOP("TrackerKeys", "He takes up his next weapon to fight with (C7)"),
        CALIBURN,
    ),
    Key("slain", "K", QT_TRANSLATE_NOOP("TrackerKeys", "He is slain, by the attacker"), CALIBURN),
    Key(
        "decapitated",
        "X",
        QT_TRANSLATE_NOOP("TrackerKeys", "He is decapitated, by the attacker"),
        CALIBURN,
    ),
    Key(
        "relic",
        "C",
        QT_TRANSLATE_NOOP("TrackerKeys", "He carries the relic (Capture the Relic)"),
        CALIBURN,
    ),
)

PLACE = {
    EVERY_GAME: QT_TRANSLATE_NOOP("TrackerKeys", "Game tracker"),
    BEASTRIDER: QT_TRANSLATE_NOOP("TrackerKeys", "Game tracker: The Beastrider Wars"),
    CALIBURN: QT_TRANSLATE_NOOP("TrackerKeys", "Game tracker: Caliburn's Wrath"),
}


def keys_of(game: str) -> tuple[Key, ...]:
    """The keys of the tracker of ``game``: every game's, then its own."""
    return tuple(key for key in KEYS if key.game in (EVERY_GAME, game))


for _key in KEYS:
    register(PLACE[_key.game], _key.keys, _key.what, context="TrackerKeys")

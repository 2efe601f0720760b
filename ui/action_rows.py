"""What a row of the window's actions is (:data:`ui.actions.ACTIONS`): an :class:`ActionRow`,
the :class:`Place` it appears in, and the conditions over the window's ``WindowState`` rows
share (``campaign_open``, ``warband_chosen`` ...), with the words for why an action is
disabled (:func:`why_disabled`, :func:`why_no_game`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QKeySequence

from i18n import translate
from models.store.schema import DEAD, RETIRED
from ui.selection import WindowState

Condition = Callable[[WindowState], bool]


@dataclass(frozen=True)
class Place:
    # A menu's title (English, shown as translate("Actions", title)); "" for the toolbar and
    # the context menu.
    title: str
    groups: tuple[str, ...]  # top to bottom (left to right), a separator between groups


@dataclass(frozen=True)
class ActionRow:
    name: str  # the window's attribute is <name>_action
    # The texts (text, tip, alt_text's) are English, marked QT_TRANSLATE_NOOP("Actions", ...):
    # ActionTable shows them as translate("Actions", text). A why_not gives words translated.
    text: str = ""
    # Calls a method of the window's commands (ui.window_commands); None: the action is made
    # elsewhere and only placed here.
    handler: Callable[[Any], object] | None = None
    places: tuple[str, ...] = ()
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str = ""  # the status tip, and the tooltip
    enabled: Condition | None = None  # None: always enabled
    visible: Condition | None = None  # None: always shown
    # This text (or the text this gives) instead while the condition holds.
    alt_text: tuple[str | Callable[[WindowState], str], Condition] | None = None
    why_not: Callable[[WindowState], str] | None = None  # a reason that replaces the tooltip
    # Club roles on a server: ("organiser", "Only the campaign's organisers can record games")
    # for the organisers' actions, ("warband", "") for the selected warband's player's; disabled
    # for other roles, saying why (the sentence, marked QT_TRANSLATE_NOOP("WindowState", ...)).
    needs: tuple[str, str] | None = None
    # Its icon's meaning (ui/icons.py ICONS), on the toolbar, in the menus and on buttons.
    icon: str = ""


def campaign_open(state: WindowState) -> bool:
    return state.roster.campaign is not None


def warband_chosen(state: WindowState) -> bool:
    return state.roster.warband is not None


def character_chosen(state: WindowState) -> bool:
    return state.roster.character is not None


def game_with_players(state: WindowState) -> bool:
    """A game selected that fields someone, on every side if it is not recorded yet."""
    game = state.game
    return game is not None and game.fielded > 0 and (game.recorded or not game.empty_sides)


def game_with_players_to_play(state: WindowState) -> bool:
    return game_with_players(state) and state.game is not None and not state.game.recorded


def why_disabled(state: WindowState) -> str:
    """Why an action on what is selected cannot be taken, when its row gives no reason of its
    own: what to open or select first, or what the selection is that the action is not for."""
    roster = state.roster
    if roster.campaign is None:
        return translate(
            "Actions", "Open a campaign first, or start one (Campaign ▸ New campaign…)"
        )
    if roster.warband is None:
        return translate("Actions", "Select a warband first, or add one (Warband ▸ New warband…)")
    if roster.character is None:
        return translate("Actions", "Select a character of the roster first, or recruit one")
    name = roster.character.name
    if roster.character.status == DEAD:
        return translate("Actions", "{name} is dead: his record is kept as it is (K2)").format(
            name=name
        )
    if roster.character.status == RETIRED:
        return translate(
            "Actions", "{name} is retired: reinstate him first (Character ▸ Reinstate)"
        ).format(name=name)
    return ""


def why_no_game(state: WindowState, *, recorded: bool | None = None) -> str:
    """Why a game action cannot be taken: no game selected, none of its sides set up, or the
    game recorded (``recorded`` False: the action is for games not recorded) or not."""
    game = state.game
    if state.roster.campaign is None:
        return why_disabled(state)
    if game is None:
        return translate(
            "Actions", "Select a game on the Games tab first, or set one up (Games ▸ New game…)"
        )
    if recorded is False and game.recorded:
        return translate(
            "Actions",
            "The game is recorded: correct its outcome instead (Games ▸ Correct outcome…)",
        )
    if recorded is True and not game.recorded:
        return translate("Actions", "The game is not recorded yet: record its outcome first")
    if game.fielded == 0:
        return translate(
            "Actions",
            "Nobody is fielded in this game yet: change its setup first (Games ▸ Change setup…)",
        )
    if not game.recorded and game.empty_sides:
        return translate(
            "Actions",
            "No one is fielded for {warbands} in this game: change its setup first (Games ▸ Change setup…)",  # noqa: E501
        ).format(warbands=", ".join(game.empty_sides))
    return ""

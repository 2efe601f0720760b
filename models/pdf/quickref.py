"""The one-page quick reference of each game, with its numbers taken from the loaded game data
(house rules included), never retyped: a campaign that changes a price or the base move gets a
reference that says so."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Spacer, Table, TableStyle

from models.pdf.caliburn_tables import (
    damage_chart_rows,
    listed,
    profile_rows,
    shield_save_rows,
    weapon_rows,
)
from models.pdf.fonts import CONDENSED
from models.pdf.renderer import INK, LEADER_MARK, RULE, SHADE, Renderer, SheetStart, signed, text
from models.pdf.sheets import SheetHeader
from rules.data import (
    ARMOUR,
    HELMET,
    NEVER_BREAKS,
    SHIELD,
    GameData,
    Option,
)
from rules.data import SWORD as SWORD_BREAKAGE
from rules.games import BEASTRIDER


def quick_reference_story(
    renderer: Renderer, rules: GameData, header: SheetHeader, key: str
) -> list[Flowable]:
    """One page, whatever the page size: the content shrinks to fit the frame if it must."""
    content = (
        beastrider_reference(renderer, rules)
        if rules.id == BEASTRIDER
        else (caliburn_reference(renderer, rules))
    )
    return [
        SheetStart(header, "Quick reference", key),
        KeepInFrame(renderer.frame_width, renderer.frame_height, content, mode="shrink"),
    ]


def _grid(renderer: Renderer, rows: Sequence[Sequence[str]], widths: Sequence[float]) -> Table:
    """A small reference table; the first row is its header. Cells are Paragraph markup."""
    styles = renderer.styles
    data = [
        [Paragraph(cell, styles["CellHead" if index == 0 else "Quick"]) for cell in row]
        for index, row in enumerate(rows)
    ]
    table = Table(data, colWidths=list(widths), repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BOX", (0, 0), (-1, -1), 0.7, INK),
                ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
                ("LEFTPADDING", (0, 0), (-1, -1), 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _columns(renderer: Renderer, left: list[Flowable], right: list[Flowable]) -> Table:
    half = renderer.frame_width / 2
    table = Table([[left, right]], colWidths=[half, half], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (0, -1), 4 * mm),
                ("RIGHTPADDING", (1, 0), (1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return table


def _para(renderer: Renderer, markup: str, style: str = "Quick") -> Paragraph:
    return Paragraph(markup, renderer.styles[style])


def _steps(renderer: Renderer, steps: Sequence[str]) -> list[Flowable]:
    return [
        _para(renderer, f"{number}. {step}", "QuickItem")
        for number, step in enumerate(steps, start=1)
    ]


# --- The Beastrider Wars --------------------------------------------------------------------


def beastrider_reference(renderer: Renderer, rules: GameData) -> list[Flowable]:
    """Characters, the attack procedure (B1-B3), bows (B7), specials, flee and death."""
    width = renderer.frame_width
    title = _para(renderer, f"Quick reference: {text(rules.name)}", "Title")
    rows = [["Character", "Move", "Tough.", "Attack", "Defend", "Actions", "Special", "Options"]]
    for profile in rules.profiles.values():
        name = text(profile.name) + (f" {LEADER_MARK}" if profile.leader else "")
        named = ", ".join(text(rules.specials[key].name) for key in profile.specials)
        options = ", ".join(_option(rules.options[key]) for key in profile.options)
        bow = f'Bow {profile.bow}"' if profile.bow else ""
        rows.append(
            [
                name,
                f'{profile.movement}"',
                str(profile.toughness),
                str(profile.attack),
                str(profile.defend),
                str(profile.actions),
                ", ".join(part for part in (named, bow) if part) or "None",
                options or "—",
            ]
        )
    shares = (0.21, 0.07, 0.07, 0.07, 0.07, 0.08, 0.19, 0.24)
    characters = _grid(renderer, rows, [share * width for share in shares])

    attack = [
        _para(renderer, "Attacking (B1, B2)", "QuickHead"),
        *_steps(
            renderer,
            [
                "In base contact (or in range with a bow or crossbow), the attacker rolls a "
                "d20 for each attack die he has left; the defender rolls one for each defend "
                "die he has left.",
                "Each defend die removes one attack die that scored lower than or equal to it.",
                "If an attack die left scores the target's Toughness or more, the target is "
                "wounded: one wound per attack, however many dice get through.",
                "The attacker chooses: the target loses an attack die or a defend die. Cross "
                "it off on the roster.",
            ],
        ),
    ]
    ranged = [
        f'{text(option.name)} {option.range}"' for option in rules.options.values() if option.range
    ]
    ranged += [
        f"{text(profile.name)}'s bow {profile.bow}\""
        for profile in rules.profiles.values()
        if profile.bow
    ]
    attack += [
        _para(renderer, "Bows and crossbows (B7)", "QuickHead"),
        _para(
            renderer,
            "Attack in the normal way but without base contact, up to: " + ", ".join(ranged) + ".",
        ),
    ]
    specials = [_para(renderer, "Specials (B3)", "QuickHead")]
    for special in rules.specials.values():
        # As on the roster: a passive special is never ticked, any other once per game (B3).
        if special.passive:
            use = "passive, always in use; never ticked"
        else:
            use = "once per game: tick it on the roster when used"
        specials.append(
            _para(
                renderer, f"<b>{text(special.name)}</b> ({use}). {text(special.text)}", "QuickItem"
            )
        )

    terrain = [t.name for t in rules.terrain.values() if t.halves_foot]
    turn = [
        _para(renderer, "A turn (B5, B9)", "QuickHead"),
        _para(
            renderer,
            "Turn 1: both players roll a d20 (re-roll ties); the higher chooses who acts first. "
            "Later turns: the player who inflicted more wounds last turn chooses; equal, roll "
            "again. Players alternate, one character at a time, in roster order; once one "
            "player has acted with all his characters, the other acts with the rest of his, "
            "one after the other, in roster order.",
        ),
        _para(
            renderer,
            "Each character has the actions a turn the table gives (leaders are marked "
            f"{LEADER_MARK}): move, attack, or perform his special. A leader may spend one "
            "action a turn on an order: a friend within one move of him performs one action "
            "at once.",
        ),
        _para(renderer, "Moving", "QuickHead"),
        _para(
            renderer,
            "Move up to the Movement in inches, in any direction. Riders cross any terrain "
            "freely; characters on foot move half over "
            + (text(", ".join(terrain)).lower() if terrain else "difficult terrain")
            + ".",
        ),
        _para(
            renderer,
            "<b>In melee:</b> a character who starts his phase in base contact with an enemy "
            "must keep fighting; once he attacks and wounds his opponent he may move freely.",
        ),
    ]
    lasting = (
        "This campaign has lasting injuries: lost dice stay lost."
        if rules.lasting_injuries
        else "Lost dice come back after the game."
    )
    death = [
        _para(renderer, "Flee and death", "QuickHead"),
        _para(
            renderer,
            "A character who loses his last attack die must flee: he spends every action "
            "reaching the edge of the table and leaves the game.",
        ),
        _para(
            renderer,
            "A character without defend dice may flee, but need not; if he is wounded again "
            "he is killed.",
        ),
        _para(
            renderer,
            "A killed character is out of the campaign for good; one who fled plays the next "
            f"game. {lasting}",
        ),
        _para(renderer, "Winning", "QuickHead"),
        _para(
            renderer,
            "The game is won when, at the start of a turn, only one player has characters "
            "who have neither fled nor been killed.",
        ),
    ]
    return [
        title,
        Spacer(1, 2 * mm),
        characters,
        Spacer(1, 3 * mm),
        _columns(renderer, attack + specials, turn + death),
    ]


# --- Caliburn's Wrath -----------------------------------------------------------------------


def caliburn_reference(renderer: Renderer, rules: GameData) -> list[Flowable]:
    """Combat (C1), double ones (C6), the damage chart (C2, C3), the shield save (C4), the
    weapon and armour tables and the terrain modifiers (C12)."""
    width = renderer.frame_width
    half = width / 2 - 2 * mm
    combat = rules.combat
    title = _para(renderer, f"Quick reference: {text(rules.name)}", "Title")
    sword = "–".join(str(n) for n in (combat.sword_shatters[0], combat.sword_shatters[-1]))
    weapons = [item for item in rules.items.values() if item.is_weapon]
    swords = [item.name for item in weapons if item.breakage == SWORD_BREAKAGE]
    unbreakable = [item.name for item in weapons if item.breakage == NEVER_BREAKS]
    self_wounding = [item.name for item in weapons if item.self_wound]
    axes = "; ".join(
        f"{text(item.name)} {' or '.join(map(str, item.breaks_shield_on))}"
        for item in weapons
        if item.breaks_shield_on
    )
    left = [
        _para(renderer, "A turn", "QuickHead"),
        _para(
            renderer,
            "1. Move sequence: player 1 moves, then player 2. 2. Melee: charges first, then "
            "the other combats.",
        ),
        _para(renderer, "Combat (C1)", "QuickHead"),
        *_steps(
            renderer,
            [
                "Each combatant rolls a d6 for each of his combat dice; his score is his "
                "highest die plus his modifiers.",
                f"Modifiers: charging {signed(combat.charge_bonus)} "
                f"({signed(combat.charge_bonus_vs_spear)} if the one charged has a spear); "
                f"each arm wound {signed(combat.arm_wound_modifier)}; each neck wound "
                f"{signed(combat.neck_wound_modifier)}.",
                "The higher score wins; equal scores: nobody wins and no damage is rolled.",
                "The loser makes his shield save if he has a shield, then the winner rolls "
                "damage: 2d6 + his weapon's damage bonus − the loser's protection.",
            ],
        ),
        _para(renderer, "Damage roll (C2, C3, C5)", "QuickHead"),
        _para(
            renderer,
            f"A helmet turns a total of exactly {combat.helmet_from} into {combat.helmet_to}. "
            f"A natural {combat.unpreventable_natural} (double six) decapitates whatever the "
            "modifiers."
            + (f" Against a shield, these totals break it instead: {axes}." if axes else ""),
        ),
        _para(renderer, "Double ones (C6)", "QuickHead"),
        _para(
            renderer,
            "Two or more unmodified 1s in close combat break the weapon in use. "
            + (f"A sword ({listed(swords)}) rolls 1d6: {sword} it shatters. " if swords else "")
            + (f"{listed(unbreakable)} never breaks. " if unbreakable else "")
            + (
                f"A {listed(self_wounding, 'or')} also wounds its bearer: roll damage against "
                "him (his own protection counts)."
                if self_wounding
                else ""
            ),
        ),
        _para(renderer, "Moving (C12)", "QuickHead"),
        _para(
            renderer,
            f"Base move {rules.base_move}\" (or the profile's own). Running or charging: "
            f"×{combat.run_multiplier} the base move, then take off armour's move penalty and "
            f'{combat.leg_wound_move_penalty}" per leg wound, once. Terrain modifiers are '
            "added once, never doubled; Downhill only when running, not when charging.",
        ),
    ]
    right = [
        _para(renderer, "Shield save (C4)", "QuickHead"),
        _grid(renderer, shield_save_rows(rules), [0.22 * half, 0.78 * half]),
        _para(renderer, "Damage chart (C2)", "QuickHead"),
        _grid(renderer, damage_chart_rows(rules), [0.22 * half, 0.78 * half]),
    ]
    # Two kinds of terrain to a row, so the long list takes half the height.
    grounds = [
        (text(ground.name), signed(ground.modifier) + (" running" if ground.running_only else ""))
        for ground in rules.terrain.values()
    ]
    terrain_rows = [["Terrain", "Modifier", "Terrain", "Modifier"]]
    for start in range(0, len(grounds), 2):
        pair = grounds[start : start + 2]
        terrain_rows.append(
            [cell for ground in pair for cell in ground] + ["", ""] * (2 - len(pair))
        )
    armour_rows = [["Armour", "Protection", "Move", "Cost"]]
    for item in rules.items.values():
        if item.category in (ARMOUR, HELMET, SHIELD):
            protection = signed(-item.protection) if item.category == ARMOUR else text(item.effect)
            move = signed(-item.move_penalty) if item.category == ARMOUR else "—"
            armour_rows.append([text(item.name), protection, move, f"{item.cost} gp"])
    bottom = _columns(
        renderer,
        [
            _para(renderer, "Armour", "QuickHead"),
            _grid(renderer, armour_rows, [s * half for s in (0.27, 0.45, 0.13, 0.15)]),
        ],
        [
            _para(renderer, "Terrain (C12)", "QuickHead"),
            _grid(renderer, terrain_rows, [s * half for s in (0.32, 0.18, 0.32, 0.18)]),
        ],
    )
    return [
        title,
        _para(renderer, "Warriors (C10, C13)", "QuickHead"),
        _grid(
            renderer,
            profile_rows(rules),
            [s * width for s in (0.2, 0.07, 0.07, 0.12, 0.16, 0.38)],
        ),
        _columns(renderer, left, right),
        _para(renderer, "Weapons (C2, C6, C7)", "QuickHead"),
        _grid(renderer, weapon_rows(rules), [s * width for s in (0.17, 0.1, 0.17, 0.13, 0.43)]),
        Spacer(1, 1 * mm),
        bottom,
    ]


def _option(option: Option) -> str:
    """An option as the characters table lists it: the shield with the dice it gives (B4)."""
    if option.defend_bonus:
        dice = "die" if option.defend_bonus == 1 else "dice"
        return f"{text(option.name)} (+{option.defend_bonus} defend {dice})"
    return text(option.name)

"""The one-page quick reference of each game, with its numbers taken from the loaded game data
(house rules included), never retyped: a campaign that changes a price or the base move gets a
reference that says so."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Spacer, Table, TableStyle

from i18n import translate
from models.pdf.caliburn_tables import (
    damage_chart_rows,
    in_sentence,
    listed,
    profile_rows,
    shield_save_rows,
    weapon_rows,
)
from models.pdf.fonts import CONDENSED
from models.pdf.renderer import INK, LEADER_MARK, RULE, SHADE, Renderer, SheetStart, signed, text
from models.pdf.sheets import PLURAL, SheetHeader
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
    """One page, whatever the page size, filling it: laid out on a narrower or wider page
    (its tables grow with the width) and scaled to the frame's width, at the largest type
    that fits its height. (Shrunk as it was laid out, it left a third of its width empty;
    The Beastrider Wars' left a third of its height.)"""
    build = beastrider_reference if rules.id == BEASTRIDER else caliburn_reference
    width, height = renderer.frame_width, renderer.frame_height - HEADER_ROOM

    def fits(scale: float) -> bool:
        return _height(build(renderer, rules, width * scale), width * scale) <= height * scale

    low, high = LARGEST, SMALLEST  # scale: the width laid out on, for each point of the page's
    if fits(low):
        scale = low
    elif not fits(high):
        scale = high
    else:
        for _step in range(10):  # to within a thousandth of the page
            middle = (low + high) / 2
            low, high = (low, middle) if fits(middle) else (middle, high)
        scale = high
    content = build(renderer, rules, width * scale)
    shown: Flowable = Scaled(content, scale)
    if not fits(scale):  # a text longer than any page holds: the rest on a page of its own
        shown = KeepInFrame(renderer.frame_width, renderer.frame_height, content, mode="shrink")
    return [SheetStart(header, translate("QuickReference", "Quick reference"), key), shown]


HEADER_ROOM = 8 * mm  # what the sheet's start takes of the frame
LARGEST = 0.75  # type at most a third larger than the stylesheet's
SMALLEST = 2.0  # and at least half its size


def _height(content: Sequence[Flowable], width: float) -> float:
    """How tall ``content`` stands laid out ``width`` wide."""
    return sum(
        flowable.wrap(width, 10**6)[1] + flowable.getSpaceBefore() + flowable.getSpaceAfter()
        for flowable in content
    )


class Scaled(Flowable):
    """Flowables laid out ``scale`` times the width they are given, drawn scaled to it."""

    def __init__(self, content: Sequence[Flowable], scale: float) -> None:
        super().__init__()
        self.content = list(content)
        self.scale = scale
        self._placed: list[tuple[Flowable, float]] = []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        inner = availWidth * self.scale
        self._placed = []
        top = 0.0
        for flowable in self.content:
            top += flowable.getSpaceBefore()
            _width, tall = flowable.wrap(inner, 10**6)
            top += tall
            self._placed.append((flowable, top))
            top += flowable.getSpaceAfter()
        self.width, self.height = availWidth, top / self.scale
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.scale(1 / self.scale, 1 / self.scale)
        total = self.height * self.scale
        for flowable, bottom in self._placed:
            flowable.drawOn(canvas, 0, total - bottom)
        canvas.restoreState()


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


def _columns(
    renderer: Renderer, left: list[Flowable], right: list[Flowable], width: float
) -> Table:
    half = width / 2
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


def beastrider_reference(renderer: Renderer, rules: GameData, width: float) -> list[Flowable]:
    """Characters, the attack procedure (B1-B3), bows (B7), specials, flee and death, laid
    out ``width`` wide."""
    title = _title(renderer, rules)
    rows = [
        [
            translate("QuickReference", "Character"),
            translate("QuickReference", "Move"),
            translate("QuickReference", "Tough."),
            translate("QuickReference", "Attack"),
            translate("QuickReference", "Defend"),
            translate("QuickReference", "Actions"),
            translate("QuickReference", "Special"),
            translate("QuickReference", "Options"),
        ]
    ]
    for profile in rules.profiles.values():
        name = text(profile.name) + (f" {LEADER_MARK}" if profile.leader else "")
        named = ", ".join(text(rules.specials[key].name) for key in profile.specials)
        options = ", ".join(_option(rules.options[key]) for key in profile.options)
        bow = (
            translate("QuickReference", 'Bow {range}"').format(range=profile.bow)
            if profile.bow
            else ""
        )
        rows.append(
            [
                name,
                f'{profile.movement}"',
                str(profile.toughness),
                str(profile.attack),
                str(profile.defend),
                str(profile.actions),
                ", ".join(part for part in (named, bow) if part)
                or translate("QuickReference", "None"),
                options or "—",
            ]
        )
    # The figures' columns as wide as their titles ("Attack", "Aktionen"), whatever the
    # language; the name, specials and options share the rest.
    head = renderer.styles["CellHead"]
    figures = [stringWidth(title, head.fontName, head.fontSize) + 7 for title in rows[0][1:6]]
    rest = max(width - sum(figures), width * 0.4)
    widths = [0.33 * rest, *figures, 0.3 * rest, 0.37 * rest]
    characters = _grid(renderer, rows, widths)

    attack = [
        _para(renderer, translate("QuickReference", "Attacking (B1, B2)"), "QuickHead"),
        *_steps(
            renderer,
            [
                translate(
                    "QuickReference",
                    "In base contact (or in range with a bow or crossbow), the attacker rolls a d20 for each attack die he has left; the defender rolls one for each defend die he has left.",  # noqa: E501
                ),
                translate(
                    "QuickReference",
                    "Each defend die removes one attack die that scored lower than or equal to it.",
                ),
                translate(
                    "QuickReference",
                    "If an attack die left scores the target's Toughness or more, the target is wounded: one wound per attack, however many dice get through.",  # noqa: E501
                ),
                translate(
                    "QuickReference",
                    "The attacker chooses: the target loses an attack die or a defend die. Cross it off on the roster.",  # noqa: E501
                ),
            ],
        ),
    ]
    ranged = [
        f'{text(option.name)} {option.range}"' for option in rules.options.values() if option.range
    ]
    ranged += [
        translate("QuickReference", "{character}'s bow {range}\"").format(
            character=text(profile.name), range=profile.bow
        )
        for profile in rules.profiles.values()
        if profile.bow
    ]
    attack += [
        _para(renderer, translate("QuickReference", "Bows and crossbows (B7)"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "Attack in the normal way but without base contact, up to: {ranges}.",
            ).format(ranges=", ".join(ranged)),
        ),
    ]
    specials = [_para(renderer, translate("QuickReference", "Specials (B3)"), "QuickHead")]
    for special in rules.specials.values():
        # As on the roster: a passive special is never ticked, any other once per game (B3).
        if special.passive:
            use = translate("QuickReference", "passive, always in use; never ticked")
        else:
            use = translate("QuickReference", "once per game: tick it on the roster when used")
        specials.append(
            _para(
                renderer, f"<b>{text(special.name)}</b> ({use}). {text(special.text)}", "QuickItem"
            )
        )

    terrain = [t.name for t in rules.terrain.values() if t.halves_foot]
    turn = [
        _para(renderer, translate("QuickReference", "A turn (B5, B9)"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "Turn 1: both players roll a d20 (re-roll ties); the higher chooses who acts first. Later turns: the player who inflicted more wounds last turn chooses; equal, roll again. Players alternate, one character at a time, in roster order; once one player has acted with all his characters, the other acts with the rest of his, one after the other, in roster order.",  # noqa: E501
            ),
        ),
        _para(
            renderer,
            translate(
                "QuickReference",
                "Each character has the actions a turn the table gives (leaders are marked {leader}): move, attack, or perform his special. A leader may spend one action a turn on an order: a friend within one move of him performs one action at once.",  # noqa: E501
            ).format(leader=LEADER_MARK),
        ),
        _para(renderer, translate("QuickReference", "Moving"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "Move up to the Movement in inches, in any direction. Riders cross any terrain freely; characters on foot move half over {terrain}.",  # noqa: E501
            ).format(
                terrain=(
                    text(in_sentence(", ".join(terrain)))
                    if terrain
                    else translate("QuickReference", "difficult terrain")
                )
            ),
        ),
        _para(
            renderer,
            "<b>{label}</b> {rule}".format(
                label=translate("QuickReference", "In melee:"),
                rule=translate(
                    "QuickReference",
                    "a character who starts his phase in base contact with an enemy must keep fighting; once he attacks and wounds his opponent he may move freely.",  # noqa: E501
                ),
            ),
        ),
    ]
    lasting = (
        translate("QuickReference", "This campaign has lasting injuries: lost dice stay lost.")
        if rules.lasting_injuries
        else translate("QuickReference", "Lost dice come back after the game.")
    )
    death = [
        _para(renderer, translate("QuickReference", "Flee and death"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "A character who loses his last attack die must flee: he spends every action reaching the edge of the table and leaves the game.",  # noqa: E501
            ),
        ),
        _para(
            renderer,
            translate(
                "QuickReference",
                "A character without defend dice may flee, but need not; if he is wounded again he is killed.",  # noqa: E501
            ),
        ),
        _para(
            renderer,
            translate(
                "QuickReference",
                "A killed character is out of the campaign for good; one who fled plays the next game.",  # noqa: E501
            )
            + f" {lasting}",
        ),
        _para(renderer, translate("QuickReference", "Winning"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "The game is won when, at the start of a turn, only one player has characters who have neither fled nor been killed.",  # noqa: E501
            ),
        ),
    ]
    return [
        title,
        Spacer(1, 2 * mm),
        characters,
        Spacer(1, 3 * mm),
        _columns(renderer, attack + specials, turn + death, width),
    ]


# --- Caliburn's Wrath -----------------------------------------------------------------------


def caliburn_reference(renderer: Renderer, rules: GameData, width: float) -> list[Flowable]:
    """Combat (C1), double ones (C6), the damage chart (C2, C3), the shield save (C4), the
    weapon and armour tables and the terrain modifiers (C12), laid out ``width`` wide."""
    half = width / 2 - 2 * mm
    combat = rules.combat
    title = _title(renderer, rules)
    sword = "–".join(str(n) for n in (combat.sword_shatters[0], combat.sword_shatters[-1]))
    weapons = [item for item in rules.items.values() if item.is_weapon]
    swords = [item.name for item in weapons if item.breakage == SWORD_BREAKAGE]
    unbreakable = [item.name for item in weapons if item.breakage == NEVER_BREAKS]
    self_wounding = [item.name for item in weapons if item.self_wound]
    running_only = [ground.name for ground in rules.terrain.values() if ground.running_only]
    axes = "; ".join(
        f"{text(item.name)} {listed([str(n) for n in item.breaks_shield_on], either=True)}"
        for item in weapons
        if item.breaks_shield_on
    )
    damage_roll = translate(
        "QuickReference",
        "A helmet turns a total of exactly {total} into {turned}. A natural {natural} (double six) decapitates whatever the modifiers.",  # noqa: E501
    ).format(
        total=combat.helmet_from, turned=combat.helmet_to, natural=combat.unpreventable_natural
    )
    if axes:
        damage_roll += " " + translate(
            "QuickReference", "Against a shield, these totals break it instead: {weapons}."
        ).format(weapons=axes)
    double_ones = [
        translate(
            "QuickReference", "Two or more unmodified 1s in close combat break the weapon in use."
        )
    ]
    if swords:
        double_ones.append(
            translate(
                "QuickReference", "A sword ({swords}) rolls 1d6: {rolls} it shatters."
            ).format(swords=listed(swords), rolls=sword)
        )
    if unbreakable:
        double_ones.append(
            translate("QuickReference", "{weapons} never breaks.").format(
                weapons=listed(unbreakable)
            )
        )
    if self_wounding:
        double_ones.append(
            translate(
                "QuickReference",
                "A {weapons} also wounds its bearer: roll damage against him (his own protection counts).",  # noqa: E501
            ).format(weapons=listed(self_wounding, either=True))
        )
    moving = translate(
        "QuickReference",
        "Base move {move}\" (or the profile's own). Running or charging: ×{multiplier} the base move, then take off armour's move penalty and {penalty}\" per leg wound, once.",  # noqa: E501
    ).format(
        move=rules.base_move,
        multiplier=combat.run_multiplier,
        penalty=combat.leg_wound_move_penalty,
    )
    if running_only:
        moving += " " + translate(
            "QuickReference",
            "Terrain modifiers are added once, never doubled; {terrain} only when running, not when charging.",  # noqa: E501
        ).format(terrain=listed(running_only))
    else:
        moving += " " + translate(
            "QuickReference", "Terrain modifiers are added once, never doubled."
        )
    left = [
        _para(renderer, translate("QuickReference", "A turn"), "QuickHead"),
        _para(
            renderer,
            translate(
                "QuickReference",
                "1. Move sequence: player 1 moves, then player 2. 2. Melee: charges first, then the other combats.",  # noqa: E501
            ),
        ),
        _para(renderer, translate("QuickReference", "Combat (C1)"), "QuickHead"),
        *_steps(
            renderer,
            [
                translate(
                    "QuickReference",
                    "Each combatant rolls a d6 for each of his combat dice; his score is his highest die plus his modifiers.",  # noqa: E501
                ),
                translate(
                    "QuickReference",
                    "Modifiers: charging {charge} ({charge_vs_spear} if the one charged has a spear); each arm wound {arm}; each neck wound {neck}.",  # noqa: E501
                ).format(
                    charge=signed(combat.charge_bonus),
                    charge_vs_spear=signed(combat.charge_bonus_vs_spear),
                    arm=signed(combat.arm_wound_modifier),
                    neck=signed(combat.neck_wound_modifier),
                ),
                translate(
                    "QuickReference",
                    "The higher score wins; equal scores: nobody wins and no damage is rolled.",
                ),
                translate(
                    "QuickReference",
                    "The loser makes his shield save if he has a shield, then the winner rolls damage: 2d6 + his weapon's damage bonus − the loser's protection.",  # noqa: E501
                ),
            ],
        ),
        _para(renderer, translate("QuickReference", "Damage roll (C2, C3, C5)"), "QuickHead"),
        _para(renderer, damage_roll),
        _para(renderer, translate("QuickReference", "Double ones (C6)"), "QuickHead"),
        _para(renderer, " ".join(double_ones)),
    ]
    # Moving under the tables: the two columns about as tall, the page's type the larger.
    right = [
        _para(renderer, translate("QuickReference", "Shield save (C4)"), "QuickHead"),
        _grid(renderer, shield_save_rows(rules), [0.22 * half, 0.78 * half]),
        _para(renderer, translate("QuickReference", "Damage chart (C2)"), "QuickHead"),
        _grid(renderer, damage_chart_rows(rules), [0.22 * half, 0.78 * half]),
        _para(renderer, translate("QuickReference", "Moving (C12)"), "QuickHead"),
        _para(renderer, moving),
    ]
    # Two kinds of terrain to a row, so the long list takes half the height.
    grounds = [
        (
            text(ground.name),
            translate("QuickReference", "{modifier} running").format(
                modifier=signed(ground.modifier)
            )
            if ground.running_only
            else signed(ground.modifier),
        )
        for ground in rules.terrain.values()
    ]
    terrain = translate("QuickReference", "Terrain")
    modifier = translate("QuickReference", "Modifier")
    terrain_rows = [[terrain, modifier, terrain, modifier]]
    for start in range(0, len(grounds), 2):
        pair = grounds[start : start + 2]
        terrain_rows.append(
            [cell for ground in pair for cell in ground] + ["", ""] * (2 - len(pair))
        )
    armour_rows = [
        [
            translate("QuickReference", "Armour"),
            translate("QuickReference", "Protection"),
            translate("QuickReference", "Move"),
            translate("QuickReference", "Cost"),
        ]
    ]
    for item in rules.items.values():
        if item.category in (ARMOUR, HELMET, SHIELD):
            protection = signed(-item.protection) if item.category == ARMOUR else text(item.effect)
            move = signed(-item.move_penalty) if item.category == ARMOUR else "—"
            cost = translate("QuickReference", "{cost} gp").format(cost=item.cost)
            armour_rows.append([text(item.name), protection, move, cost])
    bottom = _columns(
        renderer,
        [
            _para(renderer, translate("QuickReference", "Armour"), "QuickHead"),
            _grid(renderer, armour_rows, [s * half for s in (0.27, 0.45, 0.13, 0.15)]),
        ],
        [
            _para(renderer, translate("QuickReference", "Terrain (C12)"), "QuickHead"),
            _grid(renderer, terrain_rows, [s * half for s in (0.32, 0.18, 0.32, 0.18)]),
        ],
        width,
    )
    return [
        title,
        _para(renderer, translate("QuickReference", "Warriors (C10, C13)"), "QuickHead"),
        _grid(
            renderer,
            profile_rows(rules),
            [s * width for s in (0.2, 0.07, 0.07, 0.12, 0.16, 0.38)],
        ),
        _columns(renderer, left, right, width),
        _para(renderer, translate("QuickReference", "Weapons (C2, C6, C7)"), "QuickHead"),
        _grid(renderer, weapon_rows(rules), [s * width for s in (0.17, 0.1, 0.17, 0.13, 0.43)]),
        Spacer(1, 1 * mm),
        bottom,
    ]


def _title(renderer: Renderer, rules: GameData) -> Paragraph:
    return _para(
        renderer,
        translate("QuickReference", "Quick reference: {game}").format(game=text(rules.name)),
        "Title",
    )


def _option(option: Option) -> str:
    """An option as the characters table lists it: the shield with the dice it gives (B4)."""
    bonus = option.defend_bonus
    if bonus:
        return translate(
            "QuickReference", "{option} (+%n defend die(s))", None, PLURAL, bonus
        ).format(option=text(option.name))
    return text(option.name)

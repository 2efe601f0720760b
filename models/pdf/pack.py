"""Whole printouts: roster sheets for a campaign, and the game-night pack (the scenario sheet,
each side's roster, the quick reference). The public entry points return the PDF as bytes."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table, TableStyle

from i18n import date_text, translate
from models.pdf.fonts import CONDENSED
from models.pdf.printouts import game_pack_printout, roster_printout
from models.pdf.renderer import (
    INK,
    RULE,
    SHADE,
    PdfOptions,
    Renderer,
    SheetStart,
    StoryOnDemand,
    text,
)
from models.pdf.roster import roster_story
from models.pdf.sheets import PLURAL, Printout, ScenarioSheet, SheetHeader, role_name
from models.store.schema import Campaign, Game, Warband
from rules.games import BEASTRIDER


def render_rosters(
    *,
    campaign: Campaign,
    warbands: Sequence[Warband] | None = None,
    game: Game | None = None,
    page_size: str = "a4",
    options: PdfOptions | None = None,
) -> bytes:
    """Roster sheets of ``warbands`` (default: every warband of the campaign), one warband to a
    sheet; only characters able to play. Given a ``game``: its sides' sheets with the fielded
    characters and the scenario, date and points in the header. ``options`` (page size, date
    printed, fixed creation date) overrides ``page_size``."""
    printout = roster_printout(campaign=campaign, warbands=warbands, game=game)
    return render_printout(printout, options or PdfOptions(page_size=page_size))


def render_game_pack(
    *, game: Game, page_size: str = "a4", options: PdfOptions | None = None
) -> bytes:
    """The game-night pack of ``game``: scenario sheet, each side's roster, quick reference."""
    printout = game_pack_printout(game=game)
    return render_printout(printout, options or PdfOptions(page_size=page_size))


def render_printout(printout: Printout, options: PdfOptions | None = None) -> bytes:
    """Lay out what :mod:`models.pdf.sheets` read; needs no database (runs on any thread)."""
    renderer = Renderer(options)
    story = StoryOnDemand(printout_parts(renderer, printout))
    subject = (
        translate("Printout", "Game-night pack")
        if printout.scenario
        else translate("Printout", "Roster sheets")
    )
    return renderer.build(story, title=printout.title, subject=subject)


def printout_story(renderer: Renderer, printout: Printout) -> list[Flowable]:
    """Every sheet of the printout, each starting on a new page."""
    return [flowable for part in printout_parts(renderer, printout) for flowable in part]


def printout_parts(renderer: Renderer, printout: Printout) -> Iterator[list[Flowable]]:
    """The printout's story a sheet at a time, each sheet after a page break, made as it is
    asked for (a big campaign's sheets are laid out one after another, not held at once)."""
    parts = _parts(renderer, printout)
    first = next(parts)
    yield first
    for part in parts:
        yield [PageBreak(), *part]


def _parts(renderer: Renderer, printout: Printout) -> Iterator[list[Flowable]]:
    shown = False
    if printout.scenario is not None:
        shown = True
        yield scenario_story(renderer, printout.scenario, printout, "scenario")
    for index, sheet in enumerate(printout.sheets, start=1):
        shown = True
        yield roster_story(renderer, sheet, f"roster-{index}")
    if printout.quick_reference:
        header = (
            printout.scenario.header
            if printout.scenario
            else SheetHeader(campaign=printout.campaign, game_name=printout.rules.name)
        )
        from models.pdf.quickref import quick_reference_story  # a game-night pack's only

        shown = True
        yield quick_reference_story(renderer, printout.rules, header, "quick-reference")
    if not shown:
        header = SheetHeader(campaign=printout.campaign, game_name=printout.rules.name)
        yield [
            SheetStart(header, printout.campaign, "empty"),
            Paragraph(
                translate("Printout", "This campaign has no warbands yet."),
                renderer.styles["Normal"],
            ),
        ]


def _facts_table(renderer: Renderer, facts: Sequence[tuple[str, str]]) -> Table:
    styles = renderer.styles
    data = [
        [Paragraph(f"<b>{label}</b>", styles["Normal"]), Paragraph(value, styles["Normal"])]
        for label, value in facts
    ]
    width = renderer.frame_width
    table = Table(data, colWidths=[0.22 * width, 0.78 * width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE),
            ]
        )
    )
    return table


def scenario_story(
    renderer: Renderer, sheet: ScenarioSheet, printout: Printout, key: str
) -> list[Flowable]:
    """The scenario sheet: the scenario's text, the sides and their points, what it follows."""
    styles = renderer.styles
    beastrider = printout.rules.id == BEASTRIDER
    if sheet.points_limit is not None:
        points = sheet.points_limit
        limit = translate("Printout", "%n point(s)", None, PLURAL, points)
    elif beastrider:
        limit = translate("ScenarioSheet", "no points in this game")
    else:
        limit = translate("ScenarioSheet", "none agreed")
    facts = [
        (translate("ScenarioSheet", "Scenario"), text(sheet.scenario)),
        (
            translate("ScenarioSheet", "Date"),
            date_text(sheet.played_on)
            if sheet.played_on
            else translate("ScenarioSheet", "not set"),
        ),
        (translate("ScenarioSheet", "Points limit"), limit),
        (
            translate("ScenarioSheet", "Follows"),
            text(sheet.follows) if sheet.follows else translate("ScenarioSheet", "no earlier game"),
        ),
        (
            translate("ScenarioSheet", "Who goes first"),
            text(sheet.first) if sheet.first else translate("ScenarioSheet", "not rolled yet"),
        ),
    ]
    outline = translate("Printout", "Game {number}: {scenario}").format(
        number=sheet.number, scenario=sheet.scenario
    )
    story: list[Flowable] = [
        SheetStart(sheet.header, outline, key),
        _facts_table(renderer, facts),
        Paragraph(translate("ScenarioSheet", "The scenario"), styles["Heading"]),
        Paragraph(
            text(sheet.text) if sheet.text else translate("ScenarioSheet", "No rules text."),
            styles["Normal"],
        ),
        Paragraph(translate("ScenarioSheet", "The sides"), styles["Heading"]),
    ]
    # The Beastrider Wars has no points: the count of characters fielded says it all.
    titles = [
        translate("ScenarioSheet", "Warband"),
        translate("ScenarioSheet", "Player"),
        translate("ScenarioSheet", "Role"),
        translate("ScenarioSheet", "Fielded"),
    ] + ([] if beastrider else [translate("ScenarioSheet", "Points")])
    shares = (0.40, 0.26, 0.16, 0.18) if beastrider else (0.34, 0.22, 0.14, 0.16, 0.14)
    data: list[list[object]] = [[Paragraph(t, styles["CellHead"]) for t in titles]]
    for side in sheet.sides:
        fielded = side.fielded
        cells: list[object] = [
            Paragraph(text(side.warband), styles["CellBold"]),
            Paragraph(text(side.player) or "—", styles["Cell"]),
            Paragraph(text(role_name(side.role)) or "—", styles["Cell"]),
            Paragraph(
                translate("Printout", "%n character(s)", None, PLURAL, fielded),
                styles["Cell"],
            ),
        ]
        if not beastrider:
            cells.append(Paragraph(str(side.points), styles["CellNumber"]))
        data.append(cells)
    if len(data) == 1:
        none_yet = Paragraph(translate("ScenarioSheet", "No sides set up yet."), styles["Cell"])
        data.append([none_yet] + [""] * (len(titles) - 1))
    width = renderer.frame_width
    table = Table(data, colWidths=[s * width for s in shares], repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BOX", (0, 0), (-1, -1), 0.9, INK),
                ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
            ]
        )
    )
    story.append(table)
    story.append(Spacer(1, 2 * mm))
    if sheet.problems:
        story.append(
            Paragraph(translate("ScenarioSheet", "Check before playing:"), styles["Normal"])
        )
        story += [Paragraph(f"• {text(problem)}", styles["Normal"]) for problem in sheet.problems]
    elif sheet.sides:
        story.append(
            Paragraph(
                translate("ScenarioSheet", "The sides meet the scenario's rules."), styles["Small"]
            )
        )
    if sheet.notes:
        story.append(Paragraph(translate("ScenarioSheet", "Notes"), styles["Heading"]))
        story.append(Paragraph(text(sheet.notes), styles["Normal"]))
    story.append(Paragraph(translate("ScenarioSheet", "Result"), styles["Heading"]))
    if sheet.result:
        story += outcome_story(renderer, sheet)
    else:
        winner = translate("ScenarioSheet", "Winner:")
        turns = translate("ScenarioSheet", "Turns played:")
        story.append(
            Paragraph(
                f"{winner} ______________________________&nbsp;&nbsp;&nbsp;{turns} ______",
                styles["Normal"],
            )
        )
    return story


def outcome_story(renderer: Renderer, sheet: ScenarioSheet) -> list[Flowable]:
    """A recorded game's result and each fielded character's part in it."""
    styles = renderer.styles
    story: list[Flowable] = [Paragraph(f"<b>{text(sheet.result)}.</b>", styles["Normal"])]
    data: list[list[object]] = [
        [
            Paragraph(t, styles["CellHead"])
            for t in (
                translate("ScenarioSheet", "Warband"),
                translate("ScenarioSheet", "Fielded"),
                translate("ScenarioSheet", "In the game"),
            )
        ]
    ]
    for line in sheet.outcomes:
        data.append(
            [
                Paragraph(text(line.warband), styles["Cell"]),
                Paragraph(text(line.name), styles["CellBold"]),
                Paragraph(text(line.text), styles["Cell"]),
            ]
        )
    width = renderer.frame_width
    table = Table(data, colWidths=[s * width for s in (0.3, 0.25, 0.45)], repeatRows=1)
    table.hAlign = "LEFT"
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BOX", (0, 0), (-1, -1), 0.9, INK),
                ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
            ]
        )
    )
    story.append(Spacer(1, 1 * mm))
    story.append(table)
    if sheet.log:
        story.append(
            Paragraph(translate("ScenarioSheet", "The game, turn by turn"), styles["Heading"])
        )
        if sheet.log_note:
            story.append(Paragraph(text(sheet.log_note), styles["CellSmall"]))
        story += [Paragraph(text(line), styles["Cell"]) for line in sheet.log]
    return story

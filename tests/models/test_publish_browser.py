"""The published pages in a real browser (Debian's chromium and chromium-driver, through
Selenium): no sideways scrolling at phone and desktop widths, the figures the app shows, and
no serious accessibility problem found by axe-core."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.campaigns import campaign_named
from models.publish import publish_campaign
from models.standings import standings

pytestmark = pytest.mark.sqlite_only

CAMPAIGN = "Demo: Caliburn's Wrath"
OTHER = "Demo: The Beastrider Wars"
WIDTHS = ((390, 844), (1280, 800))


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def sites(database: Path, tmp_path: Path) -> dict[str, Path]:
    """Both demo campaigns published, each with a game recorded without the tracker and one
    played at the table and corrected since (tests/demo_data.py)."""
    from models.demo import create_demo_campaigns
    from tests.demo_data import played_and_corrected

    create_demo_campaigns()
    published = {}
    for number, name in enumerate((CAMPAIGN, OTHER)):
        played_and_corrected(campaign_named(name))
        published[name] = tmp_path / f"site{number}"
        publish_campaign(campaign=campaign_named(name), out=published[name])
    return published


@pytest.fixture
def site(sites: dict[str, Path]) -> Path:
    return sites[CAMPAIGN]


def test_no_page_scrolls_sideways_on_a_phone_or_a_desktop(browser, sites: dict[str, Path]) -> None:
    pages = [page for site in sites.values() for page in sorted(site.rglob("*.html"))]
    assert len(pages) > 20
    for width, height in WIDTHS:
        browser.set_window_size(width, height)
        for page in pages:
            browser.get(page.as_uri())
            overflow = browser.execute_script(
                "return document.documentElement.scrollWidth - window.innerWidth"
            )
            assert overflow <= 0, (width, page, overflow)


def test_the_league_table_shows_the_apps_figures(browser, site: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.set_window_size(1280, 800)
    browser.get((site / "index.html").as_uri())
    rows = browser.find_elements(By.CSS_SELECTOR, "#league ~ .table-wrap tbody tr")
    shown = [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")] for row in rows]
    expected = [
        [s.name, s.player, str(s.played), str(s.won), str(s.drawn), str(s.lost), str(s.kills),
         str(s.points)]
        for s in standings(campaign_named(CAMPAIGN))
    ]  # fmt: skip
    assert shown == expected


def test_axe_finds_no_serious_accessibility_problem(browser, site: Path) -> None:
    from axe_selenium_python import Axe

    browser.set_window_size(1280, 800)
    for name in ("index.html", "games/index.html", "log/1.html"):
        browser.get((site / name).as_uri())
        axe = Axe(browser)
        axe.inject()
        results = axe.run()
        serious = [
            (v["id"], v["help"])
            for v in results["violations"]
            if v.get("impact") in ("serious", "critical")
        ]
        assert serious == [], (name, serious)
    for folder in ("warbands", "characters", "games"):
        page = next(p for p in sorted((site / folder).glob("*.html")) if p.name != "index.html")
        browser.get(page.as_uri())
        axe = Axe(browser)
        axe.inject()
        serious = [
            (v["id"], v["help"])
            for v in axe.run()["violations"]
            if v.get("impact") in ("serious", "critical")
        ]
        assert serious == [], (page.name, serious)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_game_page_of_both_campaigns_reads_in_both_schemes(
    browser, sites: dict[str, Path], scheme: str
) -> None:
    """Each warrior's part, the dead among them, the corrected game's note and the lines of
    its log that no longer hold, at a phone's width: no serious accessibility problem."""
    from axe_selenium_python import Axe

    features = [{"name": "prefers-color-scheme", "value": scheme}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
    browser.set_window_size(*WIDTHS[0])
    try:
        for site in sites.values():
            for page in sorted((site / "games").glob("[0-9]*.html")):
                browser.get(page.as_uri())
                axe = Axe(browser)
                axe.inject()
                serious = [
                    (v["id"], [n["target"] for n in v["nodes"]])
                    for v in axe.run()["violations"]
                    if v.get("impact") in ("serious", "critical")
                ]
                assert serious == [], (page, scheme, serious)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        browser.set_window_size(1280, 800)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_badges_of_the_dead_and_injured_can_be_read_in_both_schemes(
    browser, site: Path, scheme: str
) -> None:
    """The "dead" badge was 4.49:1 on a light card, and 3.4:1 on a dark one."""
    from axe_selenium_python import Axe

    from models.store.schema import DEAD, Character, Warband

    dead = (
        Character.select()
        .join(Warband)
        .where((Character.status == DEAD) & (Warband.campaign == campaign_named(CAMPAIGN)))
        .first()
    )
    assert dead is not None
    features = [{"name": "prefers-color-scheme", "value": scheme}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
    try:
        for page in (f"characters/{dead.id}.html", f"warbands/{dead.warband_id}.html"):
            browser.get((site / page).as_uri())
            axe = Axe(browser)
            axe.inject()
            serious = [
                (v["id"], [n["target"] for n in v["nodes"]])
                for v in axe.run()["violations"]
                if v.get("impact") in ("serious", "critical")
            ]
            assert serious == [], (page, scheme, serious)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_the_charts_labels_read_on_a_phone(browser, site: Path) -> None:
    """The chart is scaled to the page: its labels once stood 5 px tall on a phone."""
    from selenium.webdriver.common.by import By

    for width, height in WIDTHS:
        browser.set_window_size(width, height)
        browser.get((site / "index.html").as_uri())
        labels = browser.find_elements(By.CSS_SELECTOR, "svg.chart text")
        assert labels
        for label in labels:
            shown = browser.execute_script(
                "const r = arguments[0].getBoundingClientRect(); return [r.height, r.right];",
                label,
            )
            chart = browser.execute_script(
                "return arguments[0].closest('svg').getBoundingClientRect().right;", label
            )
            assert shown[0] >= 10, (width, label.text, shown)
            assert shown[1] <= chart + 0.5, (width, label.text)  # within the chart

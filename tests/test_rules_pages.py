"""The illustrated rules pages: seed 003's betting examples replayed by the engine match the seed's
table round by round (with the stake, the blind price and the pot each round implies), and every
step of every illustration, and the casino page's worked payouts, fit their panel in all five
languages."""

import pygame
import pytest
from layout_battery import check, shown_states
from ui_driver import Driver

from casino_brag.ui.core import language, text
from casino_brag.ui.rules_pages.scripts import BLIND_EXAMPLE, COVER_EXAMPLE, OPEN_EXAMPLE, SCRIPTS, replay
from casino_brag.ui.screens.rules import PAGES, RulesScene

# Seed 003 ("Here is an example of betting between five players" and "A betting example"),
# copied cell for cell: Andy, Bill, Chris, Dan, Eddie; "" where the seed's row ends early.
OPEN_SEED = """
1	1	1	1	fold	2
2	2	2	2	-	2
3	2	2	2	-	2
4	2	fold	2	-	5
5	5	-	5	-	5
6	5	-	5	-	5
7	5	-	fold	-	10
8	10	-	-	-	10
9	10	-	-	-	10
10	20 (to see)
"""
BLIND_SEED = """
1	1	1 (blind)	2	1 (blind)	2
2	2	1 (blind)	2	1 (blind)	2
3	2	1 (blind)	2	1 (blind)	2
4	2	1 (blind)	4	2 (blind)	fold
5	4	5 (blind)	10	fold	-
6	fold	5 (blind)	10	-	-
7	-	5 (blind)	10	-	-
8	-	10 (to see)
"""


def seed_rows(table: str) -> dict[int, list[str]]:
    rows = {}
    for line in table.strip().splitlines():
        number, *cells = line.split("\t")
        rows[int(number)] = cells
    return rows


def replayed_rows(script) -> dict[int, list[str]]:
    """The replay written as the seed writes it: "-" for a player already out."""
    frames = replay(script)
    out: set[int] = set()
    rows: dict[int, list[str]] = {}
    for frame in frames[1:]:
        row = rows.setdefault(frame.round, ["-" if s in out else "" for s in range(5)])
        kind, amount = frame.cell()
        row[frame.seat] = {"bet": f"{amount}", "blind": f"{amount} (blind)", "see": f"{amount} (to see)"}.get(
            kind, "fold"
        )
        if kind == "fold":
            out.add(frame.seat)
    return {n: [c for c in row] for n, row in rows.items()}


@pytest.mark.parametrize(("script", "seed"), [(OPEN_EXAMPLE, OPEN_SEED), (BLIND_EXAMPLE, BLIND_SEED)])
def test_the_replay_matches_the_seed_round_by_round(script, seed):
    expected = seed_rows(seed)
    got = replayed_rows(script)
    assert sorted(got) == sorted(expected)
    for number, cells in expected.items():
        assert got[number][: len(cells)] == cells, f"round {number}"


def _amount(cell: str) -> int:
    return int(cell.split()[0]) if cell[:1].isdigit() else 0


@pytest.mark.parametrize(
    ("script", "seed", "stakes"),
    [
        (OPEN_EXAMPLE, OPEN_SEED, [2, 2, 2, 5, 5, 5, 10, 10, 10]),
        (BLIND_EXAMPLE, BLIND_SEED, [2, 2, 2, 4, 10, 10, 10]),
    ],
)
def test_the_stake_prices_and_pot_after_each_round_are_the_seeds(script, seed, stakes):
    """After each round: the stake the seed's notes give, the blind price half of it rounded up,
    and the pot the five antes plus every chip in the seed's table so far."""
    frames = replay(script)
    rows = seed_rows(seed)
    pot = 5
    for number, stake in enumerate(stakes, 1):
        pot += sum(_amount(c) for c in rows[number])
        last = [f for f in frames if f.round == number][-1]
        assert (last.stake, last.open_price, last.blind_price, last.pot) == (stake, stake, -(-stake // 2), pot)
    see = frames[-1]
    assert see.hand_over and sum(a.amount for a in see.awards()) == pot + sum(_amount(c) for c in rows[len(rows)])


def test_the_cover_makes_a_side_pot():
    frames = replay(COVER_EXAMPLE)
    covered = frames[2]
    assert covered.cell() == ("cover", 2) and covered.pots == (12, 0) and covered.statuses[1] == "covered"
    assert frames[3].pots == (12, 6)
    assert [(a.pot, a.seat, a.amount) for a in frames[-1].awards()] == [(1, 2, 24), (0, 1, 12)]


def test_the_retained_hand_is_kept_and_played_again():
    frames = replay(SCRIPTS[-1])
    assert frames[4].held[0] == 1 and frames[5].held[0] == 2  # kept, then a new hand beside it
    assert [o.kind for o in frames[8].offers] == ["keep", "fold"]  # looked at one: keep it or fold it
    assert frames[9].held[0] == 1 and frames[9].statuses[0] == "blind"


def _rules(ui: Driver) -> RulesScene:
    scene = ui.top
    assert isinstance(scene, RulesScene)
    return scene


@pytest.mark.parametrize("lang", ["en", "de", "fr", "nl", "ru"])
def test_every_step_fits_its_panel(tmp_path, lang):
    ui = Driver(tmp_path, lang=lang)
    try:
        ui.key(pygame.K_5)
        rules = _rules(ui)
        ui.key(pygame.K_1 + PAGES.index("casino"))
        assert check(ui) == [], "casino rules"
        ui.key(pygame.K_RIGHT)
        assert rules.illustrated["casino"].part == 1
        assert check(ui) == [], "casino payouts"
        ui.key(pygame.K_1 + PAGES.index("pub"))
        seen = 0
        while rules.page == PAGES.index("pub"):
            found = check(ui)
            assert found == [], f"part {rules.pub.part} step {rules.pub.step}: {found}"
            seen += 1
            ui.key(pygame.K_RIGHT)
        assert seen == 1 + sum(len(replay(s)) for s in SCRIPTS)
        assert rules.page == PAGES.index("pub") + 1  # past the last step, the next page
    finally:
        ui.close()
        text.use_language(language.ENGLISH)


def test_up_down_and_the_strip_choose_the_illustration(tmp_path):
    ui = Driver(tmp_path)
    try:
        ui.key(pygame.K_5)
        rules = _rules(ui)
        ui.key(pygame.K_3)
        ui.key(pygame.K_DOWN)
        assert (rules.pub.part, rules.pub.step) == (1, 0)
        ui.key(pygame.K_RIGHT)
        assert rules.pub.step == 1
        ui.click(rules.pub.strip[4].center)
        assert (rules.pub.part, rules.pub.step) == (4, 0)
        ui.key(pygame.K_LEFT)  # back past the first step: the last step of the illustration before
        assert (rules.pub.part, rules.pub.step) == (3, len(replay(SCRIPTS[2])) - 1)
        ui.click(rules.pub.strip[0].center)
        ui.key(pygame.K_LEFT)
        assert rules.page == PAGES.index("pub") - 1
    finally:
        ui.close()


def test_the_worked_payouts_are_the_paytables(tmp_path):
    """Each worked round is the engine's settlement with the table's paytable: the run's Pair
    Bonus pays the paytable's odds for a run, and a dealer short of Queen high pushes the Play."""
    from casino_brag.engine.casino.settlement import Bet, Result
    from casino_brag.ui.rules_pages.casino_page import CasinoPage

    ui = Driver(tmp_path)
    try:
        page = CasinoPage(ui.app, RulesScene(ui.app).pub.body)
        win, short, lose = page.settlements()
        paytable = ui.app.tables.current
        pair = win.line(Bet.PAIR_BONUS)
        assert pair.result is Result.WIN and pair.odds == paytable.pair_bonus.for_hand(win.player)
        assert pair.net == pair.stake * pair.odds
        assert short.line(Bet.PLAY).result is Result.PUSH
        assert lose.line(Bet.ANTE).result is Result.LOSE and lose.line(Bet.PAIR_BONUS).result is Result.WIN
    finally:
        ui.close()


@pytest.mark.parametrize("lang", ["de", "fr", "nl", "ru"])
def test_the_shown_states_fit_in_every_language(tmp_path, lang):
    """The layout battery's states of these pages and of the pub trainer (English runs in
    tests/test_layout.py)."""
    try:
        for index, state in enumerate(shown_states(lang)):
            folder = tmp_path / str(index)
            folder.mkdir()
            driver = state.build(folder)
            try:
                assert check(driver) == [], state.name
            finally:
                driver.close()
    finally:
        text.use_language(language.ENGLISH)

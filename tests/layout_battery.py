"""The layout check's battery: named states of every screen, each built in a fresh save folder,
and `check`, which draws the window onto a recording screen and lists every broken layout rule.
`tests/test_layout.py` checks every state in every language of `LANGUAGES`.

Adding states (for a new game or screen) — keep to this, in a block of your own at the end:

    def my_state(folder: Path) -> Driver:   # build the window in the fresh save `folder`
        driver = Driver(folder, mode="pub", ...)   # never pass lang=: the test chooses it
        ...                                  # drive it to the moment to check
        return driver

    STATES.append(LayoutState("my game 8 seats showdown", my_state))

A state's name is unique, and says what the screen shows. Helpers here build the common ones:
`pub_state(opponents, variant, policy, then=..., **setup)` plays a pub hand by a scripted
`Policy` (see `finalists`), `casino_state(...)`, `menu_state(*keys)` and `history_after(state)`.
A state speaks whatever language the test set (`speaking`) through the system locale, so it
must not save a language of its own. Pub states are played out by a script, one seat at a time
on the main thread, so each state is the same on every run and no opponent thinks on a worker.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame
from pub_driver import save_setup
from ui_driver import Driver

from casino_brag.engine.ai.characters import CHARACTERS
from casino_brag.engine.casino.settlement import Bet
from casino_brag.engine.pub import Action
from casino_brag.engine.pub.table import Table
from casino_brag.paths import asset_dir
from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.pub_setup import SETUP_KEY, PubSetup
from casino_brag.save.store import Store
from casino_brag.ui.casino.coach import TIPS
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.core import footprint, language, text, theme
from casino_brag.ui.core.overlap import problems
from casino_brag.ui.core.text import ENGLISH, chips, tr
from casino_brag.ui.pub.dealers_choice import GameChoiceDialog
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.setup import resume_table
from casino_brag.ui.pub.sprites import Timed
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.screens.rules import PAGES

Policy = Callable[[Table, int, list[Action]], Action | None]
"""A scripted player: the action for `seat` among the offers, or None to stop the script."""


@dataclass(frozen=True)
class LayoutState:
    name: str
    build: Callable[[Path], Driver]


LANGUAGES = ("en", "de", "fr", "nl", "ru")
"""Every language the window speaks; German and Russian have the longest words."""


@contextlib.contextmanager
def speaking(code: str) -> Iterator[None]:
    """Windows started inside speak `code` (as the system's locale asks for it, the saved
    choice being empty in a fresh folder); English again afterwards."""
    before = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = code
    text.use_language(code)
    try:
        yield
    finally:
        if before is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = before
        text.use_language(language.ENGLISH)


def check(driver: Driver) -> list[str]:
    """Draw the window's scenes as they stand and return every layout problem, by layer."""
    screen = footprint.RecordingSurface((theme.WIDTH, theme.HEIGHT))
    with footprint.recording() as recorder:
        driver.app.stack.draw(screen)
    found = []
    for layer in range(recorder.layer + 1):
        marks = [m for m in recorder.marks if m.layer == layer]
        found += [f"layer {layer}: {p}" for p in problems(marks, screen.get_rect())]
    return found


# -- the pub table, played by a script -----------------------------------------------------------------

LONG_NAMES = [c.id for c in sorted(CHARACTERS, key=lambda c: -len(c.name))]
"""Opponents with the longest names first."""


def pub_table(driver: Driver) -> PubTableScene:
    scene = driver.top
    assert isinstance(scene, PubTableScene)
    return scene


def settle(scene: PubTableScene) -> None:
    """Show everything the table has done, and stop at the end of its animations."""
    scene._absorb()
    scene.skip()
    scene.t += 1.0  # a moment as the player looks: the pack and passing words are gone
    scene._refresh()


def play(scene: PubTableScene, policy: Policy, *, moves: int = 120) -> None:
    """Deal if the table waits for it, then apply the policy's moves until it stops or the hand ends."""
    game = scene.game
    if game.table.hand_over and not game.over:
        game._warming.result()  # the opponents' tables are ready
        game.thinker.wait()
        scene.deal()
        assert not game.table.hand_over
    for _ in range(moves):
        table = game.table
        seat = game.deciding
        if seat is None or game.over:
            break
        action = policy(table, seat, table.legal_actions())
        if action is None:
            break
        table.apply(action)
        game._after()
        settle(scene)  # each move told as it is made, as at the table
    settle(scene)


def _offer(offers: list[Action], kind: str) -> Action | None:
    return next((o for o in offers if o.kind == kind), None)


def least_bet(offers: list[Action]) -> Action:
    bet = _offer(offers, "bet")
    if bet is not None:
        assert bet.min is not None
        return Action.bet(bet.min)
    cover = _offer(offers, "cover")
    return Action.cover() if cover is not None else Action.fold()


def finalists(*stay: int, blind: tuple[int, ...] = ()) -> Policy:
    """Everyone looks (but the `blind` seats), discards their lowest cards and bets the least
    once; then all but the seats in `stay` fold, and the last two see. With no `stay`, everyone
    stays (to Bastard Brag's showdown)."""

    def policy(table: Table, seat: int, offers: list[Action]) -> Action | None:
        if _offer(offers, "look") and seat not in blind:
            return Action.look()
        if _offer(offers, "discard"):
            need = table.rules.cards_dealt - 3
            held = sorted(table.cards_of(seat)["new"], key=lambda c: c.rank)
            return Action.discard(held[:need])
        if stay and seat not in stay and table.put_in(seat) > table.rules.ante and _offer(offers, "fold"):
            return Action.fold()
        if _offer(offers, "see"):
            return Action.see()
        return least_bet(offers)

    return policy


def stop_at_your_discard(table: Table, seat: int, offers: list[Action]) -> Action | None:
    if seat == HUMAN and _offer(offers, "discard"):
        return None
    return finalists()(table, seat, offers)


def raise_hard(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """Seat 1 bets the most it may each turn, so the others must cover; the rest call."""
    bet = _offer(offers, "bet")
    if seat == 1 and bet is not None and bet.max is not None and not _offer(offers, "look"):
        return Action.bet(bet.max)
    return finalists()(table, seat, offers)


def pub_state(
    opponents: int,
    variant: str,
    policy: Policy,
    *,
    then: Callable[[PubTableScene], None] | None = None,
    **setup: Any,
) -> Callable[[Path], Driver]:
    house = {"variant": variant, **setup.pop("rules", {})}  # taken out once: every build keeps them

    def build(folder: Path) -> Driver:
        names = LONG_NAMES[:opponents]
        save_setup(folder, opponents, rules=dict(house), **setup)
        with Store.open(folder) as store:  # the longest names in every seat
            saved = PubSetup.from_dict(store.settings()[SETUP_KEY])
            store.save_settings({SETUP_KEY: replace(saved, opponents=tuple(names)).to_dict()})
        driver = Driver(folder, seed=5, mode="pub", opponents=opponents)
        scene = pub_table(driver)
        play(scene, policy)
        if then is not None:
            then(scene)
        return driver

    return build


VARIANTS = ("three-card", "four-card", "five-card", "bastard")
SEATS = (2, 3, 6, 8)
PAIRS = {2: ((0, 1),), 3: ((0, 1), (1, 2)), 6: ((0, 3), (1, 5), (2, 4)), 8: ((0, 4), (1, 7), (2, 6), (3, 5))}
"""The two players left at a see, so that every seat of every table shows its hand."""


def result_screen(scene: PubTableScene) -> None:
    while not scene.game.over:
        play(scene, finalists(0, 1))
    scene.open_result()


STATES: list[LayoutState] = []
for _variant in VARIANTS:
    for _seats in SEATS:
        for _pair in PAIRS[_seats]:
            STATES.append(
                LayoutState(
                    f"pub {_variant} {_seats} seats see {_pair}", pub_state(_seats - 1, _variant, finalists(*_pair))
                )
            )
    STATES += [
        LayoutState(f"pub {_variant} 8 seats everyone stays in", pub_state(7, _variant, finalists())),
        LayoutState(f"pub {_variant} 3 seats blind seer", pub_state(2, _variant, finalists(0, 1, blind=(0,)))),
        LayoutState(f"pub {_variant} 8 seats blind seer", pub_state(7, _variant, finalists(0, 5, blind=(0,)))),
        LayoutState(f"pub {_variant} 8 seats covers", pub_state(7, _variant, raise_hard, chips=50, rules={"ante": 5})),
        LayoutState(
            f"pub {_variant} 8 seats result",
            pub_state(7, _variant, finalists(0, 1), then=result_screen, rules={"session_hands": 1}),
        ),
    ]
for _variant in ("four-card", "five-card"):
    for _seats in (3, 8):
        STATES.append(
            LayoutState(
                f"pub {_variant} {_seats} seats discarding", pub_state(_seats - 1, _variant, stop_at_your_discard)
            )
        )
del _variant, _seats, _pair


def pick_discards(scene: PubTableScene) -> None:
    held = sorted(scene.game.table.cards_of(HUMAN)["new"], key=lambda c: c.rank)
    scene.selection = list(held[: scene.game.table.rules.cards_dealt - 3])
    scene._refresh()


for _variant in ("four-card", "five-card"):
    STATES.append(
        LayoutState(
            f"pub {_variant} 8 seats cards picked", pub_state(7, _variant, stop_at_your_discard, then=pick_discards)
        )
    )
del _variant


def one(name: str) -> LayoutState:
    return next(s for s in STATES if s.name == name)


def keys(driver: Driver, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        driver.app.dispatch(pygame.event.poll())


# -- the casino table --------------------------------------------------------------------------------------


def casino_table(driver: Driver) -> CasinoTableScene:
    scene = driver.top
    assert isinstance(scene, CasinoTableScene)
    return scene


def casino_state(
    paytable: str = "standard",
    *,
    bankroll: int = 123_456_789,
    turbo: bool = False,
    then: Callable[[CasinoTableScene], None] | None = None,
) -> Callable[[Path], Driver]:
    """A hand at the largest bets, played and settled (or what `then` does instead)."""

    def build(folder: Path) -> Driver:
        with Store.open(folder) as store:
            store.reset_bankroll(bankroll)
            store.save_settings({"tips_seen": [tip.key for tip in TIPS]})
        driver = Driver(folder, mode="casino", paytable=paytable, seed=7)
        scene = casino_table(driver)
        scene.turbo = turbo
        (then or biggest_hand)(scene)
        scene.skip()
        return driver

    return build


def biggest_hand(scene: CasinoTableScene) -> None:
    limits = scene.session.paytable.limits
    for spot, most in ((Bet.ANTE, limits.max_ante), (Bet.PAIR_BONUS, limits.max_pair_bonus)):
        while most and scene.session.bet(spot) + 100 <= most:
            scene.add_chip(spot, 100)
    scene.do_deal()
    scene.skip()
    scene.do_play()


def autoplaying(scene: CasinoTableScene) -> None:
    biggest_hand(scene)
    scene.skip()
    scene.start_autoplay(25)


def autoplay_stopped(scene: CasinoTableScene) -> None:
    autoplaying(scene)
    scene.stop_autoplay()


def deal_refused(scene: CasinoTableScene) -> None:
    """The biggest hand, then a deal the bankroll left cannot pay for (with the Play bet)."""
    biggest_hand(scene)
    scene.skip()
    scene.do_deal()


def keep_back(scene: CasinoTableScene) -> None:
    for spot, amount in ((Bet.ANTE, 500), (Bet.PAIR_BONUS, 100)):
        while scene.session.bet(spot) < amount:
            scene.add_chip(spot, 100)
    scene.do_deal()


def limit_message(scene: CasinoTableScene) -> None:
    biggest_hand(scene)
    scene.skip()
    scene.add_chip(Bet.ANTE, 500)


PAYTABLES = sorted(p.stem for p in asset_dir("paytables").glob("*.toml"))
for _paytable in PAYTABLES:
    STATES.append(LayoutState(f"casino {_paytable} result", casino_state(_paytable)))
del _paytable
STATES += [
    LayoutState("casino turbo result", casino_state(turbo=True)),
    LayoutState("casino autoplay", casino_state(turbo=True, then=autoplaying)),
    LayoutState("casino autoplay stopped", casino_state(turbo=True, then=autoplay_stopped)),
    LayoutState("casino limit message", casino_state(then=limit_message)),
    LayoutState("casino keep chips back", casino_state(bankroll=1_000, then=keep_back)),
    LayoutState("casino deal refused after a hand", casino_state(bankroll=1_200, then=deal_refused)),
    LayoutState("casino out of chips", casino_state(bankroll=0, then=lambda scene: scene.do_deal())),
]


# -- the menu and the screens around the tables -----------------------------------------------------------

LONG_PAYTABLE = """name = "The Grand Riverside Casino High Roller Room"
description = "Ante Bonus 5/4/1, Pair Bonus 40/30/6/4/1, Play equal to the Ante, the dealer qualifying at Queen high"
[rules]
[ante_bonus]
prial = 5
running_flush = 4
run = 1
[pair_bonus]
prial = 40
running_flush = 30
run = 6
flush = 4
pair = 1
"""


def menu_state(*keys: int, long_paytable: bool = False, first_frame: bool = False) -> Callable[[Path], Driver]:
    """The menu (as on its first frame, before the table's figures are worked out, if asked),
    then the screens its keys open."""

    def build(folder: Path) -> Driver:
        with Store.open(folder) as store:
            store.reset_bankroll(123_456_789)
        paytable = None
        if long_paytable:
            file = folder / "grand.toml"
            file.write_text(LONG_PAYTABLE, encoding="utf-8")
            paytable = str(file)
        driver = Driver(folder, paytable=paytable)
        if first_frame:
            driver.top.summary_for = None
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            driver.app.dispatch(pygame.event.poll())
        return driver

    return build


STATES += [
    LayoutState("menu", menu_state()),
    LayoutState("menu first frame, a long paytable", menu_state(long_paytable=True, first_frame=True)),
    LayoutState("menu, a long paytable", menu_state(long_paytable=True)),
    LayoutState("pub setup", menu_state(pygame.K_2)),
    LayoutState("paytables screen", menu_state(pygame.K_4)),
    LayoutState("rules screen", menu_state(pygame.K_5)),
    LayoutState("statistics screen", menu_state(pygame.K_6)),
    LayoutState("settings screen", menu_state(pygame.K_7)),
]
STATES += [
    LayoutState("paytables screen, a long paytable", menu_state(pygame.K_4, long_paytable=True)),
    LayoutState("casino table, a long paytable", menu_state(pygame.K_1, long_paytable=True)),
]


def history_after(then: Callable[[Path], Driver]) -> Callable[[Path], Driver]:
    """The hand history after the hands a state played (from the menu: Statistics, then H)."""

    def build(folder: Path) -> Driver:
        driver = then(folder)
        top = driver.top
        game = getattr(top, "game", None)
        if game is not None:
            game.close()
        driver.app.stack.clear()
        driver.app.push(MenuScene(driver.app))
        for key in (pygame.K_6, pygame.K_h):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            driver.app.dispatch(pygame.event.poll())
        return driver

    return build


STATES += [
    LayoutState("history, a casino hand", history_after(casino_state())),
    LayoutState("history, a pub hand", history_after(pub_state(7, "five-card", finalists(1, 7)))),
    LayoutState("history, a Bastard Brag hand", history_after(pub_state(7, "bastard", finalists()))),
]


# -- Seven-, Nine- and Thirteen-Card Brag --------------------------------------------------------------------


def arranging_state(opponents: int, variant: str) -> Callable[[Path], Driver]:
    """Your cards dealt, to be arranged into hands."""

    def build(folder: Path) -> Driver:
        save_setup(folder, opponents, rules={"variant": variant})
        driver = Driver(folder, seed=5, mode="pub", opponents=opponents)
        scene = driver.top
        deadline = time.monotonic() + 30
        while not scene.game.your_turn:
            assert time.monotonic() < deadline, "your cards were not dealt in time"
            driver.step(0.25)
            time.sleep(0.002)
        return driver

    return build


for _variant in ("seven-card", "nine-card", "thirteen-card"):
    STATES.append(LayoutState(f"pub {_variant} 3 seats arranging", arranging_state(2, _variant)))
del _variant


# -- speech bubbles --------------------------------------------------------------------------------------------


def your_second_turn(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """Everyone looks and bets the least; stop when it is your turn again after your first bet."""
    if seat == HUMAN and table.put_in(HUMAN) > table.rules.ante and not _offer(offers, "discard"):
        return None
    return finalists()(table, seat, offers)


def every_seat_speaks(scene: PubTableScene) -> None:
    """The longest thing a player says, said at every seat at once."""
    amount = chips(123_456)
    said = [tr(key, amount=amount, count=2) for key in BUBBLE_KEYS]
    longest = max(said, key=lambda words: theme.font(theme.SMALL).size(words)[0])
    for seat in range(len(scene.names)):
        scene.show.bubbles.append(Timed(scene.t, scene.t + 60, seat, longest))


BUBBLE_KEYS = [key for key in ENGLISH if key.startswith("bubble.")]
for _variant in ("three-card", "five-card", "bastard"):
    for _seats in (3, 6, 8):
        STATES.append(
            LayoutState(
                f"pub {_variant} {_seats} seats every seat speaks",
                pub_state(_seats - 1, _variant, your_second_turn, then=every_seat_speaks),
            )
        )
del _variant, _seats


# -- coming back to a hand played out without you --------------------------------------------------------------


def left_and_resumed(opponents: int) -> Callable[[Path], Driver]:
    """You fold and leave in the middle of a hand; the table plays it out; back from the menu,
    resuming tells you how it went."""
    played = pub_state(opponents, "three-card", your_second_turn)

    def build(folder: Path) -> Driver:
        driver = played(folder)
        game = pub_table(driver).game
        leaving = game.leave()
        assert leaving is not None
        leaving.result()
        game.finish_leaving()
        game.close()
        driver.app.stack.clear()
        driver.app.push(MenuScene(driver.app))
        saved = unfinished(driver.store)
        assert saved is not None and saved.away is not None
        assert resume_table(driver.app, saved)  # as R on the setup screen does
        return driver

    return build


STATES += [
    LayoutState(f"pub {seats} seats resumed after leaving a hand", left_and_resumed(seats - 1)) for seats in (3, 8)
]


# -- the lessons: the Lessons screen, and the coach panel at every table -----------------------------------


def lesson_state(lesson_id: str, *, wrong_at: int | None = None) -> Callable[[Path], Driver]:
    """A lesson from the menu, taken with the right moves to step `wrong_at` and answered there
    after a wrong move (None: taken to its end)."""
    from lesson_driver import make, open_lesson, right_move, wait_for_you, wrong_move

    from casino_brag.lessons.catalogue import lesson

    def build(folder: Path) -> Driver:
        driver = Driver(folder)
        taught = lesson(lesson_id)
        scene = open_lesson(driver, taught)
        for index in range(len(taught.steps)):
            wait_for_you(driver, scene)
            if index == wrong_at:
                make(scene, *wrong_move(scene))
                driver.step(0.05)
                return driver
            right_move(scene)
            driver.step(0.05)
        wait_for_you(driver, scene)
        return driver

    return build


def lessons_screen(*finished: str) -> Callable[[Path], Driver]:
    def build(folder: Path) -> Driver:
        from casino_brag.lessons.progress import mark_finished

        with Store.open(folder) as store:
            for lesson_id in finished:
                mark_finished(store, lesson_id)
        driver = Driver(folder)
        driver.key(pygame.K_l)
        return driver

    return build


def _lesson_states() -> list[LayoutState]:
    from casino_brag.lessons.catalogue import LESSONS

    states = [LayoutState("lessons screen, some finished", lessons_screen("casino", "blind", "seven"))]
    for taught in LESSONS:
        last = len(taught.steps) - 1
        states.append(LayoutState(f"lesson {taught.id}, a wrong move answered", lesson_state(taught.id, wrong_at=last)))
        states.append(LayoutState(f"lesson {taught.id}, finished", lesson_state(taught.id)))
    return states


STATES += _lesson_states()


# -- the illustrated rules pages and the pub trainer ---------------------------------------------------


def screen_state(*moves: int, lang: str | None = None, trainer: bool = False) -> Callable[[Path], Driver]:
    """The menu's keys pressed in order (in `lang`); with `trainer`, they start at the pub trainer
    (Practice → Pub Brag), seeded so its hands are the same on every run."""

    def build(folder: Path) -> Driver:
        from casino_brag.ui.trainer.scene import PubTrainerScene

        driver = Driver(folder, lang=lang)
        if trainer:
            keys(driver, pygame.K_3)
            driver.app.replace(PubTrainerScene(driver.app, seed=11))
        keys(driver, *moves)
        return driver

    return build


def shown_states(lang: str | None = None) -> list[LayoutState]:
    """The illustrated rules pages at telling steps, the Practice chooser, the pub trainer and its
    statistics."""
    from casino_brag.ui.screens.rules import PAGES

    tail = f" ({lang})" if lang else ""

    def rules(page: str, part: int, steps: int) -> Callable[[Path], Driver]:
        tab = pygame.K_1 + PAGES.index(page)
        return screen_state(pygame.K_5, tab, *[pygame.K_DOWN] * part, *[pygame.K_RIGHT] * steps, lang=lang)

    return [
        LayoutState(f"rules casino worked payouts{tail}", rules("casino", 0, 1)),
        LayoutState(f"rules pub open example, the raise{tail}", rules("pub", 1, 5)),
        LayoutState(f"rules pub open example, the see{tail}", rules("pub", 1, 31)),
        LayoutState(f"rules pub blind example, round 6{tail}", rules("pub", 2, 25)),
        LayoutState(f"rules pub blind example, the see{tail}", rules("pub", 2, 30)),
        LayoutState(f"rules pub blind sees open{tail}", rules("pub", 3, 5)),
        LayoutState(f"rules pub cover, the side pot{tail}", rules("pub", 4, 3)),
        LayoutState(f"rules pub cover, settled{tail}", rules("pub", 4, 6)),
        LayoutState(f"rules pub retained, two hands{tail}", rules("pub", 5, 8)),
        LayoutState(f"practice chooser{tail}", screen_state(pygame.K_3, lang=lang)),
        LayoutState(f"pub trainer, before the deal{tail}", screen_state(lang=lang, trainer=True)),
        LayoutState(
            f"pub trainer, the strategy's figures{tail}",
            screen_state(pygame.K_SPACE, pygame.K_v, lang=lang, trainer=True),
        ),
        LayoutState(
            f"pub trainer, a hand graded{tail}",
            screen_state(pygame.K_SPACE, pygame.K_l, pygame.K_f, lang=lang, trainer=True),
        ),
        LayoutState(f"pub trainer statistics{tail}", screen_state(pygame.K_6, pygame.K_p, lang=lang)),
    ]


STATES += shown_states()


# -- Single-Stake Brag -----------------------------------------------------------------------------------------


def single_stake_hand(you_raise: bool) -> Policy:
    """Everyone meets the stake; you stop at your first answer (or, `you_raise`, raise once and
    everyone meets it, to the hands shown)."""

    def policy(table: Table, seat: int, offers: list[Action]) -> Action | None:
        bet = _offer(offers, "bet")
        assert bet is not None and bet.min is not None and bet.max is not None
        if seat == HUMAN and _offer(offers, "fold") is not None and table.put_in(HUMAN) == 0:
            if not you_raise:
                return None
            return Action.bet(min(bet.max, bet.min + 3))
        return Action.bet(bet.min)

    return policy


for _seats in (2, 8):
    STATES.append(
        LayoutState(
            f"pub single-stake {_seats} seats to meet",
            pub_state(_seats - 1, "single-stake", single_stake_hand(False), rules={"ante": 2}),
        )
    )
    STATES.append(
        LayoutState(
            f"pub single-stake {_seats} seats shown",
            pub_state(_seats - 1, "single-stake", single_stake_hand(True), rules={"ante": 2}),
        )
    )
del _seats


def open_stepper(scene: PubTableScene) -> None:
    """Raise...: the chip stepper in the button bar's place."""
    from casino_brag.ui.pub.bar import open_raise

    open_raise(scene)
    assert scene.stepper is not None


def single_stake_dealing(opponents: int, stepper: bool = False) -> Callable[[Path], Driver]:
    """You deal: the table waits for your stake, nobody has picked up (and, with `stepper`, you
    choose a bigger stake)."""

    def build(folder: Path) -> Driver:
        driver = pub_state(opponents, "single-stake", single_stake_hand(False), rules={"ante": 2})(folder)
        scene = pub_table(driver)
        game = scene.game
        for _ in range(40):
            table = game.table
            if table.hand_over:
                scene.deal()
                settle(scene)
                if game.table.dealer == HUMAN:
                    break
                continue
            offers = table.legal_actions()
            fold = _offer(offers, "fold")
            table.apply(fold if fold is not None else least_bet(offers))
            game._after()
            settle(scene)
        assert game.table.dealer == HUMAN and game.your_turn
        if stepper:
            open_stepper(scene)
        return driver

    return build


STATES.append(LayoutState("pub single-stake 3 seats your stake", single_stake_dealing(2)))
STATES.append(LayoutState("pub single-stake 3 seats your bigger stake", single_stake_dealing(2, stepper=True)))
STATES.append(
    LayoutState(
        "pub single-stake 8 seats raising",
        pub_state(7, "single-stake", single_stake_hand(False), then=open_stepper, rules={"ante": 2}),
    )
)
STATES.append(
    LayoutState("rules screen, Single-Stake Brag", menu_state(pygame.K_5, pygame.K_1 + PAGES.index("single_stake")))
)
STATES.append(
    LayoutState(
        "history, a Single-Stake Brag hand",
        history_after(pub_state(7, "single-stake", single_stake_hand(True), rules={"ante": 2})),
    )
)
STATES.append(
    LayoutState(
        "pub single-stake 3 seats to meet, the advisor",
        pub_state(2, "single-stake", single_stake_hand(False), rules={"ante": 2}, advisor=True),
    )
)
STATES.append(
    LayoutState(
        "pub single-stake 8 seats result",
        pub_state(
            7, "single-stake", single_stake_hand(True), then=result_screen, rules={"ante": 2, "session_hands": 1}
        ),
    )
)


# -- the traditional game's newer house rules (jokers, the kept hand shown face up) ------------------------


def kept_blind(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """The first hand: seat 1 bets blind, everyone else folds, and seat 1 keeps the hand unseen."""
    if table.hand_number > 1:
        return None
    if _offer(offers, "keep"):
        return Action.keep()
    return least_bet(offers) if seat == 1 else Action.fold()


def face_up_dealt(scene: PubTableScene) -> None:
    """The next deal, with seat 1's new hand face up, the others made to look."""
    play(scene, kept_blind)


for _seats in (3, 8):
    STATES.append(
        LayoutState(
            f"pub three-card {_seats} seats kept hand face up",
            pub_state(_seats - 1, "three-card", kept_blind, then=face_up_dealt, rules={"retained_face_up": True}),
        )
    )
del _seats
STATES.append(
    LayoutState(
        "pub three-card 8 seats with jokers, everyone stays in",
        pub_state(7, "three-card", finalists(0, 4), rules={"wild": "jokers"}),
    )
)


def everyone_folds(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """Every hand: each player folds in turn, and the winner does not keep the hand."""
    return Action.fold()


def a_circle_then(finish: Callable[[PubTableScene], None]) -> Callable[[PubTableScene], None]:
    """Play circles of deals (everyone folding, the opponents choosing the games) until the choice
    of game is yours, then `finish`."""

    def then(scene: PubTableScene) -> None:
        for _ in range(40):  # a few circles at most: a table that never comes round to you fails
            if scene.game.table.game_choice == HUMAN:
                break
            play(scene, everyone_folds)
        assert scene.game.table.game_choice == HUMAN, "the choice of game never came round to you"
        finish(scene)

    return then


def your_choice_of_game(scene: PubTableScene) -> None:
    """The dealer's choice dialog: the deal is yours, and so is the choice of game."""
    scene.deal()
    assert isinstance(scene.app.stack.top, GameChoiceDialog)


STATES.append(
    LayoutState(
        "pub three-card 3 seats dealer's choice, the dialog",
        pub_state(
            2, "three-card", everyone_folds, then=a_circle_then(your_choice_of_game), rules={"dealers_choice": True}
        ),
    )
)


def short_opponent(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """You look and bet 10; your opponent, short of chips, looks: the choice to lend is yours."""
    if any(o.kind == "show" for o in offers):
        return None
    if _offer(offers, "look"):
        return Action.look()
    return Action.bet(10) if seat == HUMAN else Action.fold()


def lend_or_show_state(folder: Path) -> Driver:
    save_setup(folder, 1, rules={"variant": "three-card", "short_of_chips": "lend"})
    driver = Driver(folder, seed=5, mode="pub", opponents=1)
    scene = pub_table(driver)
    scene.game.table._seats[1].chips = 6  # a short stack across the table, set before the deal
    play(scene, short_opponent)
    return driver


STATES.append(LayoutState("pub three-card 2 seats lend or show", lend_or_show_state))


# -- 3 Card Brag Poker ---------------------------------------------------------------------------------------


def poker_to(stop: str) -> Policy:
    """Everyone looks, calls or checks, and changes their lowest card; seat 1 bets after the draw.
    The script stops at your first bet ("bet": still blind), at your draw ("draw"), or never."""

    def policy(table: Table, seat: int, offers: list[Action]) -> Action | None:
        kinds = {o.kind: o for o in offers}
        if seat == HUMAN and stop == "bet" and ("call" in kinds or "check" in kinds):
            return None
        if "look" in kinds:
            return Action.look()
        if "discard" in kinds:
            if seat == HUMAN and stop == "draw":
                return None
            held = sorted(table.cards_of(seat)["new"], key=lambda c: c.rank)
            return Action.discard(held[:1])
        bet = kinds.get("bet")
        if seat == 1 and bet is not None and bet.min is not None and table.game.deal.round == 2:
            return Action.bet(bet.min)
        return kinds.get("call") or kinds.get("check") or Action.fold()

    return policy


def pick_lowest_two(scene: PubTableScene) -> None:
    held = sorted(scene.game.table.cards_of(HUMAN)["new"], key=lambda c: c.rank)
    scene.selection = list(held[:2])
    scene._refresh()


for _seats in (2, 3, 8):
    STATES += [
        LayoutState(f"pub brag-poker {_seats} seats betting", pub_state(_seats - 1, "brag-poker", poker_to("bet"))),
        LayoutState(
            f"pub brag-poker {_seats} seats draw",
            pub_state(_seats - 1, "brag-poker", poker_to("draw"), then=pick_lowest_two),
        ),
        LayoutState(f"pub brag-poker {_seats} seats showdown", pub_state(_seats - 1, "brag-poker", poker_to("end"))),
    ]
del _seats
STATES.append(
    LayoutState("rules screen brag poker page", menu_state(pygame.K_5, pygame.K_1 + PAGES.index("brag_poker")))
)


# -- Statistics by game: your Pub Brag record at every game (the widest figures) ------------------


def by_game_state(folder: Path) -> Driver:
    """Statistics, then G, after a finished session of every game with large figures."""
    from casino_brag.engine.pub.games import game_names

    with Store.open(folder) as store:
        for index, variant in enumerate(game_names()):
            session = store.begin_session("pub", {"setup": {"rules": {"variant": variant}}})
            hands = 12_345 + index
            store.end_session(session, {"hands": hands, "won": hands // 3, "net": -1_234_567 * (index - 4)})
    return menu_state(pygame.K_6, pygame.K_g)(folder)


STATES += [
    LayoutState("statistics by game, every game", by_game_state),
    LayoutState("statistics by game, none played", menu_state(pygame.K_6, pygame.K_g)),
]


# -- seeded practice: the header names the game and that the deals are seeded ----------------------------


def seeded_practice(scene: PubTableScene) -> None:
    """The window as a seed opens it: a practice save, never written to the player's file."""
    scene.app.store.practice = True


def first_turn(table: Table, seat: int, offers: list[Action]) -> Action | None:
    """Nobody moves: the table as dealt, at the first decision."""
    return None


for _variant in ("three-card", "four-card", "five-card", "bastard", "single-stake", "brag-poker"):
    STATES.append(
        LayoutState(
            f"pub {_variant} 3 seats seeded practice",
            pub_state(2, _variant, finalists(0, 1), then=seeded_practice),
        )
    )
del _variant


def arranging_in_practice(variant: str) -> Callable[[Path], Driver]:
    def build(folder: Path) -> Driver:
        driver = arranging_state(2, variant)(folder)
        driver.app.store.practice = True
        return driver

    return build


STATES += [
    LayoutState(f"pub {variant} 3 seats arranging, seeded practice", arranging_in_practice(variant))
    for variant in ("seven-card", "thirteen-card")
]
STATES += [
    LayoutState(
        "pub three-stake 3 seats seeded practice", pub_state(2, "three-stake", first_turn, then=seeded_practice)
    ),
    LayoutState(
        "pub three-card 3 seats seeded practice, dealer's choice",
        pub_state(
            2,
            "three-card",
            everyone_folds,
            then=a_circle_then(seeded_practice),
            rules={"dealers_choice": True, "wild": "one-eyed-jacks"},
        ),
    ),
]


# -- the setup screen's house rules, scrolled to the last --------------------------------------------------

STATES.append(LayoutState("pub setup, the house rules scrolled to the last", menu_state(pygame.K_2, pygame.K_UP)))

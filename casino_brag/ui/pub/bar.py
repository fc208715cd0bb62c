"""The button bar under the pub table: your buttons (from `controls.choices`), the line of
advice under them, and the chip stepper that takes their place while you choose a raise."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.pub.games.single.game import SingleStakeBrag
from casino_brag.engine.pub.games.threestake.game import ThreeStakeBrag, count
from casino_brag.engine.pub.lending import short_player
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub import controls
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.poker.controls import table_choices
from casino_brag.ui.pub.poker.words import hint as poker_hint
from casino_brag.ui.pub.single.controls import label_single_stepper, single_choices, single_hint
from casino_brag.ui.widgets.button import Button, key_cap_width
from casino_brag.ui.widgets.stepper import ChipStepper

if TYPE_CHECKING:
    from casino_brag.engine.pub import Table
    from casino_brag.ui.pub.table import PubTable


def hint(scene: PubTable) -> str:
    """The line under your buttons: what you may do now, or how the last hand ended."""
    g, t = scene.game, scene.game.table
    if scene.leaving is not None:
        return tr("pub.hint.leaving")
    verdict = scene.show.verdict(scene.t)
    if scene.revealing():
        return ""
    if g.over:
        over = tr("pub.hint.busted") if g.busted else tr("pub.hint.over")
        return f"{verdict.rule} {over}" if verdict is not None else over
    if t.hand_over:
        if g.your_turn:
            return tr("pub.hint.retain")
        return verdict.rule if verdict is not None else tr("pub.hint.deal")
    if not g.your_turn:
        seat = g.deciding
        return tr("pub.waiting", name=scene.names[seat]) if seat is not None else ""
    if isinstance(t.game, SingleStakeBrag):
        return single_hint(g.offers(), t.stake, t.rules.ante)
    told = poker_hint(t)
    if told is not None:
        return told
    count = drawing_count(t)
    if count is not None:
        return tr("stakes.hint", count=count)
    pending = t.pending_choice
    if pending == "discard":
        return tr("pub.hint.discard", count=t.game.discards, cards=t.game.dealt)
    if pending == "keep":
        return tr("pub.hint.keep")
    proposer = t.showdown_proposer
    if proposer is not None:
        return tr("pub.hint.answer", name=scene.names[proposer])
    short = short_player(t)
    if short is not None:  # lend or show
        return tr("pub.hint.lend", name=scene.names[short])
    cover = next((o for o in g.offers() if o.kind == "cover"), None)
    if cover is not None and cover.cost is not None:
        return tr("pub.hint.cover", chips=chips(cover.cost))
    if t.hands_held(HUMAN) > 1:
        return tr("pub.hint.two_hands")
    if look_later(scene):
        return tr("pub.hint.blind_bastard", round=t.game.look_from_round)
    if t.is_blind(HUMAN):
        return tr("pub.hint.blind")
    return tr("pub.hint.open", stake=chips(t.stake)) if t.stake else tr("pub.hint.first")


def look_later(scene: PubTable) -> int:
    """Blind Bastard: the round in which you may first look, while you are blind before it (else 0)."""
    t = scene.game.table
    first = t.game.look_from_round
    blind = not t.hand_over and t.status(HUMAN) == "blind"
    return first if blind and t.betting_round < first else 0


def drawing_count(t: Table) -> int | None:
    """Your count towards 31 while Three-Stake Brag's draw is on (None otherwise)."""
    game = t.game
    if not isinstance(game, ThreeStakeBrag) or t.hand_over or not game.runs_turns(t) or game.deal is None:
        return None
    return count(game.deal.cards(HUMAN)) if HUMAN in game.deal.dealt else None


def refresh(scene: PubTable) -> None:
    """Rebuild your buttons when the table or your selection changed."""
    if scene.leaving is not None:
        return
    g, t = scene.game, scene.game.table
    scene.top_buttons["advisor"].primary = scene.advisor_on
    scene.top_buttons["pace"].label = tr("pub.top.pace_value", pace=tr(f"pub.pace.{g.setup.pace}"))
    revealing = scene.revealing()
    key = (len(t.events), g.your_turn, tuple(scene.selection), g.can_deal, g.over, g.deciding, revealing)
    if key == scene.choices_for:
        return
    scene.choices_for = key
    bettors = t.betting_seats
    others = [s for s in bettors if s != HUMAN]
    situation = controls.Situation(
        bettors=len(bettors),
        stake=t.stake,
        blind=t.is_blind(HUMAN),
        other_blind=len(others) == 1 and t.is_blind(others[0]),
        blind_play=t.rules.blind_play,
        covering=t.rules.covering,
        look_from=look_later(scene),
    )
    deciding = g.deciding
    waiting = scene.names[deciding] if deciding is not None and deciding != HUMAN else ""
    offers = g.offers()
    poker = table_choices(t, offers, g.your_turn, waiting, scene.selection)
    scene.choices = (
        poker
        if poker is not None
        else controls.choices(
            offers,
            your_turn=g.your_turn,
            in_hand=not t.hand_over,
            pending=t.pending_choice if g.your_turn else None,
            waiting_for=waiting,
            selection=scene.selection,
            can_deal=g.can_deal,
            over=g.over,
            situation=situation,
            first=t.hand_number == 0,
            count=drawing_count(t),
        )
    )
    if isinstance(t.game, SingleStakeBrag) and not t.hand_over and not g.over:
        scene.choices = single_choices(offers if g.your_turn else (), waiting)
    if revealing:
        scene.choices = []
    if scene.stepper is not None and controls.raise_range(offers) is None:
        scene.stepper = None
    lay_out(scene)


def lay_out(scene: PubTable) -> None:
    bar = L.BAR_RECT
    count = len(scene.choices)
    gap = 10
    widths = button_widths([(c.label, c.cap) for c in scene.choices], bar.width - 32, gap)
    total = sum(widths) + gap * (count - 1)
    x = bar.right - 16 - total if count <= 2 else bar.x + (bar.width - total) // 2
    old = {b.label: b for b in scene.bar_buttons}
    scene.bar_buttons = []
    for choice, width in zip(scene.choices, widths, strict=True):
        rect = pygame.Rect(x, bar.y + 14, width, 52)
        x += width + gap
        button = Button(
            rect,
            choice.label,
            partial(scene.choose, choice),
            key=choice.key,
            key_label=choice.cap,
            primary=choice.primary,
            enabled=choice.enabled,
            size=theme.BODY - 2,
            reason=choice.reason,
        )
        previous = old.get(choice.label)
        if previous is not None:
            button.hovered = previous.hovered
        scene.bar_buttons.append(button)


def button_widths(labels: list[tuple[str, str]], room: int, gap: int) -> list[int]:
    """The bar's buttons' widths: all alike while every (label, key cap) fits; else each as wide
    as its words need at the largest type at which all fit, the room left shared out evenly,
    so a long label ("All in 5: covers the pot") is never cut short."""
    count = max(len(labels), 1)
    alike = min(196, (room - gap * (count - 1)) // count)

    def needs(size: int) -> list[int]:
        return [theme.font(size).size(label)[0] + (key_cap_width(cap) + 10 if cap else 0) + 20 for label, cap in labels]

    if all(need <= alike for need in needs(theme.TINY)):
        return [alike] * len(labels)
    for size in range(theme.BODY - 2, theme.FLOOR - 1, -1):
        if sum(needs(size)) + gap * (count - 1) <= room:
            break
    spare = (room - gap * (count - 1) - sum(needs(size))) // count
    return [need + spare for need in needs(size)]


def open_raise(scene: PubTable) -> None:
    """Raise...: the chip stepper takes the button bar's place."""
    offers = scene.game.offers()
    span = controls.raise_range(offers)
    bet = next((o for o in offers if o.kind == "bet"), None)
    if span is None or bet is None or bet.min is None:
        return
    low, high = span
    blind = bet.blind
    pot = scene.game.table.pot
    all_in = _covers(scene, high)
    quick = [
        (tr("pub.raise.double"), 2 * bet.min),
        (tr("pub.raise.pot"), pot // 2 if blind else pot),
        (tr("pub.raise.all_in" if all_in else "pub.raise.max"), high),
    ]
    quick = [(label, amount) for label, amount in quick if low <= amount <= high]
    scene.stepper = ChipStepper(
        L.BAR_RECT.copy(),
        low,
        high,
        min(high, max(low, 2 * bet.min)),
        quick,
        title=tr("pub.raise.title_blind" if blind else "pub.raise.title")
        if not isinstance(scene.game.table.game, SingleStakeBrag)
        else tr("single.raise.title" if any(o.kind == "fold" for o in offers) else "single.stake.title"),
        cancel=tr("common.cancel"),
    )
    label_stepper(scene)


def label_stepper(scene: PubTable) -> None:
    stepper = scene.stepper
    if stepper is None:
        return
    table = scene.game.table
    if isinstance(table.game, SingleStakeBrag):
        dealing = not any(o.kind == "fold" for o in scene.game.offers())
        label_single_stepper(stepper, stepper.value, table.put_in(HUMAN), dealing)
        return
    blind = table.is_blind(HUMAN)
    amount = stepper.value
    stake = 2 * amount if blind else amount
    if _covers(scene, amount):
        stepper.confirm = tr("pub.raise.confirm_all_in", amount=chips(amount))
        stepper.caption = tr("pub.raise.caption_all_in", pot=chips(scene.game.table.pot + amount))
        return
    stepper.confirm = tr("pub.raise.confirm_blind" if blind else "pub.raise.confirm", amount=chips(amount))
    stepper.caption = tr(
        "pub.raise.caption_blind" if blind else "pub.raise.caption", amount=chips(amount), stake=chips(stake)
    )


def _covers(scene: PubTable, amount: int) -> bool:
    """Whether betting `amount` puts in your last chip, which covers the pot at this table."""
    table = scene.game.table
    return table.rules.covering and amount == table.chips[HUMAN]

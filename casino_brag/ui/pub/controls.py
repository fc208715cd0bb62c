"""Your buttons at the pub table, made from the table's legal actions and nothing else.

`choices()` turns the offers of `legal_actions()` into buttons that say what they cost ("Bet 2
blind", "See for 10"); a button is enabled exactly when its action is on offer. While it is
not your move the same buttons stay in place, disabled, saying whom the table waits for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from casino_brag.engine.cards import Card
from casino_brag.engine.pub import Action
from casino_brag.ui.core.text import chips, number, tr, trn
from casino_brag.ui.pub.words import discard_words

KEYS: dict[str, tuple[int, str]] = {
    "look": (pygame.K_l, "L"),
    "look_new": (pygame.K_l, "L"),
    "look_retained": (pygame.K_k, "K"),
    "bet": (pygame.K_b, "B"),
    "raise": (pygame.K_r, "R"),
    "see": (pygame.K_s, "S"),
    "cover": (pygame.K_c, "C"),
    "fold": (pygame.K_f, "F"),
    "discard": (pygame.K_d, "D"),
    "keep": (pygame.K_k, "K"),
    "fold_hand": (pygame.K_f, "F"),
    "retain": (pygame.K_k, "K"),
    "retain_old": (pygame.K_o, "O"),
    "decline": (pygame.K_f, "F"),
    "deal": (pygame.K_n, "N"),
    "result": (pygame.K_RETURN, "Enter"),
    "propose": (pygame.K_h, "H"),
    "agree": (pygame.K_y, "Y"),
    "refuse": (pygame.K_n, "N"),
    "draw": (pygame.K_d, "D"),
    "stand": (pygame.K_s, "S"),
    "lend": (pygame.K_l, "L"),
    "show": (pygame.K_s, "S"),
    "check": (pygame.K_k, "K"),
    "call": (pygame.K_c, "C"),
    "raise_fixed": (pygame.K_r, "R"),
}


@dataclass(frozen=True)
class Choice:
    """One button: `action` is what it applies (None for Raise..., which opens the stepper,
    and for Deal and the session result, which are not table actions)."""

    name: str
    label: str
    action: Action | None
    enabled: bool
    reason: str = ""
    primary: bool = False

    @property
    def key(self) -> int:
        return KEYS[self.name][0]

    @property
    def cap(self) -> str:
        return KEYS[self.name][1]


@dataclass(frozen=True)
class Situation:
    """What the disabled buttons need to say why: your position in the betting."""

    bettors: int = 0
    stake: int = 0
    blind: bool = True
    other_blind: bool = False
    blind_play: bool = True
    covering: bool = True
    look_from: int = 0
    """Blind Bastard: the betting round from which you may look, while it is still to come (0: none)."""


def choices(
    offers: Sequence[Action],
    *,
    your_turn: bool,
    in_hand: bool,
    pending: str | None,
    waiting_for: str,
    selection: Sequence[Card] = (),
    can_deal: bool = False,
    over: bool = False,
    situation: Situation = Situation(),
    first: bool = False,
    count: int | None = None,
) -> list[Choice]:
    """The buttons for this moment. `selection` is the cards you have picked to throw away;
    `count` is yours towards 31 while Three-Stake Brag's draw is on."""
    if over:
        return [Choice("result", tr("pub.button.result"), None, True, primary=True)]
    if not in_hand:
        return _between(offers, your_turn, can_deal, waiting_for, first)
    if count is not None:
        return _drawing(offers if your_turn else (), count, waiting_for)
    if your_turn and pending == "discard":
        return _discarding(offers, selection)
    if your_turn and pending == "keep":
        keep = next(o for o in offers if o.kind == "keep")
        fold = next(o for o in offers if o.kind == "fold")
        return [
            Choice("keep", tr("pub.button.keep"), keep, True, primary=True),
            Choice("fold_hand", tr("pub.button.fold_hand"), fold, True),
        ]
    if your_turn and any(o.kind == "agree" for o in offers):  # a showdown was proposed
        return [
            Choice("agree", tr("pub.button.agree"), Action.agree(), True, primary=True),
            Choice("refuse", tr("pub.button.refuse"), Action.refuse(), True),
        ]
    if your_turn and offers and offers[-1].kind == "show":  # the other player is short: lend or show
        return lend_choices(offers)
    return _betting(offers if your_turn else (), waiting_for, situation)


def lend_choices(offers: Sequence[Action]) -> list[Choice]:
    """Lend the short player what the next bet needs, or call for a show."""
    lend = next((o for o in offers if o.kind == "lend"), None)
    amount = chips(lend.cost or 0) if lend is not None else ""
    return [
        Choice("lend", tr("pub.button.lend", amount=amount), lend, lend is not None, tr("pub.button.lend.short")),
        Choice("show", tr("pub.button.show"), next(o for o in offers if o.kind == "show"), True, primary=True),
    ]


def _between(offers: Sequence[Action], your_turn: bool, can_deal: bool, waiting_for: str, first: bool) -> list[Choice]:
    if your_turn:
        keeps = [o for o in offers if o.kind == "keep"]
        fold = next((o for o in offers if o.kind == "fold"), None)
        out = []
        if len(keeps) == 1:
            out.append(Choice("retain", tr("pub.button.retain"), keeps[0], True, primary=True))
        for keep in keeps if len(keeps) > 1 else ():
            name = "retain_old" if keep.hand == "retained" else "retain"
            out.append(Choice(name, tr(f"pub.button.{name}_of_two"), keep, True, primary=name == "retain"))
        if fold is not None:
            out.append(Choice("decline", tr("pub.button.decline"), fold, True))
        return out
    reason = "" if can_deal else tr("pub.waiting", name=waiting_for) if waiting_for else ""
    label = tr("pub.button.deal_first" if first else "pub.button.deal")
    return [Choice("deal", label, None, can_deal, reason=reason, primary=True)]


def _discarding(offers: Sequence[Action], selection: Sequence[Card]) -> list[Choice]:
    chosen = Action.discard(list(selection)) if selection else None
    offer = next((o for o in offers if chosen is not None and o.accepts(chosen)), None)
    needed = len(next((o.cards for o in offers if o.kind == "discard"), ()))
    if offer is not None:
        held = list(dict.fromkeys(c for o in offers if o.kind == "discard" for c in o.cards))
        label = tr("pub.button.discard_cards", cards=discard_words(offer.cards, held))
    else:
        label = tr("pub.button.discard_pick", count=needed)
    fold = next(o for o in offers if o.kind == "fold")
    reason = "" if offer is not None else trn("pub.reason.pick", needed, count=number(needed))
    return [
        Choice("discard", label, offer, offer is not None, reason=reason, primary=True),
        Choice("fold", tr("pub.button.fold"), fold, True),
    ]


def _betting(offers: Sequence[Action], waiting_for: str, situation: Situation) -> list[Choice]:
    by_kind: dict[str, list[Action]] = {}
    for offer in offers:
        by_kind.setdefault(offer.kind, []).append(offer)
    waiting = tr("pub.waiting", name=waiting_for) if waiting_for else ""
    out: list[Choice] = []
    looks = by_kind.get("look", [])
    if len(looks) > 1:
        for offer in looks:
            name = "look_retained" if offer.hand == "retained" else "look_new"
            out.append(Choice(name, tr(f"pub.button.{name}"), offer, True))
    else:
        look = looks[0] if looks else None
        why = tr("pub.reason.look_later", round=situation.look_from) if situation.look_from else tr("pub.reason.look")
        out.append(Choice("look", tr("pub.button.look"), look, look is not None, reason=waiting or why))
    why_bet = waiting or _why_not_bet(situation)
    bet = by_kind.get("bet", [None])[0]
    if bet is not None and bet.min is not None:
        key = "pub.button.bet_blind" if bet.blind else "pub.button.bet"
        out.append(Choice("bet", tr(key, amount=chips(bet.min)), Action.bet(bet.min), True, primary=True))
        can_raise = bet.max is not None and bet.max > bet.min
        out.append(
            Choice("raise", tr("pub.button.raise"), None, can_raise, reason="" if can_raise else tr("pub.reason.raise"))
        )
    else:
        out.append(Choice("bet", tr("pub.button.bet_plain"), None, False, reason=why_bet))
        out.append(Choice("raise", tr("pub.button.raise"), None, False, reason=why_bet))
    see = by_kind.get("see", [None])[0]
    if see is not None and see.cost is not None:
        key = "pub.button.see_blind" if see.blind else "pub.button.see"
        out.append(Choice("see", tr(key, cost=chips(see.cost)), see, True))
    else:
        out.append(Choice("see", tr("pub.button.see_plain"), None, False, reason=waiting or _why_not_see(situation)))
    cover = by_kind.get("cover", [None])[0]
    if cover is not None and cover.cost is not None:
        out.append(Choice("cover", tr("pub.button.cover", cost=chips(cover.cost)), cover, True))
    propose = by_kind.get("propose", [None])[0]
    if propose is not None:
        out.append(Choice("propose", tr("pub.button.propose"), propose, True))
    fold = by_kind.get("fold", [None])[0]
    out.append(Choice("fold", tr("pub.button.fold"), fold, fold is not None, reason=waiting))
    return out


def _drawing(offers: Sequence[Action], count: int, waiting_for: str) -> list[Choice]:
    """Three-Stake Brag's draw towards 31: draw a card, or stand on your count."""
    kinds = {o.kind: o for o in offers}
    waiting = tr("pub.waiting", name=waiting_for) if waiting_for else ""
    draw, stand = kinds.get("draw"), kinds.get("stand")
    why_draw = waiting or ("" if draw is not None else tr("stakes.reason.draw_empty"))
    return [
        Choice("draw", tr("stakes.button.draw"), draw, draw is not None, reason=why_draw, primary=count < 27),
        Choice("stand", tr("stakes.button.stand", count=count), stand, stand is not None, reason=waiting),
    ]


def _why_not_bet(s: Situation) -> str:
    if s.blind and not s.blind_play:
        return tr("pub.reason.blind_off")
    return tr("pub.reason.short_cover" if s.covering else "pub.reason.short_fold")


def _why_not_see(s: Situation) -> str:
    if s.bettors != 2:
        return tr("pub.reason.see_two")
    if s.stake == 0:
        return tr("pub.reason.see_nothing")
    if not s.blind and s.other_blind:
        return tr("pub.reason.see_blind")
    return tr("pub.reason.see_chips")


def raise_range(offers: Sequence[Action]) -> tuple[int, int] | None:
    """The amounts Raise... may choose from (above the least bet), if any."""
    bet = next((o for o in offers if o.kind == "bet"), None)
    if bet is None or bet.min is None or bet.max is None or bet.max <= bet.min:
        return None
    return bet.min + 1, bet.max

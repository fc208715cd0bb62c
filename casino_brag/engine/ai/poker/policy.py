"""How a computer opponent plays 3 Card Brag Poker at each level.

- Blind: while it may check, it keeps its cards unseen; before anyone has raised, a player who
  likes blind play (`Style.blind`) calls blind at half price when the pot pays for an average
  hand, and looks otherwise. At the draw it looks (Easy, now and then, stands pat blind).
- Open: it judges its chance of beating every opponent still in at the showdown. Before the draw
  that is the best chance any choice of cards to keep gives (see `chances`); after it, the
  percentile of its hand in the showdown field. Hard reads each opponent by how many cards they
  changed (standing pat says a made hand); Normal takes every opponent as the field; Easy judges
  against one opponent as dealt, misjudges by its level's noise and ignores the price.
- It bets or raises a chance well above its fair share, calls when the chance beats the price
  (Normal and Hard weigh the pot odds), checks when it may, and folds otherwise; a bluffer now
  and then bets a weak hand after the draw.
- The draw keeps the cards with the best chance; Easy, with its `discard_slip`, keeps its pairs
  and high cards the way a careless player does.
"""

from __future__ import annotations

import random
from functools import cache

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.poker.chances import MAX_OPPONENTS, DrawOdds, draw_chances, draw_odds
from casino_brag.engine.ai.poker.spot import PokerSpot
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import Card, Rank
from casino_brag.engine.pub.actions import Action


def choose_poker(view: DecisionView, skill: Skill, rng: random.Random, style: Style = STEADY) -> Action:
    """The action to take in 3 Card Brag Poker, from the legal offers."""
    spot = view.poker
    assert spot is not None, "no 3 Card Brag Poker decision"
    offers: dict[str, Action] = {a.kind: a for a in view.offers}
    odds = draw_odds(view.rules.ranking)
    opponents = len(view.opponents)
    if spot.drawing:
        if spot.cards is None:
            stays = skill.discard_slip and rng.random() < style.blind * skill.discard_slip
            return offers["discard"] if stays else offers["look"]
        return Action.discard(_throw(odds, spot.cards, opponents, skill, rng))
    if spot.cards is None:
        return _blind(view, spot, offers, opponents, style, rng)
    chance = _chance(odds, spot, view, skill, opponents)
    if skill.noise:
        chance = min(1.0, max(0.0, chance + rng.gauss(0.0, skill.noise)))
    if skill.blunder and rng.random() < skill.blunder:
        chance = rng.random()
    return _bet(view, spot, offers, chance, opponents, skill, style, rng)


def _blind(
    view: DecisionView, spot: PokerSpot, offers: dict[str, Action], opponents: int, style: Style, rng: random.Random
) -> Action:
    if "check" in offers:
        return offers["check"]
    call = offers.get("call")
    if "look" not in offers:  # a table without blind play: the look is the only way on
        return offers["fold"]
    fair = 1 / (opponents + 1)
    if (
        call is not None
        and call.cost is not None
        and spot.raises == 0
        and rng.random() < style.blind + 0.3
        and call.cost / (view.pot + call.cost) < 0.8 * fair
    ):
        return call
    return offers["look"]


def _chance(odds: DrawOdds, spot: PokerSpot, view: DecisionView, skill: Skill, opponents: int) -> float:
    """The chance of beating every opponent still in at the showdown."""
    cards = spot.cards
    assert cards is not None
    field = opponents if skill.counts_the_field else 1
    if spot.round == 1:
        if not skill.counts_the_field:
            return odds.dealt.percentile(odds.score(cards))
        return draw_chances(odds, cards, field)[0][0]
    score = odds.score(cards)
    if not skill.counts_the_field:
        return odds.dealt.percentile(score)
    if skill.reads != "personal":
        return float(odds.after.percentile(score) ** min(field, MAX_OPPONENTS))
    chance = 1.0
    for seat in view.opponents:
        changed = spot.changed[seat]
        group = odds.after if changed is None else odds.after_drawing[changed]
        chance *= group.percentile(score)
    return chance


def _bet(
    view: DecisionView,
    spot: PokerSpot,
    offers: dict[str, Action],
    chance: float,
    opponents: int,
    skill: Skill,
    style: Style,
    rng: random.Random,
) -> Action:
    fair = 1 / (opponents + 1)
    bar = fair + (1 - fair) * (0.2 + 0.3 * (1 - style.aggression))
    rise = offers.get("bet") or offers.get("raise")
    if rise is not None and chance > bar:
        return _rise(rise)
    if rise is not None and "check" in offers and spot.round == 2 and rng.random() < style.bluff / 2:
        return _rise(rise)
    if "check" in offers:
        return offers["check"]
    call = offers.get("call")
    if call is not None and call.cost is not None:
        if skill.pot_odds:
            price = call.cost / (view.pot + call.cost)
            if chance > price * (0.8 + 0.4 * style.tightness):
                return call
        elif chance > fair * (0.6 + 0.6 * style.tightness):
            return call
    return offers["fold"]


def _rise(offer: Action) -> Action:
    return Action.bet(offer.min) if offer.kind == "bet" and offer.min is not None else offer


def _throw(
    odds: DrawOdds, cards: tuple[Card, ...], opponents: int, skill: Skill, rng: random.Random
) -> tuple[Card, ...]:
    """The cards to throw away."""
    if skill.discard_slip and rng.random() < skill.discard_slip:
        kept = _careless_keep(cards)
    else:
        field = opponents if skill.counts_the_field else 1
        kept = draw_chances(odds, cards, field)[0][1]
    return tuple(c for c in cards if c not in kept)


def _careless_keep(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """A careless player's draw: keep any pair or better, else the cards Queen and above."""
    ranks = [c.rank for c in cards]
    if len(set(ranks)) < 3:
        return cards if len(set(ranks)) == 1 else tuple(c for c in cards if ranks.count(c.rank) == 2)
    return tuple(c for c in cards if c.rank >= Rank.QUEEN) or _highest(cards)


@cache
def _highest(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return (max(cards, key=lambda c: c.rank),)

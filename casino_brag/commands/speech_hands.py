"""The engine's own words in a report (hand names, the dealer's qualifier, the strategy in a line
and as a chart, how the suits fall) in the reports' language.

In English each is the engine's text, unchanged. In another language the window's catalog names
the hands (`ui.core.text`, which imports no pygame) and `commands.words` the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casino_brag.commands.speech import english, fmt, say, says

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.classes import HandClass
    from casino_brag.engine.casino.analysis.strategy import HandDecision, Strategy
    from casino_brag.engine.casino.paytable import Qualifier
    from casino_brag.engine.hands import HandValue


def hand(value: HandValue) -> str:
    """ "Pair of 9s, King kicker" / "Paar Neunen, Kicker König"."""
    if english():
        return value.name
    from casino_brag.ui.core.text import hand_name

    return hand_name(value)


def qualifier(rule: Qualifier) -> str:
    """What the dealer needs: "Queen high or better"."""
    if english():
        return rule.words
    from casino_brag.ui.core.text import qualifier_words

    return qualifier_words(rule)


def threshold(value: HandValue) -> str:
    """A threshold hand as a chart writes it: "Q-6-4", "Run 4-3-2"."""
    from casino_brag.engine.casino.analysis.strategy import threshold_label
    from casino_brag.engine.hands import Category

    if english() or value.category in (Category.HIGH_CARD, Category.PAIR):
        return threshold_label(value)
    from casino_brag.ui.core.text import category_name

    return f"{category_name(value.category)} {value.pattern}"


def suits(hand_class: HandClass) -> str:
    """How a class's suits fall: "Q and 6 suited", "three suits"."""
    if english():
        return hand_class.suits_text
    from casino_brag.engine.casino.analysis.classes import HIGH_LOW, HIGH_MID, MID_LOW, PRIAL

    high, mid, low = (r.symbol for r in hand_class.ranks)
    pair = {HIGH_MID: (high, mid), HIGH_LOW: (high, low), MID_LOW: (mid, low)}.get(hand_class.suits)
    if pair is not None:
        return say("cli.suits.two", first=pair[0], second=pair[1])
    return "" if hand_class.suits == PRIAL else say(f"cli.suits.{hand_class.suits}")


def strategy_words(strategy: Strategy) -> str:
    """The strategy in one line: "play Q-6-4 or better"."""
    if english():
        return strategy.words
    if strategy.plays_every_hand():
        return say("cli.strategy.every")
    text = say("cli.strategy.from", hand=threshold(strategy.threshold))
    if strategy.exceptions:
        extras = [f"{threshold(d.value)} ({suits(d.hand_class)})" for d in strategy.exceptions[:3]]
        text += say("cli.strategy.also", hands=", ".join(extras))
        more = len(strategy.exceptions) - 3
        if more > 0:
            text += says("cli.strategy.more", more, count=fmt(more))
    return text


def chart(strategy: Strategy) -> list[tuple[str, str]]:
    """The strategy grouped as players learn it, by category and high cards by their top card."""
    if english():
        return [(row.hands, row.action) for row in strategy.chart()]
    from casino_brag.engine.hands import Category
    from casino_brag.ui.core.text import rank_noun, tr

    groups: dict[str, list[HandDecision]] = {}
    for d in strategy.decisions:
        value = d.value
        if value.category is Category.HIGH_CARD:
            label = tr("strategy.high", rank=rank_noun(value.ranks[0]))
        else:
            label = tr(f"strategy.{value.category.key}")
        groups.setdefault(label, []).append(d)
    return [(label, _group_action(members)) for label, members in groups.items()]


def _group_action(members: list[HandDecision]) -> str:
    if all(d.play for d in members):
        return say("cli.chart.play")
    if not any(d.play for d in members):
        return say("cli.chart.fold")
    folded = max(d.value.score for d in members if not d.play)
    above = [d for d in members if d.value.score > folded]
    text = say("cli.chart.from", hand=threshold(above[-1].value)) if above else say("cli.chart.fold")
    below = [d for d in members if d.play and d.value.score <= folded]
    if below:
        extras = ", ".join(say("cli.chart.extra", hand=threshold(d.value), suits=suits(d.hand_class)) for d in below)
        text += say("cli.chart.except", hands=extras)
    return text


PAR_HANDS = {
    "any": "cli.par.any",
    "other hands": "cli.par.other",
    "no paying hand": "cli.par.no_pay",
    "folded (forfeited)": "cli.par.forfeited",
}
"""The PAR sheet's words for hands that are not a paytable line, by the message that translates them."""
BETS = {"Ante game": "cli.bet.ante", "Pair Bonus": "cli.bet.pair_bonus"}


def outcome(key: str) -> str:
    """How a line of a PAR sheet ends: "Win", "Dealer does not qualify"."""
    from casino_brag.engine.casino.analysis.par import OUTCOME_TITLES

    if english():
        return OUTCOME_TITLES.get(key, key.capitalize())
    return say(f"cli.outcome.{key}")


def par_hands(title: str) -> str:
    """A PAR line's hands: a paytable line's title ("Running flush") or "other hands"."""
    if english():
        return title
    from casino_brag.engine.casino.analysis.par import KEY_TITLES
    from casino_brag.ui.core.text import pay_key_title

    keys = {words: key for key, words in KEY_TITLES.items()}
    if title in keys:
        return pay_key_title(keys[title])
    return say(PAR_HANDS[title])


def bet(name: str) -> str:
    """A bet's name in a PAR summary: "Ante game", "Pair Bonus"."""
    return name if english() else say(BETS[name])


def payout(key: str) -> str:
    """A payout by its dotted name: "Pair Bonus flush" for "pair_bonus.flush"."""
    from casino_brag.engine.casino.analysis.solve import describe

    if english():
        return describe(key)
    from casino_brag.engine.casino.analysis.variants import split_key
    from casino_brag.ui.core.text import pay_key_title

    section, hand = split_key(key)
    return f"{say(f'cli.html.pay.{section}')} {pay_key_title(hand)}"


def game(variant: str) -> str:
    """A Pub Brag variant's name: "Three-Card Brag" for "three-card"."""
    if english():
        from casino_brag.engine.pub.games import game_class

        return game_class(variant).title
    from casino_brag.ui.core.text import has, tr

    key = f"pub.rule.variant.{variant.replace('-', '_')}"
    return tr(key) if has(key) else say("cli.tournament.game", variant=variant.title())

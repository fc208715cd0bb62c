"""What the pub table says: speech bubbles, lines of the table talk, and the end of a hand in
words ("Tie: the seen player wins").

Every sentence comes from the text catalog. You are "You" at the table, so each sentence about a
player has a second form for you (English verbs agree: "Edna bets", "You bet").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card, is_joker
from casino_brag.engine.hands import HandValue, Ranking, best_hand, evaluate
from casino_brag.engine.pub.events import (
    BetPlaced,
    BettingRoundStarted,
    BottomCardShown,
    CommunityCardTurned,
    Covered,
    CutForDealer,
    DealerChosen,
    Discarded,
    Event,
    Folded,
    HandEnded,
    HandKept,
    HandRetained,
    HandShown,
    HandStarted,
    Looked,
    PackCut,
    PackShuffled,
    PotAwarded,
    PotClosed,
    RetainDeclined,
    RetainOffered,
    Saw,
    SessionEnded,
    ShowdownAnswered,
    ShowdownProposed,
)
from casino_brag.engine.pub.results import HandResult
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, hand_name, tr
from casino_brag.ui.pub.house_show import house_bubble, house_line
from casino_brag.ui.pub.poker.talk import log_line as poker_line
from casino_brag.ui.pub.single import words as single
from casino_brag.ui.pub.threestake.words import log_line as stakes_line


def card_name(card: Card) -> str:
    """A card in words ("J of clubs", "the joker"): the font has no suit symbols."""
    if is_joker(card):
        return tr("card.joker")
    return tr("card.name", rank=card.rank.symbol, suit=tr(f"suit.{card.suit.name.lower()}"))


def discard_words(cards: Sequence[Card], held: Sequence[Card] = ()) -> str:
    """What a discard throws away: one card by name, more by their ranks ("J and 7"), or by
    name when you hold two of a rank and the rank alone would not say which."""
    if len(cards) == 1:
        return card_name(cards[0])
    ranks = [c.rank for c in held]
    if any(ranks.count(c.rank) > 1 or is_joker(c) for c in cards):
        return tr("card.ranks", first=", ".join(card_name(c) for c in cards[:-1]), last=card_name(cards[-1]))
    return tr("card.ranks", first=", ".join(c.rank.symbol for c in cards[:-1]), last=cards[-1].rank.symbol)


def said(key: str, seat: int, **values: object) -> str:
    """A sentence about `seat`, in the form for you when it is you."""
    return tr(f"{key}.you" if seat == HUMAN else key, **values)


def bubble(event: Event, stake_before: int = 0) -> str | None:
    """What a player says out loud as they act (None: nothing to say). The first bet of a hand
    sets the stake rather than raising it."""
    if isinstance(event, single.SINGLE_EVENTS):
        return single.bubble(event)
    if isinstance(event, BetPlaced):
        raised = event.raised and stake_before > 0
        if event.blind and event.amount == -(-stake_before // 2):
            raised = False  # the least blind bet of an odd stake: rounding up is no raise
        if event.blind:
            return tr("bubble.blind_raise" if raised else "bubble.blind", amount=chips(event.amount))
        return tr("bubble.raise" if raised else "bubble.bet", amount=chips(event.amount))
    if isinstance(event, Saw):
        return tr("bubble.see")
    if isinstance(event, Folded):
        return tr("bubble.fold_hand" if event.hand is not None else "bubble.fold")
    if isinstance(event, Covered):
        return tr("bubble.cover", amount=chips(event.amount))
    if isinstance(event, Looked):
        return tr("bubble.look")
    if isinstance(event, Discarded):
        return tr("bubble.discard", count=event.count)
    if isinstance(event, HandKept):
        return tr("bubble.keep")
    if isinstance(event, HandRetained):
        return tr("bubble.retain")
    if isinstance(event, ShowdownProposed):
        return tr("bubble.propose")
    if isinstance(event, ShowdownAnswered):
        return tr("bubble.agree" if event.agreed else "bubble.refuse")
    return house_bubble(event)


def speaker(event: Event) -> int | None:
    for name in ("seat", "seer"):
        seat = getattr(event, name, None)
        if isinstance(seat, int):
            return seat
    return None


def log_line(event: Event, names: Sequence[str], board: bool = False) -> str | None:
    """One line of the table talk for an event (None for events told another way); `board`:
    the game has community cards, so a shown hand says how many it used."""
    if isinstance(event, single.SINGLE_EVENTS):
        return single.log_line(event, names)
    if isinstance(event, HandStarted):
        return said("log.hand", event.dealer, number=event.number, dealer=names[event.dealer])
    if isinstance(event, CutForDealer):
        cuts = ", ".join(f"{names[seat]} {card.rank.symbol}" for seat, card in event.cuts)
        return tr("log.cut_for_deal", cuts=cuts)
    if isinstance(event, DealerChosen):
        return said("log.first_dealer", event.seat, name=names[event.seat])
    if isinstance(event, PackShuffled):
        return tr(
            {"first deal": "log.shuffle.first", "prial seen": "log.shuffle.prial", "every hand": "log.shuffle.every"}[
                event.reason
            ]
        )
    if isinstance(event, PackCut):
        return said("log.cut", event.seat, name=names[event.seat])
    if isinstance(event, Looked):
        return said("log.look", event.seat, name=names[event.seat])
    if isinstance(event, BetPlaced):
        key = "log.bet_blind" if event.blind else "log.bet"
        return said(key, event.seat, name=names[event.seat], amount=chips(event.amount), stake=chips(event.stake))
    if isinstance(event, Folded):
        return said("log.fold_hand" if event.hand is not None else "log.fold", event.seat, name=names[event.seat])
    if isinstance(event, Saw):
        return said("log.see", event.seer, name=names[event.seer], other=names[event.seen], cost=chips(event.cost))
    if isinstance(event, Covered):
        return said("log.cover", event.seat, name=names[event.seat], amount=chips(event.amount))
    if isinstance(event, PotClosed):
        return said("log.pot_closed", event.seat, name=names[event.seat], amount=chips(event.amount))
    if isinstance(event, Discarded):
        return said("log.discard", event.seat, name=names[event.seat], count=event.count)
    if isinstance(event, HandKept):
        return said("log.keep_looked", event.seat, name=names[event.seat])
    if isinstance(event, HandShown):
        if event.own and board:
            used = sum(1 for c in event.cards if c not in event.own)
            key = "log.shown_own" if used == 0 else "log.shown_board_all" if used == 3 else "log.shown_board"
            return said(key, event.seat, name=names[event.seat], hand=hand_name(event.value), count=used)
        return said("log.shown", event.seat, name=names[event.seat], hand=hand_name(event.value))
    if isinstance(event, ShowdownProposed):
        return said("log.propose", event.seat, name=names[event.seat])
    if isinstance(event, ShowdownAnswered):
        return said("log.agree" if event.agreed else "log.refuse", event.seat, name=names[event.seat])
    if isinstance(event, HandEnded) and event.result.carried:
        seat = event.result.winner
        return said("log.carried", seat, name=names[seat], amount=chips(event.result.carried))
    if isinstance(event, BottomCardShown):
        return tr("log.bottom", card=card_name(event.card))
    if isinstance(event, CommunityCardTurned):
        return tr("log.turned" if event.round is not None else "log.turned.last", card=card_name(event.card))
    if isinstance(event, BettingRoundStarted) and event.round > 1:
        return said("log.round", event.first, round=event.round, rounds=event.rounds, name=names[event.first])
    if isinstance(event, PotAwarded):
        return said("log.won", event.seat, name=names[event.seat], amount=chips(event.amount))
    if isinstance(event, RetainOffered):
        return said("log.retain_offered", event.seat, name=names[event.seat])
    if isinstance(event, HandRetained):
        return said("log.retained", event.seat, name=names[event.seat])
    if isinstance(event, RetainDeclined):
        return said("log.declined", event.seat, name=names[event.seat]) if event.chosen else None
    if isinstance(event, SessionEnded):
        return tr("log.session_over")
    return stakes_line(event, names) or house_line(event, names) or poker_line(event, names)


@dataclass(frozen=True)
class Verdict:
    """The end of a hand in words: a headline and the rule that decided it."""

    headline: str
    rule: str
    winner: int
    winners: tuple[int, ...] = ()
    """Everyone who shared the main pot (Bastard Brag splits equal hands)."""


def your_value(
    cards: Sequence[Card],
    discards: Sequence[Card],
    ranking: Ranking,
    board: Sequence[Card] = (),
) -> HandValue | None:
    """Your counting hand from the cards you looked at (and threw away); in Bastard Brag the
    best three of them and the community cards `board`."""
    if not cards:
        return None
    kept = [c for c in cards if c not in discards]
    if board:
        return best_three((*kept, *board), ranking).value
    if len(kept) == 3:
        return evaluate(kept, ranking)
    if len(kept) > 3:
        return best_hand(kept, ranking).value
    return None


def winners_headline(result: HandResult, names: Sequence[str], won: int) -> str:
    """Who took the pot: "Ray wins 48", or the players who split the main pot (you first)."""
    winners = result.winners or (result.winner,)
    if len(winners) > 1:
        shared = sum(a.amount for a in result.awards if a.pot == 0)
        ordered = sorted(winners, key=lambda s: s != HUMAN)
        return tr("verdict.split", names=join_names([names[s] for s in ordered]), amount=chips(shared))
    return said("verdict.wins", result.winner, name=names[result.winner], amount=chips(won))


def verdict(result: HandResult, names: Sequence[str], yours: HandValue | None) -> Verdict:
    """The headline ("Ray wins 48") and the rule applied, from the hand's result."""
    total = sum(a.amount for a in result.awards)
    winners = result.winners or (result.winner,)
    headline = winners_headline(result, names, result.winnings.get(result.winner, total))
    values = result.values
    if result.carried:
        headline = tr("verdict.carried", amount=chips(result.carried))
        rule = said("verdict.carried.rule", result.winner, name=names[result.winner])
    elif result.how == "fold":
        rule = said("verdict.fold", result.winner, name=names[result.winner])
    elif result.how == "see" and result.seer is not None and result.seen is not None:
        rule = _see_rule(result, names, yours)
    elif result.community:
        rule = board_rule(result, names)
    elif result.how == "showdown":  # an agreed showdown: every hand shown, the best took the pot
        best = values.get(result.winner)
        rule = tr("verdict.agreed", hand=hand_name(best) if best is not None else "")
    else:
        rule = _cover_rule(result, names, values)
    return Verdict(headline, rule, result.winner, tuple(winners))


def join_names(names: Sequence[str]) -> str:
    """ "Ada", "Ada and Bob", "Ada, Bob and Cy"."""
    if len(names) == 1:
        return names[0]
    return tr("list.and", first=", ".join(names[:-1]), last=names[-1])


def board_rule(result: HandResult, names: Sequence[str]) -> str:
    """Bastard Brag's showdown (or the hands compared after an all-in) in words: who had the
    best hand, a pot split between equal hands, and any side pots."""
    shown = {s.seat: s for s in result.showdown}
    winners = [s for s in (result.winners or (result.winner,)) if s in shown]
    if not winners:
        return _cover_rule(result, names, result.values)
    best = shown[winners[0]]
    if len(winners) > 1:
        main = sorted((a for a in result.awards if a.pot == 0), key=lambda a: -a.amount)
        who = join_names([names[s] for s in sorted(winners, key=lambda s: s != HUMAN)])
        if main and main[0].amount != main[-1].amount:
            rule = tr("verdict.board.split_odd", names=who, hand=hand_name(best.value), first=names[main[0].seat])
        else:
            each = chips(main[0].amount) if main else "0"
            rule = tr("verdict.board.split", names=who, hand=hand_name(best.value), each=each)
    else:
        others = [s for s in shown.values() if s.seat != best.seat]
        if not others:
            rule = said("verdict.board.alone", best.seat, name=names[best.seat], hand=hand_name(best.value))
        else:
            other = max(others, key=lambda s: s.value.score)
            key = "verdict.board.wilds" if other.value.score == best.value.score else "verdict.board.beats"
            rule = tr(
                key,
                winner=names[best.seat],
                winner_hand=hand_name(best.value),
                other=names[other.seat],
                other_hand=hand_name(other.value),
            )
    side = [a for a in result.awards if a.pot > 0]
    if side:
        parts = [
            tr(
                "verdict.cover.pot",
                number=a.pot + 1,
                name=names[a.seat],
                amount=chips(a.amount),
                hand=hand_name(shown[a.seat].value),
            )
            if a.seat in shown
            else tr("verdict.cover.pot_plain", number=a.pot + 1, name=names[a.seat], amount=chips(a.amount))
            for a in sorted(side, key=lambda a: a.pot)
        ]
        rule = f"{rule} {tr('verdict.board.side', pots='; '.join(parts))}"
    return rule


def _see_rule(result: HandResult, names: Sequence[str], yours: HandValue | None) -> str:
    seer, seen = result.seer, result.seen
    assert seer is not None and seen is not None
    values = result.values
    seen_hand = hand_name(values[seen])
    if seer in values:
        if values[seer].score == values[seen].score:
            return tr("verdict.see.wilds" if result.community else "verdict.see.discard", seer=names[seer])
        return tr("verdict.see.seer_wins", seer=names[seer], seer_hand=hand_name(values[seer]), seen_hand=seen_hand)
    if seer == HUMAN and yours is not None:
        if yours.score == values[seen].score:
            return tr("verdict.see.tie")
        return tr("verdict.see.you_lose", seen_hand=seen_hand, your_hand=hand_name(yours))
    return said("verdict.see.hidden", seer, seer=names[seer], seen_hand=seen_hand)


def _cover_rule(result: HandResult, names: Sequence[str], values: dict[int, HandValue]) -> str:
    """After an all-in: the hands compared, and who took each pot."""
    if len(result.awards) == 1 and len(values) >= 2:
        winner = result.awards[0].seat
        other = next(s for s in reversed(list(values)) if s != winner)
        return tr(
            "verdict.cover.one",
            winner=names[winner],
            winner_hand=hand_name(values[winner]),
            other=names[other],
            other_hand=hand_name(values[other]),
        )
    parts = []
    for award in result.awards:
        if award.seat in values:
            parts.append(
                tr(
                    "verdict.cover.pot",
                    number=award.pot + 1,
                    name=names[award.seat],
                    amount=chips(award.amount),
                    hand=hand_name(values[award.seat]),
                )
            )
        else:
            parts.append(
                tr("verdict.cover.pot_plain", number=award.pot + 1, name=names[award.seat], amount=chips(award.amount))
            )
    return tr("verdict.cover", pots="; ".join(parts))

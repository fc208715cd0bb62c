"""The pub table's choreography: the table's events turned into cards that fly and turn, chips
that move, speech bubbles, table talk and the verdict, each at its moment.

`Show.tell` schedules a batch of events (what one move caused) after whatever is still playing;
everything it creates is a function of the table's clock, so drawing at any time `t` changes
nothing, and skipping ahead is only moving the clock. The figures (chips, pot, stake, badges)
come from a snapshot of the table taken after the batch and shown from the moment its chips land.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Ranking
from casino_brag.engine.pub.events import (
    AntePaid,
    BetPlaced,
    BettingRoundStarted,
    CardDealt,
    CommunityCardDealt,
    CommunityCardTurned,
    Covered,
    Discarded,
    Event,
    Folded,
    HandEnded,
    HandKept,
    HandRetained,
    HandShown,
    HandStarted,
    Looked,
    PotAwarded,
    RetainDeclined,
    Saw,
    SessionEnded,
)
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core.text import hand_name, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub import words
from casino_brag.ui.pub.bastard import board as pub_board
from casino_brag.ui.pub.bastard.board import BoardShow
from casino_brag.ui.pub.poker import show as poker
from casino_brag.ui.pub.session import Snapshot
from casino_brag.ui.pub.sprites import NEVER, CardSprite, Flight, HandSummary, Timed, ease
from casino_brag.ui.pub.threestake import show as stakes

__all__ = ["NEVER", "CardSprite", "Flight", "HandSummary", "Show", "Timed"]

# Durations in seconds at normal animation speed (the speed setting scales them; turbo is 0).
DEAL_FLIGHT = 0.22
DEAL_GAP = 0.085
CHIP_FLIGHT = 0.34
ACTION_GAP = 0.38
TURN = 0.26
SHOW_GAP = 0.95
AWARD_FLIGHT = 0.6
BUBBLE_SECONDS = 1.9
MAX_FLYING_CHIPS = 10


@dataclass
class Show:
    """What the screen shows of the table over time."""

    names: Sequence[str]
    ranking: Ranking
    first: Snapshot
    dealt: int = 3
    """Cards dealt to each player (3, 4 or 5)."""
    community: int = 0
    """Community cards in the middle (Bastard Brag: 3 or 4)."""
    cards: list[CardSprite] = field(default_factory=list)
    flights: list[Flight] = field(default_factory=list)
    bubbles: list[Timed] = field(default_factory=list)
    labels: list[Timed] = field(default_factory=list)
    log: list[Timed] = field(default_factory=list)
    numbers: list[tuple[float, Snapshot]] = field(default_factory=list)
    verdicts: list[tuple[float, int, words.Verdict]] = field(default_factory=list)
    summaries: list[tuple[float, HandSummary]] = field(default_factory=list)
    hand_starts: list[tuple[float, int]] = field(default_factory=list)
    """When each hand began on screen, and its number."""
    packs: list[tuple[float, float, int]] = field(default_factory=list)
    """(from, until, dealer): when the pack lies on the table, in front of whom."""
    cues: list[tuple[float, str]] = field(default_factory=list)
    end: float = 0.0
    session_end_at: float = NEVER
    your_cards: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    your_discards: tuple[Card, ...] = ()
    board: BoardShow = field(default_factory=BoardShow)

    def __post_init__(self) -> None:
        self.numbers.append((-NEVER, self.first))
        self.board.size = self.community

    def lay_out(self, held: Sequence[tuple[int, str, int]]) -> None:
        """Put cards already in front of players on the table at once (a resumed session):
        (seat, hand, cards) for each hand, all face down. A hand named "retained" is kept
        for the next deal."""
        for seat, hand, count in held:
            for position in range(count):
                self.cards.append(
                    CardSprite(
                        seat=seat,
                        hand=hand,
                        position=position,
                        count=count,
                        dealt_at=-NEVER,
                        src=(0.0, 0.0),
                        fly=0.0,
                        carried=hand == "retained",
                    )
                )

    def turn_up_yours(self, hands: dict[str, tuple[Card, ...]]) -> None:
        """Your hands already looked at, face up at once (a hand resumed after you looked)."""
        for hand, cards in hands.items():
            self.your_cards[hand] = cards
            for sprite, card in zip(self._live(HUMAN, 0.0, hand), cards, strict=False):
                sprite.face = card
                sprite.up_at = -NEVER

    @property
    def seats(self) -> int:
        return len(self.names)

    # -- what is shown at time t (pure) ----------------------------------------------------------------

    def figures(self, t: float) -> Snapshot:
        shown = self.numbers[0][1]
        for at, snap in self.numbers:
            if at <= t:
                shown = snap
            else:
                break
        return shown

    def hand_on_screen(self, t: float) -> int:
        """The number of the hand the screen shows at time t (the last one begun by then)."""
        found = [number for at, number in self.hand_starts if at <= t]
        return found[-1] if found else self.first.hand_number

    def verdict(self, t: float) -> words.Verdict | None:
        hand = self.hand_on_screen(t)
        found = [v for at, number, v in self.verdicts if number == hand and at <= t]
        return found[-1] if found else None

    def summary(self, t: float) -> HandSummary | None:
        hand = self.hand_on_screen(t)
        found = [s for at, s in self.summaries if s.number == hand and at <= t]
        return found[-1] if found else None

    def hands_of(self, seat: int, t: float) -> list[str]:
        """The hands lying in front of a seat at time t (kept blind hand first)."""
        present = {c.hand for c in self.cards if c.seat == seat and c.present(t)}
        return [h for h in ("retained", "new") if h in present]

    def width(self, sprite: CardSprite, t: float) -> int:
        """How wide the card is drawn now (see `layout.spread`)."""
        hands = len(self.hands_of(sprite.seat, t))
        if sprite.shown(t) and sprite.seat != HUMAN and hands == 1:
            return L.shown_spread(self.seats, sprite.count, bool(self.community))[0]
        return L.card_width(sprite.seat, sprite.shown(t), hands, sprite.count)

    def place(self, sprite: CardSprite, t: float) -> tuple[float, float]:
        """Where a card is at time t: its slot, or on its way in or out."""
        hands = self.hands_of(sprite.seat, t)
        where = (sprite.hand, len(hands), sprite.count, self.slot(sprite, t), sprite.shown(t), bool(self.community))
        x, y = L.card_topleft(sprite.seat, self.seats, *where)
        if t < sprite.dealt_at + sprite.fly:
            k = ease(sprite.dealt_at, sprite.fly, t)
            return sprite.src[0] + (x - sprite.src[0]) * k, sprite.src[1] + (y - sprite.src[1]) * k - 30 * math.sin(
                math.pi * k
            )
        if t >= sprite.out_at:
            k = ease(sprite.out_at, sprite.fly, t)
            return x + (sprite.out_to[0] - x) * k, y + (sprite.out_to[1] - y) * k
        return x, y

    def slot(self, sprite: CardSprite, t: float) -> int:
        """Where in its hand's row a card lies: the kept cards first in the order dealt, then
        those thrown away, set aside at the end (and drawn under the kept ones)."""
        if t < sprite.discard_at and all(
            t < c.discard_at for c in self.cards if c.seat == sprite.seat and c.hand == sprite.hand
        ):
            return sprite.position
        row = [c for c in self.cards if c.seat == sprite.seat and c.hand == sprite.hand and c.out_at == NEVER]
        row.sort(key=lambda c: (t >= c.discard_at, c.position))
        return next((i for i, c in enumerate(row) if c is sprite), sprite.position)

    def busy(self, t: float) -> bool:
        return t < self.end

    # -- scheduling ------------------------------------------------------------------------------------

    def tell(self, events: Sequence[Event], after: Snapshot, now: float, scale: float) -> None:
        """Schedule a batch of events after what is still playing; `after` is the table then."""
        t = max(now, self.end)
        start = t
        settle = t
        before = self.figures(NEVER)
        dealer = before.dealer
        antes = 0
        antes_line = -1
        dealt_from: float | None = None
        stake = before.stake
        result_verdict: words.Verdict | None = None
        awarded = False
        for event in events:
            if isinstance(event, CommunityCardTurned):  # a beat for the last chips to land first
                t = max(t, settle) + pub_board.BEAT * scale
            line = words.log_line(event, self.names, bool(self.community))
            if line is not None and not isinstance(event, AntePaid):
                who = words.speaker(event)
                self.log.append(Timed(t, NEVER, -1 if who is None else who, line))
            speech = words.bubble(event, stake)
            seat = words.speaker(event)
            if speech is not None and seat is not None:
                self.bubbles.append(Timed(t, t + BUBBLE_SECONDS * max(scale, 0.6), seat, speech))
            if isinstance(event, BetPlaced):
                stake = event.stake
            elif isinstance(event, HandStarted):
                stake = 0
            if isinstance(event, HandStarted):
                dealer = event.dealer
                dealt_from = t
                t = self._new_hand(event, t, scale)
            elif isinstance(event, AntePaid):
                antes = max(antes, event.amount)
                if antes_line < 0:
                    antes_line = len(self.log)
                self._chips(event.seat, event.amount, t, scale, to_pot=True)
                settle = max(settle, t + CHIP_FLIGHT * scale)
                t += 0.04 * scale
            elif isinstance(event, CardDealt):
                self._deal(event, dealer, t, scale)
                t += DEAL_GAP * scale
            elif isinstance(event, Looked):
                t = self._looked(event, t, scale)
            elif isinstance(event, Discarded):
                self._discarded(event, t)
                t += ACTION_GAP * scale
            elif isinstance(event, BetPlaced | Covered | Saw):
                seat = event.seer if isinstance(event, Saw) else event.seat
                amount = event.cost if isinstance(event, Saw) else event.amount
                self._chips(seat, amount, t, scale, to_pot=True)
                self.cues.append((t, "chip_click"))
                settle = max(settle, t + CHIP_FLIGHT * scale)
                t += (ACTION_GAP + (0.3 if isinstance(event, Saw) else 0.0)) * scale
            elif isinstance(event, Folded | HandKept):
                self._fold(event, dealer, t, scale)
                t += ACTION_GAP * 0.6 * scale
            elif isinstance(event, CommunityCardDealt | CommunityCardTurned | BettingRoundStarted):
                t = self._board_event(event, dealer, max(t, settle), scale)
            elif isinstance(event, HandShown):
                self.board.end_betting(t)
                t = self._shown(event, t, scale)
            elif isinstance(event, stakes.EVENTS):
                t = stakes.tell(self, event, dealer, t, scale)
            elif isinstance(event, poker.EVENTS):
                t = poker.tell(self, event, dealer, t, scale)
            elif isinstance(event, PotAwarded):
                if not awarded:
                    awarded = True
                    ended = next((e for e in events if isinstance(e, HandEnded)), None)
                    result_verdict = self._verdict_ahead(ended)
                    if ended is not None and result_verdict is not None:  # Three-Stake Brag: each stake
                        found = stakes.verdict(events, self.names, ended.result.winner)
                        result_verdict = found or poker.verdict_of(events, self.names) or result_verdict
                    if ended is not None and result_verdict is not None:
                        self.verdicts.append((t, ended.result.number, result_verdict))
                    if ended is not None:  # the winners' community cards stay lit until the next deal
                        won = set(ended.result.winners or (ended.result.winner,))
                        used = [c for s in ended.result.showdown if s.seat in won for c in s.community_used]
                        self.board.light(used, t)
                    settle = t
                self._chips(event.seat, event.amount, t, scale, to_pot=False)
                self.cues.append((t, "chip_stack"))
                t += 0.25 * scale
            elif isinstance(event, HandEnded):
                self.board.end_betting(t)
                self._ended(event, after, t, scale)
                t += AWARD_FLIGHT * scale
            elif isinstance(event, HandRetained):
                for sprite in self._live(event.seat, t):
                    if sprite.hand != event.hand:
                        self._send_away(sprite, dealer, t, scale)
                    else:
                        sprite.hand = "retained"
                        sprite.carried = True
            elif isinstance(event, RetainDeclined):
                for sprite in self._live(event.seat, t):
                    self._send_away(sprite, dealer, t, scale)
            elif isinstance(event, SessionEnded):
                self.session_end_at = t + 1.2 * max(scale, 0.5)
        if antes:
            self.log.insert(antes_line, Timed(start, NEVER, -1, tr("log.antes", amount=antes)))
        self.numbers.append((max(settle, self.numbers[-1][0]), after))
        self.end = max(t, settle)
        if dealt_from is not None:
            self.packs.append((dealt_from, t + 0.5 + DEAL_FLIGHT * scale, dealer))

    def pack_at(self, t: float) -> int | None:
        """The dealer in front of whom the pack lies at time t (while dealing or gathering)."""
        for start, until, dealer in self.packs:
            if start <= t < until:
                return dealer
        return None

    def _board_event(
        self, event: CommunityCardDealt | CommunityCardTurned | BettingRoundStarted, dealer: int, t: float, scale: float
    ) -> float:
        """Bastard Brag: a community card dealt or turned, or a betting round beginning."""
        board = self.board
        if isinstance(event, CommunityCardDealt):
            board.deal(event.index, t, L.pack_position(dealer, self.seats), scale)
            self.cues.append((t, "card_deal"))
            return t + DEAL_GAP * scale
        if isinstance(event, CommunityCardTurned):
            if event.round is None:
                board.end_betting(t)
            done = board.turn(event.index, event.card, t, scale)
            self.cues.append((done - TURN * scale, "card_flip"))
            return done
        board.begin_round(t, event.round, event.rounds)
        return t

    def _new_hand(self, event: HandStarted, t: float, scale: float) -> float:
        self.hand_starts.append((t, event.number))
        self.board.end_betting(t)
        self.board.gather(t, L.pack_position(event.dealer, self.seats), scale)
        self.your_cards = {}
        self.your_discards = ()
        for sprite in self.cards:
            if sprite.carried:
                sprite.carried = False
            elif sprite.out_at == NEVER:
                self._send_away(sprite, event.dealer, t, scale)
        self.labels = [lab for lab in self.labels if lab.until <= t]
        return t + 0.3 * scale

    def _deal(self, event: CardDealt, dealer: int, t: float, scale: float) -> None:
        seat = event.seat
        mine = [c for c in self.cards if c.seat == seat and c.hand == "new" and c.out_at == NEVER]
        self.cards.append(
            CardSprite(
                seat=seat,
                hand="new",
                position=len(mine),
                count=self.dealt,
                dealt_at=t,
                src=L.pack_position(dealer, self.seats),
                fly=DEAL_FLIGHT * scale,
            )
        )
        self.cues.append((t, "card_deal"))

    def _live(self, seat: int, t: float, hand: str | None = None) -> list[CardSprite]:
        found = [c for c in self.cards if c.seat == seat and c.out_at == NEVER and (hand is None or c.hand == hand)]
        return sorted(found, key=lambda c: (c.hand, c.position))

    def _looked(self, event: Looked, t: float, scale: float) -> float:
        if event.seat != HUMAN or event.cards is None:
            return t + ACTION_GAP * 0.7 * scale
        self.your_cards[event.hand] = event.cards
        hand = self._live(HUMAN, t, event.hand) or self._live(HUMAN, t)
        for i, (sprite, card) in enumerate(zip(hand, event.cards, strict=False)):
            sprite.face = card
            sprite.up_at = t + i * 0.08 * scale
            self.cues.append((sprite.up_at, "card_flip"))
        return t + (TURN + 0.08 * len(hand)) * scale

    def _discarded(self, event: Discarded, t: float) -> None:
        live = self._live(event.seat, t)
        if event.seat == HUMAN and event.cards:
            self.your_discards = tuple(event.cards)
            for sprite in live:
                if sprite.face in event.cards:
                    sprite.discard_at = t
            return
        for sprite in live[-event.count :]:
            sprite.discard_at = t

    def _fold(self, event: Folded | HandKept, dealer: int, t: float, scale: float) -> None:
        if isinstance(event, HandKept):
            other = "retained" if event.hand == "new" else "new"
            gone = self._live(event.seat, t, other)
        else:
            gone = self._live(event.seat, t, event.hand)
            self.cues.append((t, "fold"))
        for sprite in gone:
            self._send_away(sprite, dealer, t, scale)

    def _send_away(self, sprite: CardSprite, dealer: int, t: float, scale: float) -> None:
        sprite.out_at = t
        sprite.fly = DEAL_FLIGHT * scale
        sprite.out_to = L.pack_position(dealer, self.seats)

    def _shown(self, event: HandShown, t: float, scale: float) -> float:
        live = self._live(event.seat, t)
        if self.community:
            marked = pub_board.reveal(live, event, t, scale, self.cues)
            self.board.light([c for c in event.cards if c not in event.own], marked, t + SHOW_GAP * max(scale, 0.35))
            self.labels.append(Timed(t + TURN * scale, NEVER, event.seat, hand_name(event.value)))
            return t + SHOW_GAP * max(scale, 0.35)
        hands = {c.hand for c in live}
        if len(hands) > 1:
            for sprite in live:
                if sprite.hand == "new":
                    self._send_away(sprite, self.figures(NEVER).dealer, t, scale)
            live = [c for c in live if c.hand == "retained"]
        known = all(c.face is not None for c in live)
        if known:
            for sprite in live:
                if sprite.face in event.discards and sprite.discard_at == NEVER:
                    sprite.discard_at = t
        else:
            playing = [c for c in live if c.discard_at == NEVER]
            thrown = [c for c in live if c.discard_at != NEVER]
            extra = len(playing) - len(event.cards)
            if extra > 0:
                thrown = playing[-extra:] + thrown
                playing = playing[:-extra]
                for sprite in thrown:
                    sprite.discard_at = min(sprite.discard_at, t)
            for sprite, card in zip(playing, event.cards, strict=False):
                sprite.face = card
            for sprite, card in zip(thrown, event.discards, strict=False):
                sprite.face = card
        for i, sprite in enumerate(c for c in live if c.discard_at == NEVER or c.discard_at > t):
            if sprite.up_at > t:
                sprite.up_at = t + i * 0.08 * scale
                self.cues.append((sprite.up_at, "card_flip"))
        for sprite in live:
            if sprite.discard_at <= t and sprite.up_at > t:
                sprite.up_at = t + 0.3 * scale
        self.labels.append(Timed(t + TURN * scale, NEVER, event.seat, hand_name(event.value)))
        return t + SHOW_GAP * max(scale, 0.35)

    def _verdict_ahead(self, ended: HandEnded | None) -> words.Verdict | None:
        if ended is None:
            return None
        looked = self.your_cards.get("retained") or self.your_cards.get("new") or ()
        yours = words.your_value(looked, self.your_discards, self.ranking, ended.result.community)
        return words.verdict(ended.result, self.names, yours)

    def _ended(self, event: HandEnded, after: Snapshot, t: float, scale: float) -> None:
        result = event.result
        keep = {HUMAN, *(result.winners or (result.winner,)), *(s.seat for s in result.showdown)}
        dealer = self.figures(NEVER).dealer
        for seat in range(self.seats):  # a losing hand never shown (an all-in beaten) is thrown in
            if seat not in keep:
                for sprite in self._live(seat, t):
                    self._send_away(sprite, dealer, t, scale)
        won = result.winnings
        deltas = tuple(
            (won.get(s, 0) - after.put_in[s]) if after.statuses[s] != "out" else None for s in range(self.seats)
        )
        pot = sum(a.amount for a in result.awards)
        self.summaries.append((t + AWARD_FLIGHT * scale, HandSummary(result.number, pot, deltas)))
        mine = won.get(HUMAN, 0)
        sound = "big_win" if mine >= 100 else "win" if mine else ("lose" if after.statuses[HUMAN] != "out" else "")
        if sound:
            self.cues.append((t + AWARD_FLIGHT * scale, sound))

    def _chips(self, seat: int, amount: int, t: float, scale: float, *, to_pot: bool) -> None:
        if amount <= 0:
            return
        spot = L.chip_spot(seat, self.seats, bool(self.community))
        pot = L.pot_center(bool(self.community))
        chips = tuple(break_into_chips(amount)[-MAX_FLYING_CHIPS:])
        duration = (CHIP_FLIGHT if to_pot else AWARD_FLIGHT) * scale
        src, dst = (spot, pot) if to_pot else (pot, spot)
        self.flights.append(Flight(chips, src, dst, t, duration))

    # -- housekeeping ------------------------------------------------------------------------------------

    def prune(self, t: float) -> None:
        """Forget what has finished (called from the scene's update, never while drawing)."""
        self.cards = [c for c in self.cards if t < c.out_at + c.fly + 0.5]
        self.flights = [f for f in self.flights if t < f.start + f.duration + 0.1]
        self.bubbles = [b for b in self.bubbles if t < b.until]
        self.labels = [lab for lab in self.labels if t < lab.until]
        self.cues = [c for c in self.cues if c[0] > t]
        if len(self.log) > 300:
            del self.log[:100]
        current = [n for n in self.numbers if n[0] <= t]
        if len(current) > 1:
            self.numbers = [current[-1], *[n for n in self.numbers if n[0] > t]]
        hand = self.hand_on_screen(t)
        self.verdicts = [v for v in self.verdicts if v[1] >= hand]
        self.summaries = [s for s in self.summaries if s[1].number >= hand]
        begun = [h for h in self.hand_starts if h[0] <= t]
        self.hand_starts = begun[-1:] + [h for h in self.hand_starts if h[0] > t]
        self.packs = [p for p in self.packs if p[1] > t]
        self.board.prune(t)

"""The Pub Brag rules page: the rules in brief, then five illustrations replayed on a miniature
table (seed 003's two betting examples, a blind player seeing an open one, a cover with its side
pot, the retained blind hand). Left / Right step, Up / Down change the illustration, and a click
on the strip along the bottom picks one."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.pub import Action
from casino_brag.engine.pub.events import BetPlaced, Saw
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.rules_pages.scripts import SCRIPTS, Frame, Script, dealt, kept, looked, replay
from casino_brag.ui.rules_pages.strip import draw_strip, picked
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.chips import draw_stack

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

PARTS = ("rules", *(script.key for script in SCRIPTS))
FELT = (24, 92, 58)
MINI = (26, 36)


class PubPage:
    """Where the page stands: the part shown (0: the rules text) and the step within it."""

    def __init__(self, app: Services, body: pygame.Rect) -> None:
        self.app = app
        self.body = body
        self.films: tuple[tuple[Frame, ...], ...] = tuple(replay(script) for script in SCRIPTS)
        self.part = 0
        self.step = 0
        width = (body.width - 48) // len(PARTS)
        self.strip = [pygame.Rect(body.x + 24 + i * width, body.bottom - 36, width - 8, 30) for i in range(len(PARTS))]

    # -- moving ---------------------------------------------------------------------------------

    def frames(self) -> tuple[Frame, ...]:
        return self.films[self.part - 1] if self.part else ()

    def pick(self, part: int) -> None:
        self.part, self.step = part % len(PARTS), 0

    def key(self, key: int) -> bool:
        """Step with Left / Right, change illustration with Up / Down; False past either end."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.pick(self.part + (1 if key == pygame.K_DOWN else -1))
            return True
        forward = key == pygame.K_RIGHT
        last = max(0, len(self.frames()) - 1)
        if forward and self.step < last:
            self.step += 1
        elif forward and self.part + 1 < len(PARTS):
            self.pick(self.part + 1)
        elif not forward and self.step > 0:
            self.step -= 1
        elif not forward and self.part > 0:
            self.pick(self.part - 1)
            self.step = max(0, len(self.frames()) - 1)
        else:
            return False
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        index = picked(self.strip, pos)
        if index is not None:
            self.pick(index)
        return index is not None

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, text_page: Callable[[pygame.Surface], object]) -> None:
        if self.part == 0:
            text_page(surface)
        else:
            script = SCRIPTS[self.part - 1]
            frame = self.frames()[self.step]
            self._table(surface, script, frame, pygame.Rect(self.body.x + 24, self.body.y + 10, 640, 330))
            self._rounds(surface, script, pygame.Rect(self.body.x + 688, self.body.y + 10, 488, 250))
            self._caption(surface, script, frame, pygame.Rect(self.body.x + 688, self.body.y + 272, 488, 146))
            self._below(surface, script, frame, pygame.Rect(self.body.x + 24, self.body.y + 350, 640, 68))
        draw_strip(surface, self.strip, [tr(f"rules.part.{part}") for part in PARTS], self.part)

    def _table(self, surface: pygame.Surface, script: Script, frame: Frame, box: pygame.Rect) -> None:
        felt = box.inflate(-150, -110)
        pygame.draw.ellipse(surface, FELT, felt)
        pygame.draw.ellipse(surface, theme.GOLD_DARK, felt, 3)
        shown = self.frames()[self.step - 1] if frame.hand_over and self.step else frame  # the pot being won
        pile = break_into_chips(shown.pot)[-14:]
        if pile:
            draw_stack(surface, self.app, pile, (felt.centerx, felt.centery + 4), 30)
        pots = [tr("rules.pot", pot=chips(shown.pots[0]))]
        pots += [tr("rules.side_pot", pot=chips(p)) for p in shown.pots[1:]]
        theme.blit_text(
            surface, " · ".join(pots), (felt.centerx, felt.centery + 40), theme.SMALL, theme.CREAM, anchor="midtop"
        )
        n = len(script.names)
        for seat, name in enumerate(script.names):
            angle = math.pi / 2 + 2 * math.pi * seat / n  # seat 0 at the bottom, then clockwise
            x = box.centerx + (box.width / 2 - 92) * math.cos(angle)
            y = box.centery + (box.height / 2 - 40) * math.sin(angle)
            self._seat(surface, frame, seat, name, pygame.Rect(round(x) - 90, round(y) - 36, 180, 72))

    def _seat(self, surface: pygame.Surface, frame: Frame, seat: int, name: str, rect: pygame.Rect) -> None:
        acted, next_ = seat == frame.seat, seat == frame.to_act
        border = theme.GOLD if acted else (150, 196, 240) if next_ else (255, 255, 255, 40)
        surface.blit(theme.rounded(rect.size, 10, (10, 16, 14, 235), border, 2 if acted or next_ else 1), rect)
        shown = frame.shown.get(seat)
        status = frame.statuses[seat]
        if shown:  # face up: the corners, side by side, so the cards read
            for n, card in enumerate(shown):
                sprites.draw_card_corner(surface, self.app, card, pygame.Rect(rect.x + 6 + n * 19, rect.y + 8, 20, 30))
        elif status != "folded":
            for hand in range(max(1, frame.held[seat]) if frame.held[seat] < 3 else 2):
                for n in range(3):
                    at = pygame.Rect(rect.x + 8 + n * 13 + hand * 5, rect.y + 8 + hand * 20, *MINI)
                    sprites.draw_card_at(surface, self.app, None, at)
        left = rect.x + 68
        theme.blit_fitted(surface, name, (left, rect.y + 6), rect.right - left - 6, theme.SMALL, theme.GOLD)
        words = tr(f"rules.status.{status}")
        theme.blit_fitted(surface, words, (left, rect.y + 28), rect.right - left - 6, theme.TINY, theme.MUTED)
        put = tr("rules.put_in", amount=chips(frame.put_in[seat]))
        theme.blit_fitted(surface, put, (left, rect.y + 48), rect.right - left - 6, theme.TINY, theme.CREAM)

    def _below(self, surface: pygame.Surface, script: Script, frame: Frame, box: pygame.Rect) -> None:
        prices = tr(
            "rules.prices", stake=chips(frame.stake), open=chips(frame.open_price), blind=chips(frame.blind_price)
        )
        theme.blit_fitted(surface, prices, box.topleft, box.width, theme.SMALL, theme.CREAM)
        if frame.to_act is not None:
            choices = " · ".join(_offer(a) for a in frame.offers)
            words = tr("rules.next", name=script.names[frame.to_act], choices=choices)
            theme.blit_fitted(surface, words, (box.x, box.y + 28), box.width, theme.SMALL, theme.PUSH)

    def _rounds(self, surface: pygame.Surface, script: Script, box: pygame.Rect) -> None:
        """The seed's table: one row per betting round, one column per player, filled so far."""
        frames = self.frames()[: self.step + 1]
        hand = frames[-1].hand
        cells: dict[tuple[int, int], str] = {}
        out: dict[int, int] = {}
        rounds = 0
        for index, frame in enumerate(frames):
            cell = frame.cell() if frame.hand == hand else None
            if cell is None or frame.seat is None:
                continue
            rounds = max(rounds, frame.round)
            cells[frame.round, frame.seat] = _cell(cell)
            if cell[0] in ("fold", "cover"):
                out.setdefault(frame.seat, frame.round)
            if index == self.step:
                cells[frame.round, frame.seat] = "*" + cells[frame.round, frame.seat]
        n = len(script.names)
        first = 64
        width = (box.width - first) // n
        theme.blit_text(surface, tr("rules.round"), (box.x, box.y), theme.TINY, theme.MUTED)
        for seat, name in enumerate(script.names):
            at = (box.x + first + seat * width + width // 2, box.y)
            theme.blit_fitted(surface, name, at, width - 4, theme.TINY, theme.MUTED, anchor="midtop")
        step = min(22, (box.height - 22) // max(1, rounds))
        for number in range(1, rounds + 1):
            y = box.y + 22 + (number - 1) * step
            theme.blit_text(surface, str(number), (box.x + 8, y), theme.TINY, theme.DIM)
            for seat in range(n):
                text = cells.get((number, seat), "-" if out.get(seat, rounds + 1) < number else "")
                lit = text.startswith("*")
                at = (box.x + first + seat * width + width // 2, y)
                color = theme.GOLD if lit else theme.CREAM
                theme.blit_fitted(
                    surface, text.lstrip("*"), at, width - 4, theme.TINY, color, anchor="midtop", floor=11
                )

    def _caption(self, surface: pygame.Surface, script: Script, frame: Frame, box: pygame.Rect) -> None:
        count = tr("rules.step", step=self.step + 1, steps=len(self.frames()))
        theme.blit_text(surface, count.upper(), box.topleft, theme.TINY, theme.GOLD)
        said = _said(script, frame)
        note = tr(f"rules.note.{frame.note}") if frame.note else ""
        words = "\n".join(w for w in (said, note) if w)
        theme.blit_paragraph(
            surface,
            words,
            pygame.Rect(box.x, box.y + 24, box.width, box.height - 24),
            theme.SMALL,
            theme.CREAM,
            spacing=1.2,
            shrink=True,
        )


def _cell(cell: tuple[str, int]) -> str:
    kind, amount = cell
    return tr(f"rules.cell.{kind}", amount=chips(amount))


def _offer(action: Action) -> str:
    if action.kind == "bet":
        key = "rules.offer.bet_blind" if action.blind else "rules.offer.bet"
        return tr(key, low=chips(action.min or 0), high=chips(action.max or 0))
    if action.kind in ("see", "cover"):
        return tr(f"rules.offer.{action.kind}", amount=chips(action.cost or 0))
    return tr(f"rules.offer.{action.kind}")


def _said(script: Script, frame: Frame) -> str:
    """What happened at this step, in a sentence or two."""
    names = script.names
    parts: list[str] = []
    if dealt(frame):
        parts.append(tr("rules.said.deal", pot=chips(frame.pot)))
    cell = frame.cell()
    who = names[frame.seat] if frame.seat is not None else ""
    if cell is not None:
        kind, amount = cell
        if kind == "blind":
            parts.append(tr("rules.said.blind", name=who, amount=chips(amount), counts=chips(2 * amount)))
        elif kind == "see":
            other = next((names[e.seen] for e in frame.events if isinstance(e, Saw)), "")
            parts.append(tr("rules.said.see", name=who, amount=chips(amount), other=other))
        elif kind == "bet" and any(isinstance(e, BetPlaced) and e.raised for e in frame.events):
            parts.append(tr("rules.said.raise", name=who, amount=chips(amount), stake=chips(frame.stake)))
        else:
            parts.append(tr(f"rules.said.{kind}", name=who, amount=chips(amount)))
    elif kept(frame):
        parts.append(tr("rules.said.keep", name=who))
    elif looked(frame):
        parts.append(tr("rules.said.look", name=who))
    elif frame.seat is not None and frame.held[frame.seat] == 1:
        parts.append(tr("rules.said.fold_looked", name=who))
    for award in frame.awards():
        key = "rules.said.side_pot" if award.pot else "rules.said.won"
        parts.append(tr(key, name=names[award.seat], amount=chips(award.amount)))
    return " ".join(parts)

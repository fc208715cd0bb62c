"""The opponents' choice of game under dealer's choice (`dealers_choice`), in character.

A player who likes a wild game (a gambler: aggressive, bluffing, fond of the blind game) picks
wild cards, jokers the wildest, and more cards to choose from; a tight, careful player picks the
plain Three-Card Brag that rewards patience; the rest lean towards what the table plays now.
A skilled player also leans away from wild cards against many opponents, where luck evens out
what skill earns. Each choice is drawn with the player's own generator, so a seed replays it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.style import Style
from casino_brag.engine.pub.dealers_choice import GameChoice
from casino_brag.engine.pub.rules import HouseRules

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table

WILDNESS = {"none": 0.0, "one-eyed-jacks": 0.4, "twos": 0.7, "jokers": 1.0}
"""How wild each choice of wild cards plays: twos are four wilds, the jokers two in a bigger pack
but the house's favourite gamble."""
CARDS = {"three-card": 0.0, "four-card": 0.5, "five-card": 1.0}
"""How much each game gives to choose from (more cards, stronger hands all round)."""


def pick_game(
    choices: Sequence[GameChoice], rules: HouseRules, style: Style, skill: Skill, rng: random.Random, players: int
) -> GameChoice:
    """The game this character chooses for the next circle of deals."""
    gamble = (style.aggression + style.bluff + style.blind) / 3
    care = style.tightness
    crowd = 0.15 * max(0, players - 3) if skill.pot_odds else 0.0

    def liking(choice: GameChoice) -> float:
        wild, cards = WILDNESS[choice.wild], CARDS[choice.variant]
        score = wild * (gamble - 0.35 - crowd) * 2 + cards * (gamble - care) + (0.5 - care) * 0.2 * cards
        if (choice.variant, choice.wild) == (rules.variant, rules.wild):
            score += 0.15  # the game the table knows
        return score

    scores = [liking(c) for c in choices]
    best = max(scores)
    near = [c for c, s in zip(choices, scores, strict=True) if s >= best - 0.1]
    return rng.choice(near)


def dealers_pick(player: object, rules: HouseRules, choices: Sequence[GameChoice], players: int) -> GameChoice:
    """What a seated player chooses: a character in character, the random baseline at random, and
    any other player (the calling station) the game as it is."""
    from casino_brag.engine.ai.player import ComputerPlayer, RandomPlayer

    if isinstance(player, ComputerPlayer):
        return pick_game(choices, rules, player.style, player.skill, player.rng, players)
    if isinstance(player, RandomPlayer):
        return player.rng.choice(list(choices))
    return GameChoice(rules.variant, rules.wild)


def let_dealer_choose(table: Table, player_at: Callable[[int], object]) -> None:
    """If a choice of game is due at `table`, have the seated player whose turn it is make it."""
    seat = table.game_choice
    if seat is None:
        return
    players = sum(1 for chips in table.chips if chips > 0)
    pick = dealers_pick(player_at(seat), table.rules, table.game_choices, players)
    table.choose_game(pick.variant, pick.wild)

"""English words that keep crowded screens readable: the short note of seeded practice in the pub
table's header, when the long one leaves no room for the game's name, and the house rules'
list saying that more rules lie above or below."""

FITTING_ENGLISH: dict[str, str] = {
    "header.practice_short": "{game} - practice",
    "setup.rules.below": "More house rules below: the mouse wheel or Up / Down",
    "setup.rules.above": "More house rules above: the mouse wheel or Up / Down",
}

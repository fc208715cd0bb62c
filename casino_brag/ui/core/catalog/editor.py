"""The words of the paytable editor and the analysis charts.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

EDITOR_ENGLISH: dict[str, str] = {
    "editor.title": "Paytable editor: {name}",
    "editor.rules": "Rules",
    "editor.limits": "Limits",
    "editor.play_multiplier": "Play bet (× Ante)",
    "editor.dealer_qualifies": "Dealer qualifies",
    "editor.tie": "Ties",
    "editor.ante_if_dealer_not_qualify": "Ante if no qualify",
    "editor.fold_forfeits_pair_bonus": "Fold loses Pair Bonus",
    "editor.min_ante": "Least Ante",
    "editor.max_ante": "Most Ante",
    "editor.max_pair_bonus": "Most Pair Bonus",
    "editor.save": "Save as new",
    "editor.play": "Save and play",
    "editor.saved": "Saved as {path}",
    "editor.cannot_save": "Cannot save in {folder}: {problem}",
    "editor.keys": "Up / Down: choose · Left / Right, wheel or − +: change (Shift: payouts by ½, limits by 10) · "
    "Delete: stop paying a hand",
    "editor.summary": "hits {hit} · SD {sd} antes",
    "paytables.edit": "Edit a copy",
    "paytables.charts": "Charts",
    "paytables.details": "Details",
    "chart.distribution": "One round's net (antes)",
    "chart.strategy": "EV of play, best hand first",
    "chart.tornado": "House edge, each payout ±1",
    "chart.lower": "payout −1",
    "chart.higher": "payout +1",
}

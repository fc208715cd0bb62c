"""The casino table: its session (the round and the bankroll), scene, view, panels, animation, coach
and layout."""

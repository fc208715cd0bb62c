"""The casino table: its session (the round and the bankroll), scene, view, panels, animation, coach,
layout, and the table as the painters see it."""

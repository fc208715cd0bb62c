"""Lessons: short guided hands with scripted cards and scripted opponents, written as data.

A lesson says what is dealt, what each opponent will do, and, for each of your moves, what the
game asks of you, why, and what it answers a different move with. Nothing here draws or saves:
`ui.lessons` puts a lesson on the real tables and keeps the list of finished ones.
"""

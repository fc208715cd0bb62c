"""Generators for the game's art and sound; their output is committed to sprites/ and sounds/."""

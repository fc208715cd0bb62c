"""Pieces every screen draws with: buttons, dialogs, steppers, controls, chips, charts, card
sprites, the backdrop and motion curves."""

"""The game window: scenes, widgets and the assets they draw with. Only this package imports pygame."""

"""What every screen stands on: the app (window, loop and the services it gives scenes), the scene
stack, theme, assets, preferences and text."""

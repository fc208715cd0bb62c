"""What every screen stands on: the app (window and loop), the services it gives scenes, the scene
stack, theme, assets, preferences and text."""

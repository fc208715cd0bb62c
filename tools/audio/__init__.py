"""Sound synthesis for the game's effects and loops: a small numpy kit (`synth`), a perceptual
loudness meter (`loudness`, A-weighting per IEC 61672), WAV files (`wav`), and the recipes
(`effects`, `ambience`, `music`)."""

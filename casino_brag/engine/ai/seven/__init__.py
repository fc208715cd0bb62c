"""The opponents' Seven-, Nine- and Thirteen-Card Brag: arranging the cards dealt into the hands
most likely to scoop."""

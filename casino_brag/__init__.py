"""casino_brag: Three Card Brag against the dealer or around a pub table, with exact paytable analysis."""

__version__ = "0.1.0"

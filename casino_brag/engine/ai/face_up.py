"""The opponents under the retained hand shown face up (`retained_face_up`).

Everyone still in after a face-up hand has been shown holds a hand that beats it, so the blind
player who kept a hand faces opponents known to be strong. A careful player looks before betting
on into them; only a player who loves the blind game stays blind, and only when the face-up hand
was weak (no better than a high card), so that beating it says little.
"""

from __future__ import annotations

from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.hands import Category
from casino_brag.engine.pub.actions import Action


def face_up_choice(view: DecisionView, style: Style) -> Action | None:
    """Look at the kept blind hand when the players still in all beat the face-up hand; None when
    the rule has nothing to say about this decision."""
    if view.face_up is None or not view.blind or view.between_hands:
        return None
    look = view.offer("look")
    if look is None:
        return None
    weak = view.face_up.category is Category.HIGH_CARD and not view.rules.lowball
    return None if weak and style.blind >= 0.6 else look

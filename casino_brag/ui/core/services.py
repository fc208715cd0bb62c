"""What the app gives every scene when the scene is made: the save file, the preferences, the
paytables, the command line's options, the pictures and sounds, and the scene stack's moves.

Scenes, screens and dialogs are typed against `Services`, never against the app and its main
loop: the app imports the menu and the menu imports the tables, so a scene that imported the app
back would tie every screen into one circle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.exact import Analysis
    from casino_brag.engine.casino.paytable import Paytable
    from casino_brag.save.store import Store
    from casino_brag.ui.casino.session import Advisor
    from casino_brag.ui.core.assets import Assets
    from casino_brag.ui.core.paytable_choice import PaytableChoice
    from casino_brag.ui.core.prefs import Prefs
    from casino_brag.ui.core.scene import Scene, SceneStack


@dataclass(frozen=True)
class LaunchOptions:
    """What the command line asked for."""

    data_dir: Path
    mode: str | None = None
    paytable: str | None = None
    seed: int | None = None
    opponents: int | None = None


class Services(Protocol):
    """The app as a scene sees it."""

    store: Store
    prefs: Prefs
    tables: PaytableChoice
    """The paytables on offer and the one the casino table sits at."""
    options: LaunchOptions
    assets: Assets
    stack: SceneStack
    """The scenes on screen, for a screen that hands over to the one below it (the menu)."""

    def push(self, scene: Scene) -> Scene: ...

    def pop(self, scene: Scene | None = None) -> None: ...

    def replace(self, scene: Scene) -> Scene: ...

    def notify(self, title: str, message: str, *, on_close: Callable[[], None] | None = None) -> None:
        """Show a message in a dialog over whatever is on screen."""

    def save_prefs(self) -> None: ...

    def play_sound(self, name: str) -> None: ...

    def update_loops(self) -> None:
        """Bring the room ambience and the table music in line with the preferences."""

    def step_paytable(self, direction: int) -> None:
        """Sit at the next (or previous) paytable, and remember the choice."""

    def choose_paytable(self, spec: str) -> bool:
        """Sit at a table by name or path; True when the choice worked (else a dialog says why)."""

    @property
    def advisor(self) -> Advisor:
        """The optimal strategy of any paytable."""

    def theory(self, paytable: Paytable) -> Analysis:
        """The exact analysis of a paytable."""

    def set_fullscreen(self, on: bool) -> None: ...

    def request_quit(self) -> None:
        """Close the window, once every scene with something in play agrees."""

    def __hash__(self) -> int:
        """Surfaces drawn once from the app's assets are cached under it (the casino table's felt)."""

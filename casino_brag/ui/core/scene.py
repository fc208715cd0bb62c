"""Scenes and the scene stack: the menu, tables and screens the window shows, one on top.

A scene reacts to input in `handle`, moves time on in `update`, and paints in `draw`; `draw`
never changes state, so a frame can be drawn any number of times. The stack needs no display,
so it is tested with plain objects.
"""

from __future__ import annotations

from typing import Any


class Scene:
    """One screen. Subclasses override what they need; every hook has a do-nothing default."""

    opaque = True
    """False for overlays (dialogs): the scenes below are drawn first, dimmed by the overlay."""

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def resume(self) -> None:
        """Called when the scene is on top again after the one above it left."""

    def handle(self, event: Any) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: Any) -> None:
        """Paint the scene. Must not change any state."""

    def busy(self) -> bool:
        """True while the scene animates and needs a steady frame rate; idle scenes wait for input."""
        return False

    def relabelled(self) -> Scene:
        """This scene with its words in the language now chosen: scenes that keep words made when
        they were built return a fresh copy; those that look words up as they draw, themselves."""
        return self


class SceneStack:
    """The scenes on screen, bottom to top. Only the top one gets input and time."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Any:
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Remove the top scene (or, when given, that scene and everything above it)."""
        if not self._scenes:
            return None
        if scene is not None and scene not in self._scenes:
            return None
        target = scene or self._scenes[-1]
        while self._scenes:
            leaving = self._scenes.pop()
            leaving.exit()
            if leaving is target:
                break
        if self._scenes:
            self._scenes[-1].resume()
        return target

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for another, without resuming the one below in between."""
        if self._scenes:
            self._scenes.pop().exit()
        return self.push(scene)

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    def find(self, kind: type[Scene]) -> Scene | None:
        """The topmost scene of a type, if any (e.g. to return to the menu)."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def relabel(self) -> None:
        """Put every scene's words in the language now chosen (see Scene.relabelled)."""
        self._scenes = [scene.relabelled() for scene in self._scenes]

    def handle(self, event: Any) -> None:
        if self._scenes:
            self._scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def draw(self, surface: Any) -> None:
        """Draw from the highest opaque scene upward, so overlays show what they cover."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        for scene in self._scenes[start:]:
            scene.draw(surface)

    def busy(self) -> bool:
        """Whether the top scene animates (scenes below are paused while covered)."""
        return bool(self._scenes) and self._scenes[-1].busy()

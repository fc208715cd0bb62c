"""The scene stack without a display: enter/exit/resume order, input and time go to the top only,
and overlays draw over the scenes they cover."""

from casino_brag.ui.core.scene import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, log, opaque=True, busy=False):
        self.name, self.log, self.opaque, self._busy = name, log, opaque, busy

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.log.append(f"{self.name} got {event}")

    def update(self, dt):
        self.log.append(f"{self.name} +{dt}")

    def draw(self, surface):
        surface.append(self.name)

    def busy(self):
        return self._busy


def test_push_pop_replace_call_the_hooks_in_order():
    log, stack = [], SceneStack()
    menu, table, dialog = Probe("menu", log), Probe("table", log), Probe("dialog", log, opaque=False)
    stack.push(menu)
    stack.push(table)
    stack.push(dialog)
    assert stack.top is dialog and len(stack) == 3
    stack.pop()
    stack.replace(Probe("rules", log))
    stack.pop()
    assert log == [
        "enter menu",
        "enter table",
        "enter dialog",
        "exit dialog",
        "resume table",
        "exit table",
        "enter rules",
        "exit rules",
        "resume menu",
    ]


def test_popping_a_scene_below_the_top_removes_everything_above_it():
    log, stack = [], SceneStack()
    menu, table = Probe("menu", log), Probe("table", log)
    for scene in (menu, table, Probe("dialog", log)):
        stack.push(scene)
    log.clear()
    stack.pop(table)
    assert log == ["exit dialog", "exit table", "resume menu"]
    assert stack.top is menu
    assert stack.pop(Probe("stranger", log)) is None and stack.top is menu


def test_only_the_top_scene_gets_input_and_time():
    log, stack = [], SceneStack()
    stack.push(Probe("menu", log))
    stack.push(Probe("table", log))
    log.clear()
    stack.handle("click")
    stack.update(0.25)
    assert log == ["table got click", "table +0.25"]


def test_overlays_draw_over_the_scenes_they_cover_and_opaque_scenes_hide_the_rest():
    log, stack = [], SceneStack()
    stack.push(Probe("menu", log))
    stack.push(Probe("table", log))
    stack.push(Probe("dialog", log, opaque=False))
    stack.push(Probe("tooltip", log, opaque=False))
    painted = []
    stack.draw(painted)
    assert painted == ["table", "dialog", "tooltip"]


def test_busy_follows_the_top_scene_so_idle_screens_can_sleep():
    log, stack = [], SceneStack()
    assert not stack.busy()
    stack.push(Probe("table", log, busy=True))
    assert stack.busy()
    stack.push(Probe("dialog", log, opaque=False))
    assert not stack.busy()


def test_find_and_clear():
    log, stack = [], SceneStack()
    menu = stack.push(Probe("menu", log))
    stack.push(Probe("table", log))
    assert stack.find(Probe) is not menu
    stack.clear()
    assert stack.top is None and stack.pop() is None

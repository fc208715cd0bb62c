"""Quicker construction of the frozen records a session makes by the thousand (events, actions).

A frozen dataclass's generated `__init__` sets each field in turn through `object.__setattr__`,
which is what makes it frozen but costs several calls a record. `quick_init` gives such a class
an `__init__` with the same signature and defaults that fills the instance's dictionary in one
step. Everything else (equality, hashing, repr, `replace`, pickling, and refusing assignment
afterwards) is the dataclass's own and unchanged.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Replace a frozen dataclass's `__init__` with one that sets all its fields at once.

    Only plain fields are supported (a value or a default; no factories, `init=False`,
    keyword-only fields, slots or `__post_init__`); anything else is refused when the module loads.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a plain frozen dataclass")
    defaults: dict[str, Any] = {}
    args: list[str] = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields can be set at once")
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            defaults[f"_d_{f.name}"] = f.default
            args.append(f"{f.name}=_d_{f.name}")
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    body = ", ".join(f"{n!r}: {n}" for n in names)
    source = f"def __init__(self, {', '.join(args)}):\n    _set(self, '__dict__', {{{body}}})\n"
    namespace: dict[str, Any] = {"_set": object.__setattr__, **defaults}
    exec(source, namespace)  # the same technique dataclasses itself uses to write __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls

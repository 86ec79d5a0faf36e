"""The base of every response model: unknown fields are kept (a newer server may add some), never refused."""

from __future__ import annotations

import pydantic


class BaseModel(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow", populate_by_name=True, protected_namespaces=())

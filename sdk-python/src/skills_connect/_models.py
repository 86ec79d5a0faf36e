"""The base of every response model: unknown fields are kept (a newer server may add some), never refused."""

from __future__ import annotations

from typing import Any, TypeVar

import pydantic


class BaseModel(pydantic.BaseModel):
    # defer_build: a model is compiled on its first use, not at import (about 600 models: import 1 s of CPU -> less).
    model_config = pydantic.ConfigDict(extra="allow", populate_by_name=True, protected_namespaces=(), defer_build=True)


M = TypeVar("M", bound=BaseModel)


def parse_model(model: type[M], data: Any) -> M:
    """Validates a response body into its model. A body that does not fit (a server newer or older than this SDK, a
    field missing) is not an error for the caller: the model is then built without validation (`model_construct`:
    top-level fields set as received, nested objects left as dicts), so the data stays reachable."""
    try:
        return model.model_validate(data)
    except pydantic.ValidationError:
        if isinstance(data, dict):
            return model.model_construct(**data)
        raise

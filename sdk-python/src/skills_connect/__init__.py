"""skills-connect: the typed Python client for the Skills Connect API (issue 12 §2)."""

from . import webhooks
from ._client import AsyncSkillsConnect, SkillsConnect
from ._core import SDK_VERSION, APIResponse, RateLimitInfo
from ._errors import (APIConnectionError, APIError, APITimeoutError, AuthenticationError, BadRequestError,
                      ConflictError, InternalServerError, NotFoundError, NotImplementedError_, PermissionDeniedError,
                      PreconditionFailedError, RateLimitError, SkillsConnectError, StreamError, UnprocessableEntityError,
                      WebhookVerificationError)
from typing import TYPE_CHECKING

from ._generated import models
from ._generated.meta import SERVICE_VERSION, SKILLS
from ._generated.skills import SkillName
from ._options import RequestOptions
from ._raw import araw_response, raw_response
from ._pagination import AsyncPage, AsyncPager, SyncPage, next_offset
from ._retry import (REPLAY_MARGIN_MS, REPLAY_WINDOW_MS, FailedAttempt, RetryDecision, RetryPolicy, backoff_range,
                     decide_retry, is_rate_limited, retry_after_seconds)
from ._sse import ServerSentEvent, SkillStreamEvent, SSEDecoder

__version__ = SDK_VERSION

__all__ = [
    "SkillsConnect", "AsyncSkillsConnect", "webhooks", "models", "params", "SERVICE_VERSION", "SKILLS", "SkillName",
    "SDK_VERSION", "APIResponse", "raw_response", "araw_response", "RateLimitInfo", "RequestOptions", "SyncPage", "AsyncPage", "AsyncPager",
    "next_offset", "ServerSentEvent", "SkillStreamEvent", "SSEDecoder", "decide_retry", "backoff_range",
    "retry_after_seconds", "is_rate_limited", "FailedAttempt", "RetryDecision", "RetryPolicy", "REPLAY_WINDOW_MS",
    "REPLAY_MARGIN_MS", "SkillsConnectError", "APIError", "BadRequestError", "AuthenticationError",
    "PermissionDeniedError", "NotFoundError", "ConflictError", "PreconditionFailedError", "UnprocessableEntityError", "RateLimitError",
    "NotImplementedError_", "InternalServerError", "APIConnectionError", "APITimeoutError", "StreamError",
    "WebhookVerificationError",
]

if TYPE_CHECKING:
    from ._generated import params


def __getattr__(name: str) -> object:
    # `skills_connect.params` (the TypedDict inputs) is imported on first use: the SDK itself needs it only for types.
    if name == "params":
        import importlib

        return importlib.import_module("._generated.params", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

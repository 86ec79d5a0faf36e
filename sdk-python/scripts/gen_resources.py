"""The resources of the Python SDK, sync and async, from one description (sdk-python/resources.yaml; its header says
what each field means), checked against the served OpenAPI description. Used by generate.py, which writes:

- `_generated/resources.py`: SkillsConnect's resources (they extend _Resource or a hand-written base of _base.py);
- `_generated/async_resources.py`: AsyncSkillsConnect's, the same classes named Async<class> on _async_base.py, each
  request awaited (a list is not awaited: it returns an AsyncPager);
- `_generated/operations.py`: the description as data (each method, the operation it serves, the operations left
  out), what tests/test_routes.py checks against the served description on both clients.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml  # PyYAML: a dependency of datamodel-code-generator, pinned in the dev extras

SKILL_OPS = "x-skill-name"
METHOD_KEYS = {"op", "http", "path", "body", "query", "page", "items", "returns", "accept", "if_match", "idempotent",
               "doc", "hand", "stream", "spec_differs"}
RESOURCE_KEYS = {"class", "base", "doc", "methods", "resources"}
PAGES = {"offset", "after_seq"}


@dataclass
class Method:
    resource: str  # dotted path from the client ("" for the client itself)
    name: str
    op: str
    http: str
    path: str  # with the Python argument names
    args: list[tuple[str, str]]  # path arguments (name, type)
    body: tuple[str, str, bool] | None  # (argument, type, optional)
    body_model: str | None  # the params TypedDict, when the body is one
    query: list[tuple[str, str, str]]  # (python name, query parameter, type)
    page: str | None
    items: str
    returns: str  # a model name, "none", "bytes" or "per-skill"
    accept: str | None
    if_match: bool
    idempotent: bool
    doc: str | None
    hand: bool
    stream: bool
    spec_differs: dict[str, str]

    @property
    def dotted(self) -> str:
        return f"{self.resource}.{self.name}" if self.resource else self.name


@dataclass
class Resource:
    attr: str  # dotted path from the client
    cls: str
    base: str | None
    doc: str | None
    methods: list[Method] = field(default_factory=list)
    children: list[tuple[str, Resource]] = field(default_factory=list)


@dataclass
class Description:
    root: Resource
    left_out: dict[str, str]

    def resources(self) -> list[Resource]:
        """Every resource, children before their parent (the order of the generated classes)."""
        out: list[Resource] = []

        def walk(r: Resource) -> None:
            for _, c in r.children:
                walk(c)
            out.append(r)

        walk(self.root)
        return out

    def methods(self) -> list[Method]:
        out: list[Method] = []

        def walk(r: Resource) -> None:
            out.extend(r.methods)
            for _, c in r.children:
                walk(c)

        walk(self.root)
        return out


class DescriptionError(Exception):
    pass


def load(path: Path) -> Description:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    problems: list[str] = []
    unknown = set(raw) - {"left_out", "client"}
    if unknown:
        problems.append(f"unknown top-level keys {sorted(unknown)}")
    root = _resource("", raw["client"], problems)
    if problems:
        raise DescriptionError(f"{path.name}: " + "; ".join(problems))
    return Description(root, dict(raw.get("left_out") or {}))


def _resource(attr: str, node: dict[str, Any], problems: list[str]) -> Resource:
    where = attr or "client"
    if set(node) - RESOURCE_KEYS:
        problems.append(f"{where}: unknown keys {sorted(set(node) - RESOURCE_KEYS)}")
    r = Resource(attr, node["class"], node.get("base"), node.get("doc"))
    for name, m in (node.get("methods") or {}).items():
        r.methods.append(_method(attr, name, m, problems))
    if any(m.hand for m in r.methods) and not r.base:
        problems.append(f"{where}: a hand-written method needs the class's `base` (where it is written)")
    for child, c in (node.get("resources") or {}).items():
        r.children.append((child, _resource(f"{attr}.{child}" if attr else child, c, problems)))
    return r


def _method(resource: str, name: str, m: dict[str, Any], problems: list[str]) -> Method:
    where = f"{resource}.{name}" if resource else name
    if set(m) - METHOD_KEYS:
        problems.append(f"{where}: unknown keys {sorted(set(m) - METHOD_KEYS)}")
    for k in ("op", "http", "path") if m.get("hand") else ("op", "http", "path", "returns"):
        if k not in m:
            problems.append(f"{where}: `{k}` is missing")
    path = str(m.get("path", ""))
    args = [(a, t or "str") for a, t in re.findall(r"\{(\w+)(?::(\w+))?\}", path)]
    body: tuple[str, str, bool] | None = None
    body_model: str | None = None
    if "body" in m:
        b = str(m["body"])
        if ":" in b:
            arg, typ = (s.strip() for s in b.split(":", 1))
            body = (arg, typ, False)
        else:
            body_model = b.rstrip("?")
            body = ("body", f"params.{body_model}", b.endswith("?"))
    query = []
    for py, typ in (m.get("query") or {}).items():
        query.append((py, py[:-1] if py.endswith("_") else py, str(typ)))
    page = m.get("page")
    if page is not None and page not in PAGES:
        problems.append(f"{where}: page is one of {sorted(PAGES)}")
    returns = str(m.get("returns", ""))
    if page and returns in ("none", "bytes"):
        problems.append(f"{where}: a list returns its items' model")
    if returns == "bytes" and not m.get("accept"):
        problems.append(f"{where}: bytes need an `accept`")
    return Method(resource=resource, name=name, op=str(m.get("op", "")), http=str(m.get("http", "")).upper(), path=path,
                  args=args, body=body, body_model=body_model, query=query, page=page,
                  items=str(m.get("items", "data")), returns=returns, accept=m.get("accept"),
                  if_match=bool(m.get("if_match")), idempotent=bool(m.get("idempotent")), doc=m.get("doc"),
                  hand=bool(m.get("hand")), stream=bool(m.get("stream")), spec_differs=dict(m.get("spec_differs") or {}))


# -- the check against the served description -------------------------------------------------------------------------


def _shape(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "{}", path)


def _ref_name(schema: Any) -> str | None:
    if not isinstance(schema, dict):
        return None
    if isinstance(schema.get("$ref"), str):
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    for part in schema.get("allOf") or []:  # {allOf: [{$ref}, {narrowing}]}: the named schema
        if isinstance(part, dict) and "$ref" in part:
            return str(part["$ref"]).rsplit("/", 1)[-1]
    return None


class Spec:
    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.ops: dict[str, tuple[str, str, dict[str, Any], list[dict[str, Any]]]] = {}
        self.skill_ops: list[tuple[str, str, str]] = []  # (operationId, path, skill name)
        for p, item in doc["paths"].items():
            shared = item.get("parameters") or []
            for verb, op in item.items():
                if not isinstance(op, dict) or "operationId" not in op:
                    continue
                params = [self._deref(x, "parameters") for x in [*shared, *(op.get("parameters") or [])]]
                self.ops[op["operationId"]] = (verb.upper(), p, op, params)
                if isinstance(op.get(SKILL_OPS), str):
                    self.skill_ops.append((op["operationId"], p, op[SKILL_OPS]))

    def _deref(self, x: dict[str, Any], kind: str) -> dict[str, Any]:
        ref = x.get("$ref")
        if isinstance(ref, str):
            return dict(self.doc["components"][kind][ref.rsplit("/", 1)[-1]])
        return x

    def schema(self, name: str) -> dict[str, Any]:
        return dict(self.doc["components"]["schemas"].get(name) or {})

    def body(self, op: dict[str, Any]) -> tuple[str | None, bool] | None:
        rb = op.get("requestBody")
        if not rb:
            return None
        rb = self._deref(rb, "requestBodies")
        content = rb.get("content") or {}
        schema = (content.get("application/json") or next(iter(content.values()), {})).get("schema")
        return _ref_name(schema), rb.get("required") is True

    def success(self, op: dict[str, Any]) -> tuple[str | None, bool, bool]:
        """(the JSON body's schema name, whether some 2xx has a JSON body, whether some 2xx has another body)."""
        name, json_, other = None, False, False
        for status, r in op["responses"].items():
            if not status.startswith("2"):
                continue
            content = self._deref(r, "responses").get("content") or {}
            for ctype, c in content.items():
                if ctype == "application/json":
                    json_ = True
                    name = name or _ref_name(c.get("schema"))
                elif ctype != "text/event-stream":
                    other = True
        return name, json_, other


def check(desc: Description, doc: dict[str, Any]) -> list[str]:
    """What in the description disagrees with the served description (empty: nothing)."""
    spec = Spec(doc)
    problems: list[str] = []
    for op in desc.left_out:
        if op not in spec.ops:
            problems.append(f"left_out.{op}: no such operation")
    for m in desc.methods():
        where = m.dotted
        if m.op == SKILL_OPS:
            for op_id, p, skill in spec.skill_ops:
                if m.http != "POST" or re.sub(r"\{[^}]+\}", lambda _: skill, m.path) != p:
                    problems.append(f"{where}: the skill operation {op_id} is POST {p}, not {m.http} {m.path}")
            continue
        if m.op not in spec.ops:
            problems.append(f"{where}: no operation {m.op!r} in the served description")
            continue
        if m.op in desc.left_out:
            problems.append(f"{where}: {m.op} is also in left_out")
        verb, p, op, params = spec.ops[m.op]
        if (m.http, _shape(m.path)) != (verb, _shape(p)):
            problems.append(f"{where}: {m.op} is {verb} {p}, not {m.http} {m.path}")
        if m.hand:
            continue
        found: dict[str, str] = {}  # field -> how it differs
        queries = {x["name"] for x in params if x.get("in") == "query"}
        for py, wire, _ in m.query:
            if wire not in queries:
                found["query"] = f"{m.op} has no query parameter {wire!r} (it has {sorted(queries)})"
        sb = spec.body(op)
        if m.body is None and sb is not None:
            found["body"] = f"{m.op} takes a request body ({sb[0]})"
        elif m.body is not None and sb is None:
            found["body"] = f"{m.op} takes no request body"
        elif m.body is not None and sb is not None:
            if m.body_model is not None and m.body_model != sb[0]:
                found["body"] = f"{m.op}'s body is {sb[0]}, not {m.body_model}"
            elif m.body[2] == sb[1]:
                found["body"] = f"{m.op}'s body is {'required' if sb[1] else 'optional'} (`Name` required, `Name?` optional)"
        name, json_, other = spec.success(op)
        if m.page:
            lst = spec.schema(name or "")
            items = (lst.get("properties") or {}).get(m.items) or {}
            item = _ref_name(items.get("items")) if items.get("type") == "array" else None
            if item is None:
                found["page"] = f"{m.op}'s 2xx body ({name}) has no array {m.items!r}"
            elif item != m.returns:
                found["returns"] = f"{m.op}'s items are {item}, not {m.returns}"
        elif m.returns == "none":
            if json_ or other:
                found["returns"] = f"{m.op} answers with a body ({name or 'not JSON'})"
        elif m.returns == "bytes":
            if not other:
                found["returns"] = f"{m.op} answers with JSON ({name}), not bytes"
        elif m.returns != name:
            found["returns"] = f"{m.op} answers with {name}, not {m.returns}"
        declares_if_match = any(x.get("in") == "header" and x["name"].lower() == "if-match" for x in params)
        if m.if_match != declares_if_match:
            found["if_match"] = f"{m.op} {'declares' if declares_if_match else 'declares no'} If-Match"
        if m.idempotent != bool(op.get("x-idempotent")):
            found["idempotent"] = f"{m.op} is {'' if op.get('x-idempotent') else 'not '}x-idempotent"
        for f, why in found.items():
            if f not in m.spec_differs:
                problems.append(f"{where}: {why}")
        for f in m.spec_differs:
            if f not in found:
                problems.append(f"{where}: spec_differs.{f} differs from nothing (remove it)")
    return problems


# -- the modules ------------------------------------------------------------------------------------------------------

WIDTH = 120


def _wrap(head: str, items: list[str], tail: str) -> list[str]:
    """`head` + the items joined by ", " + `tail`, on as many lines of WIDTH as it takes, the continuation lines aligned
    after `head` (which ends with an opening bracket): the style of the SDK's hand-written modules."""
    one = head + ", ".join(items) + tail
    if len(one) <= WIDTH or not items:
        return [one]
    pad = " " * len(head)
    lines: list[str] = []
    line = head
    for i, item in enumerate(items):
        piece = item + (tail if i == len(items) - 1 else ",")
        if line not in (head, pad) and len(line) + 1 + len(piece) > WIDTH:
            lines.append(line)
            line = pad
        line += ("" if line in (head, pad) else " ") + piece
    return lines + [line]


def _doc(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    lines = textwrap.wrap(" ".join(str(text).split()), width=WIDTH - 4 - len(indent))
    lines[0] = '"""' + lines[0]
    lines[-1] += '"""'
    return [indent + x for x in lines]


def _path_expr(m: Method) -> str:
    if not m.args:
        return f'"{m.path}"'
    out = re.sub(r"\{(\w+)(?::(\w+))?\}", lambda x: f"{{{x[1]}}}" if x[2] == "int" else f"{{seg({x[1]})}}", m.path)
    return f'f"{out}"'


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class _Writer:
    def __init__(self, asyn: bool) -> None:
        self.asyn = asyn
        self.used: set[str] = set()

    def cls(self, name: str) -> str:
        return f"Async{name}" if self.asyn else name

    def method(self, m: Method) -> list[str]:
        sig = ["self", *(f"{a}: {t}" for a, t in m.args)]
        if m.body is not None:
            arg, typ, optional = m.body
            self.used |= {n for n in ("Mapping", "Any") if n in typ}
            sig.append(f"{arg}: {typ} | None = None" if optional else f"{arg}: {typ}")
        kw: list[str] = []
        if m.page == "offset":
            kw += ["limit: int | None = None", "offset: int | None = None"]
        elif m.page == "after_seq":
            kw += ["limit: int | None = None", "after_seq: int = 0"]
        kw += [f"{py}: {t} | None = None" for py, _, t in m.query]
        if m.page == "offset":
            kw.append("extra_query: Query | None = None")
            self.used.add("Query")
        if m.if_match:
            kw.append("if_match_version: str | int | None = None")
            self.used.add("if_match")
        if kw:
            sig += ["*", *kw]
        sig.append("**opts: Unpack[RequestOptions]")
        path = _path_expr(m)
        pre: list[str] = []
        if "seg(" in path:
            self.used.add("seg")
        aw = "await " if self.asyn else ""
        define = "async def" if self.asyn and not m.page else "def"
        if m.returns == "per-skill":  # the hook behind the typed invoke() of _generated/skills.py
            self.used |= {"Any", "Mapping", "BaseModel"}
            arg = m.body[0] if m.body else "input"
            hook = ["self", *(f"{a}: {t}" for a, t in m.args), f"{arg}: Mapping[str, Any]", "result: type[BaseModel]",
                    "opts: RequestOptions"]
            return [*_wrap(f"    {define} _{m.name}(", hook, ") -> Any:"),
                    *_wrap(f"        return {aw}self._send(", ["result", _q(m.http), path, arg, "opts"], ")"), ""]
        if m.page:
            ret = f"{'AsyncPager' if self.asyn else 'SyncPage'}[models.{m.returns}]"
            self.used.add("AsyncPager" if self.asyn else "SyncPage")
            if m.page == "offset":
                q = "extra_query"
                if m.query:  # None values are left out of the URL by the core
                    q = "query"
                    pre = _wrap("        query = {", [*(f"{_q(wire)}: {py}" for py, wire, _ in m.query), "**(extra_query or {})"], "}")
                call = ("return self._list(", [f"models.{m.returns}", path, _q(m.items), "limit", "offset", q, "opts"])
            else:
                call = ("return self._seq_list(", [f"models.{m.returns}", path, _q(m.items), "limit", "after_seq", "opts"])
        elif m.returns == "bytes":
            ret = "bytes"
            call = (f"return {aw}self._get_bytes(", [path, _q(m.accept or ""), "opts"])
        elif m.returns == "none":
            ret = "None"
            if m.body is not None or m.if_match or m.query:
                raise DescriptionError(f"{m.dotted}: a method without a response body takes no body, query or If-Match here")
            call = (f"{aw}self._send_none(", [_q(m.http), path, "opts"])
        elif m.http == "GET":
            ret = f"models.{m.returns}"
            args = [f"models.{m.returns}", path, "opts"]
            if m.query:
                args.append("{" + ", ".join(f"{_q(wire)}: {py}" for py, wire, _ in m.query) + "}")
            call = (f"return {aw}self._get(", args)
        else:
            ret = f"models.{m.returns}"
            b = "None" if m.body is None else (f"{m.body[0]} or {{}}" if m.body[2] else m.body[0])
            args = [f"models.{m.returns}", _q(m.http), path, b, "opts"]
            if m.if_match:
                args.append("if_match(if_match_version)")
            call = (f"return {aw}self._send(", args)
        return [*_wrap(f"    {define} {m.name}(", sig, f") -> {ret}:"), *_doc(m.doc, "        "), *pre,
                *_wrap("        " + call[0], call[1], ")"), ""]

    def resource(self, r: Resource) -> list[str]:
        base = self.cls(r.base) if r.base else "_Resource"
        self.used.add(base)
        out = [f"class {self.cls(r.cls)}({base}):"]
        body: list[str] = []
        if r.doc:
            body += [*_doc(r.doc, "    "), ""]
        if r.children:
            core = "AsyncCore" if self.asyn else "SyncCore"
            self.used.add(core)
            body += [f"    def __init__(self, core: {core}) -> None:", "        super().__init__(core)"]
            body += [f"        self.{attr} = {self.cls(c.cls)}(core)" for attr, c in r.children]
            body.append("")
        for m in r.methods:
            if not m.hand:
                body += self.method(m)
        return out + (body or ["    pass", ""]) + [""]


def _imports(names: set[str]) -> list[str]:
    """isort's order: CONSTANTS, Classes, then the rest (a leading underscore is not a capital)."""
    return sorted(names, key=lambda n: (0 if n.isupper() else 1 if n[:1].isupper() else 2, n.lower()))


def module(desc: Description, asyn: bool, banner: str) -> str:
    w = _Writer(asyn)
    body: list[str] = []
    for r in desc.resources():
        body += w.resource(r)
    base_mod = "_async_base" if asyn else "_base"
    which, twin = ("AsyncSkillsConnect", "resources.py") if asyn else ("SkillsConnect", "async_resources.py")
    head = [banner.rstrip("\n"),
            *_doc(f"{which}'s resources: one method per operation, generated from sdk-python/resources.yaml (whose "
                  f"entries also make {twin}). What differs between sync and async beyond an `await` is written by hand "
                  f"in {base_mod}.py: the request helpers of _Resource and the bases of the resources that stream or "
                  f"upload.", ""),
            "", "from __future__ import annotations", ""]
    if "Mapping" in w.used:
        head.append("from collections.abc import Mapping")
    head += [f"from typing import {', '.join(_imports({'TYPE_CHECKING', *(w.used & {'Any'})}))}", "",
             "from typing_extensions import Unpack", "",
             *_wrap(f"from ..{base_mod} import ", _imports({n for n in w.used if n == "_Resource" or n.endswith("Base") or (not asyn and n in {"if_match", "seg"})}), "")]
    if asyn and w.used & {"if_match", "seg"}:  # the pure helpers are _base.py's
        head.append(f"from .._base import {', '.join(_imports(w.used & {'if_match', 'seg'}))}")
    core = w.used & {"Query", "SyncCore", "AsyncCore"}
    if core:
        head.append(f"from .._core import {', '.join(_imports(core))}")
    if "BaseModel" in w.used:
        head.append("from .._models import BaseModel")
    head.append("from .._options import RequestOptions")
    pages = w.used & {"SyncPage", "AsyncPager"}
    if pages:
        head.append(f"from .._pagination import {', '.join(_imports(pages))}")
    head += ["from . import models", "",
             "if TYPE_CHECKING:  # the TypedDict inputs are only types: not imported at run time (a faster import)",
             "    from . import params", "", ""]
    names = [_q(w.cls(r.cls)) for r in desc.resources()]
    return "\n".join(head + body).rstrip("\n") + "\n\n\n" + "\n".join(_wrap("__all__ = [", names, "]")) + "\n"


def operations_module(desc: Description, banner: str) -> str:
    L = [banner.rstrip("\n"),
         *_doc("Every method of the resources (the same on SkillsConnect and AsyncSkillsConnect) with the operation it "
               "serves, and the operations left out: sdk-python/resources.yaml as data, which tests/test_routes.py "
               "checks against the served description on both clients.", ""), "",
         "from __future__ import annotations", "",
         "from typing import Final, NamedTuple", "", "",
         "class Method(NamedTuple):",
         '    #: The operationId it serves; "x-skill-name": every skill\'s own operation (called with the skill\'s name).',
         "    op: str",
         "    http: str",
         "    #: The path template, its placeholders named as the method's arguments.",
         "    path: str",
         "    #: (argument, query parameter) for each keyword-only query argument.",
         "    query: tuple[tuple[str, str], ...] = ()",
         '    #: "required", "optional" or None.',
         "    body: str | None = None",
         "    #: An `if_match_version` keyword, sent as If-Match.",
         "    if_match: bool = False",
         "    #: The server replays its Idempotency-Key (x-idempotent).",
         "    idempotent: bool = False",
         "    #: A stream over the operation's route: not counted as the operation's method.",
         "    stream: bool = False",
         "    #: Written by hand (in _base.py and _async_base.py), not generated.",
         "    hand: bool = False", "", "",
         "#: Each method by its path from the client (`connect_keys.create`: client.connect_keys.create).",
         "METHODS: Final[dict[str, Method]] = {"]
    for m in desc.methods():
        fields = [_q(m.op), _q(m.http), _q(m.path)]
        if m.query:
            fields.append("query=(" + ", ".join(f"({_q(py)}, {_q(wire)})" for py, wire, _ in m.query) + ("," if len(m.query) == 1 else "") + ")")
        if m.body is not None:
            fields.append(f"body={_q('optional' if m.body[2] else 'required')}")
        fields += [f"{f}=True" for f in ("if_match", "idempotent", "stream", "hand") if getattr(m, f)]
        L += _wrap(f"    {_q(m.dotted)}: Method(", fields, "),")
    L += ["}", "", "#: Operations with no method of their own, and why (the client's `request()` reaches them).",
          "LEFT_OUT: Final[dict[str, str]] = {"]
    L += [f"    {_q(k)}: {_q(v)}," for k, v in desc.left_out.items()]
    L += ["}", ""]
    return "\n".join(L)

// ../support/spec-operations.ts
var METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
var SpecOperations = class {
  all = [];
  literal = /* @__PURE__ */ new Map();
  templates = [];
  constructor(doc) {
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      const byMethod = /* @__PURE__ */ new Map();
      for (const m of METHODS) {
        const op = item[m];
        if (!op) continue;
        const o = {
          operationId: op.operationId ?? `${m.toUpperCase()} ${p}`,
          method: m,
          path: p,
          statuses: Object.keys(op.responses ?? {})
        };
        this.all.push(o);
        byMethod.set(m, o);
      }
      if (!p.includes("{")) {
        this.literal.set(p, byMethod);
        continue;
      }
      const pattern = p.split(/(\{[^}]+\})/).map((part) => /^\{[^}]+\}$/.test(part) ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("");
      this.templates.push({
        regex: new RegExp(`^${pattern}$`),
        specificity: p.replace(/\{[^}]+\}/g, "").length,
        byMethod
      });
    }
    this.templates.sort((a, b) => b.specificity - a.specificity);
  }
  /** The operation a request is for, or undefined when the document has none (404/405 territory). */
  match(method, rawPath) {
    const m = method.toLowerCase();
    const p = rawPath.split("?")[0] ?? rawPath;
    const lit = this.literal.get(p)?.get(m);
    if (lit) return lit;
    for (const t of this.templates) if (t.regex.test(p) && t.byMethod.has(m)) return t.byMethod.get(m);
    return void 0;
  }
  byId(operationId) {
    return this.all.find((o) => o.operationId === operationId);
  }
};

// src/build-info.ts
var KIT_VERSION = true ? "0.1.0" : "0.0.0-source";
var NODE_FLOOR = true ? "24.18" : "24.18";
var SERVICE_VERSION = true ? "2026-04-24" : "unbuilt";

// src/redact.ts
var SECRET = /\b(sk|whsec)_[0-9A-Za-z]{8,}\b/g;
var known = /* @__PURE__ */ new Set();
function hideSecret(value) {
  if (value && value.length >= 8) known.add(value);
}
function redact(text) {
  let out = text;
  for (const v of known) out = out.split(v).join(`${v.slice(0, 3)}\u2026${v.slice(-4)}`);
  return out.replace(SECRET, (m, kind) => `${kind}_\u2026${m.slice(-4)}`);
}

// ../support/client.ts
var ContractViolation = class extends Error {
  name = "ContractViolation";
};
var PRISM_ERROR_TYPE = "https://stoplight.io/prism/errors#";
function decodeViolations(status, headers, body) {
  const found = [];
  const header = headers.get("sl-violations");
  if (header) {
    const json = header.startsWith("Too many violations! ") ? header.slice("Too many violations! ".length) : header;
    let items;
    try {
      items = JSON.parse(json);
    } catch {
      items = null;
    }
    if (Array.isArray(items)) {
      for (const v of items) {
        found.push(
          `  [${v.severity ?? "?"}] ${(v.location ?? []).join(".")}${v.code !== void 0 ? ` (${String(v.code)})` : ""}: ${v.message ?? ""}`
        );
      }
    } else {
      found.push(`  sl-violations: ${header}`);
    }
  }
  if (status === 500 && body && typeof body === "object" && body.type === `${PRISM_ERROR_TYPE}VIOLATIONS`) {
    for (const v of Array.isArray(body.validation) ? body.validation : []) {
      const line = `  [${v.severity ?? "?"}] ${(v.location ?? []).join(".")}${v.code !== void 0 ? ` (${String(v.code)})` : ""}: ${v.message ?? ""}`;
      if (!found.includes(line)) found.push(line);
    }
    if (!found.length) found.push(`  ${JSON.stringify(body)}`);
  }
  return found.length ? found.join("\n") : null;
}
function fromServer(headers) {
  return headers.get("x-correlation-id") !== null;
}
var POLICY = /^"(key|org|default|ip)";q=(\d+);w=(\d+)$/;
var STATE = /^"(key|org|default|ip)";r=(\d+);t=(\d+)$/;
var INT = /^\d+$/;
function rateLimitHeaderProblem(headers, sentAtMs, receivedAtMs) {
  const names = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "RateLimit", "RateLimit-Policy"];
  const missing = names.filter((n) => headers.get(n) === null);
  if (missing.length) return `missing ${missing.join(", ")}`;
  const [limit, remaining, reset, state, policy] = names.map((n) => headers.get(n));
  for (const [n, v] of [
    ["X-RateLimit-Limit", limit],
    ["X-RateLimit-Remaining", remaining],
    ["X-RateLimit-Reset", reset]
  ]) {
    if (!INT.test(v)) return `${n} is not a non-negative integer: ${JSON.stringify(v)}`;
  }
  if (Number(remaining) > Number(limit)) return `X-RateLimit-Remaining ${remaining} > X-RateLimit-Limit ${limit}`;
  const p = POLICY.exec(policy);
  if (!p) return `RateLimit-Policy is not "<policy>";q=<n>;w=<s>: ${JSON.stringify(policy)}`;
  const s = STATE.exec(state);
  if (!s) return `RateLimit is not "<policy>";r=<n>;t=<s>: ${JSON.stringify(state)}`;
  if (s[1] !== p[1]) return `RateLimit names policy ${s[1]} but RateLimit-Policy names ${p[1]}`;
  if (p[2] !== limit) return `RateLimit-Policy q=${p[2]} differs from X-RateLimit-Limit ${limit}`;
  if (s[2] !== remaining) return `RateLimit r=${s[2]} differs from X-RateLimit-Remaining ${remaining}`;
  if (Number(p[3]) <= 0) return `RateLimit-Policy window w=${p[3]} is not positive`;
  if (Number(s[3]) > Number(p[3])) return `RateLimit t=${s[3]} exceeds the window w=${p[3]}`;
  const serverNow = Number(reset) - Number(s[3]);
  if (serverNow < Math.floor(sentAtMs / 1e3) - 1 || serverNow > Math.ceil(receivedAtMs / 1e3) + 1) {
    return `X-RateLimit-Reset ${reset} minus RateLimit t=${s[3]} is ${serverNow}, not the time of the request (${Math.floor(sentAtMs / 1e3)}..${Math.ceil(receivedAtMs / 1e3)})`;
  }
  return null;
}

// src/http.ts
var Throttled = class extends Error {
  name = "Throttled";
};
var ThrottleState = class {
  /** Waiting left for the run (ms). */
  budgetMs;
  blockedUntil = /* @__PURE__ */ new Map();
  events = [];
  waitedMs = 0;
  /** Answers of the target seen (each one's rate-limit headers checked). */
  answers = 0;
  sleep;
  constructor(maxWaitS, sleep = (ms) => new Promise((r) => setTimeout(r, ms))) {
    this.budgetMs = maxWaitS * 1e3;
    this.sleep = sleep;
  }
  /** Waits `ms` if the run's budget allows it; false (and no wait) otherwise. */
  async wait(ms) {
    if (ms <= 0) return true;
    if (ms > this.budgetMs) return false;
    this.budgetMs -= ms;
    this.waitedMs += ms;
    await this.sleep(ms);
    return true;
  }
  /** Before a request on these budgets: wait out a budget an earlier answer showed spent (when the run may). */
  async pace(budgets) {
    const until = Math.max(0, ...budgets.map((b) => this.blockedUntil.get(b) ?? 0));
    const ms = until - Date.now();
    if (ms > 0) await this.wait(ms);
    for (const b of budgets) if ((this.blockedUntil.get(b) ?? 0) <= Date.now()) this.blockedUntil.delete(b);
  }
  block(budget, untilMs) {
    this.blockedUntil.set(budget, Math.max(untilMs, this.blockedUntil.get(budget) ?? 0));
  }
};
var excerpt = (s, n = 1500) => s.length > n ? `${s.slice(0, n)}\u2026 (${s.length} chars)` : s;
var THROTTLE_CODES = /* @__PURE__ */ new Set(["rate_limited", "RATE_LIMIT.USER", "RATE_LIMIT.ORG"]);
var tokenBudget = (token) => `key:${token ?? ""}`;
function throttleCode(status, body) {
  const code = body && typeof body === "object" ? body.error?.code : void 0;
  if ((status === 429 || status === 403) && typeof code === "string" && THROTTLE_CODES.has(code)) return code;
  return null;
}
function createKitClient(c) {
  const once = async (path, o) => {
    const headers = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body;
    if (o.body !== void 0) {
      body = JSON.stringify(o.body);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
        headers["content-type"] = "application/json";
    }
    const method = (o.method ?? (body === void 0 ? "GET" : "POST")).toUpperCase();
    await c.throttle.pace([tokenBudget(o.token), "ip"]);
    const sentAtMs = Date.now();
    let res;
    try {
      res = await fetch(c.baseUrl + path, {
        method,
        headers,
        ...body !== void 0 ? { body } : {},
        signal: AbortSignal.timeout(c.timeoutMs)
      });
    } catch (e) {
      throw new Error(
        redact(
          `${c.via}: ${method} ${path} failed: ${String(e)}${c.prismOutput ? `
prism output:
${c.prismOutput().slice(-3e3)}` : ""}`
        )
      );
    }
    const text = await res.text();
    const receivedAtMs = Date.now();
    c.record?.({
      via: c.via,
      url: c.baseUrl + path,
      method,
      requestHeaders: headers,
      requestBody: body,
      startedAtMs: sentAtMs,
      elapsedMs: receivedAtMs - sentAtMs,
      status: res.status,
      statusText: res.statusText,
      responseHeaders: res.headers,
      responseBody: text
    });
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const op = c.operations.match(method, path);
    const r = {
      via: c.via,
      method,
      path,
      status: res.status,
      headers: res.headers,
      body: parsed,
      text,
      operationId: op?.operationId,
      describe: () => redact(`${c.via}: ${method} ${path} \u2192 ${res.status}
${excerpt(text)}`)
    };
    const server = fromServer(res.headers);
    if (c.via === "proxy") {
      const violations = decodeViolations(res.status, res.headers, parsed);
      if (violations)
        throw new ContractViolation(
          redact(
            `Prism reports that the response breaks the published contract (operation ${op?.operationId ?? "none"}):
${violations}
${r.describe()}`
          )
        );
      if (!server && !o.expectPrismAnswer)
        throw new ContractViolation(
          redact(`Prism answered ${method} ${path} itself (${res.status}); the target never saw it.
${r.describe()}`)
        );
      if (server && o.expectPrismAnswer)
        throw new ContractViolation(
          redact(`expected Prism to answer ${method} ${path} itself, but it was forwarded.
${r.describe()}`)
        );
    }
    if (server) {
      c.throttle.answers++;
      const v = res.headers.get("service-version");
      if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v))
        throw new ContractViolation(
          `missing or malformed Service-Version response header (${String(v)}).
${r.describe()}`
        );
      const problem = rateLimitHeaderProblem(res.headers, sentAtMs - c.skewS * 1e3, receivedAtMs + c.skewS * 1e3);
      if (problem) throw new ContractViolation(`rate-limit headers: ${problem}
${r.describe()}`);
      if (res.headers.get("x-ratelimit-remaining") === "0" && !throttleCode(res.status, parsed)) {
        const t = Number(/;t=(\d+)$/.exec(res.headers.get("ratelimit") ?? "")?.[1] ?? 0);
        const policy = /^"([a-z]+)"/.exec(res.headers.get("ratelimit-policy") ?? "")?.[1];
        c.throttle.block(policy === "ip" ? "ip" : tokenBudget(o.token), receivedAtMs + t * 1e3);
      }
    }
    return r;
  };
  return async (path, o = {}) => {
    for (let attempt = 0; ; attempt++) {
      const r = await once(path, o);
      const code = throttleCode(r.status, r.body);
      if (!code || !fromServer(r.headers)) return r;
      const retry = r.headers.get("x-should-retry") === "true";
      const after = /^\d+$/.test(r.headers.get("retry-after") ?? "") ? Number(r.headers.get("retry-after")) : null;
      const event = {
        at: (/* @__PURE__ */ new Date()).toISOString(),
        request: `${r.method} ${path.split("?")[0]}`,
        status: r.status,
        code,
        retryAfterS: after,
        waitedS: 0
      };
      c.throttle.events.push(event);
      if (!retry || after === null)
        throw new Throttled(
          `${r.method} ${path.split("?")[0]} answered ${r.status} ${code} with x-should-retry: ${String(r.headers.get("x-should-retry"))} (a limit waiting cannot fix)`
        );
      if (attempt >= (c.maxRetries ?? 5))
        throw new Throttled(
          `${r.method} ${path.split("?")[0]} still answered ${r.status} ${code} after ${attempt + 1} tries`
        );
      const ms = after * 1e3 + 250;
      if (!await c.throttle.wait(ms))
        throw new Throttled(
          `${r.method} ${path.split("?")[0]} answered ${r.status} ${code}, Retry-After ${after} s: more than the run may still wait (--max-throttle-wait)`
        );
      event.waitedS = ms / 1e3;
    }
  };
}

// src/context.ts
import fs from "node:fs";
var SUITES = [
  "service",
  "auth",
  "errors",
  "skills",
  "tenancy",
  "keys",
  "idempotency",
  "clients",
  "webhooks"
];
var WRITE_SUITES = ["keys", "idempotency", "clients", "webhooks"];
var Resources = class {
  all;
  /** Called after every change (the child saves its state file). */
  onChange = () => {
  };
  constructor(all = []) {
    this.all = all;
  }
  add(kind, id) {
    const r = { kind, id, removed: null };
    this.all.push(r);
    this.onChange();
    return r;
  }
  removed(kind, id, how) {
    for (const r of this.all) if (r.kind === kind && r.id === id) r.removed = how;
    this.onChange();
  }
  left() {
    return this.all.filter((r) => r.removed === null);
  }
};
var RUN_FILE_ENV = "SKC_KIT_RUN_FILE";
function saveState(ctx, file) {
  const state = {
    resources: ctx.resources.all,
    throttledChecks: ctx.throttledChecks,
    notes: ctx.notes,
    throttle: { answers: ctx.throttle.answers, waitedMs: ctx.throttle.waitedMs, events: ctx.throttle.events }
  };
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 384 });
  fs.renameSync(`${file}.tmp`, file);
}
function readState(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
var SLOT = /* @__PURE__ */ Symbol.for("skills-connect-contract.context");
function setContext(ctx) {
  ;
  globalThis[SLOT] = ctx;
}
function context() {
  const ctx = globalThis[SLOT];
  if (!ctx) throw new Error("checks.mjs is run by the skills-connect-contract bin, not on its own");
  return ctx;
}

// src/document.ts
var schemas = (doc) => doc.components?.schemas ?? {};
function skillsOf(doc) {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    const op = item.post;
    if (!op || typeof op["x-skill-name"] !== "string") continue;
    const json = op.requestBody?.content?.["application/json"];
    const input = schemas(doc)[(json?.schema?.$ref ?? "").replace("#/components/schemas/", "")];
    out.push({
      name: op["x-skill-name"],
      slug: String(op["x-skill-slug"]),
      operationId: String(op.operationId),
      path: p,
      permission: String(op["x-required-permission"]),
      writes: op["x-skill-writes"] !== false,
      // unknown means it may write
      advisory: op["x-skill-advisory"] === true,
      streaming: op["x-skill-streaming"] === true,
      firstRequired: input?.required?.[0],
      examples: Object.entries(json?.examples ?? {}).map(([key, ex]) => ({
        key,
        summary: ex.summary ?? key,
        value: ex.value
      }))
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
function permissionsOf(doc) {
  return schemas(doc).PermissionSlug?.enum ?? [];
}
function supportedVersionsOf(doc) {
  return schemas(doc).ServiceVersionDate?.enum ?? [doc.info.version];
}
function withClient(value, clientId) {
  if (Array.isArray(value)) return value.map((v) => withClient(v, clientId));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "client_id" && typeof v === "string" ? clientId : withClient(v, clientId)
    ])
  );
}
function namedIds(value) {
  const found = /* @__PURE__ */ new Set();
  const walk = (v) => {
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    if (typeof v !== "object" || v === null) return;
    for (const [k, x] of Object.entries(v)) {
      if (/_id$/.test(k) && typeof x === "string") found.add(k);
      walk(x);
    }
  };
  walk(value);
  return [...found].sort();
}

// src/teardown.ts
var PATHS = {
  connect_key: (id) => ({
    method: "DELETE",
    path: `/api/v1/connect-keys/${encodeURIComponent(id)}`,
    ok: 204,
    how: "deleted"
  }),
  webhook_endpoint: (id) => ({
    method: "DELETE",
    path: `/api/v1/webhooks/endpoints/${encodeURIComponent(id)}`,
    ok: 204,
    how: "deleted"
  }),
  workspace: (id) => ({
    method: "POST",
    path: `/api/v1/workspaces/${encodeURIComponent(id)}/archive`,
    ok: 200,
    how: "archived"
  })
};
async function removeLeftovers(resources, apiKey, client) {
  const problems = [];
  for (const r of [...resources.left()].reverse()) {
    const p = PATHS[r.kind](r.id);
    try {
      const res = await client(p.path, { method: p.method, token: apiKey });
      if (res.status === p.ok) resources.removed(r.kind, r.id, p.how);
      else problems.push(`${r.kind} ${r.id}: ${p.method} ${p.path} answered ${res.status}
${res.describe()}`);
    } catch (e) {
      problems.push(`${r.kind} ${r.id}: ${p.method} ${p.path} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return problems;
}

export {
  SpecOperations,
  KIT_VERSION,
  NODE_FLOOR,
  SERVICE_VERSION,
  hideSecret,
  redact,
  Throttled,
  ThrottleState,
  createKitClient,
  SUITES,
  WRITE_SUITES,
  Resources,
  RUN_FILE_ENV,
  saveState,
  readState,
  setContext,
  context,
  skillsOf,
  permissionsOf,
  supportedVersionsOf,
  withClient,
  namedIds,
  removeLeftovers
};

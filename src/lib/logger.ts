// pino JSON logger. Secrets never reach a log: request headers are not logged, and any field that could
// carry a credential is redacted by path as a second line of defence.
//
// Redaction is ours (redactFields), not pino's `redact` option, with the same output for REDACT_PATHS: pino 10's
// redactor runs every field of every line through its wildcard paths (`*.token` ...) and re-parses the paths on
// each call, about 10 µs per line, a third of an access line's cost (contract-tests/bench/README.md). Here a field
// is copied only when something in it is censored. It applies to a line's fields (pino's `formatters.log`), to child
// bindings (`child` is wrapped) and to objects interpolated into a message (`%o`, `%j`).
//
// The destination is stdout through lineDestination (line-destination.ts): asynchronous, in batches, flushed on exit;
// main.ts waits for flushLogs() on SIGTERM/SIGINT so a graceful stop loses no line. Its header says what can be lost
// when the process dies otherwise.
import { pino, symbols, type Logger } from 'pino'
import { lineDestination, type LineDestination } from './line-destination.ts'

export type { Logger }

export const REDACT_PATHS = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'cookie',
  '*.cookie',
  'value',
  '*.value',
  'api_key',
  '*.api_key',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'password',
  '*.password',
]

const CENSOR = '[redacted]'
/** Top-level fields censored whatever they hold. */
const TOP = new Set(REDACT_PATHS.filter((p) => !p.includes('.')))
/** Fields censored one level down, inside any field holding an object (`*.x`, and `headers.x`). */
const NESTED = [...new Set(REDACT_PATHS.filter((p) => p.includes('.')).map((p) => p.slice(p.indexOf('.') + 1)))]

/**
 * A copy of `v` with its NESTED fields censored, or null when it has none. The copy keeps the prototype and which
 * properties are enumerable, so an Error stays an Error for pino's err serializer; accessors (an Error's `stack`)
 * are read from `v` into plain values, since they work on the original's internals.
 */
function censorNested(v: object): object | null {
  let descriptors: PropertyDescriptorMap | null = null
  for (const k of NESTED) {
    if (!Object.hasOwn(v, k)) continue
    if (!descriptors) {
      descriptors = Object.getOwnPropertyDescriptors(v)
      for (const [name, d] of Object.entries(descriptors)) {
        if (d.get || d.set)
          descriptors[name] = {
            value: (v as Record<string, unknown>)[name],
            enumerable: d.enumerable ?? false,
            writable: true,
            configurable: true,
          }
      }
    }
    descriptors[k] = {
      value: CENSOR,
      enumerable: descriptors[k]!.enumerable ?? true,
      writable: true,
      configurable: true,
    }
  }
  return descriptors && (Object.create(Object.getPrototypeOf(v) as object | null, descriptors) as object)
}

/**
 * `obj` with every REDACT_PATHS field censored, as pino's redact option would print it: itself when nothing
 * matches (nothing copied), else a shallow copy. Fields pino leaves out (undefined, functions) are left alone.
 */
export function redactFields<T extends object>(obj: T): T {
  let out: Record<string, unknown> | null = null
  const src = obj as Record<string, unknown>
  for (const k in src) {
    if (!Object.hasOwn(src, k)) continue
    const v = src[k]
    if (v === undefined || typeof v === 'function') continue
    let r: unknown = v
    if (TOP.has(k)) r = CENSOR
    else if (typeof v === 'object' && v !== null) r = censorNested(v) ?? v
    if (r !== v) (out ??= { ...src })[k] = r
  }
  return (out ?? obj) as T
}

/** One stdout destination for every logger of the process, written out synchronously when the process exits. */
let stdout: LineDestination | undefined
function stdoutDestination(): LineDestination {
  if (!stdout) {
    const d = lineDestination(1)
    process.on('exit', () => d.flushSync())
    stdout = d
  }
  return stdout
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const opts = { level, base: undefined, formatters: { log: (o: Record<string, unknown>) => redactFields(o) } }
  const logger = pino(opts, (destination ?? stdoutDestination()) as pino.DestinationStream)
  // Children are Object.create(parent): they inherit both.
  type Child = (this: unknown, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => Logger
  // cast: pino types child() without `this`; the wrapper calls it on the logger it is read from
  const child = logger.child as unknown as Child
  logger.child = function (this: unknown, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    return child.call(this, redactFields(bindings), options)
    // cast: pino's child() type is generic over its options; the wrapper passes them through unchanged
  } as Child as unknown as typeof logger.child
  // cast: pino keeps its format options under a symbol it exports but does not type
  const internal = logger as unknown as Record<symbol, unknown>
  internal[symbols.formatOptsSym] = {
    stringify: (o: unknown) => JSON.stringify(typeof o === 'object' && o !== null ? redactFields(o) : o),
  }
  return logger
}

/** Resolves once every line logged so far has been written, or after `ms` (a stdout nobody reads must not hang a stop). */
export function flushLogs(logger: Logger, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    logger.flush(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * A child logger that costs nothing until something is logged through it, and little when something is: a line
 * logged at an enabled level goes to the root logger with the bindings as its first fields (the same line a pino
 * child writes: bindings first, then the line's own fields), so no pino child is built per request (child() costs
 * several microseconds, and a request that logs through a skill's logger would build two). Anything else (a
 * property, child(), flush()) builds the real pino child once and delegates to it. Nests: a lazyChild of a
 * lazyChild carries both sets of bindings.
 */
const LEVEL_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal'])
const noop = (): void => {}
const LAZY = Symbol('lazyChild')

/** One lazy child's state; the Proxy's target. Per child: this object and the Proxy, nothing else until it logs. */
class Lazy {
  readonly root: Logger
  readonly bindings: Record<string, unknown>
  private real: Logger | undefined
  private methods: Map<string, (...a: unknown[]) => void> | undefined
  constructor(root: Logger, bindings: Record<string, unknown>) {
    this.root = root
    this.bindings = bindings
  }

  /** The real pino child, for anything but a level method. */
  child(): Logger {
    return (this.real ??= this.root.child(this.bindings))
  }

  method(level: string): (...a: unknown[]) => void {
    let m = (this.methods ??= new Map()).get(level)
    if (!m) {
      const root = this.root
      const bindings = this.bindings
      // cast: the level names are pino's methods; looked up by name, once per level
      const log = (root as unknown as Record<string, (...a: unknown[]) => void>)[level]!.bind(root)
      m = (first?: unknown, ...rest: unknown[]) => {
        if (first instanceof Error) log({ ...bindings, err: first }, ...rest)
        else if (typeof first === 'object' && first !== null) log({ ...bindings, ...first }, ...rest)
        else if (first === undefined || first === null) log(bindings, ...rest)
        else log(bindings, first, ...rest)
      }
      this.methods.set(level, m)
    }
    return m
  }
}

/** Shared by every lazy child: the per-child state is the Proxy's target. */
const LAZY_HANDLER: ProxyHandler<Lazy> = {
  get(state, prop) {
    if (prop === LAZY) return state
    if (typeof prop === 'string' && LEVEL_METHODS.has(prop)) {
      // A disabled level logs nothing, so it needs nothing built.
      const root = state.root
      if ((root.levels.values[prop] ?? 0) < root.levelVal) return noop
      return state.method(prop)
    }
    // Level checks need no child either.
    if (prop === 'isLevelEnabled') return (level: string) => state.root.isLevelEnabled(level)
    // cast: a Proxy forwards any member the caller asks of the real child
    const r = state.child() as unknown as Record<PropertyKey, unknown>
    const v = r[prop]
    return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(r) : v
  },
}

export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  // cast: a lazy child marks itself with a private symbol; plain pino loggers have none
  const up = (parent as unknown as { [LAZY]?: Lazy })[LAZY]
  const state = up ? new Lazy(up.root, { ...up.bindings, ...bindings }) : new Lazy(parent, bindings)
  // cast: the Proxy answers every Logger member (LAZY_HANDLER builds the real child on first use)
  return new Proxy(state, LAZY_HANDLER) as unknown as Logger
}

/** The fields of one access line, in the order they are printed. */
export interface AccessFields {
  correlationId: string
  method: string
  path: string
  status: number
  ms: number
}

/**
 * The per-request access line, written straight to the logger's destination: byte for byte the line
 * `logger.info({ correlation_id, method, path, status, ms }, 'request')` writes (a test compares them), without
 * pino's generic path (level and chindings lookup, the log formatter, a key loop with a stringifier per field), which
 * cost about 5 % of a request's CPU (contract-tests/bench/README.md). Only for a root logger made by createLogger
 * (no bindings, no serializers for these fields); nothing in these fields is ever redacted. Honours the level at
 * each call.
 */
export function accessLogWriter(logger: Logger): (f: AccessFields) => void {
  // cast: pino keeps its destination under a symbol it exports but does not type
  const internal = logger as unknown as Record<symbol, unknown>
  const stream = internal[symbols.streamSym] as { write(s: string): unknown } | undefined
  if (!stream || internal[symbols.chindingsSym] !== '' || internal[symbols.messageKeySym] !== 'msg') {
    // Not a root logger of createLogger's shape (a child with bindings, say): pino's own path.
    return (f) =>
      logger.info(
        { correlation_id: f.correlationId, method: f.method, path: f.path, status: f.status, ms: f.ms },
        'request',
      )
  }
  const info = logger.levels.values.info!
  return (f) => {
    if (logger.levelVal > info) return
    stream.write(
      `{"level":${info},"time":${Date.now()},"correlation_id":${JSON.stringify(f.correlationId)},"method":${JSON.stringify(f.method)},"path":${JSON.stringify(f.path)},"status":${f.status},"ms":${f.ms},"msg":"request"}\n`,
    )
  }
}

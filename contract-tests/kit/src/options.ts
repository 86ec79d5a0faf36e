// The command line: `skills-connect-contract [--base-url URL] [--api-key KEY] [options]` runs the checks,
// `skills-connect-contract cleanup --older-than 1h` sweeps what earlier runs left. Credentials come from the
// environment (SKC_API_KEY, SKC_SECOND_API_KEY) or the options; the environment is the one to use in CI, since a
// command line is visible to every process on the machine. Nothing here ever prints a key.
import { parseArgs } from 'node:util'
import { SUITES, type RunOptions, type Suite } from './context.ts'

export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = `Usage:
  skills-connect-contract [options]            run the contract checks against a deployment
  skills-connect-contract cleanup [options]    remove what earlier runs left (resources named contract-kit-<runid>)

Target and credentials (options, or the environment):
  --base-url <url>          the deployment's origin, e.g. https://api.example.com        (SKC_BASE_URL)
  --api-key <sk_…>          an API key of the organization to check                      (SKC_API_KEY)
  --second-api-key <sk_…>   a key of another organization, for cross-tenant 404 checks   (SKC_SECOND_API_KEY)

Run options:
  --allow-writes            also create (and remove) a connect key, a workspace with a client, a webhook endpoint,
                            and check an Idempotency-Key replay; without it only reads are sent
  --junit <file>            write JUnit XML there
  --har <file>              write every request and answer of the run there (HAR 1.2, secrets cut), each naming its check
  --only <suites>           comma-separated: ${SUITES.join(', ')}
  --webhook-url <https url> the (disabled) endpoint's URL with --allow-writes (default https://example.com/contract-kit/<runid>)
  --skip-advisory           do not invoke advisory skills (they may call the deployment's model provider)
  --max-throttle-wait <s>   seconds the run may spend waiting out rate limits in all (default 300)
  --clock-skew <s>          tolerated clock difference with the target for X-RateLimit-Reset (default 5)
  --request-timeout <s>     per request (default 60)
  --ignore-version          run even though the target serves a Service-Version this kit was not built for

Cleanup options:
  --older-than <duration>   only what was created longer ago than this: 30m, 2h, 1d, 0 for all (default 1h)
  --dry-run                 list what would be removed, remove nothing

  -h, --help                this text
  --version                 the kit's version and the Service-Version it checks

Exit status: 0 passed; 1 a check failed; 2 usage error or the run could not start; 3 the target's Service-Version is
not the kit's; 4 nothing failed but throttling kept checks from running.`

export interface CommonOptions {
  baseUrl: string
  apiKey: string
  secondApiKey: string | null
}

export type Parsed =
  | { command: 'help' }
  | { command: 'version' }
  | ({ command: 'run'; run: RunOptions } & CommonOptions)
  | ({ command: 'cleanup'; olderThanMs: number; dryRun: boolean; requestTimeoutS: number } & CommonOptions)

function seconds(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt
  if (!/^\d+(\.\d+)?$/.test(v)) throw new UsageError(`--${name} takes a number of seconds, not ${JSON.stringify(v)}`)
  return Number(v)
}

export function duration(v: string): number {
  if (v === '0') return 0
  const m = /^(\d+)(s|m|h|d)$/.exec(v)
  if (!m) throw new UsageError(`--older-than takes a duration such as 30m, 2h or 1d (or 0), not ${JSON.stringify(v)}`)
  return Number(m[1]) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 's' | 'm' | 'h' | 'd']
}

/** An origin (http or https, no credentials, no path, query or fragment), without a trailing slash. */
export function baseUrl(v: string | undefined): string {
  if (!v) throw new UsageError('no target: pass --base-url or set SKC_BASE_URL')
  let u: URL
  try {
    u = new URL(v)
  } catch {
    throw new UsageError(`--base-url is not a URL: ${JSON.stringify(v)}`)
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new UsageError('--base-url must be http:// or https://')
  if (u.username || u.password) throw new UsageError('--base-url must not carry credentials')
  if ((u.pathname !== '/' && u.pathname !== '') || u.search || u.hash)
    throw new UsageError('--base-url must be an origin (scheme, host and port), without a path, query or fragment')
  return u.origin
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Parsed {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.replace(/\. To specify a positional.*$/s, '') : String(e))
  }
  const { values: v, positionals } = parsed
  if (v.help) return { command: 'help' }
  if (v.version) return { command: 'version' }
  const command = positionals[0] ?? 'run'
  if (command !== 'run' && command !== 'cleanup')
    throw new UsageError(`unknown command ${JSON.stringify(command)} (commands: run, cleanup)`)
  if (positionals.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1])}`)
  const apiKey = v['api-key'] ?? env.SKC_API_KEY
  if (!apiKey) throw new UsageError('no API key: set SKC_API_KEY (or pass --api-key)')
  const secondApiKey = v['second-api-key'] ?? env.SKC_SECOND_API_KEY ?? null
  if (secondApiKey !== null && secondApiKey === apiKey)
    throw new UsageError('--second-api-key is the same key as --api-key')
  const common: CommonOptions = {
    baseUrl: baseUrl(v['base-url'] ?? env.SKC_BASE_URL),
    apiKey,
    secondApiKey: secondApiKey || null,
  }
  const requestTimeoutS = seconds('request-timeout', v['request-timeout'], 60)
  if (command === 'cleanup') {
    for (const o of [
      'allow-writes',
      'junit',
      'har',
      'only',
      'webhook-url',
      'skip-advisory',
      'max-throttle-wait',
      'ignore-version',
    ] as const) {
      if (v[o] !== undefined) throw new UsageError(`--${o} is an option of a run, not of cleanup`)
    }
    return {
      command,
      ...common,
      olderThanMs: duration(v['older-than'] ?? '1h'),
      dryRun: Boolean(v['dry-run']),
      requestTimeoutS,
    }
  }
  for (const o of ['older-than', 'dry-run'] as const)
    if (v[o] !== undefined) throw new UsageError(`--${o} is an option of cleanup`)
  let only: Suite[] | null = null
  if (v.only !== undefined) {
    only = v.only
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) as Suite[]
    const bad = only.filter((s) => !(SUITES as readonly string[]).includes(s))
    if (bad.length || !only.length)
      throw new UsageError(`--only takes suites among ${SUITES.join(', ')}; not ${bad.join(', ') || '(none)'}`)
  }
  const webhookUrl = v['webhook-url'] ?? null
  if (webhookUrl !== null && !/^https:\/\//.test(webhookUrl))
    throw new UsageError('--webhook-url must be an https:// URL')
  return {
    command,
    ...common,
    run: {
      baseUrl: common.baseUrl,
      allowWrites: Boolean(v['allow-writes']),
      only,
      junit: v.junit ?? null,
      har: v.har ?? null,
      webhookUrl,
      skipAdvisory: Boolean(v['skip-advisory']),
      maxThrottleWaitS: seconds('max-throttle-wait', v['max-throttle-wait'], 300),
      clockSkewS: seconds('clock-skew', v['clock-skew'], 5),
      requestTimeoutS,
      ignoreVersion: Boolean(v['ignore-version']),
    },
  }
}

const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'second-api-key': { type: 'string' },
  'allow-writes': { type: 'boolean' },
  junit: { type: 'string' },
  har: { type: 'string' },
  only: { type: 'string' },
  'webhook-url': { type: 'string' },
  'skip-advisory': { type: 'boolean' },
  'max-throttle-wait': { type: 'string' },
  'clock-skew': { type: 'string' },
  'request-timeout': { type: 'string' },
  'ignore-version': { type: 'boolean' },
  'older-than': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const

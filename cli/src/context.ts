// Which profile, key and base URL a command uses, and the SDK client made from them.
// Key: --api-key > SKILLS_CONNECT_API_KEY > the profile's api_key (the usual flag-wins order; research §4.2).
// Base URL: --base-url > SKILLS_CONNECT_BASE_URL > the profile's base_url.
// Profile: --profile > SKILLS_CONNECT_PROFILE > the file's default_profile > "default".
import { looseMode, readConfig, type ConfigFile } from './config.ts'
import { AuthError, UsageError, type Io } from './io.ts'
import { SkillsConnect } from './sdk.ts'

export interface GlobalOptions {
  profile?: string
  apiKey?: string
  baseUrl?: string
  verbose?: boolean
}

export type KeySource = 'flag' | 'env' | 'profile'

export interface Resolved {
  profile: string
  config: ConfigFile
  apiKey: string | null
  keySource: KeySource | null
  baseUrl: string | null
  baseUrlSource: KeySource | null
}

export function resolve(g: GlobalOptions, io: Io): Resolved {
  const config = readConfig(io.env)
  const profile = g.profile ?? io.env.SKILLS_CONNECT_PROFILE ?? config.default_profile ?? 'default'
  const p = config.profiles[profile] ?? {}
  const pick = (
    flag: string | undefined,
    env: string | undefined,
    prof: string | undefined,
  ): [string | null, KeySource | null] =>
    flag ? [flag, 'flag'] : env ? [env, 'env'] : prof ? [prof, 'profile'] : [null, null]
  const [apiKey, keySource] = pick(g.apiKey, io.env.SKILLS_CONNECT_API_KEY, p.api_key)
  const [baseUrl, baseUrlSource] = pick(g.baseUrl, io.env.SKILLS_CONNECT_BASE_URL, p.base_url)
  return { profile, config, apiKey, keySource, baseUrl, baseUrlSource }
}

export function requireBaseUrl(r: Resolved): string {
  // Nothing configured is "not logged in" (exit 4), as a missing key is.
  if (!r.baseUrl)
    throw new AuthError(
      `not logged in (profile "${r.profile}" has no base URL): run skills-connect login --base-url <url>, set SKILLS_CONNECT_BASE_URL, or pass --base-url`,
    )
  try {
    new URL(r.baseUrl)
  } catch {
    throw new UsageError(`the base URL "${r.baseUrl}" is not a URL`)
  }
  return r.baseUrl
}

/** The SDK client for a command (retries, idempotency keys, pagination and errors are the SDK's). */
export function makeClient(
  g: GlobalOptions,
  io: Io,
  extra: { apiKey?: string } = {},
): { client: SkillsConnect; r: Resolved } {
  const r = resolve(g, io)
  const baseUrl = requireBaseUrl(r)
  const apiKey = extra.apiKey ?? r.apiKey
  if (!apiKey)
    throw new AuthError(
      `not logged in (profile "${r.profile}"): run skills-connect login, set SKILLS_CONNECT_API_KEY, or pass --api-key`,
    )
  if (r.keySource === 'profile') {
    const loose = looseMode(io.env)
    if (loose)
      io.stderr.write(
        `warning: the config file holding your key is readable by others (mode ${loose}); run: chmod 600 on it\n`,
      )
  }
  const client = new SkillsConnect({ apiKey, baseUrl, defaultHeaders: { 'user-agent': 'skills-connect-cli/0.1.0' } })
  return { client, r }
}

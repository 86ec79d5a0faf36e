// Profiles (research sdk-cli.md §4.2): $XDG_CONFIG_HOME/skills-connect/config.toml (~/.config when unset,
// %APPDATA% on Windows), `default_profile` and one `[profiles.<name>]` table each with `base_url` and `api_key`.
// The file holds a secret, so it is written with mode 0600 (its folder 0700), through a temporary file renamed into
// place, and a file others can read is reported (doctor, and a warning on use).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse, stringify } from 'smol-toml'
import { UsageError } from './io.ts'

export interface Profile {
  base_url?: string
  api_key?: string
}
export interface ConfigFile {
  default_profile?: string
  profiles: Record<string, Profile>
}

export function configDir(env: NodeJS.ProcessEnv): string {
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'skills-connect')
  if (process.platform === 'win32' && env.APPDATA) return path.join(env.APPDATA, 'skills-connect')
  return path.join(env.HOME ?? os.homedir(), '.config', 'skills-connect')
}

export function configPath(env: NodeJS.ProcessEnv): string {
  return path.join(configDir(env), 'config.toml')
}

export function readConfig(env: NodeJS.ProcessEnv): ConfigFile {
  const file = configPath(env)
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} }
    throw err
  }
  let raw: Record<string, unknown>
  try {
    raw = parse(text) as Record<string, unknown>
  } catch (err) {
    throw new UsageError(`${file} is not valid TOML: ${(err as Error).message.split('\n')[0]}`)
  }
  const profiles: Record<string, Profile> = {}
  const p = raw.profiles
  if (p && typeof p === 'object') {
    for (const [name, v] of Object.entries(p as Record<string, unknown>)) {
      if (!v || typeof v !== 'object') continue
      const o = v as Record<string, unknown>
      profiles[name] = {
        ...(typeof o.base_url === 'string' ? { base_url: o.base_url } : {}),
        ...(typeof o.api_key === 'string' ? { api_key: o.api_key } : {}),
      }
    }
  }
  return { ...(typeof raw.default_profile === 'string' ? { default_profile: raw.default_profile } : {}), profiles }
}

export function writeConfig(env: NodeJS.ProcessEnv, cfg: ConfigFile): string {
  const dir = configDir(env)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = configPath(env)
  const tmp = `${file}.${process.pid}.tmp`
  const body =
    '# skills-connect profiles: this file holds API keys; keep it private (mode 0600).\n' +
    stringify({ ...(cfg.default_profile ? { default_profile: cfg.default_profile } : {}), profiles: cfg.profiles }) +
    '\n'
  fs.writeFileSync(tmp, body, { mode: 0o600 })
  fs.chmodSync(tmp, 0o600) // a umask cannot widen it, but an existing tmp file could have other bits
  fs.renameSync(tmp, file)
  return file
}

/** Group- or world-accessible permission bits on the config file (null: private, or no file). */
export function looseMode(env: NodeJS.ProcessEnv): string | null {
  if (process.platform === 'win32') return null
  try {
    const mode = fs.statSync(configPath(env)).mode & 0o777
    return mode & 0o077 ? mode.toString(8).padStart(4, '0') : null
  } catch {
    return null
  }
}

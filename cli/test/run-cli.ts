// Test support: the CLI as a real process (node cli/src/main.ts), with an environment of the test's choosing (never
// the developer's own SKILLS_CONNECT_* variables or config) and optional stdin.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url))
export const REPO = fileURLToPath(new URL('../..', import.meta.url))

export interface CliResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** A fresh HOME / XDG_CONFIG_HOME for one test's profiles. */
export function tempHome(): { dir: string; env: { HOME: string; XDG_CONFIG_HOME: string }; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-home-'))
  return {
    dir,
    env: { HOME: dir, XDG_CONFIG_HOME: path.join(dir, '.config') },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

export function baseEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LANG: 'C.UTF-8' }
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v
  return env
}

export function start(
  args: string[],
  o: { env?: Record<string, string | undefined>; cwd?: string } = {},
): ChildProcess {
  return spawn(process.execPath, [MAIN, ...args], {
    env: baseEnv(o.env),
    cwd: o.cwd ?? REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
}

export function collect(child: ChildProcess, input?: string): Promise<CliResult> {
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (s: string) => {
    stdout += s
  })
  child.stderr!.setEncoding('utf8').on('data', (s: string) => {
    stderr += s
  })
  if (input !== undefined) child.stdin!.end(input)
  else child.stdin!.end()
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
}

/** Runs the CLI to its end. */
export function cli(
  args: string[],
  o: { env?: Record<string, string | undefined>; input?: string; cwd?: string } = {},
): Promise<CliResult> {
  return collect(start(args, o), o.input)
}

/** Resolves with stderr so far once it matches `re` (a long-running command saying it is ready). */
export function waitForStderr(child: ChildProcess, re: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (s: Buffer | string) => {
      seen += String(s)
      const m = re.exec(seen)
      if (m) {
        child.stderr!.off('data', onData)
        resolve(m)
      }
    }
    child.stderr!.on('data', onData)
    child.once('close', (code) => reject(new Error(`exited ${code} before ${re}: ${seen}`)))
  })
}

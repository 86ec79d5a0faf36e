// `doctor`: is the setup sound? The config file is private; the base URL answers /health; this machine's clock agrees
// with the server's Date header (webhook signatures are refused beyond 300 s of skew); the server speaks the API
// version this CLI's SDK was generated from; the key is valid. Exit 0 when nothing failed (warnings allowed), 4 when
// only the key failed, 1 otherwise.
import { Command } from 'commander'
import { resolve } from '../context.ts'
import { configPath, looseMode } from '../config.ts'
import { CommandFailed, EXIT, maskKey } from '../io.ts'
import { optsOf, out, withOutput, type Ctx } from '../kit.ts'
import { AuthenticationError, SERVICE_VERSION, SkillsConnect, WEBHOOK_TOLERANCE_SECONDS } from '../sdk.ts'

export interface Check {
  check: string
  status: 'ok' | 'warn' | 'fail' | 'skip'
  detail: string
}

/** Skew of this machine against the server, in whole seconds (positive: this clock is ahead). */
export function skewSeconds(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  if (!dateHeader) return null
  const server = Date.parse(dateHeader)
  if (Number.isNaN(server)) return null
  // The Date header has 1 s resolution and was set between sending and receiving: compare with the midpoint.
  return Math.round(((sentAt + receivedAt) / 2 - (server + 500)) / 1000)
}

export function doctorCommand(ctx: Ctx): Command {
  const { io } = ctx
  return withOutput(new Command('doctor'))
    .description(
      'check the config file, that the base URL answers, the clock skew against the server, the API version, and the key',
    )
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const checks: Check[] = []
      const r = resolve(o, io)
      const loose = looseMode(io.env)
      checks.push(
        loose
          ? {
              check: 'config',
              status: 'warn',
              detail: `${configPath(io.env)} has mode ${loose}: others can read your keys (chmod 600)`,
            }
          : { check: 'config', status: 'ok', detail: `${configPath(io.env)} (profile "${r.profile}")` },
      )

      let reachable = false
      if (!r.baseUrl)
        checks.push({
          check: 'base_url',
          status: 'fail',
          detail: 'no base URL: --base-url, SKILLS_CONNECT_BASE_URL or login',
        })
      else {
        const base = r.baseUrl.replace(/\/+$/, '')
        const sentAt = Date.now()
        try {
          const res = await fetch(`${base}/health`, {
            signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(10_000)]),
          })
          const receivedAt = Date.now()
          const health = (await res.json().catch(() => null)) as { status?: string; version?: string } | null
          reachable = true
          checks.push({
            check: 'base_url',
            status: res.ok ? 'ok' : 'fail',
            detail: `${base}/health answered ${res.status}${health?.status ? ` (${health.status})` : ''} in ${receivedAt - sentAt} ms`,
          })
          const skew = skewSeconds(res.headers.get('date'), sentAt, receivedAt)
          if (skew === null) checks.push({ check: 'clock', status: 'warn', detail: 'the server sent no Date header' })
          else {
            const abs = Math.abs(skew)
            const dir = skew > 0 ? 'ahead of' : 'behind'
            checks.push(
              abs > WEBHOOK_TOLERANCE_SECONDS
                ? {
                    check: 'clock',
                    status: 'fail',
                    detail: `this clock is ${abs} s ${dir} the server's: webhook signatures will be refused (tolerance ${WEBHOOK_TOLERANCE_SECONDS} s); sync it (NTP)`,
                  }
                : abs > 30
                  ? {
                      check: 'clock',
                      status: 'warn',
                      detail: `this clock is ${abs} s ${dir} the server's (webhooks tolerate ${WEBHOOK_TOLERANCE_SECONDS} s); consider syncing it`,
                    }
                  : { check: 'clock', status: 'ok', detail: `skew ${skew} s (±1 s)` },
            )
          }
          const served = res.headers.get('service-version') ?? health?.version ?? null
          checks.push(
            served === null
              ? { check: 'version', status: 'warn', detail: 'the server did not say its API version' }
              : served === SERVICE_VERSION
                ? { check: 'version', status: 'ok', detail: `API ${served} (this CLI's SDK: ${SERVICE_VERSION})` }
                : {
                    check: 'version',
                    status: 'warn',
                    detail: `the server speaks ${served}, this CLI's SDK ${SERVICE_VERSION}: upgrade the CLI`,
                  },
          )
        } catch (err) {
          checks.push({
            check: 'base_url',
            status: 'fail',
            detail: `${base} cannot be reached: ${(err as Error).cause ? String(((err as Error).cause as Error).message ?? (err as Error).cause) : (err as Error).message}`,
          })
        }
      }

      if (!r.apiKey)
        checks.push({ check: 'key', status: 'fail', detail: 'no key: login, SKILLS_CONNECT_API_KEY or --api-key' })
      else if (!reachable || !r.baseUrl)
        checks.push({
          check: 'key',
          status: 'skip',
          detail: `${maskKey(r.apiKey)} from ${r.keySource}: not checked (no server)`,
        })
      else {
        try {
          const me = await new SkillsConnect({ apiKey: r.apiKey, baseUrl: r.baseUrl, maxRetries: 1 }).me({
            signal: ctx.signal,
          })
          checks.push({
            check: 'key',
            status: 'ok',
            detail: `${maskKey(r.apiKey)} from ${r.keySource}: ${me.user_id}, organization ${me.organization_id}, ${me.permissions.length} permissions`,
          })
        } catch (err) {
          checks.push({
            check: 'key',
            status: 'fail',
            detail: `${maskKey(r.apiKey)} from ${r.keySource}: ${err instanceof AuthenticationError ? `refused (${err.code ?? err.status})` : (err as Error).message}`,
          })
        }
      }

      const p = out(io, o)
      await p.emit(checks, () => {
        for (const c of checks) {
          const mark =
            c.status === 'ok'
              ? p.out.green('✓')
              : c.status === 'warn'
                ? p.out.yellow('!')
                : c.status === 'skip'
                  ? p.out.dim('-')
                  : p.out.red('✗')
          p.line(p.tty ? `${mark} ${c.check.padEnd(8)} ${c.detail}` : `${c.check}\t${c.status}\t${c.detail}`)
        }
      })
      const failed = checks.filter((c) => c.status === 'fail')
      if (failed.length > 0)
        throw new CommandFailed(
          `${failed.length} check(s) failed: ${failed.map((c) => c.check).join(', ')}`,
          failed.every((c) => c.check === 'key') ? EXIT.AUTH : EXIT.ERROR,
        )
    })
}

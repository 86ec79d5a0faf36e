// `cycles tail` (the SDK's SSE tail: the history, then each transition, resumed with Last-Event-ID after a dropped
// connection, ending after the cycle's terminal event) and `workstreams run` (start a workplan's cycle for a period
// with one idempotency key, then follow it to the end; exit 0 when it completed, 1 when it failed or was cancelled).
import { Command } from 'commander'
import { makeClient } from '../context.ts'
import { CommandFailed, UsageError, type Output } from '../io.ts'
import { optsOf, out, withOutput, type Ctx } from '../kit.ts'
import { ConflictError, type SkillsConnect } from '../sdk.ts'

interface CycleEvent {
  seq: number
  type: string
  at: string
  actor?: unknown
  data: Record<string, unknown>
}

/** One line per event: `seq  type  what changed`. */
export function describeEvent(e: CycleEvent): string {
  const d = e.data ?? {}
  const move =
    d.to === undefined
      ? ''
      : d.from === undefined || d.from === null
        ? String(d.to)
        : `${String(d.from)} → ${String(d.to)}`
  switch (e.type) {
    case 'cycle.status':
      return `cycle ${move}${d.reason ? ` (${String(d.reason)})` : ''}`
    case 'task.status':
      return `task ${String(d.task_key)} ${move}${d.waiting_on ? ` (waiting on ${String(d.waiting_on)})` : ''}`
    case 'approval.decided':
      return `task ${String(d.task_key)} ${String(d.decision)}${d.comment ? `: ${String(d.comment)}` : ''}`
    case 'cycle.writes':
      return `writes ${d.writes_enabled ? 'enabled' : 'disabled'}`
    case 'input.received':
      return `task ${String(d.task_key)} input received`
    default:
      return JSON.stringify(d)
  }
}

async function follow(
  client: SkillsConnect,
  ctx: Ctx,
  id: string,
  p: Output,
  o: { lastEventId?: string; toStderr: boolean },
): Promise<number> {
  let n = 0
  for await (const ev of client.workstreams.cycles.tail(id, {
    signal: ctx.signal,
    ...(o.lastEventId !== undefined ? { lastEventId: o.lastEventId } : {}),
  })) {
    n++
    // cast: a cycle tail carries the server's cycle events; the SDK yields their data untyped (parsed JSON)
    const e = ev.data as unknown as CycleEvent
    const human = `${e.seq}\t${e.at}\t${describeEvent(e)}`
    if (o.toStderr) p.note(p.err.dim(human))
    else
      await p.emitRecord(e, () =>
        p.line(
          p.tty
            ? `${String(e.seq).padStart(4)}  ${e.at}  ${describeEvent(e)}`
            : `${e.seq}\t${e.type}\t${e.at}\t${describeEvent(e)}`,
        ),
      )
  }
  return n
}

export function workstreamsCommands(ctx: Ctx): Command[] {
  const { io } = ctx
  const cycles = new Command('cycles').description('WorkStream cycles')
  withOutput(cycles.command('tail').argument('<cycle_id>'))
    .description(
      'follow a cycle live: its history, then each transition, until it completes, fails or is cancelled (NDJSON with --json)',
    )
    .option('--last-event-id <seq>', 'start after this event (resume)')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      if (o.lastEventId !== undefined && !/^\d+$/.test(String(o.lastEventId)))
        throw new UsageError('--last-event-id is an event seq (a whole number)')
      const { client } = makeClient(o, io)
      await follow(client, ctx, id, out(io, o), {
        ...(o.lastEventId !== undefined ? { lastEventId: String(o.lastEventId) } : {}),
        toStderr: false,
      })
    })

  const ws = new Command('workstreams').description("WorkStreams: run a workplan's cycle and follow it")
  withOutput(ws.command('run').argument('<workplan_id>'))
    .description(
      "start the cycle of a workplan for a period (or pick up the period's open cycle) and follow it to the end; progress on stderr, the final cycle on stdout; exit 1 when it fails or is cancelled",
    )
    .requiredOption('--period <period>', 'a year (2026), a quarter (2026-Q3) or a month (2026-07)')
    .option('--idempotency-key <key>', 'reuse this key (e.g. to resume after the CLI was interrupted)')
    .option('--no-wait', 'print the started cycle and return')
    .action(async (workplanId: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      if (!/^[0-9]{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/.test(String(o.period)))
        throw new UsageError(`--period "${String(o.period)}" is not a year, a quarter (2026-Q3) or a month (2026-07)`)
      const { client } = makeClient(o, io)
      const p = out(io, o)
      let started
      try {
        started = await client.workstreams.cycles.create(
          { workplan_id: workplanId, period: String(o.period) },
          { signal: ctx.signal, ...(o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {}) },
        )
      } catch (err) {
        // The period already has an open cycle (started earlier, by a schedule, or by a run interrupted here): that one.
        const open = err instanceof ConflictError && err.code === 'cycle_already_open' ? err.error?.cycle_id : undefined
        if (typeof open !== 'string') throw err
        started = await client.workstreams.cycles.retrieve(open, { signal: ctx.signal })
        p.note(`The period already has an open cycle: ${open}`)
      }
      if (o.wait === false) {
        await p.object(started)
        return
      }
      p.note(
        `Cycle ${started.id} for ${started.period} (${started.status}); following it to the end (Ctrl-C stops following, not the cycle)`,
      )
      await follow(client, ctx, started.id, p, { toStderr: true })
      const cycle = await client.workstreams.cycles.retrieve(started.id, { signal: ctx.signal })
      await p.object(cycle, [
        'id',
        'workplan_id',
        'period',
        'status',
        'outcome',
        'error',
        'counts',
        'started_at',
        'completed_at',
      ])
      if (cycle.status !== 'completed')
        throw new CommandFailed(
          `cycle ${cycle.id} ended ${cycle.status}${cycle.error ? `: ${cycle.error.code} (task ${cycle.error.task_key}) ${cycle.error.message}` : ''}`,
        )
    })
  return [cycles, ws]
}

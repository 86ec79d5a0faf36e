// What every command shares: the run context, the output options and how a command reads its options.
import type { Command } from 'commander'
import type { GlobalOptions } from './context.ts'
import { Output, type Io, type OutputOptions } from './io.ts'

export interface Ctx {
  io: Io
  /** Aborted on SIGINT/SIGTERM: long commands stop cleanly. */
  signal: AbortSignal
}

export type Opts = GlobalOptions & OutputOptions & Record<string, unknown>

/** Adds --json and --jq to a command that prints data. */
export function withOutput(cmd: Command): Command {
  return cmd
    .option('--json [fields]', 'print JSON (optionally only these comma-separated fields)')
    .option('--jq <expr>', 'filter the JSON output with a jq expression')
}

/** The merged options (the program's global ones and the command's own) of the command running an action. */
export function optsOf(cmd: Command): Opts {
  return cmd.optsWithGlobals() as Opts
}

export function out(io: Io, o: OutputOptions): Output {
  return new Output(io, {
    ...(o.json !== undefined ? { json: o.json } : {}),
    ...(o.jq !== undefined ? { jq: o.jq } : {}),
  })
}

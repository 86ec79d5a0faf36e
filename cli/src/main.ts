#!/usr/bin/env node
// skills-connect: the command line for the Skills Connect API (cli/README.md). `npm run cli -- <args>` from the
// repository (this source); published, `bin` is this file bundled by build.ts into dist/skills-connect.mjs.
import { run } from './program.ts'

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
})

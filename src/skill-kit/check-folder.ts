// `node src/skill-kit/check-folder.ts <skills dir> <folder>...`: the loader's checks (src/skill-runtime/
// load-skill-folder.ts: what would stop the boot) on skill folders, in a process of its own so that an edited handler
// is imported afresh. dev.ts runs it before restarting the server, and keeps the running server when it fails. Exit 1
// with `skills/<folder>: <problem>` on stderr.
import path from 'node:path'
import { loadSkillFolder } from '../skill-runtime/index.ts'

const [dir, ...folders] = process.argv.slice(2)
if (!dir || folders.length === 0) {
  process.stderr.write('usage: node src/skill-kit/check-folder.ts <skills dir> <folder>...\n')
  process.exit(2)
}
let failed = false
for (const folder of folders) {
  try {
    await loadSkillFolder(path.resolve(dir), folder)
  } catch (e) {
    failed = true
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
  }
}
process.exit(failed ? 1 : 0)

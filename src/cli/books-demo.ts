// `npm run demo -- [folder]`: writes the README walkthrough's files (src/books/synthetic/demo.ts) into a folder
// (default ./demo): a small generated book as CSV and JSON, and truth.json, what the answers must show.
import fs from 'node:fs'
import path from 'node:path'
import { Command } from 'commander'
import { demoFiles } from '../books/index.ts'

const program = new Command('demo')
  .description(
    'Write a small generated client book (CSV and JSON files) and its planted truth for the README walkthrough.',
  )
  .argument('[folder]', 'where to write the files', 'demo')
  .option('--seed <n>', 'generator seed', '2026')
  .action((folder: string, o: { seed: string }) => {
    const seed = Number.parseInt(o.seed, 10)
    if (!Number.isSafeInteger(seed)) program.error(`--seed must be an integer, not ${JSON.stringify(o.seed)}`)
    fs.mkdirSync(folder, { recursive: true })
    const { files } = demoFiles(seed)
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text)
    process.stdout.write(
      `${Object.keys(files)
        .map((n) => path.join(folder, n))
        .join('\n')}\n`,
    )
  })

program.parse()

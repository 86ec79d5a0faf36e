// Test support: the file the document skills' examples name (examples/*.json: file_id 5b0c4d2e-…) made to exist in an
// organization as the example workpaper (testing/fixtures.ts, two sheets, clean), so each example answers 200 as
// documented (contract tests, the every-skill-on-every-store test).
import { Readable } from 'node:stream'
import type { Services } from '../../services.ts'
import { CONTENT, workpaperXlsx } from './fixtures.ts'

const namedIds = (inputs: unknown[], field: string): string[] =>
  inputs.flatMap((i) =>
    i && typeof i === 'object' && typeof (i as Record<string, unknown>)[field] === 'string'
      ? [(i as Record<string, string>)[field]!]
      : [],
  )

export async function provisionFileExamples(
  s: Services,
  org: { organizationId: string },
  inputs: unknown[],
): Promise<void> {
  for (const id of new Set(namedIds(inputs, 'file_id'))) {
    if (await s.stores.files.get(org.organizationId, id)) continue
    await s.stores.files.put(
      {
        id,
        organizationId: org.organizationId,
        workspaceId: null,
        filename: 'receivables-workpaper.xlsx',
        contentType: CONTENT.xlsx,
        declaredContentType: CONTENT.xlsx,
        createdAt: s.clock.now(),
      },
      Readable.from([await workpaperXlsx({})]),
    )
  }
}

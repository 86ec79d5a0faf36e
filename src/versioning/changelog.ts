// The changelog, made from VERSIONS (the only list of dates): one entry per Service-Version, newest first, with its
// additions, deprecations, removals and breaking changes. Shown in the served description ("Changelog", Markdown)
// and at /docs/changelog (web/docs renders the same entries as HTML); a test keeps both in step with the list.

/** A change a client sees without a transform: an addition, a deprecation (still working), a removal. */
export interface VersionNote {
  kind: 'added' | 'deprecated' | 'removed'
  /** In words, Markdown inline code allowed (the changelog at /docs/changelog and in the served description). */
  text: string
}

/** What the changelog reads of a version (ServiceVersionDef in index.ts). */
interface VersionRecord {
  date: string
  summary?: string
  notes?: readonly VersionNote[]
  changes: ReadonlyArray<{ description: string; operations?: readonly string[] }>
}

export interface ChangelogEntry {
  date: string
  latest: boolean
  summary: string | null
  notes: readonly VersionNote[]
  /** Breaking changes: requests pinned to an earlier date keep the old shapes. */
  breaking: ReadonlyArray<{ description: string; operations: readonly string[] | null }>
}

export const NOTE_HEADINGS: Record<VersionNote['kind'], string> = {
  added: 'Added',
  deprecated: 'Deprecated',
  removed: 'Removed',
}

export function changelogEntries(versions: readonly VersionRecord[]): ChangelogEntry[] {
  return versions
    .map((v, i) => ({
      date: v.date,
      latest: i === versions.length - 1,
      summary: v.summary ?? null,
      notes: v.notes ?? [],
      breaking: v.changes.map((c) => ({ description: c.description, operations: c.operations ?? null })),
    }))
    .reverse()
}

/** The changelog as Markdown, headings at `level` (the served description puts its sections at ###). */
export function changelogMarkdown(versions: readonly VersionRecord[], level = 4): string {
  const h = '#'.repeat(level)
  return changelogEntries(versions)
    .map((e) => {
      const lines = [`${h} ${e.date}${e.latest ? ' (latest)' : ''}`, '']
      if (e.summary) lines.push(e.summary, '')
      for (const n of e.notes) lines.push(`- **${NOTE_HEADINGS[n.kind]}:** ${n.text}`)
      for (const b of e.breaking) {
        lines.push(
          `- **Breaking:** ${b.description}${b.operations ? ` (${b.operations.map((o) => `\`${o}\``).join(', ')})` : ''} ` +
            `Requests pinned to an earlier date keep the old shape.`,
        )
      }
      if (!e.notes.length && !e.breaking.length && !e.summary) lines.push('No changes a client can see.')
      return lines.join('\n').trimEnd()
    })
    .join('\n\n')
}

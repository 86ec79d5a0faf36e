// The registry of skill plugins loaded from skills/<name>/ at boot (load-skill-folder.ts loads each folder). A bad
// folder stops the boot with a message naming the folder and the problem (spec: names and slugs unique).
import fs from 'node:fs'
import {
  loadSharedSchemas,
  loadSkillFolder,
  SkillLoadError,
  type LoadedSkill,
  type LoadOptions,
} from './load-skill-folder.ts'

export class SkillRegistry {
  private readonly byName = new Map<string, LoadedSkill>()
  private readonly bySlug = new Map<string, LoadedSkill>()
  private readonly sorted: LoadedSkill[]

  constructor(skills: LoadedSkill[]) {
    this.sorted = [...skills].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))
    for (const s of this.sorted) {
      this.byName.set(s.manifest.name, s)
      this.bySlug.set(s.manifest.slug, s)
    }
  }

  list(): readonly LoadedSkill[] {
    return this.sorted
  }

  /** `{skill}` accepts the name or the slug. */
  resolve(nameOrSlug: string): LoadedSkill | undefined {
    return this.byName.get(nameOrSlug) ?? this.bySlug.get(nameOrSlug)
  }

  get size(): number {
    return this.sorted.length
  }

  /**
   * The skills a deployment on `channel` serves: all on the alpha channel; without those marked `preview` on
   * production, which answers them as absent (SPEC-DECISIONS "Hosts").
   */
  forChannel(channel: 'production' | 'alpha'): SkillRegistry {
    if (channel === 'alpha' || !this.sorted.some((s) => s.manifest.preview)) return this
    return new SkillRegistry(this.sorted.filter((s) => !s.manifest.preview))
  }
}

/** Where a skill is invoked over REST (spec: Skill invocation). */
export function skillInvokePath(name: string): string {
  return `/api/v1/skills/${name}/invoke`
}

/** The folders of `skillsDir` that are skills: every folder but those starting with `.` or `_` (`_shared/`: shared schemas). */
export function skillFolders(skillsDir: string): string[] {
  return fs
    .readdirSync(skillsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !d.name.startsWith('_'))
    .map((d) => d.name)
    .sort()
}

/** Loads every skill folder under `skillsDir` (skillFolders), with the shared schemas of its `_shared/` read once. */
export async function loadSkills(skillsDir: string, o: LoadOptions = {}): Promise<SkillRegistry> {
  if (!fs.existsSync(skillsDir)) throw new Error(`skills directory not found: ${skillsDir}`)
  const folders = skillFolders(skillsDir)
  o = { ...o, shared: o.shared ?? loadSharedSchemas(skillsDir) }
  const skills: LoadedSkill[] = []
  const names = new Map<string, string>()
  const components = new Map<string, string>()
  for (const folder of folders) {
    const s = await loadSkillFolder(skillsDir, folder, o)
    for (const id of [s.manifest.name, s.manifest.slug]) {
      const prior = names.get(id)
      if (prior !== undefined && !(prior === folder && s.manifest.name === s.manifest.slug)) {
        throw new SkillLoadError(folder, `duplicate name or slug "${id}" (also used by skills/${prior})`)
      }
      names.set(id, folder)
    }
    const priorComponent = components.get(s.componentName)
    if (priorComponent)
      throw new SkillLoadError(folder, `schema name ${s.componentName} collides with skills/${priorComponent}`)
    components.set(s.componentName, folder)
    skills.push(s)
  }
  return new SkillRegistry(skills)
}

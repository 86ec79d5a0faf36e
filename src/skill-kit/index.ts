// The skill author's kit (issue 26 §5): scaffolding (`npm run skill:new`), the dev loop (`npm run dev`, dev.ts, a
// command only), and the expected-output match of examples. The guide: skills/README.md.
export { compareExpected, PLACEHOLDERS } from './expected.ts'
export {
  chooseManifest,
  nameProblem,
  scaffoldSkill,
  runCodegen,
  NewSkillError,
  type NewSkill,
  type NewSkillOptions,
} from './new-skill.ts'

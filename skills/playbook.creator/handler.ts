// playbook.creator: workstream.draft's handler under its deprecated name (spec: "the skill slug playbook.creator is
// retained and produces WorkStream drafts"; skill.json `deprecated` names the successor).
export { default } from '../workstream.draft/handler.ts'

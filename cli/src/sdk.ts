// The one door to the TypeScript SDK. In this repository the CLI runs on the SDK's TypeScript source (Node strips the
// types), so the two always match in a commit and nothing needs building first; a published CLI would bundle it.
export * from '../../sdk/src/index.ts'

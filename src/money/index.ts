// The money room's front door (ARCHITECTURE "Layout": rooms are entered through index.ts); see README.md.
export * from './money.ts'

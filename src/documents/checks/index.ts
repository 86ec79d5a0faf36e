// The checks computed on an extracted document (README "Checks"). Pure: tables in, findings out.
export {
  figure,
  formatFigure,
  columnName,
  datesIn,
  type CheckFinding,
  type DateOrder,
  type FindingKind,
  type Location,
} from './common.ts'
export { checkFooting, type FootingResult } from './footing.ts'
export { checkPeriods, statedPeriod, type Engagement, type PeriodsResult, type TablePeriod } from './periods.ts'
export { checkSignoffs, readSignoffs, samePerson, type SignoffBlock, type SignoffsResult } from './signoffs.ts'
export { checkRequiredItems, type RequiredItem } from './required-items.ts'

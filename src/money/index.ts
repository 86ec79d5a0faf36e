// Money: integer minor units inside, decimal strings outside. Start with money.ts.
export {
  add,
  allocate,
  exponentOf,
  formatAmount,
  MoneyError,
  multiply,
  parseAmount,
  scale,
  subtract,
  sum,
  type MoneyErrorCode,
  type Rounding,
} from './money.ts'

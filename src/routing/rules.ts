import { RuleRouter, type RouterRules } from './classifier.ts'
import rules from './rules.json' with { type: 'json' }

export const RULES = rules as unknown as RouterRules
export const ruleRouter = new RuleRouter(RULES)

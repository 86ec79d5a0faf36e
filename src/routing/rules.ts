import { RuleRouter, type RouterRules } from './classifier.ts'
import rules from './rules.json' with { type: 'json' }
import { trainingExamples } from './training.ts'
import { LazyVocabulary } from './vocabulary.ts'

// cast: a JSON import is typed by its literal shape; the file is written as RouterRules (routing.test.ts runs every rule)
export const RULES = rules as unknown as RouterRules
/** The vocabulary model the rules are blended with (trained on first use). */
export const vocabulary = new LazyVocabulary(trainingExamples)
export const ruleRouter = new RuleRouter(RULES, vocabulary)

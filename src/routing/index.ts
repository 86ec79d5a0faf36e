// Intent routing (issue 11 §3): a cluster and a specialist skill for a request, with a trace of why.
export {
  RuleRouter,
  CLUSTERS,
  type Cluster,
  type RouteCluster,
  type Route,
  type RouteTrace,
  type RouterRules,
  type RouteBlend,
  type RouteEvidence,
} from './classifier.ts'
export {
  IntentRouter,
  MIN_MODEL_CONFIDENCE,
  ROUTE_DEADLINE_MS,
  type CatalogueSkill,
  type RouterModel,
  type RoutedIntent,
} from './router.ts'
export { RULES, ruleRouter, vocabulary } from './rules.ts'
export { VocabularyModel, LazyVocabulary, VOCABULARY_DEFAULTS, type Example } from './vocabulary.ts'
export { trainingExamples, skillTexts } from './training.ts'
export { features, normalise, stem } from './text.ts'
export {
  evaluate,
  HELDOUT_PROMPTS,
  HELDOUT2_PROMPTS,
  HELDOUT3_PROMPTS,
  HELDOUT4_PROMPTS,
  HELDOUT5_PROMPTS,
  HELDOUT6_PROMPTS,
  HELDOUT7_PROMPTS,
  OUTSIDE_BATCHES,
  OUTSIDE_PROMPTS,
  PROMPTS,
  TUNING_PROMPTS,
  type LabelledPrompt,
  type Scores,
} from './evaluate.ts'

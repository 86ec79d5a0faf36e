// Intent routing (issue 11 §3): a cluster and a specialist skill for a request, with a trace of why.
export { RuleRouter, CLUSTERS, normalise, type Cluster, type RouteCluster, type Route, type RouteTrace, type RouterRules } from './classifier.ts'
export { IntentRouter, MIN_MODEL_CONFIDENCE, ROUTE_DEADLINE_MS, type CatalogueSkill, type RouterModel, type RoutedIntent } from './router.ts'
export { RULES, ruleRouter } from './rules.ts'
export { evaluate, HELDOUT_PROMPTS, PROMPTS, TUNING_PROMPTS, type LabelledPrompt, type Scores } from './evaluate.ts'

export {
  CORE_IDEA_MAX,
  type CoreIdeaProblem,
  coreIdeaProblem,
  type FieldKey,
  type Generation,
  type GenerationAction,
  generationReducer,
  PROMPT_SECTIONS,
  type PromptSection,
  parsePromptResult,
} from './prompt';

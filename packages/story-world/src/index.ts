export * from './ai-patch';
export * from './books';
export * from './card-factory';
export * from './card-json';
export * from './cards';
export {
  checkStoryResult,
  DEFAULT_CLOCK_KIND,
  STORY_CLOCK_KINDS,
  STORY_RESULT_LIMITS,
  type StoryResult,
  type StoryResultCheck,
} from './commit/check-story-result';
export { readConstraints, type WorldConstraint } from './commit/constraints';
export type { StoryIssue, StoryIssueCode } from './commit/issues';
export {
  type Effect,
  SAFE_COMMIT_LIMITS,
  type SafeCommitApplied,
  type SafeCommitOptions,
  type SafeCommitOutcome,
  safeCommit,
} from './commit/safe-commit';
export * from './history';
export * from './labels';
export * from './repository';
export * from './slots';
export * from './token-estimate';
export * from './validate-card';
export * from './world';

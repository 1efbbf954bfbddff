export * from './ai-patch';
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
export type { StoryIssue, StoryIssueCode } from './commit/issues';
export * from './history';
export * from './labels';
export * from './repository';
export * from './slots';
export * from './token-estimate';
export * from './validate-card';
export * from './world';

export { type RunTextDiffResult, runTextDiff } from './text-diff';

export { type RunPdfMergeResult, runPdfMerge } from './pdf-merge';

export { type RunPdfSplitResult, runPdfSplit } from './pdf-split';

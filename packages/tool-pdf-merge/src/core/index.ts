export * from './constants';
export { countPages, InvalidPdfError, loadPdf, type MergeInput, mergePdfs } from './merge';
export * from './rules';

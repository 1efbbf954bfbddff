export * from './constants';
export { countPages, loadPdf, type MergeInput, mergePdfs, type PdfReadError } from './merge';
export * from './rules';

export { type RunPdfPasswordRemoverResult, runPdfPasswordRemover } from './pdf-password-remover';

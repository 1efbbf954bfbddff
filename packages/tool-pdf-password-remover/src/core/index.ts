export { batchFileNames, batchZipName, passwordFor } from './batch';
export * from './constants';
export * from './errors';
export * from './file-rules';
export * from './machine';
export { decryptPdf, inspectEncryption, type QpdfEngine, startQpdf } from './qpdf';
export { type BatchOutcome, unlockBatchFile } from './unlock-batch-file';

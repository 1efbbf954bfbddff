export * from './constants';
export * from './errors';
export * from './file-rules';
export * from './machine';
export { decryptPdf, inspectEncryption, type QpdfEngine, startQpdf } from './qpdf';

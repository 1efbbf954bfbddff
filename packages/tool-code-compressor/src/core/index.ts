export { type RunCodeCompressorResult, runCodeCompressor } from './code-compressor';

export { type RunCryptoToolsResult, runCryptoTools } from './crypto-tools';

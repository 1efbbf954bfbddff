export * from './aes';
export * from './cipher';
export * from './constants';
export * from './hash';
export * from './keys';
export { decryptLegacy, encryptLegacy, type LegacyCipher } from './legacy';

export * from './lookup';

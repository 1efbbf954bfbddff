export * from './split';

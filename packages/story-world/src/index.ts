export * from './card-factory';
export * from './cards';

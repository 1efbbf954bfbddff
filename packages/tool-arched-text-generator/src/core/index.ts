export * from './config';
export * from './layout';

export * from './constants';
export * from './layout';

export * from './constants';
export * from './plan';

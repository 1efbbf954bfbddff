export * from './constants';
export * from './files';
export * from './layout';

export * from './design';
export * from './export';
export * from './history';
export * from './icons';
export * from './render';
export * from './templates';

export * from './design';
export * from './export';
export * from './history';
export * from './icon-sets';
export * from './icons';
export * from './render';
export * from './templates';
export * from './text-path';

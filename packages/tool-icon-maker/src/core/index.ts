export * from './design';
export * from './export';
export * from './history';
export * from './icon-sets';
export * from './icons';
export * from './render';
export { parseSharedDesign } from './share';
export * from './templates';
export * from './text-path';

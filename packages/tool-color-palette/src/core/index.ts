export * from './color';
export * from './constants';
export * from './contrast';
export * from './export';
export * from './extract';
export * from './palette';
export { parseSharedPalette, type SharedPalette, TABS, type Tab } from './share';

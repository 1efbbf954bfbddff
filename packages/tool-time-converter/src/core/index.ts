export { type RunTimeConverterResult, runTimeConverter } from './time-converter';

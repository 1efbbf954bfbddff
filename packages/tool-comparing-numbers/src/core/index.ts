export { type RunComparingNumbersResult, runComparingNumbers } from './comparing-numbers';

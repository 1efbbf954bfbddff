export { type RunCountdownTimerResult, runCountdownTimer } from './countdown-timer';

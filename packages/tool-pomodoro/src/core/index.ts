export { type RunPomodoroResult, runPomodoro } from './pomodoro';

/** CONTEXT.md Rules: Defaults and limits: the business constants, in one place. */
export const DEFAULT_FOCUS_MINUTES = 25;
export const DEFAULT_SHORT_BREAK_MINUTES = 5;
export const DEFAULT_LONG_BREAK_MINUTES = 15;
export const DEFAULT_LONG_BREAK_INTERVAL = 4;
/** Upper bounds are our choice (the spec only says "at least 1"); see CONTEXT.md. */
export const MAX_BREAK_MINUTES = 120;
export const MAX_LONG_BREAK_INTERVAL = 20;
export const MAX_TASK_MINUTES = 600;
export const TONE_FREQUENCY_HZ = 880;
export const TONE_DURATION_S = 0.5;
export const ACTION_DEBOUNCE_MS = 300;
export const START_VIBRATION_MS = 20;
export const TICK_MS = 1000;
export const TASK_PATH_MAX_DEPTH = 20;
export const TOUCH_DRAG_DELAY_MS = 250;

/** Keys of the shared `ui` key-value table (CONTEXT.md Rules: Storage › Keys). */
export const UI_KEYS = {
  queueOrder: 'pomodoro_queue_order',
  settings: 'pomodoro_settings',
  runtime: 'pomodoro_runtime',
  logPrefix: 'pomodoro_log_',
} as const;

/**
 * The event's configuration (CONTEXT.md Rules: Event). The spec's deadline, 2025-08-29 23:59:59
 * (the Qixi festival of 2025, China time), has passed; the default is the next festival, so the
 * page runs a current event, and a page given a past deadline shows its ended state.
 */
export interface EventConfig {
  /** Names the history's storage key: a new event starts a new history. */
  id: string;
  /** The last moment a draw is allowed. */
  deadline: Date;
}

/** The spec's event, kept for the test of the ended state. */
export const SPEC_EVENT: EventConfig = { id: 'qixi-2025', deadline: new Date('2025-08-29T23:59:59+08:00') };

/** Qixi 2027 falls on 8 August (the 7th day of the 7th lunar month). */
export const DEFAULT_EVENT: EventConfig = {
  id: 'qixi-2027',
  deadline: new Date('2027-08-08T23:59:59+08:00'),
};

/** Whether the event is over at `now`. */
export function hasEnded(event: EventConfig, now: Date): boolean {
  return now.getTime() > event.deadline.getTime();
}

/** Whole days left, rounded up (the deadline badge); 0 once over. */
export function daysLeft(event: EventConfig, now: Date): number {
  const ms = event.deadline.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

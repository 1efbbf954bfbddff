import { TONE_DURATION_S, TONE_FREQUENCY_HZ } from '../core/constants';

/* Audio, vibration, notifications and fullscreen: every failure is silently ignored (CONTEXT.md Rules: Browser features › Failures). */

type AudioContextFactory = () => AudioContext;

let sharedContext: AudioContext | null = null;

function defaultContext(): AudioContext {
  sharedContext ??= new AudioContext();
  return sharedContext;
}

/**
 * Browsers only let a page make sound after a user gesture: creating and resuming the context on
 * the first Start makes the later, unattended end-of-segment tone audible.
 */
export function unlockAudio(createContext: AudioContextFactory = defaultContext): void {
  try {
    const context = createContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // no Web Audio here
  }
}

/**
 * Whether the page may already make sound: the visitor has interacted with it (the browser's own
 * record), or our context is running. After a reload neither is true until the first click or key.
 */
export function canPlaySound(): boolean {
  try {
    if (sharedContext?.state === 'running') return true;
    return (
      (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
        ?.hasBeenActive === true
    );
  } catch {
    return false;
  }
}

/** The end-of-segment tone: an 880 Hz sine wave for 0.5 s, faded out so it does not click. */
export function playTone(createContext: AudioContextFactory = defaultContext): void {
  try {
    const context = createContext();
    const startAt = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(TONE_FREQUENCY_HZ, startAt);
    gain.gain.setValueAtTime(0.3, startAt);
    gain.gain.exponentialRampToValueAtTime(0.001, startAt + TONE_DURATION_S);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(startAt);
    oscillator.stop(startAt + TONE_DURATION_S);
  } catch {
    // no Web Audio here
  }
}

export function vibrate(ms: number): void {
  try {
    navigator.vibrate?.(ms);
  } catch {
    // not supported
  }
}

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once; the answer is remembered by the browser, so a later call is a no-op. */
export async function requestNotificationPermission(): Promise<NotificationState> {
  try {
    if (typeof Notification === 'undefined') return 'unsupported';
    if (Notification.permission !== 'default') return Notification.permission;
    return await Notification.requestPermission();
  } catch {
    return notificationState();
  }
}

export function showNotification(title: string, body: string): void {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(title, { body, tag: 'toolbox-pomodoro' });
  } catch {
    // Android Chrome only notifies through a service worker: nothing to do
  }
}

export async function enterFullscreen(): Promise<void> {
  try {
    if (!document.fullscreenElement) await document.documentElement.requestFullscreen?.();
  } catch {
    // refused (no user gesture, iframe without allowfullscreen): the overlay still covers the page
  }
}

export async function exitFullscreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen?.();
  } catch {
    // already left
  }
}

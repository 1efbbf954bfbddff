import type { Beep } from '../core/beeps';

type AudioContextConstructor = new () => AudioContext;

let sharedContext: AudioContext | null = null;

function audioContextConstructor(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

export function isAudioSupported(): boolean {
  return audioContextConstructor() !== undefined;
}

/**
 * One context for the page, created and resumed from a click (Start, Test sound): browsers only
 * let a page make sound after a user gesture, and the alert itself fires from a timer.
 */
export function unlockAudio(): AudioContext | null {
  const Constructor = audioContextConstructor();
  if (!Constructor) return null;
  try {
    sharedContext ??= new Constructor();
    if (sharedContext.state === 'suspended') void sharedContext.resume().catch(() => undefined);
    return sharedContext;
  } catch {
    return null; // audio failures are silent: the toast and flash still tell the user
  }
}

/** Short fades at each end keep the oscillator from clicking. */
const FADE_S = 0.008;

/** Schedules the beeps on the audio clock (exact gaps even if the page is busy). */
export function playBeeps({
  beeps,
  context = unlockAudio(),
}: {
  beeps: readonly Beep[];
  context?: AudioContext | null;
}) {
  if (!context) return;
  try {
    const origin = context.currentTime + 0.03;
    for (const beep of beeps) {
      const start = origin + beep.startMs / 1000;
      const end = start + beep.durationMs / 1000;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = beep.waveform;
      oscillator.frequency.setValueAtTime(beep.frequency, start);
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(beep.volume, start + FADE_S);
      gain.gain.setValueAtTime(beep.volume, end - FADE_S);
      gain.gain.linearRampToValueAtTime(0, end);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(start);
      oscillator.stop(end + 0.01);
    }
  } catch {
    // A closed or broken context: stay silent rather than break the timer.
  }
}

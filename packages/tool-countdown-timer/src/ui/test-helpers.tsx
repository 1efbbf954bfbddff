import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import type { ComponentProps } from 'react';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import CountdownTimerTool from './countdown-timer-tool';

export function renderTool(
  props: ComponentProps<typeof CountdownTimerTool> = {},
  language: TestLanguage = 'en',
) {
  return renderWithI18n(<CountdownTimerTool {...props} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

export interface PlayedNote {
  type: string;
  frequency: number;
  start: number;
  stop: number;
  peak: number;
}

/** A stand-in for Web Audio that records every scheduled oscillator. */
export function installFakeAudio() {
  const played: PlayedNote[] = [];
  class FakeParam {
    value = 0;
    peak = 0;
    setValueAtTime(value: number) {
      this.value = value;
      this.peak = Math.max(this.peak, value);
    }
    linearRampToValueAtTime(value: number) {
      this.setValueAtTime(value);
    }
  }
  class FakeAudioContext {
    state = 'running';
    currentTime = 10;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createGain() {
      return { gain: new FakeParam(), connect: () => undefined };
    }
    createOscillator() {
      const frequency = new FakeParam();
      let gain: { gain: FakeParam } | undefined;
      const note: PlayedNote = { type: 'sine', frequency: 0, start: 0, stop: 0, peak: 0 };
      return {
        type: 'sine',
        frequency,
        connect(target: { gain: FakeParam }) {
          gain = target;
        },
        start(this: { type: string }, at: number) {
          note.type = this.type;
          note.frequency = frequency.value;
          note.start = at;
          note.peak = gain?.gain.peak ?? 0;
          played.push(note);
        },
        stop(at: number) {
          note.stop = at;
        },
      };
    }
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  return played;
}

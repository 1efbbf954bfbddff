import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOOP_OPTIONS, DEFAULT_SETTINGS } from '../core/constants';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { installFakeAudio, type PlayedNote, renderTool } from './test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

let played: PlayedNote[];
beforeAll(() => {
  played = installFakeAudio();
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  played.length = 0;
  for (const fn of [toast.info, toast.success, toast.error]) fn.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves fake time on, firing the tick interval on the way. */
function advance(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

const timer = () => screen.getByRole('timer', { name: en.display.remaining });
const badges = () => within(screen.getByRole('list', { name: en.display.badges }));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('countdown timer screen', () => {
  it('shows the five tabs, the default 05:00, a named progress bar and the badges', () => {
    renderTool();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Presets',
      'Custom',
      'Alerts',
      'Loop',
      'Sound',
    ]);
    expect(timer()).toHaveTextContent('05:00');
    expect(screen.getByRole('progressbar', { name: en.display.progress })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(badges().getByText('Total 05:00')).toBeInTheDocument();
    expect(badges().getByText('Stopped')).toBeInTheDocument();
    for (const name of ['Start', 'Reset', 'Fullscreen'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('starts, counts down from the end time, pauses and resets', () => {
    renderTool();
    click('Start');
    expect(badges().getByText('Running')).toBeInTheDocument();
    advance(1);
    expect(timer()).toHaveTextContent('04:59');
    advance(149);
    expect(timer()).toHaveTextContent('02:30');
    expect(screen.getByRole('progressbar', { name: en.display.progress })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    click('Pause');
    advance(60);
    expect(timer()).toHaveTextContent('02:30');
    expect(badges().getByText('Stopped')).toBeInTheDocument();
    click('Start');
    advance(30);
    expect(timer()).toHaveTextContent('02:00');
    click('Reset');
    expect(timer()).toHaveTextContent('05:00');
    expect(badges().getByText('Stopped')).toBeInTheDocument();
  });

  it('does not drift when the tab was asleep: the time is read again on return', () => {
    renderTool();
    click('Start');
    // The clock jumps 2 minutes without a single tick (a throttled background tab).
    act(() => {
      vi.setSystemTime(Date.now() + 120_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(timer()).toHaveTextContent('03:00');
  });

  it('at 00:00 plays the beeps, shows the toast and flashes the screen', () => {
    renderTool();
    click('1 minute');
    expect(timer()).toHaveTextContent('01:00');
    click('Start');
    advance(59);
    expect(toast.info).not.toHaveBeenCalled();
    advance(1);
    expect(timer()).toHaveTextContent('00:00');
    expect(toast.info).toHaveBeenCalledWith("Time's up!", expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent("Time's up!");
    expect(document.querySelector('[data-testid="countdown-flash"]')).not.toBeNull();
    // Default: sine, 880 Hz, volume 0.3, single rhythm, 3 repeats 600 ms apart.
    expect(played.map((note) => [note.type, note.frequency, note.peak])).toEqual([
      ['sine', 880, 0.3],
      ['sine', 880, 0.3],
      ['sine', 880, 0.3],
    ]);
    expect(played.map((note) => Math.round((note.start - (played[0]?.start ?? 0)) * 1000))).toEqual([
      0, 600, 1200,
    ]);
    expect(badges().getByText('Stopped')).toBeInTheDocument();
    advance(2);
    expect(document.querySelector('[data-testid="countdown-flash"]')).toBeNull();
  });

  it('plays nothing, shows nothing and does not flash when the alerts are off', () => {
    renderTool({
      initialSettings: {
        ...DEFAULT_SETTINGS,
        totalSeconds: 5,
        alertOptions: { sound: false, toast: false, flash: false, repeat: 3 },
      },
    });
    click('Start');
    advance(5);
    expect(timer()).toHaveTextContent('00:00');
    expect(played).toEqual([]);
    expect(toast.info).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="countdown-flash"]')).toBeNull();
  });

  it('refuses to start a total of 0 with the invalid-duration error', () => {
    renderTool({ initialSettings: { ...DEFAULT_SETTINGS, totalSeconds: 0 } });
    click('Start');
    expect(toast.error).toHaveBeenCalledWith(en.errors.invalidDuration, expect.anything());
    expect(badges().getByText('Stopped')).toBeInTheDocument();
  });

  it('starting at 00:00 restores the total first', () => {
    renderTool({ initialSettings: { ...DEFAULT_SETTINGS, totalSeconds: 3 } });
    click('Start');
    advance(3);
    expect(timer()).toHaveTextContent('00:00');
    click('Start');
    expect(timer()).toHaveTextContent('00:03');
  });
});

describe('custom tab (CONTEXT.md Rules: Clamps › Custom)', () => {
  it('clamps minutes to 600 and seconds to 59; non-numbers become 0', () => {
    renderTool({ initialTab: 'custom' });
    const minutes = screen.getByLabelText(en.custom.minutes);
    const seconds = screen.getByLabelText(en.custom.seconds);
    fireEvent.change(minutes, { target: { value: '700' } });
    fireEvent.blur(minutes);
    expect(minutes).toHaveValue(600);
    fireEvent.change(seconds, { target: { value: '75' } });
    fireEvent.blur(seconds);
    expect(seconds).toHaveValue(59);
    expect(timer()).toHaveTextContent('600:59');
    fireEvent.change(minutes, { target: { value: '' } });
    fireEvent.blur(minutes);
    expect(minutes).toHaveValue(0);
    expect(timer()).toHaveTextContent('00:59');
  });

  it('the slider sets 0–3600 s in steps of 5', () => {
    renderTool({ initialTab: 'custom' });
    const slider = screen.getByRole('slider', { name: en.custom.slider });
    expect(slider).toHaveAttribute('max', '3600');
    expect(slider).toHaveAttribute('step', '5');
    fireEvent.change(slider, { target: { value: '95' } });
    expect(timer()).toHaveTextContent('01:35');
    expect(screen.getByLabelText(en.custom.minutes)).toHaveValue(1);
    expect(screen.getByLabelText(en.custom.seconds)).toHaveValue(35);
  });

  it('a running timer keeps its length until reset', () => {
    renderTool({ initialTab: 'custom' });
    click('Start');
    advance(10);
    fireEvent.change(screen.getByLabelText(en.custom.minutes), { target: { value: '1' } });
    expect(timer()).toHaveTextContent('04:50');
    click('Reset');
    expect(timer()).toHaveTextContent('01:00');
  });
});

describe('alerts and sound tabs', () => {
  it('clamps the repeat to 1–10 and plays that many patterns', () => {
    renderTool({ initialTab: 'alerts', initialSettings: { ...DEFAULT_SETTINGS, totalSeconds: 1 } });
    const repeat = screen.getByLabelText(en.alerts.repeat);
    fireEvent.change(repeat, { target: { value: '25' } });
    fireEvent.blur(repeat);
    expect(repeat).toHaveValue(10);
    fireEvent.click(screen.getByLabelText(en.alerts.toast));
    click('Start');
    advance(1);
    expect(played).toHaveLength(10);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('tests the chosen waveform, rhythm, pitch steps, frequency and volume', () => {
    renderTool({ initialTab: 'sound' });
    click('Square');
    click('Triple');
    fireEvent.change(screen.getByRole('slider', { name: en.sound.frequency }), { target: { value: '440' } });
    fireEvent.change(screen.getByRole('slider', { name: en.sound.volume }), { target: { value: '50' } });
    expect(screen.getByText('440 Hz')).toBeInTheDocument();
    expect(screen.getByText('50 %')).toBeInTheDocument();
    click(en.sound.test);
    expect(played.map((note) => [note.type, note.frequency, note.peak])).toEqual([
      ['square', 440, 0.5],
      ['square', 460, 0.5],
      ['square', 480, 0.5],
    ]);
    expect(played.map((note) => Math.round((note.start - (played[0]?.start ?? 0)) * 1000))).toEqual([
      0, 300, 600,
    ]);
  });

  it('the frequency slider spans 200–2000 Hz in steps of 10 and the volume 1–100 %', () => {
    renderTool({ initialTab: 'sound' });
    const frequency = screen.getByRole('slider', { name: en.sound.frequency });
    expect([
      frequency.getAttribute('min'),
      frequency.getAttribute('max'),
      frequency.getAttribute('step'),
    ]).toEqual(['200', '2000', '10']);
    const volume = screen.getByRole('slider', { name: en.sound.volume });
    expect([volume.getAttribute('min'), volume.getAttribute('max')]).toEqual(['1', '100']);
    expect(volume).toHaveValue('30');
  });
});

describe('loop tab', () => {
  const interval = {
    ...DEFAULT_SETTINGS,
    loopOptions: {
      ...DEFAULT_LOOP_OPTIONS,
      mode: 'interval' as const,
      rounds: 2,
      workSec: 60,
      restSec: 30,
      longBreakEvery: 2,
      longBreakSec: 45,
    },
  };

  it('runs work → rest → work → long break with the round counter, then stops', () => {
    renderTool({ initialSettings: interval });
    expect(badges().getByText('Work · 1/2')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('01:00');
    click('Start');
    advance(60);
    expect(badges().getByText('Rest · 1/2')).toBeInTheDocument();
    expect(toast.info).toHaveBeenLastCalledWith('Work finished. Next: Rest (1/2)', expect.anything());
    expect(timer()).toHaveTextContent('00:30');
    advance(30);
    expect(badges().getByText('Work · 2/2')).toBeInTheDocument();
    advance(60);
    expect(badges().getByText('Long break · 2/2')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('00:45');
    advance(45);
    expect(toast.info).toHaveBeenLastCalledWith('All 2 rounds done!', expect.anything());
    expect(badges().getByText('All rounds done')).toBeInTheDocument();
    expect(badges().getByText('Stopped')).toBeInTheDocument();
    expect(played).toHaveLength(4 * 3);
  });

  it('waits for Start between phases when autoStartNext is off', () => {
    renderTool({
      initialSettings: { ...interval, loopOptions: { ...interval.loopOptions, autoStartNext: false } },
    });
    click('Start');
    advance(60);
    expect(badges().getByText('Rest · 1/2')).toBeInTheDocument();
    expect(badges().getByText('Stopped')).toBeInTheDocument();
    expect(toast.info).toHaveBeenLastCalledWith(
      'Work finished. Press Start for Rest (1/2)',
      expect.anything(),
    );
    advance(30);
    expect(timer()).toHaveTextContent('00:30');
  });

  it('switching the mode resets to work round 1 with the loop lengths; pomodoro counts rounds only', () => {
    renderTool({ initialTab: 'loop' });
    click('Pomodoro');
    expect(timer()).toHaveTextContent('25:00');
    expect(badges().getByText('Work · round 1')).toBeInTheDocument();
    expect(screen.getByLabelText(en.loop.roundsPomodoro)).toBeDisabled();
    click('Interval');
    expect(badges().getByText('Work · 1/4')).toBeInTheDocument();
    click('None');
    expect(timer()).toHaveTextContent('05:00');
    expect(badges().queryByText(/Work/)).toBeNull();
  });

  it('clamps rounds and long-break spacing to 1–20 and loop minutes to 0–600', () => {
    renderTool({ initialTab: 'loop', initialSettings: interval });
    const rounds = screen.getByLabelText(en.loop.rounds);
    fireEvent.change(rounds, { target: { value: '30' } });
    fireEvent.blur(rounds);
    expect(rounds).toHaveValue(20);
    const every = screen.getByLabelText(en.loop.longBreakEvery);
    fireEvent.change(every, { target: { value: '0' } });
    fireEvent.blur(every);
    expect(every).toHaveValue(1);
    const work = screen.getByLabelText(en.loop.work);
    fireEvent.change(work, { target: { value: '900' } });
    fireEvent.blur(work);
    expect(work).toHaveValue(600);
    expect(timer()).toHaveTextContent('600:00');
    expect(badges().getByText('Work · 1/20')).toBeInTheDocument();
  });
});

describe('fullscreen', () => {
  it('shows the big time with start/pause, reset and exit; Escape leaves', () => {
    renderTool();
    click('Fullscreen');
    const overlay = screen.getByRole('dialog', { name: en.fullscreen.label });
    expect(within(overlay).getByRole('timer')).toHaveTextContent('05:00');
    expect(within(overlay).getByRole('progressbar', { name: en.display.progress })).toBeInTheDocument();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Start' }));
    advance(2);
    expect(within(overlay).getByRole('timer')).toHaveTextContent('04:58');
    fireEvent.click(within(overlay).getByRole('button', { name: 'Pause' }));
    fireEvent.click(within(overlay).getByRole('button', { name: 'Reset' }));
    expect(within(overlay).getByRole('timer')).toHaveTextContent('05:00');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while open and gives it back to the Fullscreen button after', () => {
    renderTool();
    click('Fullscreen');
    const overlay = screen.getByRole('dialog', { name: en.fullscreen.label });
    const buttons = within(overlay).getAllByRole('button');
    expect(buttons[0]).toHaveFocus();
    buttons.at(-1)?.focus();
    fireEvent.keyDown(buttons.at(-1) as HTMLElement, { key: 'Tab' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(buttons.at(-1)).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(0.1);
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toHaveFocus();
  });

  it('the exit button closes it too', () => {
    renderTool();
    click('Fullscreen');
    click(en.actions.exitFullscreen);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('in Chinese', () => {
  it('labels everything in Chinese', () => {
    renderTool({}, 'zh');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '预设',
      '自定义',
      '提醒',
      '循环',
      '声音',
    ]);
    expect(screen.getByRole('timer', { name: zh.display.remaining })).toHaveTextContent('05:00');
    expect(screen.getByRole('button', { name: zh.actions.start })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '番茄钟 25 分钟' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: zh.display.badges })).toHaveTextContent('已停止');
  });
});

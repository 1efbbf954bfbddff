import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOOP_OPTIONS, DEFAULT_SETTINGS } from '../core/constants';
import { createPreset } from '../core/presets';
import en from '../locales/en.json';
import { renderTool } from './test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

const KEY = 'toolbox:countdown-timer:countdown-presets';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { name: string }[] | null;
const timer = () => screen.getByRole('timer', { name: en.display.remaining });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function save(name: string) {
  fireEvent.change(screen.getByLabelText(en.presets.name), { target: { value: name } });
  click(en.presets.save);
}

beforeEach(() => {
  for (const fn of [toast.success, toast.error, toast.warning]) fn.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('presets tab', () => {
  it('applies the built-in presets', () => {
    renderTool();
    const expected: [string, string][] = [
      ['1 minute', '01:00'],
      ['3 minutes', '03:00'],
      ['5 minutes', '05:00'],
      ['10 minutes', '10:00'],
      ['15 minutes', '15:00'],
      ['Pomodoro 25 min', '25:00'],
    ];
    for (const [name, time] of expected) {
      click(name);
      expect(timer()).toHaveTextContent(time);
    }
    expect(screen.getByText('Work · round 1')).toBeInTheDocument();
  });

  it('saves the current settings under a trimmed name, newest first, in localStorage', () => {
    renderTool();
    click('3 minutes');
    save('  Tea  ');
    expect(toast.success).toHaveBeenCalledWith('Preset “Tea” saved', expect.anything());
    click('10 minutes');
    save('');
    expect(stored()?.map((preset) => preset.name)).toEqual(['10:00', 'Tea']);
    expect(screen.getByRole('button', { name: 'Apply Tea' })).toBeInTheDocument();
    expect(screen.getByText('2 of 50')).toBeInTheDocument();
    expect(screen.getByLabelText(en.presets.name)).toHaveValue('');
  });

  it('applies a saved preset with all its settings and deletes one', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        createPreset({
          id: 'hiit',
          name: 'HIIT',
          settings: {
            ...DEFAULT_SETTINGS,
            loopOptions: { ...DEFAULT_LOOP_OPTIONS, mode: 'interval', rounds: 8, workSec: 40, restSec: 20 },
          },
        }),
      ]),
    );
    renderTool();
    click('Apply HIIT');
    expect(timer()).toHaveTextContent('00:40');
    expect(screen.getByText('Work · 1/8')).toBeInTheDocument();
    click('Delete HIIT');
    expect(screen.queryByRole('button', { name: 'Apply HIIT' })).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('keeps at most 50 saved presets: the 51st is refused with a message, nothing is dropped', () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      createPreset({ id: `p${index}`, name: `P${index}`, settings: DEFAULT_SETTINGS }),
    );
    localStorage.setItem(KEY, JSON.stringify(many));
    renderTool();
    save('Newest');
    expect(toast.error).toHaveBeenCalledWith(en.presets.full.replace('{{max}}', '50'), expect.anything());
    expect(stored()).toHaveLength(50);
    expect(stored()?.[0]?.name).toBe('P0');
    expect(stored()?.at(-1)?.name).toBe('P49');
    expect(screen.getByLabelText(en.presets.name)).toHaveValue('Newest');
  });

  it('says a preset is kept for this visit only when the browser refuses to store it', () => {
    renderTool();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    save('Tea');
    expect(toast.warning).toHaveBeenCalledWith(
      en.presets.savedForVisit.replace('{{name}}', 'Tea'),
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Apply Tea' })).toBeInTheDocument();
    // Once storage works again, deleting it reaches the browser and forgets the copy kept in memory.
    setItem.mockRestore();
    click('Delete Tea');
    expect(screen.queryByRole('button', { name: 'Apply Tea' })).toBeNull();
  });

  it('keeps the readable presets when one stored preset is damaged, and says so', async () => {
    const tea = createPreset({ id: 'tea', name: 'Tea', settings: DEFAULT_SETTINGS });
    const plank = createPreset({ id: 'plank', name: 'Plank', settings: DEFAULT_SETTINGS });
    localStorage.setItem(KEY, JSON.stringify([tea, { id: 'x', name: 'x', totalSeconds: 'soon' }, plank]));
    renderTool();
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(en.presets.repaired);
    expect(screen.getByRole('button', { name: 'Apply Tea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Plank' })).toBeInTheDocument();
    expect(stored()?.map((preset) => (preset as { id?: string }).id)).toEqual(['tea', 'plank']);
  });

  it('resets a corrupted stored list with a message instead of a blank page', async () => {
    localStorage.setItem(KEY, '{"broken": tr');
    renderTool();
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(en.presets.reset);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByText(en.presets.none)).toBeInTheDocument();
    expect(timer()).toHaveTextContent('05:00');
    click(en.presets.dismiss);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resets a stored value that is not a list at all', async () => {
    localStorage.setItem(KEY, JSON.stringify({ presets: 'soon' }));
    renderTool();
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(en.presets.reset);
  });
});

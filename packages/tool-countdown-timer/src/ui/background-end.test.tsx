// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { renderTool } from './test-helpers';

// The end of a running segment is scheduled through the kit's background-safe timer.
const { wakeAt, cancel } = vi.hoisted(() => {
  const cancel = vi.fn();
  return { cancel, wakeAt: vi.fn((_at: number, _callback: () => void) => cancel) };
});
vi.mock('@toolbox/kit/wake-at', () => ({ wakeAt }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  wakeAt.mockClear();
  cancel.mockClear();
});

describe('the end of a countdown in a background tab', () => {
  it('is scheduled at the end time on a timer hidden tabs do not throttle, and cancelled on pause', () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: '5 minutes' }));
    fireEvent.click(screen.getByRole('button', { name: en.actions.start }));
    expect(wakeAt).toHaveBeenCalledWith(Date.parse('2026-11-24T10:05:00Z'), expect.any(Function));
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.actions.pause }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});

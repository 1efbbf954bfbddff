// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logKey } from '../core/log';
import { readUi, type TaskDatabase } from '../data/store';
import { createTestDatabase } from '../data/test-db';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import PomodoroTool from './pomodoro-tool';

// The end of a running segment is scheduled through the kit's background-safe timer.
const { wakeAt, cancel } = vi.hoisted(() => {
  const cancel = vi.fn();
  return { cancel, wakeAt: vi.fn((_at: number, _callback: () => void) => cancel) };
});
vi.mock('@toolbox/kit/wake-at', () => ({ wakeAt }));

const T0 = new Date(2026, 10, 22, 9, 0, 0).getTime();
const STAMP = new Date(T0).toISOString();
let now = T0;
let db: TaskDatabase;

beforeEach(async () => {
  now = T0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  db = createTestDatabase();
  await db.items.add({
    id: 'q',
    title: 'Email',
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 10, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: STAMP,
    updatedAt: STAMP,
  });
  await db.queue_v2.add({
    id: 'eq',
    kind: 'leaf',
    taskId: 'q',
    groupId: null,
    order: 0,
    minutes: 10,
    createdAt: STAMP,
    updatedAt: STAMP,
  });
});

afterEach(async () => {
  // Unmount first: a live query still open on a deleted database fails with DatabaseClosedError.
  cleanup();
  vi.restoreAllMocks();
  wakeAt.mockClear();
  cancel.mockClear();
  await db.delete();
});

describe('the end of a pomodoro segment in a background tab', () => {
  it('is scheduled at the end time on a timer hidden tabs do not throttle, and ends the segment when it fires', async () => {
    renderWithI18n(<PomodoroTool db={db} />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    await screen.findByTestId('current-task');
    fireEvent.click(screen.getByRole('button', { name: en.timer.start }));
    await waitFor(() => expect(wakeAt).toHaveBeenCalledWith(T0 + 10 * 60_000, expect.any(Function)));
    const onEnd = wakeAt.mock.calls.at(-1)?.[1] as () => void;

    // The page's own interval never ran (a throttled hidden tab): the scheduled end does the work.
    now = T0 + 10 * 60_000;
    act(() => onEnd());
    await waitFor(async () =>
      expect(await readUi(db, logKey(new Date(T0)))).toEqual([
        { taskId: 'q', minutes: 10, ts: new Date(T0 + 10 * 60_000).toISOString() },
      ]),
    );
  });
});

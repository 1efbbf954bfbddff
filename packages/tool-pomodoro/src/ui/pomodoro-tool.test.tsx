// First: Dexie reads the global indexedDB when it loads.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addChildren, addParent, importToQueue } from '@toolbox/task-store';
import { uiMessages } from '@toolbox/ui/i18n';
import { Toaster } from '@toolbox/ui/toaster';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logKey } from '../core/log';
import { DEFAULT_SETTINGS } from '../core/settings';
import { type QueueEntry, readUi, type TaskDatabase, type TaskItem, writeUi } from '../data/store';
import { createTestDatabase } from '../data/test-db';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import PomodoroTool from './pomodoro-tool';

const T0 = new Date(2026, 10, 22, 9, 0, 0).getTime();
const STAMP = new Date(T0).toISOString();
let now = T0;
let db: TaskDatabase;

function item(id: string, title: string, extra: Partial<TaskItem> = {}): TaskItem {
  return {
    id,
    title,
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...extra,
  };
}

function leaf(id: string, taskId: string, order: number, extra: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id,
    kind: 'leaf',
    taskId,
    groupId: null,
    order,
    minutes: 25,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...extra,
  };
}

async function seedGroup() {
  await db.items.bulkAdd([
    item('p', 'Write report'),
    item('p1', 'Outline', { parentId: 'p' }),
    item('p2', 'Draft', { parentId: 'p' }),
    item('q', 'Email'),
  ]);
  await db.queue_v2.bulkAdd([
    leaf('g', 'p', 0, { kind: 'group', expanded: true }),
    leaf('e1', 'p1', 0, { groupId: 'g', minutes: 1 }),
    leaf('e2', 'p2', 1, { groupId: 'g', minutes: 10 }),
    leaf('eq', 'q', 1, { minutes: 15 }),
  ]);
}

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(
    <>
      <PomodoroTool db={db} />
      <Toaster theme="light" />
    </>,
    { language, namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

/** Moves the page's clock and lets the tool notice (as on a tab becoming focused). */
function advance(ms: number) {
  now += ms;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
}

const timeLeft = () => screen.getByRole('timer', { name: en.timer.timeLeft });

beforeEach(() => {
  now = T0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  db = createTestDatabase();
});

afterEach(async () => {
  // Unmount first: a live query still open on a deleted database fails with DatabaseClosedError.
  cleanup();
  vi.restoreAllMocks();
  await db.delete();
});

describe('PomodoroTool', () => {
  it('shows a hint and a link to the to-do list on an empty queue', async () => {
    renderTool();
    expect(await screen.findByText(en.queue.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.queue.openTodo })).toHaveAttribute(
      'href',
      '/tool/goblin-slayer-todo',
    );
    expect(screen.getByText(en.timer.noTask)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.timer.start })).toBeDisabled();
  });

  it('quick-adds a task that becomes the current task with its minutes', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: en.queue.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.queue.emptyTitle);
    await user.type(screen.getByLabelText(en.queue.newTitle), '  Read the paper  ');
    await user.clear(screen.getByLabelText(en.queue.newMinutes));
    await user.type(screen.getByLabelText(en.queue.newMinutes), '12.6');
    await user.click(screen.getByRole('button', { name: en.queue.add }));
    expect(await screen.findByTestId('current-task')).toHaveTextContent('Read the paper');
    expect(timeLeft()).toHaveTextContent('13:00');
    expect(screen.getByLabelText(en.queue.newTitle)).toHaveValue('');
    const [stored] = await db.items.toArray();
    expect(stored).toMatchObject({ title: 'Read the paper', status: 'open' });
  });

  it('runs a focus segment to its end: log, queue, statistics and the task are updated', async () => {
    const user = userEvent.setup();
    await seedGroup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: en.timer.start }));
    expect(screen.getByRole('button', { name: en.timer.pause })).toBeInTheDocument();
    advance(30_000);
    expect(timeLeft()).toHaveTextContent('00:30');
    expect(document.title).toMatch(/^00:30 Focus/);
    advance(30_000);
    expect(await screen.findByTestId('log-entry')).toHaveTextContent('Outline · 1 min');
    expect(screen.getByTestId('phase')).toHaveTextContent(en.phase.short_break);
    expect(screen.getByTestId('stat-pomodoros')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-minutes')).toHaveTextContent('1');
    await waitFor(() => expect(screen.getAllByTestId('queue-leaf')).toHaveLength(2));
    expect(await db.items.get('p1')).toMatchObject({ pomodoro: { actualMinutes: 1, pomodoroCount: 1 } });
    expect(await readUi(db, logKey(new Date(T0)))).toEqual([
      { taskId: 'p1', minutes: 1, ts: new Date(T0 + 60_000).toISOString() },
    ]);
    // autoStartNext: the 5-minute break is already running, and the next task is named.
    expect(timeLeft()).toHaveTextContent('05:00');
    await waitFor(() => expect(screen.getByTestId('current-task')).toHaveTextContent('Draft'));
  });

  it('shows what the to-do tool imported: the group with its open leaves, read live', async () => {
    renderTool();
    await screen.findByText(en.queue.empty);
    await act(async () => {
      const parent = await addParent(db, 'Plan the trip');
      if (!parent) throw new Error('no parent');
      await addChildren(db, parent.id, [
        { title: 'Book flights', estimateMinutes: 30 },
        { title: 'Find a hotel', estimateMinutes: 20 },
      ]);
      await importToQueue(db, parent.id);
    });
    expect(await screen.findByRole('button', { name: 'Collapse Plan the trip' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(screen.getAllByTestId('queue-leaf')).toHaveLength(2));
    // The current task follows the queue a render later: on a busy machine, after the check above.
    expect(await screen.findByTestId('current-task')).toHaveTextContent('Book flights');
    await waitFor(() => expect(timeLeft()).toHaveTextContent('30:00'));
  });

  it('restores a running segment after a reload from its end time', async () => {
    await seedGroup();
    await writeUi(db, 'pomodoro_runtime', {
      running: true,
      phase: 'focus',
      currentTaskId: 'p2',
      total: 600,
      remaining: 580,
      endAt: T0 + 7 * 60_000,
      focusCount: 2,
      savedAt: T0 - 3 * 60_000,
    });
    renderTool();
    await waitFor(() => expect(timeLeft()).toHaveTextContent('07:00'));
    expect(screen.getByTestId('current-task')).toHaveTextContent('Draft');
    expect(screen.getByRole('button', { name: en.timer.pause })).toBeInTheDocument();
    advance(60_000);
    expect(timeLeft()).toHaveTextContent('06:00');
    // A reloaded page may not make sound before the visitor interacts: it says so, until a click.
    expect(screen.getByText(en.timer.soundBlocked)).toHaveAttribute('role', 'status');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByText(en.timer.soundBlocked)).not.toBeInTheDocument());
  });

  it('a segment that ended while the page was closed shows 00:01, then ends', async () => {
    await seedGroup();
    await writeUi(db, 'pomodoro_runtime', {
      running: true,
      phase: 'focus',
      currentTaskId: 'p1',
      total: 60,
      remaining: 60,
      endAt: T0 - 60_000,
      focusCount: 0,
      savedAt: T0 - 120_000,
    });
    renderTool();
    await waitFor(() => expect(timeLeft()).toHaveTextContent('00:01'));
    advance(1000);
    expect(await screen.findByTestId('log-entry')).toHaveTextContent('Outline');
  });

  it('does not restore a segment whose task left the queue', async () => {
    await seedGroup();
    await writeUi(db, 'pomodoro_runtime', {
      running: true,
      phase: 'focus',
      currentTaskId: 'gone',
      total: 600,
      remaining: 600,
      endAt: T0 + 60_000,
      focusCount: 0,
      savedAt: T0,
    });
    renderTool();
    await waitFor(() => expect(timeLeft()).toHaveTextContent('01:00'));
    expect(screen.getByTestId('current-task')).toHaveTextContent('Outline');
    expect(screen.getByRole('button', { name: en.timer.start })).toBeInTheDocument();
  });

  it('follows the timer of another open tab', async () => {
    await seedGroup();
    renderTool();
    await screen.findByTestId('current-task');
    await act(async () => {
      await writeUi(db, 'pomodoro_runtime', {
        running: true,
        phase: 'focus',
        currentTaskId: 'q',
        total: 900,
        remaining: 900,
        endAt: T0 + 5 * 60_000,
        focusCount: 0,
        savedAt: T0 + 10_000,
      });
    });
    await waitFor(() => expect(timeLeft()).toHaveTextContent('05:00'));
    expect(screen.getByRole('button', { name: en.timer.pause })).toBeInTheDocument();
    expect(screen.getByTestId('current-task')).toHaveTextContent('Email');
  });

  it('resets a corrupted timer snapshot with a message instead of failing', async () => {
    await seedGroup();
    await writeUi(db, 'pomodoro_runtime', 'not a snapshot');
    renderTool();
    expect(await screen.findByText(en.storage.reset)).toBeInTheDocument();
    expect(await screen.findByTestId('current-task')).toHaveTextContent('Outline');
    await waitFor(async () => expect(await readUi(db, 'pomodoro_runtime')).not.toBe('not a snapshot'));
  });

  it('keeps the good settings and log entries when one is damaged, and says so', async () => {
    await seedGroup();
    await writeUi(db, 'pomodoro_settings', { shortBreakMin: 'five', longBreakMin: 25, interval: 2 });
    const good = { taskId: 'a1', minutes: 25, ts: new Date(T0 - 3_600_000).toISOString() };
    await writeUi(db, logKey(new Date(T0)), [good, { taskId: null }]);
    renderTool();
    expect(await screen.findByText(en.storage.repaired)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await readUi(db, 'pomodoro_settings')).toMatchObject({
        shortBreakMin: 5,
        longBreakMin: 25,
        interval: 2,
      }),
    );
    await waitFor(async () => expect(await readUi(db, logKey(new Date(T0)))).toEqual([good]));
  });

  it('keyboard shortcuts: Space, s, c, r, f; ignored while typing or with modifiers', async () => {
    await seedGroup();
    renderTool();
    await screen.findByTestId('current-task');
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: en.timer.pause })).toBeInTheDocument();
    advance(20_000);
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: en.timer.resume })).toBeInTheDocument();
    expect(timeLeft()).toHaveTextContent('00:40');
    fireEvent.keyDown(window, { key: 'r', ctrlKey: true });
    expect(timeLeft()).toHaveTextContent('00:40');
    fireEvent.keyDown(screen.getByLabelText(en.queue.newTitle), { key: 'r' });
    expect(timeLeft()).toHaveTextContent('00:40');
    fireEvent.keyDown(window, { key: 'r' });
    expect(timeLeft()).toHaveTextContent('01:00');
    fireEvent.keyDown(window, { key: 's' });
    await waitFor(() => expect(screen.getByTestId('current-task')).toHaveTextContent('Draft'));
    expect(timeLeft()).toHaveTextContent('10:00');
    expect(screen.queryByTestId('log-entry')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    advance(3 * 60_000);
    fireEvent.keyDown(window, { key: 'c' });
    expect(await screen.findByTestId('log-entry')).toHaveTextContent('Draft · 3 min');
    expect(screen.getByTestId('phase')).toHaveTextContent(en.phase.short_break);
    fireEvent.keyDown(window, { key: 'f' });
    const overlay = await screen.findByRole('dialog', { name: en.fullscreen.title });
    expect(within(overlay).getByTestId('fullscreen-time')).toHaveTextContent('05:00');
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('debounces skip: a second press within 300 ms is ignored', async () => {
    const user = userEvent.setup();
    await seedGroup();
    renderTool();
    await screen.findByTestId('current-task');
    await user.click(screen.getByRole('button', { name: en.timer.skip }));
    now += 100;
    await user.click(screen.getByRole('button', { name: en.timer.skip }));
    await waitFor(() => expect(screen.getAllByTestId('queue-leaf')).toHaveLength(2));
    expect(screen.getByTestId('current-task')).toHaveTextContent('Draft');
    now += 300;
    await user.click(screen.getByRole('button', { name: en.timer.skip }));
    await waitFor(() => expect(screen.getAllByTestId('queue-leaf')).toHaveLength(1));
  });

  it('edits, removes and collapses queue entries', async () => {
    const user = userEvent.setup();
    await seedGroup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: 'Edit Outline' }));
    await user.clear(screen.getByLabelText(en.queue.editTitle));
    await user.type(screen.getByLabelText(en.queue.editTitle), ' Outline v2 ');
    await user.clear(screen.getByLabelText(en.queue.editMinutes));
    await user.type(screen.getByLabelText(en.queue.editMinutes), '0');
    await user.click(screen.getByRole('button', { name: en.queue.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.queue.invalidMinutes);
    await user.clear(screen.getByLabelText(en.queue.editMinutes));
    await user.type(screen.getByLabelText(en.queue.editMinutes), '20');
    await user.click(screen.getByRole('button', { name: en.queue.save }));
    await waitFor(() => expect(screen.getByTestId('current-task')).toHaveTextContent('Outline v2'));
    await waitFor(() => expect(timeLeft()).toHaveTextContent('20:00'));

    expect(screen.getByRole('button', { name: 'Drag to reorder Write report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag to reorder Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse Write report' }));
    await waitFor(() => expect(screen.getAllByTestId('queue-leaf')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Expand Write report' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Write report from the queue' }));
    await waitFor(() => expect(screen.getByTestId('current-task')).toHaveTextContent('Email'));
    await waitFor(() => expect(timeLeft()).toHaveTextContent('15:00'));
  });

  it('a failed write keeps what was typed and says so: quick add, edit, remove, reorder', async () => {
    const user = userEvent.setup();
    await seedGroup();
    renderTool();
    await screen.findByTestId('current-task');
    const refuse = () =>
      vi
        .spyOn(db, 'transaction')
        .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

    refuse();
    await user.type(screen.getByLabelText(en.queue.newTitle), 'Call the bank');
    await user.click(screen.getByRole('button', { name: en.queue.add }));
    expect(await screen.findByText(en.queue.saveFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(en.queue.newTitle)).toHaveValue('Call the bank');
    expect(await db.items.count()).toBe(4);
    // Trying again once storage works saves it and only then clears the field.
    await user.click(screen.getByRole('button', { name: en.queue.add }));
    await waitFor(() => expect(screen.getByLabelText(en.queue.newTitle)).toHaveValue(''));
    expect(await db.items.count()).toBe(5);

    refuse();
    await user.click(screen.getByRole('button', { name: 'Edit Email' }));
    await user.clear(screen.getByLabelText(en.queue.editTitle));
    await user.type(screen.getByLabelText(en.queue.editTitle), 'Email the team');
    await user.click(screen.getByRole('button', { name: en.queue.save }));
    await waitFor(() => expect(vi.mocked(db.transaction)).toHaveBeenCalled());
    expect(screen.getByLabelText(en.queue.editTitle)).toHaveValue('Email the team');
    expect((await db.items.get('q'))?.title).toBe('Email');

    await user.click(screen.getByRole('button', { name: en.queue.cancel }));
    refuse();
    await user.click(screen.getByRole('button', { name: 'Remove Email from the queue' }));
    await waitFor(() => expect(vi.mocked(db.transaction)).toHaveBeenCalledTimes(4));
    expect(await db.queue_v2.get('eq')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove Email from the queue' })).toBeInTheDocument();
  });

  it('shows task details with the path, and a not-found text for a deleted task', async () => {
    const user = userEvent.setup();
    await seedGroup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: 'Details of Outline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('task-path')).toHaveTextContent('Write report › Outline');
    expect(within(dialog).getByTestId('task-count')).toHaveTextContent('0');
    await act(async () => {
      await db.items.delete('p1');
    });
    expect(await within(dialog).findByText(en.detail.notFound)).toBeInTheDocument();
  });

  it('settings are clamped to at least 1 and stored', async () => {
    await seedGroup();
    renderTool();
    // Loaded: the seeded queue's current task shows, so the stored settings are in the fields too
    // (a change typed before they load would be overwritten by them).
    await screen.findByTestId('current-task');
    const short = await screen.findByLabelText(en.settings.shortBreak);
    expect(short).toHaveValue(5);
    fireEvent.change(short, { target: { value: '0' } });
    fireEvent.blur(short);
    await waitFor(async () =>
      expect(await readUi(db, 'pomodoro_settings')).toEqual({ ...DEFAULT_SETTINGS, shortBreakMin: 1 }),
    );
    await waitFor(() => expect(short).toHaveValue(1));
    fireEvent.click(screen.getByLabelText(en.settings.autoStartNext));
    await waitFor(async () =>
      expect(await readUi(db, 'pomodoro_settings')).toMatchObject({ autoStartNext: false }),
    );
  });

  it('speaks Chinese', async () => {
    renderTool('zh');
    expect(await screen.findByText(zh.queue.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: zh.queue.openTodo })).toHaveAttribute(
      'href',
      '/zh/tool/goblin-slayer-todo',
    );
    expect(screen.getByRole('button', { name: zh.timer.start })).toBeInTheDocument();
  });

  it('has the same keys in en and zh (plural forms aside)', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && !Array.isArray(child)
          ? keys(child, `${prefix}${key}.`)
          : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
      );
    expect([...new Set(keys(zh))]).toEqual([...new Set(keys(en))]);
  });
});

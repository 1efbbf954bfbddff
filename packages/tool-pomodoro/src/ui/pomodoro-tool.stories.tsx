import type { Meta, StoryObj } from '@storybook/react-vite';
import { openTaskDatabase } from '@toolbox/task-store/database';
import { useEffect, useState } from 'react';
import { logKey } from '../core/log';
import type { QueueEntry, TaskDatabase, TaskItem } from '../data/store';
import PomodoroTool from './pomodoro-tool';

type Seed = 'empty' | 'queue' | 'running';

/** Each story gets its own browser database, seeded with real rows. */
async function seededDatabase(seed: Seed): Promise<TaskDatabase> {
  const db = openTaskDatabase(`pomodoro-story-${seed}-${Date.now()}`);
  if (seed === 'empty') return db;
  const stamp = new Date().toISOString();
  const item = (id: string, title: string, parentId?: string): TaskItem => ({
    id,
    title,
    ...(parentId ? { parentId } : {}),
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: stamp,
    updatedAt: stamp,
  });
  const entry = (id: string, taskId: string, order: number, extra: Partial<QueueEntry> = {}): QueueEntry => ({
    id,
    kind: 'leaf',
    taskId,
    groupId: null,
    order,
    minutes: 25,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  });
  await db.items.bulkAdd([
    item('report', 'Quarterly report'),
    item('outline', 'Outline the sections', 'report'),
    item('figures', 'Prepare the figures', 'report'),
    item('mail', 'Answer the support mail'),
  ]);
  await db.queue_v2.bulkAdd([
    entry('g', 'report', 0, { kind: 'group', expanded: true }),
    entry('e1', 'outline', 0, { groupId: 'g' }),
    entry('e2', 'figures', 1, { groupId: 'g', minutes: 40 }),
    entry('e3', 'mail', 1, { minutes: 15 }),
  ]);
  const now = Date.now();
  await db.ui.put({
    key: logKey(new Date(now)),
    value: [{ taskId: 'mail', minutes: 25, ts: new Date(now - 3_600_000).toISOString() }],
  });
  if (seed === 'running') {
    await db.ui.put({
      key: 'pomodoro_runtime',
      value: {
        running: true,
        phase: 'focus',
        currentTaskId: 'outline',
        total: 1500,
        remaining: 1500,
        endAt: now + 17 * 60_000,
        focusCount: 1,
        savedAt: now,
      },
    });
  }
  return db;
}

function Seeded({ seed }: { seed: Seed }) {
  const [db, setDb] = useState<TaskDatabase | null>(null);
  useEffect(() => {
    let created: TaskDatabase | null = null;
    void seededDatabase(seed).then((value) => {
      created = value;
      setDb(value);
    });
    return () => {
      void created?.delete();
    };
  }, [seed]);
  return db ? <PomodoroTool db={db} /> : null;
}

const meta = {
  title: 'Tools/Pomodoro',
  component: Seeded,
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Seeded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyQueue: Story = { args: { seed: 'empty' } };

export const WithQueueAndLog: Story = { args: { seed: 'queue' } };

export const RunningFocus: Story = { args: { seed: 'running' } };

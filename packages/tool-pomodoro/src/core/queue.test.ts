import { describe, expect, it } from 'vitest';
import {
  buildQueueView,
  buildTaskPath,
  entryMinutes,
  type QueueEntryLike,
  type TaskLike,
  validateQueueEdit,
  validateQuickAdd,
} from './queue';

function tasks(list: TaskLike[]): Map<string, TaskLike> {
  return new Map(list.map((task) => [task.id, task]));
}

const TASKS = tasks([
  { id: 'p', title: 'Write report' },
  { id: 'p1', parentId: 'p', title: 'Outline' },
  { id: 'p2', parentId: 'p', title: 'Draft' },
  { id: 'q', title: 'Email' },
]);

const leaf = (
  id: string,
  taskId: string,
  order: number,
  groupId: string | null = null,
  minutes = 25,
): QueueEntryLike => ({
  id,
  kind: 'leaf',
  taskId,
  groupId,
  order,
  minutes,
});

describe('buildQueueView', () => {
  const entries: QueueEntryLike[] = [
    leaf('e-q', 'q', 2, null, 15),
    { id: 'g', kind: 'group', taskId: 'p', groupId: null, order: 1, minutes: 25, expanded: false },
    leaf('e-p2', 'p2', 2, 'g', 30),
    leaf('e-p1', 'p1', 1, 'g'),
  ];

  it('orders groups and leaves, leaves inside their group', () => {
    const view = buildQueueView({ entries, tasks: TASKS });
    expect(view.rows.map((row) => [row.kind, row.title])).toEqual([
      ['group', 'Write report'],
      ['leaf', 'Email'],
    ]);
    expect(view.rows[0]).toMatchObject({
      expanded: false,
      leaves: [{ title: 'Outline' }, { title: 'Draft' }],
    });
  });

  it('plays the leaves in order; the first is the current task', () => {
    const view = buildQueueView({ entries, tasks: TASKS });
    expect(view.leaves.map((entry) => [entry.taskId, entry.minutes])).toEqual([
      ['p1', 25],
      ['p2', 30],
      ['q', 15],
    ]);
  });

  it('a group is expanded unless stored collapsed', () => {
    const open = buildQueueView({
      entries: [{ ...entries[1], expanded: undefined } as QueueEntryLike],
      tasks: TASKS,
    });
    expect(open.rows[0]).toMatchObject({ expanded: true, leaves: [] });
  });

  it('a leaf whose group is gone shows at the top level', () => {
    const view = buildQueueView({ entries: [leaf('x', 'p1', 1, 'missing')], tasks: TASKS });
    expect(view.rows).toMatchObject([{ kind: 'leaf', taskId: 'p1', groupId: null }]);
  });

  it('entries of deleted tasks are left out', () => {
    const view = buildQueueView({ entries: [leaf('x', 'gone', 1), leaf('y', 'q', 2)], tasks: TASKS });
    expect(view.leaves.map((entry) => entry.taskId)).toEqual(['q']);
  });

  it('equal orders fall back to creation time', () => {
    const view = buildQueueView({
      entries: [
        { ...leaf('b', 'q', 1), createdAt: '2026-01-02T00:00:00Z' },
        { ...leaf('a', 'p1', 1), createdAt: '2026-01-01T00:00:00Z' },
      ],
      tasks: TASKS,
    });
    expect(view.leaves.map((entry) => entry.taskId)).toEqual(['p1', 'q']);
  });
});

describe('queue minutes', () => {
  it.each([
    [25, 25],
    [0, 25],
    [-3, 25],
    [Number.NaN, 25],
    ['10', 25],
    [0.4, 1],
    [12.5, 13],
    [10_000, 600],
  ])('%j → %i', (minutes, expected) => {
    expect(entryMinutes(minutes)).toBe(expected);
  });
});

describe('quick add', () => {
  it.each([
    [
      { title: '  Read  ', minutes: undefined },
      { ok: true, value: { title: 'Read', minutes: 25 } },
    ],
    [
      { title: 'Read', minutes: '' },
      { ok: true, value: { title: 'Read', minutes: 25 } },
    ],
    [
      { title: 'Read', minutes: '12.6' },
      { ok: true, value: { title: 'Read', minutes: 13 } },
    ],
    [
      { title: 'Read', minutes: 0 },
      { ok: true, value: { title: 'Read', minutes: 1 } },
    ],
    [
      { title: 'Read', minutes: -5 },
      { ok: true, value: { title: 'Read', minutes: 1 } },
    ],
    [
      { title: 'Read', minutes: 0.2 },
      { ok: true, value: { title: 'Read', minutes: 1 } },
    ],
    [
      { title: '   ', minutes: 10 },
      { ok: false, error: 'emptyTitle' },
    ],
    [
      { title: 'Read', minutes: 'abc' },
      { ok: false, error: 'invalidMinutes' },
    ],
  ])('%j', (input, result) => {
    expect(validateQuickAdd(input)).toEqual(result);
  });
});

describe('edit a queued task', () => {
  it.each([
    [
      { title: ' New ', minutes: 30 },
      { ok: true, value: { title: 'New', minutes: 30 } },
    ],
    [
      { title: 'New', minutes: '7.5' },
      { ok: true, value: { title: 'New', minutes: 8 } },
    ],
    [
      { title: 'New', minutes: 0.3 },
      { ok: true, value: { title: 'New', minutes: 1 } },
    ],
    [
      { title: 'New', minutes: 0 },
      { ok: false, error: 'invalidMinutes' },
    ],
    [
      { title: 'New', minutes: -2 },
      { ok: false, error: 'invalidMinutes' },
    ],
    [
      { title: 'New', minutes: '' },
      { ok: false, error: 'invalidMinutes' },
    ],
    [
      { title: '', minutes: 5 },
      { ok: false, error: 'emptyTitle' },
    ],
  ])('%j', (input, result) => {
    expect(validateQueueEdit(input)).toEqual(result);
  });
});

describe('task path', () => {
  it('goes from the top ancestor down to the task', () => {
    expect(buildTaskPath({ taskId: 'p2', tasks: TASKS })).toEqual(['Write report', 'Draft']);
  });

  it('is empty for a task that does not exist', () => {
    expect(buildTaskPath({ taskId: 'nope', tasks: TASKS })).toEqual([]);
  });

  it('stops at 20 levels', () => {
    const chain = Array.from({ length: 30 }, (_, index) => ({
      id: `t${index}`,
      parentId: index === 0 ? undefined : `t${index - 1}`,
      title: `T${index}`,
    }));
    const path = buildTaskPath({ taskId: 't29', tasks: tasks(chain) });
    expect(path).toHaveLength(20);
    expect(path.at(-1)).toBe('T29');
    expect(path[0]).toBe('T10');
  });

  it('stops on a loop in the parent links', () => {
    const loop = tasks([
      { id: 'a', parentId: 'b', title: 'A' },
      { id: 'b', parentId: 'a', title: 'B' },
    ]);
    expect(buildTaskPath({ taskId: 'a', tasks: loop })).toEqual(['B', 'A']);
  });
});

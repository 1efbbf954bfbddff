import { describe, expect, it } from 'vitest';
import { sanitizeItem, sanitizeQueueEntry, sanitizeRows } from './validate';

describe('stored rows are repaired or dropped, never trusted', () => {
  it('drops rows without an id or a title', () => {
    expect(sanitizeItem(null)).toBeUndefined();
    expect(sanitizeItem({ id: 1, title: 'x' })).toBeUndefined();
    expect(sanitizeItem({ id: 'x' })).toBeUndefined();
  });

  it('repairs missing or wrong fields with the defaults', () => {
    expect(
      sanitizeItem({
        id: 'x',
        title: 't',
        status: 'weird',
        labels: ['AI', 3],
        pomodoro: { estimateMinutes: -1 },
      }),
    ).toEqual({
      id: 'x',
      title: 't',
      status: 'open',
      labels: ['AI'],
      order: 0,
      pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
      createdAt: '1970-01-01T00:00:00.000Z',
      updatedAt: '1970-01-01T00:00:00.000Z',
      ai: { source: 'user' },
    });
  });

  it('keeps valid queue entries and drops unknown kinds', () => {
    expect(
      sanitizeQueueEntry({ id: 'e', kind: 'leaf', taskId: 't', groupId: 'g', order: 2, minutes: 0 }),
    ).toMatchObject({
      groupId: 'g',
      minutes: 25,
    });
    expect(sanitizeQueueEntry({ id: 'e', kind: 'other', taskId: 't' })).toBeUndefined();
  });

  it('counts what it dropped', () => {
    expect(sanitizeRows([{ id: 'a', title: 'a' }, 'junk', {}], sanitizeItem)).toMatchObject({ dropped: 2 });
  });
});

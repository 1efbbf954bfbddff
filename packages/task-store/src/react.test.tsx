// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLiveRows, useTaskDatabase } from './react';
import { createTestDatabase } from './test-db';
import { readItems } from './validate';

describe('useTaskDatabase and useLiveRows', () => {
  it('load Dexie on demand, then follow the table as it changes', async () => {
    const db = createTestDatabase();
    const { result } = renderHook(() => {
      const loaded = useTaskDatabase(db);
      return useLiveRows(loaded, (database) => readItems(database), []);
    });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([]));
    await act(async () => {
      await db.items.add({
        id: 'a',
        title: 'Live',
        status: 'open',
        labels: [],
        order: 0,
        pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
        createdAt: '2026-11-22T09:00:00.000Z',
        updatedAt: '2026-11-22T09:00:00.000Z',
        ai: { source: 'user' },
      });
    });
    await waitFor(() => expect(result.current?.map((item) => item.title)).toEqual(['Live']));
  });
});

import {
  getTaskDatabase,
  sanitizeItem,
  sanitizeQueueEntry,
  sanitizeRows,
  type TaskDatabase,
} from '@toolbox/task-store';
import { toast } from '@toolbox/ui/toast';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The task list and the queue, read live from the shared database (another tab or the pomodoro
 * page writing shows here at once). Rows that cannot be read are skipped with one message.
 * `undefined` until the first read (and during server rendering, where there is no IndexedDB).
 */
export function useTasks(database?: TaskDatabase) {
  const { t } = useTranslation('goblin-slayer-todo');
  const data = useLiveQuery(async () => {
    const db = database ?? getTaskDatabase();
    const [items, queue] = await Promise.all([db.items.toArray(), db.queue_v2.toArray()]);
    return { items: sanitizeRows(items, sanitizeItem), queue: sanitizeRows(queue, sanitizeQueueEntry) };
  }, [database]);

  const reported = useRef(false);
  const dropped = data?.items.dropped ?? 0;
  useEffect(() => {
    if (dropped > 0 && !reported.current) {
      reported.current = true;
      toast.warning(t('toasts.damaged', { count: dropped }));
    }
  }, [dropped, t]);

  return data && { items: data.items.rows, queue: data.queue.rows };
}

import { readItems, readQueue, repairOnce, type TaskDatabase } from '@toolbox/task-store';
import { useLiveRows, useTaskDatabase } from '@toolbox/task-store/react';
import { toast } from '@toolbox/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The task list and the queue, read live from the shared database (another tab or the pomodoro
 * page writing shows here at once). Damaged rows are repaired once per page and the ones that
 * cannot be read are set aside, with one message; reads skip anything unreadable meanwhile.
 * `undefined` until the first read (and during server rendering, where there is no IndexedDB).
 */
export function useTasks(database?: TaskDatabase) {
  const { t } = useTranslation('goblin-slayer-todo');
  // Dexie loads on demand: the list fills in once it has (as it did once IndexedDB answered).
  const loaded = useTaskDatabase(database);
  const [setAside, setSetAside] = useState(0);
  useEffect(() => {
    if (!loaded) return;
    let isCurrent = true;
    void repairOnce(loaded.db).then((report) => {
      if (isCurrent) setSetAside(report.setAside);
    });
    return () => {
      isCurrent = false;
    };
  }, [loaded]);
  const data = useLiveRows(
    loaded,
    async (db) => {
      const [items, queue] = await Promise.all([readItems(db), readQueue(db)]);
      return { items, queue };
    },
    [],
  );

  const reported = useRef(false);
  useEffect(() => {
    if (setAside > 0 && !reported.current) {
      reported.current = true;
      toast.warning(t('toasts.damaged', { count: setAside }));
    }
  }, [setAside, t]);

  return data;
}

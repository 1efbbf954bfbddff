import {
  canRedo,
  canUndo,
  change,
  createEmptyWorld,
  redo,
  startHistory,
  undo,
  type World,
  type WorldHistory,
} from '@toolbox/story-world';
import { toast } from '@toolbox/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryDatabase } from '../storage/schema';

/** The storage module (and Dexie with it) loads after the page: the first paint does not wait for it. */
const loadStore = () => import('../storage/world-store');

export type WorldStatus = 'loading' | 'ready' | 'error';

export interface StoryWorld {
  status: WorldStatus;
  world: World;
  /**
   * Saves `next` (a change of the current world), then shows it and records it for undo. Resolves
   * false when the browser refused the write: nothing changed, the caller keeps the user's edit on
   * screen, and a toast says so.
   */
  commit(next: World | ((current: World) => World)): Promise<boolean>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The world of the story tool: loaded from IndexedDB once (damaged cards set aside with a toast),
 * every change saved before it is shown, with undo and redo (CONTEXT.md Rules: Storage, History).
 */
export function useStoryWorld({ database }: { database?: () => StoryDatabase } = {}): StoryWorld {
  const { t } = useTranslation('story-generator');
  const [status, setStatus] = useState<WorldStatus>('loading');
  const [history, setHistory] = useState<WorldHistory>(() => startHistory(createEmptyWorld()));
  const current = useRef(history);
  const db = useRef<StoryDatabase | undefined>(undefined);
  // One write at a time, in order: a change is computed from the world the previous write left.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saveChangeRef = useRef<typeof import('../storage/world-store').saveChange | undefined>(undefined);

  const show = useCallback((next: WorldHistory) => {
    current.current = next;
    setHistory(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadStore()
      .then(async (store) => {
        saveChangeRef.current = store.saveChange;
        db.current = (database ?? store.getStoryDatabase)();
        return store.loadWorld(db.current);
      })
      .then(({ world, setAside }) => {
        if (cancelled) return;
        show(startHistory(world));
        setStatus('ready');
        if (setAside.length > 0) {
          toast.warning(
            t('storage.setAside', {
              count: setAside.length,
              ids: setAside.map((item) => item.key).join(', '),
            }),
          );
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[story-generator] could not open the world', error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [database, show, t]);

  const write = useCallback(
    (target: (history: WorldHistory) => WorldHistory): Promise<boolean> => {
      const run = queue.current.then(async () => {
        const before = current.current;
        const after = target(before);
        if (after === before) return true;
        const save = saveChangeRef.current;
        if (!db.current || !save) return false;
        try {
          await save(db.current, before.present, after.present);
          show(after);
          return true;
        } catch (error) {
          console.error('[story-generator] save failed', error);
          toast.error(t('storage.saveFailed'));
          return false;
        }
      });
      queue.current = run;
      return run;
    },
    [show, t],
  );

  return {
    status,
    world: history.present,
    commit: (next) =>
      write((before) => change(before, typeof next === 'function' ? next(before.present) : next)),
    undo: async () => {
      await write(undo);
    },
    redo: async () => {
      await write(redo);
    },
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
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
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_WORLD_ID, type StoryDatabase } from '../storage/schema';
import type { WorldSummary } from '../storage/world-store';

export type WorldStatus = 'loading' | 'ready' | 'error';

type Store = typeof import('../storage/world-store');

/** The storage module (and Dexie with it) loads after the page: the first paint does not wait for it. */
const loadStore = (): Promise<Store> => import('../storage/world-store');

/** Which world is open, kept in this browser (CONTEXT.md Rules: Worlds). */
export const activeWorldStore = createStoredValue<string>({
  namespace: 'story-generator',
  key: 'active-world',
  schema: guardSchema((value): value is string => typeof value === 'string' && value !== ''),
  defaultValue: CURRENT_WORLD_ID,
});

export interface StoryWorld {
  status: WorldStatus;
  /** The open world's id and every world there is. */
  worldId: string;
  worlds: WorldSummary[];
  world: World;
  /**
   * Saves `next` (a change of the open world), then shows it and records it for undo. Resolves
   * false when the browser refused the write: nothing changed, the caller keeps the user's edit on
   * screen, and a toast says so.
   */
  commit(
    next: World | ((current: World) => World),
    /** Another write that must be stored with this change or not at all (a story page). */
    alongside?: (db: StoryDatabase) => Promise<void>,
  ): Promise<boolean>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
  openWorld(id: string): void;
  createWorld(name: string): Promise<boolean>;
  renameWorld(name: string): Promise<boolean>;
  /** Deletes the open world (not the first one) and opens the first. */
  deleteWorld(): Promise<boolean>;
}

/**
 * The worlds of the story tool: the open one loaded from IndexedDB (damaged cards set aside with a
 * toast), every change saved before it is shown, with undo and redo; several worlds, one open
 * (CONTEXT.md Rules: Storage, History, Worlds).
 */
export function useStoryWorld({ database }: { database?: () => StoryDatabase } = {}): StoryWorld {
  const { t } = useTranslation('story-generator');
  const worldId = useSyncExternalStore(
    activeWorldStore.subscribe,
    activeWorldStore.read,
    () => CURRENT_WORLD_ID,
  );
  const [status, setStatus] = useState<WorldStatus>('loading');
  const [worlds, setWorlds] = useState<WorldSummary[]>([]);
  const [history, setHistory] = useState<WorldHistory>(() => startHistory(createEmptyWorld()));
  const current = useRef(history);
  const opened = useRef<{ store: Store; db: StoryDatabase } | undefined>(undefined);
  // One write at a time, in order: a change is computed from the world the previous write left.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const show = useCallback((next: WorldHistory) => {
    current.current = next;
    setHistory(next);
  }, []);

  const open = useCallback(async () => {
    if (!opened.current) {
      const store = await loadStore();
      opened.current = { store, db: (database ?? store.getStoryDatabase)() };
    }
    return opened.current;
  }, [database]);

  const refreshWorlds = useCallback(async () => {
    const { store, db } = await open();
    setWorlds(await store.listWorlds(db));
  }, [open]);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    open()
      .then(async ({ store, db }) => {
        const list = await store.listWorlds(db);
        // A world deleted in another tab: open the first one instead.
        if (!list.some((item) => item.id === worldId)) {
          activeWorldStore.write(CURRENT_WORLD_ID);
          return undefined;
        }
        const loaded = await store.loadWorld(db, worldId);
        return { list, loaded };
      })
      .then((result) => {
        if (cancelled || !result) return;
        const { list, loaded } = result;
        setWorlds(list);
        show(startHistory(loaded.world));
        setStatus('ready');
        if (loaded.setAside.length > 0) {
          toast.warning(
            t('storage.setAside', {
              count: loaded.setAside.length,
              ids: loaded.setAside.map((item) => item.key).join(', '),
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
  }, [open, worldId, show, t]);

  const write = useCallback(
    (
      target: (history: WorldHistory) => WorldHistory,
      alongside?: (db: StoryDatabase) => Promise<void>,
    ): Promise<boolean> => {
      const run = queue.current.then(async () => {
        const before = current.current;
        const after = target(before);
        if (after === before && !alongside) return true;
        if (!opened.current) return false;
        const { store, db } = opened.current;
        try {
          // With `alongside` (a story page), the world change and that write are one transaction:
          // both are stored, or neither.
          await db.transaction('rw', db.worldState, db.worldCards, db.storyBooks, async () => {
            await store.saveChange(db, before.present, after.present, worldId);
            await alongside?.(db);
          });
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
    [show, t, worldId],
  );

  /** Runs a change to the list of worlds; false (with a toast) when the browser refused it. */
  const changeWorlds = useCallback(
    async (action: (store: Store, db: StoryDatabase) => Promise<void>) => {
      try {
        const { store, db } = await open();
        await action(store, db);
        await refreshWorlds();
        return true;
      } catch (error) {
        console.error('[story-generator] world change failed', error);
        toast.error(t('storage.saveFailed'));
        return false;
      }
    },
    [open, refreshWorlds, t],
  );

  return {
    status,
    worldId,
    worlds,
    world: history.present,
    commit: async (next, alongside) => {
      const saved = await write(
        (before) => change(before, typeof next === 'function' ? next(before.present) : next),
        alongside,
      );
      if (saved) void refreshWorlds();
      return saved;
    },
    undo: async () => {
      await write(undo);
    },
    redo: async () => {
      await write(redo);
    },
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    openWorld: (id) => activeWorldStore.write(id),
    createWorld: (name) =>
      changeWorlds(async (store, db) => {
        activeWorldStore.write(await store.createWorld(db, name));
      }),
    renameWorld: (name) => changeWorlds((store, db) => store.renameWorld(db, worldId, name)),
    deleteWorld: () =>
      changeWorlds(async (store, db) => {
        await store.deleteWorld(db, worldId);
        activeWorldStore.write(CURRENT_WORLD_ID);
      }),
  };
}

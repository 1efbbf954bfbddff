import { aiSplit } from '@toolbox/kit/api-client';
import type { AiSplitRequest, AiSplitResponse } from '@toolbox/kit/api-schemas';
import { localizePath } from '@toolbox/kit/link';
import { isLocale } from '@toolbox/kit/locales';
import {
  addChildren,
  addParent,
  clearCompletedParents,
  deleteTask,
  importToQueue,
  loadTaskDatabase,
  queueLength,
  recomputeEstimates,
  reorderSiblings,
  type TaskDatabase,
  toggleDone,
  updateTask,
} from '@toolbox/task-store';
import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { Sparkles, Swords } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  childrenFromSplit,
  planSplit,
  SPLIT_TIMEOUT_MS,
  splitFailureReason,
  splitInterruption,
  TITLE_MAX,
} from '../core/split';
import { type TaskActions, TaskList } from './task-list';
import { useTasks } from './use-tasks';

// A Radix dialog (about 12 KB gzip): loaded when a duplicate import first needs it.
const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface GoblinSlayerTodoProps {
  /** The shared database; tests and stories pass their own. */
  database?: TaskDatabase;
  /** POST /api/ai/split; tests pass a fake. Must stop (reject) when `signal` aborts. */
  split?: (request: AiSplitRequest, signal: AbortSignal) => Promise<AiSplitResponse>;
  /** How long a split may take (SPLIT_TIMEOUT_MS); tests shorten it. */
  splitTimeoutMs?: number;
  /** Goes to another page after the pomodoro import (a full navigation by default). */
  navigate?: (href: string) => void;
}

/** The monster-slaying to-do list: nested tasks, AI split, estimates, pomodoro import. */
export default function GoblinSlayerTodoTool({
  database,
  split = (request, signal) => aiSplit(request, { signal }),
  splitTimeoutMs = SPLIT_TIMEOUT_MS,
  navigate = (href) => window.location.assign(href),
}: GoblinSlayerTodoProps) {
  const { t, i18n } = useTranslation('goblin-slayer-todo');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const data = useTasks(database);
  const inputId = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [splitting, setSplitting] = useState<ReadonlySet<string>>(new Set());
  /** The running splits, so each can be cancelled from its row. */
  const splitControllers = useRef(new Map<string, AbortController>());
  /** A task already in the pomodoro queue waiting for "add it again?". */
  const [duplicateImport, setDuplicateImport] = useState<{ id: string; title: string } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  /** The database, once Dexie has loaded (on demand: it is not in the page's first JavaScript). */
  const db = async () => (await loadTaskDatabase(database)).db;

  /** Runs a database write; a failure (quota, private mode) is said, never silent. */
  async function write<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      toast.error(
        t('toasts.storageFailed', { reason: error instanceof Error ? error.message : String(error) }),
      );
      return undefined;
    }
  }

  const setOpen = (id: string, open: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  async function splitTask(id: string, taskTitle: string) {
    const plan = planSplit(taskTitle, locale);
    if (plan.kind === 'skip') return;
    if (plan.kind === 'refuse') return void toast.error(t('toasts.splitFailed', { reason: plan.reason }));
    setSplitting((previous) => new Set(previous).add(id));
    const controller = new AbortController();
    splitControllers.current.set(id, controller);
    try {
      const response = await split(
        plan.request,
        AbortSignal.any([controller.signal, AbortSignal.timeout(splitTimeoutMs)]),
      );
      const added = await write(async () =>
        addChildren(await db(), id, childrenFromSplit(response), { rollUp: false }),
      );
      if (!added) return;
      // CONTEXT.md Rules: AI split › Roll-up failure: a failure to update the parent's estimate after a split is only logged.
      await recomputeEstimates(await db(), id).catch((error: unknown) =>
        console.error('goblin-slayer-todo: could not update the estimates after a split', error),
      );
      setOpen(id, true);
      toast.success(t('toasts.addedChildren', { count: added.length }), {
        description: response.meta?.engine === 'offline' ? t('offlineEngine') : undefined,
      });
    } catch (error) {
      const interruption = splitInterruption(error);
      if (interruption === 'cancelled') toast.info(t('toasts.splitCancelled'));
      else if (interruption === 'timedOut')
        toast.error(
          t('toasts.splitFailed', {
            reason: t('toasts.splitTimedOut', { seconds: splitTimeoutMs / 1000 }),
          }),
        );
      else toast.error(t('toasts.splitFailed', { reason: splitFailureReason(error) }));
    } finally {
      splitControllers.current.delete(id);
      setSplitting((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
    }
  }

  async function add(event: FormEvent, thenSplit = false) {
    event.preventDefault();
    if (title.trim() === '' || busy) return;
    setBusy(true);
    try {
      const parent = await write(async () => addParent(await db(), title));
      if (!parent) return;
      setTitle('');
      if (thenSplit) await splitTask(parent.id, parent.title);
    } finally {
      setBusy(false);
    }
  }

  const actions: TaskActions = {
    toggleDone: (id) => void write(async () => toggleDone(await db(), id)),
    update: (id, changes) => void write(async () => updateTask(await db(), id, changes)),
    addChild: async (id) => {
      const added = await write(async () =>
        addChildren(await db(), id, [{ title: t('list.newChildTitle') }]),
      );
      if (added) setOpen(id, true);
    },
    remove: (id) => void write(async () => deleteTask(await db(), id)),
    reorder: (ids) => void write(async () => reorderSiblings(await db(), ids)),
    split: (id, taskTitle) => void splitTask(id, taskTitle),
    cancelSplit: (id) => splitControllers.current.get(id)?.abort(),
    importToQueue: async (id) => {
      const task = data?.items.find((item) => item.id === id);
      // Already imported (a group for it is queued): ask before adding a second copy.
      if (task && data?.queue.some((entry) => entry.kind === 'group' && entry.taskId === id)) {
        setDuplicateImport({ id, title: task.title });
        return;
      }
      await runImport(id);
    },
    setExpanded: setOpen,
  };

  async function runImport(id: string) {
    const count = await write(async () => importToQueue(await db(), id));
    if (count === undefined) return;
    if (count === 0) return void toast.info(t('toasts.noChildrenToImport'), { icon: '🍅' });
    toast.success(t('toasts.appendedToQueue', { count }));
    navigate(localizePath('/tool/pomodoro', locale));
  }

  const items = data?.items ?? [];
  const hasCompletedParent = items.some((item) => item.parentId === undefined && item.status === 'done');
  const blank = title.trim() === '';

  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">{t('subtitle')}</p>
      <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(event) => add(event)}>
        <label htmlFor={inputId} className="sr-only">
          {t('input.label')}
        </label>
        <input
          id={inputId}
          value={title}
          maxLength={TITLE_MAX}
          disabled={busy}
          placeholder={t('input.placeholder')}
          onChange={(event) => setTitle(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-sm"
        />
        <Button
          type="button"
          variant="outline"
          disabled={blank || busy}
          onClick={(event) => add(event, true)}
        >
          <Sparkles aria-hidden className="size-4" />
          {t('input.split')}
        </Button>
        <Button type="submit" disabled={blank || busy}>
          {t('input.add')}
        </Button>
      </form>

      <section aria-label={t('list.label')}>
        {data && items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            <Swords aria-hidden className="mx-auto mb-2 size-6" />
            {t('list.empty')}
          </p>
        ) : (
          <TaskList
            items={items}
            parentId={undefined}
            splitting={splitting}
            expanded={expanded}
            actions={actions}
          />
        )}
      </section>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm">
        <span>{t('footer.queue', { count: queueLength(data?.queue ?? []) })}</span>
        {hasCompletedParent && (
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              const cleared = await write(async () => clearCompletedParents(await db()));
              if (cleared) toast.success(t('toasts.cleared', { count: cleared }));
            }}
          >
            {t('footer.clearCompleted')}
          </Button>
        )}
        <blockquote className="w-full text-center italic text-muted-foreground">
          {t('footer.quote')}
        </blockquote>
      </footer>
      <Suspense fallback={null}>
        {duplicateImport !== null && (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setDuplicateImport(null);
            }}
            title={t('duplicateImport.title')}
            description={t('duplicateImport.description', { title: duplicateImport?.title ?? '' })}
            confirmLabel={t('duplicateImport.confirm')}
            cancelLabel={t('duplicateImport.cancel')}
            onConfirm={() => {
              if (duplicateImport) void runImport(duplicateImport.id);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

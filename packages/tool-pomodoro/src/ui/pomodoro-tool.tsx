import type { LoadedTaskDatabase } from '@toolbox/task-store';
import { useTaskDatabase } from '@toolbox/task-store/react';
import { toast } from '@toolbox/ui/toast';
import { VolumeX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutFor } from '../core/shortcuts';
import { formatClock, remainingAt } from '../core/timer';
import {
  editQueueEntry,
  quickAddTask,
  removeQueueEntry,
  reorderQueueEntries,
  setGroupExpanded,
  type TaskDatabase,
} from '../data/store';
import { enterFullscreen, exitFullscreen } from './browser-effects';
import { QueueCard } from './queue-card';
import { SettingsPanel } from './settings-panel';
import { StatsCard } from './stats-card';
import { TimerCard } from './timer-card';
import { useDocumentTitle } from './use-document-title';
import { usePomodoro } from './use-pomodoro';

// Both are dialogs (Radix, about 12 KB gzip): they load when first opened, not with the page.
const TaskDetailDialog = lazy(() =>
  import('./task-detail-dialog').then((module) => ({ default: module.TaskDetailDialog })),
);
const FullscreenOverlay = lazy(() =>
  import('./fullscreen-overlay').then((module) => ({ default: module.FullscreenOverlay })),
);

function logError(error: unknown) {
  console.error(error);
}

/**
 * Pomodoro runner: a timer over the task queue the to-do tool fills, today's statistics
 * from the per-day log, settings, task details, fullscreen and keyboard shortcuts. All data lives in
 * the shared task database (`@toolbox/task-store`), read live.
 */
export default function PomodoroTool({ db }: { db?: TaskDatabase }) {
  // Dexie loads on demand, so it is not part of the page's first JavaScript.
  const loaded = useTaskDatabase(db);
  if (!loaded) return <PomodoroLoading />;
  return <PomodoroScreen loaded={loaded} />;
}

function PomodoroLoading() {
  const { t } = useTranslation('pomodoro');
  return (
    <p className="text-muted-foreground" aria-busy="true">
      {t('loading')}
    </p>
  );
}

function PomodoroScreen({ loaded }: { loaded: LoadedTaskDatabase }) {
  const { t } = useTranslation('pomodoro');
  const { db } = loaded;
  const model = usePomodoro({ loaded });
  const [isFullscreen, setFullscreen] = useState(false);
  const [detailTaskId, setDetailTaskId] = useState<string | null>(null);
  const { timer, tasks, view } = model;
  /** A write the browser refused: nothing typed is lost (the form or editor keeps it), and the user is told. */
  const reportSaveFailed = useCallback(
    (error: unknown) => {
      logError(error);
      toast.error(t('queue.saveFailed'), { id: 'pomodoro-save-failed' });
    },
    [t],
  );

  const setFullscreenOpen = useCallback((open: boolean) => {
    setFullscreen(open);
    void (open ? enterFullscreen() : exitFullscreen());
  }, []);

  // Leaving the browser's fullscreen (its own Escape or gesture) closes the overlay too.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useDocumentTitle(
    timer?.running ? `${formatClock(remainingAt(timer, model.now))} ${t(`phase.${timer.phase}`)}` : null,
  );

  const { toggle, skip, complete, reset } = model;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (detailTaskId !== null) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor({
        event,
        target: target && {
          tagName: target.tagName,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute('role'),
        },
      });
      if (!action) return;
      event.preventDefault();
      if (action === 'toggle') toggle();
      else if (action === 'skip') skip();
      else if (action === 'complete') complete();
      else if (action === 'reset') reset();
      else setFullscreenOpen(!isFullscreen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle, skip, complete, reset, isFullscreen, setFullscreenOpen, detailTaskId]);

  if (!model.isReady || !timer) return <PomodoroLoading />;

  const taskTitle = timer.currentTaskId ? (tasks.get(timer.currentTaskId)?.title ?? null) : null;
  const queueMinutes = view.leaves.find((leaf) => leaf.taskId === detailTaskId)?.minutes ?? null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-4">
        <TimerCard
          timer={timer}
          now={model.now}
          taskTitle={taskTitle}
          interval={model.settings.interval}
          onToggle={toggle}
          onSkip={skip}
          onComplete={complete}
          onReset={reset}
          onFullscreen={() => setFullscreenOpen(true)}
          onShowTask={() => setDetailTaskId(timer.currentTaskId)}
        />
        {model.isSoundBlocked && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-card border border-border bg-muted px-4 py-3 text-sm"
          >
            <VolumeX aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {t('timer.soundBlocked')}
          </p>
        )}
        <StatsCard log={model.todayLog} titleOf={(taskId) => tasks.get(taskId)?.title ?? null} />
      </div>
      <QueueCard
        view={view}
        currentTaskId={timer.phase === 'focus' ? timer.currentTaskId : null}
        onAdd={async (task) => {
          try {
            await quickAddTask(db, task);
            toast.success(t('queue.added', { title: task.title }));
            return true;
          } catch (error) {
            reportSaveFailed(error);
            return false;
          }
        }}
        onEdit={async (entryId, value) => {
          try {
            await editQueueEntry(db, { entryId, ...value });
            return true;
          } catch (error) {
            reportSaveFailed(error);
            return false;
          }
        }}
        onRemove={(entryId, title) => {
          void removeQueueEntry(db, { entryId })
            .then(() => toast(t('queue.removed', { title })))
            .catch(reportSaveFailed);
        }}
        onExpandedChange={(entryId, expanded) => {
          void setGroupExpanded(db, { entryId, expanded }).catch(logError);
        }}
        onReorder={(entryIds) => {
          // The list shows what is stored, so a refused order snaps back; the toast says why.
          void reorderQueueEntries(db, { entryIds }).catch(reportSaveFailed);
        }}
        onShowTask={setDetailTaskId}
      >
        <SettingsPanel
          settings={model.settings}
          notification={model.notification}
          onChange={model.updateSettings}
          onRequestNotifications={model.requestNotifications}
        />
      </QueueCard>
      <Suspense fallback={null}>
        {detailTaskId !== null && (
          <TaskDetailDialog
            taskId={detailTaskId}
            tasks={tasks}
            queueMinutes={queueMinutes}
            onOpenChange={(open) => {
              if (!open) setDetailTaskId(null);
            }}
          />
        )}
        {isFullscreen && (
          <FullscreenOverlay
            open
            onOpenChange={setFullscreenOpen}
            timer={timer}
            now={model.now}
            taskTitle={taskTitle}
            onToggle={toggle}
            onSkip={skip}
          />
        )}
      </Suspense>
    </div>
  );
}

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { useTranslation } from 'react-i18next';
import { buildTaskPath, type TaskLike } from '../core/queue';
import type { TaskItem } from '../data/store';

/** A task's path, status, estimate, actual focus and pomodoro count; a not-found text if it is gone. */
export function TaskDetailDialog({
  taskId,
  tasks,
  queueMinutes,
  onOpenChange,
}: {
  taskId: string | null;
  tasks: ReadonlyMap<string, TaskItem>;
  queueMinutes: number | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation('pomodoro');
  const task = taskId === null ? undefined : tasks.get(taskId);
  const path =
    taskId === null ? [] : buildTaskPath({ taskId, tasks: tasks as ReadonlyMap<string, TaskLike> });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string | undefined) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : '—';
  };
  const minutes = (count: number | undefined) => t('detail.minutesValue', { count: count ?? 0 });

  return (
    <Dialog open={taskId !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{task ? task.title : t('detail.title')}</DialogTitle>
          <DialogDescription>{task ? t('detail.title') : t('detail.notFound')}</DialogDescription>
        </DialogHeader>
        {task && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {path.length > 1 && (
              <>
                <dt className="text-muted-foreground">{t('detail.path')}</dt>
                <dd data-testid="task-path">{path.join(' › ')}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('detail.status')}</dt>
            <dd>{task.status === 'done' ? t('detail.statusDone') : t('detail.statusOpen')}</dd>
            <dt className="text-muted-foreground">{t('detail.estimate')}</dt>
            <dd>{minutes(task.pomodoro?.estimateMinutes)}</dd>
            <dt className="text-muted-foreground">{t('detail.actual')}</dt>
            <dd data-testid="task-actual">{minutes(task.pomodoro?.actualMinutes)}</dd>
            <dt className="text-muted-foreground">{t('detail.count')}</dt>
            <dd data-testid="task-count">{task.pomodoro?.pomodoroCount ?? 0}</dd>
            {queueMinutes !== null && (
              <>
                <dt className="text-muted-foreground">{t('detail.queueMinutes')}</dt>
                <dd>{minutes(queueMinutes)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('detail.created')}</dt>
            <dd>{formatDate(task.createdAt)}</dd>
            <dt className="text-muted-foreground">{t('detail.updated')}</dt>
            <dd>{formatDate(task.updatedAt)}</dd>
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { localizePath } from '@toolbox/kit/link';
import { isLocale } from '@toolbox/kit/locales';
import { cn } from '@toolbox/ui/cn';
import { ChevronDown, ChevronRight, ListTodo, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueLeafView, QueueView } from '../core/queue';
import { cardClassName, iconButtonClassName } from './field-styles';
import { QueueRowEditor } from './queue-row-editor';
import { QuickAddForm } from './quick-add-form';

export interface QueueCardProps {
  view: QueueView;
  /** The task the timer is on (highlighted as current). */
  currentTaskId: string | null;
  onAdd(task: { title: string; minutes: number }): Promise<void> | void;
  onEdit(entryId: string, value: { title: string; minutes?: number }): void;
  onRemove(entryId: string, title: string): void;
  onExpandedChange(entryId: string, expanded: boolean): void;
  onShowTask(taskId: string): void;
  /** The settings, shown at the foot of the card. */
  children?: ReactNode;
}

function RowActions({ title, onEdit, onRemove }: { title: string; onEdit(): void; onRemove(): void }) {
  const { t } = useTranslation('pomodoro');
  return (
    <>
      <button
        type="button"
        className={iconButtonClassName}
        aria-label={t('queue.edit', { title })}
        onClick={onEdit}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={iconButtonClassName}
        aria-label={t('queue.remove', { title })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </>
  );
}

/** The queue: quick add, groups (expandable) and leaves with edit and remove, then the settings. */
export function QueueCard({
  view,
  currentTaskId,
  onAdd,
  onEdit,
  onRemove,
  onExpandedChange,
  onShowTask,
  children,
}: QueueCardProps) {
  const { t, i18n } = useTranslation('pomodoro');
  const [editing, setEditing] = useState<string | null>(null);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const currentEntryId = view.leaves.find((leaf) => leaf.taskId === currentTaskId)?.entryId;

  const leafRow = (leaf: QueueLeafView) => {
    const isCurrent = leaf.entryId === currentEntryId;
    return (
      <li
        key={leaf.entryId}
        className={cn('flex items-center gap-2 rounded-md px-2 py-1.5', isCurrent && 'bg-primary/10')}
        data-testid="queue-leaf"
      >
        {editing === leaf.entryId ? (
          <QueueRowEditor
            title={leaf.title}
            minutes={leaf.minutes}
            onCancel={() => setEditing(null)}
            onSave={(value) => {
              onEdit(leaf.entryId, value);
              setEditing(null);
            }}
          />
        ) : (
          <>
            <button
              type="button"
              className="min-w-0 flex-1 truncate text-left text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => onShowTask(leaf.taskId)}
              title={leaf.title}
            >
              {leaf.title}
            </button>
            {isCurrent && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs">
                {t('queue.current')}
              </span>
            )}
            <span className="shrink-0 text-muted-foreground text-sm tabular-nums">
              {t('queue.minutes', { count: leaf.minutes })}
            </span>
            <RowActions
              title={leaf.title}
              onEdit={() => setEditing(leaf.entryId)}
              onRemove={() => onRemove(leaf.entryId, leaf.title)}
            />
          </>
        )}
      </li>
    );
  };

  return (
    <section aria-labelledby="pomodoro-queue-title" className={cn(cardClassName, 'space-y-4')}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="pomodoro-queue-title" className="font-semibold text-lg">
          {t('queue.title')}
        </h2>
        <span className="text-muted-foreground text-sm" data-testid="queue-count">
          {t('queue.count', { count: view.leaves.length })}
        </span>
      </div>
      <QuickAddForm onAdd={onAdd} />
      {view.rows.length === 0 ? (
        <div className="rounded-md border border-border border-dashed p-4 text-center text-muted-foreground text-sm">
          <p>{t('queue.empty')}</p>
          <a
            href={localizePath('/tool/goblin-slayer-todo', locale)}
            className="mt-2 inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ListTodo aria-hidden className="size-4" />
            {t('queue.openTodo')}
          </a>
        </div>
      ) : (
        <ul aria-label={t('queue.list')} className="space-y-1">
          {view.rows.map((row) =>
            row.kind === 'leaf' ? (
              leafRow(row)
            ) : (
              <li key={row.entryId} data-testid="queue-group">
                <div className="flex items-center gap-2 rounded-md px-1 py-1.5">
                  {editing === row.entryId ? (
                    <QueueRowEditor
                      title={row.title}
                      onCancel={() => setEditing(null)}
                      onSave={(value) => {
                        onEdit(row.entryId, value);
                        setEditing(null);
                      }}
                    />
                  ) : (
                    <>
                      <button
                        type="button"
                        className={iconButtonClassName}
                        aria-expanded={row.expanded}
                        aria-label={t(row.expanded ? 'queue.collapse' : 'queue.expand', { title: row.title })}
                        onClick={() => onExpandedChange(row.entryId, !row.expanded)}
                      >
                        {row.expanded ? (
                          <ChevronDown aria-hidden className="size-4" />
                        ) : (
                          <ChevronRight aria-hidden className="size-4" />
                        )}
                      </button>
                      <button
                        type="button"
                        className="min-w-0 flex-1 truncate text-left font-medium text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => onShowTask(row.taskId)}
                        title={row.title}
                      >
                        {row.title}
                      </button>
                      <span className="shrink-0 text-muted-foreground text-sm">
                        {t('queue.groupCount', { count: row.leaves.length })}
                      </span>
                      <RowActions
                        title={row.title}
                        onEdit={() => setEditing(row.entryId)}
                        onRemove={() => onRemove(row.entryId, row.title)}
                      />
                    </>
                  )}
                </div>
                {row.expanded && row.leaves.length > 0 && (
                  <ul className="ml-8 space-y-1 border-border border-l pl-2">{row.leaves.map(leafRow)}</ul>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {children}
    </section>
  );
}

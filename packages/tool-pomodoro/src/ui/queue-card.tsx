import { localizePath } from '@toolbox/kit/link';
import { isLocale } from '@toolbox/kit/locales';
import { cn } from '@toolbox/ui/cn';
import { ChevronDown, ChevronRight, ListTodo, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueGroupView, QueueLeafView, QueueView } from '../core/queue';
import { cardClassName, iconButtonClassName } from './field-styles';
import { QueueRowEditor } from './queue-row-editor';
import { QuickAddForm } from './quick-add-form';
import { SortableRow, SortableRows } from './sortable-rows';

export interface QueueCardProps {
  view: QueueView;
  /** The task the timer is on (highlighted as current). */
  currentTaskId: string | null;
  /** Resolves to false when the task could not be saved (the form keeps the input). */
  onAdd(task: { title: string; minutes: number }): Promise<boolean>;
  /** Resolves to false when the change could not be saved (the editor stays open). */
  onEdit(entryId: string, value: { title: string; minutes?: number }): Promise<boolean>;
  onRemove(entryId: string, title: string): void;
  onExpandedChange(entryId: string, expanded: boolean): void;
  onReorder(entryIds: string[]): void;
  onShowTask(taskId: string): void;
  /** The settings, shown at the foot of the card. */
  children?: ReactNode;
}

interface RowCallbacks {
  editing: string | null;
  setEditing(entryId: string | null): void;
  onEdit: QueueCardProps['onEdit'];
  onRemove: QueueCardProps['onRemove'];
  onShowTask: QueueCardProps['onShowTask'];
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

function LeafRow({ leaf, isCurrent, row }: { leaf: QueueLeafView; isCurrent: boolean; row: RowCallbacks }) {
  const { t } = useTranslation('pomodoro');
  return (
    <SortableRow id={leaf.entryId} title={leaf.title}>
      {(sortable) => (
        <li
          ref={sortable.ref}
          style={sortable.style}
          className={cn(
            'flex items-center gap-1.5 rounded-md py-1 pr-1',
            isCurrent && 'bg-primary/10',
            sortable.isDragging && 'bg-card shadow-md',
          )}
          data-testid="queue-leaf"
        >
          {row.editing === leaf.entryId ? (
            <QueueRowEditor
              title={leaf.title}
              minutes={leaf.minutes}
              onCancel={() => row.setEditing(null)}
              onSave={async (value) => {
                const isSaved = await row.onEdit(leaf.entryId, value);
                if (isSaved) row.setEditing(null);
                return isSaved;
              }}
            />
          ) : (
            <>
              {sortable.handle}
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => row.onShowTask(leaf.taskId)}
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
                onEdit={() => row.setEditing(leaf.entryId)}
                onRemove={() => row.onRemove(leaf.entryId, leaf.title)}
              />
            </>
          )}
        </li>
      )}
    </SortableRow>
  );
}

function GroupRow({
  group,
  currentEntryId,
  row,
  onExpandedChange,
  onReorder,
}: {
  group: QueueGroupView;
  currentEntryId: string | undefined;
  row: RowCallbacks;
  onExpandedChange: QueueCardProps['onExpandedChange'];
  onReorder: QueueCardProps['onReorder'];
}) {
  const { t } = useTranslation('pomodoro');
  const titles = new Map(group.leaves.map((leaf) => [leaf.entryId, leaf.title]));
  return (
    <SortableRow id={group.entryId} title={group.title}>
      {(sortable) => (
        <li
          ref={sortable.ref}
          style={sortable.style}
          className={cn('rounded-md', sortable.isDragging && 'bg-card shadow-md')}
          data-testid="queue-group"
        >
          <div className="flex items-center gap-1.5 py-1 pr-1">
            {row.editing === group.entryId ? (
              <QueueRowEditor
                title={group.title}
                onCancel={() => row.setEditing(null)}
                onSave={async (value) => {
                  const isSaved = await row.onEdit(group.entryId, value);
                  if (isSaved) row.setEditing(null);
                  return isSaved;
                }}
              />
            ) : (
              <>
                {sortable.handle}
                <button
                  type="button"
                  className={iconButtonClassName}
                  aria-expanded={group.expanded}
                  aria-label={t(group.expanded ? 'queue.collapse' : 'queue.expand', { title: group.title })}
                  onClick={() => onExpandedChange(group.entryId, !group.expanded)}
                >
                  {group.expanded ? (
                    <ChevronDown aria-hidden className="size-4" />
                  ) : (
                    <ChevronRight aria-hidden className="size-4" />
                  )}
                </button>
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left font-medium text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => row.onShowTask(group.taskId)}
                  title={group.title}
                >
                  {group.title}
                </button>
                <span className="shrink-0 text-muted-foreground text-sm">
                  {t('queue.groupCount', { count: group.leaves.length })}
                </span>
                <RowActions
                  title={group.title}
                  onEdit={() => row.setEditing(group.entryId)}
                  onRemove={() => row.onRemove(group.entryId, group.title)}
                />
              </>
            )}
          </div>
          {group.expanded && group.leaves.length > 0 && (
            <SortableRows
              ids={group.leaves.map((leaf) => leaf.entryId)}
              titleOf={(id) => titles.get(id) ?? ''}
              onReorder={onReorder}
            >
              <ul className="ml-6 space-y-1 border-border border-l pl-2">
                {group.leaves.map((leaf) => (
                  <LeafRow
                    key={leaf.entryId}
                    leaf={leaf}
                    isCurrent={leaf.entryId === currentEntryId}
                    row={row}
                  />
                ))}
              </ul>
            </SortableRows>
          )}
        </li>
      )}
    </SortableRow>
  );
}

/**
 * The queue: quick add, groups (expandable) and leaves with edit and remove, drag to reorder
 * siblings (top level, or within a group), then the settings.
 */
export function QueueCard({
  view,
  currentTaskId,
  onAdd,
  onEdit,
  onRemove,
  onExpandedChange,
  onReorder,
  onShowTask,
  children,
}: QueueCardProps) {
  const { t, i18n } = useTranslation('pomodoro');
  const [editing, setEditing] = useState<string | null>(null);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const currentEntryId = view.leaves.find((leaf) => leaf.taskId === currentTaskId)?.entryId;
  const row: RowCallbacks = { editing, setEditing, onEdit, onRemove, onShowTask };
  const titles = new Map(view.rows.map((entry) => [entry.entryId, entry.title]));

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
        <SortableRows
          ids={view.rows.map((entry) => entry.entryId)}
          titleOf={(id) => titles.get(id) ?? ''}
          onReorder={onReorder}
        >
          <ul aria-label={t('queue.list')} className="space-y-1">
            {view.rows.map((entry) =>
              entry.kind === 'leaf' ? (
                <LeafRow
                  key={entry.entryId}
                  leaf={entry}
                  isCurrent={entry.entryId === currentEntryId}
                  row={row}
                />
              ) : (
                <GroupRow
                  key={entry.entryId}
                  group={entry}
                  currentEntryId={currentEntryId}
                  row={row}
                  onExpandedChange={onExpandedChange}
                  onReorder={onReorder}
                />
              ),
            )}
          </ul>
        </SortableRows>
      )}
      {children}
    </section>
  );
}

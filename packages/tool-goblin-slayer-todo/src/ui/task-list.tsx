import { childrenOf, type TaskItem } from '@toolbox/task-store';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { SortableItem, type SortableItemState, SortableList } from '@toolbox/ui/sortable-list';
import {
  ChevronDown,
  ChevronRight,
  GripVertical,
  ListPlus,
  Pencil,
  Sparkles,
  Timer,
  Trash2,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dragActivation } from '../core/drag';
import { TITLE_MAX } from '../core/split';

export interface TaskActions {
  toggleDone(id: string): void;
  update(id: string, changes: { title?: string; estimateMinutes?: string }): void;
  addChild(id: string): void;
  remove(id: string): void;
  reorder(orderedIds: string[]): void;
  split(id: string, title: string): void;
  /** Stops a running split: the task stays as it was. */
  cancelSplit(id: string): void;
  importToQueue(id: string): void;
  setExpanded(id: string, open: boolean): void;
}

interface ListProps {
  items: readonly TaskItem[];
  parentId: string | undefined;
  splitting: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  actions: TaskActions;
}

/** One level of the tree: siblings sortable among themselves by mouse, touch or keyboard. */
export function TaskList({ items, parentId, splitting, expanded, actions }: ListProps) {
  const { t } = useTranslation('goblin-slayer-todo');
  const siblings = childrenOf(items, parentId);
  const titleOf = (id: string) => siblings.find((item) => item.id === id)?.title ?? '';
  if (siblings.length === 0) return null;
  return (
    <SortableList
      ids={siblings.map((item) => item.id)}
      titleOf={titleOf}
      onReorder={actions.reorder}
      activation={dragActivation}
      messages={{
        instructions: t('drag.instructions'),
        start: (title) => t('drag.start', { title }),
        over: (title, position) => t('drag.over', { title, position }),
        end: (title, position) => t('drag.end', { title, position }),
        cancel: (title) => t('drag.cancel', { title }),
      }}
    >
      <ul className={cn('space-y-2', parentId !== undefined && 'mt-2 border-l border-border pl-4')}>
        {siblings.map((item) => (
          <SortableItem key={item.id} id={item.id} disabled={splitting.has(item.id)}>
            {(sortable) => (
              <TaskRow
                item={item}
                items={items}
                splitting={splitting}
                expanded={expanded}
                actions={actions}
                sortable={sortable}
              />
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}

function TaskRow({
  item,
  items,
  splitting,
  expanded,
  actions,
  sortable,
}: Omit<ListProps, 'parentId'> & { item: TaskItem; sortable: SortableItemState }) {
  const { t } = useTranslation('goblin-slayer-todo');
  const [editing, setEditing] = useState(false);
  const childCount = items.filter((row) => row.parentId === item.id).length;
  const hasChildren = childCount > 0;
  const open = expanded.has(item.id);
  const busy = splitting.has(item.id);
  const done = item.status === 'done';
  const title = item.title;

  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      className={cn(
        'rounded-lg border border-border bg-background p-2',
        sortable.isDragging && 'relative z-10 shadow-lg',
      )}
      aria-busy={busy}
    >
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          ref={sortable.handleRef}
          {...sortable.handleProps}
          aria-label={t('list.drag', { title })}
          disabled={busy}
          className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        {hasChildren ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={open}
            aria-label={t(open ? 'list.collapse' : 'list.expand', { title })}
            onClick={() => actions.setExpanded(item.id, !open)}
          >
            {open ? (
              <ChevronDown aria-hidden className="size-4" />
            ) : (
              <ChevronRight aria-hidden className="size-4" />
            )}
          </Button>
        ) : (
          <span className="size-7" />
        )}
        <input
          type="checkbox"
          checked={done}
          disabled={busy}
          aria-label={t('list.done', { title })}
          onChange={() => actions.toggleDone(item.id)}
          className="size-4"
        />
        {editing ? (
          <EditForm
            item={item}
            hasChildren={hasChildren}
            actions={actions}
            onClose={() => setEditing(false)}
          />
        ) : (
          <>
            <button
              type="button"
              disabled={busy}
              aria-label={t('list.toggleTitle', { title })}
              onClick={() => actions.toggleDone(item.id)}
              className={cn(
                'min-w-0 flex-1 truncate px-1 text-left text-sm',
                done && 'text-muted-foreground line-through',
              )}
            >
              {title}
            </button>
            {item.labels.map((label) => (
              <span key={label} className="rounded bg-primary/10 px-1.5 text-xs text-primary">
                {label}
              </span>
            ))}
            <span
              className="whitespace-nowrap text-xs text-muted-foreground"
              title={hasChildren ? t('list.sumHint') : undefined}
            >
              {t('list.minutes', { count: item.pomodoro.estimateMinutes })}
              {hasChildren && ` · ${t('list.subtasks', { count: childCount })}`}
            </span>
            {busy && (
              <>
                <span role="status" className="text-xs text-muted-foreground">
                  {t('list.splitting')}
                </span>
                <Button variant="ghost" size="sm" onClick={() => actions.cancelSplit(item.id)}>
                  {t('list.cancelSplit')}
                </Button>
              </>
            )}
            <RowButton label={t('list.edit', { title })} disabled={busy} onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
            </RowButton>
            <RowButton
              label={t('list.addChild', { title })}
              disabled={busy}
              onClick={() => actions.addChild(item.id)}
            >
              <ListPlus aria-hidden className="size-4" />
            </RowButton>
            <RowButton
              label={t('list.splitTask', { title })}
              disabled={busy}
              onClick={() => actions.split(item.id, title)}
            >
              <Sparkles aria-hidden className="size-4" />
            </RowButton>
            <RowButton
              label={t('list.import', { title })}
              disabled={busy}
              onClick={() => actions.importToQueue(item.id)}
            >
              <Timer aria-hidden className="size-4" />
            </RowButton>
            <RowButton
              label={t('list.delete', { title })}
              disabled={busy}
              onClick={() => actions.remove(item.id)}
            >
              <Trash2 aria-hidden className="size-4" />
            </RowButton>
          </>
        )}
      </div>
      {hasChildren && open && (
        <TaskList
          items={items}
          parentId={item.id}
          splitting={splitting}
          expanded={expanded}
          actions={actions}
        />
      )}
    </li>
  );
}

function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Inline edit of the title and, for a task without sub-tasks, the estimate (a parent's is their sum). */
function EditForm({
  item,
  hasChildren,
  actions,
  onClose,
}: {
  item: TaskItem;
  hasChildren: boolean;
  actions: TaskActions;
  onClose(): void;
}) {
  const { t } = useTranslation('goblin-slayer-todo');
  const titleId = useId();
  const estimateId = useId();
  const [title, setTitle] = useState(item.title);
  const [estimate, setEstimate] = useState(String(item.pomodoro.estimateMinutes));

  function save(event: FormEvent) {
    event.preventDefault();
    actions.update(item.id, hasChildren ? { title } : { title, estimateMinutes: estimate });
    onClose();
  }

  return (
    <form
      className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
      onSubmit={save}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <label htmlFor={titleId} className="sr-only">
        {t('list.editTitle')}
      </label>
      <input
        id={titleId}
        value={title}
        maxLength={TITLE_MAX}
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        className="h-8 min-w-0 flex-1 rounded-md border border-border bg-background px-2 text-sm"
      />
      {!hasChildren && (
        <>
          <label htmlFor={estimateId} className="sr-only">
            {t('list.editEstimate')}
          </label>
          <input
            id={estimateId}
            type="number"
            min={1}
            step={1}
            value={estimate}
            onChange={(event) => setEstimate(event.target.value)}
            className="h-8 w-20 rounded-md border border-border bg-background px-2 text-sm"
          />
        </>
      )}
      <Button type="submit" size="sm">
        {t('list.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        {t('list.cancel')}
      </Button>
    </form>
  );
}

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatBytes } from '@toolbox/kit/bytes';
import { countSelectedPages } from '@toolbox/pdf-kit/page-range';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { Input } from '@toolbox/ui/input';
import { Eye, FileText, GripVertical, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface MergeItem {
  id: string;
  file: File;
  /** Undefined while the worker counts the pages. */
  pageCount?: number;
  pageRange: string;
}

interface FileListProps {
  items: readonly MergeItem[];
  disabled: boolean;
  onReorder(items: MergeItem[]): void;
  onRangeChange(id: string, range: string): void;
  onPreview(item: MergeItem): void;
  onRemove(id: string): void;
}

/** The files in merge order, sortable by mouse, touch or keyboard (@dnd-kit/sortable). */
export function FileList({ items, disabled, onReorder, onRangeChange, onPreview, onRemove }: FileListProps) {
  const { t } = useTranslation('pdf-merge');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => items.find((item) => item.id === id)?.file.name ?? '';
  const positionOf = (id: unknown) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.over', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('drag.end', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('drag.cancel', { name: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    onReorder(arrayMove([...items], from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={t('list.label')} className="space-y-2">
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              disabled={disabled}
              onRangeChange={onRangeChange}
              onPreview={onPreview}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function FileRow({
  item,
  disabled,
  onRangeChange,
  onPreview,
  onRemove,
}: Omit<FileListProps, 'items' | 'onReorder'> & { item: MergeItem }) {
  const { t } = useTranslation('pdf-merge');
  const rangeId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  const name = item.file.name;
  const selected = item.pageCount === undefined ? null : countSelectedPages(item.pageRange, item.pageCount);
  const invalid = item.pageCount !== undefined && selected === null;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border border-border bg-background p-3',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('list.drag', { name })}
        className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatBytes(item.file.size)} ·{' '}
          {item.pageCount === undefined ? t('list.counting') : t('list.pages', { count: item.pageCount })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={rangeId} className="sr-only">
          {t('list.range', { name })}
        </label>
        <Input
          id={rangeId}
          value={item.pageRange}
          disabled={disabled || item.pageCount === undefined}
          placeholder={t('list.rangePlaceholder')}
          invalid={invalid}
          aria-describedby={`${rangeId}-count`}
          onChange={(event) => onRangeChange(item.id, event.target.value)}
          className="h-9 w-36 px-2"
        />
        <span
          id={`${rangeId}-count`}
          className={cn('w-24 text-xs', invalid ? 'text-destructive' : 'text-muted-foreground')}
        >
          {invalid
            ? t('list.invalidRange')
            : selected === null
              ? ''
              : t('list.selected', { count: selected })}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('list.preview', { name })}
        onClick={() => onPreview(item)}
      >
        <Eye aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('list.remove', { name })}
        disabled={disabled}
        onClick={() => onRemove(item.id)}
      >
        <X aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

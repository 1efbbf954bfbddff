import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_DRAG_DELAY_MS } from '../core/constants';
import { moveEntry } from '../core/queue';
import { iconButtonClassName } from './field-styles';

/**
 * One list of siblings (the top level, or the leaves of one group) that can be reordered by drag:
 * mouse, touch after a 250 ms long-press (spec C § 9) so scrolling still works, and keyboard
 * (Space to lift, arrows to move, Space to drop, Escape to cancel).
 */
export function SortableRows({
  ids,
  titleOf,
  onReorder,
  children,
}: {
  ids: string[];
  titleOf(id: string): string;
  onReorder(ids: string[]): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('pomodoro');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveEntry({ ids, activeId: String(active.id), overId: String(over.id) }));
  };
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('queue.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('queue.dragStart', { title: titleOf(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('queue.dragOver', { title: titleOf(String(active.id)), position: position(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('queue.dragEnd', { title: titleOf(String(active.id)), position: position(over.id) })
              : undefined,
          onDragCancel: ({ active }) => t('queue.dragCancel', { title: titleOf(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row's place in its sortable list: the ref and style for the row, and its drag handle. */
export function useSortableRow(id: string, title: string) {
  const { t } = useTranslation('pomodoro');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10 } : {}),
  };
  const handle = (
    <button
      type="button"
      className={`${iconButtonClassName} cursor-grab touch-none active:cursor-grabbing`}
      aria-label={t('queue.drag', { title })}
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return { ref: setNodeRef, style, handle, isDragging };
}

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
import type { ReactNode } from 'react';
import {
  DEFAULT_SORTABLE_ACTIVATION,
  moveId,
  type SortableItemState,
  type SortableListProps,
} from './sortable-list';

/* dnd-kit behind SortableList: this module loads on demand (never with the page). */

export function DndList({
  ids,
  onReorder,
  titleOf,
  messages,
  activation = DEFAULT_SORTABLE_ACTIVATION,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: activation.mouse }),
    useSensor(TouchSensor, { activationConstraint: activation.touch }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const title = (id: string | number) => titleOf(String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId({ ids, activeId: String(active.id), overId: String(over.id) }));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: messages.instructions },
        announcements: {
          onDragStart: ({ active }) => messages.start(title(active.id)),
          onDragOver: ({ active, over }) =>
            over ? messages.over(title(active.id), position(over.id)) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? messages.end(title(active.id), position(over.id)) : undefined,
          onDragCancel: ({ active }) => messages.cancel(title(active.id)),
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export function DndItem({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (state: SortableItemState) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return children({
    ref: setNodeRef,
    handleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: {
      transform: CSS.Transform.toString(transform),
      transition,
      ...(isDragging ? { position: 'relative', zIndex: 10 } : {}),
    },
    isDragging,
  });
}

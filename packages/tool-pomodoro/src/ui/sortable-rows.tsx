import { SortableItem, SortableList } from '@toolbox/ui/sortable-list';
import { GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_DRAG_DELAY_MS } from '../core/constants';
import { iconButtonClassName } from './field-styles';

/**
 * One list of siblings (the top level, or the leaves of one group) that can be reordered by drag:
 * mouse, touch after a 250 ms long-press so scrolling still works, and keyboard (Space to lift,
 * arrows to move, Space to drop, Escape to cancel). The shared SortableList loads dnd-kit on demand.
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
  return (
    <SortableList
      ids={ids}
      titleOf={titleOf}
      onReorder={onReorder}
      activation={{ mouse: { distance: 4 }, touch: { delay: TOUCH_DRAG_DELAY_MS, tolerance: 5 } }}
      messages={{
        instructions: t('queue.dragInstructions'),
        start: (title) => t('queue.dragStart', { title }),
        over: (title, position) => t('queue.dragOver', { title, position }),
        end: (title, position) => t('queue.dragEnd', { title, position }),
        cancel: (title) => t('queue.dragCancel', { title }),
      }}
    >
      {children}
    </SortableList>
  );
}

/** What a row gets: the ref and style for itself, its drag handle, and whether it is dragged. */
export interface SortableRowState {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  handle: ReactNode;
  isDragging: boolean;
}

/** A row's place in its sortable list, handed to `children` with its drag handle. */
export function SortableRow({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (row: SortableRowState) => ReactNode;
}) {
  const { t } = useTranslation('pomodoro');
  return (
    <SortableItem id={id}>
      {(state) =>
        children({
          ref: state.ref,
          style: state.style,
          isDragging: state.isDragging,
          handle: (
            <button
              type="button"
              ref={state.handleRef}
              className={`${iconButtonClassName} cursor-grab touch-none active:cursor-grabbing`}
              aria-label={t('queue.drag', { title })}
              {...state.handleProps}
            >
              <GripVertical aria-hidden className="size-4" />
            </button>
          ),
        })
      }
    </SortableItem>
  );
}

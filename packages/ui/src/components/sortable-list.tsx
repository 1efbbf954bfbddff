import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';

/** What a screen reader hears while a row is moved (the tool's own, translated words). */
export interface SortableMessages {
  /** How to move a row with the keyboard (read when a handle gets focus). */
  instructions: string;
  start(title: string): string;
  over(title: string, position: number): string;
  end(title: string, position: number): string;
  cancel(title: string): string;
}

/** When a drag starts: after `distance` px of mouse movement, or a touch held `delay` ms. */
export interface SortableActivation {
  mouse: { distance: number };
  touch: { delay: number; tolerance: number };
}

/** A 4 px mouse move; a 250 ms long-press on touch (so a swipe still scrolls), 5 px tolerance. */
export const DEFAULT_SORTABLE_ACTIVATION: SortableActivation = {
  mouse: { distance: 4 },
  touch: { delay: 250, tolerance: 5 },
};

export interface SortableListProps {
  /** The rows' ids, in their current order. */
  ids: readonly string[];
  /** Called with the new order after a row was moved. */
  onReorder: (ids: string[]) => void;
  /** A row's title, for the announcements. */
  titleOf: (id: string) => string;
  /** Translated screen-reader announcements and instructions for picking up, moving and dropping. */
  messages: SortableMessages;
  /** Default DEFAULT_SORTABLE_ACTIVATION. */
  activation?: SortableActivation;
  /** The list itself (`<ul>`), holding one `SortableItem` per id. */
  children: ReactNode;
}

/** What a row gets from `SortableItem` to place itself and its drag handle. */
export interface SortableItemState {
  /** For the row element (`<li ref>`). */
  ref: (node: HTMLElement | null) => void;
  /** For the drag handle (`<button ref>`). */
  handleRef: (node: HTMLElement | null) => void;
  /** Spread on the drag handle: dnd-kit's pointer and keyboard listeners and ARIA attributes. */
  handleProps: ButtonHTMLAttributes<HTMLButtonElement>;
  /** The row's moving position while dragged. */
  style: CSSProperties;
  isDragging: boolean;
}

type DndModule = typeof import('./sortable-dnd');

let dndModule: DndModule | undefined;
let loadingDnd: Promise<DndModule> | undefined;

/** dnd-kit (about 14 KB gzip), loaded when the first sortable list is on screen. */
function loadDnd(): Promise<DndModule> {
  loadingDnd ??= import('./sortable-dnd').then((module) => {
    dndModule = module;
    return module;
  });
  return loadingDnd;
}

const DndContextOfList = createContext<DndModule | null>(null);

const noop = () => {};
/** A row before drag and drop has loaded: in place, its handle not yet active. */
const STILL: SortableItemState = {
  ref: noop,
  handleRef: noop,
  handleProps: {},
  style: {},
  isDragging: false,
};

/**
 * A list whose rows can be reordered by mouse, touch (long-press) and keyboard, with translated
 * announcements. The rows render at once; dnd-kit loads right after (not in the page's first
 * JavaScript), and only then do the handles respond.
 */
export function SortableList({ children, ...props }: SortableListProps) {
  const [module, setModule] = useState<DndModule | undefined>(dndModule);
  useEffect(() => {
    if (!module) void loadDnd().then(setModule);
  }, [module]);
  if (!module) return <DndContextOfList.Provider value={null}>{children}</DndContextOfList.Provider>;
  return (
    <DndContextOfList.Provider value={module}>
      <module.DndList {...props}>{children}</module.DndList>
    </DndContextOfList.Provider>
  );
}

/** One row of a `SortableList`: renders `children` with the row's drag state. */
export function SortableItem({
  id,
  disabled = false,
  children,
}: {
  id: string;
  /** The row cannot be dragged (it is busy). */
  disabled?: boolean;
  children: (state: SortableItemState) => ReactNode;
}) {
  const module = useContext(DndContextOfList);
  if (!module) return children(STILL);
  return (
    <module.DndItem id={id} disabled={disabled}>
      {children}
    </module.DndItem>
  );
}

/** The ids with `activeId` moved to where `overId` was (the others keep their order). */
export function moveId({
  ids,
  activeId,
  overId,
}: {
  ids: readonly string[];
  activeId: string;
  overId: string;
}) {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '../cn';

/*
 * The WAI-ARIA tabs pattern without a library: a `tablist` of `tab`s with a roving tab stop (arrow
 * keys, Home and End move and select, skipping disabled tabs) and one `tabpanel` each. It replaced
 * Radix Tabs, which cost every page that uses tabs 5.4 KB gzip; the API is the same subset.
 */

interface TabsContextValue {
  value: string;
  select(value: string): void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${component} must be inside <Tabs>`);
  return context;
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/[^\w-]/g, '_')}`;

/** Tab set props: controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). */
export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The shown tab (controlled). */
  value?: string;
  /** The tab shown first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** A `TabsList` of `TabsTrigger`s and one `TabsContent` per tab. */
  children?: ReactNode;
}

/** A set of tabs: `TabsList` with `TabsTrigger`s, and a `TabsContent` per tab. */
export function Tabs({ value, defaultValue = '', onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The tab row's props; give it an `aria-label` naming the set of tabs. */
export interface TabsListProps extends ComponentProps<'div'> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** Arrow keys, Home and End move between the enabled tabs of the list, and select them. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
    ArrowRight: 'next',
    ArrowDown: 'next',
    ArrowLeft: 'previous',
    ArrowUp: 'previous',
    Home: 'first',
    End: 'last',
  };
  const move = keys[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (tabs.length === 0) return;
  event.preventDefault();
  const target =
    move === 'first'
      ? tabs[0]
      : move === 'last'
        ? tabs.at(-1)
        : tabs[(index + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length];
  target?.focus();
  target?.click();
}

/** The row of tabs, on a muted track; on a narrow screen the tabs wrap instead of widening the page. */
export function TabsList({ className, onKeyDown, ...props }: TabsListProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/** One tab's props: `value` (the panel it shows), `disabled`. */
export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  /** The value of the `TabsContent` this tab shows. */
  value: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** One tab; the active one is raised on the track. Only the active tab is a tab stop. */
export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const { value: current, select, baseId } = useTabs('TabsTrigger');
  const isActive = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={isActive}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? 'active' : 'inactive'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded px-3 py-1.5 font-medium text-sm transition-colors',
        'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** One panel's props: `value` (its tab), `forceMount` (kept in the page while hidden). */
export interface TabsContentProps extends ComponentProps<'div'> {
  /** The value of the tab that shows this panel. */
  value: string;
  /**
   * Keeps the panel rendered while another tab is shown (its state survives); hide it yourself,
   * e.g. `className="data-[state=inactive]:hidden"`. Default: only the active panel is rendered.
   */
  forceMount?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** A tab's panel; focusable, so keyboard users reach panels without controls. */
export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const { value: current, baseId } = useTabs('TabsContent');
  const isActive = value === current;
  if (!isActive && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      // The ARIA tabs pattern: the shown panel is a tab stop, so a panel without controls is reached.
      tabIndex={isActive ? 0 : undefined}
      data-state={isActive ? 'active' : 'inactive'}
      className={cn(
        'mt-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

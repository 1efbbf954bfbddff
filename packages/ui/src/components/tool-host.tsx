import { type HandOffItem, putOnShelf, subscribeShelf, takeDelivery } from '@toolbox/kit/hand-off';
import { decodeShareState, readSharePayload } from '@toolbox/kit/share-state';
import { ExternalLinkIcon } from 'lucide-react';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import { toast } from './toast';

/**
 * What the page around a tool offers it: the site's tool page provides one, a host app may, and
 * without one every hook here does nothing (a tool works the same, minus links and hand-off).
 */
export interface ToolHost {
  /** The tool on this page. */
  toolId: string;
  /** Registers what "Copy link" shares (undefined withdraws it). */
  setShareSource?: (source: ShareSource | undefined) => void;
  /** The tools that accept `items`, named in the page's language, for "Open in…". */
  handOffTargets?: (items: readonly HandOffItem[]) => readonly HandOffTarget[];
  /** Leaves `items` on the shelf for `toolId` and opens that tool. */
  openIn?: (toolId: string, items: readonly HandOffItem[]) => void;
}

export interface ShareSource {
  /** The state a link restores, read when the link is made. */
  getState: () => unknown;
}

export interface HandOffTarget {
  id: string;
  name: string;
}

const ToolHostContext = createContext<ToolHost | undefined>(undefined);

export function ToolHostProvider({ value, children }: { value: ToolHost; children: ReactNode }) {
  return <ToolHostContext.Provider value={value}>{children}</ToolHostContext.Provider>;
}

export function useToolHost(): ToolHost | undefined {
  return useContext(ToolHostContext);
}

export interface ShareableStateOptions<State> {
  /** The state "Copy link" puts in the link: text and settings, never a password or key. */
  state: State;
  /** Checks what a link carried (it may be old, edited or damaged): the state, or undefined. */
  parse: (raw: unknown) => State | undefined;
  /**
   * Puts a link's state on screen. Return `false` when the tool asks the visitor first (it would
   * replace work of theirs): the page then says nothing, and the tool says what happened.
   */
  restore: (state: State) => unknown;
}

/**
 * Shareable state for a tool whose manifest says `share: true`: registers the state the page's
 * "Copy link" shares, and restores a link's state when the page opens with one (or another link is
 * pasted into this tab). The fragment is then taken out of the address bar, so a reload keeps what
 * the visitor did since instead of going back to the link.
 */
export function useShareableState<State>({ state, parse, restore }: ShareableStateOptions<State>) {
  const host = useToolHost();
  const { t } = useTranslation('ui');
  const latest = useRef({ state, parse, restore });
  latest.current = { state, parse, restore };
  const setShareSource = host?.setShareSource;

  useEffect(() => {
    if (!setShareSource) return;
    setShareSource({ getState: () => latest.current.state });
    return () => setShareSource(undefined);
  }, [setShareSource]);

  useEffect(() => {
    if (!host) return;
    let isCurrent = true;
    async function restoreFromLink() {
      const payload = readSharePayload(window.location.hash);
      if (!payload) return;
      const raw = await decodeShareState(payload);
      if (!isCurrent) return;
      const shared = raw === undefined ? undefined : latest.current.parse(raw);
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      if (shared === undefined) {
        toast.error(t('shareLink.damaged'));
        return;
      }
      if (latest.current.restore(shared) !== false) toast.success(t('shareLink.restored'));
    }
    void restoreFromLink();
    const onHashChange = () => void restoreFromLink();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      isCurrent = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [host, t]);
}

/**
 * Receives what another tool, smart paste or a drop on the home page sent to this tool: on mount,
 * and whenever something new arrives while the page is open. `onReceive` puts the files or text
 * into the tool's input; the items are the tool's from then on.
 */
export function useHandOffReceiver(onReceive: (items: readonly HandOffItem[]) => void) {
  const toolId = useToolHost()?.toolId;
  const latest = useRef(onReceive);
  latest.current = onReceive;

  useEffect(() => {
    if (!toolId) return;
    const receive = () => {
      const items = takeDelivery(toolId);
      if (items) latest.current(items);
    };
    receive();
    return subscribeShelf(receive);
  }, [toolId]);
}

export interface OpenInMenuProps extends Omit<ButtonProps, 'children' | 'onClick' | 'asChild'> {
  /** The output to send: a result file, several files, or a text with its format (keep it memoised). */
  items: readonly HandOffItem[];
}

/**
 * "Open in…": the tools that accept this output, on the site's tool pages. It also puts the output
 * on the tab's shelf of recent outputs. Renders nothing outside a host or when no tool takes it.
 *
 * A small menu of its own (menu button pattern: arrows, Home/End, Escape, focus back on the
 * button) rather than Radix's DropdownMenu: every tool page carries this, and Radix's menu with its
 * positioning code weighed 11.5 KB gzip of the page's initial JavaScript.
 */
export function OpenInMenu({ items, variant = 'outline', size = 'sm', ...buttonProps }: OpenInMenuProps) {
  const host = useToolHost();
  const { t } = useTranslation('ui');
  const toolId = host?.toolId;
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A result file is a finished output: on the shelf at once. A text result changes with every
  // keystroke, so it goes on the shelf when the visitor opens the menu to send it.
  useEffect(() => {
    if (toolId && items.some((item) => item.kind === 'file')) putOnShelf(toolId, items);
  }, [toolId, items]);

  useEffect(() => {
    if (!isOpen) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const targets = host?.handOffTargets?.(items) ?? [];
  if (!host?.openIn || targets.length === 0) return null;
  const openIn = host.openIn;

  function open() {
    if (toolId && items.every((item) => item.kind === 'text')) putOnShelf(toolId, items);
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setIsOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return (
    <div ref={rootRef} className="relative inline-block">
      <Button
        ref={buttonRef}
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
        {...buttonProps}
      >
        <ExternalLinkIcon aria-hidden className="size-4" />
        {t('openIn.label')}
      </Button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('openIn.label')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 min-w-48 rounded-md border border-border bg-card p-1 text-foreground shadow-md"
        >
          {targets.map((target) => (
            <button
              key={target.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setIsOpen(false);
                openIn(target.id, items);
              }}
              className="w-full rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted focus:bg-muted focus:outline-none"
            >
              {t('openIn.target', { name: target.name })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

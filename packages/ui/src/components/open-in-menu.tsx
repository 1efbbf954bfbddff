import type { HandOffItem } from '@toolbox/kit/hand-off';
import { putOnShelf } from '@toolbox/kit/shelf';
import { ExternalLinkIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import { type HandOffTarget, useToolHost } from './tool-host';

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

  const handOffTargets = host?.handOffTargets;
  // At once when the host answers at once; else when its answer arrives.
  const [targets, setTargets] = useState<readonly HandOffTarget[]>(() => {
    const answer = handOffTargets?.(items);
    return Array.isArray(answer) ? answer : [];
  });
  useEffect(() => {
    let isCurrent = true;
    void Promise.resolve(handOffTargets?.(items) ?? []).then((answer) => {
      if (isCurrent) setTargets(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [handOffTargets, items]);

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

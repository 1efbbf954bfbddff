import { detectTextFormats } from '@toolbox/kit/detect-input';
import { localizePath } from '@toolbox/kit/link';
import { searchTools } from '@toolbox/kit/search';
import { cn } from '@toolbox/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@toolbox/ui/dialog';
import { isEnter } from '@toolbox/ui/keys';
import { Search } from 'lucide-react';
import { type ClipboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRootData } from '#app/lib/root-data';
import { inputOf, type SmartPasteInput } from './smart-paste-input';
import { ToolIcon } from './tool-icon';
import { useSuggestions } from './use-suggestions';

/** The palette itself: loaded on first use, so the dialog code stays out of the initial bundle. */
export default function CommandPaletteDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { catalog, locale } = useRootData();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const searchResults = useMemo(() => searchTools({ tools: catalog, query }), [catalog, query]);
  // Smart paste: a pasted file, or a text that is more than a search (a format, several lines or
  // long), turns the list into the tools that take it.
  const [pasted, setPasted] = useState<SmartPasteInput>();
  const smartPaste = useSuggestions(pasted);
  const suggestions = smartPaste.suggestions;
  const results = pasted ? suggestions.map((suggestion) => suggestion.tool) : searchResults;

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setQuery('');
      setActiveIndex(0);
      setPasted(undefined);
    }
  }

  function open(toolId: string) {
    const suggestion = pasted && suggestions.find((item) => item.tool.id === toolId);
    changeOpen(false);
    if (suggestion) smartPaste.open(suggestion);
    else navigate(localizePath(`/tool/${toolId}`, locale));
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const input = inputOf(event.clipboardData);
    if (!input) return;
    if ('text' in input) {
      const formats = detectTextFormats(input.text);
      const isSearch = formats.length === 1 && input.text.length <= 80 && !input.text.includes('\n');
      if (isSearch) return; // an ordinary search word: let it into the box
    }
    event.preventDefault();
    setPasted(input);
    setActiveIndex(0);
  }

  const active = results[Math.min(activeIndex, results.length - 1)];
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent className="top-[20%] translate-y-0 gap-0 p-0 sm:max-w-lg">
        <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('palette.description')}</DialogDescription>
        <div className="flex items-center gap-2 border-b border-border px-3 focus-within:ring-2 focus-within:ring-ring focus-within:ring-inset">
          <Search aria-hidden className="size-4 text-muted-foreground" />
          <input
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
            aria-label={t('palette.title')}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPasted(undefined);
              setActiveIndex(0);
            }}
            onPaste={onPaste}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActiveIndex((index) => Math.min(index + 1, results.length - 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActiveIndex((index) => Math.max(index - 1, 0));
              } else if (isEnter(event) && active) {
                event.preventDefault();
                open(active.id);
              }
            }}
            className="h-12 flex-1 bg-transparent text-base outline-none"
          />
        </div>
        {pasted && (
          <p role="status" className="border-b border-border px-4 py-2 text-sm text-muted-foreground">
            {suggestions.length > 0
              ? t('smartPaste.detected', { summary: smartPaste.summary() })
              : t('smartPaste.noTool', { summary: smartPaste.summary() })}
          </p>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={t('palette.title')}
          className="max-h-80 overflow-y-auto p-2"
        >
          {results.map((tool) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input
            <div
              key={tool.id}
              tabIndex={-1}
              id={`${listId}-${tool.id}`}
              role="option"
              aria-selected={tool === active}
              onClick={() => open(tool.id)}
              onMouseMove={() => setActiveIndex(results.indexOf(tool))}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2',
                tool === active && 'bg-accent',
              )}
            >
              <ToolIcon name={tool.icon} className="size-4 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block text-sm font-medium">
                  {pasted ? t('smartPaste.openIn', { name: tool.name }) : tool.name}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{tool.description}</span>
              </span>
            </div>
          ))}
          {results.length === 0 && !pasted && (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('palette.noResults')}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

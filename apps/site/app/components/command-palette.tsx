import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./command-palette-dialog');
const CommandPaletteDialog = lazy(loadDialog);

/**
 * Ctrl/Cmd+K anywhere (or the header button) opens a search over the same catalogue as the home
 * page; Enter opens the tool. The dialog's code loads on first use (prefetched on hover or focus).
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  function changeOpen(next: boolean) {
    setIsOpen(next);
    if (next) setWasOpened(true);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setWasOpened(true);
        setIsOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => changeOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-border px-2.5 text-sm text-muted-foreground hover:bg-muted sm:px-3"
      >
        <Search aria-hidden className="size-4" />
        {/* Icon-only on phones; the text stays the button's name for readers. */}
        <span className="max-sm:sr-only">{t('palette.open')}</span>
        <kbd className="hidden rounded border border-border px-1.5 text-xs sm:inline">
          {t('palette.shortcut')}
        </kbd>
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CommandPaletteDialog isOpen={isOpen} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </>
  );
}

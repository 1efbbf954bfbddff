import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

/**
 * Below the `md` breakpoint the sidebar is hidden: this header button opens the same navigation in
 * a drawer. The drawer's code (a Radix dialog) loads on first use, prefetched on touch or focus.
 */
export function NavMenu() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@toolbox/ui/dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SidebarContent } from './sidebar-content';

/**
 * The phone navigation: a dialog sliding in from the start edge. Radix gives the focus trap, Escape,
 * closing on a tap outside and focus back on the menu button; following a link closes it too.
 */
export default function NavDrawer({
  isOpen,
  onOpenChange,
  returnFocusTo,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button: the drawer is not opened by a Radix trigger, so focus is sent back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        layout="drawer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10">{t('menu.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('menu.description')}</DialogDescription>
        <nav aria-label={t('sidebar.label')}>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { SidebarContent } from './sidebar-content';

/** The navigation column from the `md` breakpoint up; phones get the same content in a drawer. */
export function Sidebar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('sidebar.label')}
      className="sticky top-16 hidden max-h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto py-4 pr-2 md:block"
    >
      <SidebarContent />
    </nav>
  );
}

import { localizePath } from '@toolbox/kit/link';
import { cn } from '@toolbox/ui/cn';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRootData } from '#app/lib/root-data';
import { ToolIcon } from './tool-icon';

/** Every tool except those flagged hidden in the sidebar (spec A § 2); they stay on the home page. */
export function Sidebar() {
  const { t } = useTranslation();
  const { catalog, locale } = useRootData();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex items-center gap-2 rounded-md px-3 py-2 text-sm',
      isActive
        ? 'bg-accent font-medium text-primary'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    );
  return (
    <nav
      aria-label={t('sidebar.label')}
      className="sticky top-16 hidden max-h-[calc(100vh-4rem)] w-60 shrink-0 overflow-y-auto py-4 pr-2 md:block"
    >
      <ul className="space-y-0.5">
        <li>
          <NavLink to={localizePath('/', locale)} end className={linkClass}>
            <LayoutGrid aria-hidden className="size-4" />
            {t('sidebar.home')}
          </NavLink>
        </li>
        {catalog
          .filter((tool) => !tool.flags.hiddenInSidebar)
          .map((tool) => (
            <li key={tool.id}>
              <NavLink to={localizePath(`/tool/${tool.id}`, locale)} className={linkClass}>
                <ToolIcon name={tool.icon} className="size-4" />
                {tool.name}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

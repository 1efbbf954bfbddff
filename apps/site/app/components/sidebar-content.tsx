import { localizePath } from '@toolbox/kit/link';
import { hotCategories, toolCategories } from '@toolbox/kit/tool';
import { selectRecent } from '@toolbox/kit/usage-stats';
import { cn } from '@toolbox/ui/cn';
import { HotBadge } from '@toolbox/ui/hot-badge';
import { LayoutGrid, Settings } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { CatalogEntry } from '#app/lib/catalog';
import { useRootData } from '#app/lib/root-data';
import { ToolIcon } from './tool-icon';
import { useFavourites, useUsageStats } from './use-stored';

/** How many recently used tools the navigation lists (the home page lists ten). */
export const SIDEBAR_RECENT_LIMIT = 5;

const itemClass = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm';
const idleClass = 'text-muted-foreground hover:bg-muted hover:text-foreground';
const activeClass = 'bg-accent font-medium text-primary';

interface SidebarContentProps {
  /** Called when a link is followed (the drawer closes on it). */
  onNavigate?: () => void;
}

/**
 * What the sidebar and the phone drawer both show: the home link, the categories (the home page's
 * filter), the visitor's favourites and recent tools, every tool not hidden from the sidebar, and
 * the settings page (backup of everything saved).
 */
export function SidebarContent({ onNavigate }: SidebarContentProps) {
  const { t } = useTranslation();
  const { catalog, locale } = useRootData();
  const { favourites } = useFavourites();
  const stats = useUsageStats();
  const { pathname, search } = useLocation();
  const byId = new Map(catalog.map((tool) => [tool.id, tool]));
  const favouriteTools = favourites.flatMap((id) => byId.get(id) ?? []);
  const recentTools = selectRecent({
    stats: stats.filter((entry) => byId.has(entry.toolId)),
    limit: SIDEBAR_RECENT_LIMIT,
  }).flatMap((entry) => byId.get(entry.toolId) ?? []);
  const homePath = localizePath('/', locale);
  const activeCategory = pathname === homePath ? new URLSearchParams(search).get('category') : null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(itemClass, isActive ? activeClass : idleClass);

  return (
    <div className="space-y-5">
      <NavLink to={homePath} end className={linkClass} onClick={onNavigate}>
        <LayoutGrid aria-hidden className="size-4" />
        {t('sidebar.home')}
      </NavLink>

      <SidebarSection title={t('sidebar.categories')}>
        {toolCategories.map((category) => {
          const isActive = activeCategory === category;
          return (
            <li key={category}>
              <Link
                to={`${homePath}?category=${category}`}
                aria-current={isActive ? 'page' : undefined}
                className={cn(itemClass, isActive ? activeClass : idleClass)}
                onClick={onNavigate}
              >
                {t(`categories.${category}`)}
                {hotCategories.includes(category) && <HotBadge variant="dot" />}
              </Link>
            </li>
          );
        })}
      </SidebarSection>

      {favouriteTools.length > 0 && (
        <SidebarSection title={t('sidebar.favourites')}>
          <ToolLinks tools={favouriteTools} linkClass={linkClass} onNavigate={onNavigate} />
        </SidebarSection>
      )}

      {recentTools.length > 0 && (
        <SidebarSection title={t('sidebar.recent')}>
          <ToolLinks tools={recentTools} linkClass={linkClass} onNavigate={onNavigate} />
        </SidebarSection>
      )}

      <SidebarSection title={t('sidebar.allTools')}>
        <ToolLinks
          tools={catalog.filter((tool) => !tool.flags.hiddenInSidebar)}
          linkClass={linkClass}
          onNavigate={onNavigate}
        />
      </SidebarSection>

      <NavLink to={localizePath('/settings', locale)} className={linkClass} onClick={onNavigate}>
        <Settings aria-hidden className="size-4" />
        {t('sidebar.settings')}
      </NavLink>
    </div>
  );
}

/** A heading and the list it names (lists, not landmarks: the navigation is already one). */
function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div>
      <h2
        id={headingId}
        className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="space-y-0.5">
        {children}
      </ul>
    </div>
  );
}

function ToolLinks({
  tools,
  linkClass,
  onNavigate,
}: {
  tools: CatalogEntry[];
  linkClass: (state: { isActive: boolean }) => string;
  onNavigate?: () => void;
}) {
  const { locale } = useRootData();
  return tools.map((tool) => (
    <li key={tool.id}>
      <NavLink to={localizePath(`/tool/${tool.id}`, locale)} className={linkClass} onClick={onNavigate}>
        <ToolIcon name={tool.icon} className="size-4 shrink-0" />
        <span className="min-w-0 truncate">{tool.name}</span>
      </NavLink>
    </li>
  ));
}

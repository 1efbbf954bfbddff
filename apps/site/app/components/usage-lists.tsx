import { localizePath } from '@toolbox/kit/link';
import { selectPopular, selectRecent } from '@toolbox/kit/usage-stats';
import { Clock, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogEntry } from '#app/lib/catalog';
import { useRootData } from '#app/lib/root-data';
import { ToolIcon } from './tool-icon';
import { useUsageStats } from './use-stored';

/** "Popular" and "Recently used" (top 10 each: kit CONTEXT.md Rules: Usage statistics › Lists), from this browser's usage statistics. */
export function UsageLists() {
  const { t } = useTranslation();
  const { catalog } = useRootData();
  const stats = useUsageStats();
  const byId = new Map(catalog.map((tool) => [tool.id, tool]));
  const known = stats.filter((entry) => byId.has(entry.toolId));
  if (known.length === 0) return null;
  const popular = selectPopular({ stats: known });
  const recent = selectRecent({ stats: known });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <UsageList
        title={t('home.popular')}
        icon={<TrendingUp aria-hidden className="size-4" />}
        items={popular.map((entry) => ({
          tool: byId.get(entry.toolId) as CatalogEntry,
          note: t('home.usedTimes', { count: entry.usageCount }),
        }))}
      />
      <UsageList
        title={t('home.recent')}
        icon={<Clock aria-hidden className="size-4" />}
        items={recent.map((entry) => ({ tool: byId.get(entry.toolId) as CatalogEntry }))}
      />
    </div>
  );
}

function UsageList({
  title,
  icon,
  items,
}: {
  title: string;
  icon: React.ReactNode;
  items: { tool: CatalogEntry; note?: string }[];
}) {
  const { locale } = useRootData();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h2>
      <ol className="mt-2 flex flex-wrap gap-2">
        {items.map(({ tool, note }) => (
          <li key={tool.id}>
            <Link
              to={localizePath(`/tool/${tool.id}`, locale)}
              className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
              title={note}
            >
              <ToolIcon name={tool.icon} className="size-3.5 text-primary" />
              {tool.name}
              {note && <span className="sr-only">({note})</span>}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { localizePath } from '@toolbox/kit/link';
import { hotCategories } from '@toolbox/kit/tool';
import { FavouriteToggle } from '@toolbox/ui/favourite-toggle';
import { HotBadge } from '@toolbox/ui/hot-badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogEntry } from '#app/lib/catalog';
import { useRootData } from '#app/lib/root-data';
import { ToolIcon } from './tool-icon';

interface ToolCardProps {
  tool: CatalogEntry;
  isFavourite: boolean;
  onToggleFavourite(toolId: string): void;
}

/** Icon, name, description, categories, NEW and HOT badges, and the favourite heart. */
export function ToolCard({ tool, isFavourite, onToggleFavourite }: ToolCardProps) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const isHot = tool.categories.some((category) => hotCategories.includes(category));
  return (
    // The name's link covers the card (its ::after); the card shows the link's focus ring.
    <article className="group relative flex flex-col rounded-card border border-border bg-card p-4 shadow-sm transition hover:border-primary/50 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <ToolIcon name={tool.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            <Link
              to={localizePath(`/tool/${tool.id}`, locale)}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
            >
              {tool.name}
            </Link>
            {/* Solid: a tinted green under green text was 4.09:1, under the 4.5:1 small text needs. */}
            {tool.flags.isNew && (
              <span className="rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-background">
                {t('badges.new')}
              </span>
            )}
            {isHot && <HotBadge variant="minimal" />}
          </h3>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{tool.description}</p>
        </div>
        <div className="relative z-10">
          <FavouriteToggle
            isFavourite={isFavourite}
            onToggle={() => onToggleFavourite(tool.id)}
            toolName={tool.name}
          />
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('home.categoryFilter')}>
        {tool.categories.map((category) => (
          <li key={category} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t(`categories.${category}`)}
          </li>
        ))}
      </ul>
    </article>
  );
}

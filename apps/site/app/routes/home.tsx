import { searchTools } from '@toolbox/kit/search';
import { type CategoryFilter, categoryFilters, hotCategories } from '@toolbox/kit/tool';
import { cn } from '@toolbox/ui/cn';
import { HotBadge } from '@toolbox/ui/hot-badge';
import { Heart, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '#app/components/page-meta';
import { SmartPaste } from '#app/components/smart-paste';
import { ToolCard } from '#app/components/tool-card';
import { UsageLists } from '#app/components/usage-lists';
import { useFavourites } from '#app/components/use-stored';
import { useRootData } from '#app/lib/root-data';

function isCategoryFilter(value: string | null): value is CategoryFilter {
  return value !== null && (categoryFilters as readonly string[]).includes(value);
}

/**
 * Home: every tool as a card, with the category filter, search and favourites filter kept in the
 * URL (`?category=ai&q=json&favourites=1`) so a filtered view can be shared and survives reload.
 */
export default function Home() {
  const { t } = useTranslation();
  const { catalog } = useRootData();
  const { favourites, toggle } = useFavourites();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  // The box answers every keystroke at once; the URL follows (replace), so a filtered view is shareable.
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const categoryParam = searchParams.get('category');
  const category: CategoryFilter = isCategoryFilter(categoryParam) ? categoryParam : 'all';
  const favouritesOnly = searchParams.get('favourites') === '1';

  function update(changes: Record<string, string | null>) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const inCategory = catalog.filter(
    (tool) =>
      (category === 'all' || tool.categories.includes(category)) &&
      (!favouritesOnly || favourites.includes(tool.id)),
  );
  const visible = searchTools({ tools: inCategory, query });

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('site.name')} · ${t('site.tagline')}`} description={t('site.description')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('home.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('site.description')}</p>
      </div>

      <SmartPaste />

      <UsageLists />

      <div className="space-y-3">
        <div className="relative max-w-xl">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            aria-label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              update({ q: event.target.value });
            }}
            className="h-10 w-full rounded-md border border-border bg-background pr-3 pl-9 text-sm"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('home.categoryFilter')}</legend>
            {categoryFilters.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={category === option}
                onClick={() => update({ category: option === 'all' ? null : option })}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
                  category === option
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                {t(`categories.${option}`)}
                {option !== 'all' && hotCategories.includes(option) && <HotBadge variant="dot" />}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            aria-pressed={favouritesOnly}
            onClick={() => update({ favourites: favouritesOnly ? null : '1' })}
            className={cn(
              'ml-auto inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
              favouritesOnly
                ? 'border-red-500 bg-red-500/10 text-red-600 dark:text-red-400'
                : 'border-border hover:bg-muted',
            )}
          >
            <Heart aria-hidden className={cn('size-4', favouritesOnly && 'fill-current')} />
            {t('home.favouritesOnly')}
          </button>
        </div>
      </div>

      <section aria-labelledby="all-tools">
        <h2 id="all-tools" className="mb-3 text-sm font-medium text-muted-foreground">
          {t('home.title')} · {t('home.toolCount', { count: visible.length })}
        </h2>
        {visible.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} isFavourite={favourites.includes(tool.id)} onToggleFavourite={toggle} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
            <p>{favouritesOnly && query === '' ? t('home.noFavourites') : t('home.noResults', { query })}</p>
            <button
              type="button"
              onClick={() => {
                setQuery('');
                update({ q: null, category: null, favourites: null });
              }}
              className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('home.clearFilters')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

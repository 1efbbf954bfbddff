import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DESIGN } from '../core/design';
import { ICON_FAMILIES, type IconFamily, type IconSet } from '../core/icon-sets';
import {
  iconPage,
  KEYWORD_CATEGORIES,
  type KeywordCategory,
  keywordCategory,
  type LibraryIcon,
  searchIcons,
} from '../core/icons';
import { renderSvg } from '../core/render';
import { familyIcons, loadFamily } from './icon-library';

type Category = IconFamily | KeywordCategory;
/** Keyword categories are drawn from the two outline families, which name icons plainly. */
const KEYWORD_SOURCES: readonly IconFamily[] = ['lucide', 'tabler'];

async function iconsOf(category: Category, query: string): Promise<LibraryIcon[]> {
  if (query.trim()) {
    // A search looks through all nine families (each downloaded once).
    const all = (await Promise.all(ICON_FAMILIES.map(familyIcons))).flat();
    return searchIcons(all, query);
  }
  if ((ICON_FAMILIES as readonly string[]).includes(category)) return familyIcons(category as IconFamily);
  const sources = (await Promise.all(KEYWORD_SOURCES.map(familyIcons))).flat();
  return sources.filter((icon) => keywordCategory(icon.name) === category);
}

/** A small picture of one library icon (drawn in the text colour, from its own elements). */
function IconThumb({ icon, set }: { icon: LibraryIcon; set: IconSet | undefined }) {
  const shape = set?.get(icon.name);
  if (!shape) return null;
  const svg = renderSvg(
    {
      ...DEFAULT_DESIGN,
      backgroundShape: 'none',
      showText: false,
      showIcon: true,
      iconColor: '#1f2937',
      iconSize: 100,
      canvasSize: 128,
    },
    { exportSize: 32, icon: shape },
  );
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt=""
      width={32}
      height={32}
      className="dark:invert"
    />
  );
}

/** The icon library: a category or a search, 48 icons a page (CONTEXT.md Rules: Icon library). */
export function IconPicker({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('icon-maker');
  const searchId = useId();
  const categoryId = useId();
  const [category, setCategory] = useState<Category>('lucide');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [icons, setIcons] = useState<LibraryIcon[] | undefined>();
  const [sets, setSets] = useState<Map<IconFamily, IconSet>>(new Map());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setIcons(undefined);
    setFailed(false);
    const timer = setTimeout(
      () => {
        iconsOf(category, query).then(
          async (found) => {
            const families = [...new Set(found.map((icon) => icon.family as IconFamily))];
            const loaded = await Promise.all(
              families.map(async (family) => [family, await loadFamily(family)] as const),
            );
            if (!current) return;
            setSets(new Map(loaded));
            setIcons(found);
            setPage(1);
          },
          (error) => {
            console.warn('icon-maker: icons failed to load', error);
            if (current) setFailed(true);
          },
        );
      },
      query ? 250 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [category, query]);

  const shown = icons ? iconPage(icons, page) : undefined;
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={searchId} className="font-medium text-sm">
            {t('icons.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('icons.searchHint')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={categoryId} className="font-medium text-sm">
            {t('icons.category')}
          </label>
          <NativeSelect<Category>
            id={categoryId}
            value={category}
            disabled={query.trim() !== ''}
            onValueChange={setCategory}
            groups={[
              {
                label: t('icons.families'),
                options: ICON_FAMILIES.map((value) => ({ value, label: t(`families.${value}`) })),
              },
              {
                label: t('icons.topics'),
                options: KEYWORD_CATEGORIES.map((value) => ({ value, label: t(`topics.${value}`) })),
              },
            ]}
          />
        </div>
      </div>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t('icons.failed')}
        </p>
      ) : !shown ? (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t('icons.loading')}
        </p>
      ) : shown.items.length === 0 ? (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t('icons.noIconsFound')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('icons.results', { count: icons?.length ?? 0 })}
            className="grid grid-cols-6 gap-1 sm:grid-cols-8"
          >
            {shown.items.map((icon) => (
              <li key={icon.id}>
                <button
                  type="button"
                  title={icon.name}
                  aria-label={icon.name}
                  aria-pressed={selected === icon.id}
                  onClick={() => onSelect(icon.id)}
                  className="flex size-10 items-center justify-center rounded-md border border-transparent hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary/10"
                >
                  <IconThumb icon={icon} set={sets.get(icon.family as IconFamily)} />
                </button>
              </li>
            ))}
          </ul>
          {shown.pages > 1 && (
            <div className="flex items-center justify-between gap-2 text-sm">
              <Button
                variant="outline"
                size="sm"
                disabled={shown.page <= 1}
                onClick={() => setPage(shown.page - 1)}
              >
                {t('icons.previous')}
              </Button>
              <span aria-live="polite">{t('icons.page', { page: shown.page, pages: shown.pages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={shown.page >= shown.pages}
                onClick={() => setPage(shown.page + 1)}
              >
                {t('icons.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

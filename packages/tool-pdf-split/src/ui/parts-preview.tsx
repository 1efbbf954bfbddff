import { formatBytes } from '@toolbox/kit/bytes';
import { useTranslation } from 'react-i18next';
import { bookmarkPartName, partFileName } from '../core/names';
import { describePages, type PlanResult } from '../core/plan';

/** Long plans (a 4,000-page file split page by page) list only their first files. */
export const SHOWN_PARTS = 50;

/** The files the split will produce, with their pages, before splitting (CONTEXT.md § Files to be produced). */
export function PartsPreview({
  plan,
  pageCount,
  namePattern,
  rangePending = false,
}: {
  plan: PlanResult;
  pageCount: number;
  namePattern: string;
  /** The custom range is still blank and untouched: a prompt, not an error. */
  rangePending?: boolean;
}) {
  const { t } = useTranslation('pdf-split');
  if (rangePending) return <p className="text-muted-foreground text-sm">{t('parts.enterRange')}</p>;
  if (!plan.ok) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t(`errors.${plan.error}`, { pageCount })}
      </p>
    );
  }
  if ('maxBytes' in plan)
    return (
      <p className="text-muted-foreground text-sm">
        {t('parts.bySize', { size: formatBytes(plan.maxBytes) })}
      </p>
    );
  const total = plan.parts.length;
  const { titles } = plan;
  return (
    <section aria-label={t('parts.title')} className="space-y-2">
      <h2 className="font-semibold">
        {t('parts.title')}{' '}
        <span className="font-normal text-muted-foreground text-sm">
          {t('parts.count', { count: total })}
        </span>
      </h2>
      <ul className="max-h-64 space-y-1 overflow-auto text-sm">
        {plan.parts.slice(0, SHOWN_PARTS).map((pages, index) => {
          const name = titles
            ? bookmarkPartName({
                title: titles[index],
                n: index + 1,
                total,
                fallback: t('parts.beforeFirstBookmark'),
              })
            : partFileName({ pattern: namePattern, n: index + 1, total });
          return (
            <li key={name} className="font-mono text-xs">
              {t('parts.item', {
                name,
                pages: describePages(pages),
                count: pages.length,
                interpolation: { escapeValue: false },
              })}
            </li>
          );
        })}
      </ul>
      {total > SHOWN_PARTS && (
        <p className="text-muted-foreground text-sm">{t('parts.more', { count: total - SHOWN_PARTS })}</p>
      )}
      <p className="text-muted-foreground text-xs">
        {total > 1 ? t('parts.zipNote') : t('parts.singleNote')}
      </p>
    </section>
  );
}

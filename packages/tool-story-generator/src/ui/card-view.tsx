import type { Card } from '@toolbox/story-world';
import { useTranslation } from 'react-i18next';

/** Placeholder until the full card view lands (same props): header, summary, tags. */
export function CardView({ card }: { card: Card; defaultExpanded?: boolean; highlighted?: string[] }) {
  const { t } = useTranslation('story-generator');
  return (
    <article className="space-y-2">
      <header className="flex items-center gap-2">
        <span className="rounded-full border border-border px-2 py-0.5 text-xs">
          {t(`cardTypes.${card.type}`)}
        </span>
        <h3 className="font-semibold">{card.name}</h3>
      </header>
      <p className="text-muted-foreground text-sm">{card.summary}</p>
      {card.tags.length > 0 && <p className="text-xs">{card.tags.join(' · ')}</p>}
    </article>
  );
}

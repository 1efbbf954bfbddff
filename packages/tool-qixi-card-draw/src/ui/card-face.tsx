import { useTranslation } from 'react-i18next';
import type { Rarity } from '../core/cards';
import type { Drawn } from './qixi-card-draw-tool';

export type Picture =
  | { status: 'loading' }
  | { status: 'success'; url: string; fallback: boolean }
  | { status: 'error' };

/** Each rarity's frame: colours for the border only, so the text keeps the theme's contrast. */
const FRAME: Record<Rarity, string> = {
  common: 'border-border',
  rare: 'border-sky-500',
  superRare: 'border-violet-500',
  ultraRare: 'border-amber-500',
  legendary: 'border-amber-400 motion-safe:animate-pulse shadow-[0_0_24px_rgba(251,191,36,0.7)]',
  hidden:
    'border-transparent [background:linear-gradient(var(--tb-card),var(--tb-card))_padding-box,linear-gradient(90deg,#f43f5e,#f59e0b,#22c55e,#3b82f6,#a855f7)_border-box]',
};

/** The face of a drawn card: rarity badge, text, and its picture when it has one. */
export function CardFace({ drawn }: { drawn: Drawn }) {
  const { t } = useTranslation('qixi-card-draw');
  const { card, picture } = drawn;
  return (
    <div
      className={`flex h-full flex-col gap-3 overflow-hidden rounded-card border-4 bg-card p-4 text-foreground ${FRAME[card.rarity]}`}
      data-rarity={card.rarity}
    >
      <span className="self-start rounded-full border border-border bg-background px-2.5 py-0.5 font-semibold text-xs">
        {t(`rarity.${card.rarity}`)}
      </span>
      {picture?.status === 'loading' && (
        <div className="aspect-[8/5] w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
      )}
      {picture?.status === 'success' && (
        <img
          src={picture.url}
          alt={t('card.pictureAlt')}
          className="aspect-[8/5] w-full rounded-md object-cover"
        />
      )}
      {picture?.status === 'error' && (
        <p className="rounded-md border border-destructive bg-background p-2 text-destructive text-sm">
          {t('card.pictureFailed')}
        </p>
      )}
      <p className="flex flex-1 items-center justify-center text-center font-medium text-lg">{drawn.text}</p>
    </div>
  );
}

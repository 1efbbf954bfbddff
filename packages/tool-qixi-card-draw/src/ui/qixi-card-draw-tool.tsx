import { copyText } from '@toolbox/kit/clipboard';
import { createStoredValue, guardSchema, isArrayOf, keepValidItems } from '@toolbox/kit/storage';
import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { HeartIcon, Share2Icon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_POOL, type Card, CONFETTI_PARTICLES, FLIP_MS, SHUFFLE_MS } from '../core/cards';
import { drawCard, formatPercent, groupByRarity } from '../core/draw';
import { DEFAULT_EVENT, daysLeft, type EventConfig, hasEnded } from '../core/event';
import { addToHistory, type DrawRecord, isDrawRecord, shareText } from '../core/history';
import { CardFace, type Picture } from './card-face';
import { celebrate } from './confetti';
import { loadPicture } from './picture';

const RAW = { escapeValue: false };

// Loaded when Clear history is pressed: Radix's dialog is a sixth of the page's first load.
const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Where the saying of a saying card comes from (our own API); a test passes its own. */
export type FetchSaying = (locale: string, signal: AbortSignal) => Promise<string>;

const SAYING_TIMEOUT_MS = 3000;

const fetchSayingFromApi: FetchSaying = async (locale, signal) => {
  const response = await fetch(`/api/sayings/random?locale=${locale === 'zh' ? 'zh' : 'en'}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { text?: unknown };
  if (typeof body.text !== 'string' || body.text === '') throw new Error('no saying');
  return body.text;
};

export interface Drawn {
  card: Card;
  text: string;
  picture?: Picture;
  timestamp: number;
}

type Phase = 'idle' | 'shuffling' | 'chosen' | 'shown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Qixi card-draw event (CONTEXT.md): draw a card (1.5 s of shuffling, then it flips), see its
 * rarity, text and sometimes a picture or a saying, share it, and keep the last 50 draws.
 */
export default function QixiCardDrawTool({
  event = DEFAULT_EVENT,
  random = Math.random,
  fetchSaying = fetchSayingFromApi,
}: {
  event?: EventConfig;
  random?: () => number;
  fetchSaying?: FetchSaying;
}) {
  const { t, i18n } = useTranslation('qixi-card-draw');
  const [phase, setPhase] = useState<Phase>('idle');
  const [drawn, setDrawn] = useState<Drawn>();
  const [showTable, setShowTable] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  // The deadline and the days left depend on the visitor's clock and time zone: shown after hydration.
  const [now, setNow] = useState<Date>();
  const alive = useRef(true);

  const history = useMemo(
    () =>
      createStoredValue<DrawRecord[]>({
        namespace: 'qixi-card-draw',
        key: `history-${event.id}`,
        schema: guardSchema(isArrayOf(isDrawRecord)),
        defaultValue: [],
        repair: keepValidItems(isDrawRecord),
        onRepair: () => toast.warning(t('toast.historyRepaired')),
        onCorrupt: () => toast.warning(t('toast.historyReset')),
      }),
    [event.id, t],
  );
  const records = useSyncExternalStore(history.subscribe, history.read, () => EMPTY);

  useEffect(() => {
    alive.current = true;
    setNow(new Date());
    return () => {
      alive.current = false;
    };
  }, []);

  const ended = now !== undefined && hasEnded(event, now);

  function save(record: DrawRecord) {
    if (!history.write(addToHistory(history.read(), record))) toast.warning(t('toast.historyNotSaved'));
  }

  async function draw() {
    if (hasEnded(event, new Date())) {
      setNow(new Date());
      toast.error(t('toast.ended'));
      return;
    }
    setPhase('shuffling');
    setDrawn(undefined);
    await sleep(SHUFFLE_MS);
    if (!alive.current) return;
    const card = drawCard(CARD_POOL, random);
    const timestamp = Date.now();
    const chosen: Drawn = {
      card,
      text: t(`cards.${card.id}`),
      timestamp,
      picture: card.kind === 'image' ? { status: 'loading' } : undefined,
    };
    setDrawn(chosen);
    setPhase('chosen');
    save({ timestamp, cardId: card.id, rarity: card.rarity });
    if (card.kind === 'image')
      void loadPicture().then(
        (picture) =>
          alive.current &&
          setDrawn((shown) => shown && { ...shown, picture: { status: 'success', ...picture } }),
        () => alive.current && setDrawn((shown) => shown && { ...shown, picture: { status: 'error' } }),
      );
    if (card.kind === 'saying') void addSaying(timestamp);
    await sleep(FLIP_MS);
    if (!alive.current) return;
    setPhase('shown');
    const particles = CONFETTI_PARTICLES[card.rarity];
    if (particles) celebrate(particles);
  }

  /** The saying card's text from the server; on failure the card keeps its own text (the spec). */
  async function addSaying(timestamp: number) {
    try {
      const text = await fetchSaying(i18n.language, AbortSignal.timeout(SAYING_TIMEOUT_MS));
      if (!alive.current) return;
      setDrawn((shown) => (shown?.timestamp === timestamp ? { ...shown, text } : shown));
      history.update((list) =>
        list.map((record) => (record.timestamp === timestamp ? { ...record, text } : record)),
      );
    } catch {
      // The card's own text stays.
    }
  }

  async function share() {
    if (!drawn) return;
    const text = shareText({
      text: drawn.text,
      rarity: t(`rarity.${drawn.card.rarity}`),
      url: window.location.href,
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('meta.name'), text, url: window.location.href });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    if (await copyText(text)) toast.success(t('toast.copied'));
    else toast.error(t('toast.shareFailed'));
  }

  const busy = phase === 'shuffling' || phase === 'chosen';
  const groups = useMemo(() => groupByRarity(CARD_POOL), []);
  const deadline = now
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(event.deadline)
    : '';

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="qixi-title"
        className="space-y-2 rounded-card border border-border bg-gradient-to-br from-accent to-card p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="qixi-title" className="flex items-center gap-2 font-semibold text-xl">
            <HeartIcon aria-hidden="true" className="size-5 text-primary" />
            {t('banner.title')}
          </h2>
          {now && (
            <span className="rounded-full border border-border bg-background px-3 py-1 text-sm">
              {ended
                ? t('banner.ended')
                : t('banner.deadline', { date: deadline, count: daysLeft(event, now), interpolation: RAW })}
            </span>
          )}
        </div>
        <p className="text-muted-foreground">{t('banner.description')}</p>
        {ended && (
          <p role="status" className="font-medium">
            {t('banner.endedNote')}
          </p>
        )}
      </section>

      <div className="flex flex-col items-center gap-4">
        <div className="w-full max-w-xs" style={{ perspective: '1000px' }}>
          <div
            className="relative aspect-[3/4] w-full transition-transform duration-500 motion-reduce:transition-none"
            style={{
              transformStyle: 'preserve-3d',
              transform: phase === 'shown' ? 'rotateY(180deg)' : 'none',
            }}
          >
            <div
              aria-hidden={phase === 'shown'}
              className={`absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-card border-2 border-primary bg-primary text-primary-foreground ${phase === 'shuffling' ? 'motion-safe:animate-pulse' : ''}`}
              style={{ backfaceVisibility: 'hidden' }}
            >
              <SparklesIcon aria-hidden="true" className="size-10" />
              <span className="font-semibold">
                {phase === 'shuffling' ? t('card.shuffling') : t('card.back')}
              </span>
            </div>
            <div
              className="absolute inset-0"
              style={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}
              aria-hidden={phase !== 'shown'}
            >
              {drawn && <CardFace drawn={drawn} />}
            </div>
          </div>
        </div>
        <p role="status" className="sr-only">
          {phase === 'shuffling'
            ? t('card.shuffling')
            : phase === 'shown' && drawn
              ? t('card.result', {
                  rarity: t(`rarity.${drawn.card.rarity}`),
                  text: drawn.text,
                  interpolation: RAW,
                })
              : ''}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="lg" onClick={() => void draw()} disabled={busy}>
            <SparklesIcon aria-hidden="true" className="size-4" />
            {phase === 'shown' ? t('actions.drawAgain') : t('actions.draw')}
          </Button>
          {phase === 'shown' && drawn && (
            <Button size="lg" variant="outline" onClick={() => void share()}>
              <Share2Icon aria-hidden="true" className="size-4" />
              {t('actions.share')}
            </Button>
          )}
        </div>
      </div>

      <section
        aria-labelledby="qixi-history"
        className="space-y-3 rounded-card border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="qixi-history" className="font-semibold">
            {t('history.title', { count: records.length })}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={records.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            <Trash2Icon aria-hidden="true" className="size-4" />
            {t('history.clear')}
          </Button>
        </div>
        {records.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('history.empty')}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region keyboard users must be able to scroll
          <ol className="max-h-72 space-y-2 overflow-y-auto pr-1" tabIndex={0} aria-labelledby="qixi-history">
            {records.map((record) => (
              <li key={record.timestamp} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                <span className="text-muted-foreground tabular-nums">
                  {now ? new Date(record.timestamp).toLocaleString(i18n.language) : ''}
                </span>
                <span className="font-medium">
                  {t(`rarity.${record.rarity}`, { defaultValue: record.rarity })}
                </span>
                <span className="min-w-0 flex-1">
                  {record.text ?? t(`cards.${record.cardId}`, { defaultValue: record.cardId })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="space-y-3">
        <Button
          variant="outline"
          aria-expanded={showTable}
          aria-controls="qixi-odds"
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('odds.hide') : t('odds.show')}
        </Button>
        {showTable && (
          <div id="qixi-odds" className="overflow-x-auto rounded-card border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('odds.caption')}</caption>
              <thead>
                <tr className="border-border border-b text-left">
                  <th scope="col" className="p-2">
                    {t('odds.card')}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {t('odds.chance')}
                  </th>
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.rarity}>
                  <tr className="bg-muted">
                    <th scope="rowgroup" className="p-2 text-left">
                      {t(`rarity.${group.rarity}`)}
                    </th>
                    <td className="p-2 text-right font-medium tabular-nums">
                      {formatPercent(group.percent)}
                    </td>
                  </tr>
                  {group.cards.map((card) => (
                    <tr key={card.id} className="border-border border-t">
                      <td className="p-2">{t(`cards.${card.id}`)}</td>
                      <td className="p-2 text-right tabular-nums">{formatPercent(card.probability)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        )}
      </section>

      {confirmClear && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmClear}
            title={t('history.confirmTitle')}
            description={t('history.confirmDescription', { count: records.length })}
            confirmLabel={t('history.clear')}
            variant="destructive"
            onConfirm={() => history.write([])}
          />
        </Suspense>
      )}
    </div>
  );
}

const EMPTY: DrawRecord[] = [];

import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { seededRandom } from '@toolbox/kit/seeded-random';
import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { HistoryIcon, RefreshCwIcon, UserIcon } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { sessionFromResult } from '../core/history';
import type { RoundTicket } from '../core/leaderboard';
import { displayName, generateNickname } from '../core/nickname';
import { type RoundResult, scoreOf } from '../core/result';
import { createBrowserSessionStore, type SessionStore } from '../data/session-store';
import { createLeaderboardApi, type LeaderboardApi } from './leaderboard-api';
import { LeaderboardPanel } from './leaderboard-panel';
import { PlayArea } from './play-area';
import { ResultPanel, type RoundAnswer, type UnrankedReason } from './result-panel';
import { storedLastResult, storedNickname } from './stored';

// Loaded when History is first opened: Radix's dialog and popover stay out of the page's first load.
const HistoryDialog = lazy(() => import('./history-dialog'));

const LEADERBOARD_QUERY_KEY = ['aim-trainer', 'leaderboard', 'today'] as const;
// The same key as the dialog's (`history-dialog.tsx`), written out so this module does not import it.
const HISTORY_QUERY_KEY = ['aim-trainer', 'history'] as const;

export interface AimTrainerToolProps {
  /** The leaderboard server; the site's own API by default. */
  api?: LeaderboardApi;
  /** Where finished rounds are kept; the browser's aim_trainer_db by default. */
  store?: SessionStore;
  /** The round's clock in ms; performance.now by default. */
  clock?: () => number;
  /** The time a finished round is recorded at (ms since 1970); Date.now by default. */
  now?: () => number;
  /** A seed for a round the server did not give one for. */
  localSeed?: () => number;
}

/** Where the round's ticket stands: asked for when Start is pressed, used when the countdown ends. */
type TicketState =
  | { status: 'none' }
  | { status: 'offline' }
  | { status: 'pending'; controller: AbortController }
  | { status: 'ready'; ticket: RoundTicket; receivedAt: number }
  | { status: 'failed' };

type Ranking =
  | { isRanked: true; ticket: RoundTicket; receivedAt: number }
  | { isRanked: false; reason: UnrankedReason };

const randomSeed = () => {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] ?? 0;
};

/**
 * The aim trainer (CONTEXT.md): a 60-second round on a canvas with targets from a seed the server
 * gives, the last result, today's leaderboard, a nickname and the rounds kept in this browser. The
 * site has no TanStack Query provider, so the tool brings its own.
 */
export default function AimTrainerTool(props: AimTrainerToolProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AimTrainer {...props} />
    </QueryClientProvider>
  );
}

function AimTrainer({
  api: givenApi,
  store: givenStore,
  clock = defaultClock,
  now = Date.now,
  localSeed = randomSeed,
}: AimTrainerToolProps) {
  const { t, i18n } = useTranslation('aim-trainer');
  const queryClient = useQueryClient();
  const api = useMemo(() => givenApi ?? createLeaderboardApi(), [givenApi]);
  const store = useMemo(() => givenStore ?? createBrowserSessionStore(), [givenStore]);

  const leaderboard = useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.fetchToday(signal),
  });

  // Stored values are read after hydration: the server knows neither the nickname nor the result.
  const nickname = useSyncExternalStore(storedNickname.subscribe, storedNickname.read, () => null);
  const lastResult = useSyncExternalStore(storedLastResult.subscribe, storedLastResult.read, () => null);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // CONTEXT.md Rules: Nickname › Generated: one is made when none exists.
    if (storedNickname.read() === null) storedNickname.write(generateNickname({ locale: i18n.language }));
  }, [i18n.language]);
  const name = displayName({ name: nickname ?? undefined, guest: t('nickname.guest') });

  const [answer, setAnswer] = useState<RoundAnswer>();
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);

  const ticket = useRef<TicketState>({ status: 'none' });
  const ranking = useRef<Ranking>({ isRanked: false, reason: 'failed' });
  const nameRef = useRef(name);
  nameRef.current = name;

  useEffect(
    () => () => {
      if (ticket.current.status === 'pending') ticket.current.controller.abort();
    },
    [],
  );

  /** CONTEXT.md Rules: Ranked rounds › Ticket: asked for at Start; the countdown does not wait. */
  const onStart = useCallback(() => {
    setAnswer(undefined);
    if (ticket.current.status === 'pending') ticket.current.controller.abort();
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      ticket.current = { status: 'offline' };
      return;
    }
    const controller = new AbortController();
    const pending: TicketState = { status: 'pending', controller };
    ticket.current = pending;
    api.requestRound(controller.signal).then(
      (issued) => {
        if (ticket.current === pending)
          ticket.current = { status: 'ready', ticket: issued, receivedAt: clock() };
      },
      () => {
        if (ticket.current === pending) ticket.current = { status: 'failed' };
      },
    );
  }, [api, clock]);

  /** CONTEXT.md Rules: Fair targets: the server's seed when its ticket is here, else a local one. */
  const chooseRandom = useCallback(() => {
    const state = ticket.current;
    if (state.status === 'ready') {
      ranking.current = { isRanked: true, ticket: state.ticket, receivedAt: state.receivedAt };
      return seededRandom(state.ticket.seed);
    }
    if (state.status === 'pending') state.controller.abort();
    const reason: UnrankedReason =
      state.status === 'offline' ? 'offline' : state.status === 'pending' ? 'late' : 'failed';
    ranking.current = { isRanked: false, reason };
    ticket.current = { status: 'none' };
    return seededRandom(localSeed());
  }, [localSeed]);

  /**
   * CONTEXT.md Rules: Round › Finished: the result is kept, the round saved in the history, the
   * score sent (ranked rounds with a hit), then the leaderboard and the history are read again.
   */
  const onFinish = useCallback(
    (result: RoundResult) => {
      storedLastResult.write(result);
      setHistoryPage(1);
      store
        .add(sessionFromResult({ result, ts: now() }))
        .catch(() => toast.error(t('toast.saveFailed')))
        .finally(() => void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }));

      const current = ranking.current;
      ticket.current = { status: 'none' };
      const refreshLeaderboard = () => queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY });
      if (!current.isRanked || result.hits === 0) {
        setAnswer({ status: 'unranked', reason: current.isRanked ? 'noHits' : current.reason });
        void refreshLeaderboard();
        return;
      }
      setAnswer({ status: 'submitting' });
      // CONTEXT.md Rules: Ranked rounds › Minimum: the server stamped the round before its answer
      // reached us, so once its minimum has passed here since then, it has passed there too.
      const { minDurationMs = 0 } = current.ticket;
      const wait = Math.max(0, current.receivedAt + minDurationMs + MINIMUM_MARGIN_MS - clock());
      void delay(wait)
        .then(() =>
          api.submitScore({
            roundId: current.ticket.roundId,
            name: nameRef.current,
            score: scoreOf(result),
            avgMs: result.avgReactionMs,
            hits: result.hits,
            attempts: result.attempts,
          }),
        )
        .then(async (submitted) => {
          await refreshLeaderboard();
          setAnswer(submitted);
        });
    },
    [api, store, now, clock, queryClient, t],
  );

  function resetNickname() {
    storedNickname.write(generateNickname({ locale: i18n.language }));
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-primary px-2.5 py-0.5 font-semibold text-primary text-xs uppercase tracking-wide">
          {t('beta')}
        </span>
        <span className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-muted px-3 text-sm">
          <UserIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="text-muted-foreground">{t('nickname.label')}</span>
          <span className="font-medium">{isHydrated ? name : ''}</span>
        </span>
        <Button size="sm" variant="ghost" onClick={resetNickname} disabled={!isHydrated}>
          <RefreshCwIcon aria-hidden="true" />
          {t('nickname.reset')}
        </Button>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => setHistoryOpen(true)}>
          <HistoryIcon aria-hidden="true" />
          {t('actions.history')}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PlayArea clock={clock} onStart={onStart} chooseRandom={chooseRandom} onFinish={onFinish} />
        <aside className="space-y-4" aria-label={t('side.label')}>
          <ResultPanel result={lastResult} answer={answer} entries={leaderboard.data} />
          <LeaderboardPanel
            entries={leaderboard.data}
            isLoading={leaderboard.isPending}
            isError={leaderboard.isError}
            onRetry={() => void leaderboard.refetch()}
            ownEntryId={answer?.status === 'accepted' ? answer.entry.id : undefined}
          />
        </aside>
      </div>

      {isHistoryOpen && (
        <Suspense fallback={null}>
          <HistoryDialog
            open
            onOpenChange={setHistoryOpen}
            store={store}
            page={historyPage}
            onPageChange={setHistoryPage}
          />
        </Suspense>
      )}
    </div>
  );
}

function defaultClock() {
  return performance.now();
}

/** Added to the server's minimum before a score is sent early in a round's life (clock granularity). */
const MINIMUM_MARGIN_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntry, RoundTicket, SubmitAnswer } from '../core/leaderboard';
import { computeScore } from '../core/score';
import { createMemorySessionStore, type SessionStore } from '../data/session-store';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import AimTrainerTool from './aim-trainer-tool';
import type { LeaderboardApi } from './leaderboard-api';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

/** jsdom draws nothing: a context whose every method does nothing. */
function fakeCanvas() {
  const context = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
}

const entry = (id: number, name: string, score: number): LeaderboardEntry => ({
  id,
  name,
  score,
  avgMs: 400,
  hits: 45,
  attempts: 50,
});

interface FakeApi extends LeaderboardApi {
  today: LeaderboardEntry[];
}

function fakeApi({
  ticket = async () => ({ roundId: 'round-1', seed: 42, minDurationMs: 62_000 }),
  answer,
}: {
  /** The server's answer to each round request. */
  ticket?: () => Promise<RoundTicket>;
  answer?: (body: Parameters<LeaderboardApi['submitScore']>[0]) => SubmitAnswer;
} = {}): FakeApi {
  const api: FakeApi = {
    today: [entry(1, 'Mochi 777', 300)],
    fetchToday: vi.fn(async () => api.today),
    requestRound: vi.fn(ticket),
    submitScore: vi.fn(async (body) => {
      if (answer) return answer(body);
      const stored = { id: 99, ...body };
      api.today = [...api.today, stored].sort((a, b) => b.score - a.score);
      return { status: 'accepted', entry: stored } as SubmitAnswer;
    }),
  };
  return api;
}

/** Renders the tool and waits for its engine, which loads as the play area mounts. */
async function renderTool({
  api = fakeApi(),
  store = createMemorySessionStore(),
  language = 'en',
}: {
  api?: FakeApi;
  store?: SessionStore;
  language?: TestLanguage;
} = {}) {
  const view = renderWithI18n(
    <AimTrainerTool api={api} store={store} clock={() => performance.now()} localSeed={() => 7} />,
    { language, namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return { ...view, api, store };
}

/** Moves the fake clock in steps, letting frames, timers and promises run between them. */
async function advance(ms: number, step = 50) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(step, ms - elapsed));
    });
  }
}

const canvas = () => screen.getByRole('img', { name: en.play.label }) as HTMLCanvasElement;
const status = () => screen.getAllByRole('status')[0] as HTMLElement;
const startButton = () => screen.getByRole('button', { name: en.actions.start });

/** Clicks the current target's centre (read from the canvas's data attributes). */
function hitTarget() {
  const { targetX, targetY } = canvas().dataset;
  fireEvent.pointerDown(canvas(), {
    clientX: Number(targetX),
    clientY: Number(targetY),
    pointerType: 'mouse',
    button: 0,
  });
}

function miss() {
  const { targetX } = canvas().dataset;
  // 20 px beside the target: outside its 14 px radius.
  fireEvent.pointerDown(canvas(), {
    clientX: Number(targetX) + 20,
    clientY: Number(canvas().dataset.targetY),
    pointerType: 'mouse',
    button: 0,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  fakeCanvas();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('AimTrainerTool: a round', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
      now: new Date('2026-11-27T12:00:00Z'),
    });
  });

  it('counts down 3, 2, 1, runs 60 s, then saves, submits with the server’s round and shows the rank', async () => {
    const { api, store } = await renderTool();
    await advance(100);
    expect(screen.getByText('Mochi 777')).toBeInTheDocument();

    fireEvent.click(startButton());
    expect(api.requestRound).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent(/^3$/);
    expect(startButton()).toBeDisabled();
    expect(screen.getByText('3', { selector: 'span' })).toBeInTheDocument();
    // Frames come every 16 ms: a step is seen within a frame of its second.
    await advance(1050);
    expect(status()).toHaveTextContent(/^2$/);
    await advance(1000);
    expect(status()).toHaveTextContent(/^1$/);
    expect(canvas().dataset.phase).toBe('countdown');
    expect(canvas().dataset.targetX).toBeUndefined();
    await advance(1000);
    expect(status()).toHaveTextContent(en.live.go);
    expect(canvas().dataset.phase).toBe('running');
    // Start stays ignored while the round runs.
    expect(startButton()).toBeDisabled();

    for (let hit = 0; hit < 10; hit++) {
      await advance(300);
      hitTarget();
    }
    miss();
    await advance(60_000 - 3000, 500);
    expect(canvas().dataset.phase).toBe('finished');

    // Each hit came 300 ms after its target; the first target appeared on the first frame of the
    // running phase, up to a frame before the test saw it, so the average is 300 to 305 ms.
    const [[submitted]] = vi.mocked(api.submitScore).mock.calls as [[Parameters<FakeApi['submitScore']>[0]]];
    const avgMs = submitted.avgMs;
    expect(avgMs).toBeGreaterThanOrEqual(300);
    expect(avgMs).toBeLessThanOrEqual(305);
    const score = computeScore({ hits: 10, attempts: 11, avgMs });
    expect(submitted).toEqual({
      roundId: 'round-1',
      name: JSON.parse(localStorage.getItem('toolbox:aim-trainer:user_name') ?? 'null'),
      score,
      avgMs,
      hits: 10,
      attempts: 11,
    });
    await advance(100);
    const result = screen.getByRole('region', { name: en.result.title });
    expect(within(result).getByText('10 / 11')).toBeInTheDocument();
    expect(within(result).getByText('90.9%')).toBeInTheDocument();
    expect(within(result).getByText(`${avgMs} ms`)).toBeInTheDocument();
    expect(within(result).getByText(String(score))).toBeInTheDocument();
    expect(within(result).getByText("Ranked: you are #2 on today's leaderboard.")).toBeInTheDocument();
    expect(status()).toHaveTextContent(
      `Round over: 10 hits from 11 clicks, 90.9% hit rate, average reaction ${avgMs} ms, score ${score}.`,
    );
    expect(JSON.parse(localStorage.getItem('toolbox:aim-trainer:last_reaction_result') ?? 'null')).toEqual({
      durationMs: 60_000,
      hits: 10,
      attempts: 11,
      avgReactionMs: avgMs,
    });
    expect(await store.list()).toEqual([
      {
        id: 1,
        ts: expect.any(Number),
        mode: 'reaction',
        durationMs: 60_000,
        hits: 10,
        attempts: 11,
        avgReactionMs: avgMs,
        score,
      },
    ]);
    // The leaderboard was read again after the round, with the new entry marked.
    expect(api.fetchToday).toHaveBeenCalledTimes(2);
    const board = screen.getByRole('table', { name: en.leaderboard.caption });
    expect(within(board).getAllByRole('row')).toHaveLength(3);
    expect(within(board).getByText(en.leaderboard.you)).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('plays the server’s seed: the same ticket gives the same targets', async () => {
    const positions = async () => {
      const view = await renderTool();
      fireEvent.click(startButton());
      await advance(3000);
      const seen = [];
      for (let hit = 0; hit < 5; hit++) {
        seen.push(`${canvas().dataset.targetX},${canvas().dataset.targetY}`);
        await advance(200);
        hitTarget();
      }
      view.unmount();
      return seen;
    };
    const first = await positions();
    expect(await positions()).toEqual(first);
    expect(new Set(first).size).toBe(5);
  });

  it('plays unranked on local targets when the server’s round has not come by the end of the countdown', async () => {
    const api = fakeApi({ ticket: () => new Promise(() => undefined) });
    await renderTool({ api });
    fireEvent.click(startButton());
    await advance(3000 + 300);
    hitTarget();
    await advance(60_000, 1000);
    expect(api.submitScore).not.toHaveBeenCalled();
    expect(screen.getByText(en.answer.unranked.late)).toBeInTheDocument();
  });

  it('plays unranked when the server refuses a round, and when no target was hit', async () => {
    const api = fakeApi({ ticket: async () => Promise.reject(new Error('HTTP 500')) });
    const { unmount } = await renderTool({ api });
    fireEvent.click(startButton());
    await advance(63_500, 1000);
    expect(screen.getByText(en.answer.unranked.failed)).toBeInTheDocument();
    unmount();

    const ranked = fakeApi();
    await renderTool({ api: ranked });
    fireEvent.click(startButton());
    await advance(3500);
    miss();
    await advance(60_000, 1000);
    expect(ranked.submitScore).not.toHaveBeenCalled();
    expect(screen.getByText(en.answer.unranked.noHits)).toBeInTheDocument();
  });

  it('sends the score of a round whose ticket came late only once the server’s minimum has passed since', async () => {
    let issue: (ticket: RoundTicket) => void = () => undefined;
    const api = fakeApi({ ticket: () => new Promise((resolve) => (issue = resolve)) });
    await renderTool({ api });
    fireEvent.click(startButton());
    await advance(2900);
    await act(async () => issue({ roundId: 'slow', seed: 1, minDurationMs: 62_000 }));
    await advance(400);
    hitTarget();
    // The round ends 63 s after Start; the ticket arrived 2.9 s in, so its 62 s run to 64.9 s.
    await advance(60_000, 500);
    expect(canvas().dataset.phase).toBe('finished');
    expect(api.submitScore).not.toHaveBeenCalled();
    expect(screen.getByText(en.answer.submitting)).toBeInTheDocument();
    await advance(2500, 100);
    expect(api.submitScore).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.submitScore).mock.calls[0]?.[0]).toMatchObject({ roundId: 'slow', hits: 1 });
  });

  it('plays unranked when offline, without asking the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api } = await renderTool();
    fireEvent.click(startButton());
    expect(api.requestRound).not.toHaveBeenCalled();
    await advance(63_500, 1000);
    expect(screen.getByText(en.answer.unranked.offline)).toBeInTheDocument();
  });

  it.each([
    [
      'a round sent too soon',
      { status: 'refused', code: 'ROUND_TOO_SOON', httpStatus: 400, message: 'Too soon' },
      en.answer.refused.ROUND_TOO_SOON,
    ],
    [
      'a used round',
      { status: 'refused', code: 'ROUND_USED', httpStatus: 409, message: 'Used' },
      en.answer.refused.ROUND_USED,
    ],
    [
      'the rate limit, with its wait',
      { status: 'refused', code: 'RATE_LIMIT', httpStatus: 429, message: '', retryAfterSeconds: 30 },
      'Not ranked: too many scores from your network just now. Try again in 30 s.',
    ],
    ['no answer at all', { status: 'unreachable' }, en.answer.unreachable],
    [
      'an unknown refusal',
      { status: 'refused', code: 'OTHER', httpStatus: 503, message: '' },
      "Not ranked: the server couldn't take the score (HTTP 503).",
    ],
  ] as const)('says why the server refused %s', async (_case, refusal, text) => {
    await renderTool({ api: fakeApi({ answer: () => refusal as SubmitAnswer }) });
    fireEvent.click(startButton());
    await advance(3300);
    hitTarget();
    await advance(60_000, 1000);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the server’s own words under an implausible-numbers refusal', async () => {
    const message = 'Implausible score submission: avgMs must be between 80 and 5000 ms when there are hits';
    await renderTool({
      api: fakeApi({ answer: () => ({ status: 'refused', code: 'BAD_REQUEST', httpStatus: 400, message }) }),
    });
    fireEvent.click(startButton());
    await advance(3300);
    hitTarget();
    await advance(60_000, 1000);
    expect(screen.getByText(en.answer.refused.BAD_REQUEST)).toBeInTheDocument();
    expect(screen.getByText(message)).toHaveAttribute('lang', 'en');
  });

  it('says so when the round cannot be saved in the history, and still shows the result', async () => {
    await renderTool({ store: createMemorySessionStore([], { add: true }) });
    fireEvent.click(startButton());
    await advance(63_500, 1000);
    expect(toast.error).toHaveBeenCalledWith(en.toast.saveFailed);
    expect(screen.getByText('0 / 0')).toBeInTheDocument();
  });

  it('ignores clicks during the countdown', async () => {
    await renderTool();
    fireEvent.click(startButton());
    await advance(1500);
    fireEvent.pointerDown(canvas(), { clientX: 100, clientY: 100, pointerType: 'mouse', button: 0 });
    await advance(61_600, 1000);
    expect(screen.getByText('0 / 0')).toBeInTheDocument();
  });
});

describe('AimTrainerTool: around the round', () => {
  it('says in place of the game when the browser cannot draw on a canvas', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(() => null);
    await renderTool();
    expect(screen.getByRole('alert')).toHaveTextContent(en.play.canvasError);
    expect(startButton()).toBeDisabled();
  });

  it('makes a nickname when there is none, keeps it, and makes a new one on reset', async () => {
    await renderTool();
    const stored = () =>
      JSON.parse(localStorage.getItem('toolbox:aim-trainer:user_name') ?? 'null') as string;
    await waitFor(() => expect(stored()).toMatch(/^\S+ \d{3}$/));
    const first = stored();
    expect(screen.getByText(first)).toBeInTheDocument();
    const seen = new Set([first]);
    for (let reset = 0; reset < 5; reset++) {
      fireEvent.click(screen.getByRole('button', { name: en.nickname.reset }));
      seen.add(stored());
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(screen.getByText(stored())).toBeInTheDocument();
  });

  it('calls a blank nickname Guest', async () => {
    localStorage.setItem('toolbox:aim-trainer:user_name', JSON.stringify('   '));
    await renderTool();
    expect(await screen.findByText(en.nickname.guest)).toBeInTheDocument();
  });

  it('shows the stored last result, and ignores one whose fields are not all numbers', async () => {
    localStorage.setItem(
      'toolbox:aim-trainer:last_reaction_result',
      JSON.stringify({ durationMs: 60_000, hits: 45, attempts: 50, avgReactionMs: 400 }),
    );
    const { unmount } = await renderTool();
    const result = screen.getByRole('region', { name: en.result.title });
    expect(within(result).getByText('45 / 50')).toBeInTheDocument();
    expect(within(result).getByText('90.0%')).toBeInTheDocument();
    expect(within(result).getByText('400 ms')).toBeInTheDocument();
    expect(within(result).getByText('118')).toBeInTheDocument();
    unmount();

    localStorage.setItem(
      'toolbox:aim-trainer:last_reaction_result',
      JSON.stringify({ durationMs: 60_000, hits: '45', attempts: 50, avgReactionMs: 400 }),
    );
    await renderTool();
    expect(screen.getByText(en.result.empty)).toBeInTheDocument();
  });

  it('invites the first place on an empty leaderboard, and offers a retry when it fails', async () => {
    const api = fakeApi();
    api.today = [];
    const { unmount } = await renderTool({ api });
    expect(await screen.findByText(en.leaderboard.empty)).toBeInTheDocument();
    unmount();

    const failing = fakeApi();
    failing.fetchToday = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    await renderTool({ api: failing });
    expect(screen.getByText(en.leaderboard.loading)).toBeInTheDocument();
    expect(await screen.findByText(en.leaderboard.error)).toBeInTheDocument();
    failing.fetchToday = vi.fn(async () => [entry(5, 'Panda 321', 80)]);
    fireEvent.click(screen.getByRole('button', { name: en.leaderboard.retry }));
    expect(await screen.findByText('Panda 321')).toBeInTheDocument();
  });

  it('lists the history 10 a page, newest first, skipping a damaged row, and deletes after a confirm', async () => {
    const rows: unknown[] = Array.from({ length: 23 }, (_, index) => ({
      id: index + 1,
      ts: Date.UTC(2026, 10, 1 + index, 9, 30),
      mode: 'reaction',
      durationMs: 60_000,
      hits: index,
      attempts: 30,
      avgReactionMs: 500,
      score: 100 + index,
    }));
    rows.push({ id: 99, ts: 'broken', mode: 'reaction' });
    const store = createMemorySessionStore(rows);
    await renderTool({ store });
    fireEvent.click(screen.getByRole('button', { name: en.actions.history }));
    const dialog = await screen.findByRole('dialog', { name: en.history.title });
    expect(await within(dialog).findByText('23 rounds kept in this browser')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: en.history.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Score 122');
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.history.previous })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('button', { name: en.history.next }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.history.next }));
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: en.history.next })).toBeDisabled();

    const oldest = within(list).getAllByRole('listitem')[2] as HTMLElement;
    expect(oldest).toHaveTextContent('Score 100');
    fireEvent.click(within(oldest).getByRole('button', { name: /^Delete the round of / }));
    const confirm = await screen.findByRole('dialog', { name: en.history.confirm });
    fireEvent.click(within(confirm).getByRole('button', { name: en.history.confirmDelete }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.toast.deleted));
    expect(await within(dialog).findByText('22 rounds kept in this browser')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the row and says so when a delete fails; cancel deletes nothing', async () => {
    const store = createMemorySessionStore(
      [
        {
          id: 1,
          ts: 1,
          mode: 'reaction',
          durationMs: 60_000,
          hits: 1,
          attempts: 2,
          avgReactionMs: 900,
          score: 48,
        },
      ],
      { remove: true },
    );
    await renderTool({ store });
    fireEvent.click(screen.getByRole('button', { name: en.actions.history }));
    const dialog = await screen.findByRole('dialog', { name: en.history.title });
    const deleteButton = await within(dialog).findByRole('button', { name: /^Delete the round of / });
    fireEvent.click(deleteButton);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: en.history.confirm })).getByRole('button', {
        name: en.history.cancel,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.history.confirm })).toBeNull());
    fireEvent.click(deleteButton);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: en.history.confirm })).getByRole('button', {
        name: en.history.confirmDelete,
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.toast.deleteFailed));
    expect(within(dialog).getByText('1 round kept in this browser')).toBeInTheDocument();
  });

  it('shows the empty history text', async () => {
    await renderTool();
    fireEvent.click(screen.getByRole('button', { name: en.actions.history }));
    expect(await screen.findByText(en.history.empty)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('speaks Chinese, the delete failure included', async () => {
    await renderTool({ language: 'zh' });
    expect(screen.getByRole('button', { name: zh.actions.start })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: zh.play.label })).toBeInTheDocument();
    expect(await screen.findByText(zh.result.empty)).toBeInTheDocument();
    expect(zh.toast.deleteFailed).toBe('删除失败，请稍后再试');
  });
});

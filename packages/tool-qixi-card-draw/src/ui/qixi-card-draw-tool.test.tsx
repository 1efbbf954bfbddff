import { act, fireEvent, screen, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_POOL } from '../core/cards';
import { totalPercent } from '../core/draw';
import { DEFAULT_EVENT, type EventConfig, SPEC_EVENT } from '../core/event';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import QixiCardDrawTool, { type FetchSaying } from './qixi-card-draw-tool';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('./confetti', () => ({ celebrate: vi.fn() }));
const { copyText } = vi.hoisted(() => ({ copyText: vi.fn(async () => true) }));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));

/** The roll that lands in the middle of a card's share. */
function rollFor(id: string): () => number {
  let start = 0;
  for (const card of CARD_POOL) {
    if (card.id === id) return () => (start + card.probability / 2) / totalPercent(CARD_POOL);
    start += card.probability;
  }
  throw new Error(id);
}

function renderTool({
  event = DEFAULT_EVENT,
  random = rollFor('warmTea'),
  fetchSaying = async () => 'A saying from the server.',
  language = 'en',
}: {
  event?: EventConfig;
  random?: () => number;
  fetchSaying?: FetchSaying;
  language?: TestLanguage;
} = {}) {
  return renderWithI18n(<QixiCardDrawTool event={event} random={random} fetchSaying={fetchSaying} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-27T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

// fireEvent, not user-event: user-event waits on timers, and these tests drive the fake clock.
function drawOnce() {
  fireEvent.click(screen.getByRole('button', { name: /^(Draw a card|Draw again)$/ }));
}

/** Moves the clock in 50 ms steps, letting the draw's awaits run between them. */
async function advance(ms: number) {
  for (let step = 0; step <= ms; step += 50)
    await act(async () => {
      vi.advanceTimersByTime(Math.min(50, ms - step));
      await Promise.resolve();
    });
}

describe('QixiCardDrawTool', () => {
  it('shuffles for 1.5 s, chooses, flips 0.5 s later and re-enables the button', async () => {
    renderTool();
    drawOnce();
    expect(screen.getAllByText(en.card.shuffling).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: en.actions.draw })).toBeDisabled();
    await advance(1499);
    expect(screen.queryByText(en.cards.warmTea)).not.toBeInTheDocument();
    await advance(1);
    // Chosen, face down for 0.5 s: the button still waits.
    expect(screen.getByRole('button', { name: en.actions.draw })).toBeDisabled();
    await advance(500);
    expect(screen.getByRole('button', { name: en.actions.drawAgain })).toBeEnabled();
    expect(screen.getAllByText(en.cards.warmTea).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-rarity="common"]')).not.toBeNull();
  });

  it('keeps the newest 50 draws, newest first, in this browser, and clears them after a confirm', async () => {
    const seen = [rollFor('warmTea'), rollFor('starWish')];
    let call = 0;
    renderTool({ random: () => (seen[call++ % 2] as () => number)() });
    for (let draw = 0; draw < 2; draw++) {
      drawOnce();
      await advance(2000);
    }
    const history = screen.getByRole('region', { name: 'History (2 draws)' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(en.cards.starWish);
    expect(items[1]).toHaveTextContent(en.cards.warmTea);
    expect(JSON.parse(localStorage.getItem('toolbox:qixi-card-draw:history-qixi-2027') ?? '[]')).toHaveLength(
      2,
    );
    // The dialog is loaded when asked for: real timers, so the query can wait for it.
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: en.history.clear }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.history.clear }),
    );
    expect(screen.getByText(en.history.empty)).toBeInTheDocument();
  });

  it('keeps the good records when one stored record is damaged, and says so', () => {
    localStorage.setItem(
      'toolbox:qixi-card-draw:history-qixi-2027',
      JSON.stringify([{ timestamp: 2, cardId: 'starWish', rarity: 'rare' }, { timestamp: 'bad' }]),
    );
    renderTool();
    expect(screen.getByRole('region', { name: 'History (1 draw)' })).toHaveTextContent(en.cards.starWish);
    expect(toast.warning).toHaveBeenCalledWith(en.toast.historyRepaired);
  });

  it('blocks drawing after the deadline, with the ended state and toast', async () => {
    renderTool({ event: SPEC_EVENT });
    expect(screen.getByText(en.banner.ended)).toBeInTheDocument();
    expect(screen.getByText(en.banner.endedNote)).toBeInTheDocument();
    drawOnce();
    expect(toast.error).toHaveBeenCalledWith(en.toast.ended);
    await advance(2000);
    expect(screen.getByText(en.history.empty)).toBeInTheDocument();
  });

  it('gives the saying card the server’s saying, and keeps its own text when the server fails', async () => {
    renderTool({ random: rollFor('loveSaying') });
    drawOnce();
    await advance(2000);
    await advance(0);
    expect(screen.getAllByText('A saying from the server.').length).toBeGreaterThan(0);
  });

  it('keeps the saying card’s own text when the server fails', async () => {
    renderTool({ random: rollFor('loveSaying'), fetchSaying: async () => Promise.reject(new Error('down')) });
    drawOnce();
    await advance(2000);
    expect(screen.getAllByText(en.cards.loveSaying).length).toBeGreaterThan(0);
  });

  it('shares by copying when the device has no share sheet', async () => {
    renderTool();
    drawOnce();
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: en.actions.share }));
    await advance(0);
    expect(toast.success).toHaveBeenCalledWith(en.toast.copied);
    expect(copyText).toHaveBeenCalledWith(expect.stringContaining(en.cards.warmTea));
  });

  it('shows and hides the probability table grouped by rarity', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: en.odds.show }));
    const table = screen.getByRole('table', { name: en.odds.caption });
    for (const [rarity, percent] of [
      ['Common', '50%'],
      ['Rare', '35%'],
      ['Super rare', '12.5%'],
      ['Ultra rare', '2.49%'],
      ['Legendary', '0.01%'],
      ['Hidden', '0.001%'],
    ] as const)
      expect(within(table).getByRole('rowheader', { name: rarity }).closest('tr')).toHaveTextContent(percent);
    fireEvent.click(screen.getByRole('button', { name: en.odds.hide }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderTool({ language: 'zh' });
    expect(screen.getByRole('button', { name: zh.actions.draw })).toBeInTheDocument();
  });
});

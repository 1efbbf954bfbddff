import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addPage,
  type Card,
  createBook,
  createPage,
  type StoryBook,
  updatePreferences,
  type World,
} from '@toolbox/story-world';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CARDS, sampleWorld } from '../card-editor/sample-cards';
import { en, json, ndjsonStream, renderUi, stubFetch, zh } from '../card-editor/test-helpers';
import { EvolutionPanel, type EvolutionPanelProps } from './evolution-panel';
import { streamDraftStore } from './stream-draft';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

afterEach(() => {
  streamDraftStore.write(null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const E = en.evolution;
const SEGMENT =
  'Mira climbed the bell tower at dusk, the ledger under her arm, and counted the rungs twice before the tide could lie to her again.';
const FINAL = {
  storySegment: SEGMENT,
  summary: 'Mira climbs the tower.',
  title: 'The Tower',
  cardUpdates: [{ cardId: 'char_mira', changes: { 'resources.gold': 10 }, reason: 'paid the keeper' }],
  newClocks: [],
  resourceChanges: {},
  nextSuggestions: ['Ring the bell', 'Hide the ledger', 'Call Tobias', 'Wait'],
};
const cards = [SAMPLE_CARDS.Character, SAMPLE_CARDS.Environment] as Card[];

function makeBook(pages: Array<{ content: string; summary: string }> = []): StoryBook {
  const made = createBook({ title: 'The Drowned Bells', now: new Date('2026-11-01T10:00:00Z') });
  if (!made.ok) throw new Error(made.reason);
  let book = made.book;
  pages.forEach((page, index) => {
    book = addPage(book, createPage({ title: `P${index + 1}`, ...page, suggestions: ['Old idea'] }));
  });
  return updatePreferences(book, { styleReference: 'tight suspense', customUserText: 'Keep it short.' });
}

/** The panel with the page's state: a save that resolves true shows the new book and world. */
function Page({
  initial,
  save,
  ...props
}: Omit<EvolutionPanelProps, 'book' | 'world' | 'onCommit'> & {
  initial: StoryBook | undefined;
  save(next: { book: StoryBook; world: World }): Promise<boolean>;
}) {
  const [state, setState] = useState({ book: initial, world: sampleWorld() });
  return (
    <EvolutionPanel
      book={state.book}
      world={state.world}
      {...props}
      onCommit={async (next) => {
        const isSaved = await save(next);
        if (isSaved) setState(next);
        return isSaved;
      }}
    />
  );
}

function renderPanel(
  options: Partial<EvolutionPanelProps> & { saves?: boolean[]; language?: 'en' | 'zh' } = {},
) {
  const { selectedCards = cards, saves = [], language = 'en', book: _book, ...props } = options;
  // `book: undefined` is a test of its own: the default applies only when the key is absent.
  const book = 'book' in options ? options.book : makeBook();
  const onCommit = vi.fn(async (_next: { book: StoryBook; world: World }) => true);
  const handlers = { onCreateBook: vi.fn(), onSelectBook: vi.fn(), onPickCards: vi.fn() };
  const save = async (next: { book: StoryBook; world: World }) => {
    await onCommit(next);
    return saves.length > 0 ? (saves.shift() as boolean) : true;
  };
  renderUi(
    <Page initial={book} selectedCards={selectedCards} save={save} {...handlers} {...props} />,
    language,
  );
  return { onCommit, ...handlers };
}

const lastCommit = (onCommit: ReturnType<typeof renderPanel>['onCommit']) =>
  onCommit.mock.calls.at(-1)?.[0] as { book: StoryBook; world: World };

describe('story-generator EvolutionPanel', () => {
  it('without a book shows the welcome with create and select', () => {
    const { onCreateBook, onSelectBook } = renderPanel({ book: undefined });
    expect(screen.getByText(E.rules.noBook)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: E.welcome.create }));
    fireEvent.click(screen.getByRole('button', { name: E.welcome.select }));
    expect(onCreateBook).toHaveBeenCalledOnce();
    expect(onSelectBook).toHaveBeenCalledOnce();
  });

  it('an empty book shows the first-page hint, its counts and date; continue waits for a page', () => {
    renderPanel();
    expect(screen.getByText(E.firstPageHint)).toBeInTheDocument();
    expect(screen.getByText(E.info.total).nextSibling).toHaveTextContent('0');
    expect(screen.getByText(E.info.created).nextSibling).toHaveTextContent('2026');
    expect(screen.getByRole('button', { name: E.continue })).toBeDisabled();
  });

  it('shows the current page and its suggestions', () => {
    renderPanel({
      book: makeBook([
        { content: 'One.', summary: 'S1' },
        { content: 'Two.', summary: 'S2' },
      ]),
    });
    expect(screen.getByText(E.info.current).nextSibling).toHaveTextContent('2 of 2');
    expect(
      within(screen.getByRole('region', { name: E.suggestionsTitle })).getByText('Old idea'),
    ).toBeInTheDocument();
  });

  it('needs at least one selected card: nothing is sent', () => {
    const { fetch } = stubFetch();
    renderPanel({ selectedCards: [] });
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    expect(toast.error).toHaveBeenCalledWith(E.rules.noCards);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a new page sends the cards, summaries and preferences, with clocks and resource changes off', async () => {
    const stream = ndjsonStream();
    const { fetch, body } = stubFetch(stream.response);
    renderPanel({
      book: makeBook([
        { content: 'One.', summary: 'S1' },
        { content: 'Two.', summary: 'S2' },
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/ai/story-generate/stream');
    expect(body()).toEqual({
      promptData: {
        selectedCards: JSON.parse(JSON.stringify(cards)),
        previousSummary: 'S1\nS2',
        styleReference: 'tight suspense',
        customUserText: 'Keep it short.',
        resolverContext: { selectedCardIds: ['char_mira', 'env_harbour'] },
        generationOptions: {
          enableCardUpdates: true,
          enableResourceChanges: false,
          enableNewClocks: false,
          maxSuggestions: 3,
          storyLength: 'medium',
          constraintMode: 'lenient',
        },
      },
      locale: 'en',
    });
    expect(screen.getByText(E.toggles.interactiveHint)).toBeInTheDocument();
  });

  it('continue sends the last 500 characters of the current page and the options as set', async () => {
    const content = `${'a'.repeat(100)}${'b'.repeat(500)}`;
    const { fetch, body } = stubFetch(ndjsonStream().response);
    renderPanel({ book: makeBook([{ content, summary: 'S1' }]) });
    fireEvent.click(screen.getByRole('button', { name: E.continue }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(body().promptData.promptConstraints).toBe('b'.repeat(500));
    expect(body().promptData.generationOptions).toMatchObject({
      enableResourceChanges: true,
      enableNewClocks: true,
    });
  });

  it('shows tokens, lets a partial replace them, and commits a page on done', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'meta', data: {} });
    stream.send({ type: 'token', data: { delta: 'Mira ' } });
    stream.send({ type: 'token', data: { delta: 'climbed' } });
    await waitFor(() => expect(screen.getByTestId('story-preview')).toHaveTextContent('Mira climbed'));
    stream.send({ type: 'partial', data: { storySoFar: 'Mira climbed the tower' } });
    await waitFor(() =>
      expect(screen.getByTestId('story-preview')).toHaveTextContent(/^Mira climbed the tower$/),
    );
    stream.send({ type: 'done', data: { final: FINAL } });
    stream.end();
    await waitFor(() => expect(onCommit).toHaveBeenCalledOnce());
    const { book, world } = lastCommit(onCommit);
    expect(book.pages).toHaveLength(1);
    expect(book.pages[0]).toMatchObject({
      title: 'The Tower',
      content: SEGMENT,
      summary: 'Mira climbs the tower.',
      suggestions: ['Ring the bell', 'Hide the ledger', 'Call Tobias'],
      cardUpdates: FINAL.cardUpdates,
      generationOptions: { enableNewClocks: false, enableResourceChanges: false },
    });
    expect(book.pages[0]?.selectedCards.map((card) => card.id)).toEqual(['char_mira', 'env_harbour']);
    expect(book.pages[0]?.worldStateSnapshot?.cards.char_mira).toMatchObject({ resources: { gold: 12 } });
    expect(world.cards.char_mira).toMatchObject({ resources: { gold: 10 } });
    expect(toast.success).toHaveBeenCalledWith(E.toast.pageAdded);
    await waitFor(() => expect(screen.queryByTestId('story-preview')).toBeNull());
    expect(screen.getByText('Ring the bell')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('continue appends the segment to the current page', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel({ book: makeBook([{ content: 'Before.', summary: 'S1' }]) });
    fireEvent.click(screen.getByRole('button', { name: E.continue }));
    stream.send({ type: 'done', data: { final: FINAL } });
    stream.end();
    await waitFor(() => expect(onCommit).toHaveBeenCalledOnce());
    const { book } = lastCommit(onCommit);
    expect(book.pages).toHaveLength(1);
    expect(book.pages[0]?.content).toBe(`Before.\n\n${SEGMENT}`);
    expect(toast.success).toHaveBeenCalledWith(E.toast.continued);
  });

  it('skips a line that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done = JSON.stringify({ type: 'done', data: { final: FINAL } });
    stubFetch(new Response(`{not json\n${done}\n`, { headers: { 'content-type': 'application/x-ndjson' } }));
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['a 429', () => json({ message: 'slow down' }, 429), E.errors.RATE_LIMIT],
    ['a 500 with text', () => new Response('boom', { status: 500 }), 'Request failed: boom'],
    [
      'a service GENERATION_FAILED',
      () => json({ code: 'GENERATION_FAILED', message: 'story generation failed' }, 502),
      E.errors.GENERATION_FAILED,
    ],
    [
      'a service VALIDATION_FAILED',
      () => json({ code: 'VALIDATION_FAILED', message: 'bad result' }, 502),
      "The AI's story could not be used: bad result",
    ],
  ])('words %s by its code', async (_name, answer, message) => {
    stubFetch(answer);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('says when no response arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(E.errors.NETWORK_ERROR));
  });

  it('words a stream error event by its code', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'error', data: { code: 'RATE_LIMIT', message: 'busy' } });
    stream.end();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(E.errors.RATE_LIMIT));
  });

  it('keeps the words of a cut-off stream and offers them back as a new page', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'token', data: { delta: 'The tide came in ' } });
    stream.send({ type: 'token', data: { delta: 'twice that night.' } });
    stream.end();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(E.errors.streamEnded));
    // Stored in the browser: a reload at this point would find it too.
    expect(streamDraftStore.read()).toMatchObject({
      mode: 'newPage',
      text: 'The tide came in twice that night.',
    });
    expect(await screen.findByTestId('draft-text')).toHaveTextContent('The tide came in twice that night.');
    fireEvent.click(screen.getByRole('button', { name: E.draft.keep }));
    await waitFor(() => expect(onCommit).toHaveBeenCalled());
    const saved = lastCommit(onCommit);
    expect(saved.book.pages.at(-1)?.content).toBe('The tide came in twice that night.');
    await waitFor(() => expect(streamDraftStore.read()).toBeNull());
    expect(screen.queryByTestId('draft-text')).toBeNull();
  });

  it('forgets the words when the user cancels, and discards a leftover on request', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'token', data: { delta: 'Never mind.' } });
    await screen.findByText('Never mind.');
    fireEvent.click(screen.getByRole('button', { name: E.cancel }));
    expect(streamDraftStore.read()).toBeNull();
    streamDraftStore.write({
      bookId: 'other-book',
      mode: 'newPage',
      text: 'Not this book',
      at: new Date().toISOString(),
    });
    expect(screen.queryByTestId('draft-text')).toBeNull();
  });

  it('a stream ending without done is an error and commits nothing', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'token', data: { delta: 'Half a sto' } });
    stream.end();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(E.errors.streamEnded));
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.queryByTestId('story-preview')).toBeNull();
  });

  it('cancel aborts, clears the preview and shows no error', async () => {
    const stream = ndjsonStream();
    const { signal } = stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'token', data: { delta: 'Mira' } });
    await waitFor(() => expect(screen.getByTestId('story-preview')).toHaveTextContent('Mira'));
    fireEvent.click(screen.getByRole('button', { name: E.cancel }));
    expect(screen.queryByTestId('story-preview')).toBeNull();
    expect(signal().aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.error).not.toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: E.generate })).toBeEnabled();
  });

  it('a result that fails the checks changes nothing (VALIDATION_FAILED)', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'done', data: { final: { ...FINAL, cardUpdates: [{ changes: {} }] } } });
    stream.end();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        `The AI's story could not be used: cardUpdates.0: ${E.issues.update_card_id}`,
      ),
    );
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a refused commit lists what was refused and why, and changes nothing', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    const cardUpdates = [
      { cardId: 'ghost', changes: { name: 'Boo' }, reason: 'r' },
      { cardId: 'char_mira', changes: { id: 'other' }, reason: 'r' },
    ];
    stream.send({ type: 'done', data: { final: { ...FINAL, cardUpdates } } });
    stream.end();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(E.blocked.title)).toBeInTheDocument();
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain(`ghost: ${E.issues.card_missing}`);
    expect(items).toContain(`char_mira · id: ${E.issues.path_protected}`);
    expect(toast.error).toHaveBeenCalledWith(E.errors.SAFE_COMMIT_BLOCKED);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('warnings do not block: an info toast lists them', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'done', data: { final: { ...FINAL, storySegment: 'Too short.' } } });
    stream.end();
    await waitFor(() => expect(onCommit).toHaveBeenCalledOnce());
    expect(toast.info).toHaveBeenCalledWith(
      `Generated with warnings: storySegment: ${E.issues.segment_short}`,
    );
  });

  it('a failed save keeps the text and offers to try again', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onCommit } = renderPanel({ saves: [false, true] });
    fireEvent.click(screen.getByRole('button', { name: E.generate }));
    stream.send({ type: 'done', data: { final: FINAL } });
    stream.end();
    expect(await screen.findByText(E.unsaved.title)).toBeInTheDocument();
    expect(screen.getByTestId('unsaved-text')).toHaveTextContent(SEGMENT);
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: E.unsaved.retry }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(E.toast.pageAdded));
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(lastCommit(onCommit).book.pages).toHaveLength(1);
    expect(screen.queryByText(E.unsaved.title)).toBeNull();
  });

  it('custom text is cut to 4000 with a counter, and saved in the preferences', () => {
    const { onCommit } = renderPanel();
    expect(screen.getByText('14 / 4000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(E.custom.label), { target: { value: 'x'.repeat(4100) } });
    expect(screen.getByLabelText(E.custom.label)).toHaveValue('x'.repeat(4000));
    expect(screen.getByText('4000 / 4000')).toBeInTheDocument();
    expect(lastCommit(onCommit).book.preferences.authoring.customUserText).toHaveLength(4000);
  });

  it('settings are written into the book preferences', () => {
    const { onCommit } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Long (800–1200 characters)' }));
    expect(lastCommit(onCommit).book.preferences.generation.storyLength).toBe('long');
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(lastCommit(onCommit).book.preferences.generation.maxSuggestions).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: E.constraint.strict }));
    expect(lastCommit(onCommit).book.preferences.generation.constraintMode).toBe('strict');
    fireEvent.click(screen.getByLabelText(E.toggles.enableCardUpdates));
    expect(lastCommit(onCommit).book.preferences.generation.enableCardUpdates).toBe(false);
    fireEvent.change(screen.getByLabelText(E.style.label), { target: { value: 'dark gothic' } });
    expect(lastCommit(onCommit).book.preferences.authoring.styleReference).toBe('dark gothic');
    expect(screen.getByLabelText(E.streaming)).toBeDisabled();
    expect(screen.getByLabelText(E.streaming)).toBeChecked();
  });

  it('opens the picker for a card type', () => {
    const { onPickCards } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Character (1)' }));
    expect(onPickCards).toHaveBeenCalledWith('Character');
  });

  it('goes compact when the window is under 700 px high', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-height: 699px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderPanel();
    expect(screen.getByRole('region', { name: /The Drowned Bells/ })).toHaveAttribute('data-compact', 'true');
  });

  it('speaks Chinese', async () => {
    stubFetch(() => json({ message: 'slow' }, 429));
    renderPanel({ language: 'zh' });
    expect(screen.getByText(zh.evolution.firstPageHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '长（800–1200 字）' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: zh.evolution.generate }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(zh.evolution.errors.RATE_LIMIT));
  });
});

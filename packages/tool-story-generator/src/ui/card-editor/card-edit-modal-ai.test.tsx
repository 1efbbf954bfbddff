import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiClientError } from '@toolbox/kit/api-client';
import type { Card } from '@toolbox/story-world';
import { createTestI18n } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../manifest';
import { CardEditModal } from './card-edit-modal';
import { SAMPLE_CARDS, sampleWorld } from './sample-cards';
import { en, json, ndjsonStream, renderUi, stubFetch, zh } from './test-helpers';
import { generationErrorMessage } from './use-card-generation';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PATCH = { name: 'Mira of the Bells', desire: 'To silence the bells', fear: 'Deep water' };
const done = (cardPatch: object = PATCH) => ({
  type: 'done',
  data: { final: { success: true, data: { cardPatch }, error: null } },
});

function renderModal(card: Card = SAMPLE_CARDS.Character, language: 'en' | 'zh' = 'en') {
  const onSave = vi.fn(async () => true);
  renderUi(
    <CardEditModal card={card} world={sampleWorld()} isNew={false} open onSave={onSave} onClose={vi.fn()} />,
    language,
  );
  return { onSave };
}

const generateButton = () => screen.getByRole('button', { name: en.editor.ai.generate });
const click = async (element: HTMLElement) => {
  await act(async () => fireEvent.click(element));
};
const textbox = (name: string) => screen.getByRole('textbox', { name });
const output = () => screen.getByRole('region', { name: en.editor.ai.output });
/** Lets the stream's lines travel through the reader. */
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('story-generator CardEditModal AI generation', () => {
  it('needs a summary: says so and sends nothing', async () => {
    const { fetch } = stubFetch();
    renderModal({ ...SAMPLE_CARDS.Character, summary: '   ' });
    await click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(en.editor.ai.summaryRequired);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(textbox(en.fields.summary), { target: { value: 'A clockmaker' } });
    expect(screen.queryByText(en.editor.ai.summaryRequired)).not.toBeInTheDocument();
  });

  it('streams: shows the words as they come, then applies the patch (overwrite) and says what it did', async () => {
    const stream = ndjsonStream();
    const { fetch, body } = stubFetch(stream.response);
    renderModal();
    expect(screen.getByRole('checkbox', { name: en.editor.ai.streaming })).toBeChecked();
    await click(generateButton());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ai/card-generate/stream');
    expect(body()).toEqual({
      type: 'Character',
      name: 'Mira Vale',
      summary: SAMPLE_CARDS.Character.summary,
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: en.editor.ai.generating })).toBeDisabled();
    stream.send({ type: 'meta', data: {} });
    stream.send({ type: 'token', data: { delta: '{"desire": "To sil' } });
    stream.send({ type: 'token', data: { delta: 'ence' } });
    await flush();
    expect(within(output()).getByTestId('ai-output')).toHaveTextContent('{"desire": "To silence');
    expect(output()).toHaveAttribute('aria-busy', 'true');
    stream.send(done());
    stream.end();
    await flush();
    expect(screen.queryByRole('region', { name: en.editor.ai.output })).not.toBeInTheDocument();
    expect(textbox(en.fields.name)).toHaveValue('Mira of the Bells');
    expect(textbox(en.fields.desire)).toHaveValue('To silence the bells');
    expect(textbox(en.fields.fear)).toHaveValue('Deep water');
    expect(screen.getByText('Filled 0, applied 3 (Overwrite).')).toBeInTheDocument();
  });

  it('cancel aborts the stream, clears the words and says it was cancelled', async () => {
    const stream = ndjsonStream();
    const { signal } = stubFetch(stream.response);
    renderModal();
    await click(generateButton());
    stream.send({ type: 'token', data: { delta: 'half a card' } });
    await flush();
    expect(output()).toHaveTextContent('half a card');
    await click(screen.getByRole('button', { name: en.editor.ai.cancel }));
    expect(signal().aborted).toBe(true);
    expect(screen.queryByText('half a card')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.editor.ai.cancelled);
    expect(textbox(en.fields.desire)).toHaveValue(SAMPLE_CARDS.Character.desire);
    expect(generateButton()).toBeEnabled();
  });

  it.each([
    [
      'overwrite',
      'Overwrite',
      { desire: 'To silence the bells', fear: 'Deep water' },
      'Filled 1, applied 2 (Overwrite).',
    ],
    [
      'fillEmpty',
      'Fill empty',
      { desire: SAMPLE_CARDS.Character.desire, fear: 'Deep water' },
      'Filled 1, applied 1 (Fill empty).',
    ],
  ] as const)('applies by %s', async (_strategy, label, expected, message) => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    renderModal({ ...SAMPLE_CARDS.Character, fear: '' });
    await click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await click(generateButton());
    stream.send(done({ desire: 'To silence the bells', fear: 'Deep water' }));
    stream.end();
    await flush();
    expect(textbox(en.fields.desire)).toHaveValue(expected.desire);
    expect(textbox(en.fields.fear)).toHaveValue(expected.fear);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('marks the changed fields in the inputs and the preview until edited or accepted', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    renderModal();
    await click(generateButton());
    stream.send(done());
    stream.end();
    await flush();
    expect(textbox(en.fields.name)).toHaveAccessibleDescription(/Changed by AI/);
    expect(textbox(en.fields.desire)).toHaveAccessibleDescription(/Changed by AI/);
    expect(textbox(en.fields.belief)).not.toHaveAccessibleDescription(/Changed by AI/);
    // Editing a field removes its mark only.
    fireEvent.change(textbox(en.fields.desire), { target: { value: 'To ring them' } });
    expect(textbox(en.fields.desire)).not.toHaveAccessibleDescription(/Changed by AI/);
    fireEvent.click(screen.getByRole('tab', { name: en.editor.tabs.preview }));
    const preview = screen.getByRole('article', { name: 'Mira of the Bells' });
    expect(within(preview).getAllByText(en.cardView.changedByAi)).toHaveLength(2);
    expect(within(preview).getByText('Deep water').closest('[data-highlighted]')).not.toBeNull();
    await click(screen.getByRole('button', { name: en.editor.ai.accept }));
    expect(screen.queryByText(en.cardView.changedByAi)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.editor.ai.accept })).not.toBeInTheDocument();
  });

  it('saves what the AI wrote', async () => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    const { onSave } = renderModal();
    await click(generateButton());
    stream.send(done());
    stream.end();
    await flush();
    await click(screen.getByRole('button', { name: en.editor.save }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining(PATCH));
  });

  it('without streaming, retries a 429 once after 1500 ms', async () => {
    vi.useFakeTimers();
    const { fetch } = stubFetch(
      json({ error: 'slow down' }, 429),
      json({ success: true, data: { cardPatch: { belief: 'Bells remember' } }, error: null }),
    );
    renderModal();
    fireEvent.click(screen.getByRole('checkbox', { name: en.editor.ai.streaming }));
    fireEvent.click(generateButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ai/card-generate');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(textbox(en.fields.belief)).toHaveValue('Bells remember');
  });

  it('shows the HTTP error in the error box, and Retry sends again', async () => {
    const { fetch } = stubFetch(
      new Response('upstream down', { status: 502 }),
      new Response('', { status: 503 }),
      json({ success: true, data: { cardPatch: { fear: 'Silence' } }, error: null }),
    );
    renderModal();
    fireEvent.click(screen.getByRole('checkbox', { name: en.editor.ai.streaming }));
    await click(generateButton());
    await flush();
    const box = screen.getByRole('alert');
    expect(within(box).getByRole('heading', { name: en.editor.ai.failedTitle })).toBeInTheDocument();
    expect(box).toHaveTextContent('upstream down');
    await click(within(box).getByRole('button', { name: en.editor.ai.retry }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP 503');
    await click(screen.getByRole('button', { name: en.editor.ai.retry }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox(en.fields.fear)).toHaveValue('Silence');
  });

  it.each([
    [
      [{ type: 'error', data: { code: 'GENERATION_FAILED', message: 'model tired' } }],
      'Streaming generation error: model tired',
    ],
    [[{ type: 'error', data: {} }], 'Streaming generation error'],
    [[{ type: 'token', data: { delta: '{' } }], 'Stream ended without completion event'],
    [[{ type: 'done', data: { final: { success: false, data: null, error: null } } }], 'Generation failed'],
  ])('says what went wrong in the stream: %j', async (events, message) => {
    const stream = ndjsonStream();
    stubFetch(stream.response);
    renderModal();
    await click(generateButton());
    for (const event of events) stream.send(event);
    stream.end();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(`${en.editor.ai.failedTitle}${message}`);
  });

  it('asks in Chinese on a Chinese page', async () => {
    const stream = ndjsonStream();
    const { body } = stubFetch(stream.response);
    renderModal(SAMPLE_CARDS.Character, 'zh');
    await click(screen.getByRole('button', { name: zh.editor.ai.generate }));
    expect(body().locale).toBe('zh');
  });
});

describe('story-generator generationErrorMessage', () => {
  const t = createTestI18n({ namespaces: { [manifest.id]: { en, zh } } }).getFixedT('en', manifest.id);
  const plain = { sawErrorEvent: false, sawDone: false, isStreaming: false };
  it.each([
    [new ApiClientError('API_ERROR', 500, 'HTTP 500'), plain, 'HTTP 500'],
    [new ApiClientError('API_ERROR', 500, ''), plain, 'HTTP 500'],
    [new ApiClientError('RATE_LIMIT', 429, 'too many'), plain, 'too many'],
    [new ApiClientError('NETWORK_ERROR', 0, 'x'), plain, en.editor.ai.network],
    [new ApiClientError('GENERATION_FAILED', 200, 'generation failed'), plain, 'Generation failed'],
    [new ApiClientError('GENERATION_FAILED', 200, 'no ideas'), plain, 'no ideas'],
    [new ApiClientError('PARSE_ERROR', 200, 'x'), { ...plain, isStreaming: true }, en.editor.ai.streamEnded],
    [new Error('boom'), plain, 'boom'],
    ['boom', plain, en.editor.ai.unknownError],
  ])('%s → %s', (error, seen, message) => {
    expect(generationErrorMessage(error, seen, t)).toBe(message);
  });
});

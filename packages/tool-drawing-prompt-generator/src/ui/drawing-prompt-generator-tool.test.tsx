import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientError } from '@toolbox/kit/api-client';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RESULT } from '../core/test-fixtures';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import DrawingPromptGeneratorTool, { type GeneratePrompt } from './drawing-prompt-generator-tool';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

const RESULT = SAMPLE_RESULT;

/** A generation the test drives: tokens, then an answer or a failure; aborts are recorded. */
function controlledGenerate() {
  const calls: {
    request: Parameters<GeneratePrompt>[0];
    signal: AbortSignal;
    token: (delta: string) => void;
    finish: (value: unknown) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const generate: GeneratePrompt = (request, { signal, onToken }) =>
    new Promise((resolve, reject) => {
      calls.push({ request, signal, token: onToken, finish: resolve, fail: reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { generate, calls };
}

function renderTool(generate: GeneratePrompt, language: TestLanguage = 'en') {
  return renderWithI18n(<DrawingPromptGeneratorTool generate={generate} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const idea = () => screen.getByRole('textbox', { name: en.input.label });

beforeEach(() => vi.clearAllMocks());

describe('DrawingPromptGeneratorTool', () => {
  it('disables generate while the idea is blank, and says an idea is required on Ctrl+Enter', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: en.actions.generate })).toBeDisabled();
    await user.type(idea(), '   ');
    expect(screen.getByRole('button', { name: en.actions.generate })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.required);
    expect(calls).toHaveLength(0);
  });

  it('streams tokens into the live preview, then shows the full prompt and every structured field', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.type(idea(), '  a lighthouse in a storm ');
    await user.click(screen.getByRole('button', { name: en.actions.generate }));
    expect(calls[0]?.request).toEqual({ promptData: { coreIdea: 'a lighthouse in a storm' }, locale: 'en' });
    expect(screen.getByRole('button', { name: en.actions.generating })).toBeDisabled();
    act(() => calls[0]?.token('{"fullPrompt":"a light'));
    act(() => calls[0]?.token('house'));
    const preview = screen.getByRole('region', { name: en.preview.title });
    expect(preview).toHaveTextContent('{"fullPrompt":"a lighthouse');
    expect(preview).toHaveAttribute('aria-busy', 'true');
    await act(async () => calls[0]?.finish(RESULT));
    expect(screen.queryByRole('region', { name: en.preview.title })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.result.fullPrompt })).toHaveValue(RESULT.fullPrompt);
    const structure = screen.getByRole('region', { name: en.result.structure });
    for (const section of Object.values(en.sections))
      expect(within(structure).getByRole('heading', { name: section })).toBeInTheDocument();
    for (const value of [
      'a lighthouse',
      'a stormy coast at night',
      'low angle',
      'Turner',
      'deep blues',
      '16:9',
      '20',
      '250',
    ])
      expect(within(structure).getByText(value)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.status.done);
    expect(screen.getByRole('button', { name: en.result.copy })).toBeEnabled();
  });

  it('cancels: the request is aborted, the preview kept, and the spec’s two messages shown', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.type(idea(), 'a cat');
    await user.click(screen.getByRole('button', { name: en.actions.generate }));
    act(() => calls[0]?.token('half a prompt'));
    await user.click(screen.getByRole('button', { name: en.actions.cancel }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(toast.info).toHaveBeenCalledWith(en.status.requestCancelled);
    expect(screen.getByRole('status')).toHaveTextContent(en.status.cancelled);
    expect(screen.getByRole('region', { name: en.preview.title })).toHaveTextContent('half a prompt');
    expect(screen.getByRole('button', { name: en.actions.generate })).toBeEnabled();
  });

  it('aborts the prior request when a new one starts, and ignores what it still sends', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.type(idea(), 'a cat');
    await user.click(screen.getByRole('button', { name: en.actions.generate }));
    // Ctrl+Enter while busy starts again (the button is disabled, the shortcut is not).
    await user.type(idea(), ' in space{Control>}{Enter}{/Control}');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    act(() => calls[0]?.token('old words'));
    act(() => calls[1]?.token('new words'));
    expect(screen.getByRole('region', { name: en.preview.title })).toHaveTextContent('new words');
    expect(screen.getByRole('region', { name: en.preview.title })).not.toHaveTextContent('old words');
  });

  it.each([
    [
      new ApiClientError('RATE_LIMIT', 429, 'slow down', { retryAfterSeconds: 12 }),
      'Too many requests. Try again in 12 s.',
    ],
    [new ApiClientError('NETWORK_ERROR', 0, 'offline'), en.errors.network],
    [
      new ApiClientError('GENERATION_FAILED', 502, 'model unavailable'),
      'Could not generate the prompt: model unavailable',
    ],
  ])('shows a failure in words: %s', async (error, message) => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.type(idea(), 'a cat');
    await user.click(screen.getByRole('button', { name: en.actions.generate }));
    await act(async () => calls[0]?.fail(error));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(idea()).toHaveValue('a cat');
    // The spec's retry: the same idea again.
    await user.click(screen.getByRole('button', { name: en.actions.retry }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request.promptData.coreIdea).toBe('a cat');
  });

  it('treats a malformed answer as an error, never shows it half', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.type(idea(), 'a cat');
    await user.click(screen.getByRole('button', { name: en.actions.generate }));
    await act(async () => calls[0]?.finish({ ...RESULT, parameters: { ...RESULT.parameters, chaos: 500 } }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not generate the prompt: the answer was incomplete',
    );
    expect(screen.queryByRole('region', { name: en.result.structure })).not.toBeInTheDocument();
  });

  it('refuses an idea over 1000 characters before sending it', async () => {
    const { generate } = controlledGenerate();
    renderTool(generate);
    const user = userEvent.setup();
    await user.click(idea());
    await user.paste('x'.repeat(1001));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 1000 characters');
    expect(screen.getByRole('button', { name: en.actions.generate })).toBeDisabled();
  });

  it('asks in Chinese for a Chinese prompt', async () => {
    const { generate, calls } = controlledGenerate();
    renderTool(generate, 'zh');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: zh.input.label }), '灯塔');
    await user.click(screen.getByRole('button', { name: zh.actions.generate }));
    expect(calls[0]?.request.locale).toBe('zh');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { mockLayout, type Side } from '@toolbox/vitest/layout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IgnoreOptions } from '../core/ignore';
import type { DiffMode, DiffView } from '../core/model';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { navigationKey } from './diff-list';
import { revealWhitespace } from './diff-text';
import { createTestEngine } from './test-engine';
import TextDiffTool, { INPUT_MIN_HEIGHT } from './text-diff-tool';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

// jsdom has no layout: give the list its 400 px and each row 24 px so the virtualiser renders rows.
const sizeOf = (element: HTMLElement, side: Side) =>
  side === 'width' ? 800 : element.dataset.index === undefined ? 400 : 24;
beforeEach(() => mockLayout(sizeOf));
// jsdom has no Element.scrollTo and no scroll height: the virtualiser scrolls with the one and
// clamps to the other when moving to a change.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'diff-list' ? 100_000 : 0;
  });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    // A browser fires scroll after the scroll, not inside the call (the virtualiser re-renders on it).
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as HTMLElement['scrollTo'];
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

let engine = createTestEngine();
beforeEach(() => {
  engine = createTestEngine();
});

function renderTool(
  props: {
    initialOldText?: string;
    initialNewText?: string;
    initialMode?: DiffMode;
    initialView?: DiffView;
    initialIgnore?: IgnoreOptions;
  } = {},
  language: TestLanguage = 'en',
) {
  return renderWithI18n(<TextDiffTool {...props} engine={engine} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const list = () => screen.getByRole('region', { name: en.result.listLabel });
const counts = () =>
  within(screen.getByRole('list', { name: en.counts.label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** Waits for the worker's answer to show these counts. */
const countsBecome = (expected: string[]) => waitFor(() => expect(counts()).toEqual(expected));

describe('TextDiffTool', () => {
  it('says what to do before any text is entered', () => {
    renderTool();
    expect(screen.getByText(en.result.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.actions.copyPatch })).toBeDisabled();
  });

  it('compares by line as you type, in the worker, and shows the four counts', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText(en.input.old.label), { target: { value: 'a\nb\nc' } });
    fireEvent.change(screen.getByLabelText(en.input.new.label), { target: { value: 'a\nB\nc\nd' } });
    await countsBecome(['Added: 2 lines', 'Removed: 1 line', 'Unchanged: 2 lines', 'Total: 5 lines']);
    // The result list loads with the first result (not with the page).
    await waitFor(() => expect(list()).toHaveAttribute('data-rows', '4'));
    expect(engine.calls.length).toBeGreaterThan(0);
    expect(engine.calls.every((method) => method === 'diff')).toBe(true);
  });

  it('never compares on the page: with a worker that does not answer, no result appears', async () => {
    const call = vi.fn(() => new Promise<never>(() => {}));
    renderWithI18n(<TextDiffTool engine={{ call } as never} />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    fireEvent.change(screen.getByLabelText(en.input.old.label), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText(en.input.new.label), { target: { value: 'b' } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'diff',
        { oldText: 'a', newText: 'b', mode: 'line' },
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('list', { name: en.counts.label })).not.toBeInTheDocument();
    // A small comparison shows no progress bar: it answers at once when it answers.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('counts words in word mode and characters in char mode', async () => {
    renderTool({ initialOldText: 'the quick fox', initialNewText: 'the slow fox' });
    fireEvent.click(screen.getByRole('button', { name: en.modes.word }));
    await countsBecome(['Added: 1 word', 'Removed: 1 word', 'Unchanged: 2 words', 'Total: 4 words']);
    fireEvent.click(screen.getByRole('button', { name: en.modes.char }));
    await waitFor(() => expect(counts()[3]).toMatch(/characters$/));
  });

  it('switches between side by side and unified, with their text-area heights', async () => {
    renderTool({ initialOldText: 'a\nb', initialNewText: 'a\nc\nd' });
    const area = screen.getByLabelText(en.input.old.label);
    expect(area.style.minHeight).toBe(`${INPUT_MIN_HEIGHT['side-by-side']}px`);
    expect(INPUT_MIN_HEIGHT).toEqual({ 'side-by-side': 300, unified: 150 });
    // Side by side: a, then b|c paired, then d alone.
    await waitFor(() => expect(list()).toHaveAttribute('data-rows', '3'));
    fireEvent.click(screen.getByRole('button', { name: en.views.unified }));
    expect(area.style.minHeight).toBe('150px');
    expect(list()).toHaveAttribute('data-rows', '4');
    expect(screen.getByRole('button', { name: en.views.unified })).toHaveAttribute('aria-pressed', 'true');
  });

  it('swaps the two texts', () => {
    renderTool({ initialOldText: 'left', initialNewText: 'right' });
    fireEvent.click(screen.getByRole('button', { name: en.actions.swap }));
    expect(screen.getByLabelText(en.input.old.label)).toHaveValue('right');
    expect(screen.getByLabelText(en.input.new.label)).toHaveValue('left');
  });

  it('clears both texts and the result', async () => {
    renderTool({ initialOldText: 'left', initialNewText: 'right' });
    await screen.findByRole('list', { name: en.counts.label });
    fireEvent.click(screen.getByRole('button', { name: en.actions.clear }));
    expect(screen.getByLabelText(en.input.old.label)).toHaveValue('');
    expect(screen.getByLabelText(en.input.new.label)).toHaveValue('');
    expect(screen.getByText(en.result.empty)).toBeInTheDocument();
  });

  it('shows whitespace as visible marks when asked', async () => {
    renderTool({ initialOldText: 'a b', initialNewText: 'a\tb' });
    await screen.findByRole('region', { name: en.result.listLabel });
    const toggle = screen.getByRole('button', { name: en.actions.showWhitespace });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(list().textContent).toContain('a·b');
    expect(list().textContent).toContain('a→b');
    expect(revealWhitespace(' \t\r')).toBe('·→␍');
  });

  it('highlights the changed word inside a changed line', async () => {
    renderTool({ initialOldText: 'the quick fox', initialNewText: 'the slow fox' });
    await waitFor(() => expect(list().querySelectorAll('mark')).toHaveLength(2));
    const marks = list().querySelectorAll('mark');
    expect([...marks].map((mark) => `${mark.dataset.part}:${mark.textContent}`)).toEqual([
      'removed:quick',
      'added:slow',
    ]);
  });

  it('makes the unified patch in the worker only when copying, and says so', async () => {
    renderTool({ initialOldText: 'a\n', initialNewText: 'b\n', initialMode: 'word' });
    await screen.findByRole('list', { name: en.counts.label });
    expect(engine.calls).toEqual(['diff']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.actions.copyPatch })));
    await waitFor(() =>
      expect(copyText).toHaveBeenCalledWith('--- original\n+++ changed\n@@ -1 +1 @@\n-a\n+b\n'),
    );
    expect(toast.success).toHaveBeenCalledWith(en.toasts.copied);
    expect(engine.calls).toEqual(['diff', 'patch']);
  });

  it('reports a failed copy and an empty patch', async () => {
    copyText.mockResolvedValueOnce(false);
    renderTool({ initialOldText: 'a\n', initialNewText: 'b\n' });
    await screen.findByRole('list', { name: en.counts.label });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.actions.copyPatch })));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.toasts.copyError));
  });

  it('says identical texts are identical and has no patch to copy', async () => {
    renderTool({ initialOldText: 'same', initialNewText: 'same' });
    expect(await screen.findByText(en.result.identical)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.actions.copyPatch })));
    expect(toast.info).toHaveBeenCalledWith(en.toasts.nothingToCopy);
  });

  it('renders only the visible rows of a long result', async () => {
    const lines = Array.from({ length: 5000 }, (_, index) => `line ${index}`).join('\n');
    renderTool({ initialOldText: lines.slice(0, 9000), initialNewText: lines.slice(0, 9500) });
    await screen.findByRole('region', { name: en.result.listLabel });
    const rendered = list().querySelectorAll('[data-index]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  });

  it('ignores case when asked: the changes go away, each side keeps its text', async () => {
    renderTool({ initialOldText: 'Hello World\nsame\n', initialNewText: 'hello world\nsame\n' });
    await countsBecome(['Added: 1 line', 'Removed: 1 line', 'Unchanged: 1 line', 'Total: 3 lines']);
    const toggle = screen.getByRole('button', { name: en.ignore.ignoreCase.label });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await countsBecome(['Added: 0 lines', 'Removed: 0 lines', 'Unchanged: 2 lines', 'Total: 2 lines']);
    expect(screen.getByText(en.result.identicalIgnoring)).toBeInTheDocument();
    expect(list().textContent).toContain('Hello World');
    expect(list().textContent).toContain('hello world');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.actions.copyPatch })));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(en.toasts.nothingToCopyIgnored));
  });

  it('sends the options with the patch, and only in line mode', async () => {
    renderTool({
      initialOldText: 'a  b\nX\n',
      initialNewText: 'a b\nY\n',
      initialIgnore: { ignoreSpaceChange: true },
    });
    await countsBecome(['Added: 1 line', 'Removed: 1 line', 'Unchanged: 1 line', 'Total: 3 lines']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.actions.copyPatch })));
    await waitFor(() =>
      expect(copyText).toHaveBeenCalledWith('--- original\n+++ changed\n@@ -1,2 +1,2 @@\n a  b\n-X\n+Y\n'),
    );
    fireEvent.click(screen.getByRole('button', { name: en.modes.word }));
    expect(screen.getByRole('button', { name: en.ignore.ignoreSpaceChange.label })).toBeDisabled();
    expect(screen.getByText(en.ignore.lineOnly)).toBeInTheDocument();
    // Word mode compares exactly: the extra space is a change there.
    await countsBecome(['Added: 1 word', 'Removed: 1 word', 'Unchanged: 2 words', 'Total: 4 words']);
  });

  it('moves to the next and previous change, in a long virtualised list', async () => {
    // Changes at lines 3, 120 and 290 of 300: only the rows near the top are rendered at first.
    const original = Array.from({ length: 300 }, (_, index) => `line ${index + 1}`);
    const changed = original.map((line, index) => ([2, 119, 289].includes(index) ? `${line} edited` : line));
    renderTool({
      initialOldText: original.join('\n'),
      initialNewText: changed.join('\n'),
      initialView: 'unified',
    });
    const position = await screen.findByTestId('change-position');
    expect(position).toHaveTextContent('3 changes');
    const next = screen.getByRole('button', { name: en.navigation.next });
    const previous = screen.getByRole('button', { name: en.navigation.previous });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(position).toHaveTextContent('Change 2 of 3');
    // Unified rows: 119 unchanged lines and 2 rows of change 1 come first, so change 2 is rows 121–122.
    await waitFor(() => {
      const current = list().querySelectorAll('[data-current-change]');
      expect([...current].map((row) => row.textContent)).toEqual([
        expect.stringContaining('line 120'),
        expect.stringContaining('line 120 edited'),
      ]);
    });
    expect(list().scrollTop).toBeGreaterThan(2000);
    fireEvent.click(next);
    expect(position).toHaveTextContent('Change 3 of 3');
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(position).toHaveTextContent('Change 2 of 3');
    // Keys in the list: n / p and Alt+↓ / Alt+↑.
    fireEvent.keyDown(list(), { key: 'p' });
    expect(position).toHaveTextContent('Change 1 of 3');
    expect(previous).toBeDisabled();
    fireEvent.keyDown(list(), { key: 'ArrowDown', altKey: true });
    expect(position).toHaveTextContent('Change 2 of 3');
    fireEvent.keyDown(list(), { key: 'n' });
    expect(position).toHaveTextContent('Change 3 of 3');
    await waitFor(() =>
      expect(list().querySelector('[data-current-change]')?.textContent).toContain('line 290'),
    );
  });

  it('reads navigation keys: n, p, Alt+↓, Alt+↑ and nothing else', () => {
    const key = (init: Partial<Parameters<typeof navigationKey>[0]>) =>
      navigationKey({ key: '', altKey: false, ctrlKey: false, metaKey: false, ...init });
    expect([
      key({ key: 'n' }),
      key({ key: 'p' }),
      key({ key: 'ArrowDown', altKey: true }),
      key({ key: 'ArrowUp', altKey: true }),
      key({ key: 'ArrowDown' }),
      key({ key: 'n', ctrlKey: true }),
      key({ key: 'x' }),
    ]).toEqual([1, -1, 1, -1, undefined, undefined, undefined]);
  });

  it('speaks Chinese', async () => {
    renderTool({ initialOldText: 'a', initialNewText: 'b' }, 'zh');
    expect(screen.getByLabelText(zh.input.old.label)).toBeInTheDocument();
    expect(await screen.findByText('新增：1 行')).toBeInTheDocument();
  });
});

describe('TextDiffTool across tools', () => {
  afterEach(() => {
    clearShelf();
    window.history.replaceState(null, '', '/');
  });

  function renderHosted(host: ToolHost) {
    return renderWithI18n(
      <ToolHostProvider value={host}>
        <TextDiffTool engine={engine} />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
  }

  it('shares both texts and every setting, and a link restores them exactly', async () => {
    let source: ShareSource | undefined;
    const { unmount } = renderHosted({ toolId: 'text-diff', setShareSource: (next) => (source = next) });
    fireEvent.change(screen.getByLabelText(en.input.old.label), { target: { value: 'a\nb' } });
    fireEvent.change(screen.getByLabelText(en.input.new.label), { target: { value: 'a\nB' } });
    fireEvent.click(screen.getByRole('button', { name: en.ignore.ignoreCase.label }));
    fireEvent.click(screen.getByRole('button', { name: en.views.unified }));
    const state = source?.getState();
    expect(state).toEqual({
      oldText: 'a\nb',
      newText: 'a\nB',
      mode: 'line',
      view: 'unified',
      ignore: { ignoreCase: true },
    });
    unmount();

    window.history.replaceState(null, '', `/tool/text-diff#s=${await encodeShareState(state)}`);
    renderHosted({ toolId: 'text-diff' });
    await waitFor(() => expect(screen.getByLabelText(en.input.old.label)).toHaveValue('a\nb'));
    expect(screen.getByLabelText(en.input.new.label)).toHaveValue('a\nB');
    expect(screen.getByRole('button', { name: en.views.unified })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: en.ignore.ignoreCase.label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('puts a text sent from another tool on the original side, the next on the changed side', () => {
    deliverTo('text-diff', [{ kind: 'text', text: '{"a":1}', format: 'json' }]);
    renderHosted({ toolId: 'text-diff' });
    expect(screen.getByLabelText(en.input.old.label)).toHaveValue('{"a":1}');
    act(() => deliverTo('text-diff', [{ kind: 'text', text: '# Page', format: 'markdown' }]));
    expect(screen.getByLabelText(en.input.new.label)).toHaveValue('# Page');
  });
});

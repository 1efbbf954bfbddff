import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { WorkerTerminatedError } from '@toolbox/kit/worker-bridge';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import JsonToolsTool from './json-tools-tool';

// jsdom has no module workers; a large input reaches this stand-in, which crashes like a worker
// that ran out of memory.
const workerCall = vi.hoisted(() => vi.fn());
vi.mock('../worker/client', () => ({ jsonToolsWorker: { call: workerCall } }));

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<JsonToolsTool />, {
    language,
    namespaces: { 'json-tools': { en, zh }, ui: uiMessages },
  });
}

function typeInput(value: string) {
  fireEvent.change(screen.getByLabelText('JSON input'), { target: { value } });
}

describe('JsonToolsTool', () => {
  it('starts in format mode with 2-space indentation', () => {
    renderTool();
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('button', { name: 'Format' })).toHaveAttribute('aria-pressed', 'true');
    const indentation = screen.getByRole('group', { name: 'Indentation' });
    expect(within(indentation).getByRole('button', { name: '2 spaces' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('formats into the read-only result with sizes, ratio and character count', async () => {
    renderTool();
    typeInput('{"a":1}');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByRole('textbox', { name: 'Result' });
    expect(result).toHaveValue('{\n  "a": 1\n}');
    expect(result).toHaveAttribute('readonly');
    expect(screen.getByText('Original: 7 Bytes')).toBeInTheDocument();
    expect(screen.getByText('Result: 12 Bytes')).toBeInTheDocument();
    expect(screen.getByText('Change: +71%')).toBeInTheDocument();
    expect(screen.getByText('12 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('shows the validity panel with line and column in validate mode, and no result area', async () => {
    renderTool();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Validate' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Result' })).not.toBeInTheDocument();
    typeInput('[1,\n2,,]');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Invalid JSON');
    expect(panel).toHaveTextContent('Error details');
    expect(panel).toHaveTextContent('Line 2, column 3');
    expect(screen.getByLabelText('JSON input')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports blank input as invalid', async () => {
    renderTool();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Validate' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The input is empty.');
  });

  it('clears the output when the input turns invalid, and clears everything on Clear', async () => {
    renderTool();
    typeInput('[1]');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('[\n  1\n]');
    typeInput('[1');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('textbox', { name: 'Result' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('JSON input')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('indents with 4 spaces or a tab when chosen', async () => {
    renderTool();
    typeInput('[1]');
    fireEvent.click(screen.getByRole('button', { name: '4 spaces' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('[\n    1\n]');
    fireEvent.click(screen.getByRole('button', { name: 'Tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('textbox', { name: 'Result' })).toHaveValue('[\n\t1\n]');
  });

  it('runs with Ctrl+Enter', async () => {
    renderTool();
    typeInput('[ ]');
    fireEvent.keyDown(screen.getByLabelText('JSON input'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('[]');
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('group', { name: '模式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '运行' })).toBeInTheDocument();
    expect(screen.getByLabelText('JSON 输入')).toBeInTheDocument();
  });

  it('formats valid JSON nested 20,000 levels deep without calling it invalid', async () => {
    renderTool();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Compress' }),
    );
    typeInput(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Result' }).value).toMatch(/^\[\[\[/),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Format' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This JSON is valid, but formatted it would be longer than a browser can hold: it is nested 20,000 levels deep',
    );
    expect(screen.queryByText('Invalid JSON')).not.toBeInTheDocument();
    expect(screen.getByLabelText('JSON input')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a crashed worker as a failure of the tool and clears the old result', async () => {
    workerCall.mockRejectedValue(new WorkerTerminatedError('The worker crashed.'));
    renderTool();
    typeInput('[1]');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('[\n  1\n]');
    typeInput(`[${'1,'.repeat(500_000)}1]`);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The JSON tool failed (The worker crashed.). This is not a problem with your JSON',
    );
    expect(screen.getByRole('textbox', { name: 'Result' })).toHaveValue('');
    expect(screen.queryByText('Invalid JSON')).not.toBeInTheDocument();
    expect(screen.getByLabelText('JSON input')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('JsonToolsTool across tools', () => {
  afterEach(() => {
    clearShelf();
    window.history.replaceState(null, '', '/');
  });

  function renderHosted(host: ToolHost) {
    return renderWithI18n(
      <ToolHostProvider value={host}>
        <JsonToolsTool />
      </ToolHostProvider>,
      { namespaces: { 'json-tools': { en, zh }, ui: uiMessages } },
    );
  }

  it('shares the input, the tab and its settings; a link restores them and shows the result', async () => {
    let source: ShareSource | undefined;
    const { unmount } = renderHosted({ toolId: 'json-tools', setShareSource: (next) => (source = next) });
    typeInput('{"n":12345678901234567890}');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Indentation' })).getByRole('button', { name: '4 spaces' }),
    );
    const state = source?.getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual({
      input: '{"n":12345678901234567890}',
      mode: 'format',
      indent: '4',
      syntax: 'jsonpath',
      query: '',
    });
    // Encoded while the page is open: the input is read from the box when the link is made.
    const payload = await encodeShareState(state);
    unmount();

    window.history.replaceState(null, '', `/tool/json-tools#s=${payload}`);
    renderHosted({ toolId: 'json-tools' });
    await waitFor(() =>
      expect(screen.getByLabelText('JSON input')).toHaveValue('{"n":12345678901234567890}'),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Result' })).toHaveValue(
        '{\n    "n": 12345678901234567890\n}',
      ),
    );
  });

  it('formats JSON sent from another tool, and offers its result to the tools that take JSON', async () => {
    deliverTo('json-tools', [{ kind: 'text', text: '[1,2]', format: 'json' }]);
    const openIn = vi.fn();
    renderHosted({
      toolId: 'json-tools',
      openIn,
      handOffTargets: () => [{ id: 'text-diff', name: 'Text diff' }],
    });
    expect(screen.getByLabelText('JSON input')).toHaveValue('[1,2]');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Result' })).toHaveValue('[\n  1,\n  2\n]'),
    );
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Text diff' }));
    expect(openIn).toHaveBeenCalledWith('text-diff', [
      { kind: 'text', text: '[\n  1,\n  2\n]', format: 'json', name: 'formatted.json' },
    ]);
  });
});

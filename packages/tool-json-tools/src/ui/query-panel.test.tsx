import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { loadJq } from 'jq-wasm';
import { describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { createJsonToolsApi } from '../worker/api';
import JsonToolsTool from './json-tools-tool';

// jsdom has no module workers: the stand-in runs the worker's own API in-process, with the real jq
// WebAssembly build read from disk.
const workerCall = vi.hoisted(() => vi.fn());
vi.mock('../worker/client', () => ({ jsonToolsWorker: { call: workerCall } }));
const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm'));
const api = createJsonToolsApi(() => loadJq({ wasmBinary }));
const context = { progress: () => {}, signal: new AbortController().signal };
workerCall.mockImplementation((method: 'query', input: Parameters<typeof api.query>[0]) =>
  api[method](input, context as never),
);

function renderTool(language: TestLanguage = 'en') {
  const view = renderWithI18n(<JsonToolsTool />, {
    language,
    namespaces: { 'json-tools': { en, zh }, ui: uiMessages },
  });
  return view;
}

function openQueryTab(name = 'Query', group = 'Mode') {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name }));
}

const sample = '{"items":[{"id":12345678901234567890,"price":5},{"id":2,"price":15}]}';

describe('Query tab (CONTEXT.md § Query)', () => {
  it('runs a JSONPath filter once typing pauses, with the count of matches, big numbers exact', async () => {
    renderTool();
    openQueryTab();
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: sample } });
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: '$.items[?@.price < 10].id' } });
    const result = screen.getByRole('textbox', { name: 'Result' });
    await waitFor(() => expect(result).toHaveValue('[\n  12345678901234567890\n]'));
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('runs jq when chosen, each output in turn, with the count of results', async () => {
    renderTool();
    openQueryTab();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Query syntax' })).getByRole('button', { name: 'jq' }),
    );
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: sample } });
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: '.items[] | .id' } });
    const result = screen.getByRole('textbox', { name: 'Result' });
    await waitFor(() => expect(result).toHaveValue('12345678901234567890\n2'), { timeout: 10_000 });
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('shows an invalid query with its column and marks the field', async () => {
    renderTool();
    openQueryTab();
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: sample } });
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: '$.items[?@.price <]' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid query');
    expect(alert).toHaveTextContent('Line 1, column 19');
    expect(screen.getByLabelText('Query')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows invalid JSON input with line and column, as the other tabs do', async () => {
    renderTool();
    openQueryTab();
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '{"a":\n tru}' } });
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: '$.a' } });
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Invalid JSON');
    expect(panel).toHaveTextContent('Line 2, column 2');
    expect(screen.getByLabelText('JSON input')).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-runs the query when the input changes', async () => {
    renderTool();
    openQueryTab();
    const input = screen.getByLabelText('JSON input');
    fireEvent.change(input, { target: { value: '[1]' } });
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: '$[0]' } });
    const result = screen.getByRole('textbox', { name: 'Result' });
    await waitFor(() => expect(result).toHaveValue('[\n  1\n]'));
    fireEvent.input(input, { target: { value: '[2]' } });
    await waitFor(() => expect(result).toHaveValue('[\n  2\n]'));
  });

  it('fills the query from the examples menu', () => {
    renderTool();
    openQueryTab();
    const examples = screen.getByRole('combobox', { name: 'Examples' });
    expect(within(examples).getByRole('option', { name: 'At any depth (..): $..price' })).toBeInTheDocument();
    fireEvent.change(examples, { target: { value: 'descendant' } });
    expect(screen.getByLabelText('Query')).toHaveValue('$..price');
    expect(examples).toHaveValue('');
  });

  it('says which jq it is in the help', () => {
    renderTool();
    openQueryTab();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Query syntax' })).getByRole('button', { name: 'jq' }),
    );
    expect(screen.getByText(/The real jq 1\.8\.2, compiled to WebAssembly/)).toBeInTheDocument();
  });

  it('works in Chinese', async () => {
    renderTool('zh');
    openQueryTab('查询', '模式');
    fireEvent.change(screen.getByLabelText('JSON 输入'), { target: { value: '[1,2,3]' } });
    fireEvent.change(screen.getByLabelText('查询语句'), { target: { value: '$[1:]' } });
    await waitFor(() => expect(screen.getByText('2 个匹配')).toBeInTheDocument());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { describe, expect, it, vi } from 'vitest';
import { processCode } from '../core/process-code';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import CodeCompressorTool from './code-compressor-tool';

const { toast, downloadText } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn() },
  downloadText: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
// jsdom has no object URLs; the download itself is the kit's (tested there) and the e2e's.
vi.mock('@toolbox/kit/download', () => ({ downloadText }));

// jsdom has no module workers: the component gets the same core the worker runs.
const inline = (input: Parameters<typeof processCode>[0]) => processCode(input);

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<CodeCompressorTool processor={inline} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const input = () => screen.getByLabelText('Input code');
const output = () => screen.getByRole('textbox', { name: 'Output code' });
const pick = (group: string, name: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name }));

describe('CodeCompressorTool', () => {
  it('starts on minify and JavaScript', () => {
    renderTool();
    expect(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Minify' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'JavaScript' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('minifies JavaScript and shows bytes, ratio with 1 decimal and line counts', async () => {
    renderTool();
    fireEvent.change(input(), {
      target: { value: 'function add(first, second) {\n  return first + second;\n}\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByRole('region', { name: 'Statistics' });
    expect(output()).toHaveValue('function add(n,d){return n+d}');
    expect(screen.getByTestId('stat-originalSize')).toHaveTextContent('57 bytes');
    expect(screen.getByTestId('stat-compressedSize')).toHaveTextContent('29 bytes');
    expect(screen.getByTestId('stat-ratio')).toHaveTextContent('49.1%');
    expect(screen.getByTestId('stat-originalLines')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-compressedLines')).toHaveTextContent('1');
    expect(screen.getByText('29 characters')).toBeInTheDocument();
  });

  it('copy or download of an empty output is the no-output error (CONTEXT.md Rules: Messages › Toasts)', () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(toast.error.mock.calls).toEqual([[en.errorNoOutput], [en.errorNoOutput]]);
    expect(downloadText).not.toHaveBeenCalled();
  });

  it('downloads the output with the mode and language in its name, and says so', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'let a = 1;' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByRole('region', { name: 'Statistics' });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const fileName = downloadText.mock.calls[0]?.[1];
    expect(downloadText).toHaveBeenCalledWith('let a=1;', fileName, 'text/javascript');
    expect(fileName).toMatch(/\.js$/);
    expect(toast.success).toHaveBeenCalledWith(en.successDownloaded.replace('{{fileName}}', fileName));
  });

  it('beautifies CSS', async () => {
    renderTool();
    pick('Mode', 'Beautify');
    pick('Language', 'CSS');
    fireEvent.change(input(), { target: { value: 'a{color:red}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByRole('region', { name: 'Statistics' });
    expect(output()).toHaveValue('a {\n  color: red;\n}\n');
  });

  it('shows a syntax error with line and column', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'let a = 1;\nlet b = ;' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Syntax error: Line 2, column 9');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show in the input' }));
    expect((input() as HTMLTextAreaElement).selectionStart).toBe(19);
  });

  it('offers "keep all comments" only where the tool can keep them', () => {
    renderTool();
    expect(screen.getByLabelText('Keep all comments')).toBeInTheDocument();
    pick('Language', 'CSS');
    expect(screen.queryByLabelText('Keep all comments')).not.toBeInTheDocument();
    pick('Language', 'XML');
    pick('Mode', 'Beautify');
    expect(screen.queryByLabelText('Keep all comments')).not.toBeInTheDocument();
  });

  it('removes only the comment markers ticked for other text', async () => {
    renderTool();
    expect(screen.queryByRole('group', { name: 'Comment markers' })).not.toBeInTheDocument();
    pick('Mode', 'Remove comments');
    pick('Language', 'Other');
    const markers = screen.getByRole('group', { name: 'Comment markers' });
    expect(within(markers).getByLabelText('// and /* */')).toBeChecked();
    expect(within(markers).getByLabelText('<!-- -->')).toBeChecked();
    expect(within(markers).getByLabelText('# (shell, Python)')).not.toBeChecked();
    expect(within(markers).getByLabelText('-- (SQL, Lua)')).not.toBeChecked();
    fireEvent.change(input(), { target: { value: '# Title\n<!-- draft -->\n---\n/* x */ Text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(output()).toHaveValue('# Title\n---\nText.'));
    fireEvent.click(within(markers).getByLabelText('# (shell, Python)'));
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(output()).toHaveValue('---\nText.'));
  });

  it('clears input, output and stats', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'var a = 1;' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByRole('region', { name: 'Statistics' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
    expect(output()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('group', { name: '模式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '处理' })).toBeInTheDocument();
    expect(screen.getByLabelText(zh.input.label)).toBeInTheDocument();
  });
});

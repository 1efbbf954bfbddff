import { fireEvent, screen, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import JsonToolsTool from './json-tools-tool';

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
});

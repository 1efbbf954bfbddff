import { fireEvent, screen, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import RegexToolsTool from './regex-tools-tool';

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<RegexToolsTool />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => window.history.replaceState(null, '', window.location.pathname));

describe('RegexToolsTool', () => {
  it('starts in test mode with the g flag and the eight presets', () => {
    renderTool();
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('button', { name: 'Test' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Flags')).toHaveValue('g');
    const presets = within(screen.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual([
      'Email',
      'Phone',
      'URL',
      'IPv4',
      'Date',
      'Time',
      'Hex Color',
      'Credit Card',
    ]);
  });

  it('runs a preset on its sample and highlights matches and named groups', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Test text').value).toContain('2024-03-15');
    fireEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByText('2 matches')).toBeInTheDocument();
    const highlighted = screen.getByRole('region', { name: 'Text with matches highlighted' });
    expect(highlighted.querySelectorAll('mark[data-group="1"]')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Matches' });
    expect(within(table).getAllByText('$1 <year>')).toHaveLength(2);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2024-03-15');
  });

  it('keeps the user text when a preset is chosen', () => {
    renderTool();
    type('Test text', 'mine');
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByLabelText('Test text')).toHaveValue('mine');
  });

  it('replaces with $1 and named groups', async () => {
    renderTool();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Replace' }),
    );
    type('Pattern', '(?<first>\\w+) (\\w+)');
    type('Replacement', '$2, $<first>');
    type('Test text', 'Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Run replace' }));
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('Lovelace, Ada');
    expect(screen.getByText('13 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('rejects a replacement that names a missing group', async () => {
    renderTool();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Replace' }),
    );
    type('Pattern', '(a)');
    type('Replacement', '$2');
    type('Test text', 'a');
    fireEvent.click(screen.getByRole('button', { name: 'Run replace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid capture group: $2');
  });

  it('says at once when the syntax or the flags are invalid', () => {
    renderTool();
    type('Pattern', '(a');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid regular expression syntax:');
    expect(screen.getByLabelText('Pattern')).toHaveAttribute('aria-invalid', 'true');
    type('Pattern', 'a');
    type('Flags', 'gx');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid flags');
  });

  it.each([
    ['', 'a', 'Enter a pattern.'],
    ['a', '', 'Enter the test text.'],
    ['a', 'a'.repeat(100_001), 'The test text is too long (limit 100,000 characters).'],
  ])('refuses to run /%s/ on text of length %#', async (pattern, text, message) => {
    renderTool();
    type('Pattern', pattern);
    type('Test text', text);
    fireEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('warns that only the first 1000 matches are shown', async () => {
    renderTool();
    type('Pattern', 'a');
    type('Test text', 'a'.repeat(1200));
    fireEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByText('Too many matches: only the first 1,000 are shown.')).toBeInTheDocument();
    expect(screen.getByText('1000 matches')).toBeInTheDocument();
  });

  it('shares through the hash, with or without the text', () => {
    renderTool();
    type('Pattern', 'b+');
    type('Test text', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(window.location.hash).toBe('#p=b%2B&f=g&t=secret');
    fireEvent.click(screen.getByLabelText('Include the test text in the link'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(window.location.hash).toBe('#p=b%2B&f=g');
  });

  it('restores and runs a shared link', async () => {
    window.history.replaceState(null, '', '#m=replace&p=(a)&f=g&r=[$1]&t=aXa');
    renderTool();
    expect(screen.getByLabelText('Pattern')).toHaveValue('(a)');
    expect(await screen.findByRole('textbox', { name: 'Result' })).toHaveValue('[a]X[a]');
  });

  it('speaks Chinese', async () => {
    renderTool('zh');
    type('正则表达式', 'a');
    type('测试文本', 'a'.repeat(100_001));
    fireEvent.click(screen.getByRole('button', { name: '运行测试' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文本过长（上限 100,000 字符）');
  });
});

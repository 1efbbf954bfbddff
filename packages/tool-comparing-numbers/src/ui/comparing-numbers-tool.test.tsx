import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { manifest } from '../manifest';
import ComparingNumbersTool from './comparing-numbers-tool';
import { renderTool } from './test-render';

function renderHosted(setShareSource?: (source: ShareSource | undefined) => void) {
  return renderTool(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <ComparingNumbersTool />
    </ToolHostProvider>,
  );
}

const shared = {
  tab: 'sort',
  compare: { left: '3/4', right: '0.7', isCompared: true },
  sort: { values: ['1/3', '0.3', '-2'], direction: 'desc', isSorted: true },
  practice: { difficulty: 'hard', questionCount: 20, timeLimit: 30, formats: ['percent', 'fraction'] },
};

const pressed = (name: string) =>
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');

afterEach(() => window.history.replaceState(null, '', '/tool/comparing-numbers'));

describe('ComparingNumbersTool links (CONTEXT.md § Link)', () => {
  it('hands "Copy link" the tab, the numbers, the sort rows, the practice settings and the results shown', async () => {
    let source: ShareSource | undefined;
    renderHosted((next) => (source = next));
    fireEvent.change(screen.getByLabelText(en.compare.left), { target: { value: '3/4' } });
    fireEvent.change(screen.getByLabelText(en.compare.right), { target: { value: '0.7' } });
    fireEvent.click(screen.getByRole('button', { name: en.compare.run }));
    fireEvent.click(screen.getByRole('button', { name: en.practice.difficulties.hard }));
    fireEvent.click(screen.getByRole('button', { name: '20' }));
    fireEvent.click(screen.getByRole('button', { name: '30 s' }));
    for (const kind of ['integer', 'decimal', 'ratio', 'mixed', 'scientific'] as const)
      fireEvent.click(screen.getByRole('checkbox', { name: en.kinds[kind] }));
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.sort }));
    ['1/3', '0.3', '-2'].forEach((value, index) => {
      fireEvent.change(screen.getByLabelText(`Number ${index + 1}`), { target: { value } });
    });
    fireEvent.click(screen.getByRole('button', { name: en.sort.desc }));
    fireEvent.click(screen.getByRole('button', { name: en.sort.run }));
    await waitFor(() => expect(source?.getState()).toEqual(shared));
  });

  it('opens a link with exactly its state, results included', async () => {
    window.history.replaceState(null, '', `/tool/comparing-numbers#s=${await encodeShareState(shared)}`);
    renderHosted();
    await waitFor(() => expect(screen.getByLabelText(en.compare.left)).toHaveValue('3/4'));
    expect(screen.getByRole('tab', { name: en.tabs.sort })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(en.compare.right)).toHaveValue('0.7');
    expect(screen.getByRole('status')).toHaveTextContent('3/4 is greater than 0.7');
    expect(['Number 1', 'Number 2', 'Number 3'].map((label) => screen.getByLabelText(label))).toEqual(
      ['1/3', '0.3', '-2'].map((value) => screen.getByDisplayValue(value)),
    );
    pressed(en.sort.desc);
    const items = within(screen.getByRole('region', { name: en.sort.result })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '#11/3= 0.333333',
      '#20.3= 0.300000',
      '#3-2= -2.000000',
    ]);
    pressed(en.practice.difficulties.hard);
    pressed('20');
    pressed('30 s');
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent);
    expect(checked).toEqual([en.kinds.percent, en.kinds.fraction]);
  });

  it('keeps the visitor’s state when the link fails the check', async () => {
    const broken = { ...shared, sort: { ...shared.sort, values: ['1'] } };
    window.history.replaceState(null, '', `/tool/comparing-numbers#s=${await encodeShareState(broken)}`);
    renderHosted();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByLabelText(en.compare.left)).toHaveValue('');
    expect(screen.getByRole('tab', { name: en.tabs.compare })).toHaveAttribute('aria-selected', 'true');
  });
});

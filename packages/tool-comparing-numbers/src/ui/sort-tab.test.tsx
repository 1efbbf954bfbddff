import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { SortTab } from './sort-tab';
import { renderTool } from './test-render';

const row = (index: number) => screen.getByLabelText(`Number ${index}`);

describe('SortTab', () => {
  it('sorts mixed notations ascending and descending, with ties sharing a rank', () => {
    renderTool(<SortTab initialValues={['3/4', '50%', '0.5', '1e-1']} />);
    fireEvent.click(screen.getByRole('button', { name: en.sort.run }));
    const items = within(screen.getByRole('region', { name: en.sort.result })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '#11e-1= 0.100000',
      '#250%= 0.500000',
      '#20.5= 0.500000(equal to the previous value)',
      '#43/4= 0.750000',
    ]);
    fireEvent.click(screen.getByRole('button', { name: en.sort.desc }));
    fireEvent.click(screen.getByRole('button', { name: en.sort.run }));
    const first = within(screen.getByRole('region', { name: en.sort.result })).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('3/4');
  });

  it('keeps between 2 and 10 rows', () => {
    renderTool(<SortTab initialValues={['1', '2']} />);
    expect(screen.getByRole('button', { name: 'Remove number 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: en.sort.addRow });
    for (let i = 0; i < 8; i += 1) fireEvent.click(add);
    expect(row(10)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByText('10 of 10 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove number 10' }));
    expect(screen.queryByLabelText('Number 10')).not.toBeInTheDocument();
  });

  it('needs 2 valid entries and marks invalid rows', () => {
    renderTool(<SortTab initialValues={['1', 'x', '']} />);
    fireEvent.click(screen.getByRole('button', { name: en.sort.run }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.needTwoValid);
    expect(row(2)).toHaveAccessibleDescription(en.errors.invalidFormat);
  });
});

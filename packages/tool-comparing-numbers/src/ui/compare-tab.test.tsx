import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import ComparingNumbersTool from './comparing-numbers-tool';
import { renderTool } from './test-render';

function compare(left: string, right: string) {
  fireEvent.change(screen.getByLabelText(en.compare.left), { target: { value: left } });
  fireEvent.change(screen.getByLabelText(en.compare.right), { target: { value: right } });
  fireEvent.click(screen.getByRole('button', { name: en.compare.run }));
}

describe('CompareTab', () => {
  it('shows the relation, the steps and the decimal check', () => {
    renderTool(<ComparingNumbersTool />);
    compare('3/4', '0.7');
    expect(screen.getByRole('status')).toHaveTextContent('3/4 is greater than 0.7');
    expect(screen.getByText('First number 3/4 (Fraction) = 3/4')).toBeInTheDocument();
    expect(screen.getByText('Second number 0.7 (Decimal) = 7/10')).toBeInTheDocument();
    expect(screen.getByText('Common denominator 20: 15/20 and 14/20')).toBeInTheDocument();
    expect(screen.getByText('Compare the numerators: 15 > 14')).toBeInTheDocument();
    expect(screen.getByText('Decimal check (10 places)')).toBeInTheDocument();
    expect(screen.getByText('0.75 > 0.7')).toBeInTheDocument();
  });

  it('clears the result when an input is edited (CONTEXT.md § Compare)', () => {
    renderTool(<ComparingNumbersTool />);
    compare('1/2', '50%');
    expect(screen.getByRole('status')).toHaveTextContent('1/2 is equal to 50%');
    fireEvent.change(screen.getByLabelText(en.compare.left), { target: { value: '1/3' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['', 'emptyInput'],
    ['abc', 'invalidFormat'],
    ['1/0', 'zeroDenominator'],
    ['2000000000000', 'outOfRange'],
    ['5%%', 'percentFormatError'],
    ['1.2.3', 'decimalFormatError'],
    ['1:x', 'ratioFormatError'],
  ] as const)('shows %j as the %s error under the input, in red', (input, key) => {
    renderTool(<ComparingNumbersTool />);
    compare(input, '1');
    const message = screen.getByText(en.errors[key]);
    expect(message).toHaveClass('text-destructive');
    expect(screen.getByLabelText(en.compare.left)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(en.compare.left)).toHaveAccessibleDescription(en.errors[key]);
  });

  it('swaps the numbers', () => {
    renderTool(<ComparingNumbersTool />);
    compare('1', '2');
    fireEvent.click(screen.getByRole('button', { name: en.compare.swap }));
    expect(screen.getByLabelText(en.compare.left)).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: en.compare.run }));
    expect(screen.getByRole('status')).toHaveTextContent('2 is greater than 1');
  });

  it('speaks Chinese', () => {
    renderTool(<ComparingNumbersTool />, 'zh');
    fireEvent.change(screen.getByLabelText(zh.compare.left), { target: { value: '1/3' } });
    fireEvent.change(screen.getByLabelText(zh.compare.right), { target: { value: '0.3' } });
    fireEvent.click(screen.getByRole('button', { name: zh.compare.run }));
    expect(screen.getByRole('status')).toHaveTextContent('1/3 大于 0.3');
    expect(screen.getByText('第一个数 1/3（分数）= 1/3')).toBeInTheDocument();
  });
});

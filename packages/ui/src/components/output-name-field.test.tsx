import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { OutputNameField, type OutputNameFieldProps } from './output-name-field';

function Controlled(props: Partial<OutputNameFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <OutputNameField
      defaultName="merged-document"
      extension=".pdf"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

describe('OutputNameField', () => {
  it('is a labelled field with the default as placeholder and the extension as a suffix', () => {
    renderWithI18n(<Controlled hint="Without .pdf" />);
    const field = screen.getByRole('textbox', { name: 'Output file name' });
    expect(field).toHaveAttribute('placeholder', 'merged-document');
    expect(field).toHaveAccessibleDescription('Without .pdf');
    expect(screen.getByText('.pdf')).toBeInTheDocument();
  });

  it('passes what is typed, untouched, to the tool', () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Controlled onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'my file ' } });
    expect(onValueChange).toHaveBeenCalledWith('my file ');
    expect(screen.getByRole('textbox')).toHaveValue('my file ');
  });

  it.each([
    { typed: 'a/b', savedAs: 'a_b.pdf' },
    { typed: 'CON', savedAs: 'CON_.pdf' },
    { typed: 'report:v2', savedAs: 'report_v2.pdf' },
  ])('says "$typed" will be saved as $savedAs', ({ typed, savedAs }) => {
    renderWithI18n(<Controlled value={typed} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(`Saves as ${savedAs}`);
  });

  it.each(['', 'report', 'report.pdf', '合并后的文件', ' spaced '])(
    'says nothing more for "%s", which is saved as typed',
    (typed) => {
      renderWithI18n(<Controlled value={typed} />);
      expect(screen.queryByText(/Saves as/)).not.toBeInTheDocument();
    },
  );

  it('can be disabled and speaks Chinese', () => {
    renderWithI18n(<Controlled value="a/b" disabled />, { language: 'zh' });
    const field = screen.getByRole('textbox', { name: '输出文件名' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription('将保存为 a_b.pdf');
  });
});

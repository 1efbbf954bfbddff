import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OutputNameField, type OutputNameFieldProps } from './output-name-field';

const meta = {
  title: 'UI/OutputNameField',
  component: OutputNameField,
  tags: ['autodocs'],
  args: { value: '', onValueChange: () => {}, defaultName: 'merged-document', extension: '.pdf' },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OutputNameField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: OutputNameFieldProps) {
  const [value, setValue] = useState(args.value);
  return <OutputNameField {...args} value={value} onValueChange={setValue} />;
}

/** Blank: the default name is the placeholder and what will be saved. */
export const Empty: Story = {};

export const Typed: Story = { args: { value: '年度报告' } };

/** Characters a file system refuses: the field keeps the text and says what will be saved. */
export const Sanitised: Story = { args: { value: 'report: Q3/Q4' } };

export const WithHint: Story = { args: { hint: 'Also the PDF’s title.' } };

export const Disabled: Story = { args: { value: 'report', disabled: true } };

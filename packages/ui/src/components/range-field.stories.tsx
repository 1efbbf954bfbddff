import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RangeField } from './range-field';

const meta = {
  title: 'UI/RangeField',
  component: RangeField,
  args: { label: 'Quality', value: 80, min: 1, max: 100, onValueChange: () => {} },
} satisfies Meta<typeof RangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <RangeField {...args} value={value} valueText={`${value}%`} onValueChange={setValue} />;
  },
};

export const Disabled: Story = { args: { disabled: true, hint: 'Set by the target size in smart mode.' } };

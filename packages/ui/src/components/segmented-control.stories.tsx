import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedControl } from './segmented-control';

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const modes = [
  { value: 'format', label: 'Format' },
  { value: 'compress', label: 'Compress' },
  { value: 'validate', label: 'Validate' },
];

export const Default: Story = {
  args: { label: 'Mode', value: 'format', options: modes, onValueChange: () => {} },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <SegmentedControl {...args} value={value} onValueChange={setValue} />;
  },
};

export const Disabled: Story = {
  args: { label: 'Mode', value: 'compress', options: modes, onValueChange: () => {}, disabled: true },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NativeSelect } from './native-select';

const options = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1} characters`,
}));

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { 'aria-label': 'Precision', value: '12', onValueChange: () => {}, options, disabled: false },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-xs">
        <NativeSelect {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};

export const Grouped: Story = {
  args: {
    'aria-label': 'Time zone',
    value: 'UTC',
    options: undefined,
    groups: [
      { label: 'Common', options: ['UTC', 'Asia/Shanghai'].map((zone) => ({ value: zone, label: zone })) },
      {
        label: 'All zones',
        options: ['Africa/Abidjan', 'Europe/Paris'].map((zone) => ({ value: zone, label: zone })),
      },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };

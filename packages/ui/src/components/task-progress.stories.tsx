import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { TaskProgress } from './task-progress';

const meta = {
  title: 'UI/TaskProgress',
  component: TaskProgress,
  tags: ['autodocs'],
  args: {
    label: 'Merging PDFs',
    value: 42,
    currentItem: 'annual-report.pdf: 21 of 50 pages',
    onCancel: fn(),
  },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentItem: Story = {};

export const PercentOnly: Story = { args: { label: 'Formatting JSON', currentItem: undefined, value: 65 } };

export const WithoutCancel: Story = { args: { onCancel: undefined } };

export const LongFileName: Story = {
  args: { currentItem: 'a-very-long-file-name-that-does-not-fit-on-a-phone-screen-2026-final-v3.pdf' },
};

/** A task that moves: the visible line follows every step, the status region at most every 2 s. */
export const Running: Story = {
  render: (args) => {
    const [part, setPart] = useState(1);
    useEffect(() => {
      const timer = setInterval(() => setPart((current) => (current % 40) + 1), 150);
      return () => clearInterval(timer);
    }, []);
    return <TaskProgress {...args} value={(part / 40) * 100} currentItem={`Part ${part} of 40`} />;
  },
};

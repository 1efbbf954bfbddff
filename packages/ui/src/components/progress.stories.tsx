import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 42, label: 'Merging PDFs', showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 0.5 } } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {};

export const BarOnly: Story = { args: { showValue: false, value: 70 } };

export const Empty: Story = { args: { value: 0 } };

export const Done: Story = { args: { value: 100 } };

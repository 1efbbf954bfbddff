import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Page range', placeholder: '1-3, 5', invalid: false, disabled: false },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = { args: { defaultValue: '5-2', invalid: true } };

export const Disabled: Story = { args: { defaultValue: 'all', disabled: true } };

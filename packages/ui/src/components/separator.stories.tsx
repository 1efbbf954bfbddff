import type { Meta, StoryObj } from '@storybook/react-vite';
import { Separator } from './separator';

const meta = {
  title: 'UI/Separator',
  component: Separator,
  tags: ['autodocs'],
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div className="max-w-sm text-sm">
      <p>Input</p>
      <Separator {...args} className="my-3" />
      <p>Output</p>
    </div>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div className="flex h-6 items-center gap-3 text-sm">
      <span>Format</span>
      <Separator {...args} />
      <span>Minify</span>
      <Separator {...args} />
      <span>Validate</span>
    </div>
  ),
};

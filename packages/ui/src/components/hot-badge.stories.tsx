import type { Meta, StoryObj } from '@storybook/react-vite';
import { HotBadge } from './hot-badge';

const meta = {
  title: 'UI/HotBadge',
  component: HotBadge,
  tags: ['autodocs'],
  args: { variant: 'full' },
  argTypes: { variant: { control: 'inline-radio', options: ['dot', 'minimal', 'full'] } },
} satisfies Meta<typeof HotBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Minimal: Story = { args: { variant: 'minimal' } };

/** Pulses unless the user prefers reduced motion; screen readers hear "Hot". */
export const Dot: Story = { args: { variant: 'dot' } };

export const BesideToolNames: Story = {
  render: () => (
    <ul className="flex flex-col gap-3 text-sm">
      <li className="flex items-center gap-2">
        PDF Merge <HotBadge variant="full" />
      </li>
      <li className="flex items-center gap-2">
        JSON Tools <HotBadge variant="minimal" />
      </li>
      <li className="flex items-center gap-2">
        Pomodoro <HotBadge variant="dot" />
      </li>
    </ul>
  ),
};

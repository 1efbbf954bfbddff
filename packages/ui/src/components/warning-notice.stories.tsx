import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { WarningNotice } from './warning-notice';

const meta = {
  title: 'UI/WarningNotice',
  component: WarningNotice,
  tags: ['autodocs'],
  args: { children: 'Some saved presets were damaged and have been repaired.' },
} satisfies Meta<typeof WarningNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: (
      <Button variant="ghost" size="sm">
        Dismiss
      </Button>
    ),
  },
};

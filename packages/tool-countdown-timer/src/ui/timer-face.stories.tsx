import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@toolbox/ui/button';
import { FullscreenIcon, TimerFace } from './timer-face';

const meta = {
  title: 'Tools/Countdown Timer/Timer face',
  component: TimerFace,
  args: {
    time: '04:12',
    percent: 16,
    isRunning: true,
    onToggle: () => undefined,
    onReset: () => undefined,
    extraAction: (
      <Button variant="outline">
        <FullscreenIcon />
        Fullscreen
      </Button>
    ),
  },
} satisfies Meta<typeof TimerFace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const Stopped: Story = { args: { isRunning: false, time: '05:00', percent: 0 } };

export const Large: Story = { args: { isLarge: true, time: '24:59', percent: 1 } };

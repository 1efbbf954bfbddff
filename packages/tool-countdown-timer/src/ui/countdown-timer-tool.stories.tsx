import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOOP_OPTIONS, DEFAULT_SETTINGS } from '../core/constants';
import CountdownTimerTool from './countdown-timer-tool';

const meta = {
  title: 'Tools/Countdown Timer',
  component: CountdownTimerTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownTimerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomDuration: Story = {
  args: { initialTab: 'custom', initialSettings: { ...DEFAULT_SETTINGS, totalSeconds: 90 } },
};

export const IntervalLoop: Story = {
  args: {
    initialTab: 'loop',
    initialSettings: {
      ...DEFAULT_SETTINGS,
      loopOptions: { ...DEFAULT_LOOP_OPTIONS, mode: 'interval', workSec: 20, restSec: 10, longBreakSec: 30 },
    },
  },
};

export const PomodoroLoop: Story = {
  args: {
    initialTab: 'loop',
    initialSettings: { ...DEFAULT_SETTINGS, loopOptions: { ...DEFAULT_LOOP_OPTIONS, mode: 'pomodoro' } },
  },
};

export const Alerts: Story = { args: { initialTab: 'alerts' } };

export const Sound: Story = { args: { initialTab: 'sound' } };

/** Press Start: the invalid-duration error appears (with a Toaster mounted). */
export const ZeroDuration: Story = {
  args: { initialTab: 'custom', initialSettings: { ...DEFAULT_SETTINGS, totalSeconds: 0 } },
};

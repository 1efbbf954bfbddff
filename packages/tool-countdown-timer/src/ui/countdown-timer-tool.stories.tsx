import type { Meta, StoryObj } from '@storybook/react-vite';
import CountdownTimerTool from './countdown-timer-tool';

const meta = {
  title: 'Tools/Countdown Timer',
  component: CountdownTimerTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownTimerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

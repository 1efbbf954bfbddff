import type { Meta, StoryObj } from '@storybook/react-vite';
import PomodoroTool from './pomodoro-tool';

const meta = {
  title: 'Tools/Pomodoro',
  component: PomodoroTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PomodoroTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import GoblinSlayerTodoTool from './goblin-slayer-todo-tool';

const meta = {
  title: 'Tools/Goblin Slayer Todo',
  component: GoblinSlayerTodoTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoblinSlayerTodoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import __PASCAL__Tool from './__ID__-tool';

const meta = {
  title: 'Tools/__NAME__',
  component: __PASCAL__Tool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof __PASCAL__Tool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

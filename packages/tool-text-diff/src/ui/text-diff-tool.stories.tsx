import type { Meta, StoryObj } from '@storybook/react-vite';
import TextDiffTool from './text-diff-tool';

const meta = {
  title: 'Tools/Text Diff',
  component: TextDiffTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextDiffTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

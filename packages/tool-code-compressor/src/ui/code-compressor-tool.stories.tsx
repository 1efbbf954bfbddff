import type { Meta, StoryObj } from '@storybook/react-vite';
import CodeCompressorTool from './code-compressor-tool';

const meta = {
  title: 'Tools/Code Compressor',
  component: CodeCompressorTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeCompressorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

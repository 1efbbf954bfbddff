import type { Meta, StoryObj } from '@storybook/react-vite';
import Base64ToolsTool from './base64-tools-tool';

const meta = {
  title: 'Tools/Base64 Tools',
  component: Base64ToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Base64ToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

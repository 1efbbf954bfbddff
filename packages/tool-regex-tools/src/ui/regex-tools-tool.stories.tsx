import type { Meta, StoryObj } from '@storybook/react-vite';
import RegexToolsTool from './regex-tools-tool';

const meta = {
  title: 'Tools/Regex Tools',
  component: RegexToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegexToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

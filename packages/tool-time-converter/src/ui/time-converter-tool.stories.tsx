import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeConverterTool from './time-converter-tool';

const meta = {
  title: 'Tools/Time Converter',
  component: TimeConverterTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeConverterTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

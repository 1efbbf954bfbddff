import type { Meta, StoryObj } from '@storybook/react-vite';
import GeohashConverterTool from './geohash-converter-tool';

const meta = {
  title: 'Tools/Geohash Converter',
  component: GeohashConverterTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeohashConverterTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

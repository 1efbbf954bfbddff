import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageCompressorTool from './image-compressor-tool';

const meta = {
  title: 'Tools/Image Compressor',
  component: ImageCompressorTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageCompressorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drop photos to compress them in a worker; the settings card has the four tabs. */
export const Empty: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageConverterTool from './image-converter-tool';

const meta = {
  title: 'Tools/Image Converter',
  component: ImageConverterTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageConverterTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add images, choose a format and size, and convert them in a worker. */
export const Empty: Story = {};

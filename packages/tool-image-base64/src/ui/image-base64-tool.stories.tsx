import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageBase64Tool from './image-base64-tool';

const meta = {
  title: 'Tools/Image to Base64',
  component: ImageBase64Tool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageBase64Tool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose an image to see its data URL; the other direction turns pasted Base64 back into an image. */
export const Empty: Story = {};

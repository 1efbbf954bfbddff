import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageCollageTool from './image-collage-tool';

const meta = {
  title: 'Tools/Image Collage',
  component: ImageCollageTool,
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageCollageTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add photos, pick a layout and export the collage at full size in a worker. */
export const Empty: Story = {};

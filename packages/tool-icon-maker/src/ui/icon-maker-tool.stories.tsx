import type { Meta, StoryObj } from '@storybook/react-vite';
import IconMakerTool from './icon-maker-tool';

const meta = {
  title: 'Tools/Icon Maker',
  component: IconMakerTool,
  decorators: [
    (Story) => (
      <div className="max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconMakerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default design: a white A on a blue circle. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import ArchedTextGeneratorTool from './arched-text-generator-tool';

const meta = {
  title: 'Tools/Arched Text Generator',
  component: ArchedTextGeneratorTool,
  decorators: [
    (Story) => (
      <div className="max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArchedTextGeneratorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: one arched item on an 800 × 600 canvas (or what this browser saved). */
export const Default: Story = {};

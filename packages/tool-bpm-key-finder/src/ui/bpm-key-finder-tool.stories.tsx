import type { Meta, StoryObj } from '@storybook/react-vite';
import BpmKeyFinderTool from './bpm-key-finder-tool';

const meta = {
  title: 'Tools/BPM Key Finder',
  component: BpmKeyFinderTool,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BpmKeyFinderTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty page: drop an MP3 or WAV to analyse it (in a worker, with essentia.js). */
export const Default: Story = {};

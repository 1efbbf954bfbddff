import type { Meta, StoryObj } from '@storybook/react-vite';
import IconMakerTool from './icon-maker-tool';

const meta = {
  title: 'Tools/Icon Maker (in progress)',
  component: IconMakerTool,
} satisfies Meta<typeof IconMakerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default design's background, drawn by the SVG writer the export will use. */
export const DefaultDesign: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import StoryGeneratorTool from './story-generator-tool';

const meta = { title: 'Tools/Story World Builder', component: StoryGeneratorTool } satisfies Meta<
  typeof StoryGeneratorTool
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

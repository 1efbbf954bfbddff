import type { Meta, StoryObj } from '@storybook/react-vite';
import DiagramToolsTool from './diagram-tools-tool';

const meta = {
  title: 'Tools/Diagram Tools',
  component: DiagramToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiagramToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mermaid renders in the browser here; PlantUML needs the site's API, which Storybook has not. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import PdfMergeTool from './pdf-merge-tool';

const meta = {
  title: 'Tools/PDF Merge',
  component: PdfMergeTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfMergeTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real tool: drop PDFs to count, reorder, preview and merge them in its worker. */
export const Empty: Story = {};

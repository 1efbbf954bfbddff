import type { Meta, StoryObj } from '@storybook/react-vite';
import { BatchResults } from './batch-results';

const meta = {
  title: 'Tools/PDF Split/Batch results',
  component: BatchResults,
  args: {
    results: [
      { name: 'report.pdf', ok: true, folder: 'report', parts: 4, oversized: [] },
      { name: 'scans.pdf', ok: true, folder: 'scans', parts: 3, oversized: ['split-document-2.pdf'] },
      { name: 'short.pdf', ok: false, error: 'invalidPageRange', pageCount: 2 },
      { name: 'broken.pdf', ok: false, error: 'invalidPDF' },
    ],
  },
} satisfies Meta<typeof BatchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};

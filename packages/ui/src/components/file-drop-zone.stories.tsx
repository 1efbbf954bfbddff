import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDropZone } from './file-drop-zone';

const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: { onFiles: fn(), onReject: fn(), accept: '.pdf,application/pdf', maxSizeBytes: 50 * 1024 * 1024 },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One PDF; the hint shows the size limit. Drop a PNG to see the rejection message. */
export const SinglePdf: Story = {};

export const MultipleImages: Story = {
  args: {
    accept: 'image/*',
    multiple: true,
    maxSizeBytes: 5 * 1024 * 1024,
    hint: 'PNG, JPEG or WebP, up to 5 MB',
  },
};

export const CustomLabel: Story = {
  args: { label: 'Drop a spreadsheet to convert', accept: '.xlsx,.csv', maxSizeBytes: undefined },
};

export const Disabled: Story = { args: { disabled: true } };

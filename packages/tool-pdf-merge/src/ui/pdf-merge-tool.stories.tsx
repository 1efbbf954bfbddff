import type { Meta, StoryObj } from '@storybook/react-vite';
import PdfMergeTool from './pdf-merge-tool';

const meta = {
  title: 'Tools/PDF Merge',
  component: PdfMergeTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfMergeTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

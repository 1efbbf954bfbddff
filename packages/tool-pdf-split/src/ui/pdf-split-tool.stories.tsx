import type { Meta, StoryObj } from '@storybook/react-vite';
import PdfSplitTool from './pdf-split-tool';

const meta = {
  title: 'Tools/PDF Split',
  component: PdfSplitTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfSplitTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

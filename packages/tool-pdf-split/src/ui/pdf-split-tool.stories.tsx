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

/** No file: the upload area and the 3-step help. Drop a PDF to try the real worker. */
export const Empty: Story = {};

export const EveryTwoPages: Story = { args: { initialOptions: { splitMode: 'everyN', everyNPages: '2' } } };

export const EvenPagesLowQuality: Story = {
  args: { initialOptions: { splitMode: 'oddEven', oddEvenPages: 'even', quality: 'low' } },
};

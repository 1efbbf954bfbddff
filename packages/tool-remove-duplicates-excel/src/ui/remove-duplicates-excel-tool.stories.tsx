import type { Meta, StoryObj } from '@storybook/react-vite';
import RemoveDuplicatesExcelTool from './remove-duplicates-excel-tool';

const meta = {
  title: 'Tools/Remove Duplicates Excel',
  component: RemoveDuplicatesExcelTool,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RemoveDuplicatesExcelTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, the uploader with its help panel; choose a CSV or workbook to walk the other steps. */
export const Default: Story = {};

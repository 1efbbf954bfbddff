import type { Meta, StoryObj } from '@storybook/react-vite';
import ColorPaletteTool from './color-palette-tool';

const meta = {
  title: 'Tools/Color Palette',
  component: ColorPaletteTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorPaletteTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker with the spec's default colour; the other tabs are one click away. */
export const Default: Story = {};

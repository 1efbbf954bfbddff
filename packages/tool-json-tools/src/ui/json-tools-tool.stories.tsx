import type { Meta, StoryObj } from '@storybook/react-vite';
import JsonToolsTool from './json-tools-tool';

const meta = {
  title: 'Tools/JSON Tools',
  component: JsonToolsTool,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JsonToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste JSON, pick a mode and press Run (or Ctrl+Enter). */
export const Default: Story = {};

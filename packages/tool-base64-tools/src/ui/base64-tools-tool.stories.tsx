import type { Meta, StoryObj } from '@storybook/react-vite';
import Base64ToolsTool from './base64-tools-tool';

const meta = {
  title: 'Tools/Base64 Text',
  component: Base64ToolsTool,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Base64ToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type text, press Convert (or Ctrl+Enter); Swap moves the result back to the input. */
export const Default: Story = {};

/** Emoji and Chinese ready to encode as UTF-8. */
export const Multilingual: Story = { args: { initialInput: 'Hello 你好 👋' } };

/** Base64 with a stray character, to see the error after switching to Decode. */
export const InvalidBase64: Story = { args: { initialInput: 'SGVsbG8*IQ==' } };

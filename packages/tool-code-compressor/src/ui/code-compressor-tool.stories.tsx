import type { Meta, StoryObj } from '@storybook/react-vite';
import { processCode } from '../core/process-code';
import CodeCompressorTool from './code-compressor-tool';

const meta = {
  title: 'Tools/Code Compressor',
  component: CodeCompressorTool,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CodeCompressorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real page setup: processing runs in the Web Worker. */
export const Default: Story = {};

/** A small module ready to minify; runs the core inline. */
export const WithJavaScript: Story = {
  args: {
    initialInput: [
      '// Greets someone.',
      'export function greet(name) {',
      "  const message = 'Hello, ' + name + '!';",
      '  return message;',
      '}',
      '',
    ].join('\n'),
    processor: (input) => processCode(input),
  },
};

/** Press Process to see the syntax error with its line and column. */
export const WithSyntaxError: Story = {
  args: {
    initialInput: 'const total = items.reduce((sum, item) => sum + item.price, 0;\n',
    processor: (input) => processCode(input),
  },
};

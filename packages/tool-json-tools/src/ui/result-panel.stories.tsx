import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultPanel } from './result-panel';

const meta = {
  title: 'Tools/JSON Tools/Result panel',
  component: ResultPanel,
  args: { onCopy: fn(), onDownload: fn() },
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  args: {
    output: '{\n  "name": "Toolbox",\n  "tools": 31\n}',
    sizes: { originalSize: 30, processedSize: 38, compressionRatio: '+27%' },
    characterCount: 38,
  },
};

export const Empty: Story = { args: { output: '' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultPane } from './result-pane';

const formatted = '{\n  "name": "Toolbox",\n  "tools": 31,\n  "languages": ["en", "zh"]\n}';

const meta = {
  title: 'UI/ResultPane',
  component: ResultPane,
  tags: ['autodocs'],
  args: {
    label: 'Output',
    value: formatted,
    placeholder: 'The result appears here',
    download: { fileName: 'formatted.json', mimeType: 'application/json' },
    onDownloaded: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultPane>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDownload: Story = {};

/** Extra figures go in the stats slot, after the character count. */
export const WithStats: Story = {
  args: {
    stats: (
      <>
        <span>Original: 58 Bytes</span>
        <span>Processed: 79 Bytes</span>
      </>
    ),
  },
};

/** The cipher tool hands a result back to its input. */
export const UseAsInput: Story = {
  args: { label: 'Result', value: 'U2FsdGVkX1+0m4V3kq5R2Q==', download: undefined, onUseAsInput: fn() },
};

/** Only the first characters are shown; copy and download still take everything. */
export const LargeResult: Story = {
  args: {
    value: JSON.stringify({ items: Array.from({ length: 2000 }, (_, id) => ({ id })) }),
    previewLimit: 400,
  },
};

export const Empty: Story = { args: { value: '' } };

export const Chinese: Story = {
  args: { label: '输出', value: '{\n  "名称": "工具箱"\n}' },
  globals: { locale: 'zh' },
};

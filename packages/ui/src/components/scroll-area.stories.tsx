import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollArea } from './scroll-area';

const lines = Array.from(
  { length: 40 },
  (_, index) => `${index + 1}. ${'{"id": 1, "name": "row"} '.repeat(4)}`,
);

const meta = {
  title: 'UI/ScrollArea',
  component: ScrollArea,
  tags: ['autodocs'],
  args: { className: 'h-64 w-80 rounded-md border border-border' },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothDirections: Story = {
  args: {
    children: (
      <pre className="p-3 font-mono text-xs">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </pre>
    ),
  },
};

/** `type="always"` keeps the bars on screen even when nothing overflows or the pointer is away. */
export const AlwaysVisibleBars: Story = { args: { ...BothDirections.args, type: 'always' } };

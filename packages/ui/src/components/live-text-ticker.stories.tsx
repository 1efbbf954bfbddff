import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveTextTicker } from './live-text-ticker';

const meta = {
  title: 'UI/LiveTextTicker',
  component: LiveTextTicker,
  tags: ['autodocs'],
  args: {
    items: [
      'Someone in Shanghai just merged 12 PDFs',
      'A new aim-trainer high score: 9,840',
      '1,204 JSON files formatted today',
    ],
    intervalMs: 3000,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveTextTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus it to pause. */
export const Rotating: Story = {};

export const CustomLabel: Story = { args: { label: 'Today', intervalMs: 1500 } };

export const SingleItem: Story = { args: { items: ['Only one line, so nothing rotates'] } };

/** Renders nothing at all. */
export const Empty: Story = { args: { items: [] } };

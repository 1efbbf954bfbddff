import type { Meta, StoryObj } from '@storybook/react-vite';
import { SPEC_EVENT } from '../core/event';
import QixiCardDrawTool from './qixi-card-draw-tool';

const meta = {
  title: 'Tools/Qixi Card Draw',
  component: QixiCardDrawTool,
  args: { fetchSaying: async () => 'Love is patient, love is kind.' },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QixiCardDrawTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running event: press Draw (1.5 s of shuffling, then the card flips). */
export const Running: Story = {};

/** Every draw is legendary: the glowing frame and the confetti. */
export const Legendary: Story = { args: { random: () => 0.99989 } };

/** The spec's own event, past its deadline of 29 August 2025: the ended state. */
export const Ended: Story = { args: { event: SPEC_EVENT } };

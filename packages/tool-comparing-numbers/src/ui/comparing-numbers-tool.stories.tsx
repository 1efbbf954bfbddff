import type { Meta, StoryObj } from '@storybook/react-vite';
import ComparingNumbersTool from './comparing-numbers-tool';

const meta = {
  title: 'Tools/Comparing Numbers',
  component: ComparingNumbersTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparingNumbersTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compare: Story = {};

export const Practice: Story = { args: { initialTab: 'practice' } };

export const Sort: Story = { args: { initialTab: 'sort' } };

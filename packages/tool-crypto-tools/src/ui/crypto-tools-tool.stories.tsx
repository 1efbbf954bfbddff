import type { Meta, StoryObj } from '@storybook/react-vite';
import CryptoToolsTool from './crypto-tools-tool';

const meta = {
  title: 'Tools/Crypto Tools',
  component: CryptoToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CryptoToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

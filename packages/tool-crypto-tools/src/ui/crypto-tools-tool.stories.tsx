import type { Meta, StoryObj } from '@storybook/react-vite';
import CryptoToolsTool from './crypto-tools-tool';

const meta = {
  title: 'Tools/Crypto Tools',
  component: CryptoToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CryptoToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Encrypt: Story = {};
export const EncryptWithText: Story = { args: { initialText: 'Meet at noon.' } };
export const Hash: Story = { args: { initialTab: 'hash' } };
export const Keys: Story = { args: { initialTab: 'keys' } };

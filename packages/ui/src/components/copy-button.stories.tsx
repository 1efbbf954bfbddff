import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: { value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press it: the text goes to the clipboard and a toast says so (mount a Toaster to see it). */
export const Default: Story = {};

export const WithLabel: Story = { args: { label: 'Copy hash' } };

/** For rows of values; the label names what is copied, for screen readers and as a tooltip. */
export const IconOnly: Story = { args: { iconOnly: true, label: 'Copy Unix seconds', value: '1700000000' } };

/** Nothing to copy: disabled, unless the tool passes `onEmpty` to explain instead. */
export const Empty: Story = { args: { value: '' } };

export const EmptyWithMessage: Story = { args: { value: '', onEmpty: fn() } };

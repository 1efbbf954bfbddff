import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { toast } from './toast';
import { Toaster } from './toaster';

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  tags: ['autodocs'],
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => toast('Copied to clipboard')}>
        Default
      </Button>
      <Button variant="outline" onClick={() => toast.success('3 PDFs merged')}>
        Success
      </Button>
      <Button variant="outline" onClick={() => toast.error('This file is encrypted')}>
        Error
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

/** The app passes the theme that matches the `.dark` class on <html>. */
export const Dark: Story = { args: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  tags: ['autodocs'],
  render: (args) => (
    <div className="flex min-h-48 items-start justify-center">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">What is Base64?</Button>
        </PopoverTrigger>
        <PopoverContent>
          <p className="text-sm">
            Base64 writes binary data with 64 safe text characters, about 4/3 of the size.
          </p>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

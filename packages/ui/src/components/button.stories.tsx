import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyIcon, TrashIcon } from 'lucide-react';
import { Button, buttonClasses } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Copy result', variant: 'primary', size: 'md', disabled: false },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        <TrashIcon aria-hidden /> Delete
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" variant="outline" aria-label="Copy">
        <CopyIcon aria-hidden />
      </Button>
    </div>
  ),
};

/** A link that looks like a button: `buttonClasses()` on the `<a>`. */
export const AsLink: Story = {
  render: () => (
    <a href="#tool" className={buttonClasses({ variant: 'outline' })}>
      Open the tool
    </a>
  ),
};

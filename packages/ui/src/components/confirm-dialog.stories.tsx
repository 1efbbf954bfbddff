import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** Wires open state to a trigger button, as a tool would. */
function WithTrigger(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button
        variant={props.variant === 'destructive' ? 'destructive' : 'outline'}
        onClick={() => setOpen(true)}
      >
        Open dialog
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Start a new merge?',
    description: 'The files you added will be removed from the list.',
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels come from the `ui` namespace: switch the locale in the toolbar to see 确认 / 取消. */
export const DefaultLabels: Story = {};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Delete all tasks?',
    description: 'This cannot be undone.',
    confirmLabel: 'Delete all',
  },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'Discard your changes?' } };

export const Closed: Story = { args: { open: false } };

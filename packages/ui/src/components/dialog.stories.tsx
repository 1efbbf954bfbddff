import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Export settings</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export settings</DialogTitle>
          <DialogDescription>Choose how the merged PDF is named and saved.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">File name: merged-2026-11-22.pdf</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** `layout="drawer"`: the full-height panel along the start edge that holds the phone navigation. */
export const Drawer: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </DialogTrigger>
      <DialogContent layout="drawer">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Every tool, by category.</DialogDescription>
        <ul className="space-y-1 text-sm">
          <li>JSON Tools</li>
          <li>PDF Merge</li>
          <li>Regex Tester</li>
        </ul>
      </DialogContent>
    </Dialog>
  ),
};

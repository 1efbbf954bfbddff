import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyIcon, DownloadIcon, EllipsisIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

function ResultMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const [isWrapped, setIsWrapped] = useState(true);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Result actions">
          <EllipsisIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Result</DropdownMenuLabel>
        <DropdownMenuItem>
          <CopyIcon aria-hidden /> Copy
        </DropdownMenuItem>
        <DropdownMenuItem>
          <DownloadIcon aria-hidden /> Download
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Share (offline)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={isWrapped} onCheckedChange={setIsWrapped}>
          Wrap long lines
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <TrashIcon aria-hidden /> Clear
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: ResultMenu,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="min-h-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

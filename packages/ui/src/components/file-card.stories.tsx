import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileLockIcon } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { FileCard } from './file-card';
import { PasswordField } from './password-field';

const report = new File([new Uint8Array(3_456_789)], 'annual-report-2026.pdf', { type: 'application/pdf' });

const meta = {
  title: 'UI/FileCard',
  component: FileCard,
  tags: ['autodocs'],
  args: {
    file: report,
    accept: '.pdf,application/pdf',
    maxSizeBytes: 50 * 1024 * 1024,
    onRemove: fn(),
    onReplace: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drop another PDF on the card to replace it; a PNG is refused with a message. */
export const Default: Story = {};

export const WithDetailsAndPreview: Story = {
  args: {
    details: <span>48 pages</span>,
    actions: (
      <Button variant="outline" size="sm">
        Preview
      </Button>
    ),
  },
};

/** Settings that belong to the file go inside the card. */
export const WithSettings: Story = {
  args: {
    icon: <FileLockIcon />,
    details: <span className="rounded bg-primary/10 px-1.5 py-0.5 text-primary text-xs">Encrypted</span>,
    onReplace: undefined,
    children: <PasswordField label="Password" autoComplete="off" />,
  },
};

export const LongName: Story = {
  args: {
    file: new File(['x'], 'a-very-long-file-name-that-does-not-fit-on-a-phone-screen-2026-final-v3.pdf', {
      type: 'application/pdf',
    }),
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RemoveOnly: Story = { args: { onReplace: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnlockError } from '../core/errors';
import { BatchUnlock } from './batch-unlock';
import type { UnlockWorker } from './pdf-password-remover-tool';

/** `plain…` is not encrypted, `broken…` unreadable; every other file opens with "secret". */
const demoWorker = {
  call: (async (
    method: string,
    input: { file?: File; items?: Array<{ name: string; password: string }> },
  ) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (method === 'inspect') {
      const name = input.file?.name ?? '';
      if (name.startsWith('plain')) throw new UnlockError('NOT_ENCRYPTED');
      if (name.startsWith('broken')) throw new UnlockError('LOAD_ERROR');
      return 'password-required';
    }
    if (method === 'zip') return new Blob(['zip'], { type: 'application/zip' });
    return (input.items ?? []).map((item) =>
      item.name.startsWith('plain')
        ? { status: 'not-encrypted' }
        : item.password === 'secret'
          ? { status: 'unlocked', file: new Blob(['%PDF'], { type: 'application/pdf' }) }
          : { status: 'failed', error: 'WRONG_PASSWORD' },
    );
  }) as UnlockWorker['call'],
  terminate() {},
} satisfies UnlockWorker;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const meta = {
  title: 'Tools/PDF Password Remover/Batch',
  component: BatchUnlock,
  args: {
    initialFiles: [pdf('January.pdf'), pdf('February.pdf'), pdf('plain notes.pdf'), pdf('broken.pdf')],
    worker: demoWorker,
    onClear: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BatchUnlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "secret" as the password for all files. */
export const FourFiles: Story = {};

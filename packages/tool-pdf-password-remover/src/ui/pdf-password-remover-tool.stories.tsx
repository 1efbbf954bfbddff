import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnlockError } from '../core/errors';
import PdfPasswordRemoverTool, { type UnlockWorker } from './pdf-password-remover-tool';

const meta = {
  title: 'Tools/PDF Password Remover',
  component: PdfPasswordRemoverTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfPasswordRemoverTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real tool: qpdf runs in its worker. */
export const Empty: Story = {};

/** Any PDF dropped here counts as encrypted, and every password but "secret" is wrong. */
const demoWorker = {
  call: (async (method: string, input: { file: Blob; password?: string }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (method === 'inspect') return 'password-required';
    if (input.password !== 'secret') throw new UnlockError('WRONG_PASSWORD');
    return new Uint8Array(await input.file.arrayBuffer());
  }) as UnlockWorker['call'],
  terminate() {},
} satisfies UnlockWorker;

export const WithDemoWorker: Story = { args: { worker: demoWorker } };

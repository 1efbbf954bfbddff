import type { Meta, StoryObj } from '@storybook/react-vite';
import PdfPasswordRemoverTool from './pdf-password-remover-tool';

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

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };

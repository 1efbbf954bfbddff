import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', autoComplete: 'off', placeholder: 'The password that opens the file' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'correct horse battery staple' } };

export const WithHint: Story = { args: { hint: 'It never leaves your device.' } };

export const Invalid: Story = { args: { defaultValue: 'wrong', invalid: true } };

export const Disabled: Story = { args: { defaultValue: 'secret', disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'JSON input', placeholder: '{"name": "Toolbox"}', invalid: false, disabled: false },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '{\n  "name": "Toolbox",\n  "tools": 31\n}', rows: 5 } };

export const Invalid: Story = { args: { defaultValue: '{"name": "Toolbox",}', invalid: true } };

export const Disabled: Story = { args: { defaultValue: 'Read only while converting…', disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidityPanel } from './validity-panel';

const meta = {
  title: 'Tools/JSON Tools/Validity panel',
  component: ValidityPanel,
} satisfies Meta<typeof ValidityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = { args: { validation: { isValid: true } } };

export const Invalid: Story = {
  args: {
    validation: {
      isValid: false,
      reason: 'syntax',
      error: 'Unexpected token \'t\', "tru" is not valid JSON',
      lineNumber: 3,
      columnNumber: 8,
    },
  },
};

export const Blank: Story = { args: { validation: { isValid: false, reason: 'blank' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  type SelectProps,
  SelectRoot,
  SelectTrigger,
  SelectValue,
} from './select';

const indentOptions = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tabs' },
];

/** Holds the value so the story behaves like a real, controlled form field. */
function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { value: '2', options: indentOptions, 'aria-label': 'Indentation', onValueChange: () => {} },
  render: (args) => (
    <div className="max-w-xs">
      <ControlledSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {};

/** No value yet: the translated placeholder shows. */
export const Placeholder: Story = { args: { value: '' } };

export const WithVisibleLabel: Story = {
  args: { id: 'indent-select', 'aria-label': undefined },
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-1.5">
      <label htmlFor="indent-select" className="font-medium text-sm">
        Indentation
      </label>
      <ControlledSelect {...args} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** The exported parts, composed by hand (here with a group), shown open. */
export const ComposedParts: Story = {
  render: () => (
    <div className="min-h-56 max-w-xs">
      <SelectRoot defaultValue="sha256" defaultOpen>
        <SelectTrigger aria-label="Hash algorithm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectItem value="sha1">SHA-1</SelectItem>
            <SelectItem value="sha256">SHA-256</SelectItem>
            <SelectItem value="sha512">SHA-512</SelectItem>
            <SelectItem value="md5" disabled>
              MD5 (legacy)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </SelectRoot>
    </div>
  ),
};

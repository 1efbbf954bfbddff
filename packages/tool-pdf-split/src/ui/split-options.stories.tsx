import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_NAME_PATTERN } from '../core/constants';
import { SplitOptions, type SplitOptionsValue } from './split-options';

const initial: SplitOptionsValue = {
  splitMode: 'custom',
  customRange: '1-3, 5',
  everyNPages: '1',
  oddEvenPages: 'odd',
  namePattern: DEFAULT_NAME_PATTERN,
  quality: 'high',
};

function Stateful({
  start,
  disabled,
  invalidField,
}: { start: Partial<SplitOptionsValue> } & Omit<Parameters<typeof SplitOptions>[0], 'value' | 'onChange'>) {
  const [value, setValue] = useState({ ...initial, ...start });
  return <SplitOptions value={value} onChange={setValue} disabled={disabled} invalidField={invalidField} />;
}

const meta = {
  title: 'Tools/PDF Split/Options',
  component: Stateful,
  args: { start: {}, disabled: false },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomRange: Story = {};
export const InvalidRange: Story = { args: { start: { customRange: '9-2' }, invalidField: 'customRange' } };
export const EveryN: Story = { args: { start: { splitMode: 'everyN', everyNPages: '2' } } };
export const OddEven: Story = { args: { start: { splitMode: 'oddEven', oddEvenPages: 'even' } } };
export const WhileSplitting: Story = { args: { disabled: true } };
export const BySize: Story = { args: { start: { splitMode: 'size', maxPartMb: '10' } } };
export const BySizeInvalid: Story = {
  args: { start: { splitMode: 'size', maxPartMb: '0' }, invalidField: 'maxPartMb' },
};
export const ByBookmarks: Story = { args: { start: { splitMode: 'bookmarks' } } };

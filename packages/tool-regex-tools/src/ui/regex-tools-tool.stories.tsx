import type { Meta, StoryObj } from '@storybook/react-vite';
import { findPreset } from '../core/presets';
import RegexToolsTool from './regex-tools-tool';

const meta = {
  title: 'Tools/Regex Tester',
  component: RegexToolsTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegexToolsTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const date = findPreset('date');

export const Empty: Story = {};

/** The Date preset with its named groups: press Test to see the highlight. */
export const DatePreset: Story = {
  args: { initialState: { mode: 'test', pattern: date?.pattern, flags: date?.flags, text: date?.sample } },
};

export const ReplaceWithGroups: Story = {
  args: {
    initialState: {
      mode: 'replace',
      pattern: '(?<first>\\w+) (?<last>\\w+)',
      flags: 'g',
      text: 'Ada Lovelace\nAlan Turing',
      replacement: '$<last>, $1',
    },
  },
};

export const InvalidPattern: Story = {
  args: { initialState: { pattern: '(unclosed', flags: 'gx', text: 'text' } },
};

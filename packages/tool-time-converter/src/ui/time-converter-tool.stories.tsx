import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeConverterTool from './time-converter-tool';

const meta = {
  title: 'Tools/Timestamp Converter',
  component: TimeConverterTool,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeConverterTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's zone replaces the UTC default. */
export const Empty: Story = {};

export const WithRows: Story = {
  args: {
    initialTimeZone: 'Asia/Shanghai',
    initialTimestamps: ['1767622029', '1767622029045', '-1000000000'],
    initialDates: ['2026-01-05 22:07:09', '2026/01/05'],
  },
};

/** Spring-forward and fall-back times in New York, with the note on which instant is used. */
export const DaylightSavingEdges: Story = {
  args: {
    initialTimeZone: 'America/New_York',
    initialDates: ['2026-03-08 02:30:00', '2026-11-01 01:30:00'],
  },
};

export const Errors: Story = {
  args: {
    initialTimeZone: 'UTC',
    initialTimestamps: ['12.5', '9000000000000000'],
    initialDates: ['tomorrow'],
  },
};

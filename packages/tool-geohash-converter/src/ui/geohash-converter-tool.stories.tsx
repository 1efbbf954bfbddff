import type { Meta, StoryObj } from '@storybook/react-vite';
import { decodeGeohash, encodePoint } from '../core/geohash';
import GeohashConverterTool from './geohash-converter-tool';

const meta = {
  title: 'Tools/Geohash Converter',
  component: GeohashConverterTool,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeohashConverterTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Encoded: Story = {
  args: { initialResult: encodePoint({ latitude: 57.64911, longitude: 10.40744, precision: 11 }) },
};

/** A cell on the north pole row: the northern neighbours do not exist. */
export const PolarCell: Story = { args: { initialResult: decodeGeohash({ geohash: 'zzz' }) } };

export const Batch: Story = {
  args: {
    initialTab: 'batch',
    initialBatchInput: '42.6, -5.6, 5\nnot a point\n57.64911 10.40744 11\n37.8324 112.5584',
  },
};

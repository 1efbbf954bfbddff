import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_NAME_PATTERN } from '../core/constants';
import { planSplit } from '../core/plan';
import { PartsPreview } from './parts-preview';

const meta = {
  title: 'Tools/PDF Split/Parts preview',
  component: PartsPreview,
  args: {
    pageCount: 10,
    namePattern: DEFAULT_NAME_PATTERN,
    plan: planSplit({
      settings: { splitMode: 'custom', customRange: '1-3, 5, 8-10', everyNPages: '1', oddEvenPages: 'odd' },
      pageCount: 10,
    }),
  },
} satisfies Meta<typeof PartsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomRanges: Story = {};

export const SinglePdf: Story = {
  args: {
    plan: planSplit({
      settings: { splitMode: 'oddEven', customRange: '', everyNPages: '1', oddEvenPages: 'odd' },
      pageCount: 10,
    }),
  },
};

/** A 4,000-page file page by page: only the first 50 are listed. */
export const FourThousandParts: Story = {
  args: {
    pageCount: 4000,
    plan: planSplit({
      settings: { splitMode: 'everyN', customRange: '', everyNPages: '1', oddEvenPages: 'odd' },
      pageCount: 4000,
    }),
  },
};

export const Invalid: Story = {
  args: { plan: { ok: false, error: 'invalidPageNumber' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompareTab } from './compare-tab';

const meta = { title: 'Tools/Comparing Numbers/Compare', component: CompareTab } satisfies Meta<
  typeof CompareTab
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Press Compare to see the steps and the decimal check. */
export const FractionAgainstPercent: Story = { args: { initialLeft: '2/3', initialRight: '66.6%' } };

export const ZeroDenominator: Story = { args: { initialLeft: '1/0', initialRight: '1' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortTab } from './sort-tab';

const meta = { title: 'Tools/Comparing Numbers/Sort', component: SortTab } satisfies Meta<typeof SortTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MixedNotationsWithTies: Story = {
  args: { initialValues: ['3/4', '0.5', '50%', '1e-1', '2:3'] },
};

export const TenRows: Story = { args: { initialValues: Array.from({ length: 10 }, (_, i) => `${i + 1}/7`) } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { numberKinds } from '../core/parse-number';
import { generateQuestions } from '../core/practice';
import { buildWorksheet, seededRandom } from '../core/session';
import { WorksheetView } from './worksheet-view';

const questions = generateQuestions({
  settings: { difficulty: 'mixed', questionCount: 20, timeLimit: 0, formats: [...numberKinds] },
  random: seededRandom(42),
});

const meta = {
  title: 'Tools/Comparing Numbers/Worksheet',
  component: WorksheetView,
  args: { worksheet: buildWorksheet({ questions }), onBack: () => {}, onRegenerate: () => {} },
} satisfies Meta<typeof WorksheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwentyQuestions: Story = {};

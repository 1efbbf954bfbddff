import type { Meta, StoryObj } from '@storybook/react-vite';
import { numberKinds } from '../core/parse-number';
import { generateQuestions } from '../core/practice';
import { defaultPrintForm } from '../core/print-form';
import { buildWorksheet, seededRandom } from '../core/session';
import { WorksheetView } from './worksheet-view';

const questions = generateQuestions({
  settings: { difficulty: 'mixed', questionCount: 20, timeLimit: 0, formats: [...numberKinds] },
  random: seededRandom(42),
});

const meta = {
  title: 'Tools/Comparing Numbers/Worksheet',
  component: WorksheetView,
  args: {
    worksheet: buildWorksheet({ questions }),
    printForm: defaultPrintForm({
      title: 'Comparing numbers worksheet',
      subtitle: 'Write <, > or = in each box.',
    }),
    onPrintFormChange: () => {},
    onBack: () => {},
    onRegenerate: () => {},
  },
} satisfies Meta<typeof WorksheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwentyQuestions: Story = {};

/** A filled print form: header, footer and no answer key. */
export const CustomPrintForm: Story = {
  args: {
    printForm: {
      title: 'Class 5B: which is bigger?',
      subtitle: 'Fractions, decimals and percentages',
      headerText: 'Greenfield Primary School',
      footerText: 'Hand in on Friday',
      showAnswerKey: false,
    },
  },
};

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberKinds } from '../core/parse-number';
import {
  DEFAULT_QUESTION_COUNT,
  generateQuestions,
  type PracticeQuestion,
  type PracticeSettings,
} from '../core/practice';
import { defaultPrintForm, type PrintForm } from '../core/print-form';
import { buildWorksheet, type QuestionResult, type Worksheet } from '../core/session';
import { PracticeQuestionView } from './practice-question';
import { PracticeResults } from './practice-results';
import { PracticeSetup } from './practice-setup';
import { WorksheetView } from './worksheet-view';

type Phase =
  | { name: 'setup' }
  | { name: 'question'; questions: PracticeQuestion[]; results: QuestionResult[] }
  | { name: 'results'; questions: PracticeQuestion[]; results: QuestionResult[] }
  | { name: 'worksheet'; worksheet: Worksheet };

export const DEFAULT_SETTINGS: PracticeSettings = {
  difficulty: 'easy',
  questionCount: DEFAULT_QUESTION_COUNT,
  timeLimit: 0,
  formats: [...numberKinds],
};

/** Practice tab: setup, then question by question, then results; retry returns to setup. */
export function PracticeTab({
  initialSettings = DEFAULT_SETTINGS,
  random = Math.random,
  isShown = true,
  onSettingsChange,
}: {
  initialSettings?: PracticeSettings;
  /** Reports the settings as they change, for "Copy link". */
  onSettingsChange?: (settings: PracticeSettings) => void;
  /** False while another tab of the tool is shown (the panel stays mounted): a question's clock pauses. */
  isShown?: boolean;
  /** Injected so stories and tests draw the same questions every time. */
  random?: () => number;
}) {
  const { t } = useTranslation('comparing-numbers');
  const [settings, setSettings] = useState(initialSettings);
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  useEffect(() => {
    onSettingsChange?.(settings);
  }, [onSettingsChange, settings]);
  // Kept for the visit, across new questions and back to setup; until edited it follows the language.
  const [editedPrintForm, setPrintForm] = useState<PrintForm>();
  const printForm =
    editedPrintForm ?? defaultPrintForm({ title: t('worksheet.title'), subtitle: t('worksheet.subtitle') });
  const draw = () => generateQuestions({ settings, random });

  if (phase.name === 'question') {
    const index = phase.results.length;
    const question = phase.questions[index];
    if (!question) return null;
    return (
      <PracticeQuestionView
        key={question.id}
        question={question}
        index={index}
        total={phase.questions.length}
        timeLimit={settings.timeLimit}
        isShown={isShown}
        onDone={(result) => {
          const results = [...phase.results, result];
          const isLast = results.length >= phase.questions.length;
          const { questions } = phase;
          setPhase(
            isLast ? { name: 'results', questions, results } : { name: 'question', questions, results },
          );
        }}
      />
    );
  }
  if (phase.name === 'results') {
    return (
      <PracticeResults
        questions={phase.questions}
        results={phase.results}
        onRetry={() => setPhase({ name: 'setup' })}
      />
    );
  }
  if (phase.name === 'worksheet') {
    return (
      <WorksheetView
        worksheet={phase.worksheet}
        printForm={printForm}
        onPrintFormChange={setPrintForm}
        onBack={() => setPhase({ name: 'setup' })}
        onRegenerate={() => setPhase({ name: 'worksheet', worksheet: buildWorksheet({ questions: draw() }) })}
      />
    );
  }
  return (
    <PracticeSetup
      settings={settings}
      onChange={setSettings}
      onStart={() => setPhase({ name: 'question', questions: draw(), results: [] })}
      onWorksheet={() => setPhase({ name: 'worksheet', worksheet: buildWorksheet({ questions: draw() }) })}
    />
  );
}

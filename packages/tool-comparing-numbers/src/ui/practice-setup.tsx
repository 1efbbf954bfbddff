import { Button } from '@toolbox/ui/button';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { FileText, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type NumberKind, numberKinds } from '../core/parse-number';
import {
  type Difficulty,
  difficulties,
  type PracticeSettings,
  questionCounts,
  timeLimits,
} from '../core/practice';

interface PracticeSetupProps {
  settings: PracticeSettings;
  onChange(settings: PracticeSettings): void;
  onStart(): void;
  onWorksheet(): void;
}

/** Practice settings: difficulty, question count, time limit and the notations to practise. */
export function PracticeSetup({ settings, onChange, onStart, onWorksheet }: PracticeSetupProps) {
  const { t } = useTranslation('comparing-numbers');
  const hasFormats = settings.formats.length > 0;

  function toggleFormat(kind: NumberKind, isChecked: boolean) {
    const formats = isChecked
      ? [...settings.formats, kind]
      : settings.formats.filter((item) => item !== kind);
    // Keep the notation order so the chosen list reads the same however it was ticked.
    onChange({ ...settings, formats: numberKinds.filter((item) => formats.includes(item)) });
  }

  return (
    <section aria-label={t('practice.setup')} className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <SegmentedControl<Difficulty>
          label={t('practice.difficulty')}
          value={settings.difficulty}
          onValueChange={(difficulty) => onChange({ ...settings, difficulty })}
          options={difficulties.map((value) => ({ value, label: t(`practice.difficulties.${value}`) }))}
        />
        <SegmentedControl<string>
          label={t('practice.questionCount')}
          value={String(settings.questionCount)}
          onValueChange={(value) => onChange({ ...settings, questionCount: Number(value) })}
          options={questionCounts.map((count) => ({ value: String(count), label: String(count) }))}
        />
        <SegmentedControl<string>
          label={t('practice.timeLimit')}
          value={String(settings.timeLimit)}
          onValueChange={(value) => onChange({ ...settings, timeLimit: Number(value) })}
          options={timeLimits.map((seconds) => ({
            value: String(seconds),
            label: seconds === 0 ? t('practice.noLimit') : t('practice.seconds', { count: seconds }),
          }))}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('practice.formats')}</legend>
        <div className="flex flex-wrap gap-3">
          {numberKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={settings.formats.includes(kind)}
                onChange={(event) => toggleFormat(kind, event.target.checked)}
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </div>
        {!hasFormats && <p className="text-sm text-destructive">{t('practice.formatsNeeded')}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onStart} disabled={!hasFormats}>
          <Play aria-hidden className="size-4" />
          {t('practice.start')}
        </Button>
        <Button variant="outline" onClick={onWorksheet} disabled={!hasFormats}>
          <FileText aria-hidden className="size-4" />
          {t('practice.worksheet')}
        </Button>
      </div>
    </section>
  );
}

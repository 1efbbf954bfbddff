import { Textarea } from '@toolbox/ui/textarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAimTrainer } from '../core/aim-trainer';

/** Aim Trainer: the input is tidied as you type. */
export default function AimTrainerTool({ initialInput = '' }: { initialInput?: string }) {
  const { t } = useTranslation('aim-trainer');
  const inputId = useId();
  const outputId = useId();
  const [input, setInput] = useState(initialInput);
  const { output, characterCount } = runAimTrainer({ input });

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('input.label')}
        </label>
        <Textarea
          id={inputId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('input.placeholder')}
          spellCheck={false}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor={outputId} className="text-sm font-medium">
          {t('output.label')}
        </label>
        <Textarea id={outputId} value={output} readOnly placeholder={t('output.empty')} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('output.characters', { count: characterCount })}
        </p>
      </div>
    </div>
  );
}

import { Button } from '@toolbox/ui/button';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FOCUS_MINUTES } from '../core/constants';
import { validateQuickAdd } from '../core/queue';
import { inputClassName } from './field-styles';

/** Title and minutes (default 25); the task is added at the end of the queue. */
export function QuickAddForm({
  onAdd,
}: {
  /** Resolves to false when the task could not be saved: the form then keeps what was typed. */
  onAdd(task: { title: string; minutes: number }): Promise<boolean>;
}) {
  const { t } = useTranslation('pomodoro');
  const titleId = useId();
  const minutesId = useId();
  const errorId = useId();
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState(String(DEFAULT_FOCUS_MINUTES));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateQuickAdd({ title, minutes });
    if (!result.ok) {
      setError(t(`queue.${result.error}`));
      return;
    }
    setError(null);
    setIsSaving(true);
    const submitted = title;
    const isSaved = await onAdd(result.value);
    setIsSaving(false);
    // Cleared only once saved (a failed write keeps the title), and only if it is still the text
    // that was added: a title typed meanwhile is never wiped.
    if (isSaved) setTitle((current) => (current === submitted ? '' : current));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t('queue.quickAdd')}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={titleId} className="font-medium text-sm">
            {t('queue.newTitle')}
          </label>
          <input
            id={titleId}
            className={inputClassName}
            value={title}
            maxLength={800}
            placeholder={t('queue.newTitlePlaceholder')}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="flex w-28 flex-col gap-1">
          <label htmlFor={minutesId} className="font-medium text-sm">
            {t('queue.newMinutes')}
          </label>
          <input
            id={minutesId}
            className={inputClassName}
            type="number"
            inputMode="numeric"
            min={1}
            step="any"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={isSaving}>
          <Plus aria-hidden />
          {t('queue.add')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}

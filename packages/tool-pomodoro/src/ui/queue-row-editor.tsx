import { Button } from '@toolbox/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateQueueEdit } from '../core/queue';
import { inputClassName } from './field-styles';

/** Inline editor of a queued task's title and (for a leaf) minutes. */
export function QueueRowEditor({
  title,
  minutes,
  onSave,
  onCancel,
}: {
  title: string;
  /** Absent for a group, whose minutes are its leaves'. */
  minutes?: number;
  /** The editor closes when this resolves to true; on false it stays open with the draft. */
  onSave(value: { title: string; minutes?: number }): Promise<boolean>;
  onCancel(): void;
}) {
  const { t } = useTranslation('pomodoro');
  const titleId = useId();
  const minutesId = useId();
  const [draftTitle, setDraftTitle] = useState(title);
  const [draftMinutes, setDraftMinutes] = useState(String(minutes ?? ''));
  const [error, setError] = useState<string | null>(null);

  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateQueueEdit({
      title: draftTitle,
      minutes: minutes === undefined ? 1 : draftMinutes,
    });
    if (!result.ok) {
      setError(t(`queue.${result.error}`));
      return;
    }
    setError(null);
    setIsSaving(true);
    await onSave(minutes === undefined ? { title: result.value.title } : result.value);
    setIsSaving(false);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="flex w-full flex-wrap items-end gap-2 py-1"
    >
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor={titleId} className="text-muted-foreground text-xs">
          {t('queue.editTitle')}
        </label>
        <input
          id={titleId}
          className={inputClassName}
          value={draftTitle}
          maxLength={800}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this row
          autoFocus
          onChange={(event) => setDraftTitle(event.target.value)}
        />
      </div>
      {minutes !== undefined && (
        <div className="flex w-24 flex-col gap-1">
          <label htmlFor={minutesId} className="text-muted-foreground text-xs">
            {t('queue.editMinutes')}
          </label>
          <input
            id={minutesId}
            className={inputClassName}
            type="number"
            min={1}
            step="any"
            value={draftMinutes}
            onChange={(event) => setDraftMinutes(event.target.value)}
          />
        </div>
      )}
      <Button type="submit" size="sm" disabled={isSaving}>
        {t('queue.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('queue.cancel')}
      </Button>
      {error && (
        <p role="alert" className="w-full text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}

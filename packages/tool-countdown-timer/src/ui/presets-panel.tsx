import { Button } from '@toolbox/ui/button';
import { Save, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../core/clamp';
import { BUILT_IN_PRESETS, type BuiltInPreset, MAX_PRESETS } from '../core/constants';
import { phaseSeconds } from '../core/timer';
import type { Preset } from '../core/types';

export function PresetsPanel({
  presets,
  onApplyBuiltIn,
  onApply,
  onDelete,
  onSave,
}: {
  presets: readonly Preset[];
  onApplyBuiltIn(preset: BuiltInPreset): void;
  onApply(preset: Preset): void;
  onDelete(preset: Preset): void;
  /** Returns whether the preset was saved (the field is cleared then). */
  onSave(name: string): boolean;
}) {
  const { t } = useTranslation('countdown-timer');
  const nameId = useId();
  const builtInId = useId();
  const savedId = useId();
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSave(name)) setName('');
  }

  function summary(preset: Preset): string {
    const loop = preset.loopOptions;
    if (loop.mode === 'none') return formatClock(preset.totalSeconds);
    return t('presets.summaryLoop', {
      mode: t(`loop.modes.${loop.mode}`),
      work: formatClock(phaseSeconds({ settings: preset, phase: 'work' })),
      rest: formatClock(loop.restSec),
    });
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby={builtInId} className="space-y-2">
        <h3 id={builtInId} className="font-medium text-sm">
          {t('presets.builtIn')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {BUILT_IN_PRESETS.map((preset) => (
            <Button key={preset.id} variant="secondary" onClick={() => onApplyBuiltIn(preset)}>
              {preset.kind === 'pomodoro'
                ? t('presets.pomodoro', { count: preset.minutes })
                : t('presets.minutes', { count: preset.minutes })}
            </Button>
          ))}
        </div>
      </section>

      <section aria-labelledby={savedId} className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={savedId} className="font-medium text-sm">
            {t('presets.saved')}
          </h3>
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('presets.count', { count: presets.length, max: MAX_PRESETS })}
          </span>
        </div>
        {presets.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('presets.none')}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border">
            {presets.map((preset) => (
              <li key={preset.id} className="flex items-center gap-2 px-3 py-2">
                <button
                  type="button"
                  onClick={() => onApply(preset)}
                  aria-label={t('presets.apply', { name: preset.name })}
                  className="flex min-w-0 flex-1 cursor-pointer flex-col items-start rounded text-left hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="w-full truncate font-medium text-sm">{preset.name}</span>
                  <span className="text-muted-foreground text-xs tabular-nums">{summary(preset)}</span>
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onDelete(preset)}
                  aria-label={t('presets.delete', { name: preset.name })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={nameId} className="font-medium text-sm">
            {t('presets.name')}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('presets.namePlaceholder')}
            className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
          />
        </div>
        <Button type="submit">
          <Save aria-hidden />
          {t('presets.save')}
        </Button>
      </form>
    </div>
  );
}

import { Input } from '@toolbox/ui/input';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type OddEven, type Quality, qualities, type SplitMode } from '../core/constants';
import type { SplitSettings } from '../core/plan';

export interface SplitOptionsValue extends SplitSettings {
  namePattern: string;
  quality: Quality;
}

/** Three tabs, then the output name pattern and quality (CONTEXT.md § Screen). */
export function SplitOptions({
  value,
  onChange,
  disabled,
  invalidField,
}: {
  value: SplitOptionsValue;
  onChange(next: SplitOptionsValue): void;
  disabled: boolean;
  /** Outlines the input the current error is about. */
  invalidField?: 'customRange' | 'everyNPages' | 'maxPartMb';
}) {
  const { t } = useTranslation('pdf-split');
  const ids = {
    custom: useId(),
    everyN: useId(),
    pattern: useId(),
    hint: useId(),
    everyHint: useId(),
    size: useId(),
    sizeHint: useId(),
  };
  const set = (patch: Partial<SplitOptionsValue>) => onChange({ ...value, ...patch });

  return (
    <section aria-label={t('options.title')} className="space-y-4">
      <h2 className="font-semibold">{t('options.title')}</h2>
      <Tabs value={value.splitMode} onValueChange={(mode) => set({ splitMode: mode as SplitMode })}>
        <TabsList aria-label={t('options.modes')} className="h-auto flex-wrap">
          <TabsTrigger value="custom" disabled={disabled}>
            {t('options.custom')}
          </TabsTrigger>
          <TabsTrigger value="everyN" disabled={disabled}>
            {t('options.everyN')}
          </TabsTrigger>
          <TabsTrigger value="oddEven" disabled={disabled}>
            {t('options.oddEven')}
          </TabsTrigger>
          <TabsTrigger value="size" disabled={disabled}>
            {t('options.size')}
          </TabsTrigger>
          <TabsTrigger value="bookmarks" disabled={disabled}>
            {t('options.bookmarks')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="custom" className="space-y-1">
          <label htmlFor={ids.custom} className="font-medium text-sm">
            {t('options.customLabel')}
          </label>
          <Input
            id={ids.custom}
            value={value.customRange}
            placeholder={t('options.customPlaceholder')}
            aria-describedby={ids.hint}
            invalid={invalidField === 'customRange'}
            disabled={disabled}
            onChange={(event) => set({ customRange: event.target.value })}
          />
          <p id={ids.hint} className="text-muted-foreground text-xs">
            {t('options.customHint')}
          </p>
        </TabsContent>
        <TabsContent value="everyN" className="space-y-1">
          <label htmlFor={ids.everyN} className="font-medium text-sm">
            {t('options.everyNLabel')}
          </label>
          <Input
            id={ids.everyN}
            className="max-w-40"
            inputMode="numeric"
            value={value.everyNPages}
            aria-describedby={ids.everyHint}
            invalid={invalidField === 'everyNPages'}
            disabled={disabled}
            onChange={(event) => set({ everyNPages: event.target.value })}
          />
          <p id={ids.everyHint} className="text-muted-foreground text-xs">
            {t('options.everyNHint')}
          </p>
        </TabsContent>
        <TabsContent value="oddEven">
          <fieldset disabled={disabled} className="space-y-2">
            <legend className="font-medium text-sm">{t('options.oddEvenLabel')}</legend>
            {(['odd', 'even'] as const satisfies OddEven[]).map((which) => (
              <label key={which} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="odd-even"
                  value={which}
                  checked={value.oddEvenPages === which}
                  onChange={() => set({ oddEvenPages: which })}
                />
                {t(`options.${which}`)}
              </label>
            ))}
          </fieldset>
        </TabsContent>
        <TabsContent value="size" className="space-y-1">
          <label htmlFor={ids.size} className="font-medium text-sm">
            {t('options.sizeLabel')}
          </label>
          <Input
            id={ids.size}
            className="max-w-40"
            inputMode="decimal"
            value={value.maxPartMb ?? ''}
            aria-describedby={ids.sizeHint}
            invalid={invalidField === 'maxPartMb'}
            disabled={disabled}
            onChange={(event) => set({ maxPartMb: event.target.value })}
          />
          <p id={ids.sizeHint} className="text-muted-foreground text-xs">
            {t('options.sizeHint')}
          </p>
        </TabsContent>
        <TabsContent value="bookmarks">
          <p className="text-muted-foreground text-sm">{t('options.bookmarksHint')}</p>
        </TabsContent>
      </Tabs>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={ids.pattern} className="font-medium text-sm">
            {t('options.namePattern')}
          </label>
          <Input
            id={ids.pattern}
            value={value.namePattern}
            disabled={disabled}
            spellCheck={false}
            onChange={(event) => set({ namePattern: event.target.value })}
          />
          <p className="text-muted-foreground text-xs">{t('options.namePatternHint')}</p>
        </div>
        <div className="space-y-1">
          {/* The group's accessible name is its legend; this is the same word for sighted users. */}
          <p aria-hidden className="font-medium text-sm">
            {t('options.quality')}
          </p>
          <SegmentedControl
            label={t('options.quality')}
            value={value.quality}
            disabled={disabled}
            onValueChange={(quality) => set({ quality })}
            options={qualities.map((quality) => ({ value: quality, label: t(`options.${quality}`) }))}
          />
          <p className="text-muted-foreground text-xs">{t(`options.qualityNote.${value.quality}`)}</p>
        </div>
      </div>
    </section>
  );
}

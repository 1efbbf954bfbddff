import {
  BOOK_LIMITS,
  CONSTRAINT_MODES,
  type ConstraintMode,
  type GenerationOptions,
  STORY_LENGTHS,
  type StoryLength,
  SUGGESTION_COUNTS,
  truncateText,
} from '@toolbox/story-world';
import { NativeSelect } from '@toolbox/ui/native-select';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Textarea } from '@toolbox/ui/textarea';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The style choices, sent as these English words (the story service reads them); the page shows
 * their translation.
 */
export const STYLE_REFERENCES = [
  '',
  'classical',
  'light humor',
  'tight suspense',
  'hard sci-fi',
  'epic fantasy',
  'dark gothic',
  'wuxia/xianxia',
] as const;

/**
 * Characters of story text per length, as the service is asked for them (the API contract's
 * `storyLengthRange`, repeated here so the page does not load zod for three pairs of numbers).
 */
export const STORY_LENGTH_GUIDANCE: Record<StoryLength, { min: number; max: number }> = {
  short: { min: 300, max: 500 },
  medium: { min: 500, max: 800 },
  long: { min: 800, max: 1200 },
};

const styleKey = (style: string) => style.replace(/[^a-z]+/g, '_') || 'none';

export interface EvolutionDraft {
  generation: GenerationOptions;
  styleReference: string;
  customUserText: string;
}

export type DraftPatch = {
  generation?: Partial<GenerationOptions>;
  styleReference?: string;
  customUserText?: string;
};

/** Length, suggestions, constraint mode, the three toggles, streaming (always on), style and custom text. */
export function EvolutionControls({
  draft,
  disabled,
  onChange,
}: {
  draft: EvolutionDraft;
  disabled: boolean;
  onChange(patch: DraftPatch): void;
}) {
  const { t } = useTranslation('story-generator');
  const ids = { style: useId(), custom: useId(), counter: useId(), streaming: useId(), interactive: useId() };
  const { generation } = draft;
  const styles: string[] = (STYLE_REFERENCES as readonly string[]).includes(draft.styleReference)
    ? [...STYLE_REFERENCES]
    : [...STYLE_REFERENCES, draft.styleReference];
  const toggle = (key: 'enableCardUpdates' | 'enableResourceChanges' | 'enableNewClocks', hint?: string) => (
    <div className="flex items-start gap-2">
      <input
        id={`${ids.interactive}-${key}`}
        type="checkbox"
        checked={generation[key]}
        disabled={disabled}
        aria-describedby={hint}
        onChange={(event) => onChange({ generation: { [key]: event.target.checked } })}
        className="mt-0.5 size-4 cursor-pointer accent-primary"
      />
      <label htmlFor={`${ids.interactive}-${key}`} className="text-sm">
        {t(`evolution.toggles.${key}`)}
      </label>
    </div>
  );
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="sr-only">{t('evolution.settings')}</legend>
      <div className="space-y-1">
        <p className="font-medium text-sm" aria-hidden>
          {t('evolution.length.label')}
        </p>
        <SegmentedControl<StoryLength>
          label={t('evolution.length.label')}
          value={generation.storyLength}
          options={STORY_LENGTHS.map((length) => ({
            value: length,
            label: t(`evolution.length.${length}`, STORY_LENGTH_GUIDANCE[length]),
          }))}
          onValueChange={(storyLength) => onChange({ generation: { storyLength } })}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <p className="font-medium text-sm" aria-hidden>
            {t('evolution.suggestions.label')}
          </p>
          <SegmentedControl
            label={t('evolution.suggestions.label')}
            value={String(generation.maxSuggestions)}
            options={SUGGESTION_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
            onValueChange={(value) => onChange({ generation: { maxSuggestions: Number(value) } })}
          />
        </div>
        <div className="space-y-1">
          <p className="font-medium text-sm" aria-hidden>
            {t('evolution.constraint.label')}
          </p>
          <SegmentedControl<ConstraintMode>
            label={t('evolution.constraint.label')}
            value={generation.constraintMode}
            options={CONSTRAINT_MODES.map((mode) => ({
              value: mode,
              label: t(`evolution.constraint.${mode}`),
            }))}
            onValueChange={(constraintMode) => onChange({ generation: { constraintMode } })}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        {toggle('enableCardUpdates')}
        {toggle('enableResourceChanges', ids.interactive)}
        {toggle('enableNewClocks', ids.interactive)}
        <p id={ids.interactive} className="text-muted-foreground text-xs">
          {t('evolution.toggles.interactiveHint')}
        </p>
        <div className="flex items-center gap-2">
          <input
            id={ids.streaming}
            type="checkbox"
            checked
            disabled
            readOnly
            className="size-4 accent-primary"
          />
          <label htmlFor={ids.streaming} className="text-muted-foreground text-sm">
            {t('evolution.streaming')}
          </label>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.style} className="font-medium text-sm">
          {t('evolution.style.label')}
        </label>
        <NativeSelect
          id={ids.style}
          value={draft.styleReference}
          options={styles.map((style) => ({
            value: style,
            label: (STYLE_REFERENCES as readonly string[]).includes(style)
              ? t(`evolution.style.${styleKey(style)}`)
              : style,
          }))}
          onValueChange={(styleReference) => onChange({ styleReference })}
        />
      </div>
      <div className="space-y-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={ids.custom} className="font-medium text-sm">
            {t('evolution.custom.label')}
          </label>
          <span id={ids.counter} className="text-muted-foreground text-xs tabular-nums">
            {t('evolution.custom.counter', {
              count: draft.customUserText.length,
              max: BOOK_LIMITS.customUserText,
            })}
          </span>
        </div>
        <Textarea
          id={ids.custom}
          rows={3}
          value={draft.customUserText}
          maxLength={BOOK_LIMITS.customUserText}
          aria-describedby={ids.counter}
          placeholder={t('evolution.custom.placeholder')}
          onChange={(event) =>
            onChange({ customUserText: truncateText(event.target.value, BOOK_LIMITS.customUserText) })
          }
        />
      </div>
    </fieldset>
  );
}

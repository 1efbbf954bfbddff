import { CARD_LIMITS, type Card } from '@toolbox/story-world';
import { cn } from '@toolbox/ui/cn';
import { Input } from '@toolbox/ui/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiMark, Counter, highlightClassName, NS, TextField } from './fields';

/** Tags as typed: split on commas (ASCII, full-width or 、), trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(/[,，、]/).map((tag) => tag.trim()))].filter(Boolean);
}

export interface GeneralFieldsProps {
  card: Card;
  onChange(patch: Partial<Card>, field: string): void;
  isHighlighted(field: string): boolean;
  isInvalid(field: string): boolean;
}

/** Read-only id and type, then name, summary and tags, each with its counter. */
export function GeneralFields({ card, onChange, isHighlighted, isInvalid }: GeneralFieldsProps) {
  const { t } = useTranslation(NS);
  const idId = useId();
  const typeId = useId();
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={idId} className="font-medium text-sm">
            {t('fields.id')}
          </label>
          <Input id={idId} value={card.id} readOnly className="bg-muted font-mono text-xs" />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="font-medium text-sm">
            {t('fields.type')}
          </label>
          <Input id={typeId} value={t(`cardTypes.${card.type}`)} readOnly className="bg-muted" />
        </div>
      </div>
      <TextField
        label={t('fields.name')}
        value={card.name}
        onValueChange={(name) => onChange({ name }, 'name')}
        max={CARD_LIMITS.name}
        isHighlighted={isHighlighted('name')}
        isInvalid={isInvalid('name')}
      />
      <TextField
        label={t('fields.summary')}
        value={card.summary}
        onValueChange={(summary) => onChange({ summary }, 'summary')}
        max={CARD_LIMITS.summary}
        multiline
        rows={3}
        isHighlighted={isHighlighted('summary')}
        isInvalid={isInvalid('summary')}
      />
      <TagsField
        tags={card.tags}
        onTagsChange={(tags) => onChange({ tags }, 'tags')}
        isHighlighted={isHighlighted('tags')}
        isInvalid={isInvalid('tags')}
      />
    </div>
  );
}

/** The tags as comma-separated text; the counter counts the tags and turns red over 10. */
function TagsField({
  tags,
  onTagsChange,
  isHighlighted,
  isInvalid,
}: {
  tags: string[];
  onTagsChange(tags: string[]): void;
  isHighlighted: boolean;
  isInvalid: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const markId = useId();
  const countId = useId();
  const hintId = useId();
  const [text, setText] = useState(tags.join(', '));
  const [synced, setSynced] = useState(tags);
  // Tags set from outside (the AI): show them; the text being typed is kept otherwise.
  if (tags !== synced) {
    setSynced(tags);
    setText(tags.join(', '));
  }
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="font-medium text-sm">
            {t('fields.tags')}
          </label>
          {isHighlighted && <AiMark id={markId} />}
        </span>
        <Counter id={countId} count={tags.length} max={CARD_LIMITS.tags} />
      </div>
      <div className={cn(isHighlighted && highlightClassName)}>
        <Input
          id={id}
          value={text}
          invalid={isInvalid || tags.length > CARD_LIMITS.tags}
          aria-describedby={[isHighlighted && markId, countId, hintId].filter(Boolean).join(' ')}
          onChange={(event) => {
            const next = parseTags(event.target.value);
            setText(event.target.value);
            setSynced(next);
            onTagsChange(next);
          }}
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('editor.tagsHint')}
      </p>
    </div>
  );
}

import { type Card, type Hook, parseJsonObject } from '@toolbox/story-world';
import { Textarea } from '@toolbox/ui/textarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './fields';

type Conditions = Card['conditions'];

/** A theme vector as typed: an object of finite numbers, or undefined. */
export function readThemeVector(text: string): Card['themeVector'] | undefined {
  const value = parseJsonObject(text);
  if (!value) return undefined;
  return Object.values(value).every((item) => typeof item === 'number' && Number.isFinite(item))
    ? (value as Card['themeVector'])
    : undefined;
}

/** Conditions as typed: an object of texts, numbers, booleans or null, or undefined. */
export function readConditions(text: string): Conditions | undefined {
  const value = parseJsonObject(text);
  if (!value) return undefined;
  return Object.values(value).every(
    (item) => item === null || ['string', 'number', 'boolean'].includes(typeof item),
  )
    ? (value as Conditions)
    : undefined;
}

/** Events as typed: a list of objects with a text id and name (preconditions an object), or undefined. */
export function readHooks(text: string): Hook[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const isHook = (item: unknown): item is Hook => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    const hook = item as Record<string, unknown>;
    const pre = hook.preconditions;
    return (
      typeof hook.id === 'string' &&
      typeof hook.name === 'string' &&
      (pre === undefined || (typeof pre === 'object' && pre !== null && !Array.isArray(pre)))
    );
  };
  return value.every(isHook) ? value : undefined;
}

const show = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A JSON area: what parses is taken at once; what does not is ignored with a hint, and the last
 * valid value stays (CONTEXT.md Rules: Card view and editor › JSON settings).
 */
function JsonField<T>({
  label,
  hint,
  value,
  read,
  onValueChange,
}: {
  label: string;
  hint: string;
  value: T;
  read(text: string): T | undefined;
  onValueChange(value: T): void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const hintId = useId();
  const invalidId = useId();
  const [text, setText] = useState(() => show(value));
  const [synced, setSynced] = useState(value);
  const [isInvalid, setInvalid] = useState(false);
  if (value !== synced) {
    setSynced(value);
    setText(show(value));
    setInvalid(false);
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        rows={4}
        spellCheck={false}
        invalid={isInvalid}
        aria-describedby={isInvalid ? `${invalidId} ${hintId}` : hintId}
        className="min-h-0 font-mono text-xs"
        onChange={(event) => {
          setText(event.target.value);
          const next = read(event.target.value);
          setInvalid(next === undefined);
          if (next !== undefined) {
            setSynced(next);
            onValueChange(next);
          }
        }}
      />
      {isInvalid && (
        <p id={invalidId} className="text-destructive text-xs">
          {t('editor.json.invalid')}
        </p>
      )}
      <p id={hintId} className="text-muted-foreground text-xs">
        {hint}
      </p>
    </div>
  );
}

/** Theme vector, conditions and events as JSON. */
export function AdvancedFields({
  card,
  onChange,
}: {
  card: Card;
  onChange(patch: Partial<Card>, field: string): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-4">
      <JsonField
        label={t('fields.themeVector')}
        hint={t('editor.json.themeVectorHint')}
        value={card.themeVector}
        read={readThemeVector}
        onValueChange={(themeVector) => onChange({ themeVector }, 'themeVector')}
      />
      <JsonField
        label={t('fields.conditions')}
        hint={t('editor.json.conditionsHint')}
        value={card.conditions}
        read={readConditions}
        onValueChange={(conditions) => onChange({ conditions }, 'conditions')}
      />
      <JsonField
        label={t('fields.hooks')}
        hint={t('editor.json.hooksHint')}
        value={card.hooks}
        read={readHooks}
        onValueChange={(hooks) => onChange({ hooks }, 'hooks')}
      />
    </div>
  );
}

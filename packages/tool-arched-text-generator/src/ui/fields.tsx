import { Input } from '@toolbox/ui/input';
import { isEnter } from '@toolbox/ui/keys';
import { useEffect, useId, useState } from 'react';
import { readColor, readNumber } from '../core/config';

/**
 * A text field whose value is read when it loses focus or on Enter (CONTEXT.md Rules: Fields):
 * `read` turns the text into the new value or gives the old one back, and the field then shows
 * what was kept.
 */
function CommitField<Value>({
  label,
  value,
  show,
  read,
  onValue,
  placeholder,
  inputMode,
  hint,
}: {
  label: string;
  value: Value;
  show: (value: Value) => string;
  read: (text: string, previous: Value) => Value;
  onValue: (value: Value) => void;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(show(value));
  useEffect(() => setDraft(show(value)), [value, show]);
  const commit = () => {
    const next = read(draft, value);
    setDraft(show(next));
    if (next !== value) onValue(next);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Input
        id={id}
        value={draft}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (isEnter(event)) commit();
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

const showNumber = (value: number) => String(Math.round(value * 100) / 100);

/** A number within `limits`: out of range is clamped, anything else keeps the old value. */
export function NumberField({
  label,
  value,
  limits,
  onValue,
}: {
  label: string;
  value: number;
  limits: { min: number; max: number };
  onValue: (value: number) => void;
}) {
  return (
    <CommitField
      label={label}
      value={value}
      show={showNumber}
      read={(text, previous) => readNumber(text, previous, limits)}
      onValue={onValue}
      inputMode="decimal"
      hint={`${limits.min} – ${limits.max}`}
    />
  );
}

/** A number or nothing (the radius: empty is automatic). */
export function OptionalNumberField({
  label,
  value,
  read,
  onValue,
  placeholder,
  hint,
}: {
  label: string;
  value: number | null;
  read: (text: string, previous: number | null) => number | null;
  onValue: (value: number | null) => void;
  placeholder: string;
  hint: string;
}) {
  return (
    <CommitField
      label={label}
      value={value}
      show={showOptional}
      read={read}
      onValue={onValue}
      placeholder={placeholder}
      inputMode="decimal"
      hint={hint}
    />
  );
}
const showOptional = (value: number | null) => (value === null ? '' : showNumber(value));

/** A colour: the browser's chooser and a `#RGB`/`#RRGGBB` field checked when it loses focus. */
export function ColorInput({
  label,
  chooserLabel,
  value,
  onValue,
}: {
  label: string;
  chooserLabel: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const id = useId();
  // The chooser wants #rrggbb.
  const full = value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
  return (
    <div className="flex items-end gap-2">
      <input
        id={id}
        type="color"
        value={full}
        aria-label={chooserLabel}
        onChange={(event) => onValue(event.target.value)}
        className="h-9 w-12 shrink-0 cursor-pointer rounded border border-border bg-background"
      />
      <div className="min-w-0 flex-1">
        <CommitField label={label} value={value} show={showColor} read={readColor} onValue={onValue} />
      </div>
    </div>
  );
}
const showColor = (value: string) => value;

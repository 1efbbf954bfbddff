/**
 * The editor's field blocks, on the shared inputs: a labelled text field with its character
 * counter, a number box that keeps what is being typed, and a name → number list.
 */

import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { Input } from '@toolbox/ui/input';
import { isEnter } from '@toolbox/ui/keys';
import { Textarea } from '@toolbox/ui/textarea';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const NS = 'story-generator';

/** What a type editor gets: its card, a change reporter naming the field, and the AI marks. */
export interface TypeEditorProps<C> {
  card: C;
  /** Applies `patch` to the draft; `field` is the field edited (its AI mark is removed). */
  onChange(patch: Partial<C>, field: string): void;
  isHighlighted(field: string): boolean;
  /** Whether a problem from the last save attempt concerns `field`. */
  isInvalid(field: string): boolean;
}

/** "12/60": red once over the limit. */
export function Counter({
  id,
  count,
  max,
  unit,
}: {
  id?: string;
  count: number;
  max: number;
  unit?: string;
}) {
  const { t } = useTranslation(NS);
  const isOver = count > max;
  return (
    <span
      id={id}
      data-over={isOver || undefined}
      className={cn(
        'text-xs tabular-nums',
        isOver ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
    >
      {unit ? t(`editor.${unit}`, { count, max }) : t('editor.count', { count, max })}
    </span>
  );
}

/** The "Changed by AI" note beside a label. */
export function AiMark({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return (
    <span id={id} className="rounded-full bg-accent px-2 py-0.5 font-medium text-primary text-xs">
      {t('cardView.changedByAi')}
    </span>
  );
}

/** A frame that rings a field the AI changed. */
export const highlightClassName = 'rounded-md ring-2 ring-primary ring-offset-2 ring-offset-card';

export interface TextFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Characters allowed; shows the counter. */
  max?: number;
  multiline?: boolean;
  rows?: number;
  isHighlighted?: boolean;
  isInvalid?: boolean;
  hint?: string;
  placeholder?: string;
  className?: string;
}

/** A labelled text box with its counter; over the limit the counter turns red (saving refuses it). */
export function TextField({
  label,
  value,
  onValueChange,
  max,
  multiline = false,
  rows = 3,
  isHighlighted = false,
  isInvalid = false,
  hint,
  placeholder,
  className,
}: TextFieldProps) {
  const id = useId();
  const markId = useId();
  const countId = useId();
  const hintId = useId();
  const describedBy =
    [isHighlighted && markId, max !== undefined && countId, hint && hintId].filter(Boolean).join(' ') ||
    undefined;
  const shared = {
    id,
    value,
    placeholder,
    invalid: isInvalid || (max !== undefined && value.length > max),
    'aria-describedby': describedBy,
  };
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="font-medium text-sm">
            {label}
          </label>
          {isHighlighted && <AiMark id={markId} />}
        </span>
        {max !== undefined && <Counter id={countId} count={value.length} max={max} />}
      </div>
      <div className={cn(isHighlighted && highlightClassName)}>
        {multiline ? (
          <Textarea
            {...shared}
            rows={rows}
            className="min-h-0"
            onChange={(event) => onValueChange(event.target.value)}
          />
        ) : (
          <Input {...shared} onChange={(event) => onValueChange(event.target.value)} />
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface NumberInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: number | undefined;
  /** Called with each complete number typed, or undefined when the box is cleared. */
  onValueChange(value: number | undefined): void;
  /** Whole numbers only: typed decimals are rounded. */
  isInteger?: boolean;
  /** Decimals kept (tension: 1). */
  decimals?: number;
  /** Turns what was typed into the value to keep when the box loses focus (the clock max's rule). */
  onCommitText?(text: string): void;
  invalid?: boolean;
}

const format = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A number box that keeps what is being typed ("-", "1.") while reporting each complete number,
 * and shows the value again when it loses focus.
 */
export function NumberInput({
  value,
  onValueChange,
  isInteger = false,
  decimals,
  onCommitText,
  onBlur,
  invalid,
  ...props
}: NumberInputProps) {
  const [text, setText] = useState(format(value));
  const [shown, setShown] = useState(value);
  // The value changed (a slider, a clamp, the AI): show it, unless it is what is being typed.
  if (value !== shown) {
    setShown(value);
    if (text.trim() === '' || Number(text) !== value) setText(format(value));
  }
  const read = (raw: string): number | undefined => {
    if (raw.trim() === '') return undefined;
    const number = Number(raw);
    if (!Number.isFinite(number)) return Number.NaN;
    if (isInteger) return Math.round(number);
    return decimals === undefined ? number : Number(number.toFixed(decimals));
  };
  return (
    <Input
      {...props}
      type="number"
      inputMode={isInteger ? 'numeric' : 'decimal'}
      step={props.step ?? (isInteger ? 1 : undefined)}
      invalid={invalid}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        const number = read(raw);
        if (!Number.isNaN(number)) onValueChange(number);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        onCommitText?.(text);
        setText(format(value));
      }}
    />
  );
}

export interface NumberMapEditorProps {
  legend: string;
  entries: Record<string, number>;
  onChange(entries: Record<string, number>): void;
  /** Label of the box for a new name ("New resource"). */
  newLabel: string;
  addLabel: string;
  /** Label of one entry's number box ("Amount of gold"). */
  valueLabel(name: string): string;
  /** Something shown after an entry's number (a relation's word). */
  describe?(value: number): ReactNode;
  min?: number;
  max?: number;
  isInteger?: boolean;
  hint?: string;
  isInvalid?(name: string): boolean;
}

/**
 * Name → number entries (resources, relations, reputation). A name is fixed once added (remove and
 * add again to rename), so typing never merges two entries; the same name twice is refused.
 */
export function NumberMapEditor({
  legend,
  entries,
  onChange,
  newLabel,
  addLabel,
  valueLabel,
  describe,
  min,
  max,
  isInteger = true,
  hint,
  isInvalid,
}: NumberMapEditorProps) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const newId = useId();
  const trimmed = name.trim();
  const isTaken = trimmed !== '' && Object.hasOwn(entries, trimmed);
  const add = () => {
    if (!trimmed || isTaken) return;
    onChange({ ...entries, [trimmed]: 0 });
    setName('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">{legend}</legend>
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
      {Object.keys(entries).length > 0 && (
        <ul className="space-y-1.5">
          {Object.entries(entries).map(([key, amount]) => (
            <li key={key} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm" title={key}>
                {key}
              </span>
              <div className="w-24 shrink-0">
                <NumberInput
                  aria-label={valueLabel(key)}
                  value={amount}
                  min={min}
                  max={max}
                  isInteger={isInteger}
                  invalid={isInvalid?.(key)}
                  onValueChange={(value) => onChange({ ...entries, [key]: value ?? 0 })}
                />
              </div>
              {describe && (
                <span className="w-16 shrink-0 text-muted-foreground text-xs">{describe(amount)}</span>
              )}
              <RemoveRowButton
                name={key}
                onRemove={() => {
                  const next = { ...entries };
                  delete next[key];
                  onChange(next);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={newId}
          aria-label={newLabel}
          placeholder={newLabel}
          value={name}
          invalid={isTaken}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (isEnter(event)) {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!trimmed || isTaken}>
          <PlusIcon aria-hidden />
          {addLabel}
        </Button>
      </div>
      {isTaken && (
        <p role="status" className="text-destructive text-xs">
          {t('editor.list.duplicate', { name: trimmed })}
        </p>
      )}
    </fieldset>
  );
}

/** The trash button ending a list row: "Remove {name}". */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Button variant="ghost" size="icon" aria-label={t('editor.list.remove', { name })} onClick={onRemove}>
      <Trash2Icon aria-hidden />
    </Button>
  );
}

/**
 * The button under a list that adds a row, and, when the list is at its limit (`max`), the button
 * disabled with a note saying so.
 */
export function AddRowButton({
  label,
  onAdd,
  max,
  isFull = false,
}: {
  label: string;
  onAdd: () => void;
  max?: number;
  isFull?: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Button variant="outline" size="sm" disabled={isFull} onClick={onAdd}>
        <PlusIcon aria-hidden />
        {label}
      </Button>
      {isFull && <p className="text-muted-foreground text-xs">{t('editor.list.full', { max })}</p>}
    </>
  );
}

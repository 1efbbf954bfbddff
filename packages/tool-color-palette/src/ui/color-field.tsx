import { Input } from '@toolbox/ui/input';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorFormat, formatColor, parseColor } from '../core/color';

/**
 * A text field for a colour in one format that stays in step with the others: it shows `color`
 * written in `format` unless the user is typing in it; what they type is kept as typed while it
 * is not a colour (marked invalid, with a message), and a colour it names goes to `onColor`.
 */
export function ColorField({
  label,
  color,
  format,
  onColor,
}: {
  label: string;
  color: string;
  format: ColorFormat;
  onColor: (hex: string) => void;
}) {
  const { t } = useTranslation('color-palette');
  const id = useId();
  const shown = formatColor(color, format);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // Another field changed the colour: this one shows it (unless its own text still names it).
  useEffect(() => {
    setDraft((current) => (current !== undefined && parseColor(current) === color ? current : undefined));
  }, [color]);
  const text = draft ?? shown;
  const invalid = draft !== undefined && parseColor(draft) === undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Input
        id={id}
        value={text}
        spellCheck={false}
        autoComplete="off"
        className="font-mono"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = parseColor(event.target.value);
          if (parsed) onColor(parsed);
        }}
        onBlur={() => {
          if (!invalid) setDraft(undefined);
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {t('picker.invalid')}
        </p>
      )}
    </div>
  );
}

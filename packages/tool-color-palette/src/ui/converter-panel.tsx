import { Input } from '@toolbox/ui/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_FORMATS, formatColor, parseColor } from '../core/color';
import { CopyColorButton } from './swatches';

/** The format converter: any colour text in, the four formats out. */
export function ConverterPanel({ text, onText }: { text: string; onText: (text: string) => void }) {
  const { t } = useTranslation('color-palette');
  const id = useId();
  const color = parseColor(text);
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={id} className="font-medium text-sm">
          {t('converter.input')}
        </label>
        <Input
          id={id}
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder="#3b82f6, rgb(59, 130, 246), hsl(217, 91%, 60%), hsv(217, 76%, 96%), tomato"
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={text.trim() !== '' && !color}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-sm" aria-live="polite">
          {text.trim() === '' ? t('converter.hint') : color ? t('converter.understood') : t('picker.invalid')}
        </p>
      </div>
      {color && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {COLOR_FORMATS.map((format) => (
            <div
              key={format}
              className="flex items-center justify-between gap-2 rounded-lg border border-border p-2"
            >
              <div className="min-w-0">
                <dt className="text-muted-foreground text-xs">{t(`formats.${format}`)}</dt>
                <dd className="truncate font-mono text-sm">{formatColor(color, format)}</dd>
              </div>
              <CopyColorButton color={color} format={format} />
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_FORMATS } from '../core/color';
import { ColorField } from './color-field';
import { CopyColorButton } from './swatches';

/** The picker: the browser's colour chooser and the four formats, all in step. */
export function PickerPanel({ color, onColor }: { color: string; onColor: (hex: string) => void }) {
  const { t } = useTranslation('color-palette');
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <div className="space-y-2">
        <label htmlFor={id} className="font-medium text-sm">
          {t('picker.choose')}
        </label>
        <input
          id={id}
          type="color"
          value={color}
          onChange={(event) => onColor(event.target.value)}
          className="block h-32 w-full cursor-pointer rounded-lg border border-border bg-background"
        />
      </div>
      <div className="space-y-3">
        {COLOR_FORMATS.map((format) => (
          <div key={format} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <ColorField label={t(`formats.${format}`)} color={color} format={format} onColor={onColor} />
            </div>
            <CopyColorButton color={color} format={format} />
          </div>
        ))}
      </div>
    </div>
  );
}

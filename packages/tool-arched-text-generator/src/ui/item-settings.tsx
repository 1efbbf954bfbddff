import { Button } from '@toolbox/ui/button';
import { NativeSelect } from '@toolbox/ui/native-select';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Textarea } from '@toolbox/ui/textarea';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ARC_DEGREE,
  cutText,
  FONT_SIZE,
  FONT_WEIGHTS,
  FONTS,
  LETTER_SPACING,
  RADIUS,
  ROTATE,
  readRadius,
  type TextItem,
} from '../core/config';
import { ColorInput, NumberField, OptionalNumberField } from './fields';

/**
 * The settings of the selected items (the spec's settings card): it shows the first selected one;
 * a change applies to every selected item.
 */
export function ItemSettings({
  item,
  count,
  onChange,
}: {
  item: TextItem;
  count: number;
  onChange: (patch: Partial<TextItem>) => void;
}) {
  const { t } = useTranslation('arched-text-generator');
  const textId = useId();
  const fontId = useId();
  return (
    <section aria-labelledby={`${textId}-title`} className="space-y-4 rounded-lg border border-border p-4">
      <h2 id={`${textId}-title`} className="font-semibold">
        {t('settings.title', { count })}
      </h2>
      <div className="space-y-1">
        <label htmlFor={textId} className="font-medium text-sm">
          {t('settings.text')}
        </label>
        <Textarea
          id={textId}
          value={item.text}
          rows={2}
          onChange={(event) => onChange({ text: cutText(event.target.value) })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label={t('settings.arcDegree')}
          value={item.arcDegree}
          limits={ARC_DEGREE}
          onValue={(arcDegree) => onChange({ arcDegree })}
        />
        <OptionalNumberField
          label={t('settings.radius')}
          value={item.radius}
          read={readRadius}
          onValue={(radius) => onChange({ radius })}
          placeholder={t('settings.automatic')}
          hint={t('settings.radiusHint', { min: RADIUS.min, max: RADIUS.max })}
        />
        <NumberField
          label={t('settings.rotate')}
          value={item.rotate}
          limits={ROTATE}
          onValue={(rotate) => onChange({ rotate })}
        />
        <NumberField
          label={t('settings.fontSize')}
          value={item.fontSize}
          limits={FONT_SIZE}
          onValue={(fontSize) => onChange({ fontSize })}
        />
        <NumberField
          label={t('settings.letterSpacing')}
          value={item.letterSpacing}
          limits={LETTER_SPACING}
          onValue={(letterSpacing) => onChange({ letterSpacing })}
        />
        <div className="space-y-1">
          <label htmlFor={fontId} className="font-medium text-sm">
            {t('settings.fontFamily')}
          </label>
          <NativeSelect
            id={fontId}
            value={item.fontFamily}
            onValueChange={(fontFamily) => onChange({ fontFamily })}
            options={FONTS.map((font) => ({ value: font, label: font }))}
          />
        </div>
      </div>
      <SegmentedControl
        label={t('settings.fontWeight')}
        value={item.fontWeight}
        onValueChange={(fontWeight) => onChange({ fontWeight })}
        options={FONT_WEIGHTS.map((weight) => ({ value: weight, label: t(`weights.${weight}`) }))}
      />
      <ColorInput
        label={t('settings.textColor')}
        chooserLabel={t('settings.textColorChooser')}
        value={item.textColor}
        onValue={(textColor) => onChange({ textColor })}
      />
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
        <span>
          {t('settings.angleOffset', { degrees: Math.round(item.angleOffset) })}
          {' · '}
          {item.centerX === null
            ? t('settings.centred')
            : t('settings.position', { x: Math.round(item.centerX), y: Math.round(item.centerY ?? 0) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ centerX: null, centerY: null, angleOffset: 0 })}
        >
          {t('settings.recentre')}
        </Button>
      </div>
    </section>
  );
}

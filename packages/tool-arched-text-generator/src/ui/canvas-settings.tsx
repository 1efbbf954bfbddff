import { Button } from '@toolbox/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ArchedTextConfig, CANVAS_PRESETS, CANVAS_SIDE } from '../core/config';
import { ColorInput, NumberField } from './fields';

/** The canvas card: size with the spec's presets, background colour or transparent. */
export function CanvasSettings({
  config,
  onChange,
}: {
  config: ArchedTextConfig;
  onChange: (patch: Partial<ArchedTextConfig>) => void;
}) {
  const { t } = useTranslation('arched-text-generator');
  const canvasTitleId = useId();
  return (
    <section aria-labelledby={canvasTitleId} className="space-y-4 rounded-lg border border-border p-4">
      <h2 id={canvasTitleId} className="font-semibold">
        {t('canvas.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label={t('canvas.width')}
          value={config.canvasWidth}
          limits={CANVAS_SIDE}
          onValue={(canvasWidth) => onChange({ canvasWidth })}
        />
        <NumberField
          label={t('canvas.height')}
          value={config.canvasHeight}
          limits={CANVAS_SIDE}
          onValue={(canvasHeight) => onChange({ canvasHeight })}
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 font-medium text-sm">{t('canvas.presets')}</legend>
        {CANVAS_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            variant="outline"
            size="sm"
            aria-pressed={config.canvasWidth === preset.width && config.canvasHeight === preset.height}
            onClick={() => onChange({ canvasWidth: preset.width, canvasHeight: preset.height })}
          >
            {t(`canvas.preset.${preset.id}`, { width: preset.width, height: preset.height })}
          </Button>
        ))}
      </fieldset>
      <ColorInput
        label={t('canvas.background')}
        chooserLabel={t('canvas.backgroundChooser')}
        value={config.backgroundColor}
        onValue={(backgroundColor) => onChange({ backgroundColor })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={config.isTransparent}
          onChange={(event) => onChange({ isTransparent: event.target.checked })}
        />
        {t('canvas.transparent')}
      </label>
    </section>
  );
}

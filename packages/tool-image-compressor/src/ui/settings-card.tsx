import { PALETTE_COLORS } from '@toolbox/image-kit/png';
import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { RangeField } from '@toolbox/ui/range-field';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY, SIZE_PRESETS, TARGET_PRESETS } from '../core/constants';
import {
  type CompressionSettings,
  type Metadata,
  OUTPUT_CHOICES,
  type OutputChoice,
  parseTargetKb,
} from '../core/settings';

export interface SettingsCardProps {
  settings: CompressionSettings;
  onChange: (settings: CompressionSettings) => void;
  disabled?: boolean;
}

const METADATA: readonly Metadata[] = ['strip', 'keep', 'keepWithGps'];

/** The spec's settings card: four tabs, quality, format, size and advanced. */
export function SettingsCard({ settings, onChange, disabled = false }: SettingsCardProps) {
  const { t } = useTranslation('image-compressor');
  const id = useId();
  const [targetText, setTargetText] = useState(String(settings.targetKb));
  const update = (patch: Partial<CompressionSettings>) => onChange({ ...settings, ...patch });
  const smart = settings.mode === 'target';
  const resizeKind = settings.resize.kind;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {t('settings.title')}
      </h2>
      <fieldset disabled={disabled} className="min-w-0">
        <Tabs defaultValue="quality">
          <TabsList aria-label={t('settings.title')}>
            <TabsTrigger value="quality">{t('tabs.quality')}</TabsTrigger>
            <TabsTrigger value="format">{t('tabs.format')}</TabsTrigger>
            <TabsTrigger value="size">{t('tabs.size')}</TabsTrigger>
            <TabsTrigger value="advanced">{t('tabs.advanced')}</TabsTrigger>
          </TabsList>

          <TabsContent value="quality" className="space-y-4 pt-4">
            <SegmentedControl
              label={t('quality.mode')}
              value={settings.mode}
              onValueChange={(mode) => update({ mode })}
              options={[
                { value: 'quality', label: t('quality.byQuality') },
                { value: 'target', label: t('quality.byTarget') },
              ]}
            />
            <RangeField
              label={t('quality.quality')}
              value={settings.quality}
              min={QUALITY.min}
              max={QUALITY.max}
              valueText={`${settings.quality}%`}
              disabled={smart}
              hint={smart ? t('quality.disabledInSmart') : undefined}
              onValueChange={(quality) => update({ quality })}
            />
            {smart && (
              <div className="space-y-2">
                <label htmlFor={`${id}-target`} className="font-medium text-sm">
                  {t('quality.target')}
                </label>
                <Input
                  id={`${id}-target`}
                  inputMode="numeric"
                  value={targetText}
                  aria-describedby={`${id}-target-hint`}
                  onChange={(event) => {
                    setTargetText(event.target.value);
                    update({ targetKb: parseTargetKb(event.target.value) });
                  }}
                />
                <p id={`${id}-target-hint`} className="text-muted-foreground text-xs">
                  {t('quality.targetHint', { kb: settings.targetKb })}
                </p>
                <div className="flex flex-wrap gap-2">
                  {TARGET_PRESETS.map((preset) => (
                    <Button
                      key={preset.id}
                      variant={settings.targetKb === preset.kb ? 'primary' : 'outline'}
                      size="sm"
                      aria-pressed={settings.targetKb === preset.kb}
                      onClick={() => {
                        setTargetText(String(preset.kb));
                        update({ targetKb: preset.kb });
                      }}
                    >
                      {t(`targets.${preset.id}`, { kb: preset.kb })}
                    </Button>
                  ))}
                </div>
              </div>
            )}
          </TabsContent>

          <TabsContent value="format" className="space-y-4 pt-4">
            <div className="space-y-1.5">
              <label htmlFor={`${id}-format`} className="font-medium text-sm">
                {t('format.output')}
              </label>
              <NativeSelect<OutputChoice>
                id={`${id}-format`}
                value={settings.output}
                onValueChange={(output) => update({ output })}
                options={OUTPUT_CHOICES.map((value) => ({ value, label: t(`format.${value}`) }))}
              />
            </div>
            <SegmentedControl
              label={t('format.encoder')}
              value={settings.encoder}
              onValueChange={(encoder) => update({ encoder })}
              options={[
                { value: 'browser', label: t('format.browser') },
                { value: 'wasm', label: t('format.wasm') },
              ]}
            />
            <p className="text-muted-foreground text-sm">{t('format.encoderHint')}</p>
            {(settings.output === 'png' || settings.output === 'original') && (
              <div className="space-y-3">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={settings.reduceColors}
                    onChange={(event) => update({ reduceColors: event.target.checked })}
                  />
                  {t('format.reduceColors')}
                </label>
                <RangeField
                  label={t('format.colors')}
                  value={settings.colors}
                  min={PALETTE_COLORS.min}
                  max={PALETTE_COLORS.max}
                  valueText={String(settings.colors)}
                  disabled={!settings.reduceColors}
                  hint={t('format.colorsHint')}
                  onValueChange={(colors) => update({ colors })}
                />
              </div>
            )}
          </TabsContent>

          <TabsContent value="size" className="space-y-4 pt-4">
            <SegmentedControl
              label={t('size.resizeBy')}
              value={resizeKind}
              onValueChange={(kind) =>
                update({
                  resize:
                    kind === 'percent'
                      ? { kind, percent: 50 }
                      : kind === 'longestEdge'
                        ? { kind, pixels: 1920 }
                        : { kind: 'preset', id: 'original' },
                })
              }
              options={[
                { value: 'preset', label: t('size.preset') },
                { value: 'percent', label: t('size.percent') },
                { value: 'longestEdge', label: t('size.longestEdge') },
              ]}
            />
            {settings.resize.kind === 'preset' && (
              <>
                <div className="space-y-1.5">
                  <label htmlFor={`${id}-preset`} className="font-medium text-sm">
                    {t('size.maxSize')}
                  </label>
                  <NativeSelect
                    id={`${id}-preset`}
                    value={settings.resize.id}
                    onValueChange={(presetId) => update({ resize: { kind: 'preset', id: presetId } })}
                    options={SIZE_PRESETS.map((preset) => ({
                      value: preset.id,
                      label: preset.width
                        ? `${t(`presets.${preset.id}`)} (${preset.width}×${preset.height})`
                        : t(`presets.${preset.id}`),
                    }))}
                  />
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={settings.fit === 'pad'}
                    onChange={(event) => update({ fit: event.target.checked ? 'pad' : 'contain' })}
                  />
                  {t('size.pad')}
                </label>
                {settings.fit === 'pad' && (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="color"
                      value={settings.padColor}
                      onChange={(event) => update({ padColor: event.target.value })}
                      className="h-8 w-12 rounded border border-border bg-background"
                    />
                    {t('size.padColor')}
                  </label>
                )}
              </>
            )}
            {settings.resize.kind === 'percent' && (
              <RangeField
                label={t('size.percent')}
                value={settings.resize.percent}
                min={1}
                max={100}
                valueText={`${settings.resize.percent}%`}
                onValueChange={(percent) => update({ resize: { kind: 'percent', percent } })}
              />
            )}
            {settings.resize.kind === 'longestEdge' && (
              <div className="space-y-1.5">
                <label htmlFor={`${id}-edge`} className="font-medium text-sm">
                  {t('size.longestEdgePixels')}
                </label>
                <Input
                  id={`${id}-edge`}
                  type="number"
                  min={1}
                  value={settings.resize.pixels}
                  onChange={(event) =>
                    update({
                      resize: { kind: 'longestEdge', pixels: Math.max(1, Number(event.target.value) || 1) },
                    })
                  }
                />
              </div>
            )}
            <p className="text-muted-foreground text-sm">{t('size.neverEnlarge')}</p>
          </TabsContent>

          <TabsContent value="advanced" className="space-y-3 pt-4">
            <fieldset className="space-y-2">
              <legend className="font-medium text-sm">{t('metadata.title')}</legend>
              {METADATA.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-metadata`}
                    value={value}
                    checked={settings.metadata === value}
                    onChange={() => update({ metadata: value })}
                  />
                  {t(`metadata.${value}`)}
                </label>
              ))}
              <p className="text-muted-foreground text-xs">{t('metadata.hint')}</p>
            </fieldset>
          </TabsContent>
        </Tabs>
      </fieldset>
    </section>
  );
}

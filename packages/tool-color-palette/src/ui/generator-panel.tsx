import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useTranslation } from 'react-i18next';
import { generatePalette, SCHEMES, type Scheme } from '../core/palette';
import { ColorField } from './color-field';
import { ExportBar, Swatches } from './swatches';

/** The generator: the schemes around the current colour, exported as a palette. */
export function GeneratorPanel({
  color,
  onColor,
  scheme,
  onScheme,
}: {
  color: string;
  onColor: (hex: string) => void;
  scheme: Scheme;
  onScheme: (scheme: Scheme) => void;
}) {
  const { t } = useTranslation('color-palette');
  const entries = generatePalette(color, scheme).map((hex) => ({ hex }));
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <ColorField label={t('generator.base')} color={color} format="hex" onColor={onColor} />
      </div>
      <SegmentedControl
        label={t('generator.scheme')}
        value={scheme}
        onValueChange={onScheme}
        options={SCHEMES.map((value) => ({ value, label: t(`schemes.${value}`) }))}
      />
      <Swatches entries={entries} label={t('generator.result', { scheme: t(`schemes.${scheme}`) })} />
      <ExportBar entries={entries} fileName={`palette-${scheme}`} />
    </div>
  );
}

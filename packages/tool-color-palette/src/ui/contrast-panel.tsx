import { useTranslation } from 'react-i18next';
import { contrastReport, formatRatio } from '../core/contrast';
import { ColorField } from './color-field';

function Verdict({ passes, label }: { passes: boolean; label: string }) {
  const { t } = useTranslation('color-palette');
  return (
    <li
      className={`flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm ${
        passes ? 'bg-success/10 text-success' : 'bg-destructive/10 text-destructive'
      }`}
    >
      <span>{label}</span>
      <span className="font-semibold">{passes ? t('contrast.pass') : t('contrast.fail')}</span>
    </li>
  );
}

/** WCAG contrast between a text colour and its background. */
export function ContrastPanel({
  foreground,
  background,
  onForeground: setForeground,
  onBackground: setBackground,
}: {
  foreground: string;
  background: string;
  onForeground: (hex: string) => void;
  onBackground: (hex: string) => void;
}) {
  const { t } = useTranslation('color-palette');
  const report = contrastReport(foreground, background);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <ColorField
          label={t('contrast.foreground')}
          color={foreground}
          format="hex"
          onColor={setForeground}
        />
        <ColorField
          label={t('contrast.background')}
          color={background}
          format="hex"
          onColor={setBackground}
        />
      </div>
      <div
        className="rounded-lg border border-border p-4"
        style={{ color: foreground, backgroundColor: background }}
      >
        <p className="text-base">{t('contrast.sampleNormal')}</p>
        <p className="font-bold text-2xl">{t('contrast.sampleLarge')}</p>
      </div>
      <p className="text-lg" aria-live="polite">
        {t('contrast.ratio')}: <strong className="font-mono">{formatRatio(report.ratio)}</strong>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('contrast.verdicts')}>
        <Verdict passes={report.aa.normal} label={t('contrast.aaNormal')} />
        <Verdict passes={report.aa.large} label={t('contrast.aaLarge')} />
        <Verdict passes={report.aaa.normal} label={t('contrast.aaaNormal')} />
        <Verdict passes={report.aaa.large} label={t('contrast.aaaLarge')} />
      </ul>
    </div>
  );
}

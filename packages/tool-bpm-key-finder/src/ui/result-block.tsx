import { Button } from '@toolbox/ui/button';
import { ProgressBar } from '@toolbox/ui/progress';
import { EyeIcon, EyeOffIcon, PlayIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '../core/analyze';
import { keyOfCamelot } from '../core/camelot';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-4' : undefined}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The spec's result block of a completed file: BPM (with its half and double), key, Camelot code,
 * scale, harmonic matches, confidence bars, play, and show or hide the visualisation.
 */
export function ResultBlock({
  fileName,
  analysis,
  isVisualized,
  onPlay,
  onToggleVisualization,
}: {
  fileName: string;
  analysis: Analysis;
  isVisualized: boolean;
  onPlay: () => void;
  onToggleVisualization: () => void;
}) {
  const { t } = useTranslation('bpm-key-finder');
  const { bpm, key } = analysis;
  const keyName = (code: string) => {
    const found = keyOfCamelot(code);
    return found ? t('result.keyName', { key: found.key, scale: t(`scale.${found.scale}`) }) : code;
  };
  const alternatives = bpm.possibleTempos.filter((tempo) => tempo !== bpm.tempo);
  const raw = { interpolation: { escapeValue: false } };
  return (
    <div className="space-y-4 border-border border-t pt-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('result.bpm')} value={bpm.tempo.toFixed(1)} />
        <Fact label={t('result.key')} value={keyName(key.camelot)} />
        <Fact label={t('result.camelot')} value={key.camelot} />
        <Fact label={t('result.scale')} value={t(`scale.${key.scale}`)} />
        {alternatives.length > 0 && (
          <Fact
            wide
            label={t('result.possibleTempos')}
            value={alternatives.map((tempo) => tempo.toFixed(1)).join(' · ')}
          />
        )}
        <Fact
          wide
          label={t('result.harmonicMatches')}
          value={key.harmonicMatches.map((code) => `${code} (${keyName(code)})`).join(' · ')}
        />
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <p className="text-muted-foreground text-xs">{t('result.bpmConfidence')}</p>
          <ProgressBar
            value={bpm.confidence * 100}
            label={t('result.bpmConfidenceOf', { name: fileName, ...raw })}
            showValue
          />
        </div>
        <div className="space-y-1">
          <p className="text-muted-foreground text-xs">{t('result.keyConfidence')}</p>
          <ProgressBar
            value={key.confidence * 100}
            label={t('result.keyConfidenceOf', { name: fileName, ...raw })}
            showValue
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onPlay}
          aria-label={t('result.playFile', { name: fileName, ...raw })}
        >
          <PlayIcon aria-hidden="true" className="size-4" />
          {t('result.play')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={isVisualized}
          aria-label={t(isVisualized ? 'result.hideVisualizationOf' : 'result.showVisualizationOf', {
            name: fileName,
            ...raw,
          })}
          onClick={onToggleVisualization}
        >
          {isVisualized ? (
            <EyeOffIcon aria-hidden="true" className="size-4" />
          ) : (
            <EyeIcon aria-hidden="true" className="size-4" />
          )}
          {t(isVisualized ? 'result.hideVisualization' : 'result.showVisualization')}
        </Button>
      </div>
    </div>
  );
}

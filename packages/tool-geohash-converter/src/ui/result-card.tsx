import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../core/csv';
import type { GeohashResult } from '../core/geohash';
import { Card } from './card';
import { NeighboursGrid } from './neighbours-grid';

/** Checked after mount: the server render has no navigator, and most desktop browsers lack share. */
function useCanShare() {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  return canShare;
}

/** The result card: geohash, coordinates to 6 decimals, precision and bounding box (CONTEXT.md § Result). */
export function ResultCard({
  result,
  onNeighbour,
}: {
  result?: GeohashResult;
  onNeighbour(geohash: string): void;
}) {
  const { t } = useTranslation('geohash-converter');
  const canShare = useCanShare();

  if (!result) {
    return (
      <Card title={t('result.title')}>
        <p className="text-sm text-muted-foreground">{t('result.empty')}</p>
      </Card>
    );
  }

  const latitude = formatCoordinate(result.latitude);
  const longitude = formatCoordinate(result.longitude);
  const shareText = t('result.shareText', { geohash: result.geohash, latitude, longitude });

  async function share() {
    try {
      await navigator.share({ title: t('meta.name'), text: shareText });
    } catch {
      // The user closing the share sheet rejects with AbortError: nothing to report.
    }
  }

  const bboxRows = [
    ['minLat', result.bbox.minLat],
    ['minLng', result.bbox.minLng],
    ['maxLat', result.bbox.maxLat],
    ['maxLng', result.bbox.maxLng],
  ] as const;

  return (
    <Card
      title={t('result.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <CopyButton value={`${latitude}, ${longitude}`} label={t('result.copyCoordinates')} />
          <CopyButton value={shareText} label={t('result.copyAll')} />
          {canShare && (
            <Button variant="outline" size="sm" onClick={share}>
              <Share2 aria-hidden className="size-4" />
              {t('result.share')}
            </Button>
          )}
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <span className="text-sm text-muted-foreground">{t('result.geohash')}</span>
        <output className="break-all font-mono text-2xl font-semibold" data-testid="geohash-value">
          {result.geohash}
        </output>
        <CopyButton
          variant="ghost"
          value={result.geohash}
          label={t('result.copy')}
          aria-label={t('result.copyGeohash')}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('result.latitude')}</dt>
          <dd className="font-mono">{latitude}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('result.longitude')}</dt>
          <dd className="font-mono">{longitude}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('result.precision')}</dt>
          <dd className="font-mono">{result.precision}</dd>
        </div>
      </dl>
      <div className="space-y-1">
        <h3 className="text-sm font-medium">{t('result.bbox')}</h3>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {bboxRows.map(([key, value]) => (
            <div key={key}>
              <dt className="text-muted-foreground">{t(`result.${key}`)}</dt>
              {/* At high precision the cell is smaller than 6 decimals show; the title has the exact edge. */}
              <dd className="font-mono" title={String(value)}>
                {formatCoordinate(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <NeighboursGrid geohash={result.geohash} onSelect={onNeighbour} />
    </Card>
  );
}

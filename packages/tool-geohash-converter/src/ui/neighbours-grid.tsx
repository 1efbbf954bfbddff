import { useTranslation } from 'react-i18next';
import { type Direction, geohashNeighbours } from '../core/geohash';

/** Compass layout, read row by row: NW N NE / W (cell) E / SW S SE. */
const layout: readonly (Direction | 'centre')[] = ['nw', 'n', 'ne', 'w', 'centre', 'e', 'sw', 's', 'se'];

/** The bonus: the eight cells around the current one; a click decodes that cell. */
export function NeighboursGrid({ geohash, onSelect }: { geohash: string; onSelect(geohash: string): void }) {
  const { t } = useTranslation('geohash-converter');
  const neighbours = geohashNeighbours({ geohash });
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium">{t('neighbours.title')}</h3>
      <p className="text-xs text-muted-foreground">{t('neighbours.hint')}</p>
      <div className="grid max-w-md grid-cols-3 gap-1.5">
        {layout.map((slot) => {
          if (slot === 'centre') {
            return (
              <div
                key={slot}
                className="flex flex-col items-center justify-center rounded-md bg-primary px-2 py-1.5 text-primary-foreground"
                title={t('neighbours.current', { geohash })}
              >
                <span className="break-all font-mono text-xs">{geohash}</span>
              </div>
            );
          }
          const neighbour = neighbours[slot];
          const direction = t(`neighbours.${slot}`);
          if (neighbour === null) {
            return (
              <div
                key={slot}
                className="flex flex-col items-center rounded-md border border-dashed border-border px-2 py-1.5 text-muted-foreground"
              >
                <span className="text-[11px]">{direction}</span>
                <span className="text-xs">{t('neighbours.none')}</span>
              </div>
            );
          }
          return (
            <button
              key={slot}
              type="button"
              onClick={() => onSelect(neighbour)}
              aria-label={t('neighbours.decodeLabel', { direction, geohash: neighbour })}
              className="flex cursor-pointer flex-col items-center rounded-md border border-border px-2 py-1.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="text-[11px] text-muted-foreground">{direction}</span>
              <span className="break-all font-mono text-xs">{neighbour}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '../core/analyze';
import { PITCH_CLASSES } from '../core/camelot';
import { spectrumBands } from '../core/spectrum';
import type { Waveform } from '../core/waveform';
import { colourOf, useThemeVersion } from './theme-colours';

/** The spec's canvas size; CSS scales it to the card's width. */
const WIDTH = 800;
const HEIGHT = 200;

type Draw = (context: CanvasRenderingContext2D, colours: { main: string; muted: string }) => void;

/**
 * An 800 × 200 canvas drawn in the theme's colours (the canvas's `text-primary`, the muted text of
 * its wrapper), again when the theme changes. The drawing is an image with a text alternative.
 */
function ViewCanvas({ draw, label }: { draw: Draw; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const themeVersion = useThemeVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme version is the reason to draw again
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    draw(context, {
      main: colourOf(element),
      muted: colourOf(element.parentElement ?? element),
    });
  }, [draw, themeVersion]);
  return (
    <div className="text-muted-foreground">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        className="h-auto w-full rounded-md bg-muted text-primary"
      />
    </div>
  );
}

function drawWaveform(waveform: Waveform, beats: readonly number[], duration: number): Draw {
  return (context, { main, muted }) => {
    const middle = HEIGHT / 2;
    // Beats first, under the wave: where the tracker heard them.
    context.fillStyle = muted;
    context.globalAlpha = 0.35;
    for (const beat of beats) context.fillRect(Math.round((beat / duration) * WIDTH), 0, 1, HEIGHT);
    context.globalAlpha = 1;
    context.fillStyle = main;
    for (let column = 0; column < waveform.min.length; column++) {
      const top = middle - (waveform.max[column] as number) * middle;
      const bottom = middle - (waveform.min[column] as number) * middle;
      context.fillRect(column, top, 1, Math.max(1, bottom - top));
    }
  };
}

function drawBars(levels: readonly number[], gap: number): Draw {
  return (context, { main }) => {
    const width = WIDTH / levels.length;
    context.fillStyle = main;
    levels.forEach((level, index) => {
      const height = Math.max(1, level * (HEIGHT - 4));
      context.fillRect(index * width + gap / 2, HEIGHT - height, Math.max(1, width - gap), height);
    });
  };
}

function drawChroma(chroma: readonly number[]): Draw {
  const bars = drawBars(chroma, 16);
  return (context, colours) => {
    // Room for the pitch names under the bars.
    context.save();
    context.translate(0, -20);
    bars(context, colours);
    context.restore();
    context.fillStyle = colours.muted;
    context.font = '14px system-ui, sans-serif';
    context.textAlign = 'center';
    PITCH_CLASSES.forEach((name, index) => {
      context.fillText(name, (index + 0.5) * (WIDTH / 12), HEIGHT - 5);
    });
  };
}

const STRONGEST_PITCHES = 3;
const SPECTRUM_TICKS = [
  { hz: 20, label: '20 Hz' },
  { hz: 100, label: '100 Hz' },
  { hz: 1000, label: '1 kHz' },
  { hz: 10_000, label: '10 kHz' },
  { hz: 22_050, label: '22 kHz' },
];

/** Where a frequency sits on the spectrum's log axis (20 Hz–22.05 kHz), 0–1. */
function logPosition(hz: number): number {
  return Math.log(hz / 20) / Math.log(22_050 / 20);
}

/** The spec's visualisation card: waveform (with the beats), spectrum and chroma of one file. */
export function Visualization({
  fileName,
  waveform,
  analysis,
}: {
  fileName: string;
  waveform?: Waveform;
  analysis?: Analysis;
}) {
  const { t } = useTranslation('bpm-key-finder');
  const strongest = analysis
    ? analysis.key.chroma
        .map((value, index) => ({ value, name: PITCH_CLASSES[index] as string }))
        .sort((a, b) => b.value - a.value)
        .slice(0, STRONGEST_PITCHES)
        .map(({ name }) => name)
        .join(', ')
    : '';
  const beats = analysis?.bpm.peaks;
  const duration = analysis?.duration ?? 1;
  const waveformDraw = useMemo(
    () => (waveform ? drawWaveform(waveform, beats ?? [], duration) : undefined),
    [waveform, beats, duration],
  );
  const spectrumDraw = useMemo(() => analysis && drawBars(analysis.spectrum, 1), [analysis]);
  const chromaDraw = useMemo(() => analysis && drawChroma(analysis.key.chroma), [analysis]);
  const bands = analysis ? spectrumBands(4096, analysis.spectrum.length) : [];
  const loudestBand = analysis ? bands[analysis.spectrum.indexOf(Math.max(...analysis.spectrum))] : undefined;
  return (
    <section
      aria-label={t('visual.title', { name: fileName, interpolation: { escapeValue: false } })}
      className="space-y-3 rounded-card border border-border bg-card p-4"
    >
      <h3 className="break-all font-semibold">
        {t('visual.title', { name: fileName, interpolation: { escapeValue: false } })}
      </h3>
      <Tabs defaultValue="waveform">
        <TabsList aria-label={t('visual.views')}>
          <TabsTrigger value="waveform">{t('visual.waveform')}</TabsTrigger>
          <TabsTrigger value="spectrum">{t('visual.spectrum')}</TabsTrigger>
          <TabsTrigger value="chroma">{t('visual.chroma')}</TabsTrigger>
        </TabsList>
        <TabsContent value="waveform" className="pt-3">
          {waveformDraw ? (
            <ViewCanvas
              label={t('visual.waveformLabel', { count: beats?.length ?? 0 })}
              draw={waveformDraw}
            />
          ) : (
            <p className="text-muted-foreground text-sm">{t('visual.noAudio')}</p>
          )}
        </TabsContent>
        <TabsContent value="spectrum" className="pt-3">
          {spectrumDraw ? (
            <>
              <ViewCanvas
                label={t('visual.spectrumLabel', { hz: loudestBand?.hz ?? 0 })}
                draw={spectrumDraw}
              />
              <p className="relative mt-1 h-4 text-muted-foreground text-xs" aria-hidden="true">
                {SPECTRUM_TICKS.map(({ hz, label }) => (
                  <span
                    key={hz}
                    className="-translate-x-1/2 absolute first:translate-x-0 last:-translate-x-full"
                    style={{ left: `${logPosition(hz) * 100}%` }}
                  >
                    {label}
                  </span>
                ))}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{t('visual.analyseFirst')}</p>
          )}
        </TabsContent>
        <TabsContent value="chroma" className="pt-3">
          {chromaDraw ? (
            <ViewCanvas label={t('visual.chromaLabel', { pitches: strongest })} draw={chromaDraw} />
          ) : (
            <p className="text-muted-foreground text-sm">{t('visual.analyseFirst')}</p>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
